""""What would you do?": the hard computer player's advice for a human seat.

The adviser sees exactly what a computer in that seat would see: ``ask`` hands it the seat's
view, the legal actions and a resampler, never the true state.  So a hint can tell nothing
the human could not see (tests/ai/test_hint_same_view.py proves it: two states with the same
view give the same hint).  The reason is one sentence: the game's agent may word its own
through an optional ``explain(view, action) -> (key, params) | None`` method; otherwise the
reason is worded from the position's facts by dogtable/ai/reasons.py (the mess a dog brings
closer, the food the pens lack, the cards a trick takes ...).  Where a rulebook advises
beginners against a move the hard player would make, the hint follows the book
(``rulebook_advice``).

A hint is computed off the UI thread (it thinks as long as a hard computer does); the table
scene hands a copy of the state to ``HintJob`` on the AI worker, like a computer's move.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import sys
import traceback

from dogtable.ai.agent import Budget, ask
from dogtable.core.registry import UnknownGame, get_game
from dogtable.core.rules import Action
from dogtable.ai.reasons import reason_for

HINT_LEVEL = "hard"
HINT_THINK_MS = 1000.0


@dataclass(frozen=True)
class Hint:
    seat: int
    action: Action
    reason_key: str
    reason_params: dict = field(default_factory=dict)


def explain(game_id: str, agent, view, action: Action) -> tuple[str, dict]:
    """The agent's own reason when it has one, else the game's reason for that kind of move."""
    own = getattr(agent, "explain", None)
    if callable(own):
        try:
            said = own(view, action)
        except Exception:  # a reason we cannot word never costs the hint itself
            traceback.print_exc(file=sys.stderr)
            said = None
        if isinstance(said, tuple) and len(said) == 2 and isinstance(said[0], str):
            return said[0], dict(said[1] or {})
    return reason_for(game_id, view, action)


def rulebook_advice(game_id: str, legal: list[Action], action: Action) -> Action:
    """The move a hint gives instead of ``action`` where a rulebook advises beginners
    otherwise: the game's teaching module may say so (its ``rulebook_advice(legal, action)``;
    Dog Lover's book keeps the starting trick on its standard side in a first game)."""
    try:
        advise = getattr(get_game(game_id).module("teaching"), "rulebook_advice", None)
    except UnknownGame:
        advise = None
    return advise(legal, action) if advise is not None else action


class Adviser:
    """An Agent that plays like the hard computer and remembers why (for the table)."""

    level = "hint"

    def __init__(self, game_id: str, seed: int = 0, level: str = HINT_LEVEL):
        self.game_id = game_id
        self.inner = get_game(game_id).agent(level, seed)
        self.reason: tuple[str, dict] | None = None

    def choose(self, view, legal, resample, budget: Budget) -> Action:
        action = self.inner.choose(view, legal, resample, budget)
        if action not in legal:   # an agent bug: still a legal, honest hint
            action = legal[0]
        action = rulebook_advice(self.game_id, legal, action)
        self.reason = explain(self.game_id, self.inner, view, action)
        return action


def hint_for(rules, state, seat: int, *, seed: int = 0, budget: Budget | None = None,
             level: str = HINT_LEVEL) -> Hint | None:
    """The move the hard computer would make for ``seat`` now, and why; None when the seat
    has no decision to make."""
    if seat not in rules.to_act(state) or not rules.legal_actions(state, seat):
        return None
    adviser = Adviser(rules.game_id, seed, level)
    action = ask(rules, state, seat, adviser, budget or Budget(HINT_THINK_MS), seed)
    if adviser.reason is None:   # a single legal move: ask() did not need the agent
        adviser.reason = explain(rules.game_id, adviser.inner, rules.view(state, seat), action)
    key, params = adviser.reason
    return Hint(seat, action, key, params)


def hint_seed(game_seed: int, log_length: int, seat: int) -> int:
    """The adviser's seed: fixed for a position, so asking twice gives the same hint."""
    return (game_seed * 7919 + log_length * 31 + seat) & 0x7FFFFFFF
