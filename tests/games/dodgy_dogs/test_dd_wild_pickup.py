"""The Wild Card (hands pass one seat) and Pick Up Puppies (stacking, picking up, fresh start)."""
from __future__ import annotations

from dogtable.games.dodgy_dogs.rules import PICKUP_PHASE, PLAY

from dd_positions import (
    BARKING, BEGGING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, LEFT, MASSIVE, MEDIUM, RIGHT,
    SMALL, A, RULES, act, cat, dog, kinds, leader, legal, only, pickup2, pickup4, plays, position,
    refused, whisperer, wild,
)


# -- the Wild Card ---------------------------------------------------------------------------------

def _wild_table():
    hands = [[wild(0), dog(BARKING, SMALL)],
             [dog(CHASING, MEDIUM), dog(CHASING, LARGE)],
             [dog(FIGHTING, SMALL)],
             [dog(DIGGING, MASSIVE), dog(BEGGING, SMALL), dog(CHEWING, LARGE)]]
    return hands, position(n=4, hands=hands, discard=[dog(CHEWING, MEDIUM)])


def test_a_wild_card_passes_every_hand_one_seat_left():
    hands, state = _wild_table()
    events = act(state, 0, "play_wild", wild(0), LEFT)
    assert kinds(events) == ["WildPlayed", "HandsPassed", "TurnPassed"]
    assert events[0].data == {"seat": 0, "card": wild(0), "direction": LEFT}
    rest = [[dog(BARKING, SMALL)]] + hands[1:]
    # passing left: each seat gets the hand of the seat on its right
    assert state.hands == [rest[3], rest[0], rest[1], rest[2]]
    assert state.current == 1 and state.phase == PLAY
    # the seat on the left starts afresh: any dodgy dog
    assert plays(state) == {A("play", dog(BARKING, SMALL))}
    assert RULES.describe(events[0], 2).key == "dodgy_dogs.log.wild_played"
    assert RULES.describe(events[1], 2).key == "dodgy_dogs.log.wild_left"  # as the hands pass


def test_a_wild_card_passes_every_hand_one_seat_right():
    hands, state = _wild_table()
    events = act(state, 0, "play_wild", wild(0), RIGHT)
    rest = [[dog(BARKING, SMALL)]] + hands[1:]
    assert state.hands == [rest[1], rest[2], rest[3], rest[0]]
    assert state.current == 1  # play still goes on from the left
    assert plays(state) == {A("play", c) for c in rest[2]}
    assert RULES.describe(events[1], 2).key == "dodgy_dogs.log.wild_right"


def test_two_players_swap_hands_either_way():
    for direction in (LEFT, RIGHT):
        state = position(n=2, hands=[[wild(0), dog(0, 0), dog(0, 1)], [dog(1, 1)]],
                         discard=[dog(2, 2)])
        act(state, 0, "play_wild", wild(0), direction)
        assert state.hands == [[dog(1, 1)], [dog(0, 0), dog(0, 1)]]
        assert state.current == 1


def test_a_wild_card_as_the_last_card_wins_at_once_without_passing_hands():
    state = position(n=3, hands=[[wild(1)], [dog(0, 0)], [dog(1, 1), dog(1, 2)]],
                     discard=[dog(2, 2)])
    events = act(state, 0, "play_wild", wild(1), RIGHT)
    assert kinds(events)[:2] == ["WildPlayed", "RoundEnded"]
    # the log reports what happened: a Wild Card played, and no hands passing
    keys = [line.key for line in (RULES.describe(e, 1) for e in events) if line is not None]
    assert keys[0] == "dodgy_dogs.log.wild_played"
    assert not {"dodgy_dogs.log.wild_left", "dodgy_dogs.log.wild_right"} & set(keys)
    assert "HandsPassed" not in kinds(events)
    assert events[1]["winner"] == 0 and events[1]["scores"] == [10, -1, -2]


# -- Pick Up Puppies ---------------------------------------------------------------------------------

def test_pick_up_puppies_makes_the_next_seat_pick_up_two():
    state = position(n=3, hands=[[pickup2(0), dog(0, 0)], [dog(CHASING, LARGE), cat(), leader(LARGE)],
                                 [dog(FIGHTING, SMALL, 1)]],
                     discard=[dog(CHASING, MEDIUM)],
                     stock_top=[dog(BEGGING, SMALL), dog(DIGGING, MASSIVE), dog(FIGHTING, MEDIUM)])
    events = act(state, 0, "play", pickup2(0))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"]
    assert state.phase == PICKUP_PHASE and state.current == 1 and state.pickup == 2
    # nothing but a Pick Up of one's own answers it (not even the Crafty Cat)
    assert legal(state) == [A("pick_up")]
    assert refused(state, 1, "play", dog(CHASING, LARGE)) == "dodgy_dogs.error.must_pick_up"
    assert refused(state, 1, "play", cat()) == "dodgy_dogs.error.must_pick_up"
    assert refused(state, 1, "draw") == "dodgy_dogs.error.must_pick_up"
    events = act(state, 1, "pick_up")
    assert kinds(events) == ["CardDrawn", "CardDrawn", "PickedUp"]
    assert [e["card"] for e in only(events, "CardDrawn")] == [dog(BEGGING, SMALL), dog(DIGGING, MASSIVE)]
    assert events[-1].data == {"seat": 1, "count": 2}
    # the picker then starts play afresh: any dodgy dog or the cat
    assert state.phase == PLAY and state.current == 1 and state.pickup == 0 and state.draws == 0
    assert plays(state) == {A("play", dog(CHASING, LARGE)), A("play", cat()),
                            A("play", dog(BEGGING, SMALL)), A("play", dog(DIGGING, MASSIVE))}
    act(state, 1, "play", dog(DIGGING, MASSIVE))
    assert state.current == 2 and state.phase == PLAY


def test_pick_up_puppies_stack_and_the_next_seat_picks_up_the_total():
    state = position(n=3, hands=[[pickup2(0), dog(0, 0)], [pickup4(), dog(1, 0)],
                                 [pickup2(1), dog(2, 0)]],
                     discard=[dog(CHASING, MEDIUM)])
    act(state, 0, "play", pickup2(0))
    assert plays(state) == {A("play", pickup4()), A("pick_up")}
    act(state, 1, "play", pickup4())          # 2 + 4
    assert state.current == 2 and state.pickup == 6 and state.phase == PICKUP_PHASE
    act(state, 2, "play", pickup2(1))         # 2 + 4 + 2
    assert state.current == 0 and state.pickup == 8
    before = len(state.hands[0])
    events = act(state, 0, "pick_up")
    assert len(only(events, "CardDrawn")) == 8 and len(state.hands[0]) == before + 8
    assert state.current == 0 and state.phase == PLAY


def test_a_pick_up_needs_a_pick_up_card_of_your_own():
    state = position(n=2, hands=[[dog(0, 0)], [dog(1, 0)]], discard=[dog(2, 2), pickup2(0)],
                     phase=PICKUP_PHASE, pickup=2)
    assert refused(state, 0, "play", whisperer(0)) == "dodgy_dogs.error.not_in_hand"
    assert refused(state, 0, "guess", 1) == "dodgy_dogs.error.must_pick_up"


def test_a_partial_pick_up_when_the_stockpile_and_discard_pile_run_out():
    # every card is in a hand but the Pick Up on top and one dog under it
    free = dog(BARKING, SMALL)
    others = [c for c in range(61) if c not in (pickup2(0), free)]
    state = position(n=2, current=1, hands=[others[1:], others[:1]], discard=[free, pickup2(0)],
                     rest_to="discard", phase=PICKUP_PHASE, pickup=2)
    assert state.stock == []
    events = act(state, 1, "pick_up")
    assert kinds(events) == ["StockRenewed", "CardDrawn", "PickedUp"]
    assert only(events, "CardDrawn")[0]["card"] == free
    assert events[-1]["count"] == 1  # what was actually picked up: the rest is forgiven
    assert state.phase == PLAY and state.pickup == 0 and state.current == 1
    assert state.discard == [pickup2(0)] and state.stock == []


def test_a_pick_up_as_the_last_card_wins_the_round():
    state = position(n=3, hands=[[pickup4()], [dog(0, 0)], [dog(1, 1)]], discard=[dog(2, 2)])
    events = act(state, 0, "play", pickup4())
    assert kinds(events)[:2] == ["CardsPlayed", "RoundEnded"] and events[1]["winner"] == 0
    assert state.pickup == 0 and state.round == 2
