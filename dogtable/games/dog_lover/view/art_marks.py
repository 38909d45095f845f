"""Dog Lover marks drawn over or beside the cards: each favorite thing's picture, the mark of
a trick that fits nowhere, a small panel's summary in words and the score breakdown at the
end (split from art.py to keep each module short)."""
from __future__ import annotations

import pygame

from dogtable.ui.table import cardart, theme
from dogtable.ui.table.layout import clamp
from dogtable.ui.table.text import TextCache

P = "dog_lover."
INK = cardart.INK


# each food kind's silhouette when its cube is too small for a letter: scraps a round chunk,
# dry bits a triangle (a kibble), canned a square can, wild a diamond
FOOD_SHAPES = ("circle", "triangle", "square", "diamond")


def food_shape(surf: pygame.Surface, box: pygame.Rect, kind: int, colour) -> None:
    """A food cube drawn as its kind's own shape in ``box``, outlined dark so it reads on any
    background: the cue when the letter cannot be drawn whole."""
    shape = FOOD_SHAPES[kind % len(FOOD_SHAPES)]
    r = pygame.Rect(box)
    if shape == "circle":
        pygame.draw.circle(surf, colour, r.center, r.width // 2)
        pygame.draw.circle(surf, INK, r.center, r.width // 2, width=1)
        return
    if shape == "square":
        pygame.draw.rect(surf, colour, r)
        pygame.draw.rect(surf, INK, r, width=1)
        return
    if shape == "triangle":
        pts = [(r.centerx, r.top), (r.right - 1, r.bottom - 1), (r.left, r.bottom - 1)]
    else:
        pts = [(r.centerx, r.top), (r.right - 1, r.centery), (r.centerx, r.bottom - 1), (r.left, r.centery)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, width=1)


def thing_icon(surf: pygame.Surface, r: pygame.Rect, which: int) -> None:
    """Each favorite thing its own picture (the name is on the card too): a frisbee, a chew
    toy ring, a leash, a dog house, a squeaky ball."""
    cx, cy = r.center
    rad = max(3, min(r.width, r.height) // 2)
    lw = max(1, rad // 6)
    pygame.draw.circle(surf, (236, 228, 246), (cx, cy), rad)        # a pale disc behind each
    if which == 0:      # frisbee: a flat disc with rings, seen from above
        pygame.draw.ellipse(surf, (226, 70, 60), pygame.Rect(cx - rad + 2, cy - rad // 2, 2 * rad - 4, rad))
        pygame.draw.ellipse(surf, (255, 200, 190), pygame.Rect(cx - rad // 2, cy - rad // 4, rad, rad // 2),
                            width=lw)
        pygame.draw.ellipse(surf, INK, pygame.Rect(cx - rad + 2, cy - rad // 2, 2 * rad - 4, rad), width=lw)
    elif which == 1:    # chew toy: a knotted ring
        pygame.draw.circle(surf, (70, 160, 90), (cx, cy), int(rad * 0.75), width=max(2, rad // 3))
        for a in (-1, 1):
            pygame.draw.circle(surf, (40, 110, 60), (cx + a * int(rad * 0.5), cy - int(rad * 0.5)), max(2, rad // 5))
    elif which == 2:    # leash: a loop handle and a line to a clip
        pygame.draw.ellipse(surf, (60, 90, 190), pygame.Rect(cx - rad + 2, cy - rad + 2, rad, int(rad * 0.8)),
                            width=max(2, rad // 5))
        pygame.draw.line(surf, (60, 90, 190), (cx - rad // 2, cy - rad // 3), (cx + rad // 2, cy + rad // 2),
                         max(2, rad // 5))
        pygame.draw.circle(surf, (150, 150, 160), (cx + rad // 2, cy + rad // 2), max(2, rad // 4))
    elif which == 3:    # dog house: a roof and a round door
        body = pygame.Rect(cx - int(rad * 0.65), cy - rad // 6, int(rad * 1.3), int(rad * 0.8))
        pygame.draw.rect(surf, (180, 120, 70), body)
        pygame.draw.polygon(surf, (170, 50, 50), [(cx - rad + 1, cy - rad // 6), (cx + rad - 1, cy - rad // 6),
                                                  (cx, cy - rad + 2)])
        pygame.draw.circle(surf, (40, 30, 20), (cx, body.bottom - rad // 4), max(2, rad // 4))
    else:               # squeaky ball: a ball with a seam and a shine
        pygame.draw.circle(surf, (240, 200, 40), (cx, cy), int(rad * 0.8))
        pygame.draw.arc(surf, (200, 90, 30), pygame.Rect(cx - int(rad * 0.8), cy - rad // 3, int(rad * 1.6),
                                                           int(rad * 0.7)), 3.3, 6.1, max(1, rad // 5))
        pygame.draw.circle(surf, (255, 250, 220), (cx - rad // 3, cy - rad // 3), max(1, rad // 6))
        pygame.draw.circle(surf, INK, (cx, cy), int(rad * 0.8), width=lw)


def unusable(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A trick that fits nowhere now: greyed, with a crossed circle (its tooltip says why)."""
    shade = pygame.Surface(r.size, pygame.SRCALPHA)
    shade.fill((40, 40, 40, 140))
    surf.blit(shade, r)
    rad = max(5, min(r.width, r.height) // 5)
    c = r.center
    pygame.draw.circle(surf, (255, 255, 255), c, rad + 2)
    pygame.draw.circle(surf, (190, 50, 50), c, rad, width=max(2, rad // 3))
    k = int(rad * 0.7)
    pygame.draw.line(surf, (190, 50, 50), (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), max(2, rad // 3))


def summary_lines(b, s: int, run) -> list[str]:
    """A small panel's words: dogs fed and hungry, things, the hand."""
    v = b.view
    dogs = len(v["dogs"][s])
    lines = []
    if run is not None and dogs:
        fed = len(run.fed)
        lines.append(b.t(f"{P}board.summary_dogs", count=dogs) + ": "
                     + b.t(f"{P}board.summary_fed", count=fed) + ", "
                     + b.t(f"{P}board.summary_hungry", count=dogs - fed))
    tucked = sum(len(k) for _d, _t, k in v["dogs"][s])
    if tucked:
        lines.append(b.t(f"{P}board.summary_tucked", count=tucked))
    return lines


MIN_TEXT = 10   # no word on the board smaller than this (px): fewer words, not smaller ones


def paint_summary(b, surf, off, s: int, p, run, write) -> None:
    """A small panel's summary in words (at the end: the score pad's rows), and the hint that
    a click opens it in full when there is room; every line at one readable size."""
    area = p.summary
    r = area.move(off)
    pygame.draw.rect(surf, theme.FELT_DARK, r, border_radius=5)
    sc = b.scores.get(s)
    if sc is not None:
        paint_score_rows(b, surf, area, sc, write, p.font)
        return
    lines = summary_lines(b, s, run)
    if not lines:
        return
    width = area.width - 8
    size = int(clamp(area.height / (len(lines) + 1) * 0.7, MIN_TEXT, p.font))

    def wrapped(rows, size):
        out = []   # (text, is the hint, starts a new item)
        for i, line in enumerate(rows):
            for j, part in enumerate(_wrap_words(b.text, line, width, size)):
                out.append((part, line == b.t(f"{P}board.open_panel"), j == 0))
        return out

    def height(rows_w, size):
        gaps = sum(1 for _t, _h, first in rows_w[1:] if first)
        return size * 1.25 * (1 + gaps * 1.2 + (len(rows_w) - 1 - gaps))

    # the hint (the tooltip says it anyway) and then the tucked count go before the size drops
    # the tricks by name where there is room (their miniatures may be too small for it)
    tricks = b.view["tricks"][s] if s < len(b.view.get("tricks") or []) else []
    named = [b.t(f"{P}board.summary_tricks", names=", ".join(b.card_label(tr) for tr in tricks))] if tricks else []
    choices = [lines + named + [b.t(f"{P}board.open_panel")], lines + named, lines + [b.t(f"{P}board.open_panel")],
               lines, lines[:1]]
    rows_w = []
    for rows in choices:
        for sz in range(size, MIN_TEXT - 1, -1):
            rows_w = wrapped(rows, sz)
            if height(rows_w, sz) <= area.height:
                break
        else:
            continue
        size = sz
        break
    else:
        size = MIN_TEXT
    line_h = size * 1.25
    y = float(area.y) + 1
    for i, (line, last, first) in enumerate(rows_w):
        if i:
            y += line_h * (1.2 if first else 1.0)
        if y + line_h > area.bottom + 1:
            break
        rect = pygame.Rect(area.x + 4, int(y), width, int(line_h))
        write(line, rect, size, theme.TEXT_DIM if last else theme.TEXT, bold=not last, min_size=size)


def _wrap_words(text: TextCache, line: str, width: int, size: int) -> list[str]:
    out, cur = [], ""
    for word in line.split(" "):
        trial = f"{cur} {word}" if cur else word
        if cur and not text.fits(trial, width, size, bold=True):
            out.append(cur)
            cur = word
        else:
            cur = trial
    return out + [cur]


def paint_breakdown(b, surf, off, p, sc, write) -> None:
    """At the end: the score pad's rows for this seat, in its side column."""
    r = p.extra.move(off)
    pygame.draw.rect(surf, theme.FELT_DARK, r, border_radius=5)
    paint_score_rows(b, surf, p.extra, sc, write, p.font)


def score_rows(b, sc, short: bool) -> list[tuple[str, int]]:
    names = "score_short" if short else "score"
    rows = [(b.t(f"{P}{names}.{cat}"), getattr(sc, cat)) for cat in ("dogs", "rescued", "things", "bones")]
    return rows + [(b.t(f"{P}score.total"), sc.total)]


def score_rows_size(b, area: pygame.Rect, sc, font: int) -> tuple[list[tuple[str, int]], int]:
    """The rows and their one size: the largest that fits every row (names at the left,
    points at the right), the short names when the full ones would go under ``MIN_TEXT``."""
    step = area.height / 5
    top = int(clamp(step * 0.8, MIN_TEXT, max(MIN_TEXT, font)))
    for short in (False, True):
        rows = score_rows(b, sc, short)
        size = top
        for name, points in rows:
            room = area.width - 10 - b.text.render(str(points), size, bold=True).get_width()
            size = min(size, TextCache.fit_size(name, room, size, bold=True, min_size=1))
        if size >= MIN_TEXT or short:
            return rows, max(MIN_TEXT, size)
    return rows, MIN_TEXT


def paint_score_rows(b, surf, area: pygame.Rect, sc, write, font: int) -> None:
    rows, size = score_rows_size(b, area, sc, font)
    # rows that would overlap (a low panel) go in two columns, with the short names
    per_col = len(rows)
    if area.height / len(rows) < size * 1.15:
        per_col = max(1, int(area.height // (size * 1.15)))
        rows = score_rows(b, sc, True)
    cols = -(-len(rows) // per_col)
    col_w = (area.width - 8) // cols
    step = area.height / per_col
    if cols > 1:   # one size for the seat's rows: the largest at which each fits its column
        for name, points in rows:
            room = col_w - 10 - b.text.render(str(points), size, bold=True).get_width()
            size = max(MIN_TEXT, min(size, TextCache.fit_size(name, room, size, bold=True, min_size=1)))
    for i, (name, points) in enumerate(rows):
        c, r = divmod(i, per_col)
        line = pygame.Rect(area.x + 4 + c * col_w, int(area.y + r * step), col_w - (6 if c < cols - 1 else 0), int(step))
        colour = theme.ACCENT if i == len(rows) - 1 else theme.TEXT
        write(str(points), line, size, colour, bold=True, anchor="midright", min_size=size)
        pts_w = b.text.render(str(points), size, bold=True).get_width()
        write(name, pygame.Rect(line.x, line.y, line.width - pts_w - 4, line.height), size, colour,
              bold=i == len(rows) - 1, min_size=size)
