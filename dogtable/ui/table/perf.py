"""Frame time of a game's board while it animates, measured headlessly (for `dogtable bench`).

Random legal moves are played whenever the board has finished animating the previous one,
so cards are nearly always in flight.  Only the board's own work is timed (show, animate,
update, draw); the engine's act and the random choice are not.
"""
from __future__ import annotations

import random
import statistics
import time

from .context import HeadlessContext, headless_pygame


def frame_times(size: tuple[int, int] = (1280, 720), players: int = 4, frames: int = 600,
                seed: int = 1, game_id: str = "dogs_alone", speed: float = 1.0,
                warmup: int = 30) -> list[float]:
    """Milliseconds per frame of ``frames`` frames at ``size`` (after ``warmup`` frames,
    which fill the picture caches and are not returned)."""
    import pygame
    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session

    screen = headless_pygame(size)
    spec = get_game(game_id)
    rng = random.Random(seed)

    def new_game(n: int):
        seats = [Seat(f"P{i + 1}", "human" if i == 0 else "easy") for i in range(players)]
        session = Session(spec.rules(), seats, {"first_player": 0}, seed + n)
        ctx = HeadlessContext(session, viewer=0, speed=speed)
        view = spec.view_factory()(ctx)
        ctx.view = view
        view.set_rect(pygame.Rect(0, 0, *size))
        ctx.refresh()
        return session, ctx, view

    games = 0
    session, ctx, view = new_game(games)
    out: list[float] = []
    dt = 1.0 / 60.0
    for i in range(frames + warmup):
        events = None
        if not view.busy():
            if session.is_over():
                games += 1
                session, ctx, view = new_game(games)
            else:
                movers = session.to_act()
                # nobody to act: a real-time moment (a slap race) the table settles; at random here
                seat = movers[0] if movers else None
                action = rng.choice(session.legal_actions(seat))
                events = session.act(seat, action)
        t0 = time.perf_counter()
        if events is not None:
            ctx.refresh(events)
        view.update(dt)
        view.draw(screen)
        ms = (time.perf_counter() - t0) * 1000.0
        if i >= warmup:
            out.append(ms)
    return out


def summary(times: list[float]) -> dict[str, float]:
    """Median, 95th percentile and worst frame (ms)."""
    if not times:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"median": statistics.median(ordered), "p95": p95, "max": ordered[-1]}


if __name__ == "__main__":  # python -m dogtable.ui.table.perf
    for n in (2, 5):
        s = summary(frame_times(players=n))
        print(f"{n} players at 1280x720: median {s['median']:.2f} ms, p95 {s['p95']:.2f} ms, "
              f"max {s['max']:.2f} ms")
