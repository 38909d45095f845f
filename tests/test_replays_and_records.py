"""Issue 10 without a window: what a save says it holds, games kept by `sim --save-dir`,
`dogtable replay` refusing what it cannot replay, the replay's steps, and player records
(atomic, a damaged or newer file set aside, never a crash)."""
from __future__ import annotations

import json
import random

import pytest

from dogtable import cli
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat, replay
from dogtable.core.session import Session
from dogtable.storage import records as records_store
from dogtable.storage.records import RecordBook, record_finished_game
from dogtable.storage.save_info import read_save_info
from dogtable.storage.saves import load_session, save_session
from dogtable.ui.scenes.replay_steps import ReplaySteps, open_view


def random_session(game="dogs_alone", players=3, seed=4, finish=True, moves=30, kinds=None):
    kinds = kinds or ["human"] * players
    session = Session(get_game(game).rules(), [Seat(f"P{i}", k) for i, k in enumerate(kinds)],
                      {"first_player": 0}, seed)
    rng = random.Random(seed)
    played = 0
    while not session.is_over() and (finish or played < moves):
        to_act = session.to_act()
        seat = to_act[0] if to_act else None
        session.act(seat, rng.choice(session.legal_actions(seat)))
        played += 1
    return session


# -- saves that say what they hold ---------------------------------------------------------------
def test_a_save_says_its_game_seats_progress_and_whether_it_is_finished(tmp_path):
    going = random_session("dodgy_dogs", players=4, finish=False, moves=40,
                           kinds=["human", "easy", "hard", "human"])
    save_session(going, tmp_path / "going.json")
    info = read_save_info(tmp_path / "going.json")
    assert info.game == "dodgy_dogs" and info.finished is False
    assert info.seats == [(s.name, s.kind) for s in going.seats]
    assert info.progress == ("round", going.view(None)["round"])

    done = random_session("dogs_alone", players=2)
    save_session(done, tmp_path / "done.json")
    info = read_save_info(tmp_path / "done.json")
    pad = done.rules.score_pad(done.state)
    assert info.finished is True and info.scores == pad.totals() and info.winners == pad.winners()
    assert load_session(tmp_path / "done.json").is_over()   # the summary does not disturb loading


@pytest.mark.parametrize("content", [b"", b"{\"format\": \"dogtable-save\"", b"\xff\xfe", b"[1, 2]"])
def test_an_unreadable_save_lists_with_a_reason(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    info = read_save_info(path)
    assert not info.readable and info.problem.startswith("error.save_")


# -- sim --save-dir and dogtable replay ---------------------------------------------------------------
def test_sim_keeps_every_game_as_a_save_that_replays_to_its_result(tmp_path, capsys, monkeypatch):
    import dogtable.sim
    from dogtable.ai.agent import RandomAgent

    monkeypatch.setattr(dogtable.sim, "make_agent", lambda game, level, seed: RandomAgent(seed))
    code = cli.main(["sim", "dodgy_dogs", "--players", "random,random,random", "--games", "2",
                     "--seed", "5", "--json", "--save-dir", str(tmp_path / "kept")])
    out, err = capsys.readouterr()
    assert code == 0, err
    summary = json.loads(out)
    files = sorted((tmp_path / "kept").glob("*.json"))
    assert len(files) == 2
    for path in files:
        session = load_session(path)
        assert session.is_over() and len(session.seats) == 3
        assert read_save_info(path).finished is True
    # the games' seats add up to the games played, as the report says
    assert sum(s["wins"] for s in summary["seats"]) == pytest.approx(2)


def test_sim_save_dir_that_is_a_file_is_one_line_and_status_2(tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    code = cli.main(["sim", "dogs_alone", "--players", "random,random", "--games", "1",
                     "--save-dir", str(tmp_path / "file")])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "folder" in err


def test_replay_refuses_missing_corrupt_and_unfinished_files_with_one_line(tmp_path, capsys, monkeypatch):
    opened = []
    monkeypatch.setattr("dogtable.ui.app.run",
                        lambda start, after_first_frame=None: opened.append(start["session"]) or 0)
    (tmp_path / "cut.json").write_text('{"format": "dogtable-save", "version": 1, "ga')
    unfinished = random_session(finish=False, moves=10)
    save_session(unfinished, tmp_path / "unfinished.json")
    for name in ("missing.json", "cut.json", "unfinished.json"):
        code = cli.main(["replay", str(tmp_path / name)])
        err = capsys.readouterr().err
        assert code == 2 and err.count("\n") == 1 and name in err, (name, err)
    assert not opened
    save_session(random_session(), tmp_path / "done.json")
    assert cli.main(["replay", str(tmp_path / "done.json")]) == 0 and len(opened) == 1


# -- replay steps ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game,players", [("dogs_alone", 3), ("dodgy_dogs", 5), ("dogs_kennel", 3),
                                          ("dog_lover", 2)])
def test_every_step_of_a_replay_is_the_game_at_that_point(game, players):
    session = random_session(game, players=players, seed=8)
    steps = ReplaySteps(session.rules, session.log, players)
    rules = session.rules
    rng = random.Random(1)
    order = [steps.last, 0] + [rng.randrange(steps.last + 1) for _ in range(12)]
    for target in order + list(range(0, min(steps.last, 40))):
        steps.go(target)
        upto = [e for entry in session.log[:target + 1] for e in entry.events]
        assert steps.state.to_json() == replay(rules, upto).to_json()
    assert steps.chapters[0].step == 0
    assert all(a.step < b.step for a, b in zip(steps.chapters, steps.chapters[1:]))


def test_the_replay_shows_every_hand():
    session = random_session("dogs_alone", players=3)
    steps = ReplaySteps(session.rules, session.log, 3)
    steps.go(steps.last // 2)
    view = open_view(session.rules, steps.state, 3)
    for seat in range(3):
        assert view["hands"][seat] == session.rules.view(steps.state, seat)["hands"][seat]


def test_round_chapters_follow_the_rounds():
    session = random_session("dodgy_dogs", players=4, seed=2)
    steps = ReplaySteps(session.rules, session.log, 4)
    rounds = [c.number for c in steps.chapters if c.kind == "round"]
    assert rounds == sorted(set(rounds)) and len(rounds) >= 2
    steps.go(0)
    steps.go(steps.next_chapter())
    assert steps.chapter_of(steps.position).number == rounds[1]
    steps.go(steps.previous_chapter())
    assert steps.position == 0


# -- records ------------------------------------------------------------------------------------------
@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_records_count_games_wins_best_and_average_per_player_and_game(home):
    kinds = ["human", "hard", "human"]
    games = [random_session("dogs_alone", players=3, seed=s, kinds=kinds) for s in (1, 2, 3)]
    for session in games:
        assert record_finished_game(session) is None
    book = RecordBook()
    for seat, kind in enumerate(kinds):
        rec = book.get(f"P{seat}", kind, "dogs_alone")
        scores = [g.rules.score_pad(g.state).totals()[seat] for g in games]
        wins = sum(seat in g.rules.score_pad(g.state).winners() for g in games)
        assert (rec.played, rec.won, rec.best) == (3, wins, max(scores))
        assert rec.average == pytest.approx(sum(scores) / 3)
    assert book.get("P1", "human", "dogs_alone") is None   # the computer P1 is not a human P1


def test_a_human_and_a_computer_of_one_name_are_two_records(home):
    book = RecordBook()
    book.add_game("dogs_alone", [("Rex", "human"), ("Rex", "hard")], [10, 12], [1])
    assert book.get("rex", "human", "dogs_alone").won == 0
    assert book.get("Rex", "hard", "dogs_alone").won == 1


def test_records_are_written_atomically_and_read_back(home):
    book = RecordBook()
    book.add_game("dodgy_dogs", [("Ana", "human"), ("Bo", "easy")], [-3, 7], [1])
    assert book.save()
    assert not [p for p in records_store.records_path().parent.iterdir() if p.name.endswith(".tmp")]
    again = RecordBook()
    assert again.notice is None and again.get("Ana", "human", "dodgy_dogs").best == -3


@pytest.mark.parametrize("content", ['{"format": "dogtable-records", "version": 1, "rec',
                                     '[]', '{"format": "dogtable-records", "version": 1, "records": 3}'])
def test_a_damaged_records_file_is_set_aside_with_a_message(home, content):
    path = records_store.records_path()
    path.parent.mkdir(parents=True)
    path.write_text(content)
    book = RecordBook()
    assert book.notice == "app.records.damaged" and not book.records
    aside = list(path.parent.glob("records.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text() == content
    book.add_game("dogs_alone", [("Ana", "human"), ("Bo", "human")], [1, 2], [1])
    assert book.save() and RecordBook().get("Bo", "human", "dogs_alone").won == 1


def test_a_records_file_from_a_newer_version_is_kept_aside_untouched(home):
    path = records_store.records_path()
    path.parent.mkdir(parents=True)
    newer = json.dumps({"format": "dogtable-records", "version": 99, "records": [], "more": 1})
    path.write_text(newer)
    book = RecordBook()
    assert book.notice == "app.records.newer"
    kept = list(path.parent.glob("records.newer-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == newer


def test_a_humans_hinted_games_count_apart(tmp_path):
    """A human who asked for hints that game gets a row of their own, apart from their
    unaided games (issue 11)."""
    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session
    from dogtable.storage.records import HINTED, RecordBook, record_finished_game
    import random as _random

    rules = get_game("dodgy_dogs").rules()
    path = tmp_path / "records.json"
    for seed, hinted in ((1, set()), (2, {0})):
        session = Session(rules, [Seat("Ana", "human"), Seat("Rex", "easy")], {"first_player": 0}, seed)
        rng = _random.Random(seed)
        while not session.is_over():
            movers = session.to_act()
            seat = movers[0] if movers else None
            session.act(seat, rng.choice(session.legal_actions(seat)))
        assert record_finished_game(session, path, hinted=hinted) is None
    book = RecordBook(path)
    assert book.get("Ana", "human", "dodgy_dogs").played == 1
    assert book.get("Ana", HINTED, "dodgy_dogs").played == 1
    assert not book.get("Ana", HINTED, "dodgy_dogs").is_computer
    assert book.get("Rex", "easy", "dodgy_dogs").played == 2
