"""Why a Dog Lover move is good, in the game's own facts.

A retrieval names the trick and every card it takes, each with what it brings in this
position: a dog and its points, food your dogs still lack, the points a favorite thing adds to
your sets (a duplicate only starts a new set), what your bones in hand will score, Trainings,
Walks and Adoptions and what they are for.  Other moves name their card and its use.
``reason(view, action)`` answers (variant, params) for ``learn.why.dog_lover.<variant>``.
"""
from __future__ import annotations

from dogtable.core.rules import Action
from dogtable.games.dog_lover.cards import (
    ADOPTION, BONE, DOG, ESCAPE_ARTIST, FETCH, FOOD, PICKY_EATER, STARTING_TRICKS, TEACHERS_PET,
    THING, THINGS,
    TOUR_GUIDE, TRAINING, TRAINING_BONUS_TEACHERS_PET, TRAINING_VP, TRAIT, WALK,
    WALK_BONUS_TOUR_GUIDE, WALK_VP, dog_needs, dog_size, dog_vp, favorite_sets_vp, food, kind,
    retrieve_cells, thing, trait, trait_index, trick_cost,
)
from dogtable.games.dog_lover.words import trick_key
from dogtable.learn.words import Phrase, Term, names

GAME = "dog_lover"
K = "learn.why.dog_lover."


def hand(view) -> list[int]:
    return list(view["hands"][view["seat"]] or [])


def my_dogs(view) -> list:
    return view["dogs"][view["seat"]]


def food_gaps(view) -> tuple[list[int], int] | None:
    """The cubes of each kind (scraps, dry, canned) the seat's dogs still lack, and the wild
    cubes held; None when a trait changes what a dog eats (the count would mislead)."""
    needs = [0, 0, 0]
    for entry in my_dogs(view):
        dog, attached = entry[0], entry[1]
        if attached is not None and trait_index(attached) in (ESCAPE_ARTIST, PICKY_EATER):
            return None
        for c, n in enumerate(dog_needs(dog)):
            needs[c] += n
    cubes = view["cubes"][view["seat"]]
    return [max(0, needs[c] - cubes[c]) for c in range(3)], cubes[3]


def feeds_a_gap(view, card: int) -> bool:
    gaps = food_gaps(view)
    if gaps is None:
        return False
    lacking, wild = gaps
    colour, _ = food(card)
    if colour == 3:
        return sum(lacking) > wild
    return lacking[colour] > 0 and sum(lacking) > wild


def thing_counts(cards) -> list[int]:
    counts = [0] * len(THINGS)
    for c in cards:
        if kind(c) == THING:
            counts[thing(c)] += 1
    return counts


def card_fact(view, card: int, taken: list[int]) -> Phrase:
    """What one taken card brings, given the other cards ``taken`` with it."""
    k = kind(card)
    p = {"card": card}
    if k == DOG:
        return Phrase(GAME, K + "card.dog", _items({**p, "points": dog_vp(card)}))
    if k == FOOD:
        return Phrase(GAME, K + ("card.food_needed" if feeds_a_gap(view, card) else "card.food"), _items(p))
    if k == THING:
        before = thing_counts(hand(view) + [c for c in taken if c != card and _before(taken, c, card)])
        after = list(before)
        after[thing(card)] += 1
        gain = favorite_sets_vp(after) - favorite_sets_vp(before)
        key = "card.thing_new" if before[thing(card)] == 0 else "card.thing_again"
        return Phrase(GAME, K + key, _items({**p, "points": gain}))
    if k == BONE:
        count = sum(1 for c in hand(view) if kind(c) == BONE) + \
            sum(1 for c in taken if kind(c) == BONE and _before(taken, c, card)) + 1
        key = "card.bone_one" if count == 1 else "card.bone_two" if count == 2 else "card.bone_more"
        return Phrase(GAME, K + key, _items({**p, "count": count}))
    if k == TRAINING:
        return Phrase(GAME, K + "card.training", _items({**p, "points": TRAINING_VP}))
    if k == WALK:
        return Phrase(GAME, K + "card.walk", _items({**p, "points": WALK_VP}))
    if k == ADOPTION:
        count = sum(1 for c in hand(view) + taken if kind(c) == ADOPTION and
                    (c in hand(view) or _before(taken, c, card))) + 1
        return Phrase(GAME, K + "card.adoption", _items({**p, "count": count}))
    if k == TRAIT:
        size = trait(card).size
        free = any(dog_size(e[0]) == size and e[1] is None for e in my_dogs(view)) or \
            any(kind(c) == DOG and dog_size(c) == size for c in taken)
        key = "card.trait" if free else "card.trait_penalty"
        return Phrase(GAME, K + key, _items({**p, "size": Term(f"dog_lover.size.{size}")}))
    if k == FETCH:
        return Phrase(GAME, K + "card.fetch", _items(p))
    return Phrase(GAME, K + "card.plain", _items(p))


def _before(taken: list[int], c: int, card: int) -> bool:
    """Is ``c`` counted before ``card`` (so two cards of a kind count as first and second)?"""
    return taken.index(c) < taken.index(card)


def _items(params: dict) -> tuple:
    return tuple(sorted(params.items()))


class Facts(tuple):
    """The facts of several cards, read as one list."""

    def __str__(self) -> str:
        return "; ".join(str(f) for f in self)


def reason(view, action: Action) -> tuple[str, dict] | None:
    if not isinstance(view, dict) or view.get("seat") is None or "grid" not in view:
        return None
    fn = _BY_KIND.get(action.kind)
    return fn(view, action) if fn else None


def _retrieve(view, action):
    cells = retrieve_cells(action, view.get("special") or ())
    taken = [view["grid"][c] for c in cells if view["grid"][c] is not None]
    if not taken:
        return None
    facts = Facts(card_fact(view, c, taken) for c in taken)
    trick = action.args[0]
    if trick in STARTING_TRICKS and trick in (view.get("special") or ()):
        # flipped, the starting trick has its special side's own name (as on the board)
        trick = Phrase(GAME, trick_key(trick, special=True))
    return "retrieve_takes", {"trick": trick, "facts": facts}


def _trick_side(view, action):
    return ("trick_side_standard" if action.args[0] == 0 else "trick_side_special"), {}


def _watchdog(view, action):
    line = action.args[0]
    cards = [c for c in _line_cards(view, line) if c is not None]
    if not cards:
        return None
    return "watchdog_line", {"line": line, "cards": names(GAME, "card", cards)}


def _line_cards(view, line: int):
    from dogtable.games.dog_lover.cards import line_cells

    return [view["grid"][c] for c in line_cells(line)]


def _trait_on(view, dog: int) -> int | None:
    for entry in my_dogs(view):
        if entry[0] == dog and entry[1] is not None:
            return trait_index(entry[1])
    return None


def _tuck(view, action):
    card, dog = action.args
    k = kind(card)
    on = _trait_on(view, dog)
    if k == WALK:
        extra = WALK_BONUS_TOUR_GUIDE if on == TOUR_GUIDE else 0
        return "tuck_walk", {"card": card, "onto": dog, "points": WALK_VP + extra}
    if k == TRAINING:
        extra = TRAINING_BONUS_TEACHERS_PET if on == TEACHERS_PET else 0
        return "tuck_training", {"card": card, "onto": dog, "points": TRAINING_VP + extra}
    return "tuck_card", {"card": card, "onto": dog}


def _attach(view, action):
    card, dog = action.args
    return "attach_trait", {"card": card, "onto": dog, "points": trait(card).vp}


def _rescue(view, action):
    shelter = view.get("shelter") or []
    slot = action.args[0]
    if not 0 <= slot < len(shelter) or shelter[slot] is None:
        return None
    return "rescue_dog", {"card": shelter[slot]}


def _learn(view, action):
    display = view.get("trick_display") or []
    slot = action.args[0]
    if not 0 <= slot < len(display) or display[slot] is None:
        return None
    return "learn_trick", {"trick": display[slot], "count": trick_cost(display[slot])}


def _fetch(view, action):
    cell = action.args[0]
    card = view["grid"][cell] if 0 <= cell < len(view["grid"]) else None
    if card is None:
        return None
    return "fetch_card", {"facts": Facts([card_fact(view, card, [card])])}


def _gain(view, action):
    card = action.args[0]
    if kind(card) != FOOD:
        return None
    key = "gain_needed" if feeds_a_gap(view, card) else "gain_food"
    return key, {"card": card}


def _forfeit(view, action):
    return "forfeit_trait", {"card": action.args[0]}


def _pay_penalty(view, action):
    item = action.args[0]
    if action.kind == "pay_cube":
        return "pay_penalty_cube", {"colour": item}
    return "pay_penalty_card", {"card": item}


_BY_KIND = {
    "forfeit": _forfeit, "pay_cube": _pay_penalty, "pay": _pay_penalty, "retrieve": _retrieve,
    "trick_side": _trick_side, "place_watchdog": _watchdog, "tuck": _tuck,
    "attach": _attach, "rescue": _rescue, "learn": _learn, "fetch": _fetch, "gain": _gain,
}

VARIANTS = (
    "retrieve_takes", "trick_side_standard", "trick_side_special", "watchdog_line", "tuck_walk",
    "tuck_training", "tuck_card", "attach_trait", "rescue_dog", "learn_trick", "fetch_card",
    "gain_needed", "gain_food", "forfeit_trait", "pay_penalty_cube", "pay_penalty_card",
)
CARD_FACTS = ("dog", "food_needed", "food", "thing_new", "thing_again", "bone_one", "bone_two",
              "bone_more", "training", "walk", "adoption", "trait", "trait_penalty", "fetch", "plain")
