"""Smaller scenes: keyboard use of the menu, quitting, rules, about, sounds."""
from __future__ import annotations

import pygame

from dogtable import i18n
from dogtable.ui import theme


def test_the_menu_works_from_the_keyboard(make_app):
    d = make_app()
    d.frames(1)
    d.key(pygame.K_DOWN)                      # focus the first entry: New game
    d.key(pygame.K_RETURN)
    assert d.names() == ["menu", "setup"]
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["menu"]
    d.key(pygame.K_ESCAPE)                    # Escape never quits from the menu
    assert d.names() == ["menu"] and d.app.running


def test_quit_ends_the_loop_with_status_zero(make_app):
    d = make_app()
    d.frames(1)
    d.press("app.menu.quit")
    assert d.app.running is False
    assert d.app.loop() == 0


def test_window_close_event_quits(make_app):
    d = make_app()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    d.frames(1)
    assert d.app.running is False


def test_rules_list_every_section_the_locale_has(make_app):
    d = make_app(lang="es")
    d.press("app.menu.rules")
    sections = []
    n = 1
    while i18n.has(f"dogs_alone.rules.s{n}.title", "en"):
        sections.append(i18n.t(f"dogs_alone.rules.s{n}.title"))
        n += 1
    assert sections, "the Dogs Alone rules text is missing from the locales"
    labels = set(d.buttons())
    assert set(sections) <= labels
    # choosing a section shows its text
    d.click(d.buttons()[sections[-1]].rect.center)
    assert d.top.section == len(sections) - 1
    assert sections[-1] in d.top.text_box.html_text


def test_about_credits_the_designers_and_says_unofficial(make_app):
    for lang in ("en", "es", "pt"):
        d = make_app(lang=lang)
        d.press("app.menu.about")
        text = d.top.widgets[0].html_text
        for name in ("Pablo Céspedes", "Victor Hugo Cisternas", "Roberto González",
                     "Jorge Larraín", "Simón Weinstein", "Whatz Games"):
            assert name in text
        assert i18n.t("app.about.unofficial") in text


def test_sounds_respect_mute_and_missing_files():
    bank = theme.SoundBank(volume=0.7, muted=True)
    assert bank.play("card") is False
    bank = theme.SoundBank(volume=0.7)
    assert bank.play("no_such_sound") is False


def test_settings_scene_changes_speed_and_sound(make_app):
    d = make_app()
    d.press("app.menu.settings")
    d.press("app.settings.speed_slow")
    assert d.app.settings.anim_speed == 2.0
    d.press("app.settings.speed_instant")
    assert d.app.settings.anim_speed == 0.0
    d.press("app.settings.sound_on")
    assert d.app.settings.muted is True and d.app.sounds.muted is True
    d.press("app.settings.muted")
    assert d.app.settings.muted is False
    from dogtable.storage.settings import load_settings
    assert load_settings()[0].anim_speed == 0.0


def test_no_locales_and_no_assets_still_give_a_working_app(make_app, tmp_path, monkeypatch):
    """A broken install: every text shows its readable key, no art, no fonts of our own,
    and the app still goes from the menu to a game."""
    empty = tmp_path / "nothing"
    empty.mkdir()
    monkeypatch.setattr(theme, "_assets", lambda: None)
    theme.clear_caches()
    i18n.use_locales_dir(empty)
    try:
        d = make_app()
        d.frames(2)
        assert "New game" in d.buttons()          # readable form of app.menu.new_game
        d.click(d.buttons()["New game"].rect.center)
        d.click(d.buttons()["Start"].rect.center)
        assert d.names() == ["menu", "table"]
        d.frames(5)
    finally:
        i18n.use_locales_dir(None)
        theme.clear_caches()
