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


def _pixels(surface, rect):
    rect = rect.clip(surface.get_rect())
    return pygame.image.tobytes(surface.subsurface(rect), "RGB") if rect.width and rect.height else b""


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("game_id", ["dogs_alone", "dodgy_dogs", "dog_lover", "dogs_kennel"])
def test_the_pointer_covers_no_text_to_read(make_app, quick_computers, game_id, size):
    """Captions, seat heads (names, score badges), box titles and buttons look the same with
    the coach's pointer on the board as without it; the pointer itself is drawn."""
    drive, scene = _lesson(make_app, game_id, size=size, lang="es")
    advice = _wait_for_advice(drive, scene)
    board = scene.view
    surface = pygame.Surface(drive.app.size)
    board.draw(surface)
    plain = surface.copy()
    marks.point_at(surface, board, advice.action)
    source, target, _ = marks.move_rects(board, advice.action)
    texts = [r for r in marks.readable_rects(board)
             if not r.contains(source) and not (target is not None and r.contains(target))]
    assert texts, "the board names no text at all"
    for rect in texts:
        assert _pixels(surface, rect) == _pixels(plain, rect), (rect, advice.action)
    assert _pixels(surface, source.inflate(12, 12)) != _pixels(plain, source.inflate(12, 12))


@pytest.mark.parametrize("game_id", ["dogs_kennel", "dogs_alone"])
def test_with_a_menu_open_the_pointer_marks_the_option_and_hides_none(make_app, quick_computers,
                                                                       game_id):
    """The board's menu of several moves (DOGS: Pet Shop, "go home", Warehouse ...): the
    suggested option is marked from beside the menu, its label and "Cancel" stay readable."""
    drive, scene = _lesson(make_app, game_id, size=(1024, 600))
    advice = _wait_for_advice(drive, scene)
    board = scene.view
    bindings = list(board.drag.bindings)
    mine = next(b for b in bindings if b.action == advice.action)
    others = [b for b in bindings if b.action != advice.action][:2]
    source, _, _ = marks.move_rects(board, advice.action)
    board.drag._open_chooser(others[:1] + [mine] + others[1:], source.center)
    surface = pygame.Surface(drive.app.size)
    board.draw(surface)
    plain = surface.copy()
    marks.point_at(surface, board, advice.action)
    rects = board.drag.chooser.rects
    entry = marks.chooser_entry(board, advice.action)
    assert entry == rects[1]
    for rect in rects:
        inner = rect.inflate(-14, -12) if rect == entry else rect
        assert _pixels(surface, inner) == _pixels(plain, inner), rect   # labels and Cancel whole
    menu = rects[0].unionall(rects)
    changed = [r for r in (entry, pygame.Rect(menu.left - 40, entry.top, 40, entry.height),
                           pygame.Rect(menu.right, entry.top, 40, entry.height))
               if _pixels(surface, r) != _pixels(plain, r)]
    assert entry in changed and len(changed) >= 2   # the option's ring and a finger beside the menu


class _Drag:
    def __init__(self, action):
        from dogtable.ui.table.drag import Binding, Item

        self.bindings = [Binding(action, "card:1", "pile")]
        self.items = {"card:1": Item("card:1", pygame.Rect(100, 300, 60, 80)),
                      "pile": Item("pile", pygame.Rect(400, 300, 60, 80))}
        self.chooser = None

    def uncovered(self, item):
        return None


class _Board:
    """A board that reports a label of its own lying right across the suggested move."""

    def __init__(self, action, label=None):
        self.drag = _Drag(action)
        self.buttons = []
        self.geo = None
        self._label = label

    def readable_rects(self):
        return [self._label] if self._label is not None else []


def test_a_board_may_report_the_texts_the_pointer_must_leave_alone():
    from dogtable.core.rules import Action

    action = Action("play", (1,))
    label = pygame.Rect(220, 320, 120, 30)          # between the card and the pile
    results = {}
    for reported in (None, label):
        surface = pygame.Surface((640, 480))
        surface.fill((30, 60, 50))
        plain = surface.copy()
        marks.point_at(surface, _Board(action, reported), action)
        results[reported is not None] = _pixels(surface, label) == _pixels(plain, label)
    assert results == {False: False, True: True}   # the arrow crosses it unless it is reported
