"""Where everything of the DOGS board goes, by geometry alone (no drawing, no rules).

The board is cut in two columns: at the left the map (city | centre | countryside), under it the
action board (five boxes with their two cards and meeple spots), the Dog Fair strip and the
status panel with the buttons; at the right the kennels, the shown seat's first and larger,
then the others in turn order.  ``geometry`` builds the fixed regions for a board size and a
player count; ``placements`` puts the view's pieces (tokens, pick-ups, meeples, cards) in them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from dogtable.ui.table.layout import clamp, split_cols, zoom

from .. import city_map as mapdata
from ..city_map import CENTER
from ..pens import PENS
from .hands import lay_hand

BOXES = 5
SLOTS = 2
SPOTS = 3            # a box's meeple spots: two, and one more for a Free Entry
SICK_PLACES = 6
HOME = -1
CARD_NAMED_W = 34    # px: a hand card this wide has room for its (shortened) name at the floor size
READABLE = 32        # px: a dog token this big carries its breed's name (art_pieces.NAME_TOKEN_MIN and a margin)
TITLE_MIN = 10       # a box title is never drawn smaller (px): a long one takes two lines instead


def title_line_size(font: int, lines: int) -> int:
    """The largest size of a box title's lines: the board's font on one line, a little less on two."""
    return font if lines == 1 else max(TITLE_MIN, font - 2)


def title_line_step(size: int) -> int:
    """The distance between the baselines of a two-line title (tighter than the font's own)."""
    return int(size * 1.2)


@dataclass
class KennelGeo:
    seat: int
    rect: pygame.Rect
    big: bool
    head: pygame.Rect
    name: pygame.Rect
    first: pygame.Rect
    meeples: pygame.Rect
    res: list[pygame.Rect]
    pens: list[pygame.Rect]
    pen_labels: list[pygame.Rect]
    cells: list[list[pygame.Rect]]
    infirmary: pygame.Rect
    yard: pygame.Rect
    garage: pygame.Rect
    hand: pygame.Rect
    token: int
    card: tuple[int, int]

    @property
    def cross(self) -> int:
        """The size of the infirmary's red cross, at the row's left."""
        return max(8, min(self.infirmary.height - 6, self.token))


@dataclass
class BoxGeo:
    rect: pygame.Rect
    title: pygame.Rect
    slots: list[pygame.Rect]
    spots: list[pygame.Rect]


@dataclass
class Geometry:
    rect: pygame.Rect
    font: int
    pad: int
    map: pygame.Rect
    centres: dict[int, tuple[int, int]]
    radius: int
    supplies: list[pygame.Rect]
    area_labels: list[pygame.Rect]
    boxes: list[BoxGeo]
    fair: pygame.Rect
    fair_card: pygame.Rect
    fair_dogs: pygame.Rect
    fair_info: pygame.Rect
    status: pygame.Rect
    kennels: dict[int, KennelGeo] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)
    title_lines: int = 1    # the box titles' lines (2 when one of this language must wrap)

    def regions(self) -> dict[str, pygame.Rect]:
        """The key regions (layout tests check that none overlaps another)."""
        out = {"map": self.map, "fair": self.fair, "status": self.status}
        for b, box in enumerate(self.boxes):
            out[f"box_{b}"] = box.rect
        for s, k in self.kennels.items():
            out[f"kennel_{s}"] = k.rect
        return {n: pygame.Rect(r) for n, r in out.items()}


def geometry(rect: pygame.Rect, players: int, shown: int, title_lines: int = 1) -> Geometry:
    """``title_lines``: 2 when a box title of the language must wrap (the boxes grow for it
    and the map, which has height to spare, gives the room)."""
    r = pygame.Rect(rect)
    W, H = r.size
    pad = max(3, round(min(W, H) * 0.01))
    font = int(clamp(min(H * 0.026, W * 0.017), 10, 22))
    # a board of four kennels gives them a little more width (their pens sit beside their rows)
    # zoomed in (UI scale), the kennels (the shown seat's cards) take more of the width
    left_w = int(W * (0.53 if players >= 4 else 0.55) / max(1.0, zoom()) ** 0.6)
    left = pygame.Rect(r.x + pad, r.y + pad, left_w - pad - pad // 2, H - 2 * pad)
    right = pygame.Rect(r.x + left_w + pad // 2, r.y + pad, W - left_w - pad - pad // 2, H - 2 * pad)

    # the left column: map, action boxes, the Fair, the status panel (the map gets half of it)
    # the status panel: whose turn, the how-to line (three lines where the dog on offer takes
    # the panel's left) and two rows of buttons (feeding four pens): at 8.6 fonts the how-to
    # line went at 1280x720; the map, whose spaces are sized by its width, gives the room
    status_min = int(font * 10.2 + 2 * pad)
    fair_h = max(font * 2 + 8, int(left.height * 0.075))
    title_h = font + 4
    if title_lines > 1:
        title_h = 2 * title_line_step(title_line_size(font, 2)) + 4
    extra = title_h - (font + 4)
    boxes_h = int(clamp(left.height * 0.175, font * 5.4, font * 9)) + extra
    map_h = int(min(min(left.height * 0.5, left.width * 0.6) - extra,
                    left.height - status_min - fair_h - boxes_h - 3 * pad))
    mp = pygame.Rect(left.x, left.y, left.width, map_h)
    boxes_r = pygame.Rect(left.x, mp.bottom + pad, left.width, boxes_h)
    fair = pygame.Rect(left.x, boxes_r.bottom + pad, left.width, fair_h)
    status = pygame.Rect(left.x, fair.bottom + pad, left.width, left.bottom - fair.bottom - pad)

    radius = max(7, int(min(mp.width * 0.047, mp.height * 0.095)))
    centres = {}
    inner_h = mp.height - 2 * radius - 6
    for sp, (x, y) in mapdata.POS.items():
        # x runs 0.05 .. 0.95: stretch it so the outermost spaces touch neither edge
        cx = mp.x + radius + 4 + (x - 0.05) / 0.9 * (mp.width - 2 * radius - 8)
        cy = mp.y + radius + 3 + (y - 0.2) / 0.6 * inner_h
        centres[sp] = (int(cx), int(cy))
    sup = max(10, int(radius * 1.6))
    supplies = [pygame.Rect(mp.x + 3, mp.y + 3, sup, sup),
                pygame.Rect(mp.right - 3 - sup, mp.y + 3, sup, sup)]
    lab_w = int(mp.width * 0.22)
    area_labels = [pygame.Rect(mp.x + 3, mp.bottom - font - 6, lab_w, font + 4),
                   pygame.Rect(mp.right - 3 - lab_w, mp.bottom - font - 6, lab_w, font + 4)]

    boxes = []
    for col in split_cols(boxes_r, [1] * BOXES, gap=pad):
        title = pygame.Rect(col.x + 2, col.y + 2, col.width - 4, title_h)
        spot_h = int(clamp((col.height - extra) * 0.22, 10, font * 2.2))
        spots_r = pygame.Rect(col.x + 3, col.bottom - spot_h - 3, col.width - 6, spot_h)
        room = pygame.Rect(col.x + 3, title.bottom + 2, col.width - 6, spots_r.top - title.bottom - 4)
        ch = min(room.height, int((room.width - 4) / 2 / 0.72))
        cw = int(ch * 0.72)
        x0 = room.centerx - cw - 2
        slots = [pygame.Rect(x0 + i * (cw + 4), room.y + (room.height - ch) // 2, cw, ch)
                 for i in range(SLOTS)]
        sw = int(spot_h * 0.8)
        gap = max(2, (spots_r.width - SPOTS * sw) // (SPOTS + 1))
        gap = min(gap, sw // 2)
        x0 = spots_r.centerx - (SPOTS * sw + (SPOTS - 1) * gap) // 2
        spots = [pygame.Rect(x0 + i * (sw + gap), spots_r.y, sw, spot_h) for i in range(SPOTS)]
        boxes.append(BoxGeo(col, title, slots, spots))

    fcols = split_cols(fair.inflate(-6, -4), [1.2, 2.2, 1.0], gap=pad)
    geo = Geometry(r, font, pad, mp, centres, radius, supplies, area_labels, boxes, fair,
                   fcols[0], fcols[1], fcols[2], status, title_lines=title_lines)

    # the right column: the kennels, the shown seat first and larger
    first = shown if 0 <= shown < players else 0
    order = [(first + i) % players for i in range(players)]
    # zoomed in (UI scale), the shown kennel takes more: its cards grow with the words
    weights = [1.45 * zoom() ** 1.5] + [1.0] * (players - 1)
    total = sum(weights)
    free = right.height - pad * (players - 1)
    y = right.y
    for i, s in enumerate(order):
        h = right.bottom - y if i == players - 1 else int(free * weights[i] / total)
        geo.kennels[s] = kennel_geometry(s, pygame.Rect(right.x, y, right.width, h), font, i == 0)
        y += h + pad
    geo.order = order
    return geo


def kennel_geometry(seat: int, rect: pygame.Rect, font: int, big: bool) -> KennelGeo:
    """One kennel: the head line, then the five pens with the infirmary, the yard (garage and
    waiting dogs) and the cards either under the pens ("stacked") or in a column at their right
    ("side"), whichever gives the pens' dogs the larger cells (a short panel takes the side)."""
    ip = max(2, font // 4)
    f = font if big else max(9, font - 1)
    head = pygame.Rect(rect.x + ip, rect.y + ip, rect.width - 2 * ip, f + 8)
    # the head line: name | start player | meeples | four resources
    res_w = int(clamp(head.width * 0.44, 4 * (f * 2), 4 * (f * 3.4)))
    res_w = min(res_w, int(head.width * 0.5))
    res_area = pygame.Rect(head.right - res_w, head.y, res_w, head.height)
    res = split_cols(res_area, [1] * 4, gap=2)
    meeples = pygame.Rect(res_area.x - int(head.height * 1.6) - 4, head.y, int(head.height * 1.6), head.height)
    first = pygame.Rect(meeples.x - head.height - 2, head.y, head.height, head.height)
    name = pygame.Rect(head.x, head.y, max(10, first.x - head.x - 4), head.height)

    body = pygame.Rect(rect.x + ip, head.bottom + ip, rect.width - 2 * ip, rect.bottom - head.bottom - 2 * ip)
    gap = max(2, ip)
    label_h = max(9, int(f * 0.95))
    stacked = _stacked(body, gap, label_h, big)
    side = _side(body, gap, label_h, big)
    best = side if side[4] > stacked[4] + 1 else stacked
    two = _two_rows(body, gap, label_h, big)
    if two[4] > best[4] + 3:
        best = two
    pens_r, infirmary, yard, hand, cell = best
    per_row = PENS if best is not two else 3
    pen_w = (pens_r.width - gap * (per_row - 1)) / per_row
    pen_h = label_h + 2 * cell + 6
    pens, labels, cells = [], [], []
    for p in range(PENS):
        x = int(pens_r.x + (p % per_row) * (pen_w + gap))
        pen = pygame.Rect(x, pens_r.y + (p // per_row) * (pen_h + gap), int(pen_w), pen_h)
        pens.append(pen)
        labels.append(pygame.Rect(pen.x + 2, pen.y + 1, pen.width - 4, label_h))
        gx = pen.centerx - cell - 1
        gy = pen.y + label_h + 2
        cells.append([pygame.Rect(gx + c * (cell + 2), gy + row * (cell + 2), cell, cell)
                      for row in range(2) for c in range(2)])
    row_h = min(infirmary.height, yard.height)
    garage = pygame.Rect(yard.x + 1, yard.y + 1, int(min(yard.width * 0.4, row_h * 1.5)), yard.height - 2)
    tok = max(6, min(cell - 2, row_h - 4))
    ch = min(hand.height - 2, int(cell * 2.1))   # cards never outgrow the dogs
    cw = int(ch * 0.72)
    if cw < CARD_NAMED_W:   # a narrow card grows wider, not taller, so its name can be written
        cw = max(cw, min(CARD_NAMED_W, (hand.width - 6) // 3))
    return KennelGeo(seat, rect, big, head, name, first, meeples, res, pens, labels, cells,
                     infirmary, yard, garage, hand, tok, (max(6, cw), max(8, ch)))


def _pen_cell(width: float, height: float, gap: int, label_h: int) -> int:
    """The largest dog cell for five pens of two by two cells in ``width`` x ``height``."""
    pen_w = (width - gap * (PENS - 1)) / PENS
    return int(max(6, min((pen_w - 6) / 2, (height - label_h - 6) / 2)))


def _stacked(body: pygame.Rect, gap: int, label_h: int, big: bool):
    """Pens across the top; under them the infirmary, the yard and the cards (a row of their
    own for the shown seat's cards)."""
    rows = 3 + (1.5 if big else 0)   # two pen rows, the infirmary/yard row, the hand row (big)
    by_h = (body.height - label_h - 3 * gap - 6) / rows
    cell = min(_pen_cell(body.width, 10 ** 6, gap, label_h), int(max(6, by_h)))
    pen_h = label_h + 2 * cell + 6
    low_y = body.y + pen_h + gap
    low_h = cell + 4
    if big:
        infirmary = pygame.Rect(body.x, low_y, int(body.width * 0.5) - gap, low_h)
        yard = pygame.Rect(infirmary.right + gap, low_y, body.right - infirmary.right - gap, low_h)
        hand = pygame.Rect(body.x, low_y + low_h + gap, body.width, max(8, body.bottom - low_y - low_h - gap))
    elif body.bottom - (low_y + low_h + gap) >= low_h:
        # a tall panel (two players): the cards get a row of their own under the infirmary
        # and the yard (a third of the row piled six cards while the room below stood empty)
        infirmary, yard = split_cols(pygame.Rect(body.x, low_y, body.width, low_h), [1.0, 1.35], gap=gap)
        # (no taller than the shown seat's own cards are wont to be)
        hand = pygame.Rect(body.x, low_y + low_h + gap, body.width,
                           min(body.bottom - low_y - low_h - gap, int(cell * 1.5) + 2))
    else:
        # the yard takes the largest share: a pick-up's cargo and the dogs waiting side by side
        infirmary, yard, hand = split_cols(pygame.Rect(body.x, low_y, body.width, low_h), [1.0, 1.35, 0.95], gap=gap)
    return pygame.Rect(body.x, body.y, body.width, pen_h), infirmary, yard, hand, cell


def _two_rows(body: pygame.Rect, gap: int, label_h: int, big: bool):
    """A tall panel (few players): pens 1-3 in a row, pens 4-5 under them beside the infirmary,
    then the yard across the whole width (the pick-up's cargo and the waiting dogs side by side
    at a readable size: a third of the width squeezed them into one another), the cards at the
    bottom."""
    pen_w = (body.width - 2 * gap) / 3
    hand_rows = 1.6 if big else 1.1
    by_h = (body.height - 2 * label_h - 16 - 3 * gap) / (5 + hand_rows)
    cell = int(max(6, min((pen_w - 6) / 2, by_h)))
    pen_h = label_h + 2 * cell + 6
    infirmary = pygame.Rect(int(body.x + 2 * (pen_w + gap)), body.y + pen_h + gap, int(pen_w), pen_h)
    yard = pygame.Rect(body.x, infirmary.bottom + gap, body.width, cell + 4)
    top = yard.bottom + gap
    hand = pygame.Rect(body.x, top, body.width, max(8, body.bottom - top))
    return pygame.Rect(body.x, body.y, body.width, 2 * pen_h + gap), infirmary, yard, hand, cell


def _side(body: pygame.Rect, gap: int, label_h: int, big: bool):
    """Pens at the left, the infirmary, the yard and the cards in a column at their right; the
    cards go under the pens instead when the pens leave room there."""
    side_w = int(clamp(body.width * 0.25, 60, body.width * 0.4))
    pens_w = body.width - side_w - gap
    cell = _pen_cell(pens_w, body.height, gap, label_h)
    pen_h = label_h + 2 * cell + 6
    col = pygame.Rect(body.right - side_w, body.y, side_w, body.height)
    under = body.bottom - (body.y + pen_h + gap)
    if under >= cell * 1.3:
        hand = pygame.Rect(body.x, body.y + pen_h + gap, pens_w, under)
        half = (col.height - gap) // 2
        infirmary = pygame.Rect(col.x, col.y, col.width, half)
        yard = pygame.Rect(col.x, col.y + half + gap, col.width, col.height - half - gap)
    else:
        third = (col.height - 2 * gap) // 3
        infirmary = pygame.Rect(col.x, col.y, col.width, third)
        yard = pygame.Rect(col.x, infirmary.bottom + gap, col.width, third)
        hand = pygame.Rect(col.x, yard.bottom + gap, col.width, col.bottom - yard.bottom - gap)
    return pygame.Rect(body.x, body.y, pens_w, pen_h), infirmary, yard, hand, cell


# ==== placing the pieces of a view ============================================================================

def pen_rows(pen: list[int]) -> list[list[int]]:
    """The dogs of a pen in its two rows: one breed fills both rows (two per row), two breeds
    take a row each."""
    from ..components import breed

    by: dict[int, list[int]] = {}
    for t in sorted(pen):
        by.setdefault(breed(t), []).append(t)
    groups = list(by.values())
    if len(groups) == 1:
        dogs = groups[0]
        return [dogs[:2], dogs[2:4]]
    return [g[:2] for g in groups[:2]] + [[]] * (2 - len(groups[:2]))


def spread(area: pygame.Rect, count: int, size: int, start: int = 0) -> list[pygame.Rect]:
    """``count`` squares of ``size`` in a row from ``area``'s left (after ``start`` pixels),
    overlapping when the row is too short."""
    if count <= 0:
        return []
    room = area.width - start - 2
    step = size + 2 if count * (size + 2) <= room else max(2, (room - size) // max(1, count - 1))
    y = area.centery - size // 2
    return [pygame.Rect(area.x + start + 1 + i * step, y, size, size) for i in range(count)]


def spread_apart(area: pygame.Rect, count: int, size: int, start: int = 0) -> list[pygame.Rect]:
    """Squares side by side, never over one another (one can see which dog one grabs and read
    its name): ``size`` in one row when they fit; else the largest squares, down to 60 % of
    ``size``, that fit in as many rows as ``area`` holds, and at least a named token's size
    (``READABLE``) where the area's height allows.  Only past that do they overlap."""
    if count <= 0:
        return []
    room = area.width - start - 2
    top = max(size, min(READABLE, area.height - 4))
    for d in range(top, max(4, int(size * 0.6)) - 1, -1):
        per_row = max(1, room // (d + 2))
        rows = max(1, (area.height - 2) // (d + 2))
        if per_row * rows >= count:
            if rows == 1 or count <= per_row:
                return spread(area, count, d, start)
            return spread_rows(area, count, d, start)
    return spread_rows(area, count, max(4, int(size * 0.6)), start)


def spread_rows(area: pygame.Rect, count: int, size: int, start: int = 0) -> list[pygame.Rect]:
    """Like ``spread``, but a row too short for its squares goes on in a second (third) row
    when the area is tall enough, so the dogs overlap little or not at all."""
    room = area.width - start - 2
    per_row = max(1, room // (size + 2))
    rows = min(max(1, (area.height - 2) // (size + 2)), -(-count // per_row)) if count > 0 else 1
    if rows <= 1:
        return spread(area, count, size, start)
    per = -(-count // rows)
    top = area.centery - (rows * (size + 2) - 2) // 2
    out = []
    for r in range(rows):
        n = min(per, count - r * per)
        band = pygame.Rect(area.x, top + r * (size + 2), area.width, size)
        out += spread(band, n, size, start)
    return out


def truck_spots(geo: Geometry, view: dict) -> dict[int, pygame.Rect]:
    """Where each seat's pick-up is drawn: on a paw space, around the centre, or in its garage."""
    out = {}
    r = geo.radius
    tw = max(12, int(r * 1.3))
    th = max(8, int(tw * 0.62))
    at_centre = [s for s, p in enumerate(view["pos"]) if p == CENTER]
    for s, p in enumerate(view["pos"]):
        if p == HOME or p not in geo.centres:
            k = geo.kennels.get(s)
            if k is None:
                continue
            g = k.garage
            w = min(g.width - 2, int(g.height * 1.6))
            rect = pygame.Rect(0, 0, max(8, w), max(6, int(w * 0.62)))
            rect.center = g.center
            out[s] = rect
        elif p == CENTER:
            i = at_centre.index(s)
            cx, cy = geo.centres[CENTER]
            dx = (-1 if i % 2 == 0 else 1) * (tw // 2 + 1)
            dy = (-1 if i < 2 else 1) * (th // 2 + 1)
            out[s] = pygame.Rect(cx + dx - tw // 2, cy + dy - th // 2, tw, th)
        else:
            cx, cy = geo.centres[p]
            # inside the map: at a space on its right edge the pick-up once stood over the
            # first kennel's infirmary
            out[s] = pygame.Rect(int(cx + r * 0.35), int(cy + r * 0.35), tw, th).clamp(geo.map)
    return out


def row_contents(view: dict) -> dict[tuple[int, str], list[int]]:
    """What each kennel's rows hold, in their natural order: ``(seat, "yard")`` the dogs in the
    pick-up and those waiting, ``(seat, "sick")`` the infirmary, ``(seat, "hand")`` the cards."""
    out = {}
    for s in range(view["n"]):
        out[(s, "yard")] = list(view["truck"][s]) + list(view["loose"][s])
        out[(s, "sick")] = list(view["infirmary"][s])
        out[(s, "hand")] = sorted(view["hands"][s])
    return out


def keep_slots(old: list | None, now: list[int]) -> list[int | None]:
    """``now`` laid in the slots ``old`` gave: what stays keeps its slot, what left leaves a
    gap (None), what is new goes at the end, so nothing slides under the pointer."""
    if old is None:
        return list(now)
    here = set(now)
    out = [x if x in here else None for x in old]
    placed = set(out)
    out += [x for x in now if x not in placed]
    while out and out[-1] is None:
        out.pop()
    return out


def placements(geo: Geometry, view: dict,
               slots: dict[tuple[int, str], list[int | None]] | None = None) -> dict[str, pygame.Rect]:
    """Every piece of ``view`` with its rect: ``tok:<t>`` dog and blocking tokens, ``truck:<s>``,
    ``meeple:<s>:<box>:<k>`` on the boxes and ``meeple:<s>:pool:<i>`` at home,
    ``card:<c>`` above the boxes and in front of the players, ``fair:<t>`` dogs at the Fair.
    ``slots`` orders the kennels' rows (gaps kept, see keep_slots); by default, row_contents."""
    out: dict[str, pygame.Rect] = {}
    d = max(8, 2 * geo.radius - 2 * max(2, geo.radius // 7))   # the dog fills its space
    for sp, t in enumerate(view["board"]):
        if t is not None and sp in geo.centres:
            cx, cy = geo.centres[sp]
            out[f"tok:{t}"] = pygame.Rect(cx - d // 2, cy - d // 2, d, d)
    for s, rect in truck_spots(geo, view).items():
        out[f"truck:{s}"] = rect
    for b, occ in enumerate(view["occupants"]):
        if b >= len(geo.boxes):
            break
        seen: dict[int, int] = {}
        for j, s in enumerate(occ[:SPOTS]):
            k = seen.get(s, 0)
            seen[s] = k + 1
            out[f"meeple:{s}:{b}:{k}"] = pygame.Rect(geo.boxes[b].spots[j])
        for i, c in enumerate(view["offers"][b][:SLOTS]):
            if c is not None:
                out[f"card:{c}"] = pygame.Rect(geo.boxes[b].slots[i])
    n = view["n"]
    for s in range(n):
        k = geo.kennels.get(s)
        if k is None:
            continue
        meeples = 2 if view["helper"][s] else 1
        free = max(0, meeples - view["placed"][s])
        mh = k.meeples.height - 4
        mw = int(mh * 0.8)
        for i in range(free):
            out[f"meeple:{s}:pool:{i}"] = pygame.Rect(k.meeples.x + i * (mw + 2), k.meeples.y + 2, mw, mh)
        for p, pen in enumerate(view["pens"][s][:PENS]):
            rows = pen_rows(pen)
            for row, dogs in enumerate(rows):
                for c, t in enumerate(dogs):
                    cell = k.cells[p][row * 2 + c]
                    out[f"tok:{t}"] = cell.inflate(-2, -2)
        size = k.token
        rows = slots if slots is not None else row_contents(view)
        sick = rows.get((s, "sick"), [])
        for t, rect in zip(sick, spread_rows(k.infirmary, len(sick), size, start=k.cross + 4)):
            if t is not None:
                out[f"tok:{t}"] = rect
        yard = rows.get((s, "yard"), [])
        # another seat's garage lends its room to the waiting dogs while that pick-up is out on
        # the map (four dogs collected on a trip once shrank to 14 px beside an empty garage);
        # the viewer's own garage stays clear: it is where the pick-up is dragged home
        out_on_map = view["pos"][s] != HOME and view["pos"][s] in geo.centres
        start = 0 if out_on_map and s != view.get("seat") else k.garage.width + 2
        for t, rect in zip(yard, spread_apart(k.yard, len(yard), size, start=start)):
            if t is not None:
                out[f"tok:{t}"] = rect
        cw, ch = k.card
        if k.big:   # the shown seat's long row: cards wider where six of them fit, so their
            # names read whole ("Ca…" beside an empty row at 125%); the same width whatever
            # the count, so nothing slides when a card comes or goes
            cw = max(cw, min(int(ch * 0.9), (k.hand.width - 2) // 6 - 2))
        # side by side, alike cards piled with their count (hands.py); a pile's first card is
        # placed last, so it is drawn on top
        laid = lay_hand(k.hand, rows.get((s, "hand"), []), cw, ch)
        for c in sorted(laid, reverse=True):
            out[f"card:{c}"] = laid[c]
    # the Dog Fair: its dogs grouped by breed (one token per breed, the count beside it)
    for b, rect in fair_groups(geo, view).items():
        out[f"fairdog:{b}"] = rect
    if view.get("don_dogs"):
        out[f"tok:{view['don_dogs'][0]}"] = donation_spot(geo)
    return out


def fair_groups(geo: Geometry, view: dict) -> dict[int, pygame.Rect]:
    """The Fair's dogs grouped by breed, one token per breed side by side, each followed by
    room for its count ("×3") when it has more than one; tokens shrink (to 70 %) before a count
    is squeezed against the next token (seen at 1280x720: "×2" under the next dog)."""
    from ..components import breed

    counts: dict[int, int] = {}
    for t in view["fair"]:
        counts[breed(t)] = counts.get(breed(t), 0) + 1
    breeds = sorted(counts)
    area = geo.fair_dogs
    full = max(8, min(area.height - 4, int(geo.font * 1.8)))
    label = geo.font + 6   # "×3" at the count's size, and a gap

    def widths(size: int) -> list[int]:
        return [size + (label if counts[b] > 1 else 0) + 4 for b in breeds]

    size = full
    while sum(widths(size)) > area.width - 2 and size > max(8, int(full * 0.7)):
        size -= 1
    out = {}
    x = area.x + 2
    if sum(widths(size)) <= area.width - 2:
        for b, w in zip(breeds, widths(size)):
            out[b] = pygame.Rect(x, area.centery - size // 2, size, size)
            x += w
        return out
    step = max(size // 2, (area.width - size) // max(1, len(breeds) - 1))
    for i, b in enumerate(breeds):
        out[b] = pygame.Rect(x + i * step, area.centery - size // 2, size, size)
    return out


def cost_badge(geo: Geometry, sp: int) -> pygame.Rect:
    """The fuel a reachable space costs: a pill under the space (drawn while the pick-up is
    picked up), a text the coach's marks leave readable."""
    r = geo.radius
    size = cost_size(geo)
    cx, cy = geo.centres[sp]
    rect = pygame.Rect(0, 0, size * 2 + 4, size + 2)
    rect.midtop = (cx, cy + r - size // 3)
    return rect


def cost_size(geo: Geometry) -> int:
    return max(9, int(geo.radius * 0.9))


def reward_coin_spot(geo: Geometry, sp: int) -> pygame.Rect:
    """The lost-dog reward's coin at a space's upper-left corner, outside the dog's circle."""
    r = geo.radius
    d = max(14, int(r * 0.8))
    cx, cy = geo.centres[sp]
    rect = pygame.Rect(0, 0, d + 2, d + 2)
    rect.center = (cx - int(r * 0.85), cy - int(r * 0.85))
    return rect


def donation_spot(geo: Geometry) -> pygame.Rect:
    """Where a dog on offer is shown: at the left of the status panel."""
    s = geo.status
    d = max(10, min(int(s.height * 0.4), geo.font * 3))
    return pygame.Rect(s.x + geo.pad + 2, s.y + geo.pad + geo.font + 8, d, d)
