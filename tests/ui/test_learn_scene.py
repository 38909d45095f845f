"""The guided game on the real boards: the coach points at the move it suggests (the item a
click of that move starts from), praises a followed suggestion, explains a different legal
move, asks the hard player for a hint with H, and never autosaves or records the lesson."""
from __future__ import annotations

import pygame
import pytest

from dogtable import i18n
from dogtable.learn.lessons import LEARNER, LESSONS
from dogtable.storage import paths
from dogtable.ui.table import coach as marks


def _lesson(make_app, game_id, size=(1280, 720), lang="en"):
    from dogtable.ui.scenes.learn import open_lesson

    drive = make_app({"mode": "menu"}, size=size, lang=lang, view=None)
    scene = open_lesson(drive.app, game_id)
    assert scene is not None
    drive.frames(3)
    return drive, scene


def _wait_for_advice(drive, scene):
    assert drive.until(lambda: scene.coach.advice is not None and scene._coach_ready(), timeout=30)
    return scene.coach.advice


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_coach_points_at_its_suggestion_on_the_board(make_app, quick_computers, game_id):
    drive, scene = _lesson(make_app, game_id)
    advice = _wait_for_advice(drive, scene)
    assert advice.action in scene.session.legal_actions(LEARNER)
    source, target, label = marks.move_rects(scene.view, advice.action)
    assert source is not None and scene.board_rect.colliderect(source)
    texts = scene.coach_texts()
    assert any(label and label in text for text in texts) or i18n.t("learn.coach.try_here") in texts
    surface = pygame.Surface(drive.app.size)
    scene.draw(surface)   # the bubble and the pointer draw at this size


def test_following_is_praised_and_another_move_is_explained(make_app, quick_computers):
    drive, scene = _lesson(make_app, "dogs_alone")
    advice = _wait_for_advice(drive, scene)
    assert scene.submit(LEARNER, advice.action)
    assert [line.key for line in scene.coach.lines][0] == "learn.coach.well_done"
    advice = _wait_for_advice(drive, scene)
    other = next(a for a in scene.session.legal_actions(LEARNER) if a != advice.action)
    assert scene.submit(LEARNER, other)
    keys = [line.key for line in scene.coach.lines]
    assert keys[0].startswith("learn.coach.own_move")
    assert keys[1].startswith("learn.does.dogs_alone.")   # described, not judged
    for text in scene.coach_texts():
        assert "%{" not in text and "learn." not in text


def test_the_lesson_is_neither_autosaved_nor_recorded(make_app, quick_computers):
    drive, scene = _lesson(make_app, "dodgy_dogs")
    advice = _wait_for_advice(drive, scene)
    scene.submit(LEARNER, advice.action)
    drive.frames(5)
    assert not paths.autosave_path().exists()
    scene._record_game()
    assert scene.recorded


def test_h_asks_the_hard_player_for_a_hint(make_app, quick_computers, monkeypatch):
    from dogtable.ui.scenes import hints

    monkeypatch.setattr(hints, "HINT_THINK_MS", 30.0)
    drive, scene = _lesson(make_app, "dogs_alone", size=(1024, 600), lang="es")
    _wait_for_advice(drive, scene)
    drive.key(pygame.K_h)
    assert drive.until(lambda: scene.hints.hint is not None, timeout=20)
    assert scene.hints.hint.action in scene.session.legal_actions(LEARNER)
    texts = scene.hints.texts()
    assert texts and all("%{" not in t for t in texts)
    scene.draw(pygame.Surface(drive.app.size))
    # Escape closes the hint's bubble first; only then does it pause the game
    drive.key(pygame.K_ESCAPE)
    assert scene.hints.texts() == [] and drive.app.scenes.top is scene
    drive.key(pygame.K_ESCAPE)
    assert drive.app.scenes.top is not scene


def test_the_summary_comes_once_every_rule_was_met(make_app, quick_computers):
    from dogtable.learn.topics import REQUIRED
    from dogtable.ui.scenes.learn import LearnSummaryScene

    drive, scene = _lesson(make_app, "dog_lover")
    scene.coach.met = list(REQUIRED["dog_lover"])
    scene.coach.turns = LESSONS["dog_lover"].min_turns
    drive.frames(5)
    # the coach's words on the last rule are read first: the summary waits for a move ...
    assert not isinstance(drive.app.scenes.top, LearnSummaryScene)
    advice = _wait_for_advice(drive, scene)
    assert scene.submit(LEARNER, advice.action)
    drive.frames(3)
    # ... and for the end of the learner's turn
    for _ in range(20):
        if not scene.coach.learner_to_act(scene.session):
            break
        assert not isinstance(drive.app.scenes.top, LearnSummaryScene)
        legal = scene.session.legal_actions(LEARNER)
        end = [a for a in legal if a.kind == "end_turn"]
        assert scene.submit(LEARNER, (end or legal)[0])
        drive.frames(3)
    assert drive.until(lambda: isinstance(drive.app.scenes.top, LearnSummaryScene), timeout=20)
    drive.app.scenes.top.draw(pygame.Surface(drive.app.size))
    drive.app.scenes.top.keep()
    assert drive.app.scenes.top is scene and scene.coach_off


def test_the_learn_start_mode_opens_the_guided_game(make_app, quick_computers):
    """`dogtable learn GAME` hands the app {"mode": "learn", ...}: it opens the lesson."""
    from dogtable.ui.scenes.learn import LearnScene
    drive = make_app({"mode": "learn", "game": "dodgy_dogs"}, view=None)
    drive.frames(2)
    assert isinstance(drive.app.scenes.top, LearnScene)
    assert drive.app.scenes.top.game_id == "dodgy_dogs"


def test_the_pause_menu_of_a_lesson_offers_no_save(make_app, quick_computers):
    """A guided game is never saved: its menu does not offer to, and leaving it promises nothing."""
    from dogtable.ui.scenes.pause import PauseScene

    drive, scene = _lesson(make_app, "dogs_alone")
    pause = PauseScene(drive.app, scene)
    drive.app.scenes.push(pause)
    drive.frames(2)
    keys = [entry[0] for entry in pause._entries()]
    assert "app.pause.save" not in keys and "app.pause.quit" in keys
    texts = [b.text for b in pause.focusable]
    assert i18n.t("app.pause.save") not in texts
    pause.quit_to_menu()
    drive.frames(2)
    assert drive.names() == ["menu"]
