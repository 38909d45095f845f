"""Keys a player can discover (issue 25): buttons name their key, every game's rules end with
a Keys page listing the table's keys, and the tooltip shown on keyboard focus never covers
the status panel's words (the instruction line a player reads next)."""
from __future__ import annotations

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core import registry
from dogtable.ui.scenes.rules import keys_section, rule_sections

from board_kit import attach, frame, key, new_session, screen  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_buttons_and_the_keys_page_name_the_keys(lang):
    i18n.set_language(lang)
    try:
        assert "(Ctrl+Z)" in i18n.t("app.table.undo_key")   # for a button with the room
        assert "(F11)" in i18n.t("app.settings.fullscreen")
        title, body = keys_section()
        assert title and title != "app.rules.keys_title"
        for k in ("Tab", "Ctrl+Z", "Esc", "F11", "H:"):
            assert k in body, (lang, k)
        assert i18n.t("learn.coach.hint") in body      # the hint button's own words
        for game in registry.playable_game_ids():
            assert rule_sections(game), game            # the Keys page follows a game's rules
    finally:
        i18n.set_language("en")


def test_the_rules_screen_ends_with_the_keys_page(make_app):
    from dogtable.ui.scenes.rules import RulesScene

    d = make_app(size=(1280, 720))
    d.frames(1)
    d.press("app.menu.rules")
    scene = d.app.scenes.top
    assert isinstance(scene, RulesScene)
    assert scene.sections[-1] == keys_section()
    d.click(d.buttons()[keys_section()[0]].rect.center)
    assert scene.section == len(scene.sections) - 1


@pytest.mark.parametrize("game, players, size", [("dog_lover", 4, (1024, 600)), ("dogs_kennel", 4, (1024, 600)),
                                                 ("dogs_alone", 2, (1024, 600)), ("dodgy_dogs", 5, (1280, 720))])
def test_a_focus_tooltip_never_covers_the_instructions(game, players, size):
    surface = pygame.Surface(size)
    shown = 0
    for moves in range(0, 40, 3):               # several positions with things to focus
        session = new_session(game, players, 4)
        rng = random.Random(4)
        for _ in range(moves):
            movers = session.to_act()
            seat = movers[0] if movers else None
            session.act(seat, rng.choice(session.legal_actions(seat)))
        movers = session.to_act()
        if not movers:
            continue
        _ctx, board = attach(session, viewer=movers[0], size=size)
        for _ in range(min(12, len(board.drag.ring()))):
            key(board, pygame.K_TAB)
            for _ in range(30):                   # past the tooltip's delay
                board.update(1 / 30)
            board.draw(surface)
            box = board.tooltip.box if board.tooltip.visible() else None
            if box is None:
                continue
            shown += 1
            words = board.status_text_rects()
            assert words
            for rect in words:
                assert not box.colliderect(rect), (game, moves, board.drag.focus, box, rect)
        if shown >= 8:
            break
    assert shown, "no tooltip showed on keyboard focus"


class _App:
    def __init__(self):
        from dogtable.storage.settings import Settings

        self.settings = Settings(muted=False)
        self.saved = 0

    def save_settings(self):
        self.saved += 1


def _bar():
    from dogtable.ui.scenes.table_bar import TableBar

    class Bar(TableBar):
        desk = type("Desk", (), {"race": None})()

        def t(self, key, **params):
            return i18n.t(key, **params)

    bar = Bar()
    bar.app = _App()
    return bar


def test_m_mutes_and_unmutes_except_in_a_race(screen):
    bar = _bar()
    m = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m")
    assert bar.bar_key(m) and bar.app.settings.muted and bar.app.saved == 1
    assert bar.bar_key(m) and not bar.app.settings.muted
    assert not bar.bar_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=pygame.KMOD_CTRL, unicode=""))
    bar.desk = type("Desk", (), {"race": object()})()
    assert not bar.bar_key(m) and not bar.app.settings.muted      # M is a slapper's key then
    assert "(M)" in i18n.t("app.table.mute") and "(M)" in i18n.t("app.table.unmute")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_undo_names_its_key_where_the_button_has_room(screen, lang):
    i18n.set_language(lang)
    try:
        bar = _bar()
        assert bar.undo_label(220) == i18n.t("app.table.undo_key")
        assert bar.undo_label(60) == i18n.t("app.table.undo")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", ["dogs_alone", "dodgy_dogs"])
def test_every_rules_page_button_stays_above_back_at_1024x600(make_app, game):
    from dogtable.ui.scenes.rules import RulesScene

    d = make_app(size=(1024, 600))
    d.frames(1)
    d.app.scenes.push(RulesScene(d.app, game, choose=True))
    d.frames(1)
    scene = d.app.scenes.top
    back = d.button("app.common.back").rect
    pages = [d.buttons()[title].rect for title, _ in scene.sections]
    assert all(r.bottom <= back.top for r in pages), (pages[-1], back)
    # in reading order, none over another: down a column, then (when one column would make
    # them too thin to read) down the next
    assert all(a.bottom <= b.top or (a.right <= b.left and b.top <= a.top)
               for a, b in zip(pages, pages[1:]))
    assert not any(a.colliderect(b) for i, a in enumerate(pages) for b in pages[i + 1:])
