"""Log lines for DOGS events (translation keys + parameters).

Parameters are numbers the table words (its ``resolve_log_params`` hook): ``player`` and
``other`` are seats; ``breed`` and ``other_breed`` breed indices (``dogs_kennel.breed.<b>``);
``resource``, ``give``, ``get`` resource indices (``dogs_kennel.resource.<r>``); ``box`` an
action box (``dogs_kennel.box.<b>``); ``card`` a card id (name by its kind,
``dogs_kennel.card.<kind>``); ``space`` a board space (``dogs_kennel.space.<s>``); ``pen`` a pen
index (0-based; shown 1-based); ``area`` 0 city / 1 countryside (``dogs_kennel.area.<a>``).
"""
from __future__ import annotations

from dogtable.core.events import Event
from dogtable.core.rules import LogLine

from .components import SICK, breed, card_amount, card_kind, card_resource, status

P = "dogs_kennel.log."


def _line(key: str, **params) -> LogLine:
    return LogLine(P + key, params)


def describe(event: Event, seat: int | None) -> LogLine | None:
    """``event`` is already redacted for ``seat``."""
    k, d = event.kind, event.data
    if k == "DogsSetUp":
        return _line("started", count=d["players"], player=d["first"])
    if k == "RoundBegan":
        return _line("round", round=d["round"], player=d["first"])
    if k == "PhaseBegan":
        return _line(f"phase_{d['phase']}")
    if k == "LastRound":
        return _line(f"last_round_{d['reason']}")
    if k == "FuelBought":
        return _line("fuel_bought", player=d["seat"], count=d["fuel"])
    if k == "FuelDone":   # said even after buying none, so the turn order is never a mystery
        return _line("fuel_done", player=d["seat"])
    if k == "DogsSwapped":
        return _line("swapped", player=d["seat"], space=d["a"], other_space=d["b"])
    if k == "SupplyDogTaken":
        if d["reward"] is not None:
            return _line("supply_lost", player=d["seat"], breed=breed(d["dog"]), reward=d["reward"])
        return _line("supply_dog", player=d["seat"], breed=breed(d["dog"]), area=d["area"])
    if k == "TruckMoved":
        params = dict(player=d["seat"], space=d["to"], cost=d["cost"], breed=breed(d["dog"]))
        if d["reward"] is not None:
            return _line("found_lost", reward=d["reward"], **params)
        return _line("moved_sick" if status(d["dog"]) == SICK else "moved", **params)
    if k == "StayedHome":
        return _line("stayed_home", player=d["seat"])
    if k == "ReturnedHome":
        if d["bonus"] is None:
            return _line("returned", player=d["seat"])
        return _line("returned_bonus", player=d["seat"], resource=d["bonus"])
    if k == "Unloaded":
        return _line("unloaded", player=d["seat"], count=len(d["healthy"]), sick=len(d["sick"]))
    if k == "DogPlaced":
        return _line("placed", player=d["seat"], breed=breed(d["dog"]), pen=d["pen"])
    if k == "DogLifted":
        return _line("lifted", player=d["seat"], breed=breed(d["dog"]), pen=d["pen"])
    if k == "Arranged":
        return _line("arranged", player=d["seat"], count=len(d["loose"]))
    if k == "VetCardUsed":
        return _line("vet_card", player=d["seat"], count=len(d["dogs"]))
    if k == "SickGivenUp":
        return _line("sick_given_up", player=d["seat"], breed=breed(d["dog"]))
    if k == "ArrangeFinished":
        if d["donated"]:
            return _line("must_donate", player=d["seat"], count=len(d["donated"]))
        return _line("arrange_finished", player=d["seat"])
    if k == "PenBonus":
        return _line("pen_bonus", player=d["seat"], pen=d["pen"])
    if k == "DonationOffered":
        return _line("donation_offered", player=d["to"], other=d["donor"], breed=breed(d["dog"]))
    if k == "DonationRefused":
        return _line("donation_refused", player=d["seat"], breed=breed(d["dog"]))
    if k == "DonationAccepted":
        return _line("donation_accepted", player=d["seat"], other=d["donor"], breed=breed(d["dog"]))
    if k == "DonatedToFair":
        return _line("donated_to_fair", player=d["donor"], breed=breed(d["dog"]))
    if k == "MeeplePlaced":
        if card_kind(d["card"]) == "resource":
            return _line("meeple_resource", player=d["seat"], box=d["box"],
                         resource=card_resource(d["card"]), count=d["gain"],
                         shown=card_amount(d["card"]))
        return _line("meeple_card", player=d["seat"], box=d["box"], card=d["card"])
    if k == "FreeEntry":
        return _line("free_entry", player=d["seat"], box=d["box"])
    if k == "PenBuilt":
        return _line("pen_built", player=d["seat"], pen=d["pen"], cost=d["cost"])
    if k == "Exchanged":
        return _line("exchanged", player=d["seat"], give=d["give"], get=d["get"])
    if k == "PetShopBought":
        if not d["food"]:    # name only what was bought: never "0 food and 2 medicine"
            return _line("pet_shop_medicine", player=d["seat"], medicine=d["medicine"])
        if not d["medicine"]:
            return _line("pet_shop_food", player=d["seat"], food=d["food"])
        return _line("pet_shop", player=d["seat"], food=d["food"], medicine=d["medicine"])
    if k == "DogCured":
        return _line("cured", player=d["seat"], breed=breed(d["dog"]))
    if k == "DogSold":
        return _line("sold", player=d["seat"], breed=breed(d["dog"]), price=d["price"])
    if k == "DogBought":
        return _line("bought", player=d["seat"], breed=breed(d["dog"]), price=d["price"])
    if k == "DogTraded":
        return _line("traded", player=d["seat"], breed=breed(d["give"]),
                     other_breed=breed(d["take"]))
    if k == "Fed":
        return _line("fed", player=d["seat"], count=len(d["pens"]))
    if k == "PenFed":
        return _line("pen_fed", player=d["seat"], pen=d["pen"])
    if k == "DogStarved":
        key = "starved_to_fair" if d["to_fair"] else "starved"
        return _line(key, player=d["seat"], breed=breed(d["dog"]), pen=d["pen"])
    if k == "SalaryPaid":
        return _line("salary_card" if d["card"] is not None else "salary_paid", player=d["seat"])
    if k == "HelperLost":
        return _line("helper_lost", player=d["seat"])
    if k == "HelperRehired":
        return _line("helper_rehired", player=d["seat"])
    if k == "CardsReshuffled":
        return _line("deck_reshuffled", count=d["count"])
    if k == "CardsDealt":
        return _line("cards_dealt", count=len(d["cards"]))
    if k == "FairRotated":
        return _line("fair_rotated", card=d["top"])
    if k == "SuppliesShuffled":
        return _line("supplies_shuffled")
    if k == "BoardRefilled":
        return _line("board_refilled", count=len(d["spaces"]))
    if k == "FinalScores":
        return _line("game_over")
    return None   # Turn, ActionsDone, HelperNotRehired, OffersCleared, BlockersCollected
