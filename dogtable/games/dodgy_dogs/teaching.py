"""What the guided game and the hints need to know about Dodgy Dogs' rules (the generic
coach is dogtable/learn/): which events show an important rule happening, which of the
learner's controls use one, and which action kinds mean the same to a new player.
Texts: locales/learn.<lang>.json (``dodgy_dogs.topic.<topic>``, ``why.dodgy_dogs.<family>``)."""
from __future__ import annotations

from .cards import kind


def _kind(card) -> str | None:
    return kind(card) if isinstance(card, int) else None


def topics_of(event) -> list[str]:
    k, d = event.kind, event.data
    if k == "CardsPlayed":
        kinds = {_kind(c) for c in d.get("cards", [])}
        out = []
        if "dog" in kinds:
            out.append("match")
        if "leader" in kinds:
            out.append("leader")
        if "whisperer" in kinds:
            out.append("whisperer")
        if "pickup" in kinds:
            out.append("pickup")
        return out
    if k == "CardDrawn" and not d.get("pickup"):
        return ["draw"]
    if k in ("Whispered", "WhisperRevealed"):
        return ["whisperer"]
    if k in ("WildPlayed", "HandsPassed"):
        return ["wild"]
    if k == "PickedUp":
        return ["pickup"]
    if k == "CatTaken":
        return ["cat"]
    if k in ("RoundEnded", "GameOver"):
        return ["end"]
    return []


CONTROLS: dict[str, tuple[str, ...]] = {
    "play": ("match",), "play_all": ("match",), "draw": ("draw",), "play_leader": ("leader",),
    "play_wild": ("wild",), "pick_up": ("pickup",), "whisper": ("whisperer",),
    "guess": ("whisperer",),
}


def card_topics(action, view) -> tuple[str, ...] | None:
    """A special card played is its own rule (None: the control's topics)."""
    if action.kind == "play" and action.args:
        return {"leader": ("leader",), "whisperer": ("whisperer",), "pickup": ("pickup",),
                "cat": ("cat",)}.get(_kind(action.args[0]), ("match",))
    return None


def view_topics(view) -> list[str]:
    return ["cat"]   # a computer may lay the Crafty Cat at any moment: the race comes at once


FAMILIES: dict[str, str] = {
    "play": "play", "play_all": "play_all", "play_leader": "play_leader", "play_wild": "play_wild",
    "draw": "draw", "pass": "pass", "pick_up": "pick_up", "whisper": "whisper", "guess": "guess",
}


def score_parts(view: dict) -> dict[tuple[int, str], int]:
    """Points come only at the end of a round: the rounds' rows summed, the winner's under
    "won" (+10, less any Crafty Cat taken) and everyone else's under "left" (the cards left
    in hand and any Crafty Cat)."""
    rows = view.get("scores") or []
    winners = list(view.get("winners") or [])
    n = len(view["hand_counts"])
    out = {(s, c): 0 for s in range(n) for c in ("won", "left")}
    for r, row in enumerate(rows):
        winner = winners[r] if r < len(winners) else None
        for s in range(n):
            out[(s, "won" if s == winner else "left")] += row[s]
    return out
