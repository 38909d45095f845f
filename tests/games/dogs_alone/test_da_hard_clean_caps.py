"""HardSettings.clean_caps (docs/ai.md, Dogs Alone, "Tried, did not help"): at a turn's start
hard may search only medium's best clean, so the other colours' cleans, which often tie with
it, take no worlds from the other candidates.  Off by default: every colour is searched."""
from __future__ import annotations

from dogtable.games.dogs_alone import ai_hard
from dogtable.games.dogs_alone.ai_planner import Planner
from dogtable.games.dogs_alone.ai_seen import MEDIUM, Seen

from da_positions import RULES
from test_da_hard_value import turn_starts


def cleans_searched(settings: ai_hard.HardSettings, state, seat) -> list:
    seen = Seen.from_view(RULES.view(state, seat))
    cands = ai_hard.HardAgent(0, settings=settings).candidates(
        seen, set(RULES.legal_actions(state, seat)))
    return cands


def turn_starts_with_cleans(players: int, seeds) -> list:
    """Turn starts of medium games where hard searches two or more colours' cleans."""
    out = []
    for seed in seeds:
        states, _ = turn_starts(players, seed)
        for state in states:
            cands = cleans_searched(ai_hard.HardSettings(), state, state.current)
            if sum(c.key[0] == "clean" for c in cands) >= 2:
                out.append(state)
    return out


def test_a_cap_of_one_searches_only_mediums_colour_and_keeps_the_other_candidates():
    positions = turn_starts_with_cleans(3, (31, 32, 33))
    assert positions, "no turn start with two colours to clean"
    capped = ai_hard.HardSettings(clean_caps=((3, 1),))
    for state in positions:
        seat = state.current
        every = cleans_searched(ai_hard.HardSettings(), state, seat)
        only = cleans_searched(capped, state, seat)
        _, colour = Planner(Seen.from_view(RULES.view(state, seat)), MEDIUM).clean_choice()
        assert [c.key for c in only if c.key[0] == "clean"] == [("clean", colour)]
        assert [c for c in only if c.key[0] != "clean"] == [c for c in every if c.key[0] != "clean"]


def test_the_cap_applies_only_to_the_table_sizes_it_names():
    positions = turn_starts_with_cleans(2, (41, 42, 43))
    assert positions
    three_only = ai_hard.HardSettings(clean_caps=((3, 1),))
    for state in positions:
        seat = state.current
        assert cleans_searched(three_only, state, seat) == cleans_searched(
            ai_hard.HardSettings(), state, seat)


def test_by_default_every_colour_that_can_be_cleaned_is_searched():
    assert ai_hard.HardSettings().clean_caps == ()
    for state in turn_starts_with_cleans(3, (31,)):
        seat = state.current
        cands = cleans_searched(ai_hard.HardSettings(), state, seat)
        legal_cleans = {a.args[0] for a in RULES.legal_actions(state, seat) if a.kind == "clean"}
        assert {c.key[1] for c in cands if c.key[0] == "clean"} == legal_cleans
