"""The app driven like a person would: real mouse and keyboard events through the scenes."""
from __future__ import annotations

import json
import threading

import pygame

from dogtable import i18n
from dogtable.core.rules import Action
from dogtable.storage import paths
from dogtable.storage.saves import load_session

HUMAN_AND_TWO_COMPUTERS = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"},
                           {"name": "Bo", "kind": "hard"}]
TWO_HUMANS = [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "human"}]


def play(seats, seed=7, first=0):
    return {"mode": "play", "game": "dogs_alone", "seats": seats, "seed": seed, "first": first}


def table_of(d):
    from dogtable.ui.scenes.table import TableScene

    return d.app.scenes.find(TableScene)


def click_action(d, kind, seat=None):
    """Click the stand-in board's box of the first legal action of ``kind``."""
    view = table_of(d).view
    for rect, action in view.action_rects:
        if action.kind == kind:
            d.click(rect.center)
            return action
    raise AssertionError(f"no {kind} among {[a for _, a in view.action_rects]}")


def test_start_a_game_from_the_menu(make_app):
    d = make_app()
    d.frames(2)
    assert d.names() == ["menu"]
    d.press("app.menu.new_game")
    assert d.names() == ["menu", "setup"]
    d.press("app.setup.start")
    assert d.names() == ["menu", "table"]
    table = table_of(d)
    assert [s.kind for s in table.session.seats] == ["human", "medium", "medium"]
    assert table.autosaver.flush()
    assert paths.autosave_path().is_file()   # saved before the first move
    # the only human's hand is on the board from the start
    assert table.view.shows and table.view.shows[-1][0] == 0


def test_setup_changes_players_and_kinds(make_app):
    d = make_app()
    d.press("app.menu.new_game")
    four = d.buttons()["4"]
    d.click(four.rect.center)
    setup = d.top
    assert setup.model.count == 4
    # make seat 2 human: the second "Human" button in the form
    humans = [w for w in setup.widgets if getattr(w, "text", None) == i18n.t("app.setup.kind_human")]
    d.click(humans[1].rect.center)
    assert d.top.model.kinds[:4] == ["human", "human", "medium", "medium"]
    d.press("app.setup.first_value", player=i18n.t("app.setup.first_random"))
    assert d.top.model.first == 0
    d.press("app.setup.start")
    table = table_of(d)
    assert len(table.session.seats) == 4
    assert table.session.state.first == 0


def test_a_move_then_undo(make_app):
    d = make_app(play(HUMAN_AND_TWO_COMPUTERS))
    d.frames(2)
    table = table_of(d)
    assert table.session.to_act() == [0]
    before = len(table.session.log)
    click_action(d, "draw_supply")          # undoable: the supply is public
    assert len(table.session.log) == before + 1
    assert table.autosaver.flush()
    saved = load_session(paths.autosave_path())
    assert len(saved.log) == before + 1      # autosaved after the action
    d.press("app.table.undo_key")   # "Undo (Ctrl+Z)": the button shows its key
    assert len(table.session.log) == before
    assert table.autosaver.flush()
    assert len(load_session(paths.autosave_path()).log) == before


def test_ctrl_z_undoes_and_escape_pauses(make_app):
    d = make_app(play(HUMAN_AND_TWO_COMPUTERS))
    d.frames(2)
    table = table_of(d)
    before = len(table.session.log)
    click_action(d, "draw_supply")
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(table.session.log) == before
    d.key(pygame.K_ESCAPE)
    assert d.names()[-1] == "pause"
    d.press("app.pause.resume")
    assert d.names()[-1] == "table"


def test_an_illegal_move_shows_the_engines_reason(make_app):
    d = make_app(play(HUMAN_AND_TWO_COMPUTERS))
    d.frames(2)
    table = table_of(d)
    assert table.ctx.submit(0, Action("pay", (3, 0))) is False
    assert d.app.toasts and d.app.toasts[-1].text == i18n.t("dogs_alone.error.mess_not_now")


def test_autosave_then_continue(make_app):
    d = make_app(play(HUMAN_AND_TWO_COMPUTERS, seed=11))
    d.frames(2)
    table = table_of(d)
    click_action(d, "draw_deck")
    d.until(lambda: 0 in table.session.to_act() or table.session.is_over(), timeout=5)
    length = len(table.session.log)
    assert length >= 2
    d.app.shutdown()

    d2 = make_app()
    d2.frames(2)
    d2.press("app.menu.continue")
    resumed = table_of(d2)
    assert resumed is not None and d2.names() == ["menu", "table"]
    assert len(resumed.session.log) >= length
    assert [s.name for s in resumed.session.seats] == ["Ana", "Rex", "Bo"]


def test_quit_to_menu_keeps_the_game_for_continue(make_app):
    d = make_app(play(HUMAN_AND_TWO_COMPUTERS))
    d.frames(2)
    d.key(pygame.K_ESCAPE)
    d.press("app.pause.quit")
    assert d.names() == ["menu"]
    assert i18n.t("app.menu.continue") in d.buttons()


def test_switch_language_live(make_app):
    d = make_app(play(HUMAN_AND_TWO_COMPUTERS))
    d.frames(2)
    table = table_of(d)
    d.key(pygame.K_ESCAPE)
    d.press("app.pause.settings")
    d.press("app.settings.language_es")
    assert i18n.get_language() == "es"
    assert d.app.settings.language == "es"
    # the open screen is already in Spanish, and so is the table under it
    assert "Volver" in d.buttons()
    assert table.view.language_changes == 1
    assert table.banner() == i18n.t("app.table.your_turn", player="Ana")
    assert "Ana, es tu turno" == table.banner()
    d.press("app.common.back")
    d.press("app.pause.quit")
    assert set(d.buttons()) >= {"Continuar", "Nueva partida", "Salir"}
    # and the choice was saved
    from dogtable.storage.settings import load_settings
    assert load_settings()[0].language == "es"


def test_handoff_between_two_humans(make_app):
    d = make_app(play(TWO_HUMANS, seed=5, first=0))
    d.frames(2)
    table = table_of(d)
    # the first secrets of a hot-seat game wait behind the hand-off screen
    assert d.names()[-1] == "handoff"
    assert all(seat is None for seat, _, _ in table.view.shows)
    d.press("app.handoff.ready", player="Ana")
    assert d.names()[-1] == "table" and table.viewer == 0
    assert table.view.shows[-1][0] == 0 and table.view.shows[-1][2] is not None
    # Ana plays a whole turn: one draw, then finish
    click_action(d, "draw_deck")
    shown_before = len(table.view.shows)
    click_action(d, "finish")
    d.frames(3)
    assert table.session.to_act() == [1]
    assert d.names()[-1] == "handoff"
    assert d.top.seat == 1
    # nothing of Bo's was shown before Bo confirmed
    assert all(seat != 1 for seat, _, _ in table.view.shows[shown_before:])
    d.press("app.handoff.ready", player="Bo")
    assert table.viewer == 1 and table.view.shows[-1][0] == 1


def test_no_handoff_with_one_human(make_app):
    d = make_app(play(HUMAN_AND_TWO_COMPUTERS, seed=3, first=0))
    d.frames(2)
    table = table_of(d)
    seen = set()
    for _ in range(3):                       # three of Ana's turns, computers in between
        assert d.until(lambda: table.session.to_act() == [0] and not table.ai_answer, timeout=10)
        click_action(d, "draw_deck")
        if any(a.kind == "discard" for _, a in table.view.action_rects):
            click_action(d, "discard")
        while any(a.kind == "finish" for _, a in table.view.action_rects):
            click_action(d, "finish")
            while any(a.kind == "discard" for _, a in table.view.action_rects):
                click_action(d, "discard")
        d.until(lambda: table.session.to_act() != [0], timeout=5)
        seen.update(d.names())
        d.frames(5)
        seen.update(d.names())
    assert "handoff" not in seen
    # Ana's hand stayed on screen the whole time, computer turns included
    assert {seat for seat, _, _ in table.view.shows} == {0}


def test_computers_think_off_the_ui_thread(make_app, slow_agent_cls):
    agents = []

    def slow(game, level, seed):
        agents.append(slow_agent_cls(0.4, seed))
        return agents[-1]

    seats = [{"name": "Rex", "kind": "easy"}, {"name": "Ana", "kind": "human"}]
    d = make_app(play(seats, seed=2, first=0), agent=slow)
    table = table_of(d)
    start_frames = d.app.frames
    log_before = len(table.session.log)
    assert d.until(lambda: len(table.session.log) > log_before, timeout=10)
    # frames kept flowing while the computer thought for 0.4 s
    assert d.app.frames - start_frames >= 10
    assert agents and agents[0].threads
    assert all(t != threading.main_thread().ident for t in agents[0].threads)
    # with no-one else to see, the human's hand showed during the computer's turn
    assert {seat for seat, _, _ in table.view.shows} == {1}


def test_zero_humans_play_to_the_score_pad(make_app, quick_computers):
    seats = [{"name": "A", "kind": "easy"}, {"name": "B", "kind": "medium"},
             {"name": "C", "kind": "hard"}]
    d = make_app(play(seats, seed=21, first=0), size=(1024, 600))
    table = table_of(d)
    assert d.until(lambda: "results" in d.names(), timeout=600, dt=0.05)
    assert {seat for seat, _, _ in table.view.shows} == {None}   # the public view only
    results = d.top
    rows = results.rows()
    pad = table.rules.score_pad(table.session.state)
    assert [label for label, _ in rows] == [i18n.t(f"dogs_alone.score.{c}") for c in pad.categories]
    assert all(len(values) == 3 for _, values in rows)
    assert table.autosaver.flush()
    assert not paths.autosave_path().exists()   # a finished game is not offered to Continue
    d.press("app.results.menu")
    assert d.names() == ["menu"]


def test_corrupt_autosave_gives_a_message_and_the_menu_still_works(make_app, home):
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text('{"format": "dogtable-save", "version": 1, "game": "dogs_alone", '
                                     '"seats": [], "seed": 1, "log": [{"seat": null')
    d = make_app()
    d.frames(2)
    d.press("app.menu.continue")
    assert d.names() == ["menu", "message"]
    assert d.top.title == i18n.t("app.errors.continue_failed")
    assert d.top.text.startswith(i18n.t("error.save_corrupt", detail="")[:20])
    d.press("app.common.ok")
    assert d.names() == ["menu"]
    d.press("app.menu.new_game")
    assert d.names() == ["menu", "setup"]
    # the broken file is left alone (nothing on disk changes when loading fails)
    assert paths.autosave_path().read_text().endswith('"seat": null')


def test_named_save_and_load(make_app):
    d = make_app(play(HUMAN_AND_TWO_COMPUTERS, seed=9))
    d.frames(2)
    table = table_of(d)
    click_action(d, "recruit_discard")
    length = len(table.session.log)
    d.key(pygame.K_ESCAPE)
    d.press("app.pause.save")
    d.top.entry.set_text("Sunday game")
    d.press("app.save.save")
    assert (paths.saves_dir() / "Sunday game.json").is_file()
    d.press("app.pause.quit")
    d.press("app.menu.load")
    assert d.names() == ["menu", "load"]
    entry = [label for label in d.buttons() if label.startswith("Sunday game")]
    assert entry
    d.click(d.buttons()[entry[0]].rect.center)
    d.press("app.load.load")
    loaded = table_of(d)
    assert d.names() == ["menu", "table"] and len(loaded.session.log) == length


def test_corrupt_named_save_keeps_the_load_screen_usable(make_app):
    paths.saves_dir().mkdir(parents=True)
    (paths.saves_dir() / "broken.json").write_text(json.dumps({"format": "something else"}))
    d = make_app()
    d.press("app.menu.load")
    label = [x for x in d.buttons() if x.startswith("broken")][0]
    d.click(d.buttons()[label].rect.center)
    d.press("app.load.load")
    assert d.names() == ["menu", "load", "message"]
    assert d.top.text == i18n.t("error.save_foreign")
    d.press("app.common.ok")
    assert d.names() == ["menu", "load"]
    d.press("app.common.back")
    assert d.names() == ["menu"]


def test_corrupt_settings_file_gives_defaults_and_a_notice(home):
    from dogtable.ui.app import App

    paths.settings_path().parent.mkdir(parents=True)
    paths.settings_path().write_text("]]] definitely not json")
    i18n.set_language("en")
    app = App({"mode": "menu"}, window_size=(1024, 600))
    try:
        app.step(1 / 60)
        assert app.settings.anim_speed == 1.0
        assert [t.text for t in app.toasts] == [i18n.t("error.settings_corrupt")]
        assert app.scenes.names() == ["menu"]
    finally:
        app.shutdown()


def test_a_tiny_window_does_not_crash_and_still_answers_clicks(make_app):
    d = make_app(size=(320, 200))
    d.frames(3)
    assert d.app.size[0] >= 1024 and d.app.size[1] >= 600
    assert any(t.text.startswith(i18n.t("app.window_too_small", width=1024, height=600)[:20])
               for t in d.app.toasts)
    d.press("app.menu.new_game")              # a click mapped through the scaling
    assert d.names() == ["menu", "setup"]
    d.press("app.setup.start")
    for size in [(100, 80), (1, 1), (1024, 600), (5000, 90), (1280, 720)]:
        d.app.resize_window(size)
        d.frames(3)
    assert d.names() == ["menu", "table"]
    assert d.app.size == (1280, 720)


def test_ui_scale_and_fullscreen(make_app):
    d = make_app(size=(1600, 900))
    d.frames(1)
    assert d.app.size == (1600, 900)
    d.app.set_ui_scale(1.5)
    d.frames(1)
    assert d.app.size == (1067, 600)       # zoomed in, never under 1024x600
    d.press("app.menu.new_game")           # clicks still land
    assert d.names()[-1] == "setup"
    d.key(pygame.K_F11)
    assert d.app.fullscreen and d.app.settings.fullscreen
    d.key(pygame.K_F11)
    assert not d.app.fullscreen


def test_log_parameters_become_names():
    from dogtable.ui.scenes.table import resolve_params

    names = ["Ana", "Rex"]
    out = resolve_params("dogs_alone", {"player": 1, "dog": 7, "mess": 9, "colour": 2,
                                        "count": 3, "pooled": 0}, names)
    assert out == {"player": "Rex", "dog": i18n.t("dogs_alone.dog.1"),
                   "mess": i18n.t("dogs_alone.mess.9"), "colour": i18n.t("dogs_alone.colour.2"),
                   "count": 3, "pooled": 0}


def session_in_wild_phase(kinds, seed=20):
    """A two-seat game played at random up to the end's secret wild-colour choices, where
    both seats have a choice to make."""
    import random

    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session

    rules = get_game("dogs_alone").rules()
    for attempt in range(seed, seed + 200):  # the first seed whose random game gets there
        session = Session(rules, [Seat("Ana", kinds[0]), Seat("Bo", kinds[1])], {"first_player": 0},
                          attempt)
        rng = random.Random(attempt)
        while session.state.phase not in ("wild", "over"):
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
        if session.state.phase == "wild" and sorted(session.to_act()) == [0, 1]:
            return session
    raise AssertionError("no random game ended with both seats owing a wild colour")


def test_secret_wild_choices_are_asked_one_human_at_a_time(make_app):
    from dogtable.ui.scenes.table import open_session

    d = make_app()
    session = session_in_wild_phase(["human", "human"])
    first, second = session.to_act()
    table = open_session(d.app, session)
    d.frames(2)
    assert d.names()[-1] == "handoff" and d.top.seat == first
    d.press("app.handoff.ready", player=table.names[first])
    assert table.viewer == first
    while first in session.to_act():
        click_action(d, "assign_wild")
        if first in session.to_act():
            assert d.names()[-1] == "table"       # more wilds of the same seat: no hand-off
    d.frames(3)
    assert d.names()[-1] == "handoff" and d.top.seat == second
    assert table.view.shows[-1][0] is None       # the board behind it is public
    # the first seat's choices are secret from the second (engine view, on screen)
    d.press("app.handoff.ready", player=table.names[second])
    seat, _, _ = table.view.shows[-1]
    assert seat == second
    wild = table.view.view["wild"][first]
    assert wild and all(colour is None for colour in wild.values())
    while second in session.to_act():
        click_action(d, "assign_wild")
    assert d.until(lambda: "results" in d.names(), timeout=10)


def test_a_computer_makes_its_secret_choice_while_the_human_makes_theirs(make_app):
    from dogtable.ui.scenes.table import open_session

    d = make_app()
    session = session_in_wild_phase(["human", "easy"])
    table = open_session(d.app, session)
    d.frames(2)
    assert "handoff" not in d.names()
    assert d.until(lambda: 1 not in session.to_act(), timeout=10)   # the computer chose
    assert 0 in session.to_act() and table.viewer == 0
    while 0 in session.to_act():
        click_action(d, "assign_wild")
    assert d.until(lambda: "results" in d.names(), timeout=10)
    assert "handoff" not in d.names()


def test_the_real_board_plays_in_the_table_scene(make_app):
    """The registry's DogsAloneView hosted by the scene: a human turn, the computers'
    replies applied only once the board finished animating, and no error on the way."""
    from dogtable.storage.settings import Settings

    d = make_app(play(HUMAN_AND_TWO_COMPUTERS, seed=13, first=0), view=None,
                 settings=Settings(anim_speed=0.25))
    table = table_of(d)
    assert type(table.view).__name__ == "DogsAloneView"
    busy_when_computers_moved = []
    real_act = table.session.act

    def act(seat, action):
        if seat != 0:
            busy_when_computers_moved.append(table.view.busy())
        return real_act(seat, action)

    table.session.act = act
    d.frames(5)
    draw = next(a for a in table.session.legal_actions(0) if a.kind == "draw_deck")
    assert table.ctx.submit(0, draw)
    assert table.view.busy()                  # the draw is being animated
    finish = next(a for a in table.session.legal_actions(0) if a.kind == "finish")
    assert table.ctx.submit(0, finish)
    while 0 in table.session.to_act() and table.session.legal_actions(0):
        assert table.ctx.submit(0, table.session.legal_actions(0)[0])   # discards, if any
    assert d.until(lambda: table.session.to_act() == [0], timeout=30)
    assert {entry.seat for entry in table.session.log[1:]} >= {0, 1, 2}
    assert busy_when_computers_moved and not any(busy_when_computers_moved)
    assert i18n.t("error.unexpected") not in [t.text for t in d.app.toasts]
    assert table.viewer == 0


def test_delete_a_named_save(make_app):
    paths.saves_dir().mkdir(parents=True)
    (paths.saves_dir() / "old game.json").write_text("{}")
    d = make_app()
    d.press("app.menu.load")
    label = next(x for x in d.buttons() if x.startswith("old game"))
    d.click(d.buttons()[label].rect.center)
    d.press("app.load.delete")
    assert d.names()[-1] == "confirm"
    d.press("app.load.delete")               # the dialog's confirming button
    assert d.names() == ["menu", "load"]
    assert not (paths.saves_dir() / "old game.json").exists()
    assert not any(x.startswith("old game") for x in d.buttons())


def test_resume_with_no_unfinished_game_says_so_plainly(make_app, home):
    assert not paths.autosave_path().exists()
    d = make_app({"mode": "resume"})
    d.frames(2)
    assert d.names() == ["menu"]                      # no error dialog, no file path
    texts = [toast.text for toast in d.app.toasts]
    assert len(texts) == 1 and str(paths.autosave_path()) not in texts[0]
    assert "/" not in texts[0] and "\\" not in texts[0]


def test_the_menu_over_a_finished_game_is_not_called_paused(make_app, quick_computers):
    from dogtable.ui.scenes.pause import PauseScene

    seats = [{"name": "A", "kind": "easy"}, {"name": "B", "kind": "easy"}]
    d = make_app(play(seats, seed=5, first=0), size=(1024, 600))
    table = table_of(d)
    drawn = []
    real = PauseScene.draw

    def spy(scene, surface):
        from dogtable.ui import theme
        keep = theme.draw_text
        theme.draw_text = lambda surf, text, *a, **k: drawn.append(text) or keep(surf, text, *a, **k)
        try:
            real(scene, surface)
        finally:
            theme.draw_text = keep

    PauseScene.draw = spy
    try:
        table.pause()
        d.frames(1)
        assert i18n.t("app.pause.title") in drawn
        d.press("app.pause.resume")
        assert d.until(lambda: table.session.is_over(), timeout=600, dt=0.05)
        drawn.clear()
        while d.names()[-1] != "table":
            d.app.scenes.pop()
        table.pause()
        d.frames(1)
        assert i18n.t("app.pause.title") not in drawn and i18n.t("app.table.menu") in drawn
        assert i18n.t("app.common.back") in d.buttons()
    finally:
        PauseScene.draw = real


def test_the_main_menu_grows_with_a_big_window(make_app):
    small = make_app(size=(1280, 720))
    small.frames(1)
    big = make_app(size=(1920, 1080))
    big.frames(1)
    label = i18n.t("app.menu.new_game")
    a, b = small.buttons()[label].rect, big.buttons()[label].rect
    assert b.width >= a.width * 1.4 and b.height >= a.height * 1.4

