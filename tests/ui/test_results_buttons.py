"""The results' buttons share one label size (issue 25: at 1024x600 in Spanish "Ver la
repetición" was drawn smaller than its neighbours): a button whose label needs more room is
made wider instead, and every label fits whole."""
from __future__ import annotations

import pygame_gui
import pytest

from dogtable.ui import theme
from dogtable.ui.scenes.results import ResultsScene, button_row

from test_text_fit import finished_session, overflowing


def _label_sizes(scene) -> set[int]:
    return {int(widget.object_ids[-1].rsplit("_", 1)[1]) for widget in scene.widgets
            if isinstance(widget, pygame_gui.elements.UIButton)}


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_results_buttons_share_one_label_size_and_fit(make_app, lang, size):
    from dogtable.ui.scenes.table import open_session

    d = make_app(lang=lang, size=size)
    table = open_session(d.app, finished_session(), autosave=False)
    for scene in (ResultsScene(d.app, table), ResultsScene.of_session(d.app, table.session)):
        d.app.scenes.push(scene)
        d.frames(1)
        buttons = [w for w in scene.widgets if isinstance(w, pygame_gui.elements.UIButton)]
        assert len(buttons) >= 3
        assert len(_label_sizes(scene)) == 1, [(b.text, b.object_ids[-1]) for b in buttons]
        assert not overflowing(d)
        # side by side inside the panel, none over another
        rects = sorted((b.rect for b in buttons), key=lambda r: r.x)
        assert all(a.right < b.left for a, b in zip(rects, rects[1:]))
        panel = scene._rect()
        assert panel.left <= rects[0].left and rects[-1].right <= panel.right
        d.app.scenes.pop()


def test_spanish_at_the_smallest_window_keeps_the_full_size_by_widening_one_button(make_app):
    # the row of five at 1024x600: room enough for every label at the largest size once the
    # long one is given the width it needs
    make_app(lang="es", size=(1024, 600))
    labels = [("Ver la mesa", False), ("Ver la repetición", False), ("Jugar otra vez", True),
              ("Récords", False), ("Menú principal", False)]
    size, widths = button_row(labels, 964 - 40)
    assert size == theme.BUTTON_SIZES[0]
    assert widths[1] > widths[3]                     # the long label's button is the wider
    assert all(theme.font(size, bold).size(text)[0] <= theme.button_text_room(width)
               for (text, bold), width in zip(labels, widths))


def test_a_row_that_cannot_fit_at_any_size_falls_back_to_one_smallest_size(make_app):
    make_app()
    labels = [("An extremely long label for a button " * 3, False)] * 3
    size, widths = button_row(labels, 600)
    assert size == theme.BUTTON_SIZES[-1] and len(set(widths)) == 1


@pytest.mark.parametrize("name", ["Ana", "Maximiliana", "Grandma Josefina Maria", "Zé"])
def test_a_seat_s_name_over_a_narrow_column_is_readable_and_fits(make_app, name):
    # five seats at 1024x600 leave each column about 50 px: the winner's name was drawn at
    # 8 px beside its star; now it keeps a floor and is cut with "…" past it
    from dogtable.ui.scenes.results import NAME_FLOOR, _column_name

    make_app()
    for room in (40, 50, 90, 200):
        text, size = _column_name(name, room, theme.TEXT_FONT)
        assert NAME_FLOOR <= size <= theme.TEXT_FONT
        assert theme.font(size, True).size(text)[0] <= room
        assert text == name or (text.endswith("…") and name.startswith(text[:-1].rstrip()))


def test_the_score_pad_s_row_names_share_one_size_and_fit(make_app):
    # pt, four seats at 1280x720 and 125%: "Conjuntos de quatro cores" was drawn smaller than
    # "Maioria vermelha"; the names' column now widens for it while the seats keep their room
    from dogtable.ui.scenes.results import MIN_SEAT_COLUMN, _label_column

    make_app(lang="pt")
    labels = ["Bagunças arrumadas", "Reserva de cães", "Conjuntos de quatro cores",
              "Maioria vermelha", "Maioria amarela"]
    for width, seats in ((600, 4), (480, 5), (480, 8), (900, 2)):
        label_w, size = _label_column(labels, "Total", theme.TEXT_FONT, width, seats)
        assert all(theme.font(size).size(label)[0] <= label_w - 12 for label in labels)
        assert width - label_w >= min(seats * MIN_SEAT_COLUMN, width - min(300, int(width * 0.36)))
    short, _ = _label_column(["Round 1", "Round 5"], "Total", theme.TEXT_FONT, 630, 8)
    assert short < 120        # short names leave the eight seats the room
    label_w, size = _label_column(labels, "Total", theme.TEXT_FONT, 600, 4)
    assert size == theme.TEXT_FONT
