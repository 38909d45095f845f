"""The charts (issue 27): running totals that end on the score pad's totals, results over
time and head to head read off kept games, and drawings that give every seat its colour and a
marker shape of its own, and fit the results screen at 1024x600."""
from __future__ import annotations


import pygame
import pytest

from finished_games import finished_session
from dogtable.core.registry import get_game
from dogtable.storage.save_info import SaveInfo
from dogtable.ui import charts, theme


def finished(game, players=3, seed=2):
    return finished_session(game, [f"P{i}" for i in range(players)], seed)


@pytest.mark.parametrize("game", ["dodgy_dogs", "dog_lover", "dogs_kennel", "dogs_alone"])
def test_running_totals_start_per_chapter_and_end_on_the_score_pad(game):
    session = finished(game)
    labels, totals = charts.running_totals(get_game(game).rules(), session.log)
    assert labels[0] == ("start", 0) and len(labels) == len(totals) >= 3
    assert totals[-1] == session.rules.score_pad(session.state).totals()
    kinds = {kind for kind, _n in labels[1:]}
    assert kinds == {"turn" if game == "dogs_alone" else "round"}
    numbers = [n for _k, n in labels[1:]]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)


def info(game, seats, scores, winners, when):
    return SaveInfo(path=None, game=game, seats=[(n, "human") for n in seats], scores=scores,
                    winners=winners, finished=True, saved_at=when)


def test_results_over_time_and_head_to_head():
    infos = [info("dogs_alone", ["Ana", "Bo"], [10, 7], [0], 3.0),
             info("dogs_alone", ["bo ", "ANA", "Cy"], [9, 4, 9], [0, 2], 1.0),
             info("dodgy_dogs", ["Ana", "Cy"], [1, 2], [1], 2.0)]
    assert charts.results_over_time(infos, "ana", None, "dogs_alone") == [(1.0, 4, False),
                                                                         (3.0, 10, True)]
    names, table = charts.head_to_head(infos, "dogs_alone")
    assert sorted(n.strip().casefold() for n in names) == ["ana", "bo", "cy"]   # one name, any case
    ana, bo, cy = (next(i for i, n in enumerate(names) if n.strip().casefold() == x)
                   for x in ("ana", "bo", "cy"))
    assert table[ana][bo] == 1 and table[bo][ana] == 1      # one game each
    assert table[cy][ana] == 1 and table[ana][cy] == 0
    assert table[bo][cy] == 0 and table[cy][bo] == 0         # a shared victory beats nobody
    names, table = charts.head_to_head(infos, "dodgy_dogs")
    assert table[names.index("Cy")][names.index("Ana")] == 1


def test_each_seat_has_its_colour_and_its_own_shape():
    assert len({charts.seat_shape(s) for s in range(6)}) == 6
    assert charts.seat_colour(1) == theme.SEAT_COLOURS[1]
    pygame.init()
    shapes = {}
    for shape in charts.SHAPES:
        surface = pygame.Surface((40, 40))
        surface.fill((0, 0, 0))
        charts.draw_marker(surface, shape, (20, 20), 8, (255, 255, 255))
        shapes[shape] = sum(surface.get_at((x, y))[0] > 128 for x in range(40) for y in range(40))
    assert all(v > 20 for v in shapes.values())
    assert len(set(shapes.values())) == len(shapes)      # each shape covers its own area


def test_a_line_chart_draws_every_series_in_its_colour():
    pygame.init()
    surface = pygame.Surface((500, 300))
    surface.fill((0, 0, 0))
    charts.draw_line_chart(surface, pygame.Rect(0, 0, 500, 300), [[0, 5, 12], [0, -3, None]],
                           ["Start", "R1", "R2"], ["Ana", "Bo"], title="Score")
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 500, 2) for y in range(60, 300, 2)}
    assert theme.SEAT_COLOURS[0] in seen and theme.SEAT_COLOURS[1] in seen
    assert charts.nice_ticks(-3, 12) == [-5, 0, 5, 10, 15]


@pytest.mark.parametrize("turns", [20, 63, 80, 81])
def test_the_turn_labels_under_a_chart_never_touch(monkeypatch, turns):
    """The last label always shows; the regular one before it gives way when they would
    touch (a game of 80 turns once read "T7780" at its end)."""
    pygame.init()
    surface = pygame.Surface((540, 330))
    labels = ["Start"] + [f"T{i}" for i in range(1, turns + 1)]
    drawn = []
    real = theme.draw_text

    def record(surf, text, *args, **kwargs):
        rect = real(surf, text, *args, **kwargs)
        if text in labels:
            drawn.append((text, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", record)
    charts.draw_line_chart(surface, pygame.Rect(0, 0, 540, 330), [list(range(turns + 1))] * 2,
                           labels, ["Ana", "Rex"], title="Score after each turn")
    assert drawn[-1][0] == labels[-1] and drawn[0][0] == "Start"
    rects = [r for _text, r in drawn]
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:])), [t for t, _r in drawn]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_results_screen_has_room_for_its_chart(make_app, size):
    from dogtable.ui.scenes.results import ResultsScene

    d = make_app(size=size)
    scene = ResultsScene.of_session(d.app, finished("dodgy_dogs", players=5))
    d.app.scenes.push(scene)
    d.frames(2)
    pad, chart = scene._areas()
    panel = scene._rect()
    assert chart is not None and chart.width >= 300 and chart.height >= 200
    assert panel.contains(chart) and not pad.inflate(-2, -2).colliderect(chart)
    assert all(panel.contains(w.rect) for w in scene.widgets)


@pytest.mark.parametrize("game_id", ["dog_lover", "dogs_kennel", "dogs_alone", "dodgy_dogs"])
def test_a_chart_axis_counts_rounds_from_one(tmp_path, game_id):
    """Set-up before the first round (Dog Lover's starting tricks are its round 0) is part
    of "Start": the axis reads Start, R1, R2, ... never R0, and each chapter once."""
    from dogtable.core.registry import get_game
    from dogtable.sim import play_game
    from dogtable.storage import saves

    play_game(game_id, ["easy", "easy"], seed=5, save_dir=tmp_path)
    (path,) = tmp_path.iterdir()
    session = saves.load_session(path)
    labels, totals = charts.running_totals(get_game(game_id).rules(), session.log)
    assert labels[0] == ("start", 0) and len(labels) == len(totals)
    numbers = [n for _kind, n in labels[1:]]
    assert numbers[0] == 1 and numbers == sorted(set(numbers)), labels
