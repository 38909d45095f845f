"""Frame-time measurement for `dogtable bench`, and the caches that keep frames cheap."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.ui.table.context import HeadlessContext, headless_pygame
from dogtable.ui.table.perf import frame_times, summary


def test_frame_times_measures_the_animating_board():
    times = frame_times(size=(640, 400), players=3, frames=40, warmup=5)
    assert len(times) == 40 and all(t > 0 for t in times)
    s = summary(times)
    assert s["median"] <= s["p95"] <= s["max"]


def test_no_painting_or_text_rendering_per_frame_once_warm():
    screen = headless_pygame((1280, 720))
    session = Session(get_game("dogs_alone").rules(), [Seat("Ana"), Seat("Rex"), Seat("Bo")],
                      {"first_player": 0}, 3)
    ctx = HeadlessContext(session, viewer=0, speed=1.0)
    view = get_game("dogs_alone").view_factory()(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, 1280, 720))
    ctx.refresh()
    for _ in range(3):
        view.update(1 / 60)
        view.draw(screen)
    view._warm.clear()                      # no painting ahead while idle: count only what frames need
    faces, texts = view.faces.renders, view.text.renders
    ctx.submit(0, next(a for a in session.legal_actions(0) if a.kind == "draw_deck"))
    frames = 0
    while view.busy():
        view.update(1 / 60)
        view.draw(screen)
        frames += 1
    assert frames > 10                      # the draw was animated over many frames ...
    assert view.faces.renders - faces <= 2  # ... painting the new card (back, face) once, not per frame
    assert view.text.renders - texts <= 12
    faces, texts = view.faces.renders, view.text.renders
    for _ in range(20):
        view.update(1 / 60)
        view.draw(screen)
    assert (view.faces.renders, view.text.renders) == (faces, texts)  # at rest: nothing at all
