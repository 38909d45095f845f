"""Components, the two-player removals, the mess deck recipe and the opening deal."""
from __future__ import annotations

from collections import Counter
from itertools import permutations
import random

from hypothesis import given, strategies as st
import pytest

from dogtable.core.rules import Seat
from dogtable.games.dogs_alone import cards
from dogtable.games.dogs_alone.cards import (
    FOUR, MARIO_HUGO, MESS_IDS, PAIR, THREE, WILD_KIND, dog_colour, dog_type, is_mario,
    mess_colour, mess_kind, mess_points,
)
from dogtable.games.dogs_alone.rules import START, build_mess_deck

from da_positions import RULES, started


# -- components (GAMES.md ruling) ----------------------------------------------------------

def test_sixty_four_dogs_sixteen_dogs_of_four_colours_four_copies_each():
    types = Counter(dog_type(c) for c in range(cards.DOG_COUNT))
    assert cards.DOG_COUNT == 64
    assert sorted(types) == list(range(16)) and set(types.values()) == {4}
    for t in range(16):
        assert len({dog_colour(c) for c in range(64) if dog_type(c) == t}) == 1
    per_colour = Counter(dog_colour(c) for c in range(64))
    assert per_colour == {0: 16, 1: 16, 2: 16, 3: 16}
    assert len({dog_type(c) for c in range(64) if dog_colour(c) == 0}) == 4


def test_seven_messes_per_colour_three_wilds_four_mario_hugo():
    assert len(MESS_IDS) == 31 and len(MARIO_HUGO) == 4 and cards.ALL_MESS_CARDS == 35
    for colour in range(4):
        kinds = Counter(mess_kind(m) for m in MESS_IDS if mess_colour(m) == colour)
        assert kinds == {FOUR: 2, THREE: 3, PAIR: 2}
    wilds = [m for m in MESS_IDS if mess_kind(m) == WILD_KIND]
    assert wilds == list(cards.WILD_MESSES) and len(wilds) == 3
    assert all(mess_colour(m) == cards.WILD for m in wilds)
    assert all(is_mario(m) for m in MARIO_HUGO) and not any(is_mario(m) for m in MESS_IDS)


def test_printed_points_and_dogs_needed_per_kind():
    assert {k: (cards.MESS_DOGS[k], cards.MESS_POINTS[k]) for k in (FOUR, THREE, PAIR, WILD_KIND)} \
        == {FOUR: (4, 5), THREE: (3, 3), PAIR: (2, 1), WILD_KIND: (4, 1)}
    assert sorted(mess_points(m) for m in MESS_IDS) == [1] * 11 + [3] * 12 + [5] * 8


def test_named_cards_of_the_rulebook():
    assert dog_colour(cards.MENTE_EN_BLANCO * 4) == 0 and dog_colour(cards.COPI_COPI * 4) == 0
    assert cards.MENTE_EN_BLANCO != cards.COPI_COPI
    assert (mess_kind(cards.ATE_THE_CURTAINS), mess_colour(cards.ATE_THE_CURTAINS)) == (FOUR, 0)
    assert (mess_kind(cards.SMOKED_CIGARS), mess_colour(cards.SMOKED_CIGARS)) == (THREE, 1)


# -- two players -----------------------------------------------------------------------------

def test_two_players_remove_one_five_point_mess_of_each_colour_and_one_wild():
    removed = cards.TWO_PLAYER_REMOVED
    assert len(removed) == 5
    assert sorted(mess_colour(m) for m in removed) == [0, 1, 2, 3, cards.WILD]
    assert all(mess_points(m) == 5 for m in removed if mess_colour(m) != cards.WILD)
    assert cards.ATE_THE_CURTAINS not in removed  # the rulebook's example mess stays in play


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_mess_deck_size_by_player_count(n):
    opening = RULES.start([Seat(str(i)) for i in range(n)], {}, random.Random(n))[0]
    deck = opening["mess_deck"]
    if n == 2:
        assert sorted(opening["removed"]) == sorted(cards.TWO_PLAYER_REMOVED)
        assert len(deck) == 30  # 26 messes + 4 Mario Hugo
        assert not set(deck) & set(cards.TWO_PLAYER_REMOVED)
    else:
        assert opening["removed"] == [] and len(deck) == 35
    assert sorted(deck) == sorted([m for m in MESS_IDS if m not in opening["removed"]]
                                  + list(MARIO_HUGO))


# -- the mess deck recipe ----------------------------------------------------------------------

def recipe_piles(deck: list[int], plain: int) -> bool:
    """Can ``deck`` (top first) be cut into four consecutive piles whose plain messes have the
    sizes of four 'similar' piles, the two upper piles without Mario Hugo and each lower pile
    with exactly two of them?"""
    base, extra = divmod(plain, 4)
    sizes = [base + 1] * extra + [base] * (4 - extra)
    for order in set(permutations(sizes)):
        at, ok = 0, True
        for i, size in enumerate(order):
            with_mario = size + (2 if i >= 2 else 0)
            pile = deck[at:at + with_mario]
            marios = sum(1 for c in pile if is_mario(c))
            if len(pile) != with_mario or marios != (2 if i >= 2 else 0):
                ok = False
                break
            at += with_mario
        if ok and at == len(deck):
            return True
    return False


@given(seed=st.integers(0, 2**32 - 1), two_players=st.booleans())
def test_mess_deck_is_built_as_the_recipe_says(seed, two_players):
    messes = [m for m in MESS_IDS if not (two_players and m in cards.TWO_PLAYER_REMOVED)]
    deck = build_mess_deck(messes, random.Random(seed))
    assert sorted(deck) == sorted(messes + list(MARIO_HUGO))
    assert recipe_piles(deck, len(messes))
    # en ~l.48 "The four Mario Hugo cards must be randomly distributed in the lower half of the
    # deck" (es ~l.57 "en la mitad inferior del mazo"): none above the middle card
    lower_half = deck[len(deck) - len(deck) // 2:]
    assert sum(1 for c in lower_half if is_mario(c)) == 4
    assert not any(is_mario(c) for c in deck[:4])


@pytest.mark.parametrize("plain", [26, 31])
def test_no_mario_hugo_card_is_ever_above_the_lower_half(plain):
    # en ~l.48: "randomly distributed in the lower half of the deck"; the bare four-pile recipe
    # left one above the middle in about half of the decks
    for seed in range(300):
        deck = build_mess_deck(list(range(plain)), random.Random(seed))
        first = min(i for i, c in enumerate(deck) if is_mario(c))
        assert first >= len(deck) / 2, (seed, first, len(deck))


def test_recipe_check_rejects_other_orders():
    messes = list(MESS_IDS)
    top_heavy = list(MARIO_HUGO) + messes
    assert not recipe_piles(top_heavy, 31)
    bottom_four = messes + list(MARIO_HUGO)  # all four together in the last pile
    assert not recipe_piles(bottom_four, 31)


@pytest.mark.parametrize("plain", [26, 31])
def test_mario_hugo_positions_vary_over_the_whole_lower_half(plain):
    firsts, lasts, orders = set(), set(), set()
    for seed in range(400):
        deck = build_mess_deck(list(range(plain)), random.Random(seed))
        positions = [i for i, c in enumerate(deck) if is_mario(c)]
        firsts.add(positions[0])
        lasts.add(positions[-1])
        orders.add(tuple(deck[:8]))
    assert len(firsts) >= 6 and max(lasts) == plain + 3  # sometimes the very bottom card
    deck_size = plain + 4
    assert min(firsts) == deck_size - deck_size // 2  # sometimes the first card of the lower half
    assert len(orders) == 400  # the messes themselves are shuffled


# -- the opening deal --------------------------------------------------------------------------

@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 5))
def test_setup_counts(seed, n):
    opening = RULES.start([Seat(str(i)) for i in range(n)], {}, random.Random(seed))
    assert [e.kind for e in opening] == ["GameStarted"]
    order = opening[0]["dog_deck"]
    assert sorted(order) == list(range(64))
    state = started(n, seed)
    assert state.n == n and state.phase == START and state.turn == 1
    assert state.dog_supply == order[:5]
    assert state.hands == [order[5 + 3 * i: 8 + 3 * i] for i in range(n)]
    assert len(state.dog_deck) == 64 - 5 - 3 * n
    assert state.dog_deck[-1] == order[5 + 3 * n]  # top of the deck: the next card in order
    assert len(state.mess_supply) == 4 and not any(is_mario(m) for m in state.mess_supply)
    assert state.mess_supply == opening[0]["mess_deck"][:4]
    assert len(state.mess_deck) == len(opening[0]["mess_deck"]) - 4
    assert state.discard == [] and state.mario == [] and state.pools == [[]] * n
    assert state.messes == [[]] * n and state.current == state.first == opening[0]["first"]
    RULES.check(state)


def test_first_player_option_and_random_default():
    for first in range(4):
        assert started(4, seed=9, first=first).current == first
    assert {started(4, seed=s).first for s in range(40)} == {0, 1, 2, 3}
    bad = RULES.start([Seat("a"), Seat("b")], {"first_player": 7}, random.Random(1))[0]
    assert bad["first"] in (0, 1)


def test_same_seed_same_opening_other_seed_other_opening():
    seats = [Seat("a"), Seat("b"), Seat("c")]
    one = RULES.start(seats, {}, random.Random(5))
    assert one == RULES.start(seats, {}, random.Random(5))
    assert one != RULES.start(seats, {}, random.Random(6))


@pytest.mark.parametrize("n", [0, 1, 6])
def test_player_count_outside_two_to_five_is_refused(n):
    with pytest.raises(ValueError):
        RULES.start([Seat(str(i)) for i in range(n)], {}, random.Random(0))
