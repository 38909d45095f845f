"""What the guided game and the hints need to know about DOGS' rules (the generic coach is
dogtable/learn/): which events show an important rule happening, which of the learner's
controls use one, and which action kinds mean the same to a new player.
Texts: locales/learn.<lang>.json (``dogs_kennel.topic.<topic>``, ``why.dogs_kennel.<family>``)."""
from __future__ import annotations

from .rules import KState, score_rows

BOXES = ("city_hall", "warehouse", "pet_shop", "vet", "fair")   # the action boxes, by number


def _box(box) -> list[str]:
    return [BOXES[box]] if isinstance(box, int) and 0 <= box < len(BOXES) else []


def topics_of(event) -> list[str]:
    k, d = event.kind, event.data
    if k in ("TruckMoved", "SupplyDogTaken"):
        return ["trip"]
    if k in ("DogPlaced", "Arranged", "ArrangeFinished") or (
            k == "PhaseBegan" and d.get("phase") == "arrange"):
        return ["settle"]
    if k == "MeeplePlaced":
        return _box(d.get("box"))
    if k == "PenBuilt":
        return ["city_hall"]
    if k == "Exchanged":
        return ["warehouse"]
    if k == "PetShopBought":
        return ["pet_shop"]
    if k == "DogCured":
        return ["vet"]
    if k in ("DogSold", "DogBought", "DogTraded"):
        return ["fair"]
    if k in ("Fed", "PenFed", "DogStarved", "SalaryPaid", "HelperLost") or (
            k == "PhaseBegan" and d.get("phase") in ("feed", "salary")):
        return ["phase3"]
    if k == "FinalScores":
        return ["end"]
    return []


CONTROLS: dict[str, tuple[str, ...]] = {
    "move": ("trip",), "return_home": ("trip", "settle"), "place": ("settle",),
    "arrange_best": ("settle",), "build": ("city_hall",), "build_discount": ("city_hall",),
    "exchange": ("warehouse",), "pet_buy": ("pet_shop",), "cure": ("vet",),
    "sell": ("fair",), "buy_dog": ("fair",), "trade": ("fair",), "feed": ("phase3",),
    "starve": ("phase3",), "pay_salary": ("phase3",), "pay_salary_card": ("phase3",),
}


def card_topics(action, view) -> tuple[str, ...] | None:
    """A meeple placed is the rule of the box it goes to (None: the control's topics)."""
    if action.kind in ("place_meeple", "free_entry") and action.args:
        box = _box(action.args[0])
        if box:
            return tuple(box)
    return None


FAMILIES: dict[str, str] = {
    # phase 1: the trip
    "move": "trip", "take_dog": "trip", "swap_dogs": "swap", "return_home": "home",
    "stay_home": "stay_home", "buy_fuel": "fuel", "fuel_done": "fuel",
    # settling the kennel
    "place": "settle", "lift": "settle", "arrange_best": "arrange", "finish": "settle_done",
    "vet_card": "cure", "give_up_sick": "give_up_sick", "accept_sick": "donation",
    "accept": "donation", "accept_rearrange": "donation", "refuse": "donation",
    "accept_best": "donation",
    # phase 2: the action boxes
    "place_meeple": "box", "free_entry": "box", "end_turn": "box_done",
    "build": "build", "build_discount": "build", "exchange": "warehouse", "pet_buy": "pet_shop",
    "cure": "cure",
    "sell": "fair", "buy_dog": "fair", "trade": "fair",
    # phase 3
    "feed": "feed", "starve": "feed", "pay_salary": "salary", "pay_salary_card": "salary",
    "rehire": "rehire", "rehire_card": "rehire", "no_rehire": "rehire",
}


def score_parts(view: dict) -> dict[tuple[int, str], int]:
    """Each seat's points by score-pad category in ``view``, as the pad would count them if
    the game ended now (learn/score_changes.py says what a move changed)."""
    ks = KState()
    for name in ("n", "pens", "built", "helper", "helper_paid", "res", "infirmary"):
        setattr(ks, name, view[name])
    return {(s, c): row[s] for c, row in score_rows(ks).items() for s in range(view["n"])}
