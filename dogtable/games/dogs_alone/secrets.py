"""Dogs Alone's secrets, for the conformance suite's hidden-id check (tests/conformance/):
which view and event fields hold dog or mess ids, and which ids a seat may know now.
Secret: the order of both decks, the other hands and (until every choice is made) the
colours chosen for wild messes."""
from __future__ import annotations

from dogtable.core.secrets import PLAIN, classified_event_leaks, classified_view_leaks

HOME = "games/dogs_alone/secrets.py"   # where an unclassified field must be classified

DOG, MESS, WILD_MAP, SECRET_COLOUR = "dog", "mess", "wild_map", "secret_colour"


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
        public = self.public(state, seat)

        def wild_map(key, kind, value) -> list[str]:
            problems = []
            if kind != WILD_MAP:
                return problems
            for owner, choices in enumerate(value):
                if not set(int(m) for m in choices) <= public[MESS]:
                    problems.append("wild choices name a hidden mess")
                if owner != seat and not state.wild_revealed and \
                        any(c is not None for c in choices.values()):
                    problems.append(f"seat {seat} sees seat {owner}'s secret wild colours")
            return problems

        return classified_view_leaks(view, self.VIEW_FIELDS, HOME, (DOG, MESS), public, wild_map)

    def event_leaks(self, event, before_public: dict, after_public: dict, seat) -> list[str]:
        def secret_colour(kind, value):
            if kind == SECRET_COLOUR and event["seat"] != seat and value is not None:
                return f"{event.kind}: seat {seat} sees another seat's secret colour"
            return None

        return classified_event_leaks(event, self.EVENT_FIELDS, HOME, (DOG, MESS),
                                      before_public, after_public, secret_colour)
