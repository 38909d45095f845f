"""The stockpile renewed from the discard pile, the end of a round, the round score, the
blocked round, five rounds, the totals and the winner."""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from dogtable.games.dodgy_dogs.cards import PACK, penalty
from dogtable.games.dodgy_dogs.rules import OVER, PLAY, ROUNDS

from dd_positions import (
    BARKING, BEGGING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, MASSIVE, MEDIUM, SMALL, A,
    RULES, act, cat, dog, kinds, leader, legal, only, pickup2, pickup4, position, refused,
    started, whisperer, wild,
)


# -- the stockpile runs out -------------------------------------------------------------------------

def test_an_empty_stockpile_is_renewed_from_the_discard_pile_in_order_not_shuffled():
    a, b, c = dog(FIGHTING, SMALL), dog(BEGGING, MASSIVE), dog(DIGGING, LARGE)
    top = dog(BARKING, MEDIUM)
    everything_else = [x for x in range(PACK) if x not in (a, b, c, top, dog(CHEWING, LARGE))]
    state = position(n=2, hands=[[dog(CHEWING, LARGE)], everything_else], discard=[a, b, c, top],
                     rest_to="discard")
    assert state.stock == []
    events = act(state, 0, "draw")
    assert kinds(events) == ["StockRenewed", "CardDrawn"]
    assert events[0].data == {"count": 3}
    assert events[1]["card"] == a  # the first card discarded is drawn first
    assert state.discard == [top] and state.stock == [c, b]  # b is the next to be drawn
    assert RULES.view(state, 1)["stock_count"] == 2
    act(state, 0, "draw")
    assert state.hands[0][-1] == b


def test_nothing_to_draw_means_a_pass():
    everything_else = [x for x in range(PACK) if x not in (dog(CHEWING, LARGE), dog(BARKING, SMALL))]
    state = position(n=2, hands=[[dog(CHEWING, LARGE)], everything_else],
                     discard=[dog(BARKING, SMALL)], rest_to="discard")
    assert legal(state) == [A("pass")]
    assert refused(state, 0, "draw") == "dodgy_dogs.error.nothing_to_draw"
    events = act(state, 0, "pass")
    assert kinds(events) == ["Passed", "TurnPassed"] and state.idle == 1


def test_the_stockpile_is_renewed_in_the_middle_of_a_pick_up():
    # the stockpile is empty: every card but the two hands is in the discard pile
    under = [dog(FIGHTING, SMALL), dog(BEGGING, MASSIVE), dog(DIGGING, LARGE)]
    state = position(n=2, current=0, hands=[[dog(CHEWING, LARGE)], [dog(BARKING, SMALL)]],
                     discard=under + [pickup4()], rest_to="discard", phase="pickup", pickup=4)
    assert state.stock == [] and state.discard[-4:] == under + [pickup4()]
    first_discarded = state.discard[0]
    events = act(state, 0, "pick_up")
    assert kinds(events)[:2] == ["StockRenewed", "CardDrawn"]
    drawn = [e["card"] for e in only(events, "CardDrawn")]
    assert len(drawn) == 4 and drawn[0] == first_discarded and events[-1]["count"] == 4
    assert state.discard == [pickup4()]


# -- the end of a round and its score ------------------------------------------------------------------

def test_the_round_score_winner_ten_dogs_one_specials_five_wilds_ten_taken_cats_ten():
    loser_hand = [dog(CHASING, LARGE), dog(DIGGING, SMALL), leader(MASSIVE), whisperer(0), pickup2(0),
                  pickup4(), cat(), wild(0), wild(1)]
    state = position(n=4, current=0, hands=[[dog(BARKING, SMALL)], loser_hand,
                                            [dog(FIGHTING, LARGE)], [dog(CHEWING, MEDIUM)]],
                     discard=[dog(BARKING, LARGE)])
    events = act(state, 0, "play", dog(BARKING, SMALL))
    ended = only(events, "RoundEnded")[0]
    assert ended.data == {"round": 1, "winner": 0, "scores": [10, -2 - 5 * 5 - 20, -1, -1]}
    assert sum(penalty(c) for c in loser_hand) == -47  # an unplayed cat is a -5 special
    assert state.scores == [[10, -47, -1, -1]] and state.winners == [0]
    assert RULES.describe(ended, 1).key == "dodgy_dogs.log.round_won"


def test_a_taken_cat_costs_ten_even_for_the_round_winner():
    state = position(n=3, current=0, hands=[[dog(BARKING, SMALL)], [dog(0, 1)], [dog(1, 1), dog(1, 2)]],
                     cats=[[cat()], [], []], discard=[dog(BARKING, LARGE)])
    events = act(state, 0, "play", dog(BARKING, SMALL))
    assert only(events, "RoundEnded")[0]["scores"] == [0, -1, -2]


def test_a_new_round_follows_with_a_fresh_deal():
    state = position(n=3, current=0, dealer=2, hands=[[dog(BARKING, SMALL)], [dog(0, 1)], [dog(1, 1)]],
                     cats=[[], [cat()], []], discard=[dog(BARKING, LARGE)])
    events = act(state, 0, "play", dog(BARKING, SMALL), seed=4)
    assert kinds(events) == ["CardsPlayed", "RoundEnded", "RoundStarted"]
    started_ = events[-1]
    assert started_["round"] == 2 and started_["dealer"] == 0 and sorted(started_["order"]) == \
        list(range(PACK))
    assert state.round == 2 and state.current == 1 and state.phase == PLAY
    assert all(len(h) == 7 for h in state.hands) and state.cats == [[], [], []]


def test_a_blocked_round_ends_with_no_winner_and_everyone_scores_the_hand():
    # seat 0 can neither play nor draw, and every other seat has just passed the same way
    everything_else = [x for x in range(PACK) if x not in (dog(CHEWING, LARGE), leader(SMALL))]
    state = position(n=2, hands=[[dog(CHEWING, LARGE)], everything_else],
                     discard=[leader(SMALL)], rest_to="discard", idle=1)
    assert legal(state) == [A("pass")]
    events = act(state, 0, "pass")
    assert kinds(events) == ["Passed", "RoundEnded", "RoundStarted"]
    ended = events[1]
    assert ended["winner"] is None
    assert ended["scores"] == [-1, sum(penalty(c) for c in everything_else)]
    assert RULES.describe(ended, None).key == "dodgy_dogs.log.round_blocked"
    assert state.winners == [None] and state.round == 2
    assert state.idle == 0  # engine fix: the count of idle passes starts afresh each round


def test_a_pass_after_drawing_does_not_count_towards_a_blocked_round():
    state = position(n=2, hands=[[dog(CHEWING, LARGE)], [dog(0, 1)]],
                     discard=[dog(BARKING, SMALL)], stock_top=[dog(BARKING, LARGE)], idle=1)
    act(state, 0, "draw")
    events = act(state, 0, "pass")
    assert "RoundEnded" not in kinds(events) and state.idle == 0


def test_the_fifth_round_ends_the_game_with_totals():
    earlier = [[10, -3, -5], [-2, 10, -8], [-4, -1, 10], [10, -6, -2]]
    state = position(n=3, current=1, round_no=5, scores=earlier, winners=[0, 1, 2, 0],
                     hands=[[dog(DIGGING, MEDIUM), wild(0)], [dog(BARKING, SMALL)],
                            [dog(CHASING, MEDIUM)]],
                     discard=[dog(BARKING, LARGE)])
    events = act(state, 1, "play", dog(BARKING, SMALL))
    assert kinds(events) == ["CardsPlayed", "RoundEnded", "GameOver"]
    assert events[1]["scores"] == [-11, 10, -1]
    assert events[2].data == {"totals": [3, 10, -6]}
    assert state.phase == OVER and RULES.is_over(state)
    assert RULES.to_act(state) == [] and all(legal(state, s) == [] for s in range(3))
    assert refused(state, 1, "pass") == "error.game_over"
    pad = RULES.score_pad(state)
    assert pad.categories == [f"round_{r}" for r in range(1, 6)]
    assert pad.totals() == [3, 10, -6] and pad.winners() == [1]
    assert pad.get("round_5", 0) == -11
    assert RULES.describe(events[2], 0).key == "dodgy_dogs.log.game_over"


def test_a_tie_for_the_best_total_is_a_shared_victory():
    earlier = [[10, -3], [-2, 10], [-4, 10], [10, -18]]  # 14 and -1
    state = position(n=2, current=1, round_no=5, scores=earlier,
                     hands=[[dog(0, 0), dog(0, 1), dog(0, 2), dog(0, 3), dog(1, 0, 1)],
                            [dog(BARKING, SMALL, 1)]],
                     discard=[dog(BARKING, MASSIVE, 1)])
    events = act(state, 1, "play", dog(BARKING, SMALL, 1))  # -5 and +10
    assert only(events, "GameOver")[0]["totals"] == [9, 9]
    assert RULES.score_pad(state).winners() == [0, 1]


def _expected_scores(state, winner):
    return [(10 if s == winner else sum(penalty(c) for c in state.hands[s])) - 10 * len(state.cats[s])
            for s in range(state.n)]


@settings(max_examples=25)
@given(n=st.integers(2, 8), seed=st.integers(0, 10**6))
def test_every_round_score_follows_the_rulebook_in_random_games(n, seed):
    state = started(n, seed)
    rng = random.Random(seed)
    rounds = 0
    while not RULES.is_over(state):
        movers = RULES.to_act(state)
        seat = rng.choice(movers) if movers else None
        events = RULES.decide(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng)
        for event in events:
            if event.kind == "RoundEnded":
                rounds += 1
                winner = event["winner"]
                assert winner is None or state.hands[winner] == []
                assert event["scores"] == _expected_scores(state, winner)
                assert event["round"] == rounds
            if event.kind == "GameOver":
                assert event["totals"] == [sum(r[s] for r in state.scores) for s in range(n)]
            RULES.evolve(state, event)
    assert rounds == ROUNDS and len(state.scores) == ROUNDS
    assert RULES.score_pad(state).totals() == state.totals()


# -- the hands are laid open when a round is scored -------------------------------------------------

def test_every_hand_is_shown_to_everyone_once_the_round_is_scored_and_hidden_again_after_the_deal():
    # "Every player then counts up his or her score": the penalties come from the hands left
    state = position(n=3, hands=[[dog(BARKING, SMALL)], [wild(0), dog(CHEWING, LARGE)],
                                 [cat(), leader(MASSIVE)]], discard=[dog(BARKING, MEDIUM)])
    assert RULES.view(state, 0)["hands"][1:] == [None, None]    # during play: only your own
    events = act(state, 0, "play", dog(BARKING, SMALL))
    cut = kinds(events).index("RoundStarted")
    scored = position(n=3, hands=[[dog(BARKING, SMALL)], [wild(0), dog(CHEWING, LARGE)],
                                  [cat(), leader(MASSIVE)]], discard=[dog(BARKING, MEDIUM)])
    for event in events[:cut]:                                  # the round as it ended
        RULES.evolve(scored, event)
    for seat in (0, 1, 2, None):
        hands = RULES.view(scored, seat)["hands"]
        assert hands == [[], [wild(0), dog(CHEWING, LARGE)], [cat(), leader(MASSIVE)]]
    # the next deal is secret again
    assert RULES.view(state, 1)["hands"][0] is None and RULES.view(state, 1)["hands"][2] is None
