"""One kennel's regions on the DOGS board (layout.py places the kennels): the head line, the
five pens, the infirmary, the yard (garage and waiting dogs) and the cards, in whichever
arrangement gives the pens' dogs the larger cells; and a kennel drawn larger (the reference
board's, see layout.geometry)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from dogtable.ui.table.layout import clamp, split_cols

from ..pens import PENS

CARD_NAMED_W = 34    # px: a hand card this wide has room for its (shortened) name at the floor size


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


def scaled(rect: pygame.Rect, k: float, src: tuple[int, int], dst: tuple[int, int]) -> pygame.Rect:
    """``rect`` drawn ``k`` times larger about ``src``, which lands on ``dst``."""
    return pygame.Rect(round(dst[0] + (rect.x - src[0]) * k), round(dst[1] + (rect.y - src[1]) * k),
                       max(1, round(rect.width * k)), max(1, round(rect.height * k)))


def drawn_larger(kg: KennelGeo, seat: int, k: float, src, dst, down: int, taller: int,
                  card_k: float) -> KennelGeo:
    """A reference kennel ``k`` times larger, moved ``down``; ``taller``: the room its cards
    row gains at the bottom; its cards ``card_k`` times larger still (where that row allows)."""
    dst = (dst[0], dst[1] + down)

    def sc(x: pygame.Rect) -> pygame.Rect:
        return scaled(x, k, src, dst)

    rect, hand = sc(kg.rect), sc(kg.hand)
    rect.height += taller
    hand.height += taller
    cw, ch = kg.card
    ch2 = round(ch * k * card_k)
    if kg.big and ch2 <= hand.height - 2:
        card = (max(6, round(cw * k * card_k)), max(8, ch2))
    else:
        card = (max(6, round(cw * k)), max(8, round(ch * k)))
    return KennelGeo(seat, rect, kg.big, sc(kg.head), sc(kg.name), sc(kg.first), sc(kg.meeples),
                     [sc(x) for x in kg.res], [sc(x) for x in kg.pens], [sc(x) for x in kg.pen_labels],
                     [[sc(c) for c in cells] for cells in kg.cells], sc(kg.infirmary), sc(kg.yard),
                     sc(kg.garage), hand, max(6, round(kg.token * k)), card)


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
    if two[4] >= best[4] + 3:
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
