"""The Dog Lover pieces, painted in code: card faces of every kind, trick cards with their
shape and star, food cubes (a colour and a letter: colour is never the only cue), the Watch
Dog and the card back.  Pictures are cached by size and wording; ``clear`` forgets them (a
new language)."""
from __future__ import annotations

import pygame

from dogtable.ui.table import cardart, symbols
from dogtable.ui.table.text import TextCache

from .cards import (
    DOG, FOOD, RESCUE, TRAIT, TRICK, dog_needs, dog_size, dog_vp, food, kind, trait, trick_cost, trick_shape,
)

INK = cardart.INK
KIND_COLOURS = {
    "dog": (170, 112, 64), "rescue": (46, 140, 132), "adoption": (214, 98, 140),
    "walk": (78, 150, 70), "training": (70, 110, 196), "bone": (150, 134, 100),
    "thing": (140, 92, 196), "trait": (226, 132, 44), "fetch": (200, 60, 60),
    "end_game": (40, 40, 40), "trick": (46, 58, 110), "food": (190, 110, 60),
}
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
        from .view import card_name
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


def cube(surface: pygame.Surface, rect: pygame.Rect, colour: int, letter: str, text: TextCache,
         label: str | None = None) -> None:
    """A food cube: a rounded square of its colour with its letter (and a count beside)."""
    side = max(6, min(rect.height, rect.width if label is None else int(rect.width * 0.5)))
    box = pygame.Rect(rect.x, rect.centery - side // 2, side, side)
    if label is None:
        box.centerx = rect.centerx
    pygame.draw.rect(surface, (20, 20, 20), box.inflate(2, 2), border_radius=max(2, side // 5))
    pygame.draw.rect(surface, CUBE_COLOURS[colour], box, border_radius=max(2, side // 5))
    s = text.fit(letter, side - 2, max(6, int(side * 0.72)), CUBE_INK[colour], bold=True, min_size=6)
    surface.blit(s, s.get_rect(center=box.center))
    if label is not None and rect.right - box.right > 4:
        s = text.fit(label, rect.right - box.right - 3, max(7, int(rect.height * 0.62)), (240, 240, 232),
                     bold=True, min_size=6)
        surface.blit(s, s.get_rect(midleft=(box.right + 3, box.centery)))


def needs_row(surface: pygame.Surface, area: pygame.Rect, needs, words: Words, text: TextCache) -> None:
    chips = [c for c, n in enumerate(needs) for _ in range(n)]
    if not chips:
        return
    side = max(6, min(area.height, (area.width - 2) // len(chips) - 1))
    x = area.centerx - (len(chips) * (side + 1)) // 2
    for c in chips:
        cube(surface, pygame.Rect(x, area.y, side, area.height), c, words.cube(c), text)
        x += side + 1


def dog_zones(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """(the picture, the needs row) of a dog card drawn in ``rect`` (a trait band and the
    fed mark go over the picture's foot, never over the needs)."""
    w, h = rect.size
    band_h = max(7, min(int(h * 0.2), 26))
    body = pygame.Rect(rect.x + 2, rect.y + band_h + 1, w - 4, h - band_h - 3)
    foot_h = max(5, min(int(body.height * 0.22), int(w / 4)))
    pic = pygame.Rect(body.x, body.y, body.width, body.height - foot_h - 1)
    return pic, pygame.Rect(body.x, body.bottom - foot_h, body.width, foot_h)


def card_face(card: int, w: int, h: int, words: Words, text: TextCache,
              special: bool = False) -> pygame.Surface:
    key = ("face", card, w, h, words.token, special)
    got = _cache.get(key)
    if got is not None:
        return got
    k = kind(card)
    if k == TRICK:
        return _remember(key, trick_face(card, special, w, h, words, text))
    fill = colour_of(card)
    surf, radius = cardart.rounded_card(w, h)
    band_h = max(7, min(int(h * 0.2), 26))
    band = pygame.Rect(0, 0, w, band_h)
    title = words.name(card)
    cardart.title_band(surf, band, fill, (255, 255, 255), None, title, text, radius,
                       size=max(7, int(band_h * 0.72)))
    body = pygame.Rect(2, band_h + 1, w - 4, h - band_h - 3)
    small = body.height < 22
    if k in (DOG, RESCUE):
        foot_h = max(5, min(int(body.height * 0.22), int(w / 4)))
        pic = pygame.Rect(body.x, body.y, body.width, body.height - foot_h - 1)
        cardart.draw_dog(surf, pic.inflate(-2, 0), card, cardart.shade(fill, 1.6))
        r = max(4, min(pic.height // 4, w // 6))
        cardart.points_disc(surf, (pic.right - r - 1, pic.y + r + 1), r, str(dog_vp(card)), text)
        tag = text.fit(words.size(dog_size(card)), r * 2, max(7, int(r * 1.4)), (255, 255, 255), bold=True,
                       min_size=6)
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
            cardart.symbol_chip(surf, (mid.centerx, mid.y + icon // 2 + 3), icon, name, fill)
            label_y = mid.y + icon + 6
            label = words.kind(k)
            s = text.fit(label, mid.width - 2, max(7, int(h * 0.11)), INK, bold=False, min_size=6)
            if label_y + s.get_height() <= mid.bottom:
                surf.blit(s, s.get_rect(midtop=(mid.centerx, label_y)))
        if k == TRAIT:
            tr = trait(card)
            r = max(4, min(body.height // 5, w // 6))
            cardart.points_disc(surf, (body.right - r - 1, body.bottom - r - 1), r, str(tr.vp), text)
            tag = text.fit(words.size(tr.size), r * 3, max(7, int(r * 1.4)), (255, 255, 255), bold=True,
                           min_size=6)
            tag_r = tag.get_rect(bottomleft=(body.x + 2, body.bottom - 2)).inflate(4, 2)
            pygame.draw.rect(surf, fill, tag_r, border_radius=3)
            surf.blit(tag, tag.get_rect(center=tag_r.center))
    return _remember(key, surf)


def trick_face(trick: int, special: bool, w: int, h: int, words: Words, text: TextCache) -> pygame.Surface:
    """A trick card: its name, the shape in a 3x3 frame (in its printed orientation), the star
    beside the row or column it names, and its cost."""
    surf, radius = cardart.rounded_card(w, h, fill=(236, 238, 250))
    fill = KIND_COLOURS["trick"] if not special else (110, 60, 130)
    band_h = max(7, min(int(h * 0.2), 24))
    cardart.title_band(surf, pygame.Rect(0, 0, w, band_h), fill, (255, 255, 255), None,
                       words.name(trick, special), text, radius, size=max(7, int(band_h * 0.72)))
    shape = trick_shape(trick, special)
    room = pygame.Rect(3, band_h + 2, w - 6, h - band_h - 5)
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
    if shape.star is None:
        s = text.fit("?", star_size, star_size, (200, 140, 20), bold=True, min_size=6)
        spot = (ox - cell // 2 - 1, oy - cell // 2 - 1)
        pic = symbols.symbol("star", star_size, (230, 170, 30), use_image=False)
        surf.blit(pic, pic.get_rect(center=spot))
        surf.blit(s, s.get_rect(center=spot))
    else:
        axis, at = shape.star
        pic = symbols.symbol("star", star_size, (230, 170, 30), use_image=False)
        if axis == "row":
            spot = (ox - cell // 2 - 1, oy + at * cell + cell // 2)
        else:
            spot = (ox + at * cell + cell // 2, oy - cell // 2 - 1)
        surf.blit(pic, pic.get_rect(center=spot))
    cost = trick_cost(trick)
    if cost:
        r = max(4, min(h // 9, w // 7))
        cardart.points_disc(surf, (w - r - 3, h - r - 3), r, str(cost), text, fill=(205, 220, 255))
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


def tab(surface: pygame.Surface, rect: pygame.Rect, card: int, label: str, text: TextCache) -> None:
    """A tucked card peeking out under its dog: its kind's colour and a short word."""
    fill = colour_of(card)
    pygame.draw.rect(surface, fill, rect, border_radius=2)
    pygame.draw.rect(surface, (20, 20, 20), rect, width=1, border_radius=2)
    if rect.width > 6:
        s = text.fit(label, rect.width - 2, max(6, rect.height - 2), (255, 255, 255), bold=True, min_size=6)
        surface.blit(s, s.get_rect(center=rect.center))

