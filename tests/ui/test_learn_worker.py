"""The coach on the real table, as the learner meets it: it thinks on a worker thread (the
window keeps drawing, the bubble says "thinking…"), an answer for an older position is
dropped, and "Start a real game" opens the setup screen with the lesson's seats filled in."""
from __future__ import annotations

import threading
import time

import pytest

from dogtable import i18n
from dogtable.learn.lessons import LEARNER, LESSONS
from tests.ui.test_learn_scene import _lesson, _wait_for_advice

SLOW = 0.5   # seconds the stand-in strongest player thinks


@pytest.fixture
def slow_coach(monkeypatch, slow_agent_cls):
    """The coach's strongest player takes SLOW seconds per suggestion."""
    from dogtable.learn import coach as coach_module

    agents = []
    original = coach_module.Coach.__init__

    def init(self, lesson, seat=LEARNER):
        original(self, lesson, seat)
        self.agent = slow_agent_cls(SLOW, seed=1)
        agents.append(self.agent)

    monkeypatch.setattr(coach_module.Coach, "__init__", init)
    return agents


def test_the_coach_thinks_off_the_ui_thread(make_app, quick_computers, slow_coach):
    drive, scene = _lesson(make_app, "dogs_alone")
    assert drive.until(scene.coach_thinking, timeout=5)
    assert i18n.t("learn.coach.thinking") in scene.coach_texts()
    longest = 0.0
    while scene.coach.advice is None:
        start = time.perf_counter()
        drive.step()
        longest = max(longest, time.perf_counter() - start)
        assert time.perf_counter() - start < 10
    # the frames went on while the strongest player thought for SLOW seconds
    assert longest < SLOW / 2, longest
    agent = slow_coach[-1]
    assert agent.threads and threading.main_thread().ident not in agent.threads
    assert scene.coach.advice.at == len(scene.session.log)
    assert i18n.t("learn.coach.thinking") not in scene.coach_texts()


def test_an_answer_for_an_older_position_is_dropped(make_app, quick_computers, slow_coach):
    drive, scene = _lesson(make_app, "dogs_alone")
    assert drive.until(scene.coach_thinking, timeout=5)
    asked_at = len(scene.session.log)
    # the learner moves before the answer is in (a recruit leaves the turn with them)
    legal = scene.session.legal_actions(LEARNER)
    assert scene.submit(LEARNER, legal[0])
    assert len(scene.session.log) > asked_at
    assert drive.until(lambda: scene.coach.advice is not None, timeout=20)
    advice = scene.coach.advice
    assert advice.at == len(scene.session.log) and advice.at != asked_at
    assert advice.action in scene.session.legal_actions(LEARNER)
    # and an answer that does arrive for the old position is not adopted
    assert scene.coach.take(scene.session, asked_at, legal[0]) is None


def test_start_a_real_game_opens_the_setup_with_the_lessons_seats(make_app, quick_computers):
    from dogtable.ui.scenes.learn import LearnSummaryScene
    from dogtable.ui.scenes.setup import SetupScene

    drive, scene = _lesson(make_app, "dodgy_dogs", lang="es")
    scene.open_summary()
    drive.frames(2)
    assert isinstance(drive.top, LearnSummaryScene)
    drive.press("learn.summary.real_game")
    drive.frames(2)
    assert isinstance(drive.top, SetupScene), drive.names()   # not a game started at once
    assert drive.names() == ["menu", "setup"]
    model = drive.top.model
    lesson = LESSONS["dodgy_dogs"]
    assert model.game == "dodgy_dogs" and model.count == lesson.players
    assert model.kinds[:lesson.players] == lesson.seat_kinds()
    assert model.names[:lesson.players] == [s.name for s in lesson.seats(i18n.t)]
    # the seats are the form's: Start begins the real game with them
    from dogtable.ui.scenes.learn import LearnScene
    from dogtable.ui.scenes.table import TableScene

    drive.top.start()
    drive.frames(3)
    table = drive.app.scenes.find(TableScene)
    assert table is not None and not isinstance(table, LearnScene)
    assert table.game_id == "dodgy_dogs" and table.kinds == lesson.seat_kinds()
