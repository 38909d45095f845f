"""Every scene and every way onto the table, by name, in one place.

A scene never imports the scene it goes to: it asks the scene manager for it by name
(``app.scenes.open("settings")``, ``app.scenes.start("new_game", game_id, seats)``), and the
manager loads the module named here on first use.  So the scenes form no import cycle, and
launching to the menu loads only the menu.
"""
from __future__ import annotations

from importlib import import_module
import sys

_HERE = "dogtable.ui.scenes"

# name -> "module:Class" (the name each scene class also carries as ``Scene.name``)
SCENES: dict[str, str] = {
    "menu": "menu:MenuScene",
    "welcome": "welcome:WelcomeScene",
    "setup": "setup:SetupScene",
    "table": "table:TableScene",
    "learn": "learn:LearnScene",
    "pause": "pause:PauseScene",
    "recap": "recap:RecapScene",
    "handoff": "handoff:HandoffScene",
    "results": "results:ResultsScene",
    "replay": "replay:ReplayScene",
    "records": "records:RecordsScene",
    "load": "saves:LoadScene",
    "save": "saves:SaveScene",
    "settings": "settings:SettingsScene",
    "rules": "rules:RulesScene",
    "about": "about:AboutScene",
    "message": "dialogs:MessageScene",
    "confirm": "dialogs:ConfirmScene",
    "net_lobby": "net_lobby:NetLobbyScene",       # (game_id, seats, first): host on the home network
    "net_join": "net_join:NetJoinScene",          # (address="", code="", seat=None)
}

# ways onto the table: functions (app, ...) that build a scene and place it on the stack,
# saying what went wrong in a message instead of raising
WAYS: dict[str, str] = {
    "new_game": "table_opening:start_new_game",     # (game_id, seats, seed=None, first="random")
    "session": "table_opening:open_session",        # (session, autosave=True)
    "lesson": "learn:open_lesson",                  # (game_id)
    "replay": "replay:open_replay",                 # (session, offer_keep=False)
    "results_of": "results:ResultsScene.of_session",  # (session, in_replay=False)
}


class UnknownScene(KeyError):
    pass


def _load(table: dict[str, str], name: str):
    try:
        path = table[name]
    except KeyError:
        raise UnknownScene(name) from None
    module, _, attrs = path.partition(":")
    found = import_module(f"{_HERE}.{module}")
    for attr in attrs.split("."):
        found = getattr(found, attr)
    return found


def scene_class(name: str) -> type:
    return _load(SCENES, name)


def way(name: str):
    return _load(WAYS, name)


def loaded_scene_class(name: str) -> type | None:
    """The class registered as ``name`` if its module is loaded already, else None (then no
    scene of it can be on the stack, and finding one need not load it)."""
    if name not in SCENES:
        raise UnknownScene(name)
    module = f"{_HERE}.{SCENES[name].partition(':')[0]}"
    return scene_class(name) if module in sys.modules else None
