"""One reading of a retrieve's arguments (cards.placement_of / retrieve_cells / retrieve_line),
used by the rules, the board, the hints and the computer players alike.

Each of them once read the arguments with its own scan of the card data's placements; the
index that replaced the scans must name the same placement for every trick, on both sides,
at every quarter turn and every shift of its box (those naming none included)."""
from __future__ import annotations

import random

from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.ai import _retrieve_cells, _retrieve_line
from dogtable.games.dog_lover.rules import DogLoverRules

ALL_TRICKS = C.STARTING_TRICKS + C.DOG_TRICKS


def scanned(trick, rotation, row, col, special):
    """The reading the rules, the board, why.py and the AI each wrote before: the first of
    the card data's placements at these arguments."""
    for p in C.placements(C.trick_shape(trick, trick in special)):
        if (p.rotation, p.row, p.col) == (rotation, row, col):
            return p
    return None


def test_every_trick_side_turn_and_shift_names_the_placement_the_scan_named():
    named = 0
    for trick in ALL_TRICKS:
        for special in ((), (trick,)):
            for rotation in range(5):          # 4 is no quarter turn: names nothing
                for row in range(-1, 4):
                    for col in range(-1, 4):
                        want = scanned(trick, rotation, row, col, special)
                        action = Action("retrieve", (trick, rotation, row, col))
                        assert C.placement_of(trick, rotation, row, col, special) == want
                        assert C.retrieve_cells(action, special) == (want.cells if want else ())
                        assert C.retrieve_line(action, special) == (want.line if want else None)
                        named += want is not None
    # every trick has placements on both sides, so the loop really compared some
    assert named >= 2 * len(ALL_TRICKS)


def test_the_engine_the_ai_and_the_card_data_agree_on_every_retrieve_of_random_games():
    rules = DogLoverRules()
    checked = 0
    for seed in range(1, 5):
        rng = random.Random(seed)
        session = Session(rules, [Seat(n, "human") for n in ("Ana", "Rex", "Bo")],
                          {"first_player": 0}, seed)
        for _ in range(250):
            if session.is_over():
                break
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            state = session.state
            for action in [a for a in legal if a.kind == "retrieve"]:
                cells = C.retrieve_cells(action, state.special)
                assert cells and _retrieve_cells(state, action) == cells
                assert _retrieve_line(state, action) == C.retrieve_line(action, state.special)
                events = rules.decide(rules.clone(state), seat, action, session.chance())
                taken = next(e for e in events if e.kind == "DlRetrieved")
                assert tuple(taken.data["cells"]) == cells
                checked += 1
            session.act(seat, rng.choice(legal))
    assert checked > 50
