"""Building blocks for card pictures drawn in code: a rounded card, a title band with its
suit symbol, a picture from assets (or a drawn dog), a points disc, and card backs.
Every dog game paints its faces with these, so the cards of all games look related."""
from __future__ import annotations

import pygame

from . import assets, symbols
from .text import TextCache

CREAM = (250, 246, 234)
INK = (59, 42, 26)


WHITE = (255, 255, 255)
CONTRAST_MIN = 4.5   # WCAG AA for text: every word against what is behind it


def luminance(rgb) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def channel(v: float) -> float:
        v /= 255.0
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in tuple(rgb)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def ink_on(fill, light=WHITE, dark=INK):
    """The text colour for a band of ``fill``: white, or the dark ink when it reads better."""
    return light if contrast(fill, light) >= contrast(fill, dark) else dark


def shade(rgb, k: float):
    """``rgb`` darkened (k < 1) or lightened toward white (k > 1)."""
    if k <= 1:
        return tuple(int(c * k) for c in rgb)
    return tuple(int(c + (255 - c) * (k - 1)) for c in rgb)


def rounded_card(w: int, h: int, fill=CREAM, edge=(40, 36, 30), edge_w: int = 0) -> tuple[pygame.Surface, int]:
    """A transparent surface with a rounded card on it; returns (surface, corner radius)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, min(w, h) // 9)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(surf, edge, (0, 0, w, h), width=edge_w or max(1, w // 45), border_radius=radius)
    return surf, radius


def symbol_chip(surf: pygame.Surface, center, size: int, name: str, fill, ink=(255, 255, 255)) -> None:
    """The suit symbol on a disc of its colour, with a thin light rim (readable anywhere)."""
    r = max(3, size // 2)
    pygame.draw.circle(surf, (255, 255, 255), center, r + max(1, size // 14))
    pygame.draw.circle(surf, fill, center, r)
    pic = symbols.symbol(name, int(size * 0.78), ink)
    surf.blit(pic, pic.get_rect(center=center))


def title_band(surf: pygame.Surface, rect: pygame.Rect, fill, ink, symbol_name: str | None,
               title: str, text: TextCache, radius: int, size: int | None = None) -> None:
    """The coloured top band: symbol chip at the left, the title fitted into the rest."""
    pygame.draw.rect(surf, fill, rect, border_top_left_radius=radius, border_top_right_radius=radius)
    x = rect.left + 2
    if symbol_name:
        d = rect.height - 4
        symbol_chip(surf, (rect.left + 2 + d // 2, rect.centery), d, symbol_name, shade(fill, 0.75))
        x = rect.left + d + 5
    if title and rect.right - x > 8:
        s = text.fit(title, rect.right - x - 3, size or max(7, int(rect.height * 0.55)), ink,
                     bold=True, min_size=7)
        surf.blit(s, s.get_rect(midleft=(x, rect.centery)))


def picture(surf: pygame.Surface, rect: pygame.Rect, rel: str) -> bool:
    """Blit the asset ``rel`` fitted and centred in ``rect``; False when it is missing."""
    if rect.width < 4 or rect.height < 4:
        return False
    img = assets.scaled(rel, rect.size)
    if img is None:
        return False
    surf.blit(img, img.get_rect(center=rect.center))
    return True


FURS = [(214, 170, 110), (128, 86, 52), (236, 232, 222), (62, 56, 52)]


def draw_dog(surf: pygame.Surface, rect: pygame.Rect, variant: int, backdrop) -> None:
    """A simple dog face, different for each ``variant`` (ear shape x fur), on ``backdrop``."""
    pygame.draw.rect(surf, backdrop, rect, border_radius=max(2, rect.width // 10))
    cx, cy = rect.center
    r = max(3, int(min(rect.width, rect.height) * 0.3))
    fur = FURS[(variant // 4 + variant) % 4]
    dark = shade(fur, 0.55)
    ears = variant % 4
    if ears == 0:    # floppy
        for sx in (-1, 1):
            pygame.draw.ellipse(surf, dark, pygame.Rect(cx + sx * r * 0.9 - r * 0.35, cy - r * 0.8, r * 0.7, r * 1.5))
    elif ears == 1:  # pointy
        for sx in (-1, 1):
            pygame.draw.polygon(surf, dark, [(cx + sx * r * 0.95, cy - r * 1.35), (cx + sx * r * 0.2, cy - r * 0.6),
                                             (cx + sx * r * 1.0, cy - r * 0.2)])
    elif ears == 2:  # round
        for sx in (-1, 1):
            pygame.draw.circle(surf, dark, (int(cx + sx * r * 0.75), int(cy - r * 0.75)), max(2, int(r * 0.38)))
    else:            # long
        for sx in (-1, 1):
            pygame.draw.ellipse(surf, dark, pygame.Rect(cx + sx * r * 0.95 - r * 0.3, cy - r * 0.5, r * 0.6, r * 1.9))
    pygame.draw.circle(surf, fur, (cx, cy), r)
    if variant % 3 == 1:  # a patch over one eye
        pygame.draw.circle(surf, dark, (int(cx - r * 0.38), int(cy - r * 0.2)), max(2, int(r * 0.3)))
    muzzle = pygame.Rect(0, 0, int(r * 1.0), int(r * 0.7))
    muzzle.center = (cx, int(cy + r * 0.42))
    pygame.draw.ellipse(surf, shade(fur, 1.35), muzzle)
    eye = max(1, int(r * 0.12))
    for sx in (-1, 1):
        pygame.draw.circle(surf, (25, 20, 18), (int(cx + sx * r * 0.38), int(cy - r * 0.2)), eye)
    pygame.draw.ellipse(surf, (25, 20, 18), pygame.Rect(cx - r * 0.18, cy + r * 0.2, r * 0.36, r * 0.24))
    if variant % 2:  # tongue out
        pygame.draw.ellipse(surf, (220, 90, 100), pygame.Rect(cx - r * 0.12, cy + r * 0.55, r * 0.24, r * 0.3))


def points_disc(surf: pygame.Surface, center, radius: int, label: str, text: TextCache,
                fill=(255, 255, 255), ink=INK) -> None:
    radius = max(radius, 7)   # room for a number at the smallest readable size
    pygame.draw.circle(surf, ink, center, radius + 1)
    pygame.draw.circle(surf, fill, center, radius)
    s = text.render(label, max(7, int(radius * 1.35)), ink, bold=True)
    surf.blit(s, s.get_rect(center=(center[0], center[1] + 1)))


NUMBER_DISC = 14   # px across: a seat's number (the cue beside its colour) at readable size


def number_disc(surf: pygame.Surface, center, label: str, text: TextCache, ring=INK,
                diameter: int = NUMBER_DISC) -> None:
    """A seat's number on a white disc with a dark ring: readable on every seat colour and
    under colour blindness (the number, not the colour, tells two seats apart)."""
    r = max(NUMBER_DISC, int(diameter)) // 2
    pygame.draw.circle(surf, ring, center, r + 1)
    pygame.draw.circle(surf, (255, 255, 255), center, r)
    s = text.render(label, max(10, int(r * 1.45)), INK, bold=True)
    surf.blit(s, s.get_rect(center=(center[0], center[1] + 1)))


def card_back(w: int, h: int, fill, ink, motif: str, image_rel: str | None = None) -> pygame.Surface:
    """A card back: the asset image when there is one, else a frame and a pattern of
    ``motif`` symbols."""
    surf, radius = rounded_card(w, h, fill, shade(fill, 0.5))
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 8), -max(4, w // 8))
    if image_rel:
        img = assets.scaled(image_rel, (w, h), fit=False)
        if img is not None:
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
            pic = img.convert_alpha() if pygame.display.get_surface() else img.copy()
            pic = pic.copy()
            pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            surf.blit(pic, (0, 0))
            pygame.draw.rect(surf, shade(fill, 0.5), (0, 0, w, h), width=max(1, w // 45), border_radius=radius)
            return surf
    pygame.draw.rect(surf, ink, inner, width=max(1, w // 30), border_radius=max(2, radius - 2))
    size = max(5, w // 4)
    pic = symbols.symbol(motif, size, shade(fill, 1.35), use_image=False)
    step = int(size * 1.3)
    for row, y in enumerate(range(inner.top + step // 3, inner.bottom - size // 2, step)):
        off = (step // 2) if row % 2 else 0
        for x in range(inner.left + step // 4 + off, inner.right - size // 2, step):
            surf.blit(pic, (x, y))
    big = symbols.symbol(motif, int(min(w, h) * 0.42), ink, use_image=False)
    disc = pygame.Rect(0, 0, int(min(w, h) * 0.56), int(min(w, h) * 0.56))
    disc.center = (w // 2, h // 2)
    pygame.draw.ellipse(surf, fill, disc)
    pygame.draw.ellipse(surf, ink, disc, width=max(1, w // 40))
    surf.blit(big, big.get_rect(center=(w // 2, h // 2)))
    return surf


def check_mark(surface: pygame.Surface, center, r: int, fill=(46, 150, 70)) -> None:
    """A round green tick (cleaned messes): a shape, not only a colour."""
    pygame.draw.circle(surface, (255, 255, 255), center, r + 1)
    pygame.draw.circle(surface, fill, center, r)
    x, y = center
    w = max(2, r // 3)
    pygame.draw.lines(surface, (255, 255, 255), False,
                      [(x - r * 0.5, y), (x - r * 0.12, y + r * 0.42), (x + r * 0.55, y - r * 0.45)], w)


def triangle(surface: pygame.Surface, rect: pygame.Rect, colour, pointing: str = "right") -> None:
    """A small filled triangle (turn markers; no font glyph needed)."""
    l, t, r, b = rect.left, rect.top, rect.right, rect.bottom
    m = rect.centery
    if pointing == "right":
        pts = [(l, t), (r, m), (l, b)]
    else:
        pts = [(r, t), (l, m), (r, b)]
    pygame.draw.polygon(surface, colour, pts)
