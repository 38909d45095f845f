"""The Dodgy Dogs engine (pure: no pygame, no I/O).

Five rounds; each round every hand starts with 7 cards and the first to empty their hand wins
it.  ``current`` is the seat that must act now; the phases:

  play     match the top card (size or behaviour), play a special, or draw (up to 3) / pass;
           a third card drawn that cannot be laid passes the turn by itself
  pickup   a Pick Up Puppies card is aimed at you: stack one of yours or pick up
  whisper  you played the Dog Whisperer: name a behaviour secretly to the seat on your left
  respond  the whispered-to seat holds that behaviour and must play a card of it
  guess    guess the whispered behaviour
  reveal   the behaviour is known to you and you hold it: play a card of it
  slap     the Crafty Cat race: settled by the table (Rules.referee), not by a seat
  over

Piles are lists with the top card at the end.  docs/rules/dodgy_dogs.md records our rulings.
"""
from __future__ import annotations

import random
from typing import Sequence

from dogtable.core.events import Event, register_event_types
from dogtable.core.rules import Action, ActionHint, IllegalAction, LogLine, Seat
from dogtable.core.scoring import ScorePad

from .cards import (
    BEHAVIOURS, CAT, DOG, LEADER, PACK, PICKUP, WHISPERER, WILD, behaviour, deck_for, is_special,
    kind, penalty, pickup_count, size,
)

HAND_SIZE = 7
ROUNDS = 5
MAX_DRAWS = 3
WIN_POINTS = 10
CAT_POINTS = -10
SLAP_TIMEOUT_MS = 3000

PLAY, PICKUP_PHASE, WHISPER, RESPOND, GUESS, REVEAL, SLAP, OVER = (
    "play", "pickup", "whisper", "respond", "guess", "reveal", "slap", "over")
LEFT, RIGHT = 1, -1

EVENT_TYPES = {
    "RoundStarted": ("round", "dealer", "order", "players"),
    "CardsPlayed": ("seat", "cards"),          # cards in the order laid: the last is on top
    "WildPlayed": ("seat", "card", "direction"),
    "HandsPassed": ("direction",),
    "CardDrawn": ("seat", "card"),
    "StockRenewed": ("count",),
    "Passed": ("seat",),
    "PickedUp": ("seat", "count"),
    "Whispered": ("seat", "target", "behaviour"),
    "Guessed": ("seat", "behaviour", "right"),
    "WhisperRevealed": ("seat", "behaviour"),
    "CatTaken": ("seat", "card"),
    "TurnPassed": ("next",),
    "RoundEnded": ("round", "winner", "scores"),
    "GameOver": ("totals",),
}
register_event_types(EVENT_TYPES)

_BARRIERS = frozenset(EVENT_TYPES) - {"Passed"}  # nearly every step reveals a card or passes the turn

_ARITY = {"play": 1, "play_all": 1, "play_leader": 2, "play_wild": 2, "draw": 0, "pass": 0,
          "pick_up": 0, "whisper": 1, "guess": 1, "slap_loser": 1}


class DDState:
    __slots__ = (
        "n", "round", "dealer", "current", "phase", "stock", "discard", "hands", "draws",
        "pickup", "whisper", "whisperer", "revealed", "cat_by", "slappers", "cats",
        "scores", "winners", "idle", "wrong",
    )

    def __init__(self) -> None:
        self.n = 0
        self.round = 0
        self.dealer = 0
        self.current = 0
        self.phase = PLAY
        self.stock: list[int] = []
        self.discard: list[int] = []
        self.hands: list[list[int]] = []
        self.draws = 0                 # cards drawn this turn (at most 3)
        self.pickup = 0                # cards the current seat must pick up unless it stacks
        self.whisper: int | None = None  # the whispered behaviour
        self.whisperer: int | None = None
        self.revealed = False
        self.cat_by: int | None = None   # who played the Crafty Cat being raced for
        self.slappers: list[int] = []
        self.cats: list[list[int]] = []  # Crafty Cats taken this round, per seat
        self.scores: list[list[int]] = []  # per finished round, per seat
        self.winners: list[int | None] = []
        self.idle = 0                  # passes in a row by seats that could not even draw
        self.wrong: list[int] = []     # behaviours wrongly guessed in this whisper round

    def clone(self) -> "DDState":
        c = DDState.__new__(DDState)
        for name in self.__slots__:
            setattr(c, name, getattr(self, name))
        c.stock = self.stock[:]
        c.discard = self.discard[:]
        c.hands = [h[:] for h in self.hands]
        c.slappers = self.slappers[:]
        c.cats = [p[:] for p in self.cats]
        c.scores = [r[:] for r in self.scores]
        c.winners = self.winners[:]
        c.wrong = self.wrong[:]
        return c

    def to_json(self) -> dict:
        return {name: _deep(getattr(self, name)) for name in self.__slots__}

    def top(self) -> int:
        return self.discard[-1]

    def totals(self) -> list[int]:
        return [sum(r[s] for r in self.scores) for s in range(self.n)]


def _deep(value):
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value


def can_cover(card: int, top: int) -> bool:
    """May ``card`` be laid on ``top`` in an ordinary turn?"""
    return _COVERS[top % PACK][card % PACK]


def _covers(card: int, top: int) -> bool:
    """can_cover worked out (a card's kind, size and behaviour depend only on its place in a
    pack, so the answers are tabled once: the legal plays ask for every card in hand)."""
    k = kind(card)
    if k == CAT:
        return True  # the Crafty Cat goes on anything, specials included
    top_kind = kind(top)
    if top_kind == DOG:
        if k == DOG:
            return size(card) == size(top) or behaviour(card) == behaviour(top)
        if k == LEADER:
            return size(card) == size(top)
        return True  # Whisperer, Wild, Pick Up Puppies: any time, but not on a special
    if top_kind == LEADER:
        # "only on top of a card of the same Size", with no "except on a Special" clause as
        # the other specials have: with two packs a Leader may follow its twin
        return k in (DOG, LEADER) and size(card) == size(top)
    # a Whisperer, Wild or Pick Up Puppies on top: play starts afresh with any dodgy dog
    return k == DOG


_COVERS = tuple(tuple(_covers(c, t) for c in range(PACK)) for t in range(PACK))


class DodgyDogsRules:
    game_id = "dodgy_dogs"
    min_players = 2
    max_players = 8

    # -- setting up -------------------------------------------------------------------
    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise ValueError("Dodgy Dogs takes 2 to 8 players")
        first = options.get("first_player", "random")
        if not isinstance(first, int) or not 0 <= first < n:
            first = rng.randrange(n)
        dealer = (first - 1) % n  # the seat left of the dealer starts
        return [_round_started(1, dealer, n, rng)]

    def new_state(self) -> DDState:
        return DDState()

    def clone(self, state: DDState) -> DDState:
        return state.clone()

    def state_to_json(self, state: DDState) -> dict:
        return state.to_json()

    # -- who acts, what is legal -----------------------------------------------------------
    def to_act(self, state: DDState) -> list[int]:
        if state.phase in (SLAP, OVER):
            return []
        return [state.current]

    def is_over(self, state: DDState) -> bool:
        return state.phase == OVER

    def referee(self, state: DDState) -> dict | None:
        if state.phase != SLAP:
            return None
        return {"kind": "slap", "by": state.cat_by, "seats": list(state.slappers),
                "timeout_ms": SLAP_TIMEOUT_MS}

    def legal_actions(self, state: DDState, seat: int | None) -> list[Action]:
        phase = state.phase
        if seat is None:
            if phase == SLAP:
                return [Action("slap_loser", (s,)) for s in state.slappers]
            return []
        if phase in (SLAP, OVER) or seat != state.current:
            return []
        hand = state.hands[seat]
        if phase == PLAY:
            acts = _plays(state, hand)
            if not acts:
                if state.draws < MAX_DRAWS and _can_draw(state):
                    acts.append(Action("draw"))
                else:
                    acts.append(Action("pass"))
            elif state.draws:
                acts.append(Action("pass"))  # a drawn card may be played, need not be
            return acts
        if phase == PICKUP_PHASE:
            acts = [Action("play", (c,)) for c in hand if kind(c) == PICKUP]
            acts.append(Action("pick_up"))
            return acts
        if phase == WHISPER:
            return [Action("whisper", (b,)) for b in range(len(BEHAVIOURS))]
        if phase == GUESS:
            return [Action("guess", (b,)) for b in range(len(BEHAVIOURS))]
        if phase in (RESPOND, REVEAL):
            return [Action("play", (c,)) for c in hand if behaviour(c) == state.whisper]
        return []

    # -- deciding ----------------------------------------------------------------------------
    def decide(self, state: DDState, seat: int | None, action: Action,
               rng: random.Random) -> list[Event]:
        kind_, args = action.kind, action.args
        if state.phase == OVER:
            raise IllegalAction("error.game_over")
        expected = _ARITY.get(kind_)
        if expected is None:
            raise IllegalAction("error.unknown_action", action=kind_)
        if len(args) != expected or not all(isinstance(a, int) and not isinstance(a, bool)
                                            for a in args):
            raise IllegalAction("error.bad_action")
        if seat is None:
            return self._decide_referee(state, kind_, args, rng)
        if not isinstance(seat, int) or not 0 <= seat < state.n or seat != state.current \
                or state.phase == SLAP:
            raise IllegalAction("error.not_your_turn")
        phase = state.phase
        hand = state.hands[seat]

        if phase == WHISPER:
            if kind_ != "whisper":
                raise IllegalAction("dodgy_dogs.error.whisper_first")
            b = args[0]
            if not 0 <= b < len(BEHAVIOURS):
                raise IllegalAction("dodgy_dogs.error.bad_behaviour")
            target = (seat + 1) % state.n
            events = [Event("Whispered", {"seat": seat, "target": target, "behaviour": b})]
            sim = _Sim(state)
            sim.whisper = b
            if any(behaviour(c) == b for c in state.hands[target]):
                return events  # the target must play a card of it
            events += sim.draw(target, 1)
            return events + _after_answer(sim, target, rng)

        if phase == GUESS:
            if kind_ != "guess":
                raise IllegalAction("dodgy_dogs.error.guess_first")
            b = args[0]
            if not 0 <= b < len(BEHAVIOURS):
                raise IllegalAction("dodgy_dogs.error.bad_behaviour")
            right = b == state.whisper
            events = [Event("Guessed", {"seat": seat, "behaviour": b, "right": right})]
            sim = _Sim(state)
            if right:
                events.append(Event("WhisperRevealed", {"seat": seat, "behaviour": b}))
                if any(behaviour(c) == b for c in hand):
                    return events  # reveal phase: play a card of it
                events += sim.draw(seat, 1)
                return events + _turn_to(sim, (seat + 1) % state.n, rng)
            events += sim.draw(seat, 1)
            return events + _after_answer(sim, seat, rng)

        if phase in (RESPOND, REVEAL):
            if kind_ != "play":
                raise IllegalAction("dodgy_dogs.error.play_whispered")
            card = args[0]
            if card not in hand:
                raise IllegalAction("dodgy_dogs.error.not_in_hand")
            if behaviour(card) != state.whisper:
                raise IllegalAction("dodgy_dogs.error.play_whispered")
            events = [Event("CardsPlayed", {"seat": seat, "cards": [card]})]
            sim = _Sim(state)
            sim.play(seat, [card])
            if not sim.hands[seat]:
                return events + _round_end(sim, seat, rng)
            if phase == RESPOND:
                return events + _after_answer(sim, seat, rng)
            return events + _turn_to(sim, (seat + 1) % state.n, rng)

        if phase == PICKUP_PHASE:
            if kind_ == "pick_up":
                sim = _Sim(state)
                # the cards first, then the fresh start of play for the same seat
                events = sim.draw(seat, state.pickup, pickup=True)
                got = sum(1 for e in events if e.kind == "CardDrawn")  # the rest is forgiven
                return events + [Event("PickedUp", {"seat": seat, "count": got})]
            if kind_ == "play":
                card = args[0]
                if card not in hand:
                    raise IllegalAction("dodgy_dogs.error.not_in_hand")
                if kind(card) != PICKUP:
                    raise IllegalAction("dodgy_dogs.error.must_pick_up", count=state.pickup)
                return self._play_cards(state, seat, [card], rng)
            raise IllegalAction("dodgy_dogs.error.must_pick_up", count=state.pickup)

        # phase == PLAY
        if kind_ == "draw":
            if _plays(state, hand):
                raise IllegalAction("dodgy_dogs.error.can_play")
            if state.draws >= MAX_DRAWS:
                raise IllegalAction("dodgy_dogs.error.three_draws")
            if not _can_draw(state):
                raise IllegalAction("dodgy_dogs.error.nothing_to_draw")
            sim = _Sim(state)
            events = sim.draw(seat, 1)
            if state.draws + 1 >= MAX_DRAWS and not _plays(state, sim.hands[seat]):
                # "If, after drawing three cards they still have no playable cards, play passes
                # to the player to their left": nothing is left to choose, so no pass is asked
                events.append(Event("Passed", {"seat": seat}))
                events += _turn_to(sim, (seat + 1) % state.n, rng)
            return events
        if kind_ == "pass":
            if _plays(state, hand) and not state.draws:
                raise IllegalAction("dodgy_dogs.error.can_play")
            if not _plays(state, hand) and state.draws < MAX_DRAWS and _can_draw(state):
                raise IllegalAction("dodgy_dogs.error.draw_first")
            events = [Event("Passed", {"seat": seat})]
            sim = _Sim(state)
            idle = state.idle + 1 if not state.draws else 0
            if idle >= state.n:
                return events + _round_end(sim, None, rng)  # nobody can do anything
            return events + _turn_to(sim, (seat + 1) % state.n, rng)
        if kind_ in ("play", "play_all", "play_leader", "play_wild"):
            action_cards = self._cards_for(state, seat, kind_, args)
            return self._play_cards(state, seat, action_cards, rng, direction=args[1]
                                    if kind_ == "play_wild" else 0)
        raise IllegalAction("dodgy_dogs.error.not_now")

    def _cards_for(self, state: DDState, seat: int, kind_: str, args: tuple) -> list[int]:
        """The cards an ordinary play lays, in order (last on top), after checking it."""
        hand = state.hands[seat]
        top = state.top()
        card = args[0]
        if card not in hand:
            raise IllegalAction("dodgy_dogs.error.not_in_hand")
        if kind_ == "play_all":
            b = behaviour(card)
            if b is None or kind(top) != DOG or behaviour(top) != b:
                raise IllegalAction("dodgy_dogs.error.play_all_needs_behaviour")
            same = [c for c in hand if behaviour(c) == b and c != card]
            if not same:
                raise IllegalAction("dodgy_dogs.error.play_all_needs_two")
            return same + [card]
        if kind_ == "play_leader":
            if kind(card) != LEADER:
                raise IllegalAction("dodgy_dogs.error.not_a_leader")
            if not can_cover(card, top):
                raise IllegalAction("dodgy_dogs.error.leader_size")
            same = [c for c in hand if kind(c) == DOG and size(c) == size(card)]
            chosen = args[1]
            if chosen not in same:  # a Leader laid alone is played with "play"
                raise IllegalAction("dodgy_dogs.error.leader_top")
            rest = [c for c in same if c != chosen]
            return [card] + rest + [chosen]
        if kind_ == "play_wild":
            if kind(card) != WILD:
                raise IllegalAction("dodgy_dogs.error.not_a_wild")
            if args[1] not in (LEFT, RIGHT):
                raise IllegalAction("dodgy_dogs.error.bad_direction")
            if not can_cover(card, top):
                raise IllegalAction("dodgy_dogs.error.special_on_special")
            return [card]
        # a single card
        k = kind(card)
        if k == WILD:
            raise IllegalAction("dodgy_dogs.error.wild_direction")
        if k == LEADER:  # laid alone: the dogs of its size may stay in the hand
            if not can_cover(card, top):
                raise IllegalAction("dodgy_dogs.error.leader_size")
            return [card]
        if not can_cover(card, top):
            if is_special(card):
                raise IllegalAction("dodgy_dogs.error.special_on_special")
            raise IllegalAction("dodgy_dogs.error.no_match")
        return [card]

    def _play_cards(self, state: DDState, seat: int, cards: list[int], rng: random.Random,
                    direction: int = 0) -> list[Event]:
        top_card = cards[-1]
        k = kind(cards[0]) if kind(cards[0]) in (WILD, LEADER) else kind(top_card)
        if k == WILD:
            events = [Event("WildPlayed", {"seat": seat, "card": top_card, "direction": direction})]
        else:
            events = [Event("CardsPlayed", {"seat": seat, "cards": cards})]
        sim = _Sim(state)
        sim.play(seat, cards)
        emptied = not sim.hands[seat]
        if k == CAT:
            others = [(seat + i) % state.n for i in range(1, state.n)]
            if len(others) == 1:  # a lone slapper is always the last to slap
                events.append(sim.take_cat(others[0]))
                return events + (_round_end(sim, seat, rng) if emptied else
                                 _turn_to(sim, (seat + 1) % state.n, rng))
            return events  # the table runs the slap race
        if emptied:
            return events + _round_end(sim, seat, rng)
        if k == WILD:
            events.append(Event("HandsPassed", {"direction": direction}))
            return events + _turn_to(sim, (seat + 1) % state.n, rng)
        if k == PICKUP:
            return events + _turn_to(sim, (seat + 1) % state.n, rng)
        if k == WHISPERER:
            return events  # whisper phase for the same seat
        return events + _turn_to(sim, (seat + 1) % state.n, rng)

    def _decide_referee(self, state: DDState, kind_: str, args: tuple,
                        rng: random.Random) -> list[Event]:
        if state.phase != SLAP:
            raise IllegalAction("error.not_your_turn")
        if kind_ != "slap_loser" or args[0] not in state.slappers:
            raise IllegalAction("dodgy_dogs.error.bad_slap")
        by = state.cat_by
        sim = _Sim(state)
        events = [sim.take_cat(args[0])]
        if not state.hands[by]:
            return events + _round_end(sim, by, rng)
        return events + _turn_to(sim, (by + 1) % state.n, rng)

    # -- folding ---------------------------------------------------------------------------------
    def evolve(self, state: DDState, event: Event) -> DDState:
        k, d = event.kind, event.data
        if k == "RoundStarted":
            n = d["players"]
            if state.n == 0:
                state.n = n
                state.scores, state.winners = [], []
            state.round = d["round"]
            state.dealer = d["dealer"]
            stock = list(reversed(d["order"]))  # top card last
            state.hands = [[] for _ in range(n)]
            for _ in range(HAND_SIZE):
                for i in range(1, n + 1):
                    state.hands[(state.dealer + i) % n].append(stock.pop())
            state.discard = [stock.pop()]
            while is_special(state.discard[-1]):
                state.discard.append(stock.pop())
            state.stock = stock
            state.cats = [[] for _ in range(n)]
            state.current = (state.dealer + 1) % n
            _reset_turn(state)
            state.idle = 0  # a blocked round's passes do not carry into the next round
            state.phase = PLAY
        elif k == "CardsPlayed" or k == "WildPlayed":
            cards = d["cards"] if k == "CardsPlayed" else [d["card"]]
            hand = state.hands[d["seat"]]
            for c in cards:
                hand.remove(c)
                state.discard.append(c)
            state.idle = 0
            top = cards[-1]
            first = kind(cards[0])
            if state.phase in (RESPOND, REVEAL):
                pass  # the whisper round moves on in the events that follow
            elif kind(top) == CAT:
                state.cat_by = d["seat"]
                state.slappers = [(d["seat"] + i) % state.n for i in range(1, state.n)]
                state.phase = SLAP
            elif first == WHISPERER or kind(top) == WHISPERER:
                state.whisperer = d["seat"]
                state.phase = WHISPER
            elif kind(top) == PICKUP:
                state.pickup += pickup_count(top)
        elif k == "HandsPassed":
            n = state.n
            step = d["direction"]
            state.hands = [state.hands[(s - step) % n] for s in range(n)]
        elif k == "CardDrawn":
            if not state.stock or state.stock[-1] != d["card"]:
                raise ValueError("a card drawn that is not on top of the stockpile")
            state.stock.pop()
            state.hands[d["seat"]].append(d["card"])
            if state.phase == PLAY and d["seat"] == state.current:
                state.draws += 1
                state.idle = 0
        elif k == "StockRenewed":
            under = state.discard[:-1]
            state.discard = state.discard[-1:]
            state.stock = under[::-1]  # turned over: the first card discarded is now on top
        elif k == "Passed":
            if not state.draws:
                state.idle += 1
        elif k == "PickedUp":
            state.pickup = 0
            state.phase = PLAY
            state.draws = 0
        elif k == "Whispered":
            state.whisper = d["behaviour"]
            state.current = d["target"]
            state.phase = RESPOND
        elif k == "Guessed":
            if not d["right"]:
                state.wrong.append(d["behaviour"])
        elif k == "WhisperRevealed":
            state.revealed = True
            state.current = d["seat"]
            state.phase = REVEAL
        elif k == "CatTaken":
            if state.discard and state.discard[-1] == d["card"]:
                state.discard.pop()
            state.cats[d["seat"]].append(d["card"])
            state.slappers = []
            state.cat_by = None
        elif k == "TurnPassed":
            state.current = d["next"]
            guessing = d.get("guess", False)
            if guessing:
                state.phase = GUESS
            elif d.get("reveal", False):
                state.revealed = True
                state.phase = REVEAL
            else:
                _reset_turn(state)
                state.phase = PICKUP_PHASE if state.pickup else PLAY
        elif k == "RoundEnded":
            state.scores.append(list(d["scores"]))
            state.winners.append(d["winner"])
            _reset_turn(state)
            state.pickup = 0
            state.phase = PLAY
        elif k == "GameOver":
            state.phase = OVER
        else:
            raise ValueError(f"unknown event {k}")
        return state

    # -- what each seat sees --------------------------------------------------------------------
    def view(self, state: DDState, seat: int | None) -> dict:
        knows_whisper = state.whisper is not None and (
            state.revealed or seat is not None and seat in (state.whisperer, _whisper_target(state)))
        # a round scored and the next not yet dealt: every hand is laid open (its penalties)
        scored = len(state.scores) >= state.round
        return {
            "seat": seat,
            "players": state.n,
            "round": state.round,
            "rounds": ROUNDS,
            "dealer": state.dealer,
            "current": state.current,
            "phase": state.phase,
            "stock_count": len(state.stock),
            "discard": list(state.discard),
            "hands": [list(h) if s == seat or scored else None for s, h in enumerate(state.hands)],
            "hand_counts": [len(h) for h in state.hands],
            "draws": state.draws,
            "pickup": state.pickup,
            "whisperer": state.whisperer,
            "whisper": state.whisper if knows_whisper else None,
            "whispering": state.whisper is not None,
            "revealed": state.revealed,
            "cat_by": state.cat_by,
            "slappers": list(state.slappers),
            "cats": [list(p) for p in state.cats],
            "scores": [list(r) for r in state.scores],
            "winners": list(state.winners),
            "idle": state.idle,
            "wrong": list(state.wrong),
        }

    def redact(self, event: Event, seat: int | None) -> Event:
        k = event.kind
        if k == "RoundStarted":
            probe = DDState()
            self.evolve(probe, Event("RoundStarted", dict(event.data)))
            return event.with_data(order=None, discard=list(probe.discard),
                                   hand=list(probe.hands[seat]) if seat is not None else None)
        if k == "CardDrawn" and event["seat"] != seat:
            return event.with_data(card=None)
        if k == "Whispered" and seat not in (event["seat"], event["target"]):
            return event.with_data(behaviour=None)
        return event

    def resample(self, view: dict, seat: int, rng: random.Random) -> DDState:
        s = DDState()
        n = view["players"]
        s.n, s.round, s.dealer, s.current, s.phase = n, view["round"], view["dealer"], view["current"], view["phase"]
        s.discard = list(view["discard"])
        s.draws, s.pickup = view["draws"], view["pickup"]
        s.whisperer, s.revealed = view["whisperer"], view["revealed"]
        s.cat_by, s.slappers = view["cat_by"], list(view["slappers"])
        s.cats = [list(p) for p in view["cats"]]
        s.scores = [list(r) for r in view["scores"]]
        s.winners = list(view["winners"])
        s.idle = view["idle"]
        s.wrong = list(view["wrong"])
        own = list(view["hands"][seat] or [])
        shown = [list(h) if h is not None else None for h in view["hands"]]   # open at a round's end
        seen = set(own) | set(s.discard)
        for h in shown:
            seen.update(h or [])
        for p in s.cats:
            seen.update(p)
        unseen = [c for c in deck_for(n) if c not in seen]
        rng.shuffle(unseen)
        s.hands = []
        for i in range(n):
            if i == seat:
                s.hands.append(own)
            elif shown[i] is not None:
                s.hands.append(shown[i])
            else:
                k = view["hand_counts"][i]
                s.hands.append(unseen[:k])
                del unseen[:k]
        s.stock = unseen
        s.whisper = view["whisper"]
        if view["whispering"] and s.whisper is None:
            s.whisper = _guess_whisper(s, rng)
        if s.phase in (RESPOND, REVEAL) and s.current != seat:
            # the seat asked to lay the whispered behaviour holds one (else it would have drawn)
            _make_hold(s, s.current, s.whisper, seat, rng)
        return s

    # -- scoring, logs, undo, hints ------------------------------------------------------------------
    def score_pad(self, state: DDState) -> ScorePad:
        pad = ScorePad([f"round_{r + 1}" for r in range(ROUNDS)], state.n)
        for r, row in enumerate(state.scores):
            for s, pts in enumerate(row):
                pad.set(f"round_{r + 1}", s, pts)
        return pad

    def is_barrier(self, event: Event) -> bool:
        return event.kind in _BARRIERS

    def describe(self, event: Event, seat: int | None) -> LogLine | None:
        from .describe import describe

        return describe(self.redact(event, seat), seat)

    def hint(self, state, action: Action) -> ActionHint:
        k, a = action.kind, action.args
        if k in ("play", "play_all", "play_leader", "play_wild"):
            return ActionHint("hand", a[0], "discard")
        if k in ("draw", "pick_up"):
            return ActionHint("stock", None, "hand")
        return ActionHint()

    def check(self, state: DDState) -> None:
        cards = list(state.stock) + list(state.discard)
        for h in state.hands:
            cards += h
        for p in state.cats:
            cards += p
        if sorted(cards) != deck_for(state.n):
            raise ValueError("cards are not conserved")


# -- helpers ---------------------------------------------------------------------------------------

def _round_started(round_no: int, dealer: int, n: int, rng: random.Random) -> Event:
    order = deck_for(n)
    rng.shuffle(order)
    return Event("RoundStarted", {"round": round_no, "dealer": dealer, "order": order, "players": n})


def _reset_turn(state: DDState) -> None:
    state.draws = 0
    state.wrong = []
    state.whisper = None
    state.whisperer = None
    state.revealed = False


def _whisper_target(state: DDState) -> int | None:
    return None if state.whisperer is None else (state.whisperer + 1) % state.n


def _plays(state: DDState, hand: list[int]) -> list[Action]:
    """The ordinary plays open to the holder of ``hand`` on the current top card."""
    top = state.top()
    covers = _COVERS[top % PACK]
    acts: list[Action] = []
    top_behaviour = behaviour(top) if kind(top) == DOG else None
    for c in hand:
        if not covers[c % PACK]:
            continue
        k = kind(c)
        if k == WILD:
            acts.append(Action("play_wild", (c, LEFT)))
            acts.append(Action("play_wild", (c, RIGHT)))
        elif k == LEADER:
            # the rulebook: its player "can then discard" the dogs of its size: alone or with all
            acts.append(Action("play", (c,)))
            acts.extend(Action("play_leader", (c, d)) for d in hand
                        if kind(d) == DOG and size(d) == size(c))
        else:
            acts.append(Action("play", (c,)))
            if k == DOG and behaviour(c) == top_behaviour and \
                    sum(1 for d in hand if behaviour(d) == top_behaviour) > 1:
                acts.append(Action("play_all", (c,)))
    return acts


def _can_draw(state: DDState) -> bool:
    return bool(state.stock) or len(state.discard) > 1


def _guess_whisper(state: DDState, rng: random.Random) -> int:
    """A whispered behaviour consistent with what is public: not one guessed wrong, and held by
    the whispered-to seat while it still has to answer (resample then swaps a card of it in if
    its imagined hand has none).  While guessing, a dodgy dog on top can only be the answer of
    the whispered-to seat (had it drawn, the Whisperer would still be on top): it shows the
    behaviour to everyone."""
    if state.phase == GUESS and kind(state.top()) == DOG:
        return behaviour(state.top())
    open_ = [b for b in range(len(BEHAVIOURS)) if b not in state.wrong]
    if state.phase != RESPOND:
        return rng.choice(open_)
    hand = state.hands[state.current]
    held = [b for b in open_ if any(behaviour(c) == b for c in hand)]
    if held:
        return rng.choice(held)
    return rng.choice(open_)  # resample then swaps a card of it into that hand


def _make_hold(state: DDState, holder: int, b: int, viewer: int, rng: random.Random) -> None:
    """Swap an unseen card of behaviour ``b`` (from the stockpile, else from a hand the viewer
    cannot see) into ``holder``'s hidden hand unless it already holds one."""
    hand = state.hands[holder]
    if not hand or any(behaviour(c) == b for c in hand):
        return
    j = rng.randrange(len(hand))
    for i, c in enumerate(state.stock):
        if behaviour(c) == b:
            hand[j], state.stock[i] = c, hand[j]
            return
    for other in range(state.n):
        if other in (holder, viewer):
            continue
        for i, c in enumerate(state.hands[other]):
            if behaviour(c) == b:
                hand[j], state.hands[other][i] = c, hand[j]
                return


class _Sim:
    """Scratch piles to work out the events of one decision without touching the state."""

    def __init__(self, state: DDState):
        self.state = state
        self.n = state.n
        self.stock = state.stock[:]
        self.discard = state.discard[:]
        self.hands = [h[:] for h in state.hands]
        self.whisper = state.whisper
        self.whisperer = state.whisperer
        self.cats = [p[:] for p in state.cats]

    def take_cat(self, seat: int) -> Event:
        """The Crafty Cat on top goes to ``seat``, set aside for the round's score."""
        card = self.discard.pop()
        self.cats[seat].append(card)
        return Event("CatTaken", {"seat": seat, "card": card})

    def play(self, seat: int, cards: list[int]) -> None:
        for c in cards:
            self.hands[seat].remove(c)
            self.discard.append(c)

    def draw(self, seat: int, count: int, pickup: bool = False) -> list[Event]:
        """Draw ``count`` cards (fewer if both piles run dry); ``pickup`` marks the cards of a
        Pick Up Puppies, which the log sums up in one line."""
        events = []
        for _ in range(count):
            if not self.stock:
                if len(self.discard) <= 1:
                    break
                under = self.discard[:-1]
                self.discard = self.discard[-1:]
                self.stock = under[::-1]
                events.append(Event("StockRenewed", {"count": len(under)}))
            card = self.stock.pop()
            self.hands[seat].append(card)
            data = {"seat": seat, "card": card}
            if pickup:
                data["pickup"] = True
            events.append(Event("CardDrawn", data))
        return events


def _turn_to(sim: _Sim, seat: int, rng: random.Random) -> list[Event]:
    return [Event("TurnPassed", {"next": seat})]


def _after_answer(sim: _Sim, seat: int, rng: random.Random) -> list[Event]:
    """After ``seat`` answered the whisper (played it or drew): the next seat guesses, unless
    the round has come back to the Whisperer, who reveals and plays it (or draws)."""
    nxt = (seat + 1) % sim.n
    if nxt != sim.whisperer:
        return [Event("TurnPassed", {"next": nxt, "guess": True})]
    b = sim.whisper
    events = [Event("WhisperRevealed", {"seat": nxt, "behaviour": b})]
    if any(behaviour(c) == b for c in sim.hands[nxt]):
        return events
    events += sim.draw(nxt, 1)
    return events + [Event("TurnPassed", {"next": (nxt + 1) % sim.n})]


def _round_end(sim: _Sim, winner: int | None, rng: random.Random) -> list[Event]:
    state = sim.state
    cats = sim.cats  # with any Crafty Cat taken in this very decision
    scores = []
    for s in range(sim.n):
        pts = WIN_POINTS if s == winner else sum(penalty(c) for c in sim.hands[s])
        pts += CAT_POINTS * len(cats[s])
        scores.append(pts)
    events = [Event("RoundEnded", {"round": state.round, "winner": winner, "scores": scores})]
    if state.round >= ROUNDS:
        totals = [sum(r[s] for r in state.scores) + scores[s] for s in range(sim.n)]
        events.append(Event("GameOver", {"totals": totals}))
    else:
        events.append(_round_started(state.round + 1, (state.dealer + 1) % sim.n, sim.n, rng))
    return events
