"""Hot-seat: the hand-off screen comes exactly when the screen would pass from one human's
secrets to another's."""
from __future__ import annotations


def table_of(d):
    from dogtable.ui.scenes.table import TableScene

    return d.app.scenes.find(TableScene)


def test_no_handoff_between_two_humans_in_a_game_without_secrets(make_app):
    """DOGS shows every seat the same table: the screen passes from one human to the other
    without a hand-off screen (there is nothing to hide)."""
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bea", "kind": "human"}]
    d = make_app({"mode": "play", "game": "dogs_kennel", "seats": seats, "seed": 3})
    d.frames(2)
    table = table_of(d)
    seen = set()
    for _ in range(12):
        assert d.names()[-1] == "table"
        seat = table.session.to_act()[0]
        table.submit(seat, table.session.legal_actions(seat)[0])
        d.frames(4)
        seen.add(table.viewer)
    assert seen >= {0, 1}


def test_a_game_where_nothing_can_be_undone_shows_no_undo_button(make_app):
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"}]
    d = make_app({"mode": "play", "game": "dodgy_dogs", "seats": seats, "seed": 3})
    d.frames(2)
    assert table_of(d).undo_button is None
    d2 = make_app({"mode": "play", "game": "dogs_alone", "seats": seats, "seed": 3})
    d2.frames(2)
    assert table_of(d2).undo_button is not None
