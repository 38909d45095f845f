"""Each guided game's fixed deal keeps its promise: a learner who follows the coach meets
every required rule (the coach explains each as it comes up) before the lesson ends, and a
learner who ignores the coach still gets a legal, explained game."""
from __future__ import annotations

import random

import pytest

from dogtable import i18n
from dogtable.learn.coach import Coach
from dogtable.learn.find_deals import trial
from dogtable.learn.lessons import LEARNER, LESSONS
from dogtable.learn.topics import REQUIRED, TOPICS


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_following_the_coach_meets_every_required_rule(game_id):
    moves, first, turns = trial(LESSONS[game_id], cap=400)
    assert moves <= 400, f"missing {[t for t in REQUIRED[game_id] if t not in first]}"
    assert set(REQUIRED[game_id]) <= set(first)
    assert turns >= LESSONS[game_id].min_turns


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_every_coach_text_is_worded_in_every_language(game_id):
    keys = [f"learn.{game_id}.intro"]
    keys += [f"learn.{game_id}.topic.{t}.{part}" for t in TOPICS[game_id] for part in ("name", "text")]
    for lang in ("en", "es", "pt"):
        for key in keys:
            assert i18n.has(key, lang), (key, lang)


def test_ignoring_the_coach_is_explained_not_refused():
    lesson = LESSONS["dogs_alone"]
    session = lesson.session(lambda key, **p: key)
    coach = Coach(lesson)
    rng = random.Random(2)
    for _ in range(6):
        advice = coach.advise(session)
        others = [a for a in session.legal_actions(LEARNER) if a != advice.action]
        if not others:
            break
        own = rng.choice(others)
        said = coach.note(session, LEARNER, own, session.act(LEARNER, own), own_label="x")
        assert said[0].key == "learn.coach.own_move" and said[1].key.startswith("learn.does.")
        if not coach.learner_to_act(session):
            break
    assert coach.moves >= 1 and coach.followed == 0
