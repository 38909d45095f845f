"""Helpers of the network tests: processes running `dogtable host` / `dogtable join`, and the
check of every text a client received against each game's secrets adapter (games/<id>/secrets.py, as the conformance suite).

Every process gets DOGTABLE_NET_LOOPBACK=1 and a hard timeout, and is killed at the end of
the test whatever happens; every port is chosen by the system (port 0)."""
from __future__ import annotations

import json
import os
from pathlib import Path
import subprocess
import sys

from dogtable.core.events import event_from_json
from dogtable.core.registry import get_game
from dogtable.core.rules import Action

ROOT = Path(__file__).resolve().parents[2]

PROCESS_TIMEOUT = 40.0


def env(home: Path) -> dict:
    return {**os.environ, "DOGTABLE_NET_LOOPBACK": "1", "DOGTABLE_HOME": str(home),
            "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def start_host(home: Path, game: str, seats: str, *extra: str) -> tuple[subprocess.Popen, dict]:
    """A `dogtable host` process and the line it printed (address, port, code, save)."""
    proc = subprocess.Popen([sys.executable, "-m", "dogtable", "host", game, "--seats", seats,
                             "--pause", "0", "--linger", "3", "--think-ms", "20", *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env(home), cwd=str(home))
    line = proc.stdout.readline()
    if not line:
        proc.kill()
        raise AssertionError(f"the host did not start: {proc.stderr.read()[-2000:]}")
    return proc, json.loads(line)


def start_join(home: Path, port: int, code: str, seat: int | None, level: str,
               record: Path | None = None) -> subprocess.Popen:
    args = [sys.executable, "-m", "dogtable", "join", f"127.0.0.1:{port}", "--code", code,
            "--agent", level, "--timeout", str(PROCESS_TIMEOUT)]
    if seat is not None:
        args += ["--seat", str(seat + 1)]
    if record is not None:
        args += ["--record", str(record)]
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env(home), cwd=str(home))


def finish(proc: subprocess.Popen, timeout: float = PROCESS_TIMEOUT) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"process still running after {timeout} s: {err[-2000:]}")
    return proc.returncode, out, err


def kill_all(*procs) -> None:
    for proc in procs:
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.communicate()


def leaks_in_received(session, seat: int, texts: list[str]) -> list[str]:
    """Everything wrong with what ``seat``'s client received, judged against the host's
    finished ``session`` (a game without undo): every event must be exactly the host's event
    redacted for the seat and name no card the seat may not know; every view must be the
    seat's view at that point and show nothing hidden; legal actions the engine's."""
    rules = session.rules
    secrets = get_game(rules.game_id).part("secrets")()
    log = session.log
    states = [rules.new_state()]          # states[k]: after the first k entries
    for entry in log:
        state = rules.clone(states[-1])
        for event in entry.events:
            rules.evolve(state, event)
        states.append(state)
    problems: list[str] = []
    for text in texts:
        message = json.loads(text)
        if message["type"] == "welcome":
            continue
        if message["type"] != "update":
            if message["type"] not in ("illegal", "pong"):
                problems.append(f"unexpected message {message['type']}")
            continue
        for k, got in enumerate(message["entries"], start=message["base"]):
            entry = log[k]
            if got["seat"] != entry.seat:
                problems.append(f"entry {k}: seat {got['seat']} != {entry.seat}")
            state = rules.clone(states[k])
            if len(got["events"]) != len(entry.events):
                problems.append(f"entry {k}: {len(got['events'])} events, host has {len(entry.events)}")
            for event, received in zip(entry.events, got["events"]):
                if received != rules.redact(event, seat).to_json():
                    problems.append(f"entry {k}: {event.kind} is not the seat's redaction")
                before = secrets.public(state, seat)
                rules.evolve(state, event)
                problems += secrets.event_leaks(event_from_json(received), before,
                                                secrets.public(state, seat), seat)
        at = states[message["log_len"]]
        if message["view"] != json.loads(json.dumps(rules.view(at, seat))):
            problems.append(f"view at {message['log_len']} is not the seat's view")
        problems += secrets.view_leaks(message["view"], at, seat)
        legal = [Action.from_json(a) for a in message["legal"]]
        if seat in rules.to_act(at) and legal != rules.legal_actions(at, seat):
            problems.append(f"legal actions at {message['log_len']} differ from the engine's")
    return sorted(set(problems))
