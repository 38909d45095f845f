"""DOGS' secrets, for the conformance suite's hidden-id check (tests/conformance/).

Secrets: the order of the two face-down dog supplies and of the card deck, the Fair cards not
yet revealed, and (two players) which lost dogs went back to the box.  Everything else lies
open on the table: the board, kennels, trucks, the Fair, the cards above the action boxes and
the cards in front of each player.
"""
from __future__ import annotations

from dogtable.core.secrets import PLAIN, classified_event_leaks, classified_view_leaks

HOME = "games/dogs_kennel/secrets.py"   # where an unclassified field must be classified

TOKEN, CARD = "token", "card"

VIEW_FIELDS = {
    "pens": TOKEN, "infirmary": TOKEN, "truck": TOKEN, "loose": TOKEN, "brought_sick": TOKEN,
    "locked": TOKEN, "don_dogs": TOKEN, "board": TOKEN, "fair": TOKEN, "box_tokens": TOKEN,
    "offers": CARD, "hands": CARD, "discard": CARD, "fair_deck": CARD, "fair_seen": CARD,
    "removed_cards": CARD,
    "seat": PLAIN, "n": PLAIN, "round": PLAIN, "first": PLAIN, "phase": PLAIN, "current": PLAIN,
    "last_round": PLAIN, "res": PLAIN, "built": PLAIN, "bonus_paid": PLAIN, "pos": PLAIN,
    "status": PLAIN, "moved_any": PLAIN, "returned": PLAIN, "don_donors": PLAIN,
    "don_sick": PLAIN, "offer_to": PLAIN, "helper": PLAIN, "helper_paid": PLAIN,
    "occupants": PLAIN, "placed": PLAIN, "visit": PLAIN, "uses": PLAIN, "feed_left": PLAIN,
    "supply_counts": PLAIN, "deck_count": PLAIN, "removed_lost_count": PLAIN, "fair_price": PLAIN,
}

_S = {"seat": PLAIN}
EVENT_FIELDS = {
    "DogsSetUp": {"players": PLAIN, "first": PLAIN, "board": TOKEN, "offers": CARD,
                    "fair_top": CARD, "box": TOKEN, "city": TOKEN, "country": TOKEN,
                    "deck": CARD, "fair": CARD, "removed_lost": TOKEN},
    "RoundBegan": {"round": PLAIN, "first": PLAIN},
    "PhaseBegan": {"phase": PLAIN},
    "Turn": {"phase": PLAIN, "seat": PLAIN, "pens": PLAIN},
    "LastRound": {"reason": PLAIN},
    "FuelBought": {**_S, "fuel": PLAIN},
    "FuelDone": _S,
    "DogsSwapped": {**_S, "card": CARD, "a": PLAIN, "b": PLAIN},
    "SupplyDogTaken": {**_S, "card": CARD, "area": PLAIN, "dog": TOKEN, "reward": PLAIN},
    "TruckMoved": {**_S, "to": PLAIN, "cost": PLAIN, "dog": TOKEN, "reward": PLAIN},
    "StayedHome": _S,
    "ReturnedHome": {**_S, "bonus": PLAIN},
    "Unloaded": {**_S, "healthy": TOKEN, "sick": TOKEN},
    "DogPlaced": {**_S, "dog": TOKEN, "pen": PLAIN},
    "DogLifted": {**_S, "dog": TOKEN, "pen": PLAIN},
    "Arranged": {**_S, "pens": TOKEN, "loose": TOKEN},
    "VetCardUsed": {**_S, "card": CARD, "dogs": TOKEN},
    "SickGivenUp": {**_S, "dog": TOKEN},
    "ArrangeFinished": {**_S, "donated": TOKEN},
    "PenBonus": {**_S, "pen": PLAIN},
    "DonationOffered": {"donor": PLAIN, "dog": TOKEN, "to": PLAIN},
    "DonationRefused": {**_S, "donor": PLAIN, "dog": TOKEN},
    "DonationAccepted": {**_S, "donor": PLAIN, "dog": TOKEN, "pen": PLAIN},
    "DonatedToFair": {"donor": PLAIN, "dog": TOKEN},
    "MeeplePlaced": {**_S, "box": PLAIN, "slot": PLAIN, "card": CARD, "gain": PLAIN},
    "FreeEntry": {**_S, "box": PLAIN, "card": CARD},
    "PenBuilt": {**_S, "pen": PLAIN, "cost": PLAIN, "card": CARD},
    "Exchanged": {**_S, "give": PLAIN, "get": PLAIN},
    "PetShopBought": {**_S, "food": PLAIN, "medicine": PLAIN},
    "DogCured": {**_S, "dog": TOKEN},
    "DogSold": {**_S, "dog": TOKEN, "pen": PLAIN, "price": PLAIN, "card": CARD},
    "DogBought": {**_S, "dog": TOKEN, "price": PLAIN},
    "DogTraded": {**_S, "give": TOKEN, "pen": PLAIN, "take": TOKEN},
    "ActionsDone": _S,
    "Fed": {**_S, "pens": PLAIN},
    "PenFed": {**_S, "pen": PLAIN},
    "DogStarved": {**_S, "dog": TOKEN, "pen": PLAIN, "to_fair": PLAIN},
    "SalaryPaid": {**_S, "card": CARD},
    "HelperLost": _S,
    "HelperRehired": {**_S, "card": CARD},
    "HelperNotRehired": _S,
    "OffersCleared": {"cards": CARD},
    "CardsReshuffled": {"order": CARD, "count": PLAIN},
    "CardsDealt": {"cards": CARD},
    "FairRotated": {"top": CARD},
    "BlockersCollected": {"spaces": PLAIN, "tokens": TOKEN},
    "SuppliesShuffled": {"city": TOKEN, "country": TOKEN, "counts": PLAIN},
    "BoardRefilled": {"spaces": PLAIN, "tokens": TOKEN},
    "FinalScores": {"totals": PLAIN},
}


class DogsKennelSecrets:
    VIEW_FIELDS = VIEW_FIELDS
    EVENT_FIELDS = EVENT_FIELDS

    def public(self, state, seat) -> dict[str, set[int]]:
        """Ids anyone may know now: every token and card lying face up."""
        if state.n == 0:
            return {TOKEN: set(), CARD: set()}
        tokens = {t for t in state.board if t is not None} | set(state.fair) | \
            set(state.box_tokens) | set(state.don_dogs)
        for s in range(state.n):
            tokens |= set(state.truck[s]) | set(state.infirmary[s]) | set(state.loose[s])
            for pen in state.pens[s]:
                tokens |= set(pen)
        cards = {c for row in state.offers for c in row if c is not None} | set(state.discard) | \
            set(state.removed_cards) | set(state.fair_seen)
        for hand in state.hands:
            cards |= set(hand)
        return {TOKEN: tokens, CARD: cards}

    def view_leaks(self, view: dict, state, seat) -> list[str]:
        return classified_view_leaks(view, VIEW_FIELDS, HOME, (TOKEN, CARD),
                                     self.public(state, seat))

    def event_leaks(self, event, before_public: dict, after_public: dict, seat) -> list[str]:
        return classified_event_leaks(event, EVENT_FIELDS, HOME, (TOKEN, CARD), before_public,
                                      after_public)

