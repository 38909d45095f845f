"""Dodgy Dogs' secrets, for the conformance suite's hidden-id check (tests/conformance/):
which view and event fields hold card ids or the whispered behaviour, and which a seat may
know now."""
from __future__ import annotations

from dogtable.core.secrets import PLAIN, classified_event_leaks, classified_view_leaks

HOME = "games/dodgy_dogs/secrets.py"   # where an unclassified field must be classified

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
        def whisper(key, kind, value) -> list[str]:
            if kind == WHISPER and value is not None and not self.knows_whisper(state, seat):
                return [f"seat {seat} sees the whispered behaviour in the view"]
            return []

        problems = classified_view_leaks(view, self.VIEW_FIELDS, HOME, (CARD,),
                                         self.public(state, seat), whisper)
        if view.get("whispering") and self.knows_whisper(state, seat) and view["whisper"] is None:
            problems.append(f"seat {seat} is not shown the behaviour it knows")
        return problems

    def event_leaks(self, event, before_public: dict, after_public: dict, seat) -> list[str]:
        def whisper(kind, value):
            if kind == WHISPER and value is not None and \
                    seat not in (event["seat"], event["target"]):
                return f"{event.kind}: seat {seat} hears another seat's whisper"
            return None

        return classified_event_leaks(event, self.EVENT_FIELDS, HOME, (CARD,), before_public,
                                      after_public, whisper)
