"""DOGS phase 3, the upkeep (docs/rules/dogs_kennel.md, "Phase 3"): every pen fed or a dog of
it falls ill, the helper paid or rehired, then the round's end: the last round scored, or the
cards, the Fair and the map made ready for the next round."""
from __future__ import annotations

from dogtable.core.rules import ActionRule, Refused, just_once

from ..city_map import SPACES, space_area
from ..components import BLOCKERS, CITY, COUNTRY, FOOD, HELPER, MAX_SICK, MONEY, area, breed, \
    is_blocker
from ..pens import PENS
from .scoring import score_rows
from .state import (
    BOXES, CARDS_PER_BOX, FEED, OVER, SALARY, KState, _Step, _after, _discard, _start_round,
    begin_phase, opens, refuse,
)


# -- feeding -----------------------------------------------------------------------------------------

def feed_refusal(s: KState, seat: int, pen: int) -> Refused | None:
    if s.res[seat][FOOD] < 1:
        return refuse("no_food")
    return None if pen in s.feed_left else refuse("pen_done")


def starve_refusal(s: KState, seat: int, dog: int) -> Refused | None:
    """A dog of a pen left unfed falls ill, only when the food cannot feed every pen left."""
    if len(s.feed_left) <= s.res[seat][FOOD]:
        return refuse("food_enough")
    if not any(dog in s.pens[seat][p] for p in s.feed_left):
        return refuse("not_hungry")
    return None


def _starve_options(s: KState, seat: int):
    return [(t,) for p in s.feed_left for t in sorted(set(s.pens[seat][p]))]


@opens(FEED)
def _open_feed(step: _Step) -> None:
    _next_feed(step, None)


def _next_feed(step: _Step, after: int | None) -> None:
    s = step.s
    for seat in (s.order() if after is None else _after(s, after)):
        hungry = [p for p in range(PENS) if s.pens[seat][p]]
        if not hungry:
            continue
        if s.res[seat][FOOD] >= len(hungry):
            step.emit("Fed", seat=seat, pens=hungry)
            continue
        step.emit("Turn", phase=FEED, seat=seat, pens=hungry)
        if s.res[seat][FOOD] == 0 and all(len(set(map(breed, s.pens[seat][p]))) == 1 for p in hungry):
            # no choice at all: one dog of each pen falls ill
            for p in hungry:
                _starve(step, seat, s.pens[seat][p][0], p)
            continue
        return
    begin_phase(step, SALARY)


def _starve(step: _Step, seat: int, dog: int, pen: int) -> None:
    s = step.s
    step.emit("DogStarved", seat=seat, dog=dog, pen=pen, to_fair=len(s.infirmary[seat]) >= MAX_SICK)


def _h_feed(step: _Step, seat: int, pen: int) -> None:
    step.emit("PenFed", seat=seat, pen=pen)
    _feed_done(step, seat)


def _h_starve(step: _Step, seat: int, dog: int) -> None:
    _starve(step, seat, dog, step.s.pen_of(seat, dog))
    _feed_done(step, seat)


def _feed_done(step: _Step, seat: int) -> None:
    s = step.s
    if s.feed_left:
        if s.res[seat][FOOD] >= len(s.feed_left):   # what is left can all be fed
            for p in list(s.feed_left):
                step.emit("PenFed", seat=seat, pen=p)
        else:
            return
    _next_feed(step, seat)


# -- the helper's salary -----------------------------------------------------------------------------

def _salary_refusal(s: KState, seat: int, card: bool, rehire: bool) -> Refused | None:
    """Paying (``rehire``: hiring again) the helper with $1 or (``card``) a helper card."""
    if rehire and s.helper[seat]:
        return refuse("has_helper")
    if not rehire and not s.helper[seat]:
        return refuse("no_helper")
    if card:
        return None if s.holds(seat, HELPER) else refuse("no_card_helper")
    return None if s.res[seat][MONEY] >= 1 else refuse("no_money")


def no_rehire_refusal(s: KState, seat: int) -> Refused | None:
    return refuse("must_pay") if s.helper[seat] else None


def _salary_options(s: KState, seat: int) -> list[str]:
    return [k for k in _SALARY_KINDS if ACTIONS[k].refusal(s, seat) is None]


@opens(SALARY)
def _open_salary(step: _Step) -> None:
    _next_salary(step, None)


def _next_salary(step: _Step, after: int | None) -> None:
    s = step.s
    for seat in (s.order() if after is None else _after(s, after)):
        options = _salary_options(s, seat)
        if len(options) > 1:
            step.emit("Turn", phase=SALARY, seat=seat)
            return
        if s.helper[seat]:
            if options == ["pay_salary"]:
                step.emit("SalaryPaid", seat=seat, card=None)
            elif options == ["pay_salary_card"]:
                step.emit("SalaryPaid", seat=seat, card=s.cards_of(seat, HELPER)[0])
            else:
                step.emit("HelperLost", seat=seat)
        else:
            step.emit("HelperNotRehired", seat=seat)
    _end_round(step)


def _h_pay_salary(step: _Step, seat: int) -> None:
    step.emit("SalaryPaid", seat=seat, card=None)
    _next_salary(step, seat)


def _h_pay_salary_card(step: _Step, seat: int) -> None:
    step.emit("SalaryPaid", seat=seat, card=step.s.cards_of(seat, HELPER)[0])
    _next_salary(step, seat)


def _h_rehire(step: _Step, seat: int) -> None:
    step.emit("HelperRehired", seat=seat, card=None)
    _next_salary(step, seat)


def _h_rehire_card(step: _Step, seat: int) -> None:
    step.emit("HelperRehired", seat=seat, card=step.s.cards_of(seat, HELPER)[0])
    _next_salary(step, seat)


def _h_no_rehire(step: _Step, seat: int) -> None:
    step.emit("HelperNotRehired", seat=seat)
    _next_salary(step, seat)


_SALARY_KINDS = ("pay_salary", "pay_salary_card", "rehire", "rehire_card", "no_rehire")

ACTIONS = {
    "feed": ActionRule(1, lambda s, seat: [(p,) for p in s.feed_left], feed_refusal, _h_feed),
    "starve": ActionRule(1, _starve_options, starve_refusal, _h_starve),
    "pay_salary": ActionRule(0, just_once, lambda s, seat: _salary_refusal(s, seat, False, False),
                             _h_pay_salary),
    "pay_salary_card": ActionRule(0, just_once,
                                  lambda s, seat: _salary_refusal(s, seat, True, False),
                                  _h_pay_salary_card),
    "rehire": ActionRule(0, just_once, lambda s, seat: _salary_refusal(s, seat, False, True),
                         _h_rehire),
    "rehire_card": ActionRule(0, just_once, lambda s, seat: _salary_refusal(s, seat, True, True),
                              _h_rehire_card),
    "no_rehire": ActionRule(0, just_once, no_rehire_refusal, _h_no_rehire),
}


# -- the end of the round ----------------------------------------------------------------------------

def _end_round(step: _Step) -> None:
    s = step.s
    if s.last_round:
        rows = score_rows(s)
        totals = [sum(rows[c][seat] for c in rows) for seat in range(s.n)]
        step.emit("FinalScores", totals=totals)
        return
    left = [c for row in s.offers for c in row if c is not None]
    step.emit("OffersCleared", cards=left)
    need = len(BOXES) * CARDS_PER_BOX
    while need > 0:
        if not s.deck:
            if not s.discard:
                break
            _reshuffle_cards(step)   # the pile ran out earlier, while the discard was empty
        take = min(need, len(s.deck))
        step.emit("CardsDealt", cards=[s.deck[-1 - i] for i in range(take)])
        need -= take
        if not s.deck and s.discard:
            # "Se a pilha de compras esgotar, reembaralhe o descarte e forme uma nova pilha":
            # when it runs out, even on the last card dealt, not a round later
            _reshuffle_cards(step)
    step.emit("FairRotated", top=s.fair_deck[1] if len(s.fair_deck) > 1 else s.fair_deck[0])
    if s.n == 2:
        spaces = [sp for sp, t in enumerate(s.board) if t is not None and is_blocker(t)]
        if spaces:
            step.emit("BlockersCollected", spaces=spaces, tokens=[s.board[sp] for sp in spaces])
        orders = []
        for a in (CITY, COUNTRY):
            pile = list(s.supply[a])
            step.rng.shuffle(pile)
            orders.append(pile)
        step.emit("SuppliesShuffled", city=orders[CITY], country=orders[COUNTRY],
                  counts=[len(o) for o in orders])
    _refill_map(step)
    if s.n == 2 and all(t in s.board for t in BLOCKERS):
        step.emit("LastRound", reason="blockers")
    _start_round(step, s.round + 1, (s.first + 1) % s.n)


def _refill_map(step: _Step) -> None:
    s = step.s
    tokens = []
    taken = [0, 0]
    filled = []
    for sp in SPACES:
        if s.board[sp] is not None:
            continue
        a = space_area(sp)
        if taken[a] < len(s.supply[a]):
            taken[a] += 1
            tokens.append(s.supply[a][-taken[a]])
            filled.append(sp)
    step.emit("BoardRefilled", spaces=filled, tokens=tokens)


def _reshuffle_cards(step: _Step) -> None:
    order = list(step.s.discard)
    step.rng.shuffle(order)
    step.emit("CardsReshuffled", order=order, count=len(order))


# -- folding phase 3's events --------------------------------------------------------------------------

def _f_fed(s: KState, d: dict) -> None:
    s.res[d["seat"]][FOOD] -= len(d["pens"])


def _f_pen_fed(s: KState, d: dict) -> None:
    s.res[d["seat"]][FOOD] -= 1
    s.feed_left.remove(d["pen"])


def _f_dog_starved(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.pens[seat][d["pen"]].remove(d["dog"])
    (s.fair if d["to_fair"] else s.infirmary[seat]).append(d["dog"])
    s.feed_left.remove(d["pen"])


def _f_salary_paid(s: KState, d: dict) -> None:
    seat = d["seat"]
    if d["card"] is None:
        s.res[seat][MONEY] -= 1
    else:
        _discard(s, seat, d["card"])
    s.helper_paid[seat] = True


def _f_helper_lost(s: KState, d: dict) -> None:
    s.helper[d["seat"]] = False
    s.helper_paid[d["seat"]] = False


def _f_helper_rehired(s: KState, d: dict) -> None:
    _f_salary_paid(s, d)
    s.helper[d["seat"]] = True


def _f_helper_not_rehired(s: KState, d: dict) -> None:
    s.helper_paid[d["seat"]] = False


def _f_offers_cleared(s: KState, d: dict) -> None:
    for row in s.offers:
        for i, c in enumerate(row):
            if c is not None:
                s.discard.append(c)
                row[i] = None


def _f_deck_reshuffled(s: KState, d: dict) -> None:
    if sorted(d["order"]) != sorted(s.discard):
        raise ValueError("the reshuffled deck is not the discard pile")
    s.deck = list(d["order"])
    s.discard = []


def _f_cards_dealt(s: KState, d: dict) -> None:
    slots = [(b, i) for b in range(len(BOXES)) for i in range(CARDS_PER_BOX)
             if s.offers[b][i] is None]
    for card, (b, i) in zip(d["cards"], slots):
        if not s.deck or s.deck[-1] != card:
            raise ValueError("a card dealt that is not on top of the deck")
        s.deck.pop()
        s.offers[b][i] = card


def _f_fair_rotated(s: KState, d: dict) -> None:
    s.fair_deck.append(s.fair_deck.pop(0))
    if s.fair_deck[0] != d["top"]:
        raise ValueError("the Fair card revealed is not the next one")
    if d["top"] not in s.fair_seen:
        s.fair_seen.append(d["top"])


def _f_blockers_collected(s: KState, d: dict) -> None:
    for sp, t in zip(d["spaces"], d["tokens"]):
        s.board[sp] = None
        s.supply[area(t)].append(t)


def _f_supplies_shuffled(s: KState, d: dict) -> None:
    for a, key in ((CITY, "city"), (COUNTRY, "country")):
        if sorted(d[key]) != sorted(s.supply[a]):
            raise ValueError("a reshuffled supply is not the same tokens")
        s.supply[a] = list(d[key])


def _f_board_refilled(s: KState, d: dict) -> None:
    for sp, t in zip(d["spaces"], d["tokens"]):
        pile = s.supply[space_area(sp)]
        if not pile or pile[-1] != t or s.board[sp] is not None:
            raise ValueError("a token placed that is not on top of its supply")
        pile.pop()
        s.board[sp] = t


def _f_game_over(s: KState, d: dict) -> None:
    s.phase = OVER


FOLDS = {
    "Fed": _f_fed, "PenFed": _f_pen_fed, "DogStarved": _f_dog_starved,
    "SalaryPaid": _f_salary_paid, "HelperLost": _f_helper_lost,
    "HelperRehired": _f_helper_rehired, "HelperNotRehired": _f_helper_not_rehired,
    "OffersCleared": _f_offers_cleared, "CardsReshuffled": _f_deck_reshuffled,
    "CardsDealt": _f_cards_dealt, "FairRotated": _f_fair_rotated,
    "BlockersCollected": _f_blockers_collected, "SuppliesShuffled": _f_supplies_shuffled,
    "BoardRefilled": _f_board_refilled, "FinalScores": _f_game_over,
}
