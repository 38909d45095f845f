"""Issue 10 in the app: the hand-off recap and the "since your last turn" view (everything
since that human last acted, as that human may read it), watching the replay from the
results and from the Load list, records kept as a game ends, a Load list that says what a
save holds, and hiding running scores."""
from __future__ import annotations

import random

import pygame

from dogtable import i18n
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat, log_lines
from dogtable.core.session import Session
from dogtable.storage import paths
from dogtable.storage.records import RecordBook
from dogtable.storage.saves import save_session

TWO_HUMANS = [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "human"}]
COMPUTERS = [{"name": "Rex", "kind": "easy"}, {"name": "Kiki", "kind": "easy"},
             {"name": "Max", "kind": "hard"}]


def play(seats, seed=5, game="dogs_alone"):
    return {"mode": "play", "game": game, "seats": seats, "seed": seed, "first": 0}


def table_of(d):
    from dogtable.ui.scenes.table import TableScene

    return d.app.scenes.find(TableScene)


def click_action(d, kind):
    for rect, action in table_of(d).view.action_rects:
        if action.kind == kind:
            d.click(rect.center)
            return action
    raise AssertionError(f"no {kind} action on the board")


def lines_for(session, seat, since, names):
    from dogtable.ui.scenes.table import resolve_params

    out = []
    for entry in session.log[since:]:
        for event in entry.events:
            for line in log_lines(session.rules, event, seat):
                out.append(i18n.t(line.key, **resolve_params("dogs_alone", dict(line.params), names)))
    return out


def finished_session(game="dogs_alone", players=3, seed=3):
    session = Session(get_game(game).rules(), [Seat(n, k) for n, k in
                                               zip(["Ana", "Rex", "Bo"], ["human", "hard", "human"])][:players],
                      {"first_player": 0}, seed)
    rng = random.Random(seed)
    while not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


# -- the full recap ----------------------------------------------------------------------------------
def test_the_handoff_lists_everything_since_that_human_last_acted_as_they_may_read_it(make_app):
    d = make_app(play(TWO_HUMANS))
    d.frames(2)
    table = table_of(d)
    d.press("app.handoff.ready", player="Ana")
    click_action(d, "draw_deck")
    bo_acted = len(table.session.log)
    click_action(d, "finish")
    d.frames(3)
    assert d.names()[-1] == "handoff" and d.top.seat == 1
    # Bo never acted: the recap is everything from the deal, described for everyone's eyes
    # (Ana may still be looking at the hand-off screen)
    assert d.top.recap == lines_for(table.session, None, 0, table.names)
    d.press("app.handoff.ready", player="Bo")
    click_action(d, "draw_deck")
    since_bo = len(table.session.log)
    click_action(d, "finish")
    d.frames(3)
    d.press("app.handoff.ready", player="Ana")
    assert bo_acted < since_bo
    # Ana's recap starts after her last act and is described for Ana, not for Bo
    since_ana = max(i for i, e in enumerate(table.session.log) if e.seat == 0) + 1
    expected = lines_for(table.session, 0, since_ana, table.names)
    assert expected and d.app.scenes.top is table
    d.press("app.table.since_last_turn")
    assert d.names()[-1] == "recap" and d.top.lines == expected
    d.key(pygame.K_ESCAPE)
    assert d.names()[-1] == "table"


def test_the_handoff_recap_shows_no_humans_drawn_card(make_app):
    d = make_app(play(TWO_HUMANS, seed=9))
    d.frames(2)
    table = table_of(d)
    d.press("app.handoff.ready", player="Ana")
    click_action(d, "draw_deck")
    click_action(d, "finish")
    d.frames(3)
    recap = d.top.recap
    # what only Ana may read about her own draw (and only Bo about his deal) is not there
    ana_lines = lines_for(table.session, 0, 0, table.names)
    bo_lines = lines_for(table.session, 1, 0, table.names)
    public = lines_for(table.session, None, 0, table.names)
    assert set(ana_lines) - set(public)
    assert recap == public
    assert not (set(ana_lines) | set(bo_lines)) - set(public) & set(recap)


# -- replays and records ----------------------------------------------------------------------------------
def test_a_finished_game_is_recorded_and_its_replay_steps_through_it(make_app, quick_computers):
    d = make_app(play(COMPUTERS, seed=12))
    assert d.until(lambda: d.names()[-1] == "results", timeout=120)
    table = table_of(d)
    pad = table.rules.score_pad(table.session.state)
    book = RecordBook()
    for seat, s in enumerate(table.session.seats):
        rec = book.get(s.name, s.kind, "dogs_alone")
        assert rec.played == 1 and rec.won == (seat in pad.winners()) and rec.best == pad.totals()[seat]
    d.press("app.results.watch_replay")
    replay = d.top
    assert d.names()[-1] == "replay" and replay.steps.position == 0
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert replay.steps.position == 2
    d.key(pygame.K_LEFT)
    assert replay.steps.position == 1
    d.press("app.replay.end")
    assert replay.steps.position == replay.steps.last == len(table.session.log) - 1
    d.press("app.replay.start")
    d.press("app.replay.play")
    assert d.until(lambda: replay.steps.position >= 3, timeout=10)
    d.press("app.replay.pause")
    stopped = replay.steps.position
    d.frames(30)
    assert replay.steps.position == stopped
    d.press("app.replay.close")
    assert d.names()[-1] == "results"
    d.press("app.results.records")
    assert d.names()[-1] == "records" and len(d.top.rows()) == 3


def test_the_load_list_says_what_a_save_holds_and_replays_finished_games(make_app):
    paths.saves_dir().mkdir(parents=True)
    save_session(finished_session(), paths.saves_dir() / "Finished one.json")
    going = Session(get_game("dogs_alone").rules(), [Seat("Ana", "human"), Seat("Rex", "medium")],
                    {"first_player": 0}, 2)
    save_session(going, paths.saves_dir() / "Going on.json")
    d = make_app()
    d.press("app.menu.load")
    load = d.top
    infos = {info.path.stem: info for info, _ in load.rows}
    assert infos["Finished one"].finished and infos["Going on"].finished is False
    from dogtable.ui.scenes.saves import info_lines

    what, who = info_lines(infos["Going on"], i18n.t)
    assert i18n.t("app.load.progress_turn", n=going.view(None)["turn"]) in what
    assert who == "Ana, " + i18n.t("app.load.computer_seat", name="Rex", level=i18n.t("app.setup.kind_medium").lower())
    d.frames(4)   # pictures are drawn a row at a time
    assert load.next_frame_in() is None
    d.click(d.buttons()["Going on"].rect.center)
    assert not d.button("app.load.replay").is_enabled
    d.click(d.buttons()["Finished one"].rect.center)
    d.press("app.load.replay")
    assert d.names()[-1] == "replay"
    d.key(pygame.K_END)
    assert d.top.steps.position == d.top.steps.last
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["menu", "load"]
    # newest first, then oldest first
    first = [info.path.stem for info, _ in load.rows]
    d.press("app.load.newest_first")
    assert [info.path.stem for info, _ in load.rows] == first[::-1]


def test_hiding_running_scores_reaches_the_board(make_app):
    d = make_app(play(COMPUTERS[:1] + [{"name": "Ana", "kind": "human"}]))
    d.frames(2)
    table = table_of(d)
    assert table.ctx.show_scores()
    d.key(pygame.K_ESCAPE)
    d.press("app.pause.settings")
    d.press("app.settings.scores_hidden")
    assert d.app.settings.show_scores is False and not table.ctx.show_scores()
    from dogtable.storage.settings import load_settings

    assert load_settings()[0].show_scores is False
