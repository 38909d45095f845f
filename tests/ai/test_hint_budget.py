"""A hint is the move a hard computer in the human's seat would make: the table's HintDesk asks
its adviser with exactly the budget the table gives a hard seat, at every table size."""
from __future__ import annotations

import os
import random
from types import SimpleNamespace

import pytest

from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

TABLES = [(game_id, players) for game_id in game_ids()
          for players in range(get_game(game_id).min_players, get_game(game_id).max_players + 1)]


@pytest.mark.parametrize("game_id,players", TABLES)
def test_the_hint_thinks_as_long_as_the_hard_seat(game_id, players, monkeypatch):
    from dogtable.ui.scenes import hints
    from dogtable.ui.scenes.table import TableScene

    spec = get_game(game_id)
    rules = spec.rules()
    session = Session(rules, [Seat(f"p{i}", "x") for i in range(players)], {}, 3)
    viewer = session.to_act()[0]
    hard = (viewer + 1) % players
    kinds = ["medium"] * players
    kinds[viewer], kinds[hard] = "human", "hard"
    scene = SimpleNamespace(session=session, viewer=viewer, kinds=kinds, rules=rules,
                            worker_rules=rules, spec=spec)
    asked = []
    monkeypatch.setattr(hints, "hint_for", lambda *a, budget=None, **k: asked.append(budget))
    desk = hints.HintDesk(scene)
    assert desk.ask()
    desk._thread.join(10)
    hard_budget = TableScene.think_budget(scene, hard)
    assert asked == [hard_budget]
    assert hard_budget.iterations == spec.playouts_for("hard", players)
    assert hard_budget.limit_ms is not None        # the app's guard, as for the seat
