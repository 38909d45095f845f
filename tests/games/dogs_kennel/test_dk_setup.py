"""Setup (rulebook "Preparação", two-player changes) and the shape of a round."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Seat, replay
from dogtable.games.dogs_kennel import components as c
from dogtable.games.dogs_kennel.city_map import CENTER, space_area
from dogtable.games.dogs_kennel.components import BLOCKERS, area, breed, is_blocker, status
from dogtable.games.dogs_kennel.rules import FUEL_PHASE, MOVE

from dk_positions import RULES, act, game


def test_components_match_the_rulings():
    assert len(c.BREEDS) == 12 and c.DOG_TOKENS == 84
    per_breed = [[c.status(t) for t in c.tokens_of_breed(b)] for b in range(12)]
    assert all(p.count(c.HEALTHY) == 4 and p.count(c.SICK) == 2 and p.count(c.LOST) == 1
               for p in per_breed)
    assert len(c.RESOURCE_CARDS) == 20 and len(c.SPECIAL_CARDS) == 20 and len(c.FAIR_CARDS) == 4
    fair = [b for card in c.FAIR_BREEDS for b in card]
    assert sorted(fair) == list(range(12))   # the four Fair cards show every breed once
    assert all({c.breed_area(b) for b in card} == {c.CITY, c.COUNTRY} for card in c.FAIR_BREEDS)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_kennel_starts_with_its_resources_two_pens_and_two_meeples(n):
    s = game(n)
    for seat in range(n):
        assert s.res[seat] == [6, 3, 2, 2]            # fuel, money, food, medicine
        assert s.built[seat] == 2 and s.helper[seat]
        assert s.pens[seat] == [[]] * 5 and s.infirmary[seat] == []


@pytest.mark.parametrize("n, gone", [(2, {0, 5, 6, 8}), (3, {0, 8}), (4, set())])
def test_breeds_removed_by_player_count(n, gone):
    s = game(n)
    assert {breed(t) for t in s.box_tokens} == gone
    in_play = [t for t in s.supply[0] + s.supply[1] + s.board if t is not None and not is_blocker(t)]
    assert not {breed(t) for t in in_play} & gone


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_paw_space_gets_a_token_of_its_own_area(n):
    s = game(n)
    assert all(t is not None for t in s.board)
    assert all(area(t) == space_area(sp) for sp, t in enumerate(s.board))


def test_ten_cards_above_the_boxes_and_one_fair_card_revealed():
    s = game(4)
    assert all(card is not None for row in s.offers for card in row) and len(s.offers) == 5
    assert len(s.deck) == 30 and s.fair_seen == [s.fair_deck[0]]


def test_two_players_remove_the_threes_one_lost_dog_per_area_and_add_blocking_tokens():
    s = game(2)
    assert sorted(s.removed_cards) == [4, 9, 14, 19]
    assert all(c.card_amount(card) != 3 for card in s.deck + [x for r in s.offers for x in r]
               if c.card_kind(card) == "resource")
    assert len(s.removed_lost) == 2 and {area(t) for t in s.removed_lost} == {0, 1}
    assert all(status(t) == c.LOST for t in s.removed_lost)
    every = s.supply[0] + s.supply[1] + [t for t in s.board if t is not None]
    assert sorted(t for t in every if is_blocker(t)) == list(BLOCKERS)


def test_the_start_player_can_be_chosen_or_drawn():
    s = game(3)
    assert s.first == 0 and s.current == 0
    events = RULES.start([Seat("a"), Seat("b"), Seat("c")], {}, random.Random(5))
    assert replay(RULES, events).first in (0, 1, 2)


def test_round_one_goes_straight_to_the_pick_ups():
    s = game(3)
    assert s.phase == MOVE and s.round == 1
    assert all(p == CENTER for p in s.pos)


def test_from_round_two_everyone_gets_a_coin_and_may_buy_fuel():
    s = game(2)
    # both stay home: the round is played out and it is the last one
    act(s, 0, "stay_home")
    act(s, 1, "stay_home")
    assert s.last_round
    # play the rest quickly: place meeples and end turns
    s2 = game(2)
    s2.phase = "salary"  # use the engine's round end directly
    from dogtable.games.dogs_kennel.rules import _Step, _end_round
    step = _Step(RULES, s2, random.Random(0))
    money = [r[1] for r in s2.res]
    _end_round(step)
    assert s2.round == 2 and s2.first == 1            # the start player piece passes left
    assert [r[1] for r in s2.res] == [m + 1 for m in money]
    assert s2.phase == FUEL_PHASE and s2.current == 1
    act(s2, 1, "buy_fuel")                              # 6 + 3 = 9: the garage is full
    assert s2.res[1][0] == 9 and s2.current == 0       # nothing more to buy: the turn passes
    act(s2, 0, "fuel_done")
    assert s2.phase == MOVE and s2.current == 1
