"""Saves: exact round trips, atomic writes, and every kind of bad file refused with a key."""
from __future__ import annotations

import json
import os
import random

import pytest

from dogtable import __version__
from dogtable.core.session import Session
from dogtable.storage import atomic
from dogtable.storage.saves import (
    SAVE_FORMAT, SAVE_VERSION, SaveError, load_session, save_session, session_from_save,
    session_to_save,
)

from core_helpers import RULES, new_session, play_to_end, random_step, session_where, state_json
from test_core_session import forbid_chance


def midgame(seed: int = 21, steps: int = 200, n: int = 3) -> Session:
    session = new_session(n, seed, options={"first_player": 1})
    rng = random.Random(seed)
    for _ in range(steps):
        if session.is_over():
            break
        random_step(session, rng)
    return session


def save_data(session: Session) -> dict:
    return json.loads(json.dumps(session_to_save(session)))


def test_a_save_round_trip_reproduces_the_state_exactly(tmp_path):
    session = midgame()
    path = tmp_path / "saves" / "game.json"  # the folder is created
    save_session(session, path)
    loaded = load_session(path)
    assert state_json(loaded) == state_json(session)
    assert loaded.to_json() == json.loads(json.dumps(session.to_json()))
    assert loaded.seats == session.seats and loaded.options == session.options
    assert loaded.seed == session.seed
    seat = session.to_act()[0]
    assert loaded.legal_actions(seat) == session.legal_actions(seat)
    action = session.legal_actions(seat)[-1]
    assert loaded.act(seat, action) == session.act(seat, action)


def test_a_finished_game_with_reshuffles_round_trips(tmp_path):
    session = session_where(lambda s: any(e.kind == "DeckReshuffled" for e in s.events()), n=2)
    play_to_end(session, random.Random(3))
    save_session(session, tmp_path / "end.json")
    loaded = load_session(tmp_path / "end.json")
    assert loaded.is_over() and state_json(loaded) == state_json(session)
    assert RULES.score_pad(loaded.state).to_json() == RULES.score_pad(session.state).to_json()


def test_the_save_file_says_what_it_is(tmp_path):
    save_session(midgame(steps=5), tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert data["format"] == SAVE_FORMAT and data["version"] == SAVE_VERSION
    assert data["app_version"] == __version__ and data["game"] == "dogs_alone"
    assert data["seats"][0] == {"name": "P0", "kind": "human"}


def test_loading_uses_only_the_games_own_seeded_generators(tmp_path, monkeypatch):
    """Loading re-decides every action with the generator the Session used (seed + log
    length), never the global one: the same file always loads the same way."""
    session = midgame(steps=300, n=2)
    save_session(session, tmp_path / "g.json")

    def refuse(*args, **kwargs):
        raise AssertionError("the global random generator was used")
    for name in ("random", "shuffle", "choice", "randrange", "randint", "sample"):
        monkeypatch.setattr(random, name, refuse)
    assert state_json(load_session(tmp_path / "g.json")) == state_json(session)


# -- atomic writes ----------------------------------------------------------------------------------

def leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.parametrize("broken", ["replace", "fsync"])
def test_a_failed_save_leaves_the_old_file_untouched(tmp_path, monkeypatch, broken):
    path = tmp_path / "auto.json"
    save_session(midgame(steps=10), path)
    old = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError("disk pulled out")
    monkeypatch.setattr(os, broken, crash)
    with pytest.raises(OSError):
        save_session(midgame(steps=60), path)
    assert path.read_bytes() == old and leftovers(tmp_path) == []


def test_a_save_that_cannot_be_serialised_writes_nothing(tmp_path):
    path = tmp_path / "auto.json"
    save_session(midgame(steps=10), path)
    old = path.read_bytes()
    bad = midgame(steps=10)
    bad.options = {"oops": object()}
    with pytest.raises(TypeError):
        save_session(bad, path)
    assert path.read_bytes() == old and leftovers(tmp_path) == []


def test_atomic_write_replaces_the_whole_file(tmp_path):
    path = tmp_path / "f.json"
    atomic.write_text_atomic(path, "x" * 1000)
    atomic.write_json_atomic(path, {"a": "ñ"})
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": "ñ"}


# -- bad files ----------------------------------------------------------------------------------------

def write(tmp_path, content) -> "os.PathLike":
    path = tmp_path / "bad.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def refused_load(path) -> str:
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(SaveError) as info:
        load_session(path)
    if before is not None:
        assert path.read_bytes() == before  # a failed load never touches the file
    assert isinstance(info.value.key, str) and info.value.key.startswith("error.save_")
    return info.value.key


def tampered(change) -> dict:
    data = save_data(midgame(seed=22, steps=150))
    change(data)
    return data


def test_missing_and_unreadable_files(tmp_path):
    assert refused_load(tmp_path / "nope.json") == "error.save_missing"
    (tmp_path / "folder.json").mkdir()
    assert refused_load(tmp_path / "folder.json") == "error.save_unreadable"


def test_truncated_file(tmp_path):
    save_session(midgame(), tmp_path / "g.json")
    text = (tmp_path / "g.json").read_bytes()
    for cut in (1, len(text) // 2, len(text) - 1):
        assert refused_load(write(tmp_path, text[:cut])) == "error.save_corrupt"


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00garbage", "not json at all", "{]"])
def test_corrupt_file(tmp_path, content):
    assert refused_load(write(tmp_path, content)) == "error.save_corrupt"


@pytest.mark.parametrize("content", [
    [1, 2, 3], '"a JSON string"', 12, None, {"format": "other-program", "version": 1},
    {"version": 1, "game": "dogs_alone"},
])
def test_foreign_file(tmp_path, content):
    assert refused_load(write(tmp_path, content)) == "error.save_foreign"


def test_newer_version(tmp_path):
    data = tampered(lambda d: d.update(version=SAVE_VERSION + 1))
    assert refused_load(write(tmp_path, data)) == "error.save_newer"


def test_unknown_game(tmp_path):
    data = tampered(lambda d: d.update(game="chess"))
    path = write(tmp_path, data)
    assert refused_load(path) == "error.save_unknown_game"


def duplicate_event(data: dict, which) -> None:
    """Repeat the first event matching ``which`` right after itself."""
    for entry in data["log"]:
        for i, event in enumerate(entry["events"]):
            if which(event):
                entry["events"].insert(i + 1, dict(event))
                return
    raise AssertionError("no such event to tamper with")


@pytest.mark.parametrize("name, change", [
    ("unknown event", lambda d: d["log"][3]["events"].append({"kind": "Teleported"})),
    ("missing field", lambda d: d["log"][2]["events"][0].pop("seat")),
    ("card not on top", lambda d: next(
        e for entry in d["log"] for e in entry["events"] if e["kind"] == "DogSupplyRefilled"
    )["cards"].__setitem__(0, 63 - next(
        e for entry in d["log"] for e in entry["events"] if e["kind"] == "DogSupplyRefilled"
    )["cards"][0])),
    ("a dog drawn twice", lambda d: duplicate_event(d, lambda e: e["kind"] == "DogDrawn"
                                                    and e["source"] == "deck")),
    ("a dog laid twice", lambda d: duplicate_event(d, lambda e: e["kind"] == "DogPaid")),
    ("a card drawn that is not on top", lambda d: next(
        e for entry in d["log"] for e in entry["events"]
        if e["kind"] == "DogDrawn" and e["source"] == "deck").update(card=d["log"][0]["events"][0]
                                                                    ["dog_deck"][0])),
    ("no opening", lambda d: d.update(log=d["log"][1:])),
    ("empty log", lambda d: d.update(log=[])),
    ("log not a list", lambda d: d.update(log={"0": 1})),
    ("too many seats", lambda d: d.update(seats=[{"name": str(i)} for i in range(6)])),
    ("no seats", lambda d: d.pop("seats")),
    ("bad seed", lambda d: d.update(seed="abc")),
    ("bad action", lambda d: d["log"][1].update(action={"kind": 7})),
    ("dog moved from nowhere", lambda d: d["log"][1]["events"].insert(
        0, {"kind": "HandDiscarded", "seat": 0, "card": 999})),
])
def test_files_that_do_not_replay_are_corrupt(tmp_path, name, change):
    path = write(tmp_path, tampered(change))
    assert refused_load(path) in REFUSALS, name


REFUSALS = {"error.save_corrupt", "error.save_bad_move", "error.save_bad_opening",
            "error.save_bad_seats", "error.save_out_of_turn"}


def test_session_from_save_refuses_the_same_way_without_a_file():
    with pytest.raises(SaveError) as info:
        session_from_save({"format": SAVE_FORMAT, "version": 1, "game": "dogs_alone", "log": []})
    assert info.value.key == "error.save_corrupt"
