"""Where everything of the DOGS board goes, by geometry alone (no drawing, no rules).

The board is cut in two columns: at the left the map (city | centre | countryside), under it the
action board (five boxes with their two cards and meeple spots), the Dog Fair strip and the
status panel with the buttons; at the right the kennels, the shown seat's first and larger,
then the others in turn order.  ``geometry`` builds the fixed regions for a board size and a
player count; ``placements`` puts the view's pieces (tokens, pick-ups, meeples, cards) in them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from dogtable.ui.table.layout import REFERENCE_BOARD, board_scale, clamp, split_cols

from .. import city_map as mapdata
from ..city_map import CENTER
from ..pens import PENS
from .dog_rows import NAMED, lay_dogs
from .hands import lay_hand
from .kennel_layout import KennelGeo, drawn_larger, kennel_geometry, scaled

BOXES = 5
SLOTS = 2
SPOTS = 3            # a box's meeple spots: two, and one more for a Free Entry
SICK_PLACES = 6
HOME = -1
READABLE = 32        # px: a yard's dogs grow to this where the row is tall enough (more names read whole)
TITLE_MIN = 10       # a box title is never drawn smaller (px): a long one takes two lines instead


def title_line_size(font: int, lines: int) -> int:
    """The largest size of a box title's lines: the board's font on one line, a little less on two."""
    return font if lines == 1 else max(TITLE_MIN, font - 2)


def title_line_step(size: int) -> int:
    """The distance between the baselines of a two-line title (tighter than the font's own)."""
    return int(size * 1.2)


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


# Size of everything (issue 25): the board is designed for the reference board (ui/table/
# layout.py REFERENCE_BOARD, the smallest any size shows) and a larger board draws its parts
# board_scale times larger, a factor that grows more slowly than the board, so a larger size
# (a smaller logical board drawn larger) shows every card and word larger in window pixels.
# The kennels keep nearly the board's proportion (their dogs' names need the room), the boxes,
# the Fair, the status panel and the words grow a little more with the size, the shown seat's
# cards most; the map takes what is left (it gives way first).
KENNEL_POWERS = (0.85, 0.85)
LEFT_POWERS = (0.75, 0.85)
HAND_POWERS = (0.45, 0.6)


def geometry(rect: pygame.Rect, players: int, shown: int, title_lines: int = 1) -> Geometry:
    """The board for ``rect``: the reference board's layout (``fill_geometry``) drawn larger
    (see above), the map taking the room left over and the shown kennel's cards row the
    height.  Every board keeps the reference's arrangement of each kennel, so a size never
    flips one into another.  ``title_lines``: 2 when a box title of the language must wrap."""
    r = pygame.Rect(rect)
    if min(r.width / REFERENCE_BOARD[0], r.height / REFERENCE_BOARD[1]) < 0.999:
        return fill_geometry(r, players, shown, title_lines)   # smaller than any size shows
    ref = _reference(int(players), int(title_lines))
    k_left, k_ken, k_hand = (board_scale(r, *p) for p in (LEFT_POWERS, KENNEL_POWERS, HAND_POWERS))
    pad = max(3, round(ref.pad * k_left))
    font = max(9, round(ref.font * k_left))

    # the kennels: the reference column drawn k_ken times larger at the right
    ref_col = ref.kennels[ref.order[0]].rect.unionall([k.rect for k in ref.kennels.values()])
    col_w = round(ref_col.width * k_ken)
    col = pygame.Rect(r.right - pad - col_w, r.y + pad, col_w, r.height - 2 * pad)
    spare = max(0, col.height - round(ref_col.height * k_ken))
    first = shown if 0 <= shown < players else 0
    order = [(first + i) % players for i in range(players)]
    kennels = {}
    for i, s in enumerate(order):
        kennels[s] = drawn_larger(ref.kennels[ref.order[i]], s, k_ken, ref_col.topleft, col.topleft,
                                   0 if i == 0 else spare, spare if i == 0 else 0, k_hand / k_ken)

    # the left column: the boxes, the Fair and the status panel drawn k_left times larger at
    # the bottom, the map above them with the rest
    left = pygame.Rect(r.x + pad, r.y + pad, col.x - pad - (r.x + pad), r.height - 2 * pad)
    status_h = max(round(ref.status.height * k_left), int(font * 10.2 + 2 * pad))
    status = pygame.Rect(left.x, left.bottom - status_h, left.width, status_h)
    fair_h = round(ref.fair.height * k_left)
    fair = pygame.Rect(left.x, status.y - pad - fair_h, left.width, fair_h)
    ref_row = ref.boxes[0].rect.unionall([b.rect for b in ref.boxes])
    boxes_r = pygame.Rect(left.x, fair.y - pad - round(ref_row.height * k_left), left.width,
                          round(ref_row.height * k_left))
    boxes = []
    for col_r, box in zip(split_cols(boxes_r, [1] * BOXES, gap=pad), ref.boxes):
        src = (box.rect.centerx, box.rect.y)
        dst = (col_r.centerx, col_r.y)
        title = scaled(box.title, k_left, src, dst)
        title = pygame.Rect(col_r.x + 2, title.y, col_r.width - 4, title.height)
        boxes.append(BoxGeo(col_r, title, [scaled(x, k_left, src, dst) for x in box.slots],
                            [scaled(x, k_left, src, dst) for x in box.spots]))
    mp = pygame.Rect(left.x, left.y, left.width, boxes_r.y - pad - left.y)
    centres, radius, supplies, area_labels = _map_parts(mp, font)
    fcols = split_cols(fair.inflate(-6, -4), [1.2, 2.2, 1.0], gap=pad)
    geo = Geometry(r, font, pad, mp, centres, radius, supplies, area_labels, boxes, fair,
                   fcols[0], fcols[1], fcols[2], status, title_lines=title_lines)
    geo.kennels, geo.order = kennels, order
    return geo


@lru_cache(maxsize=16)
def _reference(players: int, title_lines: int) -> Geometry:
    return fill_geometry(pygame.Rect(0, 0, *REFERENCE_BOARD), players, 0, title_lines)


def _map_parts(mp: pygame.Rect, font: int):
    """(space centres, space radius, the two supplies, the two area labels) of the map ``mp``."""
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
    return centres, radius, supplies, area_labels


def fill_geometry(rect: pygame.Rect, players: int, shown: int, title_lines: int = 1) -> Geometry:
    """The layout that fills ``rect`` (the reference board's, and a smaller board's).
    ``title_lines``: 2 when a box title of the language must wrap (the boxes grow for it
    and the map, which has height to spare, gives the room)."""
    r = pygame.Rect(rect)
    W, H = r.size
    pad = max(3, round(min(W, H) * 0.01))
    font = int(clamp(min(H * 0.026, W * 0.017), 10, 22))
    # a board of four kennels gives them a little more width (their pens sit beside their rows)
    left_w = int(W * (0.53 if players >= 4 else 0.55))
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

    centres, radius, supplies, area_labels = _map_parts(mp, font)

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
    weights = [1.45] + [1.0] * (players - 1)
    total = sum(weights)
    free = right.height - pad * (players - 1)
    y = right.y
    for i, s in enumerate(order):
        h = right.bottom - y if i == players - 1 else int(free * weights[i] / total)
        geo.kennels[s] = kennel_geometry(s, pygame.Rect(right.x, y, right.width, h), font, i == 0)
        y += h + pad
    geo.order = order
    return geo


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
            w = min(g.width - 6, int(g.height * 1.5))   # the garage shows round it (a drop target)
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


def keep_hand_slots(old: list | None, now: list[int], pointed: bool) -> list[int | None]:
    """A hand row's cards in ``keep_slots``' slots (the gaps of cards gone kept) only while the
    player points at the row (``pointed``) and it only lost cards; else laid afresh from the
    row's start.  A sale with a Trained Dog card once left its gap beside the Discount card
    until the turn ended, the pointer long gone to End turn."""
    if not pointed or old is None or not set(now) <= set(old):
        return list(now)
    return keep_slots(old, now)


def placements(geo: Geometry, view: dict, slots: dict[tuple[int, str], list[int | None]] | None = None,
               named: int = NAMED) -> dict[str, pygame.Rect]:
    """Every piece of ``view`` with its rect: ``tok:<t>`` dog and blocking tokens, ``truck:<s>``,
    ``meeple:<s>:<box>:<k>`` on the boxes and ``meeple:<s>:pool:<i>`` at home,
    ``card:<c>`` above the boxes and in front of the players, ``fair:<t>`` dogs at the Fair.
    ``slots`` orders the kennels' rows (gaps kept, see keep_slots); by default, row_contents.
    ``named``: the smallest dog token that carries its breed's name (art_pieces.named_min)."""
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
        # side by side, alike dogs on one token with their count (dog_rows.py); a row that
        # would pile dogs takes the cross's room too (each sick dog carries its own cross)
        laid = lay_dogs(k.infirmary, sick, size, view, start=k.cross + 4, named=named)
        if len({tuple(r) for r in laid.values()}) < len(laid):
            laid = lay_dogs(k.infirmary, sick, size, view, named=named)
        out.update((f"tok:{t}", rect) for t, rect in laid.items())
        yard = rows.get((s, "yard"), [])
        # another seat's garage lends its room to the waiting dogs while that pick-up is out on
        # the map (four dogs collected on a trip once shrank to 14 px beside an empty garage);
        # the viewer's own garage stays clear: it is where the pick-up is dragged home
        out_on_map = view["pos"][s] != HOME and view["pos"][s] in geo.centres
        start = 0 if out_on_map and s != view.get("seat") else k.garage.width + 2
        laid = lay_dogs(k.yard, yard, size, view, start=start, named=named, grow=READABLE)
        out.update((f"tok:{t}", rect) for t, rect in laid.items())
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
