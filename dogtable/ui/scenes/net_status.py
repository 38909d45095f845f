"""The line a home network table keeps on screen while someone is missing: who is away (a
remote seat not connected) and, at a joiner's table, "reconnecting" while the host is out of
reach.  Drawn over the bottom of the board by the table scene for its ``net`` link."""
from __future__ import annotations

import pygame

from dogtable.ui import theme


def status_text(table) -> str | None:
    net = table.net
    parts = []
    if getattr(net, "reconnecting", lambda: False)():
        parts.append(table.t("net.table.reconnecting"))
    away = sorted(net.away_seats())
    for seat in away:
        parts.append(table.t("net.table.away", name=table.names[seat]))
    code = getattr(net, "code", None)
    if away and code:        # at the host: what the missing players need to come back
        parts.append(table.t("net.lobby.code", code=code))
        addresses = getattr(net, "addresses", None)
        if addresses:
            parts.append(table.t("net.lobby.address", address=", ".join(addresses)))
    return "  ·  ".join(parts) or None


def draw_net_status(table, surface) -> None:
    text = status_text(table)
    if not text:
        return
    area = table.board_rect
    fnt = theme.font(theme.SMALL_FONT, True)
    width = min(area.width - 20, fnt.size(text)[0] + 28)
    box = pygame.Rect(0, 0, width, fnt.get_linesize() + 12)
    box.midbottom = (area.centerx, area.bottom - 6)
    theme.panel(surface, box, radius=8)
    theme.draw_text(surface, text, box.center, theme.SMALL_FONT, theme.HILITE, bold=True,
                    anchor="center", max_width=box.width - 16)
