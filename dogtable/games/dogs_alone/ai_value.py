"""A learned value of where a hard playout ends: the full model, selectable with
``HardSettings(end_value="learned")`` (docs/ai.md, Dogs Alone, "Tried, did not help": it made
hard clean too early), and the restricted model (``RESTRICTED``, ``restricted_leaf_value``),
which corrects only the hand, the pool and the turns left and is hard's default at three
seats (docs/ai.md, Dogs Alone, "hard").

``table_features(state)`` lists, for every seat, numbers of its position read from what that
seat may know (its own hand and pool, the public table, the pile sizes): the committed leaf's
projection of its final score (``seat_values``, with every hand valued by
``simple_hand_value``) and its parts and counts the projection weighs only roughly or not at
all (the score if the game ended now, messes cleaned and uncleaned, expected majorities,
sets, the hand, the messes on offer it could pay, its expected turns left, the Mario Hugo
cards seen, the cards left in the decks).  ``bucket`` groups positions by the rounds the game
is expected to last; for each table size and bucket a linear model (``ai_value_weights``,
fitted by ``ai_value_fit`` on medium self-play) predicts each seat's final score up to a
constant shared by the seats (it is fitted to the differences between seats), and
``learned_leaf_value`` turns the predictions into the leaf's chance-like value the way the
committed ``leaf_value`` turns its projection: the squashed margin with two players, the
chance to finish on top with more.
"""
from __future__ import annotations

import math

from .ai_seen import MEDIUM, Seen, Weights, _COL, _MCOL, _MKIND, _MPTS, _TYP
from .ai_risk import rho_estimate, survival
from .ai_projection import _complete_sets, _majorities, _seat_part, utility
from .ai_planner import best_wilds
from .ai_playout import _squash, leaf_value, simple_hand_value, top_share
from .cards import FOUR, PAIR, THREE, WILD_KIND
from .rules import OVER, WILD_PHASE, score

NAMES = ("one", "projection", "score_now", "pool", "cleaned_points", "uncleaned_points",
         "uncleaned_colours", "kept_points", "majorities", "sets_now", "sets_all", "colours",
         "hand", "hand_value", "colour_most", "payable_points", "own_turns", "marios",
         "dog_deck", "mess_deck")
PROJECTION = NAMES.index("projection")
# The restricted model corrects only these (session 14): what a decision hardly trades
# against the others.  The messes, cleaned or not, are left to the projection, which
# charges the turn a clean costs; the full model credited a cleaned mess well above an
# uncleaned one and made hard clean far too early (docs/ai.md, Dogs Alone).
RESTRICTED = ("projection", "pool", "hand", "hand_value", "colour_most", "payable_points",
              "own_turns")

# the first and last bucket of expected rounds left per table size (fewer or more rounds
# share its model: with two or three players few positions have less than two or one left)
FIRST_BUCKET = {2: 2, 3: 1, 4: 0, 5: 0}
LAST_BUCKET = {2: 10, 3: 8, 4: 7, 5: 6}


def bucket(players: int, rounds: float) -> int:
    return max(FIRST_BUCKET.get(players, 0), min(int(rounds), LAST_BUCKET.get(players, 6)))


def projection_weights() -> list[float]:
    """The committed leaf's projection as weights of the features."""
    out = [0.0] * len(NAMES)
    out[PROJECTION] = 1.0
    return out


def _payable_points(hand, pool, supply) -> float:
    """Printed points of the messes on offer that the seat's hand and pool could pay now."""
    if not supply:
        return 0.0
    per_col = [0] * 4
    per_type = [0] * 16
    for c in hand:
        per_col[_COL[c]] += 1
        per_type[_TYP[c]] += 1
    for c in pool:
        per_col[_COL[c]] += 1
        per_type[_TYP[c]] += 1
    pts = 0.0
    for m in supply:
        if m is None:
            continue
        k, col = _MKIND[m], _MCOL[m]
        if k == WILD_KIND:
            ok = all(per_col)
        elif k == PAIR:
            ok = any(per_type[t] >= 2 for t in range(col * 4, col * 4 + 4))
        else:
            ok = per_col[col] >= (4 if k == FOUR else 3 if k == THREE else 2)
        if ok:
            pts += _MPTS[m]
    return pts


def table_features(state, w: Weights = MEDIUM) -> tuple[float, list[list[float]]]:
    """(the expected rounds left, every seat's features) at a position of a game not over."""
    n = state.n
    seen = Seen.from_state(state, state.current)
    rho = rho_estimate(seen, w)
    key = (seen.mess_deck_count, seen.marios, seen.mess_total, seen.mess_drawn, 0, rho)
    surv = survival(*key)
    last = len(surv) - 1
    rounds = sum(surv) / n
    cur = state.current
    offsets = [(s - cur) % n for s in range(n)]
    later = surv[min(last, n)]
    hvals = [simple_hand_value(state.hands[s], state.pools[s], w) for s in range(n)]
    unc = [[m for m in state.messes[s] if m not in state.cleaned[s]] for s in range(n)]
    parts = [_seat_part(tuple(state.cleaned[s]), tuple(unc[s]), len(state.pools[s]), offsets[s],
                        n, key, w.clean_cost, w.join_rate) for s in range(n)]
    maj = _majorities(tuple((p[1], p[2], p[3]) for p in parts))
    wild = [state.wild[s] or best_wilds(state.cleaned[s], state.cleaned, s) for s in range(n)]
    now = score(state.cleaned, state.pools, wild, n).totals()
    supply = state.mess_supply
    out = []
    for s in range(n):
        _, base, ucount, keep = parts[s]
        upts = [0] * 5
        for m in unc[s]:
            upts[_MCOL[m]] += _MPTS[m]
        both = [base[c] + ucount[c] for c in range(5)]
        colours = sum(1 for c in range(4) if both[c]) + both[4]
        hand, pool = state.hands[s], state.pools[s]
        per_col = [0] * 4
        for c in hand:
            per_col[_COL[c]] += 1
        for c in pool:
            per_col[_COL[c]] += 1
        own_turns = sum(surv[min(last, offsets[s] + (n - 1) * i)] for i in range(40))
        out.append([
            1.0,
            parts[s][0] + later * hvals[s] + maj[s],
            float(now[s]),
            float(len(pool)),
            float(sum(_MPTS[m] for m in state.cleaned[s])),
            float(sum(upts)),
            float(sum(1 for c in range(5) if ucount[c])),
            sum(keep[c] * upts[c] for c in range(5)),
            maj[s],
            float(_complete_sets(base[:4], base[4])),
            float(_complete_sets(both[:4], both[4])),
            float(colours),
            float(len(hand)),
            hvals[s],
            float(min(4, max(per_col))),
            _payable_points(hand, pool, supply),
            own_turns,
            float(seen.marios),
            float(seen.dog_deck_count),
            float(seen.mess_deck_count),
        ])
    return rounds, out


def predicted_scores(state, models: dict, w: Weights = MEDIUM) -> tuple[float, list[float]]:
    """(rounds left, each seat's predicted final score) by the model of the rounds' bucket."""
    rounds, feats = table_features(state, w)
    weights = models[bucket(state.n, rounds)]
    return rounds, [sum(a * b for a, b in zip(weights, x)) for x in feats]


def learned_leaf_value(state, me: int, w: Weights = MEDIUM, table: dict | None = None) -> float:
    """The leaf's value in [0, 1] with the learned model of the table size: the real result
    if the game ended (as ``leaf_value``); else, with two players, the predicted margin
    squashed; with more, our chance to finish on top given the predictions and how far the
    final scores may still stray from them (``ai_value_weights.SPREAD``).  A table size with
    no model is valued by ``leaf_value``."""
    if table is None:
        from .ai_value_weights import WEIGHTS as table
    models = table.get(state.n)
    if models is None or state.phase in (OVER, WILD_PHASE):
        return leaf_value(state, me, w)
    rounds, preds = predicted_scores(state, models, w)
    from .ai_value_weights import SPREAD
    return value_of_predictions(preds, me, SPREAD.get(state.n, {}).get(bucket(state.n, rounds), 10.0))


def restricted_leaf_value(state, me: int, w: Weights = MEDIUM) -> float:
    """``learned_leaf_value`` with the restricted model (``RESTRICTED``)."""
    from .ai_value_weights import RESTRICTED_WEIGHTS
    return learned_leaf_value(state, me, w, RESTRICTED_WEIGHTS)


def value_of_predictions(preds, me: int, sd: float) -> float:
    """A leaf's value in [0, 1] from the seats' predicted final scores: with two players the
    predicted margin squashed; with more, our chance to finish on top when the differences
    may still stray by ``sd``."""
    if len(preds) == 2:
        return _squash(utility(preds, me))
    return top_chance(preds, me, sd)


def top_chance(vals, me: int, sd: float) -> float:
    """The chance ``me`` finishes on top when each difference of two seats' final scores may
    still stray from the predicted one with standard deviation ``sd``: each seat's chance to
    beat every other seat, normalised over the seats."""
    return top_share(vals, me, 1.0 / (math.sqrt(2.0) * max(1.0, sd)))
