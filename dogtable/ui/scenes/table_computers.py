"""The table's computer players (a mixin of TableScene): each is asked on the AI worker
thread, from its own seat's view of a copy of the state; its answer is applied only once the
board has finished animating the previous move, after a pause scaled by the animation speed
so that a human can follow.  An answer about an older position is dropped."""
from __future__ import annotations

import sys
import traceback

from dogtable.ai.agent import RandomAgent
from dogtable.ai.levels import agent_for
from dogtable.core.rules import IllegalAction

HUMAN = "human"
AI_PAUSE = 0.6          # seconds between computer moves at normal animation speed
THINK_POLL = 0.5        # while a computer thinks, look for its answer this often (it also wakes us)


class TableComputers:
    """Driving the computer seats.  The scene provides session, rules, kinds, game_id, app,
    ctx, worker, worker_rules, summaries, time, view_busy() and think_budget(seat), and
    keeps agents, ai_answer, ai_asked_at_log and next_ai_at."""

    def agent(self, seat: int):
        agent = self.agents.get(seat)
        if agent is None:
            level = self.kinds[seat]
            seed = self.session.seed * 31 + seat
            try:
                if self.app.agent_factory is not None:
                    agent = self.app.agent_factory(self.game_id, level, seed)
                else:
                    agent = agent_for(self.game_id, level, seed)
            except Exception:
                traceback.print_exc(file=sys.stderr)
                print(f"dogtable: no {level} computer player for {self.game_id}; "
                      "playing at random", file=sys.stderr)
                agent = RandomAgent(seed)
            self.agents[seat] = agent
        return agent

    def computer_to_act(self) -> int | None:
        for seat in self.session.to_act():
            if self.kinds[seat] != HUMAN:
                return seat
        return None

    def _drive_computers(self) -> None:
        if self.session.is_over() or self.switch_due:
            return
        seat = self.computer_to_act()
        if seat is None:
            return
        log_len = len(self.session.log)
        if self.ai_answer is None and self.ai_asked_at_log != log_len:
            state = self.rules.clone(self.session.state)
            self.worker.request(self.worker_rules, state, seat, self.agent(seat),
                                self.think_budget(seat), self.session.seed + log_len)
            self.ai_asked_at_log = log_len
        if self.ai_answer is None:
            self.ai_answer = self.worker.poll()
        answer = self.ai_answer
        if answer is None or self.view_busy() or self.time < self.next_ai_at:
            return
        self.ai_answer = None
        if self.ai_asked_at_log != log_len or answer.action is None:
            return  # stale: asked about an older position
        try:
            self.session.act(answer.seat, answer.action)
        except IllegalAction:
            legal = self.session.legal_actions(answer.seat)
            if legal:
                self.session.act(answer.seat, legal[0])
        self.next_ai_at = self.time + AI_PAUSE * self.ctx.anim_speed()

    @property
    def thinking_seat(self) -> int | None:
        if self.summaries.holding():
            return None  # no computer thinks while everyone reads the round summary
        seat = self.computer_to_act()
        return seat if seat is not None and not self.session.is_over() else None

    def _computer_next_frame_in(self) -> float | None:
        if self.session.is_over() or self.computer_to_act() is None:
            return None
        if self.ai_answer is None:
            if self.ai_asked_at_log != len(self.session.log) or self.worker.ready():
                return 0.0   # it asks, or reads the answer, on the next frame
            return THINK_POLL
        if self.view_busy():
            return 0.0
        return max(0.0, self.next_ai_at - self.time)   # the pause that lets a human follow
