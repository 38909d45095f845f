"""Issue 27 in the app: a game finished at the table enters the history; the Load list's
Finished tab lists, filters and opens kept games; the replay's timeline, keys and speed; the
score pad at the end; "play from here" starts an ordinary game from the step on screen; a
file opened with `dogtable replay` is offered to the history."""
from __future__ import annotations

import json
import time

import pygame
import pytest

from finished_games import finished_session
from dogtable.storage import history, paths
from dogtable.storage.saves import load_session
from dogtable.ui.scenes.replay_steps import session_from_step


def finished(game="dogs_alone", names=("Ana", "Bo"), seed=3, kinds=None):
    return finished_session(game, names, seed, kinds)


def test_a_game_finished_at_the_table_enters_the_history(make_app):
    from dogtable.ui.scenes.table import open_session

    done = next(s for s in (finished(seed=n) for n in range(1, 20)) if s.log[-1].seat is not None)
    last = done.log[-1]
    d = make_app()
    table = open_session(d.app, session_from_step(done, len(done.log) - 2, ["human", "human"]))
    d.frames(3)
    assert history.history_files() == []
    table.session.act(last.seat, last.action)
    d.frames(3)
    kept = history.history_files()
    assert len(kept) == 1 and load_session(kept[0]).to_json() == done.to_json()
    assert not paths.autosave_path().exists()          # the autosave of a finished game goes


def keep_two():
    a = history.keep_game(finished("dogs_alone", ("Grandma", "Tom"), seed=1),
                          when=time.time() - 7200)
    b = history.keep_game(finished("dodgy_dogs", ("Ana", "Tom", "Bo"), seed=2),
                          when=time.time() - 3600)
    return a, b


def test_the_finished_tab_lists_filters_and_opens_replay_and_results(make_app):
    from dogtable.ui.scenes.saves import LoadScene

    a, b = keep_two()
    d = make_app(size=(1024, 600))
    d.press("app.menu.load")
    scene = d.top
    assert isinstance(scene, LoadScene) and scene.tab == "finished"   # nothing else saved
    assert scene.saves == [b, a]                                       # newest first
    d.click(scene.entry.rect.center)                  # typed as a person types
    for ch in "grand":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        d.frames(1)
    d.frames(2)
    assert scene.saves == [a] and scene.player_filter == "grand"
    assert scene.entry.get_text() == "grand" and scene.entry.is_focused   # typing goes on
    scene.set_player_filter("")
    scene.set_game_filter("dodgy_dogs")
    assert scene.saves == [b]
    d.click((scene.rows[0][1].right - 20, scene.rows[0][1].centery))   # the row's text
    assert scene.selected == b
    d.press("app.history.results")
    assert d.names()[-1] == "results" and d.top.from_history
    labels, series = d.top.chart_data()
    assert len(series) == 3 and [row[-1] for row in series] == d.top.pad.totals()
    d.press("app.common.back")
    d.press("app.load.replay")
    assert d.names()[-1] == "replay"
    d.press("app.replay.close")
    d.press("app.history.delete_all")
    d.press("app.history.delete_all")       # the dialog's confirming button
    assert history.history_files() == [] and d.names()[-1] == "load"


def test_bad_files_in_the_history_are_skipped_with_one_notice(make_app):
    keep_two()
    (history.history_dir() / "20200101-000000-dogs_alone-0123456789ab.json").write_text("{")
    d = make_app()
    d.press("app.menu.load")
    assert len(d.top.infos) == 2
    notices = [t.text for t in d.app.toasts]
    assert notices == [d.top.t("app.history.skipped", count=1)]


def open_replay_of(d, session, **kw):
    from dogtable.ui.scenes.replay import open_replay

    scene = open_replay(d.app, session, **kw)
    d.frames(2)
    return scene


def test_the_timeline_drags_and_the_keys_step(make_app):
    d = make_app(size=(1024, 600))
    scene = open_replay_of(d, finished("dodgy_dogs", ("Ana", "Tom", "Bo"), seed=2))
    steps = scene.steps
    track = scene.timeline_rect
    assert track.bottom <= 600 and track.width > 500
    pos = d.window_pos(track.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    d.frames(2)
    assert abs(steps.position - steps.last // 2) <= 1
    to = d.window_pos((track.left + track.width // 4, track.centery))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    d.frames(2)
    assert abs(steps.position - steps.last // 4) <= 1 and not scene.dragging
    at = steps.position
    d.key(pygame.K_RIGHT)
    assert steps.position == at + 1
    d.key(pygame.K_LEFT)
    assert steps.position == at
    d.key(pygame.K_END)
    assert steps.position == steps.last
    d.key(pygame.K_HOME)
    assert steps.position == 0
    d.key(pygame.K_SPACE)
    assert scene.playing
    d.key(pygame.K_SPACE)
    assert not scene.playing
    # the marks: a tick where each round begins, a dot after each change of score
    assert [c.step for c in steps.chapters[1:]] and steps.score_marks()
    for step in steps.score_marks():
        assert steps.totals[step] != steps.totals[step - 1]


def test_speed_and_the_score_pad_at_the_end(make_app):
    d = make_app()
    scene = open_replay_of(d, finished(seed=4))
    slow = scene.pause_length()
    d.press("app.replay.speed", speed="1")
    assert scene.speed == 2.0 and scene.pause_length() < slow
    scene.go(scene.steps.last - 1)
    scene.toggle_play()
    assert d.until(lambda: d.names()[-1] == "results", timeout=10)
    assert d.top.in_replay and list(d.buttons()) == [d.top.t("app.common.back")]


def test_play_from_here_is_an_ordinary_game_of_the_log_prefix(home):
    done = finished("dodgy_dogs", ("Ana", "Tom", "Bo"), seed=5)
    step = len(done.log) // 2
    fresh = session_from_step(done, step, ["human", "hard", "easy"])
    assert [s.kind for s in fresh.seats] == ["human", "hard", "easy"]
    assert [s.name for s in fresh.seats] == ["Ana", "Tom", "Bo"]
    assert [e.to_json() for e in fresh.log] == [e.to_json() for e in done.log[:step + 1]]
    # the same seed and the same deal: played on as before, every event is the same
    for entry in done.log[step + 1:]:
        events = fresh.act(entry.seat, entry.action)
        assert [e.to_json() for e in events] == [e.to_json() for e in entry.events]
    assert fresh.is_over() and fresh.rules.score_pad(fresh.state).totals() == \
        done.rules.score_pad(done.state).totals()
    # undo reads only the new game's log, as in any game
    again = session_from_step(done, step, ["human"] * 3)
    assert not again.can_undo(again.log[-1].seat) or again.log[-1].seat in again.to_act()
    with pytest.raises(ValueError):
        session_from_step(done, len(done.log) - 1, ["human"] * 3)   # over: nothing to play


def test_play_from_here_in_the_app_autosaves_the_new_game(make_app):
    d = make_app(size=(1024, 600))
    done = finished("dodgy_dogs", ("Ana", "Tom", "Bo"), seed=5)
    scene = open_replay_of(d, done)
    scene.go(40)
    d.press("app.replay.play_from_here")
    assert d.names()[-1] == "play_from_here"
    dialog = d.top
    assert dialog._rect().bottom <= 600
    dialog.set_kind(2, "easy")
    d.press("app.replay.start_game", frames=4)
    assert d.names()[-1] in ("table", "handoff")
    saved = json.loads(paths.autosave_path().read_text())
    # the new game's own autosave: the replay's first 41 steps (a computer may have moved on)
    assert saved["log"][:41] == [e.to_json() for e in done.log[:41]]
    assert saved["seats"][2] == {"name": "Bo", "kind": "easy"} and saved["seed"] == done.seed


def test_a_replayed_file_is_offered_to_the_history_once(make_app, tmp_path):
    game = finished(seed=6)
    d = make_app()
    scene = open_replay_of(d, game, offer_keep=True)
    d.press("app.history.keep")
    assert [history.ref_of(p) for p in history.history_files()] == [history.game_ref(game)]
    assert i18n_text("app.history.keep") not in d.buttons()
    d.press("app.replay.close")
    again = open_replay_of(d, game, offer_keep=True)
    assert not again.offer_keep


def i18n_text(key, **params):
    from dogtable import i18n

    return i18n.t(key, **params)


def overflowing(driver) -> list[str]:
    """Labels wider than the room their button gives them, on the scene on top."""
    import pygame_gui

    from dogtable.ui import theme

    bad = []
    for widget in driver.top.widgets:
        if isinstance(widget, pygame_gui.elements.UIButton) and widget.text:
            width = widget.font.size(widget.text)[0]
            if width > theme.button_text_room(widget.rect.width):
                bad.append(f"{driver.names()[-1]}: {widget.text!r} {width}px in {widget.rect.width}px")
    return bad


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_every_new_label_fits_at_1024x600(make_app, lang):
    from dogtable.ui.scenes.records import RecordsScene

    keep_two()
    d = make_app(size=(1024, 600), lang=lang)
    bad = []
    d.press("app.menu.load")
    d.click((d.top.rows[0][1].right - 20, d.top.rows[0][1].centery))
    bad += overflowing(d)
    d.press("app.history.results")
    bad += overflowing(d)
    d.press("app.common.back")
    d.press("app.load.replay")
    bad += overflowing(d)
    d.press("app.replay.play_from_here")
    bad += overflowing(d)
    d.press("app.common.cancel")
    d.app.scenes.push(RecordsScene(d.app, game="dogs_alone"))
    d.frames(2)
    d.press("app.records.charts")
    bad += overflowing(d)
    assert not bad, "\n".join(bad)


def test_a_record_opens_the_kept_games_it_counts(make_app):
    from dogtable.storage.records import record_finished_game
    from dogtable.ui.scenes.records import RecordsScene

    human = finished("dogs_alone", ("Ana", "Bo"), seed=1)
    computer = finished("dogs_alone", ("Ana", "Cy"), seed=2, kinds=["hard", "human"])
    for game in (human, computer):
        history.keep_game(game)
        record_finished_game(game)
    d = make_app()
    d.app.scenes.push(RecordsScene(d.app, game="dogs_alone"))
    d.frames(2)
    assert not d.button("app.records.games").is_enabled
    rec, row = next((r, rect) for r, rect in d.top._row_rects() if r.kind == "human" and r.name == "Ana")
    d.click(row.center)
    d.press("app.records.games")
    load = d.top
    assert load.name == "load" and load.tab == "finished"
    # the human Ana's one game, not the computer called Ana
    assert [history.ref_of(p) for p in load.saves] == [history.game_ref(human)]
    load.set_game_filter(None)                  # a filter changed: the whole history again
    assert len(load.saves) == 2


def test_the_timeline_names_the_step_under_the_pointer(make_app):
    d = make_app(size=(1024, 600))
    scene = open_replay_of(d, finished("dodgy_dogs", ("Ana", "Tom", "Bo"), seed=2))
    mark = scene.steps.score_marks()[0]
    at = d.window_pos((scene.x_of(mark), scene.timeline_rect.centery))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    d.frames(2)
    assert scene.hover_step is not None and abs(scene.hover_step - mark) <= 1
    text = scene.hover_text(mark)
    assert scene.t("app.replay.score_changed") in text
    assert scene.t("app.replay.step", n=mark, total=scene.steps.last) in text
    assert scene.steps.position == 0                      # hovering moves nothing
    away = d.window_pos((scene.timeline_rect.centerx, 200))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0)))
    d.frames(2)
    assert scene.hover_step is None
