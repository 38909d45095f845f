"""Issue 24 item 3: a forfeited trait whose penalty is paid from the hidden hand shows the
table something about that hand (here: that it held nothing to pay), so it is an undo
barrier like a card laid face up; a penalty paid in public things (cubes) or no penalty at
all can still be taken back within the turn."""
from __future__ import annotations

import random

import pytest

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session


def forfeit_of(seed: int, penalty):
    """The first forfeit of ``penalty`` in a seeded random two-player game whose penalty
    took nothing (DlTraitForfeited then DlPenaltyEnded): (session right after it, seat)."""
    rules = get_game("dog_lover").rules()
    session = Session(rules, [Seat("Ana"), Seat("Rex")], {}, seed)
    rng = random.Random(seed)
    for _ in range(400):
        if session.is_over():
            break
        seat = session.to_act()[0]
        action = rng.choice(session.legal_actions(seat))
        events = session.act(seat, action)
        if action.kind == "forfeit" and events[0]["penalty"] == penalty \
                and [e.kind for e in events] == ["DlTraitForfeited", "DlPenaltyEnded"]:
            return session, seat
    pytest.fail(f"seed {seed} has no such forfeit any more: pick another seed")


@pytest.mark.parametrize("seed, penalty", [(2, "bone"), (0, "training"), (24, "thing")])
def test_a_forfeit_that_found_nothing_in_the_hand_cannot_be_undone(seed, penalty):
    session, seat = forfeit_of(seed, penalty)
    assert seat in session.to_act()            # still this player's turn: only the barrier stops it
    assert not session.can_undo(seat)
    before = len(session.log)
    assert session.undo(seat) is False and len(session.log) == before


def test_a_forfeit_paid_in_public_things_can_still_be_undone():
    session, seat = forfeit_of(45, "cube")     # no cube to give: nothing hidden was shown
    assert seat in session.to_act()
    assert session.can_undo(seat)
    before = len(session.log)
    assert session.undo(seat) and len(session.log) == before - 1


def test_the_barrier_survives_a_save_and_load(tmp_path):
    from dogtable.storage.saves import load_session, save_session

    session, seat = forfeit_of(2, "bone")
    save_session(session, tmp_path / "g.json")
    loaded = load_session(tmp_path / "g.json")
    assert not loaded.can_undo(seat)
