"""A larger "size of everything" makes the cards and their words larger, never smaller
(issue 25): for every game at 1280x720 and 1920x1080, the shown hand's card width and the
font of its cards' titles, in window pixels, never drop as the UI scale grows; and the
percentage offered is the one stored."""
from __future__ import annotations

import random

import pygame
import pytest

from dogtable.core import registry
from dogtable.storage.settings import UI_SCALES
from dogtable.ui.scenes.table import BAR_H, log_width
from dogtable.ui.table import layout as table_layout
from dogtable.ui.window_scale import effective_scale, logical_size, offered_scales, zoom

from board_kit import spy_on_text, attach, new_session, screen  # noqa: F401

GAMES = registry.game_ids()
WINDOWS = [(1280, 720), (1920, 1080)]


@pytest.fixture
def texts(monkeypatch):
    """Every (text, size) a board asks the kit's text cache for."""
    seen = spy_on_text(monkeypatch)
    yield seen
    table_layout.set_zoom(1.0)


def session_with_a_hand(game: str):
    """A three-seat game a few moves in, at a moment the seat to act holds 2 cards or more."""
    session = new_session(game, 3, 3)
    rng = random.Random(3)
    for i in range(80):
        movers = session.to_act()
        seat = movers[0] if movers else None
        if i >= 6 and seat is not None and len((session.view(seat).get("hands") or [])[seat] or []) >= 2:
            return session, seat
        session.act(seat, rng.choice(session.legal_actions(seat)))
    raise AssertionError(f"{game}: no hand of 2 cards reached")


def hand_card_width(game: str, board) -> int:
    geo = board.geo
    if game in ("dogs_alone", "dodgy_dogs"):
        return geo.seats[geo.bottom].card[0]
    if game == "dogs_kennel":
        return geo.kennels[geo.order[0]].card[0]
    if game == "dog_lover":
        hand = board.view["hands"][geo.order[0]] or []
        return max(board.places[f"card:{c}"].width for c in hand if f"card:{c}" in board.places)
    raise AssertionError(f"no hand measure for {game}")


def hand_titles(game: str, board, seat: int) -> list[str]:
    hand = board.view["hands"][seat] or []
    if game == "dogs_alone":
        from dogtable.games.dogs_alone.view.texts import dog_name
        return [dog_name(board.t, c) for c in hand]
    if game == "dodgy_dogs":
        from dogtable.games.dodgy_dogs.view.texts import card_title
        return [card_title(c, board.t) for c in hand]
    if game == "dog_lover":
        return [board.words.name(c) for c in hand]
    if game == "dogs_kennel":
        from dogtable.games.dogs_kennel.components import card_kind
        return [board.t(f"dogs_kennel.board.card_short.{card_kind(c)}") for c in hand
                if card_kind(c) != "resource"]
    raise AssertionError(f"no titles for {game}")


def title_size(titles: list[str], seen: list[tuple[str, int]]) -> int:
    """The smallest, over the hand, of the size its title was written at (a title written on
    two lines counts by its lines; a title not written at all counts 0)."""
    out = []
    for title in titles:
        sizes = [size for text, size in seen
                 if text and (text == title or (len(text.strip("…-")) >= 3 and text.strip("…-") in title))]
        out.append(max(sizes, default=0))
    return min(out)


def measure(game: str, window, scale, seen) -> tuple[float, float]:
    """(hand card width, hand card title size), in window pixels."""
    (w, h), (sx, _sy) = logical_size(window, scale)
    table_layout.set_zoom(zoom(window, scale))
    rect = pygame.Rect(0, BAR_H, w - log_width(w, sx, effective_scale(window, 1.0)), h - BAR_H)
    session, seat = session_with_a_hand(game)
    _ctx, board = attach(session, viewer=seat, size=rect.size)
    board.set_rect(rect)
    seen.clear()
    board.draw(pygame.Surface((w, h)))
    return hand_card_width(game, board) * sx, title_size(hand_titles(game, board, seat), seen) * sx


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("game", GAMES)
def test_a_larger_size_never_makes_cards_or_titles_smaller(game, window, texts):
    rows = [(scale, *measure(game, window, scale, texts)) for scale, _ in offered_scales(window, UI_SCALES)]
    widths = [w for _, w, _ in rows]
    titles = [t for _, _, t in rows]
    assert all(b >= a for a, b in zip(widths, widths[1:])), rows
    assert all(b >= a - 0.01 for a, b in zip(titles, titles[1:])), rows
    assert all(t > 0 for t in titles), rows     # every hand card shows its name
    # and the largest size really is larger than 100% where the window offers one
    at_100 = dict((s, w) for s, w, _ in rows)[1.0]
    assert widths[-1] > at_100 * 1.1, rows


@pytest.mark.parametrize("window", [(1024, 600), (1280, 720), (1366, 768), (1920, 1080)])
def test_the_offered_percentage_is_the_one_shown(window):
    for chosen, shown in offered_scales(window, UI_SCALES):
        if chosen >= 1.0 and window[1] >= 600:
            assert round(shown * 100) == round(chosen * 100), (window, chosen, shown)
