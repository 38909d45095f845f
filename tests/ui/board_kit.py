"""What the boards' UI tests share: a session and a board on a headless screen, real pygame
gestures (click, drag, keys, the chooser), finding a thing on the board, the engine's reason
for a refused action, and walking random games to a wanted position.

Import what a test file needs (``from board_kit import attach, click, drag, ...``); the
``screen`` fixture is imported the same way and then applies to every test of that file.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core import registry
from dogtable.core.rules import IllegalAction, Seat
from dogtable.core.session import Session
from dogtable.ui.table.context import HeadlessContext

E = pygame.event.Event
NAMES = ["Ana", "Rex", "Bo", "Lucía", "Joaquim", "Mei", "Tobías", "Zoë"]


@pytest.fixture(autouse=True)
def screen():
    pygame.display.init()
    pygame.font.init()
    surf = pygame.display.set_mode((1280, 720))
    i18n.set_language("en")
    yield surf
    i18n.set_language("en")


# -- a game and its board ---------------------------------------------------------------------------
def new_session(game: str, players: int = 3, seed: int = 1, options=None, kinds=None) -> Session:
    rules = registry.get_game(game).rules()
    opts = {"first_player": 0}
    opts.update(options or {})
    kinds = list(kinds or ["human"] * players)
    return Session(rules, [Seat(n, k) for n, k in zip(NAMES[:players], kinds)], opts, seed)


class RecordingContext(HeadlessContext):
    """Keeps what the board submits without applying it (the position stays put)."""

    def submit(self, seat, action):
        self.submitted.append((seat, action))
        return True


def attach(session: Session, viewer=0, size=(1024, 600), ctx_cls=HeadlessContext, speed=0.0,
           board_cls=None):
    """The game's board over ``session`` as seen by ``viewer``: (context, board)."""
    ctx = ctx_cls(session, viewer=viewer, speed=speed)
    if board_cls is None:
        board_cls = registry.get_game(_game_of(session)).view_factory()
    board = board_cls(ctx)
    ctx.view = board
    board.set_rect(pygame.Rect(0, 0, *size))
    ctx.refresh()
    return ctx, board


def _game_of(session: Session) -> str:
    for game in registry.game_ids():
        spec = registry.get_game(game)
        if type(session.rules).__name__ == spec.rules_path.rsplit(":", 1)[1]:
            return game
    raise LookupError(type(session.rules).__name__)


def table_board_rect(window) -> pygame.Rect:
    """The board's rect in the table scene of a window this size at a UI scale of 100%."""
    from dogtable.ui.app import effective_scale, logical_size
    from dogtable.ui.scenes.table import BAR_H, log_width

    (w, h), (sx, _sy) = logical_size(window, 1.0)
    return pygame.Rect(0, BAR_H, w - log_width(w, sx, effective_scale(window, 1.0)), h - BAR_H)


def frame(board, screen, dt=1 / 60):
    board.update(dt)
    board.draw(screen)


# -- finding things on the board --------------------------------------------------------------------
def point_of(board, item):
    """A point where ``item`` is the topmost thing under the pointer."""
    rect = board.drag.items[item].rect
    for fy in (0.5, 0.15, 0.85, 0.3, 0.7, 0.05, 0.95):
        for fx in (0.5, 0.15, 0.85, 0.3, 0.7, 0.05, 0.95):
            p = (int(rect.x + fx * (rect.width - 1)), int(rect.y + fy * (rect.height - 1)))
            if board.drag.item_at(p) == item:
                return p
    raise AssertionError(f"{item} is covered everywhere")


def centre(board, item):
    return board.drag.items[item].rect.center


def sprite_of(board, key):
    """The card sprite ``key`` ("dog:12") of a board of sprites, or None."""
    return board.sprites.get(key)


# -- gestures ---------------------------------------------------------------------------------------
def click(board, pos):
    pos = tuple(int(v) for v in pos)
    board.handle_event(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    board.handle_event(E(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    board.handle_event(E(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def drag(board, a, b, screen=None):
    """Press at ``a``, move in steps, let go at ``b``; returns the targets lit on the way."""
    a = tuple(int(v) for v in a)
    b = tuple(int(v) for v in b)
    board.handle_event(E(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    board.handle_event(E(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for k in range(1, 6):
        p = (a[0] + (b[0] - a[0]) * k // 5, a[1] + (b[1] - a[1]) * k // 5 + (1 if k == 1 else 0))
        board.handle_event(E(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
    if screen is not None:
        frame(board, screen)
    lit = list(board.drag.highlighted())
    board.handle_event(E(pygame.MOUSEBUTTONUP, pos=b, button=1))
    return lit


def key(board, k, mod=0, unicode=""):
    return board.handle_event(E(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))


def escape(board) -> bool:
    return key(board, pygame.K_ESCAPE, unicode="\x1b")


def answer_chooser(board, action):
    """Pick ``action`` in the open chooser (nothing to do when none is open)."""
    chooser = board.drag.chooser
    if chooser is None:
        return
    chooser.layout(board.text, board.rect, 14)
    for i, (_label, binding) in enumerate(chooser.options):
        if binding.action == action:
            click(board, chooser.rects[i].center)
            return
    raise AssertionError(f"{action} is not among the chooser's options")


# -- the engine -------------------------------------------------------------------------------------
def engine_reason(session: Session, seat, action) -> str:
    """The text the engine refuses ``action`` with (it must be refused)."""
    probe = session.rules.clone(session.state)
    with pytest.raises(IllegalAction) as refused:
        session.rules.decide(probe, seat, action, session.chance())
    return i18n.t(refused.value.reason_key, **refused.value.params)


def play_until(make_session, want, seeds=range(1, 60), limit=700, avoid=None):
    """Random legal play over sessions ``make_session(seed)`` until
    ``want(session, seat, legal)`` is true: (session, seat). The referee's choices (seat None)
    are random too; ``avoid(action)`` keeps rare moves out of the random choice."""
    for seed in seeds:
        session = make_session(seed)
        rng = random.Random(seed)
        for _ in range(limit):
            if session.is_over():
                break
            movers = session.to_act()
            if not movers:
                session.act(None, rng.choice(session.legal_actions(None)))
                continue
            seat = movers[0]
            legal = session.legal_actions(seat)
            if want(session, seat, legal):
                return session, seat
            plain = [a for a in legal if not avoid(a)] if avoid else legal
            session.act(seat, rng.choice(plain or legal))
    raise AssertionError("position not reached")


def spy_on_text(monkeypatch) -> list[tuple[str, int]]:
    """Every (text, size in logical px) a board then writes through the kit's text cache
    (fit, wrap, render), appended to the list returned, for tests that measure words."""
    from dogtable.ui.table.text import TextCache

    seen: list[tuple[str, int]] = []
    fit, wrap, render = TextCache.fit, TextCache.wrap, TextCache.render

    def spy_fit(self, text, max_w, size, colour=(0, 0, 0), bold=False, min_size=8):
        seen.append((text, TextCache.fit_size(text, max_w, self.readable(size), bold, self.readable(min_size))))
        return fit(self, text, max_w, size, colour, bold, min_size)

    def spy_wrap(self, text, max_w, size, colour=(0, 0, 0), bold=False, max_lines=99):
        seen.append((text, self.readable(size)))
        return wrap(self, text, max_w, size, colour, bold, max_lines)

    def spy_render(self, text, size, colour=(0, 0, 0), bold=False):
        seen.append((text, self.readable(size)))
        return render(self, text, size, colour, bold)

    monkeypatch.setattr(TextCache, "fit", spy_fit)
    monkeypatch.setattr(TextCache, "wrap", spy_wrap)
    monkeypatch.setattr(TextCache, "render", spy_render)
    return seen
