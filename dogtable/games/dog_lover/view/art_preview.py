"""Over the Dog Lover board's picture: the retrieve dialogue's preview (the picked trick, the
cells a placement would take, where the Watch Dog would go)."""
from __future__ import annotations

import pygame

from dogtable.ui.table import theme
from dogtable.ui.table.cardart import number_disc
from dogtable.ui.table.widgets import draw_selected

from .art import watchdog
from .gestures import options
from ..cards import retrieve_cells, retrieve_line


def draw_preview(b, surface: pygame.Surface) -> None:
    """The picked trick, the cells the shown placement would take, and where the Watch Dog
    would go (or, with no cell clicked yet, the cells the picked trick could start from)."""
    geo, v = b.geo, b.view
    learning = getattr(b, "pick_learn", None)
    if learning is not None and 0 <= learning < len(geo.display_slots):
        draw_selected(surface, geo.display_slots[learning])   # the trick the player may buy
    cells, line = b.preview_cells()
    if not cells and b.pick_trick is None:
        _draw_last_taken(b, surface)
    dragged = b.drag.dragging or ""
    hot = b.drag.hot() or ""
    if dragged.startswith("trick:") and hot.startswith("cell:"):
        # a trick dragged over the grid: the cells its drop would take (the dialogue's first option)
        opts = options(b.legal, v["special"], int(dragged[6:]), int(hot[5:]))
        if opts:
            cells = retrieve_cells(opts[0], v["special"])
            line = retrieve_line(opts[0], v["special"])
    if b.pick_trick is not None:
        rect = b.places.get(f"card:{b.pick_trick}")
        if rect is not None:
            draw_selected(surface, rect)
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


def _draw_last_taken(b, surface: pygame.Surface) -> None:
    """The cells the last retrieval took (refilled since): a dashed frame in the taker's seat
    colour with its number, until the next retrieval (the log names the cards)."""
    taken = getattr(b, "last_taken", None)
    if not taken or not taken[1]:
        return
    seat, cells = taken
    colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    for c in cells:
        if not 0 <= c < len(b.geo.cells):
            continue
        r = b.geo.cells[c].inflate(4, 4)
        dash = max(4, r.width // 8)
        for x in range(r.left, r.right, dash * 2):
            pygame.draw.line(surface, colour, (x, r.top), (min(x + dash, r.right), r.top), 3)
            pygame.draw.line(surface, colour, (x, r.bottom - 1), (min(x + dash, r.right), r.bottom - 1), 3)
        for y in range(r.top, r.bottom, dash * 2):
            pygame.draw.line(surface, colour, (r.left, y), (r.left, min(y + dash, r.bottom)), 3)
            pygame.draw.line(surface, colour, (r.right - 1, y), (r.right - 1, min(y + dash, r.bottom)), 3)
        # the taker's number beside its colour (colour is never the only cue)
        number_disc(surface, (r.right - 6, r.top + 6), str(seat + 1), b.text)
