"""The hard player's memory of the round (ai_memory.py): the record each view carries names no
card the seat did not see, what the seat deduces from it is always true of the real hands,
the worlds it deals agree with it, and hard uses it."""
from __future__ import annotations

import json
import random

import pytest

from dogtable.ai.agent import Budget, ask, decision_seed
from dogtable.games.dodgy_dogs import ai_levels
from dogtable.games.dodgy_dogs.ai_hard import HardAgent, HardSettings
from dogtable.games.dodgy_dogs.ai_memory import recall
from dogtable.games.dodgy_dogs.cards import PACK

from dd_positions import (
    BARKING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, MASSIVE, MEDIUM, RULES, SMALL, RIGHT,
    dog, position, wild,
)
from dd_positions import medium_game as medium_walk


def medium_game(n: int, seed: int):
    """Every state of a game of mediums at which a seat decides, as the game goes."""
    for state, _seat in medium_walk(n, seed, Budget(50.0), seed):
        yield state


@pytest.mark.parametrize("n, seed", [(2, 1), (2, 2), (3, 3), (5, 4), (8, 5)])
def test_what_a_seat_deduces_is_true_of_the_real_hands(n, seed):
    informative = known = 0
    for state in medium_game(n, seed):
        for me in range(n):
            memory = recall(RULES.view(state, me))
            assert memory.agrees(state), f"seat {me} remembers something false"
            informative += memory.informative()
            known += sum(len(memory.known[s]) for s in memory.hidden)
    assert informative > 0          # it does learn something: a draw, a Wild, a whisper
    if n <= 3:
        assert known > 0            # with few seats a Wild shows a hand


@pytest.mark.parametrize("n, seed", [(2, 6), (4, 7), (6, 8)])
def test_the_record_names_no_card_the_seat_did_not_see(n, seed):
    for state in medium_game(n, seed):
        for me in range(n):
            view = RULES.view(state, me)
            assert "history" not in view    # the view's items (and decision seeds) are as before
            assert len(view.history) == len(state.log)
            for mine, full in zip(view.history, state.log):
                if full[0] == "draw":
                    assert mine[2] == (full[2] if full[1] == me else None)
                elif full[0] == "hands":
                    assert mine[2] == full[2][me]       # only the hand this seat gave away
                elif full[0] == "whisper":
                    assert mine[3] == (full[3] if me in (full[1], full[2]) else None)
                else:
                    assert mine == full                 # laid cards, a turned-over pile, a reveal
            public = RULES.view(state, None).history
            assert all(e[2] is None for e in public if e[0] in ("draw", "hands"))


@pytest.mark.parametrize("n, seed", [(2, 9), (3, 10)])
def test_dealt_worlds_agree_with_the_memory_and_the_view(n, seed):
    checked = 0
    for k, state in enumerate(medium_game(n, seed)):
        if k % 5:
            continue
        me = state.current
        view = RULES.view(state, me)
        memory = recall(view)
        if not memory.informative():
            continue
        for j in range(3):
            rng = random.Random(100 * k + j)
            world = memory.deal(RULES.resample(view, me, rng), rng)
            RULES.check(world)
            assert RULES.view(world, me) == view
            if world.phase == "play":
                assert memory.agrees(world)
            checked += 1
    assert checked > 10


def _knows_the_last_card():
    """Two players; a Wild passed our old hand to seat 1, which has laid all of it but a Small
    Digging dog; our hand can lay a Small or a Massive Barking dog on the Medium one on top."""
    last = dog(DIGGING, SMALL)
    laid = [dog(CHASING, LARGE), dog(FIGHTING, LARGE)]
    theirs = [dog(CHEWING, MEDIUM), dog(BARKING, LARGE, 1)]
    mine = [dog(BARKING, SMALL), dog(BARKING, MASSIVE), dog(CHEWING, LARGE)]
    state = position(n=2, hands=[mine, [last]], discard=[wild(0)] + laid + [dog(BARKING, MEDIUM)],
                     round_no=2, scores=[[10, -3]], winners=[0])
    state.log = [("play", 0, (wild(0),), dog(BARKING, LARGE, 1), "play"),
                 ("hands", RIGHT, (tuple([last] + laid), tuple(theirs + mine[:1]))),
                 ("play", 1, (laid[0],), wild(0), "play"), ("play", 1, (laid[1],), laid[0], "play")]
    return state, last


def test_a_wild_shows_the_hand_it_passed_on():
    state, last = _knows_the_last_card()
    memory = recall(RULES.view(state, 0))
    assert memory.known[1] == [last] and memory.slots[1] == []
    assert memory.agrees(state)


@pytest.mark.parametrize("seed", (1, 2))
def test_hard_does_not_lay_the_size_it_knows_the_last_card_is(seed):
    # the Small dog on top would let seat 1 lay its Small Digging dog and win the round
    state, _ = _knows_the_last_card()
    budget = Budget(think_ms=1000.0, iterations=256)
    action = ask(RULES, state, 0, ai_levels.make_agent("hard", seed), budget, 0)
    assert action.args[0] == dog(BARKING, MASSIVE)


def test_a_draw_forbids_the_cards_that_could_have_been_laid():
    # seat 1 laid six of its seven cards, then drew on a Large Chewing dog: the card it kept
    # could not cover that dog; the card it drew may be anything
    top = dog(CHEWING, LARGE)
    laid = [dog(CHASING, SMALL), dog(CHASING, MASSIVE), dog(FIGHTING, SMALL),
            dog(BARKING, MEDIUM), dog(DIGGING, MASSIVE), dog(FIGHTING, MASSIVE)]
    state = position(n=2, hands=[[dog(BARKING, SMALL)], [dog(DIGGING, SMALL), dog(FIGHTING, MEDIUM)]],
                     discard=laid + [top])
    state.log = [("play", 1, (c,), wild(0), "play") for c in laid] + \
        [("draw", 1, None, top, "play")]
    memory = recall(RULES.view(state, 0))
    strict, drawn = memory.slots[1]
    assert not drawn
    assert {dog(CHEWING, SMALL) % PACK, dog(BARKING, LARGE) % PACK, wild(0) % PACK} <= strict
    assert dog(DIGGING, SMALL) % PACK not in strict
    assert memory.agrees(state)
    for k in range(20):
        world = memory.deal(RULES.resample(RULES.view(state, 0), 0, random.Random(k)),
                            random.Random(k))
        assert sum(1 for c in world.hands[1] if c % PACK in strict) <= 1    # the drawn card


def test_hard_without_memory_deals_as_the_view_alone_would():
    # the switch exists for measuring (A/B); both settings answer legally
    state, _ = _knows_the_last_card()
    view = RULES.view(state, 0)
    legal = RULES.legal_actions(state, 0)
    budget = Budget(think_ms=1000.0, iterations=32)
    for settings in (HardSettings(), HardSettings(memory=False)):
        agent = HardAgent(3, settings=settings)
        assert agent.choose(view, legal, lambda r: RULES.resample(view, 0, r), budget) in legal
    assert decision_seed(3, view) == decision_seed(3, json.loads(json.dumps(view)))
