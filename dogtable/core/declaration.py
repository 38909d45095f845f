"""What a game says about itself: one ``GameDeclaration`` in ``dogtable/games/<id>/game.py``.

A declaration is plain data.  It names the game's parts by import path ("module:name") so
that reading it imports nothing: asking for a game's rules never imports pygame, and the
board (pygame) is imported only by the app.  Every fact the app, the lessons, the sim and
the checks need about a game is here, so a new game touches its own package and the
registry's list of packages (docs/architecture.md, "Adding a game").
"""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any, Callable


def load(path: str):
    """The object an import path names: "package.module:name" (or "...:Class.attribute")."""
    module, _, names = path.partition(":")
    found = import_module(module)
    for name in names.split("."):
        found = getattr(found, name)
    return found


@dataclass(frozen=True)
class Option:
    """A start option of the game beyond the first player (which every game takes)."""
    name: str
    choices: tuple
    default: Any


@dataclass(frozen=True)
class LessonDeal:
    """The guided game's deal (learn/lessons.py): chosen by dogtable/learn/find_deals.py so
    that every important rule comes up early when the learner follows the coach."""
    seed: int
    players: int = 2
    level: str = "medium"      # the computers' level (medium: sensible, predictable moves)
    options: tuple[tuple[str, Any], ...] = ()
    min_turns: int = 0         # the learner's turns before the summary, at least
    note: str = ""             # what the deal shows, and when (find_deals' report)


@dataclass(frozen=True)
class GameDeclaration:
    game_id: str
    players: tuple[int, int]   # (fewest, most): the one place the player count is written
    rules_path: str            # "module:Class" of its Rules (no pygame)
    agent_path: str            # "module:factory" with (level, seed) -> Agent
    view_path: str = ""        # "module:Class" of the table's board (pygame); "" until there is one
    offered: bool = True       # False: the board exists but is not yet offered to players
    options: tuple[Option, ...] = ()
    minutes: tuple[int, int] = (20, 40)    # how long a game usually takes at our table
    # the credit lines of the original game on the About page: locale keys
    # app.about.<game>_<line> (its title is app.about.<game>_title)
    credits: tuple[str, ...] = ()
    # playouts per decision the app gives "hard", by table size: the budget its ladders were
    # measured at (docs/ai.md), so the app plays exactly as strongly as the figures say
    hard_playouts: tuple[tuple[int, int], ...] = ()
    # -- learning: the guided game, its important rules and the reasons of a hint ------------
    lesson: LessonDeal | None = None
    topics: tuple[str, ...] = ()           # in teaching order; "end" last
    required_topics: tuple[str, ...] = ()  # those a guided game waits for before its summary
    # module: topics_of(event), CONTROLS, FAMILIES, score_parts(view) ... (see learn/topics.py)
    teaching_path: str = ""
    why_path: str = ""         # module: reason(view, action), VARIANTS (see ai/reasons.py)
    # -- the table's hooks (ui/scenes/game_hooks.py) ---------------------------------------------
    log_words_path: str = ""   # "module:function" (params, t, seat_names) -> log params as words
    round_summary_path: str = ""   # "module:function" (session, events, t) -> dict | None
    round_break_path: str = ""     # "module:function" (events) -> int | None
    offers_undo: bool = True   # False: nothing could ever be taken back (no Undo button)
    # -- checks ------------------------------------------------------------------------------------
    secrets_path: str = ""     # "module:Class" the conformance suite's hidden-id check uses

    @property
    def min_players(self) -> int:
        return self.players[0]

    @property
    def max_players(self) -> int:
        return self.players[1]

    def rules(self):
        return load(self.rules_path)()

    def agent(self, level: str, seed: int = 0):
        return load(self.agent_path)(level, seed)

    def view_factory(self) -> Callable:
        return load(self.view_path)

    def playouts_for(self, level: str, players: int) -> int | None:
        """The playouts a computer of ``level`` spends per decision in the app at a table of
        ``players``: hard's measured budget; None (by the clock) for the levels that do not
        search."""
        return dict(self.hard_playouts).get(players) if level == "hard" else None

    def part(self, name: str):
        """The object one of the ``*_path`` fields names (``part("log_words")``), or None when
        the game declares none."""
        path = getattr(self, f"{name}_path")
        return load(path) if path else None

    def module(self, name: str):
        """The module a ``*_path`` field names (``module("teaching")``), or None."""
        path = getattr(self, f"{name}_path")
        return import_module(path) if path else None
