"""Dog Lover: the cards a player plays in a turn (docs/rules/dog_lover.md, "A turn"): tucking a
card under a dog, attaching a trait or paying for one that cannot be attached, eating food,
rescuing a shelter dog with two adoptions, learning a trick with trainings."""
from __future__ import annotations

from dogtable.core.rules import ActionRule, Refused

from ..cards import (
    ADOPTION, ALL_IDS, BEST_FRIEND, BONE, DIRT_MONSTER, FETCH_CARD, FOOD, FOOD_THIEF, JITTERBUG,
    LANDLORD, RESCUE, RULE_BREAKER, TEACHERS_PET, THING, TOUR_GUIDE, TRAINING, TRAIT, WALK,
    dog_size, is_dog, kind, rescue, thing, trait, trait_index, trick_cost,
)
from .state import _KIND_OF, DLState, _card_source, _trait_on, refuse


# -- tucking -----------------------------------------------------------------------------------------

def tuck_refusal(state: DLState, seat: int, card: int, dog: int) -> str | None:
    """None if ``card`` may be tucked under ``dog`` now, else the reason key."""
    if state.owner(dog) != seat:
        return "dog_lover.error.not_your_dog"
    if _card_source(state, seat, card) is None:
        return "dog_lover.error.not_your_card"
    return _tuck_rule(state, card, dog)


def _tuck_rule(state: DLState, card: int, dog: int) -> str | None:
    """tuck_refusal for a card its seat may move and a dog of that seat (the legal moves pair
    only those, so they do not ask whose they are for each pair)."""
    t = _trait_on(state, dog)
    if t == JITTERBUG:
        return "dog_lover.error.jitterbug"
    k = _KIND_OF[card]   # a card the seat holds: a real id
    if t == RULE_BREAKER:
        return None  # any card but dogs and tricks, and neither can be in hand or pending
    under = [_KIND_OF[c] for c in state.tucked.get(dog, ())]
    if k == WALK:
        if t == TOUR_GUIDE or WALK not in under:
            return None
        return "dog_lover.error.one_walk"
    if k == TRAINING:
        if t == TEACHERS_PET or TRAINING not in under:
            return None
        return "dog_lover.error.one_training"
    if k == THING:
        if t == BEST_FRIEND:
            return None
        if _KIND_OF[dog] == RESCUE and rescue(dog).ability == "thing" and \
                rescue(dog).param == thing(card):
            return None
    elif k == BONE and t == DIRT_MONSTER:
        return None
    elif k == ADOPTION and t == LANDLORD:
        return None
    elif k == FOOD and t == FOOD_THIEF:
        return None
    return "dog_lover.error.cannot_tuck"


def _is_a_dog(card: int, dog: int) -> bool:
    return 0 <= card < ALL_IDS and 0 <= dog < ALL_IDS and is_dog(dog)


def tuck_check(state: DLState, seat: int, card: int, dog: int) -> Refused | None:
    if not _is_a_dog(card, dog):
        return refuse("not_your_dog")
    reason = tuck_refusal(state, seat, card, dog)
    return None if reason is None else (reason, {})


def _movable(state: DLState, seat: int) -> list[int]:
    """The cards the seat may tuck: its hand, its pending cards, a Fetch it holds."""
    return list(state.hands[seat]) + list(state.pending) + \
        ([FETCH_CARD] if state.fetch_holder == seat else [])


def _tuck_options(state: DLState, seat: int):
    return [(card, dog) for card in _movable(state, seat) for dog in state.dogs[seat]]


def _tuck_listed(state: DLState, seat: int):
    # the seat's own cards under its own dogs: only _tuck_rule is left to ask
    return [(card, dog) for card in _movable(state, seat) for dog in state.dogs[seat]
            if _tuck_rule(state, card, dog) is None]


def _tuck(sim, seat: int, card: int, dog: int) -> None:
    sim.emit("DlTucked", seat=seat, card=card, dog=dog)


# -- traits ------------------------------------------------------------------------------------------

def attach_refusal(state: DLState, seat: int, card: int, dog: int) -> str | None:
    if card not in state.pending or kind(card) != TRAIT:
        return "dog_lover.error.no_such_trait"
    if state.owner(dog) != seat:
        return "dog_lover.error.not_your_dog"
    if dog in state.attached:
        return "dog_lover.error.has_trait"
    if dog_size(dog) != trait(card).size:
        return "dog_lover.error.wrong_size"
    return None


def attach_check(state: DLState, seat: int, card: int, dog: int) -> Refused | None:
    if not _is_a_dog(card, dog):
        return refuse("not_your_dog")
    reason = attach_refusal(state, seat, card, dog)
    return None if reason is None else (reason, {})


def _can_attach_somewhere(state: DLState, seat: int, card: int) -> bool:
    return any(attach_refusal(state, seat, card, d) is None for d in state.dogs[seat])


def _pending_traits(state: DLState, seat: int) -> list[int]:
    return [card for card in state.pending if _KIND_OF[card] == TRAIT]


def _attach(sim, seat: int, card: int, dog: int) -> None:
    sim.emit("DlTraitAttached", seat=seat, card=card, dog=dog)


def forfeit_check(state: DLState, seat: int, card: int) -> Refused | None:
    """A trait no dog of the player can take is discarded, with a penalty."""
    if card not in state.pending or kind(card) != TRAIT:
        return refuse("no_such_trait")
    return refuse("must_attach") if _can_attach_somewhere(state, seat, card) else None


def _forfeit(sim, seat: int, card: int) -> None:
    t = trait(card)
    sim.emit("DlTraitForfeited", seat=seat, card=card, penalty=t.penalty, count=t.penalty_count)
    sim.settle_penalty(seat)


def _penalty_items(state: DLState, seat: int, what: str | None) -> list[tuple[str, int, int]]:
    """(how, item, class) of everything a failed trait may take: equal classes are
    interchangeable, so a choice is only asked between different classes."""
    if what in (THING, BONE, TRAINING, ADOPTION):
        return [("card", c, thing(c) if what == THING else 0)
                for c in sorted(state.hands[seat]) if kind(c) == what]
    if what == "cube":
        return [("cube", col, col) for col in range(4) if state.cubes[seat][col] > 0]
    if what == "dog":
        return [("card", d, d) for d in state.dogs[seat]]
    if what == "trick":
        tricks = state.tricks[seat]
        return [("card", t, t) for t in tricks] if len(tricks) > 1 else []
    return []


def _penalty_is_forced(state: DLState, seat: int) -> bool:
    pen = state.penalty
    items = _penalty_items(state, seat, pen["what"])
    if not items or pen["left"] <= 0:
        return True
    count = sum(state.cubes[seat]) if pen["what"] == "cube" else len(items)
    return len({cls for _, _, cls in items}) <= 1 or count <= pen["left"]


def _penalty_options(how: str):
    def options(state: DLState, seat: int):
        return [(item,) for h, item, _ in _penalty_items(state, seat, state.penalty["what"])
                if h == how]
    return options


def _penalty_check(how: str):
    def check(state: DLState, seat: int, item: int) -> Refused | None:
        if (item,) in _penalty_options(how)(state, seat):
            return None
        return refuse("not_a_penalty_item")
    return check


def _pay(sim, seat: int, card: int) -> None:
    sim.emit("DlPenaltyPaid", seat=seat, card=card, colour=None)
    sim.settle_penalty(seat)


def _pay_cube(sim, seat: int, colour: int) -> None:
    sim.emit("DlPenaltyPaid", seat=seat, card=None, colour=colour)
    sim.settle_penalty(seat)


# -- food --------------------------------------------------------------------------------------------

def _food_choice(state: DLState, seat: int) -> bool:
    """Could a food card be tucked instead of eaten (a Food Thief or a Rule Breaker)?"""
    return any(_trait_on(state, d) in (FOOD_THIEF, RULE_BREAKER) for d in state.dogs[seat])


def _food_may_wait(state: DLState, seat: int) -> bool:
    """May a Food card just taken still be tucked this turn instead of eaten?  It must be used
    on the turn it is taken, so it waits while a Food Thief or Rule Breaker is attached, taken
    and not yet attached, or still in the grid within reach this turn."""
    if _food_choice(state, seat):
        return True
    thieves = (FOOD_THIEF, RULE_BREAKER)
    if any(kind(c) == TRAIT and trait_index(c) in thieves for c in state.pending):
        return True
    can_take = not state.retrieved or (state.fetch_holder == seat and not state.fetch_used)
    return can_take and any(c is not None and kind(c) == TRAIT and trait_index(c) in thieves
                            for c in state.grid)


def gain_check(state: DLState, seat: int, card: int) -> Refused | None:
    if card not in state.pending or kind(card) != FOOD:
        return refuse("no_such_food")
    return None


def _gain(sim, seat: int, card: int) -> None:
    sim.gain(seat, card)


# -- the shelter and the tricks ----------------------------------------------------------------------

def _adoptions(state: DLState, seat: int) -> list[int]:
    return sorted(c for c in state.hands[seat] if _KIND_OF[c] == ADOPTION)


def rescue_gate(state: DLState, seat: int) -> Refused | None:
    return refuse("two_adoptions") if len(_adoptions(state, seat)) < 2 else None


def rescue_check(state: DLState, seat: int, slot: int) -> Refused | None:
    if not 0 <= slot < len(state.shelter):
        return refuse("no_such_slot")
    return None


def _rescue(sim, seat: int, slot: int) -> None:
    state = sim.s
    sim.emit("DlRescued", seat=seat, card=state.shelter[slot], slot=slot,
             adoptions=_adoptions(state, seat)[:2])
    if state.shelter_deck:
        sim.emit("DlShelterRefilled", card=state.shelter_deck[-1])


def _trainings(state: DLState, seat: int) -> list[int]:
    return sorted(c for c in state.hands[seat] if _KIND_OF[c] == TRAINING)


def learn_check(state: DLState, seat: int, slot: int) -> Refused | None:
    if not 0 <= slot < len(state.trick_display):
        return refuse("no_such_slot")
    cost = trick_cost(state.trick_display[slot])
    if len(_trainings(state, seat)) < cost:
        return refuse("trainings", cost=cost)
    return None


def _learn(sim, seat: int, slot: int) -> None:
    state = sim.s
    trick = state.trick_display[slot]
    cost = trick_cost(trick)
    sim.emit("DlTrickLearned", seat=seat, card=trick, slot=slot,
             trainings=_trainings(state, seat)[:cost])
    if state.trick_deck:
        sim.emit("DlTricksRefilled", card=state.trick_deck[-1])


ACTIONS = {
    "rescue": ActionRule(1, lambda s, seat: [(slot,) for slot in range(len(s.shelter))],
                         rescue_check, _rescue, gate=rescue_gate),
    "learn": ActionRule(1, lambda s, seat: [(slot,) for slot in range(len(s.trick_display))],
                        learn_check, _learn),
    # _tuck_rule lists the tucks at once (tests/games/dog_lover/test_dl_tuck_fast_path.py)
    "tuck": ActionRule(2, _tuck_options, tuck_check, _tuck, listed=_tuck_listed),
    "attach": ActionRule(2, lambda s, seat: [(c, d) for c in _pending_traits(s, seat)
                                             for d in s.dogs[seat]], attach_check, _attach),
    "forfeit": ActionRule(1, lambda s, seat: [(c,) for c in _pending_traits(s, seat)],
                          forfeit_check, _forfeit),
    "gain": ActionRule(1, lambda s, seat: [(c,) for c in s.pending if _KIND_OF[c] == FOOD],
                       gain_check, _gain),
    "pay": ActionRule(1, _penalty_options("card"), _penalty_check("card"), _pay),
    "pay_cube": ActionRule(1, _penalty_options("cube"), _penalty_check("cube"), _pay_cube),
}
