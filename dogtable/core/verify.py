"""Re-deciding a log: a saved game is trusted only if the rules would play it again.

A log entry records who acted, the action and the events it produced.  Replaying the
events alone would fold anything a file says (a dog given to a player who never drew it,
a move out of turn), so a log read from disk is checked entry by entry: the opening must be
the seed's own deal for these seats and options, each later action must be one its seat may
take at that point, and deciding it again (with the same chance generator the Session used,
fixed by the seed and the log length) must give exactly the logged events.
"""
from __future__ import annotations

import json
import random
from typing import Any, Sequence

from .events import Event
from .rules import IllegalAction, Rules, Seat, referee_of

SEAT_KINDS = ("human", "random", "easy", "medium", "hard")
MAX_NAME = 200          # longer names are not something the app ever writes
SEED_RANGE = (-(2 ** 63), 2 ** 64)


class LogMismatch(ValueError):
    """The log is not a game these rules produce.  ``entry`` is the first bad entry's index
    (0 is the opening), ``reason`` a short English word for developers and ``reason_key``
    names it for players."""

    def __init__(self, entry: int, reason_key: str, reason: str):
        super().__init__(f"entry {entry}: {reason}")
        self.entry = entry
        self.reason_key = reason_key
        self.reason = reason


class LazyChance:
    """``random.Random(key)``, seeded only when first used.

    Seeding a Mersenne Twister costs about 5 µs, and most acts draw nothing (chance comes at a
    deal or a reshuffle), so the act's generator is built on the first draw.  The numbers are
    exactly those of ``random.Random(key)``: a save re-decides as it always did."""

    def __init__(self, key: str):
        self._key = key

    def __getattr__(self, name: str):
        if name.startswith("__"):   # copy/pickle probes: not a generator method
            raise AttributeError(name)
        real = self.__dict__.get("_real")
        if real is None:
            real = self._real = random.Random(self._key)
        return getattr(real, name)


def chance_for(seed: int, events_before: int) -> random.Random:
    """The generator of the act that follows ``events_before`` events: the numbers of
    ``random.Random(f"{seed}/{events_before}")`` (Session.chance), seeded lazily."""
    return LazyChance(f"{seed}/{events_before}")  # type: ignore[return-value]


def canonical(events: Sequence[Event]) -> str:
    """Events as exact JSON text (tuples become lists, keys sorted), for comparing decided
    with logged.  Text, not values: -0.0, 1.0 or true where the rules wrote 0, 1 or 1 is a
    difference (comparing values, -0.0 == 0 would keep the float and break a later undo)."""
    return json.dumps([e.to_json() for e in events], sort_keys=True, ensure_ascii=False)


def check_table(rules: Rules, seats: Sequence[Seat], options: Any, seed: Any) -> None:
    """The parts of a save around the log: seat count and kinds, names, options, seed."""
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise LogMismatch(0, "error.save_bad_seats", "seat count")
    for seat in seats:
        if seat.kind not in SEAT_KINDS or not seat.name or len(seat.name) > MAX_NAME:
            raise LogMismatch(0, "error.save_bad_seats", "seat")
    if not isinstance(options, dict):
        raise LogMismatch(0, "error.save_bad_opening", "options")
    if not isinstance(seed, int) or isinstance(seed, bool) \
            or not SEED_RANGE[0] <= seed < SEED_RANGE[1]:
        raise LogMismatch(0, "error.save_bad_opening", "seed")


def verify_log(rules: Rules, seats: Sequence[Seat], options: dict, seed: int, log) -> Any:
    """The state after ``log`` (a list of core.session.LogEntry) if every entry is what the
    rules decide; raises LogMismatch at the first entry that is not.  Each entry then holds
    the events the rules decided (equal to the logged ones in value and type), so the game
    in memory is made of the engine's own objects, as if it had been played here."""
    check_table(rules, seats, options, seed)
    if not log or log[0].seat is not None or log[0].action is not None:
        raise LogMismatch(0, "error.save_bad_opening", "no opening")
    try:
        opening = rules.start(list(seats), dict(options), random.Random(seed))
    except (ValueError, TypeError, KeyError, IndexError, IllegalAction):
        raise LogMismatch(0, "error.save_bad_opening", "options refused") from None
    if canonical(opening) != canonical(log[0].events):
        raise LogMismatch(0, "error.save_bad_opening", "not the seed's deal")
    log[0].events = list(opening)
    state = rules.new_state()
    for event in opening:
        rules.evolve(state, event)
    count = len(opening)
    for index, entry in enumerate(log[1:], start=1):
        seat, action = entry.seat, entry.action
        if action is None:
            raise LogMismatch(index, "error.save_bad_move", "no action")
        if seat is None:
            if referee_of(rules, state) is None:
                raise LogMismatch(index, "error.save_bad_move", "no moment to settle")
        elif not isinstance(seat, int) or isinstance(seat, bool) \
                or seat not in rules.to_act(state):
            raise LogMismatch(index, "error.save_out_of_turn", "out of turn")
        try:
            events = rules.decide(state, seat, action, chance_for(seed, count))
        except Exception:   # IllegalAction, or arguments of a shape no legal action has
            raise LogMismatch(index, "error.save_bad_move", "illegal action") from None
        if canonical(events) != canonical(entry.events):
            raise LogMismatch(index, "error.save_bad_move", "different events")
        entry.events = list(events)
        for event in events:
            rules.evolve(state, event)
        count += len(events)
    return state
