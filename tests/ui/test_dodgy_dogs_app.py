"""Dodgy Dogs in the app, driven headlessly: setup, the Crafty Cat slap race, hot-seat privacy
of the Whisperer's secret, the round summary and a whole computer-only game to the results."""
from __future__ import annotations

import time

import pygame

from dogtable import i18n
from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session
from dogtable.games.dodgy_dogs.cards import CAT, WHISPERER, behaviour, kind
from dogtable.games.dodgy_dogs.rules import DodgyDogsRules
from dogtable.storage import paths
from dogtable.storage.saves import load_session

from board_kit import play_until as walk


def table_of(d):
    from dogtable.ui.scenes.table import TableScene

    return d.app.scenes.find(TableScene)


def open_on_table(d, session):
    from dogtable.ui.scenes.table import open_session

    scene = open_session(d.app, session)
    assert scene is not None
    d.frames(2)
    return scene


def _is_card(action, card_kind) -> bool:
    return action.kind == "play" and bool(action.args) and kind(action.args[0]) == card_kind


def play_until(seats, want, seeds=range(400), moves=400):
    """A fresh Dodgy Dogs session played at random (never a Crafty Cat or a Whisperer by
    chance) until ``want(session, seat, legal)`` returns an action: (session, action)."""
    rules = DodgyDogsRules()
    found = []

    def wanted(session, seat, legal):
        found[:] = [want(session, seat, legal)]
        return found[0] is not None

    session, _seat = walk(
        lambda seed: Session(rules, [Seat(n, k) for n, k in seats], {"first_player": 0}, seed),
        wanted, seeds, moves, avoid=lambda a: _is_card(a, CAT) or _is_card(a, WHISPERER))
    return session, found[0]


def cat_by(player):
    def want(session, seat, legal):
        if seat == player:
            return next((a for a in legal if _is_card(a, CAT)), None)
        return None
    return want


# -- setup -------------------------------------------------------------------------------------------
def test_start_dodgy_dogs_from_the_menu_with_three_seats(make_app):
    d = make_app(view=None)
    d.frames(2)
    d.press("app.menu.new_game")
    labels = d.buttons()
    for gid in ("dogs_alone", "dodgy_dogs"):   # every registered game, by its title
        assert i18n.t(f"{gid}.title") in labels
    d.click(labels[i18n.t("dodgy_dogs.title")].rect.center)
    assert d.top.model.game == "dodgy_dogs"
    # the counts on offer come from the game's spec: 2 to 8
    counts = [str(n) for n in range(2, 9)]
    assert all(c in d.buttons() for c in counts)
    d.click(d.buttons()["3"].rect.center)
    assert d.top.model.count == 3
    d.press("app.setup.start")
    table = table_of(d)
    assert table.game_id == "dodgy_dogs" and len(table.session.seats) == 3
    assert type(table.view).__name__ == "DodgyDogsView"
    d.frames(5)
    assert table.view.view is not None and table.view.seat == 0


def test_setup_with_eight_seats_fits_1024x600(make_app):
    d = make_app(size=(1024, 600))
    d.press("app.menu.new_game")
    d.click(d.buttons()[i18n.t("dodgy_dogs.title")].rect.center)
    d.click(d.buttons()["8"].rect.center)
    setup = d.top
    assert setup.model.count == 8
    screen = pygame.Rect(0, 0, *d.app.size)
    rects = [w.rect for w in setup.widgets]
    assert all(screen.contains(r) for r in rects)
    # no two widgets overlap (every seat row, the first-player button, Back and Start)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert len(setup.entries) == 8 and len({e.get_text() for e in setup.entries}) == 8
    d.press("app.setup.start")
    assert len(table_of(d).session.seats) == 8


def test_the_command_line_takes_two_to_eight_dodgy_dogs_seats(monkeypatch, capsys):
    import sys
    import types

    from dogtable import cli

    started = []
    fake = types.ModuleType("dogtable.ui.app")
    fake.run = lambda start: started.append(start) or 0
    monkeypatch.setitem(sys.modules, "dogtable.ui.app", fake)
    eight = ",".join(["Ana:human"] + [f"C{i}:easy" for i in range(7)])
    assert cli.main(["play", "dodgy_dogs", "--seats", eight]) == 0
    assert started[-1]["game"] == "dodgy_dogs" and len(started[-1]["seats"]) == 8
    assert cli.main(["play", "dodgy_dogs", "--seats", eight + ",Zed:easy"]) == 2
    assert "2 to 8 players" in capsys.readouterr().err
    assert len(started) == 1


def test_play_dodgy_dogs_opens_straight_into_it(make_app):
    seats = [{"name": "Ana", "kind": "human"}] + [{"name": f"C{i}", "kind": "easy"} for i in range(7)]
    d = make_app({"mode": "play", "game": "dodgy_dogs", "seats": seats, "seed": 3}, view=None)
    d.frames(3)
    assert d.names() == ["menu", "table"]
    assert len(table_of(d).session.seats) == 8


# -- the slap race -------------------------------------------------------------------------------------
def test_slap_race_human_key_and_computer_reaction(make_app):
    seats = [("Ana", "human"), ("Rex", "medium"), ("Bo", "easy")]
    session, cat = play_until(seats, cat_by(2))
    session.act(2, cat)                       # Bo lays the Crafty Cat: Ana and Rex must slap
    referee = session.referee()
    assert referee["seats"] == [0, 1]
    d = make_app(view=None)
    table = open_on_table(d, session)
    assert d.until(lambda: table.desk.race is not None, timeout=10)
    race = table.desk.race
    log_len = len(table.session.log)
    assert d.until(lambda: not race.getting_ready, timeout=10)
    d.frames(3)
    assert len(table.session.log) == log_len  # no computer move while the race runs
    table.desk.draw(pygame.Surface(d.app.size))  # the overlay draws (bugs would raise here)
    assert table.banner() == i18n.t("dodgy_dogs.slap.title")
    d.key(pygame.K_a, frames=1)               # Ana's key (the first human's)
    assert 0 in race.times
    assert d.until(lambda: race.outcome is not None, timeout=10)
    assert 1 in race.times and race.times[1] >= 150.0   # Rex reacted, after a human-like delay
    assert race.times[0] < race.times[1]
    # the outcome went through the referee and is in the session log
    entry = table.session.log[-1]
    assert entry.seat is None and entry.action == Action("slap_loser", (1,))
    taken = [e for e in entry.events if e.kind == "CatTaken"]
    assert taken and taken[0]["seat"] == 1
    assert table.session.state.cats[1]
    # the log panel words it with the game's own names (its resolve_log_params hook)
    lines = [text for text, _ in table.log_lines()]
    assert i18n.t("dodgy_dogs.log.cat_taken", player="Rex") in lines
    assert any(line.startswith("Bo ") and i18n.t("dodgy_dogs.card.cat") in line for line in lines)
    # the outcome stays on screen a moment, then play goes on
    drawn = pygame.Surface(d.app.size)
    table.draw(drawn)
    assert d.until(lambda: table.desk.race is None, timeout=10)
    # save and load reproduce it
    assert table.autosaver.flush()
    saved = load_session(paths.autosave_path())
    assert saved.log[log_len].action == Action("slap_loser", (1,))
    assert saved.state.cats == table.session.state.cats


def test_slap_race_two_humans_with_their_own_keys(make_app):
    seats = [("Ana", "human"), ("Bo", "human"), ("Rex", "hard")]
    session, cat = play_until(seats, cat_by(2))
    session.act(2, cat)
    d = make_app()
    table = open_on_table(d, session)
    assert d.until(lambda: table.desk.race is not None, timeout=10)
    race = table.desk.race
    assert d.until(lambda: not race.getting_ready, timeout=10)
    assert table.desk.keys == {0: pygame.K_a, 1: pygame.K_l}
    assert table.viewer is None               # nobody's hand on screen during the race
    # both press in the same frame, Bo first: both count, in the order pressed
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    d.frames(1)
    assert set(race.times) == {0, 1}
    table.desk.draw(pygame.Surface(d.app.size))
    assert race.times[1] < race.times[0]
    assert race.outcome == Action("slap_loser", (0,))   # Ana was the last to slap
    d.frames(1)
    assert table.session.log[-1].action == Action("slap_loser", (0,))
    # everyone sees who took the cat before the screen is handed to the next human
    d.frames(60)
    assert d.names()[-1] == "table" and table.desk.race is not None and table.viewer is None
    assert d.until(lambda: d.names()[-1] == "handoff", timeout=10)
    assert table.desk.race is None


def test_a_human_who_never_slaps_takes_the_cat_and_the_race_runs_at_instant_speed(make_app):
    seats = [("Ana", "human"), ("Rex", "hard"), ("Bo", "easy")]
    session, cat = play_until(seats, cat_by(1))
    session.act(1, cat)
    d = make_app(view=None)                   # the settings of make_app: instant animations
    assert d.app.settings.anim_speed == 0.0
    table = open_on_table(d, session)
    assert d.until(lambda: table.desk.race is not None, timeout=10)
    assert d.until(lambda: not table.desk.race.getting_ready, timeout=10)
    frames = d.app.frames
    assert d.until(lambda: table.desk.race.outcome is not None, timeout=10)
    # it took (at least) the race's 3 seconds of frames: no shortcut at instant speed
    assert (d.app.frames - frames) / 60 >= 2.9
    assert table.session.log[-1].action == Action("slap_loser", (0,))


def test_one_human_may_slap_with_the_mouse(make_app):
    seats = [("Ana", "human"), ("Rex", "hard"), ("Bo", "easy")]
    session, cat = play_until(seats, cat_by(1))
    session.act(1, cat)
    d = make_app(view=None)
    table = open_on_table(d, session)
    assert d.until(lambda: table.desk.race is not None, timeout=10)
    assert d.until(lambda: not table.desk.race.getting_ready, timeout=10)
    d.frames(1)                                # drawn once: the buttons have their places
    assert 0 in table.desk.buttons
    d.click(table.desk.buttons[0].center, frames=1)
    assert 0 in table.desk.race.times


def test_a_race_with_a_human_starts_with_a_visible_get_ready_beat(make_app):
    """A computer's Cat straight after the table came into view: the human first sees the table
    (SEEN_SECONDS in all), then a "get ready" count during which nobody can slap."""
    from dogtable.ui.scenes.slap_race import READY_SECONDS, SEEN_SECONDS

    seats = [("Ana", "human"), ("Rex", "hard"), ("Bo", "hard")]
    session, cat = play_until(seats, cat_by(1))
    session.act(1, cat)
    d = make_app(view=None)
    table = open_on_table(d, session)
    opened = d.app.frames
    assert d.until(lambda: table.desk.race is not None, timeout=10)
    race = table.desk.race
    assert race.getting_ready and race.clock == 0.0
    surface = pygame.Surface(d.app.size)
    table.desk.draw(surface)                  # the count is drawn (a bug would raise here)
    d.key(pygame.K_a, frames=1)               # too early: does not count
    assert race.times == {}
    ready_frames = 0
    while race.getting_ready:
        d.frames(1)
        ready_frames += 1
        assert race.times == {} and race.clock == 0.0   # computers wait too
    assert ready_frames / 60 >= READY_SECONDS - 0.05
    assert (d.app.frames - opened) / 60 >= SEEN_SECONDS - 0.1
    d.key(pygame.K_a, frames=1)
    assert 0 in race.times


def test_the_race_time_is_a_setting(make_app):
    from dogtable.storage.settings import Settings

    seats = [("Ana", "human"), ("Rex", "hard"), ("Bo", "easy")]
    session, cat = play_until(seats, cat_by(1))
    session.act(1, cat)
    d = make_app(view=None, settings=Settings(language="en", anim_speed=0.0, race_seconds=6.0))
    table = open_on_table(d, session)
    assert d.until(lambda: table.desk.race is not None, timeout=10)
    race = table.desk.race
    assert race.timeout == 6000.0
    assert d.until(lambda: not race.getting_ready, timeout=10)
    d.frames(int(4.5 * 60))                   # past the default 3 s: still racing
    assert race.racing and 0 not in race.times
    d.key(pygame.K_a, frames=1)               # Ana slaps at 4.5 s: in time under this setting
    assert 0 in race.times
    assert 4.4 <= race.times[0] / 1000 < race.timeout / 1000   # a slap in time, not a miss


def test_a_short_race_time_ends_the_race_sooner():
    from types import SimpleNamespace

    from dogtable.ui.scenes.slap_race import RefereeDesk

    desk = RefereeDesk.__new__(RefereeDesk)
    referee = {"kind": "slap", "by": 1, "seats": [2, 0], "timeout_ms": 3000}
    for seconds, expected in ((2.0, 2000.0), (6.0, 6000.0), (None, 3000.0), ("x", 3000.0)):
        desk.table = SimpleNamespace(app=SimpleNamespace(settings=SimpleNamespace(race_seconds=seconds)))
        assert desk.race_ms(referee) == expected


# -- hot-seat privacy ------------------------------------------------------------------------------------
def whisper_by(player, target_holds: bool):
    def want(session, seat, legal):
        if seat != player:
            return None
        action = next((a for a in legal if _is_card(a, WHISPERER)), None)
        if action is None:
            return None
        target = session.state.hands[(player + 1) % len(session.seats)]
        held = {behaviour(c) for c in target if behaviour(c) is not None}
        if target_holds and not held or not target_holds and len(held) == 6:
            return None
        return action
    return want


def _recording(fake_view_cls):
    """The stand-in board, keeping every view it was shown."""
    class Recording(fake_view_cls):
        def __init__(self, ctx):
            super().__init__(ctx)
            self.views = []

        def show(self, view, legal, seat):
            self.views.append((seat, view))
            super().show(view, legal, seat)
    return Recording


def _whispered(session, seat, target_holds):
    target = session.state.hands[(seat + 1) % len(session.seats)]
    held = sorted({behaviour(c) for c in target if behaviour(c) is not None})
    return held[0] if target_holds else next(b for b in range(6) if b not in held)


def test_whisper_secret_hand_off_between_two_humans(make_app, fake_view_cls):
    seats = [("Ana", "human"), ("Bo", "human"), ("Rex", "medium")]
    session, whisperer = play_until(seats, whisper_by(0, target_holds=True))
    d = make_app(view=_recording(fake_view_cls))
    table = open_on_table(d, session)
    assert d.names()[-1] == "handoff"
    d.press("app.handoff.ready", player="Ana")
    assert table.viewer == 0
    assert table.submit(0, whisperer)
    d.frames(2)
    secret = _whispered(table.session, 0, True)
    shown = len(table.view.views)
    assert table.submit(0, Action("whisper", (secret,)))
    d.frames(3)
    # Bo must answer the whisper: the screen passes to Bo through a hand-off
    assert table.session.to_act() == [1]
    assert d.names()[-1] == "handoff" and d.top.seat == 1
    assert all(seat != 1 for seat, _ in table.view.views[shown:])
    assert all(v.get("whisper") is None for seat, v in table.view.views[shown:] if seat is None)
    d.press("app.handoff.ready", player="Bo")
    seat, view = table.view.views[-1]
    assert seat == 1 and view["whisper"] == secret   # told to Bo: Bo sees it


def test_the_guesser_never_sees_the_secret(make_app, fake_view_cls):
    seats = [("Ana", "human"), ("Rex", "medium"), ("Bo", "human")]
    session, whisperer = play_until(seats, whisper_by(0, target_holds=False))
    d = make_app(view=_recording(fake_view_cls))
    table = open_on_table(d, session)
    d.press("app.handoff.ready", player="Ana")
    assert table.submit(0, whisperer)
    d.frames(2)
    secret = _whispered(table.session, 0, False)    # Rex holds none of it: Rex draws
    assert table.submit(0, Action("whisper", (secret,)))
    d.frames(3)
    assert table.session.to_act() == [2]             # Bo must guess
    assert d.names()[-1] == "handoff" and d.top.seat == 2
    d.press("app.handoff.ready", player="Bo")
    bo_views = [v for seat, v in table.view.views if seat == 2]
    assert bo_views and all(v["whisper"] is None for v in bo_views)
    assert table.view.legal and all(a.kind == "guess" for a in table.view.legal)
    # the log Bo reads does not give it away either
    assert not any(i18n.t(f"dodgy_dogs.behaviour.{secret}") in text
                   for text, _ in table.log_lines()[-4:])


def test_whisper_with_one_human_needs_no_hand_off(make_app, fake_view_cls):
    seats = [("Ana", "human"), ("Rex", "medium"), ("Bo", "easy")]
    session, whisperer = play_until(seats, whisper_by(0, target_holds=True))
    d = make_app(view=_recording(fake_view_cls))
    table = open_on_table(d, session)
    assert d.names()[-1] == "table"
    assert table.submit(0, whisperer)
    d.frames(2)
    secret = _whispered(table.session, 0, True)
    assert table.submit(0, Action("whisper", (secret,)))
    seen = set()
    for _ in range(30):
        d.frames(1)
        seen.update(d.names())
    assert "handoff" not in seen
    assert {seat for seat, _ in table.view.views} == {0}
    # the whisperer keeps seeing what was whispered while the round of guesses goes on
    during = [v for _, v in table.view.views if v["whispering"]]
    assert during and all(v["whisper"] == secret for v in during)


def test_after_a_wild_card_the_next_human_gets_a_hand_off(make_app, fake_view_cls):
    seats = [("Ana", "human"), ("Bo", "human"), ("Rex", "medium")]

    def wild_by_ana(session, seat, legal):
        if seat == 0:
            return next((a for a in legal if a.kind == "play_wild" and a.args[1] == 1), None)
        return None

    session, wild = play_until(seats, wild_by_ana)
    d = make_app(view=_recording(fake_view_cls))
    table = open_on_table(d, session)
    d.press("app.handoff.ready", player="Ana")
    ana_rest = [c for c in table.session.state.hands[0] if c != wild.args[0]]
    shown = len(table.view.views)
    assert table.submit(0, wild)
    d.frames(3)
    # every hand passed to the left: Bo now holds Ana's, which waits for the hand-off
    assert table.session.state.hands[1] == ana_rest
    assert table.session.to_act() == [1]
    assert d.names()[-1] == "handoff" and d.top.seat == 1
    assert all(seat != 1 for seat, _ in table.view.views[shown:])
    for seat, view in table.view.views[shown:]:
        assert all(h is None for s, h in enumerate(view["hands"]) if s != seat)


# -- the round summary and a whole game --------------------------------------------------------------------
def test_round_summary_after_a_round(make_app):
    seats = [("Ana", "human"), ("Rex", "medium"), ("Bo", "easy")]

    def last_card(session, seat, legal):
        hand = session.state.hands[seat]
        # not the last round (its end is the final score sheet), and a computer must open the
        # next one: the seat two to the left of this round's dealer
        st = session.state
        if seat == 0 and len(hand) == 1 and st.round < 5 and (st.dealer + 2) % st.n != 0:
            return next((a for a in legal if a.kind == "play" and kind(a.args[0]) not in (CAT,)), None)
        return None

    session, action = play_until(seats, last_card)
    d = make_app(view=None)
    table = open_on_table(d, session)
    round_no = table.session.state.round
    left = [list(h) for h in table.session.state.hands]
    assert table.submit(0, action)
    # first every hand left is laid open on the board, face up, for a while ...
    assert d.until(lambda: not table.view.busy(), timeout=10)
    assert d.names()[-1] == "table"
    for seat in (1, 2):
        assert sorted(table.view.view["hands"][seat]) == sorted(left[seat])
        faces = [k for k, sp in table.view.sprites.sprites.items()
                 if k.startswith("card:") and sp.face_up and int(k[5:]) in left[seat]]
        assert len(faces) == len(left[seat])
    opened = d.app.frames
    # ... then the summary
    assert d.until(lambda: d.names()[-1] == "round_summary", timeout=10)
    assert (d.app.frames - opened) / 60 >= 2.0
    summary = d.top.summary
    assert summary["title"] == i18n.t("dodgy_dogs.summary.title", round=round_no, rounds=5)
    assert summary["lines"][0] == i18n.t("dodgy_dogs.summary.winner", player="Ana")
    assert [row[0] for row in summary["rows"]] == ["Ana", "Rex", "Bo"]
    scores = table.session.state.scores[-1]
    assert [row[3] for row in summary["rows"]] == [f"+{p}" if p > 0 else str(p) for p in scores]
    assert [row[4] for row in summary["rows"]] == [str(t) for t in table.session.state.totals()]
    assert summary["rows"][0][1] == "0"
    # behind it the board still shows the round that ended: the next deal waits
    board = table.view
    assert board.view["round"] == round_no and board.view["hand_counts"][0] == 0
    assert not board.busy()
    # nothing moves while it is open
    log_len = len(table.session.log)
    d.frames(30)
    assert len(table.session.log) == log_len and d.names()[-1] == "round_summary"
    assert board.view["round"] == round_no
    # ...and the bar does not claim a computer is thinking behind it
    assert table.computer_to_act() is not None   # a computer opens the next round here
    assert table.banner() == i18n.t("app.table.round_over")
    table.app.settings.anim_speed = 1.0
    d.press("dodgy_dogs.summary.next", round=round_no + 1)
    assert d.names()[-1] == "table"
    # closing it deals the next round, with its animation
    assert board.view["round"] == round_no + 1 and len(board.view["hands"][0]) == 7
    assert board.busy()


def test_a_whole_computer_only_game_to_the_score_sheet(make_app, quick_computers):
    seats = [{"name": "Ana", "kind": "easy"}, {"name": "Rex", "kind": "medium"},
             {"name": "Bo", "kind": "hard"}]
    d = make_app({"mode": "play", "game": "dodgy_dogs", "seats": seats, "seed": 5, "first": 0},
                 view=None, size=(1024, 600))
    table = table_of(d)
    summaries = 0
    races = 0
    seen_race = None
    deadline = time.monotonic() + 600   # real time: the computers think on a thread
    while time.monotonic() < deadline:
        if "results" in d.names():
            break
        if d.names()[-1] == "round_summary":
            summaries += 1
            label = d.top.summary["button"]
            d.click(d.buttons()[label].rect.center)
            continue
        if table.desk.race is not None and table.desk.race is not seen_race:
            seen_race = table.desk.race
            races += 1
        d.step(1 / 30)
    assert "results" in d.names()
    assert summaries == 5
    state = table.session.state
    assert len(state.scores) == 5
    results = d.top
    rows = results.rows()
    assert [label for label, _ in rows] == [i18n.t(f"dodgy_dogs.score.round_{r}") for r in range(1, 6)]
    assert [values for _, values in rows] == [list(r) for r in state.scores]
    assert results.pad.totals() == state.totals()
    best = max(state.totals())
    assert results.pad.winners() == [s for s, t in enumerate(state.totals()) if t == best]
    settled = [e for e in table.session.log if e.seat is None and e.action is not None]
    assert races >= 1 and len(settled) == races   # every race went through the table's referee


def test_round_summary_between_humans_hides_hands_then_hands_off(make_app, fake_view_cls):
    seats = [("Ana", "human"), ("Bo", "human"), ("Rex", "medium")]

    def last_card(session, seat, legal):
        if seat == 0 and len(session.state.hands[0]) == 1 and session.state.round < 5:
            return next((a for a in legal if a.kind == "play" and kind(a.args[0]) != CAT), None)
        return None

    session, action = play_until(seats, last_card)
    d = make_app(view=_recording(fake_view_cls))
    table = open_on_table(d, session)
    d.press("app.handoff.ready", player="Ana")
    assert table.submit(0, action)
    assert d.until(lambda: d.names()[-1] == "round_summary", timeout=10)
    assert table.viewer is None and table.view.views[-1][0] is None   # no hand behind it
    shown = len(table.view.views)
    d.press("dodgy_dogs.summary.next", round=table.session.state.round)  # the round now dealt
    # the new round's first secrets come after a hand-off, whoever's they are
    assert d.until(lambda: d.names()[-1] == "handoff", timeout=20)
    assert all(seat is None for seat, _ in table.view.views[shown:])


def test_a_broken_race_time_setting_falls_back_to_an_offered_one():
    from dogtable.storage.settings import RACE_SECONDS, from_json

    for raw, expected in ((100, 6.0), (2.4, 2.0), ("slow", 3.0), (None, 3.0), (True, 3.0)):
        settings, _ = from_json({"language": "en", "race_seconds": raw})
        assert settings.race_seconds == expected and settings.race_seconds in RACE_SECONDS
    assert from_json({"language": "en"})[0].race_seconds == 3.0   # an old file: the default


def test_the_pause_menu_offers_no_undo_in_dodgy_dogs(make_app):
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"}]
    d = make_app({"mode": "play", "game": "dodgy_dogs", "seats": seats, "seed": 3}, view=None)
    d.frames(3)
    table_of(d).pause()
    d.frames(1)
    assert i18n.t("app.pause.resume") in d.buttons() and i18n.t("app.pause.undo") not in d.buttons()
