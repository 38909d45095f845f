"""The all-seeing reference: hard's own search handed the true state (``dogtable sim`` only).

Issue 22 sets hard a goal of 0.72 against medium at two players "where a game's luck allows";
this player is how the limit is measured.  It is the game's hard player, unchanged, except
that every world its search deals is a copy of the true state: the other seats' hands and
the face-down piles in their true order, so also the cards still to be drawn.  Its share
against medium is what hard's search could reach if nothing were hidden from it; the goal for
a game where 0.72 is out of reach is that share minus 0.05 (docs/ai.md, "The all-seeing
reference").

It is never a seat in the app: it is not in any game's table of levels (``agent_for``
refuses it), not a seat kind the setup screen, the saves or ``dogtable play`` accept, and its
``choose`` refuses to play from a view alone.  Only ``dogtable sim`` seats it, through
``ask_all_seeing`` with the true state in hand.
"""
from __future__ import annotations

from typing import Any, Sequence

from dogtable.ai.agent import Agent, Budget
from dogtable.core.rules import Action

ALL_SEEING = "allseeing"
SIM_ONLY_LEVELS = (ALL_SEEING,)


class AllSeeingAgent:
    """A hard player whose sampled worlds are all the true state."""

    level = ALL_SEEING

    def __init__(self, hard: Agent):
        self.hard = hard
        self.seed = getattr(hard, "seed", 0)

    def choose(self, view, legal, resample, budget) -> Action:
        raise TypeError("the all-seeing reference needs the true state: only dogtable sim "
                        "seats it (ask_all_seeing)")

    def choose_seeing(self, view, legal: Sequence[Action], true_state: Any, clone,
                      budget: Budget) -> Action:
        def resample(rng):            # every "sampled" world is the true one
            return clone(true_state)

        return self.hard.choose(view, legal, resample, budget)


def ask_all_seeing(rules, state, seat: int, agent: AllSeeingAgent, budget: Budget,
                   legal: Sequence[Action]) -> Action:
    """``agent.ask`` for the all-seeing reference: the seat's view and legal actions, and the
    true state behind every world its search deals."""
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    view = rules.view(state, seat)
    action = agent.choose_seeing(view, legal, state, rules.clone, budget)
    return action if action in legal else legal[0]
