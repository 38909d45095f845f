"""A larger "size of everything" never makes the DOGS board's cards, dogs or breed names
smaller (issue 25, TABLE.md "Size").  Seen before: at 1920x1080 going from 100% to 150% the
action boxes' cards shrank from 72 to 54 px and the rivals' cards from about 53 to 32 px (their
dogs lost their names); at 75% every card was larger than at 100%.

For 1024x600, 1280x720 and 1920x1080, every size the settings offer there, two to four
players, in en/es/pt: the action boxes' cards, the shown kennel's dogs and cards, the rivals'
dogs and cards (in window pixels), and the size the breed names on the kennels' dogs are
written at.  Going up the sizes none of them gets smaller (a size is a whole number of the
board's pixels: one of them, s window pixels at size s, goes to rounding); every breed's name
is written on every kennel's dogs at every size, at 10 window px; and the largest size shows
the shown kennel's cards and the boxes' cards larger than the smallest."""
from __future__ import annotations

import pytest

from dogtable import i18n
from dogtable.games.dogs_kennel.view import art_pieces
from dogtable.storage.settings import UI_SCALES
from dogtable.ui.table.text import READABLE
from dogtable.ui.window_scale import offered_scales

from board_kit import screen  # noqa: F401
from dk_boards import WINDOWS, board_at, moves_in, unzoomed  # noqa: F401  (autouse fixture)


def position(players: int):
    """A game some moves in: offers in the boxes, cards in hands, dogs in pens."""
    return moves_in(players)[0]


def name_size(board, d: int) -> int:
    """The size (logical px) every breed's name is written at on a token ``d`` wide, as
    art_pieces draws it (0: some breed's name is not written there)."""
    from dogtable.games.dogs_kennel.view.texts import breed_name, breed_short
    if not all(art_pieces.name_label(board.text, breed_name(b, board.t), d, breed_short(b, board.t))
               for b in range(12)):
        return 0
    return art_pieces.name_size(board.text, d)


_measured: dict[tuple, dict[str, float]] = {}


def measure(players: int, window, scale) -> dict[str, float]:
    """The sizes of one board (both tests read the same boards: measured once)."""
    key = (players, tuple(window), scale, i18n.get_language())
    if key not in _measured:
        _measured[key] = _measure(players, window, scale)
    return dict(_measured[key])


def _measure(players: int, window, scale) -> dict[str, float]:
    board, sx = board_at(position(players), window, scale)
    geo, v, places = board.geo, board.view, board.places
    shown, rivals = geo.kennels[geo.order[0]], [geo.kennels[s] for s in geo.order[1:]]
    offers = [places[f"card:{c}"].width for row in v["offers"] for c in row if c is not None]
    assert offers, "no card in the boxes"
    return {"box cards": min(offers) * sx,
            "shown dogs": shown.token * sx, "shown cards": shown.card[0] * sx,
            "shown cards tall": shown.card[1] * sx,
            "rival dogs": min(k.token for k in rivals) * sx,
            "rival cards": min(k.card[0] for k in rivals) * sx,
            "rival cards tall": min(k.card[1] for k in rivals) * sx,
            "shown names": name_size(board, shown.token) * sx,
            "rival names": min(name_size(board, k.token) for k in rivals) * sx}


def shrinking(rows, keys=None) -> list[str]:
    """What gets smaller going up the sizes (of ``keys``; a name counts where it is shown at
    both sizes: one lost is ``names_lost``)."""
    bad = []
    for (s0, a), (s1, b) in zip(rows, rows[1:]):
        for key in keys or a:
            if "names" in key and not (a[key] and b[key]):
                continue
            if b[key] < a[key] - s1:
                bad.append(f"{key}: {a[key]:.1f} at {s0:.0%} -> {b[key]:.1f} at {s1:.0%}")
    return bad


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_larger_size_never_makes_dogs_cards_dogs_or_names_smaller(players, window):
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        rows = [(scale, measure(players, window, scale)) for scale, _ in offered_scales(window, UI_SCALES)]
        assert len(rows) >= 3, rows
        assert not shrinking(rows), (lang, shrinking(rows))
        first, last = rows[0][1], rows[-1][1]
        for part in ("box cards", "shown cards", "shown dogs"):
            assert last[part] > first[part], (lang, part, rows)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_breed_is_named_on_every_kennel_at_every_size(players):
    """Every breed's name is written on the kennels' dogs (the shown kennel's and the rivals')
    at every size each window offers, in every language, at 10 window px or more (a size is a
    whole number of the board's pixels: zoomed out, 13 px at 75% is 9.75): whole, shortened to
    a stem, or the language's short name (issue 25: at 125% the rivals' names went, at 1280x720
    four players had none at any size).  Seen before: no name on 20 px dogs at 1280x720 125%."""
    small = []
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        for window in WINDOWS:
            for scale, _ in offered_scales(window, UI_SCALES):
                row = measure(players, window, scale)
                small += [f"{lang} {window} {scale:.0%} {key}: {row[key]:.2f}"
                          for key in ("shown names", "rival names") if row[key] < READABLE - 0.3]
    assert not small, small
