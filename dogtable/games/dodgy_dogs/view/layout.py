"""Dodgy Dogs geometry: where each seat, pile and panel goes for a board rect and player count.

Any board from 640x400 up, 2 to 8 seats: the shown seat's hand along the bottom; the other
seats around the table in turn order (from the bottom-left corner: up the left side, along the
top, down the right side), so play always runs clockwise on screen; in the middle the
stockpile, the discard pile with what must be matched shown large, and the status panel.  The
Whisperer's behaviour picker opens at the foot of the status panel, under its words, or else
over what is to be matched (a "?" then), leaving the discard pile in sight; only where neither
has room does it cover the piles.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from dogtable.ui.table.flights import Place
from dogtable.ui.table.layout import CARD_ASPECT, REFERENCE_BOARD, board_scale, clamp
from dogtable.ui.table.zones import Fan

from ..cards import DOG, PACK, behaviour, kind, size
from .texts import hand_count

MAX_BACKS = 12       # face-down cards drawn in another seat's panel (the badge gives the count)
CAPTIONS = ("dodgy_dogs.table.stockpile", "dodgy_dogs.table.discard", "dodgy_dogs.table.to_match")
COUNTED_CAPTIONS = CAPTIONS[:2]   # drawn each frame with the pile's count


@dataclass
class SeatGeo:
    seat: int
    rect: pygame.Rect
    head: pygame.Rect
    hand: Fan
    info: pygame.Rect
    card: tuple[int, int]
    big: bool
    side: str            # bottom | left | top | right: where it sits (the flow arrow follows)
    lift: int = 0        # how far a playable card is raised (the shown seat only)


@dataclass
class Geometry:
    rect: pygame.Rect
    font: int
    pad: int
    card: tuple[int, int]
    stock: pygame.Rect
    discard: pygame.Rect
    match: pygame.Rect
    piles: pygame.Rect
    panel: pygame.Rect
    captions: list[tuple[str, pygame.Rect]]
    seats: dict[int, SeatGeo]
    bottom: int

    @property
    def status(self) -> pygame.Rect:
        """The status panel (the kit lays the status text and the buttons out in it)."""
        return self.panel

    def regions(self) -> dict[str, pygame.Rect]:
        """The board's named areas (for layout tests and tools)."""
        out = {"stock": self.stock, "discard_area": self.discard.union(discard_spread(self)),
               "match": self.match, "status": self.panel}
        for s, sg in self.seats.items():
            out[f"seat_{s}"] = sg.rect
        return out


# Sizes on the reference board (ui/table/layout.py REFERENCE_BOARD, logical px); a larger
# board multiplies them by board_scale, so a larger size setting shows them larger.
OWN_H, TOP_H, SIDE_W = 178, 90, 103
MID_POWERS = (0.3, 0.5)     # the piles fill more of a large board (board_scale)


def geometry(r: pygame.Rect, players: int, bottom: int) -> Geometry:
    """The board for ``players`` seats shown from ``bottom``: every card as large as on the
    reference board times board_scale (what the reference board gives each card is its
    size there), so a smaller logical board (a larger size setting) draws larger cards."""
    ref = _reference(int(players))
    s, s_mid = board_scale(r), board_scale(r, *MID_POWERS)
    caps = ((round(ref.card[0] * s_mid), round(ref.card[1] * s_mid)),
            round(ref.seats[ref.bottom].card[1] * s),
            round(min((sg.card[1] for sg in ref.seats.values() if not sg.big), default=10 ** 6) * s))
    return _geometry(r, players, bottom, s, caps)


@lru_cache(maxsize=16)
def _reference(players: int) -> Geometry:
    return _geometry(pygame.Rect(0, 0, *REFERENCE_BOARD), players, 0, 1.0, None)


def _geometry(r: pygame.Rect, players: int, bottom: int, s: float, caps) -> Geometry:
    """The geometry at scale ``s`` with cards no larger than ``caps`` ((middle card), own
    card height, another seat's card height; None: as large as the room allows)."""
    W, H = r.size
    n = int(players)
    pad = max(3, round(6 * s))
    font = int(clamp(14 * s, 9, 30))
    bottom = bottom if 0 <= bottom < n else 0
    others = [(bottom + i) % n for i in range(1, n)]
    k = len(others)
    side = 0 if k <= 3 else (1 if k <= 5 else 2)
    top_n = k - 2 * side
    mid_cap, own_cap, other_cap = caps if caps is not None else ((10 ** 6, 10 ** 6), 10 ** 6, 10 ** 6)
    own_h = max(60, round(OWN_H * s))
    own = pygame.Rect(r.x + pad, r.bottom - own_h, W - 2 * pad, own_h - pad)
    upper = pygame.Rect(r.x + pad, r.y + pad, W - 2 * pad, own.top - pad - (r.y + pad))
    gap = max(pad, font // 2)
    side_w = max(40, round(SIDE_W * s)) if side else 0
    inner = upper.copy()
    if side:
        inner = pygame.Rect(upper.x + side_w + gap, upper.y, upper.width - 2 * (side_w + gap), upper.height)
    top_h = max(30, round(TOP_H * s))
    top_row = pygame.Rect(inner.x, inner.y, inner.width, top_h)
    centre = pygame.Rect(inner.x, top_row.bottom + pad, inner.width, inner.bottom - top_row.bottom - pad)

    seats: dict[int, SeatGeo] = {}
    seats[bottom] = own_geo(bottom, own, font, pad, own_cap)
    # the left side, bottom to top; then the top row, left to right; then the right side
    left, top, right = others[:side], others[side:side + top_n], others[side + top_n:]
    if side:
        ph = min((upper.height - gap * (side - 1)) / side, side_w * 1.5)
        span = ph * side + gap * (side - 1)
        y0 = upper.y + (upper.height - span) / 2
        for j, seat in enumerate(reversed(left)):
            rect = pygame.Rect(upper.x, round(y0 + j * (ph + gap)), side_w, int(ph))
            seats[seat] = panel_geo(seat, rect, font, pad, "left", other_cap)
        for j, seat in enumerate(right):
            rect = pygame.Rect(upper.right - side_w, round(y0 + j * (ph + gap)), side_w, int(ph))
            seats[seat] = panel_geo(seat, rect, font, pad, "right", other_cap)
    if top:
        pw = (top_row.width - gap * (len(top) - 1)) / len(top)
        pw = min(pw, max(REFERENCE_BOARD[0] * s * (0.42 if len(top) == 1 else 0.3), 160))
        span = pw * len(top) + gap * (len(top) - 1)
        x0 = top_row.x + (top_row.width - span) / 2
        for j, seat in enumerate(top):
            rect = pygame.Rect(round(x0 + j * (pw + gap)), top_row.y, int(pw), top_row.height)
            seats[seat] = panel_geo(seat, rect, font, pad, "top", other_cap)

    # the middle: stockpile, discard pile, what to match; the status panel at the right
    cap_h = font + 6
    status_w = int(clamp(centre.width * 0.38, 150, 520))
    piles = pygame.Rect(centre.x, centre.y, centre.width - status_w - pad, centre.height)
    panel = pygame.Rect(piles.right + pad, centre.y, status_w, centre.height)
    ch = min(piles.height - cap_h - pad, int(REFERENCE_BOARD[1] * s * 0.36), mid_cap[1])
    cw = int(ch * CARD_ASPECT)
    eg = max(pad * 3, int(cw * 0.2))
    if cw * 3.2 + 2 * eg > piles.width:
        cw = int((piles.width - 2 * pad * 3) / (3.2 + 0.4))
        eg = max(pad * 3, int(cw * 0.2))
        ch = int(cw / CARD_ASPECT)
    cw, ch = max(14, min(cw, mid_cap[0])), max(20, min(ch, mid_cap[1]))
    match_w = int(cw * 1.2)
    block_w = cw * 2 + match_w + 2 * eg
    x0 = piles.x + (piles.width - block_w) // 2
    y0 = piles.y + cap_h + max(0, (piles.height - cap_h - ch) // 2)
    stock = pygame.Rect(x0, y0, cw, ch)
    discard = pygame.Rect(stock.right + eg, y0, cw, ch)
    match = pygame.Rect(discard.right + eg, y0, match_w, ch)

    def cap(key: str, over: pygame.Rect, spread: int) -> tuple[str, pygame.Rect]:
        area = pygame.Rect(over.x - spread, over.y - cap_h, over.width + 2 * spread, cap_h - 2)
        return key, area.clip(r)

    captions = [cap(key, over, eg // 2 - 1) for key, over in zip(CAPTIONS, (stock, discard, match))]
    return Geometry(r.copy(), font, pad, (cw, ch), stock, discard, match, piles, panel, captions, seats, bottom)


def own_geo(seat: int, own: pygame.Rect, font: int, pad: int, card_h: int = 10 ** 6) -> SeatGeo:
    head = pygame.Rect(own.x + pad, own.y + 2, own.width - 2 * pad, font + 8)
    # the cards stay clear of the strip's frame
    body = pygame.Rect(own.x + pad, head.bottom, own.width - 2 * pad, own.bottom - head.bottom - 6)
    h = min(card_h, int((body.height - 2) / 1.13))
    w = int(h * CARD_ASPECT)
    lift = min(body.height - 2 - h, max(2, int(h * 0.13)))
    hand = pygame.Rect(body.x, body.y + lift, body.width, body.height - lift)
    return SeatGeo(seat, own, head, Fan("hand", hand, gap=pad), pygame.Rect(head), (w, h), True, "bottom", lift)


def panel_geo(seat: int, rect: pygame.Rect, font: int, pad: int, side: str,
              card_h: int = 10 ** 6) -> SeatGeo:
    ip = max(3, pad // 2 + 1)
    f = max(9, font - 1)
    head = pygame.Rect(rect.x + ip, rect.y + 2, rect.width - 2 * ip, f + 8)
    info_h = f + 6
    info = pygame.Rect(rect.x + ip, rect.bottom - info_h - ip // 2, rect.width - 2 * ip, info_h)
    body = pygame.Rect(rect.x + ip, head.bottom, rect.width - 2 * ip, info.top - head.bottom)
    h = int(max(12, min(card_h, body.height - 4)))
    w = int(h * CARD_ASPECT)
    if w > body.width * 0.5:
        w = int(body.width * 0.5)
        h = int(w / CARD_ASPECT)
    return SeatGeo(seat, rect, head, Fan("hand", body, gap=2, align="left"), info, (max(6, w), max(8, h)),
                   False, side)


def discard_spread(geo: Geometry) -> pygame.Rect:
    """Where the cards under the top one peek out (left of the discard pile)."""
    d = geo.discard
    return d.move(-int(d.width * 0.14), 0)


def cat_spot(geo: Geometry, seat: int) -> tuple[int, int]:
    """Where a seat's taken Crafty Cats are shown (a card taken flies there)."""
    sg = geo.seats.get(seat)
    if sg is None:
        return geo.stock.center
    return sg.info.center if not sg.big else sg.head.center


def hand_centre(geo: Geometry, seat: int | None) -> tuple[int, int]:
    sg = geo.seats.get(seat) if seat is not None else None
    return geo.stock.center if sg is None else sg.hand.rect.center


# ==== what goes where ===================================================================================

def placements(view: dict, geo: Geometry, playable: set[str]) -> dict[str, Place]:
    """Every card on the board: the two top cards of the discard pile and every hand (another
    seat's hand as at most MAX_BACKS backs); ``playable`` cards of the shown hand are raised."""
    places: dict[str, Place] = {}
    cw, ch = geo.card

    def put(p: Place) -> None:
        places[p.key] = p

    discard = list(view.get("discard") or [])
    shown = discard[-2:]
    step = int(cw * 0.14)
    for j, c in enumerate(shown):
        depth = len(shown) - 1 - j
        put(Place(f"card:{c}", face(c), "back", geo.discard.move(-step * depth, 0), z=10 + j, zone="discard"))

    hands = view.get("hands") or []
    for s, sg in geo.seats.items():
        w, h = sg.card
        hand = hands[s] if s < len(hands) else None
        if hand is not None:
            cards = sorted(hand, key=hand_order)
            for i, (c, r) in enumerate(zip(cards, sg.hand.slots(len(cards), w, h))):
                key = f"card:{c}"
                if key in playable:
                    r = r.move(0, -sg.lift)
                put(Place(key, face(c), "back", r, z=40 + i, zone="hand", owner=s))
        else:
            count = min(MAX_BACKS, hand_count(view, s))
            for i, r in enumerate(sg.hand.slots(count, w, h)):
                put(Place(f"back:{s}:{i}", "back", "back", r, face_up=False, z=40 + i, zone="hand", owner=s))
    return places


def face(card: int) -> str:
    """The painter's key of a card's face (the two packs share their pictures)."""
    return f"c:{card % PACK}"


def hand_order(card: int):
    """Dodgy dogs grouped by behaviour, then by size; the special cards at the right."""
    k = kind(card)
    if k == DOG:
        return (0, behaviour(card), size(card), card)
    return (1, ("leader", "whisperer", "wild", "pickup", "cat").index(k), card % PACK, card)


def picker_in_panel(geo: Geometry, count: int, label_w: int, title_h,
                    text_heights: tuple[int, ...]) -> tuple[pygame.Rect, list[pygame.Rect]] | None:
    """The behaviour picker at the foot of the status panel, under the panel's words (their
    height at the board's font, then smaller: ``text_heights``), so the piles stay in sight;
    None when the panel has no room for it.  ``title_h(width)`` is the height of the
    picker's title in a box that wide, ``label_w`` its widest name."""
    area = geo.panel.inflate(-2 * geo.pad, -2 * geo.pad)
    for text_h in text_heights:
        free = pygame.Rect(area.x, area.y + text_h + max(3, geo.pad), area.width,
                           area.height - text_h - max(3, geo.pad))
        placed = _picker_grid(geo, free, count, label_w, title_h(free.width), (2, 3, 1), "bottom")
        if placed is not None:
            return placed
    return None


def picker_beside_discard(geo: Geometry, count: int, label_w: int,
                          title_h) -> tuple[pygame.Rect, list[pygame.Rect]] | None:
    """The picker over what is to be matched (a "?" while a behaviour is whispered), right
    of the discard pile, which stays in sight; None when there is no room for it there."""
    left = geo.discard.right + max(3, geo.pad)
    area = pygame.Rect(left, geo.piles.y + geo.pad // 2, geo.piles.right - left - geo.pad // 2,
                       geo.piles.height - geo.pad)
    if area.width <= 0 or area.height <= 0:
        return None
    return _picker_grid(geo, area, count, label_w, title_h(area.width), (1, 2), "center")


def _picker_grid(geo: Geometry, area: pygame.Rect, count: int, label_w: int, title_h: int, columns,
                 anchor: str) -> tuple[pygame.Rect, list[pygame.Rect]] | None:
    """The picker's box in ``area`` (at its bottom, or in its middle) and its ``count``
    buttons in the first of ``columns`` whose buttons are tall enough for an icon and wide
    enough for ``label_w``; None when none is."""
    gap = max(3, geo.pad)
    inner = area.width - 2 * geo.pad
    smallest, largest = int(geo.font * 1.6), int(geo.font * 2.6)
    for cols in columns:
        rows = -(-count // cols)
        bw = (inner - gap * (cols - 1)) // cols
        bh = min(largest, (area.height - title_h - geo.pad - gap * (rows - 1)) // max(1, rows))
        while bh > smallest and _label_room(bw, bh) < label_w:
            bh -= 1   # a flatter button has a smaller icon, so more room for the name
        if bh < smallest or _label_room(bw, bh) < label_w:
            continue
        height = title_h + rows * bh + gap * (rows - 1) + geo.pad
        box = pygame.Rect(area.x, area.bottom - height, area.width, height)
        if anchor == "center":
            box.centery = area.centery
        rects = [pygame.Rect(box.x + geo.pad + (i % cols) * (bw + gap),
                             box.y + title_h + (i // cols) * (bh + gap), bw, bh) for i in range(count)]
        return box, rects
    return None


def _label_room(bw: int, bh: int) -> int:
    """The label's width in a picker button ``bw`` x ``bh`` with its icon (as draw_button)."""
    return bw - max(6, bh // 3) - (bh - 6) - 4


def picker_rects(geo: Geometry, count: int, label_w: int = 0) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The behaviour picker's box over the piles and its ``count`` buttons in a grid.
    ``label_w`` is the widest name at the smallest size we call legible: the grid takes
    fewer, wider columns (more rows) rather than cut a long name ("Mordisqueando")."""
    area = geo.piles.inflate(-geo.pad, -geo.pad)
    box = area.copy()
    box.width = min(box.width, int(geo.font * 40))
    box.height = min(box.height, int(geo.font * 16))
    box.center = area.center
    title_h = geo.font * 2 + 6
    grid = pygame.Rect(box.x + geo.pad, box.y + title_h, box.width - 2 * geo.pad, box.bottom - box.y - title_h - geo.pad)
    gap = max(3, geo.pad)

    def cells(cols: int) -> tuple[int, int, int]:
        rows = -(-count // cols)
        bw = (grid.width - gap * (cols - 1)) // cols
        bh = min((grid.height - gap * (rows - 1)) // rows, int(geo.font * 3.2))
        return rows, bw, bh

    room = _label_room
    wide_first = [3, 2, 1] if grid.width >= grid.height * 1.2 else [2, 1]
    cols = wide_first[0]
    for c in wide_first:
        rows, bw, bh = cells(c)
        if bh < geo.font * 1.6:       # rows too flat for an icon and a name: stop here
            break
        cols = c
        if room(bw, bh) >= label_w:
            break
    rows, bw, bh = cells(cols)
    top = grid.y + (grid.height - (bh * rows + gap * (rows - 1))) // 2
    rects = []
    for i in range(count):
        r, c = divmod(i, cols)
        rects.append(pygame.Rect(grid.x + c * (bw + gap), top + r * (bh + gap), bw, bh))
    return box, rects
