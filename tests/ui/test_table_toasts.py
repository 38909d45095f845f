"""Toasts at the table stay off the board (issue 25; ui-a's notes: a refusal toast over DOGS'
own kennel head and over Dog Lover's how-to line at 1024x600)."""
from __future__ import annotations


def test_a_toast_at_the_table_lies_over_the_log_not_the_board(make_app):
    """A refusal's reason at 1024x600 covered the seats' heads or the status panel's how-to
    line; at the table the toasts stack over the log column instead."""
    from test_app_flow import HUMAN_AND_TWO_COMPUTERS, play, table_of

    d = make_app(play(HUMAN_AND_TWO_COMPUTERS), size=(1024, 600))
    table = table_of(d)
    d.app.toast("No draws left this turn: press Done to finish it.")
    (_, _, rect), = d.app.toast_rects(d.app.size, None)
    assert table.log_rect.contains(rect) and not rect.colliderect(table.board_rect)
    d.app.scenes.open("settings")                # another scene on top: the usual column
    (_, _, rect), = d.app.toast_rects(d.app.size, None)
    assert rect.centerx == d.app.size[0] // 2


def test_every_refusal_reason_is_shown_whole_over_the_log(make_app):
    """Over the narrow log column a long reason once lost its end ("... from your hand
    and…"): the toast keeps every line of every Dogs Alone refusal, in each language."""
    import json
    from pathlib import Path

    from test_app_flow import HUMAN_AND_TWO_COMPUTERS, play

    from dogtable.ui import theme

    d = make_app(play(HUMAN_AND_TWO_COMPUTERS), size=(1024, 600))
    for lang in ("en", "es", "pt"):
        data = json.loads(Path(f"locales/dogs_alone.{lang}.json").read_text("utf-8"))[lang]
        reasons = [v for v in data["error"].values() if isinstance(v, str)]
        assert reasons
        for reason in reasons:
            d.app.toasts.clear()
            d.app.toast(reason)
            (_, lines, _rect), = d.app.toast_rects(d.app.size, None)
            assert " ".join(lines).split() == reason.split(), (lang, reason)
