"""The launch's first frame (App.run_once): drawn before pygame-gui's first update, which
pre-draws the widgets' other looks; that update follows in the very next frame, asked for
at once, and the menu then works as ever."""
from __future__ import annotations

import pygame


def test_the_first_frame_comes_before_the_gui_update_which_follows_at_once(make_app):
    d = make_app()
    app = d.app
    app.sleep = lambda seconds: None      # the loop's pacing is not what is tested here
    updates = []
    real_update = app.manager.update
    app.manager.update = lambda dt: (updates.append(dt), real_update(dt))
    assert app.run_once()
    assert app.frames == 1 and updates == []
    assert app.next_frame_in() == 0.0     # the update's frame is due now, not on input
    assert app.run_once()
    assert app.frames == 2 and updates          # (the time waited counts as an update too)
    # later frames update before they draw, as every frame did
    seen = len(updates)
    app.request_frame()
    assert app.run_once() and len(updates) > seen


def test_a_click_on_the_first_frame_still_opens_the_scene(make_app):
    d = make_app()
    app = d.app
    app.sleep = lambda seconds: None
    button = next(w for w in app.scenes.top.widgets
                  if getattr(w, "text", "") == app.scenes.top.t("app.menu.settings"))
    x, y = button.rect.center          # 1280x720 at 100%: logical pixels are window pixels
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    for _ in range(4):
        app.request_frame()
        app.run_once()
    assert app.scenes.top.name == "settings"
