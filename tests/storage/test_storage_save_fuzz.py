"""The save loader against any bytes at all: it answers SaveError (its own, translatable
error) or a game the rules can actually produce, never another exception, and it never
touches the file.  Mutated saves of every game are either refused or harmless."""
from __future__ import annotations

import copy
import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st
import pytest

from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.storage.saves import (
    MAX_SAVE_BYTES, SaveError, load_session, parse_save_bytes, session_from_save,
    session_to_save,
)
from dogtable.i18n import t

KEYS_WITH_OWN_TEXT = True


def play(game: str, n: int, seed: int, steps: int) -> Session:
    rules = get_game(game).rules()
    session = Session(rules, [Seat(f"P{i}", "human") for i in range(n)], {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if session.is_over():
            break
        if session.referee() is not None:
            session.act(None, rng.choice(rules.legal_actions(session.state, None)))
            continue
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


SAVES = {g: json.loads(json.dumps(session_to_save(play(g, 3, 7, 60)))) for g in game_ids()}


def assert_refused_cleanly(data) -> SaveError:
    with pytest.raises(SaveError) as info:
        session_from_save(data)
    text = t(info.value.key, **info.value.params)
    assert text and not text.startswith("error."), info.value.key   # a real message
    return info.value


def replays_legally(session: Session) -> bool:
    """Every logged act, applied afresh through Session.act, gives the same state."""
    rules = session.rules
    fresh = Session(rules, session.seats, session.options, session.seed)
    for entry in session.log[1:]:
        fresh.act(entry.seat, entry.action)
    return rules.state_to_json(fresh.state) == rules.state_to_json(session.state)


# -- any bytes -----------------------------------------------------------------------------------
@given(st.binary(max_size=2000))
def test_any_bytes_give_the_loaders_own_error(tmp_path_factory, raw):
    path = tmp_path_factory.mktemp("fuzz") / "x.json"
    path.write_bytes(raw)
    with pytest.raises(SaveError):
        load_session(path)
    assert path.read_bytes() == raw   # the file is untouched


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=5),
    max_leaves=30)


@given(JSON)
def test_any_json_gives_the_loaders_own_error(value):
    assert_refused_cleanly(value)


@given(st.sampled_from(sorted(SAVES)), st.dictionaries(
    st.sampled_from(["format", "version", "game", "seats", "seed", "options", "log"]), JSON,
    min_size=1, max_size=3))
def test_a_save_with_parts_of_any_shape_is_refused_or_a_real_game(game, changes):
    data = copy.deepcopy(SAVES[game])
    data.update(changes)
    try:
        session = session_from_save(data)
    except SaveError:
        return
    assert replays_legally(session)


def mutate(data, rng: random.Random):
    """Change one value somewhere in the save's log, seats, seed or options."""
    paths = []

    def walk(node, path):
        if isinstance(node, dict):
            for k, v in node.items():
                if k != "summary":
                    paths.append(path + (k,))
                    walk(v, path + (k,))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                paths.append(path + (i,))
                walk(v, path + (i,))

    walk(data, ())
    path = rng.choice(paths)
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    old = parent[path[-1]]
    choices = [None, 0, -1, 999, "x", [], {}, True]
    if isinstance(old, int) and not isinstance(old, bool):
        choices += [old + 1, old - 1, old + 4]
    if isinstance(parent, list) and rng.random() < 0.3:
        if rng.random() < 0.5:
            del parent[path[-1]]
        else:
            parent.insert(path[-1], copy.deepcopy(old))
        return data
    parent[path[-1]] = rng.choice(choices)
    return data


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(sorted(SAVES)), st.randoms(use_true_random=False))
def test_a_mutated_save_is_refused_or_is_a_game_the_rules_produce(game, rng):
    data = mutate(copy.deepcopy(SAVES[game]), rng)
    try:
        session = session_from_save(data)
    except SaveError as exc:
        assert t(exc.key, **exc.params)
        return
    assert replays_legally(session)
    session.rules.check(session.state)


# -- the attacks the issue found -------------------------------------------------------------------
@pytest.mark.parametrize("raw", [
    b"[" * 100_000 + b"]" * 100_000,                             # nested past the parser
    b'{"format": "dogtable-save", "version": 1, "seed": ' + b"9" * 5000 + b"}",  # > 4300 digits
    b'{"format": "dogtable-save", "version": 1, "game": "dogs_alone", "seed": 1e400, '
    b'"seats": [], "log": []}',
    b'{"format": "dogtable-save", "version": 1, "game": {"a": [' + b"{" * 50000 + b"}",
])
def test_deep_nesting_and_huge_numbers_give_the_loaders_error(tmp_path, raw):
    path = tmp_path / "bad.json"
    path.write_bytes(raw)
    with pytest.raises(SaveError):
        load_session(path)
    with pytest.raises(SaveError):
        session_from_save(parse_save_bytes(raw))


def test_a_huge_file_is_refused_without_being_parsed(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:        # 50 MB, sparse: cheap to make
        handle.truncate(50_000_000)
    assert path.stat().st_size > MAX_SAVE_BYTES
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.key == "error.save_too_large"


def entry_of(data, seat_kind=lambda e: e["seat"] is not None):
    return next(i for i, e in enumerate(data["log"]) if i > 0 and seat_kind(e))


@pytest.mark.parametrize("game", sorted(SAVES))
def test_a_move_out_of_turn_is_refused_naming_the_move(game):
    data = copy.deepcopy(SAVES[game])
    i = entry_of(data)
    data["log"][i]["seat"] = (data["log"][i]["seat"] + 1) % len(data["seats"])
    error = assert_refused_cleanly(data)
    assert error.key in ("error.save_out_of_turn", "error.save_bad_move")
    assert error.params["move"] == i


@pytest.mark.parametrize("game", sorted(SAVES))
def test_an_opening_that_is_not_the_seeds_deal_is_refused(game):
    data = copy.deepcopy(SAVES[game])
    data["seed"] += 1
    assert assert_refused_cleanly(data).key == "error.save_bad_opening"


@pytest.mark.parametrize("game", sorted(SAVES))
def test_a_seat_removed_is_refused(game):
    data = copy.deepcopy(SAVES[game])
    data["seats"].pop()
    assert assert_refused_cleanly(data).key in ("error.save_bad_opening", "error.save_bad_seats")


@pytest.mark.parametrize("game", sorted(SAVES))
def test_an_edited_event_is_refused_even_when_it_would_fold(game):
    """The logged events must be exactly what the rules decide: a changed number in any
    event of a later entry (a score, a card) is caught."""
    data = copy.deepcopy(SAVES[game])
    for i, entry in enumerate(data["log"][1:], start=1):
        for event in entry["events"]:
            ints = [k for k, v in event.items() if isinstance(v, int) and not isinstance(v, bool)]
            if ints:
                event[ints[0]] += 1
                error = assert_refused_cleanly(data)
                assert error.params.get("move") == i
                return
    pytest.skip("no event with a number to edit")


def test_a_save_from_an_older_version_that_no_longer_replays_says_so():
    data = copy.deepcopy(SAVES["dogs_alone"])
    data["app_version"] = "0.0.1"
    i = entry_of(data)
    data["log"][i]["events"] = data["log"][i]["events"][:-1] or [{"kind": "TurnEnded"}]
    error = assert_refused_cleanly(data)
    assert error.key in ("error.save_rules_changed", "error.save_corrupt")
    if error.key == "error.save_rules_changed":
        assert error.params == {"version": "0.0.1", "move": i}


def test_a_long_game_name_is_shortened_in_the_message():
    data = copy.deepcopy(SAVES["dogs_alone"])
    data["game"] = "x" * 100_000
    error = assert_refused_cleanly(data)
    assert error.key == "error.save_unknown_game" and len(error.params["game"]) <= 40
