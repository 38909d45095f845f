"""The Crafty Cat race in the Dodgy Dogs lesson, on the real table: the computers take their
time, so a learner who slaps 1.4 s after "go" does not take the cat."""
from __future__ import annotations

import pygame

from dogtable.learn.lessons import LEARNER


def test_a_learner_slapping_at_1_4_s_wins_the_lesson_s_race(make_app, quick_computers):
    from dogtable.ui.scenes.learn import open_lesson

    drive = make_app({"mode": "menu"}, view=None)
    scene = open_lesson(drive.app, "dodgy_dogs")
    drive.frames(3)
    race = follow_the_coach_to_a_race(drive, scene)
    assert drive.until(lambda: not race.getting_ready, timeout=20)
    assert all(ms >= 1600.0 for ms in race.reactions.values())   # the lesson's pace
    while race.racing and race.clock < 1400.0:
        drive.frames(1)
    assert race.racing and LEARNER not in race.times
    drive.key(pygame.K_a, frames=1)            # the learner's key (the first human's)
    assert race.times[LEARNER] < 1500.0
    assert drive.until(lambda: race.outcome is not None, timeout=20)
    assert race.loser != LEARNER
    assert scene.session.log[-1].action == race.outcome


def test_a_slap_during_get_ready_is_answered_too_early(make_app, quick_computers, monkeypatch):
    """A during "Get ready…" does not count, and it is not ignored silently: the learner's row
    says it was too early and to wait for the count to end; a slap after it counts."""
    from dogtable import i18n
    from dogtable.ui import theme
    from dogtable.ui.scenes.learn import open_lesson
    from dogtable.ui.scenes.slap_race import EARLY_SECONDS

    drawn: list[str] = []
    real_draw_text = theme.draw_text

    def spy(surface, text, *args, **kw):
        drawn.append(text)
        return real_draw_text(surface, text, *args, **kw)

    drive = make_app({"mode": "menu"}, view=None)
    scene = open_lesson(drive.app, "dodgy_dogs")
    drive.frames(3)
    race = follow_the_coach_to_a_race(drive, scene)
    assert race.getting_ready
    drive.key(pygame.K_a, frames=1)
    assert LEARNER not in race.times and LEARNER in race.early
    monkeypatch.setattr(theme, "draw_text", spy)
    scene.desk.draw(pygame.Surface(drive.app.size))
    monkeypatch.setattr(theme, "draw_text", real_draw_text)
    too_early = i18n.format_text(i18n.t("learn.slap.too_early"),
                                 {"player": scene.names[LEARNER], "key": "A"})
    assert too_early in drawn and "%{" not in too_early
    assert EARLY_SECONDS > 1.0                     # long enough to read
    assert drive.until(lambda: not race.getting_ready, timeout=20)
    drive.key(pygame.K_a, frames=1)               # after the count: it counts
    assert LEARNER in race.times


def follow_the_coach_to_a_race(drive, scene, moves: int = 80):
    """Play the coach's suggestions until a slap race includes the learner.  Bounded by moves
    and by real time per move, not by frames: the coach thinks on its own thread, which a
    busy machine slows down."""
    def settled():
        race = scene.desk.race
        if race is not None:
            return LEARNER in race.seats or not race.racing and race.outcome is not None
        return scene.coach.advice is not None and scene._coach_ready()

    for _ in range(moves):
        assert drive.until(settled, timeout=90), "the coach never answered"
        race = scene.desk.race
        if race is not None and LEARNER in race.seats:
            return race
        if race is None:
            scene.submit(LEARNER, scene.coach.advice.action)
        drive.frames(1)
    raise AssertionError("no slap race with the learner in the lesson's first moves")
