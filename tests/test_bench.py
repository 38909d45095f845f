"""`dogtable bench`'s app figures: the launch hook and its report, the frame-time children,
the app section's verdicts, and the hand-written Strength section surviving a rewrite."""
from __future__ import annotations

import sys

import pytest

from dogtable import bench


# -- launch to the first frame --------------------------------------------------------------
def test_launch_reaches_the_menu_and_reports_its_resources():
    ms, report = bench.launch_to_first_frame()
    assert 0 < ms < 60_000
    assert report["scene"] == "menu" and report["frames"] == 1
    # a fresh user folder: the default 1280x720, shrunk to the (virtual) desktop if smaller
    width, height = report["window"]
    assert 0 < width <= 1280 and 0 < height <= 720 and (width, height) != (0, 0)
    assert report["assets"] and report["locales"]
    assert report["font_from_assets"], report["font"]
    assert report["images"] > 0
    assert report["translated"] == {"en": True, "es": True, "pt": True}
    assert report["frozen"] is False
    if sys.platform.startswith("linux"):   # the run's processor time, for the CPU ratio
        assert 0 < report["cpu_ms"] < 60_000


def test_the_launch_ratio_is_given_in_wall_and_in_processor_time():
    lines = bench.reference_lines(600.0, [400.0, 500.0, 300.0], None,
                                  app_cpu=[500.0, 520.0, 480.0], reference_cpu=[400.0] * 3)
    assert "| 3 | 400 | 300 | 600 | 1.50 | **no** |" in lines
    assert "| 500 | 400 | 1.25 |" in lines


def test_launch_of_a_program_that_never_draws_is_an_error():
    with pytest.raises(RuntimeError, match="status 3 before its first frame"):
        bench.launch_to_first_frame([sys.executable, "-c", "import sys; sys.exit(3)"])


def test_launch_that_hangs_is_stopped_by_the_timeout():
    with pytest.raises(RuntimeError, match="stopped after 1 s before its first frame"):
        bench.launch_to_first_frame([sys.executable, "-c", "import time; time.sleep(60)"],
                                    timeout=1.0)


# -- frame times --------------------------------------------------------------------------------
def test_window_frame_times_drive_the_real_table_scene():
    result = bench.child_frame_times(bench._WINDOW_SCRIPT, players=3, frames=40,
                                     size=(1024, 600))
    assert result["scene"] == "table"
    assert len(result["times"]) == 40 and all(t > 0 for t in result["times"])
    assert len(result["busy"]) == 40 and any(result["busy"])  # computers moved, cards flew


def test_board_frame_times_run_in_a_child():
    result = bench.child_frame_times(bench._BOARD_SCRIPT, players=2, frames=20, size=(800, 480))
    assert len(result["times"]) == 20 and all(t > 0 for t in result["times"])


def test_frame_summary_matches_the_table_toolkit():
    from dogtable.ui.table.perf import summary

    times = [5.0, 1.0, 3.0, 9.0, 2.0, 2.5, 7.0, 4.0, 1.5, 30.0, 0.5]
    assert bench.frame_summary(times) == summary(times)
    assert bench.frame_summary([]) == summary([])


def test_app_section_reports_each_figure_against_its_target(monkeypatch):
    board = {"times": [1.0] * 90 + [20.0] * 10}     # median fine, p95 over 8 ms
    window = {"times": [5.0] * 50 + [0.1] * 50,       # median over 4 ms while animating ...
              "busy": [True] * 50 + [False] * 50}     # ... the idle pauses do not count
    monkeypatch.setattr(bench, "child_frame_times", lambda script, players, n:
                        board if script is bench._BOARD_SCRIPT else window)
    launches = iter([900.0, 1200.0, 800.0])
    monkeypatch.setattr(bench, "launch_to_first_frame",
                        lambda: (next(launches), {"scene": "menu"}))
    lines = bench.measure_app(bench.BenchConfig(quick=True)).lines
    board = next(line for line in lines if line.startswith("| board |"))
    window = next(line for line in lines if line.startswith("| window |"))
    assert "| 1.00 | 20.00 | 20.00 | yes / **no** |" in board
    assert "| 50% | 5.00 | 5.00 | 5.00 | **no** / yes |" in window
    assert "| 3 | 900 | 800 | 1200 | yes |" in lines
    assert not any("Warning" in line for line in lines)


def test_app_section_warns_when_the_first_frame_is_not_the_menu(monkeypatch):
    monkeypatch.setattr(bench, "child_frame_times",
                        lambda script, players, n: {"times": [1.0], "busy": [True]})
    monkeypatch.setattr(bench, "launch_to_first_frame", lambda: (100.0, {"scene": "message"}))
    lines = bench.measure_app(bench.BenchConfig(quick=True)).lines
    assert any("'message' scene" in line for line in lines)


# -- the Strength section -------------------------------------------------------------------
def _report(strength: str) -> str:
    return ("# Benchmarks\n\n## Machine\n\nfigures\n\n## App: frame time and launch time\n\n"
            "app figures\n\n## Strength\n\n" + strength + "\n")


def test_strength_placeholder_is_in_every_report(monkeypatch):
    monkeypatch.setattr(bench, "MEASUREMENTS", [bench.measure_machine, bench.measure_strength])
    markdown = bench.run(quick=True)
    assert "## Strength" in markdown and bench.STRENGTH_PLACEHOLDER in markdown


def test_a_hand_written_strength_section_survives_a_rewrite(tmp_path):
    target = tmp_path / "benchmarks.md"
    placeholder = bench.measure_strength(bench.BenchConfig()).markdown().split("\n", 2)[2]
    target.write_text(_report("| level | win share |\n|---|---:|\n| hard | 61% |"))
    bench.write(_report(placeholder).replace("figures", "new figures"), str(target))
    text = target.read_text()
    assert "new figures" in text and "| hard | 61% |" in text
    assert bench.STRENGTH_PLACEHOLDER not in text
    assert text.count("## Strength") == 1


def test_the_placeholder_does_not_overwrite_new_figures_and_is_replaced_by_them(tmp_path):
    target = tmp_path / "benchmarks.md"
    target.write_text(_report(bench.STRENGTH_PLACEHOLDER + " ..."))
    bench.write(_report("| hard | 55% |"), str(target))
    assert "| hard | 55% |" in target.read_text()


def test_strength_in_the_middle_is_kept_without_eating_later_sections():
    previous = ("# B\n\n## Strength\n\nhard wins\n\n## Later\n\nold later\n")
    fresh = ("# B\n\n## Strength\n\n" + bench.STRENGTH_PLACEHOLDER + "\n\n## Later\n\nnew later\n")
    merged = bench.keep_hand_written(fresh, previous)
    assert merged == "# B\n\n## Strength\n\nhard wins\n\n## Later\n\nnew later\n"
    assert bench.keep_hand_written(fresh, "") == fresh
