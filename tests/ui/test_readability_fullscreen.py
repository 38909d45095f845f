"""F11 and the Settings' Display row (issue 25): full screen fills the desktop, the old
window size comes back on leaving it, and Settings names the mode in force."""
from __future__ import annotations

import pygame

from dogtable.storage.settings import Settings


def test_f11_goes_full_screen_and_back_to_the_old_window(make_app):
    d = make_app(size=(800, 500), settings=Settings(anim_speed=0.0))
    d.frames(1)
    desktop = pygame.display.get_desktop_sizes()[0]
    d.key(pygame.K_F11)
    assert d.app.fullscreen and d.app.settings.fullscreen
    assert pygame.display.get_surface().get_size() == tuple(desktop)
    assert d.app.window_px == tuple(desktop)          # the scenes are laid out for the screen
    d.key(pygame.K_F11)
    assert not d.app.fullscreen and not d.app.settings.fullscreen
    assert pygame.display.get_surface().get_size() == (800, 500)
    assert d.app.window_px == (800, 500)


def test_settings_show_the_mode_f11_chose(make_app):
    d = make_app(size=(1280, 720), settings=Settings(anim_speed=0.0))
    d.frames(1)
    d.press("app.menu.settings")
    window, full = d.button("app.settings.window"), d.button("app.settings.fullscreen")
    assert window.is_selected and not full.is_selected
    d.key(pygame.K_F11)
    window, full = d.button("app.settings.window"), d.button("app.settings.fullscreen")
    assert full.is_selected and not window.is_selected
    d.key(pygame.K_F11)
    assert d.button("app.settings.window").is_selected
