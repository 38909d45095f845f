"""The Crafty Cat: a real-time slap race settled by the table (the referee), the loser sets the
cat aside, the card under it is on top again and play goes on left of the cat's player."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import REFEREE, IllegalAction, Seat, referee_of
from dogtable.core.session import Session
from dogtable.games.dodgy_dogs.rules import PLAY, SLAP, SLAP_TIMEOUT_MS

from dd_positions import (
    BARKING, CHASING, FIGHTING, LARGE, MEDIUM, SMALL, A, RULES, act, cat, dog, kinds, leader,
    legal, only, pickup2, plays, position, refused, random_playout, started, whisperer, wild,
)


def four_seats(hand1=None, discard=None):
    return position(n=4, current=1, hands=[
        [dog(0, 0), dog(0, 1)],
        hand1 if hand1 is not None else [cat(), dog(FIGHTING, LARGE)],
        [dog(2, 0)],
        [dog(3, 0), dog(3, 1), dog(3, 2)],
    ], discard=discard if discard is not None else [dog(BARKING, SMALL, 1), dog(CHASING, MEDIUM)])


def test_playing_the_cat_starts_a_race_the_table_settles():
    state = four_seats()
    events = act(state, 1, "play", cat())
    assert kinds(events) == ["CardsPlayed"]
    assert state.phase == SLAP and state.discard[-1] == cat()
    assert RULES.referee(state) == {"kind": "slap", "by": 1, "seats": [2, 3, 0],
                                    "timeout_ms": SLAP_TIMEOUT_MS}
    assert referee_of(RULES, state) == RULES.referee(state)
    # nobody is to act and the game goes on: the referee's options are the possible losers
    assert RULES.to_act(state) == [] and not RULES.is_over(state)
    assert all(legal(state, s) == [] for s in range(4))
    assert legal(state, REFEREE) == [A("slap_loser", 2), A("slap_loser", 3), A("slap_loser", 0)]
    view = RULES.view(state, 0)
    assert view["phase"] == SLAP and view["cat_by"] == 1 and view["slappers"] == [2, 3, 0]


def test_seats_cannot_act_during_the_race_and_the_referee_names_a_slapper():
    state = four_seats()
    act(state, 1, "play", cat())
    for seat in range(4):
        assert refused(state, seat, "play", dog(FIGHTING, LARGE)) == "error.not_your_turn"
        assert refused(state, seat, "slap_loser", 2) == "error.not_your_turn"
    assert refused(state, REFEREE, "slap_loser", 1) == "dodgy_dogs.error.bad_slap"  # the cat's player
    assert refused(state, REFEREE, "slap_loser", 7) == "dodgy_dogs.error.bad_slap"
    assert refused(state, REFEREE, "pass") == "dodgy_dogs.error.bad_slap"
    assert refused(state, REFEREE, "slap_loser") == "error.bad_action"


def test_the_loser_sets_the_cat_aside_and_play_goes_on_left_of_the_cat_player():
    state = four_seats()
    act(state, 1, "play", cat())
    events = act(state, REFEREE, "slap_loser", 3)
    assert kinds(events) == ["CatTaken", "TurnPassed"]
    assert events[0].data == {"seat": 3, "card": cat()}
    assert events[1].data == {"next": 2}
    assert state.cats[3] == [cat()] and cat() not in state.discard
    assert state.discard[-1] == dog(CHASING, MEDIUM)  # the card under the cat is on top again
    assert state.phase == PLAY and state.current == 2
    assert RULES.referee(state) is None and legal(state, REFEREE) == []
    assert RULES.view(state, None)["cats"] == [[], [], [], [cat()]]
    assert RULES.describe(events[0], 0).key == "dodgy_dogs.log.cat_taken"
    assert refused(state, REFEREE, "slap_loser", 3) == "error.not_your_turn"


def test_the_cat_goes_on_any_card_specials_included():
    for top in (leader(MEDIUM), whisperer(1), wild(1), pickup2(1)):
        state = four_seats(discard=[dog(CHASING, MEDIUM), top])
        assert A("play", cat()) in plays(state)
        act(state, 1, "play", cat())
        act(state, REFEREE, "slap_loser", 0)
        assert state.discard[-1] == top and state.current == 2


def test_the_cat_is_not_an_answer_to_pick_up_puppies():
    state = four_seats(discard=[dog(CHASING, MEDIUM), pickup2(1)])
    state.phase, state.pickup = "pickup", 2
    assert refused(state, 1, "play", cat()) == "dodgy_dogs.error.must_pick_up"


def test_two_players_the_other_player_takes_the_cat_at_once():
    state = position(n=2, hands=[[cat(), dog(0, 0)], [dog(1, 1)]], discard=[dog(2, 2)])
    events = act(state, 0, "play", cat())
    assert kinds(events) == ["CardsPlayed", "CatTaken", "TurnPassed"]
    assert events[1].data == {"seat": 1, "card": cat()}
    assert RULES.referee(state) is None and state.phase == PLAY and state.current == 1
    assert state.cats == [[], [cat()]] and state.discard[-1] == dog(2, 2)


def test_the_cat_as_the_last_card_the_race_first_then_the_round_ends():
    state = position(n=3, hands=[[cat()], [dog(0, 0), dog(0, 1)], [dog(1, 1)]], discard=[dog(2, 2)])
    events = act(state, 0, "play", cat())
    assert kinds(events) == ["CardsPlayed"] and state.phase == SLAP  # not over before the race
    events = act(state, REFEREE, "slap_loser", 2)
    assert kinds(events)[:3] == ["CatTaken", "RoundEnded", "RoundStarted"]
    ended = events[1]
    assert ended["winner"] == 0
    # the loser of the race pays -10 for the cat on top of its hand (engine bug fixed: the
    # cat taken in the very decision that ends the round was not counted)
    assert ended["scores"] == [10, -2, -11]


def test_two_players_the_cat_as_the_last_card():
    state = position(n=2, hands=[[cat()], [dog(0, 0), dog(0, 1)]], discard=[dog(2, 2)])
    events = act(state, 0, "play", cat())
    assert kinds(events)[:4] == ["CardsPlayed", "CatTaken", "RoundEnded", "RoundStarted"]
    assert events[2]["winner"] == 0 and events[2]["scores"] == [10, -12]


def test_two_packs_two_races_the_same_loser_pays_for_both():
    others = [[dog(b, 3, 1, 1)] for b in (0, 1, 3, 4)]  # massive dogs of the second pack
    state = position(n=6, hands=[[cat(), dog(0, 0)], [cat(pack=1), dog(0, 1)]] + others,
                     discard=[dog(FIGHTING, 3)])
    act(state, 0, "play", cat())
    act(state, REFEREE, "slap_loser", 4)
    act(state, 1, "play", cat(pack=1))
    assert RULES.referee(state)["seats"] == [2, 3, 4, 5, 0]
    act(state, REFEREE, "slap_loser", 4)
    assert state.cats[4] == [cat(), cat(pack=1)] and state.current == 2
    events = act(state, 2, "play", dog(0, 3, 1, 1))  # matches the massive dog by size
    ended = only(events, "RoundEnded")[0]
    assert ended["winner"] == 2
    assert ended["scores"] == [-1, -1, 10, -1, -21, -1]


def test_the_session_lets_only_the_referee_settle_a_pending_race():
    session = Session(RULES, [Seat(f"P{i}") for i in range(4)], {}, seed=3)
    rng = random.Random(0)
    for _ in range(5000):  # play until somebody lays the cat
        if session.referee() is not None:
            break
        if session.is_over():
            pytest.skip("no cat in this game")
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    moment = session.referee()
    assert moment["kind"] == "slap" and session.to_act() == []
    with pytest.raises(IllegalAction):
        session.act(moment["by"], A("pass"))
    loser = moment["seats"][-1]
    session.act(REFEREE, A("slap_loser", loser))
    assert session.referee() is None and session.log[-1].seat is None
    with pytest.raises(IllegalAction) as info:
        session.act(REFEREE, A("slap_loser", loser))
    assert info.value.reason_key == "error.not_your_turn"
    again = Session.from_json(RULES, session.to_json())
    assert RULES.state_to_json(again.state) == RULES.state_to_json(session.state)


def test_every_race_in_random_games_keeps_the_rules():
    for seed in range(6):
        n = 3 + seed
        state = started(n, seed)
        steps = random_playout(state, random.Random(seed))
        races = [(i, s) for i, s in enumerate(steps) if s[0] is REFEREE]
        for i, (seat, action, events) in races:
            played = steps[i - 1][2][0]
            assert played.kind == "CardsPlayed" and played["cards"][-1] % 61 == 60
            taken = events[0]
            assert taken.kind == "CatTaken" and taken["seat"] != played["seat"]
            assert taken["seat"] == action.args[0]
