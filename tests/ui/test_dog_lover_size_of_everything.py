"""A larger "size of everything" never makes Dog Lover's cards, or the names on them, smaller
(issue 25, TABLE.md "Size").  Seen before: at 150% on 1920x1080 the opponents' dogs went from
62 to 20 px wide while the shown seat's cards grew.

For 1024x600, 1280x720 and 1920x1080, every size the settings offer there (below 100% too: a
75% table lies on a larger logical board, which once filled with larger cards, the rivals'
dogs 47 px at 75% against 33 at 100% on 1024x600), two and four players: every kind of card on the board (the shown seat's
hand and dogs, the opponents' dogs, the shelter, the grid) measured in window pixels, and the
size its name is written at (drawn at that card's size on the board's own text floor).  Going
up the sizes none of them gets smaller.  The grid and the market fill a column as tall as the
board, their cards as tall as it allows; the table's top bar (drawn at the chosen size) and
their larger titles take 2-3 % of that height (SLACK)."""
from __future__ import annotations

import random

import pygame
import pytest

from dogtable.games.dog_lover import cards as DL
from dogtable.games.dog_lover.view import art as dl_art
from dogtable.storage.settings import UI_SCALES
from dogtable.ui.scenes.table import BAR_H, log_width
from dogtable.ui.table import layout as table_layout
from dogtable.ui.table.text import TextCache
from dogtable.ui.window_scale import effective_scale, logical_size, offered_scales, zoom

from board_kit import attach, new_session, screen  # noqa: F401

WINDOWS = [(1024, 600), (1280, 720), (1920, 1080)]
SLACK = 0.97   # the top bar's share of the height (see above)
# Dog Lover's grid and market fill a column as tall as the board: their cards are as tall as
# its height allows, and the larger words (its titles, the deck's line) take 2-3 % of it
COLUMN = ("grid", "shelter")


class Recording(TextCache):
    def __init__(self, floor):
        super().__init__()
        self.floor = floor
        self.sizes: dict[str, int] = {}

    def fit(self, text, max_w, size, colour=(0, 0, 0), bold=False, min_size=8):
        self.sizes[text] = max(self.sizes.get(text, 0),
                               self.fit_size(text, max_w, self.readable(size), bold, self.readable(min_size)))
        return super().fit(text, max_w, size, colour, bold, min_size)


def board_at(players: int, window, scale):
    (w, h), (sx, _sy) = logical_size(window, scale)
    table_layout.set_zoom(zoom(window, scale))
    rect = pygame.Rect(0, BAR_H, w - log_width(w, sx, effective_scale(window, 1.0)), h - BAR_H)
    session = new_session("dog_lover", players, 3)
    rng = random.Random(3)
    for _ in range(40):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    viewer = session.to_act()[0]
    _ctx, board = attach(session, viewer=viewer, size=rect.size)
    board.set_rect(rect)
    return board, sx, viewer


def dl_title(card: int, w: int, h: int, words, floor: int) -> int:
    text = Recording(floor)
    dl_art.clear()
    dl_art.card_face(card, w, h, words, text)
    title = words.name(card)
    return max([s for t, s in text.sizes.items() if t and title.startswith(t.rstrip("…").split(" ")[0])],
               default=0)


def dl_measures(players: int, window, scale) -> dict[str, float]:
    board, sx, viewer = board_at(players, window, scale)
    v, places = board.view, board.places
    groups = {
        "own hand": list(v["hands"][viewer] or []),
        "own dogs": [d for d, _t, _k in v["dogs"][viewer]],
        "rival dogs": [d for s in range(players) if s != viewer for d, _t, _k in v["dogs"][s]],
        "shelter": list(v["shelter"]),
        "grid": [c for c in v["grid"] if c is not None and DL.kind(c) != DL.TRICK],
    }
    out = {}
    for name, group in groups.items():
        rects = [(c, places[f"card:{c}"]) for c in group if f"card:{c}" in places]
        assert rects, (name, window, scale)
        c, r = min(rects, key=lambda cr: cr[1].width)
        out[f"{name} width"] = r.width * sx
        out[f"{name} title"] = dl_title(c, r.width, r.height, board.words, board.text.floor) * sx
    return out


def rising(rows: list[tuple[float, dict[str, float]]]) -> list[str]:
    """The measures that get smaller going up the sizes."""
    bad = []
    for (s0, a), (s1, b) in zip(rows, rows[1:]):
        for key in a:
            # a size is a whole number of the board's pixels: one of them is s1 window pixels
            least = a[key] * (SLACK if key.split()[0] in COLUMN else 1.0) - s1
            if b[key] < least:
                bad.append(f"{key}: {a[key]:.1f} at {s0:.0%} -> {b[key]:.1f} at {s1:.0%}")
    return bad


@pytest.fixture(autouse=True)
def unzoomed():
    yield
    table_layout.set_zoom(1.0)
    dl_art.clear()


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [2, 4])
def test_a_larger_size_never_makes_dog_lovers_cards_or_their_names_smaller(players, window):
    rows = [(scale, dl_measures(players, window, scale)) for scale, _ in offered_scales(window, UI_SCALES)]
    assert len(rows) >= 3
    assert not rising(rows), (players, window, rising(rows))
