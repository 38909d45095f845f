"""The conformance suite (DESIGN.md, "Tests and checks"), run on every registered game and
every player count it allows.  A new game in dogtable.core.registry.GAME_PACKAGES is covered
as soon as it is listed; its secrets adapter (games/<id>/secrets.py) is the one its
declaration names.

Real-time moments (Rules.referee): while one is pending nobody is to act and the game is not
over; the table settles it with one of ``legal_actions(state, None)`` as the seat None.  The
random games here settle it with a random legal referee action, so every check below also
covers those moments and their outcome events."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
import json
from pathlib import Path
import random
import re
from typing import Any

from hypothesis import given, strategies as st
import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.events import Event, event_from_json
from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import (
    REFEREE, Action, ActionHint, IllegalAction, LogLine, Seat, log_lines, referee_of, replay,
)
from dogtable.core.scoring import ScorePad
from dogtable.core.session import Session
from dogtable.sim import LEVELS, make_agent
from dogtable.storage.saves import load_session, save_session


MAX_ACTIONS = 20_000  # a random game that has not ended by then is stuck
RECORDED_SEEDS = (101, 202, 303)
LOCALES = Path(__file__).resolve().parents[2] / "locales"
LANGUAGES = ("en", "es", "pt")

CASES = [pytest.param(game_id, n, id=f"{game_id}-{n}p")
         for game_id in game_ids()
         for n in range(get_game(game_id).min_players, get_game(game_id).max_players + 1)]


def every(items, step: int) -> list:
    items = list(items)
    return items[::max(1, step)]


def rules_of(game_id: str):
    return get_game(game_id).rules()


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}", "random") for i in range(n)]


def check(rules, state) -> None:
    """Every component in exactly one place."""
    rules.check(state)


def as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def has_referee(rules) -> bool:
    """Games that may have real-time moments answer legal_actions(state, None)."""
    return getattr(rules, "referee", None) is not None


def pending(rules, state) -> dict | None:
    """The real-time moment waiting for the table, or None."""
    return referee_of(rules, state)


def movers(rules, state) -> list[int | None]:
    """Who may act now: the seats to act, or the referee (None) while a moment is pending."""
    seats = rules.to_act(state)
    if not seats and not rules.is_over(state) and pending(rules, state) is not None:
        return [REFEREE]
    return seats


def random_move(rules, state, rng: random.Random) -> tuple[int | None, Action]:
    """A random legal move: a seat to act and one of its actions, or a random settlement of
    a pending real-time moment."""
    who = movers(rules, state)
    assert who, "nobody may act, no moment is pending, but the game is not over"
    seat = rng.choice(who)
    return seat, rng.choice(rules.legal_actions(state, seat))


# -- recorded random games, shared by the tests below -----------------------------------------

@dataclass
class Step:
    seat: int | None      # None: the referee settled a real-time moment
    action: Action
    before: Any           # a clone of the state just before the action
    events: list[Event]


@dataclass
class Recording:
    game_id: str
    n: int
    opening: list[Event]
    steps: list[Step] = field(default_factory=list)
    final: Any = None

    def states(self, count: int) -> list[Any]:
        """About ``count`` states spread over the game, a few with a real-time moment pending
        (if the game has any), plus the final one."""
        picked = [s.before for s in every(self.steps, len(self.steps) // count)]
        moments = [s.before for s in self.steps if s.seat is REFEREE]
        return picked + every(moments, len(moments) // 3)[:3] + [self.final]

    def actions_seen(self) -> set[Action]:
        return {s.action for s in self.steps}


@lru_cache(maxsize=None)
def recording(game_id: str, n: int, seed: int) -> Recording:
    rules = rules_of(game_id)
    rng = random.Random(seed)
    opening = rules.start(seats(n), {}, rng)
    state = replay(rules, opening)
    rec = Recording(game_id, n, opening)
    for i in range(MAX_ACTIONS):
        if rules.is_over(state):
            break
        seat, action = random_move(rules, state, rng)
        before = rules.clone(state)
        events = rules.decide(state, seat, action, random.Random(f"{seed}/{i}"))
        for event in events:
            rules.evolve(state, event)
        rec.steps.append(Step(seat, action, before, events))
    rec.final = state
    assert rules.is_over(state), "the recorded game did not end"
    return rec


def recordings(game_id: str, n: int) -> list[Recording]:
    return [recording(game_id, n, seed) for seed in RECORDED_SEEDS]


@pytest.mark.parametrize("game_id", game_ids())
def test_the_engine_takes_exactly_the_players_its_declaration_says(game_id):
    """games/<id>/game.py writes the player count once; the engine starts a game for every
    count in it and refuses one seat fewer or more."""
    low, high = get_game(game_id).players
    rules = rules_of(game_id)
    assert (rules.min_players, rules.max_players) == (low, high)
    for n in (low - 1, high + 1):
        with pytest.raises(ValueError):
            Session(rules_of(game_id), seats(n), {}, seed=1)


# -- random playouts -------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, n", CASES)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playouts_end_with_legal_actions_until_the_end(game_id, n, seed):
    rules = rules_of(game_id)
    rng = random.Random(seed)
    state = replay(rules, rules.start(seats(n), {}, rng))
    check(rules, state)
    for i in range(MAX_ACTIONS):
        if rules.is_over(state):
            break
        to_act = rules.to_act(state)
        moment = pending(rules, state)
        if moment is not None:
            assert to_act == [], "a seat is asked to act while a real-time moment is pending"
            assert as_json(moment) == moment and isinstance(moment.get("kind"), str)
            assert rules.legal_actions(state, REFEREE), "a pending moment has no outcome"
        else:
            assert to_act, "nobody may act, no moment is pending, but the game is not over"
            if has_referee(rules):
                assert rules.legal_actions(state, REFEREE) == [], "the referee acts unasked"
        for s in range(n):
            if s in to_act:
                assert rules.legal_actions(state, s), f"seat {s} must act but has no action"
            else:
                assert rules.legal_actions(state, s) == [], f"seat {s} may act out of turn"
        seat, action = random_move(rules, state, rng)
        events = rules.decide(state, seat, action, random.Random(f"{seed}/{i}"))
        assert events, "an accepted action must record what happened"
        for event in events:
            rules.evolve(state, event)
        check(rules, state)
    else:
        pytest.fail(f"no end after {MAX_ACTIONS} random actions")
    assert rules.to_act(state) == []
    assert all(rules.legal_actions(state, s) == [] for s in range(n))
    assert pending(rules, state) is None
    if has_referee(rules):
        assert rules.legal_actions(state, REFEREE) == []
    pad = rules.score_pad(state)
    assert isinstance(pad, ScorePad) and pad.seats == n
    assert pad.winners() and set(pad.winners()) <= set(range(n))
    assert len(pad.totals()) == n
    as_json(pad.to_json())


@pytest.mark.parametrize("game_id, n", CASES)
def test_every_component_is_in_exactly_one_place_after_every_event(game_id, n):
    rules = rules_of(game_id)
    for rec in recordings(game_id, n):
        state = replay(rules, rec.opening)
        check(rules, state)
        for step in rec.steps:
            for event in step.events:
                rules.evolve(state, event)
            check(rules, state)


# -- actions ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, n", CASES)
def test_every_listed_action_applies(game_id, n):
    rules = rules_of(game_id)
    sample = random.Random(n)
    for rec in recordings(game_id, n):
        for state in rec.states(40)[:-1]:
            for seat in movers(rules, state):
                legal = rules.legal_actions(state, seat)
                assert len(legal) == len(set(legal)), "an action is listed twice"
                before = rules.state_to_json(state)
                for action in sample.sample(legal, min(6, len(legal))):
                    trial = rules.clone(state)
                    events = rules.decide(trial, seat, action, random.Random(1))
                    snapshot = rules.state_to_json(trial)
                    assert snapshot == before, "decide changed the state"
                    for event in events:
                        rules.evolve(trial, event)
                    assert snapshot == before, "state_to_json shares live data with the state"
                    check(rules, trial)
                    assert isinstance(rules.hint(state, action), ActionHint)
                    as_json(action.to_json())
                    assert Action.from_json(as_json(action.to_json())) == action


def garbage_like(action: Action) -> list[Action]:
    args = action.args
    out = [Action(action.kind, args + (0,)), Action(action.kind + "_not")]
    if args:
        out += [Action(action.kind, ()), Action(action.kind, ("x",) * len(args)),
                Action(action.kind, (-1,) * len(args)), Action(action.kind, (10**9,) * len(args)),
                Action(action.kind, (True,) * len(args)), Action(action.kind, (None,) * len(args))]
    return out


@pytest.mark.parametrize("game_id, n", CASES)
def test_unlisted_and_garbage_actions_are_refused_with_a_reason(game_id, n):
    rules = rules_of(game_id)
    for rec in recordings(game_id, n):
        seen = sorted(rec.actions_seen())
        candidates = set(seen) | {Action(""), Action("no_such_action", (1, 2))}
        for action in seen:
            candidates.update(garbage_like(action))
        for state in rec.states(25):
            before = rules.state_to_json(state)
            who = movers(rules, state)
            for seat in list(range(n)) + [n, -1, REFEREE]:
                if seat is REFEREE:  # the referee only while a moment is pending
                    legal = set(rules.legal_actions(state, seat)) if seat in who else set()
                else:
                    legal = set(rules.legal_actions(state, seat)) if 0 <= seat < n else set()
                for action in candidates - legal:
                    try:
                        rules.decide(state, seat, action, random.Random(0))
                    except IllegalAction as refusal:
                        assert isinstance(refusal.reason_key, str) and refusal.reason_key
                        assert isinstance(refusal.params, dict)
                    else:
                        pytest.fail(f"seat {seat} may play unlisted {action} in "
                                    f"{getattr(state, 'phase', '?')!r}")
            assert rules.state_to_json(state) == before, "a refused action changed the state"


# -- replay and saves --------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, n", CASES)
def test_replaying_the_log_and_a_save_reproduce_the_state(game_id, n, tmp_path):
    rules = rules_of(game_id)
    session = Session(rules, seats(n), {}, seed=n * 7)
    rng = random.Random(n)
    checkpoints = {10, 150, 400}
    for i in range(MAX_ACTIONS):
        over = session.is_over()
        if over or i in checkpoints:
            expected = rules.state_to_json(session.state)
            assert rules.state_to_json(replay(rules, session.events())) == expected
            text = json.dumps(session.to_json())
            again = Session.from_json(rules, json.loads(text))
            assert rules.state_to_json(again.state) == expected
            assert [e.to_json() for e in again.events()] == \
                [event_from_json(as_json(e.to_json())).to_json() for e in session.events()]
            path = tmp_path / f"{i}.json"
            save_session(session, path)
            loaded = load_session(path)
            assert rules.state_to_json(loaded.state) == expected
            assert loaded.to_act() == session.to_act()
            if over:
                break
        seat, action = random_move(rules, session.state, rng)
        if seat is REFEREE:
            assert session.referee() == pending(rules, session.state)
        session.act(seat, action)
    assert session.is_over()


# -- hidden information ------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, n", CASES)
def test_views_are_the_same_for_states_that_differ_only_in_what_the_seat_cannot_see(game_id, n):
    rules = rules_of(game_id)
    varied = 0
    for rec in recordings(game_id, n):
        for k, state in enumerate(rec.states(30)):
            public = as_json(rules.view(state, None))
            assert public == rules.view(state, None)  # plain JSON data
            for seat in range(n):
                view = rules.view(state, seat)
                assert as_json(view) == view
                for j in range(2):
                    other = rules.resample(view, seat, random.Random(1000 * k + 10 * seat + j))
                    check(rules, other)
                    assert rules.view(other, seat) == view, "resample disagrees with the view"
                    assert rules.view(other, None) == public
                    assert rules.to_act(other) == rules.to_act(state)
                    assert rules.is_over(other) == rules.is_over(state)
                    assert rules.legal_actions(other, seat) == rules.legal_actions(state, seat)
                    assert pending(rules, other) == pending(rules, state)
                    # an imagined state must be playable: whoever is asked has a move
                    for who in movers(rules, other):
                        assert rules.legal_actions(other, who), \
                            f"resample for seat {seat} leaves {who} with no legal action"
                    if pending(rules, state) is not None:
                        assert rules.legal_actions(other, REFEREE) == \
                            rules.legal_actions(state, REFEREE)
                    varied += rules.state_to_json(other) != rules.state_to_json(state)
    assert varied, "resample never changed a hidden card: is anything hidden at all?"


@pytest.mark.parametrize("game_id, n", CASES)
def test_views_and_redacted_events_name_no_hidden_card(game_id, n):
    secrets_class = get_game(game_id).part("secrets")
    assert secrets_class is not None, f"{game_id} declares no secrets adapter (secrets_path)"
    secrets = secrets_class()
    rules = rules_of(game_id)
    problems: list[str] = []
    for rec in recordings(game_id, n):
        state = rules.new_state()
        batches = [rec.opening] + [step.events for step in rec.steps]
        for batch in batches:
            for event in batch:
                before = [secrets.public(state, s) for s in range(n)] + [secrets.public(state, None)]
                after_state = rules.evolve(rules.clone(state), event)
                for i, seat in enumerate(list(range(n)) + [None]):
                    seen = rules.redact(event, seat)
                    as_json(seen.to_json())
                    problems += secrets.event_leaks(seen, before[i],
                                                    secrets.public(after_state, seat), seat)
                state = after_state
            for seat in list(range(n)) + [None]:
                problems += secrets.view_leaks(rules.view(state, seat), state, seat)
        assert not problems, sorted(set(problems))[:10]


@pytest.mark.parametrize("game_id, n", CASES)
def test_log_lines_for_every_event_as_every_seat_sees_it(game_id, n):
    rules = rules_of(game_id)
    rec = recordings(game_id, n)[0]
    for batch in [rec.opening] + [step.events for step in rec.steps]:
        for event in batch:
            for seat in list(range(n)) + [None]:
                for line in log_lines(rules, event, seat):
                    assert isinstance(line, LogLine) and isinstance(line.key, str) \
                        and line.key.startswith(game_id + ".") and as_json(line.params) == line.params


@lru_cache(maxsize=None)
def locale_text(namespace: str, lang: str) -> dict:
    path = LOCALES / f"{namespace}.{lang}.json"
    return json.loads(path.read_text(encoding="utf-8"))[lang] if path.is_file() else {}


PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


def translation(key: str, lang: str) -> list[str] | None:
    """The texts of ``key``: one, or each form of a plural object ({"one": ..., "other": ...},
    chosen by the ``count`` parameter; see dogtable/i18n.py)."""
    namespace, *path = key.split(".")
    node: Any = locale_text(namespace, lang)
    for part in path:
        node = node.get(part) if isinstance(node, dict) else None
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict) and node and set(node) <= PLURAL_CATEGORIES \
            and all(isinstance(v, str) for v in node.values()):
        return list(node.values())
    return None


@pytest.mark.parametrize("game_id, n", CASES)
def test_every_reason_and_log_line_has_a_text_in_every_language(game_id, n):
    """The table shows the engine's reason on refusal and its log lines: each key the engine
    produces must exist in en, es and pt, and every placeholder of the text must be given."""
    rules = rules_of(game_id)
    used: dict[str, set[str]] = {}  # key -> the parameters given every time it was used

    def note(key: str, params: dict) -> None:
        used[key] = used[key] & set(params) if key in used else set(params)

    rec = recordings(game_id, n)[0]
    for batch in [rec.opening] + [step.events for step in rec.steps]:
        for event in batch:
            for seat in (0, None):
                for line in log_lines(rules, event, seat):
                    note(line.key, line.params)
    candidates = sorted(rec.actions_seen())
    for action in list(candidates):
        candidates += garbage_like(action)
    for state in rec.states(15):
        who = movers(rules, state)
        for seat in list(range(n)) + ([REFEREE] if REFEREE in who else []):
            legal = set(rules.legal_actions(state, seat))
            for action in candidates:
                if action in legal:
                    continue
                try:
                    rules.decide(state, seat, action, random.Random(0))
                except IllegalAction as refusal:
                    note(refusal.reason_key, refusal.params)
    missing = []
    for key, params in sorted(used.items()):
        for lang in LANGUAGES:
            texts = translation(key, lang)
            if texts is None:
                missing.append(f"{lang}: no text for {key}")
                continue
            unfilled = {name for text in texts for name in re.findall(r"%\{(\w+)\}", text)} - params
            if unfilled:
                missing.append(f"{lang}: {key} needs {sorted(unfilled)} but gets {sorted(params)}")
    assert not missing, missing


# -- computer players ----------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id, n", CASES)
def test_agent_decisions_do_not_depend_on_hidden_information(game_id, n, level):
    rules = rules_of(game_id)
    make_agent(game_id, level, 0)   # a level that cannot be made fails here, never skips
    # a fixed amount of search instead of the clock, so both decisions can be compared
    budget = Budget(think_ms=200.0, iterations=20 if level == "hard" else 40)
    rec = recordings(game_id, n)[0]
    choices = [s for s in rec.steps if s.seat is not REFEREE
               and len(rules.legal_actions(s.before, s.seat)) > 1]
    states = every(choices, len(choices) // (4 if level == "hard" else 8))
    for k, step in enumerate(states):
        state, seat = step.before, step.seat
        other = rules.resample(rules.view(state, seat), seat, random.Random(k))
        assert rules.view(other, seat) == rules.view(state, seat)
        if rules.state_to_json(other) == rules.state_to_json(state):
            continue
        mine = ask(rules, state, seat, make_agent(game_id, level, 77 + k), budget, seed=k)
        imagined = ask(rules, other, seat, make_agent(game_id, level, 77 + k), budget, seed=k)
        assert mine in rules.legal_actions(state, seat)
        assert mine == imagined, f"{level} decided differently on hidden information"
