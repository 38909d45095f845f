"""A larger "size of everything" shows larger cards and words on the Dogs Alone and Dodgy Dogs
boards, never smaller (issue 25, TABLE.md "Size"): for two seats and the largest table, in
every language, at 1024x600, 1280x720 and 1920x1080 and every size offered there, the middle's,
the shown hand's and the other seats' card widths and the titles on the hand's and the
middle's cards, in window pixels, never drop as the size grows; and at 1280x720 no title is
written under 10 px."""
from __future__ import annotations

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.storage.settings import UI_SCALES
from dogtable.ui.scenes.table import BAR_H, log_width
from dogtable.ui.table import layout as table_layout
from dogtable.ui.table.text import READABLE
from dogtable.ui.window_scale import effective_scale, logical_size, offered_scales, zoom

from board_kit import spy_on_text, attach, new_session, screen  # noqa: F401

WINDOWS = [(1024, 600), (1280, 720), (1920, 1080)]
TABLES = [("dogs_alone", 2), ("dogs_alone", 5), ("dodgy_dogs", 2), ("dodgy_dogs", 8)]


@pytest.fixture
def written(monkeypatch):
    """Every (text, size) a board writes through the kit's text cache."""
    seen = spy_on_text(monkeypatch)
    yield seen
    table_layout.set_zoom(1.0)
    i18n.set_language("en")


def position(game: str, players: int):
    """A game a few moves in, at a moment the seat to act holds 3 cards or more (in Dogs
    Alone, with dogs in another seat's pool too: its panel is full)."""
    session = new_session(game, players, 5)
    rng = random.Random(5)
    for i in range(400):
        seat = session.to_act()[0]
        view = session.view(seat)
        hand = (view.get("hands") or [])[seat] or []
        pools = [p for s, p in enumerate(view.get("pools") or []) if s != seat and p]
        if i >= players * 2 and len(hand) >= 3 and (pools or game != "dogs_alone"):
            return session, seat
        session.act(seat, rng.choice(session.legal_actions(seat)))
    raise AssertionError(f"{game}: no hand of 3 cards reached")


def titles(game: str, board, seat: int) -> tuple[list[str], list[str]]:
    """(the names on the shown hand's cards, on the middle's face-up cards).  The other
    seats' cards are measured by their width: Dodgy Dogs shows only backs there, and a
    name in a Dogs Alone pool is also on cards elsewhere, so its size cannot be told apart."""
    view = board.view
    hand = view["hands"][seat] or []
    if game == "dogs_alone":
        from dogtable.games.dogs_alone.view.texts import dog_name, mess_name
        middle = [dog_name(board.t, c) for c in view.get("dog_supply", []) if c is not None]
        middle += [mess_name(board.t, m) for m in view.get("mess_supply", []) if m is not None]
        return [dog_name(board.t, c) for c in hand], middle
    from dogtable.games.dodgy_dogs.view.texts import card_title
    discard = view.get("discard") or []
    return [card_title(c, board.t) for c in hand], [card_title(c, board.t) for c in discard[-1:]]


def title_size(names: list[str], seen: list[tuple[str, int]]) -> int:
    """The smallest, over ``names``, of the size each was written at (a name written on
    lines counts by its lines, a cut one by what is left; one not written at all counts 0)."""
    out = []
    for name in names:
        sizes = [size for text, size in seen
                 if text and (text == name or (len(text.strip("…-")) >= 3 and text.strip("…-") in name))]
        out.append(max(sizes, default=0))
    return min(out, default=99)


def measure(game, players, window, scale, seen) -> dict[str, float]:
    """Card widths and title sizes in window pixels for this window and size setting."""
    (w, h), (sx, _sy) = logical_size(window, scale)
    table_layout.set_zoom(zoom(window, scale))
    rect = pygame.Rect(0, BAR_H, w - log_width(w, sx, effective_scale(window, 1.0)), h - BAR_H)
    session, seat = position(game, players)
    _ctx, board = attach(session, viewer=seat, size=rect.size)
    board.set_rect(rect)
    seen.clear()
    board.draw(pygame.Surface((w, h)))
    geo = board.geo
    hand_names, middle_names = titles(game, board, seat)
    others = [sg.card[0] for s, sg in geo.seats.items() if s != geo.bottom]
    return {"middle": geo.card[0] * sx, "hand": geo.seats[geo.bottom].card[0] * sx,
            "others": min(others) * sx, "hand titles": title_size(hand_names, seen) * sx,
            "middle titles": title_size(middle_names, seen) * sx}


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("game,players", TABLES)
def test_a_larger_size_never_shows_smaller_cards_or_titles(game, players, window, written):
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        rows = [(scale, measure(game, players, window, scale, written))
                for scale, _ in offered_scales(window, UI_SCALES)]
        for part in rows[0][1]:
            values = [m[part] for _, m in rows]
            # a title is written at a whole number of logical px: a quarter of a window px may
            # go to rounding (8.1 px at 90% vs 8 px at 100%), never more
            slack = 0.0 if "titles" not in part else 0.25
            assert all(b >= a - slack for a, b in zip(values, values[1:])), (lang, part, rows)
        for scale, m in rows:
            assert m["hand titles"] > 0 and m["middle titles"] > 0, (lang, scale, m)   # never blank
            if window == (1280, 720):   # zoomed out, the floor is the largest size within 10 px
                least = READABLE - 0.01 if scale >= 1.0 else READABLE - 0.3
                assert m["hand titles"] >= least and m["middle titles"] >= least, (lang, scale, m)
        if len(rows) > 1:   # the largest size offered really is larger than the smallest
            first, last = rows[0][1], rows[-1][1]
            assert last["hand"] > first["hand"] and last["middle"] > first["middle"], rows
