"""The steps of a finished game, for the replay viewer (no pygame here: tests drive it alone).

A step is one entry of the session's log (step 0 is the deal, then one per act).  The state
after any step is rebuilt by folding events from the nearest checkpoint, so stepping back
costs at most CHECKPOINT_EVERY entries.  Chapters are where a new round (or, in a game
without rounds, a new turn) begins, read off the public view, so "jump to a round" needs
nothing particular from a game.
"""
from __future__ import annotations

from dataclasses import dataclass

from dogtable.core.rules import log_lines

CHECKPOINT_EVERY = 25
CHAPTER_KEYS = ("round", "turn")   # the first of these the game's public view keeps


def open_view(rules, state, seats: int) -> dict:
    """The public view with every seat's secrets filled in from that seat's own view: the
    game is over, so the replay shows every hand.  Any seat-indexed list whose public entry
    is hidden (None) takes the owner's entry."""
    public = rules.view(state, None)
    if not isinstance(public, dict):
        return public
    merged = dict(public)
    for seat in range(seats):
        own = rules.view(state, seat)
        if not isinstance(own, dict):
            continue
        for key, value in own.items():
            shown = merged.get(key)
            if (isinstance(value, list) and isinstance(shown, list) and len(value) == seats
                    and len(shown) == seats and shown[seat] is None and value[seat] is not None):
                shown = merged[key] = list(shown)
                shown[seat] = value[seat]
    return merged


def _totals(rules, state) -> list[int] | None:
    try:
        return [int(x) for x in rules.score_pad(state).totals()]
    except Exception:   # a position the score pad cannot read: no mark there
        return None


def session_from_step(session, step: int, kinds: list[str]):
    """"Play from here": a new game whose log is ``session``'s up to ``step``, with the same
    seats (their kinds replaced by ``kinds``), options and seed.  Chance is drawn from the
    seed and the number of events so far (Session.chance), and every deal already in the log
    stays as it was, so hidden cards are the ones dealt in the original game.  The result is
    an ordinary game: undo reads only its log, the autosave starts afresh on it."""
    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session

    data = session.to_json()
    step = max(0, min(int(step), len(data["log"]) - 1))
    data["log"] = data["log"][:step + 1]
    data["seats"] = [Seat(seat.name, kind).to_json() for seat, kind in zip(session.seats, kinds)]
    fresh = Session.from_json(get_game(session.rules.game_id).rules(), data)
    if fresh.is_over():
        raise ValueError("the game is over at this step")
    return fresh


@dataclass
class Chapter:
    step: int       # the first step of the chapter
    kind: str       # "round" | "turn" | "start"
    number: int


class ReplaySteps:
    def __init__(self, rules, log: list, seats: int):
        self.rules = rules
        self.log = list(log)
        self.seats = seats
        self.checkpoints: dict[int, object] = {}
        self.chapters: list[Chapter] = []
        self.totals: list[list[int] | None] = []   # the score pad's totals after each step
        self._index()
        self.position = 0
        self.state = self.state_at(0)

    @property
    def last(self) -> int:
        return len(self.log) - 1

    def _index(self) -> None:
        state = self.rules.new_state()
        key = None
        previous = None
        for step, entry in enumerate(self.log):
            for event in entry.events:
                self.rules.evolve(state, event)
            if step % CHECKPOINT_EVERY == 0:
                self.checkpoints[step] = self.rules.clone(state)
            public = self.rules.view(state, None)
            if key is None:
                key = next((k for k in CHAPTER_KEYS if isinstance(public, dict)
                            and isinstance(public.get(k), int)), "")
            number = public.get(key) if key and isinstance(public, dict) else None
            if step == 0:
                self.chapters.append(Chapter(0, key or "start", number if isinstance(number, int) else 1))
            elif isinstance(number, int) and number != previous:
                self.chapters.append(Chapter(step, key, number))
            previous = number
            self.totals.append(_totals(self.rules, state))
        self.final = state

    # -- moving ------------------------------------------------------------------------------
    def state_at(self, step: int):
        step = max(0, min(step, self.last))
        base = max(s for s in self.checkpoints if s <= step)
        state = self.rules.clone(self.checkpoints[base])
        for entry in self.log[base + 1:step + 1]:
            for event in entry.events:
                self.rules.evolve(state, event)
        return state

    def go(self, step: int) -> list:
        """Move to ``step``; returns the events to animate (those of one step forward),
        or [] for a jump or a step back (the board simply shows the new position)."""
        step = max(0, min(step, self.last))
        forward_one = step == self.position + 1
        if forward_one:
            for event in self.log[step].events:
                self.rules.evolve(self.state, event)
        elif step != self.position:
            self.state = self.state_at(step)
        self.position = step
        return list(self.log[step].events) if forward_one else []

    def score_marks(self) -> list[int]:
        """The steps after which some seat's score changed (the timeline marks them)."""
        marks = []
        for step in range(1, len(self.totals)):
            if self.totals[step] is not None and self.totals[step - 1] is not None \
                    and self.totals[step] != self.totals[step - 1]:
                marks.append(step)
        return marks

    def chapter_of(self, step: int) -> Chapter:
        found = self.chapters[0]
        for chapter in self.chapters:
            if chapter.step <= step:
                found = chapter
        return found

    def next_chapter(self) -> int:
        for chapter in self.chapters:
            if chapter.step > self.position:
                return chapter.step
        return self.last

    def previous_chapter(self) -> int:
        """The start of this chapter, or of the one before when already at its start."""
        starts = [c.step for c in self.chapters if c.step < self.position]
        return starts[-1] if starts else 0

    # -- reading ----------------------------------------------------------------------------
    def view(self) -> dict:
        return open_view(self.rules, self.state, self.seats)

    def actor(self, step: int | None = None) -> int | None:
        return self.log[self.position if step is None else step].seat

    def lines(self, upto: int, resolve) -> list[tuple[str, int]]:
        """(text, step) for every log line of steps 0..upto, unredacted (the game is over):
        each event is described as its actor saw it."""
        out = []
        for step in range(0, min(upto, self.last) + 1):
            entry = self.log[step]
            for event in entry.events:
                try:
                    described = log_lines(self.rules, event, entry.seat)
                except Exception:
                    described = []
                for line in described:
                    out.append((resolve(line.key, line.params), step))
        return out
