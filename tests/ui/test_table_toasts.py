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
