"""The hard player's playout policy: a quick medium (docs/ai.md, "Dog Lover", "hard").

Medium tries every legal action and settles what each leaves waiting; inside a playout that
is done thousands of times a decision, so this module plays medium's judgement cheaper:
- the position a retrieval is judged by (the retrieval, the Watch Dog after a free star, and
  what it leaves waiting settled) is the position played on; medium would judge every later
  step of the turn again;
- only the best-looking retrievals and Fetch cells (card-look table) are judged in full;
- ``settle`` lists the moves it needs (tucks, attaches, forfeits, food) itself rather than
  asking the engine for every legal action, in the engine's order (a test compares the two),
  and still plays each move through the engine;
- an action is played with one copy of the state (``apply``) or none (``apply_in_place``,
  ``tucked_value``) where ``ai.apply`` makes two, with the engine's own checks and events.
Every seat judges only its own cards (``Judge`` reads one seat's hand and play area).
"""
from __future__ import annotations

import math
from typing import Sequence

from dogtable.core.rules import Action

from .ai import RULES, Judge, _retrieve_cells, card_look, medium_action, turns_left, watch_line
from .cards import (
    ADOPTION, ALL_IDS, BEST_FRIEND, BONE, DIRT_MONSTER, DOG, FETCH_CARD, FOOD, FOOD_THIEF, JITTERBUG,
    LANDLORD, RESCUE, RULE_BREAKER, TEACHERS_PET, THING, TOUR_GUIDE, TRAINING, TRAIT, WALK,
    dog_size, kind, rescue, thing, trait,
)
from .rules import OVER, PENALTY, TURN, WATCH
from .rules.turn import _Sim

_KIND = [kind(c) for c in range(ALL_IDS)]
_SIZE = [dog_size(c) if _KIND[c] in (DOG, RESCUE) else -1 for c in range(ALL_IDS)]
_TRAIT_SIZE = [trait(c).size if _KIND[c] == TRAIT else -2 for c in range(ALL_IDS)]
_THING = [thing(c) if _KIND[c] == THING else -1 for c in range(ALL_IDS)]
_THING_LOVER = [rescue(c).param if _KIND[c] == RESCUE and rescue(c).ability == "thing" else -2
                for c in range(ALL_IDS)]
# the kind of card a trait lets its dog take under it, beyond one walk and one training
_TRAIT_TAKES = {BEST_FRIEND: THING, DIRT_MONSTER: BONE, LANDLORD: ADOPTION, FOOD_THIEF: FOOD}


def _may_tuck(card: int, dog: int, t: int | None, under: Sequence[int]) -> bool:
    """rules.tuck_refusal(...) is None, for a card the seat holds (hand, pending or Fetch)
    and a dog of its own, with ``t`` the dog's trait and ``under`` its tucked cards."""
    if t == JITTERBUG:
        return False
    if t == RULE_BREAKER:
        return True
    k = _KIND[card]
    if k == WALK:
        return t == TOUR_GUIDE or all(_KIND[c] != WALK for c in under)
    if k == TRAINING:
        return t == TEACHERS_PET or all(_KIND[c] != TRAINING for c in under)
    if k == THING and _THING_LOVER[dog] == _THING[card]:
        return True
    return t is not None and _TRAIT_TAKES.get(t) == k


def apply(state, seat: int, action: Action):
    """``ai.apply``'s position (a copy of ``state`` after ``action``; IllegalAction if refused)
    with one copy of the state fewer: ``RULES.decide`` makes the action's events on a scratch
    copy, folding each in as it is made, and returns only the events, which ``ai.apply`` then
    folds into a second copy.  Here the scratch copy is the result (a test compares the two
    on every action of whole games)."""
    rule = RULES.checked_rule(state, seat, action)
    sim = _Sim(RULES, state)
    rule.handler(sim, seat, *action.args)
    return sim.s


def apply_in_place(state, seat: int, action: Action) -> None:
    """``ai.apply_in_place`` without copying the state: the engine's step (``_Sim``) folds
    each event into ``state`` itself as it makes it, as it would into its scratch copy.  The
    checks come first, so a refused action leaves ``state`` as it was."""
    rule = RULES.checked_rule(state, seat, action)
    sim = _Sim.__new__(_Sim)
    sim.rules, sim.s, sim.events = RULES, state, []
    rule.handler(sim, seat, *action.args)


def settle_moves(state, seat: int) -> list[Action]:
    """The tucks, attaches, forfeits and food gains among the legal actions in a turn, in
    ``RULES.legal_actions``'s order."""
    dogs = state.dogs[seat]
    attached, tucked = state.attached, state.tucked
    traits = [(attached[d] - 108 if d in attached else None) for d in dogs]
    unders = [tucked.get(d, ()) for d in dogs]
    movable = list(state.hands[seat]) + list(state.pending) + \
        ([FETCH_CARD] if state.fetch_holder == seat else [])
    acts = [Action("tuck", (card, d)) for card in movable
            for d, t, under in zip(dogs, traits, unders) if _may_tuck(card, d, t, under)]
    for card in state.pending:
        k = _KIND[card]
        if k == TRAIT:
            homes = [d for d in dogs if d not in attached and _SIZE[d] == _TRAIT_SIZE[card]]
            acts += [Action("attach", (card, d)) for d in homes]
            if not homes:
                acts.append(Action("forfeit", (card,)))
        elif k == FOOD:
            acts.append(Action("gain", (card,)))
    return acts


def settle(state, seat: int, judge: Judge, turns: float) -> None:
    """``ai.settle`` (medium's), with the moves listed by ``settle_moves``: each waiting card
    placed where it is worth most, then every tuck from the hand that raises the value."""
    for _ in range(40):
        if state.phase == PENALTY:
            legal = RULES.legal_actions(state, seat)
            if not legal:
                return
            _copy_into(state, _best_after(state, seat, legal, judge, turns))
            continue
        if state.phase != TURN or state.current != seat:
            return
        moves = settle_moves(state, seat)
        pending = state.pending
        pend = [a for a in moves if a.kind != "tuck" or a.args[0] in pending]
        if pend:
            first = pend[0].args[0]
            options = [a for a in pend if a.args[0] == first]
            if len(options) == 1:
                apply_in_place(state, seat, options[0])
            else:
                _copy_into(state, _best_after(state, seat, options, judge, turns))
            continue
        if not moves:
            return
        here = judge.value(state, seat, turns)
        scored = [(tucked_value(state, seat, a.args[0], a.args[1], judge, turns), a)
                  for a in moves]
        v, a = max(scored, key=lambda x: x[0])
        if v <= here + 1e-9:
            return
        apply_in_place(state, seat, a)


def _best_after(state, seat: int, actions: Sequence[Action], judge: Judge, turns: float):
    """The position after the first of ``actions`` whose position is valued highest (what
    ``max(actions, key=value of apply)`` chooses), the position itself kept rather than
    played again."""
    best_v, best_after = -math.inf, None
    for a in actions:
        after = apply(state, seat, a)
        v = judge.value(after, seat, turns)
        if best_after is None or v > best_v:
            best_v, best_after = v, after
    return best_after


def tucked_value(state, seat: int, card: int, dog: int, judge: Judge, turns: float) -> float:
    """``judge.value(apply(state, seat, Action("tuck", (card, dog))), seat, turns)`` for a
    legal tuck of a card from the hand or of the Fetch card: the tuck is made in place, as
    its one event's fold makes it (the card leaves the hand, or the Fetch its holder, and
    goes under the dog), judged, and undone, so no copy of the state is made.  Settling a
    turn tries every such tuck on every step, and copies were a fifth of a playout's time."""
    hand, tucked = state.hands[seat], state.tucked
    under = tucked.get(dog)
    at = hand.index(card) if card in hand else -1
    if at >= 0:
        del hand[at]
    else:   # the Fetch card (only a card in the hand or the Fetch reaches here)
        state.fetch_holder = None
    if under is None:
        tucked[dog] = [card]
    else:
        under.append(card)
    try:
        return judge.value(state, seat, turns)
    finally:
        if under is None:
            del tucked[dog]
        else:
            under.pop()
        if at >= 0:
            hand.insert(at, card)
        else:
            state.fetch_holder = seat


def settled_after(state, seat: int, action: Action, judge: Judge, turns: float):
    """The position medium judges ``action`` by: the action, the Watch Dog placed after a
    free star, and what it leaves waiting settled."""
    after = apply(state, seat, action)
    if after.phase == WATCH and after.current == seat:
        apply_in_place(after, seat, Action("place_watchdog", (watch_line(after),)))
    settle(after, seat, judge, turns)
    return after


def _best_looking(state, actions: Sequence[Action], count: int, cells_of) -> list[Action]:
    """The ``count`` actions whose cells look best (card-look table), one per set of cells."""
    seen, out = set(), []
    looks = sorted(((-sum(card_look(state.grid[c]) for c in cells_of(a)), a) for a in actions),
                   key=lambda x: x[0])
    for _, a in looks:
        cells = cells_of(a)
        if cells in seen:
            continue
        seen.add(cells)
        out.append(a)
        if len(out) >= count:
            break
    return out


def quick_turn(state, seat: int, judge: Judge, s, me: int | None = None) -> None:
    """Plays ``seat``'s turn in place, as medium would but cheaper, up to its end: settle what
    is waiting, then judge the ``s.quick`` best-looking retrievals (``s.my_quick`` for the
    searching seat ``me``), the ``s.quick_fetch`` best-looking Fetch cells, each rescue, each
    trick to learn and ending the turn; play the best, on the position it was judged by."""
    for _ in range(s.max_steps):
        if state.phase == OVER or state.current != seat:
            return
        if state.phase != TURN:   # a penalty to pay or the Watch Dog to place
            legal = RULES.legal_actions(state, seat)
            action = legal[0] if len(legal) == 1 else medium_action(state, seat, legal, judge)
            apply_in_place(state, seat, action)
            continue
        turns = turns_left(state, seat)
        settle(state, seat, judge, turns)
        if state.phase != TURN or state.current != seat:
            continue
        legal = RULES.legal_actions(state, seat)
        retrieves = [a for a in legal if a.kind == "retrieve"]
        fetches = [a for a in legal if a.kind == "fetch"]
        count = s.my_quick if seat == me else s.quick
        options = _best_looking(state, retrieves, count, lambda a: _retrieve_cells(state, a))
        options += _best_looking(state, fetches, s.quick_fetch, lambda a: (a.args[0],))
        options += [a for a in legal if a.kind in ("rescue", "learn")]
        best_v, best_after, best = -math.inf, None, None
        if Action("end_turn") in legal:
            best_v, best = judge.value(state, seat, turns) - 0.001, Action("end_turn")
        for a in options:
            after = settled_after(state, seat, a, judge, turns)
            v = judge.value(after, seat, turns)
            if v > best_v:
                best_v, best_after, best = v, after, a
        if best is None:   # nothing judged (cannot happen on a legal turn): medium decides
            best = medium_action(state, seat, legal, judge)
        if best_after is None:
            apply_in_place(state, seat, best)
        else:
            _copy_into(state, best_after)


def _copy_into(state, other) -> None:
    """Make ``state`` (played on in place) the position ``other``."""
    for name in type(state).__slots__:
        setattr(state, name, getattr(other, name))


def playout(state, me: int, judge: Judge, s) -> None:
    """Finish our turn, then play on with the quick medium (each seat judging only its own
    cards) until our ``s.rounds``-th next turn starts or the game ends."""
    quick_turn(state, me, judge, s, me)   # our turn, whatever was played of it already
    starts = 0
    for _ in range((4 * state.n + 2) * max(1, s.rounds)):
        if state.phase == OVER:
            return
        seat = state.current
        if seat == me and state.phase == TURN and not state.retrieved:
            starts += 1
            if starts >= s.rounds:
                return
        quick_turn(state, seat, judge, s, me)
