"""Opening a game on the table: a new one from the setup's values, or a session (loaded,
resumed, a lesson's) put above the main menu.  Problems become a message, never a crash."""
from __future__ import annotations

from typing import TYPE_CHECKING

import random
import sys
import traceback

from dogtable import i18n
from dogtable.core.registry import UnknownGame, get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session

if TYPE_CHECKING:  # the scene is made by name (ui/scenes/directory.py): table.py imports this
    from dogtable.ui.scenes.table import TableScene

HUMAN = "human"
KINDS = ("human", "random", "easy", "medium", "hard")


def start_new_game(app, game_id: str, seats: list[dict], seed: int | None = None,
                   first: int | str = "random") -> "TableScene | None":
    """Create a session from setup values and open its table; errors become a message."""
    t = i18n.t
    try:
        spec = get_game(game_id)
    except UnknownGame:
        app.show_error(t("app.errors.cannot_start"), t("error.unknown_game", game=str(game_id)))
        return None
    seat_list = []
    for i, seat in enumerate(seats):
        name = str(seat.get("name") or t("app.setup.player_n", n=i + 1))[:24]
        kind = seat.get("kind", HUMAN)
        seat_list.append(Seat(name, kind if kind in KINDS else HUMAN))
    if not spec.min_players <= len(seat_list) <= spec.max_players:
        app.show_error(t("app.errors.cannot_start"),
                       t("error.player_count", min=spec.min_players, max=spec.max_players))
        return None
    if not isinstance(seed, int):
        seed = random.SystemRandom().randrange(2 ** 31)
    options = {"first_player": first if isinstance(first, int) else "random"}
    try:
        session = Session(spec.rules(), seat_list, options, seed)
    except Exception as exc:  # an engine that refuses these seats: say so, keep the menu
        traceback.print_exc(file=sys.stderr)
        app.show_error(t("app.errors.cannot_start"), str(exc))
        return None
    return open_session(app, session)


def open_session(app, session: Session, autosave: bool = True) -> "TableScene | None":
    """Put ``session`` on the table (above the main menu)."""
    try:
        scene = app.scenes.make("table", session, autosave=autosave)
    except Exception:
        traceback.print_exc(file=sys.stderr)
        app.show_error(i18n.t("app.errors.cannot_start"), i18n.t("error.table_unavailable"))
        return None
    app.scenes.reset(app.scenes.menu(), scene)
    if not session.is_over():   # a finished game opened from a save leaves Continue alone
        # the compact autosave now (a resumed game's journal folded in), then a fresh journal
        scene.save_now()
    return scene
