"""The window's size and the logical surface the scenes draw on.

Scenes draw on a *logical* surface that is never smaller than MIN_LOGICAL: in a smaller
window (or with a UI scale above 1) it is drawn scaled to the window; a UI scale below 1
gives a larger logical surface (more room, smaller text).
"""
from __future__ import annotations

import math

import pygame

MIN_LOGICAL = (1024, 600)
# two scales whose pictures differ by less than this look the same: only one is offered
SAME_SCALE = 0.03


def logical_size(window: tuple[int, int], ui_scale: float = 1.0
                 ) -> tuple[tuple[int, int], tuple[float, float]]:
    """(logical size, window pixels per logical pixel in x and y) for a window size and a UI
    scale.  Uniform scaling keeps the picture's proportions; only an absurdly long or flat
    window (more than 3 times the minimum once scaled) is squeezed on one axis instead of
    allocating a giant surface."""
    w, h = max(1, int(window[0])), max(1, int(window[1]))
    per = 1.0 / min(max(float(ui_scale), 0.5), 3.0)       # logical pixels per window pixel
    per = max(per, MIN_LOGICAL[0] / w, MIN_LOGICAL[1] / h)  # never under the minimum
    if abs(per - 1.0) < 1e-3:
        return (w, h), (1.0, 1.0)
    lw = min(math.ceil(w * per), max(w, 3 * MIN_LOGICAL[0]))
    lh = min(math.ceil(h * per), max(h, 3 * MIN_LOGICAL[1]))
    return (lw, lh), (w / lw, h / lh)


def effective_scale(window: tuple[int, int], ui_scale: float) -> float:
    """The UI scale a window really shows for a chosen one (window pixels per logical pixel
    across): a scale larger than the window can hold is capped so that the logical surface
    keeps its minimum size."""
    (lw, _lh), _ = logical_size(window, ui_scale)
    return max(1, int(window[0])) / lw


def offered_scales(window: tuple[int, int], scales) -> list[tuple[float, float]]:
    """(chosen scale, the scale the window shows for it) for each of ``scales`` (ascending)
    that this window can honour: a scale that shows the same picture as a smaller one (the
    window is too small for it) is left out, so no choice does nothing."""
    out: list[tuple[float, float]] = []
    for scale in sorted(scales):
        shown = effective_scale(window, scale)
        if out and shown <= out[-1][1] * (1.0 + SAME_SCALE):
            continue
        out.append((scale, shown))
    return out


def fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """The remembered (or default 1280x720) window size, shrunk to fit the screen: on a
    1024x600 netbook the window must not open larger than the desktop."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        return size
    if not desktops or desktops[0][0] <= 0 or desktops[0][1] <= 0:
        return size
    return (min(size[0], desktops[0][0]), min(size[1], desktops[0][1]))
