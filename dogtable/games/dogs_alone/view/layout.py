"""Where things go on the Dogs Alone board, for a rect and a player count.

The other seats' panels run along the top; in the middle the dog deck, dog supply and
discard pile sit above the mess deck, mess supply and Mario Hugo cards, with the status
panel at the right; the shown seat's hand, pool and messes (grouped by colour, cleaned ones
turned 90°) run along the bottom.  ``placements`` then puts every card of a view in a slot.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from dogtable.ui.table.flights import Place
from dogtable.ui.table.layout import REFERENCE_BOARD, CARD_ASPECT, board_scale, clamp, split_cols
from dogtable.ui.table.zones import Fan, Tableau

from ..cards import WILD, mess_colour

GROUPS = (0, 1, 2, 3, WILD)   # the mess columns of a seat: one per colour, wilds last


@dataclass
class SeatGeo:
    """Where one seat's things go."""
    seat: int
    rect: pygame.Rect
    head: pygame.Rect
    hand: Fan
    pool: Fan
    messes: Tableau
    groups: list[int]
    card: tuple[int, int]
    mess: tuple[int, int]
    big: bool


@dataclass
class Geometry:
    rect: pygame.Rect
    font: int
    pad: int
    card: tuple[int, int]
    deck: pygame.Rect
    supply: list[pygame.Rect]
    discard: pygame.Rect
    mess_deck: pygame.Rect
    mess_supply: list[pygame.Rect]
    mario: pygame.Rect
    status: pygame.Rect     # the status panel: text and buttons
    captions: list[tuple[str, pygame.Rect]]
    seats: dict[int, SeatGeo]
    bottom: int

    def regions(self) -> dict[str, pygame.Rect]:
        """The named areas (zones, seat panels, the status panel): for layout tests and tools."""
        out = {"dog_deck": self.deck, "discard": self.discard, "mess_deck": self.mess_deck,
               "mario": self.mario, "status": self.status}
        out.update({f"supply_{i}": r for i, r in enumerate(self.supply)})
        out.update({f"mess_supply_{i}": r for i, r in enumerate(self.mess_supply)})
        for s, sg in self.seats.items():
            out[f"seat_{s}"] = sg.rect
        return out


# Sizes on the reference board (ui/table/layout.py REFERENCE_BOARD, logical px); a larger
# board multiplies them by board_scale, so a larger size setting shows them larger.
OWN_H, HAND_CARD_H = 154, 118    # the shown seat's strip and its cards
MID_POWERS = (0.4, 0.5)          # the middle fills a little more of a large board (board_scale)
OTHER_CARD_H = 72                # another seat's cards when its panel is wide enough
OTHER_GROUPS = 2                 # mess columns an other seat's panel is sized for (more overlap)
POOL_MOST = 0.2                  # the shown seat's pool's most share of its strip


def other_card_h(others: int, ref_pad: int = 6) -> int:
    """Another seat's card height on the reference board: as tall as its strip allows, or
    as its panel's share of the width allows with its hand, pool and two mess columns; a
    panel with more mess colours overlaps them rather than shrink the cards."""
    if others <= 0:
        return OTHER_CARD_H
    pw = (REFERENCE_BOARD[0] - 2 * ref_pad - ref_pad * (others - 1)) / others
    ip = ref_pad // 2 + 1
    body_w = pw - 2 * ip - ip * (2 + OTHER_GROUPS)
    return int(min(OTHER_CARD_H, body_w / (CARD_ASPECT * 3.1 + OTHER_GROUPS * 1.05)))


def reference_strips(players: int) -> tuple[int, int]:
    """(the other seats' strip height, the middle's card height) on the reference board:
    the strip as tall as its cards and heads need (a head beside the cards when there is
    one other seat), the middle's two rows of cards and captions taking what is left."""
    ref_pad, ref_font = 6, 14
    others = max(1, players - 1)
    head = 0 if others == 1 else ref_font + 10
    top = head + other_card_h(others) + 2 * (ref_pad // 2 + 1) + ref_pad
    mid = REFERENCE_BOARD[1] - top - OWN_H - 2 * ref_pad
    return top, (mid - 2 * (ref_font + 6) - ref_pad) // 2


def geometry(r: pygame.Rect, view: dict, bottom: int, pool_caption_w, pool_room: int = 0,
             hand_room: int = 0) -> Geometry:
    """The board's geometry for ``view`` shown with seat ``bottom`` along the bottom;
    ``pool_caption_w(font_size)`` is the width of the pool's short caption; the pool's and
    the hand's columns have room for ``pool_room`` and ``hand_room`` dogs at least (they
    keep their widths while the player still acts on them)."""
    W, H = r.size
    n = int(view.get("players", 2))
    s = board_scale(r)
    pad = max(3, round(6 * s))
    font = int(clamp(14 * s, 9, 30))
    # one other seat: its head goes beside its cards (its panel is wide), so the strip is
    # lower and the middle's cards larger
    head_left = n == 2
    top_ref, mid_ref = reference_strips(n)
    top_h = max(40, round(top_ref * s))
    own_h = max(60, round(OWN_H * s))
    top = pygame.Rect(r.x + pad, r.y + pad, W - 2 * pad, top_h - pad)
    own = pygame.Rect(r.x + pad, r.bottom - own_h, W - 2 * pad, own_h - pad)
    mid = pygame.Rect(r.x + pad, top.bottom + pad, W - 2 * pad, own.top - top.bottom - 2 * pad)

    # the middle: two rows of cards and the status panel at the right
    cap_h = font + 6
    ch = max(20, min(round(mid_ref * board_scale(r, *MID_POWERS)), (mid.height - 2 * cap_h - pad) // 2))
    cw = int(ch * CARD_ASPECT)
    g, eg = pad, pad * 3
    panel_min = int(clamp(W * 0.24, 150, 460))
    avail = mid.width - panel_min - pad
    if 7 * cw + 4 * g + 2 * eg > avail:
        cw = max(14, (avail - 4 * g - 2 * eg) // 7)
        ch = int(cw / CARD_ASPECT)
    grid_w = 7 * cw + 4 * g + 2 * eg
    panel_w = min(mid.width - grid_w - pad, int(max(panel_min, W * 0.3)))
    grid_area = pygame.Rect(mid.x, mid.y, mid.width - panel_w - pad, mid.height)
    gx = grid_area.x + (grid_area.width - grid_w) // 2
    block = 2 * ch + 2 * cap_h + pad
    y1 = mid.y + (mid.height - block) // 2 + cap_h
    y2 = y1 + ch + pad + cap_h
    deck = pygame.Rect(gx, y1, cw, ch)
    sx = deck.right + eg
    supply = [pygame.Rect(sx + i * (cw + g), y1, cw, ch) for i in range(5)]
    discard = pygame.Rect(supply[-1].right + eg, y1, cw, ch)
    mess_deck = pygame.Rect(gx, y2, cw, ch)
    mx = sx + (cw + g) // 2
    mess_supply = [pygame.Rect(mx + i * (cw + g), y2, cw, ch) for i in range(4)]
    mario = pygame.Rect(discard.x, y2, cw, ch)
    panel = pygame.Rect(grid_area.right + pad, mid.y, panel_w, mid.height)

    def cap(key: str, over: pygame.Rect, left: int, right: int) -> tuple[str, pygame.Rect]:
        area = pygame.Rect(over.x - left, over.y - cap_h, over.width + left + right, cap_h - 2)
        # never under the status panel nor past the board's edge
        return key, area.clip(pygame.Rect(r.x, r.y, grid_area.right - r.x, r.height))

    # the right-hand column's captions borrow the wide gap at their left, since the status
    # panel sits close at their right
    edge = eg - max(2, pad // 2)
    captions = [
        cap("dogs_alone.zone.dog_deck", deck, eg // 2, eg // 2),
        cap("dogs_alone.zone.dog_supply", supply[0].unionall(supply), 0, 0),
        cap("dogs_alone.zone.discard", discard, edge, eg // 2),
        cap("dogs_alone.zone.mess_deck", mess_deck, eg // 2, eg // 2),
        cap("dogs_alone.zone.mess_supply", mess_supply[0].unionall(mess_supply), 0, 0),
        cap("dogs_alone.zone.mario", mario, edge, eg // 2),
    ]

    seats: dict[int, SeatGeo] = {}
    bottom = bottom if 0 <= bottom < n else 0
    pool_n = max(pool_room, len(view["pools"][bottom]))
    hand_n = max(hand_room, hand_count(view, bottom))
    seats[bottom] = own_geo(bottom, own, font, pad, round(HAND_CARD_H * s), pool_n, pool_caption_w(font),
                            hand_n)
    others = [(bottom + i) % n for i in range(1, n)]
    if others:
        pw = (top.width - pad * (len(others) - 1)) / len(others)
        other_h = max(12, round(other_card_h(len(others)) * s))
        for i, seat in enumerate(others):
            rect = pygame.Rect(round(top.x + i * (pw + pad)), top.y, int(pw), top.height)
            owned = view["messes"][seat] if seat < len(view.get("messes", [])) else []
            head_w = min(int(pw * 0.34), round(250 * s)) if head_left else 0
            seats[seat] = panel_geo(seat, rect, font, pad, owned, other_h, head_w)
    return Geometry(r.copy(), font, pad, (cw, ch), deck, supply, discard, mess_deck,
                    mess_supply, mario, panel, captions, seats, bottom)


def own_geo(seat: int, own: pygame.Rect, font: int, pad: int, card_h: int, pool_n: int,
            caption_w: int, hand_n: int = 0) -> SeatGeo:
    """The shown seat's strip: hand, pool and mess columns side by side.  The hand has half
    the strip, or the room its ``hand_n`` dogs need to lie whole when that is more, taken
    from the messes' side down to the room a full pool leaves them (a small board's hand of
    five overlapped while an empty pool and the messes had room beside it)."""
    head = pygame.Rect(own.x, own.y, own.width, font + 8)
    body = pygame.Rect(own.x, head.bottom, own.width, own.bottom - head.bottom)
    # the pool column grows with the pool; the messes take what the hand and pool leave
    pool_w = min(POOL_MOST, 0.07 + 0.06 * pool_n)
    caption = caption_w + 2 * pad
    pool_w = max(pool_w, min(POOL_MOST, caption / max(1, body.width)))  # room for its caption
    gap = pad * 2
    cols = split_cols(body, [0.5, pool_w, 0.5 - pool_w], gap=gap)
    least = split_cols(body, [0.5, POOL_MOST, 0.5 - POOL_MOST], gap=gap)[2].width
    h = int(min(body.height - 4, card_h))   # clear of the strip's frame
    w = int(h * CARD_ASPECT)
    need = hand_n * w + (hand_n - 1) * pad   # the Fan's spacing: whole, ``pad`` apart
    most = cols[2].right - cols[0].x - 2 * gap - cols[1].width - least
    grow = min(need, most) - cols[0].width
    if grow > 0:
        cols[0].width += grow
        cols[1].x += grow
        cols[2].x += grow
        cols[2].width -= grow
    col_w = (cols[2].width - pad * 4) / 5
    mh = int(min(col_w, body.height * 0.8))
    return SeatGeo(seat, own, head, Fan("hand", cols[0], gap=pad), Fan("pool", cols[1], gap=pad),
                   Tableau("messes", cols[2], columns=5, gap=pad), list(GROUPS), (w, h),
                   (int(mh * CARD_ASPECT), mh), True)


def panel_geo(seat: int, rect: pygame.Rect, font: int, pad: int, owned: list[int],
              card_h: int = 10 ** 6, head_w: int = 0) -> SeatGeo:
    """Another seat's panel: its hand (backs), pool and a column per colour it holds; its
    cards are ``card_h`` tall (or what the panel holds), the mess columns overlap when
    there are more colours than room; with ``head_w`` its head (name, score) is a column
    that wide at the left instead of a line on top."""
    ip = max(3, pad // 2 + 1)
    if head_w:
        head = pygame.Rect(rect.x + ip, rect.y + ip, head_w, rect.height - 2 * ip)
        body = pygame.Rect(head.right + ip, rect.y + ip, rect.right - head.right - 2 * ip,
                           rect.height - 2 * ip)
    else:
        head = pygame.Rect(rect.x + ip, rect.y + 2, rect.width - 2 * ip, font + 8)
        body = pygame.Rect(rect.x + ip, head.bottom, rect.width - 2 * ip, rect.bottom - head.bottom - ip)
    groups = [c for c in GROUPS if any(mess_colour(m) == c for m in owned)] or [0]
    g = len(groups)
    gaps = ip * (2 + g)
    fits = max((body.width - gaps) / (CARD_ASPECT * 3.1 + g),   # every colour's column whole
               (body.width - ip * (2 + OTHER_GROUPS)) / (CARD_ASPECT * 3.1 + OTHER_GROUPS * 1.05))
    h = min(body.height, card_h, fits)
    h = int(max(12, h))
    w = int(h * CARD_ASPECT)
    hand_r = pygame.Rect(body.x, body.y, int(w * 1.6), body.height)
    pool_r = pygame.Rect(hand_r.right + ip, body.y, int(w * 1.5), body.height)
    room = max(h, body.right - pool_r.right - ip)
    mess_r = pygame.Rect(pool_r.right + ip, body.y, min(room, int(g * (h * 1.05 + ip))), body.height)
    col_w = (mess_r.width - ip * (g - 1)) / g
    mh = int(min(h, max(col_w, h * 0.6)))   # narrow columns overlap a little rather than shrink
    return SeatGeo(seat, rect, head, Fan("hand", hand_r, gap=2), Fan("pool", pool_r, gap=2),
                   Tableau("messes", mess_r, columns=g, gap=ip), groups, (w, h),
                   (int(mh * CARD_ASPECT), mh), False)


def own_frame(geo: Geometry) -> tuple:
    """What the cached background draws of the bottom seat: the pool and mess columns."""
    own = geo.seats.get(geo.bottom)
    if own is None:
        return ()
    return (tuple(own.pool.rect), tuple(own.messes.rect), own.mess)


def hand_count(view: dict, s: int) -> int:
    """Dogs still in seat ``s``'s hand as the board shows it: the dogs laid on a mess being
    paid sit on that mess, so the hand's count leaves them out."""
    counts = view.get("hand_counts") or []
    count = counts[s] if s < len(counts) else 0
    if s == view.get("current"):
        laid = view.get("pending_cards") or []
        count -= sum(1 for c in laid if c not in view["pools"][s])
    return max(0, count)


# ==== what goes where ================================================================================
def placements(view: dict, geo: Geometry, keep=None) -> dict[str, Place]:
    """A place for every card the view shows.  ``keep(seat, zone, cards, rects)`` may give a
    seat's hand or pool other rects than the fresh fan's (the board keeps the cards where they
    were while the player is acting on them)."""
    places: dict[str, Place] = {}
    cw, ch = geo.card

    def put(p: Place) -> None:
        places[p.key] = p

    for i, c in enumerate(view.get("dog_supply", [])[:5]):
        if c is not None:
            put(Place(f"dog:{c}", f"dog:{c}", "back:dog", geo.supply[i].copy(), z=20, zone="supply"))
    discard = view.get("discard", [])
    top2 = discard[-2:]
    for j, c in enumerate(top2):
        depth = 0 if j == len(top2) - 1 else 2  # the card under the top one peeks out
        put(Place(f"dog:{c}", f"dog:{c}", "back:dog", geo.discard.move(depth, depth), z=12 + j,
                  zone="discard"))
    pending = view.get("pending")
    laid = list(view.get("pending_cards") or [])
    for i, m in enumerate(view.get("mess_supply", [])[:4]):
        if m is None:
            continue
        put(Place(f"mess:{m}", f"mess:{m}", "back:mess", geo.mess_supply[i].copy(), z=20,
                  zone="mess_supply"))
        if m == pending and laid:
            slot = geo.mess_supply[i]
            lw, lh = int(cw * 0.62), int(ch * 0.62)
            fan = Fan("laid", pygame.Rect(slot.x + 2, slot.bottom - lh - 2, cw - 4, lh), gap=2)
            for j, (c, r) in enumerate(zip(laid, fan.slots(len(laid), lw, lh))):
                put(Place(f"dog:{c}", f"dog:{c}", "back:dog", r, z=30 + j, zone="laid",
                          owner=view.get("current")))
    for j, k in enumerate(view.get("mario", [])):
        off = int(cw * 0.12) * j
        r = geo.mario.move(off - int(cw * 0.12), off // 2)
        put(Place(f"mario:{k}", f"mario:{k}", "back:mess", r, z=25 + j, zone="mario"))

    for s, sg in geo.seats.items():
        _place_seat(view, s, sg, laid, put, keep)
    return places


def _place_seat(view: dict, s: int, sg: SeatGeo, laid: list[int], put, keep) -> None:
    w, h = sg.card
    hands = view.get("hands") or []
    hand = hands[s] if s < len(hands) else None
    if hand is not None:
        cards = sorted(c for c in hand if c not in laid)
        rects = sg.hand.slots(len(cards), w, h)
        if keep is not None:
            rects = keep(s, "hand", cards, rects)
        for i, (c, r) in enumerate(zip(cards, rects)):
            put(Place(f"dog:{c}", f"dog:{c}", "back:dog", r, z=40 + i, zone="hand", owner=s))
    else:
        for i, r in enumerate(sg.hand.slots(hand_count(view, s), w, h)):
            put(Place(f"back:{s}:{i}", "back:dog", "back:dog", r, face_up=False, z=40 + i,
                      zone="hand", owner=s))
    pool = sorted(c for c in view["pools"][s] if c not in laid)
    pw, ph = (w, h) if not sg.big else (int(w * 0.86), int(h * 0.86))
    rects = sg.pool.slots(len(pool), pw, ph)
    if keep is not None:
        rects = keep(s, "pool", pool, rects)
    for i, (c, r) in enumerate(zip(pool, rects)):
        put(Place(f"dog:{c}", f"dog:{c}", "back:dog", r, z=40 + i, zone="pool", owner=s))
    cleaned = set(view["cleaned"][s])
    columns, keys = [], []
    for col in sg.groups:
        ms = [m for m in view["messes"][s] if mess_colour(m) == col]
        ms.sort(key=lambda m: m not in cleaned)  # cleaned at the back, open ones on top
        columns.append([m in cleaned for m in ms])
        keys.append(ms)
    mw, mh = sg.mess
    for ms, rects in zip(keys, sg.messes.slots(columns, mw, mh)):
        for j, (m, foot) in enumerate(zip(ms, rects)):
            r = pygame.Rect(0, 0, mw, mh)
            r.center = foot.center
            put(Place(f"mess:{m}", f"mess:{m}", "back:mess", r, angle=90.0 if m in cleaned else 0.0,
                      z=30 + j, zone="messes", owner=s))
