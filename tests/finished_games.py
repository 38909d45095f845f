"""A whole game played to its end by random legal moves: the shared fixture of the history,
chart and replay tests (one copy, so the three agree on what a finished game is)."""
from __future__ import annotations

import random
from typing import Sequence

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session


def finished_session(game: str, names: Sequence[str], seed: int,
                     kinds: Sequence[str] | None = None) -> Session:
    kinds = list(kinds or ["human"] * len(names))
    session = Session(get_game(game).rules(), [Seat(n, k) for n, k in zip(names, kinds)],
                      {"first_player": 0}, seed)
    rng = random.Random(seed)
    while not session.is_over():
        to_act = session.to_act()
        seat = to_act[0] if to_act else None
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session
