"""The DOGS board painted at rest: the background (map, boxes, panels) and the static layer
(pieces in place, pens with their scores, the next dog's worth), plus the fuel costs shown
while the pick-up is picked.  The pieces themselves are drawn in art_pieces.
"""
from __future__ import annotations

import pygame

from dogtable.ui.table import theme
from dogtable.ui.table.panels import draw_seat_head
from dogtable.ui.table.widgets import draw_badge

from .. import city_map as mapdata
from ..city_map import CENTER, REWARD
from ..components import FAIR_BREEDS, FAIR_CARDS, MAX_SICK, breed
from ..pens import EXTRA_PEN_POINTS, pen_points
from . import dog_rows
from .hands import count_size, pile_count, piles
from .layout import (TITLE_MIN, cost_badge, cost_size, fair_groups, pen_rows, reward_coin_spot, title_line_size,
                     title_line_step)
from .texts import breed_name, breed_short, next_dog, score_now

from .art_pieces import (
    AREA_RGB, P, SICK_RGB, emblem, meeple, portrait, resource_icon, star_badge, token, token_back,
)


def paint_background(board) -> pygame.Surface:
    """The board's fixed picture: the map, the boxes, the Fair and status frames, the kennels
    (cached by the board until its size or language changes)."""
    geo = board.geo
    bg = pygame.Surface(board.rect.size)
    bg.fill(theme.FELT)
    off = (-board.rect.x, -board.rect.y)
    f = geo.font
    mp = geo.map.move(off)
    pygame.draw.rect(bg, (196, 214, 160), mp, border_radius=10)
    half = pygame.Rect(mp.x, mp.y, mp.width // 2, mp.height)
    pygame.draw.rect(bg, (200, 208, 222), half, border_top_left_radius=10, border_bottom_left_radius=10)
    pygame.draw.rect(bg, theme.FELT_DARK, mp, width=2, border_radius=10)
    road = (120, 110, 96)
    for a, b in mapdata.ROADS:
        pa = _off(geo.centres[a], off)
        pb = _off(geo.centres[b], off)
        pygame.draw.line(bg, road, pa, pb, max(3, geo.radius // 3))
    for a, b in mapdata.ROADS:
        pygame.draw.line(bg, (230, 220, 190), _off(geo.centres[a], off), _off(geo.centres[b], off), 1)
    r = geo.radius
    for sp, c in geo.centres.items():
        c = _off(c, off)
        if sp == CENTER:
            pygame.draw.circle(bg, (250, 240, 210), c, r)
            pygame.draw.circle(bg, (90, 70, 40), c, r, 2)
            continue
        fill = (236, 240, 250) if sp < 8 else (236, 246, 226)
        pygame.draw.circle(bg, AREA_RGB[mapdata.space_area(sp)], c, r)
        pygame.draw.circle(bg, fill, c, r - max(2, r // 6))
        # the lost-dog reward: its amount on a gold coin at the space's corner, outside the
        # circle a dog token covers (a "$" coin beside a number hid the number under the dog)
        coin = reward_coin_spot(geo, sp).move(off)
        reward_coin(bg, board.text, coin.center, coin.width - 2, REWARD[sp])
    for a, rect in enumerate(geo.area_labels):
        s = board.text.fit(board.t(f"{P}board.area_title.{a}"), rect.width, f, (40, 50, 40), bold=True)
        anchor = "bottomleft" if a == 0 else "bottomright"
        bg.blit(s, s.get_rect(**{anchor: getattr(rect.move(off), anchor)}))
    # the action boxes
    for b, box in enumerate(geo.boxes):
        rect = box.rect.move(off)
        pygame.draw.rect(bg, theme.TABLE_PANEL, rect, border_radius=8)
        pygame.draw.rect(bg, theme.ZONE_OUTLINE, rect, width=1, border_radius=8)
        paint_box_title(bg, board.text, board.t(f"{P}box.{b}"), box.title.move(off), f)
        for slot in box.slots:
            pygame.draw.rect(bg, theme.FELT_DARK, slot.move(off), border_radius=4)
        capacity = 1 if len(geo.kennels) == 2 else 2   # the spot after them: a Free Entry
        for i, spot in enumerate(box.spots[:capacity + 1]):
            meeple_spot(bg, spot.move(off), i >= capacity)
    pygame.draw.rect(bg, theme.TABLE_PANEL, geo.fair.move(off), border_radius=8)
    pygame.draw.rect(bg, theme.ZONE_OUTLINE, geo.fair.move(off), width=1, border_radius=8)
    for sep in (geo.fair_dogs.x - geo.pad // 2, geo.fair_info.x - geo.pad // 2):
        pygame.draw.line(bg, theme.ZONE_OUTLINE, (sep + off[0], geo.fair.y + 4 + off[1]),
                         (sep + off[0], geo.fair.bottom - 5 + off[1]))
    pygame.draw.rect(bg, theme.FELT_DARK, geo.status.move(off), border_radius=8)
    for s, k in geo.kennels.items():
        rect = k.rect.move(off)
        pygame.draw.rect(bg, theme.TABLE_PANEL, rect, border_radius=8)
        colour = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
        pygame.draw.rect(bg, colour, rect, width=2, border_radius=8)
        for area_rect in (k.infirmary, k.yard, k.hand):
            pygame.draw.rect(bg, theme.FELT_DARK, area_rect.move(off), border_radius=4)
    return bg


def reward_coin(surf: pygame.Surface, text, centre, diameter: int, amount: int) -> None:
    """A gold coin with the reward's amount on it (the dollar sign is the coin's colour and
    ring; the tooltip says "$%{reward}")."""
    rad = diameter // 2
    pygame.draw.circle(surf, (90, 60, 10), centre, rad + 1)
    pygame.draw.circle(surf, (246, 198, 60), centre, rad)
    num = text.render(str(amount), max(10, int(diameter * 0.78)), (50, 32, 0), bold=True)
    surf.blit(num, num.get_rect(center=(centre[0], centre[1] + 1)))


def box_title_lines(text, title: str, width: int, font: int) -> tuple[list[str], int]:
    """(lines, size) of a box title: one line at the largest size >= TITLE_MIN that fits
    ``width``; else two lines split between words, at the largest size that fits; else (one
    overlong word) two lines split inside a word with a hyphen.  Only a title that fits none of
    these is cut, at TITLE_MIN on one line."""
    size = text.fit_size(title, width, font, bold=True, min_size=TITLE_MIN)
    if text.fits(title, width, size, bold=True):
        return [title], size
    words = title.split()
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    for size in range(title_line_size(font, 2), TITLE_MIN - 1, -1):
        fitting = [pair for pair in splits if all(text.fits(w, width, size, bold=True) for w in pair)]
        if fitting:   # the most even split reads best
            return list(min(fitting, key=lambda pair: abs(len(pair[0]) - len(pair[1])))), size
    # one word too long even so (a tiny board): it breaks with a hyphen, the longest head first
    for i in range(len(title) - 2, 1, -1):
        head, tail = title[:i].rstrip() + "-", title[i:].lstrip()
        if " " not in (title[i - 1], title[i]) and text.fits(head, width, TITLE_MIN, bold=True) \
                and text.fits(tail, width, TITLE_MIN, bold=True):
            return [head, tail], TITLE_MIN
    return [title], TITLE_MIN


def paint_box_title(surf: pygame.Surface, text, title: str, rect: pygame.Rect, font: int) -> None:
    lines, size = box_title_lines(text, title, rect.width, font)
    if len(lines) == 1:
        s = text.fit(title, rect.width, size, theme.TEXT, bold=True, min_size=TITLE_MIN)
        surf.blit(s, s.get_rect(center=rect.center))
        return
    step = title_line_step(size)
    top = rect.centery - step
    for i, line in enumerate(lines):
        s = text.render(line, size, theme.TEXT, bold=True)
        surf.blit(s, s.get_rect(center=(rect.centerx, top + step * i + step // 2)))


def meeple_spot(surf: pygame.Surface, rect: pygame.Rect, extra: bool) -> None:
    """A free place for a meeple: a pale pawn outline; the Free Entry place dashed, with a
    ticket, since only that card opens it."""
    w, h = rect.size
    head_r = max(2, int(h * 0.2))
    body = [(rect.x + w * 0.08, rect.bottom - 1), (rect.x + w * 0.92, rect.bottom - 1),
            (rect.x + w * 0.66, rect.y + h * 0.36), (rect.x + w * 0.34, rect.y + h * 0.36)]
    ink = (150, 170, 150) if not extra else (120, 130, 120)
    pygame.draw.polygon(surf, ink, body, width=1)
    pygame.draw.circle(surf, ink, (rect.centerx, rect.y + head_r + 1), head_r, width=1)
    if extra:
        tk = emblem("free_entry", max(8, int(w * 0.7)), ink)
        surf.blit(tk, tk.get_rect(center=(rect.centerx, rect.y + int(h * 0.68))))


def paint_static(board) -> tuple[pygame.Surface, set[str], list[str]]:
    """The whole board at rest over its background (flying pieces left out), with the keys of
    the pieces and the texts it shows (tests read them)."""
    geo, v = board.geo, board.view
    surf = board.background().copy()
    off = (-board.rect.x, -board.rect.y)
    flying = board.flights.keys()
    drawn: set[str] = set()
    texts: list[str] = []

    def blit_piece(key: str, rect: pygame.Rect) -> None:
        if key in flying:
            return
        pic = board.piece(key, rect)
        if pic is None:
            return
        drawn.add(key)
        at = pic.get_rect(center=rect.move(off).center)
        surf.blit(pic, at)
        if key in board.glow:
            pygame.draw.rect(surf, theme.GLOW, at.inflate(4, 4), width=2, border_radius=4)

    def text(s: str, rect: pygame.Rect, size: int, colour, anchor: str = "midleft", bold=True) -> pygame.Rect:
        texts.append(s)
        pic = board.text.fit(s, max(4, rect.width), size, colour, bold=bold, min_size=7)
        r = pic.get_rect(**{anchor: getattr(rect.move(off), anchor)})
        surf.blit(pic, r)
        return r

    f = geo.font
    # supplies: face-down piles with their counts (their order is never shown)
    counts = v.get("supply_counts") or [0, 0]
    for a, rect in enumerate(geo.supplies):
        if counts[a]:
            pic = token_back(a, rect.width)
            surf.blit(pic, rect.move(off).move(2, 2))
            surf.blit(pic, rect.move(off))
        draw_badge(surf, board.text, str(counts[a]), rect.move(off).bottomright, max(8, f - 2))
    # the kennels
    first = v.get("first")
    for s, k in geo.kennels.items():
        active = s == v.get("current") and v.get("phase") != "over"
        head = board.seat_head(s, active, board.t("table.points", count=score_now(v, s)))
        if s == board.seat:
            head.name = board.t(f"{P}board.you", name=head.name)
        draw_seat_head(surf, board.text, k.name.move(off), head, f if k.big else max(9, f - 1))
        texts.append(head.name)
        if s == first:
            pic = star_badge(k.first.height - 4)
            surf.blit(pic, pic.get_rect(center=k.first.move(off).center))
        if not v["helper"][s]:   # the helper has left: a grey pawn, struck through
            mh = k.meeples.height - 4
            ghost = meeple((150, 150, 150), mh, "", board.text)
            at = ghost.get_rect(topright=k.meeples.move(off).topright).move(0, 2)
            surf.blit(ghost, at)
            pygame.draw.line(surf, SICK_RGB, at.bottomleft, at.topright, 2)
        for ri, rect in enumerate(k.res):
            ic = resource_icon(ri, min(rect.height - 4, int(rect.width * 0.5)))
            surf.blit(ic, ic.get_rect(midleft=(rect.x + off[0], rect.centery + off[1])))
            num = str(v["res"][s][ri])
            text(num, pygame.Rect(rect.x + ic.get_width() + 2, rect.y, rect.width - ic.get_width() - 2,
                                  rect.height), max(9, f - 1), theme.TEXT)
        built = v["built"][s]
        for p, pen in enumerate(k.pens):
            rect = pen.move(off)
            if p < built:
                pygame.draw.rect(surf, (214, 190, 140), rect, border_radius=5)
                pygame.draw.rect(surf, (110, 80, 40), rect, width=2, border_radius=5)
                for cell in k.cells[p]:
                    pygame.draw.rect(surf, (190, 164, 112), cell.move(off), border_radius=3)
                pen_label(surf, board, k.pen_labels[p].move(off), p, v["pens"][s][p], texts,
                          paid=bool(v["bonus_paid"][s][p]))
                nxt = next_dog(v["pens"][s][p])
                if nxt is not None:   # the cell one more dog would take: its ghost and the pen's worth then
                    cell = next_cell(v["pens"][s][p], nxt[0], k.cells[p])
                    if cell is not None:
                        ghost_dog(surf, board, cell.move(off).inflate(-2, -2), nxt[0], nxt[1], texts)
            else:
                _dashed(surf, rect, theme.ZONE_OUTLINE)
                text(board.t(f"{P}board.pen_closed", points=EXTRA_PEN_POINTS[p]), k.pen_labels[p],
                     max(7, k.pen_labels[p].height - 1), theme.TEXT_DIM, "center", bold=False)
        if len(v["infirmary"][s]) > MAX_SICK:
            pygame.draw.rect(surf, SICK_RGB, k.infirmary.move(off), width=2, border_radius=4)
        # the infirmary's red cross at its left, unless a crowded row took its room
        # (layout.placements; each sick dog then carries its own cross)
        if all(board.places.get(f"tok:{t}", k.infirmary).x >= k.infirmary.x + k.cross + 2
               for t in v["infirmary"][s]):
            cross = emblem("vet", k.cross, SICK_RGB)
            surf.blit(cross, cross.get_rect(midleft=(k.infirmary.x + 2 + off[0], k.infirmary.centery + off[1])))
    # pieces: tokens, trucks, meeples, cards
    for key, rect in board.places.items():
        if key.startswith("fairdog:"):
            continue
        blit_piece(key, rect)
    for s, k in geo.kennels.items():   # piled cards and dogs: how many lie there (hands.py, dog_rows.py)
        hand_counts(surf, board, k.hand, v["hands"][s], off, texts)
        dog_counts(surf, board, k.infirmary, list(v["infirmary"][s]), off, texts)
        dog_counts(surf, board, k.yard, list(v["truck"][s]) + list(v["loose"][s]), off, texts)
        if k.big and s == board.seat and not v["hands"][s] and v.get("phase") != "over":
            empty_hand(surf, board, k.hand.move(off), texts)
    # the Fair: what it buys, its dogs (one token per breed with the count), the price
    fc = geo.fair_card
    deck = v.get("fair_deck") or []
    top = deck[0] if deck else None
    lab = text(board.t(f"{P}board.fair_buys"), pygame.Rect(fc.x, fc.y, fc.width // 2, fc.height),
               max(8, f - 1), theme.TEXT)
    if top is not None and top in FAIR_CARDS:
        d = max(8, min(fc.height - 4, (fc.right - lab.right - 6) // 3 - 2))
        for i, b in enumerate(FAIR_BREEDS[top - FAIR_CARDS[0]]):
            t0 = b * 7
            pic = token(t0, d, breed_name(b, board.t), board.text, short=breed_short(b, board.t))
            surf.blit(pic, pic.get_rect(midleft=(lab.right + 4 + i * (d + 2), fc.centery + off[1])))
            drawn.add(f"fairbreed:{b}")
    groups = fair_groups(geo, v)
    lefts = sorted(r.x for r in groups.values())
    for b, rect in groups.items():
        tokens = sorted(t for t in v["fair"] if breed(t) == b)
        key = f"fairdog:{b}"
        pic = token(min(tokens), rect.width, breed_name(b, board.t), board.text,
                    short=breed_short(b, board.t))
        surf.blit(pic, rect.move(off))
        drawn.add(f"tok:{min(tokens)}")
        if len(tokens) > 1:
            cnt = board.text.render(f"×{len(tokens)}", max(8, f - 2), theme.TEXT, bold=True)
            nxt = next((x for x in lefts if x > rect.x), geo.fair_dogs.right)
            if rect.right + 1 + cnt.get_width() <= nxt:
                surf.blit(cnt, cnt.get_rect(midleft=(rect.right + 1 + off[0], rect.centery + off[1])))
            else:   # a crowded row: the count on the token's corner, never under the next one
                badge = cnt.get_rect(bottomright=(rect.right + off[0], rect.bottom + off[1]))
                pygame.draw.rect(surf, (20, 28, 24), badge.inflate(2, 0), border_radius=3)
                surf.blit(cnt, badge)
        if key in board.glow:
            pygame.draw.rect(surf, theme.GLOW, rect.move(off).inflate(4, 4), width=2)
    if not groups:
        text(board.t(f"{P}board.fair_empty"), geo.fair_dogs, max(8, f - 2), theme.TEXT_DIM, bold=False)
    info = geo.fair_info
    half = info.height // 2
    text(board.t(f"{P}board.fair_price", price=v.get("fair_price", 0)),
         pygame.Rect(info.x, info.y, info.width, half), max(8, f - 1), theme.TEXT)
    text(board.t(f"{P}board.deck", count=v.get("deck_count", 0)),
         pygame.Rect(info.x, info.y + half, info.width, info.height - half), max(8, f - 2), theme.TEXT_DIM,
         bold=False)
    return surf, drawn, texts


def empty_hand(surf, board, row: pygame.Rect, texts: list) -> None:
    """The player's own cards row while it is empty (the start of a game): what comes there,
    rather than an unexplained strip under the pens; left out where it does not fit whole."""
    words = board.t(f"{P}board.hand_empty")
    lines = board.text.wrap(words, row.width - 12, max(10, board.geo.font - 1), theme.TEXT_DIM)
    height = sum(x.get_height() for x in lines)
    if not lines or height > row.height - 4 or words in board.text.cut:
        return
    texts.append(words)
    y = row.centery - height // 2
    for line in lines:
        surf.blit(line, line.get_rect(midtop=(row.centerx, y)))
        y += line.get_height()


def hand_counts(surf, board, row: pygame.Rect, hand: list, off, texts: list) -> None:
    """Beside each pile of cards in a kennel's row, "×3" (three alike) or "+2" (two more under
    it); on the card's corner when the next card leaves no room beside it."""
    stacks = piles(board.places, hand)
    lefts = sorted(board.places[f"card:{p[0]}"].x for p in stacks)
    for pile in stacks:
        if len(pile) < 2 or f"card:{pile[0]}" in board.flights.keys():
            continue
        rect = board.places[f"card:{pile[0]}"]
        words = pile_count(pile)
        texts.append(words)
        pic = board.text.render(words, count_size(rect.height), theme.TEXT, bold=True)
        nxt = next((x for x in lefts if x > rect.x), row.right)
        _count_beside(surf, pic, rect, nxt, off,
                      {"bottomright": (rect.right + off[0] - 1, rect.bottom + off[1] - 1)})


def dog_counts(surf, board, row: pygame.Rect, dogs: list, off, texts: list) -> None:
    """Beside each token that holds several dogs of a kennel's row, "×3" (three alike) or "+2"
    (two more under it); on the token's upper left corner (its name is at the foot, its mark
    at the upper right) when the next token leaves no room beside it."""
    stacks = dog_rows.piles(board.places, dogs)
    rects = [board.places[f"tok:{p[0]}"] for p in stacks]
    for pile, rect in zip(stacks, rects):
        if len(pile) < 2 or f"tok:{pile[0]}" in board.flights.keys():
            continue
        words = dog_rows.pile_count(board.view, pile)
        texts.append(words)
        pic = board.text.render(words, dog_rows.count_size(), theme.TEXT, bold=True)
        nxt = min([r.x for r in rects if r.x > rect.x and r.colliderect(rect.x - 1, rect.y, row.width, rect.height)]
                  + [row.right])
        _count_beside(surf, pic, rect, nxt - 1, off, {"topleft": (rect.x + off[0], rect.y + off[1])})


def _count_beside(surf, pic: pygame.Surface, rect: pygame.Rect, room_right: int, off,
                  corner: dict) -> None:
    """A pile's count ``pic`` beside its piece ``rect`` when it ends by ``room_right``, else on
    a dark badge placed at ``corner`` (a pygame.Rect anchor, e.g. {"topleft": (x, y)})."""
    if rect.right + 2 + pic.get_width() <= room_right:
        surf.blit(pic, pic.get_rect(midleft=(rect.right + 2 + off[0], rect.centery + off[1])))
        return
    badge = pic.get_rect(**corner)
    pygame.draw.rect(surf, (20, 28, 24), badge.inflate(4, 0), border_radius=3)
    surf.blit(pic, badge)


def pen_label(surf, board, rect: pygame.Rect, p: int, pen: list, texts: list, paid: bool = False) -> None:
    """A built pen's head: its number at the left, its extra points (pens 3 to 5) in the middle,
    what its dogs score now at the right, in bold; a pen whose full-pen bonus was paid ends with
    a coin, in room of its own (it never covers the points)."""
    size = max(7, rect.height - 1)
    num = board.text.render(str(p + 1), size, (90, 60, 30), bold=True)
    surf.blit(num, num.get_rect(midleft=(rect.x + 1, rect.centery)))
    left = rect.x + num.get_width() + 4
    if paid:
        coin = resource_icon(1, max(8, rect.height - 2))
        at = coin.get_rect(midright=(rect.right - 1, rect.centery))
        surf.blit(coin, at)
        rect = pygame.Rect(rect.x, rect.y, max(4, at.x - 2 - rect.x), rect.height)
    pts = pen_points(pen)
    if pts:
        words = board.t(f"{P}board.points", points=pts)
        texts.append(words)
        pic = board.text.fit(words, max(4, rect.right - left), size, (60, 30, 10), bold=True, min_size=7)
        at = pic.get_rect(midright=(rect.right - 1, rect.centery))
        surf.blit(pic, at)
        right = at.x - 3
    else:
        right = rect.right - 1
    if EXTRA_PEN_POINTS[p] and right - left > 12:
        extra = f"+{EXTRA_PEN_POINTS[p]}"
        texts.append(extra)
        pic = board.text.fit(extra, right - left, max(7, size - 1), (120, 90, 50), bold=False, min_size=7)
        surf.blit(pic, pic.get_rect(midleft=(left, rect.centery)))


def next_cell(pen: list, b: int, cells: list[pygame.Rect]) -> pygame.Rect | None:
    """The cell a dog of breed ``b`` added to ``pen`` would take (the pen's rows as drawn)."""
    ids = [t for t in range(b * 7, b * 7 + 7) if t not in pen and t > max([x for x in pen if breed(x) == b] or [-1])]
    if not ids:
        return None
    rows = pen_rows(list(pen) + [ids[0]])
    for row, dogs in enumerate(rows):
        for c, t in enumerate(dogs):
            if t == ids[0]:
                return cells[row * 2 + c]
    return None


def ghost_dog(surf, board, rect: pygame.Rect, b: int, points: int, texts: list) -> None:
    """A faint portrait of the breed in the free cell, with what the pen would then score."""
    pic = portrait(b, max(4, int(rect.width * 0.9)))
    if pic is not None:
        pic = pic.copy()
        pic.set_alpha(70)
        surf.blit(pic, pic.get_rect(center=rect.center))
    size = max(8, int(rect.height * 0.3))
    words = board.t(f"{P}board.pen_next", points=points)
    if not board.text.fits(words, rect.width - 2, 8, bold=True):
        words = f"={points}"   # a small cell: the worth alone
    texts.append(words)
    label = board.text.fit(words, rect.width - 2, size, (60, 30, 10), bold=True, min_size=7)
    band = label.get_rect(midbottom=(rect.centerx, rect.bottom))
    back = pygame.Surface(band.inflate(2, 0).size, pygame.SRCALPHA)
    back.fill((255, 248, 230, 190))
    surf.blit(back, band.inflate(2, 0))
    surf.blit(label, band)


def _off(p, off):
    return (int(p[0] + off[0]), int(p[1] + off[1]))


def _dashed(surf: pygame.Surface, rect: pygame.Rect, colour, dash: int = 5) -> None:
    """An unbuilt pen: a dashed outline."""
    for x in range(rect.left, rect.right, dash * 2):
        pygame.draw.line(surf, colour, (x, rect.top), (min(x + dash, rect.right), rect.top))
        pygame.draw.line(surf, colour, (x, rect.bottom - 1), (min(x + dash, rect.right), rect.bottom - 1))
    for y in range(rect.top, rect.bottom, dash * 2):
        pygame.draw.line(surf, colour, (rect.left, y), (rect.left, min(y + dash, rect.bottom)))
        pygame.draw.line(surf, colour, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom)))


def draw_costs(surface: pygame.Surface, board, costs: dict[int, int], blocked: set[int]) -> None:
    """The fuel each reachable space costs (a fuel drop and the number under the space), and a
    "2" on the blocking tokens a route may cross (two-player game)."""
    geo = board.geo
    r = geo.radius
    size = cost_size(geo)
    for sp, cost in costs.items():
        rect = cost_badge(geo, sp)
        pygame.draw.rect(surface, (255, 255, 255), rect, border_radius=size // 2)
        pygame.draw.rect(surface, theme.TARGET, rect, width=2, border_radius=size // 2)
        ic = resource_icon(0, size - 2)
        surface.blit(ic, ic.get_rect(midleft=(rect.x + 3, rect.centery)))
        num = board.text.render(str(cost), max(8, size - 1), (20, 20, 20), bold=True)
        surface.blit(num, num.get_rect(midright=(rect.right - 4, rect.centery)))
    for sp in blocked:
        cx, cy = geo.centres[sp]
        num = board.text.render("+2", max(8, size - 1), (255, 230, 120), bold=True)
        surface.blit(num, num.get_rect(midtop=(cx, cy + r - 2)))


def draw_note(surface: pygame.Surface, board, anchor: pygame.Rect, words: str) -> None:
    """A short explanation pinned above ``anchor`` (a pen's head) on a gold label: why a pen
    just paid its bonus ("First time this pen is full: +$1")."""
    size = max(10, board.geo.font - 1)
    pic = board.text.fit(words, max(40, board.rect.width // 3), size, (50, 32, 0), bold=True, min_size=10)
    box = pic.get_rect().inflate(10, 4)
    box.midbottom = (anchor.centerx, anchor.y + 1)
    box.clamp_ip(board.rect)
    pygame.draw.rect(surface, (246, 198, 60), box, border_radius=5)
    pygame.draw.rect(surface, (90, 60, 10), box, width=1, border_radius=5)
    surface.blit(pic, pic.get_rect(center=box.center))
