"""Computer players that look sensible to a human watching them (issue 8): inside a visit to the
Armazém no swap is undone by the next one, and no truck trip is made for a dog worth nothing to
the kennel (a trip that only burns fuel)."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Seat, replay
from dogtable.games.dogs_kennel import ai, ai_levels

from dk_positions import RULES


def _watch(levels, seed):
    """Play a whole game, checking every decision as it is made."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}", lvl) for i, lvl in enumerate(levels)], {}, rng))
    agents = [ai_levels.make_agent(lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    budget = Budget(think_ms=1000.0, iterations=2)
    swaps_this_visit: list[tuple[int, int]] = []
    trips = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        action = ask(RULES, state, seat, agents[seat], budget, seed)
        if action.kind == "move":
            trips += 1
            assert ai.worth_a_trip(state, seat, action, agents[seat].w), \
                f"{levels[seat]} drove to space {action.args[0]} for a dog worth nothing"
        if action.kind == "exchange":
            give, get = action.args
            assert (get, give) not in swaps_this_visit, f"{levels[seat]} undid its own swap"
            swaps_this_visit.append((give, get))
        elif action.kind in ("end_turn", "place_meeple", "free_entry"):
            swaps_this_visit = []
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
    return trips


@pytest.mark.parametrize("levels,seed", [(("easy", "medium", "easy"), 3), (("hard", "medium"), 5),
                                         (("medium", "easy", "medium", "easy"), 8)])
def test_no_swap_undone_and_no_trip_for_nothing(levels, seed):
    assert _watch(levels, seed) > 0       # the trucks did go out
