"""The kernel's shared parts of every engine (issue 26): the first checks of ``decide`` and a
rule written once as a refusal (core.rules.ActionRule)."""
from __future__ import annotations

import pytest

from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import (
    Action, ActionRule, GameRules, IllegalAction, refuse_malformed, refuse_out_of_turn, refused,
)

ARITY = {"take": 1, "maybe": None, "stop": 0}


def reason(call) -> str:
    with pytest.raises(IllegalAction) as why:
        call()
    return why.value.reason_key


def test_the_first_checks_come_in_their_order():
    assert reason(lambda: refuse_malformed(True, Action("nope", ("x",)), ARITY)) == "error.game_over"
    assert reason(lambda: refuse_malformed(False, Action("nope"), ARITY)) == "error.unknown_action"
    assert reason(lambda: refuse_malformed(False, Action("take"), ARITY)) == "error.bad_action"
    assert reason(lambda: refuse_malformed(False, Action("take", (True,)), ARITY)) == "error.bad_action"
    assert reason(lambda: refuse_malformed(False, Action("maybe", (1, 2)), ARITY)) == "error.bad_action"
    refuse_malformed(False, Action("maybe"), ARITY)
    refuse_malformed(False, Action("maybe", (3,)), ARITY)
    refuse_malformed(False, Action("take", ("x",)), ARITY, ints=False)   # the game checks types
    assert reason(lambda: refuse_out_of_turn(True, [1])) == "error.not_your_turn"
    assert reason(lambda: refuse_out_of_turn(None, [0])) == "error.not_your_turn"
    refuse_out_of_turn(1, [1])


def test_a_rule_gives_both_the_legal_actions_and_the_refusal():
    def gate(state, seat):
        return ("closed", {}) if state["closed"] else None

    def check(state, seat, n):
        return None if n % 2 == 0 else ("odd", {"n": n})

    rule = ActionRule(1, lambda state, seat: [(n,) for n in range(5)], check, None, gate=gate)
    state = {"closed": False}
    assert rule.legal("take", state, 0) == [Action("take", (0,)), Action("take", (2,)),
                                            Action("take", (4,))]
    assert rule.refusal(state, 0, 3) == ("odd", {"n": 3})
    assert refused(rule.refusal(state, 0, 3)).params == {"n": 3}
    state["closed"] = True   # the gate is asked first, for the listing and for the refusal
    assert rule.legal("take", state, 0) == []
    assert rule.refusal(state, 0, 3) == ("closed", {})


@pytest.mark.parametrize("game_id", game_ids())
def test_every_engine_shares_the_kernel_parts(game_id):
    rules = get_game(game_id).rules()
    assert isinstance(rules, GameRules)
    state = rules.new_state()
    assert rules.clone(state) is not state and not rules.is_over(state)
