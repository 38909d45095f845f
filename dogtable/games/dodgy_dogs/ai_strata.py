"""Stratified worlds for a hand of one card: the hard player's search (ai_hard.py) deals the
last card of another seat in turn through the cards it may be, rather than at random.

When a seat holds one card, which card it is decides at once whether it goes out on what we
leave on top; dealt at random, the search's few hundred worlds see some cards too often and
others too rarely, and that luck of the draw can outweigh the difference between two moves.
Taking the cards in a shuffled order, one world each (and round again), deals each possible
card as often as it should be dealt: the same distribution, less noise.  Only the seat's view
and memory are read; a world where the card cannot be swapped in (it is in another hidden hand,
the stockpile's order is known, a whisper is under way, or the swap would contradict the
memory) keeps the card it was dealt.
"""
from __future__ import annotations

import random
from typing import Callable

from .cards import PACK
from .rules.state import RESPOND, REVEAL


def stratified(resample: Callable, view, memory, rng: random.Random) -> Callable:
    """``resample`` with the one card of each other hidden hand of one card dealt in turn."""
    me, n = view["seat"], view["players"]
    hidden = [s for s in range(n) if s != me and view["hands"][s] is None]
    seats = [s for s in hidden if view["hand_counts"][s] == 1
             and (memory is None or not memory.known[s])]
    if not seats or (memory is not None and memory.stock is not None):
        return resample
    forbidden = {s: memory.slots[s][0] if memory is not None and memory.slots[s] else frozenset()
                 for s in seats}
    orders: dict = {}
    dealt = [0]

    def deal(world_rng: random.Random):
        world = resample(world_rng)
        if world.phase in (RESPOND, REVEAL):
            return world
        i = dealt[0]
        dealt[0] += 1
        for s in seats:
            order = orders.get(s)
            if order is None:   # the cards it may be: the same in every world of the view
                order = sorted(c for c in world.stock + [c for t in hidden for c in world.hands[t]]
                               if c % PACK not in forbidden[s])
                rng.shuffle(order)
                orders[s] = order
            if not order or len(world.hands[s]) != 1:
                continue
            target, held = order[i % len(order)], world.hands[s][0]
            if target == held or target not in world.stock:
                continue
            j = world.stock.index(target)
            world.stock[j], world.hands[s] = held, [target]
            if memory is not None and not memory.agrees(world):
                world.stock[j], world.hands[s] = target, [held]
        return world

    return deal
