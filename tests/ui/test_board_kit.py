"""The board kit (dogtable/ui/table/board.py) on a small board of its own: what every game's
board inherits — refusals through the engine, Escape order, stable buttons, a status text
never cut mid-sentence, tooltips off the thing they explain, and rest when nothing moves."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from types import SimpleNamespace

import pygame
import pytest

from dogtable.core.rules import Action
from dogtable.ui.table.board import Board, Binding, ButtonSpec, Item
from dogtable.ui.table.context import headless_pygame
from dogtable.ui.table.flights import Place


class FakeCtx:
    seat_names = ["Ana", "Rex"]
    seat_kinds = ["human", "hard"]
    rules = None

    def __init__(self):
        self.submitted: list[Action] = []
        self.messages: list[str] = []

    def t(self, key, **params):
        return key + ("" if not params else " " + " ".join(f"{k}={v}" for k, v in sorted(params.items())))

    def anim_speed(self):
        return 1.0

    def play_sound(self, name):
        pass

    def submit(self, seat, action):
        self.submitted.append(action)
        return True

    def show_message(self, text):
        self.messages.append(text)


class TinyBoard(Board):
    """Two cards and a pile; a card may be played on the pile when the view says so."""

    def layout(self):
        r = self.rect
        return SimpleNamespace(font=14, pad=8, status=pygame.Rect(r.right - 260, r.y, 260, 300))

    def place(self, snap):
        places = {f"card:{c}": Place(f"card:{c}", "f", "b", pygame.Rect(40 + 90 * i, 400, 80, 110), zone="hand")
                  for i, c in enumerate(self.view["hand"])}
        self.sprites.sync(places, snap)

    def status_lines(self):
        return list(self.view.get("lines", []))

    def button_specs(self):
        return [ButtonSpec(f"btn:{k}", k) for k in self.view.get("buttons", [])]

    def items(self):
        out = [Item("pile", pygame.Rect(40, 100, 80, 110), target=True)]
        out += [Item(f"card:{c}", pygame.Rect(40 + 90 * i, 345, 80, 110), draggable=True)
                for i, c in enumerate(self.view["hand"])]
        out += [Item(b.id, b.rect.copy(), tip=False) for b in self.buttons if b.rect]
        return out

    def bindings(self):
        out = []
        for a in self.legal:
            if a.kind == "play":
                out.append(Binding(a, f"card:{a.args[0]}", "pile", "play"))
            else:
                out.append(Binding(a, f"btn:{a.kind}", None, a.kind, True))
        return out

    def guess(self, source, target):
        if source.startswith("card:") and target in (None, "pile"):
            return Action("play", (int(source[5:]),))
        return None

    def tooltip_lines(self, item):
        return [item, "explained"]


def make(view=None, legal=(), seat=0, size=(1024, 600)):
    headless_pygame(size)
    ctx = FakeCtx()
    board = TinyBoard(ctx)
    board.set_rect(pygame.Rect(0, 0, *size))
    board.show(view or {"players": 2, "current": 0, "hand": [1, 2]}, list(legal), seat)
    return ctx, board


def mouse(board, kind, pos, button=1):
    if kind == "motion":
        e = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    elif kind == "down":
        e = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    else:
        e = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    return board.handle_event(e)


def click(board, pos):
    mouse(board, "down", pos)
    mouse(board, "up", pos)


def drag(board, a, b):
    mouse(board, "down", a)
    mouse(board, "motion", ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2))
    mouse(board, "motion", b)
    mouse(board, "up", b)


def test_a_click_and_a_drag_of_a_card_with_no_legal_move_ask_the_engine_the_same_thing():
    ctx, board = make(legal=[])
    click(board, (80, 400))
    drag(board, (170, 400), (80, 150))
    assert ctx.submitted == [Action("play", (1,)), Action("play", (2,))]


def test_escape_cancels_a_selection_before_it_reaches_the_pause_menu():
    ctx, board = make(legal=[Action("play", (1,))])
    click(board, (80, 400))
    assert board.drag.selected == "card:1"
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert board.handle_event(esc) is True and board.drag.selected is None
    assert board.handle_event(esc) is False   # nothing left to cancel: the scene pauses
    assert ctx.submitted == []


def test_buttons_keep_their_places_when_another_button_comes_and_goes():
    legal = [Action("finish"), Action("undo_pay")]
    view = {"players": 2, "current": 0, "hand": [1], "buttons": ["finish", "undo_pay"]}
    ctx, board = make(view, legal)
    before = {b.id: pygame.Rect(b.rect) for b in board.buttons}
    view2 = dict(view, buttons=["change", "finish", "undo_pay"], lines=[("A longer text " * 8, "body")])
    board.show(view2, legal + [Action("change")], 0)
    after = {b.id: pygame.Rect(b.rect) for b in board.buttons}
    assert after["btn:finish"] == before["btn:finish"]
    assert after["btn:undo_pay"] == before["btn:undo_pay"]
    view3 = dict(view, buttons=["undo_pay"])
    board.show(view3, [Action("undo_pay")], 0)
    assert board.buttons.get("btn:undo_pay").rect == before["btn:undo_pay"]


def test_the_status_text_wraps_and_drops_whole_lines_never_half_a_sentence():
    long = "Lay dogs of the mess colour one at a time until the mess is paid for in full. " * 3
    view = {"players": 2, "current": 0, "hand": [1],
            "lines": [("Your turn", "head"), (long, "body"), ("How: drag a dog. " * 6, "how")]}
    ctx, board = make(view, size=(1024, 600))
    assert board.text.cut == set()
    assert board.status.surfaces
    board.geo.status = pygame.Rect(700, 0, 260, 60)   # a very short panel
    board.layout_panel()
    assert board.text.cut == set()
    assert "How: drag a dog. " * 6 in board.status.left_out


def test_tooltip_appears_after_a_rest_off_the_thing_it_explains_and_goes_when_the_turn_moves_on():
    ctx, board = make()
    mouse(board, "motion", (80, 400))
    board.update(0.01)
    wait = board.next_frame_in()
    assert wait is not None and 0 < wait <= board.tooltip.DELAY
    board.update(1.0)
    assert board.tooltip.visible() == "card:1"
    screen = pygame.display.get_surface()
    board.draw(screen)
    box = board.tooltip.box
    assert box is not None and not box.colliderect(board.drag.items["card:1"].rect)
    assert not box.collidepoint((80, 400))
    board.show({"players": 2, "current": 1, "hand": [1, 2]}, [], 0)
    assert board.tooltip.visible() is None


def test_a_board_at_rest_asks_for_no_frames_and_one_that_moves_does():
    ctx, board = make()
    board.update(0.016)
    assert board.next_frame_in() is None
    board.show({"players": 2, "current": 0, "hand": [2, 1]}, [], 0)   # the cards swap places
    assert board.next_frame_in() == 0.0
    for _ in range(120):
        board.update(1 / 60)
    assert board.next_frame_in() is None


@pytest.mark.parametrize("size", [(1024, 600), (640, 400)])
def test_player_heads_name_the_computer_and_its_level(size):
    ctx, board = make(size=size)
    head = board.seat_head(1, to_act=True, score="12")
    assert head.name == "Rex" and "table.computer" in head.kind and "kind_hard" in head.kind
    assert board.seat_head(0, to_act=False).kind == ""


def test_a_new_block_of_buttons_reads_top_down_in_one_column():
    legal = [Action("red"), Action("green"), Action("blue")]
    view = {"players": 2, "current": 0, "hand": [1], "buttons": ["red", "green", "blue"]}
    ctx, board = make(view, legal, size=(1024, 600))
    board.button_columns = lambda width: 1
    board.buttons.set([], board.button_area(), 1, 30, 4)   # forget the last block
    board.layout_panel()
    ys = [board.buttons.get(f"btn:{k}").rect.y for k in ("red", "green", "blue")]
    assert ys == sorted(ys) and len(set(ys)) == 3


def test_a_covered_board_shows_no_tooltip_and_forgets_a_half_made_gesture():
    ctx, board = make(legal=[Action("play", (1,))])
    mouse(board, "motion", (80, 400))
    board.update(0.01)
    board.update(1.0)
    assert board.tooltip.visible() == "card:1"
    click(board, (80, 400))
    board.lose_focus()
    board.update(0.01)
    assert board.tooltip.visible() is None and board.drag.selected is None


def test_a_tooltip_keeps_clear_of_what_the_scene_points_at():
    ctx, board = make()
    mouse(board, "motion", (80, 400))
    board.update(0.01)
    board.update(1.0)
    screen = pygame.display.get_surface()
    board.draw(screen)
    first = pygame.Rect(board.tooltip.box)
    board.keep_clear = [first.inflate(4, 4)]   # a coach's pointer right where it went
    board.draw(screen)
    assert not board.tooltip.box.colliderect(first)
    assert not board.tooltip.box.colliderect(board.drag.items["card:1"].rect)


def test_a_covered_board_forgets_its_keyboard_focus_tooltip():
    ctx, board = make(legal=[Action("play", (1,))])
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
    board.handle_event(tab)
    board.update(0.01)
    board.update(1.0)
    assert board.tooltip.visible() is not None
    board.lose_focus()
    board.update(0.01)
    board.update(1.0)
    assert board.tooltip.visible() is None
