"""One whole game between computer players, played exactly as `dogtable sim` plays it.

The sim (`dogtable.sim.play_game`) and the games' fitting tools (a learned value fitted on
medium self-play) both play through ``play_game_between``, so a fitting tool seeded like a
sim game deals that very game: the same opening, the same chance draws
(``chance_for(seed, events so far)``, as a Session draws them, so a kept game re-decides
exactly when loaded) and the same reaction times in a real-time race.
"""
from __future__ import annotations

import random
from typing import Callable, Sequence

from dogtable.ai.agent import Budget, ask
from dogtable.ai.reaction import race_rng, settle
from dogtable.core.rules import Action, Seat, referee_of, replay
from dogtable.core.verify import chance_for

# (state, seat, legal) -> the seat's action
Decide = Callable[[object, int, list], Action]
# (seat or None, action or None, events): the opening (None, None), a settled race
# (None, the race's result) and every seat's act, in order
OnStep = Callable[[int | None, object, list], None]


def seats_for(levels: Sequence[str]) -> list[Seat]:
    """The sim's seats: named after their level and chair ("medium 2")."""
    return [Seat(f"{lvl} {i + 1}", lvl) for i, lvl in enumerate(levels)]


def asking(rules, agents: Sequence, budgets: Sequence[Budget], seed: int) -> Decide:
    """The usual way to decide: ask the seat's agent with its budget, from its view only."""
    def decide(state, seat: int, legal: list) -> Action:
        return ask(rules, state, seat, agents[seat], budgets[seat], seed, legal)
    return decide


def play_game_between(rules, levels: Sequence[str], seed: int, decide: Decide, *,
                      before_decision: Callable[[object, int], None] | None = None,
                      on_step: OnStep | None = None, max_actions: int = 100_000):
    """Plays one game from ``rules.start`` (seeded by ``seed``) to its end and returns the
    final state.  ``before_decision(state, seat)`` sees the state before each seat decides
    (a fitting tool records features there; it must not change the state)."""
    state_rng = random.Random(seed)
    opening = rules.start(seats_for(levels), {}, state_rng)
    state = replay(rules, opening)
    if on_step is not None:
        on_step(None, None, list(opening))
    actions = 0
    events_so_far = len(opening)
    while not rules.is_over(state):
        movers = rules.to_act(state)
        if not movers:   # a real-time moment: settled with the computers' reaction times
            settled = settle(referee_of(rules, state), list(levels),
                             race_rng(seed, events_so_far))   # the app draws the same times
            seat, action = None, settled
        else:
            seat = movers[0]
            legal = rules.legal_actions(state, seat)
            if before_decision is not None:
                before_decision(state, seat)
            action = decide(state, seat, legal)
        events = rules.decide(state, seat, action, chance_for(seed, events_so_far))
        events_so_far += len(events)
        for event in events:
            rules.evolve(state, event)
        if on_step is not None:
            on_step(seat, action, list(events))
        actions += 1
        if actions > max_actions:
            raise RuntimeError(f"game {seed} did not end after {max_actions} actions")
    return state
