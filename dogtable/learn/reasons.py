"""Why a move is a good idea, in one sentence: a translation key and its parameters.

The coach and the hint both say *why* a move makes sense.  The reason reads only what the
seat may see (its view) and the action itself, so it never tells a secret.  Each game has a
module that words the reason from the position's own facts (learn/why_<game>.py: the mess a
dog brings closer, the food the pens lack, the cards a trick takes ...), keyed
``why.<game>.<variant>``; a move it has nothing specific to say about falls back to its
family's sentence (``why.<game>.<family>``: the action kinds that mean the same to a new
player share one).  A game's AI may also offer its own reason through an optional
``explain(view, action)`` method (see ai/hint.py).

Keys live in locales/learn.<lang>.json.  A move the learner
chose *instead of* the suggestion is only described, never judged (``does.<game>.<family>``,
``what_it_does``): the "why this is good" sentence may not fit a move the coach would not make.
"""
from __future__ import annotations

from typing import Any

from dogtable.core.rules import Action

# action kind -> family, per game (a kind not listed is its own family)
FAMILIES: dict[str, dict[str, str]] = {
    "dogs_alone": {
        "draw_supply": "draw_supply", "draw_deck": "draw_deck", "recruit_discard": "recruit_discard",
        "change_supply": "change_supply", "pay": "pay", "cancel_payment": "cancel_payment",
        "clean": "clean", "discard": "discard", "finish": "finish", "assign_wild": "assign_wild",
    },
    "dodgy_dogs": {
        "play": "play", "play_all": "play_all", "play_leader": "play_leader", "play_wild": "play_wild",
        "draw": "draw", "pass": "pass", "pick_up": "pick_up", "whisper": "whisper", "guess": "guess",
    },
    "dog_lover": {
        "trick_side": "trick_side", "place_watchdog": "place_watchdog", "retrieve": "retrieve",
        "end_turn": "end_turn", "fetch": "fetch", "tuck": "tuck", "attach": "attach",
        "rescue": "rescue", "gain": "gain", "forfeit": "forfeit", "pay": "pay_cube",
        "pay_cube": "pay_cube", "learn": "learn",
    },
    "dogs_kennel": {
        # phase 1: the trip
        "move": "trip", "take_dog": "trip", "swap_dogs": "swap", "return_home": "home",
        "stay_home": "stay_home", "buy_fuel": "fuel", "fuel_done": "fuel",
        # settling the kennel
        "place": "settle", "lift": "settle", "arrange_best": "arrange", "finish": "settle_done",
        "vet_card": "cure", "give_up_sick": "give_up_sick", "accept_sick": "donation",
        "accept": "donation", "accept_rearrange": "donation", "refuse": "donation", "accept_best": "donation",
        # phase 2: the action boxes
        "place_meeple": "box", "free_entry": "box", "end_turn": "box_done",
        "build": "build", "build_discount": "build", "exchange": "warehouse", "pet_buy": "pet_shop", "cure": "cure",
        "sell": "fair", "buy_dog": "fair", "trade": "fair",
        # phase 3
        "feed": "feed", "starve": "feed", "pay_salary": "salary", "pay_salary_card": "salary",
        "rehire": "rehire", "rehire_card": "rehire", "no_rehire": "rehire",
    },
}


def family(game_id: str, action: Action) -> str:
    return FAMILIES.get(game_id, {}).get(action.kind, action.kind)


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _dogs_alone_params(action: Action) -> dict:
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


def _family_and_params(game_id: str, action: Action) -> tuple[str, dict]:
    fam = family(game_id, action)
    params: dict = {}
    if game_id == "dogs_alone":
        params = _dogs_alone_params(action)
        if fam == "clean" and params.get("colour") == 4:
            fam = "clean_wild"   # wild messes are cleaned as their own "colour"
        if fam == "pay" and "mess" not in params:
            fam = "pay_any"
    return fam, params


def _specific(game_id: str):
    """The game's module of reasons from facts (None for a game without one)."""
    from dogtable.learn import why_dodgy_dogs, why_dog_lover, why_dogs_alone, why_dogs_kennel

    return {"dogs_alone": why_dogs_alone, "dodgy_dogs": why_dodgy_dogs,
            "dog_lover": why_dog_lover, "dogs_kennel": why_dogs_kennel}.get(game_id)


def specific_variants(game_id: str) -> tuple[str, ...]:
    module = _specific(game_id)
    return tuple(getattr(module, "VARIANTS", ())) if module else ()


def reason_for(game_id: str, view: Any, action: Action) -> tuple[str, dict]:
    """The sentence saying why ``action`` is worth doing, as (key, params): from the
    position's facts when the game's module has them, else the family's sentence."""
    module = _specific(game_id)
    if module is not None and view is not None:
        try:
            said = module.reason(view, action)
        except (KeyError, IndexError, TypeError, ValueError):
            said = None   # a view the reasons do not know (an old save): the plain sentence
        if said is not None:
            variant, params = said
            return f"learn.why.{game_id}.{variant}", params
    fam, params = _family_and_params(game_id, action)
    return f"learn.why.{game_id}.{fam}", params


def what_it_does(game_id: str, action: Action) -> tuple[str, dict]:
    """A neutral sentence saying what ``action`` does (for the learner's own move), as
    (key, params): it explains the rule at work without praising the choice."""
    fam, params = _family_and_params(game_id, action)
    return f"learn.does.{game_id}.{fam}", params
