"""The autosave's journal (storage.journal) and the Autosaver that writes it: every act on
disk before the next, a torn or bad line ends the replay without an error, a fold gives the
very save a direct save would."""
from __future__ import annotations

import json
import random
import time

import pytest

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.storage.autosave_files import remove_autosave_temps
from dogtable.storage.journal import (JournalWriter, chain_of, entry_text, journal_path_for,
                                      load_autosave)
from dogtable.storage.saves import save_session
from dogtable.ui.scenes.autosaver import Autosaver


def new_session(game="dog_lover", players=2, seed=7) -> Session:
    spec = get_game(game)
    seats = [Seat(f"P{i}", "random") for i in range(players)]
    return Session(spec.rules(), seats, {}, seed)


def step(session: Session, rng: random.Random):
    movers = session.to_act()
    seat = movers[0] if movers else None
    session.act(seat, rng.choice(session.legal_actions(seat)))
    return seat


def journal_lines(save_path) -> list[bytes]:
    path = journal_path_for(save_path)
    return path.read_bytes().splitlines(keepends=True) if path.exists() else []


def same_game(a: Session, b: Session) -> bool:
    return a.to_json() == b.to_json() and a.rules.state_to_json(a.state) == \
        b.rules.state_to_json(b.state)


@pytest.fixture
def save_path(tmp_path):
    return tmp_path / "data" / "autosave.json"


def test_each_act_is_a_line_on_disk_before_the_next_act(save_path):
    session = new_session()
    saver = Autosaver(save_path)
    saver.start(session)
    assert save_path.is_file() and not journal_path_for(save_path).exists()
    rng = random.Random(3)
    for n in range(1, 31):
        step(session, rng)
        saver.record(session, "act")            # no quiet moment: nothing is folded
        # the writer thread syncs the line while the table animates; before the next
        # act's line is queued it is on disk (test_journal_order.py)
        assert saver.journal.wait_durable(10)
        lines = journal_lines(save_path)
        assert len(lines) == n and lines[-1].endswith(b"\n")
        assert json.loads(lines[-1])["n"] == len(session.log) - 1
        # the line holds this act's entry only: its size does not grow with the game
        assert len(lines[-1]) < len(entry_text(session.log[-1]).encode()) + 80
    resumed, report = load_autosave(save_path)
    assert report.applied == 30 and report.stopped is None and not report.torn
    assert same_game(resumed, session)


@pytest.mark.parametrize("game,players", [("dog_lover", 3), ("dogs_alone", 2),
                                          ("dodgy_dogs", 3), ("dogs_kennel", 2)])
def test_save_plus_journal_is_always_the_game_in_memory(save_path, game, players):
    """Folds at the ends of turns run in the background while play goes on, undos are
    journalled: whenever the next act could come, the files resume to the very game."""
    session = new_session(game, players, seed=11)
    saver = Autosaver(save_path)
    saver.start(session)
    rng = random.Random(5)
    turn = tuple(session.to_act())
    for _ in range(40):
        if session.is_over():
            break
        seat = step(session, rng)
        now = tuple(session.to_act())
        saver.record(session, "act", quiet=now != turn)
        turn = now
        if seat is not None and rng.random() < 0.3 and session.undo(seat):
            saver.record(session, "undo")
        assert saver.journal.wait_durable(10)   # the newest line may still be syncing
        resumed, report = load_autosave(save_path)
        assert report.stopped is None and not report.torn
        assert same_game(resumed, session)
    assert saver.flush()
    assert not journal_path_for(save_path).exists()    # folded into the compact save
    resumed, report = load_autosave(save_path)
    assert report.applied == 0 and same_game(resumed, session)


def play_journalled(save_path, acts: int, seed: int = 2):
    """A game with ``acts`` acts journalled after its compact save; returns the session and
    the session as it was before each act (index k: after k acts)."""
    session = new_session(seed=seed)
    saver = Autosaver(save_path)
    saver.start(session)
    rng = random.Random(seed)
    history = [Session.from_json(session.rules, session.to_json())]
    for _ in range(acts):
        step(session, rng)
        saver.record(session, "act")
        history.append(Session.from_json(session.rules, session.to_json()))
    saver.close()
    return session, history


def test_a_torn_last_line_is_dropped_and_the_game_resumes_one_act_short(save_path):
    session, history = play_journalled(save_path, 8)
    path = journal_path_for(save_path)
    raw = path.read_bytes()
    last = raw.rstrip(b"\n").rfind(b"\n") + 1
    path.write_bytes(raw[:last + (len(raw) - last) // 2])   # the power went mid-write
    resumed, report = load_autosave(save_path)
    assert report.torn and report.applied == 7 and report.stopped is None
    assert same_game(resumed, history[7])
    assert not same_game(resumed, session)


@pytest.mark.parametrize("bad,reason", [
    (b"garbage", "not JSON"),
    (b"\xff\xfe{", "not JSON"),
    (b"[1, 2, 3]", "not a journal line"),
    (b'{"n": 3}', "not a journal line"),
    (b'{"n": true, "h": "x", "e": {}}', "not a journal line"),
    (b"[" * 100000, "not JSON"),
])
def test_a_garbage_line_ends_the_replay_there(save_path, bad, reason):
    session, history = play_journalled(save_path, 6)
    path = journal_path_for(save_path)
    lines = path.read_bytes().splitlines(keepends=True)
    lines[3] = bad + b"\n"
    path.write_bytes(b"".join(lines))
    resumed, report = load_autosave(save_path)
    assert report.stopped == reason and report.stopped_at == 4
    assert report.applied == 3
    assert same_game(resumed, history[3])


def test_a_line_that_does_not_re_decide_exactly_is_refused(save_path):
    session, history = play_journalled(save_path, 6)
    path = journal_path_for(save_path)
    original = path.read_bytes().splitlines(keepends=True)

    def with_line_3(change) -> None:
        record = json.loads(original[2])
        change(record["e"])
        path.write_bytes(b"".join(original[:2] + [json.dumps(record).encode() + b"\n"]
                                  + original[3:]))

    # right place in the game, an action the rules refuse
    with_line_3(lambda e: e.update(action={"kind": "no_such_move", "args": []}))
    resumed, report = load_autosave(save_path)
    assert (report.stopped, report.stopped_at, report.applied) == ("refused", 3, 2)
    assert same_game(resumed, history[2])

    # the legal action, but an event it did not produce: the act is taken back, exactly
    with_line_3(lambda e: e["events"].append(dict(e["events"][-1])))
    resumed, report = load_autosave(save_path)
    assert (report.stopped, report.stopped_at, report.applied) == ("different events", 3, 2)
    assert same_game(resumed, history[2])

    # another seat than the one that acted
    with_line_3(lambda e: e.update(seat=1 - e["seat"]))
    resumed, report = load_autosave(save_path)
    assert (report.stopped, report.applied) == ("refused", 2)
    assert same_game(resumed, history[2])


def test_a_line_out_of_sequence_ends_the_replay(save_path):
    session, history = play_journalled(save_path, 5)
    path = journal_path_for(save_path)
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:2] + lines[3:]))     # one line lost in the middle
    resumed, report = load_autosave(save_path)
    assert (report.stopped, report.stopped_at, report.applied) == ("out of sequence", 3, 2)
    assert same_game(resumed, history[2])


def test_a_fold_cut_short_before_the_journal_was_trimmed(save_path):
    """The compact save was renamed into place, then the kill: the journal's lines are all
    in the save already and are skipped, not applied twice."""
    session, history = play_journalled(save_path, 6)
    save_session(session, save_path)
    resumed, report = load_autosave(save_path)
    assert report.skipped == 6 and report.applied == 0 and report.stopped is None
    assert same_game(resumed, session)
    # half folded: the save holds four acts, the journal all six
    save_session(history[4], save_path)
    resumed, report = load_autosave(save_path)
    assert (report.skipped, report.applied) == (4, 2)
    assert same_game(resumed, session)


def test_another_games_journal_is_ignored(save_path, tmp_path):
    play_journalled(save_path, 5, seed=2)
    other = new_session(seed=99)
    save_session(other, save_path)
    resumed, report = load_autosave(save_path)
    assert report.applied == 0 and report.skipped == 5
    assert same_game(resumed, other)


def test_undo_is_journalled(save_path):
    session = new_session("dogs_alone", 2, seed=4)
    saver = Autosaver(save_path)
    saver.start(session)
    rng = random.Random(8)
    undone = 0
    for _ in range(60):
        seat = step(session, rng)
        saver.record(session, "act")
        if seat is not None and session.undo(seat):
            saver.record(session, "undo")
            undone += 1
    assert undone > 0
    assert saver.journal.wait_durable(10)
    kinds = [("undo" in json.loads(line)) for line in journal_lines(save_path)]
    assert sum(kinds) == undone
    resumed, report = load_autosave(save_path)
    assert report.applied == 60 + undone and same_game(resumed, session)


def test_a_fold_writes_the_same_bytes_as_a_direct_save(save_path, tmp_path, monkeypatch):
    monkeypatch.setattr(time, "time", lambda: 1_700_000_000.0)   # the summary's saved_at
    session = new_session("dodgy_dogs", 3, seed=6)
    saver = Autosaver(save_path)
    saver.start(session)
    rng = random.Random(1)
    for i in range(25):
        step(session, rng)
        saver.record(session, "act", quiet=i % 7 == 0)
    assert saver.flush()
    direct = tmp_path / "direct.json"
    save_session(session, direct)
    assert save_path.read_bytes() == direct.read_bytes()


def test_a_torn_tail_is_cut_before_the_next_line_is_written(save_path):
    session, history = play_journalled(save_path, 4)
    path = journal_path_for(save_path)
    path.write_bytes(path.read_bytes() + b'{"n": 5, "h": "abc", "e": {"se')
    # the game resumed from these files goes on journalling into the same file (say the
    # compact save could not be rewritten when the table opened)
    resumed, report = load_autosave(save_path)
    assert report.torn and report.applied == 4
    writer = JournalWriter(path)
    writer.attach(resumed)
    step(resumed, random.Random(0))
    writer.record(resumed, "act")
    writer.close()
    again, report = load_autosave(save_path)
    assert not report.torn and report.stopped is None and report.applied == 5
    assert same_game(again, resumed)


def test_chain_identifies_the_log(save_path):
    session, history = play_journalled(save_path, 3)
    assert chain_of(history[2]) == chain_of(session)[:4]   # the opening and two acts
    assert chain_of(new_session(seed=3))[0] != chain_of(new_session(seed=4))[0]


def test_a_journal_that_is_not_a_regular_file_is_not_read(save_path):
    import os

    session = new_session()
    save_path.parent.mkdir(parents=True)
    save_session(session, save_path)
    os.mkfifo(journal_path_for(save_path))    # reading a pipe would block forever
    resumed, report = load_autosave(save_path)
    assert report.applied == 0 and same_game(resumed, session)


def test_game_over_deletes_both_files(save_path):
    session = new_session("dog_lover", 2, seed=1)
    saver = Autosaver(save_path)
    saver.start(session)
    rng = random.Random(2)
    step(session, rng)
    saver.record(session, "act")
    assert saver.journal.wait_durable(10) and journal_path_for(save_path).exists()
    saver.delete()
    assert saver.flush()
    assert not save_path.exists() and not journal_path_for(save_path).exists()


def test_the_autosaves_temp_files_go_at_start_whatever_their_age(tmp_path, monkeypatch):
    from dogtable.storage import paths

    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path / "home"))
    data = paths.data_dir()
    data.mkdir(parents=True)
    fresh = [data / ".autosave.json.k2j3h4.tmp", data / ".autosave.journal.a8b7c6.tmp"]
    for p in fresh:
        p.write_text("half a write")
    keep = [data / "autosave.json", data / ".records.json.zz11yy.tmp"]   # not the autosave's
    for p in keep:
        p.write_text("{}")
    assert sorted(remove_autosave_temps(paths.autosave_path())) == sorted(fresh)
    for p in fresh:
        p.write_text("again")
    paths.tidy_user_folders()
    assert not any(p.exists() for p in fresh)
    assert all(p.exists() for p in keep)      # a fresh temp of another file may be in use


def test_the_bench_reports_the_cost_per_act_at_100_and_1000_acts():
    from dogtable.bench import BenchConfig, measure_autosave

    section = measure_autosave(BenchConfig(quick=True))
    rows = [line.split("|")[1:-1] for line in section.lines if line.startswith("| 1")]
    assert [r[0].strip() for r in rows] == ["100", "1,000"]
    for row in rows:
        per_act, bytes_per_act = float(row[1]), float(row[3].replace(",", ""))
        assert per_act > 0 and 0 < bytes_per_act < 2000   # one entry, not the whole log


def test_a_journal_line_with_a_wrong_type_is_refused_before_it_is_acted_on():
    """`true` where the engine writes a number: acting on it would put a value in the log
    that the strict loader refuses, so the next start could not load the folded save."""
    from dogtable.storage.journal import _replay_act

    class Untouchable:
        log: list = []

        def act(self, seat, action):
            raise AssertionError("a badly typed line must not reach the rules")

    for entry in ({"seat": True, "action": {"kind": "draw", "args": []}, "events": []},
                  {"seat": 0, "action": {"kind": "draw", "args": [True]}, "events": []},
                  {"seat": 0.0, "action": {"kind": "draw", "args": []}, "events": []},
                  {"seat": 0, "action": {"kind": "draw", "args": [1.5]}, "events": []}):
        assert _replay_act(Untouchable(), entry) == "not a log entry"
