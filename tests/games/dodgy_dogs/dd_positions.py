"""Building Dodgy Dogs positions directly, and small helpers to act on them in tests.

``position(...)`` places the cards a test cares about and puts every other card somewhere
legal (the bottom of the stockpile, or the discard pile), then checks that every card is in
exactly one place.  Piles are given as the tests read them: ``stock_top`` top card first,
``discard`` bottom card first (its last card is the top of the discard pile).
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.ai.reaction import settle
from dogtable.core.events import Event
from dogtable.core.rules import Action, IllegalAction, Seat, referee_of, replay
from dogtable.games.dodgy_dogs import ai_levels
from dogtable.games.dodgy_dogs import rules as dd
from dogtable.games.dodgy_dogs.cards import PACK, deck_for

RULES = dd.DodgyDogsRules()

BARKING, CHASING, FIGHTING, DIGGING, BEGGING, CHEWING = range(6)
SMALL, MEDIUM, LARGE, MASSIVE = range(4)
LEFT, RIGHT = dd.LEFT, dd.RIGHT


def dog(behaviour: int, size: int, copy: int = 0, pack: int = 0) -> int:
    """Card id of copy ``copy`` (0, 1) of the dodgy dog of ``behaviour`` and ``size``."""
    assert 0 <= behaviour < 6 and 0 <= size < 4 and copy in (0, 1) and pack in (0, 1)
    return pack * PACK + behaviour * 8 + size * 2 + copy


def leader(size: int, pack: int = 0) -> int:
    return pack * PACK + 48 + size


def whisperer(i: int = 0, pack: int = 0) -> int:
    return pack * PACK + 52 + i


def wild(i: int = 0, pack: int = 0) -> int:
    return pack * PACK + 54 + i


def pickup2(i: int = 0, pack: int = 0) -> int:
    return pack * PACK + 56 + i


def pickup4(pack: int = 0) -> int:
    return pack * PACK + 59


def cat(pack: int = 0) -> int:
    return pack * PACK + 60


def _per_seat(value, n: int) -> list[list[int]]:
    if value is None:
        return [[] for _ in range(n)]
    value = [list(v) for v in value]
    assert len(value) == n, "give one list per seat"
    return value


def position(n: int = 3, current: int = 0, *, hands=None, discard: Sequence[int] | None = None,
             stock_top: Sequence[int] = (), rest_to: str = "stock", cats=None,
             phase: str = dd.PLAY, dealer: int | None = None, round_no: int = 1,
             scores: Sequence[Sequence[int]] = (), winners: Sequence[int | None] | None = None,
             pickup: int = 0, draws: int = 0, idle: int = 0, whisper: int | None = None,
             whisperer_seat: int | None = None, revealed: bool = False,
             wrong: Sequence[int] = ()) -> dd.DDState:
    """A consistent DDState.  Cards not placed go to the stockpile under ``stock_top``
    (``rest_to="stock"``) or under the discard pile (``rest_to="discard"``, leaving the
    stockpile exactly ``stock_top``).  ``discard`` defaults to one dodgy dog nobody holds."""
    s = dd.DDState()
    s.n = n
    s.round = round_no
    s.dealer = (current - 1) % n if dealer is None else dealer
    s.current = current
    s.hands = _per_seat(hands, n)
    s.cats = _per_seat(cats, n)
    placed = [c for h in s.hands for c in h] + [c for p in s.cats for c in p] + \
        list(stock_top) + list(discard or [])
    assert len(placed) == len(set(placed)), f"a card is placed twice: {sorted(placed)}"
    deck = deck_for(n)
    assert set(placed) <= set(deck), "a card id that is not in this game's deck"
    free = [c for c in deck if c not in placed]
    if discard is None:
        discard = [next(c for c in free if c % PACK < 48)]
        free.remove(discard[0])
    if rest_to == "stock":
        s.discard = list(discard)
        top_first = list(stock_top) + free
    else:
        assert rest_to == "discard"
        s.discard = free + list(discard)
        top_first = list(stock_top)
    s.stock = list(reversed(top_first))
    s.scores = [list(r) for r in scores]
    s.winners = list(winners) if winners is not None else [0] * len(s.scores)
    s.phase = phase
    s.pickup = pickup
    s.draws = draws
    s.idle = idle
    s.whisper = whisper
    s.whisperer = whisperer_seat
    s.revealed = revealed
    s.wrong = list(wrong)
    s.cat_by, s.slappers = None, []
    RULES.check(s)
    return s


def started(n: int, seed: int = 0, first: int | None = None) -> dd.DDState:
    """The opening position of a seeded game."""
    return replay(RULES, opening(n, seed, first))


def opening(n: int, seed: int = 0, first: int | None = None) -> list[Event]:
    options = {} if first is None else {"first_player": first}
    return RULES.start([Seat(f"P{i}") for i in range(n)], options, random.Random(seed))


def act(state: dd.DDState, seat: int | None, kind: str, *args, seed: int = 0) -> list[Event]:
    """Decide and fold one action (raises IllegalAction if refused); seat None is the referee."""
    events = RULES.decide(state, seat, Action(kind, tuple(args)), random.Random(seed))
    for event in events:
        RULES.evolve(state, event)
    RULES.check(state)
    return events


def refused(state: dd.DDState, seat: int | None, kind: str, *args) -> str:
    """The reason key of a refused action; the state must be left exactly as it was, and a
    refused action must never be among the legal ones."""
    before = RULES.state_to_json(state)
    action = Action(kind, tuple(args))
    with pytest.raises(IllegalAction) as info:
        RULES.decide(state, seat, action, random.Random(0))
    assert RULES.state_to_json(state) == before, "a refused action changed the state"
    assert action not in RULES.legal_actions(state, seat), f"{action} is listed but refused"
    key = info.value.reason_key
    assert isinstance(key, str) and (key.startswith("dodgy_dogs.error.") or key.startswith("error."))
    return key


def legal(state: dd.DDState, seat: int | None = -2) -> list[Action]:
    """The legal actions of ``seat`` (default: the seat to act)."""
    return RULES.legal_actions(state, state.current if seat == -2 else seat)


def plays(state: dd.DDState, seat: int | None = -2) -> set[Action]:
    return set(legal(state, seat))


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def only(events: Iterable[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def A(kind: str, *args) -> Action:
    return Action(kind, tuple(args))


def random_playout(state: dd.DDState, rng: random.Random, until=None, limit: int = 20_000):
    """Play random legal moves (the referee settles cat races at random) until the game ends
    or ``until(state)`` holds; returns the list of (seat, action, events)."""
    steps = []
    for _ in range(limit):
        if RULES.is_over(state) or (until is not None and until(state)):
            return steps
        movers = RULES.to_act(state)
        seat = rng.choice(movers) if movers else None
        action = rng.choice(RULES.legal_actions(state, seat))
        events = RULES.decide(state, seat, action, rng)
        for event in events:
            RULES.evolve(state, event)
        steps.append((seat, action, events))
    raise AssertionError("the random game did not end")


def medium_game(n: int, seed: int, budget: Budget, ask_seed: int):
    """Walk a game of ``n`` mediums dealt from ``seed``, yielding ``(state, seat)`` before each
    seat's decision (cat races are settled as the sim does).  The state is the live one: copy
    it to keep it.  The budget and ask seed are the caller's, since they decide the game."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    agents = [ai_levels.make_agent("medium", i) for i in range(n)]
    while not RULES.is_over(state):
        movers = RULES.to_act(state)
        if not movers:
            action, seat = settle(referee_of(RULES, state), ["medium"] * n, rng), None
        else:
            seat = movers[0]
            yield state, seat
            action = ask(RULES, state, seat, agents[seat], budget, ask_seed)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
