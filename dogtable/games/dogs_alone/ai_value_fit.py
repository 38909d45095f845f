"""Fits the hard player's learned value of a playout's end (``ai_value``) from medium self-play.

    python3 -m dogtable.games.dogs_alone.ai_value_fit PLAYERS SEED GAMES [RIDGE] [--restricted]

plays GAMES medium-vs-medium games at a table of PLAYERS, game i dealt as `dogtable sim`
deals game i of a tournament seeded SEED (``dogtable.ai.selfplay``; use tuning seeds only).
At every turn start it records every seat's features (``ai_value.table_features``) and, once
the game is over, each seat's final score.  For each bucket of expected rounds left
(``ai_value.bucket``) one linear model predicts how far one seat's final score ends above
another's from the difference of their features: the committed leaf's projection plus a
correction fitted by ridge least squares (``dogtable.ai.linear_fit``), which shrinks toward
the projection.  With three or more players it also measures how far the
difference of two seats' final scores strays from the predicted one (its standard deviation
per bucket, ``SPREAD``), which sets the chance to finish on top.  ``--restricted`` fits only
the corrections of ``ai_value.RESTRICTED`` (``RESTRICTED_WEIGHTS``).

It prints the entries for ``ai_value_weights`` and, fitting on the first three quarters of
the games and checking on the rest, how well the model and the committed projection predict
each seat's final lead over the best other seat (correlation), and how well the learned and
the committed leaf value predict who finishes first (correlation with the first-place share),
by bucket.
"""
from __future__ import annotations

import math
import sys

from dogtable.ai.agent import Budget
from dogtable.ai.levels import agent_for
from dogtable.ai.linear_fit import correlation, ridge_fit
from dogtable.ai.selfplay import asking, play_game_between
from dogtable.core.registry import get_game
from dogtable.core.seeds import game_seed

from .ai_playout import leaf_value
from .ai_value import (NAMES, PROJECTION, RESTRICTED, bucket, projection_weights, table_features,
                       value_of_predictions)
from .rules import START

GAME = "dogs_alone"


def self_play(players: int, seed: int, index: int):
    """Game ``index`` of a medium tournament seeded ``seed``: (final scores, rows), one row per
    turn start: (expected rounds left, every seat's features, every seat's committed leaf
    value)."""
    rules = get_game(GAME).rules()
    gs = game_seed(seed, index)
    levels = ["medium"] * players
    agents = [agent_for(GAME, "medium", gs * 31 + i) for i in range(players)]
    budgets = [Budget(800.0)] * players
    rows = []
    last = [None]

    def record(state, seat):
        here = (state.turn, state.current)
        if state.phase == START and here != last[0] and not state.recruit_discards \
                and not state.draws and not state.supply_changes:
            last[0] = here
            rounds, feats = table_features(state)
            rows.append((rounds, feats, [leaf_value(state, s, agents[0].w) for s in range(players)]))

    state = play_game_between(rules, levels, gs, asking(rules, agents, budgets, gs),
                              before_decision=record)
    return rules.score_pad(state).totals(), rows


def models_of(players: int, played, ridge: float, keep=None) -> dict[int, tuple]:
    """One model per bucket of rounds left, fitted on the games ``played``.  What the leaf
    compares is the seats' scores, so the model is fitted to every ordered pair of seats: the
    difference of their features to the difference of their final scores (which predicts
    the lead better on held-out games than fitting each seat's score alone).  The constant
    then drops out (its weight is 0).  With ``keep`` (names of ``ai_value.NAMES``, the
    projection among them) only those features are corrected, every other weight stays 0:
    the restricted model (``ai_value.RESTRICTED``)."""
    cols = list(range(len(NAMES))) if keep is None else [NAMES.index(k) for k in keep]
    by_bucket: dict[int, list] = {}
    for finals, rows in played:
        for rounds, feats, _ in rows:
            samples = by_bucket.setdefault(bucket(players, rounds), [])
            for s, x in enumerate(feats):
                for o, y in enumerate(feats):
                    if o != s:
                        d = [x[i] - y[i] for i in cols]
                        samples.append((d, finals[s] - finals[o] - (x[PROJECTION] - y[PROJECTION])))
    base = projection_weights()
    out = {}
    for b, samples in sorted(by_bucket.items()):
        # the constant (column 0 of the full model) is not shrunk; a restricted model has none
        fitted = ridge_fit(samples, ridge) if keep is None else ridge_fit(samples, ridge, unshrunk=())
        corr = [0.0] * len(NAMES)
        for i, v in zip(cols, fitted):
            corr[i] = v
        out[b] = tuple(round(m + d, 4) for m, d in zip(base, corr))
    return out


def _predict(model, x) -> float:
    return sum(a * b for a, b in zip(model, x))


def spreads_of(players: int, played, models) -> dict[int, float]:
    """Per bucket, the standard deviation of (final difference - predicted difference) over
    every ordered pair of seats."""
    acc: dict[int, list] = {}
    for finals, rows in played:
        for rounds, feats, _ in rows:
            b = bucket(players, rounds)
            pred = [_predict(models[b], x) for x in feats]
            a = acc.setdefault(b, [0.0, 0])
            for s in range(players):
                for o in range(players):
                    if o != s:
                        a[0] += ((finals[s] - finals[o]) - (pred[s] - pred[o])) ** 2
                        a[1] += 1
    return {b: round(math.sqrt(v / k), 3) for b, (v, k) in sorted(acc.items()) if k}


def main(argv: list[str]) -> None:
    keep = RESTRICTED if "--restricted" in argv else None
    argv = [a for a in argv if a != "--restricted"]
    players, seed, games = int(argv[0]), int(argv[1]), int(argv[2])
    ridge = float(argv[3]) if len(argv) > 3 else 30.0
    played = [self_play(players, seed, i) for i in range(games)]
    models = models_of(players, played, ridge, keep)
    print(f"    {players}: {{  # {games} games, seed {seed}, ridge {ridge}"
          + (", restricted" if keep else ""))
    for b, w in models.items():
        nums = [repr(x) for x in w]
        print(f"        {b}: ({', '.join(nums[:7])},\n            {', '.join(nums[7:14])},\n"
              f"            {', '.join(nums[14:])}),")
    print("    },")
    if players > 2:
        print(f"SPREAD:\n    {players}: {spreads_of(players, played, models)!r},")
    if games >= 8:   # how well it predicts: fitted on three quarters, checked on the rest
        train = games * 3 // 4
        fitted = models_of(players, played[:train], ridge, keep)
        table = {players: fitted}
        spread = {players: spreads_of(players, played[:train], fitted)} if players > 2 else {}
        report(players, played[train:], table, spread)


def report(players: int, held, table, spread) -> None:
    """By bucket: the correlation of the predicted lead (a seat's less the best other seat's)
    with the final lead, learned and committed; and of the leaf value with the first-place
    share, learned and committed."""
    out: dict[int, list] = {}
    for finals, rows in held:
        top = max(finals)
        firsts = finals.count(top)
        for rounds, feats, committed in rows:
            b = bucket(players, rounds)
            pred = [_predict(table[players][b], x) for x in feats]
            proj = [x[PROJECTION] for x in feats]
            sd = spread[players][b] if players > 2 else 0.0
            learned = [value_of_predictions(pred, s, sd) for s in range(players)]
            acc = out.setdefault(b, ([], [], [], [], [], []))
            for s in range(players):
                others = [o for o in range(players) if o != s]
                acc[0].append(finals[s] - max(finals[o] for o in others))
                acc[1].append(pred[s] - max(pred[o] for o in others))
                acc[2].append(proj[s] - max(proj[o] for o in others))
                acc[3].append(1.0 / firsts if finals[s] == top else 0.0)
                acc[4].append(learned[s])
                acc[5].append(committed[s])
    for b, (y, p, m, share, lv, cv) in sorted(out.items()):
        print(f"# {b} rounds left: lead correlation learned {correlation(p, y):.3f}, "
              f"committed projection {correlation(m, y):.3f}; first-place correlation "
              f"learned leaf {correlation(lv, share):.3f}, committed leaf "
              f"{correlation(cv, share):.3f} (n={len(y)})")


if __name__ == "__main__":
    main(sys.argv[1:])
