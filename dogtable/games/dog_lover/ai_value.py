"""Features of one seat's position for a learned end-of-playout value (hard player).

``features(state, seat, turns, judge)`` lists what one seat may know of its own position:
medium's ``Judge.value`` parts (the score now, the food it hopes for, the hand's cards, extra
tricks, the Fetch card, spare cubes) and a few counts medium does not weigh (fed and hungry
dogs, the food its dogs still miss, the cards in hand).  It reads only that seat's hand,
cubes, tricks and play area and the public table, as ``Judge`` does.
"""
from __future__ import annotations

from .ai import MEDIUM, Judge, Weights, turns_left
from .cards import dog_needs
from .ai_hard_judge import HardJudge
from .ai_judge_cache import food_hope, hand_counts, trick_cells
from .rules import OVER


NAMES = ("one", "score", "food_hope", "trainings", "adoptions", "lone_bone", "tricks_extra",
         "fetch", "spare_cubes", "fed", "hungry", "cubes", "hand", "tricks", "missing", "things")


def features(state, seat: int, turns: float, judge: Judge | None = None) -> list[float]:
    judge = judge or Judge(MEDIUM)
    w = judge.w
    real, fed = judge.score(state, seat)
    dogs = state.dogs[seat]
    cubes = state.cubes[seat]
    hope = food_hope(judge, state, seat, real, turns) if turns > 0 and fed < len(dogs) else 0.0
    hand = state.hands[seat]
    trainings, adoptions, bones, things = hand_counts(hand)
    extra_tricks = 0.0
    for trick in state.tricks[seat][1:]:
        cells = trick_cells(trick, trick in state.special)
        extra_tricks += w.trick_turn + w.trick_cell * (cells - 3)
    need = [0, 0, 0]
    for d in dogs:
        for i, x in enumerate(dog_needs(d)):
            need[i] += x
    missing = max(0, sum(max(0, need[i] - cubes[i]) for i in range(3)) - cubes[3])
    total_cubes = sum(cubes)
    return [1.0, float(real), hope, float(trainings), float(adoptions if state.shelter else 0),
            float(bones == 1), extra_tricks, float(state.fetch_holder == seat),
            float(max(0, total_cubes - 2 * fed)), float(fed), float(len(dogs) - fed),
            float(total_cubes), float(len(hand)), float(len(state.tricks[seat])), float(missing),
            float(things)]


def judged_turns(state, seat: int) -> float:
    """Turns ``seat`` still has to play, counting the current one if it has not retrieved yet
    (as hard's playouts count them)."""
    t = turns_left(state, seat)
    if state.current == seat and state.phase != OVER and not state.retrieved:
        t += 1.0
    return t


# the last bucket of turns left per table size (more turns share its model)
LAST_BUCKET = {2: 10, 3: 7, 4: 7}


def bucket(players: int, turns: float) -> int:
    return min(int(turns), LAST_BUCKET.get(players, 7))


def medium_weights(turns: float, w: Weights = MEDIUM) -> list[float]:
    """Medium's ``Judge.value`` as weights of ``features`` (the same value, turns > 0)."""
    out = [0.0] * len(NAMES)
    out[1], out[2] = 1.0, w.food_trust
    if turns > 0:
        out[3:9] = [w.training, w.adoption, w.lone_bone, min(turns, w.trick_turns_cap), w.fetch,
                    w.cube]
    return out


def medium_value(turns: float, x: list[float], w: Weights = MEDIUM) -> float:
    """Medium's ``Judge.value`` from its parts in ``features``."""
    return sum(a * b for a, b in zip(medium_weights(turns, w), x))


class LearnedJudge(HardJudge):
    """Hard's judge with the learned model of the table size in place of medium's value: a
    seat's expected final score, by the linear model of its turns left (``ai_value_weights``;
    the score itself once no turn is left).  Our own forfeits are still charged (``me``); the
    hope of a lost dog is not taken off (the model values a hungry dog itself).  At a table
    size with no model it is hard's judge."""

    def __init__(self, root, w: Weights = MEDIUM, cache: dict | None = None,
                 me: int | None = None, table: dict | None = None):
        super().__init__(root, w, cache, me)
        from .ai_value_weights import WEIGHTS
        self.players = root.n
        self.models = (table if table is not None else WEIGHTS).get(root.n)

    def value(self, state, seat: int, turns: float) -> float:
        if self.models is None:
            return super().value(state, seat, turns)
        if turns <= 0:
            total = float(self.score(state, seat)[0])
        else:
            x = features(state, seat, turns, self)
            total = sum(a * b for a, b in zip(self.models[bucket(self.players, turns)], x))
        if seat == self.me:
            total -= self.w.forfeit * self.forfeited(state)
        return total
