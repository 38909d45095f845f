"""`dogtable bench`'s "Frame time while cards fly" (issue 25): the real main loop times the
frames of every board while computer players' cards fly; and the board kit's picture at rest,
blitted once a frame while they fly."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from dogtable import bench  # noqa: E402
from dogtable.core.registry import get_game, playable_game_ids  # noqa: E402
from dogtable.core.rules import Seat  # noqa: E402
from dogtable.core.session import Session  # noqa: E402
from dogtable.ui.table.context import HeadlessContext, headless_pygame  # noqa: E402


# -- the measurement ------------------------------------------------------------------------------
def test_the_real_loop_times_frames_while_a_computer_table_plays():
    result = bench.child_flight_times("dogs_alone", bench.BenchConfig(quick=True), real=False,
                                      sizes=[(1024, 600)], players=3)
    assert result["driver"] == "dummy"
    (entry,) = result["sizes"]
    assert entry["size"] == [1024, 600]
    n = len(entry["times"])
    assert n > 10 and len(entry["cpu"]) == len(entry["busy"]) == n
    assert all(ms > 0 for ms in entry["times"])
    assert any(entry["busy"])                # computers moved: cards flew
    # the loop paces itself: at most 60 frames a second (and some slack for the clock)
    assert n / entry["wall"] <= 62


def _entry(times, busy, size=(1280, 720)):
    return {"size": list(size), "times": times, "cpu": [t / 2 for t in times], "busy": busy,
            "wall": 2.0}


def test_a_row_counts_only_the_frames_with_cards_in_flight():
    # 20 frames flying at 5 ms; 80 idle frames at 40 ms do not count
    row, ok = bench.flight_row("dogs_alone", 4, _entry([5.0] * 20 + [40.0] * 80,
                                                       [True] * 20 + [False] * 80))
    assert row[:5] == ["dogs_alone", "4", "1280x720", "20", "50"]
    assert row[5:] == ["5.00", "5.00", "5.00", "2.50", "2.50", "-", "-", "-", "-", "yes"] and ok


def test_a_row_compares_the_board_with_the_plain_loop_of_the_same_run():
    entry = _entry([6.0] * 100, [True] * 100)
    entry["reference"] = {"times": [2.0] * 90 + [3.0] * 10, "cpu": [1.0] * 100}
    row, ok = bench.flight_row("dogs_alone", 4, entry)
    assert row[10:14] == ["2.00 / 3.00", "1.00", "2.0", "3.0"] and ok


def test_a_row_over_its_size_s_target_says_so():
    slow = [5.0] * 90 + [13.0] * 10            # p95 13 ms: over 8 at 720p, over 12 at 1080p
    row, ok = bench.flight_row("dog_lover", 4, _entry(slow, [True] * 100))
    assert row[-1] == "**no**" and not ok
    row, ok = bench.flight_row("dog_lover", 4, _entry([5.0] * 90 + [11.0] * 10, [True] * 100,
                                                      (1920, 1080)))
    assert row[-1] == "yes" and ok             # 11 ms is within 1080p's 12


def test_no_frame_in_flight_is_not_on_target():
    row, ok = bench.flight_row("dogs_kennel", 4, _entry([3.0] * 10, [False] * 10))
    assert row[3] == "0" and row[-1] == "-" and not ok


def test_a_board_whose_cards_never_flew_is_reported_as_not_measured(monkeypatch):
    def fake(game_id, config, real, sizes=None, players=4):
        flew = game_id != "dog_lover"
        return {"driver": "dummy", "presentation": "-", "sizes": [
            _entry([4.0] * 30, [flew] * 30, size) for size in bench.PRESENT_SIZES]}

    monkeypatch.setattr(bench, "child_flight_times", fake)
    monkeypatch.setattr(bench, "real_display", lambda: False)
    lines = bench.measure_flights(bench.BenchConfig(quick=True)).lines
    assert "Every measured board on target." in lines
    assert "Every board on target." not in lines
    assert lines[-1] == ("No cards flew while timed (not measured): dog_lover at 1280x720, "
                         "dog_lover at 1920x1080.")


def test_a_board_whose_run_failed_is_never_called_on_target(monkeypatch):
    def failing(game_id, config, real, sizes=None, players=4):
        raise RuntimeError("flight child failed (1): no display")

    monkeypatch.setattr(bench, "child_flight_times", failing)
    monkeypatch.setattr(bench, "real_display", lambda: False)
    lines = bench.measure_flights(bench.BenchConfig(quick=True)).lines
    assert not any("on target." in line and line.startswith("Every") for line in lines)
    assert lines[-1].startswith("Not measured (the run failed): ")
    assert all(game_id in lines[-1] for game_id in playable_game_ids())


def test_the_section_has_every_board_at_every_size(monkeypatch):
    def fake(game_id, config, real, sizes=None, players=4):
        slow = game_id == "dog_lover"
        return {"driver": "dummy", "presentation": "SDL default (dummy)", "sizes": [
            _entry([20.0 if slow else 4.0] * 30, [True] * 30, size)
            for size in bench.PRESENT_SIZES]}

    monkeypatch.setattr(bench, "child_flight_times", fake)
    monkeypatch.setattr(bench, "real_display", lambda: False)
    section = bench.measure_flights(bench.BenchConfig(quick=True))
    assert section.title == bench.FLIGHT_TITLE == "Frame time while cards fly"
    for game_id in playable_game_ids():
        for w, h in bench.PRESENT_SIZES:
            assert any(line.startswith(f"| {game_id} | 4 | {w}x{h} |") for line in section.lines)
    assert section.lines[-1] == "Over target: dog_lover at 1280x720, dog_lover at 1920x1080."
    assert bench.measure_flights in bench.MEASUREMENTS


def test_a_board_that_cannot_be_measured_is_reported_not_fatal(monkeypatch):
    def broken(game_id, config, real, sizes=None, players=4):
        raise RuntimeError("flight child failed (1): boom")

    monkeypatch.setattr(bench, "child_flight_times", broken)
    monkeypatch.setattr(bench, "real_display", lambda: False)
    lines = bench.measure_flights(bench.BenchConfig(quick=True)).lines
    assert sum("not measured" in line and "boom" in line for line in lines) \
        == len(playable_game_ids())


# -- the board's picture at rest ----------------------------------------------------------------
def _board(game_id: str, size=(1280, 720)):
    screen = headless_pygame(size)
    spec = get_game(game_id)
    session = Session(spec.rules(), [Seat(f"P{i + 1}") for i in range(3)],
                      {"first_player": 0}, 5)
    ctx = HeadlessContext(session, viewer=0, speed=1.0)
    view = spec.view_factory()(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, *size))
    ctx.refresh()
    view.draw(screen)
    return view, screen


def test_a_translucent_static_layer_is_composed_once_with_its_background():
    view, _ = _board("dog_lover")
    painted = view.paint_static

    def translucent():   # the case this is for: a layer with holes over the background
        pic = painted().convert_alpha()
        pic.fill((0, 0, 0, 0), pygame.Rect(0, 0, 200, 200))
        return pic

    view.paint_static = translucent
    view.invalidate()
    view._rest_layers()
    bg, static = view.background(), view._static
    assert static and static.get_flags() & pygame.SRCALPHA
    (layer,) = view._rest_layers()
    expected = bg.copy()
    expected.blit(static, (0, 0))
    assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert view._rest_layers()[0] is layer                   # not composed again per frame
    view.invalidate()                                        # the board changed
    (again,) = view._rest_layers()
    assert again is not layer and view._static is not static


def test_an_opaque_static_layer_is_blitted_alone_and_a_sprite_board_s_background_alone():
    for game_id in ("dogs_kennel", "dog_lover"):
        view, _ = _board(game_id)
        assert view._rest_layers() == (view._static,)
    view, _ = _board("dogs_alone")
    assert view._rest_layers() == (view.background(),)


def test_the_board_draws_the_same_picture_as_background_and_static_blitted_in_turn():
    view, screen = _board("dog_lover", (1024, 600))
    view.draw(screen)
    drawn = pygame.image.tobytes(screen, "RGB")
    view._rest_layers = lambda: (view.background(), view._static)   # the old way
    view.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") == drawn


def _flying(game_id: str, size=(1280, 720)):
    """A sprite board right after a move, its cards in flight."""
    view, screen = _board(game_id, size)
    session = view.ctx.session
    seat = session.to_act()[0]
    view.ctx.submit(seat, session.legal_actions(seat)[0])
    view.update(1 / 60)
    return view, screen


@pytest.mark.parametrize("game_id", ["dogs_alone", "dodgy_dogs"])
def test_a_sprite_board_composes_its_resting_cards_once_while_others_fly(game_id):
    view, screen = _flying(game_id)
    assert view.busy() and view.live_sprites()   # the case this is for
    composed = []
    settled = view.draw_settled
    view.draw_settled = lambda surface: (composed.append(1), settled(surface))
    frames = 0
    while view.busy() and frames < 200:
        view.draw(screen)
        view.update(1 / 60)
        frames += 1
    view.draw(screen)
    assert frames > 5 and len(composed) <= 3, (frames, len(composed))


@pytest.mark.parametrize("game_id", ["dogs_alone", "dodgy_dogs"])
def test_the_settled_picture_and_the_whole_drawing_are_the_same_at_rest(game_id):
    view, screen = _flying(game_id, (1024, 600))
    while view.busy():
        view.update(1 / 60)
    view.draw(screen)
    split = pygame.image.tobytes(screen, "RGB")
    shown = list(view.last_drawn)
    view.settled_key = lambda: None              # every piece drawn anew, as before the split
    view.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") == split and view.last_drawn == shown


@pytest.mark.parametrize("game_id", ["dogs_alone", "dodgy_dogs"])
def test_hiding_running_scores_reaches_the_settled_picture_at_once(game_id):
    view, screen = _board(game_id)
    view.draw(screen)
    shown = pygame.image.tobytes(screen, "RGB")
    view.ctx.show_scores = lambda: False          # the setting changed; nothing else did
    view.draw(screen)
    hidden = pygame.image.tobytes(screen, "RGB")
    view.settled_key = lambda: None               # every piece drawn anew
    view.draw(screen)
    assert hidden != shown and pygame.image.tobytes(screen, "RGB") == hidden
