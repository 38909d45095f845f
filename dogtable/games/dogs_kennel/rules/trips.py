"""DOGS phase 1, the trips (docs/rules/dogs_kennel.md, "Phase 1"): buying fuel, moving the
pick-up to a dog, the special cards played on the way, going home or staying home, and the
end of the phase (the last round announced, the trucks unloaded)."""
from __future__ import annotations

from dogtable.core.rules import ActionRule, Refused, allowed, just_once

from ..city_map import CENTER, REWARD, SPACES, space_area, travel_costs
from ..components import (
    CITY, COUNTRY, FUEL, FUEL_PER_COIN, GOODS, LOST, MAX_FUEL, MONEY, SWAP, TAKE_DOG, is_blocker,
    status,
)
from .state import (
    ARRANGE, FUEL_PHASE, HOME, HOME_POS, MOVE, OUT, STAYED, KState, _Step, _after, _gain,
    _discard, _f_nothing, begin_phase, opens, refuse,
)


# -- fuel (from round 2) ----------------------------------------------------------------------------

def buy_fuel_refusal(s: KState, seat: int) -> Refused | None:
    res = s.res[seat]
    if res[MONEY] < 1:
        return refuse("no_money")
    if res[FUEL] >= MAX_FUEL:
        return refuse("tank_full", limit=MAX_FUEL)
    return None


@opens(FUEL_PHASE)
def _open_fuel(step: _Step) -> None:
    _next_fuel(step, None)


def _next_fuel(step: _Step, after: int | None) -> None:
    s = step.s
    for seat in (s.order() if after is None else _after(s, after)):
        if buy_fuel_refusal(s, seat) is None:
            step.emit("Turn", phase=FUEL_PHASE, seat=seat)
            return
    begin_phase(step, MOVE)


def _h_buy_fuel(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("FuelBought", seat=seat, fuel=min(FUEL_PER_COIN, MAX_FUEL - s.res[seat][FUEL]))
    if buy_fuel_refusal(s, seat) is not None:
        _next_fuel(step, seat)


def _h_fuel_done(step: _Step, seat: int) -> None:
    step.emit("FuelDone", seat=seat)
    _next_fuel(step, seat)


# -- moving the pick-up ------------------------------------------------------------------------------

def _blocked(s: KState) -> frozenset[int]:
    # frozen: travel_costs caches by it
    return frozenset(sp for sp, t in enumerate(s.board) if t is not None and is_blocker(t))


def move_refusal(s: KState, seat: int, space: int,
                 costs: dict[int, int] | None = None) -> Refused | None:
    """``costs``: the seat's travel costs when the caller has them (they do not depend on
    the space asked about)."""
    if not 0 <= space < len(SPACES):
        return refuse("no_such_space")
    token = s.board[space]
    if token is None:
        return refuse("no_dog_there")
    if is_blocker(token):
        return refuse("blocked_space")
    if space in s.pos:
        return refuse("truck_there")
    if s.pos[seat] == HOME_POS:
        return refuse("already_home")
    cost = (travel_costs(s.pos[seat], _blocked(s)) if costs is None else costs).get(space)
    if cost is None:
        return refuse("not_allowed")
    fuel = s.res[seat][FUEL]
    if cost > fuel - 1:   # one token always stays for the way home
        return refuse("not_enough_fuel", cost=cost + 1, fuel=fuel)
    return None


def _destinations(s: KState, seat: int) -> dict[int, int]:
    """Spaces the seat's pick-up may stop on now, with their fuel cost."""
    if s.pos[seat] == HOME_POS or s.status[seat] != OUT:
        return {}
    costs = travel_costs(s.pos[seat], _blocked(s))
    return {sp: costs[sp] for sp in SPACES if move_refusal(s, seat, sp, costs) is None}


def _move_options(s: KState, seat: int):
    return [(sp,) for sp in SPACES]


def _move_listed(s: KState, seat: int):
    return [(sp,) for sp in _destinations(s, seat)]


def _h_move(step: _Step, seat: int, space: int) -> None:
    s = step.s
    cost = _destinations(s, seat)[space]
    dog = s.board[space]
    reward = REWARD[space] if status(dog) == LOST else None
    step.emit("TruckMoved", seat=seat, to=space, cost=cost, dog=dog, reward=reward)
    _next_move(step, seat)


def _bonus_due(s: KState, seat: int) -> bool:
    """The first pick-up home earns a good (not with two players), and so does the last."""
    first = not s.returned and s.n > 2
    last = all(st != OUT for i, st in enumerate(s.status) if i != seat)
    return first or last


def return_home_refusal(s: KState, seat: int, *bonus: int) -> Refused | None:
    if s.pos[seat] == CENTER:
        return refuse("stay_instead")
    due = _bonus_due(s, seat)
    if s.pos[seat] == HOME_POS or s.res[seat][FUEL] < 1 or \
            (due and not (bonus and bonus[0] in GOODS)) or (not due and bonus):
        return refuse("bonus_choice") if due else refuse("no_bonus")
    return None


def _return_home_options(s: KState, seat: int):
    return [()] + [(g,) for g in GOODS]


def _h_return_home(step: _Step, seat: int, bonus: int | None = None) -> None:
    step.emit("ReturnedHome", seat=seat, bonus=bonus)
    _next_move(step, seat)


def stay_home_refusal(s: KState, seat: int) -> Refused | None:
    return None if s.pos[seat] == CENTER else refuse("already_out")


def _h_stay_home(step: _Step, seat: int) -> None:
    step.emit("StayedHome", seat=seat)
    _next_move(step, seat)


# -- the special cards of phase 1 -----------------------------------------------------------------------

def _is_dog_space(s: KState, space: int) -> bool:
    return 0 <= space < len(SPACES) and s.board[space] is not None and \
        not is_blocker(s.board[space])


def swap_dogs_refusal(s: KState, seat: int, a: int, b: int) -> Refused | None:
    if not s.holds(seat, SWAP):
        return refuse("no_card_swap")
    if not (a < b and _is_dog_space(s, a) and _is_dog_space(s, b)):
        return refuse("swap_needs_two_dogs")
    return None


def _swap_options(s: KState, seat: int):
    return [(a, b) for a in SPACES for b in SPACES if a < b]


def _swap_listed(s: KState, seat: int):
    if not s.holds(seat, SWAP):
        return ()
    dogs = [sp for sp in SPACES if _is_dog_space(s, sp)]
    return [(a, b) for i, a in enumerate(dogs) for b in dogs[i + 1:]]


def _h_swap_dogs(step: _Step, seat: int, a: int, b: int) -> None:
    step.emit("DogsSwapped", seat=seat, card=step.s.cards_of(seat, SWAP)[0], a=a, b=b)


def _supply_dog(s: KState, a: int) -> int | None:
    for t in reversed(s.supply[a]):
        if not is_blocker(t):
            return t
    return None


def take_dog_refusal(s: KState, seat: int, a: int) -> Refused | None:
    if not s.holds(seat, TAKE_DOG):
        return refuse("no_card_take_dog")
    if a not in (CITY, COUNTRY):
        return refuse("no_such_area")
    if s.pos[seat] == HOME_POS or _supply_dog(s, a) is None:
        return refuse("supply_empty")
    return None


def _h_take_dog(step: _Step, seat: int, a: int) -> None:
    s = step.s
    dog = _supply_dog(s, a)
    reward = 1 if status(dog) == LOST else None   # ruling: a lost dog from the supply pays $1
    step.emit("SupplyDogTaken", seat=seat, card=s.cards_of(seat, TAKE_DOG)[0], area=a, dog=dog,
              reward=reward)


# -- whose trip is next, and the end of phase 1 ----------------------------------------------------------

@opens(MOVE)
def _open_move(step: _Step) -> None:
    _next_move(step, None)


def _next_move(step: _Step, after: int | None) -> None:
    s = step.s
    start = s.first if after is None else (after + 1) % s.n
    for k in range(s.n):
        seat = (start + k) % s.n
        if s.status[seat] == OUT:
            step.emit("Turn", phase=MOVE, seat=seat)
            return
    _end_phase1(step)


def _supply_short(s: KState) -> bool:
    for a in (CITY, COUNTRY):
        spaces = [sp for sp in SPACES if space_area(sp) == a]
        blockers = sum(1 for sp in spaces if s.board[sp] is not None and is_blocker(s.board[sp]))
        empty = sum(1 for sp in spaces if s.board[sp] is None) + blockers
        if len(s.supply[a]) + blockers < empty:
            return True
    return False


def _end_phase1(step: _Step) -> None:
    s = step.s
    if not s.last_round and not s.moved_any:
        step.emit("LastRound", reason="nobody_moved")
    if not s.last_round and _supply_short(s):
        step.emit("LastRound", reason="supply")
    begin_phase(step, ARRANGE)


ACTIONS = {
    "buy_fuel": ActionRule(0, just_once, buy_fuel_refusal, _h_buy_fuel),
    "fuel_done": ActionRule(0, just_once, allowed, _h_fuel_done),
    "swap_dogs": ActionRule(2, _swap_options, swap_dogs_refusal, _h_swap_dogs,
                            listed=_swap_listed),
    "take_dog": ActionRule(1, lambda s, seat: ((CITY,), (COUNTRY,)), take_dog_refusal,
                           _h_take_dog),
    "move": ActionRule(1, _move_options, move_refusal, _h_move, listed=_move_listed),
    "return_home": ActionRule(None, _return_home_options, return_home_refusal, _h_return_home),
    "stay_home": ActionRule(0, just_once, stay_home_refusal, _h_stay_home),
}


# -- folding phase 1's events ------------------------------------------------------------------------------

def _f_fuel_bought(s: KState, d: dict) -> None:
    r = s.res[d["seat"]]
    r[MONEY] -= 1
    _gain(s, d["seat"], FUEL, d["fuel"])


def _f_dogs_swapped(s: KState, d: dict) -> None:
    _discard(s, d["seat"], d["card"])
    a, b = d["a"], d["b"]
    s.board[a], s.board[b] = s.board[b], s.board[a]


def _deliver(s: KState, seat: int, dog: int, reward: int | None) -> None:
    if reward is not None:        # a lost dog belongs to the Fair, which pays the finder
        s.fair.append(dog)
        s.res[seat][MONEY] += reward
    else:
        s.truck[seat].append(dog)


def _f_supply_dog_taken(s: KState, d: dict) -> None:
    _discard(s, d["seat"], d["card"])
    s.supply[d["area"]].remove(d["dog"])
    _deliver(s, d["seat"], d["dog"], d["reward"])


def _f_truck_moved(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.res[seat][FUEL] -= d["cost"]
    s.pos[seat] = d["to"]
    s.moved_any = True
    if s.board[d["to"]] != d["dog"]:
        raise ValueError("the dog taken is not on that space")
    s.board[d["to"]] = None
    _deliver(s, seat, d["dog"], d["reward"])


def _f_stayed_home(s: KState, d: dict) -> None:
    s.status[d["seat"]] = STAYED
    s.pos[d["seat"]] = HOME_POS


def _f_returned_home(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.res[seat][FUEL] -= 1
    s.status[seat] = HOME
    s.pos[seat] = HOME_POS
    s.returned.append(seat)
    if d["bonus"] is not None:
        _gain(s, seat, d["bonus"], 1)


def _f_last_round(s: KState, d: dict) -> None:
    s.last_round = True


FOLDS = {
    "FuelBought": _f_fuel_bought, "FuelDone": _f_nothing, "DogsSwapped": _f_dogs_swapped,
    "SupplyDogTaken": _f_supply_dog_taken, "TruckMoved": _f_truck_moved,
    "StayedHome": _f_stayed_home, "ReturnedHome": _f_returned_home, "LastRound": _f_last_round,
}
