"""Dog Lover hard by table size: how far a playout looks (``HardSettings.rounds_by_size``) and
other settings by size (``by_size``)."""
from __future__ import annotations

from dogtable.ai.agent import Budget
from dogtable.games.dog_lover import ai_hard, ai_playout
from dogtable.games.dog_lover.ai_judge_cache import CachingJudge

from dl_positions import RULES
from test_dl_hard_ai import game_positions


def test_rounds_by_size_changes_only_the_rounds_at_the_sizes_it_names():
    s = ai_hard.HardSettings(rounds=1, rounds_by_size=((2, 2),))
    assert s.at_table(2).rounds == 2
    assert s.at_table(3) == s and s.at_table(4).rounds == 1
    assert s.at_table(2).candidates == s.candidates and s.at_table(2).z == s.z


def test_a_two_round_playout_stops_when_our_second_next_turn_starts():
    settings = ai_hard.HardSettings(rounds=2)
    state = next(s for s in game_positions(2, seed=11, every=2)
                 if s.phase == "turn" and not s.retrieved and not s.last_round and s.round < 4)
    me, rnd = state.current, state.round
    ai_playout.playout(state, me, CachingJudge(), settings)
    assert RULES.is_over(state) or (state.current == me and not state.retrieved
                                    and state.round == rnd + 2)


def test_by_size_changes_only_the_settings_it_names_at_the_sizes_it_names():
    s = ai_hard.HardSettings(by_size=((4, (("candidates", 6), ("z", 0.5))),))
    four = s.at_table(4)
    assert (four.candidates, four.z) == (6, 0.5)
    assert four.within == s.within and four.rival_mean == s.rival_mean
    assert s.at_table(2) == s and s.at_table(3) == s


def _searched_turn_start(n: int, seed: int):
    """A position of a real game where medium's best is a searched action with several
    others close behind it (so the count of candidates is what limits them)."""
    agent = ai_hard.HardAgent(0, settings=ai_hard.HardSettings(candidates=20, within=1e9))
    for state in game_positions(n, seed=seed, every=1):
        if state.phase == "turn" and not state.retrieved:
            me = state.current
            legal = RULES.legal_actions(state, me)
            if len(agent.candidates(state, me, legal)) >= 8:
                return state, me, legal
    raise AssertionError("no position with eight distinct searched actions")


def test_by_size_candidate_settings_reach_the_candidates_at_that_table_only():
    state, me, legal = _searched_turn_start(3, seed=5)
    wide = (("candidates", 8), ("within", 1e9))
    agent = ai_hard.HardAgent(0, settings=ai_hard.HardSettings(by_size=((3, wide),)))
    at_three = agent.candidates(state, me, legal, s=agent.s.at_table(3))
    assert len(at_three) == 8
    # the default settings (at most four candidates, the same best ones) where by_size says
    # nothing
    at_two = agent.candidates(state, me, legal, s=agent.s.at_table(2))
    assert 1 <= len(at_two) <= 4 and at_two == at_three[:len(at_two)]
    # and the search itself plays them (choose asks for the candidates at its table)
    view = RULES.view(state, me)
    agent.choose(view, legal, lambda rng: RULES.resample(view, me, rng), Budget(iterations=27))
    assert len(agent.last_report.gains) == 7


def test_the_soft_rival_is_the_leader_near_the_end_and_weighs_every_rival_early():
    values = [10.0, 6.0, 2.0]
    assert abs(ai_hard._soft_rival(values, 0.01) - 10.0) < 1e-6
    # a large temperature: raising a trailing rival by one point counts about a third
    hot = 300.0
    step = ai_hard._soft_rival([10.0, 6.0, 3.0], hot) - ai_hard._soft_rival(values, hot)
    assert abs(step - 1 / 3) < 0.01
    # and it never falls below the leader
    assert ai_hard._soft_rival(values, 3.0) >= 10.0


def test_a_search_with_the_soft_rival_answers_a_legal_move():
    state, me, legal = _searched_turn_start(3, seed=5)
    view = RULES.view(state, me)
    agent = ai_hard.HardAgent(0, settings=ai_hard.HardSettings(rival_soft=3.0))
    action = agent.choose(view, legal, lambda rng: RULES.resample(view, me, rng),
                          Budget(iterations=12))
    assert action in legal and agent.last_report.worlds >= 1
