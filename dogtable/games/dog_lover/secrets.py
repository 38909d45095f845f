"""Dog Lover's secrets, for the conformance suite's hidden-id check (tests/conformance/).

Secret: the order of the main deck, of the Dog Tricks deck and of the Rescue Shelter deck,
and what each player holds in hand (until the game ends and hands are shown).  Everything
else lies face up: the grid, the two displays, every play area (dogs, traits, tucked cards,
tricks, cubes, the Fetch card), the cards waiting to be tucked, the discard pile and the box.
The Fetch and End Game cards are known to exist to everyone (the view tells how deep the End
Game card lies)."""
from __future__ import annotations

from dogtable.core.secrets import PLAIN, classified_event_leaks, classified_view_leaks

HOME = "games/dog_lover/secrets.py"   # where an unclassified field must be classified

CARD = "card"


class DogLoverSecrets:
    VIEW_FIELDS = {
        "grid": CARD, "trick_display": CARD, "shelter": CARD, "discard": CARD, "box": CARD,
        "dogs": CARD, "tricks": CARD, "special": CARD, "hands": CARD, "pending": CARD,
        "seat": PLAIN, "players": PLAIN, "first": PLAIN, "sides_mode": PLAIN, "current": PLAIN,
        "phase": PLAIN, "round": PLAIN, "last_round": PLAIN, "watchdog": PLAIN,
        "deck_count": PLAIN, "end_game_in": PLAIN, "trick_deck_count": PLAIN,
        "shelter_deck_count": PLAIN, "supply": PLAIN, "cubes": PLAIN, "fetch_holder": PLAIN,
        "hand_counts": PLAIN, "retrieved": PLAIN, "fetch_used": PLAIN,
        "penalty": PLAIN,   # names the forfeited trait, already in the discard pile
        "sides_chosen": PLAIN,
    }
    EVENT_FIELDS = {
        # redacted: the three shuffled orders are dropped, the face-up cards are added
        "DlGameStarted": {"players": PLAIN, "first": PLAIN, "sides": PLAIN,
                          "starting_tricks": CARD, "dogs": CARD, "box": CARD, "deck": CARD,
                          "trick_deck": CARD, "shelter_deck": CARD, "grid": CARD,
                          "deck_count": PLAIN, "trick_display": CARD, "shelter": CARD},
        "DlTrickSideChosen": {"seat": PLAIN, "card": CARD, "special": PLAIN},
        "DlWatchDogPlaced": {"seat": PLAIN, "line": PLAIN},
        "DlTurnStarted": {"seat": PLAIN, "round": PLAIN},
        "DlRetrieved": {"seat": PLAIN, "trick": CARD, "rotation": PLAIN, "row": PLAIN,
                        "col": PLAIN, "cells": PLAIN, "free": PLAIN},
        "DlCardTaken": {"seat": PLAIN, "card": CARD, "cell": PLAIN, "to": PLAIN},
        "DlFetchPlaced": {"seat": PLAIN, "cell": PLAIN},
        "DlFoodGained": {"seat": PLAIN, "card": CARD, "colour": PLAIN, "count": PLAIN},
        "DlWatchDogMoved": {"seat": PLAIN, "line": PLAIN},
        "DlTucked": {"seat": PLAIN, "card": CARD, "dog": CARD},
        "DlTraitAttached": {"seat": PLAIN, "card": CARD, "dog": CARD},
        "DlTraitForfeited": {"seat": PLAIN, "card": CARD, "penalty": PLAIN, "count": PLAIN},
        "DlPenaltyPaid": {"seat": PLAIN, "card": CARD, "colour": PLAIN},
        "DlPenaltyEnded": {"seat": PLAIN},
        "DlRescued": {"seat": PLAIN, "card": CARD, "slot": PLAIN, "adoptions": CARD},
        "DlShelterRefilled": {"card": CARD},
        "DlTrickLearned": {"seat": PLAIN, "card": CARD, "slot": PLAIN, "trainings": CARD},
        "DlTricksRefilled": {"card": CARD},
        "DlWalkDiscarded": {"seat": PLAIN, "card": CARD},
        "DlTurnEnded": {"seat": PLAIN},
        "DlGridRefilled": {"drawn": CARD, "cells": PLAIN},
        "DlGameEnded": {"hands": CARD},
    }

    def public(self, state, seat) -> dict[str, set[int]]:
        if state.n == 0:
            return {CARD: set()}
        cards = {c for c in state.grid if c is not None} | set(state.trick_display) | \
            set(state.shelter) | set(state.discard) | set(state.box) | set(state.pending) | \
            set(state.attached.values()) | {120, 121}
        for dogs in state.dogs:
            cards |= set(dogs)
        for tucked in state.tucked.values():
            cards |= set(tucked)
        for tricks in state.tricks:
            cards |= set(tricks)
        for s, hand in enumerate(state.hands):
            if state.phase == "over" or s == seat:
                cards |= set(hand)
        return {CARD: cards}

    def view_leaks(self, view: dict, state, seat) -> list[str]:
        return classified_view_leaks(view, self.VIEW_FIELDS, HOME, (CARD,),
                                     self.public(state, seat))

    def event_leaks(self, event, before_public: dict, after_public: dict, seat) -> list[str]:
        return classified_event_leaks(event, self.EVENT_FIELDS, HOME, (CARD,), before_public,
                                      after_public)

