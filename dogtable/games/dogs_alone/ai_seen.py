"""Dogs Alone computer players: what one seat knows (``Seen``), the card tables the players
read, and the medium player's constants (``Weights``).  docs/ai.md, Dogs Alone."""
from __future__ import annotations

from dataclasses import dataclass

from dogtable.core.rules import Action

from .cards import DOG_COUNT, FOUR, MESS_IDS, PAIR, THREE, WILD_KIND, mess_colour, mess_kind, mess_points


_COL = tuple(c // 16 for c in range(DOG_COUNT))
_TYP = tuple(c // 4 for c in range(DOG_COUNT))
_MCOL = tuple(mess_colour(m) for m in MESS_IDS)
_MKIND = tuple(mess_kind(m) for m in MESS_IDS)
_MPTS = tuple(mess_points(m) for m in MESS_IDS)
_MNEED = {FOUR: 4, THREE: 3, PAIR: 2, WILD_KIND: 4}

FINISH = Action("finish")
CANCEL = Action("cancel_payment")
CHANGE = Action("change_supply")
DRAW_DECK = Action("draw_deck")


@dataclass(frozen=True)
class Weights:
    """The medium player's constants (points unless said otherwise)."""

    clean_cost: float = 2.5       # a turn spent cleaning one colour, instead of recruiting
    join_rate: float = 0.2        # chance a mess we take later is of a given colour (or wild)
    rho: float = 0.42             # messes a player takes per turn, on average (prior)
    delta: float = 0.55           # value kept per dog still missing for a mess
    ready: float = 0.75           # share of a mess's worth a ready payment is worth in hand
    pair_one: float = 0.22        # a lone dog towards a 2-identical mess (needs its twin)
    pair_bonus: float = 0.35      # each identical pair held (pool and future messes)
    generic: float = 0.3          # a dog of a colour with no mess to aim at, up to four
    leftover: float = 0.1         # each dog beyond four of one colour
    wild_share: float = 0.5       # a wild mess competes with the colours for the same dogs
    opp_card: float = 0.55        # an opponent's unseen hand card
    supply_margin: float = 0.05   # prefer the known deck odds unless a supply dog is better
    discard_margin: float = 0.1   # a recruit discard must buy a clearly better draw
    clean_margin: float = 0.0
    recruit_bias: float = 0.4     # what recruiting is worth beyond the draws we can see
    change_margin: float = 0.0


MEDIUM = Weights()


# -- what one seat knows ------------------------------------------------------------------

class Seen:
    """One seat's knowledge at a decision: its own hand, the public table, pile sizes."""

    __slots__ = ("seat", "n", "current", "phase", "turn", "hand", "pool", "pools", "hand_counts",
                 "messes", "cleaned", "dog_supply", "mess_supply", "marios", "mess_deck_count",
                 "mess_drawn", "mess_total", "recruit_discards", "draws", "supply_changes",
                 "pending", "pending_cards", "last_mess", "discard", "dog_deck_count", "wild",
                 "removed", "mess_discard", "hands")

    @classmethod
    def from_view(cls, v: dict) -> "Seen":
        s = cls.__new__(cls)
        s.seat = v["seat"]
        s.n = v["players"]
        s.current, s.phase, s.turn = v["current"], v["phase"], v["turn"]
        s.hand = list(v["hands"][s.seat] or [])
        s.pools = v["pools"]
        s.pool = s.pools[s.seat]
        s.hand_counts = v["hand_counts"]
        s.messes, s.cleaned = v["messes"], v["cleaned"]
        s.dog_supply, s.mess_supply = v["dog_supply"], v["mess_supply"]
        s.marios = len(v["mario"])
        s.mess_deck_count, s.mess_drawn, s.mess_total = v["mess_deck_count"], v["mess_drawn"], v["mess_total"]
        s.recruit_discards, s.draws, s.supply_changes = v["recruit_discards"], v["draws"], v["supply_changes"]
        s.pending, s.pending_cards, s.last_mess = v["pending"], v["pending_cards"], v["last_mess"]
        s.discard, s.dog_deck_count = v["discard"], v["dog_deck_count"]
        s.wild = v["wild"]
        s.removed, s.mess_discard = v["removed"], v["mess_discard"]
        s.hands = None
        return s

    @classmethod
    def from_state(cls, st, seat: int) -> "Seen":
        """From a (determinized) full state; policies read only ``seat``'s own cards."""
        s = cls.__new__(cls)
        s.seat, s.n = seat, st.n
        s.current, s.phase, s.turn = st.current, st.phase, st.turn
        s.hand = st.hands[seat]
        s.pools = st.pools
        s.pool = st.pools[seat]
        s.hand_counts = [len(h) for h in st.hands]
        s.messes, s.cleaned = st.messes, st.cleaned
        s.dog_supply, s.mess_supply = st.dog_supply, st.mess_supply
        s.marios = len(st.mario)
        s.mess_deck_count, s.mess_drawn, s.mess_total = len(st.mess_deck), st.mess_drawn, st.mess_total
        s.recruit_discards, s.draws, s.supply_changes = st.recruit_discards, st.draws, st.supply_changes
        s.pending, s.pending_cards, s.last_mess = st.pending, st.pending_cards, st.last_mess
        s.discard, s.dog_deck_count = st.discard, len(st.dog_deck)
        s.wild = [{str(m): c for m, c in w.items()} for w in st.wild]
        s.removed, s.mess_discard = st.removed, st.mess_discard
        s.hands = st.hands
        return s

    def uncleaned(self, seat: int) -> list[int]:
        done = self.cleaned[seat]
        return [m for m in self.messes[seat] if m not in done]

    def budget(self) -> int:
        return self.recruit_discards + 1 - self.draws

    def unseen_type_counts(self) -> list[int]:
        """How many copies of each dog this seat has not seen (deck and other hands)."""
        counts = [4] * 16
        for pile in (self.discard, self.hand):
            for c in pile:
                counts[_TYP[c]] -= 1
        for c in self.dog_supply:
            if c is not None:
                counts[_TYP[c]] -= 1
        for p in self.pools:
            for c in p:
                counts[_TYP[c]] -= 1
        return counts

    def unseen_messes(self) -> list[int]:
        gone = set(self.removed) | set(self.mess_discard)
        gone.update(m for m in self.mess_supply if m is not None)
        for ms in self.messes:
            gone.update(ms)
        return [m for m in MESS_IDS if m not in gone]
