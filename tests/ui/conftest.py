"""Headless UI test kit: a dummy video/audio driver, a temporary user folder, a stand-in
GameView, and helpers that drive the app with real pygame events.

Everything lives here (fixtures) so the tests import nothing by file name.
"""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random  # noqa: E402
import time  # noqa: E402

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from dogtable import i18n  # noqa: E402
from dogtable.ai.agent import RandomAgent  # noqa: E402
from dogtable.storage.settings import Settings  # noqa: E402


class FakeView:
    """A stand-in for a game's board: every legal action of the seat on screen is a
    clickable box (the real board draws cards; the contract is the same)."""

    ANIM_SECONDS = 0.25

    def __init__(self, ctx):
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 640, 400)
        self.view = None
        self.legal = []
        self.seat = None
        self.shows: list[tuple] = []        # (seat, number of legal actions, hand) per show()
        self.animations: list[tuple] = []   # (seat, event kinds) per animate()
        self.anim_left = 0.0
        self.action_rects: list[tuple[pygame.Rect, object]] = []
        self.language_changes = 0

    def set_rect(self, rect):
        self.rect = pygame.Rect(rect)
        self._layout()

    def show(self, view, legal, seat):
        self.view, self.legal, self.seat = view, list(legal), seat
        hand = None
        if isinstance(view, dict) and seat is not None and view.get("hands"):
            hand = view["hands"][seat]
        self.shows.append((seat, len(self.legal), hand))
        self._layout()

    def animate(self, events, seat):
        self.animations.append((seat, [e.kind for e in events]))
        self.anim_left = self.ANIM_SECONDS * self.ctx.anim_speed()

    def busy(self):
        return self.anim_left > 0

    def update(self, dt):
        self.anim_left = max(0.0, self.anim_left - dt)

    def _layout(self):
        self.action_rects = []
        x, y = self.rect.left + 10, self.rect.top + 40
        for action in self.legal:
            r = pygame.Rect(x, y, 190, 26)
            if r.bottom > self.rect.bottom - 4:
                x += 196
                y = self.rect.top + 40
                r = pygame.Rect(x, y, 190, 26)
            self.action_rects.append((r, action))
            y += 30

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, action in self.action_rects:
                if rect.collidepoint(event.pos):
                    self.ctx.submit(self.seat, action)
                    return True
        return False

    def draw(self, surface):
        font = getattr(self, "_font", None)
        if font is None:
            font = self._font = pygame.font.Font(None, 20)
        who = "public" if self.seat is None else self.ctx.seat_names[self.seat]
        surface.blit(font.render(f"FakeView of {who}", True, (255, 255, 255)),
                     (self.rect.left + 10, self.rect.top + 10))
        for rect, action in self.action_rects:
            pygame.draw.rect(surface, (230, 230, 200), rect)
            surface.blit(font.render(str(action), True, (0, 0, 0)), (rect.left + 4, rect.top + 5))

    def on_language(self):
        self.language_changes += 1


class SlowAgent:
    """A computer player that takes its time (to prove the UI keeps running)."""

    level = "slow"

    def __init__(self, seconds: float, seed: int = 0):
        self.seconds = seconds
        self.inner = RandomAgent(seed)
        self.threads: list[int] = []

    def choose(self, view, legal, resample, budget):
        import threading

        self.threads.append(threading.get_ident())
        time.sleep(self.seconds)
        return self.inner.choose(view, legal, resample, budget)


class Driver:
    """Drives an App with real pygame events, as a person would."""

    def __init__(self, app):
        self.app = app

    # frames
    def frames(self, n: int = 1, dt: float = 1 / 60):
        for _ in range(n):
            self.app.step(dt)

    def until(self, condition, timeout: float = 20.0, dt: float = 1 / 60) -> bool:
        """Run frames until ``condition()`` (real time bounded: AI threads need it)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if condition():
                return True
            self.step(dt)
        return condition()

    def step(self, dt: float = 1 / 60) -> None:
        """One frame, then a millisecond's sleep: the real app waits for the next frame,
        and a loop without that wait starves the computers' thread of the GIL."""
        self.app.step(dt)
        time.sleep(0.001)

    # input
    def window_pos(self, logical_pos):
        sx, sy = self.app.pixel_scale
        return (int(logical_pos[0] * sx), int(logical_pos[1] * sy))

    def click(self, logical_pos, frames: int = 3):
        pos = self.window_pos(logical_pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(frames)

    def key(self, key, mod=0, unicode="", frames: int = 2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode,
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode,
                                             scancode=0))
        self.frames(frames)

    def buttons(self):
        """The visible buttons of the top scene: {label: widget}."""
        top = self.app.scenes.top
        return {w.text: w for w in top.widgets if isinstance(w, pygame_gui.elements.UIButton)}

    def button(self, label_key: str, **params):
        label = i18n.t(label_key, **params)
        found = self.buttons().get(label)
        assert found is not None, f"no button {label!r} on {self.app.scenes.names()}: {list(self.buttons())}"
        return found

    def press(self, label_key: str, frames: int = 3, **params):
        widget = self.button(label_key, **params)
        self.click(widget.rect.center, frames)

    @property
    def top(self):
        return self.app.scenes.top

    def names(self):
        return self.app.scenes.names()

    def shot(self, path):
        pygame.image.save(pygame.display.get_surface(), str(path))


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A private user folder (settings, autosave, saves) for the test."""
    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def make_app(home):
    """Build an App on the dummy display with the stand-in board; closed at the end."""
    from dogtable.ui.app import App

    apps = []

    def factory(start=None, size=(1280, 720), lang="en", agent=None, settings=None,
                view=FakeView, **kw):
        """``view=None`` hosts the game's real board (through the registry)."""
        i18n.set_language(lang)
        if settings is None:
            settings = Settings(language=lang, anim_speed=0.0)
        agent_factory = agent or (lambda game, level, seed: RandomAgent(seed))
        app = App(start, window_size=size, view_factory=view, agent_factory=agent_factory,
                  settings=settings, **kw)
        apps.append(app)
        return Driver(app)

    yield factory
    for app in apps:
        try:
            app.shutdown()
        except Exception:
            pass
    i18n.set_language("en")


@pytest.fixture
def quick_computers(monkeypatch):
    """Computers think for a few milliseconds: flow tests watch the app, not the search,
    and must finish on a loaded two-core CI machine."""
    from dogtable.ui.scenes import table as table_scene

    monkeypatch.setattr(table_scene, "THINK_MS", {k: 15.0 for k in table_scene.THINK_MS})


@pytest.fixture
def slow_agent_cls():
    return SlowAgent


@pytest.fixture
def fake_view_cls():
    return FakeView


@pytest.fixture
def rng():
    return random.Random(1234)
