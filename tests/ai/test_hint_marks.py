"""A hint's outline and arrow belong to the board as it was when the hint came: once the
player picks something else (another card, a drag, a chooser, the next placement of a Dog
Lover trick) they go, while the bubble with the reason stays until the position changes."""
from __future__ import annotations

from types import SimpleNamespace

from dogtable.ai.hint import Hint
from dogtable.core.rules import Action
from dogtable.ui.scenes.hints import HintDesk


class Board:
    def __init__(self, own=None):
        self.drag = SimpleNamespace(selected=None, dragging=None, chooser=None, bindings=[])
        self._own = own

    def selection_key(self):
        if self._own is None:
            raise AttributeError("no dialogue")   # a broken answer: the kit's part still counts
        return self._own


def _desk(board) -> HintDesk:
    scene = SimpleNamespace(view=board, session=SimpleNamespace(log=[1, 2, 3]))
    desk = HintDesk(scene)
    desk._at = 3
    desk._answer = [Hint(0, Action("retrieve", (137, 0, 0, 0)), "learn.why.dog_lover.retrieve", {})]
    desk.update()
    assert desk.hint is not None
    return desk


def test_the_pointer_goes_when_the_player_selects_another_card():
    board = Board()
    desk = _desk(board)
    assert desk.pointing()
    board.drag.selected = "hand:12"
    assert not desk.pointing()
    assert desk.hint is not None          # the reason is still there to read


def test_the_pointer_goes_when_a_dialogue_moves_on():
    board = Board(own=(None, None, 0))
    desk = _desk(board)
    assert desk.pointing()
    board._own = (137, 4, 0)              # a trick picked over a cell
    assert not desk.pointing()


def test_a_new_hint_points_again_and_forget_clears_everything():
    board = Board()
    desk = _desk(board)
    board.drag.selected = "hand:12"
    assert not desk.pointing()
    desk.forget()
    assert not desk.pointing() and desk.hint is None
    desk._at = 3
    desk._answer = [Hint(0, Action("finish"), "learn.why.dogs_alone.finish", {})]
    desk.update()                         # asked again with the card still selected
    assert desk.pointing()


def test_the_dog_lover_board_reports_its_dialogue():
    from dogtable.games.dog_lover.view.board import DogLoverView

    stub = SimpleNamespace(pick_trick=None, pick_cell=None, pick_index=0)
    before = DogLoverView.selection_key(stub)
    stub.pick_index = 1                    # the player cycles to the next placement
    assert DogLoverView.selection_key(stub) != before


def test_the_bubble_stops_speaking_of_an_outline_that_has_gone(monkeypatch):
    from dogtable.ui.scenes import hints

    board = Board()
    desk = _desk(board)
    desk.scene.game_id, desk.scene.names = "dog_lover", ["A", "B"]
    monkeypatch.setattr(hints.marks, "find_move", lambda view, action: (None, None, ""))
    outlined = hints.i18n.t("learn.coach.try_here")
    assert desk.texts()[0] == outlined
    board.drag.selected = "cell:4"
    assert outlined not in desk.texts() and desk.texts()


def test_a_full_bubble_keeps_the_suggestion_and_drops_the_oldest_words():
    import pygame

    from dogtable.ui.table import coach as marks

    pygame.init()
    rect = pygame.Rect(0, 0, 260, 220)
    texts = ["An old rule explained at length, " * 6, "Another rule, " * 6, "Try this.", "Because."]
    shown = marks.fitting(texts, rect, 16)
    assert shown[-2:] == ["Try this.", "Because."]
    assert shown[0] == "…" and len(shown) < len(texts) + 1
    assert marks.bubble_height(shown, rect.width, 16) <= rect.height
    short = ["Try this.", "Because."]
    assert marks.fitting(short, rect, 16) == short
