"""DOGS pieces drawn in code: dog tokens, blocking tokens, pick-ups, meeples, resource icons and
cards.  Every picture is cached per size, and colour is never the only cue: a breed carries its
portrait (and its name where there is room), a status its mark (a cross for sick, a question mark
for lost), a seat its number, a resource its own shape.
"""
from __future__ import annotations

import math

import pygame

from dogtable.ui.table import assets, cardart, symbols
from dogtable.ui.table import layout as table_layout
from dogtable.ui.table.text import TextCache, abbreviation, held_size

from ..components import (
    FUEL, FOOD, MONEY, SICK, LOST, area, breed, card_amount,
    card_kind, card_resource, is_blocker, status,
)
from ..components import CITY as CITY_AREA

BREED_RGB = [
    (196, 120, 60), (150, 110, 80), (70, 60, 60), (200, 170, 120), (226, 182, 70), (120, 110, 170),
    (60, 70, 110), (210, 160, 40), (90, 90, 95), (150, 95, 40), (210, 120, 170), (170, 70, 50),
]
AREA_RGB = [(66, 120, 210), (64, 160, 82)]          # blue backs (city), green backs (countryside)
BLOCKER_RGB = (48, 48, 52)
RESOURCE_RGB = [(214, 84, 52), (236, 196, 60), (176, 128, 76), (236, 236, 240)]
SICK_RGB = (210, 44, 44)
LOST_RGB = (250, 210, 60)
SPECIAL_RGB = {"swap": (60, 130, 190), "helper": (120, 90, 170), "take_dog": (60, 150, 110),
               "discount": (200, 120, 40), "vet": (200, 60, 70), "trained": (80, 120, 60),
               "prize": (200, 160, 40), "free_entry": (110, 110, 130), "fair": (160, 80, 120)}
INK = cardart.INK
P = "dogs_kennel."

_cache: dict[tuple, pygame.Surface] = {}


def clear() -> None:
    _cache.clear()


def _remember(key, surf: pygame.Surface) -> pygame.Surface:
    if len(_cache) > 1500:
        _cache.clear()
    _cache[key] = surf
    return surf


def _light(rgb) -> bool:
    r, g, b = rgb
    return 0.299 * r + 0.587 * g + 0.114 * b > 150


def _centre_text(surf: pygame.Surface, text: TextCache, label: str, rect: pygame.Rect, ink,
                 size: int) -> None:
    if not label or rect.width < 4:
        return
    s = text.fit(label, rect.width, size, ink, bold=True, min_size=6)
    surf.blit(s, s.get_rect(center=rect.center))


# ==== dog tokens ======================================================================================

def _area_shape(surf: pygame.Surface, a: int, rgb, rect: pygame.Rect) -> None:
    """City tokens are rounded squares (blocks of houses), countryside tokens round (fields): the
    two areas differ by shape as well as by colour."""
    if a == CITY_AREA:
        pygame.draw.rect(surf, rgb, rect, border_radius=max(2, rect.width // 4))
    else:
        pygame.draw.ellipse(surf, rgb, rect)


def portrait(b: int, size: int) -> pygame.Surface | None:
    """The breed's portrait (assets/images/dogs_kennel/breed_<b>.png) scaled, or None."""
    key = ("portrait", b, size)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    img = assets.image(f"images/dogs_kennel/breed_{b}.png")
    if img is None or size < 4:
        return None
    return _remember(key, pygame.transform.smoothscale(img, (size, size)))


NAME_TOKEN_MIN = 18   # px: a token this wide or wider carries its breed's name (whole, shortened or short)
NAME_SIZE = 10        # px: the smallest size of a name on a token (readable: issue 25)


def name_size(text: TextCache, d: int) -> int:
    """The size a breed's name is written at on a token of diameter ``d``: 10 px (12 on a big
    token), never under the board's floor, and zoomed out (a "size of everything" under 100%)
    large enough to stay about 10 window px, as the kit's floor does on a tall board."""
    least = held_size(NAME_SIZE, table_layout.zoom())
    inner = int(d) - 2 * max(2, int(d) // 8) - 4
    return text.readable(max(least, 12 if inner >= 80 else 10))


def named_min(text: TextCache) -> int:
    """The smallest token that carries every breed's name (NAME_TOKEN_MIN at a 10 px name,
    proportionally more where the name is written larger: zoomed out, or a higher floor)."""
    return math.ceil(NAME_TOKEN_MIN * name_size(text, NAME_TOKEN_MIN) / NAME_SIZE)


def token(t: int, d: int, name: str, text: TextCache, st: str | None = None,
          short: str = "") -> pygame.Surface:
    """A token of diameter ``d``: the area's shape and ring, the breed's portrait (its name on
    a band under the face, see ``name_label``; the name's first letters alone when the
    portrait is missing), and the mark of ``st``, the dog's state where it lies now (None: the
    symbol printed on the token, as on the map).  ``short``: the breed's short name in the
    language, for a token too small for more."""
    d = max(8, int(d))
    st = status(t) if st is None else st
    key = ("tok", t, d, name, short, st, text.floor, name_size(text, d), id(text))
    hit = _cache.get(key)
    if hit is not None:
        return hit
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = (d // 2, d // 2)
    r = d // 2
    full = pygame.Rect(0, 0, d, d)
    if is_blocker(t):
        _area_shape(surf, area(t), AREA_RGB[area(t)], full)
        _area_shape(surf, area(t), BLOCKER_RGB, full.inflate(-2 * max(1, d // 9), -2 * max(1, d // 9)))
        w = max(2, d // 7)
        k = r * 0.5
        pygame.draw.line(surf, (240, 240, 240), (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), w)
        pygame.draw.line(surf, (240, 240, 240), (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), w)
        return _remember(key, surf)
    b = breed(t)
    fill = BREED_RGB[b]
    ring = max(2, d // 8)
    _area_shape(surf, area(t), (20, 20, 20), full)
    _area_shape(surf, area(t), AREA_RGB[area(t)], full.inflate(-2, -2))
    _area_shape(surf, area(t), lighten(fill, 0.72), full.inflate(-2 * ring, -2 * ring))
    pic = portrait(b, int(d * 0.86)) if d >= 14 else None
    lines = _name_surfaces(text, name, d, short)
    if pic is not None:
        band = _band_rect(lines, d, ring) if lines else None
        if band is None:
            surf.blit(pic, pic.get_rect(center=c))
        elif d >= 44:   # room for the name under the face: the face moves up a little
            pic = portrait(b, int(d * 0.74))
            surf.blit(pic, pic.get_rect(center=(c[0], c[1] - d // 10)))
        else:   # a small token: the face above the band, smaller, rather than hidden under it
            pic = portrait(b, max(int(d * 0.5), min(int(d * 0.86), band.y + 2 - ring)))
            surf.blit(pic, pic.get_rect(midbottom=(c[0], band.y + 2)))
        if band is not None:
            _name_band(surf, lines, band)
    else:
        pygame.draw.circle(surf, fill, c, max(2, r - ring))
        ink = (20, 20, 20) if _light(fill) else (255, 255, 255)
        inner = pygame.Rect(0, 0, int(d * 0.7), int(d * 0.5))
        inner.center = c
        _centre_text(surf, text, name[:2], inner, ink, max(6, int(d * 0.42)))
    if st in (SICK, LOST):
        br = max(4, d // 5)
        bc = (d - br - 1, br + 1)
        pygame.draw.circle(surf, (255, 255, 255), bc, br + 1)
        pygame.draw.circle(surf, SICK_RGB if st == SICK else LOST_RGB, bc, br)
        if st == SICK:
            w = max(1, br // 2)
            pygame.draw.rect(surf, (255, 255, 255), (bc[0] - w // 2, bc[1] - br + 2, w, 2 * br - 3))
            pygame.draw.rect(surf, (255, 255, 255), (bc[0] - br + 2, bc[1] - w // 2, 2 * br - 3, w))
        else:
            _centre_text(surf, text, "?", pygame.Rect(bc[0] - br, bc[1] - br, 2 * br, 2 * br),
                         (30, 30, 30), max(6, int(br * 1.8)))
    return _remember(key, surf)


def _band_rect(lines: list[pygame.Surface], d: int, ring: int) -> pygame.Rect:
    """Where the name's band goes on a token of diameter ``d``: at its foot, inside the ring
    when the lines fit there, else over it (never past the token: its neighbours stay clear)."""
    lh = max(x.get_height() for x in lines)
    band = pygame.Rect(0, 0, min(d, max(x.get_width() for x in lines) + 6), lh * len(lines) + 2)
    inside = band.width <= d - 2 * ring and band.height <= d // 2
    band.midbottom = (d // 2, d - ring - 1 if inside else d - max(1, ring // 2))
    return band


def _name_band(surf: pygame.Surface, lines: list[pygame.Surface], band: pygame.Rect) -> None:
    """The name's lines on a white band."""
    lh = max(x.get_height() for x in lines)
    pygame.draw.rect(surf, (255, 255, 255, 230), band, border_radius=3)
    for i, line in enumerate(lines):
        surf.blit(line, line.get_rect(midtop=(band.centerx, band.y + 1 + i * lh)))


def name_label(text: TextCache, name: str, d: int, short: str = "") -> list[str]:
    """The words a dog token of diameter ``d`` carries under its face, at ``name_size``: the
    breed's name whole (one or two lines); else shortened to a stem no other breed's name
    starts with ("Labr…", "Golden R…"); else the breed's short name in the language
    (``short``: "GR", "PA"; each language's set tells every breed apart); nothing on a token
    too small even for that (the portrait and the tooltip name the dog)."""
    d = max(8, int(d))
    if not name or d < NAME_TOKEN_MIN:
        return []
    ring = max(2, d // 8)
    size = name_size(text, d)
    lines = _name_words(text, name, d - 2 * ring - 4, size)
    if lines:
        return lines
    # Labrador and German Shepherd, Bulldog and Golden look alike at this size: the name
    # shortened ("Lab…", "Ger…") tells them apart without hovering; its band may cover the
    # ring (at a larger size the floor grows faster than the token)
    room = d - 2   # the band then spans the token (never past it)
    cut = abbreviation(name, room, size)
    if cut:
        return [cut]
    if short and text.fits(short, room, size, bold=True):
        return [short]
    return []


def _name_surfaces(text: TextCache, name: str, d: int, short: str = "") -> list[pygame.Surface]:
    """``name_label``'s lines drawn, cropped to their letters (a band as low as it can be
    leaves the small token's face in view)."""
    out = []
    for words in name_label(text, name, d, short):
        pic = text.render(words, name_size(text, d), (20, 20, 20), bold=True)
        box = pic.get_bounding_rect()
        if box.height:
            top = max(0, box.y - 1)
            tall = min(pic.get_height() - top, box.height + 2)
            pic = pic.subsurface(pygame.Rect(0, top, pic.get_width(), tall))
        out.append(pic)
    return out


def _name_words(text: TextCache, name: str, width: int, size: int) -> list[str]:
    """The breed's name whole at ``size`` in ``width``: one line, or two when it has two words;
    nothing when it does not fit."""
    if not name:
        return []
    if text.fits(name, width, size, bold=True):
        return [name]
    words = name.split(" ")
    if len(words) >= 2 and width >= 50:
        a, b = " ".join(words[:-1]), words[-1]
        if text.fits(a, width, size, bold=True) and text.fits(b, width, size, bold=True):
            return [a, b]
    return []


def lighten(rgb, t: float) -> tuple:
    return tuple(int(x + (255 - x) * t) for x in rgb)


def token_back(a: int, d: int) -> pygame.Surface:
    """A face-down token of area ``a`` (the supplies): a paw on the area's colour."""
    d = max(8, int(d))
    key = ("back", a, d)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(surf, (20, 20, 20), (d // 2, d // 2), d // 2)
    pygame.draw.circle(surf, AREA_RGB[a], (d // 2, d // 2), d // 2 - 1)
    paw = symbols.symbol("paw", int(d * 0.62), (255, 255, 255), use_image=False)
    surf.blit(paw, paw.get_rect(center=(d // 2, d // 2)))
    return _remember(key, surf)


# ==== pick-ups and meeples ============================================================================

def truck(colour, w: int, label: str, text: TextCache) -> pygame.Surface:
    """A pick-up seen from the side, in the seat's colour, with the seat's number on it."""
    w = max(24, int(w))    # room for the number disc (NUMBER_DISC px) on its side
    h = max(15, int(w * 0.62))
    key = ("truck", tuple(colour), w, label)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    wheel = max(2, h // 5)
    body = pygame.Rect(1, int(h * 0.32), w - 2, int(h * 0.48))
    cab = pygame.Rect(int(w * 0.56), 1, int(w * 0.4), int(h * 0.5))
    dark = cardart.shade(colour, 0.45)
    pygame.draw.rect(surf, dark, body.inflate(2, 2), border_radius=max(2, h // 6))
    pygame.draw.rect(surf, dark, cab.inflate(2, 2), border_radius=max(2, h // 6))
    pygame.draw.rect(surf, colour, cab, border_radius=max(2, h // 6))
    pygame.draw.rect(surf, colour, body, border_radius=max(2, h // 6))
    win = pygame.Rect(cab.x + cab.w // 4, cab.y + 2, cab.w // 2, max(2, cab.h // 2 - 1))
    pygame.draw.rect(surf, (220, 236, 250), win, border_radius=1)
    for x in (int(w * 0.24), int(w * 0.76)):
        pygame.draw.circle(surf, (25, 25, 25), (x, h - wheel - 1), wheel)
        pygame.draw.circle(surf, (160, 160, 160), (x, h - wheel - 1), max(1, wheel // 2))
    if label:   # the seat's number on a disc: the cue that does not depend on colour
        d = max(cardart.NUMBER_DISC, min(h - 1, int(body.h * 1.1)))
        cardart.number_disc(surf, (1 + d // 2 + 1, min(h - d // 2 - 1, body.centery)), label, text,
                            cardart.shade(colour, 0.45), d)
    return _remember(key, surf)


def meeple(colour, h: int, label: str, text: TextCache) -> pygame.Surface:
    """A pawn in the seat's colour with the seat's number."""
    h = max(10 if not label else 20, int(h))   # a numbered pawn has room for its number disc
    w = max(8 if not label else cardart.NUMBER_DISC + 2, int(h * 0.8))
    key = ("meeple", tuple(colour), h, label)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    dark = cardart.shade(colour, 0.45)
    head_r = max(2, int(h * 0.2))
    body = [(w * 0.08, h - 1), (w * 0.92, h - 1), (w * 0.66, h * 0.36), (w * 0.34, h * 0.36)]
    pygame.draw.polygon(surf, dark, body)
    pygame.draw.polygon(surf, colour, [(x + (1 if x < w / 2 else -1), y - (1 if y > h / 2 else -1))
                                       for x, y in body])
    pygame.draw.circle(surf, dark, (w // 2, head_r + 1), head_r + 1)
    pygame.draw.circle(surf, colour, (w // 2, head_r + 1), head_r)
    if label:   # the seat's number on a disc over the body: readable whatever the colour
        d = max(cardart.NUMBER_DISC, min(w - 2, int(h * 0.5)))
        cardart.number_disc(surf, (w // 2, h - 1 - d // 2), label, text, dark, d)
    return _remember(key, surf)


# ==== resources ===========================================================================================

def resource_icon(r: int, s: int) -> pygame.Surface:
    """Fuel a jerrycan, money a coin with "$", food a bone, medicine a red cross."""
    s = max(8, int(s))
    key = ("res", r, s)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    rgb = RESOURCE_RGB[r]
    dark = cardart.shade(rgb, 0.45)
    if r == FUEL:
        can = pygame.Rect(int(s * 0.16), int(s * 0.22), int(s * 0.68), int(s * 0.74))
        pygame.draw.rect(surf, dark, can.inflate(2, 2), border_radius=max(2, s // 8))
        pygame.draw.rect(surf, rgb, can, border_radius=max(2, s // 8))
        pygame.draw.rect(surf, dark, (int(s * 0.56), int(s * 0.04), int(s * 0.2), int(s * 0.22)))
        pygame.draw.line(surf, dark, can.topleft, can.bottomright, max(1, s // 10))
        pygame.draw.line(surf, dark, can.bottomleft, can.topright, max(1, s // 10))
    elif r == MONEY:
        pygame.draw.circle(surf, dark, (s // 2, s // 2), s // 2)
        pygame.draw.circle(surf, rgb, (s // 2, s // 2), s // 2 - max(1, s // 10))
        txt = assets.font(max(7, int(s * 0.72)), True).render("$", True, dark)
        surf.blit(txt, txt.get_rect(center=(s // 2, s // 2 + 1)))
    elif r == FOOD:
        pic = symbols.symbol("bone", s, dark, use_image=False)
        surf.blit(pic, (0, 1))
        pic = symbols.symbol("bone", s, rgb, use_image=False)
        surf.blit(pic, (0, 0))
    else:
        box = pygame.Rect(int(s * 0.06), int(s * 0.06), int(s * 0.88), int(s * 0.88))
        pygame.draw.rect(surf, (90, 90, 90), box, border_radius=max(2, s // 6))
        pygame.draw.rect(surf, rgb, box.inflate(-2, -2), border_radius=max(2, s // 6))
        w = max(2, int(s * 0.22))
        pygame.draw.rect(surf, SICK_RGB, (s // 2 - w // 2, int(s * 0.2), w, int(s * 0.6)))
        pygame.draw.rect(surf, SICK_RGB, (int(s * 0.2), s // 2 - w // 2, int(s * 0.6), w))
    return _remember(key, surf)


# ==== special card emblems =================================================================================

def emblem(kind: str, s: int, colour=(255, 255, 255)) -> pygame.Surface:
    s = max(8, int(s))
    key = ("emb", kind, s, tuple(colour))
    hit = _cache.get(key)
    if hit is not None:
        return hit
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = colour
    w = max(1, s // 9)
    if kind == "swap":          # two arrows, one each way
        pygame.draw.line(surf, c, (s * 0.15, s * 0.32), (s * 0.8, s * 0.32), w)
        pygame.draw.polygon(surf, c, [(s * 0.92, s * 0.32), (s * 0.72, s * 0.18), (s * 0.72, s * 0.46)])
        pygame.draw.line(surf, c, (s * 0.2, s * 0.68), (s * 0.85, s * 0.68), w)
        pygame.draw.polygon(surf, c, [(s * 0.08, s * 0.68), (s * 0.28, s * 0.54), (s * 0.28, s * 0.82)])
    elif kind == "helper":      # a pawn
        pygame.draw.circle(surf, c, (s // 2, int(s * 0.28)), max(2, int(s * 0.16)))
        pygame.draw.polygon(surf, c, [(s * 0.2, s * 0.92), (s * 0.8, s * 0.92), (s * 0.62, s * 0.44),
                                      (s * 0.38, s * 0.44)])
    elif kind == "take_dog":    # a paw and a plus
        paw = symbols.symbol("paw", int(s * 0.8), c, use_image=False)
        surf.blit(paw, (0, int(s * 0.15)))
        pygame.draw.line(surf, c, (s * 0.78, s * 0.08), (s * 0.78, s * 0.38), w)
        pygame.draw.line(surf, c, (s * 0.63, s * 0.23), (s * 0.93, s * 0.23), w)
    elif kind == "discount":    # a price tag
        pygame.draw.polygon(surf, c, [(s * 0.1, s * 0.3), (s * 0.62, s * 0.3), (s * 0.9, s * 0.5),
                                      (s * 0.62, s * 0.7), (s * 0.1, s * 0.7)])
        pygame.draw.circle(surf, (0, 0, 0, 0), (int(s * 0.66), int(s * 0.5)), max(1, s // 14))
    elif kind == "vet":         # a cross
        k = max(2, int(s * 0.24))
        pygame.draw.rect(surf, c, (s // 2 - k // 2, int(s * 0.12), k, int(s * 0.76)))
        pygame.draw.rect(surf, c, (int(s * 0.12), s // 2 - k // 2, int(s * 0.76), k))
    elif kind == "trained":     # a ribbon star
        pic = symbols.symbol("star", s, c, use_image=False)
        surf.blit(pic, (0, 0))
    elif kind == "prize":       # a cup
        pygame.draw.polygon(surf, c, [(s * 0.2, s * 0.12), (s * 0.8, s * 0.12), (s * 0.66, s * 0.5),
                                      (s * 0.34, s * 0.5)])
        pygame.draw.rect(surf, c, (int(s * 0.45), int(s * 0.5), max(1, int(s * 0.1)), int(s * 0.25)))
        pygame.draw.rect(surf, c, (int(s * 0.28), int(s * 0.75), int(s * 0.44), max(2, int(s * 0.12))))
    elif kind == "free_entry":  # a ticket
        rect = pygame.Rect(int(s * 0.08), int(s * 0.28), int(s * 0.84), int(s * 0.44))
        pygame.draw.rect(surf, c, rect, border_radius=max(1, s // 12))
        for x in (rect.left, rect.right):
            pygame.draw.circle(surf, (0, 0, 0, 0), (x, rect.centery), max(1, s // 10))
        pygame.draw.line(surf, (0, 0, 0, 0), (s * 0.36, rect.top + 2), (s * 0.36, rect.bottom - 2), 1)
    else:                       # the Fair: a rosette
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.circle(surf, c, (int(s / 2 + math.cos(a) * s * 0.28), int(s / 2 + math.sin(a) * s * 0.28)),
                               max(1, int(s * 0.14)))
        pygame.draw.circle(surf, c, (s // 2, s // 2), max(2, int(s * 0.22)))
    return _remember(key, surf)


# ==== cards ==================================================================================================

def card(c: int | None, w: int, h: int, title: str, text: TextCache) -> pygame.Surface:
    """An action card: a resource card shows the resource and its amount, a special card its
    emblem and (when there is room) its name; ``None`` is a card back."""
    w, h = max(8, int(w)), max(10, int(h))
    key = ("card", c, w, h, title, text.floor, id(text))   # one board's pictures: its floor, its words
    hit = _cache.get(key)
    if hit is not None:
        return hit
    if c is None:
        surf = cardart.card_back(w, h, (96, 70, 120), (240, 220, 250), "paw")
        return _remember(key, surf)
    kind = card_kind(c)
    if kind == "resource":
        r = card_resource(c)
        surf, radius = cardart.rounded_card(w, h, cardart.CREAM, cardart.shade(RESOURCE_RGB[r], 0.5),
                                            max(1, w // 20))
        band = pygame.Rect(0, 0, w, max(4, h // 6))
        pygame.draw.rect(surf, RESOURCE_RGB[r], band, border_top_left_radius=radius,
                         border_top_right_radius=radius)
        s = int(min(w * 0.62, h * 0.42))
        ic = resource_icon(r, s)
        surf.blit(ic, ic.get_rect(midtop=(w // 2, band.bottom + 2)))
        _centre_text(surf, text, f"+{card_amount(c)}",
                     pygame.Rect(2, band.bottom + 2 + s, w - 4, h - band.bottom - s - 4), INK,
                     max(7, int(h * 0.26)))
        return _remember(key, surf)
    rgb = SPECIAL_RGB.get(kind, (120, 120, 120))
    surf, radius = cardart.rounded_card(w, h, cardart.CREAM, cardart.shade(rgb, 0.5), max(1, w // 20))
    top_h = int(h * 0.62)
    least = max(TITLE_MIN, getattr(text, "floor", 0))
    if title and TextCache.fit_size(title, w - 4, least, True, 1) < least and not abbreviation(title, w - 4, least):
        # too narrow for even two letters of its name (a rival's piled cards): the emblem
        # takes the whole card rather than sit over an empty band (the tooltip names it)
        title, top_h = "", h - max(2, h // 12)
    if title and h - top_h - 3 < TITLE_MIN + 2:
        # a small card gives its emblem less room rather than lose its name
        top_h = max(int(h * 0.4), h - TITLE_MIN - 5)
    top = pygame.Rect(0, 0, w, top_h)
    pygame.draw.rect(surf, rgb, top, border_top_left_radius=radius, border_top_right_radius=radius)
    s = int(min(w * 0.7, top.height * 0.8))
    ic = emblem(kind, s)
    surf.blit(ic, ic.get_rect(center=top.center))
    if title:
        card_title(surf, text, title, pygame.Rect(2, top.bottom + 1, w - 4, h - top.bottom - 3),
                   max(6, int(h * 0.2)))
    return _remember(key, surf)


TITLE_MIN = 9   # px: a card's name under this wraps onto two lines rather than shrink


def card_title(surf: pygame.Surface, text: TextCache, title: str, room: pygame.Rect, size: int) -> None:
    """A card's name whole, never cut mid-word: one line while it reads at ``TITLE_MIN`` or
    more, else two lines (several words); when neither reads at ``TITLE_MIN``, a shortened
    name at that size (the emblem and the tooltip still name the card in full)."""
    least = max(TITLE_MIN, getattr(text, "floor", 0))   # the board's floor: never written smaller
    one = TextCache.fit_size(title, room.width, max(size, least), True, 1)
    words = title.split(" ")
    if one < least and len(words) > 1 and room.height >= 2 * least:
        half = min(size, room.height // 2)
        best = None
        for cut in range(1, len(words)):
            a, b_ = " ".join(words[:cut]), " ".join(words[cut:])
            sz = min(TextCache.fit_size(a, room.width, half, True, 1), TextCache.fit_size(b_, room.width, half, True, 1))
            if best is None or sz > best[0]:
                best = (sz, a, b_)
        if best[0] > one and best[0] >= least:
            sz, a, b_ = best
            for i, line in enumerate((a, b_)):
                s = text.fit(line, room.width, sz, INK, bold=True, min_size=sz)
                surf.blit(s, s.get_rect(center=(room.centerx, room.y + room.height * (1 + 2 * i) // 4)))
            return
    if one >= least:
        s = text.fit(title, room.width, one, INK, bold=True, min_size=one)
        surf.blit(s, s.get_rect(center=room.center))
        return
    # never blank: the name shortened at the floor size (the tooltip keeps it whole)
    short = abbreviation(title, room.width, least) if room.height >= least - 1 else ""
    if short:
        s = text.fit(short, room.width, least, INK, bold=True, min_size=least)
        surf.blit(s, s.get_rect(center=room.center))


def star_badge(s: int) -> pygame.Surface:
    """The start player piece: a gold disc with a star."""
    s = max(8, int(s))
    key = ("first", s)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.circle(surf, (60, 40, 10), (s // 2, s // 2), s // 2)
    pygame.draw.circle(surf, (240, 196, 60), (s // 2, s // 2), s // 2 - 1)
    pic = symbols.symbol("star", int(s * 0.72), (90, 50, 10), use_image=False)
    surf.blit(pic, pic.get_rect(center=(s // 2, s // 2)))
    return _remember(key, surf)


# ==== painting the board at rest ================================================================================
