"""Dodgy Dogs: the round's record as each seat saw it (for the hard player's card counting).

The folds keep ``DDState.log``, one entry per thing that happened this round:

  ("play", seat, cards, top, phase) cards laid, with the top card and phase before (public)
  ("draw", seat, card, top, phase) a card drawn, with the top card and phase then (the card
                                   is seen only by the drawer)
  ("hands", direction, hands)      every hand passed one seat by a Wild (each seat saw only
                                   the hand it gave away)
  ("renew", stock)                 the discard pile turned over: the new stockpile, top last
                                   (public: every card of it was laid face up)
  ("whisper", seat, target, b)     a whisper (the behaviour only for those two)
  ("reveal", b)                    the whispered behaviour made public

A seat's view carries its redaction (``SeatView.history``), an attribute rather than a key, so
the view's items, and with them every decision seed drawn from them, stay as they were.
"""
from __future__ import annotations


class SeatView(dict):
    """A seat's view (plain JSON items) with the round's record as that seat saw it."""

    history: tuple = ()


def seen_by(log: list, seat: int | None) -> tuple:
    """``log`` with what ``seat`` did not see blanked (None)."""
    out = []
    for e in log:
        k = e[0]
        if k == "draw" and e[1] != seat and e[2] is not None:
            e = ("draw", e[1], None, e[3], e[4])
        elif k == "hands":
            e = ("hands", e[1], None if seat is None or e[2] is None else e[2][seat])
        elif k == "whisper" and seat not in (e[1], e[2]):
            e = ("whisper", e[1], e[2], None)
        out.append(e)
    return tuple(out)


def log_from_history(history, seat: int, n: int) -> list:
    """A state's log that ``seen_by(..., seat)`` turns back into ``history`` (resample)."""
    out = []
    for e in history:
        if e[0] == "hands":
            e = ("hands", e[1], None if e[2] is None else
                 tuple(tuple(e[2]) if i == seat else None for i in range(n)))
        out.append(e)
    return out
