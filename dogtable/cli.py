"""The `dogtable` command: open the app (menu, play, resume, replay) or run headless tools
(sim, bench).

Every argument is checked here, before any window opens, so a typo costs one clear line on
stderr and exit status 2 rather than a traceback.  The app itself (dogtable.ui.app, which
imports pygame) is imported only when a window is really wanted.
"""
from __future__ import annotations

import importlib
import json
import os
import random
import sys
from typing import TYPE_CHECKING, Sequence

from dogtable import __version__

# argparse is loaded only when there are arguments to parse: the bare launch to the menu is
# measured against a bare window
if TYPE_CHECKING:
    import argparse


# The registry (every game's declaration) is loaded on first use, not at import: a bare
# `dogtable` goes to the menu without it.
def get_game(game_id: str):
    from dogtable.core.registry import get_game as lookup

    return lookup(game_id)


def registry_unknown_game() -> type:
    from dogtable.core.registry import UnknownGame

    return UnknownGame


def game_ids() -> list[str]:
    from dogtable.core.registry import game_ids as ids

    return list(ids())


def playable_game_ids() -> list[str]:
    from dogtable.core.registry import playable_game_ids as ids

    return list(ids())

# dogtable.sim.LEVELS, written out: importing the simulator (agents, sessions) for one tuple
# would slow every launch of the window (tests/ui/test_launch_imports.py keeps the two equal)
LEVELS = ("random", "easy", "medium", "hard")
SIM_ONLY_LEVELS = ("allseeing", "allhands")   # dogtable.ai.allseeing: sim only, never app seats

PLAY_KINDS = ("human", "easy", "medium", "hard")
LANGUAGES = ("en", "es", "pt")
MAX_NAME_LENGTH = 24                 # the setup screen allows the same
DEFAULT_SIM_THINK_MS = 200.0
EXIT_USAGE = 2
EXIT_NO_APP = 1
EXIT_SIM_FAILED = 1                  # a game could not be played (not the user's typing)
APP_SAVES = "\0app-saves"     # --save-dir given without a folder
# bounds of the numeric options: beyond them a run would never end or a number means nothing
THINK_MS_RANGE = (0.0, 600_000.0)    # more than 0, at most ten minutes per decision
GAMES_RANGE = (1, 1_000_000)
SEED_RANGE = (0, 2 ** 63 - 1)
JOBS_RANGE = (1, 64)                 # processes; simstats.MAX_JOBS
QUOTE_LIMIT = 40                     # characters of user input quoted back in a message
MESSAGE_LIMIT = 300                  # an argparse message that echoes input is cut here


def quote(value, limit: int = QUOTE_LIMIT) -> str:
    """User input quoted in a message: repr'd, and shortened to ``limit`` characters."""
    text = str(value)
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    return repr(text)


def _number_type(kind, label: str, low, high, *, open_low: bool = False):
    """An argparse type: a finite number within [low, high] (or (low, high]), with a one-line
    error that quotes the input shortened."""
    import math

    def parse(text: str):
        import argparse

        try:
            value = kind(text)
        except (ValueError, OverflowError):
            raise argparse.ArgumentTypeError(f"{label} must be a number, not {quote(text)}")
        if isinstance(value, float) and not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"{label} must be a finite number, not {quote(text)}")
        too_low = value <= low if open_low else value < low
        if too_low or value > high:
            lowest = f"more than {low:g}" if open_low else f"at least {low}"
            raise argparse.ArgumentTypeError(
                f"{label} must be {lowest} and at most {high:g}, not {quote(text)}")
        return value

    parse.__name__ = label
    return parse


think_ms_type = _number_type(float, "--think-ms", *THINK_MS_RANGE, open_low=True)
games_type = _number_type(int, "--games", *GAMES_RANGE)
seed_type = _number_type(int, "--seed", *SEED_RANGE)
jobs_type = _number_type(int, "--jobs", *JOBS_RANGE)
iterations_type = _number_type(int, "--iterations", 1, 100_000)


class UsageError(Exception):
    """A bad argument: its message is the single line the user sees."""


def _parser_class() -> type:
    """argparse's parser, but its errors are one line (no usage block) and exit with status 2."""
    import argparse

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str):  # type: ignore[override]
            if len(message) > MESSAGE_LIMIT:   # argparse quotes whole arguments back
                message = message[:MESSAGE_LIMIT - 1] + "…"
            self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")

    return _Parser


# -- checks shared by the subcommands ------------------------------------------------------
def check_game(game_id: str):
    """The declaration of ``game_id``, or UsageError naming the games there are."""
    try:
        return get_game(game_id)
    except registry_unknown_game():
        raise UsageError(f"unknown game {quote(game_id)} (games: {', '.join(game_ids())})") from None


def check_seat_count(spec, count: int) -> None:
    if not spec.min_players <= count <= spec.max_players:
        raise UsageError(f"{spec.game_id} takes {spec.min_players} to {spec.max_players} "
                         f"players, not {count}")


def check_levels_available(game_id: str, levels: Sequence[str]) -> None:
    from dogtable.level_check import level_problem   # light: `play` loads no simulator

    for level in dict.fromkeys(levels):
        problem = level_problem(game_id, level)
        if problem:
            raise UsageError(problem)


def parse_seats(text: str) -> list[dict]:
    """"Ana:human,Rex:hard" -> [{"name": "Ana", "kind": "human"}, ...]; a seat without
    ":kind" is a human.  Names must be non-empty, printable, distinct and short enough to
    fit the table."""
    seats: list[dict] = []
    seen: set[str] = set()
    for item in text.split(","):
        name, colon, kind = item.strip().rpartition(":")
        if not colon:
            name, kind = kind, "human"
        name, kind = name.strip(), kind.strip().lower()
        if not name:
            raise UsageError(f"bad seat {quote(item.strip())}: expected NAME:KIND, "
                             f"e.g. 'Ana:human,Rex:hard'")
        if not name.isprintable():
            raise UsageError(f"bad seat name {quote(name)}: use printable characters only")
        if len(name) > MAX_NAME_LENGTH:
            raise UsageError(f"seat name {quote(name)} is too long (at most {MAX_NAME_LENGTH} "
                             "characters)")
        if kind not in PLAY_KINDS:
            raise UsageError(f"unknown seat kind {quote(kind)} for {quote(name)} "
                             f"(kinds: {', '.join(PLAY_KINDS)})")
        if name.casefold() in seen:
            raise UsageError(f"two seats are called {quote(name)}: give every seat its own name")
        seen.add(name.casefold())
        seats.append({"name": name, "kind": kind})
    return seats


def parse_levels(text: str) -> list[str]:
    levels = [part.strip().lower() for part in text.split(",")]
    for level in levels:
        if level not in LEVELS + SIM_ONLY_LEVELS:
            shown = level or "(empty)"
            raise UsageError(f"unknown level {quote(shown)} in --players "
                             f"(levels: {', '.join(LEVELS + SIM_ONLY_LEVELS)})")
    return levels


# -- subcommands ------------------------------------------------------------------------------
def start_for(args: argparse.Namespace) -> dict:
    """The checked start request handed to the app (see dogtable.ui.app.run)."""
    if args.command == "play":
        spec = check_game(args.game)
        if spec.game_id not in playable_game_ids():
            raise UsageError(f"{spec.game_id} has no table yet (playable: "
                             f"{', '.join(playable_game_ids())}); 'dogtable sim' runs it")
        seats = parse_seats(args.seats)
        check_seat_count(spec, len(seats))
        check_levels_available(spec.game_id,
                               [s["kind"] for s in seats if s["kind"] != "human"])
        if args.lang is not None and args.lang not in LANGUAGES:
            raise UsageError(f"unknown language {quote(args.lang)} "
                             f"(languages: {', '.join(LANGUAGES)})")
        return {"mode": "play", "game": spec.game_id, "seats": seats, "seed": args.seed,
                "lang": args.lang}
    if args.command == "learn":
        spec = check_game(args.game)
        if spec.game_id not in playable_game_ids():
            raise UsageError(f"{spec.game_id} has no table yet (playable: "
                             f"{', '.join(playable_game_ids())})")
        if args.lang is not None and args.lang not in LANGUAGES:
            raise UsageError(f"unknown language {quote(args.lang)} "
                             f"(languages: {', '.join(LANGUAGES)})")
        return {"mode": "learn", "game": spec.game_id, "lang": args.lang}
    if args.command == "resume":
        from dogtable.storage import paths

        if not paths.autosave_path().is_file():
            raise UsageError("there is no unfinished game to resume; start one with "
                             "'dogtable play GAME --seats ...' or from the menu")
        return {"mode": "resume"}
    return {"mode": "menu"}


def launch(start: dict) -> int:
    """Open the window; the app is imported only now because it pulls in pygame."""
    from dogtable.storage.paths import tidy_user_folders

    tidy_user_folders()   # temp files a killed write left behind (storage.atomic)
    import gc

    # Importing the app (pygame, pygame-gui, ours) makes some 34,000 objects that live as long
    # as the program (modules, classes, functions; a few hundred are garbage): the cyclic
    # collector would scan them dozens of times during the imports, and again in every full
    # collection while the window is open.  It waits for the imports, which are then kept
    # out of its way (frozen) until the window closes.
    collecting = gc.isenabled()
    gc.disable()
    try:
        app = importlib.import_module("dogtable.ui.app")
    except BaseException as exc:
        if collecting:
            gc.enable()
        if not isinstance(exc, ImportError):
            raise
        if isinstance(exc, ModuleNotFoundError) and exc.name == "dogtable.ui.app":
            print("dogtable: the app is not part of this build yet (dogtable.ui.app is "
                  "missing); 'dogtable sim' and 'dogtable bench' work without it",
                  file=sys.stderr)
        else:
            print(f"dogtable: the app cannot start: {exc}", file=sys.stderr)
        return EXIT_NO_APP
    if collecting:
        gc.freeze()
        gc.enable()
    try:
        # `dogtable bench` and the bundle checks measure the launch: with this set to 1 the
        # app prints one line after its first frame (dogtable.launch_report) and quits
        if os.environ.get("DOGTABLE_EXIT_AFTER_FIRST_FRAME") == "1":
            from dogtable.launch_report import print_first_frame_report

            status = app.run(start, after_first_frame=print_first_frame_report)
        else:
            status = app.run(start)
    finally:
        if collecting:
            gc.unfreeze()   # the window is closed: the collector sees everything again
    return status if isinstance(status, int) else 0


def run_app(args: argparse.Namespace) -> int:
    return launch(start_for(args))


def run_sim(args: argparse.Namespace) -> int:
    from dogtable.simstats import SimFailed, default_jobs, format_report, run_tournament

    spec = check_game(args.game)
    levels = parse_levels(args.players)
    check_seat_count(spec, len(levels))
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    think_ms = sim_think_ms(args)
    check_levels_available(spec.game_id, levels)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    jobs = args.jobs if args.jobs is not None else default_jobs()

    progress = None
    if not args.json and sys.stderr is not None and sys.stderr.isatty():
        def progress(done: int, total: int) -> None:
            end = "\n" if done == total else ""
            print(f"\rgame {done}/{total}", end=end, file=sys.stderr, flush=True)

    folder = save_dir_for(args.save_dir) if args.save_dir is not None else None
    try:
        tournament = run_tournament(spec.game_id, levels, args.games, seed, think_ms,
                                    progress=progress, jobs=jobs, save_dir=folder,
                                    iterations=args.iterations, budget=args.budget)
    except OSError as exc:   # only the save folder is written to
        raise UsageError(f"cannot write the games to {quote(folder, 80)}: "
                         f"{exc.strerror or type(exc).__name__}") from None
    except SimFailed as exc:
        print(f"dogtable sim: error: {exc}", file=sys.stderr)
        return EXIT_SIM_FAILED
    if folder is not None:
        print(f"games kept in {folder}", file=sys.stderr)
    summary = tournament.to_json()
    if args.json:
        print(json.dumps(summary))
    else:
        print(format_report(summary))
    return 0


def sim_think_ms(args: argparse.Namespace) -> float:
    """The sim's --think-ms (its default when not given).  --budget app sets every seat's
    budget itself, so it refuses --think-ms and --iterations rather than pick one silently."""
    if args.budget == "app":
        given = [flag for flag, value in (("--think-ms", args.think_ms),
                                          ("--iterations", args.iterations)) if value is not None]
        if given:
            raise UsageError(f"--budget app gives every seat the app's budget for its level; "
                             f"leave out {' and '.join(given)}")
    think_ms = DEFAULT_SIM_THINK_MS if args.think_ms is None else args.think_ms
    if not think_ms > 0:
        raise UsageError(f"--think-ms must be more than 0, not {think_ms:g}")
    return think_ms


def save_dir_for(value: str):
    """--save-dir alone means the app's own saves folder (the Load list shows them)."""
    from pathlib import Path

    from dogtable.storage import paths

    from dogtable.storage.atomic import WriteFailed, check_writable_folder

    folder = paths.saves_dir() if value == APP_SAVES else Path(value).expanduser()
    # checked (and made) before the first game: a folder that cannot take the games fails
    # in one line here, the same for --jobs 1 and --jobs N, not after a game or in a worker
    longest = f"{max(game_ids(), key=len)}-{'9' * 10}.json"   # as sim names its files
    try:
        check_writable_folder(folder, longest)
    except WriteFailed as failed:
        why = SAVE_DIR_PROBLEMS.get(failed.key, failed.strerror)
        raise UsageError(f"--save-dir {quote(folder, 80)}: {why}") from None
    return folder


# why a --save-dir folder cannot take the games (storage.atomic's causes), in the words of a
# command line; any other cause prints the English text of its key, never the key
SAVE_DIR_PROBLEMS = {
    "error.write_not_a_folder": "a file stands there (or on the way to it), not a folder",
    "error.write_is_a_folder": "a folder stands where a file would go",
    "error.write_read_only": "no permission to write in that folder (or the disk is read-only)",
    "error.write_disk_full": "the disk is full",
    "error.write_bad_name": "the name is too long for the file system (a folder name has at "
                            "most 255 bytes, a whole path a few thousand)",
}


def run_replay(args: argparse.Namespace) -> int:
    """Check the file before any window opens: missing, unreadable, corrupt or unfinished
    costs one line and status 2."""
    from dogtable import i18n
    from dogtable.storage.saves import SaveError, load_session

    if args.lang is not None and args.lang not in LANGUAGES:
        raise UsageError(f"unknown language {quote(args.lang)} "
                         f"(languages: {', '.join(LANGUAGES)})")
    try:
        session = load_session(args.file)
    except SaveError as exc:
        i18n.set_language("en")
        raise UsageError(f"{quote(args.file, 80)}: {i18n.t(exc.key, **exc.params)}") from None
    if not session.is_over():
        raise UsageError(f"{quote(args.file, 80)}: this game is not finished; only a finished game can "
                         "be replayed ('dogtable' then Load continues it)")
    try:
        app = importlib.import_module("dogtable.ui.app")
    except ImportError as exc:
        print(f"dogtable: the app cannot start: {exc}", file=sys.stderr)
        return EXIT_NO_APP
    status = app.run({"mode": "replay", "session": session, "lang": args.lang})
    return status if isinstance(status, int) else 0


def run_bench(args: argparse.Namespace) -> int:
    from dogtable import bench

    out = None if args.out in (None, "-") else args.out   # a file only when asked for
    problem = bench.out_problem(out) if out is not None else None
    if problem:
        raise UsageError(problem)
    if not args.think_ms > 0:
        raise UsageError(f"--think-ms must be more than 0, not {args.think_ms:g}")
    markdown = bench.run(quick=args.quick, think_ms=args.think_ms,
                         log=lambda line: print(line, file=sys.stderr, flush=True))
    print(markdown)
    if out is not None:
        bench.write(markdown, out)
        print(f"written to {out}", file=sys.stderr)
    return 0


def run_desktop_entry(args: argparse.Namespace) -> int:
    """--install-desktop-entry / --uninstall-desktop-entry: Dog Table in the Linux menu."""
    if not sys.platform.startswith("linux"):
        raise UsageError("the menu entry is for Linux desktops; on Windows and macOS use the "
                         "double-click bundles (packaging/README.md)")
    from dogtable import linux_desktop

    try:
        if args.desktop_entry == "install":
            done = linux_desktop.install()
            print(f"Dog Table is in the desktop menu ({len(done)} files under "
                  f"{linux_desktop.data_home()}; it may take a moment to appear)")
        else:
            done = linux_desktop.uninstall()
            print(f"removed {len(done)} files of Dog Table's menu entry" if done
                  else "Dog Table had no menu entry to remove")
    except linux_desktop.DesktopEntryError as exc:
        raise UsageError(str(exc)) from None
    return 0


# -- the parser -------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = _parser_class()(prog="dogtable",
                     description="Dog Table: dog-themed card games for the family. "
                                 "Without a command, opens the main menu.")
    parser.add_argument("--version", action="version", version=f"dogtable {__version__}")
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", dest="desktop_entry", action="store_const",
                       const="install", help="Linux: add Dog Table to the desktop's menu "
                                             "(entry, icons, software-centre info) and exit")
    entry.add_argument("--uninstall-desktop-entry", dest="desktop_entry", action="store_const",
                       const="uninstall", help="Linux: remove that menu entry and exit")
    parser.set_defaults(handler=run_app, command=None)
    game_help = "game id: " + ", ".join(game_ids())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="start a game straight away",
                          description="Start a game straight away, skipping the menu.")
    play.add_argument("game", help="game id: " + ", ".join(playable_game_ids()))
    play.add_argument("--seats", required=True,
                      help="comma-separated NAME:KIND, KIND one of " + ", ".join(PLAY_KINDS)
                           + " (e.g. 'Ana:human,Rex:hard,Bo:medium')")
    play.add_argument("--seed", type=seed_type, metavar="N",
                      help="deal seed (the same seed, the same deal)")
    play.add_argument("--lang", metavar="LANG", help="language: " + ", ".join(LANGUAGES))
    play.set_defaults(handler=run_app)

    learn = sub.add_parser("learn", help="a guided first game, with a coach",
                           description="Open a guided first game of GAME: a fixed deal against "
                                       "computer players, with a coach who suggests moves and "
                                       "explains the rules as they come up.")
    learn.add_argument("game", help="game id: " + ", ".join(playable_game_ids()))
    learn.add_argument("--lang", metavar="LANG", help="language: " + ", ".join(LANGUAGES))
    learn.set_defaults(handler=run_app)

    resume = sub.add_parser("resume", help="resume the last unfinished game",
                            description="Resume the last unfinished game (its autosave).")
    resume.set_defaults(handler=run_app)

    sim = sub.add_parser(
        "sim", help="play computer-only games headless and report the results",
        description="Play computer-only games headless. Game i uses a seed derived from "
                    "--seed and i, and the table is rotated every game so each listed "
                    "player sits in every chair. Shared victories are split.")
    sim.add_argument("game", help=game_help)
    sim.add_argument("--players", required=True, metavar="LEVELS",
                     help="comma-separated levels, one per seat, each one of "
                          + ", ".join(LEVELS) + " (e.g. 'hard,medium,easy,random'), or "
                          "allseeing (hard's search given the true state, the piles' "
                          "order included) or allhands (given every hand, the piles "
                          "dealt afresh): references for measuring only (docs/ai.md)")
    sim.add_argument("--games", type=games_type, default=100, metavar="N",
                     help="number of games (default 100)")
    sim.add_argument("--seed", type=seed_type, metavar="S",
                     help="tournament seed (default: random, and shown)")
    sim.add_argument("--think-ms", type=think_ms_type, metavar="MS",
                     help=f"time budget per decision in ms (default {DEFAULT_SIM_THINK_MS:g})")
    sim.add_argument("--iterations", type=iterations_type, metavar="N",
                     help="give every search exactly N playouts instead of a time budget: "
                          "the clock is never read, so a game is the same on any machine "
                          "and under any load")
    sim.add_argument("--budget", choices=("app",),
                     help="'app': every seat thinks as it does in the app at this table size "
                          "(hard: the fixed playouts of its measured strength; easy and "
                          "medium: their time budgets), without the app's guard against a "
                          "slow machine, so the games are the same on any machine; not with "
                          "--think-ms or --iterations")
    sim.add_argument("--jobs", type=jobs_type, metavar="N",
                     help="play N games at once in separate processes, 1 to 64 (default: "
                          "the number of cores); each game is the same whichever process "
                          "plays it, and the report the same as with 1 apart from timings")
    sim.add_argument("--json", action="store_true", help="print one JSON object instead")
    sim.add_argument("--save-dir", nargs="?", const=APP_SAVES, metavar="DIR",
                     help="keep every game as a save file in DIR (without DIR: in the app's "
                          "saves, listed by Load); 'dogtable replay FILE' watches one")
    sim.set_defaults(handler=run_sim)

    replay = sub.add_parser(
        "replay", help="watch a finished game move by move",
        description="Open the replay viewer on a finished game's save file (a named save, or "
                    "one kept by 'dogtable sim --save-dir').")
    replay.add_argument("file", help="a save file (.json)")
    replay.add_argument("--lang", metavar="LANG", help="language: " + ", ".join(LANGUAGES))
    replay.set_defaults(handler=run_replay)

    bench = sub.add_parser(
        "bench", help="measure engine and AI speed on this machine",
        description="Measure engine throughput and AI decision time on this machine and "
                    "print a Markdown report; --out also writes it to a file.")
    bench.add_argument("--quick", action="store_true", help="shorter runs (rougher figures)")
    bench.add_argument("--out", default=None, metavar="PATH",
                       help="also write the report to PATH (e.g. docs/benchmarks.md in a "
                            "checkout); without it the report is only printed")
    bench.add_argument("--think-ms", type=think_ms_type, default=1000.0, metavar="MS",
                       help="AI time budget per decision in ms (default 1000)")
    bench.set_defaults(handler=run_bench)

    from dogtable.net.commands import add_parsers as add_network_parsers   # host, join

    add_network_parsers(sub, game_help, seed_type, LANGUAGES, sys.modules[__name__])
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):   # a packaged build: a `sim --jobs` worker starts here
        import multiprocessing

        multiprocessing.freeze_support()
    if not (sys.argv[1:] if argv is None else argv):
        # a double-click or a bare `dogtable`: straight to the menu, without building the
        # parser of every subcommand (the launch is measured against a bare window)
        try:
            return launch({"mode": "menu"})
        except KeyboardInterrupt:
            print("dogtable: interrupted", file=sys.stderr)
            return 130
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a one-line argparse error
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    try:
        if getattr(args, "desktop_entry", None):
            if args.command:
                raise UsageError("--install-desktop-entry and --uninstall-desktop-entry "
                                 "take no command")
            return run_desktop_entry(args)
        return args.handler(args)
    except UsageError as exc:
        prog = "dogtable" + (f" {args.command}" if args.command else "")
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("dogtable: interrupted", file=sys.stderr)
        return 130
