"""Building Dogs Alone positions directly, and small helpers to act on them in tests.

``position(...)`` places the cards a test cares about and puts every other component
somewhere legal (the rest of the dogs in the deck, the rest of the messes in the mess deck),
then checks that every component is in exactly one place.
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

import pytest

from dogtable.core.events import Event
from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dogs_alone import rules as da
from dogtable.games.dogs_alone.cards import (
    DOG_COUNT, MARIO_HUGO, MESS_IDS, TWO_PLAYER_REMOVED, WILD_MESSES,
)

RULES = da.DogsAloneRules()
RED, YELLOW, GREEN, BLUE, WILD = 0, 1, 2, 3, 4


def dog(colour: int, kind: int, copy: int = 0) -> int:
    """Card id of copy ``copy`` (0..3) of dog ``kind`` (0..3) of ``colour``."""
    assert 0 <= colour < 4 and 0 <= kind < 4 and 0 <= copy < 4
    return colour * 16 + kind * 4 + copy


def four_mess(colour: int, i: int = 0) -> int:
    """One of the two messes of ``colour`` paid with 4 dogs of the colour (5 points)."""
    return colour * 7 + i


def three_mess(colour: int, i: int = 0) -> int:
    """One of the three messes of ``colour`` paid with 3 dogs of the colour (3 points)."""
    return colour * 7 + 2 + i


def pair_mess(colour: int, i: int = 0) -> int:
    """One of the two messes of ``colour`` paid with 2 identical dogs (1 point)."""
    return colour * 7 + 5 + i


def wild_mess(i: int = 0) -> int:
    return WILD_MESSES[i]


def _per_seat(value, n: int) -> list[list[int]]:
    if value is None:
        return [[] for _ in range(n)]
    value = [list(v) for v in value]
    assert len(value) == n, "give one list per seat"
    return value


def position(n: int = 3, current: int = 0, *, hands=None, pools=None,
             supply: Sequence[int | None] | None = None, deck_top: Sequence[int] = (),
             discard: Sequence[int] = (), rest_to: str = "deck",
             messes=None, cleaned=None, mess_supply: Sequence[int | None] | None = None,
             mess_deck_top: Sequence[int] = (), mario: Sequence[int] = (),
             removed: Sequence[int] | None = None, phase: str = da.START,
             turn: int = 1) -> da.DAState:
    """A consistent DAState.  Piles are given top card first (``deck_top``,
    ``mess_deck_top``); ``cleaned`` messes are added to the seat's messes if not listed there.
    Dogs not placed go to the deck bottom (``rest_to="deck"``) or the discard pile
    (``rest_to="discard"``, leaving the deck as ``deck_top``)."""
    s = da.DAState()
    s.n, s.current, s.first, s.turn, s.phase = n, current, 0, turn, phase
    s.hands = _per_seat(hands, n)
    s.pools = _per_seat(pools, n)
    s.cleaned = _per_seat(cleaned, n)
    s.messes = _per_seat(messes, n)
    for seat in range(n):
        s.messes[seat] += [m for m in s.cleaned[seat] if m not in s.messes[seat]]

    placed = [c for h in s.hands for c in h] + [c for p in s.pools for c in p] + \
        list(deck_top) + list(discard) + [c for c in (supply or []) if c is not None]
    assert len(placed) == len(set(placed)), f"a dog is placed twice: {sorted(placed)}"
    free = [c for c in range(DOG_COUNT) if c not in placed]
    if supply is None:  # five free dogs, never three of a colour (no accidental supply change)
        supply = []
        for colour in (RED, YELLOW, GREEN, BLUE, RED):
            card = next(c for c in free if c // 16 == colour and c not in supply)
            supply.append(card)
        free = [c for c in free if c not in supply]
    s.dog_supply = list(supply)
    s.discard = list(discard)
    if rest_to == "deck":
        top_first = list(deck_top) + free
    else:
        top_first = list(deck_top)
        s.discard += free
    s.dog_deck = list(reversed(top_first))

    s.removed = list(TWO_PLAYER_REMOVED if removed is None and n == 2 else removed or [])
    s.mario = list(mario)
    placed = s.removed + s.mario + list(mess_deck_top) + [m for ms in s.messes for m in ms] + \
        [m for m in (mess_supply or []) if m is not None]
    assert len(placed) == len(set(placed)), f"a mess is placed twice: {sorted(placed)}"
    used = set(s.removed) | set(s.mario) | set(mess_deck_top) | {m for ms in s.messes for m in ms}
    plain_free = [m for m in MESS_IDS if m not in used]
    if mess_supply is None:
        mess_supply = plain_free[:4]
    s.mess_supply = list(mess_supply)
    used |= {m for m in mess_supply if m is not None}
    rest = [m for m in MESS_IDS if m not in used]
    marios_left = [m for m in MARIO_HUGO if m not in used]
    mess_top_first = list(mess_deck_top) + rest + marios_left
    s.mess_deck = list(reversed(mess_top_first))
    s.mess_total = 35 - len(s.removed)
    s.mess_drawn = s.mess_total - len(s.mess_deck)
    s.mess_discard = []
    s.wild = [{} for _ in range(n)]
    s.wild_revealed = False
    da._reset_turn(s)
    s.phase = phase
    RULES.check(s)
    return s


def started(n: int, seed: int = 0, first: int | None = None) -> da.DAState:
    """The opening position of a seeded game."""
    options = {} if first is None else {"first_player": first}
    seats = [Seat(f"P{i}") for i in range(n)]
    return replay(RULES, RULES.start(seats, options, random.Random(seed)))


def act(state: da.DAState, seat: int, kind: str, *args, seed: int = 0) -> list[Event]:
    """Decide and fold one action (raises IllegalAction if refused)."""
    events = RULES.decide(state, seat, Action(kind, tuple(args)), random.Random(seed))
    for event in events:
        RULES.evolve(state, event)
    RULES.check(state)
    return events


def acts(state: da.DAState, seat: int, *actions: tuple) -> list[Event]:
    out: list[Event] = []
    for kind, *args in actions:
        out += act(state, seat, kind, *args)
    return out


def refused(state: da.DAState, seat: int, kind: str, *args) -> str:
    """The reason key of a refused action; the state must be left exactly as it was, and a
    refused action must never be among the legal ones."""
    before = RULES.state_to_json(state)
    action = Action(kind, tuple(args))
    with pytest.raises(IllegalAction) as info:
        RULES.decide(state, seat, action, random.Random(0))
    assert RULES.state_to_json(state) == before, "a refused action changed the state"
    assert action not in RULES.legal_actions(state, seat), f"{action} is listed but refused"
    key = info.value.reason_key
    assert isinstance(key, str) and (key.startswith("dogs_alone.error.") or key.startswith("error."))
    return key


def legal(state: da.DAState, seat: int | None = None) -> list[Action]:
    return RULES.legal_actions(state, state.current if seat is None else seat)


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def only(events: Iterable[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def to_mess_phase(state: da.DAState, seat: int | None = None) -> list[Event]:
    """Take the free draw from the deck so that the turn reaches its mess step."""
    seat = state.current if seat is None else seat
    return act(state, seat, "draw_deck")
