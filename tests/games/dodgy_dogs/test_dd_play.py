"""An ordinary turn: matching by size or behaviour, laying every dog of a matched behaviour,
drawing up to three, then playing or passing."""
from __future__ import annotations

from dogtable.games.dodgy_dogs.rules import PLAY, can_cover

from dd_positions import (
    BARKING, BEGGING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, MASSIVE, MEDIUM, SMALL, A,
    RULES, act, cat, dog, kinds, leader, legal, pickup2, pickup4, plays, position, refused,
    whisperer, wild,
)


# -- matching ------------------------------------------------------------------------------------

def test_a_dog_matches_by_size_or_by_behaviour():
    top = dog(BARKING, SMALL)
    assert can_cover(dog(BARKING, MASSIVE), top)      # same behaviour
    assert can_cover(dog(CHEWING, SMALL), top)        # same size
    assert can_cover(dog(BARKING, SMALL, 1), top)     # both
    assert not can_cover(dog(CHEWING, LARGE), top)    # neither


def test_the_legal_plays_are_exactly_the_matching_cards():
    hand = [dog(BARKING, MASSIVE), dog(CHEWING, SMALL), dog(CHEWING, LARGE), dog(DIGGING, MEDIUM)]
    state = position(hands=[hand, [dog(0, 0, 1)], [dog(1, 1, 1)]], discard=[dog(BARKING, SMALL)])
    assert plays(state) == {A("play", dog(BARKING, MASSIVE)), A("play", dog(CHEWING, SMALL))}


def test_playing_a_matching_dog_puts_it_on_top_and_passes_left():
    state = position(hands=[[dog(CHASING, LARGE), dog(BEGGING, SMALL)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(CHASING, MEDIUM)])
    events = act(state, 0, "play", dog(CHASING, LARGE))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"]
    assert events[0].data == {"seat": 0, "cards": [dog(CHASING, LARGE)]}
    assert state.discard[-1] == dog(CHASING, LARGE)
    assert state.hands[0] == [dog(BEGGING, SMALL)]
    assert state.current == 1 and state.phase == PLAY


def test_a_card_that_does_not_match_is_refused():
    state = position(hands=[[dog(CHEWING, LARGE), dog(BARKING, SMALL)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(FIGHTING, MEDIUM)])
    assert refused(state, 0, "play", dog(CHEWING, LARGE)) == "dodgy_dogs.error.no_match"
    assert refused(state, 0, "play", dog(DIGGING, LARGE)) == "dodgy_dogs.error.not_in_hand"
    assert refused(state, 1, "play", dog(0, 0, 1)) == "error.not_your_turn"


def test_turns_go_round_the_table_to_the_left():
    state = position(n=3, current=2, hands=[[dog(0, 0), dog(0, 3)], [dog(0, 1), dog(5, 3)],
                                           [dog(0, 2), dog(4, 2)]], discard=[dog(0, 0, 1)])
    act(state, 2, "play", dog(0, 2))
    assert state.current == 0
    act(state, 0, "play", dog(0, 0))
    assert state.current == 1


# -- laying every dog of the matched behaviour --------------------------------------------------------

def test_matching_a_behaviour_lets_you_lay_every_dog_of_it_with_your_choice_on_top():
    hand = [dog(DIGGING, SMALL), dog(DIGGING, LARGE), dog(DIGGING, MASSIVE, 1), dog(BEGGING, LARGE)]
    state = position(hands=[hand, [dog(0, 0, 1)], [dog(1, 1, 1)]], discard=[dog(DIGGING, MEDIUM)])
    options = plays(state)
    for card in hand[:3]:
        assert A("play_all", card) in options and A("play", card) in options
    assert A("play_all", dog(BEGGING, LARGE)) not in options
    events = act(state, 0, "play_all", dog(DIGGING, LARGE))
    laid = events[0]["cards"]
    assert sorted(laid) == sorted(hand[:3]) and laid[-1] == dog(DIGGING, LARGE)
    assert state.discard[-3:] == laid and state.hands[0] == [dog(BEGGING, LARGE)]
    assert state.current == 1


def test_no_laying_all_when_the_dog_matches_by_size_only():
    hand = [dog(CHEWING, MEDIUM), dog(CHEWING, LARGE), dog(CHEWING, SMALL)]
    state = position(hands=[hand, [dog(0, 0, 1)], [dog(1, 1, 1)]], discard=[dog(BARKING, MEDIUM)])
    assert plays(state) == {A("play", dog(CHEWING, MEDIUM))}
    assert refused(state, 0, "play_all", dog(CHEWING, MEDIUM)) == \
        "dodgy_dogs.error.play_all_needs_behaviour"


def test_laying_all_needs_a_second_dog_of_the_behaviour():
    state = position(hands=[[dog(CHEWING, LARGE), dog(BARKING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(CHEWING, SMALL)])
    assert A("play_all", dog(CHEWING, LARGE)) not in plays(state)
    assert refused(state, 0, "play_all", dog(CHEWING, LARGE)) == "dodgy_dogs.error.play_all_needs_two"


def test_laying_all_of_a_behaviour_is_not_allowed_on_a_fresh_start():
    hand = [dog(CHEWING, LARGE), dog(CHEWING, SMALL)]
    state = position(hands=[hand, [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(CHEWING, MEDIUM), wild(0)])
    assert plays(state) == {A("play", c) for c in hand}
    assert refused(state, 0, "play_all", dog(CHEWING, LARGE)) == \
        "dodgy_dogs.error.play_all_needs_behaviour"


def test_laying_your_whole_hand_by_behaviour_wins_the_round():
    hand = [dog(FIGHTING, SMALL), dog(FIGHTING, LARGE)]
    state = position(hands=[hand, [dog(0, 0, 1)], [dog(1, 1, 1)]], discard=[dog(FIGHTING, MEDIUM)])
    events = act(state, 0, "play_all", dog(FIGHTING, SMALL))
    assert kinds(events)[:2] == ["CardsPlayed", "RoundEnded"]
    assert events[1]["winner"] == 0


# -- drawing -----------------------------------------------------------------------------------------

def test_you_may_not_draw_or_pass_while_you_can_play():
    state = position(hands=[[dog(CHASING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(CHASING, SMALL)])
    assert refused(state, 0, "draw") == "dodgy_dogs.error.can_play"
    assert refused(state, 0, "pass") == "dodgy_dogs.error.can_play"


def test_unable_to_play_you_draw_one_card_at_a_time():
    state = position(hands=[[dog(CHEWING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(BARKING, SMALL)],
                     stock_top=[dog(DIGGING, MEDIUM), dog(BARKING, LARGE)])
    assert legal(state) == [A("draw")]
    assert refused(state, 0, "pass") == "dodgy_dogs.error.draw_first"
    events = act(state, 0, "draw")
    assert kinds(events) == ["CardDrawn"]
    assert events[0].data == {"seat": 0, "card": dog(DIGGING, MEDIUM)}
    assert state.current == 0 and state.draws == 1
    assert legal(state) == [A("draw")]


def test_drawing_stops_at_the_first_playable_card_then_play_or_pass():
    state = position(hands=[[dog(CHEWING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(BARKING, SMALL)],
                     stock_top=[dog(DIGGING, MEDIUM), dog(BARKING, LARGE), dog(BARKING, MEDIUM)])
    act(state, 0, "draw")
    act(state, 0, "draw")
    assert state.draws == 2
    assert plays(state) == {A("play", dog(BARKING, LARGE)), A("pass")}
    assert refused(state, 0, "draw") == "dodgy_dogs.error.can_play"
    events = act(state, 0, "play", dog(BARKING, LARGE))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"]
    assert state.current == 1 and state.draws == 0


def test_a_seat_that_drew_a_playable_card_may_keep_it_and_pass():
    state = position(hands=[[dog(CHEWING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(BARKING, SMALL)], stock_top=[dog(BARKING, LARGE)])
    act(state, 0, "draw")
    events = act(state, 0, "pass")
    assert kinds(events) == ["Passed", "TurnPassed"]
    assert dog(BARKING, LARGE) in state.hands[0] and state.current == 1
    assert state.draws == 0 and state.idle == 0


def test_a_special_drawn_ends_the_drawing_too():
    state = position(hands=[[dog(CHEWING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(BARKING, SMALL)], stock_top=[pickup2(1), dog(BARKING, LARGE)])
    act(state, 0, "draw")
    assert plays(state) == {A("play", pickup2(1)), A("pass")}


def test_at_most_three_draws_then_the_turn_passes_by_itself():
    # "They will draw a maximum of three cards. If, after drawing three cards they still have
    # no playable cards, play passes to the player to their left." (rulebook, line 15)  The
    # engine once waited here for a "pass" action, the only one it offered.
    state = position(hands=[[dog(CHEWING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(BARKING, SMALL)],
                     stock_top=[dog(DIGGING, MEDIUM), dog(FIGHTING, MASSIVE), dog(BEGGING, LARGE),
                                dog(BARKING, MEDIUM)])
    act(state, 0, "draw")
    act(state, 0, "draw")
    assert state.current == 0 and legal(state) == [A("draw")]
    events = act(state, 0, "draw")
    assert kinds(events) == ["CardDrawn", "Passed", "TurnPassed"]
    assert events[1].data == {"seat": 0} and events[2].data == {"next": 1}
    assert RULES.describe(events[1], 2).key == "dodgy_dogs.log.passed"
    assert state.current == 1 and state.draws == 0 and state.phase == PLAY
    assert len(state.hands[0]) == 4 and dog(BEGGING, LARGE) in state.hands[0]
    assert state.stock[-1] == dog(BARKING, MEDIUM)  # the fourth card stays in the stockpile
    assert refused(state, 0, "pass") == "error.not_your_turn"


def test_a_third_card_that_can_be_laid_leaves_the_turn_open():
    state = position(hands=[[dog(CHEWING, LARGE)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(BARKING, SMALL)],
                     stock_top=[dog(DIGGING, MEDIUM), dog(FIGHTING, MASSIVE), dog(BARKING, LARGE)])
    for _ in range(3):
        events = act(state, 0, "draw")
    assert kinds(events) == ["CardDrawn"] and state.current == 0 and state.draws == 3
    assert plays(state) == {A("play", dog(BARKING, LARGE)), A("pass")}
    assert refused(state, 0, "draw") == "dodgy_dogs.error.can_play"


def test_the_turn_passed_after_three_draws_is_no_idle_pass():
    # two players, the other seat could not even draw last turn: a seat that drew does not
    # end the round as blocked
    state = position(n=2, hands=[[dog(CHEWING, LARGE)], [dog(0, 0, 1)]], idle=1,
                     discard=[dog(BARKING, SMALL)],
                     stock_top=[dog(DIGGING, MEDIUM), dog(FIGHTING, MASSIVE), dog(BEGGING, LARGE)])
    for _ in range(3):
        events = act(state, 0, "draw")
    assert "RoundEnded" not in kinds(events) and state.idle == 0 and state.current == 1


def test_specials_are_offered_on_a_dog_but_never_on_a_special():
    hand = [whisperer(0), wild(0), pickup2(0), pickup4(), cat(), leader(MASSIVE), dog(BEGGING, LARGE)]
    state = position(hands=[hand, [dog(0, 0, 1)], [dog(1, 1, 1)]], discard=[dog(CHEWING, SMALL)])
    assert plays(state) == {A("play", whisperer(0)), A("play_wild", wild(0), 1),
                            A("play_wild", wild(0), -1), A("play", pickup2(0)), A("play", pickup4()),
                            A("play", cat())}
    for top in (whisperer(1), wild(1), pickup2(1)):
        state = position(hands=[hand, [dog(0, 0, 1)], [dog(1, 1, 1)]],
                         discard=[dog(CHEWING, SMALL), top])
        # a fresh start: any dodgy dog, or the Crafty Cat; no other special
        assert plays(state) == {A("play", dog(BEGGING, LARGE)), A("play", cat())}
        for special in (whisperer(0), pickup2(0), pickup4()):
            assert refused(state, 0, "play", special) == "dodgy_dogs.error.special_on_special"
        assert refused(state, 0, "play_wild", wild(0), 1) == "dodgy_dogs.error.special_on_special"
        assert refused(state, 0, "play", leader(MASSIVE)) == "dodgy_dogs.error.leader_size"


def test_a_wild_card_needs_a_direction():
    state = position(hands=[[wild(0), dog(0, 0)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(CHEWING, SMALL)])
    assert refused(state, 0, "play", wild(0)) == "dodgy_dogs.error.wild_direction"
    assert refused(state, 0, "play_wild", wild(0), 2) == "dodgy_dogs.error.bad_direction"
    assert refused(state, 0, "play_wild", dog(0, 0), 1) == "dodgy_dogs.error.not_a_wild"


def test_actions_of_other_phases_are_refused_in_an_ordinary_turn():
    state = position(hands=[[dog(0, 0), dog(1, 1)], [dog(0, 0, 1)], [dog(1, 1, 1)]],
                     discard=[dog(0, 3)])
    for kind, args in (("pick_up", ()), ("whisper", (1,)), ("guess", (1,)), ("slap_loser", (1,))):
        assert refused(state, 0, kind, *args) == "dodgy_dogs.error.not_now"
    assert refused(state, 0, "fly") == "error.unknown_action"
    assert refused(state, 0, "play") == "error.bad_action"
    assert refused(state, 0, "play", "x") == "error.bad_action"
    assert refused(state, 0, "play", True) == "error.bad_action"
    assert refused(state, 9, "play", dog(0, 0)) == "error.not_your_turn"
    assert refused(state, None, "play", dog(0, 0)) == "error.not_your_turn"
