"""The cards in front of each player name themselves at the sizes a family plays on.  Seen in
the real window (pt, 1280x720, four kennels): a rival's Free Entry card, 21 px wide, showed its
emblem over an empty band.  A narrow card grows wider so a (shortened) name fits."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n
from dogtable.games.dogs_kennel.components import card_kind
from dogtable.games.dogs_kennel.view import art_pieces
from dogtable.ui.table.text import TextCache

from board_kit import attach, new_session, screen  # noqa: F401

# the board in a 1024x600, a 1280x720 and a 1920x1080 window
BOARDS = [(736, 545), (1000, 666), (1620, 1025)]


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_kennels_cards_are_drawn_with_a_name(screen, lang, players):
    i18n.set_language(lang)
    try:
        for size in BOARDS:
            _ctx, view = attach(new_session("dogs_kennel", players, 1), viewer=0, size=size)
            for seat, k in view.geo.kennels.items():
                w, h = k.card
                assert w <= k.hand.width and h <= k.hand.height, (size, seat, k.card, k.hand)
                for c in range(40):
                    kind = card_kind(c)
                    if kind == "resource":
                        continue
                    title = i18n.t(f"dogs_kennel.board.card_short.{kind}")
                    drawn = []

                    class Recording(TextCache):
                        def fit(self, text, *a, **kw):
                            drawn.append(text)
                            return super().fit(text, *a, **kw)
                    art_pieces.clear()
                    art_pieces.card(c, w, h, title, Recording())
                    assert any(d and len(d.rstrip("…")) >= 2 and title.startswith(d.rstrip("…"))
                               for d in drawn), (lang, size, seat, title, (w, h), drawn)
    finally:
        i18n.set_language("en")
        art_pieces.clear()


@pytest.mark.parametrize("size", BOARDS)
def test_many_cards_narrow_before_they_pile_up(screen, size):
    """Seen in the real window (es, 1280x720, four kennels): six cards widened for their
    names piled into slivers.  A hand's cards lie side by side (alike ones piled on one place
    with their count), never over one another."""
    from dogtable.games.dogs_kennel.view.layout import placements
    _ctx, view = attach(new_session("dogs_kennel", 4, 1), viewer=0, size=size)
    geo = view.geo
    specials = [c for c in range(40) if card_kind(c) != "resource"]
    for n in range(1, 7):
        v = dict(view.view)
        v["hands"] = [list(specials[i * 6:i * 6 + n]) for i in range(v["n"])]
        placed = placements(geo, v)
        for seat, k in geo.kennels.items():
            rects = [placed[f"card:{c}"] for c in sorted(v["hands"][seat])]
            assert all(k.hand.contains(r) for r in rects), (size, seat, n)
            # side by side, or alike cards piled on one place (test_dogs_kennel_rival_hands)
            assert all(a == b or not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), \
                (size, seat, n, rects)
