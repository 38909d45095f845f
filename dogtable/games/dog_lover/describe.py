"""Log lines for Dog Lover events (translation keys + parameters).

Parameters: ``player`` a seat index, ``card`` and ``onto`` component ids (a card, the dog it
goes on), ``trick`` a trick id, ``line`` a Watch Dog line (0..2 rows, 3..5 columns),
``colour`` a food colour (0 scraps, 1 dry bits, 2 canned, 3 wild); the table words them.
"""
from __future__ import annotations

from dogtable.core.events import Event
from dogtable.core.rules import LogLine

from .cards import END_GAME_CARD, STARTING_TRICKS

_TAKEN = {"dogs": "dog_lover.log.took_dog", "hand": "dog_lover.log.took_hand",
          "pending": "dog_lover.log.took_card", "fetch": "dog_lover.log.took_fetch"}


def describe(event: Event, seat: int | None) -> LogLine | list[LogLine] | None:
    """``event`` is already redacted for ``seat``."""
    k, d = event.kind, event.data
    if k == "DlGameStarted":
        return LogLine("dog_lover.log.game_started", {"player": d["first"]})
    if k == "DlTrickSideChosen":
        key = "dog_lover.log.side_special" if d["special"] else "dog_lover.log.side_standard"
        return LogLine(key, {"player": d["seat"], "trick": d["card"]})
    if k == "DlWatchDogPlaced":
        return LogLine("dog_lover.log.watchdog_placed", {"player": d["seat"], "line": d["line"]})
    if k == "DlTurnStarted":
        return LogLine("dog_lover.log.turn", {"player": d["seat"], "round": d["round"]})
    if k == "DlRetrieved":
        # a starting trick on its special side must not be called "Standard Trick": the event
        # does not say the side, but only the standard side takes a whole row or column
        special = d["trick"] in STARTING_TRICKS and not _whole_line(d["cells"])
        if special:
            return LogLine("dog_lover.log.retrieved_special", {"player": d["seat"], "count": len(d["cells"])})
        return LogLine("dog_lover.log.retrieved", {"player": d["seat"], "trick": d["trick"],
                                                   "count": len(d["cells"])})
    if k == "DlCardTaken":
        return LogLine(_TAKEN[d["to"]], {"player": d["seat"], "card": d["card"]})
    if k == "DlFetchPlaced":
        return LogLine("dog_lover.log.fetch_placed", {"player": d["seat"]})
    if k == "DlFoodGained":
        if d["count"] == 0:
            return LogLine("dog_lover.log.food_none", {"player": d["seat"], "colour": d["colour"]})
        return LogLine("dog_lover.log.food", {"player": d["seat"], "colour": d["colour"],
                                              "count": d["count"]})
    if k == "DlWatchDogMoved":
        return LogLine("dog_lover.log.watchdog_moved", {"player": d["seat"], "line": d["line"]})
    if k == "DlTucked":
        return LogLine("dog_lover.log.tucked", {"player": d["seat"], "card": d["card"],
                                                "onto": d["dog"]})
    if k == "DlTraitAttached":
        return LogLine("dog_lover.log.attached", {"player": d["seat"], "card": d["card"],
                                                  "onto": d["dog"]})
    if k == "DlTraitForfeited":
        return LogLine("dog_lover.log.forfeited", {"player": d["seat"], "card": d["card"]})
    if k == "DlPenaltyPaid":
        if d["colour"] is not None:
            return LogLine("dog_lover.log.paid_cube", {"player": d["seat"], "colour": d["colour"]})
        return LogLine("dog_lover.log.paid_card", {"player": d["seat"], "card": d["card"]})
    if k == "DlRescued":
        return LogLine("dog_lover.log.rescued", {"player": d["seat"], "card": d["card"]})
    if k == "DlShelterRefilled":
        return LogLine("dog_lover.log.shelter_refilled", {"card": d["card"]})
    if k == "DlTrickLearned":
        return LogLine("dog_lover.log.learned", {"player": d["seat"], "card": d["card"],
                                                 "count": len(d["trainings"])})
    if k == "DlTricksRefilled":
        return LogLine("dog_lover.log.tricks_refilled", {"card": d["card"]})
    if k == "DlWalkDiscarded":
        return LogLine("dog_lover.log.walk_discarded", {"player": d["seat"], "card": d["card"]})
    if k == "DlGridRefilled":
        lines = [LogLine("dog_lover.log.grid_refilled", {"count": len(d["cells"])})]
        if END_GAME_CARD in d["drawn"]:
            lines.append(LogLine("dog_lover.log.end_game_drawn", {}))
        return lines
    if k == "DlGameEnded":
        return LogLine("dog_lover.log.game_over", {})
    return None  # DlPenaltyEnded, DlTurnEnded: the next line says what follows


def _whole_line(cells) -> bool:
    """Are ``cells`` (grid indices 0..8) one whole row or one whole column?"""
    got = set(cells)
    return any(got == {3 * r, 3 * r + 1, 3 * r + 2} for r in range(3)) or \
        any(got == {c, c + 3, c + 6} for c in range(3))
