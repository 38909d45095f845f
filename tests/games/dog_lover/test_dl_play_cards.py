"""Playing cards during a turn: walks, trainings (tucked or spent on tricks), adoptions
(rescuing), traits (attached, or discarded with what they take along) and the traits that
change what may be tucked."""
from __future__ import annotations

from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover import rules as dl

from dl_positions import (
    CHEW_TOY, DOG_HOUSE, FETCH, FRISBEE, LEASH, SCRAPS, A, RULES, act, adoption, bone, dog, food,
    kinds, legal, only, position, refused, rescued, retrieve_cells, starting, thing, trait, trick,
    training, walk,
)
from test_dl_turn import full_grid


# -- walks -------------------------------------------------------------------------------------------

def test_a_walk_must_be_tucked_one_per_dog():
    state = position(n=2, dogs=[[dog("Taco"), dog("Pepper")]], tucked={dog("Taco"): [walk(1)]},
                     pending=[walk(0)], retrieved=True)
    assert refused(state, 0, "end_turn") == "dog_lover.error.walk_must_be_tucked"
    assert refused(state, 0, "tuck", walk(0), dog("Taco")) == "dog_lover.error.one_walk"
    act(state, 0, "tuck", walk(0), dog("Pepper"))
    assert state.tucked[dog("Pepper")] == [walk(0)] and not state.pending
    assert A("end_turn") in legal(state)


def test_a_walk_with_nowhere_to_go_is_discarded_at_the_end_of_the_turn():
    state = position(n=2, dogs=[[dog("Taco")]], tucked={dog("Taco"): [walk(1)]},
                     pending=[walk(0)], retrieved=True)
    events = act(state, 0, "end_turn")
    assert kinds(events)[0] == "DlWalkDiscarded" and walk(0) in state.discard


def test_a_walk_can_wait_for_a_dog_rescued_later_in_the_turn():
    # the glossary's "on this turn": take a walk with no free dog, rescue, tuck it
    state = position(n=2, dogs=[[dog("Taco")]], tucked={dog("Taco"): [walk(1)]},
                     pending=[walk(0)], hands=[[adoption(0), adoption(1)]], retrieved=True)
    shelter_dog = state.shelter[0]
    act(state, 0, "rescue", 0)
    act(state, 0, "tuck", walk(0), shelter_dog)
    assert state.tucked[shelter_dog] == [walk(0)]


# -- trainings ---------------------------------------------------------------------------------------

def test_a_training_is_tucked_one_per_dog():
    state = position(n=2, dogs=[[dog("Taco")]], hands=[[training(0), training(1)]])
    act(state, 0, "tuck", training(0), dog("Taco"))
    assert refused(state, 0, "tuck", training(1), dog("Taco")) == "dog_lover.error.one_training"


def test_trainings_buy_a_trick_of_their_cost_and_the_display_slides_down():
    heel, beg, sit = trick("Heel"), trick("Beg"), trick("Sit")
    state = position(n=2, hands=[[training(0), training(1)]], trick_display=[beg, heel, sit])
    # Micah's example: Beg costs 3, too many; he takes Heel for his 2 trainings
    assert refused(state, 0, "learn", 0) == "dog_lover.error.trainings"
    next_up = state.trick_deck[-1]
    act(state, 0, "learn", 1)
    assert heel in state.tricks[0] and state.hands[0] == []
    assert state.trick_display == [next_up, beg, sit]
    assert training(0) in state.discard and training(1) in state.discard


# -- adoptions and the shelter --------------------------------------------------------------------

def test_two_adoptions_rescue_a_dog_and_the_shelter_refills_at_the_top():
    state = position(n=2, hands=[[adoption(0), adoption(1), adoption(2)]])
    a, b, c = state.shelter
    arriving = state.shelter_deck[-1]
    act(state, 0, "rescue", 1)
    assert state.dogs[0] == [b]
    assert state.shelter == [arriving, a, c]
    assert state.hands[0] == [adoption(2)]
    assert refused(state, 0, "rescue", 0) == "dog_lover.error.two_adoptions"


# -- traits --------------------------------------------------------------------------------------

def test_a_trait_attaches_to_a_dog_of_its_size_one_trait_per_dog():
    taco, joey = dog("Taco"), dog("Joey")
    state = position(n=2, dogs=[[taco, joey]], pending=[trait("Best Friend"), trait("Lap Dog")],
                     retrieved=True)
    assert refused(state, 0, "attach", trait("Best Friend"), joey) == "dog_lover.error.wrong_size"
    assert refused(state, 0, "forfeit", trait("Best Friend")) == "dog_lover.error.must_attach"
    assert refused(state, 0, "end_turn") == "dog_lover.error.trait_pending"
    act(state, 0, "attach", trait("Best Friend"), taco)
    assert state.attached == {taco: trait("Best Friend")}
    assert refused(state, 0, "attach", trait("Lap Dog"), taco) == "dog_lover.error.has_trait"
    assert A("forfeit", trait("Lap Dog")) in legal(state)   # no other small dog
    events = act(state, 0, "forfeit", trait("Lap Dog"))
    assert kinds(events) == ["DlTraitForfeited", "DlPenaltyEnded"]   # it takes nothing along
    assert trait("Lap Dog") in state.discard and A("end_turn") in legal(state)


def test_a_trait_may_wait_for_a_dog_rescued_this_turn():
    state = position(n=2, dogs=[[dog("Joey")]], pending=[trait("Best Friend")],
                     hands=[[adoption(0), adoption(1)]], shelter=[rescued("Bailey")],
                     retrieved=True)
    act(state, 0, "rescue", 0)
    act(state, 0, "attach", trait("Best Friend"), rescued("Bailey"))


def test_best_friend_without_a_small_dog_discards_a_favorite_thing_of_your_choice():
    state = position(n=2, dogs=[[dog("Joey")]], pending=[trait("Best Friend")],
                     hands=[[thing(FRISBEE), thing(LEASH), bone(0)]], retrieved=True)
    act(state, 0, "forfeit", trait("Best Friend"))
    assert state.phase == dl.PENALTY
    assert set(legal(state)) == {A("pay", thing(FRISBEE)), A("pay", thing(LEASH))}
    assert refused(state, 0, "end_turn") == "dog_lover.error.pay_penalty_first"
    act(state, 0, "pay", thing(LEASH))
    assert state.phase == dl.TURN and state.hands[0] == [thing(FRISBEE), bone(0)]
    assert trait("Best Friend") in state.discard and thing(LEASH) in state.discard


def test_a_penalty_with_nothing_to_choose_is_paid_at_once_and_a_short_one_as_far_as_it_goes():
    state = position(n=4, dogs=[[dog("Taco")]], pending=[trait("Landlord")],
                     hands=[[adoption(0)]], retrieved=True)
    events = act(state, 0, "forfeit", trait("Landlord"))   # wants two adoptions, there is one
    assert kinds(events) == ["DlTraitForfeited", "DlPenaltyPaid", "DlPenaltyEnded"]
    assert state.hands[0] == [] and state.phase == dl.TURN


def test_escape_artist_without_a_small_dog_discards_a_dog_with_everything_on_it():
    joey, moose = dog("Joey"), dog("Moose")
    state = position(n=4, dogs=[[joey, moose]], attached={moose: trait("Tour Guide")},
                     tucked={moose: [walk(0), walk(1)]}, pending=[trait("Escape Artist")],
                     retrieved=True)
    act(state, 0, "forfeit", trait("Escape Artist"))
    assert set(legal(state)) == {A("pay", joey), A("pay", moose)}
    act(state, 0, "pay", moose)
    assert state.dogs[0] == [joey]
    assert {moose, trait("Tour Guide"), walk(0), walk(1)} <= set(state.discard)
    assert moose not in state.tucked and moose not in state.attached


def test_rule_breaker_never_takes_your_last_trick():
    state = position(n=4, dogs=[[dog("Taco")]], pending=[trait("Rule Breaker")], retrieved=True)
    events = act(state, 0, "forfeit", trait("Rule Breaker"))
    assert kinds(events) == ["DlTraitForfeited", "DlPenaltyEnded"] and state.tricks[0] == [starting(0)]
    state = position(n=4, dogs=[[dog("Taco")]], pending=[trait("Rule Breaker")], retrieved=True,
                     tricks=[[starting(0), trick("Sit")]], special=[starting(0)])
    act(state, 0, "forfeit", trait("Rule Breaker"))
    assert set(legal(state)) == {A("pay", starting(0)), A("pay", trick("Sit"))}
    act(state, 0, "pay", starting(0))
    assert state.tricks[0] == [trick("Sit")] and state.special == []


def test_food_thief_without_a_medium_dog_gives_back_two_cubes_of_your_choice():
    state = position(n=2, dogs=[[dog("Taco")]], pending=[trait("Food Thief")],
                     cubes=[[1, 2, 0, 0]], retrieved=True)
    act(state, 0, "forfeit", trait("Food Thief"))
    assert set(legal(state)) == {A("pay_cube", 0), A("pay_cube", 1)}
    act(state, 0, "pay_cube", 0)
    # only dry bits left: the second cube goes without asking
    assert state.cubes[0] == [0, 1, 0, 0] and state.phase == dl.TURN
    assert state.supply == [20, 19, 15, 5]


# -- traits that change tucking -------------------------------------------------------------------

def test_food_thief_lets_a_taken_food_card_be_tucked_instead_of_eaten():
    joey = dog("Joey")
    grid = full_grid(c0=food(SCRAPS, 2), c1=food(SCRAPS, 1, 0), c2=food(SCRAPS, 1, 1))
    state = position(n=2, grid=grid, watchdog=5, dogs=[[joey]], attached={joey: trait("Food Thief")})
    row = retrieve_cells(state, 0, starting(0), {0, 1, 2})
    act(state, 0, row.kind, *row.args)
    assert state.pending == [food(SCRAPS, 2), food(SCRAPS, 1, 0), food(SCRAPS, 1, 1)]
    act(state, 0, "tuck", food(SCRAPS, 2), joey)
    act(state, 0, "tuck", food(SCRAPS, 1, 0), joey)   # duplicates too
    act(state, 0, "gain", food(SCRAPS, 1, 1))
    assert state.cubes[0] == [1, 0, 0, 0]
    assert state.tucked[joey] == [food(SCRAPS, 2), food(SCRAPS, 1, 0)]


def test_a_food_thief_taken_with_a_food_card_may_still_take_that_food():
    # "a Food card must be used on the turn that you take it": the thief comes in the same
    # retrieval, is attached, and the food goes under it
    joey = dog("Joey")
    grid = full_grid(c0=food(SCRAPS, 2), c1=trait("Food Thief"), c2=food(SCRAPS, 1, 0))
    state = position(n=2, grid=grid, watchdog=5, dogs=[[joey]])
    row = retrieve_cells(state, 0, starting(0), {0, 1, 2})
    act(state, 0, row.kind, *row.args)
    assert state.cubes[0] == [0, 0, 0, 0]
    act(state, 0, "attach", trait("Food Thief"), joey)
    act(state, 0, "tuck", food(SCRAPS, 2), joey)
    events = act(state, 0, "end_turn")      # the food still waiting is eaten
    assert state.tucked[joey] == [food(SCRAPS, 2)] and state.cubes[0] == [1, 0, 0, 0]
    assert len(only(events, "DlFoodGained")) == 1


def test_food_is_eaten_at_once_when_no_food_thief_can_come_this_turn():
    grid = full_grid(c0=food(SCRAPS, 2), c1=trait("Lap Dog"), c2=food(SCRAPS, 1, 0))
    state = position(n=2, grid=grid, watchdog=5, dogs=[[dog("Joey")]], fetch_holder=1)
    row = retrieve_cells(state, 0, starting(0), {0, 1, 2})
    act(state, 0, row.kind, *row.args)
    assert state.cubes[0] == [3, 0, 0, 0] and state.pending == [trait("Lap Dog")]


def test_food_still_waiting_at_the_end_of_the_turn_is_eaten():
    joey = dog("Joey")
    state = position(n=2, dogs=[[joey]], attached={joey: trait("Food Thief")},
                     pending=[food(SCRAPS, 2)], retrieved=True)
    events = act(state, 0, "end_turn")
    assert only(events, "DlFoodGained")[0]["count"] == 2 and state.cubes[0][0] == 2


def test_jitterbug_keeps_what_is_tucked_but_takes_nothing_more():
    joey = dog("Joey")
    state = position(n=2, dogs=[[joey]], tucked={joey: [walk(0)]}, pending=[trait("Jitterbug")],
                     hands=[[training(0)]])
    act(state, 0, "attach", trait("Jitterbug"), joey)
    assert state.tucked[joey] == [walk(0)]
    assert refused(state, 0, "tuck", training(0), joey) == "dog_lover.error.jitterbug"


def test_best_friend_takes_any_favorite_things_even_doubles():
    taco = dog("Taco")
    state = position(n=2, dogs=[[taco]], attached={taco: trait("Best Friend")},
                     hands=[[thing(DOG_HOUSE), thing(DOG_HOUSE, 1), thing(CHEW_TOY), bone(0)]])
    for card in (thing(DOG_HOUSE), thing(DOG_HOUSE, 1), thing(CHEW_TOY)):
        act(state, 0, "tuck", card, taco)
    assert refused(state, 0, "tuck", bone(0), taco) == "dog_lover.error.cannot_tuck"


def test_favorite_things_go_only_under_dogs_that_want_them():
    state = position(n=2, dogs=[[dog("Taco"), rescued("Bailey")]], hands=[[thing(FRISBEE), thing(LEASH)]])
    assert refused(state, 0, "tuck", thing(FRISBEE), dog("Taco")) == "dog_lover.error.cannot_tuck"
    assert refused(state, 0, "tuck", thing(LEASH), rescued("Bailey")) == "dog_lover.error.cannot_tuck"
    act(state, 0, "tuck", thing(FRISBEE), rescued("Bailey"))   # Bailey loves frisbees


def test_dirt_monster_landlord_teachers_pet_and_tour_guide_take_any_number_of_their_cards():
    moose, bruno, pixie, hazel = dog("Moose"), dog("Bruno"), dog("Pixie"), dog("Hazel")
    state = position(n=4, dogs=[[moose, bruno, pixie, hazel]],
                     attached={moose: trait("Dirt Monster"), bruno: trait("Landlord"),
                               pixie: trait("Teacher's Pet"), hazel: trait("Tour Guide")},
                     hands=[[bone(0), bone(1), adoption(0), adoption(1), training(0), training(1)]],
                     pending=[walk(0), walk(1)], retrieved=True)
    for card, onto in ((bone(0), moose), (bone(1), moose), (adoption(0), bruno), (adoption(1), bruno),
                       (training(0), pixie), (training(1), pixie), (walk(0), hazel), (walk(1), hazel)):
        act(state, 0, "tuck", card, onto)
    assert state.hands[0] == [] and not state.pending


def test_rule_breaker_takes_any_card_even_the_fetch_and_a_trait():
    joey = dog("Joey")
    state = position(n=4, dogs=[[joey]], attached={joey: trait("Rule Breaker")}, fetch_holder=0,
                     hands=[[bone(0), thing(FRISBEE)]], pending=[trait("Lap Dog"), walk(0)],
                     retrieved=True)
    for card in (FETCH, bone(0), thing(FRISBEE), trait("Lap Dog"), walk(0)):
        act(state, 0, "tuck", card, joey)
    assert state.fetch_holder is None and len(state.tucked[joey]) == 5


def test_tucked_cards_never_move_again():
    taco, pepper = dog("Taco"), dog("Pepper")
    state = position(n=2, dogs=[[taco, pepper]], tucked={taco: [training(0)]})
    assert refused(state, 0, "tuck", training(0), pepper) == "dog_lover.error.not_your_card"


def test_you_cannot_tuck_under_another_players_dog():
    state = position(n=2, dogs=[[dog("Taco")], [dog("Pepper")]], hands=[[training(0)]])
    assert refused(state, 0, "tuck", training(0), dog("Pepper")) == "dog_lover.error.not_your_dog"
