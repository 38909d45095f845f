"""Computer players think on a background thread, so the table keeps drawing.

The UI thread hands over a *copy* of the state (the worker never touches the live
session) with a ticket number; it polls for the answer on its frames, and ``on_answer``
(called on the worker thread once an answer is queued) wakes a resting main loop.  Answers for an
old ticket (the game was undone, reloaded or left meanwhile) are dropped.  The thread is
a daemon: quitting the app never waits for a computer to finish thinking.

An agent that fails (raises, or answers an action that is not legal) is replaced by the
first legal action, so a bug in an AI can slow a game down but never stop it.
"""
from __future__ import annotations

from dataclasses import dataclass
import queue
import sys
import threading
import time
import traceback
from typing import Any, Callable

from dogtable.ai.agent import Budget, ask


@dataclass
class Answer:
    ticket: int
    seat: int
    action: Any
    seconds: float
    error: str | None = None


@dataclass
class _Job:
    ticket: int
    rules: Any
    state: Any
    seat: int
    agent: Any
    budget: Budget
    seed: int


class AIWorker:
    def __init__(self, on_answer: Callable[[], None] | None = None) -> None:
        self.on_answer = on_answer
        self._jobs: "queue.Queue[_Job | None]" = queue.Queue()
        self._answers: "queue.Queue[Answer]" = queue.Queue()
        self._ticket = 0
        self._wanted: int | None = None
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.thread_ids: set[int] = set()   # for tests: where the agents really ran

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name="dogtable-ai", daemon=True)
            self._thread.start()

    def request(self, rules, state, seat: int, agent, budget: Budget, seed: int) -> int:
        """Ask for ``seat``'s move in ``state`` (already a private copy); returns the ticket.
        A new request cancels interest in any earlier one."""
        with self._lock:
            self._ticket += 1
            ticket = self._ticket
            self._wanted = ticket
        self._ensure_thread()
        self._jobs.put(_Job(ticket, rules, state, seat, agent, budget, seed))
        return ticket

    def cancel(self) -> None:
        """Forget the request in flight (its answer will be dropped)."""
        with self._lock:
            self._wanted = None

    @property
    def thinking(self) -> bool:
        return self._wanted is not None

    def ready(self) -> bool:
        """An answer (maybe a stale one) waits to be polled."""
        return not self._answers.empty()

    def poll(self) -> Answer | None:
        """The answer to the current request if it has arrived."""
        while True:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                return None
            with self._lock:
                if answer.ticket == self._wanted:
                    self._wanted = None
                    return answer

    def stop(self) -> None:
        self.cancel()
        if self._thread is not None and self._thread.is_alive():
            self._jobs.put(None)

    # -- the thread ------------------------------------------------------------------------
    def _loop(self) -> None:
        self.thread_ids.add(threading.get_ident())
        while True:
            job = self._jobs.get()
            if job is None:
                return
            with self._lock:
                if job.ticket != self._wanted:
                    continue  # superseded before it started
            self._answers.put(self._think(job))
            if self.on_answer is not None:
                try:
                    self.on_answer()
                except Exception:  # waking the UI is a courtesy: it also polls
                    traceback.print_exc(file=sys.stderr)

    @staticmethod
    def _think(job: _Job) -> Answer:
        start = time.perf_counter()
        error = None
        legal = []
        try:
            legal = job.rules.legal_actions(job.state, job.seat)
            action = ask(job.rules, job.state, job.seat, job.agent, job.budget, job.seed)
            if action not in legal:
                error = f"agent answered an illegal action {action}"
                action = legal[0] if legal else None
        except Exception:  # an AI bug must not stop the game
            error = traceback.format_exc(limit=4)
            action = legal[0] if legal else None
        if error:
            print(f"dogtable: computer player of seat {job.seat}: {error}", file=sys.stderr)
        return Answer(job.ticket, job.seat, action, time.perf_counter() - start, error)
