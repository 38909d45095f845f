"""The Dodgy Dogs computer players: legal over whole games, deterministic, blind to hidden
cards, and sensible in positions where the right move is not in doubt."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.ai.reaction import REACTION_MS, settle
from dogtable.core.rules import Action, Seat, referee_of, replay
from dogtable.games.dodgy_dogs import ai, ai_hard, ai_levels
from dogtable.games.dodgy_dogs import rules as dd

from dd_positions import (
    BARKING, BEGGING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, MASSIVE, MEDIUM, RULES, SMALL,
    LEFT, RIGHT, cat, dog, leader, medium_game, pickup2, pickup4, position, whisperer, wild,
)

LEVELS = ("easy", "medium", "hard")
FAST_HARD = Budget(think_ms=1000.0, iterations=6)


def play(levels, seed: int, budget: Budget = FAST_HARD, max_actions: int = 20_000):
    """A whole game; every action an agent returns must be legal.  Cat races are settled with
    the computers' reaction times, as `dogtable sim` does."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}", lvl) for i, lvl in enumerate(levels)], {}, rng))
    agents = [ai_levels.make_agent(lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    actions = []
    while not RULES.is_over(state):
        movers = RULES.to_act(state)
        if not movers:
            action, seat = settle(referee_of(RULES, state), list(levels), rng), None
        else:
            seat = movers[0]
            action = ask(RULES, state, seat, agents[seat], budget, seed)
            assert action in RULES.legal_actions(state, seat), f"{levels[seat]} chose illegal {action}"
        actions.append(action)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
        assert len(actions) < max_actions, "the game does not end"
    return state, actions


def choose(level: str, state, seat: int | None = None, budget: Budget = FAST_HARD, seed: int = 3):
    seat = state.current if seat is None else seat
    return ask(RULES, state, seat, ai_levels.make_agent(level, seed), budget, 0)


# -- whole games ---------------------------------------------------------------------------------

@pytest.mark.parametrize("levels", [
    ("easy", "medium"), ("medium", "easy", "medium", "easy", "medium"),
    ("easy", "medium", "easy", "medium", "easy", "medium", "easy", "medium"),
])
def test_easy_and_medium_play_whole_games_legally(levels):
    state, _ = play(levels, seed=len(levels))
    assert RULES.is_over(state) and len(state.scores) == dd.ROUNDS


@pytest.mark.parametrize("levels", [
    ("hard", "medium"), ("hard", "easy", "medium", "easy", "medium"),
    ("hard", "easy", "medium", "easy", "medium", "easy", "medium", "easy"),
])
def test_hard_plays_whole_games_legally(levels):
    state, _ = play(levels, seed=11)
    assert RULES.is_over(state) and len(state.scores) == dd.ROUNDS


def test_a_game_between_agents_is_reproducible():
    _, first = play(("hard", "easy", "medium"), seed=4)
    _, again = play(("hard", "easy", "medium"), seed=4)
    assert first == again


def test_make_agent_knows_the_levels_and_refuses_others():
    for level in LEVELS:
        assert ai_levels.make_agent(level, 1).level == level
    with pytest.raises(ValueError):
        ai_levels.make_agent("grandmaster", 1)


def test_medium_beats_easy_over_a_short_match():
    # 40 two-player games (seats alternate): far from a measurement (docs/ai.md, Dodgy Dogs, has
    # those), but a medium that plays no better than easy would fail it
    wins = 0.0
    for g in range(40):
        levels = ("medium", "easy") if g % 2 == 0 else ("easy", "medium")
        state, _ = play(levels, seed=500 + g)
        totals = RULES.score_pad(state).totals()
        me = levels.index("medium")
        wins += 1.0 if totals[me] > totals[1 - me] else 0.5 if totals[me] == totals[1 - me] else 0.0
    assert wins >= 24


# -- only the view ---------------------------------------------------------------------------------

def _decisions(n: int, seed: int, every: int = 5):
    """(state, seat) at real decisions of a medium game, whisper rounds included."""
    out, k = [], 0
    for state, seat in medium_game(n, seed, FAST_HARD, seed):
        if len(RULES.legal_actions(state, seat)) > 1:
            k += 1
            if k % every == 0 or state.phase in (dd.WHISPER, dd.GUESS, dd.RESPOND):
                out.append((RULES.clone(state), seat))
    return out


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n", [2, 4])
def test_decisions_depend_on_the_view_only(level, n):
    budget = Budget(think_ms=5.0, iterations=12)
    checked = 0
    for k, (state, seat) in enumerate(_decisions(n, seed=21 + n, every=3)[:40]):
        view = RULES.view(state, seat)
        other = RULES.resample(view, seat, random.Random(k))
        assert RULES.view(other, seat) == view
        # fresh agents, and the same agent asked twice: the history must not matter either
        agent = ai_levels.make_agent(level, 5)
        first = ask(RULES, state, seat, agent, budget, 0)
        assert first in RULES.legal_actions(state, seat)
        assert ask(RULES, other, seat, ai_levels.make_agent(level, 5), budget, 0) == first
        assert ask(RULES, state, seat, agent, budget, 0) == first
        checked += 1
    assert checked >= 15


def test_a_guesser_never_sees_the_whisper_but_the_told_seat_does():
    state = position(n=4, current=2, phase=dd.GUESS, whisper=DIGGING, whisperer_seat=0,
                     hands=[[dog(BARKING, SMALL)], [dog(CHASING, SMALL), dog(CHASING, LARGE)],
                            [dog(DIGGING, SMALL), dog(BEGGING, LARGE)], [dog(FIGHTING, MASSIVE)]],
                     discard=[dog(CHEWING, MEDIUM), whisperer(0)])
    assert ai.Info.from_state(state, 2).whisper is None
    assert ai.Info.from_state(state, 1).whisper == DIGGING
    assert ai.Info.from_view(RULES.view(state, 2)).whisper is None


# -- sensible choices ------------------------------------------------------------------------------

@pytest.mark.parametrize("level", ["medium", "hard"])
def test_stacks_a_pick_up_rather_than_picking_up(level):
    state = position(n=2, current=1, phase=dd.PICKUP_PHASE, pickup=2,
                     hands=[[dog(BARKING, SMALL)] * 1 + [dog(CHASING, LARGE)],
                            [pickup2(1), dog(BEGGING, MEDIUM), dog(DIGGING, LARGE)]],
                     discard=[dog(FIGHTING, SMALL), pickup2(0)])
    assert choose(level, state) == Action("play", (pickup2(1),))


def test_medium_stacks_the_pick_up_four_first():
    state = position(n=3, current=1, phase=dd.PICKUP_PHASE, pickup=2,
                     hands=[[dog(BARKING, SMALL)], [pickup2(1), pickup4(), dog(BEGGING, MEDIUM)],
                            [dog(CHEWING, LARGE)]],
                     discard=[dog(FIGHTING, SMALL), pickup2(0)])
    assert choose("medium", state) == Action("play", (pickup4(),))


@pytest.mark.parametrize("level", LEVELS)
def test_lays_the_last_card_to_win(level):
    state = position(n=3, hands=[[dog(CHASING, LARGE)], [dog(BARKING, SMALL)] * 1,
                                 [dog(DIGGING, MEDIUM), cat()]],
                     discard=[dog(CHASING, SMALL)])
    wins = [ai_levels.make_agent(level, s) for s in range(10)]
    chosen = [ask(RULES, state, 0, a, FAST_HARD, 0) for a in wins]
    # easy slips now and then; the others never
    expected = Action("play", (dog(CHASING, LARGE),))
    assert chosen.count(expected) >= (7 if level == "easy" else 10)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_lays_every_dog_of_the_behaviour_when_that_empties_the_hand(level):
    hand = [dog(BEGGING, SMALL), dog(BEGGING, MASSIVE), dog(BEGGING, LARGE, 1)]
    state = position(n=2, hands=[hand, [dog(BARKING, SMALL), dog(CHEWING, LARGE)]],
                     discard=[dog(BEGGING, MEDIUM)])
    agent = ai_levels.make_agent(level, 1)
    action = ask(RULES, state, 0, agent, Budget(think_ms=1000.0), 0)
    assert action.kind == "play_all"
    if level == "hard":
        assert agent.last_report is None, "a winning move needs no search"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_prefers_shedding_a_whole_behaviour_to_one_dog(level):
    hand = [dog(BEGGING, SMALL), dog(BEGGING, MASSIVE), dog(BEGGING, LARGE, 1), dog(CHEWING, SMALL)]
    state = position(n=2, hands=[hand, [dog(BARKING, SMALL)] + [dog(CHASING, s) for s in range(4)]],
                     discard=[dog(BEGGING, MEDIUM)])
    assert choose(level, state).kind == "play_all"


def test_a_leader_sheds_its_size():
    hand = [leader(SMALL), dog(BARKING, SMALL), dog(CHEWING, SMALL), dog(DIGGING, MASSIVE)]
    state = position(n=2, hands=[hand, [dog(CHASING, LARGE)] * 1 + [dog(FIGHTING, LARGE)]],
                     discard=[dog(BEGGING, SMALL)])
    assert choose("medium", state).kind == "play_leader"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_whispers_a_behaviour_it_holds_that_the_left_seat_probably_lacks(level):
    # six of the eight digging dogs are on the discard pile, and we hold one: the other player
    # very likely holds none, so it must draw, and we lay ours when the round comes back
    seen = [dog(DIGGING, s, c) for s in range(4) for c in (0, 1)][:6]
    hand = [dog(DIGGING, MASSIVE, 0), dog(BARKING, SMALL), dog(CHASING, MEDIUM)]
    state = position(n=2, phase=dd.WHISPER, whisperer_seat=0,
                     hands=[hand, [dog(FIGHTING, LARGE)] * 1 + [dog(BEGGING, LARGE)]],
                     discard=seen + [dog(CHEWING, SMALL), whisperer(0)])
    assert choose(level, state) == Action("whisper", (DIGGING,))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_guesser_names_the_behaviour_the_told_seat_laid(level):
    state = position(n=4, current=2, phase=dd.GUESS, whisper=CHEWING, whisperer_seat=0,
                     hands=[[dog(BARKING, SMALL)], [dog(CHASING, SMALL)],
                            [dog(CHEWING, MASSIVE), dog(BEGGING, LARGE)], [dog(FIGHTING, MASSIVE)]],
                     discard=[dog(DIGGING, MEDIUM), whisperer(0), dog(CHEWING, SMALL)])
    assert choose(level, state) == Action("guess", (CHEWING,))


@pytest.mark.parametrize("level", LEVELS)
def test_a_guesser_does_not_repeat_a_wrong_guess(level):
    state = position(n=5, current=3, phase=dd.GUESS, whisper=BEGGING, whisperer_seat=0,
                     wrong=[BARKING, CHASING, FIGHTING],
                     hands=[[dog(BARKING, SMALL)], [dog(CHASING, SMALL), dog(CHASING, LARGE)],
                            [dog(FIGHTING, MASSIVE)], [dog(DIGGING, LARGE), dog(CHEWING, LARGE)],
                            [dog(DIGGING, SMALL)]],
                     discard=[dog(DIGGING, MEDIUM), whisperer(0)])
    if level == "easy":
        picks = [choose(level, state, seed=s).args[0] for s in range(20)]
        assert sum(p in (BARKING, CHASING, FIGHTING) for p in picks) <= 5
    else:
        assert choose(level, state).args[0] in (DIGGING, BEGGING, CHEWING)


def test_a_guess_prefers_a_behaviour_we_could_lay():
    # with the told seat's draw, digging and chewing are equally likely; we hold only chewing
    state = position(n=4, current=2, phase=dd.GUESS, whisper=DIGGING, whisperer_seat=0,
                     wrong=[BARKING, CHASING, FIGHTING, BEGGING],
                     hands=[[dog(BARKING, SMALL)], [dog(CHASING, SMALL), dog(CHASING, LARGE)],
                            [dog(CHEWING, MASSIVE), dog(FIGHTING, LARGE)], [dog(FIGHTING, MASSIVE)]],
                     discard=[dog(BEGGING, MEDIUM), whisperer(0)])
    assert choose("medium", state) == Action("guess", (CHEWING,))


def test_medium_plays_a_wild_to_take_a_much_smaller_hand():
    mine = [wild(0)] + [dog(b, MASSIVE) for b in range(5)] + [dog(BARKING, LARGE), dog(CHASING, LARGE)]
    state = position(n=2, hands=[mine, [dog(DIGGING, SMALL), dog(CHEWING, SMALL)]],
                     discard=[dog(BEGGING, SMALL)])
    assert choose("medium", state).kind == "play_wild"


def test_medium_keeps_its_wild_when_its_hand_is_the_smaller():
    mine = [wild(0), dog(BEGGING, LARGE), dog(BEGGING, MASSIVE)]
    theirs = [dog(b, s) for b in range(4) for s in range(2)]
    state = position(n=2, hands=[mine, theirs], discard=[dog(BEGGING, SMALL)])
    assert choose("medium", state).kind != "play_wild"


def test_a_wild_with_more_players_takes_the_smaller_neighbouring_hand():
    mine = [wild(0)] + [dog(b, MASSIVE) for b in range(6)]
    left = [dog(b, SMALL) for b in range(6)]  # seat 1: the seat on our left
    right = [dog(DIGGING, LARGE)]              # seat 2: on our right
    state = position(n=3, hands=[mine, left, right], discard=[dog(BARKING, MEDIUM)])
    action = choose("medium", state)
    # hands pass one seat left: we receive the hand on our right
    assert action == Action("play_wild", (wild(0), dd.LEFT))


def test_medium_lays_the_crafty_cat_against_one_opponent():
    hand = [cat(), dog(BARKING, SMALL), dog(CHASING, LARGE), dog(DIGGING, MASSIVE)]
    state = position(n=2, hands=[hand, [dog(FIGHTING, LARGE), dog(BEGGING, LARGE)]],
                     discard=[dog(BARKING, MEDIUM)])
    assert choose("medium", state) == Action("play", (cat(),))


# -- the hard player's search --------------------------------------------------------------------

def test_hard_searches_only_when_distinct_moves_compete():
    hard = ai_levels.make_agent("hard", 0)
    budget = Budget(think_ms=1000.0, iterations=30)
    # either copy of one dog: one move, nothing to search
    copies = position(n=2, hands=[[dog(BARKING, SMALL, 0), dog(BARKING, SMALL, 1), dog(CHEWING, LARGE)],
                                  [dog(FIGHTING, LARGE), dog(BEGGING, LARGE)]],
                      discard=[dog(DIGGING, SMALL)])
    assert len(RULES.legal_actions(copies, 0)) == 2
    ask(RULES, copies, 0, hard, budget, 0)
    assert hard.last_report is None
    # the last card wins the round: taken at once
    last = position(n=2, hands=[[dog(BARKING, SMALL)], [dog(FIGHTING, LARGE), dog(BEGGING, LARGE)]],
                    discard=[dog(BARKING, MEDIUM)])
    assert ask(RULES, last, 0, hard, budget, 0) == Action("play", (dog(BARKING, SMALL),))
    assert hard.last_report is None
    # which dog to lay, and whether to spend the Wild: searched
    special = position(n=2, hands=[[wild(0), dog(BARKING, SMALL), dog(CHEWING, MEDIUM)],
                                   [dog(FIGHTING, LARGE)] * 1 + [dog(BEGGING, LARGE)]],
                       discard=[dog(BARKING, MEDIUM)])
    ask(RULES, special, 0, hard, budget, 0)
    report = hard.last_report
    assert report is not None and report.worlds >= 10
    assert report.chosen.action in RULES.legal_actions(special, 0)
    searched = {c.action for c in hard.candidates(ai.Info.from_view(RULES.view(special, 0)),
                                                  RULES.legal_actions(special, 0))}
    assert Action("play", (dog(CHEWING, MEDIUM),)) in searched
    assert {Action("play_wild", (wild(0), LEFT)), Action("play_wild", (wild(0), RIGHT))} & searched
    assert len(report.gains) == len(searched) - 1  # every alternative was played out


def test_hard_candidates_cover_every_distinct_move_up_to_the_cap():
    hard = ai_levels.make_agent("hard", 0)
    mine = [dog(BARKING, SMALL), dog(BARKING, LARGE), dog(CHEWING, MEDIUM), leader(MEDIUM), whisperer(0)]
    state = position(n=3, hands=[mine, [dog(FIGHTING, LARGE)] * 1, [dog(BEGGING, LARGE)]],
                     discard=[dog(BARKING, MEDIUM)])
    legal = RULES.legal_actions(state, 0)
    info = ai.Info.from_view(RULES.view(state, 0))
    cands = hard.candidates(info, legal)
    keys = [c.key for c in cands]
    assert len(set(keys)) == len(keys) == hard.s.max_cands
    assert cands[0].action == ai.medium_action(info, legal)  # medium's choice comes first
    assert all(c.action in legal for c in cands)
    # a whisper: every behaviour; a guess: never one already guessed wrong
    whisper = position(n=3, hands=[mine, [dog(FIGHTING, LARGE)], [dog(BEGGING, LARGE)]],
                       discard=[dog(BARKING, MEDIUM), whisperer(1)], phase=dd.WHISPER, whisperer_seat=0)
    wl = RULES.legal_actions(whisper, 0)
    assert len(hard.candidates(ai.Info.from_view(RULES.view(whisper, 0)), wl)) == hard.s.max_cands
    guess = position(n=4, current=2, hands=[[dog(FIGHTING, SMALL)], [dog(FIGHTING, LARGE)], mine,
                                            [dog(BEGGING, LARGE)]],
                     discard=[dog(BARKING, MEDIUM), whisperer(1)], phase=dd.GUESS, whisperer_seat=0,
                     whisper=CHEWING, wrong=[DIGGING, BEGGING])
    gl = RULES.legal_actions(guess, 2)
    gc = hard.candidates(ai.Info.from_view(RULES.view(guess, 2)), gl)
    assert {c.action.args[0] for c in gc} == {BARKING, CHASING, FIGHTING, CHEWING}


def test_hard_searches_within_a_clock_budget():
    # speed is measured by `dogtable bench`/`sim`, not asserted here: this checks that a clock
    # budget (no fixed iterations) still runs the search and returns a legal move
    mine = [wild(0), pickup2(0), whisperer(0), cat()] + [dog(b, MASSIVE) for b in range(4)]
    state = position(n=5, hands=[mine] + [[dog(b, SMALL), dog(b, LARGE)] for b in range(4)],
                     discard=[dog(CHEWING, MASSIVE)])
    hard = ai_levels.make_agent("hard", 0)
    action = ask(RULES, state, 0, hard, Budget(think_ms=150.0), 0)
    assert hard.last_report is not None and hard.last_report.worlds >= 1
    assert action in RULES.legal_actions(state, 0)


def test_the_search_keeps_the_default_unless_another_move_is_clearly_better():
    settings = ai_hard.HardSettings()
    cands = [ai_hard.Candidate(Action("a"), ("a",)), ai_hard.Candidate(Action("b"), ("b",)),
             ai_hard.Candidate(Action("c"), ("c",))]

    # b is no better than a, only noisier; c is better on every deal
    def simulate(cand, world, rng):
        return {"a": world, "b": world + rng.gauss(0.0, 1.0), "c": world + 0.2}[cand.key[0]]

    def search(cands, seed):
        return ai_hard.paired_search(cands, lambda rng: rng.random(), simulate, Budget(iterations=300),
                                     random.Random(seed), settings.paired, key=lambda c: c.key)

    assert all(search(cands, seed).chosen.key == ("c",) for seed in range(5))
    noise_won = sum(search(cands[:2], seed).chosen.key == ("b",) for seed in range(100))
    assert noise_won <= 30  # about 20 expected; a plain "best mean" would take b about 50 times


# -- reaction times --------------------------------------------------------------------------------

def test_harder_computers_slap_faster_so_they_take_the_cat_less_often():
    means = [REACTION_MS[level][0] for level in ("random", "easy", "medium", "hard")]
    assert means == sorted(means, reverse=True)
    rng = random.Random(0)
    taken = {"easy": 0, "medium": 0, "hard": 0}
    levels = ["medium", "easy", "medium", "hard"]  # seat 0 played the cat
    for _ in range(600):
        action = settle({"kind": "slap", "by": 0, "seats": [1, 2, 3], "timeout_ms": 3000}, levels, rng)
        taken[levels[action.args[0]]] += 1
    assert taken["easy"] > taken["medium"] > taken["hard"]
