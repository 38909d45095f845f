"""What each seat sees (views, redacted events, log lines), imagined states for the computer
players, refusals in every phase, and replay / save round trips."""
from __future__ import annotations

import json
import random

from hypothesis import given, settings, strategies as st
import pytest

from dogtable.core.events import event_from_json
from dogtable.core.rules import REFEREE, Action, ActionHint, IllegalAction, LogLine, Seat, replay
from dogtable.core.session import Session
from dogtable.games.dodgy_dogs.cards import CAT, DOG, LEADER, PICKUP, behaviour, is_special, kind, size
from dogtable.games.dodgy_dogs.rules import PICKUP_PHASE, RESPOND, REVEAL
from dogtable.storage.saves import load_session, save_session

from dd_positions import (
    BARKING, BEGGING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, MASSIVE, MEDIUM, SMALL, A, RULES, act,
    dog, legal, only, opening, position, random_playout, started,
    whisperer, leader,
)


# -- views and redacted events ---------------------------------------------------------------------

def test_a_view_shows_only_the_own_hand_and_counts_of_the_others():
    state = started(4, seed=3)
    for seat in range(4):
        view = RULES.view(state, seat)
        assert view["hands"][seat] == state.hands[seat]
        assert [h for s, h in enumerate(view["hands"]) if s != seat] == [None] * 3
        assert view["hand_counts"] == [7] * 4
        assert view["stock_count"] == len(state.stock) and "stock" not in view
        assert view["discard"] == state.discard
        assert json.loads(json.dumps(view)) == view
    assert RULES.view(state, None)["hands"] == [None] * 4


def test_the_opening_event_hides_the_order_and_other_hands():
    event = opening(3, seed=8)[0]
    state = started(3, seed=8)
    for seat in (0, 1, 2, None):
        seen = RULES.redact(event, seat)
        assert seen["order"] is None and seen["discard"] == state.discard
        assert seen["hand"] == (state.hands[seat] if seat is not None else None)
        line = RULES.describe(event, seat)
        assert line == LogLine("dodgy_dogs.log.round_started", {"round": 1, "player": event["dealer"]})


def test_a_draw_is_seen_only_by_the_drawer():
    state = position(hands=[[dog(CHEWING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(BARKING, SMALL)], stock_top=[dog(DIGGING, MEDIUM)])
    drawn = act(state, 0, "draw")[0]
    assert RULES.redact(drawn, 0)["card"] == dog(DIGGING, MEDIUM)
    for seat in (1, 2, None):
        assert RULES.redact(drawn, seat)["card"] is None
        assert RULES.describe(drawn, seat) == LogLine("dodgy_dogs.log.drew_hidden", {"player": 0})
    assert RULES.describe(drawn, 0) == LogLine("dodgy_dogs.log.drew",
                                               {"player": 0, "card": dog(DIGGING, MEDIUM)})


def test_plays_and_hand_passing_are_public_but_hands_stay_hidden_after_a_wild():
    state = position(n=3, hands=[[54, dog(0, 0)], [dog(1, 1)], [dog(2, 2)]], discard=[dog(3, 3)])
    events = act(state, 0, "play_wild", 54, -1)
    for event in events:
        for seat in (0, 1, 2, None):
            assert RULES.redact(event, seat) == event
    assert RULES.view(state, 2)["hands"] == [None, None, [dog(0, 0)]]


def test_log_lines_for_plays():
    state = position(hands=[[dog(CHASING, LARGE), dog(CHASING, SMALL), dog(0, 0)], [dog(0, 1)],
                            [dog(1, 1, 1)]], discard=[dog(CHASING, MEDIUM)])
    events = act(state, 0, "play_all", dog(CHASING, SMALL))
    assert RULES.describe(events[0], 1) == LogLine(
        "dodgy_dogs.log.played_many", {"player": 0, "cards": [dog(CHASING, LARGE)],
                                       "card": dog(CHASING, SMALL), "count": 2})
    assert RULES.describe(events[1], 1) == LogLine("dodgy_dogs.log.turn", {"player": 1})


def test_a_leader_laid_with_its_dogs_is_named_in_the_log():
    # "Bo plays 2 cards, ending with Massive Chewing Pug" once hid the Leader under the pug
    state = position(hands=[[leader(MASSIVE), dog(CHEWING, MASSIVE), dog(0, 0)], [dog(0, 1)],
                            [dog(1, 1, 1)]], discard=[dog(BARKING, MASSIVE)])
    events = act(state, 0, "play_leader", leader(MASSIVE), dog(CHEWING, MASSIVE))
    line = RULES.describe(events[0], 2)
    assert line.key == "dodgy_dogs.log.played_many"
    assert line.params["cards"] + [line.params["card"]] == events[0]["cards"]
    assert line.params["cards"][0] == leader(MASSIVE) and line.params["count"] == 2


# -- imagined states for the computer players -------------------------------------------------------

def _whisper_position():
    # seat 0 whispered digging to seat 1, who holds a single digging dog and must lay it
    return position(n=4, current=1, phase=RESPOND, whisper=DIGGING, whisperer_seat=0,
                    hands=[[dog(BARKING, SMALL)], [dog(DIGGING, LARGE), dog(CHASING, SMALL)],
                           [dog(FIGHTING, MEDIUM)], [dog(CHEWING, MASSIVE)]],
                    discard=[dog(CHEWING, SMALL), whisperer(0)])


@pytest.mark.parametrize("viewer", [0, 2, 3])
def test_imagined_states_keep_the_whispered_seat_able_to_answer(viewer):
    state = _whisper_position()
    view = RULES.view(state, viewer)
    assert (view["whisper"] == DIGGING) == (viewer == 0)
    for k in range(30):
        other = RULES.resample(view, viewer, random.Random(k))
        RULES.check(other)
        assert RULES.view(other, viewer) == view
        # engine fix: the seat asked to lay the whispered behaviour holds one in every
        # imagined state (it did not when the whisperer imagined the others' hands)
        assert RULES.legal_actions(other, 1), f"resample {k} leaves seat 1 without a move"
        assert all(behaviour(a.args[0]) == other.whisper for a in RULES.legal_actions(other, 1))


def test_imagined_states_after_a_reveal_keep_the_revealing_seat_able_to_play():
    state = position(n=4, current=2, phase=REVEAL, whisper=DIGGING, whisperer_seat=0,
                     revealed=True, wrong=[], hands=[[dog(BARKING, SMALL)], [dog(CHASING, SMALL)],
                                                     [dog(DIGGING, LARGE), dog(FIGHTING, MEDIUM)],
                                                     [dog(CHEWING, MASSIVE)]],
                     discard=[dog(CHEWING, SMALL), whisperer(0), dog(DIGGING, SMALL)])
    for viewer in (0, 1, 3):
        for k in range(20):
            other = RULES.resample(RULES.view(state, viewer), viewer, random.Random(k))
            assert RULES.legal_actions(other, 2)


def test_a_hidden_whisper_is_imagined_among_the_behaviours_not_yet_guessed_wrong():
    state = position(n=4, current=3, phase="guess", whisper=DIGGING, whisperer_seat=0,
                     wrong=[BARKING, CHASING], hands=[[dog(0, 0)], [dog(0, 1)], [dog(0, 2)], [dog(0, 3)]],
                     discard=[dog(CHEWING, SMALL), whisperer(0)])
    seen = {RULES.resample(RULES.view(state, 3), 3, random.Random(k)).whisper for k in range(60)}
    assert seen <= {FIGHTING, DIGGING, BEGGING, CHEWING} and len(seen) > 1


def test_the_answer_laid_by_the_whispered_seat_gives_the_behaviour_away_to_imagined_states():
    # seat 1 answered the whisper with a digging dog: it lies on the Whisperer for all to see
    state = position(n=4, current=3, phase="guess", whisper=DIGGING, whisperer_seat=0,
                     wrong=[BARKING], hands=[[dog(0, 0)], [dog(0, 1)], [dog(0, 2)], [dog(0, 3)]],
                     discard=[dog(CHEWING, SMALL), whisperer(0), dog(DIGGING, MASSIVE)])
    assert RULES.view(state, 3)["whisper"] is None
    for k in range(10):
        assert RULES.resample(RULES.view(state, 3), 3, random.Random(k)).whisper == DIGGING


# -- refusals in every phase ------------------------------------------------------------------------

GARBAGE = [("play", (-1,)), ("play", (10**9,)), ("play", ()), ("play", (1, 2)), ("draw", (1,)),
           ("pass", ("x",)), ("whisper", (None,)), ("guess", (7,)), ("slap_loser", (-1,)),
           ("play_leader", (48,)), ("play_wild", (54,)), ("nope", ())]


@settings(max_examples=15)
@given(n=st.integers(2, 8), seed=st.integers(0, 10**6))
def test_garbage_is_refused_with_a_reason_key_in_every_phase_of_random_games(n, seed):
    state = started(n, seed)
    rng = random.Random(seed)
    phases = set()
    for step in range(400):
        if RULES.is_over(state):
            break
        movers = RULES.to_act(state) or [REFEREE]
        if state.phase in phases and step % 7:  # every phase met, and a sample of the rest
            seat = rng.choice(movers)
            for event in RULES.decide(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng):
                RULES.evolve(state, event)
            continue
        phases.add(state.phase)
        for seat in list(range(n)) + [REFEREE, n, -1]:
            allowed = set(RULES.legal_actions(state, seat)) if seat in movers else set()
            for name, args in GARBAGE:
                action = Action(name, args)
                if action in allowed:
                    continue
                with pytest.raises(IllegalAction) as info:
                    RULES.decide(state, seat, action, random.Random(0))
                key = info.value.reason_key
                assert key.startswith("dodgy_dogs.error.") or key.startswith("error.")
        seat = rng.choice(movers)
        for event in RULES.decide(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng):
            RULES.evolve(state, event)
    assert "play" in phases


def test_hints_say_where_cards_go():
    state = started(3, seed=1)
    for action in legal(state):
        hint = RULES.hint(state, action)
        assert isinstance(hint, ActionHint)
        if action.kind.startswith("play"):
            assert hint.source == "hand" and hint.card == action.args[0] and hint.target == "discard"
    assert RULES.hint(state, A("draw")) == ActionHint("stock", None, "hand")


# -- the rules' own invariants over random games ---------------------------------------------------

def _could_lay(card: int, top: int) -> bool:
    """The rulebook's "can you play?" in an ordinary turn, restated."""
    if kind(card) == CAT:
        return True
    if kind(top) == DOG:
        if kind(card) == DOG:
            return size(card) == size(top) or behaviour(card) == behaviour(top)
        return kind(card) != LEADER or size(card) == size(top)
    if kind(top) == LEADER:  # "only on top of a card of the same Size": a twin Leader too
        return kind(card) in (DOG, LEADER) and size(card) == size(top)
    return kind(card) == DOG


def _check_lay(state, seat: int, cards: list[int]) -> None:
    """The rulebook's conditions on what may be laid, restated independently of the engine."""
    top, phase, first = state.discard[-1], state.phase, cards[0]
    if phase in (RESPOND, REVEAL):  # one card of the whispered behaviour, on anything
        assert len(cards) == 1 and behaviour(first) == state.whisper
        return
    if phase == PICKUP_PHASE:  # only a Pick Up Puppies card of one's own answers one
        assert cards == [first] and kind(first) == PICKUP and kind(top) == PICKUP
        return
    assert phase == "play"
    if kind(first) == CAT:
        assert len(cards) == 1  # on anything
    elif is_special(first):  # never on a special, but a Leader on a Leader of its size
        assert kind(top) == DOG or kind(first) == kind(top) == LEADER, \
            f"special {first} on special {top}"
        if kind(first) == LEADER:  # on its size; then its player "can" lay all dogs of its size
            assert size(top) == size(first)
            assert all(kind(c) == DOG and size(c) == size(first) for c in cards[1:])
            if len(cards) > 1:  # all of them, or none
                assert not any(kind(c) == DOG and size(c) == size(first)
                               for c in state.hands[seat] if c not in cards)
        else:
            assert len(cards) == 1
    elif kind(top) == DOG:
        assert size(first) == size(top) or behaviour(first) == behaviour(top)
        if len(cards) > 1:  # every dog of the matched behaviour, never by size alone
            assert all(behaviour(c) == behaviour(top) for c in cards)
            assert sorted(c for c in state.hands[seat] if behaviour(c) == behaviour(top)) == \
                sorted(cards)
    elif kind(top) == LEADER:
        assert len(cards) == 1 and size(first) == size(top)
    else:  # a fresh start on a Whisperer, Wild Card or Pick Up Puppies: one dodgy dog
        assert len(cards) == 1


@settings(max_examples=20)
@given(n=st.integers(2, 8), seed=st.integers(0, 10**6))
def test_every_card_laid_in_random_games_keeps_the_rulebook(n, seed):
    state = started(n, seed)
    steps = random_playout(state, random.Random(seed))
    replayed = replay(RULES, opening(n, seed))
    for seat, action, events in steps:
        first = events[0]
        if first.kind == "CardsPlayed":
            _check_lay(replayed, seat, first["cards"])
        elif first.kind == "WildPlayed":
            _check_lay(replayed, seat, [first["card"]])
        if action.kind == "draw":  # only when nothing could be laid, one card at a time
            assert not any(_could_lay(c, replayed.discard[-1]) for c in replayed.hands[seat])
            assert replayed.draws < 3 and len(only(events, "CardDrawn")) == 1
        for event in events:
            RULES.evolve(replayed, event)
    assert RULES.state_to_json(replayed) == RULES.state_to_json(state)


# -- replay and saves --------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 5, 8])
def test_a_whole_game_replays_and_survives_a_save(n, tmp_path):
    session = Session(RULES, [Seat(f"P{i}") for i in range(n)], {}, seed=40 + n)
    rng = random.Random(n)
    races = 0
    checked = 0
    while not session.is_over():
        moment = session.referee()
        if moment is not None:
            seat, action = REFEREE, A("slap_loser", rng.choice(moment["seats"]))
            races += 1
        else:
            seat = session.to_act()[0]
            action = rng.choice(session.legal_actions(seat))
        session.act(seat, action)
        if rng.random() < 0.02 or (moment is not None and checked < 3):
            checked += 1
            _round_trip(session, tmp_path / f"{checked}.json")
    _round_trip(session, tmp_path / "final.json")
    assert len(session.state.scores) == 5
    if n > 2:
        assert any(entry.seat is None for entry in session.log) == (races > 0)


def _round_trip(session: Session, path) -> None:
    expected = RULES.state_to_json(session.state)
    assert RULES.state_to_json(replay(RULES, session.events())) == expected
    again = Session.from_json(RULES, json.loads(json.dumps(session.to_json())))
    assert RULES.state_to_json(again.state) == expected
    assert [e.to_json() for e in again.events()] == \
        [event_from_json(json.loads(json.dumps(e.to_json()))).to_json() for e in session.events()]
    save_session(session, path)
    loaded = load_session(path)
    assert RULES.state_to_json(loaded.state) == expected
    assert loaded.to_act() == session.to_act() and loaded.referee() == session.referee()


def test_a_save_taken_during_a_cat_race_resumes_the_race():
    session = Session(RULES, [Seat(f"P{i}") for i in range(3)], {}, seed=1)
    # drive a real game until a race is pending
    rng = random.Random(5)
    for _ in range(20_000):
        if session.referee() is not None or session.is_over():
            break
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    if session.referee() is None:
        pytest.skip("no race in this seeded game")
    again = Session.from_json(RULES, json.loads(json.dumps(session.to_json())))
    assert again.referee() == session.referee() and again.to_act() == []
    loser = again.referee()["seats"][0]
    again.act(REFEREE, A("slap_loser", loser))
    assert again.state.cats[loser] and again.referee() is None


def test_nothing_is_ever_undoable_so_the_table_offers_no_undo_button():
    from dogtable.core.registry import get_game

    assert get_game("dodgy_dogs").offers_undo is False
    for n, seed in ((2, 1), (5, 2), (8, 3)):
        session = Session(RULES, [Seat(f"P{i}") for i in range(n)], {}, seed=seed)
        rng = random.Random(seed)
        for _ in range(600):
            if session.is_over():
                break
            moment = session.referee()
            if moment is not None:
                session.act(REFEREE, A("slap_loser", rng.choice(moment["seats"])))
                continue
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
            assert not any(session.can_undo(s) for s in range(n))
