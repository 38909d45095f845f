"""HardSettings.mid_turn_draws (docs/ai.md, Dogs Alone, hard): hard may also search the later
draws of a turn, among them the supply dog after which its best mess plan is worth most.
Medium values each supply dog by what it adds to the hand, so of two reds that together
complete a 4-red mess each is worth little to it (a real game, session 15)."""
from __future__ import annotations

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Action
from dogtable.games.dogs_alone import ai_hard
from dogtable.games.dogs_alone.ai_planner import Planner
from dogtable.games.dogs_alone.ai_seen import MEDIUM, Seen

from da_positions import (BLUE, GREEN, RED, RULES, YELLOW, act, dog, four_mess, pair_mess,
                          position, three_mess)

COPI, COPI_TOO = dog(RED, 0, 0), dog(RED, 0, 1)
SOCK, DUCHESS = dog(RED, 1, 0), dog(RED, 2, 0)
CURTAINS = four_mess(RED)


def one_draw_from_the_curtains(players: int = 3):
    """Seat 0 threw a yellow dog away for a second draw and took one red: a Copi Copi in
    hand and one in the pool, a Sock and a Duchess on offer, the 4-red mess on offer."""
    state = position(
        players, 0,
        hands=[[COPI, dog(YELLOW, 0)], [dog(GREEN, 3, 3)], [dog(BLUE, 3, 3)]][:players],
        pools=[[COPI_TOO, dog(BLUE, 0), dog(BLUE, 1)], [], []][:players],
        supply=[SOCK, DUCHESS, dog(GREEN, 0), dog(GREEN, 1), dog(BLUE, 2)],
        mess_supply=[CURTAINS, pair_mess(YELLOW), three_mess(GREEN), pair_mess(BLUE)])
    act(state, 0, "recruit_discard", dog(YELLOW, 0))
    act(state, 0, "draw_supply", SOCK)
    return state


def searched(settings: ai_hard.HardSettings, state) -> list:
    seen = Seen.from_view(RULES.view(state, 0))
    return ai_hard.HardAgent(0, settings=settings).candidates(
        seen, set(RULES.legal_actions(state, 0)))


def test_the_dog_that_completes_the_mess_makes_the_best_plan():
    state = one_draw_from_the_curtains()
    seen = Seen.from_view(RULES.view(state, 0))
    agent = ai_hard.HardAgent(0)
    assert agent.plan_draw(Planner(seen, MEDIUM), set(RULES.legal_actions(state, 0))) == \
        Action("draw_supply", (DUCHESS,))
    act(state, 0, "draw_supply", DUCHESS)
    best = Planner(Seen.from_view(RULES.view(state, 0)), MEDIUM).mess_plans()[0][1]
    assert [m for m, _ in best] == [CURTAINS]


def test_at_a_size_it_names_the_later_draw_is_searched_with_that_dog_among_the_candidates():
    state = one_draw_from_the_curtains()
    cands = searched(ai_hard.HardSettings(mid_turn_draws=(3,)), state)
    actions = [c.action for c in cands]
    assert Action("draw_supply", (DUCHESS,)) in actions
    assert len(set(actions)) == len(actions) >= 2
    assert max(cands, key=lambda c: c.prior).key == ("medium",)   # medium's draw is the default
    # and the search plays one of them
    agent = ai_hard.HardAgent(0, settings=ai_hard.HardSettings(mid_turn_draws=(3,)))
    assert ask(RULES, state, 0, agent, Budget(1000.0, 48), 0) in actions


def test_by_default_only_two_players_search_the_later_draws():
    assert ai_hard.HardSettings().mid_turn_draws == (2,)
    state = one_draw_from_the_curtains()   # three seats: medium's draw, no search
    assert [c.key for c in searched(ai_hard.HardSettings(), state)] == [("medium",)]
    assert [c.key for c in searched(ai_hard.HardSettings(mid_turn_draws=()), state)] == \
        [("medium",)]
    two = one_draw_from_the_curtains(2)
    assert Action("draw_supply", (DUCHESS,)) in [c.action for c in searched(ai_hard.HardSettings(), two)]
    assert [c.key for c in searched(ai_hard.HardSettings(mid_turn_draws=()), two)] == [("medium",)]
