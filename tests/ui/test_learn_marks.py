"""Where the coach's marks go, as seen in the real window: the bubble sits beside the board
(over the log, under its heading) so it never hides the suggested move, the learner's hand or
the other players at any window size; a toast pushes it down rather than covering it; a Dog
Lover trick is pointed at together with the cells it takes; and the first hand-off of a
game does not speak of a player's "last" turn."""
from __future__ import annotations

import pygame
import pytest

from dogtable import i18n
from dogtable.learn.lessons import LEARNER
from dogtable.ui.table import coach as marks
from tests.ui.test_app_flow import TWO_HUMANS, play
from tests.ui.test_learn_scene import _lesson, _wait_for_advice

LONG = ["A sentence long enough to wrap over several lines of the narrow log column. " * 4] * 3


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["dogs_alone", "dodgy_dogs"])
def test_the_bubble_stays_off_the_board(make_app, quick_computers, game_id, size):
    drive, scene = _lesson(make_app, game_id, size=size)
    _wait_for_advice(drive, scene)
    texts = scene.coach_texts() + LONG
    rect, _ = marks.side_bubble(scene.log_rect, texts)
    assert scene.log_rect.contains(rect)
    assert not rect.colliderect(scene.board_rect)
    assert rect.height > 40


def test_a_toast_pushes_the_bubble_down_instead_of_covering_it():
    column = pygame.Rect(1000, 54, 280, 666)
    alone, _ = marks.side_bubble(column, ["Short."])
    toast = pygame.Rect(600, alone.top, 420, 60)          # reaches into the column
    moved, _ = marks.side_bubble(column, ["Short."], keep_clear=[toast])
    assert not moved.colliderect(toast)
    assert column.contains(moved)


def test_a_long_text_shrinks_before_it_leaves_the_column():
    column = pygame.Rect(794, 54, 230, 546)
    rect, size = marks.side_bubble(column, LONG)
    assert column.contains(rect)
    assert size < 18 or rect.height <= column.height


def test_a_dog_lover_trick_is_pointed_at_with_the_cells_it_takes(make_app, quick_computers):
    from dogtable.games.dog_lover.view.layout import retrieve_cells

    drive, scene = _lesson(make_app, "dog_lover", size=(1024, 600))
    advice = _wait_for_advice(drive, scene)
    assert advice.action.kind == "retrieve"    # the deal's first suggestion is a trick
    source, target, _ = marks.move_rects(scene.view, advice.action)
    parts = marks.target_parts(scene.view, advice.action)
    cells = retrieve_cells(advice.action, scene.view.view.get("special") or [])
    assert source is not None and target is not None
    assert len(parts) == len(cells) > 0
    items = scene.view.drag.items
    for cell, part in zip(cells, parts):
        assert items[f"cell:{cell}"].rect.contains(part) or part.colliderect(items[f"cell:{cell}"].rect)
        assert target.contains(part)


def test_the_learners_own_move_is_described_not_judged(make_app, quick_computers):
    drive, scene = _lesson(make_app, "dogs_alone")
    advice = _wait_for_advice(drive, scene)
    other = next(a for a in scene.session.legal_actions(LEARNER) if a != advice.action)
    assert scene.submit(LEARNER, other)
    keys = [line.key for line in scene.coach.lines]
    assert keys[0].startswith("learn.coach.own_move")
    assert keys[1].startswith("learn.does.") and not any(k.startswith("learn.why.") for k in keys)


def test_the_intro_stays_until_the_learners_first_move(make_app, quick_computers):
    drive, scene = _lesson(make_app, "dog_lover")   # the computer places the Watch Dog first
    _wait_for_advice(drive, scene)
    keys = [line.key for line in scene.coach.lines]
    assert keys[0] == "learn.dog_lover.intro"
    assert "learn.dog_lover.topic.watchdog.text" in keys


def test_the_first_hand_off_speaks_of_the_game_so_far(make_app):
    d = make_app(play(TWO_HUMANS, seed=5, first=0))
    d.frames(2)
    assert d.names()[-1] == "handoff"
    handoff = d.top
    assert handoff.recap_heading() == i18n.t("learn.handoff.since_start")
