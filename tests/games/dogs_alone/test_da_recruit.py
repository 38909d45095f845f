"""Recruiting: changing the dog supply, recruit discards, k+1 draws, the deck running out."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Action, IllegalAction
from dogtable.games.dogs_alone.rules import DRAW, MESS, START

from da_positions import (
    BLUE, GREEN, RED, RULES, YELLOW, act, dog, kinds, legal, only, position, refused,
)

THREE_RED_SUPPLY = [dog(RED, 0), dog(RED, 1), dog(RED, 2), dog(YELLOW, 0), dog(GREEN, 0)]
NEXT_FIVE = [dog(BLUE, 0), dog(BLUE, 1), dog(YELLOW, 1), dog(GREEN, 1), dog(RED, 3)]


# -- changing the dog supply -------------------------------------------------------------------

def test_supply_with_three_of_a_colour_can_be_changed_discards_go_to_the_discard_pile():
    state = position(supply=THREE_RED_SUPPLY, deck_top=NEXT_FIVE, discard=[dog(BLUE, 3)])
    assert Action("change_supply") in legal(state)
    events = act(state, 0, "change_supply")
    assert kinds(events) == ["SupplyChanged", "DogSupplyRefilled"]
    assert sorted(events[0]["cards"]) == sorted(THREE_RED_SUPPLY)
    assert state.dog_supply == NEXT_FIVE  # the top five of the deck, in order
    assert state.discard == [dog(BLUE, 3)] + THREE_RED_SUPPLY
    assert state.supply_changes == 1 and state.phase == START
    assert RULES.is_barrier(events[0])


def test_supply_without_three_of_a_colour_cannot_be_changed():
    two_two_one = [dog(RED, 0), dog(RED, 1), dog(YELLOW, 0), dog(YELLOW, 1), dog(GREEN, 0)]
    state = position(supply=two_two_one)
    assert refused(state, 0, "change_supply") == "dogs_alone.error.change_supply_no_colour"


def test_supply_can_be_changed_again_while_it_shows_three_of_a_colour():
    blue_three = [dog(BLUE, 0), dog(BLUE, 1), dog(BLUE, 2), dog(YELLOW, 1), dog(GREEN, 1)]
    calm = [dog(RED, 3), dog(YELLOW, 2), dog(GREEN, 2), dog(BLUE, 3), dog(YELLOW, 3)]
    state = position(supply=THREE_RED_SUPPLY, deck_top=blue_three + calm)
    act(state, 0, "change_supply")
    assert state.dog_supply == blue_three
    act(state, 0, "change_supply")
    assert state.dog_supply == calm and state.supply_changes == 2
    assert refused(state, 0, "change_supply") == "dogs_alone.error.change_supply_no_colour"
    assert state.discard[-10:] == THREE_RED_SUPPLY + blue_three


def test_supply_cannot_be_changed_after_a_draw():
    state = position(supply=THREE_RED_SUPPLY, deck_top=NEXT_FIVE, hands=[[dog(BLUE, 3)], [], []])
    act(state, 0, "recruit_discard", dog(BLUE, 3))
    act(state, 0, "draw_supply", dog(YELLOW, 0))
    assert state.phase == DRAW
    assert refused(state, 0, "change_supply") == "dogs_alone.error.change_supply_late"
    state = position(supply=THREE_RED_SUPPLY, deck_top=NEXT_FIVE)
    act(state, 0, "draw_deck")
    assert state.phase == MESS
    assert refused(state, 0, "change_supply") == "dogs_alone.error.change_supply_late"


def test_supply_cannot_be_changed_once_recruiting_began():
    # ruling (docs/rules/dogs_alone.md): "before recruiting" = before any recruit discard or draw
    state = position(supply=THREE_RED_SUPPLY, deck_top=NEXT_FIVE, hands=[[dog(BLUE, 3)], [], []])
    act(state, 0, "recruit_discard", dog(BLUE, 3))
    assert Action("change_supply") not in legal(state)
    with pytest.raises(IllegalAction) as refused:
        RULES.decide(state, 0, Action("change_supply"), random.Random(0))
    assert refused.value.reason_key == "dogs_alone.error.change_supply_late"


def test_changing_a_supply_when_the_deck_is_short_reshuffles_the_discard_pile():
    old_discard = [dog(BLUE, 0), dog(BLUE, 1), dog(BLUE, 2), dog(BLUE, 3)]
    state = position(supply=THREE_RED_SUPPLY, deck_top=[dog(GREEN, 3), dog(YELLOW, 3)],
                     discard=old_discard, rest_to="discard")
    discard_before = list(state.discard)
    assert discard_before[:4] == old_discard
    events = act(state, 0, "change_supply", seed=4)
    assert kinds(events) == ["SupplyChanged", "DogSupplyRefilled", "DeckReshuffled",
                             "DogSupplyRefilled"]
    assert events[1]["cards"] == [dog(GREEN, 3), dog(YELLOW, 3)]
    order = events[2]["order"]
    assert sorted(order) == sorted(discard_before + THREE_RED_SUPPLY)
    assert state.dog_supply[2:] == order[:3]
    assert state.dog_deck == list(reversed(order[3:]))
    assert state.discard == []


def test_clean_up_is_no_longer_possible_once_the_supply_was_changed():
    state = position(supply=THREE_RED_SUPPLY, deck_top=NEXT_FIVE, messes=[[2], [], []])
    assert Action("clean", (RED,)) in legal(state)
    act(state, 0, "change_supply")
    assert refused(state, 0, "clean", RED) == "dogs_alone.error.clean_not_now"


# -- recruit discards and draws ----------------------------------------------------------------

def test_a_free_draw_without_discarding_takes_the_top_of_the_deck():
    state = position(hands=[[dog(RED, 0)], [], []], deck_top=[dog(BLUE, 2)])
    assert RULES.view(state, 0)["budget"] == 1
    events = act(state, 0, "draw_deck")
    assert kinds(events) == ["DogDrawn"] and events[0]["card"] == dog(BLUE, 2)
    assert state.hands[0] == [dog(RED, 0), dog(BLUE, 2)]
    assert state.phase == MESS and RULES.view(state, 0)["budget"] == 0


def test_k_discards_from_hand_and_pool_give_k_plus_one_draws_from_deck_or_supply():
    supply = [dog(RED, 0), dog(YELLOW, 0), dog(GREEN, 0), dog(BLUE, 0), dog(RED, 1)]
    state = position(hands=[[dog(BLUE, 3, 0), dog(GREEN, 3, 0)], [], []],
                     pools=[[dog(YELLOW, 3, 0)], [], []], supply=supply,
                     deck_top=[dog(GREEN, 2, 3), dog(BLUE, 2, 3)])
    act(state, 0, "recruit_discard", dog(BLUE, 3, 0))
    events = act(state, 0, "recruit_discard", dog(YELLOW, 3, 0))
    assert events[0]["source"] == "pool" and state.pools[0] == []
    assert state.discard[-2:] == [dog(BLUE, 3, 0), dog(YELLOW, 3, 0)]
    assert RULES.view(state, 0)["budget"] == 3 and state.phase == START
    draws = {a for a in legal(state) if a.kind.startswith("draw")}
    assert draws == {Action("draw_deck")} | {Action("draw_supply", (c,)) for c in supply}
    act(state, 0, "draw_supply", dog(YELLOW, 0))
    assert state.phase == DRAW and RULES.view(state, 0)["budget"] == 2
    act(state, 0, "draw_deck")
    act(state, 0, "draw_supply", dog(RED, 1))
    assert state.phase == MESS and RULES.view(state, 0)["budget"] == 0
    assert state.hands[0] == [dog(GREEN, 3, 0), dog(YELLOW, 0), dog(GREEN, 2, 3), dog(RED, 1)]
    assert refused(state, 0, "draw_deck") == "dogs_alone.error.no_draws_left"
    assert refused(state, 0, "draw_supply", dog(RED, 0)) == "dogs_alone.error.no_draws_left"


def test_any_number_of_discards_is_allowed_even_the_whole_hand_and_pool():
    hand = [dog(RED, 0), dog(RED, 1), dog(YELLOW, 0)]
    pool = [dog(BLUE, 0), dog(BLUE, 1)]
    state = position(hands=[hand, [], []], pools=[pool, [], []])
    for card in hand + pool:
        act(state, 0, "recruit_discard", card)
    assert state.hands[0] == [] and state.pools[0] == []
    assert state.recruit_discards == 5 and RULES.view(state, 0)["budget"] == 6


def test_recruit_discards_only_before_the_first_draw_and_only_own_dogs():
    state = position(hands=[[dog(RED, 0), dog(RED, 1)], [dog(BLUE, 0)], []])
    assert refused(state, 0, "recruit_discard", dog(BLUE, 0)) == "dogs_alone.error.not_your_dog"
    assert refused(state, 0, "recruit_discard", state.dog_supply[0]) == \
        "dogs_alone.error.not_your_dog"
    act(state, 0, "recruit_discard", dog(RED, 0))
    act(state, 0, "draw_deck")
    assert refused(state, 0, "recruit_discard", dog(RED, 1)) == \
        "dogs_alone.error.recruit_discard_late"


def test_the_dog_supply_is_not_refilled_during_the_turn():
    hand = [dog(GREEN, 3, c) for c in range(4)]
    supply = [dog(RED, 0), dog(YELLOW, 0), dog(GREEN, 0), dog(BLUE, 0), dog(RED, 1)]
    state = position(hands=[hand, [], []], pools=[[dog(BLUE, 3)], [], []], supply=supply)
    for card in hand + [dog(BLUE, 3)]:
        act(state, 0, "recruit_discard", card)
    for card in supply:  # five draws empty the supply; nothing refills it
        act(state, 0, "draw_supply", card)
        assert state.dog_supply.count(None) == supply.index(card) + 1
    assert state.phase == DRAW
    assert [a for a in legal(state) if a.kind.startswith("draw")] == [Action("draw_deck")]
    assert refused(state, 0, "draw_supply", dog(RED, 0)) == "dogs_alone.error.not_in_supply"
    act(state, 0, "draw_deck")
    assert state.phase == MESS and state.dog_supply == [None] * 5
    act(state, 0, "finish")  # hand of 6 -> discard one; the refill waits for the end of turn
    assert state.dog_supply == [None] * 5
    events = act(state, 0, "discard", dog(RED, 0))
    assert kinds(events)[:2] == ["HandDiscarded", "DogSupplyRefilled"]
    assert None not in state.dog_supply


def test_drawing_a_dog_that_is_not_in_the_supply_is_refused():
    state = position(hands=[[dog(RED, 0)], [dog(BLUE, 0)], []])
    assert refused(state, 0, "draw_supply", dog(BLUE, 0)) == "dogs_alone.error.not_in_supply"
    assert refused(state, 0, "draw_supply", 999) == "dogs_alone.error.not_in_supply"


def test_an_empty_deck_is_made_again_from_the_shuffled_discard_pile_when_drawing():
    discard = [dog(RED, 3, 1), dog(BLUE, 3, 1), dog(GREEN, 3, 1)]
    state = position(hands=[[dog(RED, 0)], [], []], discard=discard, rest_to="discard")
    assert state.dog_deck == [] and len(state.discard) > 3
    whole_discard = list(state.discard)
    assert Action("draw_deck") in legal(state)
    events = act(state, 0, "draw_deck", seed=11)
    assert kinds(events) == ["DeckReshuffled", "DogDrawn"]
    order = events[0]["order"]
    assert sorted(order) == sorted(whole_discard) and order != whole_discard
    assert events[1]["card"] == order[0] and state.hands[0][-1] == order[0]
    assert state.discard == [] and state.dog_deck == list(reversed(order[1:]))
    assert RULES.is_barrier(events[0]) and RULES.is_barrier(events[1])


def test_with_no_dog_left_anywhere_the_remaining_draws_are_lost():
    # every dog is in a hand or a pool: deck, discard and supply are empty
    hands = [list(range(0, 30)), list(range(30, 60)), list(range(60, 64))]
    state = position(hands=hands, supply=[None] * 5, rest_to="discard")
    assert state.dog_deck == [] and state.discard == []
    act(state, 0, "recruit_discard", 0)  # the one dog in the discard pile can be drawn back
    act(state, 0, "draw_deck")
    assert state.phase == DRAW and legal(state) == [Action("finish")]
    assert refused(state, 0, "draw_deck") == "dogs_alone.error.deck_empty"
    events = act(state, 0, "finish")
    assert kinds(events) == ["DrawsForfeited"] and events[0]["count"] == 1
    assert state.phase == MESS


def test_finish_is_refused_while_a_draw_is_possible():
    state = position()
    assert Action("finish") not in legal(state)
    assert refused(state, 0, "finish") == "dogs_alone.error.must_draw"


def test_budget_is_shown_in_every_seat_view():
    state = position(hands=[[dog(RED, 0), dog(RED, 1)], [], []])
    act(state, 0, "recruit_discard", dog(RED, 0))
    act(state, 0, "recruit_discard", dog(RED, 1))
    assert [RULES.view(state, s)["budget"] for s in (0, 1, 2, None)] == [3, 3, 3, 3]
    assert RULES.view(state, 1)["recruit_discards"] == 2


def test_recruit_turn_then_the_next_player():
    state = position(hands=[[dog(RED, 0)], [], []])
    act(state, 0, "draw_deck")
    events = act(state, 0, "finish")
    assert kinds(events)[0] == "MessPhaseFinished" and kinds(events)[-1] == "TurnEnded"
    assert only(events, "TurnEnded")[0]["next"] == 1
    assert state.current == 1 and state.turn == 2 and state.phase == START
    assert state.recruit_discards == state.draws == state.supply_changes == 0
