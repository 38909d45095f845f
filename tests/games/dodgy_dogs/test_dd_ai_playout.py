"""The hard player's lean playout round (ai_playout) plays the same rules as the engine: from
the same state and chance it reaches the same end, move for move, at every table size."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget
from dogtable.games.dodgy_dogs import ai, ai_hard, ai_playout
from dogtable.games.dodgy_dogs import rules as dd

from dd_positions import medium_game

RULES = dd.DodgyDogsRules()


def _worlds(n: int, seed: int, every: int):
    """States met in a medium game (every ``every``-th decision, and every whisper round), as
    the hard player's search meets them: resampled from the deciding seat's view."""
    out = []
    for k, (state, seat) in enumerate(medium_game(n, seed, Budget(), 0), start=1):
        if k % every == 0 or state.phase != dd.PLAY:
            out.append(RULES.resample(RULES.view(state, seat), seat, random.Random(k)))
    return out


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_the_lean_round_ends_as_the_engine_does(n):
    worlds = _worlds(n, seed=40 + n, every=4)
    phases = {w.phase for w in worlds}
    assert {dd.PLAY, dd.WHISPER, dd.RESPOND} <= phases or n == 2
    ended = 0
    for k, world in enumerate(worlds):
        lean, engine = RULES.clone(world), RULES.clone(world)
        ai_hard.playout(lean, random.Random(k), ai.MEDIUM, 400)
        ai_hard.engine_playout(engine, random.Random(k), ai.MEDIUM, 400)
        assert lean.scores == engine.scores[:len(lean.scores)]
        if len(lean.scores) > len(world.scores):
            ended += 1
        else:  # the cap was reached: the same position
            assert lean.hands == engine.hands and lean.discard == engine.discard
    assert ended >= len(worlds) * 0.9


def test_legal_moves_of_the_lean_round_are_the_engines():
    for n in (2, 5, 8):
        for world in _worlds(n, seed=70 + n, every=3):
            if world.phase == dd.SLAP:
                continue
            seat = world.current
            assert sorted(ai_playout.legal(world, seat)) == sorted(RULES.legal_actions(world, seat))


def test_public_counts_follow_the_piles():
    counts = ai_playout.PublicCounts(ai._CATEG, ai.NCAT)
    state = _worlds(3, seed=5, every=2)[10]
    state = RULES.clone(state)

    def fresh():
        out = [0] * ai.NCAT
        for c in state.discard + [c for p in state.cats for c in p]:
            out[ai._CATEG[c]] += 1
        return out

    assert counts.of(state) == fresh()
    state.discard.append(state.stock.pop())  # a card laid: counted incrementally
    assert counts.of(state) == fresh()
    state.cats[1].append(state.discard.pop())  # a cat taken: recounted
    state.discard.append(state.stock.pop())
    assert counts.of(state) == fresh()
    state.discard = state.discard[-1:]  # the stockpile renewed
    assert counts.of(state) == fresh()
