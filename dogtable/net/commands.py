"""`dogtable host` (a headless table on a spare machine, or for tests) and `dogtable join`
(the window as one seat of a hosted table; with --agent, a computer plays the seat headless).

Nothing here imports websockets, zeroconf or pygame at module level: the parser is built on
every launch of the app."""
from __future__ import annotations

import argparse
from functools import partial
import json
import signal
import sys
import threading
import time
from pathlib import Path

REMOTE = "remote"
COMPUTER_PAUSE = 0.8     # seconds between two computer moves at a headless table
LINGER = 30.0            # a finished table stays up this long for players to see the end


def add_parsers(sub, game_help: str, seed_type, languages, cli) -> None:
    """The two subcommands; ``cli`` is dogtable.cli (its checks and UsageError), passed in
    rather than imported so the two modules do not import each other."""
    host = sub.add_parser(
        "host", help="host a table on the home network (headless)",
        description="Host a table without a window: seats marked 'remote' wait for players "
                    "who join from their own computer ('dogtable join' or the menu's Join a "
                    "table) with the join code printed here; computers play on this machine. "
                    "The game is saved after every move; run the same command again after a "
                    "crash and the table resumes where it was, at the same address and code.")
    host.add_argument("game", help=game_help)
    host.add_argument("--seats", required=True,
                      help="comma-separated NAME:KIND, KIND one of remote, easy, medium, hard, "
                           "random (e.g. 'Ana:remote,Bo:remote,Cy:hard')")
    host.add_argument("--port", type=int, default=0, metavar="N",
                      help="port to listen on (default: one the system picks, printed)")
    host.add_argument("--seed", type=seed_type, metavar="N", help="deal seed")
    host.add_argument("--save", metavar="PATH",
                      help="where the table is saved (default: the app's data folder)")
    host.add_argument("--new", action="store_true",
                      help="start a new game even if an unfinished one is saved")
    host.add_argument("--pause", type=float, default=COMPUTER_PAUSE, help=argparse.SUPPRESS)
    host.add_argument("--linger", type=float, default=LINGER, help=argparse.SUPPRESS)
    host.add_argument("--think-ms", type=float, default=None, help=argparse.SUPPRESS)
    host.set_defaults(handler=partial(run_host, cli=cli))

    join = sub.add_parser(
        "join", help="join a table hosted on the home network",
        description="Join a hosted table as one of its remote seats and open the window.")
    join.add_argument("address", help="the host's address as it printed it, e.g. 192.168.1.20:8765")
    join.add_argument("--code", required=True, help="the join code the host shows")
    join.add_argument("--seat", type=int, default=None, metavar="N",
                      help="seat number to claim, from 1 (default: the first free remote seat)")
    join.add_argument("--lang", metavar="LANG", help="language: " + ", ".join(languages))
    join.add_argument("--agent", choices=("random", "easy", "medium", "hard"),
                      help="no window: a computer player of this level plays the seat")
    join.add_argument("--record", metavar="PATH", help=argparse.SUPPRESS)   # tests: every text received
    join.add_argument("--timeout", type=float, default=600.0, help=argparse.SUPPRESS)
    join.set_defaults(handler=partial(run_join, cli=cli))


# -- host ----------------------------------------------------------------------------------------
def parse_host_seats(text: str, cli):
    """Seats and the remote ones from "Ana:remote,Cy:hard" (remote seats are humans)."""
    UsageError, parse_seats = cli.UsageError, cli.parse_seats

    items = text.split(",")
    remote, randoms, plain = [], [], []
    for i, item in enumerate(items):
        name, colon, kind = item.strip().rpartition(":")
        if colon and kind.strip().lower() == REMOTE:
            remote.append(i)
            item = f"{name}:human"
        elif colon and kind.strip().lower() == "random":   # the fastest computer (tests)
            randoms.append(i)
            item = f"{name}:easy"
        elif not colon or kind.strip().lower() == "human":
            raise UsageError(f"seat {item.strip()!r}: a headless host has nobody at its screen; "
                             "mark people 'remote' (they join from their own computer)")
        plain.append(item)
    seats = parse_seats(",".join(plain))
    for i in randoms:
        seats[i]["kind"] = "random"
    if not remote:
        raise UsageError("a hosted table needs at least one 'remote' seat")
    return seats, remote


def default_save_path(game_id: str) -> Path:
    from dogtable.storage import paths

    return paths.data_dir() / "network" / f"host-{game_id}.json"


def resumable(save: Path, game_id: str, seats) -> object | None:
    """The unfinished game saved at ``save`` if it is this table (same game, same seats)."""
    from dogtable.storage.journal import load_autosave
    from dogtable.storage.saves import SaveError

    if not save.is_file():
        return None
    try:
        session, _ = load_autosave(save)
    except SaveError:
        return None
    same = session.rules.game_id == game_id and [s.to_json() for s in session.seats] == \
        [{"name": s["name"], "kind": s["kind"]} for s in seats]
    return session if same and not session.is_over() else None


def run_host(args, cli) -> int:
    import random

    from dogtable.ai.agent import APP_THINK_MS, Budget, app_budget
    from dogtable.ai.levels import agent_for
    UsageError = cli.UsageError
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session
    from dogtable.net.host import TableHost, read_table_facts

    spec = cli.check_game(args.game)
    seats, remote = parse_host_seats(args.seats, cli)
    cli.check_seat_count(spec, len(seats))
    if not 0 <= args.port <= 65535:
        raise UsageError(f"bad port {args.port}")
    save = Path(args.save) if args.save else default_save_path(spec.game_id)
    save.parent.mkdir(parents=True, exist_ok=True)
    session = None if args.new else resumable(save, spec.game_id, seats)
    facts = read_table_facts(save) if session is not None else {}
    if session is None:
        seed = args.seed if args.seed is not None else random.randrange(2 ** 63)
        session = Session(spec.rules(), [Seat(s["name"], s["kind"]) for s in seats], {}, seed)
    kinds = [s.kind for s in session.seats]
    n = len(kinds)

    def budget_for(seat: int):
        if args.think_ms is not None:
            return Budget(args.think_ms)
        return app_budget(APP_THINK_MS.get(kinds[seat], 800.0), spec.playouts_for(kinds[seat], n))

    computers = {i: agent_for(spec.game_id, k, session.seed * 31 + i)
                 for i, k in enumerate(kinds) if i not in remote and k != "human"}
    port = args.port or facts.get("port", 0)
    host = TableHost(session, remote, code=facts.get("code"), port=port, save_path=save,
                     computers=computers, budget_for=budget_for, pause=args.pause)
    try:
        address, port = host.start()
    except OSError as exc:
        raise UsageError(f"cannot listen on port {port}: {exc.strerror or exc}") from None
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    print(f"dogtable host: {spec.game_id} at {address}:{port}, join code {host.code} "
          f"(dogtable join ADDRESS:{port} --code {host.code}); Ctrl+C stops", file=sys.stderr)
    print(json.dumps({"hosting": spec.game_id, "address": f"{address}:{port}", "port": port,
                      "code": host.code, "resumed": bool(facts) or len(session.log) > 1,
                      "save": str(save)}), flush=True)
    over_since = None
    try:
        while not done.wait(0.1):
            if session.is_over():
                over_since = over_since or time.monotonic()
                if not host.present() or time.monotonic() - over_since > args.linger:
                    break
    except KeyboardInterrupt:
        pass
    finally:
        host.stop()
    print(json.dumps({"over": session.is_over(), "log_len": len(session.log)}), flush=True)
    return 0


# -- join ------------------------------------------------------------------------------------------
def run_join(args, cli) -> int:
    UsageError = cli.UsageError
    from dogtable.net.join_code import is_well_formed
    from dogtable.net.loopback import AddressRefused, check_destination, parse_address

    try:
        host, _ = parse_address(args.address, 8765)
        check_destination(host)
    except AddressRefused as bad:
        raise UsageError(f"{bad.key}: {args.address!r}") from None
    if not is_well_formed(args.code):
        raise UsageError(f"bad join code {args.code!r}")
    seat = None if args.seat is None else args.seat - 1
    if args.agent is None:
        return cli.launch({"mode": "join", "address": args.address, "code": args.code,
                       "seat": seat, "lang": args.lang})
    return join_headless(args, seat)


def join_headless(args, seat) -> int:
    from dogtable.ai.agent import Budget
    from dogtable.ai.levels import agent_for
    from dogtable.ai.reaction import reaction_ms
    import random

    from dogtable.net.client import TableClient, play_with_agent

    client = TableClient(args.address, args.code, seat)
    client.keep_received = bool(args.record)
    client.start()
    if not client.wait(lambda c: c.rules is not None or c.status in ("refused", "closed"), 30):
        print(json.dumps({"error": "net.error.host_gone"}), flush=True)
        return 1
    if client.status in ("refused", "closed"):
        print(json.dumps({"error": client.reason[0] if client.reason else "closed"}), flush=True)
        return 1
    agent = agent_for(client.game_id, args.agent, 1000 + client.seat)
    rng = random.Random(client.seat)
    ended = play_with_agent(client, agent, Budget(100.0), timeout=args.timeout,
                            reaction=lambda race: reaction_ms(args.agent, rng))
    result = {"seat": client.seat, "over": client.over, "log_len": client.log_len,
              "view": client.view, "status": client.status,
              "error": client.reason[0] if client.reason else None}
    client.close()
    if args.record:
        Path(args.record).write_text("\n".join(client.received_texts), "utf-8")
    print(json.dumps(result), flush=True)
    return 0 if ended else 1
