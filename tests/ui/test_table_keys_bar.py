"""The table's bar (issue 25): its buttons name their keys where they fit, a mute button and
the M key switch the sound off and on (the button then says the other thing, in the same
place), every bar button reads in one type size, and a long name in the turn banner goes on
two lines rather than shrinking out of sight."""
from __future__ import annotations

import pygame
import pytest

from dogtable import i18n
from dogtable.ui import theme
from dogtable.ui.scenes.table_bar import BANNER_TWO_LINES

SEATS = [{"name": "Tia Margaridas", "kind": "human"}, {"name": "Grandma Josefina Maria", "kind": "hard"},
         {"name": "Rex", "kind": "hard"}, {"name": "Bo", "kind": "medium"}]


def table_of(d):
    from dogtable.ui.scenes.table import TableScene

    return d.app.scenes.find(TableScene)


def open_table(make_app, lang="en", size=(1024, 600), seats=SEATS):
    d = make_app({"mode": "play", "game": "dogs_alone", "seats": seats, "seed": 5}, size=size, lang=lang)
    d.frames(2)
    return d, table_of(d)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_mute_button_and_m_switch_the_sound_and_keep_their_place(make_app, lang):
    d, table = open_table(make_app, lang)
    assert not d.app.settings.muted
    place = table.mute_button.rect.copy()
    assert table.mute_button.text == i18n.t("app.table.mute")
    d.click(place.center)
    assert d.app.settings.muted and d.app.sounds.muted
    assert table.mute_button.text == i18n.t("app.table.unmute") and table.mute_button.rect == place
    d.key(pygame.K_m, unicode="m")
    assert not d.app.settings.muted and table.mute_button.text == i18n.t("app.table.mute")
    assert table.mute_button.rect == place
    d.key(pygame.K_m, mod=pygame.KMOD_CTRL)                  # Ctrl+M is not the mute key
    assert not d.app.settings.muted


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_hint_button_names_its_key_where_it_fits(make_app, lang):
    d, table = open_table(make_app, lang, size=(1280, 720))
    assert table.hint_button.text == i18n.t("learn.coach.hint_keyed")
    assert "(H)" in table.hint_button.text
    assert i18n.t("learn.coach.hint") in table.hint_button.text   # the same words as before
    assert table.keyed_label("learn.coach.hint_keyed", "learn.coach.hint", 40) == i18n.t("learn.coach.hint")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_bar_buttons_share_one_size_and_stay_clear_of_each_other(make_app, size):
    d, table = open_table(make_app, "pt", size=size)
    bar = [table.mute_button, table.hint_button, table.recap_button]
    ids = {b.object_ids[-1] for b in bar}
    assert len(ids) == 1, ids
    rects = [b.rect for b in bar]
    for i, a in enumerate(rects):
        assert all(not a.colliderect(b) for b in rects[i + 1:])
    assert all(r.right <= table.log_rect.left for r in rects)


def test_m_is_on_the_keys_page_in_every_language():
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        assert "\n- M: " in i18n.t("app.rules.keys_body")
    i18n.set_language("en")


def test_a_long_name_in_the_banner_goes_on_two_lines_before_it_gets_small(make_app):
    d, table = open_table(make_app, "es")
    surface = pygame.Surface(table.size)
    long_text = i18n.t("app.table.thinking", player="Grandma Josefina Maria")
    room = table.mute_button.rect.left - 12 - 18 - 44
    assert theme.font(17, True).size(long_text)[0] > room      # one line would shrink under 17 px
    rect = table._draw_banner(surface, long_text, 44, room)
    assert rect.height > theme.font(BANNER_TWO_LINES, True).get_linesize()   # two lines
    assert rect.right <= 44 + room and table.bar_rect.contains(rect)
    short = table._draw_banner(surface, "Rex", 44, room)
    assert short.height < theme.font(theme.HEADING_FONT - 6, True).get_linesize() + 1   # one line
