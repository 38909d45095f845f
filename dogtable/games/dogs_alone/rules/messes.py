"""Dogs Alone: paying for a mess (docs/rules/dogs_alone.md, "A turn"): dogs laid one by one
from hand and pool, the payment cancelled or completed, and which paid dogs stay in the pool."""
from __future__ import annotations

from collections import Counter
from typing import Sequence

from dogtable.core.events import Event
from dogtable.core.rules import ActionRule, Refused

from ..cards import DOG_COUNT, MESS_DOGS, PAIR, WILD_KIND, dog_colour, dog_type, mess_colour, \
    mess_kind
from .state import BAD_ACTION, MESS, DAState, is_int, refuse

_COLOUR = tuple(dog_colour(c) for c in range(DOG_COUNT))
_TYPE = tuple(dog_type(c) for c in range(DOG_COUNT))


def can_pay(mess: int, partial: Sequence[int], available: Sequence[int]) -> bool:
    """Can ``partial`` (cards already put towards ``mess``) be completed from ``available``?"""
    kind = mess_kind(mess)
    need = MESS_DOGS[kind] - len(partial)
    if need < 0:
        return False
    if kind == WILD_KIND:
        colours = {dog_colour(c) for c in partial}
        if len(colours) != len(partial):
            return False
        missing = set(range(4)) - colours
        have = {dog_colour(c) for c in available}
        return missing <= have
    colour = mess_colour(mess)
    if any(dog_colour(c) != colour for c in partial):
        return False
    if kind == PAIR:
        types = {dog_type(c) for c in partial}
        if len(types) > 1:
            return False
        if types:
            t = next(iter(types))
            return sum(1 for c in available if dog_type(c) == t) >= need
        counts = Counter(dog_type(c) for c in available if dog_colour(c) == colour)
        return any(v >= 2 for v in counts.values())
    return sum(1 for c in available if dog_colour(c) == colour) >= need


def payable(mess: int, partial: Sequence[int], available: Sequence[int]) -> list[int]:
    """The cards of ``available`` that can be added to ``partial`` towards ``mess`` with the
    payment still completable (the fast twin of ``can_pay``, used to list actions)."""
    kind = mess_kind(mess)
    if len(partial) >= MESS_DOGS[kind]:
        return []  # a complete payment takes no more dogs
    colour_counts = [0, 0, 0, 0]
    for c in available:
        colour_counts[_COLOUR[c]] += 1
    if kind == WILD_KIND:
        missing = {0, 1, 2, 3} - {_COLOUR[c] for c in partial}
        if any(colour_counts[m] == 0 for m in missing):
            return []
        return [c for c in available if _COLOUR[c] in missing]
    colour = mess_colour(mess)
    if kind == PAIR:
        if partial:
            t = _TYPE[partial[0]]
            return [c for c in available if _TYPE[c] == t]
        type_counts = Counter(_TYPE[c] for c in available if _COLOUR[c] == colour)
        return [c for c in available if _COLOUR[c] == colour and type_counts[_TYPE[c]] >= 2]
    if colour_counts[colour] < MESS_DOGS[kind] - len(partial):
        return []
    return [c for c in available if _COLOUR[c] == colour]


def pooled_cards(cards: Sequence[int], pool: Sequence[int]) -> list[int]:
    """Which of the paid cards stay in the payer's pool: one per identical pair,
    preferring a card that was already in the pool."""
    by_type: dict[int, list[int]] = {}
    for c in cards:
        by_type.setdefault(dog_type(c), []).append(c)
    kept = []
    for group in by_type.values():
        pairs = len(group) // 2
        if not pairs:
            continue
        ordered = sorted(group, key=lambda c: (c not in pool, c))
        kept.extend(ordered[:pairs])
    return kept


def _available(s: DAState, seat: int) -> list[int]:
    return [c for c in s.hands[seat] + s.pools[seat] if c not in s.pending_cards]


def pay_check(s: DAState, seat: int, mess, card) -> Refused | None:
    if s.phase != MESS:
        return refuse("mess_not_now")
    if not (is_int(mess) and is_int(card)):
        return BAD_ACTION
    if s.pending is not None and mess != s.pending:
        return refuse("finish_payment_first")
    if mess not in s.mess_supply:
        return refuse("mess_not_in_supply")
    if card in s.pending_cards:
        return refuse("dog_already_paid")
    hand, pool = s.hands[seat], s.pools[seat]
    if card not in hand and card not in pool:
        return refuse("not_your_dog")
    partial = s.pending_cards + [card]
    if not can_pay(mess, partial, [c for c in hand + pool if c not in partial]):
        return refuse(f"wrong_dog_{mess_kind(mess)}")
    return None


def _payable_messes(s: DAState) -> list[int]:
    return [s.pending] if s.pending is not None else [m for m in s.mess_supply if m is not None]


def _pay_options(s: DAState, seat: int):
    available = _available(s, seat)
    return [(m, c) for m in _payable_messes(s) for c in available]


def _pay_listed(s: DAState, seat: int):
    available = _available(s, seat)
    return [(m, c) for m in _payable_messes(s) for c in payable(m, s.pending_cards, available)]


def _pay(s: DAState, seat: int, rng, mess: int, card: int) -> list[Event]:
    hand, pool = s.hands[seat], s.pools[seat]
    source = "hand" if card in hand else "pool"
    partial = s.pending_cards + [card]
    events = [Event("DogPaid", {"seat": seat, "mess": mess, "card": card, "source": source})]
    if len(partial) == MESS_DOGS[mess_kind(mess)]:
        kept = pooled_cards(partial, pool)
        events.append(Event("MessTaken", {"seat": seat, "mess": mess, "cards": partial,
                                          "pooled": kept}))
    return events


def cancel_payment_check(s: DAState, seat: int) -> Refused | None:
    return refuse("no_payment") if s.pending is None else None


def _cancel_payment(s: DAState, seat: int, rng) -> list[Event]:
    return [Event("PaymentCancelled", {"seat": seat, "mess": s.pending})]


ACTIONS = {
    # payable: the fast twin of can_pay lists the cards at once (test_da_rules_once checks it)
    "pay": ActionRule(2, _pay_options, pay_check, _pay, listed=_pay_listed),
    "cancel_payment": ActionRule(0, lambda s, seat: ((),), cancel_payment_check, _cancel_payment),
}
