"""The all-seeing references (dogtable.ai.allseeing): hard's search on the true state
(``allseeing``) or on worlds with every hand seen (``allhands``), seated by `dogtable sim` only,
never by the app (issue 22; docs/ai.md, "The all-seeing reference")."""
from __future__ import annotations

import random

import pytest

from dogtable import cli, sim
from dogtable.ai.agent import Budget
from dogtable.ai.selfplay import play_game_between
from dogtable.ai.allseeing import ALL_HANDS, ALL_SEEING, SIM_ONLY_LEVELS, AllSeeingAgent, ask_all_seeing
from dogtable.ai.levels import agent_for
from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat, replay
from dogtable.core.verify import SEAT_KINDS


@pytest.mark.parametrize("level", SIM_ONLY_LEVELS)
@pytest.mark.parametrize("game_id", game_ids())
def test_the_app_s_factory_refuses_the_all_seeing_reference(game_id, level):
    # the table, the lessons and the hint get their computers from agent_for
    with pytest.raises(ValueError):
        agent_for(game_id, level, 0)


@pytest.mark.parametrize("level", SIM_ONLY_LEVELS)
def test_no_seat_kind_of_the_app_is_the_all_seeing_reference(level):
    from dogtable.ui.scenes import setup, table_opening

    assert level not in SEAT_KINDS           # a save naming it is refused on load
    assert level not in setup.KINDS           # the setup screen's choices
    assert level not in table_opening.KINDS
    assert level not in cli.PLAY_KINDS
    with pytest.raises(cli.UsageError):
        cli.parse_seats(f"Ana:human,Rex:{level}")


@pytest.mark.parametrize("level", SIM_ONLY_LEVELS)
def test_only_the_sim_seats_it(level):
    assert cli.SIM_ONLY_LEVELS == sim.SIM_ONLY_LEVELS == (ALL_SEEING, ALL_HANDS)   # cli writes it out
    assert cli.parse_levels(f"{level},medium") == [level, "medium"]
    agent = sim.make_agent("dog_lover", level, 3)
    assert isinstance(agent, AllSeeingAgent) and agent.level == level
    assert agent.hard.level == "hard"
    # asked as the app asks (a view and sampled worlds), it refuses to play
    with pytest.raises(TypeError):
        agent.choose({}, [], lambda rng: None, Budget(iterations=4))


@pytest.mark.parametrize("level", SIM_ONLY_LEVELS)
def test_it_thinks_with_hard_s_budget_at_the_app_s_table(level):
    for game_id in game_ids():
        spec = get_game(game_id)
        for n in range(spec.min_players, spec.max_players + 1):
            levels = [level] + ["medium"] * (n - 1)
            seeing = sim.app_budgets(game_id, levels)[0]
            hard = sim.app_budgets(game_id, ["hard"] + ["medium"] * (n - 1))[0]
            assert seeing == hard


def _fields(state) -> dict:
    """Everything a state holds (its __dict__ or its slots)."""
    if hasattr(state, "__dict__"):
        return dict(vars(state))
    names = [n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ())]
    return {n: getattr(state, n, None) for n in names}


class _Recorder:
    """A stand-in hard player that deals three worlds and keeps them."""
    level, seed = "hard", 0

    def __init__(self):
        self.worlds = []

    def choose(self, view, legal, resample, budget):
        self.worlds = [resample(random.Random(k)) for k in range(3)]
        return legal[-1]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_world_it_deals_is_the_true_state_and_a_copy(game_id):
    spec = get_game(game_id)
    rules = spec.rules()
    seats = [Seat(f"p{i}", "hard") for i in range(spec.min_players)]
    state = replay(rules, rules.start(seats, {}, random.Random(11)))
    seat = rules.to_act(state)[0]
    legal = rules.legal_actions(state, seat)
    recorder = _Recorder()
    action = ask_all_seeing(rules, state, seat, AllSeeingAgent(recorder), Budget(iterations=3),
                            legal)
    assert action in legal
    if len(legal) == 1:
        pytest.skip("a forced first move asks nobody")
    truth = _fields(state)
    for world in recorder.worlds:
        assert world is not state
        # the whole state: every hand, and the face-down piles in their true order
        assert _fields(world) == truth
    # a sampled world, by contrast, is not the true one
    sampled = [rules.resample(rules.view(state, seat), seat, random.Random(k)) for k in range(5)]
    assert any(_fields(w) != truth for w in sampled)


def test_a_sim_game_with_the_all_seeing_reference_plays_to_the_end():
    result = sim.play_game("dogs_kennel", [ALL_SEEING, "medium"], 5,
                           budgets=sim.app_budgets("dogs_kennel", ["hard", "medium"]))
    assert len(result.scores) == 2 and result.decision_ms[0]


@pytest.mark.parametrize("level", SIM_ONLY_LEVELS)
def test_a_game_with_it_is_not_kept_as_a_save(tmp_path, level):
    with pytest.raises(ValueError):
        sim.play_game("dogs_kennel", [level, "medium"], 5, iterations=2, save_dir=tmp_path)
    assert not list(tmp_path.iterdir())


# the face-down pile each game deals from, which the all-hands reference does not see
_PILE = {"dog_lover": "deck", "dogs_alone": "dog_deck", "dodgy_dogs": "stock",
         "dogs_kennel": "deck"}


@pytest.mark.parametrize("game_id", game_ids())
def test_the_all_hands_worlds_hold_the_true_hands_and_fresh_piles(game_id):
    """Through random games: every world the all-hands reference deals shows its seat exactly
    what the seat sees, holds every seat's true hand (and Dogs Alone's wild colours), and the
    face-down pile is dealt afresh, not in its true order."""
    spec = get_game(game_id)
    rules = spec.rules()
    rng = random.Random(5)
    reshuffled = [0]
    asked = [0]

    def decide(state, seat, legal):
        asked[0] += 1
        if asked[0] % 9 == 0 and asked[0] < 700:
            recorder = _Recorder()
            ask_all_seeing(rules, state, seat, AllSeeingAgent(recorder, ALL_HANDS),
                           Budget(iterations=3), legal + legal)   # never a forced move
            for world in recorder.worlds:
                assert world.hands == state.hands
                if game_id == "dogs_alone":
                    assert world.wild == state.wild
                assert rules.view(world, seat) == rules.view(state, seat)
            piles = [getattr(w, _PILE[game_id]) for w in recorder.worlds]
            true_pile = getattr(state, _PILE[game_id])
            for pile in piles:
                assert sorted(map(str, pile)) == sorted(map(str, true_pile))
            if len(true_pile) > 3 and any(p != true_pile for p in piles):
                reshuffled[0] += 1
        return rng.choice(legal)

    for n in (spec.min_players, spec.max_players):
        play_game_between(rules, ["random"] * n, 20 + n, decide)
    assert reshuffled[0] > 0
