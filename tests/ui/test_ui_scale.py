"""The UI scale ("Size of everything") zooms the table: every offered scale shows a
different picture, and a larger scale gives the table more of the window, not the log."""
from __future__ import annotations

import pytest

from dogtable.storage.settings import UI_SCALES, Settings
from dogtable.ui.app import SAME_SCALE, effective_scale, logical_size, offered_scales
from dogtable.ui.window_scale import honoured
from dogtable.ui.scenes.table import LOG_MIN_ZOOMED, log_width

WINDOWS = [(800, 480), (1024, 600), (1280, 720), (1366, 768), (1600, 900), (1920, 1080)]
SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"},
         {"name": "Bo", "kind": "easy"}]


@pytest.mark.parametrize("window", WINDOWS)
def test_no_offered_scale_does_nothing(window):
    offered = offered_scales(window, UI_SCALES)
    assert offered, "some scale is always offered"
    sizes = [logical_size(window, scale)[0] for scale, _ in offered]
    assert len(set(sizes)) == len(sizes), f"two offered scales show one picture: {offered}"
    shown = [s for _, s in offered]
    assert shown == sorted(shown) and all(b > a * (1 + SAME_SCALE) for a, b in zip(shown, shown[1:]))
    # a scale left out is one this window cannot honour (it would show another percentage
    # than the one stored), or it shows (nearly) the picture of an offered one
    for scale in UI_SCALES:
        if scale in dict(offered):
            continue
        mine = effective_scale(window, scale)
        assert not honoured(window, scale) or any(abs(mine - s) <= s * SAME_SCALE for s in shown), \
            (scale, mine, shown)
    # every offered scale above 100% is shown as chosen: the percentage stored is the one seen
    assert all(abs(s - c) <= c * SAME_SCALE for c, s in offered if c > 1.0), offered


def test_a_window_too_small_for_a_scale_does_not_offer_it():
    # 1280x720 at 150% would need a logical surface of 853x480, under the 1024x600 minimum:
    # it would look like 125%, so only one of them is offered
    offered = dict(offered_scales((1280, 720), UI_SCALES))
    assert 1.5 not in offered and 1.25 in offered
    assert offered[1.25] == pytest.approx(1280 / logical_size((1280, 720), 1.25)[0][0])
    assert set(offered_scales((1920, 1080), UI_SCALES)) >= {(1.5, 1.5), (1.25, 1.25)}


def board_in_window_pixels(d):
    from dogtable.ui.scenes.table import TableScene

    table = d.app.scenes.find(TableScene)
    sx, sy = d.app.pixel_scale
    board, log = table.board_rect, table.log_rect
    return board.width * sx, board.height * sy, log.width * sx


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_the_table_grows_with_the_scale(make_app, window):
    start = {"mode": "play", "game": "dogs_alone", "seats": SEATS, "seed": 3, "first": 0}
    measured = []
    for scale, _shown in offered_scales(window, UI_SCALES):
        d = make_app(start, size=window, settings=Settings(anim_speed=0.0, ui_scale=scale))
        d.frames(2)
        measured.append((scale, *board_in_window_pixels(d)))
        d.app.shutdown()
    widths = [w for _, w, _, _ in measured]
    assert all(b > a for a, b in zip(widths, widths[1:])), measured
    # zoomed in, the log gives up window room (its text grows, it does not take the table's room)
    logs = [lw for scale, _, _, lw in measured if scale >= 1.0]
    assert all(b <= a for a, b in zip(logs, logs[1:])), measured
    # the table keeps most of the window's height whatever the scale
    assert all(h >= 0.9 * window[1] for _, _, h, _ in measured), measured


@pytest.mark.parametrize("window", WINDOWS)
def test_the_log_keeps_a_usable_width(window):
    base = effective_scale(window, 1.0)
    for scale, shown in offered_scales(window, UI_SCALES):
        (w, _h), (sx, _sy) = logical_size(window, scale)
        lw = log_width(w, sx, base)
        assert LOG_MIN_ZOOMED <= lw <= w * 0.3 + 1
        assert w - lw >= 640    # the board's minimum width stays


def test_settings_offer_the_window_s_scales(make_app):
    d = make_app(size=(1280, 720), settings=Settings(anim_speed=0.0, ui_scale=1.5))
    d.frames(1)
    d.press("app.menu.settings")
    labels = [text for text in d.buttons() if text.endswith("%")]
    # each label is the value stored for it (1280x720 honours 125%: no "120%" stored as 1.25)
    assert labels == [f"{round(c * 100)}%" for c, _ in offered_scales((1280, 720), UI_SCALES)]
    assert "150%" not in labels and "125%" in labels
    # a remembered 150% shows what this window gives it: the largest offered picture is selected
    assert d.buttons()["125%"].is_selected
    before = d.app.size
    d.click(d.buttons()["100%"].rect.center)
    assert d.app.settings.ui_scale == 1.0 and d.app.size == (1280, 720) != before
