"""Layout helpers: sizes that fit, rect splitting, and an overlap check for tests."""
from __future__ import annotations

from typing import Iterable, Sequence

import pygame

CARD_ASPECT = 0.72  # width / height of a portrait card

# The UI scale's zoom over 100% (the app sets it when the window or the scale changes).  The
# whole table is drawn zoomed, so a board that kept its proportions would show the same card
# sizes with larger words; boards pass the shown hand's share through ``hand_share`` instead,
# so that "size of everything" makes the cards larger too.
_zoom = 1.0


def set_zoom(value: float) -> None:
    global _zoom
    _zoom = min(max(float(value), 0.5), 3.0)


def zoom() -> float:
    return _zoom


def hand_share(share: float, most: float) -> float:
    """The share of the board's height for the shown hand: ``share`` at 100%, more zoomed in
    (up to ``most``), less zoomed out."""
    return min(most, share * _zoom ** 1.2)


# Boards sized in logical pixels (issue 25).  A board is designed for REFERENCE_BOARD, the
# smallest board any offered size shows (1024x600 at 100%, 1280x720 at 125%: about 794x522
# logical px); a larger board draws everything ``board_scale`` times as large.  That factor
# grows more slowly than the board (a power ``near``, then ``far`` past KNEE), so a larger
# "size of everything" (a smaller logical board, drawn larger) always shows larger cards and
# words in window pixels; the room a larger board has beyond that spreads the parts apart.
REFERENCE_BOARD = (794, 522)
KNEE = 1.3


def board_scale(rect, near: float = 0.3, far: float = 0.45) -> float:
    """How much larger than on the reference board a board ``rect`` draws its cards, fonts
    and strips: proportional on a smaller board (all must fit), sub-linear on a larger one
    (the power ``near`` up to KNEE times the reference, ``far`` beyond; a part that should
    fill more of a large board and grow less with the size setting takes larger powers, at
    most 0.85 so that it still grows)."""
    r = min(rect[2] / REFERENCE_BOARD[0], rect[3] / REFERENCE_BOARD[1])
    if r <= 1.0:
        return max(0.2, r)
    return min(r, KNEE) ** near * (max(r, KNEE) / KNEE) ** far


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def fit_card(width: float, height: float, count: int, gap: float = 4,
             aspect: float = CARD_ASPECT, overlap: float = 0.0) -> tuple[int, int]:
    """The largest (w, h) card such that ``count`` cards in a row (each after the first
    showing ``1 - overlap`` of its width, plus ``gap`` between) fit in width x height."""
    count = max(1, count)
    span = 1 + (count - 1) * (1 - overlap)
    w_by_width = (width - gap * (count - 1)) / span
    h = min(height, w_by_width / aspect)
    h = max(4, int(h))
    return max(3, int(h * aspect)), h


def split_rows(rect: pygame.Rect, weights: Sequence[float], gap: int = 0) -> list[pygame.Rect]:
    """Cut ``rect`` top to bottom into rows proportional to ``weights``."""
    total = sum(weights) or 1
    free = rect.height - gap * (len(weights) - 1)
    out, y = [], rect.top
    for i, w in enumerate(weights):
        h = rect.bottom - y if i == len(weights) - 1 else int(free * w / total)
        out.append(pygame.Rect(rect.left, y, rect.width, max(0, h)))
        y += h + gap
    return out


def split_cols(rect: pygame.Rect, weights: Sequence[float], gap: int = 0) -> list[pygame.Rect]:
    """Cut ``rect`` left to right into columns proportional to ``weights``."""
    total = sum(weights) or 1
    free = rect.width - gap * (len(weights) - 1)
    out, x = [], rect.left
    for i, w in enumerate(weights):
        wd = rect.right - x if i == len(weights) - 1 else int(free * w / total)
        out.append(pygame.Rect(x, rect.top, max(0, wd), rect.height))
        x += wd + gap
    return out


def centred(size: tuple[int, int], center: tuple[int, int]) -> pygame.Rect:
    r = pygame.Rect(0, 0, *size)
    r.center = center
    return r


def overlapping_pairs(rects: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    """Names of rects that overlap each other (touching edges do not count)."""
    names = sorted(rects)
    bad = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            ra, rb = rects[a], rects[b]
            if ra.width and ra.height and rb.width and rb.height and ra.colliderect(rb):
                bad.append((a, b))
    return bad


def outside(rects: dict[str, pygame.Rect], bounds: pygame.Rect) -> list[str]:
    """Names of rects not wholly inside ``bounds``."""
    return [n for n, r in rects.items() if r.width and r.height and not bounds.contains(r)]


def union(rects: Iterable[pygame.Rect]) -> pygame.Rect | None:
    rects = [r for r in rects]
    if not rects:
        return None
    return rects[0].unionall(rects[1:])
