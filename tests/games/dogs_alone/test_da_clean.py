"""The Clean-up turn: one colour, wilds as their own colour, the whole turn."""
from __future__ import annotations

from dogtable.core.rules import Action

from da_positions import (
    BLUE, GREEN, RED, RULES, WILD, YELLOW, act, dog, four_mess, kinds, legal, pair_mess, position,
    refused, three_mess, wild_mess,
)


def test_cleaning_a_colour_cleans_all_its_uncleaned_messes_and_ends_the_turn():
    mine = [four_mess(RED), three_mess(YELLOW), three_mess(RED), pair_mess(BLUE)]
    state = position(hands=[[dog(GREEN, 0)], [], []], messes=[mine, [four_mess(YELLOW)], []])
    hand, supply = list(state.hands[0]), list(state.dog_supply)
    events = act(state, 0, "clean", RED)
    assert kinds(events) == ["MessesCleaned", "TurnEnded"]
    assert events[0]["messes"] == [four_mess(RED), three_mess(RED)] and events[0]["colour"] == RED
    assert state.cleaned == [[four_mess(RED), three_mess(RED)], [], []]
    assert set(state.uncleaned(0)) == {three_mess(YELLOW), pair_mess(BLUE)}
    # it was the whole turn: nothing drawn, next player
    assert state.hands[0] == hand and state.dog_supply == supply and state.current == 1


def test_cleaning_skips_messes_already_cleaned():
    state = position(messes=[[three_mess(RED)], [], []], cleaned=[[four_mess(RED)], [], []])
    events = act(state, 0, "clean", RED)
    assert events[0]["messes"] == [three_mess(RED)]
    assert state.cleaned[0] == [four_mess(RED), three_mess(RED)]


def test_wild_messes_are_a_colour_of_their_own_all_cleaned_together():
    state = position(messes=[[wild_mess(0), four_mess(BLUE), wild_mess(2)], [], []])
    assert {a for a in legal(state) if a.kind == "clean"} == {Action("clean", (BLUE,)),
                                                              Action("clean", (WILD,))}
    act(state, 0, "clean", BLUE)
    assert state.cleaned[0] == [four_mess(BLUE)]
    state = position(messes=[[wild_mess(0), four_mess(BLUE), wild_mess(2)], [], []])
    events = act(state, 0, "clean", WILD)
    assert events[0]["messes"] == [wild_mess(0), wild_mess(2)]
    assert state.uncleaned(0) == [four_mess(BLUE)]


def test_there_must_be_something_to_clean():
    state = position(messes=[[three_mess(GREEN)], [three_mess(RED)], []],
                     cleaned=[[four_mess(RED)], [], []])
    assert [a for a in legal(state) if a.kind == "clean"] == [Action("clean", (GREEN,))]
    assert refused(state, 0, "clean", RED) == "dogs_alone.error.nothing_to_clean"
    assert refused(state, 0, "clean", YELLOW) == "dogs_alone.error.nothing_to_clean"
    assert refused(state, 0, "clean", 9) == "dogs_alone.error.nothing_to_clean"
    assert refused(state, 0, "clean", "green") == "error.bad_action"
    nothing = position()
    assert not [a for a in legal(nothing) if a.kind == "clean"]


def test_no_clean_up_once_recruiting_has_begun():
    state = position(hands=[[dog(RED, 0)], [], []], messes=[[three_mess(RED)], [], []])
    act(state, 0, "recruit_discard", dog(RED, 0))
    assert refused(state, 0, "clean", RED) == "dogs_alone.error.clean_not_now"
    state = position(messes=[[three_mess(RED)], [], []])
    act(state, 0, "draw_deck")
    assert refused(state, 0, "clean", RED) == "dogs_alone.error.clean_not_now"
    act(state, 0, "finish")
    assert RULES.to_act(state) == [1]


def test_only_the_player_in_turn_cleans_and_only_their_own_messes():
    state = position(messes=[[three_mess(RED)], [three_mess(BLUE)], []])
    assert refused(state, 1, "clean", BLUE) == "error.not_your_turn"
    assert refused(state, 0, "clean", BLUE) == "dogs_alone.error.nothing_to_clean"
