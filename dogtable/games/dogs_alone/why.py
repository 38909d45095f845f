"""Why a Dogs Alone / Doggy Style move is good, in the game's own facts.

Every sentence states only what the seat's view proves: which mess a dog brings closer and how
many dogs that mess still lacks, the points a payment completes, the dogs that stay in the
pool, how many messes a clean-up makes safe.  ``reason(view, action)`` answers
(variant, params): the key is ``learn.why.dogs_alone.<variant>``; ``facts`` holds the small
helpers the tests use to check every sentence against the position.
"""
from __future__ import annotations

from collections import Counter

from dogtable.core.rules import Action
from dogtable.games.dogs_alone.cards import (
    MESS_DOGS, PAIR, WILD, WILD_KIND, dog_colour, dog_type, mess_colour, mess_kind,
    mess_points,
)
from dogtable.games.dogs_alone.rules import HAND_LIMIT, MARIO_TO_END, pooled_cards
from dogtable.learn.words import names, points

GAME = "dogs_alone"


# -- facts ------------------------------------------------------------------------------------------

def missing(mess: int, cards) -> int:
    """How many more dogs ``cards`` lack to pay ``mess`` (0: they pay it now)."""
    kind = mess_kind(mess)
    if kind == WILD_KIND:
        return len({0, 1, 2, 3} - {dog_colour(c) for c in cards})
    colour = mess_colour(mess)
    if kind == PAIR:
        best = max(Counter(dog_type(c) for c in cards if dog_colour(c) == colour).values(), default=0)
        return 2 - min(2, best)
    return max(0, MESS_DOGS[kind] - sum(1 for c in cards if dog_colour(c) == colour))


def helps(mess: int, dog: int, cards) -> bool:
    """Does adding ``dog`` to ``cards`` bring ``mess`` closer?"""
    return missing(mess, list(cards) + [dog]) < missing(mess, cards)


def fits(mess: int, dog: int) -> bool:
    """Can ``dog`` be part of some payment of ``mess`` (its colour, or any for a wild)?"""
    return mess_kind(mess) == WILD_KIND or dog_colour(dog) == mess_colour(mess)


def offer(view) -> list[int]:
    return [m for m in view.get("mess_supply", []) if m is not None]


def supply(view) -> list[int]:
    return [c for c in view.get("dog_supply", []) if c is not None]


def mine(view) -> list[int]:
    seat = view["seat"]
    return list(view["hands"][seat] or []) + list(view["pools"][seat])


def uncleaned(view, seat: int) -> list[int]:
    return [m for m in view["messes"][seat] if m not in view["cleaned"][seat]]


def _best_helped(view, dog: int, cards) -> int | None:
    """The mess on offer that ``dog`` brings closest to paid (most points first)."""
    helped = [m for m in offer(view) if helps(m, dog, cards)]
    if not helped:
        return None
    return min(helped, key=lambda m: (missing(m, list(cards) + [dog]), -mess_points(m), m))


# -- the reasons ----------------------------------------------------------------------------------

def reason(view, action: Action) -> tuple[str, dict] | None:
    if not isinstance(view, dict) or view.get("seat") is None:
        return None
    kind = action.kind
    fn = _BY_KIND.get(kind)
    return fn(view, action) if fn else None


def _draw_supply(view, action):
    dog = action.args[0]
    cards = mine(view)
    mess = _best_helped(view, dog, cards)
    if mess is not None:
        left = missing(mess, cards + [dog])
        if left == 0:
            return "draw_supply_completes", {"dog": dog, "mess": mess, "points": points(mess_points(mess))}
        return "draw_supply_closer", {"dog": dog, "mess": mess, "count": left}
    if any(dog_type(c) == dog_type(dog) for c in cards):
        return "draw_supply_pair", {"dog": dog}
    return "draw_supply_known", {"dog": dog}


def _draw_deck(view, action):
    shown = supply(view)
    if not shown:
        return "draw_deck_only", {}
    cards = mine(view)
    helpers = _helpers(view, shown, cards)
    if not helpers:
        return "draw_deck_nothing", {}
    return "draw_deck_gamble", {"dogs": names(GAME, "dog", helpers)}


def _helpers(view, shown, cards) -> list[int]:
    """The dogs on show that bring some mess on offer closer, one per kind of dog."""
    out, kinds = [], set()
    for c in shown:
        if dog_type(c) not in kinds and any(helps(m, c, cards) for m in offer(view)):
            kinds.add(dog_type(c))
            out.append(c)
    return out


def _recruit_discard(view, action):
    dog = action.args[0]
    seat = view["seat"]
    draws = view.get("budget", 1) + 1
    if dog in view["pools"][seat]:
        return "recruit_discard_pool", {"dog": dog, "count": draws}
    if not any(fits(m, dog) for m in offer(view)):
        return "recruit_discard_nofit", {"dog": dog, "count": draws}
    return "recruit_discard_draws", {"dog": dog, "count": draws}


def _change_supply(view, action):
    shown = supply(view)
    cards = mine(view)
    counts = Counter(dog_colour(c) for c in shown)
    colour, count = max(counts.items(), key=lambda kv: (kv[1], -kv[0]))
    helpers = _helpers(view, shown, cards)
    if not helpers:
        return "change_supply_none", {"colour": colour, "count": count}
    return "change_supply_some", {"colour": colour, "count": count,
                                  "dogs": names(GAME, "dog", helpers)}


def _pay(view, action):
    if len(action.args) != 2:
        return None
    mess, dog = action.args
    seat = view["seat"]
    laid = list(view.get("pending_cards") or []) if view.get("pending") == mess else []
    paid = laid + [dog]
    worth = points(mess_points(mess))
    left = MESS_DOGS[mess_kind(mess)] - len(paid)
    if left > 0:
        return "pay_more", {"dog": dog, "mess": mess, "points": worth, "count": left}
    kept = len(pooled_cards(paid, view["pools"][seat]))
    if kept:
        return "pay_complete_pool", {"dog": dog, "mess": mess, "points": worth, "count": kept}
    return "pay_complete", {"dog": dog, "mess": mess, "points": worth}


def _cancel(view, action):
    mess = view.get("pending")
    if mess is None:
        return None
    return "cancel_payment_mess", {"mess": mess}


def _clean(view, action):
    colour = action.args[0]
    seat = view["seat"]
    mine_ = [m for m in uncleaned(view, seat) if mess_colour(m) == colour]
    if not mine_:
        return None
    params = {"colour": colour, "count": len(mine_), "points": points(sum(mess_points(m) for m in mine_))}
    wild = "_wild" if colour == WILD else ""
    if len(view.get("mario", [])) == MARIO_TO_END - 1:
        return f"clean{wild}_mario", params
    if colour != WILD:
        race = _majority_race(view, colour, len(mine_))
        if race is not None:
            return race[0], {**params, **race[1]}
    return f"clean{wild}_safe", params


def _majority_race(view, colour: int, adding: int):
    """Where cleaning puts the seat in the colour's majority race, against the best other
    player (cleaned messes are public): ahead, or level."""
    seat = view["seat"]
    mine_after = adding + sum(1 for m in view["cleaned"][seat] if mess_colour(m) == colour)
    others = [(sum(1 for m in view["cleaned"][s] if mess_colour(m) == colour), s)
              for s in range(view["players"]) if s != seat]
    if not others:
        return None
    best, rival = max(others, key=lambda x: (x[0], -x[1]))
    if best == 0:
        return None
    extra = {"player": rival, "mine": mine_after, "theirs": best}
    if mine_after > best:
        return "clean_ahead", extra
    if mine_after == best:
        return "clean_level", extra
    return None


def _discard(view, action):
    dog = action.args[0]
    held = len(view["hands"][view["seat"]] or [])
    if not any(fits(m, dog) for m in offer(view)):
        return "discard_nofit", {"dog": dog, "count": held, "limit": HAND_LIMIT}
    return "discard_least", {"dog": dog, "count": held, "limit": HAND_LIMIT}


def _finish(view, action):
    phase = view.get("phase")
    if phase in ("start", "draw"):
        return "finish_nodraw", {}
    if phase != "mess":
        return None
    cards = mine(view)
    payable = [m for m in offer(view) if missing(m, cards) == 0]
    if payable:
        best = max(payable, key=lambda m: (mess_points(m), -m))
        return "finish_keep", {"mess": best, "points": points(mess_points(best))}
    return "finish_nothing", {}


def _assign_wild(view, action):
    if len(action.args) != 2:
        return None
    mess, colour = action.args
    seat = view["seat"]
    own = (view.get("wild") or [{}] * (seat + 1))[seat] or {}
    count = 1 + sum(1 for m in view["cleaned"][seat] if mess_colour(m) == colour)
    count += sum(1 for m, c in own.items() if c == colour and int(m) != mess)
    return "assign_wild_count", {"colour": colour, "count": count}


_BY_KIND = {
    "draw_supply": _draw_supply, "draw_deck": _draw_deck, "recruit_discard": _recruit_discard,
    "change_supply": _change_supply, "pay": _pay, "cancel_payment": _cancel, "clean": _clean,
    "discard": _discard, "finish": _finish, "assign_wild": _assign_wild,
}

# every variant this module may answer (the locale test reads it)
VARIANTS = (
    "draw_supply_completes", "draw_supply_closer", "draw_supply_pair", "draw_supply_known",
    "draw_deck_only", "draw_deck_nothing", "draw_deck_gamble",
    "recruit_discard_pool", "recruit_discard_nofit", "recruit_discard_draws",
    "change_supply_none", "change_supply_some",
    "pay_more", "pay_complete", "pay_complete_pool", "cancel_payment_mess",
    "clean_safe", "clean_mario", "clean_wild_safe", "clean_wild_mario", "clean_ahead", "clean_level",
    "discard_nofit", "discard_least", "finish_nodraw", "finish_keep", "finish_nothing",
    "assign_wild_count",
)
