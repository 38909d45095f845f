"""Recorded games that every engine must play again exactly (issue 26: "the same games for the
same seed before and after").

A recording is a game's seed, seats, options and the actions its seats took.  Replaying it
re-decides every action with the engine of today and folds the events; at each step a short
digest covers what the engine said there:

- the seats to act and the mover's legal actions, in their order (agents pick by position);
- the events the action produced;
- a few probes the engine must refuse or accept as it did when recorded: actions legal earlier
  in the game, the mover's action asked by another seat, and malformed variants (an unknown
  kind, a missing or an extra argument, a string where a number was) -- their reason keys and
  parameters, or the events when accepted;
- at the end, the score pad's totals.

Record the fixtures again (only for a deliberate change of a rule, saying so in the commit):

    PYTHONPATH=. python3 tests/core/same_games_kit.py [game_id ...]

The games were played by fast, deterministic players: easy and medium agents and a seeded
choice among the legal actions, at two players and at the game's most players.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
import random
import sys
from typing import Any

from dogtable.core.registry import get_game
from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.core.verify import chance_for

FIXTURES = Path(__file__).with_name("same_games")
GAME_IDS = ("dogs_kennel", "dogs_alone", "dog_lover", "dodgy_dogs")
DIGEST_CHARS = 10


def _digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode()).hexdigest()[:DIGEST_CHARS]


def _events_json(events) -> list:
    return [e.to_json() for e in events]


def _outcome(rules, state, seat, action: Action, chance_seed: str) -> list:
    """What deciding ``action`` for ``seat`` says now, as JSON (the state is not changed)."""
    try:
        events = rules.decide(state, seat, action, random.Random(chance_seed))
    except IllegalAction as refusal:
        return ["refused", refusal.reason_key, refusal.params]
    except Exception as crash:  # recorded too: a change of behaviour either way shows
        return ["crashed", type(crash).__name__]
    return ["accepted", _events_json(events)]


def _malformed(action: Action, rng: random.Random) -> Action:
    variant = rng.randrange(4)
    if variant == 0:
        return Action("no_such_action", action.args)
    if variant == 1:
        return Action(action.kind, action.args[:-1]) if action.args else Action(action.kind, (0,))
    if variant == 2:
        return Action(action.kind, action.args + (1,))
    args = tuple("x" if isinstance(a, int) else 0 for a in action.args)
    return Action(action.kind, args or ("x",))


def _probes(mover, legal, seen: list[Action], n: int,
            rng: random.Random) -> list[tuple[Any, Action]]:
    """The probes of one step: (seat, action) pairs, chosen by ``rng`` from what the game
    showed so far, so the same recording gives the same probes."""
    probes = []
    earlier = [a for a in seen if a not in set(legal)]
    for _ in range(2):
        if earlier:
            probes.append((mover, rng.choice(earlier)))
    if legal:
        other = 0 if mover is None else (mover + 1 + rng.randrange(max(1, n - 1))) % n
        if other != mover:
            probes.append((other, rng.choice(legal)))
        probes.append((mover, _malformed(rng.choice(legal), rng)))
    return probes


def _start(game_id: str, players: int, seed: int, options: dict):
    rules = get_game(game_id).rules()
    seats = [Seat(f"P{i + 1}", "human") for i in range(players)]
    opening = rules.start(seats, dict(options), random.Random(seed))
    return rules, opening, replay(rules, opening)


def _walk(game: dict, choose=None):
    """Play a recording (``choose`` None: its stored actions; else ``choose(rules, state,
    seat, legal)`` picks each one) and yield (step, action, digest) per step, then
    ("end", None, digest)."""
    rules, opening, state = _start(game["game"], game["players"], game["seed"], game["options"])
    yield "opening", None, _digest(_events_json(opening))
    probe_rng = random.Random(f"probes/{game['seed']}")
    seen: list[Action] = []
    known: set[Action] = set()
    total = len(opening)
    actions = game.get("actions", [])
    step = 0
    while not rules.is_over(state):
        movers = list(rules.to_act(state))
        mover = movers[0] if movers else None
        legal = list(rules.legal_actions(state, mover))
        if choose is None:
            if step >= len(actions):
                raise AssertionError(f"game goes on after its {len(actions)} recorded actions")
            kind, *args = actions[step]
            action = Action(kind, tuple(args))
        else:
            action = choose(rules, state, mover, legal)
        chance_seed = f"{game['seed']}/{total}"
        probes = _probes(mover, legal, seen, game["players"], probe_rng)
        probed = [[seat, p.to_json(), _outcome(rules, state, seat, p, chance_seed)]
                  for seat, p in probes]
        events = rules.decide(state, mover, action, chance_for(game["seed"], total))
        total += len(events)
        for event in events:
            rules.evolve(state, event)
        for a in legal:
            if a not in known:
                known.add(a)
                seen.append(a)
        yield step, action, _digest([movers, [a.to_json() for a in legal],
                                     _events_json(events), probed])
        step += 1
    if choose is None and step != len(actions):
        raise AssertionError(f"game ended after {step} of {len(actions)} recorded actions")
    yield "end", None, _digest(rules.score_pad(state).totals())


# -- recording ------------------------------------------------------------------------------

def _table(game_id: str) -> list[dict]:
    """The games recorded for ``game_id``: seeds x (2, most players) x players."""
    spec = get_game(game_id)
    options = {"dog_lover": [{}, {"sides": "standard"}, {"sides": "special"}]}.get(game_id, [{}])
    table = []
    plans = [("random",), ("easy", "medium"), ("medium",), ("medium", "easy", "random")]
    for players in (spec.min_players, spec.max_players):
        for i, plan in enumerate(plans):
            for j, opts in enumerate(options):
                seed = 1000 * players + 10 * i + j
                levels = [plan[k % len(plan)] for k in range(players)]
                table.append({"game": game_id, "players": players, "seed": seed,
                              "options": opts, "levels": levels})
    return table


def _chooser(game: dict):
    from dogtable.ai.agent import Budget, ask
    from dogtable.ai.levels import agent_for

    pick = random.Random(f"pick/{game['seed']}")
    agents = [None if lvl == "random" else agent_for(game["game"], lvl, game["seed"] * 31 + i)
              for i, lvl in enumerate(game["levels"])]

    def choose(rules, state, seat, legal):
        if seat is None or agents[seat] is None:
            return pick.choice(legal)
        return ask(rules, state, seat, agents[seat], Budget(50.0, None), game["seed"], legal)

    return choose


def record(game_id: str) -> Path:
    games = []
    for game in _table(game_id):
        steps, digests = [], []
        for step, action, digest in _walk(game, _chooser(game)):
            digests.append(digest)
            if action is not None:
                steps.append([action.kind, *action.args])
        games.append({**game, "actions": steps, "digests": digests})
    FIXTURES.mkdir(exist_ok=True)
    path = FIXTURES / f"{game_id}.json"
    # one game a line: small files whose diffs show which game changed
    path.write_text("[\n" + ",\n".join(json.dumps(g, separators=(",", ":")) for g in games)
                    + "\n]\n")
    return path


def load(game_id: str) -> list[dict]:
    return json.loads((FIXTURES / f"{game_id}.json").read_text())


def first_difference(game: dict) -> str | None:
    """None when the engine plays ``game`` exactly as recorded; else where it first differs."""
    expected = game["digests"]
    i = -1
    try:
        for i, (step, action, digest) in enumerate(_walk(game)):
            if i >= len(expected) or digest != expected[i]:
                return f"step {step} ({action}): the engine says something else there"
    except Exception as error:  # an action refused, or the game ends elsewhere
        return f"after entry {i}: {type(error).__name__}: {error}"
    if i + 1 != len(expected):
        return f"{i + 1} entries replayed, {len(expected)} recorded"
    return None


if __name__ == "__main__":
    for gid in sys.argv[1:] or GAME_IDS:
        print(record(gid))
