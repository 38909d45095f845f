"""Painting the Dogs Alone board: dog, mess and Mario Hugo cards, the felt with its empty
slots and captions, the decks' depth, and the marks drawn over cards (counts, cleaned
ticks, wild colours, the payment in progress).  Every colour also has its symbol.

Painters take the board's ``TextCache`` and ``t(key, **params)``; nothing here keeps state.
"""
from __future__ import annotations

import re

import pygame

from dogtable.ui.table import assets, cardart, symbols, theme
from dogtable.ui.table.panels import SeatHead, draw_seat_head, seat_label
from dogtable.ui.table.text import TextCache
from dogtable.ui.table.widgets import draw_badge

from ..cards import MESS_DOGS, PAIR, WILD, dog_colour, dog_type, mess_colour, mess_kind, mess_points
from ..rules import MARIO_TO_END
from .layout import hand_count
from .texts import SUIT_SYMBOL, colour_name, dog_name, mess_name

# suit colours: red, yellow, green, blue, wild (with the symbol of each, never colour alone)
# (each band holds its name at 4.5:1 or more against its ink: the green is darkened for white)
SUIT_RGB = [(204, 62, 50), (238, 180, 34), (52, 131, 66), (50, 110, 200), (138, 88, 180)]
SUIT_INK = [(255, 255, 255), (58, 40, 4), (255, 255, 255), (255, 255, 255), (255, 255, 255)]
IMG = "images/dogs_alone/"
MARIO_BAND = (206, 67, 56)   # white on it at 4.5:1 or more
CUT_TITLE_LEAST = 60   # a narrower card (a mess in the own row's columns) leaves its name to the tooltip


# ==== titles =======================================================================================
def fitted_title(words: str, max_w: int, max_h: int, size: int, min_size: int = 7,
                 bold: bool = True) -> tuple[int, list[str]] | None:
    """(font size, lines) for a title in ``max_w`` x ``max_h``: the largest size <= ``size``
    at which it wraps between words into lines that fit, no word cut; failing that, at
    ``min_size`` with a word too long for the card split by a hyphen ("correspon-" /
    "dencia"); None when even that cannot hold it (the caller then leaves the title to the
    tooltip)."""
    sizes = [(s, False) for s in range(max(size, min_size), min_size - 1, -1)] + [(min_size, True)]
    for s, hyphenate in sizes:
        f = assets.font(s, bold)
        lines = _wrapped(words, f, max_w, hyphenate)
        step = f.get_linesize() - 1
        if lines and len(lines) * step <= max_h:
            return s, lines
    return None


def _wrapped(words: str, f, max_w: int, hyphenate: bool) -> list[str]:
    """``words`` wrapped between words into lines ``max_w`` wide ([] when a word is wider and
    may not be split, or cannot be)."""
    lines: list[str] = []
    for word in words.split():
        pieces = [word]
        if f.size(word)[0] > max_w:
            pieces = _hyphen_pieces(word, f, max_w) if hyphenate else []
            if not pieces:
                return []
        for i, piece in enumerate(pieces):
            trial = f"{lines[-1]} {piece}" if lines else piece
            if lines and i == 0 and f.size(trial)[0] <= max_w:
                lines[-1] = trial
            else:
                lines.append(piece)
    return lines


def _hyphen_pieces(word: str, f, max_w: int) -> list[str]:
    """``word`` in pieces that each fit ``max_w``, every piece but the last ending in "-"
    (each at least three letters); [] when it cannot be done."""
    pieces: list[str] = []
    rest = word
    while f.size(rest)[0] > max_w:
        cut = next((i for i in range(len(rest) - 3, 2, -1) if f.size(rest[:i] + "-")[0] <= max_w), None)
        if cut is None:
            return []
        pieces.append(rest[:cut] + "-")
        rest = rest[cut:]
    return pieces + [rest]


def blit_cut_title(surf, text, words: str, w: int, h: int, top: int, colour=cardart.INK) -> int:
    """``words`` on one line at the smallest title size, cut with "…", when the card keeps a
    picture under it; returns the y below it (``top`` when there is no room)."""
    size = max(7, text.floor)
    line = text.fit(words, w - 8, size, colour, bold=True, min_size=size)
    if h - top - line.get_height() - 6 < 8:
        return top
    surf.blit(line, line.get_rect(midtop=(w // 2, top)))
    return top + line.get_height() - 1


def blit_title(surf, text, fitted: tuple[int, list[str]], centre_x: int, top: int, colour) -> int:
    """Draw the lines of ``fitted_title`` centred; returns the y below them."""
    size, lines = fitted
    for line in lines:
        img = text.render(line, size, colour, bold=True)
        surf.blit(img, img.get_rect(midtop=(centre_x, top)))
        top += img.get_height() - 1
    return top


# ==== cards =========================================================================================
def paint(face: str, w: int, h: int, text, t) -> pygame.Surface:
    """The picture of ``face`` ("dog:<card>", "mess:<id>", "mario:<k>", "back:dog|mess")."""
    kind, _, arg = face.partition(":")
    try:
        if kind == "dog":
            return paint_dog(int(arg), w, h, text, t)
        if kind == "mess":
            return paint_mess(int(arg), w, h, text, t)
        if kind == "mario":
            return paint_mario(w, h, text, t)
        if face == "back:mess":
            return cardart.card_back(w, h, (36, 92, 112), (236, 226, 196), "star", IMG + "card_back_mess.png")
    except (ValueError, pygame.error):
        pass
    return cardart.card_back(w, h, (132, 78, 42), (244, 226, 190), "paw", IMG + "card_back_dog.png")


def paint_dog(card: int, w: int, h: int, text, t) -> pygame.Surface:
    col, typ = dog_colour(card), dog_type(card)
    rgb = SUIT_RGB[col]
    surf, radius = cardart.rounded_card(w, h, cardart.CREAM, cardart.shade(rgb, 0.55), max(1, w // 30))
    band_h = max(9, int(h * 0.19))
    small = h < 70
    band = pygame.Rect(0, 0, w, band_h)
    name = "" if h < 46 else dog_name(t, card)
    chip = band_h - 4 + 5                  # the colour's symbol chip at the band's left
    one_line = name and text.fits(name, w - chip - 3, 7, True)
    foot_h = 0 if small else max(9, int(h * 0.12))
    pic = pygame.Rect(3, band_h + 2, w - 6, h - band_h - foot_h - 5)
    band_size = max(7, int(h * 0.19 * 0.55))   # from the card, not the floored band: smoother
    fitted = None
    if name:
        # a name the band can only hold shrunk wraps over the picture's top when it is larger
        # so (a larger card never writes it smaller: one line at the floor vs two lines larger)
        one = TextCache.fit_size(name, w - chip - 3, text.readable(band_size), True,
                                 text.readable(7)) if one_line else 0
        if one < text.readable(band_size):
            fitted = fitted_title(name, w - 6, pic.height // 2, band_size, min_size=max(7, text.floor))
            if fitted is not None and fitted[0] <= one:
                fitted = None
        one_line = one_line and fitted is None
    cardart.title_band(surf, band, rgb, SUIT_INK[col], SUIT_SYMBOL[col],
                       name if one_line else "", text, radius, band_size)
    if name and not one_line:
        if fitted is not None:
            y = blit_title(surf, text, fitted, w // 2, pic.y, cardart.INK)
            pic = pygame.Rect(3, y + 1, w - 6, max(0, pic.bottom - y - 1))
    backdrop = cardart.shade(rgb, 1.72)
    pygame.draw.rect(surf, backdrop, pic, border_radius=max(2, w // 14))
    if not cardart.picture(surf, pic.inflate(-2, -2), f"{IMG}dog_{typ}.png"):
        cardart.draw_dog(surf, pic, typ, backdrop)
    if foot_h:
        foot = pygame.Rect(0, h - foot_h - 2, w, foot_h)
        word, room = colour_name(t, col), w - foot_h - 9   # beside the symbol, within the border
        if not text.fits(word, room, 7, True):
            word = ""   # too narrow for the word: the symbol alone (the tooltip names the colour)
        s = text.fit(word, room, max(7, int(foot_h * 0.8)), cardart.shade(rgb, 0.6), bold=True,
                     min_size=7)
        sym = symbols.symbol(SUIT_SYMBOL[col], foot_h, cardart.shade(rgb, 0.8))
        total = sym.get_width() + 3 + s.get_width()
        x = (w - total) // 2
        surf.blit(sym, (x, foot.y))
        surf.blit(s, s.get_rect(midleft=(x + sym.get_width() + 3, foot.centery)))
    return surf


def paint_mess(m: int, w: int, h: int, text, t) -> pygame.Surface:
    col = mess_colour(m)
    kind = mess_kind(m)
    rgb = SUIT_RGB[col]
    surf, radius = cardart.rounded_card(w, h, cardart.CREAM, cardart.shade(rgb, 0.55), max(1, w // 28))
    band_h = max(9, int(h * 0.18))
    band = pygame.Rect(0, 0, w, band_h)
    if col == WILD:  # a wild mess: the band shows all four colours
        for i in range(4):
            pygame.draw.rect(surf, SUIT_RGB[i], (i * w // 4, 0, w // 4 + 1, band_h),
                             border_top_left_radius=radius if i == 0 else 0,
                             border_top_right_radius=radius if i == 3 else 0)
        cardart.symbol_chip(surf, (band_h // 2 + 1, band_h // 2), band_h - 4, "star", SUIT_RGB[WILD])
    else:
        cardart.title_band(surf, band, rgb, SUIT_INK[col], SUIT_SYMBOL[col], "", text, radius)
    r = max(4, band_h // 2 - 1)
    cardart.points_disc(surf, (w - r - 3, band_h // 2), r, str(mess_points(m)), text)
    y = band_h + 2
    # what it takes: one mini card per dog needed (a pair shows "=" between two)
    need = MESS_DOGS[kind]
    icon_w = max(5, min(int((w - 8) / (need + 0.9)), int(h * 0.1)))
    icon_h = int(icon_w * 1.3)
    icons = list(range(4)) if kind == "wild" else [col] * need
    x = (w - (len(icons) * icon_w + (len(icons) - 1) * 2 + (icon_w // 2 + 2 if kind == PAIR else 0))) // 2
    for i, c in enumerate(icons):
        rr = pygame.Rect(x, y, icon_w, icon_h)
        pygame.draw.rect(surf, SUIT_RGB[c], rr, border_radius=max(1, icon_w // 5))
        pygame.draw.rect(surf, cardart.shade(SUIT_RGB[c], 0.55), rr, width=1, border_radius=max(1, icon_w // 5))
        sym = symbols.symbol(SUIT_SYMBOL[c], int(icon_w * 0.8), SUIT_INK[c], use_image=False)
        surf.blit(sym, sym.get_rect(center=rr.center))
        x += icon_w + 2
        if kind == PAIR and i == 0:
            eq = text.render("=", max(7, icon_h), cardart.INK, bold=True)
            surf.blit(eq, eq.get_rect(center=(x + icon_w // 4, rr.centery)))
            x += icon_w // 2 + 2
    y += icon_h + 2
    if h >= 60:
        # the name takes the lines it needs (the picture gives way, down to a sixth of the
        # card) before its size shrinks; a name that still cannot fit is left to the tooltip
        room = h - y - 6 - int(h * 0.17)
        fitted = fitted_title(mess_name(t, m), w - 8, room, max(8, int(h * 0.085)),
                              min_size=max(7, text.floor))
        for share in (0.12, 0.0):   # a small card: the picture gives way, whole if need be
            if fitted is None:
                fitted = fitted_title(mess_name(t, m), w - 8, h - y - 6 - int(h * share),
                                      max(8, int(h * 0.085)), min_size=max(7, text.floor))
        if fitted is not None:
            y = blit_title(surf, text, fitted, w // 2, y, cardart.INK)
        elif w >= CUT_TITLE_LEAST:   # never blank: one line, cut with "…" (the tooltip has it whole)
            y = blit_cut_title(surf, text, mess_name(t, m), w, h, y)
    pic = pygame.Rect(4, y + 2, w - 8, h - y - 6)
    if pic.height > 8:
        pygame.draw.rect(surf, cardart.shade(rgb, 1.75), pic, border_radius=max(2, w // 14))
        if not cardart.picture(surf, pic.inflate(-2, -2), f"{IMG}mess_{m}.png"):
            sym = symbols.symbol(SUIT_SYMBOL[col], int(min(pic.width, pic.height) * 0.7),
                                 cardart.shade(rgb, 1.3), use_image=False)
            surf.blit(sym, sym.get_rect(center=pic.center))
    return surf


def paint_mario(w: int, h: int, text, t) -> pygame.Surface:
    navy = (34, 44, 86)
    surf, radius = cardart.rounded_card(w, h, navy, (12, 16, 40), max(1, w // 30))
    band = pygame.Rect(0, 0, w, max(9, int(h * 0.18)))
    pygame.draw.rect(surf, MARIO_BAND, band, border_top_left_radius=radius, border_top_right_radius=radius)
    s = text.fit(t("dogs_alone.mario"), w - 6, max(7, int(band.height * 0.6)), (255, 255, 255),
                 bold=True, min_size=7)
    surf.blit(s, s.get_rect(center=band.center))
    pic = pygame.Rect(4, band.bottom + 3, w - 8, h - band.bottom - 8)
    if not cardart.picture(surf, pic, IMG + "mario.png"):
        cx, cy = pic.centerx, pic.y + pic.height * 0.34
        r = max(3, int(pic.width * 0.2))
        pygame.draw.circle(surf, (236, 196, 160), (cx, int(cy)), r)
        pygame.draw.rect(surf, (70, 90, 150), (cx - r * 1.4, cy + r * 1.1, r * 2.8, pic.height * 0.4),
                         border_radius=r // 2)
        pygame.draw.rect(surf, (120, 80, 40), (cx + r * 1.2, cy + r * 2.2, r * 1.1, r * 0.9))
        mark = text.render("!", max(8, int(pic.height * 0.3)), (255, 220, 90), bold=True)
        surf.blit(mark, mark.get_rect(midleft=(cx + r * 1.3, cy - r * 0.4)))
    return surf


# a deck's caption too long to read at about the board's font gives way to the short "Deck"
DECK_CAPTIONS = ("dogs_alone.zone.dog_deck", "dogs_alone.zone.mess_deck")


# ==== the felt ======================================================================================
def background(geo, rect: pygame.Rect, text, t) -> pygame.Surface:
    """The board at rest without cards: felt, captions, empty slots, the own seat's columns."""
    bg = pygame.Surface(rect.size)
    bg.fill(theme.FELT)
    off = (-rect.x, -rect.y)
    f = geo.font
    # both decks alike: if either caption is too long to read, both say the short "Deck"
    short = any(key in DECK_CAPTIONS and not text.fits(t(key), area.width, f - 2, True)
                for key, area in geo.captions)
    for key, area in geo.captions:
        words = t(key)
        if key in DECK_CAPTIONS and short:
            words = t(key + "_short")   # "Perros" / "Parrandas": the two decks told apart
        s = text.fit(words, area.width, f, theme.TEXT_DIM, bold=True, min_size=8)
        bg.blit(s, s.get_rect(midbottom=(area.centerx + off[0], area.bottom + off[1])))
    for r in [geo.deck, geo.discard, geo.mess_deck, geo.mario] + geo.supply + geo.mess_supply:
        pygame.draw.rect(bg, theme.FELT_DARK, r.move(off), border_radius=max(3, r.width // 9))
        pygame.draw.rect(bg, theme.ZONE_OUTLINE, r.move(off), width=1, border_radius=max(3, r.width // 9))
    pygame.draw.rect(bg, theme.FELT_DARK, geo.status.move(off), border_radius=8)
    own = geo.seats.get(geo.bottom)
    if own is not None:
        pygame.draw.rect(bg, theme.FELT_DARK, own.rect.move(off), border_radius=10)
        # always the same word (it once flipped with the pool's width); the tooltip says more
        pool_word = t("table.dogs_alone.pool_short")
        pool_cap = text.fit(pool_word, own.pool.rect.width, f, theme.TEXT_DIM, True)
        bg.blit(pool_cap, (own.pool.rect.x + off[0], own.head.y + off[1] + 3))
        mess_cap = text.fit(t("dogs_alone.zone.messes"), own.messes.rect.width, f, theme.TEXT_DIM, True)
        bg.blit(mess_cap, (own.messes.rect.x + off[0], own.head.y + off[1] + 3))
        mw, mh = own.mess
        for col, column in zip(own.groups, own.messes.column_rects()):
            slot = pygame.Rect(0, 0, mw, mh)
            slot.midtop = (column.centerx, column.y)
            slot.move_ip(off)
            pygame.draw.rect(bg, theme.FELT, slot, border_radius=max(3, mw // 9))
            pygame.draw.rect(bg, theme.ZONE_OUTLINE, slot, width=1, border_radius=max(3, mw // 9))
            sym = symbols.symbol(SUIT_SYMBOL[col], int(mw * 0.55), theme.ZONE_OUTLINE, use_image=False)
            bg.blit(sym, sym.get_rect(center=slot.center))
    return bg


def draw_piles(surface: pygame.Surface, view: dict, geo, faces, text) -> None:
    """The two decks (a few backs peeking out, a count) and the discard pile's edges."""
    f = geo.font
    for rect, count, back in ((geo.deck, view.get("dog_deck_count", 0), "back:dog"),
                              (geo.mess_deck, view.get("mess_deck_count", 0), "back:mess")):
        if count:
            pic = faces.get(back, rect.width, rect.height)
            for d in range(min(3, count - 1), -1, -1):  # the cards below peek out below right
                surface.blit(pic, rect.move(d * 2, d * 2))
        draw_badge(surface, text, str(count), (rect.right - f // 2, rect.bottom - f // 2), f)
    nd = len(view.get("discard") or [])
    if nd > 2:
        edge = geo.discard
        for d in range(min(3, nd - 2) * 2, 1, -2):
            pygame.draw.rect(surface, cardart.CREAM, edge.move(d, d), border_radius=max(3, edge.width // 9))
            pygame.draw.rect(surface, theme.CARD_EDGE, edge.move(d, d), width=1,
                             border_radius=max(3, edge.width // 9))


def draw_marks(surface: pygame.Surface, view: dict, geo, sprites: dict, running, text) -> None:
    """Badges over cards: counts, cleaned ticks, wild colours, payment progress (the marks of
    a mess in flight, ``running(sprite)``, wait until it lands)."""
    v = view
    f = geo.font
    nd = len(v.get("discard") or [])
    if nd:
        # just above the top card's foot: a badge in the corner hid the end of its colour word
        # ("amaril[lo]"), which read as a word cut in half
        d = geo.discard
        above_foot = d.bottom - max(9, int(d.height * 0.12)) - 4 - (f + 4) // 2
        draw_badge(surface, text, str(nd), (d.right - f // 2, above_foot), f)
    mario = v.get("mario") or []
    draw_badge(surface, text, f"{len(mario)}/{MARIO_TO_END}", (geo.mario.right - f, geo.mario.bottom - f // 2), f,
               bg=(150, 40, 30) if mario else theme.BADGE_BG)
    wild = v.get("wild") or []
    for s_ in geo.seats:
        cleaned = set(v["cleaned"][s_])
        for m in v["messes"][s_]:
            sp = sprites.get(f"mess:{m}")
            if sp is None or running(sp):
                continue
            foot = sp.footprint()
            r = max(4, min(foot.width, foot.height) // 6)
            if m in cleaned:
                cardart.check_mark(surface, (foot.right - r, foot.top + r), r)
            if s_ < len(wild) and str(m) in wild[s_]:
                chosen = wild[s_][str(m)]
                at = (foot.left + r + 1, foot.bottom - r - 1)
                if chosen is None:
                    draw_badge(surface, text, "?", at, max(9, r * 2))
                else:
                    cardart.symbol_chip(surface, at, r * 2, SUIT_SYMBOL[chosen], SUIT_RGB[chosen])
    draw_stack_counts(surface, v, geo, sprites, running, text)
    pending = v.get("pending")
    if pending is not None:
        sp = sprites.get(f"mess:{pending}")
        if sp is not None:
            foot = sp.footprint()
            label = f"{len(v.get('pending_cards') or [])}/{MESS_DOGS[mess_kind(pending)]}"
            draw_badge(surface, text, label, (foot.right - f // 2, foot.top + f), f, bg=(170, 90, 20))


def stack_counts(view: dict, seat: int) -> dict[int, list[int]]:
    """A seat's messes by colour (colour majorities score: each must be countable)."""
    groups: dict[int, list[int]] = {}
    for m in view["messes"][seat]:
        groups.setdefault(mess_colour(m), []).append(m)
    return groups


def draw_stack_counts(surface, view: dict, geo, sprites: dict, running, text) -> None:
    """A count on every colour column of two or more messes, so a stack never looks like one."""
    f = max(9, geo.font - 2)
    for seat in geo.seats:
        for ms in stack_counts(view, seat).values():
            if len(ms) < 2:
                continue
            feet = [sp.footprint() for sp in (sprites.get(f"mess:{m}") for m in ms)
                    if sp is not None and not running(sp)]
            if len(feet) < 2:
                continue
            box = feet[0].unionall(feet[1:])
            draw_badge(surface, text, f"×{len(ms)}", (box.left + f, box.top + f // 2 + 2), f,
                       bg=(40, 40, 70))


def colour_icon(col: int):
    """A button's icon for colour ``col``: its symbol on its colour."""
    def icon(surf: pygame.Surface, rect: pygame.Rect) -> None:
        cardart.symbol_chip(surf, rect.center, rect.height, SUIT_SYMBOL[col], SUIT_RGB[col])
    return icon


# ==== the seats =====================================================================================
def draw_seat_frames(surface: pygame.Surface, geo, to_act: set[int], glow: set[str]) -> None:
    """The other seats' panels (the one to act outlined) and the shown seat's outline."""
    for s, sg in geo.seats.items():
        active = s in to_act
        if sg.big:
            if active:
                pygame.draw.rect(surface, theme.ACCENT, sg.rect, width=3, border_radius=10)
            continue
        pygame.draw.rect(surface, theme.PANEL_ACTIVE if active else theme.TABLE_PANEL, sg.rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if active else theme.ZONE_OUTLINE, sg.rect,
                         width=3 if active else 1, border_radius=8)
        if f"hand:{s}" in glow:
            pygame.draw.rect(surface, theme.GLOW, sg.hand.rect.inflate(4, 4), width=2, border_radius=6)


def draw_seat_heads(surface: pygame.Surface, view: dict, geo, heads: dict[int, SeatHead], text) -> None:
    """Each seat's head (the kit's: whose turn, name, kind, score) and, on the other seats'
    panels, the counts of their hand and pool.  The shown seat's head is only as wide as it
    needs (the pool and mess captions share its strip, and its score must not read as the
    pool's count); on a narrow panel a long name is cut before the computer's level."""
    f = geo.font
    _bare_points_if_short(geo, heads, text)
    for s, sg in geo.seats.items():
        head = heads.get(s)
        if head is None:
            continue
        strip = sg.head
        lead = _head_lead(strip, head, f, text)
        if sg.big:
            label = f"{head.name} · {head.kind}" if head.kind else head.name
            need = lead + assets.font(f, True).size(label)[0] + 8
            strip = pygame.Rect(strip.x, strip.y, max(10, min(sg.hand.rect.right - strip.x, need)), strip.height)
        draw_seat_head(surface, text, strip, head, f)   # a long name is cut before the kind
        if sg.big:
            continue
        small = max(9, f - 2)
        hr = sg.hand.rect
        draw_badge(surface, text, str(hand_count(view, s)),
                   (hr.x + sg.card[0] // 2 + 1, hr.centery + sg.card[1] // 2 - f // 2), small)
        if view["pools"][s]:
            # at the top card's right edge: at the foot it hid the colour's word ("ellow")
            top = sg.pool.slots(len(view["pools"][s]), *sg.card)[-1]
            draw_badge(surface, text, str(len(view["pools"][s])),
                       (top.right - small // 2, top.centery + small // 2), small,
                       bg=(40, 90, 150))


def _bare_points_if_short(geo, heads: dict[int, SeatHead], text) -> None:
    """Narrow panels: when a computer's level would not fit beside "12 pts", every other
    seat's head shows its points as the bare number (alike on every panel), which leaves
    the level its room."""
    f = geo.font
    short = False
    for s, sg in geo.seats.items():
        head = heads.get(s)
        if sg.big or head is None or not head.kind or head.score is None:
            continue
        room = sg.head.width - _head_lead(sg.head, head, f, text)
        short = short or not seat_label(text, head.name, head.kind, room, f - 2).endswith(head.kind)
    if not short:
        return
    for s, sg in geo.seats.items():
        head = heads.get(s)
        number = re.search(r"-?\d+", head.score) if head is not None and head.score and not sg.big else None
        if number is not None:
            head.score = number.group(0)


def _head_lead(strip: pygame.Rect, head: SeatHead, f: int, text) -> int:
    """The width a seat head takes besides its label: the turn pointer, the seat's disc
    and the score pill (as panels.draw_seat_head lays them out)."""
    lead = 4 + (f * 2 // 3 + 4 if head.to_act else 0)
    lead += max(4, min(strip.height // 2 - 1, f * 2 // 3)) * 2 + 5
    if head.score is not None:
        lead += assets.font(f, True).size(head.score)[0] + 12
    return lead
