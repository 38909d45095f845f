"""The autosave's cost per act (the journal line) and of a compact save."""
from __future__ import annotations

from pathlib import Path
import random
import time

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat, replay
from dogtable.simstats import timing_summary
from dogtable.bench.common import BenchConfig, Section, _ms, table

# -- the autosave ---------------------------------------------------------------------------------
AUTOSAVE_TITLE = "Autosave cost per act"
AUTOSAVE_AT = (100, 1000)      # log lengths the cost is taken at
AUTOSAVE_GAME = ("dogs_alone", 3)   # the longest games: a random one passes 1,000 acts


def game_at(acts: int, seed: int, extra: int):
    """A random game of AUTOSAVE_GAME whose log holds ``acts`` entries, and the ``extra``
    acts that came next in it (None if this seed's game is shorter)."""
    from dogtable.core.session import Session

    game_id, players = AUTOSAVE_GAME
    rules = get_game(game_id).rules()
    session = Session(rules, [Seat(f"random {i + 1}", "random") for i in range(players)], {}, seed)
    rng = random.Random(seed)
    while len(session.log) < acts + extra:
        if session.is_over():
            return None
        movers = session.to_act()
        seat = movers[0] if movers else None
        session.act(seat, rng.choice(session.legal_actions(seat)))
    future = [(entry.seat, entry.action) for entry in session.log[acts:]]
    del session.log[acts:]
    session.state = replay(rules, session.events())
    return session, future


def autosave_costs(acts: int, samples: int, folder: str) -> dict:
    """At ``acts`` acts: the cost of one act's autosave (the journal line, synced to disk by
    the journal's writer thread: Autosaver.record; acts timed back to back, so each waits for
    the previous line's sync and the figure is about one sync) over ``samples`` acts, and the
    compact save's rewrite that a quiet moment asks of the background thread (what every act
    cost before the journal)."""
    from dogtable.storage.journal import journal_path_for
    from dogtable.storage.saves import save_session
    from dogtable.ui.scenes.autosaver import Autosaver

    for seed in range(1, 200):
        found = game_at(acts, seed, samples)
        if found is not None:
            break
    else:
        raise RuntimeError(f"no random game reached {acts + samples} acts")
    session, future = found
    path = Path(folder) / f"autosave-{acts}.json"
    saver = Autosaver(path)
    saver.start(session)
    record_ms = []
    for seat, action in future:
        session.act(seat, action)
        started = time.perf_counter()
        saver.record(session, "act")
        record_ms.append((time.perf_counter() - started) * 1000.0)
    line_bytes = journal_path_for(path).stat().st_size / samples
    saver.close()
    fold_ms = []
    for i in range(max(3, samples // 10)):
        started = time.perf_counter()
        save_session(session, path)
        fold_ms.append((time.perf_counter() - started) * 1000.0)
    return {"record": timing_summary(record_ms), "line_bytes": line_bytes,
            "fold": timing_summary(fold_ms), "save_bytes": path.stat().st_size}


def measure_autosave(config: BenchConfig) -> Section:
    import tempfile

    samples = 20 if config.quick else 100
    rows = []
    with tempfile.TemporaryDirectory(prefix="dogtable-bench-autosave-") as folder:
        for acts in AUTOSAVE_AT:
            config.log(f"autosave: at {acts} acts")
            try:
                c = autosave_costs(acts, samples, folder)
            except (RuntimeError, OSError) as exc:
                return Section(AUTOSAVE_TITLE, [f"_Not measured: {exc}_"])
            rows.append([f"{acts:,}", _ms(c["record"]["p50"]), _ms(c["record"]["p95"]),
                         f"{c['line_bytes']:,.0f}", _ms(c["fold"]["p50"]),
                         f"{c['save_bytes'] / 1000:,.0f}"])
            folder_note = folder
    game_id, players = AUTOSAVE_GAME
    lines = [
        f"A random {game_id} game of {players} players at each length. *Per act*: what it "
        "takes for an act to be on disk (`Autosaver.record`: the act's log entry as one "
        "journal line, appended and synced by the journal's writer thread; the next act's "
        "line waits for it, so acts timed back to back as here each pay about one sync, while "
        "at the table, where acts come at least a third of a second apart, the frame does not "
        f"wait), over {samples} acts. *Compact save*: rewriting the whole save atomically "
        "(`save_session`), which only quiet moments ask for (a turn ends, the table is left, "
        "the app quits) and a background thread does; before the journal every act paid it. "
        f"Written in a temporary folder ({Path(folder_note).parent}).", "",
        *table(["acts", "per act p50 ms", "per act p95 ms", "journal bytes per act",
                "compact save ms", "save kB"], rows),
    ]
    return Section(AUTOSAVE_TITLE, lines)
