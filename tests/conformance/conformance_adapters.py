"""What the conformance suite must know about a game to look for leaked card ids.

The generic checks (views equal across resamples, and so on) need nothing from a game.
Finding a hidden card's *id* (or another secret, such as a whispered behaviour) in a view or a
redacted event does: which fields hold ids of which kind of component, and which ids are
public at a given moment.  Each game that wants
the id check registers an adapter here; every field of its views and events must be
classified, so a field added later fails the suite until someone says what it holds.
"""
from __future__ import annotations

from importlib import import_module
from pathlib import Path
from typing import Any, Iterable

DOG, MESS, PLAIN, WILD_MAP, SECRET_COLOUR = "dog", "mess", "plain", "wild_map", "secret_colour"


def flat_ints(value: Any) -> list[int]:
    """Every int inside nested lists/tuples (None and other values skipped)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, (list, tuple)):
        return [i for v in value for i in flat_ints(v)]
    return []


class DogsAloneSecrets:
    """Dogs Alone: dog ids (0..63) and mess ids (0..34) are the secrets to keep."""

    VIEW_FIELDS = {
        "dog_supply": DOG, "discard": DOG, "hands": DOG, "pools": DOG, "pending_cards": DOG,
        "messes": MESS, "cleaned": MESS, "mess_supply": MESS, "mario": MESS, "removed": MESS,
        "mess_discard": MESS, "pending": MESS, "last_mess": MESS, "wild": WILD_MAP,
        "seat": PLAIN, "players": PLAIN, "current": PLAIN, "first": PLAIN, "turn": PLAIN,
        "phase": PLAIN, "dog_deck_count": PLAIN, "hand_counts": PLAIN, "mess_deck_count": PLAIN,
        "mess_total": PLAIN, "mess_drawn": PLAIN, "recruit_discards": PLAIN, "draws": PLAIN,
        "budget": PLAIN, "supply_changes": PLAIN, "wild_revealed": PLAIN,
    }
    EVENT_FIELDS = {
        "GameStarted": {"players": PLAIN, "first": PLAIN, "dog_deck": DOG, "mess_deck": MESS,
                        "removed": MESS, "supply": DOG, "mess_supply": MESS, "hands": DOG},
        "SupplyChanged": {"seat": PLAIN, "cards": DOG},
        "DeckReshuffled": {"order": DOG, "count": PLAIN},
        "RecruitDiscarded": {"seat": PLAIN, "card": DOG, "source": PLAIN},
        "DogDrawn": {"seat": PLAIN, "card": DOG, "source": PLAIN},
        "DogPaid": {"seat": PLAIN, "mess": MESS, "card": DOG, "source": PLAIN},
        "PaymentCancelled": {"seat": PLAIN, "mess": MESS},
        "MessTaken": {"seat": PLAIN, "mess": MESS, "cards": DOG, "pooled": DOG},
        "MessPhaseFinished": {"seat": PLAIN},
        "DrawsForfeited": {"seat": PLAIN, "count": PLAIN},
        "HandDiscarded": {"seat": PLAIN, "card": DOG},
        "MessesCleaned": {"seat": PLAIN, "colour": PLAIN, "messes": MESS},
        "DogSupplyRefilled": {"cards": DOG},
        "MessSupplyRefilled": {"cards": MESS},
        "MarioHugoRevealed": {"card": MESS, "count": PLAIN},
        "AutoCleaned": {"seat": PLAIN, "mess": MESS},
        "TurnEnded": {"seat": PLAIN, "next": PLAIN},
        "GameEnded": {"seat": PLAIN},
        "WildAssigned": {"seat": PLAIN, "mess": MESS, "colour": SECRET_COLOUR},
        "WildRevealed": {"assignments": PLAIN},  # only sent once every choice is made
    }

    def public(self, state, seat) -> dict[str, set[int]]:
        """Ids ``seat`` may know of now: public zones and its own hand."""
        if state.n == 0:  # before the opening event: nothing is on the table
            return {DOG: set(), MESS: set()}
        dogs = {c for c in state.dog_supply if c is not None} | set(state.discard) | \
            set(state.pending_cards)
        for pool in state.pools:
            dogs |= set(pool)
        if seat is not None and 0 <= seat < state.n:
            dogs |= set(state.hands[seat])
        messes = {m for m in state.mess_supply if m is not None} | set(state.mario) | \
            set(state.removed) | set(state.mess_discard)
        for taken in state.messes:
            messes |= set(taken)
        return {DOG: dogs, MESS: messes}

    def view_leaks(self, view: dict, state, seat) -> list[str]:
        problems = []
        public = self.public(state, seat)
        for key, value in view.items():
            kind = self.VIEW_FIELDS.get(key)
            if kind is None:
                problems.append(f"view field {key!r} is not classified in conformance_adapters")
            elif kind in (DOG, MESS):
                hidden = set(flat_ints(value)) - public[kind]
                if hidden:
                    problems.append(f"view field {key!r} shows hidden {kind} ids {sorted(hidden)}")
            elif kind == WILD_MAP:
                for owner, choices in enumerate(value):
                    if not set(int(m) for m in choices) <= public[MESS]:
                        problems.append("wild choices name a hidden mess")
                    if owner != seat and not state.wild_revealed and \
                            any(c is not None for c in choices.values()):
                        problems.append(f"seat {seat} sees seat {owner}'s secret wild colours")
        return problems

    def event_leaks(self, event, before_public: dict, after_public: dict, seat) -> list[str]:
        problems = []
        fields = self.EVENT_FIELDS.get(event.kind)
        if fields is None:
            return [f"event kind {event.kind!r} is not classified in conformance_adapters"]
        for key, value in event.data.items():
            kind = fields.get(key)
            if kind is None:
                problems.append(f"{event.kind}.{key} is not classified in conformance_adapters")
            elif kind in (DOG, MESS):
                hidden = set(flat_ints(value)) - before_public[kind] - after_public[kind]
                if hidden:
                    problems.append(f"{event.kind}.{key} names hidden {kind} ids {sorted(hidden)}")
            elif kind == SECRET_COLOUR and event["seat"] != seat and value is not None:
                problems.append(f"{event.kind}: seat {seat} sees another seat's secret colour")
        return problems


CARD, WHISPER = "card", "whisper"


class DodgyDogsSecrets:
    """Dodgy Dogs: card ids (0..121) in hands and the stockpile are secret; so is the Dog
    Whisperer's behaviour, known only to the whisperer and the seat it was told to until it is
    revealed (a right guess or the return to the whisperer)."""

    VIEW_FIELDS = {
        "discard": CARD, "hands": CARD, "cats": CARD, "whisper": WHISPER,
        "seat": PLAIN, "players": PLAIN, "round": PLAIN, "rounds": PLAIN, "dealer": PLAIN,
        "current": PLAIN, "phase": PLAIN, "stock_count": PLAIN, "hand_counts": PLAIN,
        "draws": PLAIN, "pickup": PLAIN, "whisperer": PLAIN, "whispering": PLAIN,
        "revealed": PLAIN, "cat_by": PLAIN, "slappers": PLAIN, "scores": PLAIN,
        "winners": PLAIN, "idle": PLAIN, "wrong": PLAIN,
    }
    EVENT_FIELDS = {
        # redacted: the shuffled order is dropped, the seat's own hand and the flipped
        # discard pile are added
        "RoundStarted": {"round": PLAIN, "dealer": PLAIN, "order": CARD, "players": PLAIN,
                         "discard": CARD, "hand": CARD},
        "CardsPlayed": {"seat": PLAIN, "cards": CARD},
        "WildPlayed": {"seat": PLAIN, "card": CARD, "direction": PLAIN},
        "HandsPassed": {"direction": PLAIN},
        "CardDrawn": {"seat": PLAIN, "card": CARD, "pickup": PLAIN},
        "StockRenewed": {"count": PLAIN},
        "Passed": {"seat": PLAIN},
        "PickedUp": {"seat": PLAIN, "count": PLAIN},
        "Whispered": {"seat": PLAIN, "target": PLAIN, "behaviour": WHISPER},
        "Guessed": {"seat": PLAIN, "behaviour": PLAIN, "right": PLAIN},  # said out loud
        "WhisperRevealed": {"seat": PLAIN, "behaviour": PLAIN},
        "CatTaken": {"seat": PLAIN, "card": CARD},
        "TurnPassed": {"next": PLAIN, "guess": PLAIN},
        "RoundEnded": {"round": PLAIN, "winner": PLAIN, "scores": PLAIN},
        "GameOver": {"totals": PLAIN},
    }

    def public(self, state, seat) -> dict[str, set[int]]:
        """Card ids ``seat`` may know of now: the discard pile, the Crafty Cats set aside and
        its own hand (cards turned back into the stockpile are secret again)."""
        if state.n == 0:
            return {CARD: set()}
        cards = set(state.discard)
        for taken in state.cats:
            cards |= set(taken)
        if seat is not None and 0 <= seat < state.n and state.hands:
            cards |= set(state.hands[seat])
        if len(state.scores) >= state.round:   # a round scored: every hand is laid open
            for hand in state.hands:
                cards |= set(hand)
        return {CARD: cards}

    @staticmethod
    def knows_whisper(state, seat) -> bool:
        if state.whisper is None or state.revealed:
            return True
        if state.whisperer is None:
            return False
        return seat is not None and seat in (state.whisperer, (state.whisperer + 1) % state.n)

    def view_leaks(self, view: dict, state, seat) -> list[str]:
        problems = []
        public = self.public(state, seat)
        for key, value in view.items():
            kind = self.VIEW_FIELDS.get(key)
            if kind is None:
                problems.append(f"view field {key!r} is not classified in conformance_adapters")
            elif kind == CARD:
                hidden = set(flat_ints(value)) - public[CARD]
                if hidden:
                    problems.append(f"view field {key!r} shows hidden card ids {sorted(hidden)}")
            elif kind == WHISPER and value is not None and not self.knows_whisper(state, seat):
                problems.append(f"seat {seat} sees the whispered behaviour in the view")
        if view.get("whispering") and self.knows_whisper(state, seat) and view["whisper"] is None:
            problems.append(f"seat {seat} is not shown the behaviour it knows")
        return problems

    def event_leaks(self, event, before_public: dict, after_public: dict, seat) -> list[str]:
        problems = []
        fields = self.EVENT_FIELDS.get(event.kind)
        if fields is None:
            return [f"event kind {event.kind!r} is not classified in conformance_adapters"]
        for key, value in event.data.items():
            kind = fields.get(key)
            if kind is None:
                problems.append(f"{event.kind}.{key} is not classified in conformance_adapters")
            elif kind == CARD:
                hidden = set(flat_ints(value)) - before_public[CARD] - after_public[CARD]
                if hidden:
                    problems.append(f"{event.kind}.{key} names hidden card ids {sorted(hidden)}")
            elif kind == WHISPER and value is not None and \
                    seat not in (event["seat"], event["target"]):
                problems.append(f"{event.kind}: seat {seat} hears another seat's whisper")
        return problems


SECRETS: dict[str, Any] = {"dogs_alone": DogsAloneSecrets(), "dodgy_dogs": DodgyDogsSecrets()}

# a game may keep its adapter in its own module, adapter_<game id>.py (GAME_ID, ADAPTER)
for _path in sorted(Path(__file__).parent.glob("adapter_*.py")):
    _module = import_module(_path.stem)
    SECRETS[_module.GAME_ID] = _module.ADAPTER


def every(items: Iterable, step: int) -> list:
    items = list(items)
    return items[::max(1, step)]
