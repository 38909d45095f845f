"""Log lines for Dogs Alone events (translation keys + parameters).

Parameters named ``player`` are seat indices, ``dog`` dog card ids, ``mess`` mess ids,
``colour`` colour indices; the app turns them into names in the user's language.
"""
from __future__ import annotations

from dogtable.core.events import Event
from dogtable.core.rules import LogLine

_SIMPLE = {
    "SupplyChanged": "dogs_alone.log.supply_changed",
    "RecruitDiscarded": "dogs_alone.log.recruit_discard",
    "MessTaken": "dogs_alone.log.mess_taken",
    "HandDiscarded": "dogs_alone.log.hand_discard",
    "MessesCleaned": "dogs_alone.log.cleaned",
    "AutoCleaned": "dogs_alone.log.auto_cleaned",
    "GameEnded": "dogs_alone.log.game_ended",
    "DrawsForfeited": "dogs_alone.log.draws_forfeited",
}


def describe(event: Event, seat: int | None) -> LogLine | None:
    """``event`` is already redacted for ``seat``."""
    k, d = event.kind, event.data
    params = {}
    if "seat" in d:
        params["player"] = d["seat"]
    if k == "GameStarted":
        return LogLine("dogs_alone.log.started", {"player": d["first"]})
    if k == "DogDrawn":
        if d["card"] is None:
            return LogLine("dogs_alone.log.draw_hidden", params)
        key = "dogs_alone.log.draw_deck" if d["source"] == "deck" else "dogs_alone.log.draw_supply"
        return LogLine(key, {**params, "dog": d["card"]})
    if k == "DeckReshuffled":
        return LogLine("dogs_alone.log.reshuffled", {})
    if k == "MarioHugoRevealed":
        return LogLine("dogs_alone.log.mario", {"count": d["count"]})
    if k == "WildAssigned":
        if d["colour"] is None:
            return LogLine("dogs_alone.log.wild_hidden", params)
        return LogLine("dogs_alone.log.wild_assigned", {**params, "mess": d["mess"], "colour": d["colour"]})
    if k == "WildRevealed":  # then the colour each wild mess now counts as
        lines = [LogLine("dogs_alone.log.wild_revealed", {})]
        for who, chosen in sorted(d["assignments"].items(), key=lambda item: int(item[0])):
            if seat is not None and int(who) == seat:
                continue  # the seat's own choices were logged as it made them
            for mess, colour in sorted(chosen.items(), key=lambda item: int(item[0])):
                lines.append(LogLine("dogs_alone.log.wild_assigned",
                                     {"player": int(who), "mess": int(mess), "colour": colour}))
        return lines
    if k == "TurnEnded":
        return LogLine("dogs_alone.log.turn", {"player": d["next"]})
    key = _SIMPLE.get(k)
    if key is None:
        return None  # payments step by step, refills: shown on the table, not logged
    for name in ("card",):
        if name in d:
            params["dog"] = d[name]
    if "mess" in d:
        params["mess"] = d["mess"]
    if "colour" in d:
        params["colour"] = d["colour"]
    if "count" in d:
        params["count"] = d["count"]
    if k == "MessTaken":
        if not d["pooled"]:
            return LogLine("dogs_alone.log.mess_taken_plain", params)
        params["pooled"] = len(d["pooled"])
    return LogLine(key, params)
