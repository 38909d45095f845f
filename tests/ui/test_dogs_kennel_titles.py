"""The DOGS board's small texts stay readable in the smallest window: the action boxes' titles
are never drawn under 10 px (a long one takes two lines inside its box) and the status panel's
round and phase line is never under 10 px either."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pytest

from dogtable import i18n
from dogtable.games.dogs_kennel.view import art, texts
from dogtable.games.dogs_kennel.view.board import STATUS_MIN
from dogtable.games.dogs_kennel.view.layout import TITLE_MIN, title_line_step
from dogtable.ui.table import assets

from board_kit import attach, new_session, screen  # noqa: F401

# (794, 546) is the board in a 1024x600 window (the log and the top bar take the rest)
SIZES = [(640, 400), (794, 546), (1024, 600), (1280, 720)]
P = "dogs_kennel."


def played(players: int, seed: int, moves: int):
    session = new_session("dogs_kennel", players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            break
        movers = session.to_act()
        seat = movers[0] if movers else None
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


def whole(lines: list[str]) -> str:
    """The title a box's lines spell (a word broken at a line's end carries a hyphen)."""
    if len(lines) == 2 and lines[0].endswith("-"):
        return lines[0][:-1] + lines[1]
    return " ".join(lines)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_box_titles_are_whole_at_10px_or_more_inside_their_boxes(screen, size, players, lang):
    i18n.set_language(lang)
    try:
        ctx, view = attach(played(players, 5, 10), viewer=0, size=size)
        view.draw(screen)
        geo = view.geo
        for b, box in enumerate(geo.boxes):
            title = view.t(f"{P}box.{b}")
            lines, size_px = art.box_title_lines(view.text, title, box.title.width, geo.font)
            assert size_px >= TITLE_MIN, (lang, size, title, size_px)
            assert whole(lines) == title                          # every word, none cut
            font = assets.font(size_px, True)
            assert all(font.size(line)[0] <= box.title.width for line in lines), (title, lines)
            assert len(lines) <= geo.title_lines
            if len(lines) == 2:                                   # both lines inside the title band
                assert 2 * title_line_step(size_px) <= box.title.height
            # the band lies inside the box, above its cards and meeple spots
            assert box.rect.contains(box.title)
            assert all(box.title.bottom <= r.top for r in box.slots + box.spots)
            assert title not in view.text.cut
    finally:
        i18n.set_language("en")


def test_a_language_with_a_long_title_gets_two_lines_and_the_map_gives_the_room(screen):
    i18n.set_language("en")
    try:
        ctx, view = attach(played(4, 5, 10), viewer=0, size=(794, 546))
        one = view.geo
        i18n.set_language("es")        # "Tienda de mascotas" cannot fit one line at 10 px here
        view.on_language()
        two = view.geo
        assert (one.title_lines, two.title_lines) == (1, 2)
        assert two.boxes[0].title.height > one.boxes[0].title.height
        assert two.map.height < one.map.height
        assert two.status == one.status                            # the status panel keeps its room
        assert [b.slots[0].size for b in two.boxes] == [b.slots[0].size for b in one.boxes]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["es", "pt"])
def test_the_round_and_phase_line_is_never_under_10px(screen, size, lang):
    i18n.set_language(lang)
    try:
        checked = 0
        for seed, moves in ((1, 5), (2, 30), (3, 60), (4, 120)):
            ctx, view = attach(played(4, seed, moves), viewer=0, size=size)
            view.draw(screen)
            head = texts.status_lines(view.view, view.t, view.name, view.seat, view.legal, view.swap_mode)[0][0]
            assert head in view.drawn_texts and head not in view.status.left_out
            assert view.status.sizes[head] >= STATUS_MIN, (lang, size, head, view.status.sizes[head])
            shown = [t for t, _s in view.status.lines if t not in view.status.left_out]
            assert all(view.status.sizes[t] >= STATUS_MIN for t in shown), view.status.sizes
            checked += 1
        assert checked
    finally:
        i18n.set_language("en")
