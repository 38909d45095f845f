"""The board's cached pictures, blitted once a frame while cards fly over them.

``rest_layers``: the board at rest as few full-board pictures as possible. ``settled_picture``:
those layers with every piece that stays put drawn over them (a board split into settled and
moving pieces), so that a frame blits one picture and draws only what moves.
"""
from __future__ import annotations

from typing import Callable

import pygame


def opaque(surface: pygame.Surface) -> bool:
    """Whether blitting ``surface`` covers every pixel under it (no per-pixel or surface
    alpha, no colour key)."""
    return not surface.get_flags() & pygame.SRCALPHA and surface.get_alpha() is None \
        and surface.get_colorkey() is None


def rest_layers(bg: pygame.Surface, static, composed: tuple | None
                ) -> tuple[tuple[pygame.Surface, ...], tuple | None]:
    """(the layers to blit, the composition to keep for next time).

    The background alone (a board of sprites: ``static`` is False), the static layer alone
    when it is opaque and covers the background, or the two composed once per repaint when
    the static layer is a translucent picture over an opaque background (blending it anew
    every frame cost a full-board blend a frame).  ``composed``: (background, static layer,
    the two composed) from the last call."""
    if not static:
        return (bg,), composed
    if opaque(static) and static.get_size() == bg.get_size():
        return (static,), composed
    if not opaque(bg) or static.get_size() != bg.get_size():
        return (bg, static), composed   # a composition would not be the same picture
    if composed is None or composed[0] is not bg or composed[1] is not static:
        layer = bg.copy()
        layer.blit(static, (0, 0))
        composed = (bg, static, layer)
    return (composed[2],), composed


def settled_picture(rect: pygame.Rect, layers, draw_settled: Callable[[pygame.Surface], None],
                    reuse: pygame.Surface | None = None) -> pygame.Surface:
    """``layers`` blitted at ``rect`` with ``draw_settled`` over them, on a picture in window
    coordinates (pieces are drawn where they are on the window; a frame blits ``rect`` of
    it).  ``reuse``: the last picture, painted over when it has the size."""
    size = (rect.right, rect.bottom)
    pic = reuse if reuse is not None and reuse.get_size() == size else pygame.Surface(size)
    pic.set_clip(rect)
    for layer in layers:
        pic.blit(layer, rect.topleft)
    draw_settled(pic)
    pic.set_clip(None)
    return pic
