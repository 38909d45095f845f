"""Find the fixed deal of each guided game: the seed under which, when the learner follows
the coach and the computers play as they do at the table, every important rule comes up
soonest.

    python3 -m dogtable.learn.find_deals [GAME ...] [--seeds N] [--cap MOVES]

For each seed it plays the lesson to the point where every required topic has been met (or
the cap), counting the moves of the whole table; it prints the best seeds with the move at
which each topic first came up.  The winner goes into the game's declaration by hand
(games/<id>/game.py, ``lesson``), so a change of the engine or the AIs is a deliberate re-run,
not a silent change of the lesson.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import replace

from dogtable.ai.agent import Budget, ask
from dogtable.ai.reaction import race_rng, settle
from dogtable.core.rules import referee_of
from dogtable.learn.coach import Coach
from dogtable.learn.lessons import LEARNER, LESSONS, Lesson
from dogtable.learn.topics import REQUIRED
from dogtable.ai.levels import agent_for

THINK_MS = {"easy": 400.0, "medium": 800.0, "hard": 1000.0}   # as the table asks them
LEARNER_PACE = "medium"   # the learner's slap in a race (ai.reaction.REACTION_MS)


def _english(key: str, **params) -> str:
    return key


def trial(lesson: Lesson, cap: int) -> tuple[int, dict[str, int], int]:
    """Play ``lesson`` with the learner following the coach: (moves until every required
    topic was met, or cap + 1; the move each topic first came up at; the learner's turns)."""
    session = lesson.session(_english)
    coach = Coach(lesson)
    kinds = lesson.seat_kinds()
    agents = {s: agent_for(lesson.game_id, kinds[s], session.seed * 31 + s)
              for s in range(lesson.players) if s != LEARNER}
    first: dict[str, int] = {}
    moves = 0
    while moves < cap and not session.is_over():
        movers = session.to_act()
        if not movers:   # a slap race as the lesson runs it: the learner slaps like a
            # medium computer, the others at the lesson's slower pace
            referee = referee_of(session.rules, session.state)
            levels = [LEARNER_PACE if s == LEARNER else lesson.race_level
                      for s in range(lesson.players)]
            rng = race_rng(session.seed, session.event_count())
            seat, action = None, settle(referee, levels, rng)
        else:
            seat = movers[0]
            if seat == LEARNER:
                action = coach.advise(session).action
            else:
                action = ask(session.rules, session.state, seat, agents[seat],
                             Budget(THINK_MS.get(kinds[seat], 800.0)), session.seed + len(session.log))
        events = session.act(seat, action)
        moves += 1
        for topic in coach.note(session, seat, action, events):
            pass
        for topic in coach.met:
            first.setdefault(topic, moves)
        if coach.done(session):
            return moves, first, coach.turns
    return cap + 1, first, coach.turns


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=sorted(LESSONS))
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--cap", type=int, default=400)
    args = parser.parse_args(argv)
    for game in args.games:
        base = LESSONS[game]
        results = []
        for seed in range(args.seeds):
            lesson = replace(base, seed=seed)
            moves, first, turns = trial(lesson, args.cap)
            results.append((moves, seed, turns, first))
            print(f"{game} seed {seed}: {moves} moves, {turns} learner turns, "
                  f"missing {[t for t in REQUIRED[game] if t not in first]}", file=sys.stderr)
        results.sort(key=lambda r: (r[0], r[2]))
        print(f"== {game}: best seeds (moves until every required topic came up)")
        for moves, seed, turns, first in results[:5]:
            shown = ", ".join(f"{t}@{m}" for t, m in sorted(first.items(), key=lambda p: p[1]))
            print(f"  seed {seed}: {moves} moves, {turns} learner turns  [{shown}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
