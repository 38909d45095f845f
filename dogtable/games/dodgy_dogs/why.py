"""Why a Dodgy Dogs move is good, in the game's own facts.

Each sentence states what the seat's view proves: what the card matches (behaviour or size, or
a fresh start after a special card), the penalty a special card would cost if still held at the
end of the round (5, a Wild Card 10), the opponent on one card who must now pick up or answer a
whisper, the Crafty Cat race, how many dogs of a behaviour are still unseen.
``reason(view, action)`` answers (variant, params) for ``learn.why.dodgy_dogs.<variant>``.
"""
from __future__ import annotations

from dogtable.core.rules import Action
from dogtable.games.dodgy_dogs.cards import (
    BEHAVIOURS, CAT, DOG, LEADER, PICKUP, WHISPERER, WILD, behaviour, kind, packs_for, penalty,
    pickup_count, size,
)
from dogtable.games.dodgy_dogs.rules import MAX_DRAWS, PICKUP_PHASE, PLAY, REVEAL, RESPOND, WIN_POINTS
from dogtable.learn.words import Term, names

GAME = "dodgy_dogs"


def size_term(s: int) -> Term:
    return Term(f"dodgy_dogs.size.{s}")


def seen_of(view, b: int) -> int:
    """Dogs of behaviour ``b`` the seat has seen: in the discard pile or its own hand."""
    hand = view["hands"][view["seat"]] or []
    return sum(1 for c in list(view["discard"]) + list(hand) if behaviour(c) == b)


def per_behaviour(view) -> int:
    return 8 * packs_for(view["players"])


def reason(view, action: Action) -> tuple[str, dict] | None:
    if not isinstance(view, dict) or view.get("seat") is None or not view.get("discard"):
        return None
    fn = _BY_KIND.get(action.kind)
    return fn(view, action) if fn else None


def _next(view) -> int:
    return (view["seat"] + 1) % view["players"]


def _play(view, action):
    card = action.args[0]
    seat = view["seat"]
    hand = view["hands"][seat] or []
    top = view["discard"][-1]
    phase = view["phase"]
    nxt = _next(view)
    if phase == PICKUP_PHASE:
        return "play_answer", {"card": card, "player": nxt,
                               "count": view["pickup"] + pickup_count(card)}
    if phase in (RESPOND, REVEAL):
        return "play_whispered", {"card": card, "behaviour": behaviour(card)}
    if phase != PLAY:
        return None
    if len(hand) == 1:
        return "play_last", {"card": card, "points": WIN_POINTS}
    k = kind(card)
    one_left = view["hand_counts"][nxt] == 1
    if k == CAT:
        return "play_cat", {"card": card, "cost": -penalty(card)}
    if k == PICKUP:
        variant = "play_pickup_block" if one_left else "play_pickup"
        return variant, {"card": card, "player": nxt, "count": pickup_count(card),
                         "cost": -penalty(card)}
    if k == WHISPERER:
        variant = "play_whisperer_block" if one_left else "play_whisperer"
        return variant, {"card": card, "player": nxt, "cost": -penalty(card)}
    if k == LEADER:
        return "play_leader_alone", {"card": card, "size": size_term(size(card)),
                                     "cost": -penalty(card)}
    top_kind = kind(top)
    if top_kind in (WHISPERER, WILD, PICKUP):
        return "play_fresh", {"card": card, "top": names(GAME, "card", [top])}
    if top_kind == LEADER:
        return "play_leader_size", {"card": card, "size": size_term(size(card))}
    if top_kind == DOG and k == DOG:
        if behaviour(card) == behaviour(top):
            return "play_behaviour", {"card": card, "behaviour": behaviour(card)}
        if size(card) == size(top):
            return "play_size", {"card": card, "size": size_term(size(card))}
    return None


def _play_all(view, action):
    card = action.args[0]
    hand = view["hands"][view["seat"]] or []
    b = behaviour(card)
    count = sum(1 for c in hand if behaviour(c) == b)
    if count == len(hand):
        return "play_all_out", {"behaviour": b, "count": count, "points": WIN_POINTS}
    return "play_all_count", {"behaviour": b, "count": count}


def _play_leader(view, action):
    leader, top_dog = action.args
    hand = view["hands"][view["seat"]] or []
    dogs = sum(1 for c in hand if kind(c) == DOG and size(c) == size(leader))
    if dogs + 1 == len(hand):
        return "play_leader_out", {"card": leader, "count": dogs, "points": WIN_POINTS}
    return "play_leader_dogs", {"card": leader, "count": dogs, "size": size_term(size(leader)),
                                "cost": -penalty(leader)}


def _play_wild(view, action):
    card, direction = action.args
    seat, n = view["seat"], view["players"]
    hand = view["hands"][seat] or []
    if len(hand) == 1:
        return "play_wild_last", {"card": card, "points": WIN_POINTS}
    giver = (seat - direction) % n
    return "play_wild_swap", {"player": giver, "count": view["hand_counts"][giver],
                              "mine": len(hand) - 1, "cost": -penalty(card)}


def _draw(view, action):
    return "draw_nothing", {"top": names(GAME, "card", view["discard"][-1:]),
                            "count": view.get("draws", 0) + 1, "most": MAX_DRAWS}


def _pass(view, action):
    if view.get("draws", 0) >= MAX_DRAWS or view.get("stock_count", 1) == 0:
        return "pass_stuck", {"top": names(GAME, "card", view["discard"][-1:])}
    return "pass_keep", {}


def _pick_up(view, action):
    hand = view["hands"][view["seat"]] or []
    answers = [c for c in hand if kind(c) == PICKUP]
    if answers:
        return "pick_up_keep", {"count": view["pickup"], "card": answers[0]}
    return "pick_up_forced", {"count": view["pickup"]}


def _whisper(view, action):
    b = action.args[0]
    counts = [seen_of(view, x) for x in range(len(BEHAVIOURS))]
    params = {"behaviour": b, "count": counts[b], "total": per_behaviour(view),
              "player": _next(view)}
    if counts[b] == max(counts) and counts[b] > 0:
        return "whisper_most_seen", params
    return "whisper_seen", params


def _guess(view, action):
    b = action.args[0]
    total = per_behaviour(view)
    unseen = [total - seen_of(view, x) for x in range(len(BEHAVIOURS))]
    params = {"behaviour": b, "count": unseen[b], "total": total}
    if unseen[b] == max(unseen):
        return "guess_likeliest", params
    return "guess_unseen", params


_BY_KIND = {
    "play": _play, "play_all": _play_all, "play_leader": _play_leader, "play_wild": _play_wild,
    "draw": _draw, "pass": _pass, "pick_up": _pick_up, "whisper": _whisper, "guess": _guess,
}

VARIANTS = (
    "play_answer", "play_whispered", "play_last", "play_cat", "play_pickup", "play_pickup_block",
    "play_whisperer", "play_whisperer_block", "play_leader_alone", "play_fresh",
    "play_leader_size", "play_behaviour", "play_size", "play_all_out", "play_all_count",
    "play_leader_out", "play_leader_dogs", "play_wild_last", "play_wild_swap", "draw_nothing",
    "pass_stuck", "pass_keep", "pick_up_keep", "pick_up_forced", "whisper_most_seen",
    "whisper_seen", "guess_likeliest", "guess_unseen",
)
