"""The Dogs Alone computer players: legal, deterministic, blind to hidden cards, and sensible
in positions where the right move is not in doubt."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Action, Seat, replay
from dogtable.games.dogs_alone import ai_levels, ai_payments, ai_risk
from dogtable.games.dogs_alone.cards import MARIO_HUGO, MESS_IDS, TWO_PLAYER_REMOVED

from da_positions import (
    BLUE, GREEN, RED, RULES, YELLOW, dog, four_mess, pair_mess, position, three_mess,
)

FAST_HARD = Budget(think_ms=1000.0, iterations=6)
LEVELS = ("easy", "medium", "hard")


def play(levels, seed: int, budget: Budget = FAST_HARD, max_actions: int = 5000):
    """A whole game; every action an agent returns must be legal."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}", lvl) for i, lvl in enumerate(levels)], {}, rng))
    agents = [ai_levels.make_agent(lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    actions = []
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        action = ask(RULES, state, seat, agents[seat], budget, seed)
        assert action in RULES.legal_actions(state, seat), f"{levels[seat]} chose illegal {action}"
        actions.append(action)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
        assert len(actions) < max_actions, "the game does not end"
    return state, actions


@pytest.mark.parametrize("levels", [
    ("easy", "medium"), ("medium", "easy", "medium"), ("easy", "medium", "easy", "medium"),
    ("medium", "easy", "easy", "medium", "easy"),
])
def test_easy_and_medium_play_whole_games_legally(levels):
    state, _ = play(levels, seed=len(levels))
    assert RULES.score_pad(state).winners()


@pytest.mark.parametrize("levels", [("hard", "medium"), ("easy", "hard", "medium")])
def test_hard_plays_a_whole_game_legally(levels):
    state, _ = play(levels, seed=11)
    assert RULES.score_pad(state).winners()


def test_a_game_between_agents_is_reproducible():
    _, first = play(("hard", "easy"), seed=4)
    _, again = play(("hard", "easy"), seed=4)
    assert first == again


def test_make_agent_knows_the_levels_and_refuses_others():
    for level in LEVELS:
        assert ai_levels.make_agent(level, 1).level == level
    with pytest.raises(ValueError):
        ai_levels.make_agent("grandmaster", 1)


def _decisions(n: int, seed: int, every: int = 9):
    """(state, seat) at real decisions of a medium game."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    agent = ai_levels.make_agent("medium", 0)
    out, k = [], 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        if len(RULES.legal_actions(state, seat)) > 1:
            k += 1
            if k % every == 0:
                out.append((RULES.clone(state), seat))
        action = ask(RULES, state, seat, agent, FAST_HARD, seed)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_depend_on_the_view_only(level):
    budget = Budget(think_ms=5.0, iterations=8)
    checked = 0
    for state, seat in _decisions(3, seed=21)[:12]:
        view = RULES.view(state, seat)
        other = RULES.resample(view, seat, random.Random(checked))
        assert RULES.view(other, seat) == view
        # fresh agents, and the same agent asked twice: the history must not matter either
        agent = ai_levels.make_agent(level, 5)
        first = ask(RULES, state, seat, agent, budget, 0)
        assert ask(RULES, other, seat, ai_levels.make_agent(level, 5), budget, 0) == first
        assert ask(RULES, state, seat, agent, budget, 0) == first
        checked += 1
    assert checked >= 8


# -- the risk model ------------------------------------------------------------------------

def _turn_starts(n: int, seed: int):
    """Start-of-turn states of a medium game, one per mess-deck size."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    agent = ai_levels.make_agent("medium", 0)
    out = {}
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        if state.phase == "start" and state.draws == 0 and not state.recruit_discards:
            out.setdefault(len(state.mess_deck), (RULES.clone(state), seat))
        action = ask(RULES, state, seat, agent, FAST_HARD, seed)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
    return [out[k] for k in sorted(out, reverse=True)]


@pytest.mark.parametrize("n", [2, 4])
def test_the_end_distribution_matches_the_decks_resample_deals(n):
    starts = _turn_starts(n, seed=n)
    picked = [starts[0], starts[len(starts) // 2], starts[-1]]
    assert any(len(s.mario) for s, _ in picked), "some Mario Hugo cards should have shown"
    for state, seat in picked:
        dist = ai_risk.takings_to_end(len(state.mess_deck), len(state.mario), state.mess_total,
                                 state.mess_drawn)
        assert abs(sum(dist) - 1.0) < 1e-9
        view = RULES.view(state, seat)
        counts = [0] * len(dist)
        trials = 600
        for k in range(trials):
            top_first = list(reversed(RULES.resample(view, seat, random.Random(k)).mess_deck))
            marios = [i for i, card in enumerate(top_first) if card in MARIO_HUGO]
            need = 3 - len(state.mario)
            counts[marios[need - 1] - (need - 1) + 1] += 1
        for t, p in enumerate(dist):
            assert abs(counts[t] / trials - p) < 0.06, f"takings {t}: {counts[t] / trials} vs {p}"


def test_survival_falls_as_the_others_play():
    surv = ai_risk.survival(10, 1, 30, 20, 0, 45)
    assert surv[0] == pytest.approx(1.0)
    assert all(a >= b for a, b in zip(surv, surv[1:]))
    assert surv[20] < 0.05


# -- payments agree with the engine ----------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_every_planned_payment_is_accepted_and_pools_what_the_engine_pools(seed):
    rng = random.Random(seed)
    hand = rng.sample(range(64), 7)
    pool = rng.sample([c for c in range(64) if c not in hand], 2)
    for mess in MESS_IDS:
        if mess in TWO_PLAYER_REMOVED:
            continue
        for cards, kept in ai_payments.payments(mess, hand, pool):
            state = position(2, hands=[hand, []], pools=[pool, []],
                             mess_supply=[mess, None, None, None], phase="mess")
            for card in cards:
                for event in RULES.decide(state, 0, Action("pay", (mess, card)), rng):
                    RULES.evolve(state, event)
            assert mess in state.messes[0]
            assert len(state.pools[0]) - len(pool) == kept - sum(1 for c in cards if c in pool)


# -- positions where the right move is clear --------------------------------------------------

def _endgame(hands, messes=None, cleaned=None, mess_supply=(), phase="start"):
    """Two players near the end: only the messes placed here are in play (the others stay
    in the box), two Mario Hugo cards have shown, and the mess deck is the last pile built:
    the two others and one plain mess.  The next mess taken ends the game 2 times in 3."""
    in_play = set(mess_supply) | {m for ms in (messes or []) + (cleaned or []) for m in ms}
    spare = next(m for m in MESS_IDS if m not in in_play and m < 28)
    in_play.add(spare)
    removed = [m for m in MESS_IDS if m not in in_play]
    state = position(2, hands=hands, messes=messes, cleaned=cleaned, removed=removed,
                     mess_supply=list(mess_supply) + [None] * (4 - len(mess_supply)),
                     mario=list(MARIO_HUGO[:2]), mess_deck_top=[MARIO_HUGO[2], spare, MARIO_HUGO[3]],
                     phase=phase)
    dist = ai_risk.takings_to_end(len(state.mess_deck), 2, state.mess_total, state.mess_drawn)
    assert dist[1] == pytest.approx(2 / 3) and dist[2] == pytest.approx(1 / 3)
    return state


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_takes_the_mess_that_wins_the_game(level):
    # we trail 3 - 5 in cleaned messes; the red four (5 points) on offer is payable and
    # ends the game (Mario Hugo cleans it for us): a clear win, where waiting risks everything
    red = [dog(RED, k) for k in range(4)]
    state = _endgame(hands=[red, [dog(BLUE, 0), dog(BLUE, 1), dog(BLUE, 2)]],
                     cleaned=[[three_mess(YELLOW)], [four_mess(GREEN)]],
                     mess_supply=[four_mess(RED), pair_mess(GREEN)], phase="mess")
    agent = ai_levels.make_agent(level, 3)
    action = ask(RULES, state, 0, agent, Budget(think_ms=300, iterations=24), 0)
    assert action.kind == "pay" and action.args[0] == four_mess(RED)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_cleans_before_mario_hugo_comes_home(level):
    # an uncleaned five-pointer, nothing payable, and the next mess anyone takes ends the game
    state = _endgame(hands=[[dog(YELLOW, 0), dog(GREEN, 1)], [dog(BLUE, 0), dog(BLUE, 1), dog(BLUE, 2)]],
                     messes=[[four_mess(RED)], []], cleaned=[[], [three_mess(BLUE)]],
                     mess_supply=[three_mess(BLUE, 1), pair_mess(YELLOW)])
    agent = ai_levels.make_agent(level, 3)
    action = ask(RULES, state, 0, agent, Budget(think_ms=300, iterations=24), 0)
    assert action == Action("clean", (RED,))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_does_not_waste_a_turn_cleaning_early(level):
    # first turns of the game: the deck is full and Mario Hugo far away; recruit instead
    state = position(2, hands=[[dog(RED, 0), dog(RED, 1), dog(YELLOW, 2)], []],
                     messes=[[pair_mess(GREEN)], []], turn=3)
    agent = ai_levels.make_agent(level, 3)
    action = ask(RULES, state, 0, agent, Budget(think_ms=300, iterations=24), 0)
    assert action.kind != "clean"


def test_medium_pays_with_hand_dogs_before_pool_dogs_and_keeps_pairs():
    # red three payable with the hand's pair + a third: one copy stays in the pool
    hand = [dog(RED, 0, 0), dog(RED, 0, 1), dog(RED, 2, 0), dog(BLUE, 1, 0)]
    state = position(2, hands=[hand, []], pools=[[dog(RED, 3, 0)], []],
                     mess_supply=[three_mess(RED), None, None, None], phase="mess")
    agent = ai_levels.make_agent("medium", 0)
    paid = []
    while state.phase == "mess" and (state.pending is not None or not paid):
        action = ask(RULES, state, 0, agent, FAST_HARD, 0)
        assert action.kind == "pay"
        paid.append(action.args[1])
        for event in RULES.decide(state, 0, action, random.Random(0)):
            RULES.evolve(state, event)
    assert sorted(paid) == sorted([dog(RED, 0, 0), dog(RED, 0, 1), dog(RED, 2, 0)])
    assert sorted(state.pools[0]) == sorted([dog(RED, 3, 0), dog(RED, 0, 0)])


def test_wild_messes_get_the_colour_that_completes_a_set():
    # cleaned red, yellow, green messes and a wild: blue completes a set (+5)
    state = position(2, cleaned=[[four_mess(RED), three_mess(YELLOW), three_mess(GREEN), 29], []],
                     phase="wild")
    agent = ai_levels.make_agent("medium", 0)
    action = ask(RULES, state, 0, agent, FAST_HARD, 0)
    assert action == Action("assign_wild", (29, BLUE))
