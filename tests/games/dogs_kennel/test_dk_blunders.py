"""DOGS: moves a person would laugh at, which hard must not make (issue 22).

Positions are built by hand from a real two-player start (``dk_positions``); hard plays with
the app's 32 playouts."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Action, Seat, replay
from dogtable.games.dogs_kennel import ai, ai_levels
from dogtable.games.dogs_kennel import rules as dk
from dogtable.games.dogs_kennel.city_map import CENTER, CITY_SPACES, COUNTRY_SPACES

from dk_positions import (
    BULLDOG, GOLDEN, LABRADOR, PASTOR, POODLE, ROTTWEILER, RULES, clear_board, dog, game, in_pen,
    on_board, sick, turn,
)

BUDGET = Budget(think_ms=1000.0, iterations=32)


def play_until(s, levels, done, seed: int = 1):
    """Play from ``s`` (a copy) with agents of ``levels`` until ``done(state)``; returns the
    state and seat 0's actions."""
    s = s.clone()
    agents = [ai_levels.make_agent(level, seed + i) for i, level in enumerate(levels)]
    mine = []
    for _ in range(400):
        if done(s) or RULES.is_over(s):
            break
        seat = RULES.to_act(s)[0]
        action = ask(RULES, s, seat, agents[seat], BUDGET, 0)
        if seat == 0:
            mine.append(action)
        for event in RULES.decide(s, seat, action, random.Random(0)):
            RULES.evolve(s, event)
    return s, mine


def _behind_and_last_to_move():
    """Round 5, seat 1 stayed home, so staying home too ends the game; seat 0 is 6 to 8
    points behind, and the only dogs left on the board are two sick ones."""
    s = game(2)
    s.round, s.first = 5, 1
    s.status = [dk.OUT, dk.STAYED]
    s.pos = [CENTER, dk.HOME_POS]
    in_pen(s, 0, 0, *[dog(ROTTWEILER, k) for k in range(4)])
    in_pen(s, 0, 1, *[dog(LABRADOR, k) for k in range(4)])
    s.built[1] = 3
    in_pen(s, 1, 0, *[dog(BULLDOG, k) for k in range(4)])
    in_pen(s, 1, 1, *[dog(POODLE, k) for k in range(4)])
    in_pen(s, 1, 2, dog(GOLDEN, 0), dog(GOLDEN, 1))
    clear_board(s)
    on_board(s, CITY_SPACES[0], sick(ROTTWEILER, 0))
    on_board(s, COUNTRY_SPACES[0], sick(LABRADOR, 0))
    return turn(s, dk.MOVE, 0)


def test_staying_home_here_would_end_the_game_behind():
    s = _behind_and_last_to_move()
    assert ai.margin(s, 0) < -5
    stayed = ai.apply(s, 0, Action("stay_home", ()))
    assert stayed.last_round
    # medium (the yardstick) stays: no dog on the board adds to its kennel
    assert ask(RULES, s, 0, ai_levels.make_agent("medium", 1), BUDGET, 0).kind == "stay_home"


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_does_not_end_the_game_by_staying_home_while_behind(seed):
    s = _behind_and_last_to_move()
    action = ask(RULES, s, 0, ai_levels.make_agent("hard", seed), BUDGET, 0)
    assert action.kind == "move"


def _out_of_fuel(money: int):
    """Round 3's fuel purchase: seat 0's garage is empty and it holds ``money`` coins."""
    s = game(2)
    s.round, s.first = 3, 0
    in_pen(s, 0, 0, dog(ROTTWEILER, 0), dog(ROTTWEILER, 1))
    in_pen(s, 0, 1, dog(LABRADOR, 0), dog(LABRADOR, 1))
    in_pen(s, 1, 0, dog(BULLDOG, 0), dog(BULLDOG, 1), dog(BULLDOG, 2))
    in_pen(s, 1, 1, dog(PASTOR, 0), dog(PASTOR, 1))
    s.res[0] = [0, money, 2, 0]
    s.res[1] = [6, 2, 2, 1]
    s.status = [dk.OUT, dk.OUT]
    s.pos = [CENTER, CENTER]
    return turn(s, dk.FUEL_PHASE, 0)


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_buys_fuel_rather_than_sit_at_home_a_whole_round(seed):
    s = _out_of_fuel(money=1)
    after, mine = play_until(s, ("hard", "medium"), lambda x: x.phase not in (dk.FUEL_PHASE, dk.MOVE),
                             seed)
    assert mine[0].kind == "buy_fuel"
    assert any(a.kind == "move" for a in mine)


def _hungry_pens(money: int, fuel: int):
    """Round 4's meeples: seat 0 has three pens of dogs and no food."""
    s = game(2)
    s.round = 4
    s.status = [dk.HOME, dk.HOME]
    s.pos = [dk.HOME_POS, dk.HOME_POS]
    s.built[0] = 3
    in_pen(s, 0, 0, dog(ROTTWEILER, 0), dog(ROTTWEILER, 1), dog(ROTTWEILER, 2))
    in_pen(s, 0, 1, dog(LABRADOR, 0), dog(LABRADOR, 1))
    in_pen(s, 0, 2, dog(POODLE, 0), dog(POODLE, 1))
    in_pen(s, 1, 0, dog(BULLDOG, 0), dog(BULLDOG, 1))
    in_pen(s, 1, 1, dog(PASTOR, 0), dog(PASTOR, 1))
    s.res[0] = [fuel, money, 0, 0]
    s.res[1] = [3, 3, 2, 1]
    s.occupants = [[] for _ in dk.BOXES]
    s.placed = [0, 0]
    return turn(s, dk.PLACE, 0)


@pytest.mark.parametrize("money,fuel", [(3, 0), (1, 3), (2, 1)])
def test_hard_buys_the_food_its_pens_need(money, fuel):
    s = _hungry_pens(money, fuel)
    after, mine = play_until(s, ("hard", "medium"), lambda x: x.round != 4)
    assert after.round == 5   # the round was played to its end, feeding included
    assert all(a.kind != "starve" for a in mine)
    assert after.infirmary[0] == []   # no dog fell ill for want of food


@pytest.mark.parametrize("seed", [11, 12])
def test_hard_goes_out_in_most_rounds_and_keeps_its_helper(seed):
    # a whole two-player game against medium: the truck leaves home in most of the rounds in
    # which it may (staying home is legal only for a truck that has not left yet)
    rng = random.Random(seed)
    levels = ("hard", "medium") if seed % 2 == 0 else ("medium", "hard")
    hard = levels.index("hard")
    s = replay(RULES, RULES.start([Seat(f"p{i}", lvl) for i, lvl in enumerate(levels)], {}, rng))
    agents = [ai_levels.make_agent(lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    went, stayed = 0, 0
    while not RULES.is_over(s):
        seat = RULES.to_act(s)[0]
        action = ask(RULES, s, seat, agents[seat], BUDGET, seed)
        if seat == hard and Action("stay_home", ()) in RULES.legal_actions(s, seat):
            stayed += action.kind == "stay_home"
            went += action.kind in ("move", "take_dog")
        for event in RULES.decide(s, seat, action, rng):
            RULES.evolve(s, event)
    assert went > stayed
    assert s.helper[hard]
