"""What the guided game and the hints need to know about Dogs Alone's rules (the generic
coach is dogtable/learn/): which events show an important rule happening, which of the
learner's controls use one, and which action kinds mean the same to a new player.
Texts: locales/learn.<lang>.json (``dogs_alone.topic.<topic>``, ``why.dogs_alone.<family>``)."""
from __future__ import annotations

from typing import Any

from .cards import WILD_MESSES
from .rules import score

HAND_LIMIT_NEAR = 5   # dogs in hand (with those still to draw) at which the hand limit is said


def topics_of(event) -> list[str]:
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


# the learner's controls, by action kind: the rules a move of that kind uses
CONTROLS: dict[str, tuple[str, ...]] = {
    "recruit_discard": ("recruit",), "draw_deck": ("recruit",), "draw_supply": ("recruit",),
    "change_supply": ("supply",), "pay": ("pay", "pool"), "clean": ("clean", "majority"),
    "discard": ("hand_limit",), "assign_wild": ("wild",),
}


def view_topics(view: dict) -> list[str]:
    """The hand limit once it is near (said first), and the wild messes once one shows."""
    if not isinstance(view, dict):
        return []
    seat = view.get("seat")
    hands = view.get("hands") or []
    hand = hands[seat] if isinstance(seat, int) and 0 <= seat < len(hands) else None
    wild = ["wild"] if any(m in WILD_MESSES for m in view.get("mess_supply") or []) else []
    if isinstance(hand, list) and len(hand) + int(view.get("budget") or 0) >= HAND_LIMIT_NEAR:
        return ["hand_limit"] + wild
    return wild


# action kind -> family (kinds that mean the same to a new player share one sentence)
FAMILIES: dict[str, str] = {
    "draw_supply": "draw_supply", "draw_deck": "draw_deck", "recruit_discard": "recruit_discard",
    "change_supply": "change_supply", "pay": "pay", "cancel_payment": "cancel_payment",
    "clean": "clean", "discard": "discard", "finish": "finish", "assign_wild": "assign_wild",
}


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _params(action) -> dict:
    """Name the dog, mess or colour the action is about (the table words them):
    pay(mess, dog), clean(colour), assign_wild(mess, colour), draw/discard(dog)."""
    kind, args = action.kind, [_int(a) for a in action.args]
    if not args or None in args:
        return {}
    if kind in ("draw_supply", "recruit_discard", "discard"):
        return {"dog": args[0]}
    if kind == "pay" and len(args) == 2:
        return {"mess": args[0], "dog": args[1]}
    if kind in ("clean", "assign_wild"):
        return {"colour": args[-1]}
    return {}


def family_and_params(family: str, action) -> tuple[str, dict]:
    """The sentence's family and parameters: wild messes are cleaned as their own "colour",
    and a payment into no particular mess is said as such."""
    params = _params(action)
    if family == "clean" and params.get("colour") == 4:
        family = "clean_wild"
    if family == "pay" and "mess" not in params:
        family = "pay_any"
    return family, params


def score_parts(view: dict) -> dict[tuple[int, str], int]:
    """Each seat's points by score-pad category in ``view``, as the pad would count them if
    the game ended now (learn/score_changes.py says what a move changed)."""
    wild = [{int(m): c for m, c in (w or {}).items() if c is not None} for w in view["wild"]]
    pad = score(view["cleaned"], view["pools"], wild, view["players"])
    return {(s, c): pad.get(c, s) for c in pad.categories for s in range(view["players"])}
