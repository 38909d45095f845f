"""The computer players' decision times (hard at every table size, the other levels)."""
from __future__ import annotations

import random
import time

from dogtable.ai.agent import HARD_LIMIT, Budget, RandomAgent, app_budget
from dogtable.ai.reaction import settle
from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat, referee_of, replay
from dogtable.sim import LEVELS, make_agent
from dogtable.level_check import level_problem
from dogtable.simstats import timing_summary
from dogtable.bench.common import BenchConfig, MAX_ACTIONS, Section, _bench, _ms, _verdict, table

# -- AI decision time ---------------------------------------------------------------------------
def decision_times(game_id: str, level: str, players: int, seed: int, think_ms: float,
                   limit: int) -> list[float]:
    """Milliseconds of up to ``limit`` real decisions (more than one legal action) of one
    ``level`` agent playing against random agents; its chair rotates with the seed.  The
    agent gets the app's budget (hard: the fixed playouts of GameDeclaration.hard_playouts)."""
    rules = get_game(game_id).rules()
    rng = random.Random(seed)
    seats = [Seat(f"seat {i + 1}", "random") for i in range(players)]
    state = replay(rules, rules.start(seats, {}, rng))
    chair = seed % players
    agents = [make_agent(game_id, level, seed) if i == chair else RandomAgent(seed + i)
              for i in range(players)]
    budget = app_budget(think_ms, get_game(game_id).playouts_for(level, players))
    times: list[float] = []
    actions = 0
    while not rules.is_over(state) and len(times) < limit:
        movers = rules.to_act(state)
        if not movers:  # a real-time moment (a slap race): settled at random, not timed
            for event in rules.decide(state, None, rng.choice(rules.legal_actions(state, None)), rng):
                rules.evolve(state, event)
            continue
        seat = movers[0]
        real = len(rules.legal_actions(state, seat)) > 1
        started = time.perf_counter()
        action = _bench().ask(rules, state, seat, agents[seat], budget, seed)
        if seat == chair and real:
            times.append((time.perf_counter() - started) * 1000.0)
        for event in rules.decide(state, seat, action, rng):
            rules.evolve(state, event)
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"{game_id}: game {seed} did not end after {MAX_ACTIONS} actions")
    return times


HARD_P95_TARGET_MS = 1000.0   # issue 22: hard answers within a second ...
HARD_MAX_TARGET_MS = 2000.0   # ... and never keeps the table waiting two


def _play(rules, state, seat, action, rng) -> None:
    for event in rules.decide(state, seat, action, rng):
        rules.evolve(state, event)


def hard_decision_times(game_id: str, players: int, seed: int, think_ms: float, want: int,
                        stride: int, max_games: int,
                        cpu: list[float] | None = None) -> list[float]:
    """Milliseconds (wall time) of up to ``want`` real decisions of hard at a table of
    ``players``, at the
    app's budget for hard there (its fixed playouts, cut at the app's limit), over whole
    games against mediums: hard's seat plays medium's move except at about one real decision
    in ``stride`` (drawn at random), where hard is asked, timed and its move played.  Agents
    keep no memory between decisions, so hard decides those positions as in a game of its
    own, and the decisions timed come from every stage of the game.  ``cpu``, when given,
    gets each decision's processor time too (ms): wall time less what other programs took."""
    spec = get_game(game_id)
    budget = app_budget(think_ms, spec.playouts_for("hard", players))
    medium_budget = Budget(think_ms)
    times: list[float] = []
    for game in range(max_games):
        if len(times) >= want:
            break
        game_seed = seed + game
        rules = spec.rules()
        rng = random.Random(game_seed)
        pick = random.Random(game_seed * 7 + 1)     # which of the seat's decisions hard makes
        seats = [Seat(f"seat {i + 1}", "medium") for i in range(players)]
        state = replay(rules, rules.start(seats, {}, rng))
        chair = game_seed % players
        mediums = [make_agent(game_id, "medium", game_seed * 31 + i) for i in range(players)]
        hard = make_agent(game_id, "hard", game_seed * 31 + chair)
        actions = 0
        while not rules.is_over(state) and len(times) < want:
            movers = rules.to_act(state)
            if not movers:   # a slap race: settled with the computers' reaction times
                _play(rules, state, None, settle(referee_of(rules, state), ["medium"] * players,
                                                 rng), rng)
                continue
            seat = movers[0]
            real = len(rules.legal_actions(state, seat)) > 1
            if seat == chair and real and pick.random() * stride < 1.0:
                started, cpu_started = time.perf_counter(), time.process_time()
                action = _bench().ask(rules, state, seat, hard, budget, game_seed)
                times.append((time.perf_counter() - started) * 1000.0)
                if cpu is not None:
                    cpu.append((time.process_time() - cpu_started) * 1000.0)
            else:
                action = _bench().ask(rules, state, seat, mediums[seat], medium_budget, game_seed)
            _play(rules, state, seat, action, rng)
            actions += 1
            if actions > MAX_ACTIONS:
                raise RuntimeError(f"{game_id}: game {game_seed} did not end after "
                                   f"{MAX_ACTIONS} actions")
    return times


def hard_rows(config: BenchConfig) -> tuple[list[list[str]], list[str]]:
    """One row per game and table size for hard, and the table sizes over the targets."""
    rows, over = [], []
    for game_id in game_ids():
        spec = get_game(game_id)
        if level_problem(game_id, "hard"):
            continue
        for players in range(spec.min_players, spec.max_players + 1):
            config.log(f"ai: {game_id}, hard at {players} players")
            cpu: list[float] = []
            times = _bench().hard_decision_times(game_id, players, 3000 + players, config.think_ms,
                                        config.hard_decisions, config.hard_stride,
                                        config.hard_games, cpu)
            summary = timing_summary(times)
            cpu_p95 = timing_summary(cpu)["p95"]
            verdict = "-"
            if summary["count"]:
                p95, most = summary["p95"], summary["max"]
                verdict = (f"{_verdict(p95, HARD_P95_TARGET_MS)} / "
                           f"{_verdict(most, HARD_MAX_TARGET_MS)}")
                if p95 > HARD_P95_TARGET_MS or most > HARD_MAX_TARGET_MS:
                    over.append(f"{game_id} at {players}")
            playouts = spec.playouts_for("hard", players)
            rows.append([game_id, str(players), "-" if playouts is None else str(playouts),
                         str(summary["count"]), _ms(summary["p50"]), _ms(summary["p95"]),
                         _ms(summary["max"]), _ms(cpu_p95), verdict])
    return rows, over


def measure_ai(config: BenchConfig) -> Section:
    hard, over = _bench().hard_rows(config)
    rows = []
    for game_id in game_ids():
        players = get_game(game_id).max_players  # the most hidden cards to imagine
        for level in LEVELS:
            if level == "hard":
                continue   # timed at every table size above
            problem = level_problem(game_id, level)
            if problem:
                rows.append([game_id, str(players), level, "-", "not available yet", "-", "-"])
                continue
            config.log(f"ai: {game_id}, {level}")
            times: list[float] = []
            for game in range(config.decision_games):
                times += _bench().decision_times(game_id, level, players, 3000 + game, config.think_ms,
                                        config.decisions_per_game)
            summary = timing_summary(times)
            rows.append([game_id, str(players), level, str(summary["count"]),
                         _ms(summary["p50"]), _ms(summary["p95"]), _ms(summary["max"])])
    limit_s = config.think_ms * HARD_LIMIT / 1000.0
    lines = [f"**Hard at every table size**, at the app's budget: the fixed playouts it gets "
             f"there (`GameDeclaration.hard_playouts`), cut at the app's limit of {limit_s:g} s "
             f"(`Budget.limit_ms`, {HARD_LIMIT:g} times a think time of "
             f"{config.think_ms:g} ms). Up to {config.hard_decisions} real decisions (more "
             "than one legal action) per table size, from whole games against medium "
             f"players: hard's seat plays medium's move except at about one real decision in "
             f"{config.hard_stride}, where hard is asked and timed, so the decisions come from "
             f"every stage of a game (at most {config.hard_games} games). Target: p95 at most "
             f"{HARD_P95_TARGET_MS:g} ms and max at most {HARD_MAX_TARGET_MS:g} ms of wall "
             "time (what the table waits). *CPU p95*: the same decisions' processor time, "
             "which other programs on the machine do not inflate (a decision cut at the limit "
             "still shows only the time it ran).", ""]
    lines += table(["game", "players", "playouts", "decisions", "p50 ms", "p95 ms", "max ms",
                    "CPU p95 ms", "on target (p95 / max)"], hard, text_columns=1)
    lines += ["", ("Over target: " + ", ".join(over) + ".") if over
              else "Every table size on target.", ""]
    lines += [f"**The other levels** at each game's largest table: each plays "
              f"{config.decision_games} game(s) against random opponents with a think budget "
              f"of {config.think_ms:g} ms (they do not search, so it is only a ceiling); the "
              f"first {config.decisions_per_game} real decisions per game are timed.", ""]
    return Section("AI decision time",
                   lines + table(["game", "players", "level", "decisions", "p50 ms", "p95 ms",
                                  "max ms"], rows, text_columns=3))
