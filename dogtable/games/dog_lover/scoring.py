"""End-of-game scoring for Dog Lover: which dogs get fed, and what each part is worth.

Feeding is the one decision left at the end: every player would feed the dogs that make the
most points, so we choose it for them.  More fed dogs never lose points (a fed dog is worth
at least 0, an unfed one -2, and every bonus grows with the fed dogs), so the search only has
to find the best feedable set; among equal totals it prefers more fed dogs, then more fed
rescued dogs (the rulebook's tie-breaks).  Works on any object with the DLState fields.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import (
    ADOPTION, ADOPTION_VP_LANDLORD, BEST_FRIEND, BIG, BONE, BONE_VP_DIRT_MONSTER, DIRT_MONSTER,
    ESCAPE_ARTIST, FOOD, FOOD_THIEF, FOOD_VP_FOOD_THIEF, LANDLORD, MEDIUM, PICKY_EATER, RESCUE,
    RESCUED_VP_TRIPOD, RULE_BREAKER, SHOW_OFF, SIZE_VP_RESCUE, SMALL, TEACHERS_PET, THING,
    THING_VP_BEST_FRIEND, THING_VP_RESCUE, TOUR_GUIDE, TRAINING, TRAINING_BONUS_TEACHERS_PET,
    TRAINING_VP, TRAINING_VP_ICHABOD, TRAIT_VP_RESCUE, TRAITS, TYPE_VP_RULE_BREAKER, UNFED_VP,
    WALK, WALK_BONUS_TOUR_GUIDE, WALK_VP, bones_vp, dog_needs, dog_size, dog_vp, favorite_sets_vp,
    kind, rescue, thing, trait_index,
)

CATEGORIES = ("dogs", "rescued", "things", "bones")


@dataclass
class SeatScore:
    dogs: int = 0
    rescued: int = 0
    things: int = 0
    bones: int = 0
    fed: list[int] = field(default_factory=list)        # fed dogs, in play-area order
    per_dog: dict[int, int] = field(default_factory=dict)  # each dog's points
    fed_rescued: int = 0

    @property
    def total(self) -> int:
        return self.dogs + self.rescued + self.things + self.bones


def _trait_of(state, dog: int) -> int | None:
    card = state.attached.get(dog)
    return None if card is None else trait_index(card)


def needs(state, dog: int) -> tuple[int, int, int, int]:
    """(scraps, dry bits, canned, any kind) the dog must eat to be fed."""
    t = _trait_of(state, dog)
    if t == ESCAPE_ARTIST:
        return (0, 0, 0, 1)
    s, d, c = dog_needs(dog)
    if t == PICKY_EATER:
        c += 1
    return (s, d, c, 0)


def can_feed(total: tuple[int, int, int, int], cubes) -> bool:
    """Do ``cubes`` (scraps, dry, canned, wild) cover ``total`` needs? Wilds fill any gap;
    'any kind' needs take whatever is left."""
    s, d, c, a = total
    S, D, C, W = cubes
    gap = max(0, s - S) + max(0, d - D) + max(0, c - C)
    return gap <= W and a <= S + D + C + W - (s + d + c)


def fed_value(state, seat: int, dog: int) -> int:
    """Points of a fed dog that do not depend on which other dogs are fed."""
    vp = dog_vp(dog)
    t = _trait_of(state, dog)
    tucked = state.tucked.get(dog, [])
    kinds = [kind(c) for c in tucked]
    if t is not None:
        vp += TRAITS[t].vp
    walks, trainings = kinds.count(WALK), kinds.count(TRAINING)
    vp += walks * (WALK_VP + WALK_BONUS_TOUR_GUIDE) if t == TOUR_GUIDE else WALK_VP * min(walks, 1)
    vp += trainings * (TRAINING_VP + TRAINING_BONUS_TEACHERS_PET) if t == TEACHERS_PET \
        else TRAINING_VP * min(trainings, 1)
    if t == BEST_FRIEND:
        vp += THING_VP_BEST_FRIEND * kinds.count(THING)
    elif t == DIRT_MONSTER:
        vp += BONE_VP_DIRT_MONSTER * kinds.count(BONE)
    elif t == LANDLORD:
        vp += ADOPTION_VP_LANDLORD * kinds.count(ADOPTION)
    elif t == FOOD_THIEF:
        vp += FOOD_VP_FOOD_THIEF * kinds.count(FOOD)
    elif t == RULE_BREAKER:
        vp += TYPE_VP_RULE_BREAKER * len(set(kinds))
    elif t == SHOW_OFF:
        vp += len(state.tricks[seat])
    if kind(dog) == RESCUE:
        ability = rescue(dog)
        if ability.ability == "thing":
            vp += THING_VP_RESCUE * sum(1 for c in tucked if kind(c) == THING
                                        and thing(c) == ability.param)
        elif ability.ability == "trait":
            if any(_trait_of(state, d) == ability.param for d in state.dogs[seat]):
                vp += TRAIT_VP_RESCUE
        elif ability.ability == "trainings":
            vp += TRAINING_VP_ICHABOD * sum(
                1 for d in state.dogs[seat] for c in state.tucked.get(d, []) if kind(c) == TRAINING)
    return vp


def _count_bonus(dog: int, by_size: tuple[int, int, int], rescued: int) -> int:
    """The part of a fed rescued dog's points that counts other fed dogs."""
    if kind(dog) != RESCUE:
        return 0
    ability = rescue(dog)
    if ability.ability == "size":
        return SIZE_VP_RESCUE * by_size[ability.param]
    if ability.ability == "rescued":
        return RESCUED_VP_TRIPOD * rescued
    return 0


def hand_counts(state, seat: int) -> tuple[list[int], int]:
    """(favorite things per kind, bones) still in the hand."""
    things = [0] * 5
    bones = 0
    for c in state.hands[seat]:
        k = kind(c)
        if k == THING:
            things[thing(c)] += 1
        elif k == BONE:
            bones += 1
    return things, bones


def state_from_view(view: dict):
    """What score_seat reads, built from a seat's view: the board's running scores and the
    coach's score lines count the same way.  A hand the view hides counts as empty (its
    favorite things and bones are unknown)."""
    from types import SimpleNamespace

    dogs = view["dogs"]
    return SimpleNamespace(
        dogs=[[d for d, _t, _k in ds] for ds in dogs],
        attached={d: t for ds in dogs for d, t, _k in ds if t is not None},
        tucked={d: list(k) for ds in dogs for d, _t, k in ds if k},
        cubes=[list(c) for c in view["cubes"]],
        hands=[list(h or []) for h in view["hands"]],
        tricks=[list(t) for t in view["tricks"]],
    )


def score_seat(state, seat: int) -> SeatScore:
    dogs = list(state.dogs[seat])
    cubes = tuple(state.cubes[seat])
    values = [fed_value(state, seat, d) for d in dogs]
    wants = [needs(state, d) for d in dogs]
    counting = [i for i, d in enumerate(dogs) if _count_bonus(d, (1, 1, 1), 1)]
    things, bones = hand_counts(state, seat)

    # forward search over the dogs: key = what decides feasibility and the counted bonuses
    states: dict[tuple, tuple[int, int]] = {((0, 0, 0, 0), (0, 0, 0), 0, 0): (0, 0)}
    for i, dog in enumerate(dogs):
        nxt: dict[tuple, tuple[int, int]] = {}
        size, is_rescue = dog_size(dog), kind(dog) == RESCUE
        bit = 1 << counting.index(i) if i in counting else 0
        for (need, by_size, rescued, special), (value, mask) in states.items():
            options = [((need, by_size, rescued, special), (value + UNFED_VP, mask))]
            total = tuple(a + b for a, b in zip(need, wants[i]))
            if can_feed(total, cubes):
                sizes = list(by_size)
                sizes[size] += 1
                options.append(((total, tuple(sizes), rescued + is_rescue, special | bit),
                                (value + values[i], mask | (1 << i))))
            for key, val in options:
                old = nxt.get(key)
                if old is None or val > old:
                    nxt[key] = val
        states = nxt

    best = None
    for (need, by_size, rescued, special), (value, mask) in states.items():
        fed_total = sum(by_size)
        total = value + bones_vp(bones, fed_total)
        for k, i in enumerate(counting):
            if special >> k & 1:
                total += _count_bonus(dogs[i], by_size, rescued)
        rank = (total, fed_total, rescued, mask)
        if best is None or rank > best[0]:
            best = (rank, mask)
    mask = best[1] if best else 0

    fed = [d for i, d in enumerate(dogs) if mask >> i & 1]
    by_size = [0, 0, 0]
    for d in fed:
        by_size[dog_size(d)] += 1
    fed_rescued = sum(1 for d in fed if kind(d) == RESCUE)
    result = SeatScore(fed=fed, fed_rescued=fed_rescued)
    for i, d in enumerate(dogs):
        if mask >> i & 1:
            pts = values[i] + _count_bonus(d, tuple(by_size), fed_rescued)
        else:
            pts = UNFED_VP
        result.per_dog[d] = pts
        if kind(d) == RESCUE:
            result.rescued += pts
        else:
            result.dogs += pts
    result.things = favorite_sets_vp(things)
    result.bones = bones_vp(bones, len(fed))
    return result


__all__ = ["CATEGORIES", "SeatScore", "can_feed", "fed_value", "needs", "score_seat",
           "hand_counts", "SMALL", "MEDIUM", "BIG"]
