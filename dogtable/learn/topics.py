"""The important rules of each game, and which events show one of them happening.

A guided game is over once the learner has *met* every topic: done it, or watched a
computer do it (the coach explains each the first time it comes up).  Topics are read from
events as the learner's seat sees them (redacted), so the coach never tells a secret.
Texts: locales/learn.<lang>.json, ``<game>.topic.<topic>.name`` / ``.text``.
"""
from __future__ import annotations

from typing import Iterable

from dogtable.core.events import Event

# in teaching order; the last one ("end") is said in the summary if the game did not get there
TOPICS: dict[str, tuple[str, ...]] = {
    "dogs_alone": ("recruit", "pay", "pool", "clean", "supply", "mario", "end"),
    "dodgy_dogs": ("match", "draw", "leader", "whisperer", "wild", "pickup", "cat", "end"),
    "dog_lover": ("trick", "watchdog", "feeding", "tuck", "trait", "rescue", "end"),
    "dogs_kennel": ("trip", "settle", "city_hall", "warehouse", "pet_shop", "vet", "fair",
                    "phase3", "end"),
}
# the topics a guided game waits for before its summary (the others are a bonus)
REQUIRED: dict[str, tuple[str, ...]] = {
    "dogs_alone": ("recruit", "pay", "pool", "clean", "mario"),
    "dodgy_dogs": ("match", "draw", "leader", "whisperer", "wild", "pickup", "cat"),
    "dog_lover": ("trick", "watchdog", "feeding", "tuck", "trait"),
    "dogs_kennel": ("trip", "settle", "city_hall", "warehouse", "pet_shop", "vet", "fair",
                    "phase3"),
}

KENNEL_BOXES = ("city_hall", "warehouse", "pet_shop", "vet", "fair")


def _dodgy_kind(card) -> str | None:
    from dogtable.games.dodgy_dogs.cards import kind

    return kind(card) if isinstance(card, int) else None


def _dogs_alone(event: Event) -> list[str]:
    k, d = event.kind, event.data
    if k in ("DogDrawn", "RecruitDiscarded"):
        return ["recruit"]
    if k == "MessTaken":
        return ["pay", "pool"] if d.get("pooled") else ["pay"]
    if k in ("MessesCleaned", "AutoCleaned"):
        return ["clean"]
    if k == "SupplyChanged":
        return ["supply"]
    if k == "MarioHugoRevealed":
        return ["mario"]
    if k == "GameEnded":
        return ["end"]
    return []


def _dodgy_dogs(event: Event) -> list[str]:
    k, d = event.kind, event.data
    if k == "CardsPlayed":
        kinds = {_dodgy_kind(c) for c in d.get("cards", [])}
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


def _dog_lover(event: Event) -> list[str]:
    k = event.kind
    return {
        "DlRetrieved": ["trick"], "DlWatchDogPlaced": ["watchdog"], "DlWatchDogMoved": ["watchdog"],
        "DlFoodGained": ["feeding"], "DlTucked": ["tuck"], "DlTraitAttached": ["trait"],
        "DlRescued": ["rescue"], "DlGameEnded": ["end"],
    }.get(k, [])


def _dogs_kennel(event: Event) -> list[str]:
    k, d = event.kind, event.data
    if k in ("TruckMoved", "SupplyDogTaken"):
        return ["trip"]
    if k in ("DogPlaced", "Arranged", "ArrangeFinished") or (
            k == "PhaseBegan" and d.get("phase") == "arrange"):
        return ["settle"]
    if k == "MeeplePlaced":
        box = d.get("box")
        return [KENNEL_BOXES[box]] if isinstance(box, int) and 0 <= box < len(KENNEL_BOXES) else []
    if k == "PenBuilt":
        return ["city_hall"]
    if k == "Exchanged":
        return ["warehouse"]
    if k == "PetShopBought":
        return ["pet_shop"]
    if k == "DogCured":
        return ["vet"]
    if k in ("DogSold", "DogBought", "DogTraded"):
        return ["fair"]
    if k in ("Fed", "PenFed", "DogStarved", "SalaryPaid", "HelperLost") or (
            k == "PhaseBegan" and d.get("phase") in ("feed", "salary")):
        return ["phase3"]
    if k == "FinalScores":
        return ["end"]
    return []


_READERS = {"dogs_alone": _dogs_alone, "dodgy_dogs": _dodgy_dogs, "dog_lover": _dog_lover,
            "dogs_kennel": _dogs_kennel}


def topics_in(game_id: str, events: Iterable[Event]) -> list[str]:
    """The topics these events show, each once, in the order they came up."""
    read = _READERS.get(game_id)
    out: list[str] = []
    if read is None:
        return out
    for event in events:
        for topic in read(event):
            if topic not in out:
                out.append(topic)
    return out
