"""Undo never takes back what another player has seen or what passed the turn, in every game,
and the undo a game allowed before it was saved is allowed after loading it."""
from __future__ import annotations

import json
import random

import pytest

from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.storage.saves import session_from_save, session_to_save


def new_game(game: str, n: int, seed: int) -> Session:
    return Session(get_game(game).rules(), [Seat(f"P{i}", "human") for i in range(n)], {}, seed)


def step(session: Session, rng: random.Random) -> int | None:
    rules = session.rules
    if session.referee() is not None:
        session.act(None, rng.choice(rules.legal_actions(session.state, None)))
        return None
    seat = session.to_act()[0]
    session.act(seat, rng.choice(session.legal_actions(seat)))
    return seat


def undo_points(game: str, n: int, seed: int, limit: int = 400):
    """(session, seat, state before the act) at every point where the actor may undo."""
    session = new_game(game, n, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if session.is_over():
            return
        before = session.rules.state_to_json(session.state)
        seat = step(session, rng)
        if seat is not None and session.can_undo(seat):
            yield session, seat, before


def player_counts(game: str) -> list[int]:
    spec = get_game(game)
    return sorted({spec.min_players, spec.max_players})


CASES = [(g, n) for g in game_ids() for n in player_counts(g)]


@pytest.mark.parametrize("game, n", CASES)
def test_an_act_that_passed_the_turn_is_never_undone(game, n):
    for seed in range(3):
        for session, seat, _ in undo_points(game, n, seed):
            assert seat in session.to_act(), "undo would make another seat replay"
            assert not session.is_over()
            last = session.log[-1]
            assert not any(session.rules.is_barrier(e) for e in last.events)


@pytest.mark.parametrize("game, n", CASES)
def test_undo_restores_the_state_before_the_act(game, n):
    for session, seat, before in undo_points(game, n, 5, limit=150):
        copy = session_from_save(json.loads(json.dumps(session_to_save(session))))
        assert copy.undo(seat)
        assert copy.rules.state_to_json(copy.state) == before


@pytest.mark.parametrize("game, n", CASES)
def test_the_undo_allowed_before_a_save_is_allowed_after_loading_it(game, n):
    session = new_game(game, n, 11)
    rng = random.Random(11)
    checked = 0
    for _ in range(300):
        if session.is_over():
            break
        step(session, rng)
        if rng.random() < 0.2:
            loaded = session_from_save(json.loads(json.dumps(session_to_save(session))))
            for seat in range(n):
                assert loaded.can_undo(seat) == session.can_undo(seat)
            checked += 1
    assert checked


class NoBarriers:
    """A game's rules that mark nothing: the kernel's own rule must still hold."""

    def __init__(self, rules):
        self._rules = rules

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def is_barrier(self, event) -> bool:
        return False


@pytest.mark.parametrize("game", game_ids())
def test_the_kernel_refuses_to_undo_past_the_end_of_a_turn_even_if_the_game_marks_nothing(game):
    rules = NoBarriers(get_game(game).rules())
    session = Session(rules, [Seat(f"P{i}", "human") for i in range(2)], {}, 4)
    rng = random.Random(4)
    passed = 0
    for _ in range(300):
        if session.is_over():
            break
        seat = step(session, rng)
        if seat is not None and seat not in session.to_act():
            passed += 1
            assert not session.can_undo(seat)
    assert passed


def find(game: str, n: int, wanted, seeds=range(40), limit=600) -> tuple[Session, int]:
    """A game whose last act (by a human seat) holds an event ``wanted`` matches."""
    for seed in seeds:
        session = new_game(game, n, seed)
        rng = random.Random(seed)
        for _ in range(limit):
            if session.is_over():
                break
            seat = step(session, rng)
            if seat is not None and any(wanted(e) for e in session.log[-1].events):
                return session, seat
    pytest.skip("the situation never came up")


def test_dog_lover_a_penalty_paid_with_a_hand_card_is_not_undone():
    session, seat = find("dog_lover", 2, lambda e: e.kind == "DlPenaltyPaid"
                         and e["card"] is not None)
    assert not session.can_undo(seat)


def test_dogs_kennel_a_move_after_which_another_seat_decides_is_not_undone():
    session, seat = find("dogs_kennel", 3, lambda e: True, limit=1)
    rng = random.Random(2)
    for _ in range(500):
        if session.is_over():
            break
        seat = step(session, rng)
        if seat is not None and session.to_act() and session.to_act()[0] != seat:
            assert not session.can_undo(seat)


def test_dogs_alone_a_recruit_discard_from_the_hand_is_not_undone():
    session, seat = find("dogs_alone", 3, lambda e: e.kind == "RecruitDiscarded"
                         and e["source"] == "hand")
    assert not session.can_undo(seat)
