"""What each seat sees, redacted events, resampling, log lines, undo and saves."""
from __future__ import annotations

import json
import random

from dogtable.core.rules import Action, Seat, log_lines
from dogtable.core.session import Session
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover import rules as dl
from dogtable.storage.saves import load_session, save_session

from dl_positions import (
    END_GAME, RULES, act, adoption, bone, dog, opening, position, retrieve_cells, starting, thing,
    training, walk,
)


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    state = position(n=3, hands=[[bone(0)], [adoption(0), training(0)], []])
    view = RULES.view(state, 0)
    assert view["hands"] == [[bone(0)], None, None]
    assert view["hand_counts"] == [1, 2, 0]
    assert RULES.view(state, None)["hands"] == [None, None, None]
    assert "deck" not in view and view["deck_count"] == len(state.deck)
    assert view["end_game_in"] == 30
    json.dumps(view)


def test_the_opening_event_hides_the_shuffled_orders():
    event = opening(2, seed=4)[0]
    seen = RULES.redact(event, 0)
    assert seen["deck"] is None and seen["trick_deck"] is None and seen["shelter_deck"] is None
    assert seen["grid"] == event["deck"][:9] and seen["deck_count"] == len(event["deck"]) - 9
    assert seen["trick_display"] == event["trick_deck"][:3]
    assert seen["shelter"] == event["shelter_deck"][:3]


def test_resample_deals_only_hand_cards_to_hidden_hands_and_keeps_the_end_game_depth():
    state = position(n=3, hands=[[bone(0)], [adoption(0), training(0)], [thing(0)]])
    view = RULES.view(state, 0)
    for seed in range(5):
        other = RULES.resample(view, 0, random.Random(seed))
        RULES.check(other)
        assert RULES.view(other, 0) == view
        assert all(C.hand_kind(c) for h in other.hands for c in h)
        top_first = other.deck[::-1]
        assert top_first.index(END_GAME) == 30


def test_log_lines_name_what_happened():
    state = position(n=2, grid=None, watchdog=0)
    row = retrieve_cells(state, 0, starting(0), {6, 7, 8})
    events = act(state, 0, row.kind, *row.args)
    keys = [line.key for e in events for line in log_lines(RULES, e, 1)]
    assert keys[0] == "dog_lover.log.retrieved" and "dog_lover.log.watchdog_moved" in keys
    events = act(state, 0, "end_turn")
    keys = [line.key for e in events for line in log_lines(RULES, e, 1)]
    assert keys == ["dog_lover.log.grid_refilled", "dog_lover.log.turn"]


def test_undo_stops_at_reveals_and_hand_overs():
    session = Session(RULES, [Seat("A"), Seat("B")], {"sides": "standard", "first_player": 0}, seed=5)
    assert session.to_act() == [1]
    session.act(1, Action("place_watchdog", (0,)))
    assert not session.can_undo(1)               # the first turn has begun
    seat = session.to_act()[0]
    retrieve = next(a for a in session.legal_actions(seat) if a.kind == "retrieve")
    session.act(seat, retrieve)
    assert session.can_undo(seat)                # taking face-up cards reveals nothing
    assert session.undo(seat)
    session.act(seat, retrieve)
    while session.state.pending:                 # settle what was taken
        session.act(seat, next(a for a in session.legal_actions(seat) if a.kind != "end_turn"))
    session.act(seat, Action("end_turn"))
    assert not session.can_undo(seat)            # the grid was refilled from the deck


def test_a_saved_game_loads_to_the_same_state(tmp_path):
    session = Session(RULES, [Seat("A"), Seat("B"), Seat("C")], {}, seed=11)
    rng = random.Random(3)
    for _ in range(60):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    path = tmp_path / "dog_lover.json"
    save_session(session, path)
    loaded = load_session(path)
    assert RULES.state_to_json(loaded.state) == RULES.state_to_json(session.state)
