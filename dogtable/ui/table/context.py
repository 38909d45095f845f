"""A TableContext without the app: a Session, the translations, and nothing on screen.

The table scene builds the real context; this one lets tests, the frame-time bench and
screenshot tools drive a game's view headlessly.  ``submit`` applies the action to the
session, and refusals are kept in ``messages`` as the scene would show them.
"""
from __future__ import annotations

from typing import Any

from dogtable.core.rules import IllegalAction


def translate(key: str, **params: Any) -> str:
    try:
        from dogtable import i18n
        return i18n.t(key, **params)
    except Exception:  # no translations available: the key itself is still readable
        return key


class HeadlessContext:
    def __init__(self, session, viewer: int | None = 0, speed: float = 1.0, names=None, kinds=None):
        self.session = session
        self.rules = session.rules
        self.viewer = viewer
        self.speed = speed
        self.seat_names = list(names or [s.name for s in session.seats])
        self.seat_kinds = list(kinds or [s.kind for s in session.seats])
        self.view = None            # the GameView, set by the caller
        self.messages: list[str] = []
        self.sounds: list[str] = []
        self.submitted: list[tuple[int, Any]] = []

    def t(self, key: str, **params) -> str:
        return translate(key, **params)

    def anim_speed(self) -> float:
        return self.speed

    def play_sound(self, name: str) -> None:
        self.sounds.append(name)

    def show_message(self, text: str) -> None:
        self.messages.append(text)

    def legal(self, seat: int | None) -> list:
        if seat is None or seat not in self.session.to_act():
            return []
        return self.session.legal_actions(seat)

    def refresh(self, events=None) -> None:
        """Show the viewer's view (and animate ``events``), as the table scene does."""
        if self.view is None:
            return
        seat = self.viewer
        self.view.show(self.session.view(seat), self.legal(seat), seat)
        if events:
            self.view.animate([self.rules.redact(e, seat) for e in events], seat)

    def submit(self, seat: int, action) -> bool:
        self.submitted.append((seat, action))
        try:
            events = self.session.act(seat, action)
        except IllegalAction as exc:
            self.show_message(self.t(exc.reason_key, **exc.params))
            return False
        self.refresh(events)
        return True


def headless_pygame(size: tuple[int, int]):
    """A dummy-driver display of ``size`` (the caller must not need a real window)."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode(size)


def random_moves(session, count: int, seed: int = 0, stop_before_over: bool = True) -> int:
    """Play ``count`` random legal actions (whoever is to act); returns how many were played."""
    import random
    rng = random.Random(seed)
    played = 0
    for _ in range(count):
        to_act = session.to_act()
        if not to_act:
            if session.is_over() or session.referee() is None:
                break
            # a real-time moment (a slap race): the table would settle it; here, at random
            seat = None
        else:
            seat = to_act[0]
        legal = session.legal_actions(seat)
        if not legal:
            break
        # prefer progress: draws and payments over finishing early, so boards fill up
        weights = [3 if a.kind in ("pay", "draw_supply", "draw_deck") else 1 for a in legal]
        action = rng.choices(legal, weights)[0]
        if stop_before_over and _would_end(session, seat, action):
            continue
        session.act(seat, action)
        played += 1
    return played


def _would_end(session, seat: int | None, action) -> bool:
    """Would ``action`` end the game?  Asked of the engine (games name their last event
    differently)."""
    rules = session.rules
    probe = rules.clone(session.state)
    for event in rules.decide(probe, seat, action, session.chance()):
        rules.evolve(probe, event)
    return rules.is_over(probe)
