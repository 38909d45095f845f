"""Positions built by hand where hard must not blunder (issue 22: "no blunders a person would
laugh at"), found watching hard play medium: each is a rule of play a person keeps."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Action
from dogtable.games.dogs_alone import ai_levels
from dogtable.games.dogs_alone.cards import MARIO_HUGO, MESS_IDS

from da_positions import BLUE, GREEN, RED, RULES, YELLOW, dog, four_mess, position, \
    three_mess

BUDGET = Budget(think_ms=1000.0, iterations=24)


def hard_move(state, seat: int = 0, seed: int = 3) -> Action:
    return ask(RULES, state, seat, ai_levels.make_agent("hard", seed), BUDGET, 0)


def play_turn(state, seed: int) -> list[Action]:
    """Hard plays seat 0's whole turn; its moves."""
    moves, turn = [], state.turn
    while state.turn == turn and not RULES.is_over(state) and RULES.to_act(state) == [0]:
        action = hard_move(state, seed=seed)
        moves.append(action)
        for event in RULES.decide(state, 0, action, random.Random(seed)):
            RULES.evolve(state, event)
    return moves


def endgame(hands, cleaned, mess_supply, supply):
    """Two players near the end (as in test_ai.py): only the messes placed here are in play,
    two Mario Hugo cards have shown and the next mess taken ends the game 2 times in 3."""
    in_play = set(mess_supply) | {m for ms in cleaned for m in ms}
    spare = next(m for m in MESS_IDS if m not in in_play and m < 28)
    removed = [m for m in MESS_IDS if m not in in_play | {spare}]
    return position(2, hands=hands, cleaned=cleaned, removed=removed, supply=supply,
                    mess_supply=list(mess_supply) + [None] * (4 - len(mess_supply)),
                    mario=list(MARIO_HUGO[:2]),
                    mess_deck_top=[MARIO_HUGO[2], spare, MARIO_HUGO[3]])


@pytest.mark.parametrize("seed", range(3))
def test_draws_the_dog_that_completes_the_winning_mess(seed):
    # we trail 3 - 5; three reds in hand, the red four-mess (5 points) on offer and the fourth
    # red in the supply: one draw and the mess is ours, and taking it likely ends the game
    # with us ahead.  Medium discards two reds for extra draws and takes the green dog first,
    # so its turn ends without the mess; hard draws the red and takes it
    state = endgame(hands=[[dog(RED, 0), dog(RED, 1), dog(RED, 2)],
                           [dog(BLUE, 0), dog(BLUE, 1), dog(BLUE, 2)]],
                    cleaned=[[three_mess(YELLOW)], [four_mess(GREEN)]],
                    mess_supply=[four_mess(RED), three_mess(BLUE)],
                    supply=[dog(RED, 3), dog(RED, 0, 1), dog(RED, 1, 1), dog(GREEN, 0),
                            dog(YELLOW, 1)])
    moves = play_turn(state, seed)
    assert moves[0].kind == "draw_supply" and moves[0].args[0] // 16 == RED
    assert four_mess(RED) in state.messes[0]


@pytest.mark.parametrize("seed", range(3))
def test_discarding_to_five_keeps_the_colour_of_the_mess_it_is_building(seed):
    # six dogs after the draws: four blues towards the blue four-mess on offer, and two lone
    # dogs of colours with no mess on offer; one of the lone dogs goes, never a blue
    hand = [dog(BLUE, 0), dog(BLUE, 1), dog(BLUE, 2), dog(BLUE, 3), dog(YELLOW, 0), dog(RED, 1)]
    state = position(2, hands=[hand, []],
                     mess_supply=[four_mess(BLUE), three_mess(GREEN), None, None],
                     phase="discard", turn=4)
    assert {a.kind for a in RULES.legal_actions(state, 0)} == {"discard"}
    action = hard_move(state, seed=seed)
    assert action.args[0] in (dog(YELLOW, 0), dog(RED, 1))
