"""How the cards in front of a player lie in their row: side by side, never over one another.

Seen in the real window (four kennels, 1024x600 to 1920x1080): a rival's six cards in a row
a third of its kennel wide overlapped into slivers, three Dog Swap cards looked like one blue
band and no name could be written.  So a row that cannot hold its cards side by side at their
named width holds one card per kind with its count beside it ("×3"); cards narrow (down to
MIN_CARD_W, where the emblem still reads) rather than overlap; and past that the kinds that
find no room lie under the last card shown, which says how many lie under it ("+2", the
tooltip names them).  Every card keeps a place (flights and tooltips find it): the cards of a
pile share one rect, the first of them on top (the one the gestures bind).
"""
from __future__ import annotations

import pygame

from ..components import card_amount, card_kind, card_resource

MIN_CARD_W = 14   # px: narrower, a card's emblem no longer tells it from another
COUNT_MIN = 10    # px: the count beside (or on) a pile is never written smaller


def look(c: int) -> tuple:
    """What a card shows: two cards that look the same pile up (a kind; a resource and amount)."""
    kind = card_kind(c)
    return ("resource", card_resource(c), card_amount(c)) if kind == "resource" else (kind,)


def count_size(card_h: int) -> int:
    return max(COUNT_MIN, int(card_h * 0.3))


def count_width(size: int, digits: int = 1) -> int:
    """The room a "×3" written at ``size`` takes beside its card (an estimate: layout draws nothing)."""
    return int(size * (0.62 * (digits + 1))) + 4


def lay_hand(area: pygame.Rect, cards: list, cw: int, ch: int) -> dict[int, pygame.Rect]:
    """Each card of ``cards`` (None: a slot kept free, see layout.keep_slots) with its rect in
    ``area``, cards of ``cw`` x ``ch`` at most."""
    real = [c for c in cards if c is not None]
    if not real:
        return {}
    room = area.width - 2
    if len(cards) * (cw + 2) <= room:   # side by side, in the slots they had
        return {c: pygame.Rect(area.x + 1 + i * (cw + 2), area.y + 1, cw, ch)
                for i, c in enumerate(cards) if c is not None}
    piles: list[list[int]] = []
    by_look: dict[tuple, list[int]] = {}
    for c in sorted(real):
        key = look(c)
        if key not in by_look:
            by_look[key] = []
            piles.append(by_look[key])
        by_look[key].append(c)
    label = count_width(count_size(ch))

    def need(w: int, n: int) -> int:
        return sum(w + 2 + (label if len(p) > 1 else 0) for p in piles[:n])

    w = cw
    while w > MIN_CARD_W and need(w, len(piles)) > room:
        w -= 1
    shown = len(piles)
    if need(w, shown) > room:   # even at MIN_CARD_W without their counts beside them
        label = 0               # the counts go on the cards' corners
        w = max(MIN_CARD_W, min(cw, room // len(piles) - 2))
        while shown > 1 and shown * (w + 2) > room:
            shown -= 1
    if shown < len(piles):      # the kinds without room lie under the last card shown
        piles = piles[:shown - 1] + [sum(piles[shown - 1:], [])]
    out: dict[int, pygame.Rect] = {}
    x = area.x + 1
    for pile in piles:
        rect = pygame.Rect(x, area.y + 1, w, ch)
        for c in pile:
            out[c] = rect
        x += w + 2 + (label if len(pile) > 1 else 0)
    return out


def piles(places: dict[str, pygame.Rect], hand: list[int]) -> list[list[int]]:
    """The cards of ``hand`` that lie on one another (the same rect), each pile in card order."""
    by_rect: dict[tuple, list[int]] = {}
    for c in sorted(hand):
        rect = places.get(f"card:{c}")
        if rect is not None:
            by_rect.setdefault(tuple(rect), []).append(c)
    return list(by_rect.values())


def pile_count(pile: list[int], looks=look) -> str:
    """"×3" for three pieces alike, "+2" for one with two others under it (``looks``: what a
    piece shows, cards by default; dog_rows passes the dogs')."""
    if len({looks(c) for c in pile}) == 1:
        return f"×{len(pile)}"
    return f"+{len(pile) - 1}"
