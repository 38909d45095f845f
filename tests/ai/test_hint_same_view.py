"""The hint sees only the asking human's view: two states with the same view (the second
dealt by the game's own ``resample``) give the same hint, and every hint is a legal move with
a reason worded in every language."""
from __future__ import annotations

import json
import random

import pytest

from dogtable import i18n
from dogtable.ai.agent import Budget
from dogtable.ai.hint import Adviser, explain, hint_for
from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session

BUDGET = Budget(iterations=24)


def _positions(game_id: str, seed: int, count: int, seats: int = 2):
    """Positions along a random game where seat 0 has a real choice."""
    rules = get_game(game_id).rules()
    session = Session(rules, [Seat(f"P{i}", "human") for i in range(seats)],
                      {"first_player": 0}, seed)
    rng = random.Random(seed)
    found = []
    steps = 0
    while not session.is_over() and len(found) < count and steps < 600:
        steps += 1
        movers = session.to_act()
        if not movers:
            legal = session.rules.legal_actions(session.state, None)
            session.act(None, rng.choice(legal))
            continue
        seat = movers[0]
        legal = session.legal_actions(seat)
        if seat == 0 and len(legal) > 1 and rng.random() < 0.35:
            found.append(rules.clone(session.state))
        session.act(seat, rng.choice(legal))
    return rules, found


@pytest.mark.parametrize("game_id", game_ids())
def test_hint_is_the_same_for_two_states_with_the_same_view(game_id):
    rules, positions = _positions(game_id, seed=11, count=3)
    assert positions, "the random game gave seat 0 no choice to make"
    differed = 0
    for n, state in enumerate(positions):
        view = rules.view(state, 0)
        other = rules.resample(view, 0, random.Random(100 + n))
        assert rules.view(other, 0) == view   # the premise: the human sees the same table
        if json.dumps(rules.state_to_json(other), sort_keys=True, default=str) != \
                json.dumps(rules.state_to_json(state), sort_keys=True, default=str):
            differed += 1
        first = hint_for(rules, state, 0, seed=5, budget=BUDGET)
        second = hint_for(rules, other, 0, seed=5, budget=BUDGET)
        assert first is not None
        assert first == second
        assert first.action in rules.legal_actions(state, 0)
    assert differed, "resample dealt the very same hidden cards every time: the test proves nothing"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_hint_reason_is_worded_in_every_language(game_id):
    rules, positions = _positions(game_id, seed=3, count=4)
    for state in positions:
        hint = hint_for(rules, state, 0, seed=1, budget=BUDGET)
        for lang in ("en", "es", "pt"):
            assert i18n.has(hint.reason_key, lang), (hint.reason_key, lang)


def test_no_hint_for_a_seat_that_is_not_to_act():
    rules, positions = _positions("dogs_alone", seed=4, count=1)
    state = positions[0]
    assert hint_for(rules, state, 1, seed=0, budget=BUDGET) is None


def test_an_agent_may_word_its_own_reason_and_a_broken_one_falls_back():
    class Talks:
        def explain(self, view, action):
            return ("learn.why.dogs_alone.finish", {"x": 1})

    class Breaks:
        def explain(self, view, action):
            raise RuntimeError("no words")

    action = Action("draw_deck")
    assert explain("dogs_alone", Talks(), {}, action) == ("learn.why.dogs_alone.finish", {"x": 1})
    assert explain("dogs_alone", Breaks(), {}, action) == ("learn.why.dogs_alone.draw_deck", {})


def test_the_adviser_answers_only_legal_moves():
    class Wrong:
        def choose(self, view, legal, resample, budget):
            return Action("nonsense")

    adviser = Adviser("dogs_alone", 0)
    adviser.inner = Wrong()
    legal = [Action("draw_deck"), Action("finish")]
    assert adviser.choose({}, legal, None, BUDGET) == legal[0]
