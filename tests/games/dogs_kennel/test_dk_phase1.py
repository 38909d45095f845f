"""Phase 1: pick-ups on the map, fuel, lost dogs, going home, special cards."""
from __future__ import annotations

from dogtable.games.dogs_kennel.city_map import CENTER, REWARD, travel_costs, distance_from_center, ROADS
from dogtable.games.dogs_kennel.components import FOOD, FUEL, MONEY, SWAP, TAKE_DOG
from dogtable.games.dogs_kennel.rules import ARRANGE, HOME_POS, MOVE

from dk_positions import (
    BULLDOG, DALMATA, LABRADOR, POODLE, ROTTWEILER, act, clear_board, dog, extract, first, game,
    give_card, kinds, lost, on_board, refused, sick, turn,
)


def test_the_map_rewards_grow_with_the_distance_from_the_centre():
    assert all(1 <= r <= 4 for r in REWARD)
    for space in range(16):
        assert REWARD[space] == distance_from_center(space)
    assert all(a in range(17) and b in range(17) for a, b in ROADS)


def test_moving_costs_one_fuel_per_space_entered_on_the_cheapest_road():
    # rulebook example 1: four spaces out from the centre cost four fuel
    s = game(4)
    clear_board(s)
    on_board(s, 14, dog(DALMATA))
    assert travel_costs(CENTER)[14] == 4
    events = act(s, 0, "move", 14)
    assert first(events, "TruckMoved")["cost"] == 4
    assert s.res[0][FUEL] == 2 and s.truck[0] == [dog(DALMATA)] and s.board[14] is None
    # rulebook example 2: from where it stands, the truck takes the shorter way
    assert travel_costs(14)[11] == 3        # 15, 13, 11 rather than 12, 10, 8, centre, 9, 11


def test_passing_dogs_is_free_and_stopping_takes_the_dog():
    s = game(4)
    on_board(s, 0, dog(BULLDOG))
    on_board(s, 2, dog(ROTTWEILER))
    act(s, 0, "move", 2)                    # drives past the Bulldog on space 0
    assert s.board[0] == dog(BULLDOG) and s.truck[0] == [dog(ROTTWEILER)]


def test_a_lost_dog_goes_to_the_fair_and_pays_the_space_reward():
    s = game(4)
    on_board(s, 6, lost(ROTTWEILER))
    act(s, 0, "move", 6)
    assert s.fair == [lost(ROTTWEILER)] and s.truck[0] == []
    assert s.res[0][MONEY] == 3 + REWARD[6] == 7


def test_one_fuel_must_stay_for_the_way_home():
    s = game(4)
    s.res[0][FUEL] = 4
    on_board(s, 14, dog(DALMATA))
    assert refused(s, 0, "move", 14) == "dogs_kennel.error.not_enough_fuel"
    s.res[0][FUEL] = 5
    act(s, 0, "move", 14)


def test_two_pick_ups_never_share_a_space_but_may_pass_each_other():
    s = game(4)
    on_board(s, 0, dog(BULLDOG))
    on_board(s, 2, dog(ROTTWEILER, 1))
    act(s, 0, "move", 0)
    on_board(s, 0, dog(BULLDOG, 1))
    assert refused(s, 1, "move", 0) == "dogs_kennel.error.truck_there"
    events = act(s, 1, "move", 2)           # through the space seat 0 is parked on
    assert first(events, "TruckMoved")["cost"] == 2


def test_two_players_blocking_tokens_cost_two_to_cross_and_cannot_be_stopped_on():
    s = game(2)
    clear_board(s)
    on_board(s, 0, 84)
    on_board(s, 2, dog(BULLDOG))
    assert refused(s, 0, "move", 0) == "dogs_kennel.error.blocked_space"
    assert travel_costs(CENTER, {0})[2] == 3
    act(s, 0, "move", 2)
    assert s.res[0][FUEL] == 6 - 3


def test_one_move_per_turn_in_turn_order_then_the_next_player():
    s = game(3)
    on_board(s, 0, dog(BULLDOG))
    act(s, 0, "move", 0)
    assert s.phase == MOVE and s.current == 1


def test_going_home_costs_one_fuel_first_and_last_get_a_resource():
    s = game(3)
    for seat, space in ((0, 0), (1, 1), (2, 8)):
        on_board(s, space, dog(BULLDOG, seat) if space < 8 else dog(LABRADOR))
        act(s, seat, "move", space)
    assert refused(s, 0, "return_home") == "dogs_kennel.error.bonus_choice"
    act(s, 0, "return_home", FOOD)          # the first home
    assert s.pos[0] == HOME_POS and s.res[0][FUEL] == 6 - 1 - 1 and s.res[0][FOOD] == 3
    act(s, 1, "return_home")                # neither first nor last
    act(s, 2, "return_home", FUEL)          # the last home
    assert s.res[2][FUEL] == 6 - 1 - 1 + 1
    assert s.phase == ARRANGE


def test_with_two_players_only_the_last_home_gets_the_resource():
    s = game(2)
    clear_board(s)
    on_board(s, 0, dog(BULLDOG))
    on_board(s, 1, dog(ROTTWEILER))
    act(s, 0, "move", 0)
    act(s, 1, "move", 1)
    assert refused(s, 0, "return_home", FOOD) == "dogs_kennel.error.no_bonus"
    act(s, 0, "return_home")
    act(s, 1, "return_home", FOOD)


def test_staying_home_is_free_and_skips_the_rest_of_phase_1():
    s = game(3)
    act(s, 0, "stay_home")
    assert s.res[0][FUEL] == 6 and s.pos[0] == HOME_POS
    on_board(s, 0, dog(BULLDOG))
    act(s, 1, "move", 0)
    assert s.current == 2
    act(s, 2, "stay_home")
    assert s.current == 1                   # seat 0 is skipped from now on
    assert not s.last_round


def test_when_nobody_moves_this_is_the_last_round():
    s = game(3)
    for seat in range(3):
        act(s, seat, "stay_home")
    assert s.last_round


def test_the_dog_swap_card_exchanges_two_dogs_before_moving():
    s = game(4)
    card = give_card(s, 0, SWAP)
    on_board(s, 0, dog(BULLDOG))
    on_board(s, 15, dog(POODLE))
    act(s, 0, "swap_dogs", 0, 15)
    assert s.board[0] == dog(POODLE) and s.board[15] == dog(BULLDOG)
    assert card in s.discard and s.current == 0    # still seat 0's move
    assert refused(s, 0, "swap_dogs", 0, 15) == "dogs_kennel.error.no_card_swap"


def test_take_one_dog_puts_the_top_supply_dog_on_the_truck():
    s = game(4)
    give_card(s, 0, TAKE_DOG)
    extract(s, dog(BULLDOG, 3))
    s.supply[0].append(dog(BULLDOG, 3))     # the top of the city supply
    events = act(s, 0, "take_dog", 0)
    assert kinds(events) == ["SupplyDogTaken"]
    assert s.truck[0] == [dog(BULLDOG, 3)] and s.current == 0


def test_at_the_end_of_phase_1_sick_dogs_go_to_the_infirmary():
    s = game(2)
    clear_board(s)
    on_board(s, 0, sick(BULLDOG))
    on_board(s, 1, dog(ROTTWEILER))
    act(s, 0, "move", 0)
    act(s, 1, "stay_home")
    act(s, 0, "move", 1)
    act(s, 0, "return_home", FOOD)
    assert s.infirmary[0] == [sick(BULLDOG)] and s.loose[0] == [dog(ROTTWEILER)]
    assert s.phase == ARRANGE and s.current == 0
