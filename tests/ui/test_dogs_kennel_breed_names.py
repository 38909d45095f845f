"""The breed names on DOGS dog tokens (issue 25: "at 1280x720 you must hover to tell Labrador
from German Shepherd"): a token names its breed whole, shortened to a stem, or by the
language's short name, and whatever it writes tells that breed from every other one and fits
on the token (its neighbours stay clear)."""
from __future__ import annotations

import math

import pytest

from dogtable import i18n
from dogtable.games.dogs_kennel.view import art_pieces
from dogtable.games.dogs_kennel.view.texts import breed_name, breed_short
from dogtable.ui.table import layout as table_layout
from dogtable.ui.table.text import TextCache, text_width

from board_kit import screen  # noqa: F401

BREEDS = range(12)


@pytest.fixture(autouse=True)
def unzoomed():
    yield
    table_layout.set_zoom(1.0)


def breeds_named(words: str, lang_names: list[str], shorts: list[str]) -> list[int]:
    """The breeds a token's words could mean: the name itself, a stem the name starts with
    ("Labr…", "Golden R…"), or a short name."""
    out = []
    for b, (name, short) in enumerate(zip(lang_names, shorts)):
        stem = words[:-1] if words.endswith("…") else None
        if words == name or words == short or (stem and name.startswith(stem)):
            out.append(b)
    return out


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_tokens_name_tells_its_breed_from_every_other(lang):
    i18n.set_language(lang)
    t = i18n.t
    names = [breed_name(b, t) for b in BREEDS]
    shorts = [breed_short(b, t) for b in BREEDS]
    assert len(set(shorts)) == len(shorts), shorts
    assert all(s and s not in names for s in shorts)
    text = TextCache()
    seen = set()
    for zoom, floor in ((0.75, 13), (0.9, 11), (1.0, 6), (1.0, 10), (1.25, 10)):
        table_layout.set_zoom(zoom)
        text.floor = floor
        # a token carries a name from NAME_TOKEN_MIN px at 10 px, proportionally more at a
        # larger name size (13 px zoomed out to 75%)
        least = math.ceil(art_pieces.NAME_TOKEN_MIN * art_pieces.name_size(text, 20) / 10)
        for d in range(least, 90):
            size = art_pieces.name_size(text, d)
            assert size >= 10 and size * zoom >= 9.7, (zoom, floor, d, size)
            for b in BREEDS:
                lines = art_pieces.name_label(text, names[b], d, shorts[b])
                assert lines, (zoom, d, names[b])   # never blank on a token this size
                words = " ".join(lines)
                assert breeds_named(words, names, shorts) == [b], (zoom, d, names[b], words)
                # on the token: no line wider than it (its band never covers a neighbour)
                assert all(text_width(x, size, True) <= d - 2 for x in lines), (d, lines)
                seen.add("whole" if words == names[b] else "short" if words == shorts[b] else "stem")
    assert seen == {"whole", "stem", "short"}, seen   # all three kinds are met over these sizes


def test_a_token_too_small_for_any_name_carries_none():
    text = TextCache()
    assert art_pieces.name_label(text, "Labrador", art_pieces.NAME_TOKEN_MIN - 1, "La") == []
    assert art_pieces.name_label(text, "Labrador", 60) == ["Labrador"]
    pic = art_pieces.token(7 * 7, 20, "Labrador", text, short="La")
    assert pic.get_size() == (20, 20)
