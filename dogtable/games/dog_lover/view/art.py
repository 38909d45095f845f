"""The Dog Lover pieces, painted in code: card faces of every kind, trick cards with their
shape and star, food cubes (a colour and a letter: colour is never the only cue), the Watch
Dog and the card back.  Pictures are cached by size and wording; ``clear`` forgets them (a
new language).  The board at rest is painted from these in art_static."""
from __future__ import annotations

import pygame

from dogtable.ui.table import cardart, symbols
from dogtable.ui.table.text import TextCache, abbreviation

from ..cards import (
    DOG, FOOD, RESCUE, THING, TRAIT, TRICK, dog_needs, thing, dog_size, dog_vp, food, kind, trait, trick_cost,
    trick_shape,
)
from .art_marks import food_shape, thing_icon
from .texts import card_name

P = "dog_lover."
INK = cardart.INK
# each kind's band holds its name at 4.5:1 or more (white, or dark ink on the light orange)
KIND_COLOURS = {
    "dog": (159, 105, 60), "rescue": (42, 128, 121), "adoption": (181, 83, 118),
    "walk": (68, 131, 61), "training": (70, 110, 196), "bone": (128, 115, 85),
    "thing": (140, 92, 196), "trait": (226, 132, 44), "fetch": (200, 60, 60),
    "end_game": (40, 40, 40), "trick": (46, 58, 110), "food": (170, 98, 53),
}
SPECIAL_TRICK = (110, 60, 130)
# the box's cubes: burgundy scraps, tan dry bits, blue canned, black wilds
CUBE_COLOURS = ((146, 36, 60), (218, 184, 124), (56, 104, 196), (26, 26, 26))
CUBE_INK = ((255, 255, 255), (50, 36, 10), (255, 255, 255), (255, 255, 255))
KIND_SYMBOL = {"dog": "paw", "rescue": "paw", "bone": "bone", "walk": "leaf", "training": "star",
               "thing": "star", "trait": "sun", "food": "drop", "adoption": "paw", "fetch": "bone",
               "trick": "star", "end_game": "star"}

_cache: dict[tuple, pygame.Surface] = {}


def clear() -> None:
    _cache.clear()


def _remember(key, surf):
    if len(_cache) > 900:
        _cache.clear()
    _cache[key] = surf
    return surf


class Words:
    """The texts a picture needs, from the board's translator (one per language)."""

    def __init__(self, t, lang_token: str):
        self.t = t
        self.token = lang_token

    def name(self, card: int, special: bool = False) -> str:
        return card_name(card, self.t, special)

    def kind(self, k: str) -> str:
        return self.t(f"dog_lover.board.kind.{k}")

    def size(self, s: int) -> str:
        return self.t(f"dog_lover.board.size_letter.{s}")

    def cube(self, colour: int) -> str:
        return self.t(f"dog_lover.board.cube.{colour}")


def colour_of(card: int):
    k = kind(card)
    if k == FOOD:
        return CUBE_COLOURS[food(card)[0]]
    return KIND_COLOURS.get(k, (120, 120, 120))


LETTER_MIN = 10   # px: a cube letter smaller than this (or the board's text floor) gives way to the cube's shape


def cube(surface: pygame.Surface, rect: pygame.Rect, colour: int, letter: str, text: TextCache,
         label: str | None = None) -> str:
    """A food cube: a rounded square of its colour with its letter (and a count beside).  Too
    small for a whole letter of LETTER_MIN px, the cube takes its kind's own shape instead
    (art_marks.food_shape), so colour is never the only cue.  Returns the cue drawn:
    "letter" or "shape"."""
    side = max(6, min(rect.height, rect.width if label is None else int(rect.width * 0.5)))
    box = pygame.Rect(rect.x, rect.centery - side // 2, side, side)
    if label is None:
        box.centerx = rect.centerx
    size = max(LETTER_MIN, text.floor, int(side * 0.72))
    if side >= size and text.fits(letter, side - 2, size, bold=True):
        pygame.draw.rect(surface, (20, 20, 20), box.inflate(2, 2), border_radius=max(2, side // 5))
        pygame.draw.rect(surface, CUBE_COLOURS[colour], box, border_radius=max(2, side // 5))
        s = text.render(letter, size, CUBE_INK[colour], bold=True)
        surface.blit(s, s.get_rect(center=box.center))
        cue = "letter"
    else:
        food_shape(surface, box, colour, CUBE_COLOURS[colour])
        cue = "shape"
    if label is not None and rect.right - box.right > 4:
        s = text.fit(label, rect.right - box.right - 3, max(7, int(rect.height * 0.62)), (240, 240, 232),
                     bold=True, min_size=6)
        surface.blit(s, s.get_rect(midleft=(box.right + 3, box.centery)))
    return cue


def needs_row(surface: pygame.Surface, area: pygame.Rect, needs, words: Words, text: TextCache) -> list[str]:
    """A dog's needs as cubes; returns the cue each cube got ("letter" or "shape")."""
    chips = [c for c, n in enumerate(needs) for _ in range(n)]
    if not chips:
        return []
    cues = []
    side = max(6, min(area.height, (area.width - 2) // len(chips) - 1))
    x = area.centerx - (len(chips) * (side + 1)) // 2
    for c in chips:
        cues.append(cube(surface, pygame.Rect(x, area.y, side, area.height), c, words.cube(c), text))
        x += side + 1
    return cues


def band_height(w: int, h: int, dog: bool = True) -> int:
    """A card's title band: a fifth of its height, more on a card drawn wider than usual (the
    shown seat's, zoomed in) so its name grows with its width -- on a dog only a little (a
    squat dog once kept hardly any picture under a tall band)."""
    wide = min(w * 0.27, h * 0.24) if dog else w * 0.27
    return max(7, min(int(max(h * 0.2, wide)), 26))


def dog_zones(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """(the picture, the needs row) of a dog card drawn in ``rect`` (a trait band and the
    fed mark go over the picture's foot, never over the needs)."""
    w, h = rect.size
    band_h = band_height(w, h)
    body = pygame.Rect(rect.x + 2, rect.y + band_h + 1, w - 4, h - band_h - 3)
    foot_h = max(5, min(int(body.height * 0.22), int(w / 4)))
    pic = pygame.Rect(body.x, body.y, body.width, body.height - foot_h - 1)
    return pic, pygame.Rect(body.x, body.bottom - foot_h, body.width, foot_h)


# px: a card's name under this takes two lines, or a shortened form ("Adiestr…"; the tooltip
# names it whole) -- issue 25: nothing a player must read under 10 px, at 1024x600 too
TITLE_MIN = 10


def title_lines(title: str, width: int, size: int, max_lines: int = 2,
                least: int = TITLE_MIN) -> tuple[list[str], int]:
    """A card name whole, never cut mid-word: the largest size from ``size`` down to
    ``least`` (``TITLE_MIN``, or the board's text floor if higher) at which its words wrap
    into ``max_lines`` lines or fewer; else nothing."""
    words = title.split()
    for sz in range(max(size, least), least - 1, -1):
        lines: list[str] = []
        for word in words:
            trial = f"{lines[-1]} {word}" if lines else word
            if lines and TextCache.fit_size(trial, width, sz, True, 1) >= sz:
                lines[-1] = trial
            elif TextCache.fit_size(word, width, sz, True, 1) >= sz:
                lines.append(word)
            else:
                lines = []
                break
        if lines and len(lines) <= max_lines:
            return lines, sz
    return [], 0


def title_band(surf: pygame.Surface, w: int, h: int, band_h: int, fill, title: str, text: TextCache,
               radius: int, inset: int = 2, reserve: int = 0) -> int:
    """The coloured top band with the card's name (see ``title_lines``): a name that needs a
    taller band or a second line grows the band on a card with the room; on a miniature the
    band stays mute (the tooltip names the card).  Returns the band's height."""
    size = max(7, int(band_h * 0.72))
    least = max(TITLE_MIN, getattr(text, "floor", 0))   # the board's floor: never written smaller
    width = w - 2 * inset if inset > 2 else w - 5   # inside a rescued dog's frame, or the card's edge
    width -= reserve                                 # room kept at the right (a trick's cost)
    lines, sz = title_lines(title, width, max(size, least), max_lines=1, least=least)
    if lines and sz + 4 > band_h and sz + 4 > int(h * 0.25):
        lines = []
    if not lines:
        # two or three lines, at the largest size whose lines keep the picture in view
        start = max(size, least)
        while True:
            lines, sz = title_lines(title, width, start, max_lines=3, least=least)
            if len(lines) >= 2 and len(lines) * (sz + 3) + 2 <= int(h * 0.45):
                break
            lines = []
            if not sz or sz <= least:
                break
            start = sz - 1
    if not lines:
        # never blank: the name shortened at the floor size (the tooltip keeps it whole)
        short = abbreviation(title, width, least)
        if short and least + 2 <= max(band_h, int(h * 0.4)):   # a miniature's band grows for it
            lines, sz = [short], least
    if lines:
        band_h = max(band_h, len(lines) * (sz + 3) + 2 if len(lines) > 1 else sz + 4)
    pygame.draw.rect(surf, fill, (0, 0, w, band_h), border_top_left_radius=radius, border_top_right_radius=radius)
    for i, line in enumerate(lines):
        s = text.fit(line, width, sz, cardart.ink_on(fill), bold=True, min_size=sz)
        cy = band_h * (1 + 2 * i) // (2 * len(lines))
        surf.blit(s, s.get_rect(midleft=(inset, cy)))
    return band_h


def card_face(card: int, w: int, h: int, words: Words, text: TextCache,
              special: bool = False, priced: bool = True) -> pygame.Surface:
    """``priced``: a trick shows its cost (on offer); a learned one gives that room to its name."""
    key = ("face", card, w, h, words.token, special, priced, text.floor, id(text))   # one board's pictures (its floor)
    got = _cache.get(key)
    if got is not None:
        return got
    k = kind(card)
    if k == TRICK:
        return _remember(key, trick_face(card, special, w, h, words, text, priced))
    fill = colour_of(card)
    surf, radius = cardart.rounded_card(w, h)
    band_h = band_height(w, h, k in (DOG, RESCUE))
    title = words.name(card)
    frame = max(2, w // 22) if k == RESCUE else 0
    # a rescued dog's frame is drawn over the card's edge: its name starts inside the frame
    base_h = band_h
    band_h = title_band(surf, w, h, band_h, fill, title, text, radius, inset=frame + 2 if frame else 2)
    body = pygame.Rect(2, band_h + 1, w - 4, h - band_h - 3)
    small = body.height < 22
    if k in (DOG, RESCUE):
        # the needs row keeps the height ``dog_zones`` gives it, however tall the name's band
        foot_h = max(5, min(int((h - base_h - 4) * 0.22), int(w / 4)))
        pic = pygame.Rect(body.x, body.y, body.width, body.height - foot_h - 1)
        cardart.draw_dog(surf, pic.inflate(-2, 0), card, cardart.shade(fill, 1.6))
        r = points_radius(pic.height, w)
        cardart.points_disc(surf, (pic.right - r - 1, pic.y + r + 1), r, str(dog_vp(card)), text)
        tag = text.fit(words.size(dog_size(card)), max(r * 2, TITLE_MIN), max(TITLE_MIN, int(r * 1.4)),
                       cardart.ink_on(fill), bold=True, min_size=TITLE_MIN)
        tag_r = tag.get_rect(topleft=(pic.x + 2, pic.y + 1)).inflate(4, 2)
        pygame.draw.rect(surf, fill, tag_r, border_radius=3)
        surf.blit(tag, tag.get_rect(center=tag_r.center))
        needs_row(surf, pygame.Rect(body.x, body.bottom - foot_h, body.width, foot_h), dog_needs(card),
                  words, text)
        if k == RESCUE:
            pygame.draw.rect(surf, fill, (0, 0, w, h), width=max(2, w // 22), border_radius=radius)
    elif k == FOOD:
        colour, count = food(card)
        side = max(6, min(body.height - 4, (body.width - 6) // max(1, count) - 2))
        x = body.centerx - (count * (side + 3)) // 2
        for _ in range(count):
            cube(surf, pygame.Rect(x, body.centery - side // 2, side, side), colour, words.cube(colour), text)
            x += side + 3
    else:
        mid = pygame.Rect(body.x, body.y, body.width, body.height)
        if not small:
            icon = max(6, min(mid.width, mid.height) // 2)
            name = KIND_SYMBOL.get(k, "paw")
            if k == THING:
                thing_icon(surf, pygame.Rect(mid.centerx - icon // 2, mid.y + 3, icon, icon), thing(card))
            else:
                cardart.symbol_chip(surf, (mid.centerx, mid.y + icon // 2 + 3), icon, name, fill)
            label_y = mid.y + icon + 6
            label = words.kind(k)
            size = TextCache.fit_size(label, mid.width - 2, max(7, int(h * 0.11)), False, 1)
            # the kind's word only where it reads (the band, the symbol and the tooltip name it)
            s = text.render(label, size, INK) if size >= TITLE_MIN else None
            if s is not None and label_y + s.get_height() <= mid.bottom:
                surf.blit(s, s.get_rect(midtop=(mid.centerx, label_y)))
        if k == TRAIT:
            tr = trait(card)
            r = max(DISC_MIN_R, min(body.height // 5, w // 6))
            cardart.points_disc(surf, (body.right - r - 1, body.bottom - r - 1), r, str(tr.vp), text)
            tag = text.fit(words.size(tr.size), max(r * 3, TITLE_MIN), max(TITLE_MIN, int(r * 1.4)),
                           cardart.ink_on(fill), bold=True, min_size=TITLE_MIN)
            tag_r = tag.get_rect(bottomleft=(body.x + 2, body.bottom - 2)).inflate(4, 2)
            pygame.draw.rect(surf, fill, tag_r, border_radius=3)
            surf.blit(tag, tag.get_rect(center=tag_r.center))
    return _remember(key, surf)


DISC_MIN_R = 8   # px: a points disc this wide writes its number at 10 px (cardart.points_disc)


def points_radius(pic_h: int, w: int) -> int:
    """A dog's points disc: wide enough for a 10 px number where its picture has the height
    (on a miniature it would spill over the trait band; the tooltip gives the points)."""
    r = max(4, min(pic_h // 4, w // 6))
    return max(r, DISC_MIN_R) if pic_h >= 2 * DISC_MIN_R + 4 else r


COST_CARD_MIN = 40   # px wide: a narrower trick card shows no cost disc
COST_DISC = 16   # px across: a trick's cost, the smallest disc whose number reads (cardart.points_disc)


def trick_face(trick: int, special: bool, w: int, h: int, words: Words, text: TextCache,
               priced: bool = True) -> pygame.Surface:
    """A trick card: its name, the shape in a 3x3 frame (in its printed orientation), the star
    beside the row or column it names, and (on offer) its cost."""
    surf, radius = cardart.rounded_card(w, h, fill=(236, 238, 250))
    fill = KIND_COLOURS["trick"] if not special else SPECIAL_TRICK
    # a miniature (an opponent's learned trick) keeps its room for the name; the tooltip gives the
    # cost; a learned trick's cost is spent, and its disc once cut "Deita" to "De…" at 1024x600
    cost = trick_cost(trick) if w >= COST_CARD_MIN and priced else 0
    band_h = max(7, min(int(h * 0.2), 24))
    # the cost sits in the title band, at its right: over the diagram it would hide a cell
    disc = COST_DISC if cost else 0
    if cost:
        band_h = max(band_h, min(COST_DISC, int(h * 0.3)))
    name = words.name(trick, special)
    below = 0   # the cost disc under the band, at its right (the diagram goes down for it)
    if cost:
        least = max(TITLE_MIN, text.floor)
        beside = title_lines(name, w - 5 - disc - 2, least, 1, least)[1]
        across = title_lines(name, w - 5, least, 1, least)[1]
        head = max(band_h, least + 4)
        cells = [(min(w - 6, h - head - 5 - d) - 4) // 4 for d in (0, COST_DISC + 2)]
        # a name that reads whole only across the band ("Habla" at 1024x600), where the diagram
        # keeps its size under it; or a name that beside the disc would not show two letters
        blank = not beside and not abbreviation(name, w - 5 - disc - 2, least)
        if (not beside and across and cells[1] >= max(4, cells[0] - 1)) or (blank and cells[1] >= 3):
            below, band_h = COST_DISC + 2, head
    band_h = title_band(surf, w, h, band_h, fill, name, text, radius,
                        reserve=disc + 2 if cost and not below else 0)
    shape = trick_shape(trick, special)
    room = pygame.Rect(3, band_h + 2 + below, w - 6, h - band_h - 5 - below)
    side = max(6, min(room.width, room.height))
    cell = max(2, (side - 4) // 4)   # 3 cells and a star margin
    ox = room.centerx - (3 * cell + cell) // 2 + cell
    oy = room.centery - (3 * cell + cell) // 2 + cell
    for r in range(3):
        for c in range(3):
            rect = pygame.Rect(ox + c * cell, oy + r * cell, cell - 1, cell - 1)
            on = (r, c) in shape.cells
            pygame.draw.rect(surf, fill if on else (206, 208, 222), rect, border_radius=max(1, cell // 5))
    star_size = max(5, cell)
    if shape.star is None:   # any row or column: a star in the corner with a "?" (where it reads)
        spot = (ox - cell // 2 - 1, oy - cell // 2 - 1)
        pic = symbols.symbol("star", star_size, (230, 170, 30), use_image=False)
        surf.blit(pic, pic.get_rect(center=spot))
        if star_size >= 8:
            s = text.render("?", max(TITLE_MIN, star_size), (200, 140, 20), bold=True)
            surf.blit(s, s.get_rect(center=spot))
    else:
        axis, at = shape.star
        pic = symbols.symbol("star", star_size, (230, 170, 30), use_image=False)
        if axis == "row":
            spot = (ox - cell // 2 - 1, oy + at * cell + cell // 2)
        else:
            spot = (ox + at * cell + cell // 2, oy - cell // 2 - 1)
        surf.blit(pic, pic.get_rect(center=spot))
    if cost:
        r = COST_DISC // 2
        at = (w - r - 3, band_h + 1 + r) if below else (w - r - 3, max(r + 1, band_h // 2))
        cardart.points_disc(surf, at, r, str(cost), text, fill=(205, 220, 255))
    return surf


def back(w: int, h: int) -> pygame.Surface:
    key = ("back", w, h)
    got = _cache.get(key)
    if got is not None:
        return got
    return _remember(key, cardart.card_back(w, h, (150, 70, 80), (250, 230, 210), "paw"))


def watchdog(size: int) -> pygame.Surface:
    key = ("watchdog", size)
    got = _cache.get(key)
    if got is not None:
        return got
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (30, 24, 20), (size // 2, size // 2), size // 2)
    pygame.draw.circle(surf, (250, 214, 90), (size // 2, size // 2), size // 2 - 1, width=max(1, size // 12))
    inner = pygame.Rect(0, 0, int(size * 0.78), int(size * 0.78))
    inner.center = (size // 2, size // 2)
    cardart.draw_dog(surf, inner, 5, (30, 24, 20))
    return _remember(key, surf)


def tab(surface: pygame.Surface, rect: pygame.Rect, card: int, label: str, text: TextCache,
        max_size: int | None = None) -> None:
    """A tucked card peeking out under its dog: its kind's colour and a short word, written no
    bigger than ``max_size`` (the dog's own title) so a tall strip does not shout."""
    fill = colour_of(card)
    pygame.draw.rect(surface, fill, rect, border_radius=2)
    pygame.draw.rect(surface, (20, 20, 20), rect, width=1, border_radius=2)
    if rect.width <= 6:
        return
    size = max(6, rect.height - 2)
    if max_size is not None:
        size = max(6, min(size, max_size))
    word, _, count = label.partition(" ×")
    count = f"×{count}" if count else ""
    # a favorite thing shows its own picture; another kind its word, or its symbol where the
    # word would be too small to read (the tooltip names every tucked card)
    picture = kind(card) == THING or TextCache.fit_size(label, rect.width - 2, size, True, 1) < TAB_MIN_TEXT
    if not picture:
        s = text.fit(label, rect.width - 2, size, cardart.ink_on(fill), bold=True, min_size=TAB_MIN_TEXT)
        surface.blit(s, s.get_rect(center=rect.center))
        return
    side = max(4, rect.height - 2)
    tail = text.render(count, max(TAB_MIN_TEXT, min(size, side + 2)), cardart.ink_on(fill), bold=True) if count else None
    if tail is not None and side + 2 + tail.get_width() > rect.width - 2:
        tail = None
    width = side + (2 + tail.get_width() if tail is not None else 0)
    icon = pygame.Rect(rect.centerx - width // 2, rect.centery - side // 2, side, side)
    if kind(card) == THING:
        thing_icon(surface, icon, thing(card))
    else:
        surface.blit(symbols.symbol(KIND_SYMBOL.get(kind(card), "paw"), side, (255, 255, 255), use_image=False),
                     icon)
    if tail is not None:
        surface.blit(tail, tail.get_rect(midleft=(icon.right + 2, rect.centery)))


TAB_MIN_TEXT = 10   # px: a tucked card's word smaller than this gives way to its symbol


def tab_text_size(card_height: int) -> int:
    """The tucked cards' word size under a dog card ``card_height`` tall: its title's size."""
    return max(7, int(max(7, min(int(card_height * 0.2), 26)) * 0.72))
