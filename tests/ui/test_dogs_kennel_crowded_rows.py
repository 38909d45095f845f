"""Crowded DOGS kennels show every dog without overlap (issue 25: "nothing overlapping").  Seen
in the real window (four kennels, a rival's narrow column): six sick dogs overlapped into one
another with their names half covered, and a crowded yard shrank its dogs under the size that
carries a name.  Now a row's dogs stand side by side, in two rows where the row is tall, alike
dogs share one token with their count beside it ("×3"), and past that the looks without room
lie under the last token, which says how many ("+2") and names them in its tooltip.

Checked in positions of random legal games and in kennels crowded on purpose (seven sick dogs,
eleven in the yard), two to four players, 1024x600, 1280x720 and 1920x1080 at every size the
settings offer there, en/es/pt: no two tokens of a row overlap, each lies in its row, is at
least the size that carries every breed's name (18 px at 100%) and carries one, and a token that
holds several dogs has room for its count beside it."""
from __future__ import annotations

import pygame
import pytest

from dogtable import i18n
from dogtable.games.dogs_kennel.components import is_blocker
from dogtable.games.dogs_kennel.view import art_pieces, dog_rows
from dogtable.games.dogs_kennel.view.texts import breed_name, breed_short
from dogtable.games.dogs_kennel.components import breed
from dogtable.storage.settings import UI_SCALES
from dogtable.ui.window_scale import offered_scales

from board_kit import new_session, play_until, screen  # noqa: F401
from dk_boards import WINDOWS, board_at, moves_in, unzoomed  # noqa: F401  (autouse fixture)


def played(players: int):
    """A random legal game where some kennel holds six sick dogs or more and a yard three."""
    def crowded(session, _seat, _legal):
        st = session.state
        return max(len(x) for x in st.infirmary) >= 6 and \
            max(len(a) + len(b) for a, b in zip(st.truck, st.loose)) >= 3

    session, _seat = play_until(lambda seed: new_session("dogs_kennel", players, seed), crowded,
                                seeds=range(1, 40), limit=1500)
    return session


def stuffed(players: int, sick: int = 7, yard: int = 11):
    """A game some moves in whose kennels then take every dog left on the map, at the Fair and
    in the supplies: ``sick`` in each infirmary, up to ``yard`` waiting (a player who lifted
    the dogs of their pens while settling), breeds repeated as the draw gives them."""
    session, rng = moves_in(players)
    st = session.state
    pool = [t for sup in st.supply for t in sup if not is_blocker(t)]
    pool += [t for t in st.board if t is not None and not is_blocker(t)] + list(st.fair)
    st.board = [t if t is None or is_blocker(t) else None for t in st.board]
    st.fair = []
    st.supply = [[t for t in sup if is_blocker(t)] for sup in st.supply]
    rng.shuffle(pool)
    for s in range(players):
        st.infirmary[s] += [pool.pop() for _ in range(min(sick, len(pool)))]
        st.loose[s] += [pool.pop() for _ in range(min(yard, len(pool)))]
    return session


def boards(session, window):
    """The board of ``session`` at every size ``window`` offers: (size, board, window px per px)."""
    for scale, _ in offered_scales(window, UI_SCALES):
        board, sx = board_at(session, window, scale)
        yield scale, board, sx


def row_faults(board) -> tuple[list[str], dict]:
    """What is wrong with the dogs of every kennel's infirmary and yard, and the smallest token
    of each row ((seat, row) -> logical px)."""
    v, places, text = board.view, board.places, board.text
    named = art_pieces.named_min(text)
    bad, least = [], {}
    for s, k in board.geo.kennels.items():
        for row, area, dogs in (("sick", k.infirmary, list(v["infirmary"][s])),
                                ("yard", k.yard, list(v["truck"][s]) + list(v["loose"][s]))):
            if not dogs:
                continue
            assert all(f"tok:{t}" in places for t in dogs), (s, row, "a dog without a place")
            piles = dog_rows.piles(places, dogs)
            rects = [places[f"tok:{p[0]}"] for p in piles]
            least[(s, row)] = min(r.width for r in rects)
            for i, (pile, r) in enumerate(zip(piles, rects)):
                where = f"seat {s} {row} token {i}/{len(rects)} {tuple(r)}"
                if any(r.colliderect(o) for o in rects[i + 1:]):
                    bad.append(f"{where}: overlaps another")
                if not area.contains(r):
                    bad.append(f"{where}: out of its row {tuple(area)}")
                if r.width < max(named, art_pieces.NAME_TOKEN_MIN) and r.width < k.token:
                    bad.append(f"{where}: {r.width} px, under {named}")
                b = breed(pile[0])
                if not art_pieces.name_label(text, breed_name(b, board.t), r.width, breed_short(b, board.t)):
                    bad.append(f"{where}: no name")
                if len(pile) > 1:   # its count beside it, before the next token or the row's end
                    words = dog_rows.pile_count(v, pile)
                    after = [o.x for o in rects if o.x > r.x and o.y == r.y] + [area.right - 1]
                    if r.right + dog_rows.count_room(words) > min(after):
                        bad.append(f"{where}: no room for {words!r} beside it")
                    if words not in board.drawn_texts:
                        bad.append(f"{where}: {words!r} not written")
    return bad, least


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("make", [played, stuffed])
def test_crowded_kennels_show_every_dog_apart_and_named(players, make):
    session = make(players)
    bad = []
    piled = 0
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        for window in WINDOWS:
            last = None
            for scale, board, sx in boards(session, window):
                faults, least = row_faults(board)
                bad += [f"{lang} {window} {scale:.0%}: {f}" for f in faults]
                piled += sum(len(p) > 1 for s in range(players)
                             for p in dog_rows.piles(board.places, list(board.view["infirmary"][s])))
                # a larger size never shows a row's dogs smaller (a size is a whole number of
                # the board's pixels: one of them, sx window px, goes to rounding)
                if last is not None:
                    bad += [f"{lang} {window} {scale:.0%}: {key} {last[1][key] * last[0]:.1f} -> "
                            f"{px * sx:.1f} window px" for key, px in least.items()
                            if key in last[1] and px * sx < last[1][key] * last[0] - sx]
                last = (sx, least)
    assert not bad, bad[:12]
    if make is stuffed and players == 4:
        assert piled, "the crowded four-player kennels never piled a dog: the test saw no pile"


def test_a_shared_token_says_which_dogs_it_holds():
    """Hovering a token that holds several dogs names them: how many alike, or the breeds
    under it (the dogs themselves are not on screen)."""
    session = stuffed(4)
    told = 0
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        _scale, board, _sx = next(boards(session, (1024, 600)))
        v = board.view
        for s in range(4):
            for row in (list(v["infirmary"][s]), list(v["truck"][s]) + list(v["loose"][s])):
                for pile in dog_rows.piles(board.places, row):
                    if len(pile) < 2:
                        continue
                    lines = dog_rows.dog_pile_lines(f"tok:{pile[0]}", v, board.places, board.t)
                    assert len(lines) == 1, (lang, pile, lines)
                    if len({dog_rows.look(v, t) for t in pile}) == 1:
                        assert str(len(pile)) in lines[0], (lang, pile, lines)
                    else:
                        for t in pile[1:]:
                            assert breed_name(breed(t), board.t) in lines[0], (lang, pile, lines)
                    told += 1
    assert told, "no token held several dogs: the test saw no pile"


from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=150, deadline=None)
@given(width=st.integers(40, 400), height=st.integers(20, 120), size=st.integers(18, 60),
       start=st.integers(0, 40), dogs=st.lists(st.integers(0, 83), min_size=1, max_size=20, unique=True),
       sick=st.booleans())
def test_a_row_never_lays_a_dog_over_another(width, height, size, start, dogs, sick):
    """Any row, any dogs: every dog has a place in the row, tokens never overlap, and while the
    row has room for a named token and its count, no token is smaller than that (or than the
    row's own size, where that is smaller)."""
    size = min(size, height - 4)
    view = {"infirmary": [dogs if sick else []], "truck": [[]], "board": []}
    area = pygame.Rect(10, 10, width, height)
    laid = dog_rows.lay_dogs(area, dogs, size, view, start=start)
    assert sorted(laid) == sorted(dogs)
    tokens = {tuple(r) for r in laid.values()}
    assert not any(pygame.Rect(a).colliderect(b) for a in tokens for b in tokens if a != b)
    assert all(area.contains(r) for r in laid.values())
    floor = min(size, dog_rows.NAMED)
    if width - start - 4 >= floor + dog_rows.count_room(f"+{len(dogs)}") and height - 2 >= floor:
        assert min(r.width for r in laid.values()) >= floor
        # a token holding several dogs has its count's room beside it
        for pile in dog_rows.piles({f"tok:{t}": r for t, r in laid.items()}, dogs):
            if len(pile) > 1:
                r = laid[pile[0]]
                after = [pygame.Rect(o).x for o in tokens if o[0] > r.x and o[1] == r.y] + [area.right - 1]
                assert r.right + dog_rows.count_room(dog_rows.pile_count(view, pile)) <= min(after)
