"""Final scoring: fed and hungry dogs, what is attached and tucked, favorite-thing sets, bones,
rescued dogs' abilities and the tie-breaks; the rulebook's scoring examples."""
from __future__ import annotations

from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.scoring import can_feed, score_seat

from dl_positions import (
    CANNED, CHEW_TOY, DOG_HOUSE, DRY, FRISBEE, LEASH, RULES, SCRAPS, SQUEAKY_BALL, WILD,
    adoption, bone, dog, food, position, rescued, thing, trait, training, walk,
)


def score(state, seat=0):
    return score_seat(state, seat)


# -- the rulebook's examples ---------------------------------------------------------------------

def test_joey_fed_two_scraps_and_a_canned_scores_5_and_hungry_loses_2():
    fed = position(dogs=[[dog("Joey")], []], cubes=[[2, 0, 1, 0], [0, 0, 0, 0]])
    assert C.dog_needs(dog("Joey")) == (2, 0, 1) and C.dog_vp(dog("Joey")) == 5
    assert score(fed).dogs == 5
    short = position(dogs=[[dog("Joey")], []], cubes=[[2, 0, 0, 0], [0, 0, 0, 0]])
    assert score(short).dogs == -2   # no partial points for feeding part of its needs


def test_taco_with_best_friend_and_a_tucked_dog_house_scores_7():
    state = position(dogs=[[dog("Taco")], []], attached={dog("Taco"): trait("Best Friend")},
                     tucked={dog("Taco"): [thing(DOG_HOUSE)]}, cubes=[[2, 0, 0, 0], [0] * 4])
    result = score(state)
    assert C.dog_vp(dog("Taco")) == 3 and C.trait(trait("Best Friend")).vp == 1
    assert result.per_dog[dog("Taco")] == 7 and result.dogs == 7
    assert result.things == 0   # the tucked Dog House is no longer part of a set


def test_favorite_things_example_scores_9():
    # 1 Chew Toy, 2 Frisbees, 2 Leashes: a set of 3 (6 VP) and a set of 2 (3 VP)
    hand = [thing(CHEW_TOY), thing(FRISBEE), thing(FRISBEE, 1), thing(LEASH), thing(LEASH, 1)]
    state = position(hands=[hand, []])
    assert score(state).things == 9


def test_favorite_sets_score_1_3_6_10_15():
    for k, vp in zip(range(1, 6), (1, 3, 6, 10, 15)):
        state = position(hands=[[thing(i) for i in range(k)], []])
        assert score(state).things == vp


def kaia():
    """Kaia's play area at the end of the rulebook's example."""
    small_a, small_b, big, medium = dog("Pixie"), dog("Noodle"), dog("Bruno"), dog("Rusty")
    shelter_dog = rescued("Bear")
    needs = [C.dog_needs(d) for d in (small_a, small_b, big)]
    cubes = [sum(n[i] for n in needs) for i in range(3)] + [0]
    return position(
        n=2,
        dogs=[[small_a, small_b, big, medium, shelter_dog], []],
        attached={small_b: trait("Teacher's Pet")},
        tucked={small_b: [training(0), training(1), training(2)],
                medium: [walk(0)], shelter_dog: [walk(1)]},
        hands=[[thing(FRISBEE), thing(CHEW_TOY), thing(LEASH), bone(0), bone(1)], []],
        cubes=[cubes, [0] * 4])


def test_kaia_scores_33():
    state = kaia()
    result = score(state)
    small_a, small_b, big = dog("Pixie"), dog("Noodle"), dog("Bruno")
    # her fed dogs: 4, 18 (4 + Teacher's Pet 2 + three trainings at 1 + 3) and 6
    assert result.per_dog[small_a] == 4
    assert result.per_dog[small_b] == 18
    assert result.per_dog[big] == 6
    # the medium dog and the rescued dog go hungry: -2 each, their walks do not score
    assert result.per_dog[dog("Rusty")] == -2 and result.per_dog[rescued("Bear")] == -2
    assert result.things == 6       # Frisbee, Chew Toy and Leash
    assert result.bones == 3        # 2 bones: +1 per fed dog
    assert result.total == 33
    pad = RULES.score_pad(state)
    assert pad.totals()[0] == 33
    assert [pad.get(c, 0) for c in ("dogs", "rescued", "things", "bones")] == [26, -2, 6, 3]


# -- feeding --------------------------------------------------------------------------------------

def test_wild_cubes_feed_any_need():
    assert can_feed((2, 0, 1, 0), (2, 0, 0, 1))
    assert not can_feed((2, 0, 1, 0), (1, 0, 0, 1))
    state = position(dogs=[[dog("Joey")], []], cubes=[[0, 0, 0, 3], [0] * 4])
    assert score(state).dogs == 5


def test_the_feeding_that_scores_most_is_chosen():
    # 2 scraps: feed Taco (3 VP, 2 scraps) or Pepper (2 VP, 1 scrap) and... both need scraps:
    # Taco alone 3 - 2 = 1, Pepper alone 2 - 2 = 0: Taco is fed
    state = position(dogs=[[dog("Pepper"), dog("Taco")], []], cubes=[[2, 0, 0, 0], [0] * 4])
    result = score(state)
    assert result.fed == [dog("Taco")] and result.dogs == 1
    # 3 scraps feed both
    state = position(dogs=[[dog("Pepper"), dog("Taco")], []], cubes=[[3, 0, 0, 0], [0] * 4])
    assert score(state).dogs == 5


def test_an_unfed_dog_scores_nothing_attached_or_tucked():
    state = position(dogs=[[dog("Taco")], []], attached={dog("Taco"): trait("Best Friend")},
                     tucked={dog("Taco"): [thing(DOG_HOUSE), walk(0), training(0)]})
    assert score(state).dogs == -2


def test_walks_score_2_and_trainings_1_under_a_fed_dog():
    state = position(dogs=[[dog("Pepper")], []], tucked={dog("Pepper"): [walk(0), training(0)]},
                     cubes=[[1, 0, 0, 0], [0] * 4])
    assert score(state).dogs == 2 + 2 + 1


def test_escape_artist_is_fed_by_any_single_cube():
    state = position(dogs=[[dog("Pixie")], []], attached={dog("Pixie"): trait("Escape Artist")},
                     cubes=[[1, 0, 0, 0], [0] * 4])
    assert score(state).dogs == 4 + 2


def test_picky_eater_also_needs_a_canned_food():
    d = dog("Luna")  # medium, needs 2 scraps + 1 dry
    hungry = position(dogs=[[d], []], attached={d: trait("Picky Eater")}, cubes=[[2, 1, 0, 0], [0] * 4])
    assert score(hungry).dogs == -2
    fed = position(dogs=[[d], []], attached={d: trait("Picky Eater")}, cubes=[[2, 1, 1, 0], [0] * 4])
    assert score(fed).dogs == 4 + 4


# -- bones ---------------------------------------------------------------------------------------

def test_bones_one_loses_1_two_give_1_per_fed_dog_three_give_2_per_fed_dog():
    base = dict(dogs=[[dog("Pepper"), dog("Button")], []], cubes=[[1, 1, 0, 0], [0] * 4])
    assert score(position(hands=[[bone(0)], []], **base)).bones == -1
    assert score(position(hands=[[bone(0), bone(1)], []], **base)).bones == 2
    assert score(position(hands=[[bone(0), bone(1), bone(2)], []], **base)).bones == 4
    assert score(position(hands=[[bone(i) for i in range(5)], []], **base)).bones == 4


def test_dirt_monster_tucked_bones_score_2_and_stop_counting_as_bones():
    d = dog("Moose")
    state = position(dogs=[[d], []], attached={d: trait("Dirt Monster")}, tucked={d: [bone(0)]},
                     cubes=[[4, 0, 0, 0], [0] * 4])
    result = score(state)
    assert result.bones == 0            # the only bone is tucked: no -1
    assert result.dogs == 5 + 1 + 2


# -- traits with tucked cards ---------------------------------------------------------------------

def test_tour_guide_walks_score_2_more_each():
    d = dog("Moose")
    state = position(dogs=[[d], []], attached={d: trait("Tour Guide")}, tucked={d: [walk(0), walk(1)]},
                     cubes=[[4, 0, 0, 0], [0] * 4])
    assert score(state).dogs == 5 + 1 + 2 * (2 + 2)


def test_landlord_adoptions_and_food_thief_food_score_2_each():
    big, medium = dog("Moose"), dog("Bingo")
    state = position(dogs=[[big, medium], []],
                     attached={big: trait("Landlord"), medium: trait("Food Thief")},
                     tucked={big: [adoption(0), adoption(1)], medium: [food(SCRAPS), food(SCRAPS, 2)]},
                     cubes=[[7, 0, 0, 0], [0] * 4])
    result = score(state)
    assert result.per_dog[big] == 5 + 1 + 4
    assert result.per_dog[medium] == 3 + 1 + 4


def test_rule_breaker_scores_2_per_different_type_and_duplicates_nothing():
    d = dog("Bingo")
    tucked = [walk(0), walk(1), training(0), bone(0), bone(1), C.FETCH_CARD]
    state = position(dogs=[[d], []], attached={d: trait("Rule Breaker")}, tucked={d: tucked},
                     cubes=[[3, 0, 0, 0], [0] * 4], fetch_holder=None)
    # 4 types (walk, training, bone, fetch) x 2, plus the first walk's 2 and training's 1
    assert score(state).dogs == 3 + 1 + 8 + 2 + 1


def test_show_off_scores_1_per_trick_owned():
    d = dog("Bingo")
    from dl_positions import starting, trick
    state = position(dogs=[[d], []], attached={d: trait("Show Off")}, cubes=[[3, 0, 0, 0], [0] * 4],
                     tricks=[[starting(0), trick("Sit"), trick("Heel")], [starting(1)]])
    assert score(state).dogs == 3 + 1 + 3


# -- rescued dogs' abilities ----------------------------------------------------------------------

def test_rescued_dog_scores_tucked_favorites_of_its_kind_only_when_fed():
    bailey = rescued("Bailey")  # loves frisbees
    tucked = {bailey: [thing(FRISBEE), thing(FRISBEE, 1)]}
    fed = position(dogs=[[bailey], []], tucked=tucked, cubes=[[0, 1, 0, 0], [0] * 4])
    assert score(fed).rescued == 2 + 2 * 3
    hungry = position(dogs=[[bailey], []], tucked=tucked)
    assert score(hungry).rescued == -2


def test_trait_fans_need_the_trait_on_any_of_your_dogs():
    dexter, pixie = rescued("Dexter"), dog("Pixie")
    state = position(dogs=[[dexter, pixie], []], attached={pixie: trait("Escape Artist")},
                     cubes=[[1, 0, 0, 0], [0] * 4])
    # one scrap: Dexter (1 scrap) eats it and Pixie (Escape Artist, any cube) cannot also eat;
    # Dexter fed: 2 + 4 for the Escape Artist on Pixie, hungry Pixie -2 -> 4; Pixie fed: 6 - 2
    result = score(state)
    assert result.rescued + result.dogs == 4
    state = position(dogs=[[dexter, pixie], []], attached={pixie: trait("Escape Artist")},
                     cubes=[[2, 0, 0, 0], [0] * 4])
    result = score(state)
    assert result.rescued == 6 and result.dogs == 6


def test_ichabod_scores_every_training_tucked_under_your_dogs():
    ichabod, pepper, taco = rescued("Ichabod"), dog("Pepper"), dog("Taco")
    state = position(dogs=[[ichabod, pepper, taco], []],
                     tucked={pepper: [training(0)], taco: [training(1)]},
                     cubes=[[2, 1, 0, 0], [0] * 4])
    result = score(state)  # Taco goes hungry, his training still counts for Ichabod
    assert result.per_dog[ichabod] == 1 + 2 * 2
    assert result.per_dog[pepper] == 2 + 1 and result.per_dog[taco] == -2


def test_size_lovers_and_tripod_count_themselves():
    penelope, tripod = rescued("Miss Penelope"), rescued("Tripod")
    state = position(dogs=[[penelope, tripod, dog("Pepper")], []], cubes=[[2, 1, 0, 0], [0] * 4])
    result = score(state)
    assert result.per_dog[penelope] == 1 + 2 * 3   # three fed small dogs, herself included
    assert result.per_dog[tripod] == 1 + 2 * 2     # two fed rescued dogs, itself included


# -- winners -------------------------------------------------------------------------------------

def test_a_tie_goes_to_the_most_fed_dogs():
    # seat 0: Pepper 2 + Taco 3 + hungry Biscuit -2 = 3 with two fed dogs;
    # seat 1: Pixie 4 + a lone bone -1 = 3 with one fed dog
    tie = position(n=2, dogs=[[dog("Pepper"), dog("Taco"), dog("Biscuit")], [dog("Pixie")]],
                   cubes=[[3, 0, 0, 0], [0, 1, 1, 0]], hands=[[], [bone(0)]])
    pad = RULES.score_pad(tie)
    assert pad.totals() == [3, 3]
    assert pad.winners() == [0]
    assert ("dog_lover.tie_break.fed", {"seat": 0}) in pad.notes


def test_the_second_tie_break_is_fed_rescued_dogs_and_then_the_victory_is_shared():
    tie = position(n=2, dogs=[[dog("Pepper")], [rescued("Dexter")]],
                   cubes=[[1, 0, 0, 0], [1, 0, 0, 0]])
    pad = RULES.score_pad(tie)
    assert pad.totals() == [2, 2] and pad.winners() == [1]
    assert ("dog_lover.tie_break.fed_rescued", {"seat": 1}) in pad.notes
    shared = position(n=2, dogs=[[dog("Pepper")], [dog("Taco")]], cubes=[[1, 0, 0, 0], [2, 0, 0, 0]],
                      hands=[[], [bone(0)]])
    pad = RULES.score_pad(shared)
    assert pad.totals() == [2, 2] and pad.winners() == [0, 1]
    assert pad.notes and all(key == "dog_lover.tie_break.shared" for key, _ in pad.notes)


def three_way_tie(fed, fed_rescued):
    """A score pad where all three seats total 10 VP."""
    from dogtable.games.dog_lover.rules import DogLoverPad

    pad = DogLoverPad(["dogs", "rescued", "things", "bones"], 3)
    for seat in range(3):
        pad.set("dogs", seat, 10)
    pad.fed, pad.fed_rescued = list(fed), list(fed_rescued)
    pad.break_ties()
    return pad


def test_a_three_way_tie_names_the_tie_break_that_left_the_winner_alone():
    # "If two or more players are tied for the highest total, the tied player who has the most
    # fed dogs is the winner. If there is still a tie, the tied player who has the most fed
    # rescued dogs is the winner." (rulebook, line 172)  Here the fed dogs only drop seat 2;
    # seats 0 and 1 are still tied and the fed rescued dogs decide (the note once said "fed").
    pad = three_way_tie(fed=[3, 3, 2], fed_rescued=[0, 1, 0])
    assert pad.winners() == [1]
    assert pad.notes == [("dog_lover.tie_break.fed_rescued", {"seat": 1})]
    # the fed dogs alone decide when they leave one seat
    pad = three_way_tie(fed=[3, 2, 2], fed_rescued=[0, 1, 1])
    assert pad.winners() == [0] and pad.notes == [("dog_lover.tie_break.fed", {"seat": 0})]
    # still tied after both: shared between the two left, not the third
    pad = three_way_tie(fed=[3, 3, 2], fed_rescued=[1, 1, 0])
    assert pad.winners() == [0, 1]
    assert pad.notes == [("dog_lover.tie_break.shared", {"seat": 0}),
                         ("dog_lover.tie_break.shared", {"seat": 1})]


def test_leftover_food_and_cards_in_hand_score_nothing():
    state = position(dogs=[[dog("Pepper")], []], cubes=[[5, 3, 2, 1], [0] * 4],
                     hands=[[adoption(0), training(0)], []])
    assert score(state).total == 2
