"""DOGS: settling the dogs at the end of phase 1 (docs/rules/dogs_kennel.md, "Settling the
dogs"): the trucks unloaded, the dogs housed and redistributed, the vet card, sick dogs given
up, and the donation of the dogs nobody could house, offered round the table."""
from __future__ import annotations

from dogtable.core.rules import ActionRule, Refused, just_once

from ..components import HEALTHY, MAX_SICK, MONEY, SICK, VET, status
from ..pens import accepts, best_arrangement
from .state import (
    ARRANGE, BOX, OFFER, PLACE, KState, _Step, _after, _can_accept, _discard, _f_nothing,
    _fits_somewhere, _pay_pen_bonuses, begin_phase, opens, refuse,
)


# -- housing the dogs (also in phase 2: a dog bought, cured or traded waits to be placed) ----------

def place_refusal(s: KState, seat: int, dog: int, pen: int) -> Refused | None:
    if dog not in s.loose[seat]:
        return refuse("not_waiting")
    if not 0 <= pen < s.built[seat]:
        return refuse("pen_not_built")
    dogs = s.pens[seat][pen]
    if len(dogs) >= 4 or not accepts(dogs, dog):
        return refuse("pen_refuses")
    return None


def _place_options(s: KState, seat: int):
    return [(t, p) for t in sorted(s.loose[seat]) for p in range(s.built[seat])]


def _h_place(step: _Step, seat: int, dog: int, pen: int) -> None:
    step.emit("DogPlaced", seat=seat, dog=dog, pen=pen)
    if step.s.phase == BOX:
        _pay_pen_bonuses(step, seat)


def lift_refusal(s: KState, seat: int, dog: int) -> Refused | None:
    if dog in s.locked:
        return refuse("already_moved")   # a dog moves once an arrangement turn
    if dog not in s.healthy(seat):
        return refuse("not_in_pens")
    return None


def _h_lift(step: _Step, seat: int, dog: int) -> None:
    step.emit("DogLifted", seat=seat, dog=dog, pen=step.s.pen_of(seat, dog))


def arrange_best_refusal(s: KState, seat: int) -> Refused | None:
    return None if s.loose[seat] or s.healthy(seat) else refuse("not_allowed")


def _h_arrange_best(step: _Step, seat: int) -> None:
    s = step.s
    # the most dogs housed first (only a dog no arrangement can house is donated), then points
    pens, left = best_arrangement(s.healthy(seat) + s.loose[seat], s.built[seat], s.variety_points(),
                                  house_all=True)
    step.emit("Arranged", seat=seat, pens=pens, loose=left)


def _sick_brought(s: KState, seat: int) -> list[int]:
    return [t for t in s.brought_sick[seat] if t in s.infirmary[seat]]


def vet_card_refusal(s: KState, seat: int) -> Refused | None:
    if not s.holds(seat, VET):
        return refuse("no_card_vet")
    if not _sick_brought(s, seat):
        return refuse("no_sick_brought")
    return None


def _h_vet_card(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("VetCardUsed", seat=seat, card=s.cards_of(seat, VET)[0], dogs=_sick_brought(s, seat))


def give_up_sick_refusal(s: KState, seat: int, dog: int) -> Refused | None:
    if len(s.infirmary[seat]) <= MAX_SICK:
        return refuse("infirmary_not_full")
    if dog not in s.infirmary[seat]:
        return refuse("not_sick")
    return None


def _h_give_up_sick(step: _Step, seat: int, dog: int) -> None:
    step.emit("SickGivenUp", seat=seat, dog=dog)


def most_housed(s: KState, seat: int) -> int:
    """How many of the seat's healthy dogs (in pens and waiting) some arrangement of its built
    pens can house at once: a dog is donated only when no arrangement has room for it."""
    dogs = s.healthy(seat) + s.loose[seat]
    if not s.loose[seat]:
        return len(dogs)
    _, left = best_arrangement(dogs, s.built[seat], 0, house_all=True)
    return len(dogs) - len(left)


def finish_refusal(s: KState, seat: int) -> Refused | None:
    if len(s.infirmary[seat]) > MAX_SICK:
        return refuse("too_many_sick", limit=MAX_SICK)
    if any(_fits_somewhere(s, seat, t) for t in s.loose[seat]):
        return refuse("dogs_still_fit")
    if len(s.healthy(seat)) < most_housed(s, seat):
        return refuse("rearrange_to_fit")   # another arrangement would house a dog still waiting
    return None


def _h_finish(step: _Step, seat: int) -> None:
    step.emit("ArrangeFinished", seat=seat, donated=sorted(step.s.loose[seat]))
    _pay_pen_bonuses(step, seat)
    _next_arrange(step, seat)


# -- whose arrangement turn is next ----------------------------------------------------------------

@opens(ARRANGE)
def _open_arrange(step: _Step) -> None:
    s = step.s
    for seat in s.order():
        if s.truck[seat]:
            healthy = [t for t in s.truck[seat] if status(t) == HEALTHY]
            sick = [t for t in s.truck[seat] if status(t) == SICK]
            step.emit("Unloaded", seat=seat, healthy=healthy, sick=sick)
    _next_arrange(step, None)


def _needs_arranging(s: KState, seat: int) -> bool:
    """Everyone with a healthy dog may redistribute at the end of phase 1 (rulebook: "o final da
    fase 1 é o único momento da rodada em que os jogadores podem REDISTRIBUIR seus cães
    sadios"), whether or not the truck brought anything home."""
    return bool(s.loose[seat]) or bool(s.healthy(seat)) or len(s.infirmary[seat]) > MAX_SICK or \
        vet_card_refusal(s, seat) is None


def _next_arrange(step: _Step, after: int | None) -> None:
    s = step.s
    for seat in (s.order() if after is None else _after(s, after)):
        if _needs_arranging(s, seat):
            step.emit("Turn", phase=ARRANGE, seat=seat)
            return
    _next_donation(step)


# -- donations --------------------------------------------------------------------------------------

def _offer_refusal(s: KState, seat: int) -> Refused | None:
    """A donation answered only by the seat it is offered to (the phase guarantees one)."""
    return None if s.don_dogs and s.offer_to == seat else refuse("not_allowed")


def _healthy_offer_refusal(s: KState, seat: int) -> Refused | None:
    return _offer_refusal(s, seat) or (refuse("sick_to_infirmary") if s.don_sick[0] else None)


def accept_refusal(s: KState, seat: int, pen: int) -> Refused | None:
    why = _healthy_offer_refusal(s, seat)
    if why is not None:
        return why
    if not 0 <= pen < s.built[seat]:
        return refuse("pen_not_built")
    dogs = s.pens[seat][pen]
    if len(dogs) >= 4 or not accepts(dogs, s.don_dogs[0]):
        return refuse("no_room")
    return None


def accept_best_refusal(s: KState, seat: int) -> Refused | None:
    why = _healthy_offer_refusal(s, seat)
    if why is not None:
        return why
    return None if _can_accept(s, seat, s.don_dogs[0], False) else refuse("no_room")


def accept_sick_refusal(s: KState, seat: int) -> Refused | None:
    why = _offer_refusal(s, seat)
    if why is not None:
        return why
    if not s.don_sick[0]:
        return refuse("dog_is_healthy")
    if len(s.infirmary[seat]) >= MAX_SICK:
        return refuse("infirmary_full", limit=MAX_SICK)
    return None


def _h_accept(step: _Step, seat: int, pen: int) -> None:
    s = step.s
    step.emit("DonationAccepted", seat=seat, donor=s.don_donors[0], dog=s.don_dogs[0], pen=pen)
    _pay_pen_bonuses(step, seat)
    _next_donation(step)


def _h_accept_best(step: _Step, seat: int) -> None:
    s = step.s
    dog = s.don_dogs[0]
    step.emit("DonationAccepted", seat=seat, donor=s.don_donors[0], dog=dog, pen=-2)
    pens, left = best_arrangement(s.healthy(seat) + s.loose[seat], s.built[seat],
                                  s.variety_points(), house_all=True)
    step.emit("Arranged", seat=seat, pens=pens, loose=left)
    _pay_pen_bonuses(step, seat)
    _next_donation(step)


def _h_accept_sick(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("DonationAccepted", seat=seat, donor=s.don_donors[0], dog=s.don_dogs[0], pen=-1)
    _next_donation(step)


def _h_refuse(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("DonationRefused", seat=seat, donor=s.don_donors[0], dog=s.don_dogs[0])
    _next_donation(step)


def _next_donation(step: _Step) -> None:
    s = step.s
    while s.don_dogs:
        donor, dog, sick = s.don_donors[0], s.don_dogs[0], s.don_sick[0]
        start = donor if s.offer_to is None else s.offer_to
        seat = (start + 1) % s.n
        while seat != donor:
            if _can_accept(s, seat, dog, sick):
                step.emit("DonationOffered", donor=donor, dog=dog, to=seat)
                return
            seat = (seat + 1) % s.n
        step.emit("DonatedToFair", donor=donor, dog=dog)
    begin_phase(step, PLACE)


ACTIONS = {
    "place": ActionRule(2, _place_options, place_refusal, _h_place),
    "lift": ActionRule(1, lambda s, seat: [(t,) for t in sorted(s.healthy(seat))], lift_refusal,
                       _h_lift),
    "arrange_best": ActionRule(0, just_once, arrange_best_refusal, _h_arrange_best),
    "vet_card": ActionRule(0, just_once, vet_card_refusal, _h_vet_card),
    "give_up_sick": ActionRule(1, lambda s, seat: [(t,) for t in sorted(s.infirmary[seat])],
                               give_up_sick_refusal, _h_give_up_sick),
    "finish": ActionRule(0, just_once, finish_refusal, _h_finish),
    "accept": ActionRule(1, lambda s, seat: [(p,) for p in range(s.built[seat])],
                         accept_refusal, _h_accept),
    "accept_best": ActionRule(0, just_once, accept_best_refusal, _h_accept_best),
    "accept_sick": ActionRule(0, just_once, accept_sick_refusal, _h_accept_sick),
    "refuse": ActionRule(0, just_once, lambda s, seat: _offer_refusal(s, seat), _h_refuse),
}


# -- folding the settling's events ----------------------------------------------------------------

def _f_unloaded(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.truck[seat] = []
    s.loose[seat] += d["healthy"]
    s.infirmary[seat] += d["sick"]
    s.brought_sick[seat] = list(d["sick"])


def _f_dog_placed(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.loose[seat].remove(d["dog"])
    s.pens[seat][d["pen"]].append(d["dog"])
    s.locked.append(d["dog"])


def _f_dog_lifted(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.pens[seat][d["pen"]].remove(d["dog"])
    s.loose[seat].append(d["dog"])
    s.locked.append(d["dog"])


def _f_arranged(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.pens[seat] = [list(p) for p in d["pens"]]
    s.loose[seat] = list(d["loose"])
    s.locked = [t for p in d["pens"] for t in p] + list(d["loose"])


def _f_vet_card_used(s: KState, d: dict) -> None:
    seat = d["seat"]
    _discard(s, seat, d["card"])
    for t in d["dogs"]:
        s.infirmary[seat].remove(t)
        s.loose[seat].append(t)
    s.brought_sick[seat] = []


def _f_sick_given_up(s: KState, d: dict) -> None:
    s.infirmary[d["seat"]].remove(d["dog"])
    s.don_dogs.append(d["dog"])
    s.don_donors.append(d["seat"])
    s.don_sick.append(True)


def _f_arrange_finished(s: KState, d: dict) -> None:
    seat = d["seat"]
    for t in d["donated"]:
        s.loose[seat].remove(t)
        s.don_dogs.append(t)
        s.don_donors.append(seat)
        s.don_sick.append(False)
    s.locked = []


def _f_pen_bonus(s: KState, d: dict) -> None:
    s.bonus_paid[d["seat"]][d["pen"]] = True
    s.res[d["seat"]][MONEY] += 1


def _f_donation_offered(s: KState, d: dict) -> None:
    s.offer_to = d["to"]
    s.phase = OFFER
    s.current = d["to"]


def _pop_donation(s: KState, dog: int) -> None:
    if not s.don_dogs or s.don_dogs[0] != dog:
        raise ValueError("that dog is not the one being donated")
    del s.don_dogs[0], s.don_donors[0], s.don_sick[0]
    s.offer_to = None


def _f_donation_accepted(s: KState, d: dict) -> None:
    seat, dog, pen = d["seat"], d["dog"], d["pen"]
    _pop_donation(s, dog)
    if pen == -1:
        s.infirmary[seat].append(dog)
    elif pen == -2:
        s.loose[seat].append(dog)
    else:
        s.pens[seat][pen].append(dog)


def _f_donated_to_fair(s: KState, d: dict) -> None:
    _pop_donation(s, d["dog"])
    s.fair.append(d["dog"])        # a sick dog given to the Fair is cured there


FOLDS = {
    "Unloaded": _f_unloaded, "DogPlaced": _f_dog_placed, "DogLifted": _f_dog_lifted,
    "Arranged": _f_arranged, "VetCardUsed": _f_vet_card_used, "SickGivenUp": _f_sick_given_up,
    "ArrangeFinished": _f_arrange_finished, "PenBonus": _f_pen_bonus,
    "DonationOffered": _f_donation_offered, "DonationRefused": _f_nothing,
    "DonationAccepted": _f_donation_accepted, "DonatedToFair": _f_donated_to_fair,
}
