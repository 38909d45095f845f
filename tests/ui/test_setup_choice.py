"""Choosing a game on the setup screen: a card per game (a picture of its own table, player
counts, a typical length, a one-line description) that fits every language at 1024x600 with
2 to 8 seats, and the seats last used for each game, remembered across runs."""
from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest

from dogtable import i18n
from dogtable.core.registry import get_game, playable_game_ids
from dogtable.storage import last_seats
from dogtable.storage.last_seats import load_last_seats, parse_last_seats, remember_seats
from dogtable.ui import theme
from dogtable.ui.scenes import game_picture
from dogtable.ui.scenes.setup import fit_wrapped


def open_setup(d):
    d.frames(1)
    d.press("app.menu.new_game")
    assert d.names()[-1] == "setup"
    return d.top


def table_of(d):
    from dogtable.ui.scenes.table import TableScene

    return d.app.scenes.find(TableScene)


def kind_button(setup, seat: int, kind: str):
    """The button choosing ``kind`` for ``seat`` (the seat's row: same top as its name field)."""
    row = setup.entries[seat].rect
    label = i18n.t(f"app.setup.kind_{kind}")
    return next(w for w in setup.widgets if isinstance(w, pygame_gui.elements.UIButton)
                and w.text == label and w.rect.top == row.top)


def type_name(d, seat: int, name: str):
    entry = d.top.entries[seat]
    entry.set_text(name)
    d.top._read_names()


# -- the memory file -----------------------------------------------------------------------------
def test_seats_are_remembered_per_game(home):
    assert load_last_seats().games == {}                       # nothing yet: an empty memory
    dd = [{"name": "Bia", "kind": "human"}, {"name": "Caio", "kind": "hard"},
          {"name": "Duda", "kind": "easy"}, {"name": "Edu", "kind": "human"}]
    da = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "medium"}]
    assert remember_seats("dodgy_dogs", dd)
    assert remember_seats("dogs_alone", da)
    memory = load_last_seats()
    assert memory.seats_for("dodgy_dogs") == dd and memory.seats_for("dogs_alone") == da
    assert memory.last_game == "dogs_alone"
    assert remember_seats("dodgy_dogs", dd[:2])                # a later game replaces the older
    assert load_last_seats().seats_for("dodgy_dogs") == dd[:2]
    assert load_last_seats().seats_for("dogs_alone") == da
    assert load_last_seats().last_game == "dodgy_dogs"
    assert not list(last_seats.last_seats_path().parent.glob(".*.tmp"))   # atomic: no leftovers


GOOD = {"format": "dogtable-last-seats", "version": 1, "last_game": "dogs_alone",
        "games": {"dogs_alone": [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "hard"}]}}


def strange(**change):
    data = json.loads(json.dumps(GOOD))
    for key, value in change.items():
        data[key] = value
    return json.dumps(data)


@pytest.mark.parametrize("content", [
    "", "{", "null", "[]", '"text"', "\x00\x01garbage", json.dumps(GOOD)[:40],
    "[" * 100000 + "]" * 100000,                                        # deeper than json can go
    strange(format="something-else"), strange(version="1"), strange(version=0),
    strange(version=True), strange(games=[]), strange(last_game=7),
    strange(games={"dogs_alone": []}),
    strange(games={"dogs_alone": [{"name": "Ana", "kind": "wizard"}]}),
    strange(games={"dogs_alone": [{"name": "", "kind": "human"}]}),
    strange(games={"dogs_alone": [{"name": 5, "kind": "human"}]}),
    strange(games={"dogs_alone": ["Ana"]}),
    strange(games={"dogs_alone": [{"name": "A" * 500, "kind": "human"}]}),
    strange(games={"dogs_alone": [{"name": "Ana", "kind": "human"}] * 40}),
    strange(games={"dogs_alone": GOOD["games"]["dogs_alone"], "dodgy_dogs": {"name": "x"}}),
])
def test_a_damaged_or_strange_file_is_an_empty_memory(home, content):
    assert parse_last_seats(json.dumps(GOOD)).seats_for("dogs_alone")    # the good one reads
    path = last_seats.last_seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    memory = load_last_seats()
    assert memory.games == {} and memory.last_game is None
    assert remember_seats("dogs_alone", [{"name": "Lia", "kind": "human"},
                                         {"name": "Teo", "kind": "easy"}])   # and it mends
    assert load_last_seats().seats_for("dogs_alone")[0]["name"] == "Lia"


def test_bytes_that_are_not_text_and_a_folder_in_its_place_are_empty_memories(home):
    path = last_seats.last_seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xff\xfe\x80 not utf-8")
    assert load_last_seats().games == {}
    path.unlink()
    path.mkdir()
    assert load_last_seats().games == {}
    assert remember_seats("dogs_alone", GOOD["games"]["dogs_alone"]) is False   # never raises


def test_a_file_from_a_newer_app_is_not_overwritten(home):
    path = last_seats.last_seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    newer = strange(version=99)
    path.write_text(newer, encoding="utf-8")
    assert load_last_seats().games == {}
    assert remember_seats("dogs_alone", GOOD["games"]["dogs_alone"]) is False
    assert path.read_text(encoding="utf-8") == newer


def test_a_config_folder_that_cannot_be_written_only_forgets(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "config").write_text("a file where the folder should be")
    assert remember_seats("dogs_alone", GOOD["games"]["dogs_alone"]) is False
    assert load_last_seats().games == {}


# -- the setup screen remembers ---------------------------------------------------------------
def test_the_setup_offers_the_seats_last_used_for_each_game(make_app, quick_computers):
    d = make_app()
    setup = open_setup(d)
    assert setup.model.game == "dogs_alone" and setup.model.count == 3      # nothing remembered
    d.click(d.buttons()[i18n.t("dodgy_dogs.title")].rect.center)
    d.click(d.buttons()["6"].rect.center)
    type_name(d, 0, "Bia")
    type_name(d, 4, "Zeca")
    d.click(kind_button(d.top, 2, "hard").rect.center)
    d.click(kind_button(d.top, 4, "human").rect.center)
    chosen = d.top.model.seats(i18n.t)
    d.press("app.setup.start")
    table = table_of(d)
    assert [s.to_json() for s in table.session.seats] == chosen

    # another run of the app (nothing kept in memory but the file)
    again = make_app()
    setup = open_setup(again)
    assert setup.model.game == "dodgy_dogs"              # the game started last
    assert setup.model.seats(i18n.t) == chosen
    assert [e.get_text() for e in setup.entries] == [s["name"] for s in chosen]
    assert kind_button(setup, 4, "human").is_selected and kind_button(setup, 2, "hard").is_selected
    # a game never played keeps the names on the form, as many as it takes
    again.click(again.buttons()[i18n.t("dog_lover.title")].rect.center)
    model = again.top.model
    assert model.game == "dog_lover" and model.count <= get_game("dog_lover").max_players
    assert model.seats(i18n.t) == chosen[:model.count]
    # what was changed on the form during this visit comes back with its game
    type_name(again, 0, "Nina")
    again.click(again.buttons()[i18n.t("dodgy_dogs.title")].rect.center)
    assert again.top.model.seats(i18n.t) == chosen
    again.click(again.buttons()[i18n.t("dog_lover.title")].rect.center)
    assert again.top.model.names[0] == "Nina"


def test_remembered_seats_that_no_longer_suit_a_game_are_not_offered(make_app, home):
    nine = [{"name": f"P{i}", "kind": "medium"} for i in range(9)]     # more than any game takes
    assert remember_seats("dogs_alone", nine)
    setup = open_setup(make_app())
    spec = get_game(setup.model.game)
    assert spec.min_players <= setup.model.count <= spec.max_players
    assert setup.model.names[0] == i18n.t("app.setup.name_1")


def test_a_damaged_memory_opens_the_usual_setup(make_app, home):
    path = last_seats.last_seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "dogtable-last-seats", "version": 1, "games": {"dogs_alone": [{"na',
                    encoding="utf-8")
    d = make_app()
    setup = open_setup(d)
    assert setup.model.game == "dogs_alone" and setup.model.count == 3
    assert [s["kind"] for s in setup.model.seats(i18n.t)] == ["human", "medium", "medium"]
    d.press("app.setup.start")
    assert table_of(d) is not None
    assert load_last_seats().seats_for("dogs_alone") == setup.model.seats(i18n.t)   # mended


# -- the game cards ---------------------------------------------------------------------------------
def test_every_game_has_a_card_with_facts_from_its_spec_and_a_description(make_app):
    setup = open_setup(make_app())
    g = setup.geometry
    assert len(g.cards) == len(playable_game_ids())
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        for gid, card in zip(playable_game_ids(), g.cards):
            spec = get_game(gid)
            (_, facts), (_, lines, _) = setup.card_texts(gid, g.card_parts(card)[2])
            assert i18n.t("app.setup.player_range", low=spec.min_players, high=spec.max_players) in facts
            about = i18n.t(f"app.setup.about.{gid}")
            assert i18n.has(f"app.setup.about.{gid}", lang) and " ".join(lines) == about
    i18n.set_language("en")
    descriptions = {i18n.t(f"app.setup.about.{gid}") for gid in playable_game_ids()}
    assert len(descriptions) == len(playable_game_ids())          # each game its own line


def test_a_click_on_a_card_picture_chooses_that_game(make_app):
    d = make_app()
    setup = open_setup(d)
    for gid, card in zip(playable_game_ids(), setup.geometry.cards):
        picture = setup.geometry.card_parts(card)[0]
        d.click(picture.center)
        assert d.top.model.game == gid
        title = d.buttons()[i18n.game_title(gid)]
        assert title.is_selected


def test_the_pictures_are_the_games_own_tables_drawn_once_then_the_screen_rests(make_app):
    d = make_app(view=None)                   # the real boards
    setup = open_setup(d)
    size = setup.geometry.picture_size
    assert setup.next_frame_in() == 0.0 or all(
        game_picture.cached(g, size) for g in playable_game_ids())
    d.frames(len(playable_game_ids()) + 1)
    pictures = [game_picture.cached(g, size) for g in playable_game_ids()]
    assert all(p is not None and p.get_size() == size for p in pictures)
    assert setup.next_frame_in() is None                       # all drawn: at rest
    # each game's own table: no two pictures alike, and none the plain fallback frame
    raw = [pygame.image.tobytes(p, "RGB") for p in pictures]
    assert len(set(raw)) == len(raw)
    for gid, picture in zip(playable_game_ids(), pictures):
        plain = game_picture._plain_frame(gid, size)
        assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(picture, "RGB")
        colours = {picture.get_at((x, y))[:3] for x in range(0, size[0], 7) for y in range(0, size[1], 7)}
        assert len(colours) > 20                               # a table, not a flat frame


def test_a_board_that_cannot_draw_gives_a_plain_frame(make_app):
    class BrokenBoard:
        def __init__(self, ctx):
            raise RuntimeError("no board today")

    d = make_app(view=BrokenBoard)
    setup = open_setup(d)
    d.frames(len(playable_game_ids()) + 1)
    size = setup.geometry.picture_size
    for gid in playable_game_ids():
        picture = game_picture.cached(gid, size, BrokenBoard)
        assert picture is not None
        plain = game_picture._plain_frame(gid, size)
        assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(picture, "RGB")
    assert setup.next_frame_in() is None
    d.app.draw()                                               # and the screen still draws


def widgets_fit(d) -> list[str]:
    """Widgets off screen or on top of each other, button labels wider than their room,
    descriptions that do not fit their card."""
    setup = d.top
    bad = []
    screen = pygame.Rect(0, 0, *d.app.size)
    rects = [w.rect for w in setup.widgets]
    for i, a in enumerate(rects):
        if not screen.contains(a):
            bad.append(f"off screen {a}")
        bad.extend(f"overlap {a} {b}" for b in rects[i + 1:] if a.colliderect(b))
    for w in setup.widgets:
        if isinstance(w, pygame_gui.elements.UIButton) and w.text:
            if w.font.size(w.text)[0] > theme.button_text_room(w.rect.width):
                bad.append(f"label {w.text!r}")
    g = setup.geometry
    for gid, card in zip(playable_game_ids(), g.cards):
        picture, title, text = g.card_parts(card)
        if not all(card.contains(r) for r in (picture, title, text)):
            bad.append(f"card parts of {gid}")
        (size, facts), (_, _, area) = setup.card_texts(gid, text)
        if theme.font(size).size(facts)[0] > text.width:
            bad.append(f"facts of {gid}")
        if fit_wrapped(i18n.t(f"app.setup.about.{gid}"), area) is None:
            bad.append(f"description of {gid}")
        if any(card.colliderect(r) for r in rects if r != title):
            bad.append(f"a widget on the card of {gid}")
        if card.colliderect(g.form):
            bad.append(f"card of {gid} under the form")
    return bad


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_setup_fits_with_two_to_eight_seats(make_app, lang, size):
    d = make_app(lang=lang, size=size)
    open_setup(d)
    d.click(d.buttons()[i18n.t("dodgy_dogs.title")].rect.center)
    bad = []
    for seats in range(2, 9):
        d.click(d.buttons()[str(seats)].rect.center)
        assert d.top.model.count == seats
        bad.extend(f"{seats} seats: {b}" for b in widgets_fit(d))
        first = d.top.geometry.first_y + d.top.geometry.row_h
        if first > d.button("app.setup.start").rect.top:
            bad.append(f"{seats} seats: the first-player row runs into Start")
    assert not bad, "\n".join(bad)
