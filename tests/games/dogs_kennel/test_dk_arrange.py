"""End of phase 1: pens, redistribution, the infirmary, donations, the full-pen bonus."""
from __future__ import annotations

from dogtable.games.dogs_kennel import pens
from dogtable.games.dogs_kennel.components import MONEY, VET
from dogtable.games.dogs_kennel.rules import ARRANGE, OFFER, PLACE

from dk_positions import (
    BEAGLE, BULLDOG, GOLDEN, POODLE, ROTTWEILER, VIRA_LATA, YORKSHIRE, LABRADOR, act, dog,
    extract, first, game, give_card, in_infirmary, in_pen, kinds, refused, sick, to_fair, turn,
)


def arranging(s, seat, *new, sick_dogs=()):
    """``seat`` is settling the healthy dogs ``new`` (and brought ``sick_dogs`` home)."""
    for t in new:
        extract(s, t)
        s.loose[seat].append(t)
    in_infirmary(s, seat, *sick_dogs)
    s.brought_sick[seat] = list(sick_dogs)
    return turn(s, ARRANGE, seat)


def test_a_pen_takes_one_breed_up_to_four_or_two_breeds_up_to_two_each():
    assert pens.valid_counts({POODLE: 4})
    assert pens.valid_counts({POODLE: 2, BEAGLE: 2})
    assert not pens.valid_counts({POODLE: 3, BEAGLE: 1})
    assert not pens.valid_counts({POODLE: 1, BEAGLE: 1, GOLDEN: 1})
    assert not pens.valid_counts({POODLE: 5})


def test_rulebook_example_1_two_poodles_a_beagle_and_a_mutt_fit_in_two_pens():
    s = game(4)
    arranging(s, 0, dog(POODLE), dog(POODLE, 1), dog(BEAGLE), dog(VIRA_LATA))
    act(s, 0, "place", dog(POODLE), 0)
    act(s, 0, "place", dog(POODLE, 1), 0)
    act(s, 0, "place", dog(BEAGLE), 0)
    assert refused(s, 0, "place", dog(VIRA_LATA), 0) == "dogs_kennel.error.pen_refuses"
    act(s, 0, "place", dog(VIRA_LATA), 1)
    act(s, 0, "finish")
    assert s.phase == PLACE and s.don_dogs == []


def test_rulebook_example_2_the_dog_without_a_place_is_offered_clockwise_then_to_the_fair():
    s = game(4)
    in_pen(s, 0, 0, dog(POODLE), dog(POODLE, 1), dog(BEAGLE))
    in_pen(s, 0, 1, dog(VIRA_LATA))
    arranging(s, 0, dog(POODLE, 2), dog(POODLE, 3), dog(YORKSHIRE))
    # redistribute: the Beagle joins the Mutt, four Poodles fill the first pen
    act(s, 0, "lift", dog(BEAGLE))
    act(s, 0, "place", dog(BEAGLE), 1)
    act(s, 0, "place", dog(POODLE, 2), 0)
    assert refused(s, 0, "finish") == "dogs_kennel.error.dogs_still_fit"
    act(s, 0, "place", dog(POODLE, 3), 0)
    assert refused(s, 0, "place", dog(YORKSHIRE), 1) == "dogs_kennel.error.pen_refuses"
    events = act(s, 0, "finish")
    assert "PenBonus" in kinds(events) and s.res[0][MONEY] == 4
    assert s.phase == OFFER and s.current == 1            # offered to the left first
    act(s, 1, "refuse")
    assert s.current == 2
    act(s, 2, "refuse")
    act(s, 3, "refuse")
    assert s.fair == [dog(YORKSHIRE)] and s.phase == PLACE


def test_an_accepted_donation_goes_into_the_new_kennel():
    s = game(3)
    arranging(s, 0, dog(POODLE), dog(POODLE, 1), dog(POODLE, 2), dog(BULLDOG), dog(GOLDEN),
              dog(ROTTWEILER))
    act(s, 0, "arrange_best")
    assert len(s.loose[0]) == 1
    give = s.loose[0][0]
    act(s, 0, "finish")
    act(s, 1, "accept", 0)
    assert s.pens[1][0] == [give] and s.don_dogs == []


def test_accepting_may_rearrange_the_kennel_to_make_room():
    s = game(3)
    in_pen(s, 0, 0, *[dog(POODLE, k) for k in range(4)])
    in_pen(s, 0, 1, *[dog(LABRADOR, k) for k in range(4)])
    in_pen(s, 1, 0, dog(GOLDEN), dog(ROTTWEILER))
    in_pen(s, 1, 1, dog(GOLDEN, 1), dog(ROTTWEILER, 1))
    arranging(s, 0, dog(BULLDOG))
    act(s, 0, "finish")                     # seat 0 has no room for the Bulldog
    assert s.phase == ARRANGE and s.current == 1   # seat 1 may redistribute too, first
    act(s, 1, "finish")
    assert s.phase == OFFER and s.current == 1
    assert refused(s, 1, "accept", 0) == "dogs_kennel.error.no_room"
    act(s, 1, "accept_best")                # Goldens and Rottweilers share one pen now
    shapes = sorted(sorted(pens.counts(p).values()) for p in s.pens[1] if p)
    assert shapes == [[1], [2, 2]] and dog(BULLDOG) in s.pens[1][0] + s.pens[1][1]


def test_rulebook_example_3_a_seventh_sick_dog_forces_a_sick_donation():
    s = game(3)
    in_infirmary(s, 0, *[sick(b) for b in range(6)])
    arranging(s, 0, sick_dogs=[sick(7)])
    assert refused(s, 0, "finish") == "dogs_kennel.error.too_many_sick"
    act(s, 0, "give_up_sick", sick(2))
    act(s, 0, "finish")
    assert s.phase == OFFER and s.don_dogs == [sick(2)] and s.don_sick == [True]
    act(s, 1, "accept_sick")
    assert s.infirmary[1] == [sick(2)]


def test_a_sick_dog_nobody_takes_is_cured_at_the_fair():
    s = game(2)
    in_infirmary(s, 0, *[sick(b) for b in (1, 2, 3, 7, 9, 10)])
    arranging(s, 0, sick_dogs=[sick(11)])
    act(s, 0, "give_up_sick", sick(11))
    act(s, 0, "finish")
    act(s, 1, "refuse")
    assert s.fair == [sick(11)]           # at the Fair it is a healthy dog for sale


def test_the_vet_card_sends_the_sick_dogs_brought_home_straight_to_the_pens():
    s = game(4)
    card = give_card(s, 0, VET)
    arranging(s, 0, sick_dogs=[sick(POODLE), sick(BULLDOG)])
    act(s, 0, "vet_card")
    assert s.infirmary[0] == [] and sorted(s.loose[0]) == sorted([sick(POODLE), sick(BULLDOG)])
    assert card in s.discard
    act(s, 0, "place", sick(POODLE), 0)
    act(s, 0, "place", sick(BULLDOG), 1)
    act(s, 0, "finish")


def test_a_dog_moved_once_in_a_turn_stays_put():
    s = game(4)
    in_pen(s, 0, 0, dog(POODLE))
    arranging(s, 0, dog(BULLDOG))
    act(s, 0, "lift", dog(POODLE))
    act(s, 0, "place", dog(POODLE), 1)
    assert refused(s, 0, "lift", dog(POODLE)) == "dogs_kennel.error.already_moved"


def test_arrange_best_finds_the_highest_scoring_arrangement():
    s = game(4)
    arranging(s, 0, *[dog(POODLE, k) for k in range(4)], dog(BULLDOG), dog(BULLDOG, 1),
              dog(GOLDEN))
    act(s, 0, "arrange_best")
    shapes = sorted(sorted(pens.counts(p).values()) for p in s.pens[0][:2])
    assert shapes == [[1, 2], [4]] and s.loose[0] == []


def test_the_full_pen_bonus_is_paid_once_per_pen():
    s = game(4)
    arranging(s, 0, *[dog(POODLE, k) for k in range(4)])
    for k in range(4):
        act(s, 0, "place", dog(POODLE, k), 0)
    events = act(s, 0, "finish")
    assert first(events, "PenBonus")["pen"] == 0 and s.res[0][MONEY] == 4
    # later a Poodle leaves and a new one fills the pen again: no second bonus
    to_fair(s, dog(POODLE, 3))
    arranging(s, 0, dog(POODLE, 3))
    act(s, 0, "place", dog(POODLE, 3), 0)
    events = act(s, 0, "finish")
    assert "PenBonus" not in kinds(events) and s.res[0][MONEY] == 4
