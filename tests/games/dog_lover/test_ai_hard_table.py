"""Dog Lover hard by table size: how far a playout looks (``HardSettings.rounds_by_size``) and
other settings by size (``by_size``)."""
from __future__ import annotations

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

