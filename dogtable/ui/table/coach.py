"""The coach's marks on the table: a pointer at the item a suggested move starts from (and
the place it goes), and the coach's speech bubble.

A suggested action is found on the board through the board's own bindings (the same ones
its gestures use), so the pointer sits exactly where a click or a drag would do that move;
an action the board offers as a button points at the button.  Nothing here decides a rule.
Used by the learn scene and by the hint on the table scene (ui/scenes/hints.py).
"""
from __future__ import annotations

import math

import pygame

from dogtable.ui import theme

POINTER = (255, 214, 90)
POINTER_EDGE = (60, 36, 10)
BUBBLE = (252, 246, 228)
BUBBLE_EDGE = (168, 104, 32)


def find_move(board, action) -> tuple[str | None, str | None, str]:
    """(the item the action starts from, the item it goes to, its label) on ``board``.

    The first binding of the action wins (a click on its source does it, or opens the
    chooser).  A board whose gestures go through its own modes (Dog Lover: pick a trick,
    then a placement) binds steps, not actions: such a board may answer ``item_for(action)``;
    else the item named after one of the action's arguments (``trick:140`` for a trick
    played with card 140) is where the move starts."""
    drag = getattr(board, "drag", None)
    bindings = getattr(drag, "bindings", None) or []
    for binding in bindings:
        if binding.action == action:
            return binding.source, binding.target, binding.label or ""
    ask = getattr(board, "item_for", None)
    if callable(ask):
        try:
            item = ask(action)
        except Exception:  # a board's guess is a nicety; no pointer is better than a crash
            item = None
        if item:
            return item, None, ""
    sources = list(dict.fromkeys(b.source for b in bindings))
    for arg in getattr(action, "args", ()):
        if isinstance(arg, bool) or not isinstance(arg, int):
            continue
        for source in sources:
            if source.rsplit(":", 1)[-1] == str(arg):
                return source, None, ""
    return None, None, ""


def move_rects(board, action) -> tuple[pygame.Rect | None, pygame.Rect | None, str]:
    """The rects of the source and target items of ``action`` (the visible part of an
    overlapped card), and its label.  A move that lands on several places (a Dog Lover
    trick over grid cells) answers the rect round them all; ``target_parts`` gives each."""
    source, target, label = find_move(board, action)
    parts = target_parts(board, action) if target is None else []
    rect = _rect_of(board, target)
    if rect is None and parts:
        rect = parts[0].unionall(parts[1:])
    return _rect_of(board, source), rect, label


def _rect_of(board, item_id) -> pygame.Rect | None:
    items = getattr(getattr(board, "drag", None), "items", {}) or {}
    if item_id is None or item_id not in items:
        return None
    try:
        seen = board.drag.uncovered(item_id)
    except Exception:  # an odd item: its full rect will do
        seen = None
    return pygame.Rect(seen if seen is not None else items[item_id].rect)


def target_parts(board, action) -> list[pygame.Rect]:
    """Where a move goes when that is several items, not one: the grid cells a Dog Lover
    trick takes (read off the card data, as the board's own dialogue does).  The board's
    bindings for that dialogue are steps (pick the trick, then a cell), so no single
    binding names the place; without this the pointer would mark only the trick."""
    if getattr(action, "kind", None) != "retrieve" or getattr(board, "GAME", None) != "dog_lover":
        return []
    try:
        from dogtable.games.dog_lover.view.layout import retrieve_cells

        cells = retrieve_cells(action, list((getattr(board, "view", None) or {}).get("special") or []))
    except Exception:  # no pointer beats a crash
        return []
    rects = [_rect_of(board, f"cell:{c}") for c in cells]
    return [r for r in rects if r is not None]


def draw_pointer(surface: pygame.Surface, source: pygame.Rect | None,
                 target: pygame.Rect | None = None, parts: list[pygame.Rect] | None = None) -> None:
    """A bold outline round the source (and a dashed one round the target, or round each of
    its ``parts``) with an arrow between them; the outline is doubled with a dark edge so it
    reads on any card (and it is a shape, not only a colour)."""
    if source is None:
        return
    ring = source.inflate(10, 10)
    pygame.draw.rect(surface, POINTER_EDGE, ring.inflate(4, 4), width=2, border_radius=8)
    pygame.draw.rect(surface, POINTER, ring, width=4, border_radius=7)
    _finger(surface, ring)
    if target is None or target.colliderect(source):
        return
    goal = target.inflate(10, 10)
    if parts:
        for part in parts:   # each place the move takes, so an L-shape reads as an L
            _dashed_rect(surface, part.inflate(-6, -6), dash=7)
    else:
        _dashed_rect(surface, goal)
    _arrow(surface, ring.center, goal)


def _finger(surface: pygame.Surface, ring: pygame.Rect) -> None:
    """A downward triangle above the source, like a finger pointing at it."""
    size = 14
    tip = (ring.centerx, ring.top - 2)
    if tip[1] - size * 2 < surface.get_clip().top + 2:   # no room above: point up from below
        tip = (ring.centerx, ring.bottom + 2)
        pts = [tip, (tip[0] - size, tip[1] + size * 1.6), (tip[0] + size, tip[1] + size * 1.6)]
    else:
        pts = [tip, (tip[0] - size, tip[1] - size * 1.6), (tip[0] + size, tip[1] - size * 1.6)]
    pygame.draw.polygon(surface, POINTER, pts)
    pygame.draw.polygon(surface, POINTER_EDGE, pts, width=2)


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, dash: int = 10) -> None:
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for (x1, y1), (x2, y2) in zip(corners, corners[1:]):
        length = max(abs(x2 - x1), abs(y2 - y1))
        for s in range(0, length, dash * 2):
            e = min(length, s + dash)
            a = (x1 + (x2 - x1) * s / length, y1 + (y2 - y1) * s / length)
            b = (x1 + (x2 - x1) * e / length, y1 + (y2 - y1) * e / length)
            pygame.draw.line(surface, POINTER_EDGE, a, b, 5)   # a dark edge: reads on any card
            pygame.draw.line(surface, POINTER, a, b, 3)


def _arrow(surface: pygame.Surface, start, goal: pygame.Rect) -> None:
    """A line from the source's centre to the edge of the target, with a head."""
    gx, gy = goal.center
    sx, sy = start
    angle = math.atan2(gy - sy, gx - sx)
    # stop at the target's edge
    half_w, half_h = goal.width / 2, goal.height / 2
    cos, sin = math.cos(angle), math.sin(angle)
    reach = min(half_w / abs(cos) if cos else 1e9, half_h / abs(sin) if sin else 1e9)
    end = (gx - cos * reach, gy - sin * reach)
    pygame.draw.line(surface, POINTER_EDGE, start, end, 6)
    pygame.draw.line(surface, POINTER, start, end, 3)
    head = 14
    left = (end[0] - head * math.cos(angle - 0.45), end[1] - head * math.sin(angle - 0.45))
    right = (end[0] - head * math.cos(angle + 0.45), end[1] - head * math.sin(angle + 0.45))
    pygame.draw.polygon(surface, POINTER, [end, left, right])
    pygame.draw.polygon(surface, POINTER_EDGE, [end, left, right], width=2)


def bubble_height(texts: list[str], width: int, size: int) -> int:
    fnt = theme.font(size)
    lines = sum(len(theme.wrap(text, fnt, width - 28)) for text in texts)
    return 44 + lines * fnt.get_linesize() + 8 * len(texts)


def side_bubble(column: pygame.Rect, texts: list[str], size: int = theme.TEXT_FONT,
                keep_clear: list[pygame.Rect] = (), reserve: int = 72) -> tuple[pygame.Rect, int]:
    """Where the bubble goes and at what text size: in ``column`` (the table's log panel),
    under its heading, so it never covers the board — neither the suggested move nor the
    learner's hand nor the other players (seen at 1024x600 and 1920x1080 when it sat on the
    board).  ``reserve`` pixels at the foot of the column stay free for the newest log lines;
    the text shrinks a step or two before it would not fit.  ``keep_clear`` (the toasts, drawn
    above every scene) pushes the bubble down below them while they show."""
    margin = 8
    width = column.width - 2 * margin
    top = column.top + 30                      # the log's heading stays readable
    room = max(80, column.bottom - margin - reserve - top)
    sizes = [size] + [s for s in (theme.SMALL_FONT, theme.SMALL_FONT - 1) if s < size]
    for size in sizes:
        height = bubble_height(texts, width, size)
        if height <= room:
            break
    height = min(height, column.bottom - margin - top)
    rect = pygame.Rect(column.left + margin, top, width, height)
    for clear in sorted((c for c in keep_clear if c is not None), key=lambda c: c.top):
        if rect.colliderect(clear.inflate(8, 8)):
            rect.top = clear.bottom + 8
    if rect.bottom > column.bottom - margin:   # pushed too far: keep it whole on screen
        rect.bottom = column.bottom - margin
        rect.top = max(rect.top, column.top + 4)
        rect.height = min(rect.height, column.bottom - margin - rect.top)
    return rect, size


def toast_rects(app, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where the app's toasts are now (they are drawn above every scene)."""
    try:
        pointer = getattr(app, "_pointer", lambda: None)()
        return [rect for _, _, rect in app.toast_rects(size, pointer)]
    except Exception:  # an app without toasts (tests): nothing to keep clear of
        return []


def bubble_rect(area: pygame.Rect, texts: list[str], title: str, avoid: list[pygame.Rect],
                size: int = theme.TEXT_FONT) -> pygame.Rect:
    """A bubble inside ``area`` itself (a board with no log beside it): as wide as reads
    well, as tall as its text, in the corner (bottom left first) that covers none of
    ``avoid`` (the pointed items), else the one that covers least of them."""
    width = max(220, min(480, int(area.width * 0.42)))
    height = min(area.height - 16, bubble_height(texts, width, size))
    margin = 8
    spots = [pygame.Rect(area.left + margin, area.bottom - margin - height, width, height),
             pygame.Rect(area.left + margin, area.top + margin, width, height),
             pygame.Rect(area.right - margin - width, area.top + margin, width, height),
             pygame.Rect(area.right - margin - width, area.bottom - margin - height, width, height)]

    def covered(r: pygame.Rect) -> int:
        return sum(r.clip(a).width * r.clip(a).height for a in avoid if a is not None)

    return min(spots, key=lambda r: (covered(r), spots.index(r)))


def draw_bubble(surface: pygame.Surface, rect: pygame.Rect, title: str, texts: list[str],
                size: int = theme.TEXT_FONT) -> None:
    """The coach's bubble: a title and paragraphs, wrapped at whole words."""
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=12)
    surface.blit(shadow, rect.move(3, 4))
    pygame.draw.rect(surface, BUBBLE, rect, border_radius=12)
    pygame.draw.rect(surface, BUBBLE_EDGE, rect, width=2, border_radius=12)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    try:
        x, y = rect.left + 14, rect.top + 10
        head = theme.font(size, bold=True)
        surface.blit(head.render(title, True, theme.ACCENT_DARK), (x, y))
        y += head.get_linesize() + 6
        fnt = theme.font(size)
        for text in texts:
            for part in theme.wrap(text, fnt, rect.width - 28):
                surface.blit(fnt.render(part, True, theme.INK), (x + _overhang(fnt, part), y))
                y += fnt.get_linesize()
            y += 8
    finally:
        surface.set_clip(clip)


def _overhang(fnt: pygame.font.Font, line: str) -> int:
    """How far the first letter reaches left of its origin (0 or less): the rendered line
    starts there, so a line opening with a hooked letter such as "J" would look indented
    by a space unless it is drawn that much further left."""
    try:
        metrics = fnt.metrics(line[:1]) if line else None
    except (pygame.error, TypeError, ValueError):
        return 0
    first = metrics[0] if metrics else None
    return min(0, first[0]) if first else 0
