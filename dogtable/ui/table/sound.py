"""A board's sounds for one move."""
from __future__ import annotations

from typing import Iterable


def play_each_once(ctx, names: Iterable[str]) -> None:
    """Play each named sound once (a move that lays three cards clicks once); a sound
    problem never stops the game."""
    for name in dict.fromkeys(names):
        try:
            ctx.play_sound(name)
        except Exception:
            pass
