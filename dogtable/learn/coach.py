"""The coach of a guided game: which move to suggest, why, and what to say after a move.

Pure logic over a Session (no pygame): the learn scene asks ``advise`` when the learner is to
act, shows the suggestion on the table, and calls ``note`` after every move with the events
it made.  The coach then praises a followed suggestion, or explains the learner's own move
when it differs (any legal move is welcome: it is described, never judged).  It explains each
important rule (topics.py) once: before the learner uses it, with the suggestion, when a control
that uses it is open to them; otherwise the first time it comes up, whoever made it happen.
Everything it says is a list of ``Line(key, params)`` for the scene to translate.

Suggestions come from the game's strongest computer player through ``ask`` (the learner's view
only, a fixed seed per position, a short budget): a beginner is never shown a move the best
player would score clearly worse, and it is always legal.  That takes a while (up to ~0.75 s
on a loaded machine), so the scene asks off the UI thread: ``question`` gives a copy of the
position to think about, ``take`` adopts the answer only if the position has not moved since
(``advise`` does both at once, for tests and tools).  After every move the coach also says
each score change it made and why (learn/score_changes.py), counted in the learner's view.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from dogtable.ai.agent import Budget, ask
from dogtable.core.registry import get_game
from dogtable.core.rules import Action
from dogtable.learn.lessons import LEARNER, Lesson
from dogtable.ai.reasons import reason_for, what_it_does
from dogtable.learn.score_changes import changes, running
from dogtable.learn.topics import REQUIRED, TOPICS, topics_ahead, topics_in

COACH_LEVEL = "hard"
SCORE_LINES = 4            # score changes said after one move, at most (the biggest first)
SCORES_KEPT = 6            # ... and kept in the bubble until the learner's next turn
AHEAD_AT_ONCE = 2          # rules explained with one suggestion, at most, besides those it uses
COACH_BUDGET = Budget(think_ms=300.0, iterations=64)


@dataclass(frozen=True)
class Line:
    key: str
    params: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Question:
    """One question for the strongest player: the learner's move in a copy of the state."""
    at: int                 # the log length it is about
    state: object
    seat: int
    agent: object
    budget: Budget
    seed: int


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
        self.met: list[str] = []        # rules that happened (done or watched)
        self.explained: list[str] = []  # rules the coach has explained (mostly before they happen)
        self.advice: Advice | None = None
        self.moves = 0              # the learner's moves
        self.followed = 0           # of which the coach's suggestion
        self.turns = 0              # the learner's turns (a turn ends when someone else acts)
        self._last_mover: int | None = None
        self._complete_at: int | None = None   # the learner's moves when every rule was met
        self.lines: list[Line] = [Line(f"learn.{self.game_id}.intro")]
        self._scores = None         # each seat's points by category, as the learner last saw them
        self._scored_since: list[Line] = []   # score changes since the learner's turn began

    def watch(self, session) -> None:
        """Take the score as it stands now as the starting point (a new game, an undo)."""
        self._scores = running(self.game_id, session.rules.view(session.state, self.seat))

    def score_lines(self, session) -> list[Line]:
        """Why the score changed since the last move, seat by seat and category by category
        ("Max +5: the most cleaned red messes"), counted in the learner's view."""
        before = self._scores
        self._scores = running(self.game_id, session.rules.view(session.state, self.seat))
        moved = changes(before, self._scores)
        moved.sort(key=lambda c: (c[0] != self.seat, -abs(c[2])))   # the learner's own first
        return [Line("learn.score.change", {"player": seat, "points": f"{delta:+d}",
                                             "why_key": f"learn.score.{self.game_id}.{category}"})
                for seat, category, delta in moved[:SCORE_LINES]]

    # -- suggesting ------------------------------------------------------------------------------
    def learner_to_act(self, session) -> bool:
        return not session.is_over() and self.seat in session.to_act()

    def needs_advice(self, session) -> bool:
        """The learner is to act and no suggestion is in for this position yet."""
        return self.learner_to_act(session) and (self.advice is None
                                                 or self.advice.at != len(session.log))

    def question(self, session) -> Question | None:
        """What to ask the strongest player for the learner's move now (None: the learner is
        not to act, or the advice for this position is already in).  The state is a private
        copy: the learn scene hands the question to a worker thread, so the window keeps
        drawing while the hard player thinks (up to ~0.75 s on a loaded machine)."""
        if not self.needs_advice(session):
            return None
        at = len(session.log)
        return Question(at, session.rules.clone(session.state), self.seat, self.agent,
                        COACH_BUDGET, self.lesson.seed * 1009 + at)

    def take(self, session, at: int, action: Action | None) -> Advice | None:
        """Adopt the strongest player's answer for the position at log length ``at``; an
        answer for an older position (the learner moved, a computer moved, undo) or an
        illegal one is dropped (None)."""
        if at != len(session.log) or not self.learner_to_act(session) \
                or action not in session.legal_actions(self.seat):
            return None
        if self.advice is not None and self.advice.at == at:
            return self.advice
        view = session.rules.view(session.state, self.seat)
        key, params = reason_for(self.game_id, view, action)
        self.advice = Advice(at, action, Line(key, params))
        self._explain_ahead(view, session.legal_actions(self.seat), action)
        return self.advice

    def advise(self, session) -> Advice | None:
        """The suggestion for the learner now, worked out at once on this thread (tests and
        tools; the learn scene asks through ``question``/``take`` on a worker)."""
        if not self.learner_to_act(session):
            return None
        q = self.question(session)
        if q is None:
            return self.advice
        action = ask(session.rules, q.state, q.seat, q.agent, q.budget, q.seed)
        return self.take(session, q.at, action)

    def _explain_ahead(self, view, legal, suggested: Action) -> None:
        """Explain the rules of the suggested move, and a few more of the controls open now,
        before the learner uses them (each rule once)."""
        own = topics_ahead(self.game_id, view, [], suggested, shown=False)
        others = [t for t in topics_ahead(self.game_id, view, legal) if t not in own]
        fresh = [t for t in own if t not in self.explained]
        # the rest wait for a later suggestion while this one has its own to explain, so the
        # suggestion itself still fits in the bubble
        room = AHEAD_AT_ONCE - len(fresh) if self.moves else 0   # the introduction comes first
        fresh += [t for t in others if t not in self.explained][:max(0, room)]
        if not fresh:
            return
        self.explained.extend(fresh)
        self.lines = self.lines + [Line(f"learn.{self.game_id}.topic.{t}.text") for t in fresh]

    # -- after a move ----------------------------------------------------------------------------
    def note(self, session, seat: int | None, action: Action | None, events,
             own_label: str | None = None) -> list[Line]:
        """What the coach says about the move just made (and the rules it showed)."""
        said: list[Line] = []
        turn_begins = seat == self.seat and self._last_mover != self.seat
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
            if topic not in self.explained:   # came up before any control of the learner's
                self.explained.append(topic)
                said.append(Line(f"learn.{self.game_id}.topic.{topic}.text"))
        # every score change, when it happens (a first note only takes the starting point)
        scored = self.score_lines(session) if self._scores is not None else []
        if self._scores is None:
            self.watch(session)
        said += scored
        if turn_begins:
            self._scored_since = []
        # the changes since the learner's turn began stay in the bubble while the computers
        # play on, so the learner's own points are read, not wiped by the next move
        self._scored_since = (self._scored_since + scored)[-SCORES_KEPT:]
        if said:
            # the game's introduction stays until the learner has made a first move (a
            # computer acting first, such as Dog Lover's Watch Dog, must not wipe it unread)
            intro = [Line(f"learn.{self.game_id}.intro")] if self.moves == 0 else []
            words = [line for line in said if line not in scored]
            self.lines = intro + words + self._scored_since
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
        """(topics met or explained, topics still to meet), in teaching order."""
        order = TOPICS[self.game_id]
        known = set(self.met) | set(self.explained)
        return [t for t in order if t in known], [t for t in order if t not in known]
