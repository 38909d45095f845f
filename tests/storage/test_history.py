"""The history of finished games (issue 27): kept once each, pruned oldest first, deleted one
or all, listed with bad or foreign files skipped and counted, filtered by game and player;
records name the games they count; "play from here" is a normal game of the log's prefix."""
from __future__ import annotations

import json
import os

import pytest

from finished_games import finished_session
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.storage import history
from dogtable.storage.records import RecordBook, record_finished_game
from dogtable.storage.saves import load_session
from dogtable.storage.settings import from_json


def finished(game="dogs_alone", players=2, seed=3, names=None):
    return finished_session(game, names or [f"P{i}" for i in range(players)], seed)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path))
    return tmp_path


def test_a_finished_game_is_kept_once_and_loads_back_the_same(home):
    game = finished()
    path = history.keep_game(game)
    assert path.parent == history.history_dir() == home / "data" / "history"
    assert history.keep_game(game) == path                  # the same game is not kept twice
    assert history.history_files() == [path]
    back = load_session(path)
    assert back.to_json() == game.to_json() and back.is_over()
    listed = history.list_history()
    assert [i.path for i in listed.infos] == [path] and listed.skipped == 0
    assert listed.infos[0].finished and listed.infos[0].game == "dogs_alone"


def test_an_unfinished_game_is_refused(home):
    game = Session(get_game("dogs_alone").rules(), [Seat("A", "human"), Seat("B", "easy")],
                   {"first_player": 0}, 1)
    with pytest.raises(ValueError):
        history.keep_game(game)
    assert history.keep_finished_game(game) == "app.history.not_kept"
    assert history.history_files() == []


def test_the_oldest_games_are_pruned_beyond_the_limit(home):
    games = [finished(seed=s) for s in range(1, 5)]
    paths = [history.keep_game(g, limit=500, when=1_700_000_000 + 3600 * i)
             for i, g in enumerate(games)]
    assert history.prune(2) == paths[:2]
    assert history.history_files() == paths[2:]
    # keeping past the limit drops the oldest, never the game just kept
    newest = history.keep_game(finished(seed=9), limit=2, when=1_800_000_000)
    assert history.history_files() == [paths[3], newest]


def test_delete_one_or_all_leaves_other_files_alone(home):
    a = history.keep_game(finished(seed=1), when=1_700_000_000)
    b = history.keep_game(finished(seed=2), when=1_700_000_100)
    mine = history.history_dir() / "notes.txt"
    mine.write_text("the user's own file")
    outside = home / "20240101-000000-dogs_alone-0123456789ab.json"
    outside.write_text("{}")
    assert history.delete_game(outside) is False and outside.exists()   # not in the history
    assert history.delete_game(a) is True and not a.exists()
    assert history.delete_all() == 1 and not b.exists()
    assert mine.exists()


def test_bad_and_foreign_files_are_skipped_and_counted(home):
    good = history.keep_game(finished(seed=1))
    folder = history.history_dir()
    (folder / "20240101-000000-dogs_alone-aaaaaaaaaaaa.json").write_bytes(b"\xff not json")
    (folder / "20240101-000001-dogs_alone-bbbbbbbbbbbb.json").write_text('{"format": "x"}')
    (folder / "20240101-000002-dogs_alone-cccccccccccc.json").mkdir()   # a folder: not listed
    (folder / "holiday.json").write_text("[]")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "20240101-000003-dogs_alone-dddddddddddd.json")   # never opened
    listed = history.list_history()
    assert [i.path for i in listed.infos] == [good]
    assert listed.skipped == 3


def test_filter_by_game_and_player_name(home):
    history.keep_game(finished("dogs_alone", names=["Grandma Rosa", "Tom"], seed=1))
    history.keep_game(finished("dodgy_dogs", players=3, names=["Ana", "Tom", "Bo"], seed=2))
    infos = history.list_history().infos
    assert {i.game for i in infos if history.matches(i, player="  rosa ")} == {"dogs_alone"}
    assert len([i for i in infos if history.matches(i, player="TOM")]) == 2
    assert [i.game for i in infos if history.matches(i, game="dodgy_dogs")] == ["dodgy_dogs"]
    assert not [i for i in infos if history.matches(i, game="dodgy_dogs", player="rosa")]


def test_records_name_the_games_they_count(home, tmp_path):
    game = finished(names=["Ana", "Bo"])
    book_path = tmp_path / "records.json"
    record_finished_game(game, book_path)
    ref = history.game_ref(game)
    assert RecordBook(book_path).get("Ana", "human", "dogs_alone").games == [ref]
    kept = history.keep_game(game)
    assert history.ref_of(kept) == ref
    # a records file with a bad link list keeps the row and loses only the links
    data = json.loads(book_path.read_text())
    data["records"][0]["games"] = [ref, 7, "../../etc"]
    book_path.write_text(json.dumps(data))
    assert RecordBook(book_path).rows()[0].games in ([ref], [])


def test_the_history_size_setting_is_one_of_the_offered_sizes():
    assert from_json({})[0].history_size == 500
    assert from_json({"history_size": 90})[0].history_size == 100
    assert from_json({"history_size": 10 ** 12})[0].history_size == 5000
    settings, repaired = from_json({"history_size": "all"})
    assert settings.history_size == 500 and repaired
    assert history.clamp_keep(True) == 500 and history.clamp_keep(float("nan")) == 500


def test_the_index_spares_reading_unchanged_files_and_a_bad_index_is_rebuilt(home, monkeypatch):
    from dogtable.storage import save_info

    a = history.keep_game(finished(seed=1), when=1_700_000_000)
    b = history.keep_game(finished(seed=2), when=1_700_000_100)
    first = history.list_history()
    index = history.history_dir() / history.INDEX_NAME
    assert index.is_file() and first.skipped == 0          # the index is not a foreign file
    reads = []
    real = save_info.read_save_info
    monkeypatch.setattr(save_info, "read_save_info", lambda p: reads.append(p) or real(p))
    again = history.list_history()
    assert reads == [] and [(i.path, i.scores, i.seats) for i in again.infos] == \
        [(i.path, i.scores, i.seats) for i in first.infos]
    b.write_text(b.read_text())   # rewritten (its time changes): that file alone is read again
    os.utime(b, ns=(1, 1))
    history.list_history()
    assert reads == [b]
    for junk in (b"not json", b'{"version": 1, "games": {"x": 1}}', b"[]"):
        index.write_bytes(junk)
        reads.clear()
        listed = history.list_history()
        assert sorted(reads) == sorted([a, b]) and len(listed.infos) == 2
