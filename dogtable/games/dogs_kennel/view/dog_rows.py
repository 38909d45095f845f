"""How the dogs in a kennel's infirmary and yard lie in their row: side by side, never over
one another, and each token large enough to carry its breed's name.

Seen in the real window (four kennels, a rival's narrow column): six sick dogs overlapped
into one another, their names half covered, and a crowded yard shrank its dogs under the
size that carries a name.  So a row holds, of these, the first that fits:

1. every dog on its own token, in its slot, in one row or several where the row is tall,
   shrinking the tokens (to half, never under a named token's size);
2. one token per look (breed and mark) with its count beside it ("×3", as the rivals'
   cards do);
3. as many looks as there is room for (the tokens shrinking on to a named token's size), the
   others lying under the last token shown, which says beside it how many lie under it
   ("+2"; its tooltip names them);
4. (a row too short even for one token and its count) one token, its count on its corner.

Every dog keeps a place (flights and tooltips find it): the dogs of a pile share one rect,
and the pile's first dog is placed last, so it is drawn on top and answers the pointer.
"""
from __future__ import annotations

import pygame

from dogtable.ui.table import layout as table_layout
from dogtable.ui.table.text import held_size, text_width

from ..components import breed
from . import hands
from .texts import P, breed_name, shown_status

NAMED = 18        # px: the smallest token that carries a name (art_pieces.NAME_TOKEN_MIN)
COUNT_MIN = 10    # px: a pile's count is never written smaller (in window px, zoomed out too)
SHRINK = 0.5      # a crowded row's tokens shrink to half their size (named) before they group


def count_size() -> int:
    """The size a pile's count is written at: 10 px, about 10 window px zoomed out."""
    return held_size(COUNT_MIN, table_layout.zoom())


def count_room(words: str) -> int:
    """The room a count written beside its token takes (with a gap either side)."""
    return text_width(words, count_size(), True) + 4


def look(view: dict, t: int) -> tuple:
    """What a dog's token shows where it lies: two dogs that look the same may share a token."""
    return breed(t), shown_status(view, t)


def pile_count(view: dict, pile: list[int]) -> str:
    """"×3" for three dogs alike on one token, "+2" for a token with two other dogs under it."""
    return hands.pile_count(pile, lambda t: look(view, t))


def lay_dogs(area: pygame.Rect, dogs: list, size: int, view: dict, start: int = 0,
             named: int = NAMED, grow: int = 0) -> dict[int, pygame.Rect]:
    """Each dog of ``dogs`` (None: a slot kept free, see layout.keep_slots) with its rect in
    ``area``, after ``start`` pixels, tokens of ``size`` (up to ``grow`` where the row is tall
    enough) and at least ``named`` where ``size`` is (see the module's steps)."""
    real = [t for t in dogs if t is not None]
    if not real:
        return {}
    top = max(size, min(grow, area.height - 4))
    floor = min(size, max(named, int(size * SHRINK)))
    for d in range(top, floor - 1, -1):   # 1. every dog on its own token (in its slot, else closed up)
        for row in (dogs, real) if len(real) < len(dogs) else (dogs,):
            rects = _apart(area, len(row), d, start)
            if rects is not None:
                return {t: r for t, r in zip(row, rects) if t is not None}
    groups: list[list[int]] = []
    by_look: dict[tuple, list[int]] = {}
    for t in real:
        key = look(view, t)
        if key not in by_look:
            by_look[key] = []
            groups.append(by_look[key])
        by_look[key].append(t)
    for d in range(top, floor - 1, -1):   # 2. one token per look, its count beside it
        spots = _flow(area, _widths(groups, d, view), d, start)
        if spots is not None:
            return _piled(groups, spots)
    least = min(size, named)
    for d in range(floor, least - 1, -1):   # 3. the looks without room lie under the last token
        for shown in range(len(groups), 0, -1):   # shown, its count beside it
            kept = groups[:shown - 1] + [sum(groups[shown - 1:], [])]
            spots = _flow(area, _widths(kept, d, view), d, start)
            if spots is not None:
                return _piled(kept, spots)
    # 4. a row too short for a token and its count: one token, the count on its corner
    d = max(4, min(least, area.width - 2, area.height - 2))
    x = area.x + 1 + max(0, min(start, area.width - d - 2))
    return _piled([real], [pygame.Rect(x, area.centery - d // 2, d, d)])


def _widths(groups: list[list[int]], d: int, view: dict) -> list[int]:
    """The room each group's token takes with its count beside it."""
    return [d + (count_room(pile_count(view, g)) if len(g) > 1 else 0) for g in groups]


def _rows(area: pygame.Rect, d: int) -> int:
    return max(1, (area.height - 2) // (d + 2))


def _apart(area: pygame.Rect, count: int, d: int, start: int) -> list[pygame.Rect] | None:
    """``count`` tokens of ``d`` side by side in as few rows as hold them, the rows centred
    in the area; None when they do not fit apart."""
    per_row = (area.width - start - 2) // (d + 2)
    rows = -(-count // max(1, per_row))
    if per_row < 1 or rows > _rows(area, d) or d > area.height - 2:
        return None
    per = -(-count // rows)   # the rows evenly filled
    top = area.centery - (rows * (d + 2) - 2) // 2
    return [pygame.Rect(area.x + start + 1 + (i % per) * (d + 2), top + (i // per) * (d + 2), d, d)
            for i in range(count)]


def _flow(area: pygame.Rect, widths: list[int], d: int, start: int) -> list[pygame.Rect] | None:
    """Tokens of ``d`` taking ``widths`` each (the token and its count), left to right in as
    many rows as the area holds; None when they do not fit."""
    if d > area.height - 2:
        return None
    right = area.right - 1
    lines: list[list[tuple[int, int]]] = [[]]
    x = area.x + start + 1
    for i, w in enumerate(widths):
        if x + w > right and lines[-1]:
            lines.append([])
            x = area.x + start + 1
        if x + w > right:
            return None
        lines[-1].append((i, x))
        x += w + 2
    if len(lines) > _rows(area, d):
        return None
    top = area.centery - (len(lines) * (d + 2) - 2) // 2
    out: list[pygame.Rect | None] = [None] * len(widths)
    for r, line in enumerate(lines):
        for i, x in line:
            out[i] = pygame.Rect(x, top + r * (d + 2), d, d)
    return out   # type: ignore[return-value]


def _piled(groups: list[list[int]], spots: list[pygame.Rect]) -> dict[int, pygame.Rect]:
    """The dogs of each group on its spot, the group's first dog last (drawn on top)."""
    out: dict[int, pygame.Rect] = {}
    for group, rect in zip(groups, spots):
        for t in group[1:] + group[:1]:
            out[t] = pygame.Rect(rect)
    return out


def piles(places: dict[str, pygame.Rect], dogs: list[int]) -> list[list[int]]:
    """The dogs of ``dogs`` that share one token (the same rect), the one on top first."""
    by_rect: dict[tuple, list[int]] = {}
    for t in dogs:
        rect = places.get(f"tok:{t}")
        if rect is not None:
            by_rect.setdefault(tuple(rect), []).append(t)
    order = {key: i for i, key in enumerate(places)}   # the one placed last is drawn on top
    return [sorted(pile, key=lambda t: -order[f"tok:{t}"]) for pile in by_rect.values()]


def dog_pile_lines(item: str, v: dict, places: dict, t) -> list[str]:
    """Under a dog's tooltip, when other dogs share its token in a kennel's row
    (view/dog_rows.py): how many alike, or the dogs under it by breed."""
    tok = int(item.split(":")[1])
    for s in range(len(v["infirmary"])):
        for row in (list(v["infirmary"][s]), list(v["truck"][s]) + list(v["loose"][s])):
            if tok not in row:
                continue
            pile = next((p for p in piles(places, row) if tok in p), [tok])
            if len(pile) < 2:
                return []
            if len({look(v, x) for x in pile}) == 1:
                return [t(f"{P}board.tip.dog_pile", count=len(pile))]
            under: dict[str, int] = {}
            for x in pile:
                if x != tok:
                    under[breed_name(breed(x), t)] = under.get(breed_name(breed(x), t), 0) + 1
            dogs = ", ".join(n if k == 1 else f"{n} ×{k}" for n, k in under.items())
            return [t(f"{P}board.tip.dog_under", dogs=dogs)]
    return []
