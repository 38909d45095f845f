"""The learned value of a playout's end for the hard player (ai_value, ai_value_fit,
ai_value_weights; docs/ai.md, Dogs Alone, "Tried, did not help": selectable with
HardSettings(end_value="learned"), not the default; the restricted model, the default at
three seats, is tested in test_da_hard_restricted.py)."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.ai.levels import agent_for
from dogtable.ai.selfplay import asking, play_game_between
from dogtable.core.seeds import game_seed
from dogtable.games.dogs_alone import ai_hard, ai_value, ai_value_fit, ai_value_weights
from dogtable.games.dogs_alone.ai_playout import leaf_value
from dogtable.games.dogs_alone.ai_seen import MEDIUM, Seen
from dogtable.games.dogs_alone.rules import START
from dogtable.sim import play_game

from da_positions import RULES


def turn_starts(players: int, seed: int) -> list:
    """Copies of the state at every turn start of a medium game, and the finished state."""
    agents = [agent_for("dogs_alone", "medium", seed * 31 + i) for i in range(players)]
    found = []

    def keep(state, seat):
        if state.phase == START and not state.draws and not state.recruit_discards \
                and not state.supply_changes and (not found or (found[-1].turn, found[-1].current)
                                                  != (state.turn, state.current)):
            found.append(state.clone())

    end = play_game_between(RULES, ["medium"] * players, seed,
                            asking(RULES, agents, [Budget(800.0)] * players, seed),
                            before_decision=keep)
    return found, end


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_features_read_only_the_seats_own_cards_and_change_nothing(players):
    states, _ = turn_starts(players, 11 + players)
    for state in states[::4]:
        before = (repr(state.hands), repr(state.pools), repr(state.dog_deck), state.phase)
        _, feats = ai_value.table_features(state)
        assert (repr(state.hands), repr(state.pools), repr(state.dog_deck), state.phase) == before
        assert all(len(x) == len(ai_value.NAMES) for x in feats)
        # deal the other seats other hands of the same size: seat 0's features stay the same
        other = state.clone()
        pile = other.dog_deck + [c for s in range(1, players) for c in other.hands[s]]
        random.Random(5).shuffle(pile)
        for s in range(1, players):
            k = len(other.hands[s])
            other.hands[s], pile = pile[:k], pile[k:]
        other.dog_deck = pile
        assert ai_value.table_features(other)[1][0] == feats[0]


def test_the_projection_weights_give_the_committed_leaf_value_with_two_players():
    table = {2: {b: tuple(ai_value.projection_weights()) for b in range(11)}}
    states, end = turn_starts(2, 4)
    for state in states:
        for me in range(2):
            assert ai_value.learned_leaf_value(state, me, MEDIUM, table) == \
                pytest.approx(leaf_value(state, me, MEDIUM))
    # a finished game is valued by its result, as the committed leaf values it
    assert ai_value.learned_leaf_value(end, 0, MEDIUM, table) == leaf_value(end, 0, MEDIUM)


def test_each_seat_is_predicted_by_the_model_of_the_positions_bucket():
    states, _ = turn_starts(3, 8)
    # a model per bucket that says only which bucket it is
    models = {b: (float(b),) + (0.0,) * (len(ai_value.NAMES) - 1) for b in range(9)}
    for state in states:
        rounds, preds = ai_value.predicted_scores(state, models)
        assert preds == [float(ai_value.bucket(3, rounds))] * 3
    assert ai_value.bucket(3, 1.4) == 1 and ai_value.bucket(3, 2.7) == 2
    assert ai_value.bucket(3, 0.4) == ai_value.FIRST_BUCKET[3]
    assert ai_value.bucket(3, 99.0) == ai_value.LAST_BUCKET[3]


def test_the_chance_to_finish_on_top_shares_one_and_follows_the_predictions():
    chances = [ai_value.top_chance([30.0, 25.0, 20.0, 20.0], s, 6.0) for s in range(4)]
    assert sum(chances) == pytest.approx(1.0)
    assert chances[0] > chances[1] > chances[2] == pytest.approx(chances[3])
    # more doubt, closer to an even share
    assert ai_value.top_chance([30.0, 25.0, 20.0], 0, 20.0) < ai_value.top_chance([30.0, 25.0, 20.0], 0, 5.0)


def test_the_fit_recovers_a_linear_rule_exactly():
    # positions of real games, each its own "game" whose final scores follow a known rule
    truth = [0.5 * (i % 5) - 1.0 + 0.1 * i for i in range(len(ai_value.NAMES))]
    played = []
    for seed in (1, 2, 3):
        states, _ = turn_starts(2, seed)
        for state in states:
            rounds, feats = ai_value.table_features(state)
            finals = [sum(a * b for a, b in zip(truth, x)) for x in feats]
            played.append((finals, [(rounds, feats, [0.5, 0.5])]))
    models = ai_value_fit.models_of(2, played, 1e-6)
    for finals, rows in played:
        rounds, feats, _ = rows[0]
        model = models[ai_value.bucket(2, rounds)]
        pred = [sum(a * b for a, b in zip(model, x)) for x in feats]
        # the rule is found again: every difference of two final scores predicted (the
        # constant drops out of a difference, and some features move together in a bucket,
        # so the weights themselves need not be the rule's)
        assert pred[0] - pred[1] == pytest.approx(finals[0] - finals[1], abs=0.02)


def test_the_fitting_tool_plays_the_sims_games():
    rules_final, rows = ai_value_fit.self_play(2, 9001, 3)
    sim_game = play_game("dogs_alone", ["medium", "medium"], game_seed(9001, 3))
    assert rules_final == sim_game.scores
    assert rows and all(len(feats) == 2 for _, feats, _ in rows)
    assert ai_value_fit.self_play(2, 9001, 3) == (rules_final, rows)


def test_every_table_size_has_a_model_for_every_bucket():
    assert set(ai_value_weights.WEIGHTS) == {2, 3, 4, 5}
    for n, models in ai_value_weights.WEIGHTS.items():
        assert set(models) == set(range(ai_value.FIRST_BUCKET[n], ai_value.LAST_BUCKET[n] + 1))
        assert all(len(m) == len(ai_value.NAMES) for m in models.values())
        if n > 2:
            assert set(ai_value_weights.SPREAD[n]) == set(models)


def searched_position(players: int):
    """A turn start of a medium game at which hard searches (more than one candidate)."""
    states, _ = turn_starts(players, 20 + players)
    for state in states[2:]:
        seat = state.current
        view = RULES.view(state, seat)
        cands = ai_hard.HardAgent(0).candidates(Seen.from_view(view), set(RULES.legal_actions(state, seat)))
        if len(cands) > 1:
            return state, seat
    raise AssertionError("no searched position")


def leaf_spies(monkeypatch, *names: str) -> dict[str, list[int]]:
    """Each named leaf function of ai_hard replaced by a spy: name -> the seats it valued."""
    calls: dict[str, list[int]] = {}
    for name in names:
        real, seats = getattr(ai_hard, name), calls.setdefault(name, [])

        def spy(st, me, w, real=real, seats=seats):
            seats.append(me)
            return real(st, me, w)

        monkeypatch.setattr(ai_hard, name, spy)
    return calls


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hard_values_a_playouts_end_with_the_learned_model_when_asked(players, monkeypatch):
    state, seat = searched_position(players)
    calls = leaf_spies(monkeypatch, "learned_leaf_value")["learned_leaf_value"]
    budget = Budget(1000.0, iterations=12)
    learned = ai_hard.HardAgent(3, settings=ai_hard.HardSettings(end_value="learned"))
    ask(RULES, state, seat, learned, budget, 0)
    assert calls and set(calls) == {seat}
    assert ai_value_weights.WEIGHTS.get(players)   # the model of this size is the one used
    calls.clear()
    # the default (the committed projection, or at three seats the restricted model,
    # test_da_hard_restricted.py) never asks the full model
    committed = ai_hard.HardAgent(3)
    ask(RULES, state, seat, committed, budget, 0)
    assert not calls
    # the same worlds, judged differently
    assert learned.last_report.means != committed.last_report.means
