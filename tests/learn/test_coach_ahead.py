"""The coach teaches a rule before the learner has to use it: playing each lesson as the coach
suggests, every rule the learner's move uses, and every rule that move makes happen, was
explained before the move, never after.  And the reasons a lesson gives are many, not one."""
from __future__ import annotations

from pathlib import Path
import re

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.ai.reaction import race_rng, settle
from dogtable.core.rules import referee_of
from dogtable.learn.coach import Coach
from dogtable.learn.lessons import LEARNER, LESSONS
from dogtable.learn.topics import REQUIRED, TOPICS, topics_ahead, topics_in
from dogtable.sim import make_agent

# what chance or the end of the game brings, not a control of the learner's
NOT_A_CONTROL = {"mario", "end"}
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def first_game_rules(game_id: str) -> tuple[list[str], set[str]]:
    """(every rule docs/rules/<game>.md says a first game teaches, those its summary teaches)."""
    text = (DOCS / f"{game_id}.md").read_text(encoding="utf-8")
    section = text.split("## What a first game teaches", 1)[1].split("\n## ", 1)[0]
    rules, summary = [], set()
    for line in section.splitlines():
        found = re.match(r"- `([a-z_0-9]+)`", line)
        if found:
            rules.append(found.group(1))
            if "*(summary)*" in line:
                summary.add(found.group(1))
    return rules, summary


def _follow(game_id: str, moves_cap: int = 500):
    lesson = LESSONS[game_id]
    session = lesson.session(lambda key, **p: key)
    coach = Coach(lesson)
    kinds = lesson.seat_kinds()
    agents = {s: make_agent(game_id, kinds[s], session.seed * 31 + s)
              for s in range(lesson.players) if s != LEARNER}
    late: list[tuple[str, str]] = []
    reasons = []
    for _ in range(moves_cap):
        if session.is_over() or coach.done(session):
            break
        movers = session.to_act()
        if not movers:
            referee = referee_of(session.rules, session.state)
            levels = ["medium" if s == LEARNER else lesson.race_level for s in range(lesson.players)]
            action = settle(referee, levels, race_rng(session.seed, session.event_count()))
            events = session.act(None, action)
            coach.note(session, None, action, events)
            continue
        seat = movers[0]
        if seat == LEARNER:
            advice = coach.advise(session)
            action = advice.action
            reasons.append((advice.why.key, repr(sorted(advice.why.params.items()))))
            view = session.rules.view(session.state, LEARNER)
            uses = set(topics_ahead(game_id, view, [], action, shown=False)) - NOT_A_CONTROL
            known = set(coach.explained)
            late += [(action.kind, t) for t in uses if t not in known]
            events = session.act(seat, action)
            made = set(topics_in(game_id, [session.rules.redact(e, LEARNER) for e in events]))
            late += [(action.kind, t) for t in made - NOT_A_CONTROL if t not in known]
        else:
            action = ask(session.rules, session.state, seat, agents[seat], Budget(iterations=16),
                         session.seed + len(session.log))
            events = session.act(seat, action)
        coach.note(session, seat, action, events)
    return coach, late, reasons


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_following_the_coach_every_rule_is_explained_before_it_is_used(game_id):
    coach, late, reasons = _follow(game_id)
    assert not late, f"explained only after use: {late}"
    assert set(REQUIRED[game_id]) <= set(coach.explained)
    assert set(coach.explained) <= set(TOPICS[game_id])
    # every rule a first game teaches (the docs' list) is explained in the lesson, save
    # those the summary explains (and it does: they are listed there as still to come)
    rules, by_summary = first_game_rules(game_id)
    assert rules == list(TOPICS[game_id]), "the docs' list and the coach's topics differ"
    unexplained = [t for t in rules if t not in coach.explained]
    assert set(unexplained) <= by_summary, f"never explained: {unexplained}"
    assert set(unexplained) <= set(coach.summary()[1])
    # the reasons of the suggestions are many, not one stock sentence
    assert len(set(reasons)) >= len(reasons) * 0.5, reasons
