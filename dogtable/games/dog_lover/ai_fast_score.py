"""``scoring.score_seat``'s total and number of fed dogs, computed faster for hard's search.

The rules module's ``score_seat`` also says which dogs are fed and what each dog scores (the
score pad shows that); the search only needs (points, fed dogs), thousands of times a
decision.  This module computes exactly those two numbers with the same rules, from
per-card tables built once, and a smaller search for the best feeding:
- a dog that cannot be fed even alone is never fed (feeding only gets harder with more dogs,
  since ``can_feed`` is monotone), so it is left out of the search;
- when every feedable dog can be fed at once, that is the best feeding (no search);
- without a rescued dog that counts fed dogs (sizes, rescued dogs), the search keys only by
  the food needed and the number fed.
Among feedings of equal points the one with more fed dogs wins, as in ``score_seat``.  A test
compares the two on positions from whole games.
"""
from __future__ import annotations

from .cards import (
    ADOPTION, ADOPTION_VP_LANDLORD, ALL_IDS, BEST_FRIEND, BONE, BONE_VP_DIRT_MONSTER, DIRT_MONSTER,
    DOG, ESCAPE_ARTIST, FOOD, FOOD_THIEF, FOOD_VP_FOOD_THIEF, LANDLORD, PICKY_EATER, RESCUE,
    RESCUED_VP_TRIPOD, RULE_BREAKER, SHOW_OFF, SIZE_VP_RESCUE, TEACHERS_PET, THING,
    THING_VP_BEST_FRIEND, THING_VP_RESCUE, TOUR_GUIDE, TRAINING, TRAINING_BONUS_TEACHERS_PET,
    TRAINING_VP, TRAINING_VP_ICHABOD, TRAIT, TRAIT_VP_RESCUE, TRAITS, TYPE_VP_RULE_BREAKER,
    UNFED_VP, WALK, WALK_BONUS_TOUR_GUIDE, WALK_VP, bones_vp, dog_needs, dog_size, dog_vp,
    favorite_sets_vp, kind, rescue, thing,
)

_KIND = [kind(c) for c in range(ALL_IDS)]
_IS_DOG = [k in (DOG, RESCUE) for k in _KIND]
_SIZE = [dog_size(c) if _IS_DOG[c] else -1 for c in range(ALL_IDS)]
_VP = [dog_vp(c) if _IS_DOG[c] else 0 for c in range(ALL_IDS)]
_NEEDS = [dog_needs(c) if _IS_DOG[c] else (0, 0, 0) for c in range(ALL_IDS)]
_ABILITY = [(rescue(c).ability, rescue(c).param) if _KIND[c] == RESCUE else (None, 0)
            for c in range(ALL_IDS)]
_TRAIT = [c - 108 if _KIND[c] == TRAIT else None for c in range(ALL_IDS)]
_THING = [thing(c) if _KIND[c] == THING else -1 for c in range(ALL_IDS)]


def _fed_value(dog: int, t: int | None, tucked, seat_traits, seat_trainings: int,
               tricks: int) -> int:
    """scoring.fed_value from the tables (the points of a fed dog that do not depend on which
    other dogs are fed)."""
    vp = _VP[dog]
    kinds = [_KIND[c] for c in tucked]
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
        vp += tricks
    ability, param = _ABILITY[dog]
    if ability == "thing":
        vp += THING_VP_RESCUE * sum(1 for c in tucked if _THING[c] == param)
    elif ability == "trait":
        if param in seat_traits:
            vp += TRAIT_VP_RESCUE
    elif ability == "trainings":
        vp += TRAINING_VP_ICHABOD * seat_trainings
    return vp


def fast_score(state, seat: int) -> tuple[int, int]:
    """(points, fed dogs) of ``score_seat(state, seat)``."""
    dogs = state.dogs[seat]
    S, D, C, W = state.cubes[seat]
    all_cubes = S + D + C + W
    attached, tucked_of = state.attached, state.tucked
    traits = [(_TRAIT[attached[d]] if d in attached else None) for d in dogs]
    seat_traits = set(traits)
    seat_trainings = sum(1 for d in dogs for c in tucked_of.get(d, ()) if _KIND[c] == TRAINING)
    tricks = len(state.tricks[seat])

    fixed = 0            # the unfed dogs' points, of dogs that can never be fed
    items = []           # (s, d, c, any, value, size, rescued, counting) of feedable dogs
    for d, t in zip(dogs, traits):
        if t == ESCAPE_ARTIST:
            s, dd, c, a = 0, 0, 0, 1
        else:
            s, dd, c = _NEEDS[d]
            a = 0
            if t == PICKY_EATER:
                c += 1
        gap = (s - S if s > S else 0) + (dd - D if dd > D else 0) + (c - C if c > C else 0)
        if gap > W or a > all_cubes - (s + dd + c):
            fixed += UNFED_VP
            continue
        value = _fed_value(d, t, tucked_of.get(d, ()), seat_traits, seat_trainings, tricks)
        ability, param = _ABILITY[d]
        counting = ability in ("size", "rescued")
        items.append((s, dd, c, a, value, _SIZE[d], _KIND[d] == RESCUE,
                      (ability, param) if counting else None))

    things = [0] * 5
    bones = 0
    for c in state.hands[seat]:
        k = _KIND[c]
        if k == THING:
            things[_THING[c]] += 1
        elif k == BONE:
            bones += 1
    hand_points = favorite_sets_vp(things)

    s = sum(it[0] for it in items)
    dd = sum(it[1] for it in items)
    c = sum(it[2] for it in items)
    a = sum(it[3] for it in items)
    gap = (s - S if s > S else 0) + (dd - D if dd > D else 0) + (c - C if c > C else 0)
    if gap <= W and a <= all_cubes - (s + dd + c):
        # every feedable dog can be fed at once: that is the best feeding (a fed dog scores
        # at least 0, an unfed one -2, and every bonus grows with the fed dogs)
        best = _all_fed(items, bones)
    elif any(it[7] for it in items):
        best = _search_counting(items, S, D, C, W, all_cubes, bones)
    else:
        best = _search_plain(items, S, D, C, W, all_cubes, bones)
    return fixed + best[0] + hand_points, best[1]


def _all_fed(items, bones) -> tuple[int, int]:
    by_size = [0, 0, 0]
    for it in items:
        by_size[it[5]] += 1
    rescued = sum(1 for it in items if it[6])
    total = sum(it[4] for it in items) + bones_vp(bones, len(items))
    for it in items:
        if it[7] is not None:
            ability, param = it[7]
            total += SIZE_VP_RESCUE * by_size[param] if ability == "size" \
                else RESCUED_VP_TRIPOD * rescued
    return total, len(items)


def _search_plain(items, S, D, C, W, all_cubes, bones) -> tuple[int, int]:
    """Best (points, fed) over feedable sets, keyed by food needed and dogs fed."""
    states = {(0, 0, 0, 0, 0): 0}
    for s, d, c, a, value, _, _, _ in items:
        nxt: dict = {}
        get = nxt.get
        for key, v in states.items():
            u = v + UNFED_VP
            old = get(key)
            if old is None or u > old:
                nxt[key] = u
            s2, d2, c2, a2 = key[0] + s, key[1] + d, key[2] + c, key[3] + a
            gap = (s2 - S if s2 > S else 0) + (d2 - D if d2 > D else 0) + (c2 - C if c2 > C else 0)
            if gap <= W and a2 <= all_cubes - (s2 + d2 + c2):
                k2 = (s2, d2, c2, a2, key[4] + 1)
                f = v + value
                old = get(k2)
                if old is None or f > old:
                    nxt[k2] = f
        states = nxt
    best = None
    for key, v in states.items():
        rank = (v + bones_vp(bones, key[4]), key[4])
        if best is None or rank > best:
            best = rank
    return best


def _search_counting(items, S, D, C, W, all_cubes, bones) -> tuple[int, int]:
    """As ``_search_plain``, also keyed by fed dogs per size, fed rescued dogs and which
    counting rescued dogs are fed (their points depend on those counts)."""
    states = {(0, 0, 0, 0, 0, 0, 0, 0, 0): 0}   # needs, fed by size, fed rescued, counting bits
    counting = []
    for s, d, c, a, value, size, is_rescue, count in items:
        bit = 0
        if count is not None:
            bit = 1 << len(counting)
            counting.append(count)
        nxt: dict = {}
        get = nxt.get
        for key, v in states.items():
            u = v + UNFED_VP
            old = get(key)
            if old is None or u > old:
                nxt[key] = u
            s2, d2, c2, a2 = key[0] + s, key[1] + d, key[2] + c, key[3] + a
            gap = (s2 - S if s2 > S else 0) + (d2 - D if d2 > D else 0) + (c2 - C if c2 > C else 0)
            if gap <= W and a2 <= all_cubes - (s2 + d2 + c2):
                sizes = [key[4], key[5], key[6]]
                sizes[size] += 1
                k2 = (s2, d2, c2, a2, sizes[0], sizes[1], sizes[2], key[7] + is_rescue, key[8] | bit)
                f = v + value
                old = get(k2)
                if old is None or f > old:
                    nxt[k2] = f
        states = nxt
    best = None
    for key, v in states.items():
        by_size, rescued, bits = key[4:7], key[7], key[8]
        fed = by_size[0] + by_size[1] + by_size[2]
        total = v + bones_vp(bones, fed)
        for k, (ability, param) in enumerate(counting):
            if bits >> k & 1:
                total += SIZE_VP_RESCUE * by_size[param] if ability == "size" \
                    else RESCUED_VP_TRIPOD * rescued
        rank = (total, fed)
        if best is None or rank > best:
            best = rank
    return best
