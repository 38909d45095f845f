"""A guided first game: the table scene with a coach.

``open_lesson(app, game_id)`` puts the game's fixed deal (learn/lessons.py) on the table
against gentle computers.  When it is the learner's move the coach asks the strongest
computer player for a suggestion on a worker thread of its own (the bubble says "thinking…"
meanwhile and the window keeps drawing; an answer for an older position is dropped), then
points at the move on the board (beside the item a click or drag of that move starts from,
never over a text the player must read: ui/table/coach.py) and says in a sentence or two
why; the learner may follow it or do anything else legal, and the coach then explains the
learner's own move, the rules it showed, and every score change.  Each important rule is
explained before the learner has to use it.  Once every one has come up (or the game ends)
a summary lists them and offers a real game: the setup screen with the lesson's seats
filled in.  H asks the hard computer player for a hint, as on any table.  The lesson is not
autosaved and not added to the records; Escape/Menu leaves it at any time.
"""
from __future__ import annotations

from dogtable import i18n
from dogtable.learn.coach import Coach, Line
from dogtable.learn.lessons import LEARNER, lesson_for
from dogtable.ui import theme
from dogtable.ui.ai_worker import AIWorker
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel
from dogtable.ui.scenes.table import TableScene
from dogtable.ui.scenes.table_log import resolve_params
from dogtable.ui.table import coach as marks
from dogtable.ui.wake import post_wake, soonest

import pygame


def open_lesson(app, game_id: str) -> "LearnScene | None":
    """Open the guided game of ``game_id`` above the main menu (None: no such lesson)."""
    lesson = lesson_for(game_id)
    if lesson is None:
        app.show_error(i18n.t("app.errors.cannot_start"), i18n.t("error.unknown_game", game=str(game_id)))
        return None
    scene = LearnScene(app, lesson)
    app.scenes.reset(app.scenes.menu(), scene)
    return scene


def lesson_setup(lesson, t) -> dict:
    """The setup form's values (SetupModel's ``previous``) for a real game like the lesson:
    its seats as the lesson named them, the learner human and the computers at its level."""
    seats = lesson.seats(t)
    return {"game": lesson.game_id, "count": len(seats), "names": [s.name for s in seats],
            "kinds": [s.kind for s in seats], "first": "random"}


class LearnScene(TableScene):
    name = "learn"

    def __init__(self, app, lesson):
        self.lesson = lesson
        self.coach = Coach(lesson)
        self._labels: dict = {}            # the learner's move -> its label, caught at submit
        self.summary_shown = False
        self.coach_off = False             # "finish this game": the coach stops talking
        super().__init__(app, lesson.session(i18n.t), autosave=False)
        # the coach asks the hard player on a thread of its own, with its own engine object,
        # so the window keeps drawing while it thinks; an answer for an older position is dropped
        self.coach_worker = AIWorker(on_answer=post_wake)
        self.coach_rules = self.spec.rules()
        self._coach_asked_at: int | None = None   # the log length the question in flight is about
        self.coach.watch(self.session)            # score changes are told from here on

    # -- the learner's moves and the coach's words -------------------------------------------------
    def submit(self, seat: int, action) -> bool:
        _, _, label = marks.find_move(self.view, action)
        self._labels = {action: label}
        return super().submit(seat, action)

    def _on_session(self, session, what: str, events) -> None:
        if what == "act" and session.log:
            entry = session.log[-1]
            label = self._labels.get(entry.action) if entry.seat == LEARNER else None
            self.coach.note(session, entry.seat, entry.action, events, label)
        elif what == "undo":
            self.coach.advice = None
            self.coach.watch(session)
        self._forget_question()
        self._labels = {}
        super()._on_session(session, what, events)

    def _record_game(self) -> None:
        self.recorded = True        # a guided game is practice: it never enters the records

    def show_results(self) -> None:
        if not self.summary_shown:
            self.open_summary()
            return
        super().show_results()

    # -- per frame -------------------------------------------------------------------------------
    def _coach_ready(self) -> bool:
        """The learner is to act and the board is still: time to point."""
        return (not self.coach_off and self.coach.learner_to_act(self.session)
                and self.viewer == LEARNER and not self.switch_due and not self.view_busy()
                and self.held_state is None and self.desk.race is None)

    def _forget_question(self) -> None:
        """The position changed: the question in flight is about the past."""
        worker = getattr(self, "coach_worker", None)   # (the table may act before it exists)
        if worker is not None:
            worker.cancel()
        self._coach_asked_at = None

    def coach_thinking(self) -> bool:
        """The hard player is working out the coach's suggestion for this position."""
        return self._coach_asked_at == len(self.session.log) and self.coach_worker.thinking

    def _drive_coach(self) -> None:
        """Ask for the suggestion once the learner is to act, and take the answer when in."""
        answer = self.coach_worker.poll()
        if answer is not None and self._coach_asked_at is not None:
            at, self._coach_asked_at = self._coach_asked_at, None
            self.coach.take(self.session, at, answer.action)
        if not self._coach_ready() or self.coach_worker.thinking:
            return
        question = self.coach.question(self.session)
        if question is None:
            return
        self._coach_asked_at = question.at
        self.coach_worker.request(self.coach_rules, question.state, question.seat, question.agent,
                                  question.budget, question.seed)

    def next_frame_in(self) -> float | None:
        waits = [super().next_frame_in()]
        if self.coach_worker.thinking or self.coach_worker.ready():
            waits.append(0.0 if self.coach_worker.ready() else 0.25)   # the thread wakes us too
        elif self._coach_ready() and self.coach.needs_advice(self.session):
            waits.append(0.0)
        return soonest(waits)

    def leave(self) -> None:
        self.coach_worker.stop()
        super().leave()

    def update(self, dt: float) -> None:
        super().update(dt)
        on_top = self.app.scenes.top is self
        self._safe(self._drive_coach)
        if on_top and not self.summary_shown and not self.coach_off \
                and self.coach.done(self.session) and not self.view_busy() \
                and self.computer_to_act() is None and not self.coach.mid_turn(self.session):
            self.open_summary()

    # -- the summary -----------------------------------------------------------------------------
    def open_summary(self) -> None:
        self.summary_shown = True
        if self.app.scenes.top is self:
            self.app.scenes.push(LearnSummaryScene(self.app, self))

    def keep_playing(self) -> None:
        self.coach_off = True

    # -- drawing ---------------------------------------------------------------------------------
    def coach_texts(self) -> list[str]:
        """What the bubble says: the last words about a move or a rule, then the suggestion."""
        if self.coach_off:
            return []
        t = i18n.t
        texts = [self._say(line) for line in self.coach.lines]
        advice = self.coach.advice
        if advice is not None and self._coach_ready():
            _, _, label = marks.find_move(self.view, advice.action)
            texts.append(t("learn.coach.try", move=label) if label else t("learn.coach.try_here"))
            texts.append(self._say(advice.why))
        elif self._coach_ready() and self.coach.learner_to_act(self.session):
            texts.append(t("learn.coach.thinking"))
        elif not self.session.is_over() and self.computer_to_act() is not None:
            texts.append(t("learn.coach.their_turn", player=self.names[self.computer_to_act()]))
        return texts

    def _say(self, line: Line) -> str:
        params = dict(line.params)
        move = params.pop("move", None)
        why_key = params.pop("why_key", None)
        params = resolve_params(self.game_id, params, self.names)
        if move is not None:
            params["move"] = move
        if why_key is not None:
            params["why"] = i18n.t(why_key)
        return i18n.t(line.key, **params)

    def pointed_rects(self) -> list:
        rects = super().pointed_rects()
        advice = self.coach.advice
        if not rects and advice is not None and self._coach_ready() and not self.coach_off:
            source, target, _ = marks.move_rects(self.view, advice.action)
            rects = [source, target, *marks.target_parts(self.view, advice.action)]
        return rects

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.hints.texts():
            return   # the table draws the hint: the coach waits
        texts = self.coach_texts()
        if not texts:
            return
        advice = self.coach.advice
        if advice is not None and self._coach_ready():
            marks.point_at(surface, self.view, advice.action)
        # beside the board, over the log: never on the cards the learner needs
        size = theme.TEXT_FONT if self.log_rect.height >= 500 else theme.SMALL_FONT
        rect, size = marks.side_bubble(self.log_rect, texts, size,
                                       marks.toast_rects(self.app, surface.get_size()))
        marks.draw_bubble(surface, rect, i18n.t("learn.coach.name"), texts, size)


class LearnSummaryScene(Scene):
    """The end of a guided game: the rules met, those still to come, and what next."""

    overlay = True
    name = "learn_summary"

    def __init__(self, app, table: LearnScene):
        super().__init__(app)
        self.table = table

    def _lines(self) -> list[tuple[str, bool]]:
        """(text, ticked) for each line of the summary: the rules met carry a drawn tick
        (the font has no check-mark glyph)."""
        game = self.table.lesson.game_id
        met, later = self.table.coach.summary()
        lines = [(self.t("learn.summary.turns", count=self.table.coach.turns), False),
                 (self.t("learn.summary.met"), False)]
        lines += [(self.t(f"learn.{game}.topic.{topic}.name"), True) for topic in met]
        if later:
            lines.append((self.t("learn.summary.later"), False))
            lines += [("• " + self.t(f"learn.{game}.topic.{topic}.text"), False) for topic in later]
        return lines

    def _body_height(self, width: int, size: int) -> int:
        fnt = theme.font(size)
        return sum(len(theme.wrap(text, fnt, width - (26 if tick else 0))) * (fnt.get_linesize() + 4) + 4
                   for text, tick in self._lines())

    def _layout(self) -> tuple[pygame.Rect, int]:
        """The panel grows with what it lists (every rule met, and those still to come), up
        to the window; the text shrinks a step before anything is left out."""
        w, h = self.size
        width = min(max(860, sum(self._natural_widths()) + 40 * len(self._buttons()) + 20), w - 40)
        for size in (theme.TEXT_FONT, theme.SMALL_FONT, theme.SMALL_FONT - 2):
            need = self._body_height(width - 60, size) + 150
            if need <= h - 40:
                break
        return centered_panel(self.size, width, max(360, min(need, h - 40))), size

    def _rect(self) -> pygame.Rect:
        return self._layout()[0]

    def _buttons(self) -> list[tuple[str, object, bool]]:
        """(label, action, bold) of the summary's buttons: "finish this game" only while it goes on."""
        buttons = [(self.t("learn.summary.real_game"), self.real_game, True)]
        if not self.table.session.is_over():
            buttons.append((self.t("learn.summary.keep_playing"), self.keep, False))
        buttons.append((self.t("learn.summary.menu"), self.menu, False))
        return buttons

    def _natural_widths(self) -> list[int]:
        """How wide each button is with its label at the full button size (padding included)."""
        pad = 200 - theme.button_text_room(200)
        return [theme.font(theme.BUTTON_SIZES[0], bold).size(label)[0] + pad + 8
                for label, _, bold in self._buttons()]

    def build(self) -> None:
        rect = self._rect()
        gap = 20
        room = rect.width - 40 - gap * (len(self._buttons()) - 1)
        natural = self._natural_widths()
        # each label at full size where the panel allows (a long "Jogar uma partida de
        # verdade" gets more room than "Menu principal"); the spare room is shared evenly
        if sum(natural) <= room:
            spare = (room - sum(natural)) // len(natural)
            widths = [n + spare for n in natural]
        else:
            widths = [room * n // sum(natural) for n in natural]
        y = rect.bottom - 66
        x = rect.left + 20
        for (label, action, bold), bw in zip(self._buttons(), widths):
            self.button((x, y, bw, 46), label, action, bold=bold)
            x += bw + gap
        self.focus_index = 0
        self._show_focus()

    def real_game(self) -> None:
        """The same game for real: the setup screen, with the lesson's seats filled in (the
        learner and as many computers), so the player may change names, levels or the
        number of players before starting."""
        self.app.last_setup = lesson_setup(self.table.lesson, i18n.t)
        self.app.scenes.reset(self.app.scenes.menu(), self.app.scenes.make("setup"))

    def keep(self) -> None:
        self.table.keep_playing()
        self.app.scenes.pop()
        if self.table.session.is_over():
            self.table.show_results()

    def menu(self) -> None:
        self.app.scenes.reset(self.app.scenes.menu())

    def back(self) -> None:
        self.keep()

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        game = self.table.lesson.game_id
        title = self.t("learn.summary.title", game=i18n.game_title(game))
        theme.draw_text(surface, title, (rect.centerx, rect.top + 18), theme.HEADING_FONT - 4,
                        theme.HILITE, bold=True, anchor="midtop", max_width=rect.width - 40)
        rect, size = self._layout()
        body = pygame.Rect(rect.left + 30, rect.top + 70, rect.width - 60, rect.height - 150)
        y = body.top
        fnt = theme.font(size)
        for text, tick in self._lines():
            indent = 26 if tick else 0
            if tick:
                _draw_tick(surface, (body.left + 4, y + fnt.get_linesize() // 2))
            used = theme.draw_wrapped(surface, text, pygame.Rect(body.left + indent, y, body.width - indent,
                                                                 body.bottom - y), size, theme.CREAM)
            y += used + 4
            if y >= body.bottom:
                break


def _draw_tick(surface, left_mid) -> None:
    """A check mark drawn as lines (a shape as well as a colour)."""
    x, y = left_mid
    pygame.draw.lines(surface, theme.HILITE, False, [(x, y), (x + 6, y + 6), (x + 16, y - 7)], 3)
