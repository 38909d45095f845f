"""Playouts for the Dogs Alone hard player: the rest of a turn and the next few turns of the
table played by the medium policy on a determinized state, and the value of where they end.

Inside a playout every seat's policy reads only its own cards (``Seen.from_state``); at the
end each seat's cards (for the others, the resample's guesses) are valued by
``simple_hand_value``."""
from __future__ import annotations

import math
import random

from dogtable.core.rules import Action

from .ai_seen import Seen, _TYP, Weights
from .ai_risk import rho_estimate, survival
from .ai_projection import seat_values, utility
from .ai_planner import best_wilds, Planner
from .ai import medium_action
from .rules import OVER, WILD_PHASE, DogsAloneRules, score
RULES = DogsAloneRules()


def _apply(state, seat: int, action: Action, rng: random.Random) -> None:
    for e in RULES.decide(state, seat, action, rng):
        RULES.evolve(state, e)


def finish_turn(state, seat: int, rng: random.Random, w: Weights, allow_clean=True,
                allow_change=True) -> None:
    """Play the rest of ``seat``'s turn in a determinized state as the medium player would.
    One planner serves every step while the messes, pools and mess supply stay the same
    (its caches are then still valid; only the hand changes)."""
    turn = state.turn
    planner, key = None, None
    for _ in range(200):  # a policy bug must not hang a search
        if state.phase in (OVER, WILD_PHASE) or state.turn != turn or state.current != seat:
            return
        legal = RULES.legal_actions(state, seat)
        if len(legal) == 1:
            a = legal[0]
        else:
            seen = Seen.from_state(state, seat)
            now = (tuple(state.mess_supply), len(state.messes[seat]), len(state.pools[seat]),
                   len(state.dog_deck) == 0)
            if planner is None or now != key:
                planner, key = Planner(seen, w), now
            else:
                planner.seen = seen
            a = medium_action(seen, set(legal), w, allow_clean, allow_change, planner)
        _apply(state, seat, a, rng)
    raise RuntimeError("playout turn did not end")


def play_turns(state, turns: int, rng: random.Random, w: Weights) -> None:
    for _ in range(turns):
        if state.phase in (OVER, WILD_PHASE):
            return
        finish_turn(state, state.current, rng, w)


def leaf_value(state, me: int, w: Weights) -> float:
    """Our chance-like score in [0, 1] from a playout's last state: the real result if the
    game ended, else what the projection says.  Two players: the margin squashed.  More
    players: our chance to finish on top (``win_chance``), so every other seat counts, not
    only the best one."""
    n = state.n
    if state.phase in (OVER, WILD_PHASE):
        wild = [state.wild[s] or best_wilds(state.cleaned[s], state.cleaned, s) for s in range(n)]
        totals = score(state.cleaned, state.pools, wild, n).totals()
        margin = utility(totals, me)
        if n > 2:
            top = max(totals)
            share = 1.0 / totals.count(top) if totals[me] == top else 0.0
            return 0.9 * share + 0.1 * _squash(margin)
        result = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        # the margin still counts a little: it keeps a lost (or won) game worth playing well
        return 0.7 * result + 0.3 * _squash(margin)
    seen = Seen.from_state(state, me)
    rho = rho_estimate(seen, w)
    key = (seen.mess_deck_count, seen.marios, seen.mess_total, seen.mess_drawn, 0, rho)
    # evaluated at the start of the current seat's turn; every hand valued alike (the other
    # hands are only guesses here) and by what the game still gives time to use
    cur = state.current
    offsets = [(s - cur) % n for s in range(n)]
    surv = survival(*key)
    later = surv[min(64, n)]
    hands = [later * simple_hand_value(state.hands[s], state.pools[s], w) for s in range(n)]
    unc = [[m for m in state.messes[s] if m not in state.cleaned[s]] for s in range(n)]
    vals = seat_values(n, state.cleaned, unc, [len(p) for p in state.pools], hands, offsets, key, w)
    if n > 2:
        return win_chance(vals, me, sum(surv) / n)
    return _squash(utility(vals, me))


# How far apart two seats' final scores may still drift from their projections: the variance
# of the difference grows with the turns left (fitted on medium self-play, 60 games per table
# size, and widened by half, which predicted the winners best).
_DRIFT = {3: (65.0, 4.8), 4: (39.0, 5.3), 5: (30.0, 4.5)}


def win_chance(vals, me: int, turns_left: float) -> float:
    """The chance that ``me`` finishes on top: each seat's chance to beat every other seat
    (a normal model of the drift of each difference), normalised over the seats."""
    a, b = _DRIFT.get(len(vals), _DRIFT[5])
    return top_share(vals, me, 1.0 / math.sqrt(2.0 * max(4.0, a + b * turns_left)))


def top_share(vals, me: int, scale: float) -> float:
    """``me``'s share of the seats' chances to beat every other seat, where seat s beats o
    with chance erfc((o - s) * scale) / 2 (a normal model; ``scale`` is 1 / (sqrt 2 sd))."""
    raw = []
    for s, v in enumerate(vals):
        p = 1.0
        for o, u in enumerate(vals):
            if o != s:
                p *= 0.5 * math.erfc((u - v) * scale)
        raw.append(p)
    total = sum(raw)
    return raw[me] / total if total > 0 else 1.0 / len(vals)


def _squash(margin: float) -> float:
    """A margin in points as a chance-like value in (0, 1)."""
    return 1.0 / (1.0 + math.exp(-margin / LEAF_SCALE))


LEAF_SCALE = 8.0


def simple_hand_value(hand, pool, w: Weights) -> float:
    """A hand's worth from counts alone: dogs per colour (up to four) and identical pairs."""
    tc = [0] * 16
    for c in hand:
        tc[_TYP[c]] += 1
    for c in pool:
        tc[_TYP[c]] += 1
    v = 0.0
    for col in range(4):
        c4 = tc[col * 4: col * 4 + 4]
        k = sum(c4)
        v += w.opp_card * min(k, 4) + 0.15 * max(0, k - 1) * (k <= 4) + w.pair_bonus * sum(x // 2 for x in c4)
    return v
