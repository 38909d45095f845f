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

A second reference, ``allhands``, sees every hand but not the face-down piles: each world is
the game's own ``resample`` of the seat's view with every hand face up
(``rules.view_seeing_hands``), so the cards still to come are dealt afresh in every world.
Its playouts therefore still average over the draws to come.  Where a playout from one true
state nearly replays one future (Dog Lover: session 13 measured ``allseeing`` weaker than
hard), this is the reference that says what hard's search gains from knowing the hidden cards.
"""
from __future__ import annotations

from typing import Any, Sequence

from dogtable.ai.agent import Agent, Budget
from dogtable.core.rules import Action

ALL_SEEING = "allseeing"      # every world the true state, the piles' order included
ALL_HANDS = "allhands"        # every hand seen; the piles dealt afresh in each world
SIM_ONLY_LEVELS = (ALL_SEEING, ALL_HANDS)


class AllSeeingAgent:
    """A hard player whose sampled worlds are all the true state (``allseeing``), or are
    dealt from a view with every hand face up (``allhands``)."""

    def __init__(self, hard: Agent, level: str = ALL_SEEING):
        if level not in SIM_ONLY_LEVELS:
            raise ValueError(f"not an all-seeing level: {level}")
        self.hard = hard
        self.level = level
        self.seed = getattr(hard, "seed", 0)

    def choose(self, view, legal, resample, budget) -> Action:
        raise TypeError("the all-seeing reference needs the true state: only dogtable sim "
                        "seats it (ask_all_seeing)")

    def choose_seeing(self, view, legal: Sequence[Action], true_state: Any, rules, seat: int,
                      budget: Budget) -> Action:
        if self.level == ALL_SEEING:
            def resample(rng):            # every "sampled" world is the true one
                return rules.clone(true_state)
        else:
            open_view = rules.view_seeing_hands(true_state, seat)

            def resample(rng):            # the true hands, the piles dealt afresh
                return rules.resample(open_view, seat, rng)

        return self.hard.choose(view, legal, resample, budget)


def ask_all_seeing(rules, state, seat: int, agent: AllSeeingAgent, budget: Budget,
                   legal: Sequence[Action]) -> Action:
    """``agent.ask`` for the all-seeing reference: the seat's view and legal actions, and the
    true state behind every world its search deals."""
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    view = rules.view(state, seat)
    action = agent.choose_seeing(view, legal, state, rules, seat, budget)
    return action if action in legal else legal[0]
