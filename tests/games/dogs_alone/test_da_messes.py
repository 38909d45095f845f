"""Making messes: exact payments of each kind, refusals with reasons, the dog pool."""
from __future__ import annotations

from collections import Counter
from itertools import combinations

from hypothesis import given, strategies as st
import pytest

from dogtable.core.rules import Action
from dogtable.games.dogs_alone.cards import (
    ATE_THE_CURTAINS, COPI_COPI, FOUR, MENTE_EN_BLANCO, MESS_DOGS, PAIR, WILD_KIND,
    dog_colour, dog_type, mess_colour, mess_kind,
)
from dogtable.games.dogs_alone.rules import DISCARD, MESS, can_pay, payable, pooled_cards

from da_positions import (
    BLUE, GREEN, RED, RULES, YELLOW, act, dog, four_mess, kinds, legal, pair_mess, position,
    refused, three_mess, wild_mess,
)

SUPPLY = [four_mess(RED), three_mess(YELLOW), pair_mess(GREEN), wild_mess()]


def mess_position(hand, pool=(), supply=SUPPLY, **kw):
    """Seat 0 at the mess step of a Recruit turn."""
    return position(hands=[list(hand), [], []], pools=[list(pool), [], []],
                    mess_supply=list(supply), phase=MESS, **kw)


def pay_all(state, mess, cards):
    events = []
    for card in cards:
        events += act(state, 0, "pay", mess, card)
    return events


# -- each kind is paid exactly ---------------------------------------------------------------

def test_four_dogs_of_its_colour_pay_a_four_mess():
    reds = [dog(RED, 0), dog(RED, 1), dog(RED, 2), dog(RED, 3)]
    state = mess_position(reds + [dog(BLUE, 0)])
    events = pay_all(state, four_mess(RED), reds)
    assert kinds(events) == ["DogPaid"] * 4 + ["MessTaken"]
    assert events[-1]["cards"] == reds and events[-1]["pooled"] == []
    assert state.hands[0] == [dog(BLUE, 0)] and state.discard[-4:] == reds
    assert state.messes[0] == [four_mess(RED)] and state.cleaned[0] == []
    assert state.mess_supply == [None] + SUPPLY[1:]  # refilled only at the end of the turn
    assert state.last_mess == four_mess(RED) and state.pending is None


def test_three_dogs_of_its_colour_pay_a_three_mess():
    yellows = [dog(YELLOW, 0), dog(YELLOW, 1), dog(YELLOW, 3)]
    state = mess_position(yellows)
    pay_all(state, three_mess(YELLOW), yellows)
    assert state.messes[0] == [three_mess(YELLOW)] and state.hands[0] == []


def test_two_identical_dogs_of_its_colour_pay_a_pair_mess_and_one_stays_in_the_pool():
    pair = [dog(GREEN, 2, 0), dog(GREEN, 2, 3)]
    state = mess_position(pair)
    events = pay_all(state, pair_mess(GREEN), pair)
    assert events[-1]["pooled"] == [dog(GREEN, 2, 0)]
    assert state.pools[0] == [dog(GREEN, 2, 0)] and state.discard[-1] == dog(GREEN, 2, 3)
    assert state.messes[0] == [pair_mess(GREEN)]


def test_four_dogs_of_four_colours_pay_a_wild_mess():
    rainbow = [dog(BLUE, 1), dog(RED, 2), dog(GREEN, 0), dog(YELLOW, 3)]
    state = mess_position(rainbow)
    pay_all(state, wild_mess(), rainbow)
    assert state.messes[0] == [wild_mess()] and state.pools[0] == []


# -- wrong dogs are refused with a reason -----------------------------------------------------

def test_a_dog_of_another_colour_is_refused_for_a_coloured_mess():
    state = mess_position([dog(RED, 0), dog(RED, 1), dog(RED, 2), dog(RED, 3), dog(YELLOW, 0)])
    assert refused(state, 0, "pay", four_mess(RED), dog(YELLOW, 0)) == \
        "dogs_alone.error.wrong_dog_four"
    state = mess_position([dog(YELLOW, 0), dog(YELLOW, 1), dog(YELLOW, 2), dog(RED, 0)])
    assert refused(state, 0, "pay", three_mess(YELLOW), dog(RED, 0)) == \
        "dogs_alone.error.wrong_dog_three"


def test_a_payment_that_cannot_be_completed_is_refused_at_the_first_dog():
    state = mess_position([dog(RED, 0), dog(RED, 1), dog(RED, 2)])
    assert refused(state, 0, "pay", four_mess(RED), dog(RED, 0)) == \
        "dogs_alone.error.wrong_dog_four"
    assert not [a for a in legal(state) if a.kind == "pay" and a.args[0] == four_mess(RED)]


def test_pair_mess_needs_exactly_the_same_dog():
    a0, b0, b1 = dog(GREEN, 0, 0), dog(GREEN, 1, 0), dog(GREEN, 1, 1)
    state = mess_position([a0, b0, b1])
    assert refused(state, 0, "pay", pair_mess(GREEN), a0) == "dogs_alone.error.wrong_dog_pair"
    act(state, 0, "pay", pair_mess(GREEN), b0)
    assert refused(state, 0, "pay", pair_mess(GREEN), a0) == "dogs_alone.error.wrong_dog_pair"
    assert [a for a in legal(state) if a.kind == "pay"] == [Action("pay", (pair_mess(GREEN), b1))]
    # identical dogs of another colour do not pay a green pair
    state = mess_position([dog(RED, 0, 0), dog(RED, 0, 1)])
    assert refused(state, 0, "pay", pair_mess(GREEN), dog(RED, 0, 0)) == \
        "dogs_alone.error.wrong_dog_pair"


def test_wild_mess_needs_four_different_colours():
    state = mess_position([dog(RED, 0), dog(RED, 1), dog(YELLOW, 0), dog(GREEN, 0), dog(BLUE, 0)])
    act(state, 0, "pay", wild_mess(), dog(RED, 0))
    assert refused(state, 0, "pay", wild_mess(), dog(RED, 1)) == "dogs_alone.error.wrong_dog_wild"
    state = mess_position([dog(RED, 0), dog(YELLOW, 0), dog(GREEN, 0), dog(GREEN, 1)])
    assert refused(state, 0, "pay", wild_mess(), dog(RED, 0)) == "dogs_alone.error.wrong_dog_wild"


def test_other_payment_refusals():
    reds = [dog(RED, 0), dog(RED, 1), dog(RED, 2), dog(RED, 3)]
    yellows = [dog(YELLOW, 0), dog(YELLOW, 1), dog(YELLOW, 2)]
    state = position(hands=[reds + yellows, [dog(BLUE, 0)], []], mess_supply=SUPPLY, phase=MESS)
    assert refused(state, 0, "pay", three_mess(BLUE), dog(RED, 0)) == \
        "dogs_alone.error.mess_not_in_supply"
    assert refused(state, 0, "pay", four_mess(RED), dog(BLUE, 0)) == "dogs_alone.error.not_your_dog"
    act(state, 0, "pay", four_mess(RED), dog(RED, 0))
    assert refused(state, 0, "pay", four_mess(RED), dog(RED, 0)) == \
        "dogs_alone.error.dog_already_paid"
    assert refused(state, 0, "pay", three_mess(YELLOW), dog(YELLOW, 0)) == \
        "dogs_alone.error.finish_payment_first"
    assert refused(state, 0, "finish") == "dogs_alone.error.finish_payment_first"
    assert refused(state, 1, "pay", four_mess(RED), dog(BLUE, 0)) == "error.not_your_turn"


def test_messes_are_made_only_after_the_draws():
    reds = [dog(RED, 0), dog(RED, 1), dog(RED, 2), dog(RED, 3)]
    state = position(hands=[reds, [], []], mess_supply=SUPPLY)
    assert refused(state, 0, "pay", four_mess(RED), dog(RED, 0)) == "dogs_alone.error.mess_not_now"
    act(state, 0, "draw_deck")
    act(state, 0, "pay", four_mess(RED), dog(RED, 0))


def test_a_payment_can_be_cancelled_and_the_dogs_stay_where_they_were():
    reds = [dog(RED, 0), dog(RED, 1), dog(RED, 2), dog(RED, 3)]
    state = mess_position(reds[:3], pool=reds[3:])
    assert refused(state, 0, "cancel_payment") == "dogs_alone.error.no_payment"
    act(state, 0, "pay", four_mess(RED), dog(RED, 3))
    act(state, 0, "pay", four_mess(RED), dog(RED, 0))
    assert state.pending == four_mess(RED) and state.pending_cards == [dog(RED, 3), dog(RED, 0)]
    assert Action("finish") not in legal(state)
    events = act(state, 0, "cancel_payment")
    assert kinds(events) == ["PaymentCancelled"]
    assert state.pending is None and state.pending_cards == []
    assert state.hands[0] == reds[:3] and state.pools[0] == reds[3:]
    assert Action("finish") in legal(state)


def test_a_payment_can_mix_hand_and_pool():
    hand = [dog(BLUE, 0), dog(BLUE, 1)]
    pool = [dog(BLUE, 2), dog(RED, 0)]
    state = mess_position(hand, pool=pool, supply=[three_mess(BLUE)] + SUPPLY[1:])
    events = pay_all(state, three_mess(BLUE), [dog(BLUE, 2), dog(BLUE, 0), dog(BLUE, 1)])
    assert [e["source"] for e in events if e.kind == "DogPaid"] == ["pool", "hand", "hand"]
    assert state.hands[0] == [] and state.pools[0] == [dog(RED, 0)]
    assert state.messes[0] == [three_mess(BLUE)]


def test_several_messes_in_one_turn_the_supply_waits_for_the_end_of_the_turn():
    reds = [dog(RED, 0), dog(RED, 1), dog(RED, 2), dog(RED, 3)]
    yellows = [dog(YELLOW, 0), dog(YELLOW, 1), dog(YELLOW, 2)]
    state = mess_position(reds + yellows)
    pay_all(state, four_mess(RED), reds)
    pay_all(state, three_mess(YELLOW), yellows)
    assert state.messes[0] == [four_mess(RED), three_mess(YELLOW)]
    assert state.last_mess == three_mess(YELLOW)
    assert state.mess_supply == [None, None] + SUPPLY[2:]
    assert {a.args[0] for a in legal(state) if a.kind == "pay"} <= set(SUPPLY[2:])
    top = list(reversed(state.mess_deck))[:2]
    events = act(state, 0, "finish")
    refills = [e["cards"][0] for e in events if e.kind == "MessSupplyRefilled"]
    assert refills == top and state.mess_supply == top + SUPPLY[2:]


def test_listed_payments_are_exactly_the_completable_ones():
    hand = [dog(RED, 0, 0), dog(RED, 0, 1), dog(RED, 1), dog(RED, 2), dog(YELLOW, 0), dog(BLUE, 0)]
    supply = [four_mess(RED), pair_mess(RED), wild_mess(), three_mess(GREEN)]
    state = mess_position(hand, supply=supply)
    pays = {a.args for a in legal(state) if a.kind == "pay"}
    reds = [c for c in hand if dog_colour(c) == RED]
    assert pays == {(four_mess(RED), c) for c in reds} | \
        {(pair_mess(RED), dog(RED, 0, 0)), (pair_mess(RED), dog(RED, 0, 1))}
    # no green dog: neither the wild nor the green three is payable
    assert Action("finish") in legal(state) and Action("cancel_payment") not in legal(state)


# -- the dog pool -------------------------------------------------------------------------------

@pytest.mark.parametrize("types, kept", [
    ((0, 1, 2, 3), 0),   # four different dogs: nothing kept
    ((0, 0, 1, 2), 1),   # one pair
    ((0, 0, 1, 1), 2),   # two pairs give two
    ((0, 0, 0, 1), 1),   # three copies: one pair
    ((0, 0, 0, 0), 2),   # four copies: two pairs
])
def test_one_pool_dog_per_identical_pair(types, kept):
    copies = Counter()
    cards = []
    for t in types:
        cards.append(dog(RED, t, copies[t]))
        copies[t] += 1
    state = mess_position(cards)
    events = pay_all(state, four_mess(RED), cards)
    pooled = events[-1]["pooled"]
    assert len(pooled) == kept and sorted(state.pools[0]) == sorted(pooled)
    assert Counter(dog_type(c) for c in pooled) == \
        {t: n // 2 for t, n in Counter(types).items() if n >= 2}
    assert sorted(state.pools[0] + state.discard[-(4 - kept):]) == sorted(cards)


def test_a_hand_and_pool_pair_leaves_the_pool_dog_in_the_pool():
    in_pool, in_hand = dog(YELLOW, 1, 3), dog(YELLOW, 1, 0)
    state = mess_position([in_hand, dog(YELLOW, 0)], pool=[in_pool])
    events = pay_all(state, three_mess(YELLOW), [in_hand, dog(YELLOW, 0), in_pool])
    assert events[-1]["pooled"] == [in_pool]
    assert state.pools[0] == [in_pool] and in_hand in state.discard


def test_a_pair_mess_paid_from_the_pool_keeps_one_in_the_pool():
    pool = [dog(GREEN, 2, 1), dog(GREEN, 2, 2)]
    state = mess_position([], pool=pool)
    pay_all(state, pair_mess(GREEN), pool)
    assert len(state.pools[0]) == 1 and state.pools[0][0] in pool


def test_pool_dogs_do_not_count_towards_the_hand_limit_but_score():
    pool = [dog(BLUE, 0, c) for c in range(4)]
    hand = [dog(RED, 0), dog(RED, 1), dog(YELLOW, 0), dog(YELLOW, 1), dog(GREEN, 0)]
    state = mess_position(hand, pool=pool)
    events = act(state, 0, "finish")
    assert kinds(events)[-1] == "TurnEnded"  # 5 in hand, 4 in the pool: no discard
    assert RULES.score_pad(state).get("pool", 0) == 4


def test_patana_keeps_one_mente_en_blanco_and_one_copi_copi():
    """Rulebook: Patana discards three red dogs from her hand and one from her pool to get
    "They ate the curtains"; using two Mente en Blanco and two Copi Copi she keeps one of each."""
    mente = [MENTE_EN_BLANCO * 4 + c for c in (0, 1)]
    copi = [COPI_COPI * 4 + c for c in (0, 1)]
    hand = mente + [copi[0], dog(BLUE, 2)]
    pool = [copi[1]]
    assert ATE_THE_CURTAINS == 0 and mess_kind(0) == FOUR and mess_colour(0) == RED
    state = mess_position(hand, pool=pool, supply=[ATE_THE_CURTAINS] + SUPPLY[1:])
    assert Action("pay", (ATE_THE_CURTAINS, copi[1])) in legal(state)
    events = pay_all(state, ATE_THE_CURTAINS, [mente[0], copi[1], mente[1], copi[0]])
    taken = events[-1]
    assert taken.kind == "MessTaken" and taken["mess"] == ATE_THE_CURTAINS
    assert sorted(taken["pooled"]) == sorted([mente[0], copi[1]])  # the pool's Copi Copi stays
    assert sorted(state.pools[0]) == sorted([mente[0], copi[1]])
    assert state.discard[-2:] == [mente[1], copi[0]]
    assert state.hands[0] == [dog(BLUE, 2)] and state.messes[0] == [ATE_THE_CURTAINS]


# -- properties of the payment helpers ----------------------------------------------------------

def valid_payment(mess: int, cards: list[int]) -> bool:
    kind, colour = mess_kind(mess), mess_colour(mess)
    if len(cards) != MESS_DOGS[kind] or len(set(cards)) != len(cards):
        return False
    if kind == WILD_KIND:
        return sorted(dog_colour(c) for c in cards) == [0, 1, 2, 3]
    if any(dog_colour(c) != colour for c in cards):
        return False
    return kind != PAIR or dog_type(cards[0]) == dog_type(cards[1])


dogs = st.lists(st.integers(0, 63), min_size=0, max_size=8, unique=True)
messes = st.sampled_from([four_mess(RED), three_mess(BLUE), pair_mess(YELLOW), pair_mess(RED),
                          wild_mess(), four_mess(GREEN, 1), three_mess(RED, 2)])


@given(mess=messes, cards=dogs, split=st.integers(0, 3))
def test_can_pay_and_payable_agree_with_brute_force(mess, cards, split):
    partial, available = cards[:min(split, len(cards))], cards[min(split, len(cards)):]
    need = MESS_DOGS[mess_kind(mess)] - len(partial)
    completable = need >= 0 and any(valid_payment(mess, partial + list(rest))
                                    for rest in combinations(available, need))
    assert can_pay(mess, partial, available) == completable
    if completable or not partial:  # the two situations in which actions are listed
        expected = [c for c in available
                    if can_pay(mess, partial + [c], [x for x in available if x != c])]
        assert payable(mess, partial, available) == expected


@given(cards=st.lists(st.integers(0, 15), min_size=2, max_size=4, unique=True),
       pool_mask=st.lists(st.booleans(), min_size=4, max_size=4))
def test_pooled_cards_keeps_one_per_pair_preferring_pool_dogs(cards, pool_mask):
    pool = [c for c, in_pool in zip(cards, pool_mask) if in_pool]
    kept = pooled_cards(cards, pool)
    by_type = Counter(dog_type(c) for c in cards)
    assert Counter(dog_type(c) for c in kept) == {t: n // 2 for t, n in by_type.items() if n >= 2}
    assert set(kept) <= set(cards) and len(set(kept)) == len(kept)
    for t, n in by_type.items():
        from_pool = [c for c in pool if dog_type(c) == t]
        kept_from_pool = [c for c in kept if c in pool and dog_type(c) == t]
        assert len(kept_from_pool) == min(n // 2, len(from_pool))


def test_hand_limit_discard_step_follows_a_big_recruit():
    hand = [dog(RED, t) for t in range(4)] + [dog(YELLOW, t) for t in range(3)]
    state = mess_position(hand)
    act(state, 0, "finish")
    assert state.phase == DISCARD
    assert sorted(a.args[0] for a in legal(state)) == sorted(hand)
