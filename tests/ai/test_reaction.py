"""Computers slap the Crafty Cat like people: a log-normal reaction time per level (easy about
1.2 s, medium 0.9 s, hard 0.6 s), the same for the same game and race, so a family beats easy
and medium most of the time, hard sometimes, and a learner who slaps within 1.5 s wins a
lesson's race."""
from __future__ import annotations

import os
import random
import statistics
from types import SimpleNamespace

import pytest

from dogtable.ai.reaction import (REACTION_MS, race_rng, reaction_ms, reaction_times, settle,
                                  slap_loser)
from dogtable.learn.lessons import LEARNER, LESSONS
from dogtable.sim import play_game

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HUMAN = "human"
SAMPLES = 4000


def draws(level: str, seed: int = 1, n: int = SAMPLES) -> list[float]:
    rng = random.Random(seed)
    return [reaction_ms(level, rng) for _ in range(n)]


@pytest.mark.parametrize("level,median_s", [("easy", 1.2), ("medium", 0.9), ("hard", 0.6)])
def test_each_level_slaps_around_its_median_with_a_human_spread(level, median_s):
    times = draws(level)
    assert statistics.median(times) == pytest.approx(median_s * 1000, rel=0.04)
    assert min(times) >= 250.0                      # no slap faster than a reaction can be
    q10, q90 = statistics.quantiles(times, n=10)[0], statistics.quantiles(times, n=10)[-1]
    assert q90 - q10 > 0.3 * median_s * 1000        # a spread, not one fixed time
    assert statistics.mean(times) > statistics.median(times)   # skewed to the slow side


def test_harder_levels_slap_sooner():
    medians = [statistics.median(draws(level)) for level in ("random", "easy", "medium", "hard")]
    assert medians == sorted(medians, reverse=True)


def test_the_same_race_of_the_same_game_draws_the_same_times():
    levels = ["easy", "medium", "hard", "hard"]
    first = reaction_times([1, 2, 3], levels, race_rng(77, 120))
    assert reaction_times([1, 2, 3], levels, race_rng(77, 120)) == first
    assert reaction_times([1, 2, 3], levels, race_rng(77, 121)) != first   # the next race
    assert reaction_times([1, 2, 3], levels, race_rng(78, 120)) != first   # another game


def test_a_sim_game_with_races_is_the_same_game_again():
    levels = ["easy", "medium", "hard"]
    first = play_game("dodgy_dogs", levels, 5, iterations=8)
    again = play_game("dodgy_dogs", levels, 5, iterations=8)
    assert (first.scores, first.winners, first.actions) == (again.scores, again.winners,
                                                           again.actions)


def test_the_app_s_race_draws_the_times_sim_draws():
    """The table's SlapRace and sim's settle give a computer the same time in the same race
    (a human's draw is made and left unused, so the computers' times do not shift)."""
    from dogtable.ui.scenes.slap_race import SlapRace

    referee = {"kind": "slap", "by": 0, "seats": [1, 2, 3], "timeout_ms": 3000}
    levels = ["hard", "easy", "medium", "hard"]
    sim_times = reaction_times(referee["seats"], levels, race_rng(9, 40))
    race = SlapRace(referee, levels, {}, race_rng(9, 40))
    assert race.reactions == sim_times
    with_human = SlapRace(referee, ["hard", HUMAN, "medium", "hard"], {}, race_rng(9, 40))
    assert with_human.reactions == {2: sim_times[2], 3: sim_times[3]}


def human_loses(level: str, human_ms: float, seed: int) -> bool:
    """One race between a human slapping at ``human_ms`` and one computer of ``level``."""
    referee = {"kind": "slap", "by": 0, "seats": [1, 2], "timeout_ms": 3000}
    computer = reaction_ms(level, race_rng(seed, 10))
    return slap_loser(referee, {1: human_ms, 2: computer}).args[0] == 1


@pytest.mark.parametrize("level,won_at_least,won_at_most", [
    ("easy", 0.80, 1.0), ("medium", 0.55, 0.85), ("hard", 0.03, 0.35)])
def test_a_person_slapping_at_0_8_s_beats_easy_mostly_medium_often_hard_sometimes(
        level, won_at_least, won_at_most):
    seeds = range(1000)
    won = sum(not human_loses(level, 800.0, seed) for seed in seeds) / len(seeds)
    assert won_at_least <= won <= won_at_most, won


def test_a_human_at_hard_s_median_wins_about_half_the_races():
    won = sum(not human_loses("hard", 600.0, seed) for seed in range(1000)) / 1000
    assert 0.4 <= won <= 0.6


def test_computers_alone_still_rank_by_level():
    rng = random.Random(0)
    taken = {"easy": 0, "medium": 0, "hard": 0}
    levels = ["medium", "easy", "medium", "hard"]   # seat 0 played the cat
    for _ in range(600):
        action = settle({"kind": "slap", "by": 0, "seats": [1, 2, 3], "timeout_ms": 3000},
                        levels, rng)
        taken[levels[action.args[0]]] += 1
    assert taken["easy"] > taken["medium"] > taken["hard"]


# -- a lesson's race ----------------------------------------------------------------------------
def lesson_race(slap_at_ms: float | None, seed: int, seats=(2, 0)):
    """Run the table's race of the Dodgy Dogs lesson (the paces its RefereeDesk gives the
    computers) frame by frame, the learner slapping at ``slap_at_ms``; the loser's seat."""
    from dogtable.ui.scenes.slap_race import RefereeDesk, SlapRace

    lesson = LESSONS["dodgy_dogs"]
    kinds = lesson.seat_kinds()
    desk = RefereeDesk.__new__(RefereeDesk)
    desk.table = SimpleNamespace(kinds=kinds, lesson=lesson)
    referee = {"kind": "slap", "by": 1, "seats": list(seats), "timeout_ms": 3000}
    race = SlapRace(referee, kinds, {LEARNER: 97}, race_rng(seed, 30), paces=desk.paces())
    while race.racing:
        if slap_at_ms is not None and race.clock >= slap_at_ms:
            race.press(97)
        race.update(1 / 60)
    return race.loser


def test_the_lesson_s_computers_take_their_time():
    from dogtable.ui.scenes.slap_race import RefereeDesk

    desk = RefereeDesk.__new__(RefereeDesk)
    lesson = LESSONS["dodgy_dogs"]
    desk.table = SimpleNamespace(kinds=lesson.seat_kinds(), lesson=lesson)
    assert desk.paces() == [HUMAN, "lesson", "lesson"]
    desk.table = SimpleNamespace(kinds=[HUMAN, "medium", "hard"])   # an ordinary table
    assert desk.paces() == [HUMAN, "medium", "hard"]
    assert min(draws(lesson.race_level)) >= 1600.0


def test_a_learner_slapping_at_1_4_s_wins_every_lesson_race():
    for seed in range(200):
        assert lesson_race(1400.0, seed) != LEARNER
        assert lesson_race(1400.0, seed, seats=(0, 2)) != LEARNER


def test_a_learner_who_waits_too_long_takes_the_cat():
    assert all(lesson_race(2900.0, seed) == LEARNER for seed in range(50))
    assert all(lesson_race(None, seed) == LEARNER for seed in range(5))   # never slapped
