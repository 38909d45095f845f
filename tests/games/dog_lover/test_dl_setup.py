"""The components and the set-up by player count."""
from __future__ import annotations

from collections import Counter

import pytest

from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover import rules as dl

from dl_positions import A, RULES, act, legal, opening, refused, started


# -- components -----------------------------------------------------------------------------------

def test_the_box_holds_120_game_cards_plus_fetch_and_end_game():
    kinds = Counter(C.kind(c) for c in range(120))
    assert sum(kinds.values()) == 120
    assert kinds == {"dog": 22, "food": 30, "adoption": 10, "walk": 8, "training": 14,
                     "bone": 9, "thing": 15, "trait": 12}
    assert C.kind(C.FETCH_CARD) == "fetch" and C.kind(C.END_GAME_CARD) == "end_game"
    assert len(C.STARTING_TRICKS) == 5 and len(C.DOG_TRICKS) == 11
    assert [C.kind(c) for c in range(122, 137)] == ["rescue"] * 15


@pytest.mark.parametrize("n, size", [(2, 80), (3, 100), (4, 120)])
def test_cards_marked_3_plus_and_4_leave_with_fewer_players(n, size):
    cards = C.game_cards_for(n)
    assert len(cards) == size
    assert all(C.mark(c) <= n for c in cards)
    assert all(C.mark(c) > n for c in set(range(120)) - set(cards))


def test_every_card_type_is_in_a_two_player_game():
    kinds = {C.kind(c) for c in C.game_cards_for(2)}
    assert kinds == {"dog", "food", "adoption", "walk", "training", "bone", "thing", "trait"}
    sizes = {C.dog_size(c) for c in C.game_cards_for(2) if C.kind(c) == "dog"}
    assert sizes == {C.SMALL, C.MEDIUM, C.BIG}


def test_food_scraps_common_dry_bits_uncommon_canned_rare_and_within_the_cubes():
    cubes = [0, 0, 0, 0]
    cards = [0, 0, 0, 0]
    for colour, count, _ in C.FOOD_CARDS:
        cubes[colour] += count
        cards[colour] += 1
    assert cards[C.SCRAPS] > cards[C.DRY] > cards[C.CANNED] > 0 and cards[C.WILD] > 0
    assert all(c <= box for c, box in zip(cubes, C.CUBES_IN_BOX))
    assert C.CUBES_IN_BOX == (20, 20, 15, 5)
    assert any(count == 2 for _, count, _ in C.FOOD_CARDS)


def test_the_food_cards_are_those_the_rulings_list():
    """docs/rules/dog_lover.md, Food: scraps x1 10, x2 4; dry x1 6, x2 3; canned x1 4, x2 1;
    wild 2; and the cubes in play by player count (scraps / dry / canned / wild)."""
    kinds = {}
    for colour, count, _ in C.FOOD_CARDS:
        kinds[colour, count] = kinds.get((colour, count), 0) + 1
    assert kinds == {(C.SCRAPS, 1): 10, (C.SCRAPS, 2): 4, (C.DRY, 1): 6, (C.DRY, 2): 3,
                     (C.CANNED, 1): 4, (C.CANNED, 2): 1, (C.WILD, 1): 2}
    expected = {2: [12, 8, 4, 2], 3: [14, 10, 6, 2], 4: [18, 12, 6, 2]}
    for n, cubes in expected.items():
        in_play = [0, 0, 0, 0]
        for card in C.game_cards_for(n):
            if C.kind(card) == C.FOOD:
                colour, count = C.food(card)
                in_play[colour] += count
        assert in_play == cubes, n


def test_five_favorite_things_three_of_each():
    assert Counter(C.thing(c) for c in range(120) if C.kind(c) == "thing") == {k: 3 for k in range(5)}


def test_the_rulebooks_traits_and_rescued_dogs_are_there():
    # 9 traits the rulebook names, and 15 rescued dogs in four families
    assert len(C.TRAITS) == 12
    abilities = Counter(r.ability for r in C.RESCUES)
    assert abilities == {"thing": 5, "trait": 5, "trainings": 1, "size": 3, "rescued": 1}
    assert sorted(r.param for r in C.RESCUES if r.ability == "thing") == [0, 1, 2, 3, 4]


def test_the_standard_trick_takes_a_straight_line_of_three_and_some_tricks_take_four():
    lines = {frozenset(p.cells) for p in C.placements(C.STANDARD)}
    assert lines == {frozenset(C.line_cells(line)) for line in range(6)}
    assert {len(s.cells) for s in C.DOG_TRICK_SHAPES} == {3, 4}
    assert set(C.DOG_TRICK_COSTS) == {1, 2, 3}


def test_tricks_turn_and_slide_but_never_mirror():
    heel = C.DOG_TRICK_SHAPES[3]                 # a Z: two on top, two below shifted right
    cells = {frozenset(p.cells) for p in C.placements(heel)}
    assert frozenset({0, 1, 4, 5}) in cells      # as printed, top left
    assert frozenset({3, 4, 7, 8}) in cells      # slid down
    assert frozenset({2, 4, 5, 7}) in cells      # turned a quarter
    assert frozenset({1, 2, 3, 4}) not in cells  # its mirror image (an S)
    assert frozenset({0, 3, 4, 7}) not in cells  # the mirror turned


def test_every_starting_trick_can_always_take_cards_with_the_watch_dog_anywhere():
    for special in (False, True):
        for t in C.STARTING_TRICKS:
            shape = C.trick_shape(t, special)
            for line in range(6):
                watched = set(C.line_cells(line))
                assert any(sum(c in watched for c in p.cells) <= 1 for p in C.placements(shape))


# -- set-up ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("n, below", [(2, 7), (3, 11), (4, 15)])
def test_setup_deals_a_dog_and_a_trick_each_and_hides_the_end_game_card(n, below):
    state = started(n, seed=3)
    assert all(len(d) == 1 and C.kind(d[0]) == "dog" for d in state.dogs)
    assert all(len(t) == 1 and t[0] in C.STARTING_TRICKS for t in state.tricks)
    assert len([c for c in state.grid if c is not None]) == 9
    top_first = state.deck[::-1]
    assert len(top_first) - 1 - top_first.index(C.END_GAME_CARD) == below
    assert len(state.trick_display) == 3 and len(state.shelter) == 3
    in_play = set(C.game_cards_for(n))
    assert set(state.box) == (set(range(120)) - in_play) | \
        (set(C.STARTING_TRICKS) - {t[0] for t in state.tricks})
    assert state.supply == [20, 20, 15, 5]
    RULES.check(state)


def test_the_last_player_holds_the_fetch_card_and_places_the_watch_dog():
    state = started(3, seed=1, first_player=1)
    assert state.first == 1 and state.fetch_holder == 0
    # sides first: players in turn order from the starting player
    assert state.phase == dl.SIDES and state.current == 1
    act(state, 1, "trick_side", 1)
    act(state, 2, "trick_side", 0)
    act(state, 0, "trick_side", 0)
    assert state.special == [state.tricks[1][0]]
    assert state.phase == dl.WATCH and state.current == 0
    assert refused(state, 0, "end_turn") == "dog_lover.error.place_watchdog_first"
    assert refused(state, 0, "place_watchdog", 6) == "dog_lover.error.bad_line"
    events = act(state, 0, "place_watchdog", 4)
    assert state.watchdog == 4
    assert [e.kind for e in events] == ["DlWatchDogPlaced", "DlTurnStarted"]
    assert state.phase == dl.TURN and state.current == 1 and state.round == 1


def test_the_side_option_skips_the_choice():
    state = started(2, seed=2, sides="special")
    assert state.phase == dl.WATCH and sorted(state.special) == sorted(t[0] for t in state.tricks)
    state = started(2, seed=2, sides="standard")
    assert state.phase == dl.WATCH and state.special == []
    assert legal(state) == [A("place_watchdog", line) for line in range(6)]


def test_the_opening_records_every_shuffle():
    events = opening(4, seed=9)
    assert [e.kind for e in events] == ["DlGameStarted"]
    data = events[0].data
    assert sorted(data["deck"] + data["dogs"]) == sorted(C.game_cards_for(4) + [C.END_GAME_CARD])
    assert sorted(data["trick_deck"]) == list(C.DOG_TRICKS)
    assert sorted(data["shelter_deck"]) == list(range(122, 137))
    assert opening(4, seed=9) == events and opening(4, seed=10) != events
