"""Whose secrets are on screen at the table (a mixin of TableScene).

* no human at the table: the public view;
* one human: that human's view, always (also during computer turns);
* several humans: the view of the human who must act; while only computers act, the
  public view.  Before the screen shows a human's secrets that are not the ones shown
  last (a turn passing between two different humans, the secret wild-colour choices,
  and the first secrets after a game starts or resumes), the hand-off screen asks the
  others to look away.  During a slap race and a round summary nobody's hand is shown
  (nobody is to act); after a round summary the next human's new hand comes after a
  hand-off.
"""
from __future__ import annotations

HUMAN = "human"


class TableViewer:
    """Choosing the seat on screen.  The scene provides session, kinds, humans, app,
    summaries, desk, built, rebuild(), _show(seat) and _animate(events, seat), and keeps
    viewer, secret_owner, switch_due, handoff_seat, held_state and held_events."""

    @property
    def multi_human(self) -> bool:
        return len(self.humans) > 1

    def _desired_viewer(self) -> int | None:
        if not self.humans:
            return None
        if len(self.humans) == 1:
            return self.humans[0]
        if self.summaries.holding() or self.desk.race is not None:
            return None  # a race or a round summary is for everyone: no hand on screen meanwhile
        for seat in self.session.to_act():
            if self.kinds[seat] == HUMAN:
                return seat
        return None

    def _choose_viewer(self, events, initial: bool = False) -> None:
        """After a change: show the right seat's view, or wait, or hand the screen over."""
        desired = self._desired_viewer()
        if desired == self.viewer and not initial:
            self.switch_due = False
            self._show(self.viewer)
            self._animate(events, self.viewer)
            return
        if self.viewer is not None and events:
            # the human who just acted watches the outcome before the screen changes hands
            self.switch_due = True
            self._show(self.viewer)
            self._animate(events, self.viewer)
            return
        self._apply_viewer(events)

    def _apply_viewer(self, events=None) -> None:
        self.switch_due = False
        desired = self._desired_viewer()
        if desired is not None and self.multi_human and desired != self.secret_owner \
                and self._holds_secrets(desired):
            self.viewer = None
            self._show(None)
            self._animate(events, None)
            self._handoff(desired)
            return
        changed = desired != self.viewer
        self.viewer = desired
        if desired is not None:
            self.secret_owner = desired
        self._show(desired)
        self._animate(events, desired)
        if changed and self.built:
            self.rebuild()   # the "since your last turn" button follows the human on screen

    def _holds_secrets(self, seat: int) -> bool:
        """Does ``seat``'s view show anything the public view does not? (In a game of open
        information, such as DOGS, the screen passes between humans without a hand-off.)"""
        try:
            mine, public = dict(self.session.view(seat)), dict(self.session.view(None))
        except Exception:  # when in doubt, hand the screen over
            return True
        mine.pop("seat", None)      # whose eyes, not what they see
        public.pop("seat", None)
        return mine != public

    def _handoff(self, seat: int) -> None:
        if self.handoff_seat == seat:
            return
        self.handoff_seat = seat
        scene = self.app.scenes.make("handoff", self, seat)
        if self.app.scenes.top is self or not self.app.scenes.stack:
            self.app.scenes.push(scene)
        else:
            # a menu is open over the table: the hand-off goes right above the table
            stack = self.app.scenes.stack
            stack.insert(stack.index(self) + 1, scene)

    def handoff_done(self, seat: int) -> None:
        """The hand-off screen was confirmed by ``seat``."""
        self.handoff_seat = None
        if self._desired_viewer() != seat:
            self._apply_viewer()
            return
        self.viewer = seat
        self.secret_owner = seat
        self._show(seat)
        if self.built:
            self.rebuild()

    def race_done(self) -> None:
        """The slap race's outcome has left the screen: whoever acts next may see theirs."""
        if self.multi_human:
            self._apply_viewer()

    def summary_closed(self) -> None:
        """The round summary was closed: play goes on.  With several humans the next one's
        new hand comes after a hand-off (everyone was looking at the summary)."""
        if self.multi_human:
            self.secret_owner = None
        later, self.held_state, self.held_events = self.held_events, None, []
        self._apply_viewer(later)
