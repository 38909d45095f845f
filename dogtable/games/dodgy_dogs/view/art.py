"""Dodgy Dogs painting: card faces, the felt with its static marks, what must be matched shown
large, the seat panels' heads and the behaviour picker."""
from __future__ import annotations

from dataclasses import replace

import pygame

from dogtable.ui.table import cardart, theme
from dogtable.ui.table.layout import clamp
from dogtable.ui.table.panels import SeatHead, draw_seat_head, head_label, seat_level
from dogtable.ui.table.text import TextCache, text_width
from dogtable.ui.table.widgets import button_label_size, draw_badge, draw_button

from ..cards import CAT, DOG, LEADER, PICKUP, WILD, behaviour, breed, kind, pickup_count, size
from .art_icons import BEHAVIOUR_RGB, IMG, SPECIAL_RGB, behaviour_icon, size_icon, special_icon
from .layout import COUNTED_CAPTIONS, Geometry
from .texts import behaviour_name, card_foot, card_title, cats_taken, hand_count, next_seat, size_name, top_card

BACK_FILL, BACK_INK = (150, 58, 46), (250, 226, 190)
SHOWN_IN_FAN = 0.7   # the part of a card's width left in view in the most crowded hand
NARROW = 13   # a small panel's head narrower than this many letters shows its points at the foot
ARROWS = {"bottom": "left", "left": "up", "top": "right", "right": "down"}   # which way play runs on


# ==== card faces ============================================================================================

def paint(face: str, w: int, h: int, text: TextCache, t) -> pygame.Surface:
    """The FaceCache painter: ``c:<card>`` faces, anything else the back."""
    kind_, _, arg = face.partition(":")
    try:
        if kind_ == "c":
            return paint_card(int(arg), w, h, text, t)
    except (ValueError, pygame.error):
        pass
    return cardart.card_back(w, h, BACK_FILL, BACK_INK, "paw", IMG + "card_back.png")


def paint_card(i: int, w: int, h: int, text: TextCache, t) -> pygame.Surface:
    k = kind(i)
    rgb = BEHAVIOUR_RGB[behaviour(i)] if k == DOG else SPECIAL_RGB[k]
    surf, radius = cardart.rounded_card(w, h, cardart.CREAM, cardart.shade(rgb, 0.55), max(1, w // 30))
    strip = max(10, int(w * 0.24))
    band_h = max(9, int(h * 0.15))
    # the title: one line, or two for a long name ("Líder de la Manada") rather than an
    # ellipsis; the band grows to hold them
    title = card_title(i, t) if h >= 60 else ""
    ink = cardart.ink_on(rgb, dark=(40, 30, 10))   # 4.5:1 or more on every band
    room, size_px = w - strip - 4, max(7, int(band_h * 0.62))
    lines: list[pygame.Surface] = []
    if title:
        if text.fits(title, room, 7, bold=True):
            lines = [text.fit(title, room, size_px, ink, bold=True, min_size=7)]
        elif " " not in title:   # one long word: two lines with a hyphen, else cut (tooltip)
            lines = text.hyphenated(title, room, 7, ink, bold=True) or \
                [text.fit(title, room, size_px, ink, bold=True, min_size=7)]
            band_h = max(band_h, sum(s.get_height() - 2 for s in lines) + 3)
        else:
            # at the readable floor a long name may need a third line ("Pick Up Puppies +4")
            lines = text.wrap(title, room, 7, ink, bold=True, max_lines=3)
            band_h = max(band_h, sum(s.get_height() - 2 for s in lines) + 3)
    # the title band across the top
    if k == WILD:
        for j, c in enumerate(BEHAVIOUR_RGB):
            x0, x1 = j * w // 6, (j + 1) * w // 6
            pygame.draw.rect(surf, c, (x0, 0, x1 - x0 + 1, band_h),
                             border_top_left_radius=radius if j == 0 else 0,
                             border_top_right_radius=radius if j == 5 else 0)
        if lines:   # the name on a plate of the wild colour: never white on the orange stripe
            plate = pygame.Rect(strip - 1, 1, min(w - strip, max(x.get_width() for x in lines) + 4),
                                band_h - 2)
            pygame.draw.rect(surf, rgb, plate, border_radius=3)
    else:
        pygame.draw.rect(surf, rgb, (0, 0, w, band_h), border_top_left_radius=radius, border_top_right_radius=radius)
    if len(lines) == 1:
        surf.blit(lines[0], lines[0].get_rect(midleft=(strip + 1, band_h // 2)))
    else:
        y = 1
        for s in lines:
            surf.blit(s, (strip + 1, y))
            y += s.get_height() - 2
    # the index strip down the left: readable when the cards overlap in a hand
    chip = strip - 4
    cy = band_h + 3 + chip // 2
    ink = cardart.INK
    pygame.draw.circle(surf, rgb, (strip // 2, cy), chip // 2 + 1)
    if k == DOG:
        icon = behaviour_icon(behaviour(i), int(chip * 0.72))
        surf.blit(icon, icon.get_rect(center=(strip // 2, cy)))
    else:
        emblem = special_icon(k, int(chip * 0.74), (255, 255, 255), pickup_count(i))
        surf.blit(emblem, emblem.get_rect(center=(strip // 2, cy)))
    if k in (DOG, LEADER):
        bars = size_icon(size(i), chip, ink, (150, 140, 130))
        surf.blit(bars, bars.get_rect(midtop=(strip // 2, cy + chip // 2 + 4)))
    # the picture
    foot_h = max(9, int(h * 0.13)) if h >= 70 else 0
    pic = pygame.Rect(strip, band_h + 3, w - strip - 4, h - band_h - foot_h - 7)
    backdrop = cardart.shade(rgb, 1.78)
    if pic.width > 6 and pic.height > 6:
        pygame.draw.rect(surf, backdrop, pic, border_radius=max(2, w // 14))
        _paint_picture(surf, pic, i, k, backdrop)
    if foot_h:
        foot = pygame.Rect(4, h - foot_h - 4, w - 8, foot_h)   # under the index strip too
        words = card_foot(i, t)
        size_px = max(8, min(12, int(foot_h * 0.62)))   # one size for every card of a size
        room = foot.width if w >= 120 else int(foot.width * SHOWN_IN_FAN)
        if words and k == DOG and not text.fits(words, room, size_px, True):
            # a small card, as in a crowded hand where the next card covers its right part:
            # the size alone (the breed is in the tooltip), never a word cut in half
            words = size_name(size(i), t)
        if words and not text.fits(words, foot.width, 7, True):
            words = ""   # too long at the readable floor: the title names the card, the tooltip all
        if words:
            s = text.fit(words, foot.width, size_px, cardart.shade(rgb, 0.5), bold=True, min_size=7)
            # from the left, size first: in an overlapping hand the left of a card is what shows
            surf.blit(s, s.get_rect(midleft=(foot.left + 1, foot.centery)))
    return surf


def _paint_picture(surf: pygame.Surface, pic: pygame.Rect, i: int, k: str, backdrop) -> None:
    if k == DOG:
        b = breed(i)
        scale = 0.55 + 0.15 * size(i)  # a bigger dog for a bigger size
        dog = pygame.Rect(0, 0, int(pic.width * scale), int(pic.height * scale))
        dog.midbottom = (pic.centerx, pic.bottom - 2)
        if not cardart.picture(surf, dog, f"{IMG}breed_{b}.png"):
            cardart.draw_dog(surf, dog, b, backdrop)
        icon = behaviour_icon(behaviour(i), int(min(pic.width, pic.height) * 0.3), BEHAVIOUR_RGB[behaviour(i)])
        surf.blit(icon, icon.get_rect(topright=(pic.right - 2, pic.top + 2)))
        return
    side = int(min(pic.width, pic.height) * 0.78)
    emblem = special_icon(k, side, SPECIAL_RGB[k], pickup_count(i))
    surf.blit(emblem, emblem.get_rect(center=pic.center))
    if k == LEADER:
        bars = size_icon(size(i), int(side * 0.4), cardart.INK, (150, 140, 130))
        surf.blit(bars, bars.get_rect(midbottom=(pic.centerx, pic.bottom - 3)))


# ==== the felt and the piles ====================================================================================

def background(rect: pygame.Rect, geo: Geometry, text: TextCache, t) -> pygame.Surface:
    """What never moves: the felt, the piles' outlines, the panels and the match caption."""
    bg = pygame.Surface(rect.size)
    bg.fill(theme.FELT)
    off = (-rect.x, -rect.y)
    for key, cap in geo.captions:
        if key in COUNTED_CAPTIONS:
            continue  # drawn each frame with the pile's count (draw_marks)
        s = text.fit(t(key), cap.width, geo.font, theme.TEXT_DIM, bold=True)
        bg.blit(s, s.get_rect(midbottom=(cap.centerx + off[0], cap.bottom + off[1])))
    for r in (geo.stock, geo.discard):
        pygame.draw.rect(bg, theme.FELT_DARK, r.move(off), border_radius=max(3, r.width // 9))
        pygame.draw.rect(bg, theme.ZONE_OUTLINE, r.move(off), width=1, border_radius=max(3, r.width // 9))
    pygame.draw.rect(bg, theme.FELT_DARK, geo.panel.move(off), border_radius=8)
    own = geo.seats.get(geo.bottom)
    if own is not None:
        pygame.draw.rect(bg, theme.FELT_DARK, own.rect.move(off), border_radius=10)
    return bg


def draw_stock(surface: pygame.Surface, geo: Geometry, count: int, back: pygame.Surface) -> None:
    """The stockpile as a short stack of backs (its caption gives the count)."""
    for d in range(min(3, count - 1), -1, -1):
        surface.blit(back, geo.stock.move(d * 2, d * 2))


def draw_marks(surface: pygame.Surface, geo: Geometry, view: dict, text: TextCache, t) -> None:
    """The piles' captions with their counts ("Stockpile · 34"): above the cards, where no
    card's own words are covered."""
    counts = {COUNTED_CAPTIONS[0]: int(view.get("stock_count") or 0),
              COUNTED_CAPTIONS[1]: len(view.get("discard") or [])}
    for key, rect in geo.captions:
        if key in counts:
            s = text.fit(f"{t(key)} · {counts[key]}", rect.width, geo.font, theme.TEXT_DIM, bold=True)
            surface.blit(s, s.get_rect(midbottom=rect.midbottom))


def match_chips(view: dict, t) -> list[tuple[str, object, str]]:
    """What must be matched as chips: (kind, value, label)."""
    phase = view.get("phase")
    top = top_card(view)
    if phase == "slap":
        return [("slap", None, t("dodgy_dogs.table.chip_slap"))]
    if phase == "pickup":
        return [("pickup", view.get("pickup", 0), t("dodgy_dogs.table.chip_pickup", count=view.get("pickup", 0)))]
    if phase in ("respond", "reveal", "guess", "whisper"):
        b = view.get("whisper") if phase in ("respond", "reveal") else None
        return [("behaviour", b, behaviour_name(b, t))]
    if top is not None and kind(top) == DOG:
        return [("size", size(top), size_name(size(top), t)),
                ("behaviour", behaviour(top), behaviour_name(behaviour(top), t))]
    if top is not None and kind(top) == LEADER:
        return [("size", size(top), size_name(size(top), t))]
    if top is not None:
        return [("fresh", None, t("dodgy_dogs.table.chip_fresh"))]
    return []


def draw_match(surface: pygame.Surface, geo: Geometry, view: dict, text: TextCache, t) -> None:
    """What must be matched, large: the size and the behaviour (or the special rule)."""
    chips = match_chips(view, t)
    if not chips:
        return
    box = geo.match
    gap = max(3, geo.pad)
    ch = (box.height - gap * (len(chips) - 1)) // len(chips)
    ch = min(ch, int(box.width * 1.0))
    total = ch * len(chips) + gap * (len(chips) - 1)
    y = box.y + (box.height - total) // 2
    fill = (250, 246, 234)
    for kind_, value, label in chips:
        r = pygame.Rect(box.x, y, box.width, ch)
        y += ch + gap
        edge = BEHAVIOUR_RGB[value] if kind_ == "behaviour" and value is not None else theme.ZONE_OUTLINE
        pygame.draw.rect(surface, fill, r, border_radius=max(4, r.width // 10))
        pygame.draw.rect(surface, edge, r, width=max(2, r.width // 30), border_radius=max(4, r.width // 10))
        label_size = int(clamp(r.height * 0.2, 9, geo.font * 1.6))
        words = text.fit(label, r.width - 6, label_size, cardart.INK, bold=True, min_size=8)
        icon_side = int(min(r.width * 0.7, r.height - words.get_height() - 10))
        icon_rect = pygame.Rect(0, 0, icon_side, icon_side)
        icon_rect.midtop = (r.centerx, r.y + 4)
        if icon_side >= 8:
            _chip_icon(surface, icon_rect, kind_, value, text, fill)
        surface.blit(words, words.get_rect(midbottom=(r.centerx, r.bottom - 3)))


def _chip_icon(surface, icon_rect: pygame.Rect, kind_: str, value, text: TextCache, fill) -> None:
    side = icon_rect.width
    if kind_ == "size":
        surface.blit(size_icon(value, side, cardart.INK, (150, 140, 130)), icon_rect)
    elif kind_ == "behaviour":
        if value is None:
            q = text.render("?", max(9, side), cardart.INK, bold=True)
            surface.blit(q, q.get_rect(center=icon_rect.center))
        else:
            pygame.draw.circle(surface, BEHAVIOUR_RGB[value], icon_rect.center, side // 2)
            ic = behaviour_icon(value, int(side * 0.7))
            surface.blit(ic, ic.get_rect(center=icon_rect.center))
    elif kind_ == "slap":
        surface.blit(special_icon(CAT, side, SPECIAL_RGB[CAT], use_image=False), icon_rect)
    elif kind_ == "pickup":
        surface.blit(special_icon(PICKUP, side, SPECIAL_RGB[PICKUP], int(value or 0), use_image=False), icon_rect)
    else:
        cardart.draw_dog(surface, icon_rect, 5, fill)


# ==== seat panels =================================================================================================

def draw_panels(surface: pygame.Surface, geo: Geometry, to_act: set[int], glow: set[str]) -> None:
    """The panels' frames: the seat to act outlined, a hand that just changed glowing."""
    for s, sg in geo.seats.items():
        if sg.big:
            if s in to_act:
                pygame.draw.rect(surface, theme.ACCENT, sg.rect, width=3, border_radius=10)
            continue
        active = s in to_act
        pygame.draw.rect(surface, theme.PANEL_ACTIVE if active else theme.TABLE_PANEL, sg.rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if active else theme.ZONE_OUTLINE, sg.rect,
                         width=3 if active else 1, border_radius=8)
        if f"hand:{s}" in glow:
            pygame.draw.rect(surface, theme.GLOW, sg.hand.rect.inflate(4, 4), width=2, border_radius=6)


def draw_panel_heads(surface: pygame.Surface, geo: Geometry, view: dict, heads: dict[int, SeatHead],
                     text: TextCache, t) -> None:
    """Each seat's head (the kit's: whose turn, seat disc, name, kind, points) with the
    game's own marks at its right (which way play runs on, the dealer chip, the shown seat's
    cats) and, in the small panels, the hand count, the cats taken and who plays next."""
    f = geo.font
    dealer = view.get("dealer")
    nxt = next_seat(view)
    for s, sg in geo.seats.items():
        head = sg.head
        hf = f if sg.big else max(9, f - 1)
        # the flow arrow at the far right: which way play runs on from this seat
        arrow = pygame.Rect(0, 0, hf * 2 // 3, hf * 2 // 3)
        arrow.midright = (head.right - 1, head.centery)
        chevron(surface, arrow, ARROWS[sg.side], theme.TEXT_DIM)
        right = arrow.left - 3
        if s == dealer:
            d = max(12, hf + 2)
            centre = (right - d // 2, head.centery)
            pygame.draw.circle(surface, (255, 255, 255), centre, d // 2)
            pygame.draw.circle(surface, (30, 30, 30), centre, d // 2, 1)
            ch = text.render(t("dodgy_dogs.table.dealer_chip"), max(8, d - 4), (30, 30, 30), bold=True)
            surface.blit(ch, ch.get_rect(center=centre))
            right -= d + 3
        taken = cats_taken(view, s)
        if sg.big and taken:
            right = draw_cats(surface, text, right, head.centery, taken, hf)
        seat_head, score = heads.get(s), None
        if seat_head is not None and not sg.big and seat_head.score is not None and head.width < hf * NARROW:
            # a narrow panel keeps its head for the name: the points go to the foot line
            seat_head, score = replace(seat_head, score=None), seat_head.score
        level = ""
        if seat_head is not None:
            strip = pygame.Rect(head.x, head.y, max(10, right - head.x), head.height)
            if not sg.big and seat_head.kind and \
                    not head_label(text, strip, seat_head, hf).startswith(f"{seat_head.name} · "):
                # a head too narrow for the name whole with the computer's level (the dealer's
                # chip takes its room) keeps the name, and the foot line says the level:
                # every computer seat says how strong it plays
                level = seat_level(seat_head.kind)
                seat_head = replace(seat_head, kind="")
            draw_seat_head(surface, text, strip, seat_head, hf)
        if not sg.big:
            _draw_panel_foot(surface, sg, view, s, hf, taken, s == nxt, score, text, t, level)


def _draw_panel_foot(surface, sg, view: dict, s: int, hf: int, taken: int, is_next: bool, score: str | None,
                     text: TextCache, t, level: str = "") -> None:
    hr = sg.hand.rect
    w, h = sg.card
    draw_badge(surface, text, str(hand_count(view, s)), (hr.x + w // 2 + 1, hr.centery + h // 2 - hf // 2), max(9, hf - 1))
    info = sg.info
    right = info.right
    if score is not None and level:
        score = _bare_if_crowded(score, level, is_next, info, hf, taken, text, t)
    if score is not None:
        pts = text.fit(score, max(10, info.width // 2), max(9, hf - 1), theme.TEXT_DIM, bold=True)
        at = pts.get_rect(midright=(info.right - 2, info.centery))
        surface.blit(pts, at)
        right = at.left
    cx = info.x + 2
    if taken:
        cx = draw_cats(surface, text, cx, info.centery, taken, max(9, hf - 1), grow_right=True)
    if is_next:  # who plays after the current seat
        tag = text.fit(t("dodgy_dogs.table.next_tag"), max(10, right - cx - 10), max(8, hf - 2),
                       theme.TEXT_DARK, bold=True)
        tr = tag.get_rect()
        tr.inflate_ip(8, 2)
        tr.midleft = (cx, info.centery)
        pygame.draw.rect(surface, theme.TARGET, tr, border_radius=tr.height // 2)
        surface.blit(tag, tag.get_rect(center=tr.center))
        cx = tr.right + 5
    if level and right - cx > 12:
        words = text.fit(level, right - cx - 4, max(9, hf - 1), theme.TEXT, bold=True, min_size=9)
        surface.blit(words, words.get_rect(midleft=(cx, info.centery)))


def _bare_if_crowded(score: str, level: str, is_next: bool, info: pygame.Rect, hf: int, taken: int,
                     text: TextCache, t) -> str:
    """A narrow foot line holding "next", the computer's level and "0 pts" gives the level its
    room first: the points then show as the bare number ("Joaquim Au… · di…" said neither)."""
    small = text.readable(max(9, hf - 1))
    need = text_width(level, max(9, small), True) + 8 + text_width(score, small, True) + 4
    if is_next:
        need += text_width(t("dodgy_dogs.table.next_tag"), text.readable(max(8, hf - 2)), True) + 13
    if taken:
        need += max(10, small + 2) + 30
    if need <= info.width:
        return score
    digits = "".join(ch for ch in score if ch.isdigit() or ch == "-")
    return digits or score


def draw_cats(surface, text: TextCache, x: int, cy: int, count: int, f: int, grow_right: bool = False) -> int:
    """The Crafty Cats a seat has taken: a cat emblem and the number (never colour alone)."""
    side = max(10, f + 2)
    label = text.render(f"×{count}", f, (255, 255, 255), bold=True)
    width = side + 2 + label.get_width() + 6
    r = pygame.Rect(0, 0, width, side + 2)
    if grow_right:
        r.midleft = (x, cy)
    else:
        r.midright = (x, cy)
    pygame.draw.rect(surface, SPECIAL_RGB[CAT], r, border_radius=r.height // 2)
    pygame.draw.rect(surface, (255, 255, 255), r, width=1, border_radius=r.height // 2)
    ic = special_icon(CAT, side - 2, (255, 255, 255), use_image=False)
    surface.blit(ic, ic.get_rect(midleft=(r.x + 3, r.centery)))
    surface.blit(label, label.get_rect(midleft=(r.x + side + 2, r.centery)))
    return r.left - 6 if not grow_right else r.right + 6


def chevron(surface: pygame.Surface, rect: pygame.Rect, pointing: str, colour) -> None:
    l, t, r, b = rect.left, rect.top, rect.right, rect.bottom
    cx, cy = rect.center
    pts = {"right": [(l, t), (r, cy), (l, b)], "left": [(r, t), (l, cy), (r, b)],
           "up": [(l, b), (cx, t), (r, b)], "down": [(l, t), (cx, b), (r, t)]}[pointing]
    pygame.draw.polygon(surface, colour, pts)


# ==== the behaviour picker =========================================================================================

PICKER_TITLE_LINES = 3   # "Sussurre um comportamento para Zoë" in a narrow status panel


def picker_title(text: TextCache, title: str, width: int, font: int) -> list[pygame.Surface] | None:
    """The picker's title in lines ``width`` wide: the largest size from ``font`` + 1 down to
    ``font`` - 2 at which every word fits whole in at most PICKER_TITLE_LINES lines; None when
    none does (the picker needs a wider box)."""
    for size in range(font + 1, font - 3, -1):
        size = text.readable(size)
        if any(not text.fits(word, width, size, bold=True) for word in title.split()):
            continue
        lines = text.wrap(title, width, size, theme.TEXT_DARK, bold=True, max_lines=99)
        if len(lines) <= PICKER_TITLE_LINES:
            return lines
    return None


def draw_picker(surface: pygame.Surface, geo: Geometry, box: pygame.Rect, title: str, picks, hover, focus,
                text: TextCache) -> None:
    """Six behaviours, each with its icon, colour and name (whisper or guess)."""
    pygame.draw.rect(surface, (0, 0, 0), box.move(3, 3), border_radius=10)
    pygame.draw.rect(surface, theme.CHOOSER_BG, box, border_radius=10)
    pygame.draw.rect(surface, theme.ACCENT, box, width=2, border_radius=10)
    lines = picker_title(text, title, box.width - 2 * geo.pad, geo.font) or text.wrap(
        title, box.width - 2 * geo.pad, geo.font + 1, theme.TEXT_DARK, bold=True, max_lines=PICKER_TITLE_LINES)
    y = box.y + geo.pad // 2 + 2
    for s in lines:
        surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
        y += s.get_height()
    # one text size for the six: a long name does not look less important
    shared = min((button_label_size(b.rect, b.label, with_icon=True) for b in picks), default=None)
    for b in picks:
        rgb = BEHAVIOUR_RGB[b.behaviour]

        def icon(surf, rect, beh=b.behaviour, rgb=rgb):
            pygame.draw.circle(surf, rgb, rect.center, rect.height // 2)
            ic = behaviour_icon(beh, int(rect.height * 0.72))
            surf.blit(ic, ic.get_rect(center=rect.center))

        draw_button(surface, b.rect, b.label, text, hovered=(hover == b.id), focused=(focus == b.id),
                    icon=icon, fill=(226, 220, 206) if b.marked else None, size=shared)
        if b.marked:  # guessed wrong already: crossed out (it may still be chosen)
            r = b.rect.inflate(-8, -b.rect.height // 2)
            pygame.draw.line(surface, (150, 40, 30), r.bottomleft, r.topright, 2)
