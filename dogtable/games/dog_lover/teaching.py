"""What the guided game and the hints need to know about Dog Lover's rules (the generic
coach is dogtable/learn/): which events show an important rule happening, which of the
learner's controls use one, and which action kinds mean the same to a new player.
Texts: locales/learn.<lang>.json (``dog_lover.topic.<topic>``, ``why.dog_lover.<family>``)."""
from __future__ import annotations

from dogtable.core.rules import Action

from .cards import ADOPTION, BONE, FOOD, THING, TRAINING, kind, retrieve_cells
from .scoring import CATEGORIES, score_seat, state_from_view

_EVENTS = {
    "DlRetrieved": ["trick"], "DlWatchDogPlaced": ["watchdog"], "DlWatchDogMoved": ["watchdog"],
    "DlFoodGained": ["feeding"], "DlTucked": ["tuck"], "DlTraitAttached": ["trait"],
    "DlRescued": ["rescue"], "DlTrickLearned": ["learn"], "DlFetchPlaced": ["fetch"],
    "DlGameEnded": ["end"],
}


def topics_of(event) -> list[str]:
    return list(_EVENTS.get(event.kind, []))


CONTROLS: dict[str, tuple[str, ...]] = {
    "retrieve": ("trick", "watchdog"), "place_watchdog": ("watchdog",),
    "gain": ("feeding",), "tuck": ("tuck",), "attach": ("trait",), "rescue": ("rescue",),
    "learn": ("learn",), "fetch": ("fetch",),
}


def _taken_topics(view, action) -> tuple[str, ...]:
    """The rules of the cards a trick takes (food feeds, things and bones score in hand)."""
    try:
        cards = [view["grid"][c] for c in retrieve_cells(action, view.get("special") or ())]
    except (KeyError, IndexError, TypeError, ValueError):
        return ()
    kinds = {kind(c) for c in cards if c is not None}
    # (Trainings and Adoptions are explained when learning a trick or rescuing a dog opens)
    return (("feeding",) if FOOD in kinds else ()) + (("things",) if kinds & {THING, BONE} else ())


def card_topics(action, view) -> tuple[str, ...] | None:
    """What the cards a trick takes are for (None: the control's topics)."""
    if action.kind == "retrieve" and isinstance(view, dict):
        return CONTROLS["retrieve"] + _taken_topics(view, action)
    return None


def view_topics(view: dict) -> list[str]:
    """The Fetch card lies on the table from the start, and changes hands; Trainings
    (learning tricks) once the learner can take one from the grid or holds one, and rescuing
    a dog (Adoptions) once the shelter shows a dog or an Adoption turns up: the rule comes
    with the card, before it is any use."""
    if not isinstance(view, dict):
        return []
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
    return ["fetch"] + (["learn"] if TRAINING in kinds else []) + \
        (["rescue"] if ADOPTION in kinds or shelter else [])


FAMILIES: dict[str, str] = {
    "trick_side": "trick_side", "place_watchdog": "place_watchdog", "retrieve": "retrieve",
    "end_turn": "end_turn", "fetch": "fetch", "tuck": "tuck", "attach": "attach",
    "rescue": "rescue", "gain": "gain", "forfeit": "forfeit", "pay": "pay_cube",
    "pay_cube": "pay_cube", "learn": "learn",
}


def score_parts(view: dict) -> dict[tuple[int, str], int]:
    """Each seat's points by score-pad category in ``view``, as the pad would count them if
    the game ended now (a hidden hand counts as empty)."""
    state = state_from_view(view)
    out: dict[tuple[int, str], int] = {}
    for s in range(view["players"]):
        seat = score_seat(state, s)
        out.update({(s, c): getattr(seat, c) for c in CATEGORIES})
    return out


def rulebook_advice(legal: list, action) -> Action:
    """The hint's move instead of ``action``: the rulebook keeps the starting trick on its
    standard side in a first game, so a hint never suggests flipping it (a family that wants
    the special side chooses it)."""
    if action.kind == "trick_side":
        standard = Action("trick_side", (0,))
        if standard in legal:
            return standard
    return action
