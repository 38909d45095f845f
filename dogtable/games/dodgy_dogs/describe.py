"""Log lines for Dodgy Dogs events (translation keys + parameters).

``player`` parameters are seat indices, ``card``/``cards`` card ids, ``behaviour`` a
behaviour index, ``direction`` 1 (left) or -1 (right); the app turns them into words.
"""
from __future__ import annotations

from dogtable.core.events import Event
from dogtable.core.rules import LogLine


def describe(event: Event, seat: int | None) -> LogLine | None:
    """``event`` is already redacted for ``seat``."""
    k, d = event.kind, event.data
    if k == "RoundStarted":
        return LogLine("dodgy_dogs.log.round_started", {"round": d["round"], "player": d["dealer"]})
    if k == "CardsPlayed":
        cards = d["cards"]
        if len(cards) == 1:
            return LogLine("dodgy_dogs.log.played", {"player": d["seat"], "card": cards[-1]})
        # every card is named (a Leader under its dogs too), the one left on top last
        return LogLine("dodgy_dogs.log.played_many", {"player": d["seat"], "cards": list(cards[:-1]),
                                                      "card": cards[-1], "count": len(cards)})
    if k == "WildPlayed":
        # the hands pass in the HandsPassed line that follows (none when it was the last card)
        return LogLine("dodgy_dogs.log.wild_played", {"player": d["seat"], "card": d["card"]})
    if k == "HandsPassed":
        key = "dodgy_dogs.log.wild_left" if d["direction"] == 1 else "dodgy_dogs.log.wild_right"
        return LogLine(key, {})
    if k == "CardDrawn":
        if d.get("pickup"):
            return None  # the PickedUp line that follows counts them
        if d["card"] is None:
            return LogLine("dodgy_dogs.log.drew_hidden", {"player": d["seat"]})
        return LogLine("dodgy_dogs.log.drew", {"player": d["seat"], "card": d["card"]})
    if k == "StockRenewed":
        return LogLine("dodgy_dogs.log.stock_renewed", {"count": d["count"]})
    if k == "Passed":
        return LogLine("dodgy_dogs.log.passed", {"player": d["seat"]})
    if k == "PickedUp":
        return LogLine("dodgy_dogs.log.picked_up", {"player": d["seat"], "count": d["count"]})
    if k == "Whispered":
        if d["behaviour"] is None:
            return LogLine("dodgy_dogs.log.whispered_hidden", {"player": d["seat"], "target": d["target"]})
        return LogLine("dodgy_dogs.log.whispered", {"player": d["seat"], "target": d["target"],
                                                    "behaviour": d["behaviour"]})
    if k == "Guessed":
        key = "dodgy_dogs.log.guessed_right" if d["right"] else "dodgy_dogs.log.guessed_wrong"
        return LogLine(key, {"player": d["seat"], "behaviour": d["behaviour"]})
    if k == "WhisperRevealed":
        return LogLine("dodgy_dogs.log.whisper_revealed", {"player": d["seat"], "behaviour": d["behaviour"]})
    if k == "CatTaken":
        return LogLine("dodgy_dogs.log.cat_taken", {"player": d["seat"]})
    if k == "TurnPassed":
        if d.get("guess"):
            return LogLine("dodgy_dogs.log.to_guess", {"player": d["next"]})
        return LogLine("dodgy_dogs.log.turn", {"player": d["next"]})
    if k == "RoundEnded":
        if d["winner"] is None:
            return LogLine("dodgy_dogs.log.round_blocked", {"round": d["round"]})
        return LogLine("dodgy_dogs.log.round_won", {"round": d["round"], "player": d["winner"]})
    if k == "GameOver":
        return LogLine("dodgy_dogs.log.game_over", {})
    return None
