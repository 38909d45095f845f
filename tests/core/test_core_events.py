"""Events, actions, seats and log entries: stable JSON forms, and refusal of what is unknown."""
from __future__ import annotations

import json
import random

import pytest

from dogtable.core import events as events_module
from dogtable.core.events import Event, EventFormatError, event_from_json, register_event_types
from dogtable.core.rules import Action, Seat
from dogtable.core.session import LogEntry
from dogtable.games.dogs_alone.rules import EVENT_TYPES

from core_helpers import new_session, play_to_end


def through_json_text(data):
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("n", [2, 5])
def test_every_event_of_a_whole_game_survives_a_json_round_trip(n):
    session = play_to_end(new_session(n, seed=n), random.Random(n))
    seen = set()
    for event in session.events():
        again = event_from_json(through_json_text(event.to_json()))
        assert again == event and again.kind == event.kind and again.data == event.data
        seen.add(event.kind)
    # a whole game exercises the common kinds (the rarer ones are covered in games/ tests)
    assert {"GameStarted", "DogDrawn", "MessTaken", "TurnEnded", "MarioHugoRevealed",
            "GameEnded"} <= seen


def test_event_json_is_flat_kind_plus_fields():
    event = Event("TurnEnded", {"seat": 1, "next": 2})
    assert event.to_json() == {"kind": "TurnEnded", "seat": 1, "next": 2}
    assert event["next"] == 2 and event.get("missing", "x") == "x"


def test_with_data_makes_a_new_event():
    event = Event("TurnEnded", {"seat": 1, "next": 2})
    changed = event.with_data(next=0)
    assert changed["next"] == 0 and event["next"] == 2


@pytest.mark.parametrize("data, fragment", [
    ([], "object"),
    ("TurnEnded", "object"),
    (None, "object"),
    ({}, "kind"),
    ({"kind": 3}, "kind"),
    ({"kind": "NoSuchEvent", "seat": 0}, "unknown"),
    ({"kind": "TurnEnded", "seat": 0}, "lacks"),
    ({"kind": "DogDrawn", "seat": 0, "card": 5}, "lacks"),
])
def test_unknown_or_malformed_events_are_refused(data, fragment):
    with pytest.raises(EventFormatError) as info:
        event_from_json(data)
    assert fragment in str(info.value)


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_each_registered_field_is_required(kind):
    full = {"kind": kind, **{name: 0 for name in EVENT_TYPES[kind]}}
    assert event_from_json(full).kind == kind
    for name in EVENT_TYPES[kind]:
        broken = {k: v for k, v in full.items() if k != name}
        with pytest.raises(EventFormatError):
            event_from_json(broken)


def test_registering_a_kind_twice_must_agree(monkeypatch):
    monkeypatch.setattr(events_module, "_EVENT_TYPES", dict(events_module._EVENT_TYPES))
    register_event_types({"TestOnlyKind": ("a", "b")})
    register_event_types({"TestOnlyKind": ("b", "a")})  # same fields: fine
    with pytest.raises(ValueError):
        register_event_types({"TestOnlyKind": ("a",)})
    assert event_from_json({"kind": "TestOnlyKind", "a": 1, "b": 2})["b"] == 2


# -- actions, seats, log entries ----------------------------------------------------------------

def test_action_json_round_trip_and_order():
    action = Action("pay", (12, 40))
    assert Action.from_json(through_json_text(action.to_json())) == action
    assert Action.from_json({"kind": "finish"}) == Action("finish")
    assert hash(action) == hash(Action("pay", (12, 40)))
    assert sorted([Action("pay", (2, 1)), Action("finish"), Action("pay", (1, 9))]) == \
        [Action("finish"), Action("pay", (1, 9)), Action("pay", (2, 1))]
    assert str(action) == "pay(12, 40)"


@pytest.mark.parametrize("data", [
    None, [], {"args": [1]}, {"kind": 1}, {"kind": "pay", "args": "12"},
    {"kind": "pay", "args": [1.5]}, {"kind": "pay", "args": [[1]]}, {"kind": "pay", "args": [None]},
])
def test_malformed_actions_are_refused(data):
    with pytest.raises(ValueError):
        Action.from_json(data)


def test_seat_json():
    seat = Seat("Ana", "hard")
    assert Seat.from_json(through_json_text(seat.to_json())) == seat
    assert Seat.from_json({"name": "Bo"}) == Seat("Bo", "human")
    for bad in (None, {}, {"name": 3}):
        with pytest.raises(ValueError):
            Seat.from_json(bad)


def test_log_entry_json():
    entry = LogEntry(1, Action("draw_deck"), [Event("DogDrawn", {"seat": 1, "card": 4,
                                                                 "source": "deck"})])
    again = LogEntry.from_json(through_json_text(entry.to_json()))
    assert (again.seat, again.action, again.events) == (entry.seat, entry.action, entry.events)
    opening = LogEntry(None, None, [])
    assert LogEntry.from_json(opening.to_json()).action is None
    for bad in (None, {"seat": "1", "events": []}, {"seat": 1, "events": {}},
                {"seat": 1, "action": {"kind": 5}, "events": []},
                {"seat": 1, "events": [{"kind": "NoSuchEvent"}]}):
        with pytest.raises(ValueError):
            LogEntry.from_json(bad)
