"""Whether a computer level can play a game: a light module for the command line, so that
`dogtable play` checks its seats without loading the simulator (dogtable.sim, simstats)."""
from __future__ import annotations

import sys

APP_LEVELS = ("random", "easy", "medium", "hard")   # built by dogtable.ai.levels alone


def level_problem(game_id: str, level: str) -> str | None:
    """None when ``level`` can play ``game_id``; otherwise why not, in one short phrase.

    Levels are built by the game's AI module, which may not offer every level yet; a level
    only the simulator seats (the all-seeing reference) is built by the simulator."""
    sim = sys.modules.get("dogtable.sim")
    if level in APP_LEVELS and sim is None:
        from dogtable.ai.levels import agent_for as factory
    else:   # the simulator's own factory once it is loaded (`dogtable sim`, or replaced in a test)
        from dogtable.sim import make_agent as factory
    try:
        factory(game_id, level, 0)
    except Exception as exc:  # a missing module/factory or a refused level: report, not crash
        detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        return f"the {level!r} computer player is not available for {game_id} yet ({detail})"
    return None
