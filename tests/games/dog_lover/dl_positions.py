"""Building Dog Lover positions directly, and small helpers to act on them in tests.

``position(...)`` places what a test cares about and puts every other component somewhere
legal (game cards in the deck, rescued dogs in the shelter deck, Dog Tricks in the tricks
deck, starting tricks and cards of other player counts in the box), then checks that every
component is in exactly one place.  ``deck_top`` lists the next cards to be drawn, top first.
"""
from __future__ import annotations

import random
from typing import Iterable

import pytest

from dogtable.core.events import Event
from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover import rules as dl

RULES = dl.DogLoverRules()

DOG_NAMES = ("Taco", "Pepper", "Biscuit", "Pixie", "Noodle", "Button", "Ziggy", "Mochi", "Joey",
             "Annabelle", "Rusty", "Luna", "Bingo", "Daisy", "Waffles", "Bruno", "Duke", "Moose",
             "Goliath", "Hazel", "Tank", "Willow")
RESCUE_NAMES = ("Al", "Bailey", "Bear", "Mario Andre Eddie", "Precious", "50 Scent", "Dexter",
                "Droolious Caesar", "George", "Laddie", "Ichabod", "Miss Penelope", "Muggles",
                "Nutmeg", "Tripod")
TRAIT_NAMES = ("Best Friend", "Dirt Monster", "Escape Artist", "Food Thief", "Jitterbug",
               "Landlord", "Rule Breaker", "Teacher's Pet", "Tour Guide", "Show Off", "Lap Dog",
               "Picky Eater")
DOG_TRICK_NAMES = ("Sit", "Stay", "Down", "Heel", "Speak", "Jump", "High Five", "Play Dead",
                   "Roll Over", "Beg", "Come")
FRISBEE, CHEW_TOY, LEASH, DOG_HOUSE, SQUEAKY_BALL = range(5)
SCRAPS, DRY, CANNED, WILD = range(4)
FETCH, END_GAME = C.FETCH_CARD, C.END_GAME_CARD


def dog(name: str) -> int:
    return DOG_NAMES.index(name)


def rescued(name: str) -> int:
    return C.RESCUE_BASE + RESCUE_NAMES.index(name)


def trait(name: str) -> int:
    return 108 + TRAIT_NAMES.index(name)


def trick(name: str) -> int:
    return C.DOG_TRICKS[DOG_TRICK_NAMES.index(name)]


def starting(i: int = 0) -> int:
    return C.STARTING_TRICKS[i]


def thing(kind_: int, copy: int = 0) -> int:
    return 93 + 3 * kind_ + copy


def food(colour: int, count: int = 1, nth: int = 0) -> int:
    ids = [22 + i for i, (col, cnt, _) in enumerate(C.FOOD_CARDS) if col == colour and cnt == count]
    return ids[nth]


def _plain(first: int, nth: int) -> int:
    return first + nth


def adoption(nth: int = 0) -> int:
    return _plain(52, nth)


def walk(nth: int = 0) -> int:
    return _plain(62, nth)


def training(nth: int = 0) -> int:
    return _plain(70, nth)


def bone(nth: int = 0) -> int:
    return _plain(84, nth)


def _per_seat(value, n: int, empty) -> list:
    """One entry per seat; tests may give fewer (the rest get ``empty``)."""
    value = [list(v) for v in value] if value else []
    assert len(value) <= n, "more seats than players"
    return value + [list(empty) for _ in range(n - len(value))]


def position(n: int = 4, current: int = 0, *, first: int = 0, phase: str = dl.TURN,
             grid=None, watchdog: int | None = None, hands=None, dogs=None, attached=None,
             tucked=None, tricks=None, special=(), cubes=None, pending=(), fetch_holder="last",
             retrieved: bool = False, fetch_used: bool = False, trick_display=None,
             shelter=None, deck_top=(), discard=(), end_game_in: int | None = 30,
             last_round: bool = False, round_no: int = 1, penalty=None) -> dl.DLState:
    """A consistent DLState.  ``grid`` (9 entries, None = empty) defaults to the first free
    cards that are not dogs; hands/dogs/tricks/cubes are one list per seat."""
    s = dl.DLState()
    s.n, s.first, s.current, s.phase, s.round = n, first, current, phase, round_no
    s.sides_mode = "standard"
    s.sides_chosen = n
    s.hands = _per_seat(hands, n, [])
    s.dogs = _per_seat(dogs, n, [])
    s.attached = dict(attached or {})
    s.tucked = {d: list(v) for d, v in (tucked or {}).items()}
    s.tricks = [list(t) for t in tricks] if tricks else [[starting(i)] for i in range(n)]
    s.special = sorted(special)
    s.cubes = _per_seat(cubes, n, [0, 0, 0, 0])
    s.supply = [C.CUBES_IN_BOX[col] - sum(c[col] for c in s.cubes) for col in range(4)]
    s.pending = list(pending)
    s.fetch_holder = (first - 1) % n if fetch_holder == "last" else fetch_holder
    s.retrieved, s.fetch_used = retrieved, fetch_used
    s.last_round = last_round
    s.penalty = dict(penalty) if penalty else None
    s.watchdog = watchdog
    s.discard = list(discard)
    in_play = set(C.game_cards_for(n))

    placed = [c for h in s.hands for c in h] + [c for d in s.dogs for c in d] + \
        list(s.attached.values()) + [c for v in s.tucked.values() for c in v] + \
        list(s.pending) + list(deck_top) + list(s.discard) + \
        [c for c in (grid or []) if c is not None]
    if s.fetch_holder is not None:
        placed.append(FETCH)
    assert len(placed) == len(set(placed)), f"a card is placed twice: {sorted(placed)}"
    stray = [c for c in placed if c < 120 and c not in in_play]
    assert not stray, f"cards {stray} do not play with {n} players"
    free = [c for c in sorted(in_play) if c not in placed]
    if grid is None:
        grid = [c for c in free if C.kind(c) != C.DOG][:9]
    s.grid = list(grid) + [None] * (9 - len(grid))
    used = set(placed) | {c for c in s.grid if c is not None}
    rest = [c for c in sorted(in_play) if c not in used]
    top_first = list(deck_top) + rest
    if END_GAME not in used and not last_round:
        top_first.insert(min(end_game_in, len(top_first)), END_GAME)
    elif END_GAME not in used:
        s.discard.append(END_GAME)
    s.deck = top_first[::-1]
    owned = {t for ts in s.tricks for t in ts}
    s.trick_display = list(trick_display) if trick_display is not None else \
        [t for t in C.DOG_TRICKS if t not in owned][:3]
    s.trick_deck = [t for t in C.DOG_TRICKS if t not in owned and t not in s.trick_display
                    and t not in s.discard][::-1]
    have = {d for ds in s.dogs for d in ds} | set(s.discard)
    all_rescues = list(range(C.RESCUE_BASE, C.RESCUE_BASE + 15))
    s.shelter = list(shelter) if shelter is not None else [r for r in all_rescues if r not in have][:3]
    s.shelter_deck = [r for r in all_rescues if r not in have and r not in s.shelter][::-1]
    s.box = sorted(set(range(120)) - in_play) + \
        [t for t in C.STARTING_TRICKS if t not in owned and t not in s.discard]
    if s.fetch_holder is None and FETCH not in s.grid and FETCH not in s.discard and \
            not any(FETCH in v for v in s.tucked.values()):
        s.discard.append(FETCH)
    RULES.check(s)
    return s


def started(n: int, seed: int = 0, **options) -> dl.DLState:
    return replay(RULES, opening(n, seed, **options))


def opening(n: int, seed: int = 0, **options) -> list[Event]:
    return RULES.start([Seat(f"P{i}") for i in range(n)], options, random.Random(seed))


def act(state: dl.DLState, seat: int, kind: str, *args) -> list[Event]:
    """Decide and fold one action (raises IllegalAction if refused); it must be listed."""
    action = Action(kind, tuple(args))
    assert action in RULES.legal_actions(state, seat), f"{action} is not listed"
    events = RULES.decide(state, seat, action, random.Random(0))
    for event in events:
        RULES.evolve(state, event)
    RULES.check(state)
    return events


def refused(state: dl.DLState, seat: int, kind: str, *args) -> str:
    """The reason key of a refused action; the state is untouched and the action unlisted."""
    before = RULES.state_to_json(state)
    action = Action(kind, tuple(args))
    with pytest.raises(IllegalAction) as info:
        RULES.decide(state, seat, action, random.Random(0))
    assert RULES.state_to_json(state) == before, "a refused action changed the state"
    assert action not in RULES.legal_actions(state, seat), f"{action} is listed but refused"
    return info.value.reason_key


def legal(state: dl.DLState, seat: int | None = None) -> list[Action]:
    return RULES.legal_actions(state, state.current if seat is None else seat)


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def only(events: Iterable[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def A(kind: str, *args) -> Action:
    return Action(kind, tuple(args))


def retrieve_cells(state: dl.DLState, seat: int, trick_id: int, cells: set[int],
                   line: int | None = "any") -> Action:
    """The listed retrieve action of ``trick_id`` taking exactly ``cells`` (and sending the
    watch dog to ``line`` unless "any")."""
    shape = C.trick_shape(trick_id, trick_id in state.special)
    for p in C.placements(shape):
        if set(p.cells) == set(cells) and (line == "any" or p.line == line):
            return A("retrieve", trick_id, p.rotation, p.row, p.col)
    raise AssertionError(f"no placement of {trick_id} takes {sorted(cells)}")


def play_turn(state, level: str, seed: int, iterations: int = 64):
    """The seat to act plays its whole turn as ``level`` (a fixed search of ``iterations``
    playouts); the state after it and its actions."""
    from dogtable.ai.agent import Budget, ask
    from dogtable.games.dog_lover import ai_levels

    budget = Budget(think_ms=1000.0, iterations=iterations)
    state, seat, actions = state.clone(), state.current, []
    while not RULES.is_over(state) and RULES.to_act(state) == [seat]:
        action = ask(RULES, state, seat, ai_levels.make_agent(level, seed), budget, 0)
        actions.append(action)
        for event in RULES.decide(state, seat, action, random.Random(0)):
            RULES.evolve(state, event)
        if action.kind == "end_turn":
            break
        assert len(actions) < 30, "the turn does not end"
    return state, actions
