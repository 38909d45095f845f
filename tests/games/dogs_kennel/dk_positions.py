"""Building DOGS positions for the rule tests.

``game(n)`` starts a real game (seat 0 is the start player); the helpers below then move
tokens and cards by hand, always from wherever they lie, so every component stays in exactly
one place (``RULES.check`` runs after each helper-built position in ``act``).
"""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dogs_kennel import rules as dk
from dogtable.games.dogs_kennel.components import area, card_kind

RULES = dk.DogsKennelRules()

# breeds
BEAGLE, VIRA_LATA, ROTTWEILER, BULLDOG, GOLDEN, YORKSHIRE = range(6)
BORDER, LABRADOR, DALMATA, PASTOR, POODLE, SAO_BERNARDO = range(6, 12)


def dog(b: int, k: int = 0) -> int:
    """Token ``k`` of breed ``b``: k 0..3 healthy, 4..5 sick, 6 lost."""
    return b * 7 + k


def sick(b: int, k: int = 0) -> int:
    return dog(b, 4 + k)


def lost(b: int) -> int:
    return dog(b, 6)


def game(n: int = 4, seed: int = 1) -> dk.KState:
    events = RULES.start([Seat(f"p{i}") for i in range(n)], {"first_player": 0}, random.Random(seed))
    return replay(RULES, events)


def extract(s: dk.KState, token: int) -> int:
    """Take ``token`` from wherever it is; a board space it leaves stays empty."""
    for pile in list(s.supply) + [s.fair, s.box_tokens, s.removed_lost, s.don_dogs]:
        if token in pile:
            pile.remove(token)
            return token
    if token in s.board:
        s.board[s.board.index(token)] = None
        return token
    for seat in range(s.n):
        for pile in [s.truck[seat], s.infirmary[seat], s.loose[seat]] + s.pens[seat]:
            if token in pile:
                pile.remove(token)
                return token
    raise AssertionError(f"token {token} is nowhere")


def on_board(s: dk.KState, space: int, token: int | None) -> None:
    """Put ``token`` (or nothing) on ``space``; what was there goes under its supply."""
    old = s.board[space]
    if token is not None:
        extract(s, token)
    s.board[space] = token
    if old is not None and old != token:
        s.supply[area(old)].insert(0, old)


def clear_board(s: dk.KState) -> None:
    for space in range(16):
        on_board(s, space, None)


def in_pen(s: dk.KState, seat: int, pen: int, *tokens: int) -> None:
    for t in tokens:
        extract(s, t)
        s.pens[seat][pen].append(t)


def in_infirmary(s: dk.KState, seat: int, *tokens: int) -> None:
    for t in tokens:
        extract(s, t)
        s.infirmary[seat].append(t)


def to_fair(s: dk.KState, *tokens: int) -> None:
    for t in tokens:
        extract(s, t)
        s.fair.append(t)


def give_card(s: dk.KState, seat: int, kind: str) -> int:
    """Move a card of ``kind`` (resource cards: "resource") from the deck (else from above a box,
    which gets the top deck card instead) into ``seat``'s hand."""
    for c in list(s.deck):
        if card_kind(c) == kind:
            s.deck.remove(c)
            s.hands[seat].append(c)
            return c
    for row in s.offers:
        for i, c in enumerate(row):
            if c is not None and card_kind(c) == kind:
                row[i] = s.deck.pop()
                s.hands[seat].append(c)
                return c
    raise AssertionError(f"no {kind} card left in the deck")


def offer(s: dk.KState, box: int, slot: int, card: int) -> None:
    """Put ``card`` (taken from the deck) above ``box``; the card there goes back to the deck."""
    old = s.offers[box][slot]
    s.deck.remove(card)
    s.offers[box][slot] = card
    if old is not None:
        s.deck.insert(0, old)


def turn(s: dk.KState, phase: str, seat: int, **fields) -> dk.KState:
    s.phase, s.current = phase, seat
    s.visit, s.uses, s.locked = -1, 0, []
    for name, value in fields.items():
        setattr(s, name, value)
    RULES.check(s)
    return s


def act(s: dk.KState, seat: int, kind: str, *args) -> list:
    """Apply a legal action; return the events."""
    action = Action(kind, tuple(args))
    assert action in RULES.legal_actions(s, seat), f"{action} not legal: {RULES.legal_actions(s, seat)[:20]}"
    events = RULES.decide(s, seat, action, random.Random(0))
    for e in events:
        RULES.evolve(s, e)
    RULES.check(s)
    return events


def refused(s: dk.KState, seat: int, kind: str, *args) -> str:
    """The reason an action is refused (and that it is not listed)."""
    action = Action(kind, tuple(args))
    assert action not in RULES.legal_actions(s, seat)
    with pytest.raises(IllegalAction) as info:
        RULES.decide(s, seat, action, random.Random(0))
    return info.value.reason_key


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def first(events, kind: str):
    return next(e for e in events if e.kind == kind)
