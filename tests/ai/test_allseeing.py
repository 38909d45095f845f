"""The all-seeing reference (dogtable.ai.allseeing): hard's search on the true state, seated
by `dogtable sim` only, never by the app (issue 22; docs/ai.md, "The all-seeing reference")."""
from __future__ import annotations

import random

import pytest

from dogtable import cli, sim
from dogtable.ai.agent import Budget
from dogtable.ai.allseeing import ALL_SEEING, AllSeeingAgent, ask_all_seeing
from dogtable.ai.levels import agent_for
from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat, replay
from dogtable.core.verify import SEAT_KINDS


@pytest.mark.parametrize("game_id", game_ids())
def test_the_app_s_factory_refuses_the_all_seeing_reference(game_id):
    # the table, the lessons and the hint get their computers from agent_for
    with pytest.raises(ValueError):
        agent_for(game_id, ALL_SEEING, 0)


def test_no_seat_kind_of_the_app_is_the_all_seeing_reference():
    from dogtable.ui.scenes import setup, table_opening

    assert ALL_SEEING not in SEAT_KINDS           # a save naming it is refused on load
    assert ALL_SEEING not in setup.KINDS           # the setup screen's choices
    assert ALL_SEEING not in table_opening.KINDS
    assert ALL_SEEING not in cli.PLAY_KINDS
    with pytest.raises(cli.UsageError):
        cli.parse_seats("Ana:human,Rex:allseeing")


def test_only_the_sim_seats_it():
    assert cli.SIM_ONLY_LEVELS == sim.SIM_ONLY_LEVELS == (ALL_SEEING,)   # cli writes it out
    assert cli.parse_levels("allseeing,medium") == ["allseeing", "medium"]
    agent = sim.make_agent("dog_lover", ALL_SEEING, 3)
    assert isinstance(agent, AllSeeingAgent)
    assert agent.hard.level == "hard"
    # asked as the app asks (a view and sampled worlds), it refuses to play
    with pytest.raises(TypeError):
        agent.choose({}, [], lambda rng: None, Budget(iterations=4))


def test_it_thinks_with_hard_s_budget_at_the_app_s_table():
    for game_id in game_ids():
        spec = get_game(game_id)
        for n in range(spec.min_players, spec.max_players + 1):
            levels = [ALL_SEEING] + ["medium"] * (n - 1)
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


def test_a_game_with_it_is_not_kept_as_a_save(tmp_path):
    with pytest.raises(ValueError):
        sim.play_game("dogs_kennel", [ALL_SEEING, "medium"], 5, iterations=2, save_dir=tmp_path)
    assert not list(tmp_path.iterdir())
