"""The Dog Whisperer: the secret behaviour, the answer of the seat on the left, the guessing
round, and the return to the Whisperer."""
from __future__ import annotations

import pytest

from dogtable.core.rules import LogLine
from dogtable.games.dodgy_dogs.rules import GUESS, PLAY, RESPOND, REVEAL, WHISPER

from dd_positions import (
    BARKING, BEGGING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, MASSIVE, MEDIUM, SMALL, A,
    RULES, act, cat, dog, kinds, legal, only, plays, position, refused, whisperer,
)

B = DIGGING  # the behaviour whispered in these tests


def four_seats(hands1=None, hands2=None, hands3=None, hand0=None, stock_top=()):
    """Seat 0 holds a Dog Whisperer and is to play on a dodgy dog."""
    return position(n=4, hands=[
        hand0 if hand0 is not None else [whisperer(0), dog(B, LARGE), dog(BARKING, SMALL)],
        hands1 if hands1 is not None else [dog(B, SMALL), dog(B, MASSIVE), dog(CHASING, MEDIUM)],
        hands2 if hands2 is not None else [dog(B, MEDIUM), dog(FIGHTING, SMALL)],
        hands3 if hands3 is not None else [dog(BEGGING, LARGE), dog(CHEWING, SMALL)],
    ], discard=[dog(CHEWING, MASSIVE)], stock_top=stock_top)


def whispered(state, behaviour=B):
    act(state, 0, "play", whisperer(0))
    return act(state, 0, "whisper", behaviour)


def test_the_whisperer_names_one_of_six_behaviours_next():
    state = four_seats()
    events = act(state, 0, "play", whisperer(0))
    assert kinds(events) == ["CardsPlayed"]
    assert state.phase == WHISPER and state.current == 0 and state.whisperer == 0
    assert legal(state) == [A("whisper", b) for b in range(6)]
    assert refused(state, 0, "play", dog(B, LARGE)) == "dodgy_dogs.error.whisper_first"
    assert refused(state, 0, "whisper", 6) == "dodgy_dogs.error.bad_behaviour"
    assert refused(state, 0, "whisper", -1) == "dodgy_dogs.error.bad_behaviour"
    assert refused(state, 1, "whisper", 2) == "error.not_your_turn"


def test_the_whisper_is_a_secret_of_the_whisperer_and_the_seat_on_the_left():
    state = four_seats()
    events = whispered(state)
    told = only(events, "Whispered")[0]
    assert told.data == {"seat": 0, "target": 1, "behaviour": B}
    for seat in (0, 1):
        assert RULES.redact(told, seat)["behaviour"] == B
        assert RULES.view(state, seat)["whisper"] == B
        assert RULES.describe(told, seat) == LogLine(
            "dodgy_dogs.log.whispered", {"player": 0, "target": 1, "behaviour": B})
    for seat in (2, 3, None):
        assert RULES.redact(told, seat)["behaviour"] is None
        view = RULES.view(state, seat)
        assert view["whisper"] is None and view["whispering"] is True
        assert RULES.describe(told, seat) == LogLine(
            "dodgy_dogs.log.whispered_hidden", {"player": 0, "target": 1})


def test_the_seat_on_the_left_must_lay_one_card_of_the_behaviour_if_it_holds_one():
    state = four_seats()
    events = whispered(state)
    assert kinds(events) == ["Whispered"]
    assert state.phase == RESPOND and state.current == 1
    assert plays(state) == {A("play", dog(B, SMALL)), A("play", dog(B, MASSIVE))}
    assert refused(state, 1, "play", dog(CHASING, MEDIUM)) == "dodgy_dogs.error.play_whispered"
    assert refused(state, 1, "draw") == "dodgy_dogs.error.play_whispered"
    assert refused(state, 1, "pass") == "dodgy_dogs.error.play_whispered"
    assert refused(state, 1, "play", dog(B, MEDIUM)) == "dodgy_dogs.error.not_in_hand"
    events = act(state, 1, "play", dog(B, MASSIVE))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"]
    assert events[1].data == {"next": 2, "guess": True}
    assert state.hands[1] == [dog(B, SMALL), dog(CHASING, MEDIUM)]  # one card only
    assert state.discard[-1] == dog(B, MASSIVE)
    assert state.phase == GUESS and state.current == 2
    assert RULES.describe(events[1], 3).key == "dodgy_dogs.log.to_guess"


def test_the_seat_on_the_left_draws_one_if_it_holds_none_and_the_next_seat_guesses():
    state = four_seats(hands1=[dog(CHASING, MEDIUM), dog(FIGHTING, LARGE)],
                       stock_top=[dog(BARKING, LARGE)])
    events = whispered(state)
    assert kinds(events) == ["Whispered", "CardDrawn", "TurnPassed"]
    assert events[1].data == {"seat": 1, "card": dog(BARKING, LARGE)}
    assert state.hands[1][-1] == dog(BARKING, LARGE)
    assert state.phase == GUESS and state.current == 2
    assert legal(state) == [A("guess", b) for b in range(6)]
    assert refused(state, 2, "play", dog(B, MEDIUM)) == "dodgy_dogs.error.guess_first"
    assert refused(state, 2, "guess", 9) == "dodgy_dogs.error.bad_behaviour"


def test_a_right_guess_reveals_it_and_the_guesser_lays_a_card_of_it_then_play_goes_on():
    state = four_seats()
    whispered(state)
    act(state, 1, "play", dog(B, SMALL))
    events = act(state, 2, "guess", B)
    assert kinds(events) == ["Guessed", "WhisperRevealed"]
    assert events[0].data == {"seat": 2, "behaviour": B, "right": True}
    assert state.phase == REVEAL and state.current == 2 and state.revealed
    for seat in (0, 1, 2, 3, None):
        assert RULES.view(state, seat)["whisper"] == B
    assert plays(state) == {A("play", dog(B, MEDIUM))}
    events = act(state, 2, "play", dog(B, MEDIUM))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"] and events[1].data == {"next": 3}
    # normal play from the next seat, on the card just laid
    assert state.phase == PLAY and state.current == 3
    assert state.whisper is None and state.whisperer is None and not state.revealed
    view = RULES.view(state, 3)
    assert view["whispering"] is False and view["whisper"] is None and view["wrong"] == []
    assert state.discard[-1] == dog(B, MEDIUM)


def test_a_right_guess_without_the_behaviour_draws_one_and_play_goes_on():
    state = four_seats(hands2=[dog(FIGHTING, SMALL), dog(CHASING, LARGE)],
                       stock_top=[dog(BEGGING, MEDIUM)])
    whispered(state)
    act(state, 1, "play", dog(B, SMALL))
    events = act(state, 2, "guess", B)
    assert kinds(events) == ["Guessed", "WhisperRevealed", "CardDrawn", "TurnPassed"]
    assert events[2]["card"] == dog(BEGGING, MEDIUM) and events[3].data == {"next": 3}
    assert state.phase == PLAY and state.current == 3


def test_a_wrong_guess_draws_one_and_the_next_seat_guesses():
    state = four_seats(stock_top=[dog(BEGGING, MEDIUM), dog(BARKING, MASSIVE)])
    whispered(state)
    act(state, 1, "play", dog(B, SMALL))
    events = act(state, 2, "guess", CHEWING)
    assert kinds(events) == ["Guessed", "CardDrawn", "TurnPassed"]
    assert events[0].data == {"seat": 2, "behaviour": CHEWING, "right": False}
    assert events[2].data == {"next": 3, "guess": True}
    assert state.hands[2][-1] == dog(BEGGING, MEDIUM)
    assert state.phase == GUESS and state.current == 3 and state.wrong == [CHEWING]
    assert RULES.view(state, 3)["wrong"] == [CHEWING]
    assert RULES.view(state, 3)["whisper"] is None
    assert RULES.describe(events[0], None).key == "dodgy_dogs.log.guessed_wrong"


def test_back_to_the_whisperer_who_reveals_and_lays_a_card_of_it():
    state = four_seats(stock_top=[dog(BEGGING, MEDIUM), dog(BARKING, MASSIVE)])
    whispered(state)
    act(state, 1, "play", dog(B, SMALL))
    act(state, 2, "guess", CHEWING)
    events = act(state, 3, "guess", FIGHTING)
    assert kinds(events) == ["Guessed", "CardDrawn", "WhisperRevealed"]
    assert events[2].data == {"seat": 0, "behaviour": B}
    assert state.phase == REVEAL and state.current == 0 and state.wrong == [CHEWING, FIGHTING]
    assert RULES.view(state, 3)["whisper"] == B
    assert plays(state) == {A("play", dog(B, LARGE))}
    events = act(state, 0, "play", dog(B, LARGE))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"]
    assert state.phase == PLAY and state.current == 1 and state.whisper is None


def test_back_to_the_whisperer_without_the_behaviour_draws_one():
    state = four_seats(hand0=[whisperer(0), dog(BARKING, SMALL)],
                       stock_top=[dog(BEGGING, MEDIUM), dog(BARKING, MASSIVE), dog(FIGHTING, LARGE)])
    whispered(state)
    act(state, 1, "play", dog(B, SMALL))
    act(state, 2, "guess", CHEWING)
    events = act(state, 3, "guess", FIGHTING)
    assert kinds(events) == ["Guessed", "CardDrawn", "WhisperRevealed", "CardDrawn", "TurnPassed"]
    assert events[3]["seat"] == 0 and events[3]["card"] == dog(FIGHTING, LARGE)
    assert state.phase == PLAY and state.current == 1


def test_when_nobody_lays_a_card_the_whisperer_stays_on_top_and_play_starts_afresh():
    state = four_seats(hand0=[whisperer(0), dog(BARKING, SMALL)],
                       hands1=[dog(CHASING, MEDIUM), cat()],
                       stock_top=[dog(BEGGING, MEDIUM), dog(BARKING, MASSIVE), dog(FIGHTING, LARGE),
                                  dog(CHASING, SMALL)])
    whispered(state)                 # seat 1 holds none: draws
    act(state, 2, "guess", CHEWING)  # wrong: draws
    act(state, 3, "guess", BARKING)  # wrong: draws; back to seat 0, who holds none: draws
    assert state.discard[-1] == whisperer(0) and state.current == 1 and state.phase == PLAY
    hand = state.hands[1]
    assert plays(state) == {A("play", c) for c in hand}  # any dodgy dog, or the cat


def test_two_players_the_answer_goes_straight_back_to_the_whisperer():
    state = position(n=2, hands=[[whisperer(0), dog(B, LARGE), dog(BARKING, SMALL)],
                                 [dog(B, SMALL), dog(CHASING, MEDIUM)]],
                     discard=[dog(CHEWING, MASSIVE)])
    whispered(state)
    assert state.phase == RESPOND and state.current == 1
    events = act(state, 1, "play", dog(B, SMALL))
    assert kinds(events) == ["CardsPlayed", "WhisperRevealed"]  # nobody left to guess
    assert state.phase == REVEAL and state.current == 0
    events = act(state, 0, "play", dog(B, LARGE))
    assert kinds(events) == ["CardsPlayed", "TurnPassed"] and events[1].data == {"next": 1}
    assert state.phase == PLAY and state.current == 1


def test_two_players_the_left_seat_draws_then_the_whisperer_reveals():
    state = position(n=2, hands=[[whisperer(0), dog(BARKING, SMALL)],
                                 [dog(CHASING, MEDIUM), dog(CHEWING, LARGE)]],
                     discard=[dog(CHEWING, MASSIVE)],
                     stock_top=[dog(FIGHTING, SMALL), dog(BEGGING, LARGE)])
    events = whispered(state)
    assert kinds(events) == ["Whispered", "CardDrawn", "WhisperRevealed", "CardDrawn", "TurnPassed"]
    assert [e["seat"] for e in only(events, "CardDrawn")] == [1, 0]
    assert state.phase == PLAY and state.current == 1 and state.discard[-1] == whisperer(0)


def test_a_whisperer_as_the_last_card_wins_at_once():
    state = position(n=3, hands=[[whisperer(0)], [dog(0, 0)], [dog(1, 1)]], discard=[dog(2, 2)])
    events = act(state, 0, "play", whisperer(0))
    assert kinds(events)[:2] == ["CardsPlayed", "RoundEnded"] and events[1]["winner"] == 0


@pytest.mark.parametrize("who", ["target", "guesser", "whisperer"])
def test_laying_the_last_card_in_the_whisper_round_wins_at_once(who):
    hand0 = [whisperer(0), dog(B, LARGE)]
    hands1 = [dog(B, SMALL)] if who == "target" else [dog(B, SMALL), dog(CHASING, LARGE)]
    hands2 = [dog(B, MEDIUM)] if who == "guesser" else [dog(B, MEDIUM), dog(CHASING, SMALL)]
    state = four_seats(hand0=hand0, hands1=hands1, hands2=hands2)
    whispered(state)
    events = act(state, 1, "play", dog(B, SMALL))
    if who == "guesser":
        act(state, 2, "guess", B)
        events = act(state, 2, "play", dog(B, MEDIUM))
    elif who == "whisperer":
        act(state, 2, "guess", CHASING)
        act(state, 3, "guess", CHASING)
        events = act(state, 0, "play", dog(B, LARGE))
    winner = {"target": 1, "guesser": 2, "whisperer": 0}[who]
    assert only(events, "RoundEnded")[0]["winner"] == winner


def test_the_whisperer_is_a_special_and_never_goes_on_a_special():
    state = position(n=3, hands=[[whisperer(0), dog(0, 0)], [dog(0, 1)], [dog(1, 1)]],
                     discard=[dog(2, 2), whisperer(1)])
    assert refused(state, 0, "play", whisperer(0)) == "dodgy_dogs.error.special_on_special"
