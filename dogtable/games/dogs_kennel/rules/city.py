"""DOGS phase 2, the city (docs/rules/dogs_kennel.md, "Phase 2"): a meeple placed on an action
box takes one of its cards, then the box's action -- City Hall, Warehouse, Pet Shop,
Veterinary, Dog Fair -- before the turn ends."""
from __future__ import annotations

from dogtable.core.rules import ActionRule, Refused, just_once

from ..components import (
    BUILD_COST, DISCOUNT, FAIR_BREEDS, FAIR_CARDS, FOOD, FREE_ENTRY, FUEL, GOODS, MAX_FUEL,
    MEDICINE, MONEY, PET_SHOP_TOKENS, PRIZE, SALE_PRICE, TRAINED, breed, card_amount, card_kind,
    card_resource,
)
from ..pens import PENS
from .state import (
    BOX, BOXES, CARDS_PER_BOX, CITY_HALL, DOG_FAIR, FEED, PET_SHOP, PLACE, VETERINARY, WAREHOUSE,
    KState, _Step, _discard, _f_nothing, _fits_somewhere, _gain, begin_phase, opens, refuse,
)

EXCHANGES_PER_VISIT = 2

# box -> how many of its actions one visit allows, and the refusal once they are used (the Pet
# Shop and the Veterinary have no such limit)
VISIT_LIMITS = {CITY_HALL: (1, "action_used"), WAREHOUSE: (EXCHANGES_PER_VISIT, "two_exchanges"),
                DOG_FAIR: (1, "action_used")}


# -- a meeple placed ----------------------------------------------------------------------------------

def _meeple_left(s: KState, seat: int) -> bool:
    return s.placed[seat] < s.meeples(seat)


def _meeple_gate(s: KState, seat: int) -> Refused | None:
    return None if _meeple_left(s, seat) else refuse("no_meeple")


def place_meeple_check(s: KState, seat: int, box: int, slot: int) -> Refused | None:
    if not 0 <= box < len(BOXES) or not 0 <= slot < CARDS_PER_BOX:
        return refuse("no_such_box")
    if len(s.occupants[box]) >= s.box_capacity():
        return refuse("box_full")
    if s.offers[box][slot] is None:
        return refuse("card_taken")
    return None


def _place_meeple_options(s: KState, seat: int):
    return [(b, i) for b in range(len(BOXES)) for i in range(CARDS_PER_BOX)]


def _h_place_meeple(step: _Step, seat: int, box: int, slot: int) -> None:
    s = step.s
    card = s.offers[box][slot]
    gain = 0
    if card_kind(card) == "resource":
        r = card_resource(card)
        gain = card_amount(card)
        if r == FUEL:
            gain = min(gain, MAX_FUEL - s.res[seat][FUEL])
    step.emit("MeeplePlaced", seat=seat, box=box, slot=slot, card=card, gain=gain)


def free_entry_refusal(s: KState, seat: int, box: int) -> Refused | None:
    """The Free Entry card: a meeple on a box that is already full."""
    if not s.holds(seat, FREE_ENTRY):
        return refuse("no_card_free_entry")
    if not 0 <= box < len(BOXES):
        return refuse("no_such_box")
    full = len(s.occupants[box])
    if full < s.box_capacity():
        return refuse("box_not_full")
    if full > s.box_capacity() or not _meeple_left(s, seat):
        return refuse("box_full")
    return None


def _h_free_entry(step: _Step, seat: int, box: int) -> None:
    step.emit("FreeEntry", seat=seat, box=box, card=step.s.cards_of(seat, FREE_ENTRY)[0])


# -- the visit: what any box allows --------------------------------------------------------------------

def _visit_refusal(s: KState, seat: int, box: int) -> Refused | None:
    """The box's actions are open to the seat visiting it, once the dogs it brought are placed,
    up to the visit's limit (the gate of every box's action)."""
    if s.loose[seat]:
        return refuse("place_first")
    if s.visit != box:
        return refuse("wrong_box")
    most, used_up = VISIT_LIMITS.get(box, (None, ""))
    if most is not None and s.uses >= most:
        return refuse(used_up)
    return None


def end_turn_refusal(s: KState, seat: int) -> Refused | None:
    return refuse("place_first") if s.loose[seat] else None


def _h_end_turn(step: _Step, seat: int) -> None:
    step.emit("ActionsDone", seat=seat)
    _next_place(step, seat)


# -- City Hall: a pen built ---------------------------------------------------------------------------

def _build_check(s: KState, seat: int, discount: bool) -> Refused | None:
    if s.built[seat] >= PENS:
        return refuse("all_pens_built")
    if discount and not s.holds(seat, DISCOUNT):
        return refuse("no_card_discount")
    price = 1 if discount else BUILD_COST
    return refuse("price", price=price) if s.res[seat][MONEY] < price else None


def _h_build(step: _Step, seat: int) -> None:
    step.emit("PenBuilt", seat=seat, pen=step.s.built[seat], cost=BUILD_COST, card=None)


def _h_build_discount(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("PenBuilt", seat=seat, pen=s.built[seat], cost=1, card=s.cards_of(seat, DISCOUNT)[0])


# -- Warehouse: goods exchanged one for one -------------------------------------------------------------

def exchange_check(s: KState, seat: int, give: int, get: int) -> Refused | None:
    if give not in GOODS or get not in GOODS:
        return refuse("not_goods")
    if give == get:
        return refuse("same_goods")
    if s.res[seat][give] < 1:
        return refuse("none_to_give")
    if get == FUEL and s.res[seat][FUEL] >= MAX_FUEL:
        return refuse("tank_full", limit=MAX_FUEL)
    return None


def _h_exchange(step: _Step, seat: int, give: int, get: int) -> None:
    step.emit("Exchanged", seat=seat, give=give, get=get)


# -- Pet Shop: $1 for two tokens of food and medicine --------------------------------------------------

def pet_buy_check(s: KState, seat: int, food: int) -> Refused | None:
    if s.res[seat][MONEY] < 1:
        return refuse("no_money")
    if not 0 <= food <= PET_SHOP_TOKENS:
        return refuse("pet_shop_two")
    return None


def _h_pet_buy(step: _Step, seat: int, food: int) -> None:
    step.emit("PetShopBought", seat=seat, food=food, medicine=PET_SHOP_TOKENS - food)


# -- Veterinary: a sick dog cured with a medicine -------------------------------------------------------

def cure_check(s: KState, seat: int, dog: int) -> Refused | None:
    if s.res[seat][MEDICINE] < 1:
        return refuse("no_medicine")
    if dog not in s.infirmary[seat]:
        return refuse("not_sick")
    return None if _fits_somewhere(s, seat, dog) else refuse("no_room")


def _h_cure(step: _Step, seat: int, dog: int) -> None:
    step.emit("DogCured", seat=seat, dog=dog)


# -- Dog Fair: one deal a visit -- a dog sold, bought or traded -----------------------------------------

def _fair_breeds(s: KState) -> list[int]:
    return sorted({breed(t) for t in s.fair})


def _fair_token(s: KState, b: int) -> int | None:
    found = [t for t in s.fair if breed(t) == b]
    return min(found) if found else None


def _wanted_breeds(s: KState) -> tuple[int, ...]:
    return FAIR_BREEDS[s.fair_deck[0] - FAIR_CARDS[0]] if s.fair_deck else ()


def sell_check(s: KState, seat: int, dog: int, bonus: int) -> Refused | None:
    """``bonus``: 0, or 1 with a Trained card, 2 with a Prize card (added to the price)."""
    if dog not in s.healthy(seat):
        return refuse("not_in_pens")
    if breed(dog) not in _wanted_breeds(s):
        return refuse("fair_not_buying")
    if bonus in (1, 2):
        return None if s.holds(seat, TRAINED if bonus == 1 else PRIZE) else \
            refuse("no_card_bonus")
    return None if bonus == 0 else refuse("not_allowed")


def _h_sell(step: _Step, seat: int, dog: int, bonus: int) -> None:
    s = step.s
    card = None
    if bonus:
        card = s.cards_of(seat, TRAINED if bonus == 1 else PRIZE)[0]
    step.emit("DogSold", seat=seat, dog=dog, pen=s.pen_of(seat, dog), price=SALE_PRICE + bonus,
              card=card)


def buy_dog_check(s: KState, seat: int, b: int) -> Refused | None:
    token = _fair_token(s, b)
    if token is None:
        return refuse("not_at_fair")
    if s.res[seat][MONEY] < s.fair_price():
        return refuse("price", price=s.fair_price())
    return None if _fits_somewhere(s, seat, token) else refuse("no_room")


def _h_buy_dog(step: _Step, seat: int, b: int) -> None:
    s = step.s
    step.emit("DogBought", seat=seat, dog=_fair_token(s, b), price=s.fair_price())


def trade_check(s: KState, seat: int, dog: int, b: int) -> Refused | None:
    if dog not in s.healthy(seat):
        return refuse("not_in_pens")
    token = _fair_token(s, b)
    if token is None:
        return refuse("not_at_fair")
    if b == breed(dog):
        return refuse("same_breed")
    return None if _fits_somewhere(s, seat, token, without=dog) else refuse("no_room")


def _h_trade(step: _Step, seat: int, dog: int, b: int) -> None:
    s = step.s
    step.emit("DogTraded", seat=seat, give=dog, pen=s.pen_of(seat, dog), take=_fair_token(s, b))


# -- whose placement is next -------------------------------------------------------------------------

@opens(PLACE)
def _open_place(step: _Step) -> None:
    _next_place(step, (step.s.first - 1) % step.s.n)   # the start player places first


def _next_place(step: _Step, after: int) -> None:
    s = step.s
    for k in range(1, s.n + 1):
        seat = (after + k) % s.n
        if s.placed[seat] < s.meeples(seat):
            step.emit("Turn", phase=PLACE, seat=seat)
            return
    begin_phase(step, FEED)


def _visiting(box: int):
    """The gate of the actions of ``box``."""
    def gate(s: KState, seat: int) -> Refused | None:
        return _visit_refusal(s, seat, box)
    return gate


ACTIONS = {
    "place_meeple": ActionRule(2, _place_meeple_options, place_meeple_check, _h_place_meeple,
                               gate=_meeple_gate),
    "free_entry": ActionRule(1, lambda s, seat: [(b,) for b in range(len(BOXES))],
                             free_entry_refusal, _h_free_entry),
    "build": ActionRule(0, just_once, lambda s, seat: _build_check(s, seat, False), _h_build,
                        gate=_visiting(CITY_HALL)),
    "build_discount": ActionRule(0, just_once, lambda s, seat: _build_check(s, seat, True),
                                 _h_build_discount, gate=_visiting(CITY_HALL)),
    "exchange": ActionRule(2, lambda s, seat: [(g, h) for g in GOODS for h in GOODS],
                           exchange_check, _h_exchange, gate=_visiting(WAREHOUSE)),
    "pet_buy": ActionRule(1, lambda s, seat: [(f,) for f in range(PET_SHOP_TOKENS + 1)],
                          pet_buy_check, _h_pet_buy, gate=_visiting(PET_SHOP)),
    "cure": ActionRule(1, lambda s, seat: [(t,) for t in sorted(set(s.infirmary[seat]))],
                       cure_check, _h_cure, gate=_visiting(VETERINARY)),
    "sell": ActionRule(2, lambda s, seat: [(t, b) for t in sorted(s.healthy(seat)) for b in (0, 1, 2)],
                       sell_check, _h_sell, gate=_visiting(DOG_FAIR)),
    "buy_dog": ActionRule(1, lambda s, seat: [(b,) for b in _fair_breeds(s)], buy_dog_check,
                          _h_buy_dog, gate=_visiting(DOG_FAIR)),
    "trade": ActionRule(2, lambda s, seat: [(t, b) for t in sorted(s.healthy(seat))
                                            for b in _fair_breeds(s)],
                        trade_check, _h_trade, gate=_visiting(DOG_FAIR)),
    "end_turn": ActionRule(0, just_once, end_turn_refusal, _h_end_turn),
}


# -- folding phase 2's events --------------------------------------------------------------------------

def _enter_box(s: KState, seat: int, box: int) -> None:
    s.occupants[box].append(seat)
    s.placed[seat] += 1
    s.phase = BOX
    s.visit = box
    s.uses = 0


def _f_meeple_placed(s: KState, d: dict) -> None:
    seat, card = d["seat"], d["card"]
    s.offers[d["box"]][d["slot"]] = None
    if card_kind(card) == "resource":
        s.res[seat][card_resource(card)] += d["gain"]
        s.discard.append(card)
    else:
        s.hands[seat].append(card)
    _enter_box(s, seat, d["box"])


def _f_free_entry(s: KState, d: dict) -> None:
    _discard(s, d["seat"], d["card"])
    _enter_box(s, d["seat"], d["box"])


def _f_pen_built(s: KState, d: dict) -> None:
    seat = d["seat"]
    _discard(s, seat, d["card"])
    s.res[seat][MONEY] -= d["cost"]
    s.built[seat] += 1
    s.uses += 1


def _f_exchanged(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.res[seat][d["give"]] -= 1
    _gain(s, seat, d["get"], 1)
    s.uses += 1


def _f_pet_shop_bought(s: KState, d: dict) -> None:
    r = s.res[d["seat"]]
    r[MONEY] -= 1
    r[FOOD] += d["food"]
    r[MEDICINE] += d["medicine"]


def _f_dog_cured(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.res[seat][MEDICINE] -= 1
    s.infirmary[seat].remove(d["dog"])
    s.loose[seat].append(d["dog"])


def _f_dog_sold(s: KState, d: dict) -> None:
    seat = d["seat"]
    _discard(s, seat, d["card"])
    s.pens[seat][d["pen"]].remove(d["dog"])
    s.fair.append(d["dog"])
    s.res[seat][MONEY] += d["price"]
    s.uses += 1


def _f_dog_bought(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.fair.remove(d["dog"])
    s.res[seat][MONEY] -= d["price"]
    s.loose[seat].append(d["dog"])
    s.uses += 1


def _f_dog_traded(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.pens[seat][d["pen"]].remove(d["give"])
    s.fair.remove(d["take"])
    s.fair.append(d["give"])
    s.loose[seat].append(d["take"])
    s.uses += 1


FOLDS = {
    "MeeplePlaced": _f_meeple_placed, "FreeEntry": _f_free_entry, "PenBuilt": _f_pen_built,
    "Exchanged": _f_exchanged, "PetShopBought": _f_pet_shop_bought, "DogCured": _f_dog_cured,
    "DogSold": _f_dog_sold, "DogBought": _f_dog_bought, "DogTraded": _f_dog_traded,
    "ActionsDone": _f_nothing,
}
