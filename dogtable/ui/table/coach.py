"""The coach's marks on the table: a pointer at the item a suggested move starts from (and
the place it goes), and the coach's speech bubble.

A suggested action is found on the board through the board's own bindings (the same ones
its gestures use), so the pointer sits exactly where a click or a drag would do that move;
an action the board offers as a button points at the button.  Nothing here decides a rule.
Used by the learn scene and by the hint on the table scene (ui/scenes/hints.py).

The marks never cover what the player must read (``point_at``): the chooser's entries, the
buttons, the status panel's lines and the texts a board's geometry names (captions, seat
heads with their score badges, box titles) are left untouched; a board may report more
(the hand's label, card titles ...) through an optional hook ``readable_rects() -> [Rect]``.
The finger goes on the side of the item with room for it, the arrow starts at the item's
edge and is faint over the other cards, the places a move takes are outlined outside their
cards, and with the board's menu open the suggested entry is marked from beside the menu.
"""
from __future__ import annotations

import math

import pygame

from dogtable.ui import theme

POINTER = (255, 214, 90)
POINTER_EDGE = (60, 36, 10)
BUBBLE = (252, 246, 228)
BUBBLE_EDGE = (168, 104, 32)


def selection(board) -> tuple:
    """What the player has picked on ``board`` right now (a selected or dragged card, a
    chooser open, a board's own dialogue step).  A hint's pointer belongs to the board as it
    was when the hint came: once the player picks something else it is stale, and it goes.
    A board with a dialogue of its own (Dog Lover: trick, cell, placement) answers
    ``selection_key()``."""
    drag = getattr(board, "drag", None)
    own = getattr(board, "selection_key", None)
    key = ()
    if callable(own):
        try:
            key = tuple(own())
        except Exception:  # a board's answer is a nicety; the kit's part still counts
            key = ()
    return (getattr(drag, "selected", None), getattr(drag, "dragging", None),
            getattr(drag, "chooser", None) is not None) + key


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
    """Where a move goes when that is several items, not one: the board's answer
    (``Board.target_items``; Dog Lover names the grid cells a trick takes, whose dialogue
    binds steps, so that no single binding names the place; without it the pointer would
    mark only the trick)."""
    ask = getattr(board, "target_items", None)
    if not callable(ask):
        return []
    try:
        items = list(ask(action) or [])
    except Exception:  # no pointer beats a crash
        return []
    rects = [_rect_of(board, item) for item in items]
    return [r for r in rects if r is not None]


def readable_rects(board) -> list[pygame.Rect]:
    """What the player must read, which the coach's marks never cover: the chooser's entries
    (the suggested option and Cancel), the board's buttons, the status panel's lines, the
    texts its geometry names (zone captions, seat heads with their names and score badges,
    box and row titles), and
    whatever the board itself reports through an optional ``readable_rects()`` hook (the
    hand's label, card titles ...).  A board may add rects; none is required."""
    out: list[pygame.Rect] = []
    own = getattr(board, "readable_rects", None)
    if callable(own):
        try:
            out += [pygame.Rect(r) for r in own() or [] if r is not None]
        except Exception:  # a board's answer is a nicety; the kit's part still counts
            pass
    chooser = getattr(getattr(board, "drag", None), "chooser", None)
    out += [pygame.Rect(r) for r in getattr(chooser, "rects", None) or []]
    for spec in getattr(board, "buttons", None) or []:
        rect = getattr(spec, "rect", None)
        if rect is not None:
            out.append(pygame.Rect(rect))
    out += _geometry_texts(getattr(board, "geo", None))
    out += _status_lines(board)
    return out


def _status_lines(board) -> list[pygame.Rect]:
    """Each line of the kit's status panel where it is drawn (whose turn, what to do)."""
    status = getattr(board, "status", None)
    at = getattr(board, "_status_at", None)
    out = []
    try:
        x, y = at
        for line in getattr(status, "surfaces", None) or []:
            out.append(pygame.Rect(x, y, line.get_width(), line.get_height()))
            y += line.get_height()
    except (TypeError, ValueError):   # no status panel drawn yet
        return []
    return out


def _geometry_texts(geo) -> list[pygame.Rect]:
    """The text strips a board's geometry names (``captions`` [(key, rect)], ``*_title``
    rects, and the ``head``/``title`` strip of each seat panel, kennel or box)."""
    out: list[pygame.Rect] = []
    if geo is None:
        return out
    try:
        for _, rect in getattr(geo, "captions", None) or []:
            out.append(pygame.Rect(rect))
        for name, value in (getattr(geo, "__dict__", None) or {}).items():
            if name.endswith("_title") and isinstance(value, pygame.Rect):
                out.append(pygame.Rect(value))
                continue
            group = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
            for part in group:
                for attr in ("head", "title"):
                    rect = getattr(part, attr, None)
                    if isinstance(rect, pygame.Rect):
                        out.append(pygame.Rect(rect))
    except (TypeError, ValueError):   # an odd geometry: what was found will do
        pass
    return out


def chooser_entry(board, action) -> pygame.Rect | None:
    """The entry of the open chooser that does ``action`` (None: no chooser, or not in it)."""
    chooser = getattr(getattr(board, "drag", None), "chooser", None)
    if chooser is None:
        return None
    rects = getattr(chooser, "rects", None) or []
    for (_, payload), rect in zip(getattr(chooser, "options", []), rects):
        if getattr(payload, "action", payload) == action:
            return pygame.Rect(rect)
    return None


def point_at(surface: pygame.Surface, board, action) -> None:
    """Point at ``action`` on ``board``: the pointer beside its source (and the place it goes),
    never over what the player must read (``readable_rects``); the arrow fades over the
    other cards so their titles show through.  With the board's chooser open, the pointer
    marks the suggested entry from beside the menu instead, leaving every entry readable."""
    source, target, _ = move_rects(board, action)
    parts = target_parts(board, action)
    keep = readable_rects(board)
    items = getattr(getattr(board, "drag", None), "items", {}) or {}
    avoid = []
    for item in items.values():
        rect = getattr(item, "rect", None)
        if rect is not None:
            avoid.append(pygame.Rect(rect))
    entry = chooser_entry(board, action)
    if entry is not None:
        draw_entry_pointer(surface, entry, keep)
        return
    if getattr(getattr(board, "drag", None), "chooser", None) is not None:
        target, parts = None, []   # no arrow across an open menu
    draw_pointer(surface, source, target, parts, keep=keep, avoid=avoid)


def draw_entry_pointer(surface: pygame.Surface, entry: pygame.Rect, keep=()) -> None:
    """A chooser's suggested entry: a thin ring just inside its row (the label is centred with
    room to spare) and a finger beside the menu, pointing at it."""
    pygame.draw.rect(surface, POINTER_EDGE, entry.inflate(-2, -2), width=1, border_radius=6)
    pygame.draw.rect(surface, POINTER, entry.inflate(-4, -4), width=3, border_radius=6)
    clip = surface.get_clip()
    size = max(8, min(14, entry.height // 2))
    menu = pygame.Rect(entry)
    for rect in keep:   # the whole menu: the finger goes outside it
        if rect.left == entry.left and rect.width == entry.width:
            menu.union_ip(rect)
    left = [(menu.left - 4, entry.centery), (menu.left - 4 - size * 1.6, entry.centery - size),
            (menu.left - 4 - size * 1.6, entry.centery + size)]
    right = [(menu.right + 4, entry.centery), (menu.right + 4 + size * 1.6, entry.centery - size),
             (menu.right + 4 + size * 1.6, entry.centery + size)]
    pts = left if menu.left - 4 - size * 2 >= clip.left else right
    pygame.draw.polygon(surface, POINTER, pts)
    pygame.draw.polygon(surface, POINTER_EDGE, pts, width=2)


def draw_pointer(surface: pygame.Surface, source: pygame.Rect | None,
                 target: pygame.Rect | None = None, parts: list[pygame.Rect] | None = None,
                 keep=(), avoid=()) -> None:
    """A bold outline round the source (and a dashed one round the target, or round each of
    its ``parts``) with an arrow between them; the outline is doubled with a dark edge so it
    reads on any card (and it is a shape, not only a colour).  Nothing is drawn over ``keep``
    (texts the player must read: a rect holding the source or the target is a panel round
    them, not a text, and is left out); the arrow is faint over ``avoid`` (the other cards,
    whose titles must show through); the finger goes on the side of the source that covers
    least of both."""
    if source is None:
        return
    clip = surface.get_clip()
    goal = None if target is None or target.colliderect(source) else target.inflate(10, 10)
    keep = [pygame.Rect(k) for k in keep if k is not None
            and not k.contains(source) and not (goal is not None and k.contains(target))]
    avoid = [pygame.Rect(a) for a in avoid if a is not None
             and not a.colliderect(source) and not (goal is not None and a.colliderect(goal))]
    ring = source.inflate(8, 8)
    finger = _finger_spot(ring, clip, keep, avoid)
    box = (ring.union(finger) if finger is not None else ring.copy()).inflate(8, 8)
    if goal is not None:
        box.union_ip(goal.inflate(24, 24))
    box = box.clip(clip)
    if box.width <= 0 or box.height <= 0:
        return
    off = (-box.left, -box.top)
    marks = pygame.Surface(box.size, pygame.SRCALPHA)
    if goal is not None:
        arrow = pygame.Surface(box.size, pygame.SRCALPHA)
        # from the ring's edge, not its centre: the suggested card itself stays readable
        start = _edge_point(ring, goal.center)
        _arrow(arrow, (start[0] + off[0], start[1] + off[1]), goal.move(off))
        for rect in avoid:   # faint over the other cards
            arrow.fill((255, 255, 255, 70), rect.move(off), special_flags=pygame.BLEND_RGBA_MULT)
        _clear(arrow, keep, off)
        surface.blit(arrow, box.topleft)
        if parts:   # the shape of the places the move takes, so an L-shape reads as an L
            _outline_parts(marks, [part.move(off) for part in parts])
        else:
            _dashed_rect(marks, goal.move(off))
    r = ring.move(off)
    pygame.draw.rect(marks, POINTER_EDGE, r.inflate(4, 4), width=2, border_radius=8)
    pygame.draw.rect(marks, POINTER, r, width=4, border_radius=7)
    if finger is not None:
        _triangle(marks, finger.move(off), r)
    _clear(marks, keep, off)
    surface.blit(marks, box.topleft)


def _edge_point(rect: pygame.Rect, toward) -> tuple[float, float]:
    """Where the line from ``rect``'s centre toward ``toward`` leaves ``rect``."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return float(cx), float(cy)
    reach = min(rect.width / 2 / abs(dx) if dx else 1e9, rect.height / 2 / abs(dy) if dy else 1e9)
    reach = min(1.0, reach)
    return cx + dx * reach, cy + dy * reach


def _clear(layer: pygame.Surface, keep, off) -> None:
    for rect in keep:
        layer.fill((0, 0, 0, 0), rect.move(off))


FINGER = 14   # half the finger's width


def _finger_spot(ring: pygame.Rect, clip: pygame.Rect, keep, avoid) -> pygame.Rect | None:
    """Where the finger goes beside ``ring``: above it, else below, right or left, whichever
    covers no text to read (``keep``), stays in view, and covers least of the other cards
    (``avoid``); a smaller finger where the full one has no such room; None when not even
    that fits (the ring alone points)."""
    for size in (FINGER, FINGER * 2 // 3):
        length = int(size * 1.6) + 2
        spots = [pygame.Rect(ring.centerx - size, ring.top - length, 2 * size, length),
                 pygame.Rect(ring.centerx - size, ring.bottom, 2 * size, length),
                 pygame.Rect(ring.right, ring.centery - size, length, 2 * size),
                 pygame.Rect(ring.left - length, ring.centery - size, length, 2 * size)]
        free = [spot for spot in spots if clip.contains(spot)
                and not any(spot.colliderect(k) for k in keep)]
        if free:
            return min(free, key=lambda spot: (sum(_area(spot.clip(a)) for a in avoid),
                                               spots.index(spot)))
    return None


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def _triangle(surface: pygame.Surface, spot: pygame.Rect, ring: pygame.Rect) -> None:
    """The finger in ``spot``, its tip at the side facing the ring."""
    if spot.bottom <= ring.top + 8:        # above: pointing down
        pts = [spot.midbottom, spot.topleft, spot.topright]
    elif spot.top >= ring.bottom - 8:      # below: pointing up
        pts = [spot.midtop, spot.bottomleft, spot.bottomright]
    elif spot.left >= ring.right - 8:      # right: pointing left
        pts = [spot.midleft, spot.topright, spot.bottomright]
    else:                                   # left: pointing right
        pts = [spot.midright, spot.topleft, spot.bottomleft]
    pygame.draw.polygon(surface, POINTER, pts)
    pygame.draw.polygon(surface, POINTER_EDGE, pts, width=2)


def _outline_parts(surface: pygame.Surface, parts: list[pygame.Rect], out: int = 3) -> None:
    """The outer edge of the shape ``parts`` make (grid cells side by side), dashed just
    outside the cards, so their titles at the top stay readable: each side of a part is
    drawn unless another part lies right beyond it."""
    for part in parts:
        ring = part.inflate(2 * out, 2 * out)
        reach = 2 * out + 2   # just beyond the side: inside a neighbouring part, if any
        sides = ((ring.topleft, ring.topright, (part.centerx, part.top - reach)),
                 (ring.bottomleft, ring.bottomright, (part.centerx, part.bottom + reach)),
                 (ring.topleft, ring.bottomleft, (part.left - reach, part.centery)),
                 (ring.topright, ring.bottomright, (part.right + reach, part.centery)))
        for a, b, beyond in sides:
            if any(other is not part and other.inflate(2, 2).collidepoint(beyond) for other in parts):
                continue   # an inner side: the shape goes on there
            _dashed_line(surface, a, b, dash=7)


def _dashed_line(surface: pygame.Surface, a, b, dash: int = 10) -> None:
    (x1, y1), (x2, y2) = a, b
    length = max(abs(x2 - x1), abs(y2 - y1))
    if length <= 0:
        return
    for s in range(0, length, dash * 2):
        e = min(length, s + dash)
        p = (x1 + (x2 - x1) * s / length, y1 + (y2 - y1) * s / length)
        q = (x1 + (x2 - x1) * e / length, y1 + (y2 - y1) * e / length)
        pygame.draw.line(surface, POINTER_EDGE, p, q, 5)   # a dark edge: reads on any card
        pygame.draw.line(surface, POINTER, p, q, 3)


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, dash: int = 10) -> None:
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for a, b in zip(corners, corners[1:]):
        _dashed_line(surface, a, b, dash)


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
    """The coach's bubble: a title and paragraphs, wrapped at whole words.  When they do not
    all fit, the first paragraphs give way (an ellipsis stands for them): the last ones are
    the suggestion and why, which the player must be able to read."""
    texts = fitting(texts, rect, size)
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


def fitting(texts: list[str], rect: pygame.Rect, size: int) -> list[str]:
    """The paragraphs of ``texts`` the bubble ``rect`` shows whole: the last ones, with "…"
    for those left out at the top."""
    texts = list(texts)
    if len(texts) <= 1 or bubble_height(texts, rect.width, size) <= rect.height:
        return texts
    kept = texts[:]
    while len(kept) > 1 and bubble_height(["…"] + kept, rect.width, size) > rect.height:
        kept.pop(0)
    return ["…"] + kept


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
