"""The coach of a guided game: which move to suggest, why, and what to say after a move.

Pure logic over a Session (no pygame): the learn scene asks ``advise`` when the learner is to
act, shows the suggestion on the table, and calls ``note`` after every move with the events
it made.  The coach then praises a followed suggestion, or explains the learner's own move
when it differs (any legal move is welcome: it is described, never judged), and explains each important rule the first
time it comes up (topics.py), whoever made it happen.  Everything it says is a list of
``Line(key, params)`` for the scene to translate.

Suggestions come from the game's medium computer player through ``ask`` (the learner's view
only, a fixed seed per position): quick, sensible, and always legal.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from dogtable.ai.agent import Budget, ask
from dogtable.core.registry import get_game
from dogtable.core.rules import Action
from dogtable.learn.lessons import LEARNER, Lesson
from dogtable.learn.reasons import reason_for, what_it_does
from dogtable.learn.topics import REQUIRED, TOPICS, topics_in

COACH_LEVEL = "medium"
COACH_BUDGET = Budget(think_ms=300.0, iterations=64)


@dataclass(frozen=True)
class Line:
    key: str
    params: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Advice:
    at: int                 # the log length it was given for
    action: Action
    why: Line


class Coach:
    def __init__(self, lesson: Lesson, seat: int = LEARNER):
        self.lesson = lesson
        self.game_id = lesson.game_id
        self.seat = seat
        self.agent = get_game(self.game_id).agent(COACH_LEVEL, lesson.seed * 17 + 1)
        self.met: list[str] = []
        self.advice: Advice | None = None
        self.moves = 0              # the learner's moves
        self.followed = 0           # of which the coach's suggestion
        self.turns = 0              # the learner's turns (a turn ends when someone else acts)
        self._last_mover: int | None = None
        self._complete_at: int | None = None   # the learner's moves when every rule was met
        self.lines: list[Line] = [Line(f"learn.{self.game_id}.intro")]

    # -- suggesting ------------------------------------------------------------------------------
    def learner_to_act(self, session) -> bool:
        return not session.is_over() and self.seat in session.to_act()

    def advise(self, session) -> Advice | None:
        """The suggestion for the learner now (kept until the position changes)."""
        if not self.learner_to_act(session):
            return None
        at = len(session.log)
        if self.advice is not None and self.advice.at == at:
            return self.advice
        rules = session.rules
        action = ask(rules, session.state, self.seat, self.agent, COACH_BUDGET,
                     self.lesson.seed * 1009 + at)
        key, params = reason_for(self.game_id, rules.view(session.state, self.seat), action)
        self.advice = Advice(at, action, Line(key, params))
        return self.advice

    # -- after a move ----------------------------------------------------------------------------
    def note(self, session, seat: int | None, action: Action | None, events,
             own_label: str | None = None) -> list[Line]:
        """What the coach says about the move just made (and the rules it showed)."""
        said: list[Line] = []
        if seat == self.seat and action is not None:
            self.moves += 1
            if self._last_mover != self.seat:
                self.turns += 1
            advice = self.advice
            if advice is not None and advice.action == action:
                self.followed += 1
                said.append(Line("learn.coach.well_done"))
            else:
                said.append(Line("learn.coach.own_move", {"move": own_label}) if own_label
                            else Line("learn.coach.own_move_plain"))
                # described, not judged: a "why this is good" may not fit a move we would not make
                key, params = what_it_does(self.game_id, action)
                said.append(Line(key, params))
        if seat is not None:
            self._last_mover = seat
        self.advice = None
        # rules as the learner may see them: a hidden card never names a topic it should not
        seen = [session.rules.redact(e, self.seat) for e in events or []]
        for topic in topics_in(self.game_id, seen):
            if topic not in self.met:
                self.met.append(topic)
                said.append(Line(f"learn.{self.game_id}.topic.{topic}.text"))
        if said:
            # the game's introduction stays until the learner has made a first move (a
            # computer acting first, such as Dog Lover's Watch Dog, must not wipe it unread)
            intro = [Line(f"learn.{self.game_id}.intro")] if self.moves == 0 else []
            self.lines = intro + said
        return said

    # -- the end of the lesson -------------------------------------------------------------------
    def done(self, session) -> bool:
        """Every important rule met and the learner has moved since (so the coach's words
        on the last one were read, not covered by the summary), or the game over."""
        if session.is_over():
            return True
        if self.turns < self.lesson.min_turns or not all(t in self.met for t in REQUIRED[self.game_id]):
            return False
        if self._complete_at is None:
            self._complete_at = self.moves
        return self.moves > self._complete_at

    def mid_turn(self, session) -> bool:
        """The learner has begun a turn and may still act in it (the summary waits for its
        end, so the coach's words about the last move are read, not hidden by it)."""
        return self._last_mover == self.seat and self.learner_to_act(session)

    def summary(self) -> tuple[list[str], list[str]]:
        """(topics met, topics still to meet), in teaching order."""
        order = TOPICS[self.game_id]
        return [t for t in order if t in self.met], [t for t in order if t not in self.met]
