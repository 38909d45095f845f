"""The Dog Lover hard player's own pieces: the fast exact score, the memoizing judge, the quick
playout turn, the candidates and the search's determinism (tests/games/dog_lover/test_dl_ai.py
covers the levels as a whole)."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Seat, replay
from dogtable.games.dog_lover import ai, ai_hard, ai_levels, ai_playout
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.ai_fast_score import fast_score
from dogtable.games.dog_lover.ai_judge_cache import CachingJudge
from dogtable.games.dog_lover.scoring import score_seat

from dl_positions import RULES, dog, position, starting

ALL_DOGS = list(range(22)) + list(range(C.RESCUE_BASE, C.RESCUE_BASE + 15))
TUCKABLE = [c for c in range(C.ALL_IDS) if C.kind(c) in (C.WALK, C.TRAINING, C.THING, C.BONE,
                                                         C.ADOPTION, C.FOOD)]
IN_HAND = [c for c in range(C.ALL_IDS) if C.kind(c) in (C.THING, C.BONE, C.ADOPTION, C.TRAINING)]


def random_play_area(rng: random.Random):
    """One seat's play area with anything on it (every trait, every rescued dog's ability),
    as an object with the fields score_seat reads."""
    dogs = rng.sample(ALL_DOGS, rng.randrange(0, 10))
    attached, tucked = {}, {}
    traits = list(range(108, 120))
    rng.shuffle(traits)
    for d in dogs:
        fits = [t for t in traits if C.trait(t).size == C.dog_size(d)]
        if fits and rng.random() < 0.5:
            attached[d] = fits[0]
            traits.remove(fits[0])
        if rng.random() < 0.6:
            tucked[d] = rng.sample(TUCKABLE, rng.randrange(1, 4))
    return SimpleNamespace(
        dogs=[dogs], cubes=[[rng.randrange(6), rng.randrange(6), rng.randrange(5), rng.randrange(3)]],
        attached=attached, tucked=tucked, tricks=[[starting(0)] * rng.randrange(1, 4)],
        hands=[rng.sample(IN_HAND, rng.randrange(0, 8))])


def game_positions(n: int, seed: int, every: int = 3):
    """Positions of a game between medium players, every ``every``-th action."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    agents = [ai_levels.make_agent("medium", i) for i in range(n)]
    out = []
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        action = ask(RULES, state, seat, agents[seat], Budget(iterations=1), seed)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
        if len(out) < 10_000 and rng.random() < 1.0 / every:
            out.append(RULES.clone(state))
    return out


def searched_three_seat_position():
    """The first three-seat position (medium game, seed 5) from round 3 on where hard weighs
    at least three candidates: where a change to what a playout's end is worth shows."""
    for s in game_positions(3, seed=5, every=1):
        if (s.phase == "turn" and not s.retrieved and s.round >= 3
                and len(ai_hard.HardAgent(0).candidates(s, s.current,
                                                        RULES.legal_actions(s, s.current))) >= 3):
            return s
    raise AssertionError("no searched three-seat position")


def search_gains(state, **settings) -> dict:
    """Hard's gains per candidate at ``state`` with those settings (24 sampled worlds)."""
    me = state.current
    view, legal = RULES.view(state, me), RULES.legal_actions(state, me)
    agent = ai_hard.HardAgent(0, settings=ai_hard.HardSettings(**settings))
    agent.choose(view, legal, lambda rng: RULES.resample(view, me, rng), Budget(iterations=24))
    return agent.last_report.gains


# -- the fast score ----------------------------------------------------------------------------------

def test_fast_score_is_score_seat_s_total_and_fed_count_on_any_play_area():
    rng = random.Random(3)
    counting = with_trait = fed_some = 0
    for _ in range(3000):
        area = random_play_area(rng)
        real = score_seat(area, 0)
        assert fast_score(area, 0) == (real.total, len(real.fed))
        counting += any(C.kind(d) == C.RESCUE and C.rescue(d).ability in ("size", "rescued")
                        for d in area.dogs[0])
        with_trait += bool(area.attached)
        fed_some += bool(real.fed)
    # the sample reaches the special cases
    assert counting > 300 and with_trait > 1000 and fed_some > 1000


@pytest.mark.parametrize("n", [2, 4])
def test_fast_score_agrees_with_score_seat_over_a_whole_game(n):
    for state in game_positions(n, seed=40 + n):
        for seat in range(n):
            real = score_seat(state, seat)
            assert fast_score(state, seat) == (real.total, len(real.fed))


# -- the memoizing judge -----------------------------------------------------------------------------

def test_the_caching_judge_values_every_position_as_medium_s_judge():
    plain, cached = ai.Judge(), CachingJudge()
    positions = game_positions(3, seed=7, every=2)
    for state in positions + positions:   # the second pass is answered from the cache
        for seat in range(3):
            for turns in (0.0, 2.0, 6.0):
                assert cached.value(state, seat, turns) == plain.value(state, seat, turns)
    assert len(cached.cache) < 3 * len(positions) * 2   # repeated play areas are computed once


def test_the_cache_tells_apart_what_changes_the_score():
    state = position(n=2, dogs=[[dog("Taco"), dog("Pepper")], [dog("Joey")]], cubes=[[1, 0, 0, 0]])
    judge = CachingJudge()
    before = judge.score(state, 0)
    state.cubes[0] = [3, 3, 3, 0]          # more food feeds both dogs
    after = judge.score(state, 0)
    assert after != before and after == fast_score(state, 0)
    real = score_seat(state, 0)
    assert after == (real.total, len(real.fed))


# -- the playout -------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3])
def test_quick_turn_plays_one_whole_legal_turn(n):
    judge, settings = CachingJudge(), ai_hard.HardSettings()
    played = 0
    # sampled densely and capped: the positions a seed gives move with any rule change (the
    # Fetch playable on the turn it is taken left only 3 turn starts at 1 in 4)
    for state in game_positions(n, seed=60 + n, every=2):
        if state.phase != "turn" or state.retrieved:
            continue
        if played >= 8:
            break
        seat, rnd = state.current, state.round
        ai_playout.quick_turn(state, seat, judge, settings)
        RULES.check(state)    # cards and cubes conserved: the turn was played through the engine
        assert RULES.is_over(state) or (state.current != seat and state.phase in ("turn", "watchdog"))
        assert RULES.is_over(state) or state.round in (rnd, rnd + 1)
        played += 1
    assert played >= 5


def test_a_playout_stops_when_our_next_turn_starts():
    judge, settings = CachingJudge(), ai_hard.HardSettings()
    state = next(s for s in game_positions(3, seed=5, every=3)
                 if s.phase == "turn" and not s.retrieved and not s.last_round)
    me = state.current
    ai_playout.playout(state, me, judge, settings)
    assert RULES.is_over(state) or (state.current == me and not state.retrieved)


# -- the search --------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 4])
def test_hard_with_a_small_budget_decides_from_the_view_only(n):
    budget = Budget(iterations=10)
    searched = 0
    for k, state in enumerate(game_positions(n, seed=80 + n, every=5)[:14]):
        seat = state.current
        if RULES.is_over(state) or len(RULES.legal_actions(state, seat)) < 2:
            continue
        view = RULES.view(state, seat)
        other = RULES.resample(view, seat, random.Random(100 + k))
        assert RULES.view(other, seat) == view
        hard = ai_levels.make_agent("hard", 9)
        first = ask(RULES, state, seat, hard, budget, 3)
        searched += hard.last_report is not None
        assert first in RULES.legal_actions(state, seat)
        assert ask(RULES, other, seat, ai_levels.make_agent("hard", 9), budget, 3) == first
        assert ask(RULES, state, seat, hard, budget, 3) == first
    assert searched >= 2


def test_hard_spends_exactly_its_iterations():
    state = position(n=2, dogs=[[dog("Joey")], [dog("Taco")]], end_game_in=30)
    hard = ai_levels.make_agent("hard", 0)
    seen = []

    def counting_resample(rng):
        seen.append(1)
        return RULES.resample(RULES.view(state, 0), 0, rng)
    action = hard.choose(RULES.view(state, 0), RULES.legal_actions(state, 0), counting_resample,
                         Budget(iterations=40))
    report = hard.last_report
    assert report is not None and action in RULES.legal_actions(state, 0)
    k = len(report.gains) + 1
    # one root deal, then one deal per world; each world plays every candidate still alive
    assert len(seen) == 1 + report.worlds
    assert report.worlds * 1 <= 40
    # it stops early only when every other candidate was dropped as clearly worse
    pruned = all(report.gains[a] <= -2.0 * report.errors[a] for a in report.gains)
    assert report.worlds >= 40 // k - 1 or (pruned and report.worlds % hard.s.prune_every == 0)


@pytest.mark.parametrize("n", [2, 4])
def test_settle_moves_are_the_engine_s_tucks_attaches_forfeits_and_gains(n):
    rng = random.Random(n)
    compared = with_moves = 0
    for state in game_positions(n, seed=20 + n, every=1):
        if state.phase != "turn":
            continue
        seat = state.current
        # give the seat more to place than a game shows: every trait on some dog, cards in hand
        for d in state.dogs[seat]:
            if rng.random() < 0.3 and d not in state.attached:
                fits = [t for t in range(108, 120) if C.trait(t).size == C.dog_size(d)]
                state.attached[d] = rng.choice(fits)
        state.hands[seat] += rng.sample(TUCKABLE, 3)
        legal = RULES.legal_actions(state, seat)
        wanted = [a for a in legal if a.kind in ("tuck", "attach", "forfeit", "gain")]
        assert ai_playout.settle_moves(state, seat) == wanted
        compared += 1
        with_moves += bool(wanted)
    assert compared > 50 and with_moves > 20


def test_a_playout_finishes_our_turn_even_before_the_retrieval():
    # after a trick is learned (our candidate), the playout still retrieves and ends our turn
    judge, settings = CachingJudge(), ai_hard.HardSettings()
    state = next(s for s in game_positions(2, seed=9, every=2)
                 if s.phase == "turn" and not s.retrieved and not s.last_round)
    me, rnd = state.current, state.round
    ai_playout.playout(state, me, judge, settings)
    assert RULES.is_over(state) or (state.current == me and state.round == rnd + 1)
