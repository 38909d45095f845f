"""Phase 2: meeples on the action boxes, the cards, and the five actions."""
from __future__ import annotations

from dogtable.games.dogs_kennel.components import (
    DISCOUNT, FAIR_BREEDS, FOOD, FREE_ENTRY, FUEL, MEDICINE, MONEY, PRIZE, TRAINED, card_kind,
)
from dogtable.games.dogs_kennel.rules import (
    BOX, CITY_HALL, DOG_FAIR, FEED, PET_SHOP, PLACE, VETERINARY, WAREHOUSE, SALARY,
)

from dk_positions import (
    BULLDOG, GOLDEN, LABRADOR, POODLE, ROTTWEILER, RULES, act, dog, first, game, give_card, in_infirmary,
    in_pen, kinds, offer, refused, sick, to_fair, turn,
)


def placing(n=4, seat=0):
    s = game(n)
    return turn(s, PLACE, seat)


def visiting(s, seat, box):
    """``seat`` has a meeple on ``box`` and may do its action."""
    s.occupants[box].append(seat)
    s.placed[seat] += 1
    return turn(s, BOX, seat, visit=box)


def test_placing_a_meeple_takes_a_card_and_a_resource_card_pays_at_once():
    s = placing()
    fuel2 = 0 * 5 + 2          # a fuel card showing 2
    offer(s, WAREHOUSE, 0, fuel2)
    s.res[0][FUEL] = 3
    act(s, 0, "place_meeple", WAREHOUSE, 0)
    assert s.res[0][FUEL] == 5 and fuel2 in s.discard and s.phase == BOX


def test_a_special_card_is_kept_in_front_of_the_player():
    s = placing()
    card = 20                  # a Dog Swap card
    offer(s, CITY_HALL, 1, card)
    act(s, 0, "place_meeple", CITY_HALL, 1)
    assert s.hands[0] == [card]


def test_two_meeples_per_box_with_three_or_four_players_one_with_two():
    s = placing(4)
    s.occupants[PET_SHOP] = [1, 2]
    s.placed[1] = s.placed[2] = 1
    assert refused(s, 0, "place_meeple", PET_SHOP, 0) == "dogs_kennel.error.box_full"
    s2 = placing(2)
    s2.occupants[PET_SHOP] = [1]
    s2.placed[1] = 1
    assert refused(s2, 0, "place_meeple", PET_SHOP, 0) == "dogs_kennel.error.box_full"


def test_free_entry_is_a_third_place_without_a_card():
    s = placing(4)
    give_card(s, 0, FREE_ENTRY)
    s.occupants[PET_SHOP] = [1, 2]
    s.placed[1] = s.placed[2] = 1
    assert refused(s, 0, "free_entry", CITY_HALL) == "dogs_kennel.error.box_not_full"
    hand = list(s.hands[0])
    act(s, 0, "free_entry", PET_SHOP)
    assert s.phase == BOX and s.visit == PET_SHOP and s.hands[0] == [c for c in hand
                                                                     if card_kind(c) != FREE_ENTRY]


def test_two_laps_and_a_player_without_a_helper_places_only_once():
    s = placing(3)
    s.helper[1] = False
    order = []
    while s.phase in (PLACE, BOX):
        seat = s.current
        if s.phase == PLACE:
            order.append(seat)
            box, slot = next(a.args for a in RULES.legal_actions(s, seat) if a.kind == "place_meeple")
            act(s, seat, "place_meeple", box, slot)
        else:
            act(s, seat, "end_turn")
    assert order == [0, 1, 2, 0, 2]
    assert s.phase in (FEED, SALARY, "fuel", "move")


def test_city_hall_builds_the_next_pen_for_two_coins_or_one_with_discount():
    s = visiting(game(4), 0, CITY_HALL)
    act(s, 0, "build")
    assert s.built[0] == 3 and s.res[0][MONEY] == 1
    assert refused(s, 0, "build") == "dogs_kennel.error.action_used"
    s = visiting(game(4), 0, CITY_HALL)
    give_card(s, 0, DISCOUNT)
    s.res[0][MONEY] = 1
    assert refused(s, 0, "build") == "dogs_kennel.error.price"
    act(s, 0, "build_discount")
    assert s.built[0] == 3 and s.res[0][MONEY] == 0
    s = visiting(game(4), 0, CITY_HALL)
    s.built[0] = 5
    assert refused(s, 0, "build") == "dogs_kennel.error.all_pens_built"


def test_warehouse_example_two_fuel_traded_for_food_and_medicine():
    s = game(4)
    s.res[0] = [0, 3, 2, 2]
    fuel2 = 0 * 5 + 2
    offer(s, WAREHOUSE, 0, fuel2)
    turn(s, PLACE, 0)
    act(s, 0, "place_meeple", WAREHOUSE, 0)
    act(s, 0, "exchange", FUEL, FOOD)
    act(s, 0, "exchange", FUEL, MEDICINE)
    assert s.res[0] == [0, 3, 3, 3]
    assert refused(s, 0, "exchange", FOOD, FUEL) == "dogs_kennel.error.two_exchanges"
    assert refused(s, 0, "pet_buy", 1) == "dogs_kennel.error.wrong_box"


def test_pet_shop_example_two_coins_buy_two_food_and_two_medicine():
    s = visiting(game(4), 1, PET_SHOP)
    s.res[1] = [6, 2, 0, 0]
    act(s, 1, "pet_buy", 2)
    act(s, 1, "pet_buy", 0)
    assert s.res[1] == [6, 0, 2, 2]
    assert refused(s, 1, "pet_buy", 1) == "dogs_kennel.error.no_money"


def test_veterinarian_example_three_cures_into_the_two_point_pen():
    s = game(4)
    s.built[2] = 3
    in_infirmary(s, 2, sick(POODLE), sick(POODLE, 1), sick(LABRADOR))
    s.res[2][MEDICINE] = 3
    visiting(s, 2, VETERINARY)
    for t in (sick(POODLE), sick(POODLE, 1), sick(LABRADOR)):
        act(s, 2, "cure", t)
        assert refused(s, 2, "end_turn") == "dogs_kennel.error.place_first"
        act(s, 2, "place", t, 2)
    assert s.infirmary[2] == [] and s.res[2][MEDICINE] == 0 and len(s.pens[2][2]) == 3


def wanted(s):
    return FAIR_BREEDS[s.fair_deck[0] - 40]


def test_selling_a_breed_on_the_fair_card_pays_two_and_trained_or_prize_add_more():
    s = game(4)
    b = wanted(s)[0]
    in_pen(s, 0, 0, dog(b), dog(b, 1), dog(b, 2))
    give_card(s, 0, TRAINED)
    give_card(s, 0, PRIZE)
    visiting(s, 0, DOG_FAIR)
    act(s, 0, "sell", dog(b), 0)
    assert s.res[0][MONEY] == 5 and s.fair == [dog(b)]
    assert refused(s, 0, "sell", dog(b, 1), 2) == "dogs_kennel.error.action_used"
    s.uses = 0                                   # a second meeple on the Fair: another deal
    act(s, 0, "sell", dog(b, 1), 2)
    assert s.res[0][MONEY] == 5 + 4
    s.uses = 0
    act(s, 0, "sell", dog(b, 2), 1)
    assert s.res[0][MONEY] == 9 + 3


def test_the_fair_buys_only_the_breeds_on_its_card_and_never_sick_dogs():
    s = game(4)
    other = next(b for b in range(12) if b not in wanted(s))
    in_pen(s, 0, 0, dog(other))
    in_infirmary(s, 0, sick(wanted(s)[0]))
    visiting(s, 0, DOG_FAIR)
    assert refused(s, 0, "sell", dog(other), 0) == "dogs_kennel.error.fair_not_buying"
    assert refused(s, 0, "sell", sick(wanted(s)[0]), 0) == "dogs_kennel.error.not_in_pens"


def test_buying_costs_ten_minus_the_dogs_at_the_fair_never_below_one():
    s = game(4)
    to_fair(s, dog(BULLDOG), dog(GOLDEN), dog(ROTTWEILER), dog(POODLE))
    s.res[0][MONEY] = 6
    visiting(s, 0, DOG_FAIR)
    events = act(s, 0, "buy_dog", POODLE)
    assert first(events, "DogBought")["price"] == 6 and s.res[0][MONEY] == 0
    act(s, 0, "place", dog(POODLE), 0)
    assert s.fair_price() == 7                    # three left: the next costs 7
    to_fair(s, *[dog(LABRADOR, k) for k in range(4)], *[dog(BULLDOG, k) for k in (1, 2, 3)])
    assert len(s.fair) == 10 and s.fair_price() == 1


def test_trading_swaps_a_kennel_dog_for_a_fair_dog():
    s = game(4)
    in_pen(s, 0, 0, dog(BULLDOG))
    to_fair(s, dog(POODLE))
    visiting(s, 0, DOG_FAIR)
    assert refused(s, 0, "trade", dog(BULLDOG), BULLDOG) == "dogs_kennel.error.not_at_fair"
    act(s, 0, "trade", dog(BULLDOG), POODLE)
    act(s, 0, "place", dog(POODLE), 0)
    assert s.fair == [dog(BULLDOG)] and s.pens[0][0] == [dog(POODLE)] and s.res[0][MONEY] == 3


def test_a_full_pen_filled_in_phase_2_pays_the_bonus():
    s = game(4)
    in_pen(s, 0, 0, dog(POODLE), dog(POODLE, 1), dog(POODLE, 2))
    to_fair(s, dog(POODLE, 3))
    s.res[0][MONEY] = 9
    visiting(s, 0, DOG_FAIR)
    act(s, 0, "buy_dog", POODLE)
    events = act(s, 0, "place", dog(POODLE, 3), 0)
    assert "PenBonus" in kinds(events) and s.res[0][MONEY] == 9 - 9 + 1
