"""The table toolkit copes with Dodgy Dogs: slap races in the headless helpers, 8 seats."""
from __future__ import annotations

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.ui import theme as shell_theme
from dogtable.ui import theme as table_theme   # one theme for the shell and the table
from dogtable.ui.table.context import random_moves
from dogtable.ui.table.perf import frame_times
from dogtable.ui.table.preview import render


def _session(players: int, seed: int) -> Session:
    spec = get_game("dodgy_dogs")
    return Session(spec.rules(), [Seat(f"P{i}", "easy") for i in range(players)],
                   {"first_player": 0}, seed)


def test_random_moves_play_through_slap_races_and_stop_before_the_end():
    raced = 0
    for seed in range(6):
        session = _session(4, seed)
        played = random_moves(session, 3000, seed)
        assert played > 100
        assert not session.is_over()          # it stops short of the end, whatever the game
        raced += sum(1 for entry in session.log if entry.seat is None and entry.action is not None)
    assert raced > 0                          # races were settled on the way, not a dead end


def test_frame_times_survive_slap_races():
    times = frame_times(size=(640, 400), players=5, frames=1500, warmup=2, game_id="dodgy_dogs",
                        speed=0.0)
    assert len(times) == 1500 and all(t >= 0 for t in times)


def test_preview_renders_eight_seats(tmp_path):
    ctx, view = render(tmp_path / "eight.png", (1024, 600), players=8, moves=80, game_id="dodgy_dogs")
    assert (tmp_path / "eight.png").is_file()
    assert len(set(ctx.seat_names)) == 8


def test_eight_distinct_seat_colours():
    for colours in (shell_theme.SEAT_COLOURS, table_theme.SEAT_COLOURS):
        assert len(colours) >= 8 and len(set(map(tuple, colours[:8]))) == 8
