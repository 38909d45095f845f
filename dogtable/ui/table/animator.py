"""Tweens: numeric attributes of an object moved from their value now to a goal.

Durations are in seconds at normal speed and scaled by the settings' speed factor (0 makes
every tween land at once, 2 makes them twice as slow).  A new tween of an attribute replaces
the running one, so a card re-targeted mid-flight turns smoothly toward its new home.
"""
from __future__ import annotations

import math
from typing import Any, Callable


def _ease(name: str, t: float) -> float:
    if name == "linear":
        return t
    if name == "in_out":
        return 0.5 - 0.5 * math.cos(math.pi * t)
    if name == "back":  # overshoots a little: a card landing with a snap
        c = 1.4
        t -= 1
        return 1 + (c + 1) * t ** 3 + c * t ** 2
    return 1 - (1 - t) ** 3  # "out": fast start, gentle landing


class Tween:
    __slots__ = ("obj", "props", "duration", "delay", "ease", "elapsed", "on_done", "started")

    def __init__(self, obj: Any, props: dict[str, float], duration: float, delay: float,
                 ease: str, on_done: Callable[[], None] | None):
        self.obj = obj
        self.props = {name: [None, goal] for name, goal in props.items()}
        self.duration = max(1e-6, duration)
        self.delay = delay
        self.ease = ease
        self.elapsed = 0.0
        self.on_done = on_done
        self.started = False

    def _start(self) -> None:
        self.started = True
        for name, pair in self.props.items():
            pair[0] = float(getattr(self.obj, name))

    def step(self, dt: float) -> bool:
        """Advance; True when finished."""
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if not self.started:
            self._start()
        t = min(1.0, (self.elapsed - self.delay) / self.duration)
        k = _ease(self.ease, t)
        for name, (a, b) in self.props.items():
            setattr(self.obj, name, b if t >= 1.0 else a + (b - a) * k)
        return t >= 1.0

    def land(self) -> None:
        for name, (_a, b) in self.props.items():
            setattr(self.obj, name, b)


class Animator:
    def __init__(self, speed: Callable[[], float] = lambda: 1.0):
        self.speed = speed
        self.tweens: list[Tween] = []

    def factor(self) -> float:
        try:
            value = float(self.speed())
        except Exception:  # a broken setting must not stop the table
            value = 1.0
        return max(0.0, min(value, 4.0))

    def to(self, obj: Any, duration: float = 0.3, delay: float = 0.0, ease: str = "out",
           on_done: Callable[[], None] | None = None, **props: float) -> Tween | None:
        """Tween ``obj``'s attributes to the goals in ``props``."""
        self._drop(obj, props)
        speed = self.factor()
        if speed <= 0.0 or duration <= 0.0:
            for name, goal in props.items():
                setattr(obj, name, goal)
            if on_done:
                on_done()
            return None
        tween = Tween(obj, props, duration * speed, delay * speed, ease, on_done)
        self.tweens.append(tween)
        return tween

    def _drop(self, obj: Any, props: dict) -> None:
        """Forget running tweens of these attributes of ``obj``."""
        for tw in self.tweens:
            if tw.obj is obj:
                for name in props:
                    tw.props.pop(name, None)
        self.tweens = [tw for tw in self.tweens if tw.props or tw.on_done]

    def cancel(self, obj: Any) -> None:
        self.tweens = [tw for tw in self.tweens if tw.obj is not obj]

    def running(self, obj: Any) -> bool:
        return any(tw.obj is obj and tw.props for tw in self.tweens)

    def update(self, dt: float) -> None:
        if not self.tweens:
            return
        done = []
        for tw in list(self.tweens):
            if tw.step(dt):
                done.append(tw)
        for tw in done:
            if tw in self.tweens:
                self.tweens.remove(tw)
            if tw.on_done:
                tw.on_done()

    def busy(self) -> bool:
        return bool(self.tweens)

    def finish(self) -> None:
        """Land every tween now (chained tweens started by callbacks land too)."""
        for _ in range(100):
            if not self.tweens:
                return
            tweens, self.tweens = self.tweens, []
            for tw in tweens:
                if not tw.started:
                    tw._start()
                tw.land()
            for tw in tweens:
                if tw.on_done:
                    tw.on_done()
