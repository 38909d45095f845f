"""Over the Dog Lover board's picture: the retrieve dialogue's preview (the picked trick, the
cells a placement would take, where the Watch Dog would go)."""
from __future__ import annotations

import pygame

from dogtable.ui.table import theme
from dogtable.ui.table.widgets import draw_selected

from .art import watchdog
from .gestures import options
from .layout import retrieve_cells


def draw_preview(b, surface: pygame.Surface) -> None:
    """The picked trick, the cells the shown placement would take, and where the Watch Dog
    would go (or, with no cell clicked yet, the cells the picked trick could start from)."""
    geo, v = b.geo, b.view
    if b.pick_trick is not None:
        rect = b.places.get(f"card:{b.pick_trick}")
        if rect is not None:
            draw_selected(surface, rect)
    cells, line = b.preview_cells()
    if not cells:
        if b.pick_trick is not None:
            starts = {c for a in options(b.legal, v["special"], b.pick_trick, None)
                      for c in retrieve_cells(a, v["special"])}
            for c in starts:
                pygame.draw.rect(surface, theme.TARGET, geo.cells[c].inflate(4, 4), width=2, border_radius=6)
        return
    for c in cells:
        r = geo.cells[c]
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((255, 214, 90, 70))
        surface.blit(shade, r)
        pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), width=4, border_radius=6)
    if b.pick_cell is not None:
        pygame.draw.circle(surface, theme.TARGET_HOT, geo.cells[b.pick_cell].center,
                           max(3, geo.cells[0].width // 10))
    if line is not None:
        r = geo.lines[line]
        ghost = watchdog(max(8, min(r.width, r.height) + 4)).copy()
        ghost.set_alpha(150)
        surface.blit(ghost, ghost.get_rect(center=r.center))
        pygame.draw.rect(surface, theme.ACCENT, r.inflate(2, 2), width=2, border_radius=4)
