"""The window's size and the logical surface the scenes draw on.

Scenes draw on a *logical* surface that is never smaller than MIN_LOGICAL: in a smaller
window (or with a UI scale above 1) it is drawn scaled to the window; a UI scale below 1
gives a larger logical surface (more room, smaller text).
"""
from __future__ import annotations

import math

import pygame

MIN_LOGICAL = (1024, 600)
# zoomed in (a UI scale above 1) the surface may be a little shorter: 1280x720 then honours 125%
MIN_LOGICAL_ZOOMED = (1024, 576)
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
    least = MIN_LOGICAL_ZOOMED if ui_scale > 1.0 + 1e-6 else MIN_LOGICAL
    per = max(per, least[0] / w, least[1] / h)  # never under the minimum
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


def honoured(window: tuple[int, int], scale: float) -> bool:
    """Whether this window shows ``scale`` as chosen (not capped by the minimum surface)."""
    return abs(effective_scale(window, scale) - scale) <= scale * SAME_SCALE


def offered_scales(window: tuple[int, int], scales) -> list[tuple[float, float]]:
    """(chosen scale, the scale the window shows for it) for each of ``scales`` (ascending)
    that this window can honour, so that the percentage a player picks is the one stored and
    the one shown.  A window too small for 100% still offers 100% (it shows what it can);
    a scale that shows the same picture as a smaller one is left out (no choice does nothing)."""
    out: list[tuple[float, float]] = []
    for scale in sorted(scales):
        shown = effective_scale(window, scale)
        if not honoured(window, scale) and abs(scale - 1.0) > 1e-6:
            continue
        if out and shown <= out[-1][1] * (1.0 + SAME_SCALE):
            continue
        out.append((scale, shown))
    return out


def zoom(window: tuple[int, int], ui_scale: float) -> float:
    """How much larger than at 100% this window shows everything at ``ui_scale``: boards give
    the shown hand a share of the table that grows with it (see ui/table/layout.py), so that
    a larger size makes the cards larger, not only the words."""
    return effective_scale(window, ui_scale) / effective_scale(window, 1.0)


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
