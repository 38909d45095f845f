"""Fits the hard player's learned end-of-playout value (``ai_value``) from medium self-play.

    python3 -m dogtable.games.dog_lover.ai_value_fit PLAYERS SEED GAMES [RIDGE]

plays GAMES medium-vs-medium games at a table of PLAYERS (game i seeded as ``dogtable sim``
seeds it, from SEED; use tuning seeds only), records at every turn start the features of every
seat (``ai_value.features``, with the turns that seat still has to play, counting the current
turn if it has not retrieved yet, as hard's playouts count them) and the seat's final score,
and fits one linear model per number of turns left (``ai_value.bucket``): medium's value plus a
correction fitted by ridge least squares (pure Python, no dependency), which shrinks toward
medium's weights.  It prints the weights as a Python tuple for ``ai_value_weights``
and, on the last quarter of the games held out, how well the model and medium's
``Judge.value`` predict each seat's final lead over the best other seat (correlation).
"""
from __future__ import annotations

import sys

from dogtable.ai.agent import Budget
from dogtable.ai.levels import agent_for
from dogtable.ai.linear_fit import correlation, ridge_fit
from dogtable.ai.selfplay import asking, play_game_between
from dogtable.core.registry import get_game
from dogtable.core.seeds import game_seed

from .ai_judge_cache import CachingJudge
from .ai_value import bucket, features, judged_turns, medium_value, medium_weights
from .rules import TURN


def self_play(players: int, seed: int, index: int) -> list[tuple[int, list[tuple[float, list[float]]]]]:
    """One medium game, the sim's game ``index`` of ``seed``: per seat, its final score and,
    at every turn start, (turns it still has to play, its features)."""
    rules = get_game("dog_lover").rules()
    gs = game_seed(seed, index)
    levels = ["medium"] * players
    agents = [agent_for("dog_lover", "medium", gs * 31 + i) for i in range(players)]
    judge = CachingJudge()
    rows: list[list[tuple[int, list[float]]]] = [[] for _ in range(players)]
    last = [None]

    def record(state, seat: int) -> None:
        if state.phase == TURN and not state.retrieved and state.current != last[0]:
            last[0] = state.current
            for s in range(players):
                t = judged_turns(state, s)
                rows[s].append((t, features(state, s, t, judge)))

    state = play_game_between(rules, levels, gs,
                              asking(rules, agents, [Budget(1000.0, None)] * players, gs),
                              before_decision=record)
    finals = rules.score_pad(state).totals()
    return [(finals[s], rows[s]) for s in range(players)]


def weights_of(players: int, played, ridge: float) -> dict[int, tuple]:
    """One model per bucket of turns left, fitted on the games ``played``."""
    by_bucket: dict[int, list] = {}
    for game in played:
        for final, rows in game:
            for t, x in rows:   # the model is medium's value plus a fitted correction
                by_bucket.setdefault(bucket(players, t), []).append((x, final - medium_value(t, x)))
    return {b: tuple(round(m + d, 3) for m, d in zip(medium_weights(b), ridge_fit(s, ridge)))
            for b, s in sorted(by_bucket.items())}


def main(argv: list[str]) -> None:
    players, seed, games = int(argv[0]), int(argv[1]), int(argv[2])
    ridge = float(argv[3]) if len(argv) > 3 else 30.0
    played = [self_play(players, seed, i) for i in range(games)]
    print(f"    {players}: (  # {games} games, seed {seed}, ridge {ridge}")
    for b, w in sorted(weights_of(players, played, ridge).items()):
        nums = [repr(x) for x in w]
        print(f"        # {b} turns left\n        ({', '.join(nums[:8])},\n"
              f"         {', '.join(nums[8:])}),")
    print("    ),")
    if games >= 8:   # how well it predicts: fitted on three quarters, checked on the rest
        train = games * 3 // 4
        _report(players, played[train:], weights_of(players, played[:train], ridge))


def _report(players, held, weights) -> None:
    """Correlation of the predicted lead (ours less the best other's) with the final lead."""
    model: dict[int, tuple[list, list, list]] = {}
    for game in held:
        turns = len(game[0][1])
        for k in range(turns):
            pred = [sum(a * b for a, b in zip(weights.get(bucket(players, rows[k][0]), ()), rows[k][1]))
                    for _, rows in game]
            med = [medium_value(rows[k][0], rows[k][1]) for _, rows in game]
            for s, (final, rows) in enumerate(game):
                others = [o for o in range(len(game)) if o != s]
                m = model.setdefault(bucket(players, rows[k][0]), ([], [], []))
                m[0].append(final - max(game[o][0] for o in others))
                m[1].append(pred[s] - max(pred[o] for o in others))
                m[2].append(med[s] - max(med[o] for o in others))
    for b, (y, p, m) in sorted(model.items()):
        print(f"# {b} turns left: lead correlation, learned {correlation(p, y):.3f}, medium {correlation(m, y):.3f} (n={len(y)})")


if __name__ == "__main__":
    main(sys.argv[1:])
