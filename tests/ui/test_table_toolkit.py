"""The table toolkit on its own: tweens, zones, the drag controller, caches."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from dogtable.ui.table import assets, symbols
from dogtable.ui.table.animator import Animator
from dogtable.ui.table.drag import Binding, DragController, Item
from dogtable.ui.table.layout import fit_card, overlapping_pairs, split_cols
from dogtable.ui.table.sprites import CardSprite, FaceCache
from dogtable.ui.table.text import TextCache
from dogtable.ui.table.zones import Fan, Pile, Row, Tableau

E = pygame.event.Event


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((800, 600))
    yield


class Thing:
    def __init__(self):
        self.x = 0.0
        self.y = 0.0


# -- animator -------------------------------------------------------------------------------------
def test_speed_zero_lands_at_once_and_calls_back():
    done = []
    anim = Animator(lambda: 0.0)
    thing = Thing()
    anim.to(thing, 0.5, x=10.0, on_done=lambda: done.append(True))
    assert thing.x == 10.0 and done == [True] and not anim.busy()


def test_tween_takes_its_time_scaled_by_speed():
    thing, slow_thing = Thing(), Thing()
    anim = Animator(lambda: 1.0)
    slow = Animator(lambda: 2.0)
    anim.to(thing, 0.4, ease="linear", x=100.0)
    slow.to(slow_thing, 0.4, ease="linear", x=100.0)
    anim.update(0.2)
    slow.update(0.2)
    assert thing.x == pytest.approx(50.0)
    assert slow_thing.x == pytest.approx(25.0)
    anim.update(0.25)
    assert thing.x == 100.0 and not anim.busy()
    assert slow.busy()


def test_new_tween_of_an_attribute_replaces_the_running_one():
    thing = Thing()
    anim = Animator()
    anim.to(thing, 1.0, ease="linear", x=100.0)
    anim.update(0.5)
    anim.to(thing, 1.0, ease="linear", x=0.0)
    anim.update(1.0)
    assert thing.x == 0.0 and not anim.busy()


def test_finish_lands_chained_tweens():
    thing = Thing()
    anim = Animator()
    anim.to(thing, 1.0, x=5.0, on_done=lambda: anim.to(thing, 1.0, y=7.0))
    anim.finish()
    assert (thing.x, thing.y) == (5.0, 7.0) and not anim.busy()


def test_a_broken_speed_setting_does_not_stop_tweens():
    def broken():
        raise RuntimeError("settings unreadable")
    anim = Animator(broken)
    thing = Thing()
    anim.to(thing, 0.1, x=3.0)
    anim.update(1.0)
    assert thing.x == 3.0


# -- zones and layout -----------------------------------------------------------------------------
def test_fan_squeezes_cards_into_its_width_in_order():
    fan = Fan("hand", pygame.Rect(10, 10, 300, 120), gap=6)
    slots = fan.slots(12, 80, 110)
    assert all(fan.rect.contains(r) for r in slots)
    assert [r.x for r in slots] == sorted(r.x for r in slots)
    few = fan.slots(2, 80, 110)
    assert few[1].x - few[0].x == 86  # not squeezed when there is room


def test_row_keeps_slot_positions():
    row = Row("supply", pygame.Rect(0, 0, 500, 100), capacity=5, gap=4)
    five = row.slots(5, 60, 90)
    two = row.slots(2, 60, 90)
    assert two == five[:2]
    assert not overlapping_pairs({str(i): r for i, r in enumerate(five)})


def test_tableau_turned_cards_are_wide_and_fit_the_column():
    tab = Tableau("messes", pygame.Rect(0, 0, 500, 200), columns=5, gap=4)
    cols = tab.slots([[True, False, False], [], [False], [], [True]], 60, 84)
    turned = cols[0][0]
    assert (turned.width, turned.height) == (84, 60)
    assert cols[0][2].bottom <= 200 and cols[1] == []
    assert cols[0][0].top < cols[0][1].top < cols[0][2].top


def test_pile_puts_the_top_card_last_at_the_spot():
    pile = Pile("deck", pygame.Rect(0, 0, 100, 140))
    slots = pile.slots(5, 70, 100)
    assert slots[-1].center == pile.rect.center


def test_fit_card_respects_both_dimensions():
    w, h = fit_card(400, 100, 5, gap=10)
    assert 5 * w + 4 * 10 <= 400 and h <= 100
    assert split_cols(pygame.Rect(0, 0, 100, 10), [1, 1], gap=10)[1].right == 100


def test_overlapping_pairs_finds_overlaps_only():
    rects = {"a": pygame.Rect(0, 0, 10, 10), "b": pygame.Rect(10, 0, 10, 10), "c": pygame.Rect(5, 5, 10, 10)}
    assert set(overlapping_pairs(rects)) == {("a", "c"), ("b", "c")}


# -- caches and sprites ----------------------------------------------------------------------------
def test_face_cache_paints_each_face_and_size_once():
    calls = []

    def painter(face, w, h):
        calls.append((face, w, h))
        return pygame.Surface((w, h), pygame.SRCALPHA)

    faces = FaceCache(painter)
    a = faces.get("dog:1", 50, 70)
    assert faces.get("dog:1", 50, 70) is a
    turned = faces.get("dog:1", 50, 70, quarter=1)
    assert turned.get_size() == (70, 50)
    faces.get("dog:1", 60, 84)
    assert calls == [("dog:1", 50, 70), ("dog:1", 60, 84)]


def test_text_cache_renders_once_and_fits():
    text = TextCache()
    a = text.render("Hola", 14)
    assert text.render("Hola", 14) is a
    long = "Suministro de Parrandas " * 4
    assert text.fit(long, 120, 20).get_width() <= 120
    lines = text.wrap(long, 150, 14)
    assert len(lines) > 1 and all(s.get_width() <= 150 for s in lines)


def test_sprite_draws_turned_flipping_and_faded():
    surface = pygame.Surface((300, 300))
    faces = FaceCache(lambda face, w, h: pygame.Surface((w, h)))
    sprite = CardSprite("dog:1", "dog:1", "back", pygame.Rect(100, 100, 50, 70), angle=90)
    assert sprite.footprint().size == (70, 50)
    sprite.draw(surface, faces)
    sprite.reveal, sprite.alpha, sprite.scale, sprite.angle = 0.3, 120, 1.5, 33
    sprite.draw(surface, faces, glow=(255, 0, 0))
    assert not sprite.face_up


def test_missing_assets_fall_back(tmp_path):
    try:
        assets.set_assets_root(tmp_path)
        symbols.clear()
        assert assets.image("images/symbols/bone.png") is None
        assert symbols.symbol("bone", 20).get_size() == (20, 20)
        assert assets.font(14).size("Ñandú")[0] > 0
    finally:
        assets.set_assets_root(None)
        assets.clear()
        symbols.clear()
        import dogtable.ui.table.assets as a
        a._root_set = False


# -- the drag controller --------------------------------------------------------------------------
class Board:
    """A deck, two hand cards, a discard pile, a mess and a button."""

    def __init__(self):
        self.acted = []
        self.missed = []
        self.dropped = []
        self.unbound = []
        self.ctl = DragController(lambda b: self.acted.append(b.action),
                                  lambda s, t: self.missed.append((s, t)),
                                  lambda s, c: self.dropped.append(s),
                                  unbound=self.unbound.append)
        self.ctl.set_items([
            Item("deck", pygame.Rect(10, 10, 50, 70), draggable=True),
            Item("hand", pygame.Rect(0, 200, 300, 100), target=True, z=-1),
            Item("dog:1", pygame.Rect(10, 210, 50, 70), draggable=True, z=1),
            Item("dog:2", pygame.Rect(70, 210, 50, 70), draggable=True, z=1),
            Item("discard", pygame.Rect(100, 10, 50, 70), target=True),
            Item("mess:5", pygame.Rect(200, 10, 50, 70), target=True),
            Item("btn:finish", pygame.Rect(400, 10, 80, 30)),
        ])
        self.ctl.set_bindings([
            Binding("draw", "deck", "hand", direct=True),
            Binding("recruit 1", "dog:1", "discard"),
            Binding("pay 5 1", "dog:1", "mess:5"),
            Binding("pay 5 2", "dog:2", "mess:5", label="pay"),
            Binding("other use of 2", "dog:2", "mess:5", label="other"),
            Binding("finish", "btn:finish", None, direct=True),
        ])

    def drag(self, a, b):
        ev = self.ctl.handle_event
        ev(E(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
        ev(E(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        for k in range(1, 6):
            ev(E(pygame.MOUSEMOTION, pos=(a[0] + (b[0] - a[0]) * k // 5, a[1] + (b[1] - a[1]) * k // 5),
                 rel=(1, 1), buttons=(1, 0, 0)))
        lit = self.ctl.highlighted()
        hot = self.ctl.hot()
        ev(E(pygame.MOUSEBUTTONUP, pos=b, button=1))
        return lit, hot

    def click(self, p):
        self.ctl.handle_event(E(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
        self.ctl.handle_event(E(pygame.MOUSEBUTTONUP, pos=p, button=1))

    def key(self, k, mod=0):
        return self.ctl.handle_event(E(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def test_drag_highlights_legal_targets_and_drops_onto_one():
    b = Board()
    lit, hot = b.drag((30, 240), (120, 40))
    assert lit == ["discard", "mess:5"] and hot == "discard"
    assert b.acted == ["recruit 1"] and b.dropped == ["dog:1"]


def test_drop_on_an_illegal_target_goes_to_miss_and_nowhere_does_nothing():
    b = Board()
    b.drag((90, 240), (120, 40))          # dog:2 onto the discard: no binding
    assert b.missed == [("dog:2", "discard")] and b.acted == []
    b.drag((30, 240), (600, 500))         # onto nothing
    assert b.acted == [] and len(b.missed) == 1


def test_a_click_on_an_item_with_no_legal_move_is_reported_once():
    b = Board()
    b.ctl.set_bindings([Binding("finish", "btn:finish", None, direct=True)])
    b.click((30, 240))                    # dog:1: draggable, but nothing legal to do with it
    assert b.unbound == ["dog:1"] and b.acted == [] and b.missed == []
    b.click((420, 20))                    # a bound button acts and is not reported
    assert b.acted == ["finish"] and b.unbound == ["dog:1"]


def test_mouse_events_outside_the_board_are_not_its_own_unless_dragging():
    b = Board()
    area = pygame.Rect(0, 0, 300, 300)
    b.ctl.hover = "deck"
    motion = E(pygame.MOUSEMOTION, pos=(500, 500), rel=(0, 0), buttons=(0, 0, 0))
    assert b.ctl.outside(motion, area) and b.ctl.hover is None
    assert not b.ctl.outside(E(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1), area)
    assert not b.ctl.outside(E(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""), area)
    b.ctl.dragging = "dog:1"
    assert not b.ctl.outside(motion, area)


def test_two_matching_actions_open_a_chooser():
    b = Board()
    b.drag((90, 240), (220, 40))
    assert b.ctl.chooser is not None and b.acted == []
    b.key(pygame.K_DOWN)
    b.key(pygame.K_RETURN)
    assert b.acted == ["other use of 2"] and b.ctl.chooser is None


def test_click_direct_source_acts_and_click_click_pays():
    b = Board()
    b.click((30, 40))                      # the deck: a direct draw
    assert b.acted == ["draw"]
    b.click((30, 240))                     # select dog:1 ...
    assert b.ctl.selected == "dog:1" and b.ctl.highlighted() == ["discard", "mess:5"]
    b.click((220, 40))                     # ... then the mess
    assert b.acted == ["draw", "pay 5 1"] and b.ctl.selected is None


def test_click_target_first_then_source():
    b = Board()
    b.click((220, 40))                     # the mess: highlights who can pay it
    assert b.ctl.selected == "mess:5" and b.ctl.highlighted() == ["dog:1", "dog:2"]
    b.click((30, 240))
    assert b.acted == ["pay 5 1"]


def test_keyboard_moves_focus_and_acts():
    b = Board()
    assert b.key(pygame.K_TAB)
    assert b.ctl.focus == "deck"
    b.key(pygame.K_TAB)
    assert b.ctl.focus == "dog:1"
    b.key(pygame.K_RETURN)                 # selects dog:1: focus moves to its targets
    assert b.ctl.selected == "dog:1" and b.ctl.focus == "discard"
    b.key(pygame.K_TAB)
    assert b.ctl.focus == "mess:5"
    b.key(pygame.K_SPACE)
    assert b.acted == ["pay 5 1"]


def test_escape_cancels_a_selection_and_otherwise_is_not_ours():
    b = Board()
    b.click((30, 240))
    assert b.key(pygame.K_ESCAPE) is True and b.ctl.selected is None
    assert b.key(pygame.K_ESCAPE) is False


def test_button_click_and_stale_selection_cleared_by_new_bindings():
    b = Board()
    b.click((420, 20))
    assert b.acted == ["finish"]
    b.click((30, 240))
    b.ctl.set_bindings([Binding("finish", "btn:finish", None, direct=True)])
    assert b.ctl.selected is None


def test_the_uncovered_part_of_an_overlapped_card_is_its_strip():
    from dogtable.ui.table.drag import DragController, Item
    d = DragController(lambda b: None, lambda s, t: None)
    d.set_items([Item("a", pygame.Rect(0, 0, 80, 100)), Item("b", pygame.Rect(30, 0, 80, 100)),
                 Item("c", pygame.Rect(60, 0, 80, 100))])
    assert d.uncovered("c") == pygame.Rect(60, 0, 80, 100)
    assert d.uncovered("b") == pygame.Rect(30, 0, 30, 100)
    assert d.uncovered("a") == pygame.Rect(0, 0, 30, 100)
    d.set_items([Item("under", pygame.Rect(10, 10, 20, 20)), Item("over", pygame.Rect(0, 0, 80, 100))])
    assert d.uncovered("under") is None
