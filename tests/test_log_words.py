"""Wording a log line never loads a board: every game's ``log_words`` hook (its declaration's
``log_words_path``) lives outside its pygame board, so the log, the refusals and the lessons'
sentences can word names in a process with no pygame (docs/architecture.md, "Game hooks")."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from dogtable.core.registry import game_ids, get_game

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import json, sys
from dogtable import i18n
from dogtable.core.registry import game_ids, get_game
from dogtable.core.wording import resolve_params

i18n.set_language("en")
worded = {}
for game in game_ids():
    hook = get_game(game).part("log_words")     # raises if the hook's module cannot load
    assert hook is not None, game
    params = {"player": 1, "card": 1, "dog": 1, "breed": 1, "behaviour": 1, "colour": 1}
    direct = hook(dict(params), i18n.t, ["Ana", "Rex"])
    # through the kernel's wording too (which would fall back quietly on a failing hook)
    assert resolve_params(game, params, i18n.t, ["Ana", "Rex"]) == direct, game
    worded[game] = direct
print(json.dumps({"worded": worded, "modules": sorted(sys.modules)}))
"""


def test_every_games_log_words_are_worded_without_pygame():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    loaded = set(result["modules"])
    assert not {m for m in loaded if m == "pygame" or m.startswith(("pygame.", "pygame_gui"))}
    assert not {m for m in loaded if ".view" in m and m.startswith("dogtable.games.")}
    for game in game_ids():
        words = result["worded"][game]
        assert words["player"] == "Rex"
        # the game's own words, not the kernel's plain fallback (a card or dog named)
        assert any(isinstance(words[k], str) and words[k] != "1" for k in words if k != "player"), game


def test_every_game_declares_its_log_words_outside_its_board():
    for game in game_ids():
        path = get_game(game).log_words_path
        assert path, game
        assert ".view" not in path.partition(":")[0], (game, path)
