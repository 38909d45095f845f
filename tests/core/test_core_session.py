"""Session: acting, undo under BGA's policy, listeners, JSON round trips, replays without chance."""
from __future__ import annotations

import json
import random

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.core.session import Session

from core_helpers import (
    RULES, advance_until, new_session, play_to_end, random_step, session_where, state_json,
)


class Recorder:
    def __init__(self):
        self.calls = []

    def __call__(self, session, what, events):
        self.calls.append((what, [e.kind for e in events]))


def seat_to_act(session):
    return session.to_act()[0]


# -- acting -------------------------------------------------------------------------------------

def test_seat_count_must_fit_the_game():
    for n in (1, 6):
        with pytest.raises(ValueError):
            Session(RULES, [Seat(str(i)) for i in range(n)], {}, 1)


def test_the_state_is_the_fold_of_the_log():
    session = new_session(4, seed=3)
    rng = random.Random(3)
    for _ in range(60):
        random_step(session, rng)
    assert state_json(session) == RULES.state_to_json(replay(RULES, session.events()))
    assert session.event_count() == len(session.events())
    assert session.log[0].seat is None and session.log[0].action is None


def test_acting_out_of_turn_or_illegally_changes_nothing_and_tells_nobody():
    session = new_session(3, seed=2)
    recorder = Recorder()
    session.subscribe(recorder)
    seat = seat_to_act(session)
    other = (seat + 1) % 3
    before, log_len = state_json(session), len(session.log)
    with pytest.raises(IllegalAction) as info:
        session.act(other, Action("draw_deck"))
    assert info.value.reason_key == "error.not_your_turn"
    with pytest.raises(IllegalAction) as info:
        session.act(seat, Action("discard", (0,)))
    assert info.value.reason_key == "dogs_alone.error.discard_not_now"
    assert state_json(session) == before and len(session.log) == log_len
    assert recorder.calls == []


def test_the_same_seed_and_actions_give_the_same_game_even_through_reshuffles():
    first = session_where(lambda s: any(e.kind == "DeckReshuffled" for e in s.events()), n=2)
    again = Session(RULES, first.seats, first.options, first.seed)
    for entry in first.log[1:]:
        again.act(entry.seat, entry.action)
    assert [e.to_json() for e in again.events()] == [e.to_json() for e in first.events()]


# -- undo -----------------------------------------------------------------------------------------

def test_nothing_to_undo_at_the_start():
    session = new_session(3, seed=1)
    assert not any(session.can_undo(s) for s in range(3))
    assert session.undo(seat_to_act(session)) is False


def test_own_supply_draw_can_be_undone_by_its_player_only():
    session = new_session(3, seed=5)
    seat = seat_to_act(session)
    before, log_len = state_json(session), len(session.log)
    session.act(seat, Action("draw_supply", (session.state.dog_supply[0],)))
    others = [s for s in range(3) if s != seat]
    assert session.can_undo(seat) and not any(session.can_undo(s) for s in others)
    assert session.undo(others[0]) is False
    assert session.undo(seat) is True
    assert state_json(session) == before and len(session.log) == log_len


def test_undo_stops_at_a_hand_card_laid_face_up():
    """A recruit discard from the hand shows the card to everyone: the steps after it undo,
    it does not."""
    session = new_session(3, seed=6)
    seat = seat_to_act(session)
    hand = list(session.state.hands[seat])
    session.act(seat, Action("recruit_discard", (hand[0],)))
    assert not session.can_undo(seat)
    after_discard = state_json(session)
    session.act(seat, Action("draw_supply", (session.state.dog_supply[2],)))
    assert session.undo(seat)
    assert state_json(session) == after_discard
    assert not session.can_undo(seat)


def test_a_draw_from_the_deck_cannot_be_undone_nor_anything_before_it():
    session = new_session(3, seed=7)
    seat = seat_to_act(session)
    session.act(seat, Action("recruit_discard", (session.state.hands[seat][0],)))
    session.act(seat, Action("draw_deck"))
    assert not session.can_undo(seat) and session.undo(seat) is False
    after_deck = state_json(session)
    session.act(seat, Action("draw_supply", (session.state.dog_supply[0],)))
    assert session.undo(seat)  # the supply draw after it is fine
    assert state_json(session) == after_deck
    assert not session.can_undo(seat)


def test_a_supply_draw_can_be_undone():
    session = new_session(3, seed=8)
    seat = seat_to_act(session)
    before = state_json(session)
    session.act(seat, Action("draw_supply", (session.state.dog_supply[4],)))
    assert session.undo(seat) and state_json(session) == before


def test_a_supply_change_cannot_be_undone():
    session = session_where(lambda s: s.state.phase == "start"
                            and Action("change_supply") in s.legal_actions(seat_to_act(s)))
    seat = seat_to_act(session)
    session.act(seat, Action("change_supply"))
    assert not session.can_undo(seat)


def test_a_reshuffle_cannot_be_undone():
    def last_deck_card_next(s):  # drawing it empties the deck: the discard is shuffled at once
        st = s.state
        return st.phase in ("start", "draw") and len(st.dog_deck) == 1 and st.discard and \
            Action("draw_deck") in s.legal_actions(seat_to_act(s))
    session = session_where(last_deck_card_next, n=2)
    seat = seat_to_act(session)
    events = session.act(seat, Action("draw_deck"))
    assert [e.kind for e in events] == ["DogDrawn", "DeckReshuffled"]
    assert not session.can_undo(seat)


def test_laying_dogs_and_taking_a_mess_can_be_undone():
    def can_pay(s):
        return s.to_act() and any(a.kind == "pay" for a in s.legal_actions(seat_to_act(s)))
    session = session_where(can_pay)
    seat = seat_to_act(session)
    before = state_json(session)
    rng = random.Random(0)
    while True:  # lay dogs until a mess is taken
        pays = [a for a in session.legal_actions(seat) if a.kind == "pay"]
        events = session.act(seat, rng.choice(pays))
        if events[-1].kind == "MessTaken":
            break
    assert session.can_undo(seat)
    while session.can_undo(seat) and session.log[-1].action.kind == "pay":
        session.undo(seat)
    assert state_json(session) == before


def test_the_end_of_a_turn_cannot_be_undone_by_anyone():
    session = new_session(3, seed=9)
    seat = seat_to_act(session)
    session.act(seat, Action("draw_supply", (session.state.dog_supply[0],)))
    session.act(seat, Action("finish"))  # 4 in hand: the turn ends with the refills
    assert session.log[-1].events[-1].kind == "TurnEnded"
    assert not any(session.can_undo(s) for s in range(3))
    nxt = seat_to_act(session)
    session.act(nxt, Action("draw_supply", (session.state.dog_supply[0],)))
    assert session.can_undo(nxt) and not session.can_undo(seat)
    assert session.undo(nxt) and not session.can_undo(nxt)


def test_undo_then_redo_gives_the_same_events():
    session = new_session(2, seed=10)
    seat = seat_to_act(session)
    card = session.state.dog_supply[1]
    first = session.act(seat, Action("draw_supply", (card,)))
    session.undo(seat)
    assert session.act(seat, Action("draw_supply", (card,))) == first


# -- listeners --------------------------------------------------------------------------------------

def test_listeners_hear_acts_and_undos_until_they_unsubscribe():
    session = new_session(3, seed=11)
    recorder, quiet = Recorder(), Recorder()
    session.subscribe(recorder)
    session.subscribe(quiet)
    session.unsubscribe(quiet)
    session.unsubscribe(quiet)  # twice is harmless
    seat = seat_to_act(session)
    card = session.state.dog_supply[0]
    session.act(seat, Action("draw_supply", (card,)))
    session.undo(seat)
    assert recorder.calls == [("act", ["DogDrawn"]), ("undo", ["DogDrawn"])]
    assert quiet.calls == []
    session.unsubscribe(recorder)
    session.act(seat, Action("draw_supply", (card,)))
    assert len(recorder.calls) == 2


def test_a_listener_may_unsubscribe_while_being_told():
    session = new_session(3, seed=12)
    heard = []

    def once(s, what, events):
        heard.append(what)
        s.unsubscribe(once)

    later = Recorder()
    session.subscribe(once)
    session.subscribe(later)
    seat = seat_to_act(session)
    session.act(seat, Action("draw_supply", (session.state.dog_supply[0],)))
    session.undo(seat)
    assert heard == ["act"] and [c[0] for c in later.calls] == ["act", "undo"]


# -- JSON ---------------------------------------------------------------------------------------------

def test_session_json_round_trip_reproduces_the_state():
    session = new_session(4, seed=13, options={"first_player": 2})
    rng = random.Random(13)
    for _ in range(150):
        random_step(session, rng)
    data = json.loads(json.dumps(session.to_json()))
    again = Session.from_json(RULES, data)
    assert state_json(again) == state_json(session)
    assert again.seats == session.seats and again.options == {"first_player": 2}
    assert again.seed == 13 and again.to_act() == session.to_act()
    # and it plays on identically
    seat = session.to_act()[0]
    action = session.legal_actions(seat)[0]
    assert again.act(seat, action) == session.act(seat, action)


def test_from_json_wants_the_opening_entry_first():
    session = new_session(3, seed=14)
    random_step(session, random.Random(0))
    data = session.to_json()
    data["log"] = data["log"][1:]
    with pytest.raises(ValueError):
        Session.from_json(RULES, data)
    data["log"] = []
    with pytest.raises(ValueError):
        Session.from_json(RULES, data)


def forbid_chance(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a replay called a random generator")
    for name in ("random", "getrandbits", "shuffle", "sample", "choice", "choices", "randrange",
                 "randint", "uniform", "seed"):
        monkeypatch.setattr(random.Random, name, refuse)
        monkeypatch.setattr(random, name, refuse)


def test_replaying_a_log_never_calls_a_random_generator(monkeypatch):
    session = play_to_end(new_session(2, seed=15), random.Random(15))
    data = json.loads(json.dumps(session.to_json()))
    expected = state_json(session)
    forbid_chance(monkeypatch)
    with pytest.raises(AssertionError):
        random.Random(1).shuffle([1, 2])  # the trap is armed
    assert state_json(Session.from_json(RULES, data)) == expected
    assert RULES.state_to_json(replay(RULES, session.events())) == expected


def test_undo_replays_without_chance(monkeypatch):
    session = new_session(3, seed=16)
    advance_until(session, lambda s: len(s.log) > 30 and s.state.phase == "start"
                  and s.state.hands[seat_to_act(s)], random.Random(16))
    seat = seat_to_act(session)
    before = state_json(session)
    session.act(seat, Action("draw_supply", (session.state.dog_supply[0],)))
    forbid_chance(monkeypatch)
    assert session.undo(seat) and state_json(session) == before
