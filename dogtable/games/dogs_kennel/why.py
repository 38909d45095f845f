"""Why a DOGS (kennel) move is good, in the game's own facts.

Each sentence states what the seat's view proves: the food the pens eat in phase 3 against the
food held, the helper's salary, the sick dogs and their cost at the end, the pen a new one
would be and what it scores, the fuel a trip costs and leaves, whether going home now earns the
bonus (with two players only the last truck home does), the card taken with a box and whether
the other player can still use that box.  ``reason(view, action)`` answers (variant, params)
for ``learn.why.dogs_kennel.<variant>``.
"""
from __future__ import annotations

from dogtable.core.rules import Action
from dogtable.games.dogs_kennel.city_map import distance_from_center, travel_costs
from dogtable.games.dogs_kennel.components import (
    FOOD, FREE_ENTRY, FUEL, HEALTHY, LOST, MEDICINE, MONEY, SICK, BUILD_COST, area, breed,
    card_kind, is_blocker, status,
)
from dogtable.games.dogs_kennel.pens import EXTRA_PEN_POINTS, accepts, best_arrangement, pen_points
from dogtable.games.dogs_kennel.rules import GOODS_PER_POINT, OUT
from dogtable.learn.words import Phrase

GAME = "dogs_kennel"
SICK_COST = 2          # each sick dog at the end (rulebook scoring)
MIXED_PENALTY = 5      # two players: a kennel without both a city and a country dog
HELPER_POINTS = 2      # a helper paid in the last round
CITY_HALL, WAREHOUSE, PET_SHOP, VET_BOX, FAIR = range(5)


# -- facts -----------------------------------------------------------------------------------------

def res(view) -> list[int]:
    return view["res"][view["seat"]]


def pens(view) -> list[list[int]]:
    return view["pens"][view["seat"]][: view["built"][view["seat"]]]


def fed_pens(view) -> int:
    """Pens with dogs: each eats one food in phase 3."""
    return sum(1 for p in pens(view) if p)


def sick(view) -> int:
    return len(view["infirmary"][view["seat"]])


def fits_a_pen(view, dog: int) -> bool:
    return any(len(p) < 4 and accepts(p, dog) for p in pens(view))


def others_can_enter(view) -> bool:
    """Can another player still use a box that this meeple fills (with two players one
    meeple fills a box; a Free Entry card still lets its holder in)?"""
    if view["n"] != 2:
        return True
    other = 1 - view["seat"]
    return any(card_kind(c) == FREE_ENTRY for c in view["hands"][other])


def reason(view, action: Action) -> tuple[str, dict] | None:
    if not isinstance(view, dict) or view.get("seat") is None or "res" not in view:
        return None
    fn = _BY_KIND.get(action.kind)
    return fn(view, action) if fn else None


# -- phase 1 ---------------------------------------------------------------------------------------

def _move(view, action):
    space = action.args[0]
    seat = view["seat"]
    dog = view["board"][space]
    blocked = frozenset(sp for sp, t in enumerate(view["board"]) if t is not None and is_blocker(t))
    cost = travel_costs(view["pos"][seat], blocked).get(space)
    if dog is None or cost is None:
        return None
    left = res(view)[FUEL] - cost
    params = {"space": space, "breed": breed(dog), "cost": cost, "left": left}
    state = status(dog)
    if state == LOST:
        return "trip_lost", {**params, "reward": distance_from_center(space)}
    if state == SICK:
        return "trip_sick", {**params, "points": SICK_COST}
    if state == HEALTHY and view["n"] == 2 and area(dog) not in _areas_held(view):
        return "trip_area", {**params, "area": area(dog), "points": MIXED_PENALTY}
    if fits_a_pen(view, dog):
        return "trip_fits", params
    return "trip_room", params


def _areas_held(view) -> set[int]:
    """The areas (city, country) of the healthy dogs the seat has: in pens, waiting, on the
    truck."""
    seat = view["seat"]
    dogs = [t for pen in view["pens"][seat] for t in pen] + list(view["loose"][seat]) + \
        [t for t in view["truck"][seat] if status(t) == HEALTHY]
    return {area(t) for t in dogs}


def _arrange(view, action):
    seat = view["seat"]
    dogs = [t for pen in view["pens"][seat] for t in pen] + list(view["loose"][seat])
    if not dogs:
        return None
    variety = 4 if view["n"] == 2 else 2
    arranged, left = best_arrangement(dogs, view["built"][seat], variety, house_all=True)
    # the breeds housed count with the pens (4 each with two players, else 2): without them
    # "your pens then score 0" stood beside a score that jumped by 12
    breeds = variety * len({breed(t) for p in arranged for t in p})
    score = sum(pen_points(p) + (EXTRA_PEN_POINTS[i] if p else 0) for i, p in enumerate(arranged)) + breeds
    params = {"count": len(dogs) - len(left), "points": score, "breeds": breeds}
    if view["n"] == 2:
        housed = {area(t) for p in arranged for t in p}
        lost = [a for a in {area(t) for t in dogs} if a not in housed]
        if lost or len(housed) < 2:
            missing = lost[0] if lost else 1 - next(iter(housed), 1)
            return "arrange_points_area", {**params, "area": missing, "cost": MIXED_PENALTY}
    return "arrange_points", params


def _return_home(view, action):
    seat = view["seat"]
    left = res(view)[FUEL] - 1
    dogs = len(view["truck"][seat])
    if action.args:
        last = all(st != OUT for i, st in enumerate(view["status"]) if i != seat)
        variant = "home_last" if last else "home_first"
        return variant, {"resource": action.args[0], "left": left, "count": dogs}
    out = [i for i, st in enumerate(view["status"]) if i != seat and st == OUT]
    if view["n"] == 2 and out:
        return "home_no_bonus_two", {"player": out[0], "left": left, "count": dogs}
    return "home_no_bonus", {"left": left, "count": dogs}


def _stay_home(view, action):
    return "stay_home_fuel", {"fuel": res(view)[FUEL]}


def _buy_fuel(view, action):
    return "fuel_buy", {"fuel": res(view)[FUEL], "money": res(view)[MONEY]}


def _fuel_done(view, action):
    return "fuel_keep", {"fuel": res(view)[FUEL], "money": res(view)[MONEY]}


# -- phase 2 ---------------------------------------------------------------------------------------

def _needs(view) -> dict:
    r = res(view)
    return {"need": fed_pens(view), "food": r[FOOD], "money": r[MONEY], "medicine": r[MEDICINE],
            "sick": sick(view)}


def _card_phrase(card) -> Phrase | str:
    return Phrase(GAME, "learn.why.dogs_kennel.with_card", (("card", card),)) if card is not None else ""


def _place_meeple(view, action):
    if action.kind == "free_entry":   # a full box, no card: only the box's own facts
        box, card, alone = action.args[0], None, ""
    else:
        box, slot = action.args
        card = view["offers"][box][slot]
        alone = "" if others_can_enter(view) else Phrase(GAME, "learn.why.dogs_kennel.box_alone", ())
    params = {"box": box, **_needs(view), "card": _card_phrase(card), "alone": alone}
    if box not in (PET_SHOP, WAREHOUSE) and params["need"] > params["food"]:
        # the box's own facts, and the food the pens still lack (another box may feed them)
        key = "box_short_alone" if alone else "box_short"
        params["alone"] = Phrase(GAME, f"learn.why.dogs_kennel.{key}",
                                 (("need", params["need"]), ("food", params["food"])))
    seat = view["seat"]
    if box == CITY_HALL:
        built = view["built"][seat]
        if built >= len(EXTRA_PEN_POINTS):
            return "box_card", params
        return "box_city_hall", {**params, "pen": built, "points": EXTRA_PEN_POINTS[built],
                                 "cost": BUILD_COST}
    if box == PET_SHOP:
        if params["need"] > params["food"]:
            return "box_pet_shop_short", params
        return "box_pet_shop", params
    if box == VET_BOX and params["sick"]:
        return "box_vet", {**params, "points": SICK_COST * params["sick"]}
    if box == WAREHOUSE:
        return "box_warehouse", {**params, "fuel": res(view)[FUEL]}
    if box == FAIR:
        count = len(view.get("fair") or [])
        if not count:
            return "box_fair_sell", params
        return "box_fair", {**params, "price": view.get("fair_price", 0), "count": count}
    return "box_card", params


def _build(view, action):
    seat = view["seat"]
    built = view["built"][seat]
    if built >= len(EXTRA_PEN_POINTS):
        return None
    cost = 1 if action.kind == "build_discount" else BUILD_COST
    return "build_pen", {"pen": built, "points": EXTRA_PEN_POINTS[built], "cost": cost}


def _exchange(view, action):
    give, get = action.args
    r = res(view)
    if get == FOOD and fed_pens(view) > r[FOOD]:
        return "exchange_food", {"give": give, "need": fed_pens(view), "food": r[FOOD]}
    if get == MEDICINE and sick(view) > r[MEDICINE]:
        return "exchange_medicine", {"give": give, "sick": sick(view), "medicine": r[MEDICINE]}
    return "exchange_swap", {"give": give, "get": get, "have": r[give], "had": r[get]}


def _pet_buy(view, action):
    food = action.args[0]
    params = {**_needs(view), "count": food, "rest": 2 - food}
    if food and params["need"] > params["food"]:
        return "pet_buy_food", params
    if food < 2 and params["sick"]:
        return "pet_buy_medicine", params
    if params["need"] > params["food"]:   # short of food and buying none: the shortfall, said plainly
        return "pet_buy_food", params
    # the food already covers phase 3: the gain is the goods themselves (money never scores;
    # saying "your pens eat 2 and you hold 4" alone read as a reason not to buy)
    return "pet_buy_plain", {**params, "per": GOODS_PER_POINT}


def _cure(view, action):
    return "cure_dog", {"breed": breed(action.args[0]), "points": SICK_COST}


def _sell(view, action):
    dog, bonus = action.args
    return "sell_dog", {"breed": breed(dog), "price": 2 + bonus}


def _buy_dog(view, action):
    return "buy_fair_dog", {"breed": action.args[0], "price": view.get("fair_price", 0)}


def _trade(view, action):
    mine, theirs = action.args
    return "trade_dog", {"breed": breed(mine), "other_breed": theirs}


# -- settling and donations -------------------------------------------------------------------------

def _place(view, action):
    dog, pen = action.args
    pens_ = pens(view)
    if not 0 <= pen < len(pens_):
        return None
    after = list(pens_[pen]) + [dog]
    params = {"breed": breed(dog), "pen": pen, "count": len(after), "points": pen_points(after)}
    if all(breed(t) != breed(dog) for p in pens_ for t in p):
        # a breed new to the kennel scores at the end whatever the pen's pattern: said alone,
        # "the pen's pattern scores 0" read as a reason not to house it (the score rose by 4)
        return "place_pen_breed", {**params, "variety": 4 if view["n"] == 2 else 2}
    return "place_pen", params


def _lift(view, action):
    dog = action.args[0]
    for i, pen in enumerate(pens(view)):
        if dog in pen:
            return "lift_dog", {"breed": breed(dog), "pen": i}
    return None


def _donated(view):
    dogs = view.get("don_dogs") or []
    return dogs[0] if dogs else None


def _donation(view, action):
    dog = _donated(view)
    if dog is None:
        return None
    if action.kind == "accept":
        return "accept_pen", {"breed": breed(dog), "pen": action.args[0]}
    if action.kind == "accept_best":
        return "accept_rearrange", {"breed": breed(dog)}
    if action.kind == "accept_sick":
        return "accept_sick_dog", {"breed": breed(dog), "points": SICK_COST}
    return "refuse_dog", {"breed": breed(dog)}


def _simple(variant):
    return lambda view, action: (variant, {})


def _swap(view, action):
    a, b = action.args
    return "swap_spaces", {"space": a, "other_space": b}


def _take_dog(view, action):
    return "take_supply", {"area": action.args[0]}


def _give_up_sick(view, action):
    return "give_up_sick_dog", {"breed": breed(action.args[0])}


# -- phase 3 ---------------------------------------------------------------------------------------

def _feed(view, action):
    pen = action.args[0]
    dogs = pens(view)[pen] if pen < len(pens(view)) else []
    return "feed_pen", {"pen": pen, "count": len(dogs), "points": SICK_COST}


def _starve(view, action):
    return "starve_dog", {"breed": breed(action.args[0]), "food": res(view)[FOOD],
                          "need": len(view.get("feed_left") or [])}


def _salary(view, action):
    return "salary_pay", {"money": res(view)[MONEY], "points": HELPER_POINTS}


def _rehire(view, action):
    if action.kind == "no_rehire":
        return "rehire_no", {"money": res(view)[MONEY]}
    return "rehire_yes", {"points": HELPER_POINTS}


_BY_KIND = {
    "move": _move, "return_home": _return_home, "stay_home": _stay_home, "buy_fuel": _buy_fuel,
    "fuel_done": _fuel_done, "arrange_best": _arrange, "place_meeple": _place_meeple, "build": _build,
    "build_discount": _build, "exchange": _exchange, "pet_buy": _pet_buy, "cure": _cure,
    "sell": _sell, "buy_dog": _buy_dog, "trade": _trade, "feed": _feed, "starve": _starve,
    "free_entry": _place_meeple, "place": _place, "lift": _lift, "accept": _donation,
    "accept_best": _donation, "accept_sick": _donation, "refuse": _donation,
    "finish": _simple("settle_done_all"), "vet_card": _simple("vet_card_cure"), "swap_dogs": _swap,
    "take_dog": _take_dog, "give_up_sick": _give_up_sick,
    "pay_salary": _salary, "pay_salary_card": _salary, "rehire": _rehire,
    "rehire_card": _rehire, "no_rehire": _rehire,
}

VARIANTS = (
    "trip_lost", "trip_sick", "trip_area", "trip_fits", "trip_room", "arrange_points",
    "arrange_points_area", "home_last", "home_first",
    "home_no_bonus_two", "home_no_bonus", "stay_home_fuel", "fuel_buy", "fuel_keep",
    "box_card", "box_city_hall", "box_pet_shop_short", "box_pet_shop", "box_vet",
    "box_warehouse", "box_fair", "box_fair_sell", "build_pen", "exchange_food", "exchange_medicine",
    "exchange_swap", "pet_buy_food", "pet_buy_medicine", "pet_buy_plain", "cure_dog", "sell_dog",
    "buy_fair_dog", "trade_dog", "place_pen", "place_pen_breed", "lift_dog", "accept_pen", "accept_rearrange",
    "accept_sick_dog", "refuse_dog", "settle_done_all", "vet_card_cure", "swap_spaces",
    "take_supply", "give_up_sick_dog", "feed_pen", "starve_dog", "salary_pay", "rehire_no", "rehire_yes",
)
PHRASES = ("with_card", "box_alone", "box_short", "box_short_alone")
