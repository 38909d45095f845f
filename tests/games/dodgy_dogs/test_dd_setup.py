"""The deck (GAMES.md ruling), the deal, the rotating dealer and the first discard."""
from __future__ import annotations

from collections import Counter
import random

from hypothesis import given, strategies as st
import pytest

from dogtable.core.events import Event
from dogtable.core.rules import Seat
from dogtable.games.dodgy_dogs import cards
from dogtable.games.dodgy_dogs.cards import (
    CAT, DOG, LEADER, PACK, PICKUP, WHISPERER, WILD, behaviour, breed, deck_for, is_special,
    kind, packs_for, penalty, pickup_count, size,
)
from dogtable.games.dodgy_dogs.rules import HAND_SIZE, PLAY, DDState

from dd_positions import (
    RULES, cat, dog, leader, only, opening, pickup2, pickup4, random_playout, started, whisperer,
    wild,
)


# -- the deck -------------------------------------------------------------------------------

def test_one_pack_has_61_cards_of_the_ruled_kinds():
    deck = deck_for(2)
    assert len(deck) == PACK == 61 and deck == list(range(61))
    assert Counter(kind(c) for c in deck) == {DOG: 48, LEADER: 4, WHISPERER: 2, WILD: 2,
                                              PICKUP: 4, CAT: 1}


def test_48_dodgy_dogs_six_behaviours_by_four_sizes_two_copies_each():
    dogs = [c for c in range(PACK) if kind(c) == DOG]
    combos = Counter((behaviour(c), size(c)) for c in dogs)
    assert set(combos) == {(b, s) for b in range(6) for s in range(4)}
    assert set(combos.values()) == {2}
    assert cards.BEHAVIOURS == ("barking", "chasing", "fighting", "digging", "begging", "chewing")
    assert cards.SIZES == ("small", "medium", "large", "massive")
    assert {breed(c) for c in dogs} == set(range(15))  # 15 breeds, all of them used
    assert all(not is_special(c) for c in dogs)


def test_specials_one_leader_per_size_and_the_pick_up_counts():
    assert sorted(size(c) for c in range(PACK) if kind(c) == LEADER) == [0, 1, 2, 3]
    assert sorted(pickup_count(c) for c in range(PACK) if kind(c) == PICKUP) == [2, 2, 2, 4]
    assert pickup_count(pickup4()) == 4 and pickup_count(pickup2(2)) == 2
    assert pickup_count(dog(0, 0)) == 0
    specials = [c for c in range(PACK) if is_special(c)]
    assert len(specials) == 13
    assert all(behaviour(c) is None and breed(c) is None for c in specials)
    assert all(size(c) is None for c in specials if kind(c) != LEADER)
    assert kind(cat()) == CAT and kind(whisperer(1)) == WHISPERER and kind(wild(1)) == WILD


@pytest.mark.parametrize("players, packs", [(2, 1), (3, 1), (4, 1), (5, 1), (6, 2), (7, 2), (8, 2)])
def test_one_pack_for_two_to_five_two_packs_for_six_to_eight(players, packs):
    assert packs_for(players) == packs
    deck = deck_for(players)
    assert len(deck) == 61 * packs
    assert Counter(kind(c) for c in deck)[CAT] == packs
    # the second pack repeats the first exactly
    assert [(kind(c), behaviour(c), size(c)) for c in deck[61:]] == \
        [(kind(c), behaviour(c), size(c)) for c in deck[:61 * (packs - 1)]]


def test_card_penalties_dog_one_special_five_wild_ten():
    assert penalty(dog(3, 2)) == -1
    for special in (leader(1), whisperer(0), pickup2(0), pickup4(), cat()):
        assert penalty(special) == -5
    assert penalty(wild(0)) == penalty(wild(1, pack=1)) == -10


# -- the deal --------------------------------------------------------------------------------

@given(n=st.integers(2, 8), seed=st.integers(0, 10**6))
def test_the_deal_gives_seven_each_and_every_card_is_somewhere(n, seed):
    state = started(n, seed)
    RULES.check(state)
    assert all(len(h) == HAND_SIZE for h in state.hands)
    assert len(state.stock) + len(state.discard) == len(deck_for(n)) - 7 * n
    assert state.round == 1 and state.phase == PLAY
    assert state.current == (state.dealer + 1) % n
    assert state.scores == [] and state.cats == [[] for _ in range(n)]


def test_cards_are_dealt_one_at_a_time_from_the_left_of_the_dealer():
    event = opening(3, seed=5, first=0)[0]
    assert event["dealer"] == 2
    order = event["order"]  # order[0] is the top of the shuffled stockpile
    state = started(3, seed=5, first=0)
    for seat in range(3):
        k = (seat - 2 - 1) % 3  # seat 0 is served first
        assert state.hands[seat] == [order[k + 3 * i] for i in range(7)]
    flipped = len(state.discard)
    assert state.discard == order[21:21 + flipped]  # then the stockpile top is turned
    assert state.stock[-1] == order[21 + flipped] and state.stock[0] == order[-1]


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_the_chosen_first_player_starts_and_the_dealer_sits_on_their_right(first):
    state = started(4, seed=1, first=first)
    assert state.current == first and state.dealer == (first - 1) % 4


def test_a_bad_first_player_option_falls_back_to_random():
    for bad in (7, -1, "x", None, True):
        event = RULES.start([Seat("a"), Seat("b")], {"first_player": bad}, random.Random(3))[0]
        assert event["dealer"] in (0, 1)


def test_start_refuses_a_wrong_number_of_players():
    for n in (0, 1, 9):
        with pytest.raises(ValueError):
            RULES.start([Seat(str(i)) for i in range(n)], {}, random.Random(0))


def _opening_with(order_start: list[int], n: int = 2) -> DDState:
    """Fold a RoundStarted whose order puts ``order_start`` right after the deal."""
    rest = [c for c in deck_for(n) if c not in order_start]
    dealt, rest = rest[:7 * n], rest[7 * n:]
    order = dealt + order_start + rest
    state = DDState()
    RULES.evolve(state, Event("RoundStarted", {"round": 1, "dealer": 0, "order": order,
                                               "players": n}))
    return state


def test_the_first_discard_is_a_dodgy_dog():
    state = _opening_with([dog(2, 1)])
    assert state.discard == [dog(2, 1)]


def test_specials_turned_first_stay_under_the_first_dodgy_dog():
    flipped = [cat(), wild(0), leader(2), dog(4, 3)]
    state = _opening_with(flipped)
    assert state.discard == flipped and state.discard[-1] == dog(4, 3)
    RULES.check(state)
    view = RULES.view(state, None)
    assert view["discard"] == flipped  # the flipped specials are public


@given(seed=st.integers(0, 10**6), n=st.integers(2, 8))
def test_every_round_opens_on_a_dodgy_dog_with_only_specials_under_it(seed, n):
    state = started(n, seed)
    assert kind(state.discard[-1]) == DOG
    assert all(is_special(c) for c in state.discard[:-1])


# -- the rotating dealer over five rounds ---------------------------------------------------------

@pytest.mark.parametrize("n", [2, 5, 8])
def test_the_dealer_moves_left_every_round_over_five_rounds(n):
    state = started(n, seed=n, first=1)
    steps = random_playout(state, random.Random(n))
    rounds = [e for _, _, events in steps for e in events if e.kind == "RoundStarted"]
    dealers = [(1 - 1) % n] + [e["dealer"] for e in rounds]
    assert [e["round"] for e in rounds] == [2, 3, 4, 5]
    assert dealers == [(dealers[0] + r) % n for r in range(5)]
    ended = [e for _, _, events in steps for e in events if e.kind == "RoundEnded"]
    assert [e["round"] for e in ended] == [1, 2, 3, 4, 5]
    assert len(only([e for _, _, ev in steps for e in ev], "GameOver")) == 1
    assert RULES.is_over(state) and len(state.scores) == 5


def test_each_new_round_deals_afresh_and_starts_left_of_the_new_dealer():
    state = started(3, seed=9, first=0)
    steps = random_playout(state, random.Random(2), until=lambda s: s.round == 2)
    assert state.round == 2 and state.dealer == 0 and state.current == 1
    assert all(len(h) == 7 for h in state.hands)
    assert state.cats == [[], [], []] and state.pickup == 0 and state.whisper is None
    assert state.idle == 0 and state.draws == 0
    assert state.phase == PLAY and kind(state.discard[-1]) == DOG
    RULES.check(state)
    assert steps
