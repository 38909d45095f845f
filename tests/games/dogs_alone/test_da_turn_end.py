"""The end of a turn: hand limit, refills, Mario Hugo, the end of the game (Tulio's example)."""
from __future__ import annotations

from dogtable.core.rules import Action
from dogtable.games.dogs_alone.cards import MARIO_HUGO, mess_points
from dogtable.games.dogs_alone.rules import DISCARD, MESS, OVER, START

from da_positions import (
    BLUE, GREEN, RED, RULES, YELLOW, act, dog, four_mess, kinds, legal, only, pair_mess,
    position, refused, three_mess,
)

MH1, MH2, MH3, MH4 = MARIO_HUGO
REDS = [dog(RED, 0), dog(RED, 1), dog(RED, 2), dog(RED, 3)]
YELLOWS = [dog(YELLOW, 0), dog(YELLOW, 1), dog(YELLOW, 2)]
SUPPLY = [four_mess(RED), three_mess(YELLOW), three_mess(BLUE), pair_mess(GREEN)]


def pay_all(state, mess, cards, seat=0):
    events = []
    for card in cards:
        events += act(state, seat, "pay", mess, card)
    return events


# -- hand limit ---------------------------------------------------------------------------------

def test_more_than_five_in_hand_at_the_end_of_the_turn_discards_down_to_five():
    hand = REDS + YELLOWS  # 7 dogs
    state = position(hands=[hand, [], []], pools=[[dog(BLUE, 0)], [], []], phase=MESS)
    events = act(state, 0, "finish")
    assert kinds(events) == ["MessPhaseFinished"] and state.phase == DISCARD
    assert {a.args[0] for a in legal(state)} == set(hand)  # hand dogs only, never the pool
    assert refused(state, 0, "discard", dog(BLUE, 0)) == "dogs_alone.error.not_in_hand"
    assert refused(state, 0, "finish") == "dogs_alone.error.cannot_finish"
    assert kinds(act(state, 0, "discard", dog(RED, 0))) == ["HandDiscarded"]
    assert state.phase == DISCARD and state.current == 0
    events = act(state, 0, "discard", dog(YELLOW, 0))
    assert kinds(events)[0] == "HandDiscarded" and kinds(events)[-1] == "TurnEnded"
    assert len(state.hands[0]) == 5 and state.pools[0] == [dog(BLUE, 0)]
    assert state.discard[-2:] == [dog(RED, 0), dog(YELLOW, 0)]


def test_five_in_hand_ends_the_turn_without_discarding():
    state = position(hands=[REDS + [dog(BLUE, 0)], [], []], phase=MESS)
    assert kinds(act(state, 0, "finish"))[-1] == "TurnEnded"
    assert len(state.hands[0]) == 5
    assert refused(state, 1, "discard", dog(RED, 0)) == "dogs_alone.error.discard_not_now"


# -- refills ------------------------------------------------------------------------------------

def test_refills_at_the_end_of_the_turn_dog_supply_first_then_mess_supply():
    supply = [dog(GREEN, 0), dog(GREEN, 1), dog(BLUE, 1), dog(BLUE, 2), dog(YELLOW, 3)]
    deck_top = [dog(GREEN, 3), dog(BLUE, 3, 1)]
    state = position(hands=[REDS + [dog(RED, 0, 1)], [], []], supply=supply, deck_top=deck_top,
                     mess_supply=SUPPLY, mess_deck_top=[pair_mess(BLUE), three_mess(GREEN)])
    act(state, 0, "recruit_discard", dog(RED, 0, 1))
    act(state, 0, "draw_supply", dog(GREEN, 0))
    act(state, 0, "draw_supply", dog(BLUE, 1))
    pay_all(state, four_mess(RED), REDS)
    events = act(state, 0, "finish")
    assert kinds(events) == ["MessPhaseFinished", "DogSupplyRefilled", "MessSupplyRefilled",
                             "TurnEnded"]
    assert events[1]["cards"] == deck_top
    assert state.dog_supply == [dog(GREEN, 3), dog(GREEN, 1), dog(BLUE, 3, 1), dog(BLUE, 2),
                                dog(YELLOW, 3)]
    assert events[2]["cards"] == [pair_mess(BLUE)]
    assert state.mess_supply == [pair_mess(BLUE)] + SUPPLY[1:]
    assert state.current == 1 and state.phase == START and state.turn == 2


def test_drawing_the_last_dog_of_the_deck_reshuffles_the_discard_pile_at_once():
    # en ~l.174 "In the event that the Dogs deck runs out, the discard pile must be shuffled to
    # generate a new deck" (es ~l.121 "En caso de que el mazo de Perros se agote"): when it runs
    # out, not later when a dog is next wanted; dogs discarded afterwards start a new pile
    supply = [dog(GREEN, 0), dog(GREEN, 1), dog(BLUE, 1), dog(BLUE, 2), dog(YELLOW, 3)]
    hand = REDS + YELLOWS
    state = position(hands=[hand, [], []], supply=supply, deck_top=[dog(GREEN, 3)],
                     discard=[dog(BLUE, 3, 0), dog(BLUE, 3, 1)], rest_to="discard")
    act(state, 0, "recruit_discard", dog(RED, 0))
    before = list(state.discard)
    events = act(state, 0, "draw_deck", seed=3)       # the last card of the deck
    assert kinds(events) == ["DogDrawn", "DeckReshuffled"]
    assert events[0]["card"] == dog(GREEN, 3)
    order = events[1]["order"]
    assert sorted(order) == sorted(before)            # the recruit discard is shuffled in
    assert state.discard == [] and len(state.dog_deck) == len(before)
    act(state, 0, "draw_supply", dog(GREEN, 0))
    act(state, 0, "finish")               # 8 in hand
    act(state, 0, "discard", dog(RED, 1))
    act(state, 0, "discard", dog(RED, 2))
    events = act(state, 0, "discard", dog(YELLOW, 0), seed=3)
    assert kinds(events) == ["HandDiscarded", "DogSupplyRefilled", "TurnEnded"]
    assert events[1]["cards"] == order[:1]            # the refill deals from the new deck
    assert state.discard == [dog(RED, 1), dog(RED, 2), dog(YELLOW, 0)]


def test_a_refill_that_takes_the_last_dog_of_the_deck_reshuffles_at_once():
    # en ~l.172-176: restock the supply from the deck; the deck runs out -> shuffle the discard
    supply = [None, dog(GREEN, 1), dog(BLUE, 1), dog(BLUE, 2), dog(YELLOW, 3)]
    state = position(hands=[[dog(RED, 0)], [], []], supply=supply, deck_top=[dog(GREEN, 3)],
                     discard=[dog(BLUE, 3, 0)], rest_to="discard", phase=MESS)
    before = list(state.discard)
    events = act(state, 0, "finish", seed=5)
    assert kinds(events) == ["MessPhaseFinished", "DogSupplyRefilled", "DeckReshuffled",
                             "TurnEnded"]
    assert events[1]["cards"] == [dog(GREEN, 3)]
    assert sorted(events[2]["order"]) == sorted(before)
    assert state.discard == [] and len(state.dog_deck) == len(before)


def test_a_clean_up_turn_refills_nothing():
    state = position(messes=[[three_mess(RED)], [], []])
    events = act(state, 0, "clean", RED)
    assert kinds(events) == ["MessesCleaned", "TurnEnded"]


# -- Mario Hugo ---------------------------------------------------------------------------------

def test_mario_hugo_is_set_aside_replaced_and_the_last_mess_is_cleaned():
    after = pair_mess(BLUE)
    state = position(hands=[REDS, [], []], mess_supply=SUPPLY, mess_deck_top=[MH2, after],
                     phase=MESS)
    pay_all(state, four_mess(RED), REDS)
    events = act(state, 0, "finish")
    assert kinds(events) == ["MessPhaseFinished", "MarioHugoRevealed", "MessSupplyRefilled",
                             "AutoCleaned", "TurnEnded"]
    assert events[1]["card"] == MH2 and events[1]["count"] == 1
    assert events[3]["seat"] == 0 and events[3]["mess"] == four_mess(RED)
    assert state.mario == [MH2] and state.mess_supply == [after] + SUPPLY[1:]
    assert state.cleaned[0] == [four_mess(RED)]
    assert RULES.is_barrier(events[1])


def test_only_the_last_mess_taken_this_turn_is_cleaned_automatically():
    state = position(hands=[REDS + YELLOWS, [], []], mess_supply=SUPPLY,
                     mess_deck_top=[pair_mess(BLUE), MH1, three_mess(GREEN)],
                     messes=[[three_mess(RED)], [], []], phase=MESS)
    pay_all(state, four_mess(RED), REDS)
    pay_all(state, three_mess(YELLOW), YELLOWS)
    events = act(state, 0, "finish")
    assert kinds(events) == ["MessPhaseFinished", "MessSupplyRefilled", "MarioHugoRevealed",
                             "MessSupplyRefilled", "AutoCleaned", "TurnEnded"]
    assert only(events, "AutoCleaned")[0]["mess"] == three_mess(YELLOW)
    assert state.cleaned[0] == [three_mess(YELLOW)]
    assert set(state.uncleaned(0)) == {three_mess(RED), four_mess(RED)}


def test_two_mario_hugo_in_one_refill_clean_the_last_mess_once():
    state = position(hands=[REDS, [], []], mess_supply=SUPPLY,
                     mess_deck_top=[MH1, MH3, pair_mess(BLUE)], phase=MESS)
    pay_all(state, four_mess(RED), REDS)
    events = act(state, 0, "finish")
    assert [e["count"] for e in only(events, "MarioHugoRevealed")] == [1, 2]
    assert len(only(events, "AutoCleaned")) == 1 and state.phase == START
    assert state.mario == [MH1, MH3] and state.mess_supply[0] == pair_mess(BLUE)


def test_each_mario_hugo_cleans_the_last_mess_of_the_player_whose_refill_brought_it():
    # seat 0's refill brings the first Mario Hugo, seat 1's the second
    state = position(hands=[REDS, YELLOWS, []], mess_supply=SUPPLY,
                     mess_deck_top=[MH1, pair_mess(BLUE), MH2, pair_mess(GREEN, 1)], phase=MESS)
    pay_all(state, four_mess(RED), REDS)
    act(state, 0, "finish")
    act(state, 1, "draw_deck")
    pay_all(state, three_mess(YELLOW), YELLOWS, seat=1)
    events = act(state, 1, "finish")
    assert only(events, "AutoCleaned")[0]["seat"] == 1
    assert state.cleaned == [[four_mess(RED)], [three_mess(YELLOW)], []]


def test_the_third_mario_hugo_ends_the_game_at_once_after_the_automatic_clean_up():
    never_drawn = pair_mess(BLUE)
    state = position(hands=[REDS + [dog(BLUE, 0)], [dog(GREEN, 0)], [dog(YELLOW, 3)]],
                     mess_supply=SUPPLY, mess_deck_top=[MH3, never_drawn], mario=[MH1, MH2],
                     messes=[[three_mess(RED)], [pair_mess(GREEN, 1)], []],
                     cleaned=[[pair_mess(RED)], [], [three_mess(GREEN)]], phase=MESS)
    pay_all(state, four_mess(RED), REDS)
    events = act(state, 0, "finish")
    assert kinds(events) == ["MessPhaseFinished", "MarioHugoRevealed", "AutoCleaned", "GameEnded"]
    assert events[1]["count"] == 3
    assert state.phase == OVER and RULES.is_over(state) and RULES.to_act(state) == []
    assert state.mess_supply[0] is None and state.mess_deck[-1] == never_drawn
    assert RULES.legal_actions(state, 0) == [] and refused(state, 0, "finish") == "error.game_over"


def test_tulio_cleans_the_mess_that_brought_the_third_mario_hugo():
    """Rulebook: Tulio gets a mess; the third Mario Hugo appears while restocking; before
    scoring his mess is cleaned automatically; hands and uncleaned messes are discarded."""
    tulio = 1
    tulio_hand = YELLOWS + [dog(GREEN, 0)]
    state = position(
        n=3, current=tulio,
        hands=[[dog(RED, 0), dog(RED, 1)], tulio_hand, [dog(BLUE, 0)]],
        pools=[[], [dog(BLUE, 3)], [dog(GREEN, 3)]],
        messes=[[four_mess(RED)], [pair_mess(BLUE)], [three_mess(GREEN)]],
        cleaned=[[three_mess(RED)], [four_mess(BLUE)], []],
        mess_supply=[four_mess(RED, 1)] + SUPPLY[1:], mess_deck_top=[MH4, pair_mess(RED)],
        mario=[MH1, MH2], phase=MESS)
    hands_before = [list(h) for h in state.hands]
    pay_all(state, three_mess(YELLOW), YELLOWS, seat=tulio)
    events = act(state, tulio, "finish")
    assert kinds(events) == ["MessPhaseFinished", "MarioHugoRevealed", "AutoCleaned", "GameEnded"]
    assert only(events, "AutoCleaned")[0]["seat"] == tulio
    assert state.cleaned[tulio] == [four_mess(BLUE), three_mess(YELLOW)]
    # uncleaned messes and every hand go
    assert sorted(state.mess_discard) == sorted([four_mess(RED), pair_mess(BLUE), three_mess(GREEN)])
    assert state.messes == [[three_mess(RED)], [four_mess(BLUE), three_mess(YELLOW)], []]
    assert state.hands == [[], [], []]
    for card in hands_before[0] + [dog(GREEN, 0)] + hands_before[2]:
        assert card in state.discard
    assert state.pools == [[], [dog(BLUE, 3)], [dog(GREEN, 3)]]  # pools stay and score
    pad = RULES.score_pad(state)
    assert pad.get("messes", tulio) == mess_points(four_mess(BLUE)) + mess_points(three_mess(YELLOW))
    assert pad.get("messes", 2) == 0 and pad.get("pool", 2) == 1
    RULES.check(state)


def test_a_game_with_no_wild_is_over_right_away():
    state = position(hands=[REDS, [], []], mess_supply=SUPPLY, mess_deck_top=[MH3],
                     mario=[MH1, MH2], phase=MESS)
    pay_all(state, four_mess(RED), REDS)
    act(state, 0, "finish")
    assert state.phase == OVER and all(RULES.legal_actions(state, s) == [] for s in range(3))
    assert Action("assign_wild", (28, 0)) not in RULES.legal_actions(state, 0)
