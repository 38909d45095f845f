"""The end-of-round summary of Dodgy Dogs, as words for the table's round-summary overlay.

The table scene calls ``round_summary(session, events, t)`` after every act (the hook is
exported by the board package, games/dodgy_dogs/view/); it answers None unless the act
ended a round.  At the end of a round every hand is laid open to be scored, so the summary
may show what was left in each hand.  No pygame here.
"""
from __future__ import annotations

from dogtable.core.rules import replay

from .cards import DOG, WILD, kind
from .rules import ROUNDS

REVEAL_SECONDS = 2.5   # the hands lie open on the table this long before the summary covers them


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def _names(seats) -> list[str]:
    return [s.name for s in seats]


def round_break(events) -> int | None:
    """Where the act's events pass from the round that ended to the next deal: the table
    plays the deal only once the round's summary is closed."""
    ended = False
    for index, event in enumerate(events):
        if event.kind == "RoundEnded":
            ended = True
        elif ended and event.kind == "RoundStarted":
            return index
    return None


def round_summary(session, events, t) -> dict | None:
    """{"title", "lines", "columns", "rows", "row_seats", "highlight", "button", "final"} for
    the round that ``events`` (the last act's) ended, or None."""
    events = list(events or [])
    ended = next((e for e in events if e.kind == "RoundEnded"), None)
    if ended is None:
        return None
    # the state just before the round was scored: its hands and Crafty Cats as the round ended
    upto = session.event_count() - len(events) + events.index(ended)
    before = replay(session.rules, session.events()[:upto])
    names = _names(session.seats)
    n = len(names)
    scores = list(ended["scores"])
    totals = [sum(r[s] for r in before.scores) + scores[s] for s in range(n)]
    winner = ended["winner"]
    final = any(e.kind == "GameOver" for e in events)
    round_no = ended["round"]

    lines = [t("dodgy_dogs.summary.blocked") if winner is None
             else t("dodgy_dogs.summary.winner", player=names[winner])]
    best = max(totals)
    leaders = [s for s in range(n) if totals[s] == best]
    if final:
        if len(leaders) == 1:
            lines.append(t("dodgy_dogs.summary.game_winner", player=names[leaders[0]], count=best))
        else:
            lines.append(t("dodgy_dogs.summary.shared", count=best,
                           players=", ".join(names[s] for s in leaders)))
    elif len(leaders) == 1:
        lines.append(t("dodgy_dogs.summary.leader", player=names[leaders[0]], count=best))
    else:
        lines.append(t("dodgy_dogs.summary.leaders", count=best,
                       players=", ".join(names[s] for s in leaders)))

    rows = []
    for s in range(n):
        hand = before.hands[s] if s < len(before.hands) else []
        dogs = sum(1 for c in hand if kind(c) == DOG)
        wilds = sum(1 for c in hand if kind(c) == WILD)
        left = str(len(hand))
        if hand:
            left += " · " + t("dodgy_dogs.summary.hand", dogs=dogs, specials=len(hand) - dogs - wilds,
                              wilds=wilds)
        cats = len(before.cats[s]) if s < len(before.cats) else 0
        rows.append([names[s], left, str(cats), _signed(scores[s]), str(totals[s])])
    return {
        "title": t("dodgy_dogs.summary.title", round=round_no, rounds=ROUNDS),
        "lines": lines,
        "columns": [t("dodgy_dogs.summary.player"), t("dodgy_dogs.summary.left"),
                    t("dodgy_dogs.summary.cats"), t("dodgy_dogs.summary.round_points"),
                    t("dodgy_dogs.summary.total")],
        "widths": [0.22, 0.38, 0.12, 0.14, 0.14],
        "rows": rows,
        "row_seats": list(range(n)),
        "highlight": [] if winner is None else [winner],
        "button": t("dodgy_dogs.summary.final") if final
        else t("dodgy_dogs.summary.next", round=round_no + 1),
        "final": final,
        "round": round_no,
        "reveal_seconds": REVEAL_SECONDS,
    }
