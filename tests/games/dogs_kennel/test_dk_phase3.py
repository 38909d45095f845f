"""Phase 3: feeding, salaries, refreshing the cards and the board; the end of the game."""
from __future__ import annotations

import random

from dogtable.games.dogs_kennel.components import BLOCKERS, FOOD, HELPER, MONEY
from dogtable.games.dogs_kennel.rules import FEED, MOVE, OVER, SALARY, _Step, _end_round, _next_feed

from dk_positions import (
    BULLDOG, GOLDEN, POODLE, RULES, act, dog, extract, game, give_card, in_infirmary, in_pen,
    kinds, on_board, refused, sick, turn,
)


def feeding(s):
    step = _Step(RULES, s, random.Random(0))
    _next_feed(step, None)
    return step.events


def test_each_pen_with_dogs_eats_one_food_and_the_infirmary_eats_nothing():
    s = game(2)
    in_pen(s, 0, 0, *[dog(POODLE, k) for k in range(4)])
    in_pen(s, 0, 1, dog(BULLDOG))
    in_infirmary(s, 0, sick(GOLDEN))
    s.res[0][FOOD] = 3
    feeding(s)
    assert s.res[0][FOOD] == 1


def test_rulebook_example_an_unfed_pen_of_four_poodles_loses_one_to_the_infirmary():
    s = game(2)
    in_pen(s, 0, 0, *[dog(POODLE, k) for k in range(4)])
    in_pen(s, 0, 1, dog(BULLDOG), dog(GOLDEN))
    s.res[0][FOOD] = 1
    feeding(s)
    assert s.phase == FEED and s.current == 0 and s.feed_left == [0, 1]
    act(s, 0, "feed", 1)
    assert s.res[0][FOOD] == 0
    assert refused(s, 0, "feed", 0) == "dogs_kennel.error.no_food"
    act(s, 0, "starve", dog(POODLE))
    assert s.infirmary[0] == [dog(POODLE)] and len(s.pens[0][0]) == 3


def test_no_dog_may_go_hungry_while_there_is_food_for_its_pen():
    s = game(2)
    in_pen(s, 0, 0, dog(POODLE))
    in_pen(s, 0, 1, dog(BULLDOG), dog(GOLDEN))
    in_pen(s, 1, 0, dog(POODLE, 1))
    s.res[0][FOOD] = 1
    feeding(s)
    act(s, 0, "starve", dog(POODLE))
    assert s.res[0][FOOD] == 0 and s.infirmary[0] == [dog(POODLE)]
    assert s.pens[0][1] == [dog(BULLDOG), dog(GOLDEN)]     # the last pen was fed at once
    s2 = game(2)
    in_pen(s2, 0, 0, dog(POODLE))
    s2.res[0][FOOD] = 1
    turn(s2, FEED, 0, feed_left=[0])
    assert refused(s2, 0, "starve", dog(POODLE)) == "dogs_kennel.error.food_enough"


def test_with_the_infirmary_full_a_starving_dog_goes_to_the_fair():
    s = game(2)
    in_pen(s, 0, 0, dog(BULLDOG))
    in_infirmary(s, 0, *[sick(b) for b in (1, 2, 3, 7, 9, 10)])
    s.res[0][FOOD] = 0
    events = feeding(s)                 # no choice to make: it happens at once
    assert "DogStarved" in kinds(events) and s.fair == [dog(BULLDOG)]


def salaries(s):
    from dogtable.games.dogs_kennel.rules import _next_salary
    s.phase = SALARY
    step = _Step(RULES, s, random.Random(0))
    _next_salary(step, None)
    return step.events


def test_the_helper_is_paid_a_coin_or_lost_and_can_be_hired_back():
    s = game(3)
    s.res[0][MONEY] = 1
    s.res[1][MONEY] = 0
    s.res[2][MONEY] = 0
    events = salaries(s)
    assert [e.kind for e in events if e.kind in ("SalaryPaid", "HelperLost") and e["seat"] == 0] \
        == ["SalaryPaid"]
    assert not s.helper[1] and not s.helper_paid[1] and s.meeples(1) == 1
    assert s.res[0][MONEY] == 0 + 1                  # paid, then the next round's coin
    # the next round seat 1 may hire the helper back
    s.res[0][MONEY] = 0
    s.res[1][MONEY] = 1
    s.res[2][MONEY] = 0
    s.helper[2] = True
    salaries(s)
    assert s.phase == SALARY and s.current == 1
    assert refused(s, 1, "pay_salary") == "dogs_kennel.error.no_helper"
    act(s, 1, "rehire")
    assert s.helper[1] and s.helper_paid[1]


def test_the_helper_card_pays_the_salary():
    s = game(3)
    card = give_card(s, 0, HELPER)
    s.res[0][MONEY] = 2
    for seat in (1, 2):
        s.res[seat][MONEY] = 0
    salaries(s)
    assert s.phase == SALARY and s.current == 0        # coin or card: the player chooses
    events = act(s, 0, "pay_salary_card")
    assert next(e for e in events if e.kind == "SalaryPaid")["card"] == card
    assert card in s.discard and s.res[0][MONEY] == 2 + 1


def test_the_round_end_refreshes_cards_fair_board_and_start_player():
    s = game(4)
    for sp in (0, 8):
        t = extract(s, s.board[sp])
        s.fair.append(t)
    old_offers = [c for row in s.offers for c in row]
    top = s.fair_deck[0]
    step = _Step(RULES, s, random.Random(3))
    _end_round(step)
    assert kinds(step.events)[:3] == ["OffersCleared", "CardsDealt", "FairRotated"]
    assert set(old_offers) <= set(s.discard) and all(c is not None for r in s.offers for c in r)
    assert s.fair_deck[-1] == top and s.fair_deck[0] in s.fair_seen
    assert all(t is not None for t in s.board)
    assert s.first == 1 and s.round == 2


def test_a_deal_that_takes_the_last_card_makes_a_new_pile_from_the_discard_at_once():
    # dogs-kennel.pt.txt ~l.555, phase 3 task 3: "Se a pilha de compras esgotar, reembaralhe o
    # descarte e forme uma nova pilha de compras" -- when it runs out, not a round later (with
    # 3-4 players the 30 cards left after set-up run out exactly on the third refresh)
    s = game(4)
    s.discard += [s.deck.pop() for _ in range(20)]      # ten cards left: one full deal
    old_offers = [c for row in s.offers for c in row]
    before = list(s.discard)
    step = _Step(RULES, s, random.Random(3))
    _end_round(step)
    assert kinds(step.events)[:3] == ["OffersCleared", "CardsDealt", "CardsReshuffled"]
    assert sorted(step.events[2]["order"]) == sorted(before + old_offers)
    assert len(s.deck) == 30 and s.discard == []
    assert all(c is not None for r in s.offers for c in r)


def test_a_pile_that_runs_out_in_the_middle_of_a_deal_is_made_again_from_the_discard():
    s = game(4)
    s.discard += [s.deck.pop() for _ in range(26)]      # four cards left
    step = _Step(RULES, s, random.Random(3))
    _end_round(step)
    assert kinds(step.events)[:4] == ["OffersCleared", "CardsDealt", "CardsReshuffled",
                                      "CardsDealt"]
    assert len(step.events[1]["cards"]) == 4 and len(step.events[3]["cards"]) == 6
    assert all(c is not None for r in s.offers for c in r) and len(s.deck) == 36 - 6


def test_the_game_ends_after_the_last_round_without_refreshing():
    s = game(3)
    s.last_round = True
    step = _Step(RULES, s, random.Random(0))
    _end_round(step)
    assert kinds(step.events) == ["FinalScores"] and s.phase == OVER
    assert RULES.to_act(s) == [] and RULES.legal_actions(s, 0) == []


def test_a_supply_too_short_to_refill_the_board_makes_this_the_last_round():
    s = game(3)
    while s.supply[0]:
        s.box_tokens.append(s.supply[0].pop())    # the city supply is empty
    act(s, 0, "move", 0)                           # a city space will need a new dog
    act(s, 1, "stay_home")
    act(s, 2, "stay_home")
    events = act(s, 0, "return_home", FOOD)
    assert any(e.kind == "LastRound" and e["reason"] == "supply" for e in events)


def test_two_players_blocking_tokens_go_back_and_six_on_the_board_end_the_game():
    s = game(2)
    for p in s.supply:                             # only dogs on the board: nothing to draw
        while p:
            s.box_tokens.append(p.pop())
    for sp, b in zip((0, 1, 2, 8, 9, 10), BLOCKERS):
        on_board(s, sp, b)
    for p in s.supply:
        while p:
            s.box_tokens.append(p.pop())
    RULES.check(s)
    step = _Step(RULES, s, random.Random(1))
    _end_round(step)
    assert kinds(step.events)[3:6] == ["BlockersCollected", "SuppliesShuffled", "BoardRefilled"]
    assert all(b in s.board for b in BLOCKERS)
    assert any(e.kind == "LastRound" and e["reason"] == "blockers" for e in step.events)
