""""What would you do?" on a table: asks the hard computer player for the human on screen,
off the UI thread, and shows its move (pointer) and reason (bubble) on the board.

A table scene holds one ``HintDesk``; ``ask()`` starts a hint for the viewer (the human
whose view is on screen, only when it is their move), ``update()`` picks the answer up,
``draw(surface)`` draws it, and the hint goes as soon as the position changes (any act or
undo: ``forget()``); its pointer goes as soon as the player picks something else on the board
(the bubble stays: the reason still holds, but the marks would point at a stale selection).
The scene counts ``asked`` so the records can tell hinted games apart.
"""
from __future__ import annotations

import sys
import threading
import traceback

from dogtable import i18n
from dogtable.ai.agent import app_budget
from dogtable.ai.hint import HINT_LEVEL, HINT_THINK_MS, Hint, hint_for, hint_seed
from dogtable.ui import theme
from dogtable.ui.table import coach as marks


class HintDesk:
    def __init__(self, scene, wake=None):
        self.scene = scene
        self.wake = wake              # called from the thread when an answer is in
        self.hint: Hint | None = None
        self.asked = 0                # hints asked this game (records count hinted games apart)
        self.askers: set[int] = set()  # the seats that asked
        self._at: int | None = None   # the log length the hint (or the question) is about
        self._thread: threading.Thread | None = None
        self._answer: list = []
        self.note: str | None = None  # a short word instead of a hint (nothing to decide ...)
        self._picked: tuple | None = None  # the board's selection when the hint came

    def thinking(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def ask(self) -> bool:
        scene = self.scene
        session = scene.session
        seat = scene.viewer
        self.note = None
        if seat is None or scene.kinds[seat] != "human" or seat not in session.to_act() \
                or session.is_over():
            self.note = i18n.t("learn.coach.hint_none")
            return False
        if self.thinking():
            return False
        at = len(session.log)
        if self.hint is not None and self._at == at:
            return True
        self.asked += 1
        self.askers.add(seat)
        self._at = at
        self.hint = None
        rules = scene.worker_rules
        state = scene.rules.clone(session.state)
        seed = hint_seed(session.seed, at, seat)
        box = self._answer = []
        # the adviser's own budget: the hint is the move it would make at this table
        budget = app_budget(HINT_THINK_MS, scene.spec.playouts_for(HINT_LEVEL, len(scene.kinds)))

        def think():
            try:
                box.append(hint_for(rules, state, seat, seed=seed, budget=budget))
            except Exception:  # a failing adviser gives no hint, never a broken table
                traceback.print_exc(file=sys.stderr)
                box.append(None)
            if self.wake is not None:
                self.wake()

        self._thread = threading.Thread(target=think, daemon=True, name="dogtable-hint")
        self._thread.start()
        return True

    def forget(self) -> None:
        """The position changed: the hint (or the question) is about the past."""
        self.hint = None
        self._at = None
        self._answer = []
        self.note = None
        self._picked = None

    def update(self) -> None:
        if self._answer and self.hint is None and self._at == len(self.scene.session.log):
            self.hint = self._answer.pop()
            self._picked = marks.selection(self.scene.view)
            if self.hint is None:
                self.note = i18n.t("learn.coach.hint_none")

    def next_frame_in(self) -> float | None:
        if self.thinking():
            return 0.25       # look for the answer (the thread also wakes the app)
        if self._answer and self.hint is None:
            return 0.0
        return None

    def pointing(self) -> bool:
        """Is the hint's pointer still on the board (the player has not picked anything
        else since it came)?"""
        return self.hint is not None and marks.selection(self.scene.view) == self._picked

    def texts(self) -> list[str]:
        """What the bubble says now ([] when there is nothing to say)."""
        if self.note:
            return [self.note]
        if self.thinking() and self._at == len(self.scene.session.log):
            return [i18n.t("learn.coach.thinking")]
        if self.hint is None:
            return []
        _, _, label = marks.find_move(self.scene.view, self.hint.action)
        from dogtable.ui.scenes.table_log import resolve_params

        params = resolve_params(self.scene.game_id, self.hint.reason_params, self.scene.names)
        reason = i18n.t(self.hint.reason_key, **params)
        if label:
            return [i18n.t("learn.coach.hint_says", move=label), reason]
        # no label: the outline shows the move, and the reason names its cards; once the
        # outline has gone (the player picked something else) "the outlined move" would lie
        return [i18n.t("learn.coach.try_here"), reason] if self.pointing() else [reason]

    def draw(self, surface, area) -> None:
        """The pointer on the board and the bubble beside it, over the log (``area``, the
        board, is where the pointer may go; the bubble never covers it)."""
        texts = self.texts()
        if not texts:
            return
        if self.pointing():
            marks.point_at(surface, self.scene.view, self.hint.action)
        column = getattr(self.scene, "log_rect", None)
        if column is None or column.width < 120:
            rect = marks.bubble_rect(area, texts, i18n.t("learn.coach.hint"), [])
            size = theme.TEXT_FONT
        else:
            size = theme.TEXT_FONT if column.height >= 500 else theme.SMALL_FONT
            rect, size = marks.side_bubble(column, texts, size,
                                           marks.toast_rects(self.scene.app, surface.get_size()))
        marks.draw_bubble(surface, rect, i18n.t("learn.coach.hint"), texts, size)
