"""Seeded Dogs Alone sessions driven to the situations the kernel tests need."""
from __future__ import annotations

import random
from typing import Callable

from dogtable.core.registry import get_game
from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session

RULES = get_game("dogs_alone").rules()


def new_session(n: int = 3, seed: int = 1, options: dict | None = None) -> Session:
    return Session(RULES, [Seat(f"P{i}", "human") for i in range(n)], options or {}, seed)


def random_step(session: Session, rng: random.Random) -> tuple[int, Action]:
    seat = session.to_act()[0]
    action = rng.choice(session.legal_actions(seat))
    session.act(seat, action)
    return seat, action


def advance_until(session: Session, done: Callable[[Session], bool], rng: random.Random,
                  max_steps: int = 5000) -> Session:
    """Random legal actions until ``done(session)``; fails the test if it never happens."""
    for _ in range(max_steps):
        if done(session):
            return session
        if session.is_over():
            break
        random_step(session, rng)
    raise AssertionError("the situation the test needs never came up")


def session_where(done: Callable[[Session], bool], n: int = 3, seeds=range(200)) -> Session:
    """The first seeded game that reaches ``done``."""
    for seed in seeds:
        session = new_session(n, seed)
        try:
            return advance_until(session, done, random.Random(seed))
        except AssertionError:
            continue
    raise AssertionError("no seed reaches the situation")


def state_json(session: Session) -> dict:
    return RULES.state_to_json(session.state)


def play_to_end(session: Session, rng: random.Random, max_steps: int = 20000) -> Session:
    for _ in range(max_steps):
        if session.is_over():
            return session
        random_step(session, rng)
    raise AssertionError("the game did not end")
