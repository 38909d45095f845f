"""Dog Lover hard's learned end-of-playout value (``ai_value``, ``ai_value_fit``)."""
from __future__ import annotations

import random

from dogtable.games.dog_lover import ai_value
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.ai import Judge
from dogtable.games.dog_lover.ai_hard_judge import HardJudge
from dogtable.games.dog_lover.ai_value import (
    LearnedJudge, NAMES, bucket, features, judged_turns, medium_value, medium_weights,
)
from dogtable.games.dog_lover.ai_value_weights import WEIGHTS

from test_dl_hard_ai import game_positions, search_gains, searched_three_seat_position


def test_medium_s_value_is_a_weighting_of_the_features_on_every_position_of_whole_games():
    judge = Judge()
    for n, seed in ((2, 4), (3, 5), (4, 6)):
        for state in game_positions(n, seed=seed, every=4):
            for seat in range(n):
                turns = judged_turns(state, seat)
                x = features(state, seat, turns, judge)
                assert len(x) == len(NAMES)
                assert abs(medium_value(turns, x) - judge.value(state, seat, turns)) < 1e-9


def test_features_read_only_the_seat_s_own_cards_and_leave_the_position_as_it_was():
    positions = game_positions(3, seed=7, every=5)
    state = positions[len(positions) // 2]
    seat = 1
    before = state.to_json()
    x = features(state, seat, 4.0)
    assert state.to_json() == before
    other = state.clone()
    for s in range(3):   # shuffle what the seat cannot see: the others' hands and the deck
        if s != seat:
            other.hands[s] = list(reversed(other.hands[s]))
    random.Random(1).shuffle(other.deck)
    assert features(other, seat, 4.0) == x


def test_each_table_size_with_a_model_has_one_per_bucket_of_turns_left():
    assert set(WEIGHTS) <= {2, 3, 4}
    for players, models in WEIGHTS.items():
        assert len(models) == ai_value.LAST_BUCKET[players] + 1
        assert all(len(w) == len(NAMES) for w in models)
        assert bucket(players, 99.0) == len(models) - 1 and bucket(players, 0.0) == 0


def test_learned_judge_is_the_score_at_the_end_and_charges_our_forfeits_only():
    for n in sorted(WEIGHTS):
        state = next(s for s in game_positions(n, seed=8, every=3) if s.round >= 3)
        mine = LearnedJudge(state, me=state.current)
        theirs = LearnedJudge(state)
        for seat in range(n):
            assert mine.value(state, seat, 0.0) == theirs.value(state, seat, 0.0) \
                == float(Judge().score(state, seat)[0])
            turns = judged_turns(state, seat)
            x = features(state, seat, turns)
            want = sum(a * b for a, b in zip(WEIGHTS[n][bucket(n, turns)], x))
            assert abs(theirs.value(state, seat, turns) - want) < 1e-9
        # a trait forfeited since the root costs our seat, and only ours, a point
        assert mine.forfeited(state) == 0
        later = state.clone()
        trait = next(c for c in later.deck if C.kind(c) == C.TRAIT)
        later.deck.remove(trait)
        later.discard.append(trait)
        assert mine.forfeited(later) == 1
        for seat in range(n):
            turns = judged_turns(later, seat)
            cost = mine.w.forfeit if seat == state.current else 0.0
            assert abs(mine.value(later, seat, turns) - (theirs.value(later, seat, turns) - cost)) < 1e-9


def test_a_table_size_with_no_model_is_valued_by_hard_s_judge():
    positions = game_positions(3, seed=9, every=6)
    state = positions[len(positions) // 2]
    learned = LearnedJudge(state, table={})
    hard = HardJudge(state)
    for seat in range(3):
        t = judged_turns(state, seat)
        assert learned.value(state, seat, t) == hard.value(state, seat, t)


def test_the_model_is_medium_s_weights_plus_a_correction():
    # with no turn left the fitted correction has nothing to correct: the score itself
    for players, models in WEIGHTS.items():
        assert models[0][:2] == (0.0, 1.0) and all(w == 0.0 for w in models[0][3:])
    assert medium_weights(0.0)[1:3] == [1.0, 0.6] and medium_weights(3.0)[6] == 3.0


def test_the_default_hard_values_a_playout_s_end_with_the_learned_model():
    from dogtable.games.dog_lover import ai_hard
    state = searched_three_seat_position()
    assert ai_hard.HardSettings().end_value == "learned"
    judged, learned = search_gains(state, end_value="judge"), search_gains(state)
    assert judged.keys() == learned.keys() and judged != learned


def test_rank_value_chooses_the_judge_that_ranks_the_candidates(monkeypatch):
    from dogtable.ai.agent import Budget
    from dogtable.games.dog_lover import ai_hard
    from dl_positions import RULES
    state = next(s for s in game_positions(3, seed=5, every=2)
                 if s.phase == "turn" and not s.retrieved and s.round >= 2)
    me = state.current
    view, legal = RULES.view(state, me), RULES.legal_actions(state, me)
    used = []
    original = ai_hard.HardAgent.candidates

    def spy(self, state, seat, legal, judge=None, s=None):
        used.append(type(judge))
        return original(self, state, seat, legal, judge, s)
    monkeypatch.setattr(ai_hard.HardAgent, "candidates", spy)
    for rank in ("judge", "learned"):
        agent = ai_hard.HardAgent(0, settings=ai_hard.HardSettings(rank_value=rank))
        agent.choose(view, legal, lambda rng: RULES.resample(view, me, rng), Budget(iterations=8))
    assert used == [HardJudge, LearnedJudge]
