"""The hard player's playouts apply an action with one copy of the state fewer than
``ai.apply`` (``ai_playout.apply``: the engine's own scratch copy is the result), and judge
with a table-driven copy of medium's value (``CachingJudge.value``).  Both must be the rules'
and medium's own: the same position after every action of whole games, the same refusal of
an action the rules refuse, the same value to the last bit."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dog_lover import ai, ai_levels, ai_playout
from dogtable.games.dog_lover.ai_judge_cache import CachingJudge

from dl_positions import RULES


def _positions(n: int, seed: int):
    """Every position of a game between medium players."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    agents = [ai_levels.make_agent("medium", i) for i in range(n)]
    out = [RULES.clone(state)]
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        action = ask(RULES, state, seat, agents[seat], Budget(iterations=1), seed)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
        out.append(RULES.clone(state))
    return out


def _refusal(play, state, seat, action):
    try:
        play(state, seat, action)
    except IllegalAction as why:
        return why.reason_key, why.params
    return None


@pytest.mark.parametrize("n, seed", [(2, 11), (4, 12)])
def test_the_playouts_apply_is_the_engines_on_every_action_of_a_game(n, seed):
    for state in _positions(n, seed)[::2]:
        movers = RULES.to_act(state)
        if not movers:
            continue
        seat = movers[0]
        before = state.to_json()
        legal = RULES.legal_actions(state, seat)
        for action in legal:
            fast, slow = ai_playout.apply(state, seat, action), ai.apply(state, seat, action)
            assert fast.to_json() == slow.to_json()
            assert state.to_json() == before          # the position itself is left as it was
        in_place = RULES.clone(state)
        ai_playout.apply_in_place(in_place, seat, legal[-1])
        assert in_place.to_json() == ai.apply(state, seat, legal[-1]).to_json()
        # refusals: the same reason as the engine's, in the same order of checks
        other = (seat + 1) % n
        wrong = [Action("end_turn"), Action("retrieve", (0, 0, 0)), Action("tuck", (99_999, 1)),
                 Action("no_such_kind"), Action("gain", (1, 2, 3, 4))]
        for action in wrong:
            assert _refusal(ai_playout.apply, state, seat, action) == \
                _refusal(ai.apply, state, seat, action)
            assert _refusal(ai_playout.apply, state, other, action) == \
                _refusal(ai.apply, state, other, action)


@pytest.mark.parametrize("n, seed", [(2, 21), (4, 22)])
def test_the_caching_judge_is_medium_s_value_to_the_last_bit(n, seed):
    plain, cached = ai.Judge(), CachingJudge()
    for state in _positions(n, seed)[::3]:
        before = state.to_json()
        for seat in range(n):
            for turns in (0.0, 0.5, 1.0, 3.0, 7.5, 12.0):
                assert cached.value(state, seat, turns) == plain.value(state, seat, turns)
        assert state.to_json() == before   # the hoped-for food is put back


@pytest.mark.parametrize("n, seed", [(2, 31), (3, 32), (4, 33)])
def test_a_tuck_tried_in_place_is_valued_as_the_tuck_played(n, seed):
    """``tucked_value`` makes the tuck in place and undoes it: the value of the tuck played by
    the engine, and the position left exactly as it was."""
    judge, tried = CachingJudge(), 0
    for state in _positions(n, seed):
        if state.phase != ai.TURN:
            continue
        seat = state.current
        before = state.to_json()
        for move in ai_playout.settle_moves(state, seat):
            card, dog = move.args if move.kind == "tuck" else (None, None)
            if card is None or card in state.pending:
                continue   # settle tries in place only tucks from the hand or the Fetch
            for turns in (0.0, 2.0, 6.0):
                played = judge.value(ai.apply(state, seat, move), seat, turns)
                assert ai_playout.tucked_value(state, seat, card, dog, judge, turns) == played
            assert state.to_json() == before
            tried += 1
    assert tried > 20
