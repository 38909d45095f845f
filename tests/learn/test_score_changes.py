"""Every score change in a lesson is explained when it happens: after each move the coach says,
for each seat whose running score moved, by how much and why (the score-pad category), and the
amounts it says add up to the change.  The running score is the engine's own count over the
learner's view (no hidden card is counted), and every explanation exists in every language."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.ai.reaction import race_rng, settle
from dogtable.core.rules import referee_of
from dogtable.learn.coach import SCORE_LINES, Coach
from dogtable.learn.lessons import LEARNER, LESSONS
from dogtable.learn.score_changes import changes, running
from dogtable.sim import make_agent

LOCALES = Path(__file__).resolve().parents[2] / "locales"


def _key_exists(lang: str, key: str) -> bool:
    node = json.loads((LOCALES / f"learn.{lang}.json").read_text(encoding="utf-8"))[lang]
    for part in key.split(".")[1:]:
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return isinstance(node, str)


def _totals(game_id, session) -> dict[int, int]:
    scores = running(game_id, session.rules.view(session.state, LEARNER))
    out: dict[int, int] = {}
    for (seat, _), points in scores.items():
        out[seat] = out.get(seat, 0) + points
    return out


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_every_score_change_is_said_when_it_happens(game_id):
    lesson = LESSONS[game_id]
    session = lesson.session(lambda key, **p: key)
    coach = Coach(lesson)
    coach.watch(session)
    agents = {s: make_agent(game_id, "easy", session.seed * 7 + s) for s in range(lesson.players)}
    told = 0
    for _ in range(260 if game_id != "dodgy_dogs" else 400):
        if session.is_over():
            break
        before = _totals(game_id, session)
        movers = session.to_act()
        if movers:
            seat = movers[0]
            action = ask(session.rules, session.state, seat, agents[seat], Budget(iterations=4),
                         session.seed + len(session.log))
        else:
            seat = None
            levels = ["easy"] * lesson.players
            action = settle(referee_of(session.rules, session.state), levels,
                            race_rng(session.seed, session.event_count()))
        events = session.act(seat, action)
        said = coach.note(session, seat, action, events)
        after = _totals(game_id, session)
        lines = [line for line in said if line.key == "learn.score.change"]
        moved = {s for s in after if after[s] != before.get(s, 0)}
        assert moved <= {line.params["player"] for line in lines}, (action, before, after, said)
        if len(lines) < SCORE_LINES:   # all of them said: they add up to the change
            for s in moved:
                total = sum(int(line.params["points"]) for line in lines if line.params["player"] == s)
                assert total == after[s] - before[s]
        for line in lines:
            for lang in ("en", "es", "pt"):
                assert _key_exists(lang, line.params["why_key"]), (lang, line.params["why_key"])
        told += len(lines)
    assert told > 0, "no score changed in the lesson's first moves"


def test_a_majority_and_the_two_player_mix_are_named():
    """The categories the issue saw unexplained: a colour majority (+5) and DOGS' two-player
    city/countryside penalty (-5) come out as their own changes."""
    before = {(0, "majority_red"): 0, (1, "mixed"): 0}
    after = {(0, "majority_red"): 5, (1, "mixed"): -5}
    assert changes(before, after) == [(0, "majority_red", 5), (1, "mixed", -5)]
    assert changes(None, after) == []


def test_a_view_that_cannot_be_counted_gives_no_figures():
    assert running("dogs_alone", {"players": 2}) is None
    assert running("no_such_game", {}) is None


def test_the_learners_own_score_change_stays_while_the_computers_play_on():
    """A computer's move right after the learner's must not wipe the learner's points unread:
    the score lines since the learner's last move stay in what the coach says."""
    lesson = LESSONS["dogs_alone"]
    session = lesson.session(lambda key, **p: key)
    coach = Coach(lesson)
    coach.watch(session)
    agents = {s: make_agent("dogs_alone", "easy", s) for s in range(lesson.players)}
    for _ in range(300):
        seat = session.to_act()[0]
        action = ask(session.rules, session.state, seat, agents[seat], Budget(iterations=4),
                     len(session.log))
        said = coach.note(session, seat, action, session.act(seat, action))
        mine = [line for line in said if line.key == "learn.score.change"
                and line.params["player"] == LEARNER]
        if seat == LEARNER and mine:
            break
    else:
        raise AssertionError("the learner's score never changed")
    while session.to_act() == [LEARNER]:      # the rest of the learner's turn
        action = ask(session.rules, session.state, LEARNER, agents[LEARNER], Budget(iterations=4),
                     len(session.log))
        coach.note(session, LEARNER, action, session.act(LEARNER, action))
        mine = [line for line in coach.lines if line.key == "learn.score.change"
                and line.params["player"] == LEARNER] or mine
    assert mine
    spoke = False
    while session.to_act() and session.to_act()[0] != LEARNER:   # the computer's turn
        seat = session.to_act()[0]
        action = ask(session.rules, session.state, seat, agents[seat], Budget(iterations=4),
                     len(session.log))
        spoke = bool(coach.note(session, seat, action, session.act(seat, action))) or spoke
        assert all(line in coach.lines for line in mine)
    assert spoke, "the computer's turn said nothing: the test proved nothing"
