"""Dogs Alone: the mess deck (docs/rules/dogs_alone.md, "Set-up"): the rulebook's recipe that
keeps the four Mario Hugo cards in the lower half, and where the unseen ones may lie (for a
resampled deck and the computer players' risk)."""
from __future__ import annotations

from functools import lru_cache
from itertools import permutations
from math import comb
import random

from ..cards import MARIO_HUGO, is_mario


@lru_cache(maxsize=512)
def mario_layouts(plain_total: int, drawn: int, revealed: int) -> tuple[tuple, tuple]:
    """The ways build_mess_deck can have placed the Mario Hugo cards, given that ``revealed`` of
    them were among the first ``drawn`` cards, with their odds: two of the four piles, stacked
    under the other two, hold two each at random places in the lower half of the deck.  Each
    way is (piles, seen, split): the (start, length) of the part of each of the two piles that
    may hold them, how many cards of each part were drawn, and how many of the revealed Mario
    Hugo cards came from each."""
    base, extra = divmod(plain_total, 4)
    sizes = [base + (1 if i < extra else 0) for i in range(4)]
    cut = lower_half_start(plain_total + len(MARIO_HUGO))
    options, weights = [], []
    for a, b in permutations(range(4), 2):  # the two piles given Mario Hugo, upper one first
        top = sum(sizes[i] for i in range(4) if i not in (a, b))
        # each pile as the part of it where its two Mario Hugo cards may lie: in the lower
        # half of the whole deck (build_mess_deck), so a pile's places above the middle are
        # plain messes for sure
        whole = ((top, sizes[a] + 2), (top + sizes[a] + 2, sizes[b] + 2))
        piles = tuple(_low_part(start, length, cut) for start, length in whole)
        seen = tuple(min(max(drawn - start, 0), length) for start, length in piles)
        for upper in range(3):
            split = (upper, revealed - upper)
            if not 0 <= split[1] <= 2:
                continue
            weight = 1.0
            for (_, length), d, r in zip(piles, seen, split):
                weight *= comb(d, r) * comb(length - d, 2 - r) / comb(length, 2)
            if weight > 0:
                options.append((piles, seen, split))
                weights.append(weight)
    return tuple(options), tuple(weights)


def _low_part(start: int, length: int, cut: int) -> tuple[int, int]:
    """(start, length) of the places of a pile at ``start`` that may hold its Mario Hugo cards:
    those at or below ``cut``, keeping at least two (as build_mess_deck does)."""
    skip = min(max(cut - start, 0), length - 2)
    return start + skip, length - skip


def _unseen_mario_slots(plain_total: int, drawn: int, revealed: int, size: int,
                        rng: random.Random) -> list[int]:
    """Slots (from the top of the current mess deck of ``size`` cards) for the Mario Hugo cards
    not yet revealed, exactly as likely as the recipe makes them given what was seen, so a
    resampled deck is one the recipe can build."""
    missing = len(MARIO_HUGO) - revealed
    options, weights = mario_layouts(plain_total, drawn, revealed)
    if options:
        piles, seen, split = rng.choices(options, weights)[0]
        slots = sorted(start + p - drawn for (start, length), d, r in zip(piles, seen, split)
                       for p in rng.sample(range(d, length), 2 - r))
        if len(slots) == missing and all(0 <= p < size for p in slots):
            return slots
    # a hand-made position the recipe cannot produce: keep the cards at the bottom
    return list(range(size - missing, size))


def lower_half_start(deck_size: int) -> int:
    """The index (from the top) of the first card of the lower half of a deck of
    ``deck_size`` cards (the middle card of an odd deck is not counted in the lower half)."""
    return deck_size - deck_size // 2


def build_mess_deck(messes: list[int], rng: random.Random) -> list[int]:
    """The rulebook's recipe, top card first: shuffle the messes, split them into four
    similar piles, shuffle two Mario Hugo cards into each of two piles, stack those two and
    put the other two piles on top.  The books begin with the aim the recipe serves: "The four
    Mario Hugo cards must be randomly distributed in the lower half of the deck".  The recipe
    alone can leave one just above the middle, so a pile whose shuffle does that is shuffled
    again (every order allowed stays equally likely)."""
    messes = messes[:]
    rng.shuffle(messes)
    size, extra = divmod(len(messes), 4)
    piles, at = [], 0
    for i in range(4):
        take = size + (1 if i < extra else 0)
        piles.append(messes[at:at + take])
        at += take
    chosen = rng.sample(range(4), 2)
    marios = list(MARIO_HUGO)
    rng.shuffle(marios)
    cut = lower_half_start(len(messes) + len(MARIO_HUGO))
    start = sum(len(p) for i, p in enumerate(piles) if i not in chosen)
    for j, i in enumerate(chosen):
        pile = piles[i] + marios[2 * j: 2 * j + 2]
        # the pile's first place in the lower half (a tiny hand-made deck may have too few)
        first_low = min(max(cut - start, 0), len(pile) - 2)
        while True:
            rng.shuffle(pile)
            if not any(is_mario(c) for c in pile[:first_low]):
                break
        piles[i] = pile
        start += len(pile)
    top = [p for i, p in enumerate(piles) if i not in chosen]
    bottom = [piles[i] for i in chosen]
    return [c for p in top + bottom for c in p]
