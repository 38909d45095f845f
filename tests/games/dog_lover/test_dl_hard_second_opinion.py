"""Hard's second opinion (``HardSettings.second_opinion``, issue 22, session 13): the best
action by the learned model of a seat's final score joins the candidates when it is of a
searched kind and none of them takes its cells, so a move medium's one-step value rates low
(a rescue it would trade for a tuck, a retrieval it judges a point behind) is played out
beside medium's choice and taken only when it wins the switch test."""
from __future__ import annotations

import random

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Seat, replay
from dogtable.games.dog_lover import ai_hard, ai_levels
from dogtable.games.dog_lover.ai import TURN, medium_scores
from dogtable.games.dog_lover.ai_hard import HardAgent, HardSettings, _distinct
from dogtable.games.dog_lover.ai_judge_cache import CachingJudge
from dogtable.games.dog_lover.ai_value import LearnedJudge

from dl_positions import RULES

PLAYOUTS = 12


def _decisions(n: int, seed: int):
    """(state, seat, legal) at every turn decision with a choice, in a game of mediums."""
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    agents = [ai_levels.make_agent("medium", i) for i in range(n)]
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if state.phase == TURN and len(legal) > 1:
            yield RULES.clone(state), seat, legal
        action = ask(RULES, state, seat, agents[seat], Budget(iterations=1), seed, legal)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)


def _learned_best(state, seat, legal):
    judge = LearnedJudge(state, me=seat)
    scored = medium_scores(state, seat, sorted(legal), judge)
    return max(scored, key=lambda x: x[0])[1]


def test_the_learned_model_s_best_move_is_played_out_beside_medium_s():
    # hard without it (the app's hard has it at two players) and with it
    plain = HardAgent(5, settings=HardSettings(by_size=()))
    second = HardAgent(5, settings=HardSettings(by_size=(), second_opinion="learned"))
    assert HardAgent(5).s.at_table(2).second_opinion == "learned"
    searched_only_with_it = joined = 0
    for state, seat, legal in _decisions(2, seed=9012):
        # the agent decides on a world dealt from the view; the test deals the same one
        view = RULES.view(state, seat)
        resample = lambda rng, v=view, s=seat: RULES.resample(v, s, rng)
        rng = random.Random(ai_hard.decision_seed(second.seed, view, "hard"))
        dealt = resample(random.Random(rng.getrandbits(64)))
        cands = plain.candidates(dealt, seat, legal, plain._judge("judge", dealt, CachingJudge(),
                                                                    plain.s, seat))
        best = _learned_best(dealt, seat, legal)
        new = best.kind in plain.s.searched and \
            _distinct(dealt, best) not in {_distinct(dealt, a) for a in cands}
        budget = Budget(iterations=PLAYOUTS * 4)
        chosen = second.choose(view, legal, resample, budget)
        assert chosen in legal
        report = second.last_report
        if not new:   # nothing to add: the same search as without it
            assert plain.choose(view, legal, resample, budget) == chosen
            continue
        joined += 1
        assert report is not None and best in report.gains   # played out beside medium's choice
        if report.chosen == best:   # taken only by the switch test
            assert report.gains[best] > plain.s.min_gain
            assert report.gains[best] > plain.s.z * report.errors[best]
        if len(cands) == 1:
            searched_only_with_it += 1
            plain.choose(view, legal, resample, budget)
            assert plain.last_report is None   # without it, medium's choice was played unsearched
    assert joined >= 3 and searched_only_with_it >= 1
