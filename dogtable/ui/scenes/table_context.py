"""What a game's board (its GameView) may use of the table scene."""
from __future__ import annotations

from typing import TYPE_CHECKING

from dogtable import i18n

if TYPE_CHECKING:
    from dogtable.ui.scenes.base import Scene
    from dogtable.ui.scenes.table import TableScene


class BoardContext:
    """What every board may use of the scene that shows it, playing or replaying: words,
    the animation speed, sounds."""

    _scene: "Scene"

    def t(self, key: str, **params) -> str:
        return i18n.t(key, **params)

    def anim_speed(self) -> float:
        return float(self._scene.app.settings.anim_speed)

    def play_sound(self, name: str) -> None:
        self._scene.app.sounds.play(name)


class TableContext(BoardContext):
    """What the GameView may use of the scene (docs/architecture.md, "The table and its
    board": the TableContext and GameView contract)."""

    def __init__(self, scene: "TableScene"):
        self._scene = scene
        self.rules = scene.rules
        self.game_id = scene.game_id
        self.seat_names = [s.name for s in scene.session.seats]
        self.seat_kinds = [s.kind for s in scene.session.seats]
        # seats played from another computer at a home-network table (dogtable/net)
        self.remote_seats = frozenset(getattr(getattr(scene, "net", None), "remote_seats", ())
                                      or ())

    def submit(self, seat: int, action) -> bool:
        return self._scene.submit(seat, action)

    def show_message(self, text: str) -> None:
        self._scene.app.toast(text, for_turn=True)

    def show_scores(self) -> bool:
        """Running scores on the players' panels, unless the family hid them (settings);
        once the game is over the score pad is out anyway."""
        return bool(getattr(self._scene.app.settings, "show_scores", True)) \
            or self._scene.session.is_over()
