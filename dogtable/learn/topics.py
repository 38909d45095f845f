"""The important rules of each game: which events show one of them happening, and which
of the learner's controls use one.

A guided game is over once the learner has *met* every required topic: done it, or watched a
computer do it.  The coach explains each rule *before* the learner must use it: the first
time a control that uses it is open to the learner (``topics_ahead``: the legal moves, the
position as the learner sees it), and otherwise the first time it comes up in the events.
Topics are read from events as the learner's seat sees them (redacted) and from the learner's
own view, so the coach never tells a secret.
Texts: locales/learn.<lang>.json, ``<game>.topic.<topic>.name`` / ``.text``.
"""
from __future__ import annotations

from typing import Iterable

from dogtable.core.events import Event

# in teaching order; the last one ("end") is said in the summary if the game did not get there
TOPICS: dict[str, tuple[str, ...]] = {
    "dogs_alone": ("recruit", "pay", "pool", "clean", "majority", "supply", "wild", "hand_limit",
                   "mario", "end"),
    "dodgy_dogs": ("match", "draw", "leader", "whisperer", "wild", "pickup", "cat", "end"),
    "dog_lover": ("trick", "watchdog", "feeding", "things", "tuck", "trait", "learn", "rescue",
                  "fetch", "end"),
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
    if k == "HandDiscarded":
        return ["hand_limit"]
    if k in ("WildAssigned", "WildRevealed"):
        return ["wild"]
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
        "DlRescued": ["rescue"], "DlTrickLearned": ["learn"], "DlFetchPlaced": ["fetch"],
        "DlGameEnded": ["end"],
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


# the learner's controls, by action kind: the rules a move of that kind uses
_CONTROLS: dict[str, dict[str, tuple[str, ...]]] = {
    "dogs_alone": {
        "recruit_discard": ("recruit",), "draw_deck": ("recruit",), "draw_supply": ("recruit",),
        "change_supply": ("supply",), "pay": ("pay", "pool"), "clean": ("clean", "majority"),
        "discard": ("hand_limit",), "assign_wild": ("wild",),
    },
    "dodgy_dogs": {
        "play": ("match",), "play_all": ("match",), "draw": ("draw",), "play_leader": ("leader",),
        "play_wild": ("wild",), "pick_up": ("pickup",), "whisper": ("whisperer",),
        "guess": ("whisperer",),
    },
    "dog_lover": {
        "retrieve": ("trick", "watchdog"), "place_watchdog": ("watchdog",),
        "gain": ("feeding",), "tuck": ("tuck",), "attach": ("trait",), "rescue": ("rescue",),
        "learn": ("learn",), "fetch": ("fetch",),
    },
    "dogs_kennel": {
        "move": ("trip",), "return_home": ("trip", "settle"), "place": ("settle",),
        "arrange_best": ("settle",), "build": ("city_hall",), "build_discount": ("city_hall",),
        "exchange": ("warehouse",), "pet_buy": ("pet_shop",), "cure": ("vet",),
        "sell": ("fair",), "buy_dog": ("fair",), "trade": ("fair",), "feed": ("phase3",),
        "starve": ("phase3",), "pay_salary": ("phase3",), "pay_salary_card": ("phase3",),
    },
}


def _taken_topics(view, action) -> tuple[str, ...]:
    """Dog Lover: the rules of the cards a trick takes (food feeds, things and bones score
    in hand)."""
    from dogtable.games.dog_lover.cards import BONE, FOOD, THING, kind
    from dogtable.learn.why_dog_lover import retrieve_cells

    try:
        cards = [view["grid"][c] for c in retrieve_cells(view, action)]
    except (KeyError, IndexError, TypeError, ValueError):
        return ()
    kinds = {kind(c) for c in cards if c is not None}
    # (Trainings and Adoptions are explained when learning a trick or rescuing a dog opens)
    return (("feeding",) if FOOD in kinds else ()) + (("things",) if kinds & {THING, BONE} else ())


def _card_topics(game_id: str, action, view=None) -> tuple[str, ...]:
    """A played card's own rule (Dodgy Dogs: a special card; DOGS: the box a meeple goes to;
    Dog Lover: what the cards a trick takes are for)."""
    if game_id == "dog_lover" and action.kind == "retrieve" and isinstance(view, dict):
        return _CONTROLS["dog_lover"]["retrieve"] + _taken_topics(view, action)
    if game_id == "dodgy_dogs" and action.kind == "play" and action.args:
        kind = _dodgy_kind(action.args[0])
        return {"leader": ("leader",), "whisperer": ("whisperer",), "pickup": ("pickup",),
                "cat": ("cat",)}.get(kind, ("match",))
    if game_id == "dogs_kennel" and action.kind in ("place_meeple", "free_entry") and action.args:
        box = action.args[0]
        if isinstance(box, int) and 0 <= box < len(KENNEL_BOXES):
            return (KENNEL_BOXES[box],)
    return _CONTROLS.get(game_id, {}).get(action.kind, ())


def _view_topics(game_id: str, view) -> list[str]:
    """Rules the position itself shows the learner before any move uses them."""
    if game_id == "dodgy_dogs":
        return ["cat"]   # a computer may lay the Crafty Cat at any moment: the race comes at once
    if game_id == "dog_lover" and isinstance(view, dict):
        out = ["fetch"]   # the Fetch card lies on the table from the start, and changes hands
        out += _dog_lover_cards(view)
        return out
    if game_id == "dogs_alone" and isinstance(view, dict):
        seat = view.get("seat")
        hands = view.get("hands") or []
        hand = hands[seat] if isinstance(seat, int) and 0 <= seat < len(hands) else None
        if isinstance(hand, list) and len(hand) + int(view.get("budget") or 0) >= HAND_LIMIT_NEAR:
            return ["hand_limit"] + _dogs_alone_wild(view)   # the limit is near: say it first
        return _dogs_alone_wild(view)
    return []


HAND_LIMIT_NEAR = 5   # dogs in hand (with those still to draw) at which the hand limit is said


def _dogs_alone_wild(view: dict) -> list[str]:
    from dogtable.games.dogs_alone.cards import WILD_MESSES

    return ["wild"] if any(m in WILD_MESSES for m in view.get("mess_supply") or []) else []


def _dog_lover_cards(view: dict) -> list[str]:
    """Trainings (learning tricks) once the learner can take one from the grid or holds one,
    and rescuing a dog (Adoptions) once the shelter shows a dog or an Adoption turns up: the
    rule comes with the card, before it is any use."""
    from dogtable.games.dog_lover.cards import ADOPTION, TRAINING, kind

    seat = view.get("seat")
    hands = view.get("hands") or []
    hand = hands[seat] if isinstance(seat, int) and 0 <= seat < len(hands) else None
    cards = [c for c in list(view.get("grid") or []) + list(hand or []) if isinstance(c, int)]
    kinds = set()
    for c in cards:
        try:
            kinds.add(kind(c))
        except ValueError:
            continue
    # the Rescue Shelter lies open beside the grid all game: its dogs are a rule to know
    shelter = any(c is not None for c in view.get("shelter") or [])
    return (["learn"] if TRAINING in kinds else []) + (["rescue"] if ADOPTION in kinds or shelter else [])


def topics_ahead(game_id: str, view, legal, first=None, shown: bool = True) -> list[str]:
    """The rules the learner's open controls use, each once: those of ``first`` (the move
    the coach suggests) before the others, then (``shown``) what the position shows."""
    out: list[str] = []
    moves = ([first] if first is not None else []) + list(legal or [])
    for action in moves:
        for topic in _card_topics(game_id, action, view):
            if topic not in out:
                out.append(topic)
    for topic in _view_topics(game_id, view) if shown else ():
        if topic not in out:
            out.append(topic)
    return out


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
