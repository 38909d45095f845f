"""Where everything of the Dog Lover board goes, by geometry alone (no drawing, no rules).

The board is cut in two columns.  At the left: the 3x3 card grid with the Watch Dog's six
line markers (left of each row, above each column), an information strip (the deck, the End
Game card's approach, the food supply), and the market: the three Dog Tricks on offer and the
three Rescue Shelter dogs.  At the right: the status panel (what to do now, the buttons) and
the players' areas, the shown seat's first and larger (dogs, tricks, hand, waiting cards),
the others in turn order and smaller.  ``geometry`` builds the fixed regions; ``placements``
puts the view's cards into them.  Which cells and which Watch Dog line a retrieve covers is
the card data's (``cards.retrieve_cells``, ``cards.retrieve_line``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from dogtable.ui.table.buttons import ButtonRow
from dogtable.ui.table.layout import clamp, split_cols, split_rows, zoom

from ..cards import FETCH_CARD, kind
from ..cards import retrieve_cells, retrieve_line  # noqa: F401  (named here by older tests)

CARD_ASPECT = 0.74
# The cards of a crowded hand row (the tricks, the hand's stacks, the waiting cards) shrink to
# this share of the row's height, all whole, before the hand's stacks overlap (at 1600x900 four
# stacks beside two waiting cards once overlapped, each showing 72 %, where a fifth narrower
# all four lay whole) -- but a stack never narrower than MIN_WHOLE_W px, where its name reads.
SIDE_BY_SIDE_FLOOR = 0.65
MIN_WHOLE_W = 46
KIND_ORDER = ("adoption", "training", "bone", "thing", "walk", "trait", "food", "fetch")


@dataclass
class PanelGeo:
    seat: int
    rect: pygame.Rect
    big: bool
    head: pygame.Rect
    name: pygame.Rect
    cubes: list[pygame.Rect]
    hand_badge: pygame.Rect
    dogs: pygame.Rect
    tricks: pygame.Rect
    hand: pygame.Rect | None
    extra: pygame.Rect          # waiting cards of the active player and the Fetch card
    font: int
    summary: pygame.Rect | None = None   # a small panel's summary: fed, hungry, things, score
    lower: pygame.Rect | None = None     # a big panel's hand and extra together (shared per view)


@dataclass
class Geometry:
    rect: pygame.Rect
    font: int
    pad: int
    left: pygame.Rect
    grid_block: pygame.Rect     # the grid and its line markers
    cells: list[pygame.Rect]
    lines: list[pygame.Rect]    # rows 0..2 (left of the grid), columns 3..5 (above it)
    info: pygame.Rect
    deck: pygame.Rect
    deck_text: pygame.Rect
    supply: list[pygame.Rect]
    display: pygame.Rect
    display_title: pygame.Rect
    display_slots: list[pygame.Rect]
    shelter: pygame.Rect
    shelter_title: pygame.Rect
    shelter_slots: list[pygame.Rect]
    status: pygame.Rect
    panels: dict[int, PanelGeo] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)
    ref: Geometry | None = None   # zoomed in: the layout at 100% of a board this size (geometry)
    zoom: float = 1.0
    below: Geometry | None = None   # zoomed out: that layout, whose cards cap this one's

    def regions(self) -> dict[str, pygame.Rect]:
        """The key regions (layout tests check that none overlaps another)."""
        out = {"grid": self.grid_block, "info": self.info, "display": self.display,
               "shelter": self.shelter, "status": self.status}
        for s, p in self.panels.items():
            out[f"panel_{s}"] = p.rect
        return {n: pygame.Rect(r) for n, r in out.items()}


def geometry(rect: pygame.Rect, players: int, shown: int, z: float | None = None) -> Geometry:
    """``z``: the UI scale's zoom (default: the table's).  Zoomed in, the words grow and the
    opponents' cards must not shrink (issue 25: at 150% on 1920x1080 their dogs went from 62
    to 20 px wide while the shown seat's grew): the opponents' panels keep the size they have
    at 100% on a board of the same window size (``ref``), their larger heads added; the shown
    seat's panel has the rest, and its hand cards grow wider with the size (``placements``)."""
    r = pygame.Rect(rect)
    W, H = r.size
    z = zoom() if z is None else z
    # zoomed out, nothing is larger than at 100% either (a 75% table lies on a larger logical
    # board, which the panels and the grid once filled with larger cards): the 100% layout's
    # sizes cap them
    ref = geometry(pygame.Rect(0, 0, int(W * z), int(H * z)), players, shown, 1.0) if abs(z - 1) > 0.001 else None
    smaller = ref is not None and z < 1
    pad = max(3, round(min(W, H) * 0.012))
    font = int(clamp(min(H * 0.026, W * 0.019), 9, 22))
    left_w = int(clamp(W * 0.40, min(150, W * 0.45), H * 0.75))
    left = pygame.Rect(r.x + pad, r.y + pad, left_w - pad, H - 2 * pad)
    right = pygame.Rect(left.right + pad, r.y + pad, r.right - left.right - 2 * pad, H - 2 * pad)

    # -- the grid and the Watch Dog's markers
    mb = max(12, int(font * 1.6))      # the band of line markers (the Watch Dog sits there)
    gap = max(2, pad // 2)
    grid_w = left.width - mb - 2
    grid_h_max = left.height * 0.55 - mb
    ch = min(grid_h_max / 3 - gap, (grid_w / 3 - gap) / CARD_ASPECT)
    if smaller:
        ch = min(ch, ref.cells[0].height / z)
    ch = max(12, int(ch))
    cw = max(9, int(ch * CARD_ASPECT))
    span_w = 3 * cw + 2 * gap
    span_h = 3 * ch + 2 * gap
    block = pygame.Rect(0, 0, mb + 2 + span_w, mb + 2 + span_h)
    block.midtop = (left.centerx, left.y)
    # zoomed in, the larger words take height: where the grid leaves the width, the information
    # strip goes beside it and the market below keeps its cards' size
    beside = ref is not None and not smaller and left.width - block.width - pad >= max(140, font * 7)
    if beside:
        block.topleft = left.topleft
    gx, gy = block.x + mb + 2, block.y + mb + 2
    cells = [pygame.Rect(gx + c * (cw + gap), gy + rw * (ch + gap), cw, ch)
             for rw in range(3) for c in range(3)]
    lines = [pygame.Rect(block.x, gy + i * (ch + gap), mb, ch) for i in range(3)]
    lines += [pygame.Rect(gx + i * (cw + gap), block.y, cw, mb) for i in range(3)]

    # -- the information strip: deck and End Game, the supply
    info_h = int(max(font * 2 + 8, 22))
    narrow = left.width < 280          # the supply gets a row of its own
    info = pygame.Rect(left.x, block.bottom + pad, left.width, info_h + (font + 6 if narrow else 0))
    if beside:
        narrow = True
        info = pygame.Rect(block.right + pad, block.y, left.right - block.right - pad, info_h + font + 6)
    deck = pygame.Rect(info.x + 2, info.y + 2, int((info_h - 4) * CARD_ASPECT), info_h - 4)
    if narrow:
        sup_area = pygame.Rect(info.x + 4, info.y + info_h, info.width - 8, font + 4)
        text_right = info.right - 4
    else:
        sup_w = int(min(info.width * 0.5, (info_h - 6) * 4 * 2.2))
        sup_area = pygame.Rect(info.right - sup_w - 2, info.y + 2, sup_w, info_h - 4)
        text_right = sup_area.x - 4
    supply = split_cols(sup_area, [1] * 4, gap=2)
    deck_text = pygame.Rect(deck.right + 4, info.y + 1, text_right - deck.right - 4, info_h - 2)

    # -- the market: tricks on offer, the shelter
    top = max(info.bottom, block.bottom) + pad
    market = pygame.Rect(left.x, top, left.width, left.bottom - top)
    rows = split_rows(market, [1, 1], gap=pad)
    display, shelter = rows

    def market_row(area: pygame.Rect):
        title = pygame.Rect(area.x + 3, area.y + 1, area.width - 6, font + 3)
        room = pygame.Rect(area.x + 3, title.bottom + 1, area.width - 6, area.bottom - title.bottom - 4)
        h = max(10, min(room.height, int((room.width - 8) / 3 / CARD_ASPECT)))
        if smaller:
            h = min(h, int(ref.shelter_slots[0].height / z))
        w = max(8, int(h * CARD_ASPECT))
        step = w + max(3, (room.width - 3 * w) // 4)
        x0 = room.centerx - (step * 2 + w) // 2
        slots = [pygame.Rect(x0 + i * step, room.y + (room.height - h) // 2, w, h) for i in range(3)]
        return title, slots

    display_title, display_slots = market_row(display)
    shelter_title, shelter_slots = market_row(shelter)

    # -- the status panel: the kit writes about three lines of text over a row of buttons
    btn_h = ButtonRow.height_for(H, font)
    text_h = int(font * 4.4) + 4   # a long hint (a waiting Food, a trait with no dog) takes three lines
    status = pygame.Rect(right.x, right.y, right.width, text_h + btn_h + 2 * pad + max(3, pad // 2 + 2))

    geo = Geometry(r, font, pad, left, block, cells, lines, info, deck, deck_text, supply,
                   display, display_title, display_slots, shelter, shelter_title, shelter_slots,
                   status)

    # -- the players: the shown seat first and larger
    area = pygame.Rect(right.x, status.bottom + pad, right.width, right.bottom - status.bottom - pad)
    first = shown if 0 <= shown < players else 0
    order = [(first + i) % players for i in range(players)]
    # zoomed out, the shown seat's panel gives the others room (its cards are smaller at 75%)
    weights = [(2.3 if players > 2 else 1.6) * min(1.0, z) ** 1.5] + [1.0] * (players - 1)
    total = sum(weights)
    free = area.height - pad * (players - 1)
    heights = [int(free * w / total) for w in weights]
    if ref is not None:
        grow = max(9, font - 1) - max(9, ref.font - 1) / z   # a small panel's head line
        for i, s in enumerate(order[1:], 1):
            heights[i] = int(ref.panels[s].rect.height / z + grow + 1)
        heights[0] = free - sum(heights[1:])
        if smaller:   # nor the shown seat's (the room left stays free under the panels)
            grow0 = font - ref.font / z
            heights[0] = min(heights[0], int(ref.panels[order[0]].rect.height / z + grow0 + 1))
    y = area.y
    for i, s in enumerate(order):
        h = area.bottom - y if i == players - 1 and not smaller else heights[i]
        geo.panels[s] = panel_geometry(s, pygame.Rect(area.x, y, area.width, h), font, i == 0)
        y += h + pad
    geo.order = order
    geo.ref, geo.zoom = (None if smaller else ref), z
    geo.below = ref if smaller else None
    return geo


def panel_geometry(seat: int, rect: pygame.Rect, font: int, big: bool) -> PanelGeo:
    f = font if big else max(9, font - 1)
    ip = max(2, f // 4)
    head = pygame.Rect(rect.x + ip, rect.y + ip, rect.width - 2 * ip, f + 6)
    cube_w = int(clamp(head.height * 1.9, 16, 56))
    badge_w = int(head.height * 1.8)
    cubes_area = pygame.Rect(head.right - badge_w - 4 - 4 * (cube_w + 2), head.y, 4 * (cube_w + 2), head.height)
    cubes = [pygame.Rect(cubes_area.x + i * (cube_w + 2), head.y + 1, cube_w, head.height - 2) for i in range(4)]
    hand_badge = pygame.Rect(head.right - badge_w, head.y, badge_w, head.height)
    name = pygame.Rect(head.x, head.y, max(10, cubes_area.x - head.x - 4), head.height)
    body = pygame.Rect(rect.x + ip, head.bottom + ip, rect.width - 2 * ip, rect.bottom - head.bottom - 2 * ip)
    gap = max(2, ip)
    summary = None
    if big:
        dogs, lower = split_rows(body, [1.3, 1.0], gap=gap)
        tricks, hand, extra = split_cols(lower, [1.0, 3.0, 0.7], gap=gap)
    else:
        # a small panel reads as a summary in words (it opens in full on a click); its cards
        # are a picture of the tableau beside it
        if body.height >= 6 * f + 40:     # a tall small panel: the summary under the tricks
            side, dogs, extra = split_cols(body, [1.3, 3.6, 0.6], gap=gap)
            tricks, summary = split_rows(side, [0.8, 1.2], gap=gap)
        else:
            # the summary's words get the room to stay readable; the cards are a picture
            tricks, summary, dogs, extra = split_cols(body, [0.6, 1.75, 2.9, 0.45], gap=gap)
        hand = None
    lower_both = hand.union(extra) if hand is not None else None
    return PanelGeo(seat, rect, big, head, name, cubes, hand_badge, dogs, tricks, hand, extra, f, summary,
                    lower_both)


def share_tricks(p: PanelGeo, count: int) -> None:
    """A big panel's learned tricks and its hand share one row: the tricks get room for each
    at the row's height (up to half the row), the hand and the waiting cards the rest.  Three
    tricks in a fixed fifth of the row once shrank to nameless 30 px thumbnails beside an
    empty hand (pt, 1024x600)."""
    if p.lower is None:
        return
    row = p.tricks.union(p.lower)
    gap = p.lower.x - p.tricks.right
    need = count * (int(row.height * 0.9) + 3) + 4
    width = int(clamp(need, row.width * 1.0 / 4.7, row.width * 0.5))
    p.tricks = pygame.Rect(row.x, row.y, width, row.height)
    p.lower = pygame.Rect(p.tricks.right + gap, row.y, max(10, row.right - p.tricks.right - gap), row.height)


def share_lower(p: PanelGeo, waiting: int, over: bool = False) -> None:
    """A big panel's hand and waiting cards share one row: the waiting cards (what the player
    must deal with now) get room for each at full height, the hand the rest.  At the end the
    side room holds the score pad's rows, wide enough for their words."""
    if p.lower is None:
        return
    both = p.lower
    gap = max(2, p.font // 4)
    label = max(8, p.font - 2)
    h = max(8, both.height - label - 2)
    need = waiting * (int(h * CARD_ASPECT) + 3) + 4
    if over:
        need = max(need, p.font * 11)
    width = int(clamp(need, both.width * 0.18, both.width * 0.55))
    p.extra = pygame.Rect(both.right - width, both.y, width, both.height)
    p.hand = pygame.Rect(both.x, both.y, max(10, both.width - width - gap), both.height)


def whole_floor(row_h: int) -> float:
    """The lowest height of the cards of a hand row ``row_h`` high that lie whole side by side."""
    return min(float(row_h), max(row_h * SIDE_BY_SIDE_FLOOR, MIN_WHOLE_W / CARD_ASPECT + 6))


def balance_row(p: PanelGeo, tricks: int, waiting: int, stacks: int) -> None:
    """A crowded row (``share_tricks`` and ``share_lower`` leave the hand too little room for
    its ``stacks`` side by side at the row's full height) is shared again: the tricks, the
    hand's stacks and the ``waiting`` cards all take one smaller height, the largest at which
    every card lies whole (down to ``whole_floor``; below that the hand's stacks overlap).
    Two learned tricks and two waiting cards once left five stacks of the hand overlapping
    slivers 45 px wide at 1600x900 while the tricks were 135 px wide.  A row with room is
    left as it is (its tricks and waiting cards keep their places and sizes)."""
    if p.hand is None or p.lower is None or stacks <= 0:
        return
    height = p.lower.height

    def hand_need(h: float) -> int:
        return stacks * (int((h - 6) * CARD_ASPECT) + 3) + 2

    if p.hand.width >= hand_need(height):
        return
    row = p.tricks.union(p.lower)
    gap_t = p.lower.x - p.tricks.right
    gap_h = max(2, p.font // 4)
    label = max(8, p.font - 2)

    def needs(h: float) -> tuple[int, int]:
        trick_w = tricks * (int(h * 0.9) + 3) + 4
        wait_w = waiting * (int((h - label - 2) * CARD_ASPECT) + 3) + 4 if waiting else 4
        # never wider than the room they had
        return min(trick_w, p.tricks.width), min(wait_w, p.extra.width)

    h = float(height)
    floor = whole_floor(height)
    while h > floor:
        trick_w, wait_w = needs(h)
        if trick_w + gap_t + hand_need(h) + gap_h + wait_w <= row.width:
            break
        h = max(floor, h - 1)
    trick_w, wait_w = needs(h)
    p.tricks = pygame.Rect(row.x, row.y, trick_w, height)
    p.lower = pygame.Rect(p.tricks.right + gap_t, row.y, max(10, row.right - p.tricks.right - gap_t), height)
    p.extra = pygame.Rect(p.lower.right - wait_w, row.y, wait_w, height)
    p.hand = pygame.Rect(p.lower.x, row.y, max(10, p.lower.width - wait_w - gap_h), height)


# ==== placing the cards of a view ====================================================================

def spread(area: pygame.Rect, count: int, w: int, h: int) -> list[pygame.Rect]:
    """``count`` cards of w x h in a row from ``area``'s left, overlapping when needed."""
    if count <= 0 or area.width <= 0:
        return []
    room = area.width - 2
    step = w + 3 if count * (w + 3) <= room else max(3, (room - w) // max(1, count - 1))
    y = area.y + (area.height - h) // 2
    return [pygame.Rect(area.x + 1 + i * step, y, w, h) for i in range(count)]


def at_least(area: pygame.Rect, ref: pygame.Rect | None, count: int, z: float) -> list[pygame.Rect]:
    """``fit_cards`` of dogs in ``area``, but (zoomed in) wider where they would be narrower
    than in the 100% layout's ``ref`` area, a little more at each larger size."""
    rects = fit_cards(area, count, CARD_ASPECT)
    if ref is None or not rects:
        return rects
    want = fit_cards(ref, count, CARD_ASPECT)[0].width / z * z ** 0.25   # and a little wider each step
    if rects[0].width < want:   # no squatter than square: the dog's picture keeps its room
        rects = fit_cards(area, count, min(1.0, CARD_ASPECT * want / rects[0].width))
    return rects


def fit_cards(area: pygame.Rect, count: int, aspect: float) -> list[pygame.Rect]:
    """``count`` cards side by side in 1 to 3 rows, never overlapping, as large as they can
    be (every card stays whole: a dog's needs and a trick's shape are never covered)."""
    if count <= 0 or area.width <= 4 or area.height <= 4:
        return []
    gap = 3
    best = None
    for rows in (1, 2, 3):
        cols = -(-count // rows)
        h = min((area.height - gap * (rows - 1)) / rows, ((area.width - gap * (cols - 1)) / cols) / aspect)
        if best is None or h > best[0] + 0.5:
            best = (h, rows, cols)
    h, rows, cols = best
    h = max(8, int(h))
    w = max(6, int(h * aspect))
    out = []
    top = area.y + (area.height - (rows * h + (rows - 1) * gap)) // 2
    for i in range(count):
        r, c = divmod(i, cols)
        out.append(pygame.Rect(area.x + 1 + c * (w + gap), top + r * (h + gap), w, h))
    return out


def card_size(area: pygame.Rect, count: int, min_share: float = 0.45) -> tuple[int, int]:
    """A card size for ``count`` cards in ``area``: full height, narrower only when even
    overlapping (each showing ``min_share`` of itself) would not fit."""
    h = max(8, area.height - 2)
    w = max(6, int(h * CARD_ASPECT))
    count = max(1, count)
    need = w * (1 + (count - 1) * min_share)
    if need > area.width - 2:
        k = (area.width - 2) / need
        w, h = max(6, int(w * k)), max(8, int(h * k))
    return w, h


def hand_slots(area: pygame.Rect, count: int, ref: pygame.Rect | None = None,
               z: float = 1.0) -> list[pygame.Rect]:
    """The rects of a hand's ``count`` stacks in its row ``area``, from the row's start:
    at the row's full height when they fit side by side; else narrowed to fit side by side
    (down to the width of a card ``whole_floor`` high); else overlapping at that width (or
    less), each showing at least 72 % of itself (its name, picture and count stay in view).
    ``ref``, ``z``: zoomed in, the 100% layout's hand row, whose cards these are never
    narrower than (a larger size of everything never makes a card smaller)."""
    if count <= 0:
        return []
    hw, hh = card_size(area.inflate(0, -4), count, 0.72)
    floor_w = int((whole_floor(area.height) - 6) * CARD_ASPECT)   # as balance_row counts
    if ref is not None:
        want = card_size(ref.inflate(0, -4), count, 0.72)[0] / z ** 0.5
        room = (area.width - 2) / (1 + (count - 1) * 0.72)   # as card_size allows
        hw = max(hw, min(int(want + 0.999), int(room)))
        floor_w = max(floor_w, hand_slots(ref, count)[0].width / z ** 0.5)   # as the 100% layout lies
    side = (area.width - 2) // count - 3    # the widest stacks that lie side by side
    if count * (hw + 3) > area.width - 2:
        # narrowed to lie side by side, or else overlapping at the floor's size (as large as
        # the tricks and waiting cards of a crowded row beside them, each showing more of itself)
        narrow = side if side >= floor_w else min(hw, int(floor_w))
        hw, hh = narrow, max(8, int(hh * narrow / hw))
    return spread(area, count, hw, hh)


def hand_order(hand: list[int]) -> list[int]:
    def key(c):
        k = kind(c)
        return (KIND_ORDER.index(k) if k in KIND_ORDER else 99, c)
    return sorted(hand, key=key)


def hand_groups(hand: list[int]) -> list[list[int]]:
    """The hand as stacks of alike cards (adoptions, trainings, bones, each favorite thing):
    a stack shows its count, so a hand of 12 or more cards stays a few legible cards."""
    from ..cards import THING, thing
    groups: dict[tuple, list[int]] = {}
    for c in hand_order(hand):
        k = kind(c)
        key = (k, thing(c)) if k == THING else (k,) if k in ("adoption", "training", "bone", "walk") else (k, c)
        groups.setdefault(key, []).append(c)
    return list(groups.values())


def dog_parts(rect: pygame.Rect, tucked: int) -> tuple[pygame.Rect, pygame.Rect | None]:
    """A dog's card and the strip of its tucked cards under it.  The strip's room is kept
    even when nothing is tucked yet, so a dog never shrinks when a card goes under it."""
    strip_h = max(6, int(rect.height * 0.2))
    card = pygame.Rect(rect.x, rect.y, rect.width, rect.height - strip_h - 1)
    return card, (pygame.Rect(rect.x, card.bottom + 1, rect.width, strip_h) if tucked > 0 else None)


def stack_count(view: dict, seat: int) -> int:
    """The stacks of ``seat``'s hand as the view shows them (0: hidden, or the game is over)."""
    hand = view["hands"][seat] if view.get("phase") != "over" else None
    return len(hand_groups(hand)) if hand else 0


def waiting_count(view: dict, seat: int) -> int:
    """The cards waiting in ``seat``'s area: taken cards still to place, the Fetch card held."""
    if view.get("phase") == "over":
        return 0
    return (len(view.get("pending") or []) if seat == view.get("current") else 0) + \
        (1 if view.get("fetch_holder") == seat else 0)


def placements(geo: Geometry, view: dict, waiting_floor: dict[int, int] | None = None,
               stack_floor: dict[int, int] | None = None) -> dict[str, pygame.Rect]:
    """Every card of ``view`` with its rect: ``card:<id>`` (grid, market, dogs, own hand,
    waiting cards, Fetch, tricks).  ``waiting_floor``, ``stack_floor``: per seat, the waiting
    cards and the hand's stacks the row is shared for when more than the view holds (the
    board keeps a row as it was while the player points at it)."""
    out: dict[str, pygame.Rect] = {}
    for cell, card in enumerate(view["grid"][:9]):
        if card is not None:
            out[f"card:{card}"] = pygame.Rect(geo.cells[cell])
    for slot, card in enumerate(view["trick_display"][:3]):
        out[f"card:{card}"] = pygame.Rect(geo.display_slots[slot])
    for slot, card in enumerate(view["shelter"][:3]):
        out[f"card:{card}"] = pygame.Rect(geo.shelter_slots[slot])
    current = view.get("current")
    for s, p in geo.panels.items():
        over = view.get("phase") == "over"
        # the row is shared for the cards the board asks, if more than the view holds (the
        # player points at it: cards there keep their places)
        waiting = max(waiting_count(view, s), (waiting_floor or {}).get(s, 0))
        stacks = stack_count(view, s) if p.hand is not None else 0
        stacks = max(stacks, (stack_floor or {}).get(s, 0)) if stacks else 0
        share_tricks(p, len(view["tricks"][s]))
        share_lower(p, waiting, over)
        balance_row(p, len(view["tricks"][s]), waiting, stacks)
        dogs = view["dogs"][s]
        # zoomed in, the shown seat's panel gives the others' their room: its cards grow wider
        # (their words grow) and never narrower than at 100% (``at_least``)
        rp = geo.ref.panels[s] if geo.ref is not None else None
        if rp is not None:
            share_tricks(rp, len(view["tricks"][s]))
            share_lower(rp, waiting, over)
            balance_row(rp, len(view["tricks"][s]), waiting, stacks)
        for (dog, _trait, _tucked), rect in zip(dogs, at_least(p.dogs, rp and rp.dogs, len(dogs), geo.zoom)):
            out[f"card:{dog}"] = rect
        tricks = view["tricks"][s]
        for t, rect in zip(tricks, fit_cards(p.tricks, len(tricks), 0.9)):   # tricks: square-ish
            out[f"card:{t}"] = rect
        hand = (view["hands"][s] or []) if p.hand is not None else []
        if hand:
            groups = hand_groups(hand)
            for group, rect in zip(groups, hand_slots(p.hand, len(groups), rp and rp.hand, geo.zoom)):
                for i, c in enumerate(group):     # a stack: each card a little higher
                    k = min(i, 3) * 2
                    out[f"card:{c}"] = rect.move(k, -k)
        extra = []
        if s == current and view.get("phase") != "over":
            extra += list(view.get("pending") or [])
        if view.get("fetch_holder") == s and view.get("phase") != "over":   # the end: the scores go there
            extra.append(FETCH_CARD)
        if extra:
            area = extra_area(p, view, s)
            for c, rect in zip(extra, fit_cards(area, len(extra), CARD_ASPECT)):
                out[f"card:{c}"] = rect
    if geo.below is not None:
        capped(out, placements(geo.below, view, waiting_floor, stack_floor), geo.zoom)
    return out


def capped(out: dict[str, pygame.Rect], at_100: dict[str, pygame.Rect], z: float) -> None:
    """Zoomed out (``z`` < 1), no card larger in window pixels than in the 100% layout
    ``at_100`` (that layout is of this board's size times ``z``, whose shape differs a little
    from the real 100% board's: a few percent less each step below, so a smaller size never
    shows a card larger).  A card too large shrinks in place, keeping its shape."""
    f = z ** 0.3 / z
    for key, rect in out.items():
        ref = at_100.get(key)
        if ref is None:
            continue
        k = min(1.0, ref.width * f / max(1, rect.width), ref.height * f / max(1, rect.height))
        if k < 1.0:
            out[key] = pygame.Rect(rect.x, rect.y, max(6, int(rect.width * k)), max(8, int(rect.height * k)))


def extra_area(p: PanelGeo, view: dict, seat: int) -> pygame.Rect:
    """Where a panel's waiting cards go: under a "waiting" label when there are any."""
    if seat == view.get("current") and view.get("pending") and view.get("phase") != "over":
        lab = max(8, p.font - 2)
        return pygame.Rect(p.extra.x, p.extra.y + lab, p.extra.width, max(8, p.extra.height - lab))
    return p.extra
