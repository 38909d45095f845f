"""Leaders of the Pack: only on their own size; then, if its player wishes, every dodgy dog of
that size at once.

The rulebook: "The person who plays a Leader of the Pack card places it on the Discard pile and
can then discard all the cards of the same Size in their hand." ("can": the dogs are optional.)"""
from __future__ import annotations

from dogtable.games.dodgy_dogs.rules import PLAY

from dd_positions import (
    BARKING, BEGGING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, MASSIVE, MEDIUM, SMALL, A,
    act, cat, dog, kinds, leader, plays, position, refused, wild,
)

OTHERS = [[dog(BARKING, MASSIVE, 1)], [dog(CHASING, MASSIVE, 1)]]


def test_a_leader_goes_only_on_a_card_of_its_size():
    state = position(hands=[[leader(LARGE), leader(SMALL), dog(CHEWING, MASSIVE)]] + OTHERS,
                     discard=[dog(BARKING, LARGE)])
    assert A("play", leader(LARGE)) in plays(state)
    assert not any(a.args[:1] == (leader(SMALL),) for a in plays(state))
    assert refused(state, 0, "play", leader(SMALL)) == "dodgy_dogs.error.leader_size"


def test_a_leader_alone_then_the_next_seat_follows_its_size():
    state = position(hands=[[leader(LARGE), dog(CHEWING, MASSIVE)],
                            [dog(FIGHTING, LARGE), dog(BARKING, SMALL), cat(), wild(0)],
                            [dog(CHASING, MASSIVE, 1)]],
                     discard=[dog(BARKING, LARGE)])
    events = act(state, 0, "play", leader(LARGE))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"]
    assert state.discard[-1] == leader(LARGE) and state.current == 1
    # on a Leader only a dodgy dog of its size (or the Crafty Cat): not its behaviour's match
    assert plays(state) == {A("play", dog(FIGHTING, LARGE)), A("play", cat())}
    assert refused(state, 1, "play", dog(BARKING, SMALL)) == "dodgy_dogs.error.no_match"
    assert refused(state, 1, "play_wild", wild(0), 1) == "dodgy_dogs.error.special_on_special"


def test_a_leader_brings_every_dog_of_its_size_with_the_chosen_one_on_top():
    same = [dog(CHEWING, MEDIUM), dog(DIGGING, MEDIUM, 1), dog(BEGGING, MEDIUM)]
    hand = [leader(MEDIUM)] + same + [dog(CHEWING, LARGE), leader(MEDIUM, pack=1)]
    state = position(n=6, hands=[hand] + [[dog(b, SMALL, 1, 1)] for b in range(5)],
                     discard=[dog(BARKING, MEDIUM)])
    options = plays(state)
    assert {a for a in options if a.kind == "play_leader" and a.args[0] == leader(MEDIUM)} == \
        {A("play_leader", leader(MEDIUM), c) for c in same}
    assert refused(state, 0, "play_leader", leader(MEDIUM), dog(CHEWING, LARGE)) == \
        "dodgy_dogs.error.leader_top"
    events = act(state, 0, "play_leader", leader(MEDIUM), dog(DIGGING, MEDIUM, 1))
    laid = events[0]["cards"]
    assert laid[0] == leader(MEDIUM) and laid[-1] == dog(DIGGING, MEDIUM, 1)
    assert sorted(laid[1:]) == sorted(same)
    # the other Leader and the other sizes stay in the hand
    assert sorted(state.hands[0]) == sorted([dog(CHEWING, LARGE), leader(MEDIUM, pack=1)])
    assert state.discard[-1] == dog(DIGGING, MEDIUM, 1) and state.current == 1
    assert state.phase == PLAY


def test_after_a_leader_and_its_dogs_the_next_seat_follows_the_top_dog():
    state = position(hands=[[leader(SMALL), dog(FIGHTING, SMALL), dog(BEGGING, LARGE)],
                            [dog(FIGHTING, MASSIVE), dog(CHASING, MEDIUM)], [dog(0, 3, 1)]],
                     discard=[dog(BARKING, SMALL)])
    act(state, 0, "play_leader", leader(SMALL), dog(FIGHTING, SMALL))
    assert plays(state) == {A("play", dog(FIGHTING, MASSIVE))}


def test_a_leader_that_empties_the_hand_wins_the_round():
    state = position(hands=[[leader(SMALL), dog(FIGHTING, SMALL)]] + OTHERS,
                     discard=[dog(BARKING, SMALL)])
    events = act(state, 0, "play_leader", leader(SMALL), dog(FIGHTING, SMALL))
    assert kinds(events)[:2] == ["CardsPlayed", "RoundEnded"] and events[1]["winner"] == 0


def test_play_leader_needs_a_leader_and_a_dog_of_its_size():
    state = position(hands=[[leader(SMALL), dog(FIGHTING, LARGE), dog(FIGHTING, SMALL)]] + OTHERS,
                     discard=[dog(BARKING, SMALL)])
    assert refused(state, 0, "play_leader", dog(FIGHTING, SMALL), dog(FIGHTING, SMALL)) == \
        "dodgy_dogs.error.not_a_leader"
    assert refused(state, 0, "play_leader", leader(SMALL), -1) == "dodgy_dogs.error.leader_top"


def test_a_leader_without_dogs_of_its_size_is_played_alone_not_with_a_top_card():
    state = position(hands=[[leader(SMALL), dog(FIGHTING, LARGE)]] + OTHERS,
                     discard=[dog(BARKING, SMALL)])
    assert A("play", leader(SMALL)) in plays(state)
    assert not any(a.kind == "play_leader" for a in plays(state))
    # (the engine once accepted this unlisted form: the top card must be a dog of its size)
    assert refused(state, 0, "play_leader", leader(SMALL), -1) == "dodgy_dogs.error.leader_top"
    assert refused(state, 0, "play_leader", leader(SMALL), dog(FIGHTING, LARGE)) == \
        "dodgy_dogs.error.leader_top"


def test_a_leader_goes_on_a_leader_of_its_own_size():
    # "Leaders of the Pack cards can only be played on top of a card of the same Size" (no
    # "except on top of a Special Card" as the Whisperer, Wild and Pick Up have): with two
    # packs a Leader may follow its twin.  (This test replaces one that encoded the refusal.)
    hand = [leader(SMALL, pack=1), leader(LARGE, pack=1), dog(FIGHTING, SMALL), dog(FIGHTING, LARGE)]
    state = position(hands=[hand] + [[dog(b, 3, 1, 1)] for b in range(5)], n=6,
                     discard=[dog(BARKING, SMALL), leader(SMALL)])
    assert plays(state) == {A("play", leader(SMALL, pack=1)), A("play", dog(FIGHTING, SMALL)),
                            A("play_leader", leader(SMALL, pack=1), dog(FIGHTING, SMALL))}
    # a Leader of another size still goes only on its own size
    assert refused(state, 0, "play", leader(LARGE, pack=1)) == "dodgy_dogs.error.leader_size"
    events = act(state, 0, "play_leader", leader(SMALL, pack=1), dog(FIGHTING, SMALL))
    assert events[0]["cards"] == [leader(SMALL, pack=1), dog(FIGHTING, SMALL)]
    assert state.discard[-1] == dog(FIGHTING, SMALL) and state.current == 1


def test_the_next_seat_may_lay_the_twin_leader_on_a_leader():
    state = position(n=6, hands=[[leader(MASSIVE), dog(CHEWING, SMALL)],
                                 [leader(MASSIVE, pack=1), dog(BARKING, SMALL, 1)]] +
                     [[dog(b, 1, 1, 1)] for b in range(4)], discard=[dog(BARKING, MASSIVE)])
    act(state, 0, "play", leader(MASSIVE))
    assert plays(state) == {A("play", leader(MASSIVE, pack=1))}
    events = act(state, 1, "play", leader(MASSIVE, pack=1))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"]
    assert state.discard[-2:] == [leader(MASSIVE), leader(MASSIVE, pack=1)]


def test_the_dogs_of_its_size_are_optional_the_leader_may_go_down_alone():
    # "places it on the Discard pile and can then discard all the cards of the same Size"
    same = [dog(CHEWING, MEDIUM), dog(DIGGING, MEDIUM, 1)]
    hand = [leader(MEDIUM)] + same + [dog(BEGGING, LARGE)]
    state = position(hands=[hand] + OTHERS, discard=[dog(BARKING, MEDIUM)])
    options = plays(state)
    assert A("play", leader(MEDIUM)) in options          # alone ...
    assert A("play_leader", leader(MEDIUM), same[0]) in options   # ... or with all of them
    events = act(state, 0, "play", leader(MEDIUM))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"] and events[0]["cards"] == [leader(MEDIUM)]
    # the Medium dogs stay in the hand; the Leader on top asks the next seat for a Medium dog
    assert sorted(state.hands[0]) == sorted(same + [dog(BEGGING, LARGE)])
    assert state.discard[-1] == leader(MEDIUM) and state.current == 1


def test_laying_the_dogs_of_its_size_is_all_or_none():
    # "can then discard all the cards of the same Size": every one of them goes, or none
    same = [dog(CHEWING, SMALL), dog(DIGGING, SMALL), dog(BARKING, SMALL, 1)]
    state = position(hands=[[leader(SMALL)] + same + [dog(BEGGING, LARGE)]] + OTHERS,
                     discard=[dog(FIGHTING, SMALL)])
    for a in plays(state):
        if a.kind == "play_leader":
            probe = position(hands=[[leader(SMALL)] + same + [dog(BEGGING, LARGE)]] + OTHERS,
                             discard=[dog(FIGHTING, SMALL)])
            laid = act(probe, 0, a.kind, *a.args)[0]["cards"]
            assert sorted(laid) == sorted([leader(SMALL)] + same)
