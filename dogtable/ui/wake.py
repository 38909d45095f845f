"""Waking the app's resting loop from another thread, and choosing the next frame.

A module of its own so that scenes (the table, a lesson) can wake the loop without importing
the app that holds them: the app imports scenes, never the other way round.
"""
from __future__ import annotations

import pygame

# posted by other threads to wake a resting loop ("an answer is ready"); never reaches a scene
WAKE_EVENT = pygame.event.custom_type()


def post_wake() -> None:
    """Wake the main loop from any thread (SDL's event queue is thread-safe)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE_EVENT))
    except pygame.error:  # the display is closed already: nobody to wake
        pass


def soonest(waits) -> float | None:
    """The earliest of several next_frame_in answers (None = at rest)."""
    due = [w for w in waits if w is not None]
    return max(0.0, min(due)) if due else None
