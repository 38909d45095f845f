"""The Dodgy Dogs board: draws a seat's view and turns gestures into the engine's actions.

It implements the GameView contract of docs/HELPERS.md.  The view never judges a move: the
legal actions it is given become drag, click and keyboard bindings (placed with the engine's
``rules.hint``); a gesture that matches none is still sent to the engine with the nearest
meaning, so the player reads the engine's own reason for refusing it.

Layout (any board from 640x400 up, 2 to 8 seats): the shown seat's hand along the bottom; the
other seats around the table in turn order (from the bottom-left corner: up the left side,
along the top, down the right side), so play always runs clockwise on screen; in the middle the
stockpile, the discard pile with what must be matched shown large, and the status panel with
the round, whose turn, what may be played and the buttons.  The Whisperer's behaviour picker
(whisper or guess) covers the piles while it is open.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from types import SimpleNamespace

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table import assets, cardart, theme
from dogtable.ui.table.animator import Animator
from dogtable.ui.table.drag import Binding, DragController, Item
from dogtable.ui.table.layout import CARD_ASPECT, clamp
from dogtable.ui.table.sprites import CardSprite, FaceCache, draw_shadow
from dogtable.ui.table.sound import play_each_once
from dogtable.ui.table.text import TextCache
from dogtable.ui.table.widgets import (
    Tooltip, button_label_size, draw_badge, draw_button, draw_focus, draw_selected, draw_target,
)
from dogtable.ui.table.zones import Fan

from .cards import (
    BEHAVIOURS, CAT, DOG, LEADER, PACK, PICKUP, WHISPERER, WILD, behaviour, breed, kind, packs_for,
    pickup_count, size,
)
from .rules import HAND_SIZE, MAX_DRAWS, ROUNDS
from .summary import round_break, round_summary  # noqa: F401  (the table scene's hooks)

# behaviour colours, always with the behaviour's icon (colour is never the only cue)
BEHAVIOUR_RGB = [(206, 64, 52), (232, 132, 28), (134, 78, 176), (138, 96, 52), (44, 112, 204), (46, 146, 78)]
SPECIAL_RGB = {LEADER: (212, 160, 30), WHISPERER: (98, 72, 150), WILD: (60, 60, 70),
               PICKUP: (26, 138, 150), CAT: (44, 44, 52)}
BACK_FILL, BACK_INK = (150, 58, 46), (250, 226, 190)
MOVE = 0.34          # seconds for a card to travel at normal speed
STAGGER = 0.07       # between cards drawn one after another
DEAL_STAGGER = 0.035  # between cards dealt at the start of a round
MAX_BACKS = 12       # face-down cards drawn in another seat's panel (the badge gives the count)
IMG = "images/dodgy_dogs/"
LEFT, RIGHT = 1, -1


# ==== names (also usable by the table scene to word log lines) ======================================

def behaviour_name(b, t) -> str:
    return t(f"dodgy_dogs.behaviour.{b}")


def size_name(s, t) -> str:
    return t(f"dodgy_dogs.size.{s}")


def card_name(card: int, t) -> str:
    """The card's name in the current language (``t`` is the translate function)."""
    k = kind(card)
    if k == DOG:
        return t("dodgy_dogs.card.dog", size=size_name(size(card), t),
                 behaviour=behaviour_name(behaviour(card), t), breed=t(f"dodgy_dogs.breed.{breed(card)}"))
    if k == LEADER:
        return t("dodgy_dogs.card.leader", size=size_name(size(card), t))
    if k == PICKUP:
        return t("dodgy_dogs.card.pickup", count=pickup_count(card))
    return t(f"dodgy_dogs.card.{k}")


def resolve_log_params(params: dict, t, seat_names) -> dict:
    """Dodgy Dogs log/refusal parameters as words: ``player``/``target`` seats by name,
    ``card`` by its name, ``behaviour`` by its name (counts and rounds stay numbers)."""
    out = {}
    for key, value in (params or {}).items():
        if isinstance(value, bool) or not isinstance(value, int):
            out[key] = value
        elif key in ("player", "target"):
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        elif key == "card":
            out[key] = card_name(value, t)
        elif key == "behaviour" and 0 <= value < len(BEHAVIOURS):
            out[key] = behaviour_name(value, t)
        else:
            out[key] = value
    return out


# ==== icons drawn in code (an asset picture is used first when there is one) =========================

_icons: dict[tuple, pygame.Surface] = {}


def behaviour_icon(b: int, side: int, colour=(255, 255, 255), use_image: bool = True) -> pygame.Surface:
    """A ``side`` x ``side`` picture of behaviour ``b``."""
    side = max(6, int(side))
    key = ("b", b, side, tuple(colour), use_image)
    surf = _icons.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    img = assets.scaled(f"{IMG}behaviour_{b}.png", (side, side)) if use_image else None
    if img is not None:
        surf.blit(img, img.get_rect(center=(side // 2, side // 2)))
    else:
        _draw_behaviour(surf, b, side, colour)
    _remember(key, surf)
    return surf


def _remember(key, surf) -> None:
    if len(_icons) > 800:
        _icons.clear()
    _icons[key] = surf


def _draw_behaviour(surf: pygame.Surface, b: int, s: int, c) -> None:
    cx = cy = s / 2
    w = max(1, s // 10)
    if b == 0:    # barking: a mouth and sound waves
        pygame.draw.polygon(surf, c, [(s * 0.1, cy - s * 0.16), (s * 0.36, cy - s * 0.16),
                                      (s * 0.5, cy - s * 0.3), (s * 0.5, cy + s * 0.3),
                                      (s * 0.36, cy + s * 0.16), (s * 0.1, cy + s * 0.16)])
        for i, r in enumerate((0.16, 0.28, 0.4)):
            rect = pygame.Rect(0, 0, int(s * r * 2), int(s * r * 2))
            rect.center = (int(s * 0.48), int(cy))
            pygame.draw.arc(surf, c, rect, -0.9, 0.9, w)
    elif b == 1:  # chasing: a ball with speed lines
        r = s * 0.22
        ball = (int(s * 0.68), int(cy))
        pygame.draw.circle(surf, c, ball, int(r))
        for dy in (-0.18, 0.0, 0.18):
            pygame.draw.line(surf, c, (s * 0.06, cy + dy * s), (s * 0.38, cy + dy * s), w)
    elif b == 2:  # fighting: a burst
        pts = []
        for i in range(16):
            a = -math.pi / 2 + i * math.pi / 8
            r = s * (0.47 if i % 2 == 0 else 0.24)
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
        pygame.draw.polygon(surf, c, pts)
    elif b == 3:  # digging: a mound of earth and flying clods
        mound = pygame.Rect(int(s * 0.08), int(s * 0.5), int(s * 0.84), int(s * 0.7))
        pygame.draw.ellipse(surf, c, mound)
        pygame.draw.rect(surf, (0, 0, 0, 0), (0, int(s * 0.86), s, s))
        for x, y, r in ((0.22, 0.3, 0.07), (0.5, 0.16, 0.08), (0.78, 0.3, 0.07)):
            pygame.draw.circle(surf, c, (int(s * x), int(s * y)), max(1, int(s * r)))
    elif b == 4:  # begging: a food bowl
        bowl = pygame.Rect(int(s * 0.1), int(s * 0.36), int(s * 0.8), int(s * 0.5))
        pygame.draw.ellipse(surf, c, bowl)
        pygame.draw.rect(surf, (0, 0, 0, 0), (0, 0, s, int(s * 0.56)))
        pygame.draw.rect(surf, c, (int(s * 0.08), int(s * 0.5), int(s * 0.84), max(2, int(s * 0.1))))
        for x in (0.36, 0.5, 0.64):  # kibble
            pygame.draw.circle(surf, c, (int(s * x), int(s * 0.42)), max(1, int(s * 0.06)))
    else:         # chewing: a bone with a bite out of it
        bar = pygame.Rect(0, 0, int(s * 0.56), max(2, int(s * 0.2)))
        bar.center = (int(cx), int(cy))
        pygame.draw.rect(surf, c, bar)
        r = max(2, int(s * 0.13))
        for x in (bar.left, bar.right):
            for dy in (-r * 0.8, r * 0.8):
                pygame.draw.circle(surf, c, (int(x), int(cy + dy)), r)
        for dx in (-0.06, 0.06):
            pygame.draw.circle(surf, (0, 0, 0, 0), (int(cx + dx * s), int(cy - s * 0.1)), max(1, int(s * 0.06)))


def size_icon(sz: int, side: int, colour, dim=None) -> pygame.Surface:
    """Four rising bars, the first ``sz + 1`` filled: a size as a shape, not only a word."""
    side = max(6, int(side))
    key = ("s", sz, side, tuple(colour), tuple(dim or ()))
    surf = _icons.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    gap = max(1, side // 14)
    bw = (side - 3 * gap) / 4
    for i in range(4):
        h = side * (0.34 + 0.22 * i)
        r = pygame.Rect(round(i * (bw + gap)), round(side - h), max(1, round(bw)), round(h))
        if i <= sz:
            pygame.draw.rect(surf, colour, r, border_radius=max(1, side // 16))
        else:
            pygame.draw.rect(surf, dim or colour, r, width=max(1, side // 16), border_radius=max(1, side // 16))
    _remember(key, surf)
    return surf


def special_icon(k: str, side: int, colour=(255, 255, 255), count: int = 0, use_image: bool = True) -> pygame.Surface:
    """The emblem of a special card (crown, whisper, swirl, +N, cat)."""
    side = max(6, int(side))
    key = ("k", k, side, tuple(colour), count, use_image)
    surf = _icons.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    name = {LEADER: "leader", WHISPERER: "whisperer", WILD: "wild", PICKUP: "pickup", CAT: "cat"}.get(k, k)
    img = assets.scaled(f"{IMG}{name}.png", (side, side)) if use_image and k != PICKUP else None
    if img is not None:
        surf.blit(img, img.get_rect(center=(side // 2, side // 2)))
    else:
        _draw_special(surf, k, side, colour, count)
    _remember(key, surf)
    return surf


def _draw_special(surf: pygame.Surface, k: str, s: int, c, count: int) -> None:
    cx = cy = s / 2
    w = max(1, s // 12)
    if k == LEADER:   # a crown
        pygame.draw.polygon(surf, c, [(s * 0.08, s * 0.78), (s * 0.08, s * 0.3), (s * 0.3, s * 0.52),
                                      (s * 0.5, s * 0.18), (s * 0.7, s * 0.52), (s * 0.92, s * 0.3),
                                      (s * 0.92, s * 0.78)])
        for x in (0.08, 0.5, 0.92):
            pygame.draw.circle(surf, c, (int(s * x), int(s * (0.3 if x != 0.5 else 0.18))), max(1, s // 12))
    elif k == WHISPERER:  # a speech bubble with a hush of dots
        bubble = pygame.Rect(int(s * 0.06), int(s * 0.14), int(s * 0.88), int(s * 0.56))
        pygame.draw.ellipse(surf, c, bubble, w)
        pygame.draw.polygon(surf, c, [(s * 0.26, s * 0.64), (s * 0.16, s * 0.9), (s * 0.42, s * 0.68)])
        for x in (0.32, 0.5, 0.68):
            pygame.draw.circle(surf, c, (int(s * x), int(s * 0.42)), max(1, s // 14))
    elif k == WILD:   # two arrows chasing each other round
        rect = pygame.Rect(int(s * 0.14), int(s * 0.14), int(s * 0.72), int(s * 0.72))
        pygame.draw.arc(surf, c, rect, 0.3, 2.9, max(2, s // 9))
        pygame.draw.arc(surf, c, rect, 3.45, 6.0, max(2, s // 9))
        for a, turn in ((0.3, -1), (3.45, -1)):
            x = cx + math.cos(a) * s * 0.36
            y = cy - math.sin(a) * s * 0.36
            d = s * 0.16
            pygame.draw.polygon(surf, c, [(x - d, y), (x + d, y), (x, y + d * 1.2 * (1 if a < 3 else -1))])
    elif k == PICKUP:  # "+2" / "+4": digits are read the same in every language
        f = assets.font(int(s * 0.62), True)
        txt = f.render(f"+{count or 2}", True, c)
        surf.blit(txt, txt.get_rect(center=(int(cx), int(cy))))
    elif k == CAT:    # a cat's face
        r = s * 0.32
        pygame.draw.polygon(surf, c, [(cx - r * 1.05, cy - r * 0.2), (cx - r * 0.95, cy - r * 1.35), (cx - r * 0.2, cy - r * 0.85)])
        pygame.draw.polygon(surf, c, [(cx + r * 1.05, cy - r * 0.2), (cx + r * 0.95, cy - r * 1.35), (cx + r * 0.2, cy - r * 0.85)])
        pygame.draw.circle(surf, c, (int(cx), int(cy + r * 0.1)), int(r))
        eye = (0, 0, 0, 0)
        for sx in (-1, 1):
            pygame.draw.ellipse(surf, eye, pygame.Rect(cx + sx * r * 0.42 - r * 0.14, cy - r * 0.2, r * 0.28, r * 0.4))
        for sx in (-1, 1):
            for dy in (0.25, 0.45):
                pygame.draw.line(surf, c, (cx + sx * r * 0.9, cy + r * dy), (cx + sx * r * 1.5, cy + r * (dy - 0.1)), max(1, w // 2))


# ==== geometry ========================================================================================

@dataclass
class SeatGeo:
    seat: int
    rect: pygame.Rect
    head: pygame.Rect
    hand: Fan
    info: pygame.Rect
    card: tuple[int, int]
    big: bool
    side: str            # bottom | left | top | right: where it sits (the flow arrow follows)
    lift: int = 0        # how far a playable card is raised (the shown seat only)


@dataclass
class Geometry:
    rect: pygame.Rect
    font: int
    pad: int
    card: tuple[int, int]
    stock: pygame.Rect
    discard: pygame.Rect
    match: pygame.Rect
    piles: pygame.Rect
    panel: pygame.Rect
    captions: list[tuple[str, pygame.Rect]]
    seats: dict[int, SeatGeo]
    bottom: int


@dataclass
class Place:
    key: str
    face: str
    back: str
    rect: pygame.Rect
    face_up: bool = True
    z: int = 0
    zone: str = ""
    owner: int | None = None

    def footprint(self) -> pygame.Rect:
        return self.rect


@dataclass
class ButtonSpec:
    id: str
    label: str
    behaviour: int | None = None
    marked: bool = False          # a behaviour already guessed wrong (still allowed)
    rect: pygame.Rect | None = None


class DodgyDogsView:
    def __init__(self, ctx):
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 1280, 720)
        self.text = TextCache()
        self.faces = FaceCache(self._paint)
        self.anim = Animator(ctx.anim_speed)
        self.drag = DragController(self._on_binding, self._on_miss, self._on_dropped,
                                   lambda: self._t("table.cancel"), self._on_unbound_click)
        self.tooltip = Tooltip()
        self.view: dict | None = None
        self.legal: list[Action] = []
        self.seat: int | None = None
        self.bottom = 0
        self.geo: Geometry | None = None
        self.places: dict[str, Place] = {}
        self.sprites: dict[str, CardSprite] = {}
        self.ghosts: list[CardSprite] = []
        self.buttons: list[ButtonSpec] = []
        self.picker: pygame.Rect | None = None      # the behaviour picker, when open
        self.picker_title = ""
        self.status: list[tuple[str, str]] = []
        self._status_surfs: list[pygame.Surface] = []
        self._clickable: list[str] = []
        self._warm: list[tuple[str, int, int]] = []
        self._pending_bindings: list[Binding] = []
        self._arrived: dict[str, CardSprite] = {}
        self._departed: dict[str, CardSprite] = {}
        self.glow: set[str] = set()
        self._bg: pygame.Surface | None = None
        self._snap_next = True
        self._settle: set[str] = set()
        self._stock_drop: tuple[float, float] | None = None
        self._prev_current: int | None = None
        self.clock = 0.0
        self.last_drawn: list[tuple[str, str]] = []

    # ==== the GameView contract ================================================================
    def set_rect(self, rect) -> None:
        rect = pygame.Rect(rect)
        rect.width, rect.height = max(rect.width, 1), max(rect.height, 1)
        if rect != self.rect:
            self.rect = rect
            self._bg = None
            self._snap_next = True
            if self.view is not None:
                self._rebuild()

    def show(self, view: dict, legal, seat: int | None) -> None:
        if not _well_formed(view):
            return  # keep showing the last good view rather than draw half a board
        first = self.view is None
        if seat != self.seat or first or view.get("players") != (self.view or {}).get("players"):
            self._snap_next = True  # other eyes (hand-off) or a new game: no flights
            self.drag.cancel()
        self._prev_current = self.view.get("current") if self.view else None
        self.view = view
        self.legal = list(legal or [])
        self.seat = seat
        if seat is not None:
            self.bottom = seat
        elif first:
            self.bottom = 0
        self._rebuild()
        if first and _freshly_dealt(view):
            self._deal_flights({"dealer": view.get("dealer", 0)})  # a new game opens with the deal

    def animate(self, events, seat: int | None) -> None:
        """Flights that ``show`` could not guess (who played, deals, hands passing), the
        last-move glow and the sounds."""
        sounds: list[str] = []
        events = [e for e in (events or []) if isinstance(getattr(e, "data", None), dict)]
        if events:
            self.glow = set()
        for e in events:
            d = e.data
            k = e.kind
            try:
                if k == "RoundStarted":
                    self._gather_flights()
                    self._deal_flights(d)
                    sounds.append("shuffle")
                elif k in ("CardsPlayed", "WildPlayed"):
                    cards = d.get("cards") if k == "CardsPlayed" else [d.get("card")]
                    self._played_flights(d.get("seat"), cards or [])
                    sounds.append("card")
                elif k == "HandsPassed":
                    self._pass_flights(d.get("direction"))
                    sounds.append("shuffle")
                elif k == "CardDrawn":
                    self.glow.add(f"hand:{d.get('seat')}")
                    if d.get("card") is not None:
                        self.glow.add(f"card:{d['card']}")
                    sounds.append("card")
                elif k == "StockRenewed":
                    self._gather_flights()
                    sounds.append("shuffle")
                elif k == "CatTaken":
                    self.glow.add(f"hand:{d.get('seat')}")
                    sounds.append("card")
            except (KeyError, TypeError, ValueError, AttributeError):
                continue  # an odd event never stops the board: it simply is not animated
        play_each_once(self.ctx, sounds)

    def busy(self) -> bool:
        return self.anim.busy()

    def handle_event(self, event) -> bool:
        if self.view is None or self.drag.outside(event, self.rect):
            return False
        return self.drag.handle_event(event)

    def _on_unbound_click(self, item: str) -> None:
        """A click on one of your cards that has no legal move: ask the engine anyway, so the
        player reads why it cannot be played now."""
        if item.startswith("card:") and self._where(item) == "hand":
            self._on_miss(item, "discard")

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        for key in list(self._settle):
            s = self.sprites.get(key)
            if s is not None and not self.anim.running(s):
                hx, hy, _a, _up = s.home
                self.anim.to(s, MOVE * 0.8, x=hx, y=hy, scale=1.0)
        self._settle.clear()
        if self._warm and not self.anim.busy():
            face, w, h = self._warm.pop()  # paint ahead while idle: no spike when it appears
            self.faces.get(face, w, h)
        tip = self.drag.tip_item()
        item = self.drag.items.get(tip) if tip else None
        self.tooltip.update(dt, tip if item and item.tip else None, item.rect if item else None)

    def on_language(self) -> None:
        self.text.clear()
        self.faces.clear()
        self._bg = None
        if self.view is not None:
            self._rebuild()

    def regions(self) -> dict[str, pygame.Rect]:
        """The board's named areas now (for layout tests and tools)."""
        geo = self.geo
        if geo is None:
            return {}
        out = {"stock": geo.stock, "discard_area": geo.discard.union(self._discard_spread()),
               "match": geo.match, "status": geo.panel}
        for s, sg in geo.seats.items():
            out[f"seat_{s}"] = sg.rect
        return {k: pygame.Rect(v) for k, v in out.items()}

    # ==== texts ======================================================================================
    def _t(self, key: str, **params) -> str:
        try:
            return str(self.ctx.t(key, **params))
        except Exception:  # a translation problem never stops the board
            return key.rsplit(".", 1)[-1].replace("_", " ")

    def _name(self, seat: int | None) -> str:
        names = getattr(self.ctx, "seat_names", None) or []
        if seat is not None and 0 <= seat < len(names):
            return str(names[seat])
        return f"#{(seat or 0) + 1}"

    def _card_name(self, card: int) -> str:
        return card_name(card, self._t)

    def _beh(self, b) -> str:
        return behaviour_name(b, self._t) if b is not None else "?"

    def _size(self, s) -> str:
        return size_name(s, self._t)

    # ==== geometry ===================================================================================
    def _geometry(self) -> Geometry:
        v = self.view
        r = self.rect
        W, H = r.size
        n = int(v["players"])
        pad = max(4, round(min(W, H) * 0.012))
        font = int(clamp(H * 0.027, 11, 24))
        bottom = self.bottom if 0 <= self.bottom < n else 0
        others = [(bottom + i) % n for i in range(1, n)]
        k = len(others)
        side = 0 if k <= 3 else (1 if k <= 5 else 2)
        top_n = k - 2 * side
        own_h = int(clamp(H * 0.3, 118, 420))
        own = pygame.Rect(r.x + pad, r.bottom - own_h, W - 2 * pad, own_h - pad)
        upper = pygame.Rect(r.x + pad, r.y + pad, W - 2 * pad, own.top - pad - (r.y + pad))
        gap = max(pad, font // 2)
        side_w = int(clamp(W * 0.13, 88, 300)) if side else 0
        inner = upper.copy()
        if side:
            inner = pygame.Rect(upper.x + side_w + gap, upper.y, upper.width - 2 * (side_w + gap), upper.height)
        top_h = int(clamp(H * 0.19, 66, 250))
        top_row = pygame.Rect(inner.x, inner.y, inner.width, top_h)
        centre = pygame.Rect(inner.x, top_row.bottom + pad, inner.width, inner.bottom - top_row.bottom - pad)

        seats: dict[int, SeatGeo] = {}
        seats[bottom] = self._own_geo(bottom, own, font, pad)
        # the left side, bottom to top; then the top row, left to right; then the right side
        left, top, right = others[:side], others[side:side + top_n], others[side + top_n:]
        if side:
            ph = min((upper.height - gap * (side - 1)) / side, side_w * 1.5)
            span = ph * side + gap * (side - 1)
            y0 = upper.y + (upper.height - span) / 2
            for j, s in enumerate(reversed(left)):
                rect = pygame.Rect(upper.x, round(y0 + j * (ph + gap)), side_w, int(ph))
                seats[s] = self._panel_geo(s, rect, font, pad, "left")
            for j, s in enumerate(right):
                rect = pygame.Rect(upper.right - side_w, round(y0 + j * (ph + gap)), side_w, int(ph))
                seats[s] = self._panel_geo(s, rect, font, pad, "right")
        if top:
            pw = (top_row.width - gap * (len(top) - 1)) / len(top)
            pw = min(pw, max(W * (0.42 if len(top) == 1 else 0.3), 160))
            span = pw * len(top) + gap * (len(top) - 1)
            x0 = top_row.x + (top_row.width - span) / 2
            for j, s in enumerate(top):
                rect = pygame.Rect(round(x0 + j * (pw + gap)), top_row.y, int(pw), top_row.height)
                seats[s] = self._panel_geo(s, rect, font, pad, "top")

        # the middle: stockpile, discard pile, what to match; the status panel at the right
        cap_h = font + 6
        status_w = int(clamp(centre.width * 0.38, 150, 520))
        piles = pygame.Rect(centre.x, centre.y, centre.width - status_w - pad, centre.height)
        panel = pygame.Rect(piles.right + pad, centre.y, status_w, centre.height)
        ch = min(piles.height - cap_h - pad, int(H * 0.36))
        cw = int(ch * CARD_ASPECT)
        eg = max(pad * 3, int(cw * 0.2))
        if cw * 3.2 + 2 * eg > piles.width:
            cw = int((piles.width - 2 * pad * 3) / (3.2 + 0.4))
            eg = max(pad * 3, int(cw * 0.2))
            ch = int(cw / CARD_ASPECT)
        cw, ch = max(14, cw), max(20, ch)
        match_w = int(cw * 1.2)
        block_w = cw * 2 + match_w + 2 * eg
        x0 = piles.x + (piles.width - block_w) // 2
        y0 = piles.y + cap_h + max(0, (piles.height - cap_h - ch) // 2)
        stock = pygame.Rect(x0, y0, cw, ch)
        discard = pygame.Rect(stock.right + eg, y0, cw, ch)
        match = pygame.Rect(discard.right + eg, y0, match_w, ch)

        def cap(key: str, over: pygame.Rect, spread: int) -> tuple[str, pygame.Rect]:
            area = pygame.Rect(over.x - spread, over.y - cap_h, over.width + 2 * spread, cap_h - 2)
            return key, area.clip(r)

        captions = [cap("dodgy_dogs.table.stockpile", stock, eg // 2 - 1),
                    cap("dodgy_dogs.table.discard", discard, eg // 2 - 1),
                    cap("dodgy_dogs.table.to_match", match, eg // 2 - 1)]
        return Geometry(r.copy(), font, pad, (cw, ch), stock, discard, match, piles, panel,
                        captions, seats, bottom)

    def _own_geo(self, seat: int, own: pygame.Rect, font: int, pad: int) -> SeatGeo:
        head = pygame.Rect(own.x + pad, own.y + 2, own.width - 2 * pad, font + 8)
        body = pygame.Rect(own.x + pad, head.bottom, own.width - 2 * pad, own.bottom - head.bottom - 3)
        h = int((body.height - 2) / 1.13)
        w = int(h * CARD_ASPECT)
        lift = body.height - 2 - h
        hand = pygame.Rect(body.x, body.y + lift, body.width, body.height - lift)
        return SeatGeo(seat, own, head, Fan("hand", hand, gap=pad), pygame.Rect(head), (w, h), True,
                       "bottom", lift)

    def _panel_geo(self, seat: int, rect: pygame.Rect, font: int, pad: int, side: str) -> SeatGeo:
        ip = max(3, pad // 2 + 1)
        f = max(9, font - 1)
        head = pygame.Rect(rect.x + ip, rect.y + 2, rect.width - 2 * ip, f + 8)
        info_h = f + 6
        info = pygame.Rect(rect.x + ip, rect.bottom - info_h - ip // 2, rect.width - 2 * ip, info_h)
        body = pygame.Rect(rect.x + ip, head.bottom, rect.width - 2 * ip, info.top - head.bottom)
        h = int(max(12, body.height - 4))
        w = int(h * CARD_ASPECT)
        if w > body.width * 0.5:
            w = int(body.width * 0.5)
            h = int(w / CARD_ASPECT)
        return SeatGeo(seat, rect, head, Fan("hand", body, gap=2, align="left"), info, (max(6, w), max(8, h)),
                       False, side)

    def _discard_spread(self) -> pygame.Rect:
        """Where the cards under the top one peek out (left of the discard pile)."""
        geo = self.geo
        d = geo.discard
        step = int(d.width * 0.14)
        return d.move(-step, 0)

    # ==== what goes where ============================================================================
    def _placements(self) -> dict[str, Place]:
        v, geo = self.view, self.geo
        places: dict[str, Place] = {}
        cw, ch = geo.card

        def put(p: Place) -> None:
            places[p.key] = p

        discard = list(v.get("discard") or [])
        shown = discard[-2:]
        step = int(cw * 0.14)
        for j, c in enumerate(shown):
            depth = len(shown) - 1 - j
            put(Place(f"card:{c}", _face(c), "back", geo.discard.move(-step * depth, 0), z=10 + j, zone="discard"))

        playable = {b.source for b in self._pending_bindings}
        for s, sg in geo.seats.items():
            w, h = sg.card
            hands = v.get("hands") or []
            hand = hands[s] if s < len(hands) else None
            if hand is not None:
                cards = sorted(hand, key=_hand_order)
                for i, (c, r) in enumerate(zip(cards, sg.hand.slots(len(cards), w, h))):
                    key = f"card:{c}"
                    if key in playable:
                        r = r.move(0, -sg.lift)
                    put(Place(key, _face(c), "back", r, z=40 + i, zone="hand", owner=s))
            else:
                count = min(MAX_BACKS, self._hand_count(s))
                for i, r in enumerate(sg.hand.slots(count, w, h)):
                    put(Place(f"back:{s}:{i}", "back", "back", r, face_up=False, z=40 + i, zone="hand", owner=s))
        return places

    def _hand_count(self, s: int) -> int:
        counts = self.view.get("hand_counts") or []
        return int(counts[s]) if 0 <= s < len(counts) else 0

    # ==== rebuilding after a change ====================================================================
    def _rebuild(self) -> None:
        v = self.view
        try:
            geo = self._geometry()
        except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError):
            return  # a malformed view draws nothing rather than crash the table
        if self.geo is None or geo.rect != self.geo.rect or geo.bottom != self.geo.bottom or \
                geo.card != self.geo.card:
            self._bg = None
            own = geo.seats[geo.bottom]
            sizes = [geo.card, own.card]
            warm = [(f"c:{c}", w, h) for w, h in sizes for c in range(PACK)]
            self._warm = list(reversed(warm))
        self.geo = geo
        self._pending_bindings = self._card_bindings()
        try:
            places = self._placements()
        except (KeyError, TypeError, ValueError, IndexError):
            places = {}
        snap = self._snap_next or self.anim.factor() <= 0
        self._snap_next = False
        self._sync(places, snap)
        self.places = places
        self._build_status()
        self._build_buttons()
        self.drag.set_items(self._items())
        bindings = self._bindings()
        self.drag.set_bindings(bindings)
        self._clickable = list(dict.fromkeys(b.source for b in bindings if b.direct and
                                             not b.source.startswith("btn:")))
        if v.get("phase") == "over":
            self.drag.cancel()

    def _sync(self, places: dict[str, Place], snap: bool) -> None:
        old = self.sprites
        vanished = {k: s for k, s in old.items() if k not in places}
        if snap:
            self.anim.tweens.clear()
            self.ghosts.clear()
        new: dict[str, CardSprite] = {}
        self._arrived = {}
        self._departed = {}
        self._arrivals = 0
        for key, p in places.items():
            s = old.get(key)
            if s is None:
                s = CardSprite(key, p.face, p.back, p.rect, 0.0, p.face_up, p.z)
                s.home = (float(p.rect.centerx), float(p.rect.centery), 0.0, p.face_up)
                if not snap:
                    self._arrive(s, p)
                    self._arrived[key] = s
            else:
                s.face, s.back, s.z = p.face, p.back, p.z
                if (s.w, s.h) != p.rect.size:
                    s.scale = s.scale * s.h / max(1, p.rect.height)
                    s.w, s.h = p.rect.size
                s.home = (float(p.rect.centerx), float(p.rect.centery), 0.0, p.face_up)
                if snap:
                    self._land(s)
                else:
                    self._travel(s)
            new[key] = s
        if not snap:
            for key, s in vanished.items():
                self._depart(s)
                self._departed[key] = s
        self.sprites = new
        self._stock_drop = None

    def _land(self, s: CardSprite) -> None:
        s.x, s.y, s.angle, up = s.home
        s.reveal = 1.0 if up else 0.0
        s.scale, s.alpha = 1.0, 255.0

    def _travel(self, s: CardSprite) -> None:
        hx, hy, _a, up = s.home
        goal = 1.0 if up else 0.0
        if (abs(s.x - hx) > 0.5 or abs(s.y - hy) > 0.5 or s.scale != 1.0) and s.key != self.drag.dragging:
            self.anim.to(s, MOVE, x=hx, y=hy, scale=1.0)
        if s.reveal != goal:
            self.anim.to(s, MOVE, ease="linear", reveal=goal)
        if s.alpha < 255:
            self.anim.to(s, MOVE, alpha=255.0)

    def _hand_centre(self, seat: int | None) -> tuple[float, float]:
        sg = self.geo.seats.get(seat) if seat is not None else None
        if sg is None:
            return self.geo.stock.center
        return sg.hand.rect.center

    def _arrive(self, s: CardSprite, p: Place) -> None:
        """A card that was not on the board: bring it from where it most likely came from
        (``animate`` corrects this when the events say more)."""
        geo = self.geo
        hx, hy, _a, up = s.home
        origin = None
        flip = False
        delay = 0.0
        if p.zone == "hand":
            origin = self._stock_drop if (self._stock_drop and p.owner == self.bottom) else geo.stock.center
            flip = up
            delay = STAGGER * self._arrivals
            self._arrivals += 1
        elif p.zone == "discard":
            acting = self._prev_current if self._prev_current is not None else self.view.get("current")
            origin = self._hand_centre(acting)
        if origin is None:
            s.alpha = 0.0
            self.anim.to(s, MOVE, alpha=255.0)
            return
        s.x, s.y = float(origin[0]), float(origin[1])
        if flip:
            s.reveal = 0.0
        self.anim.to(s, MOVE, delay=delay, x=hx, y=hy)
        if flip:
            self.anim.to(s, MOVE, delay=delay, ease="linear", reveal=1.0)

    def _depart(self, s: CardSprite) -> None:
        """A card that left the board: let it fly to where it went, then forget it."""
        v = self.view
        dest = None
        to_back = False
        if s.key.startswith("card:"):
            card = int(s.key[5:])
            if card in (v.get("discard") or []):
                dest = self.geo.discard.center
            else:
                for seat, cats in enumerate(v.get("cats") or []):
                    if card in cats:
                        dest = self._cat_spot(seat)
                        break
        ghost = s
        self.ghosts.append(ghost)

        def gone() -> None:
            if ghost in self.ghosts:
                self.ghosts.remove(ghost)

        if dest is None:
            self.anim.to(ghost, MOVE * 0.6, alpha=0.0, on_done=gone)
            return
        if to_back:
            self.anim.to(ghost, MOVE, ease="linear", reveal=0.0)
        self.anim.to(ghost, MOVE, x=float(dest[0]), y=float(dest[1]), on_done=gone)

    def _cat_spot(self, seat: int) -> tuple[float, float]:
        sg = self.geo.seats.get(seat)
        if sg is None:
            return self.geo.stock.center
        return sg.info.center if not sg.big else sg.head.center

    def _fly_from(self, s: CardSprite, origin, delay: float = 0.0, flip: bool = False) -> None:
        hx, hy, _a, up = s.home
        s.x, s.y = float(origin[0]), float(origin[1])
        s.alpha = 255.0
        self.anim.to(s, MOVE, delay=delay, x=hx, y=hy, scale=1.0)
        if flip and up:
            s.reveal = 0.0
            self.anim.to(s, MOVE, delay=delay, ease="linear", reveal=1.0)

    def _fly_to(self, ghost: CardSprite, dest, face_down: bool = False) -> None:
        if ghost not in self.ghosts:
            return

        def gone() -> None:
            if ghost in self.ghosts:
                self.ghosts.remove(ghost)

        ghost.alpha = 255.0
        if face_down:  # turned over as it leaves: where it goes, it is a secret
            self.anim.cancel(ghost)
            ghost.reveal = 0.0
        self.anim.to(ghost, MOVE, x=float(dest[0]), y=float(dest[1]), on_done=gone)

    def _gather_flights(self) -> None:
        """The discard pile is turned over into the stockpile (or the deck is gathered for a
        new round): the cards that left it fly there face down."""
        for s in list(self.ghosts):  # still fading from earlier moves too
            if s.key.startswith("card:"):
                self._fly_to(s, self.geo.stock.center, face_down=True)

    def _played_flights(self, seat, cards) -> None:
        """Cards another seat laid: from that seat's hand to the pile."""
        origin = self._hand_centre(seat)
        for j, c in enumerate(cards):
            s = self._arrived.get(f"card:{c}")
            if s is not None and self.anim.factor() > 0:
                self._fly_from(s, origin, delay=0.06 * j)
            self.glow.add(f"card:{c}")

    def _deal_flights(self, d: dict) -> None:
        """A new round: every hand is dealt one card at a time from the stockpile."""
        if self.anim.factor() <= 0:
            return
        n = int(self.view["players"])
        dealer = int(d.get("dealer", self.view.get("dealer", 0)))
        stock = self.geo.stock.center
        order = [(dealer + i) % n for i in range(1, n + 1)]
        per_seat: dict[int, list[CardSprite]] = {}
        for key, s in self.sprites.items():
            p = self.places.get(key)
            if p is not None and p.zone == "hand" and p.owner is not None:
                per_seat.setdefault(p.owner, []).append(s)
        for seat_list in per_seat.values():
            seat_list.sort(key=lambda s: s.home[0])
        for i in range(max((len(x) for x in per_seat.values()), default=0)):
            for k, seat in enumerate(order):
                cards = per_seat.get(seat, [])
                if i < len(cards):
                    self._fly_from(cards[i], stock, delay=DEAL_STAGGER * (i * n + k), flip=True)
        for key, s in self.sprites.items():
            p = self.places.get(key)
            if p is not None and p.zone == "discard":
                self._fly_from(s, stock, delay=DEAL_STAGGER * 7 * n, flip=True)

    def _pass_flights(self, direction) -> None:
        """The Wild Card: every hand moves one seat ``direction`` (1 left, -1 right)."""
        if direction not in (LEFT, RIGHT) or self.anim.factor() <= 0:
            return
        n = int(self.view["players"])
        public = set(self.view.get("discard") or [])
        for key, s in list(self._departed.items()):
            if key.startswith("card:") and int(key[5:]) not in public:  # the shown hand, passed on
                self._fly_to(s, self._hand_centre((self.bottom + direction) % n), face_down=True)
        for key, s in self.sprites.items():
            p = self.places.get(key)
            if p is None or p.zone != "hand" or p.owner is None:
                continue
            giver = (p.owner - direction) % n
            if key.startswith("card:") and key not in self._arrived:
                continue  # a card that stayed (cannot happen, but never jump)
            self._fly_from(s, self._hand_centre(giver), flip=key.startswith("card:"))

    # ==== status text and buttons =====================================================================
    def _top(self) -> int | None:
        d = self.view.get("discard") or []
        return d[-1] if d else None

    def match_text(self) -> str:
        """What may be laid now, in words (the big chips show the same)."""
        v = self.view
        t = self._t
        phase = v.get("phase")
        top = self._top()
        if phase == "pickup":
            return t("dodgy_dogs.table.match_pickup", count=v.get("pickup", 0))
        if phase in ("respond", "reveal"):
            return t("dodgy_dogs.table.match_whisper", behaviour=self._beh(v.get("whisper")))
        if phase in ("whisper", "guess"):
            return t("dodgy_dogs.table.match_whispering")
        if phase == "slap":
            return t("dodgy_dogs.slap.title")
        if top is None:
            return ""
        k = kind(top)
        if k == DOG:
            return t("dodgy_dogs.table.match_dog", size=self._size(size(top)), behaviour=self._beh(behaviour(top)))
        if k == LEADER:
            return t("dodgy_dogs.table.match_leader", size=self._size(size(top)))
        return t("dodgy_dogs.table.match_fresh")

    def _build_status(self) -> None:
        v = self.view
        t = self._t
        phase = v.get("phase")
        cur = v.get("current")
        mine = self.seat is not None and bool(self.legal)
        lines: list[tuple[str, str]] = []
        lines.append((t("dodgy_dogs.table.round", round=v.get("round", 1), rounds=v.get("rounds", ROUNDS)), "strong"))
        if phase == "over":
            lines.append((t("dodgy_dogs.table.game_over"), "head"))
        elif phase == "slap":
            lines.append((t("dodgy_dogs.slap.title"), "head"))
            lines.append((t("dodgy_dogs.table.slap_wait", player=self._name(v.get("cat_by"))), "body"))
        else:
            if mine:
                lines.append((t("dodgy_dogs.table.turn_yours", name=self._name(cur)), "head"))
            else:
                lines.append((t("dodgy_dogs.table.turn_of", name=self._name(cur)), "head"))
            lines.append((self._phase_text(mine), "body"))
            if mine and phase in ("play", "pickup", "respond", "reveal"):
                lines.append((t(f"dodgy_dogs.how.{phase}"), "how"))
        if phase == "play" and v.get("draws"):
            lines.append((t("dodgy_dogs.table.drawn", count=v.get("draws"), most=MAX_DRAWS), "strong"))
        if v.get("whispering") and phase in ("respond", "guess", "reveal"):
            secret = v.get("whisper")
            if secret is not None and not v.get("revealed"):
                lines.append((t("dodgy_dogs.table.secret", behaviour=self._beh(secret)), "strong"))
            wrong = v.get("wrong") or []
            if wrong:
                lines.append((t("dodgy_dogs.table.wrong_guesses",
                                behaviours=", ".join(self._beh(b) for b in wrong)), "body"))
        if phase not in ("over",):
            nxt = (cur + 1) % v["players"] if isinstance(cur, int) else None
            if nxt is not None and phase in ("play", "pickup"):
                lines.append((t("dodgy_dogs.table.next", name=self._name(nxt)), "how"))
        winners = v.get("winners") or []
        if winners and phase != "over":
            last = winners[-1]
            key = "dodgy_dogs.table.last_round_blocked" if last is None else "dodgy_dogs.table.last_round"
            lines.append((t(key, round=len(winners), player=self._name(last)), "how"))
        self.status = lines

    def _phase_text(self, mine: bool) -> str:
        v = self.view
        t = self._t
        phase = v.get("phase")
        cur = v.get("current")
        name = self._name(cur)
        if phase == "play":
            if mine and any(a.kind == "draw" for a in self.legal):
                return t("dodgy_dogs.phase.draw", match=self.match_text())
            if mine and [a.kind for a in self.legal] == ["pass"]:
                return t("dodgy_dogs.phase.pass")
            return self.match_text()
        if phase == "pickup":
            return self.match_text()
        if phase == "whisper":
            target = (cur + 1) % v["players"]
            key = "dodgy_dogs.phase.whisper" if mine else "dodgy_dogs.phase.whisper_other"
            return t(key, player=name, target=self._name(target))
        if phase == "respond":
            if mine and v.get("whisper") is not None:
                return t("dodgy_dogs.phase.respond_yours", player=self._name(v.get("whisperer")),
                         behaviour=self._beh(v.get("whisper")))
            if v.get("whisper") is None:
                return t("dodgy_dogs.phase.respond_hidden", player=name)
            return t("dodgy_dogs.phase.respond", player=name, behaviour=self._beh(v.get("whisper")))
        if phase == "guess":
            key = "dodgy_dogs.phase.guess" if mine else "dodgy_dogs.phase.guess_other"
            whisperer = v.get("whisperer")
            said = t("dodgy_dogs.table.whispered_by", player=self._name(whisperer),
                     target=self._name((whisperer + 1) % v["players"])) if isinstance(whisperer, int) else ""
            return f"{said} {t(key, player=name)}".strip()
        if phase == "reveal":
            return t("dodgy_dogs.phase.reveal", player=name, behaviour=self._beh(v.get("whisper")))
        return ""

    def _build_buttons(self) -> None:
        """A button for every legal action that has no card to drag, and the behaviour
        picker for whispering and guessing."""
        t = self._t
        v = self.view
        specs: list[ButtonSpec] = []
        picks: list[ButtonSpec] = []
        wrong = set(v.get("wrong") or [])
        for a in self.legal:
            k = a.kind
            if k == "draw":
                specs.append(ButtonSpec("btn:draw", t("dodgy_dogs.action.draw", count=v.get("draws", 0) + 1, most=MAX_DRAWS)))
            elif k == "pass":
                specs.append(ButtonSpec("btn:pass", t("dodgy_dogs.action.pass")))
            elif k == "pick_up":
                specs.append(ButtonSpec("btn:pick_up", t("dodgy_dogs.action.pick_up", count=v.get("pickup", 0))))
            elif k in ("whisper", "guess"):
                b = a.args[0]
                picks.append(ButtonSpec(f"btn:{k}:{b}", self._beh(b), b, marked=(k == "guess" and b in wrong)))
        self.buttons = specs + picks
        self.picker = None
        if picks:
            phase = v.get("phase")
            target = self._name((v.get("current", 0) + 1) % v["players"])
            self.picker_title = (t("dodgy_dogs.picker.whisper", target=target) if phase == "whisper"
                                 else t("dodgy_dogs.picker.guess"))
            self._layout_picker(picks)
        self._layout_buttons(specs)

    def _layout_picker(self, picks: list[ButtonSpec]) -> None:
        geo = self.geo
        area = geo.piles.inflate(-geo.pad, -geo.pad)
        box = area.copy()
        box.width = min(box.width, int(geo.font * 40))
        box.height = min(box.height, int(geo.font * 16))
        box.center = area.center
        self.picker = box
        title_h = geo.font * 2 + 6
        grid = pygame.Rect(box.x + geo.pad, box.y + title_h, box.width - 2 * geo.pad, box.bottom - box.y - title_h - geo.pad)
        cols = 3 if grid.width >= grid.height * 1.2 else 2
        rows = -(-len(picks) // cols)
        gap = max(3, geo.pad)
        bw = (grid.width - gap * (cols - 1)) // cols
        bh = min((grid.height - gap * (rows - 1)) // rows, int(geo.font * 3.2))
        top = grid.y + (grid.height - (bh * rows + gap * (rows - 1))) // 2
        for i, b in enumerate(picks):
            r, c = divmod(i, cols)
            b.rect = pygame.Rect(grid.x + c * (bw + gap), top + r * (bh + gap), bw, bh)

    def _status_lines(self, width: int, styles: set[str], body_lines: int = 5) -> list[pygame.Surface]:
        f = self.geo.font
        look = {"head": (f + 2, theme.ACCENT, True), "body": (f, theme.TEXT, False),
                "strong": (f, theme.TEXT, True), "how": (max(9, f - 1), theme.TEXT_DIM, False)}
        out = []
        for line, style in self.status:
            if style in styles:
                size_, colour, bold = look[style]
                most = body_lines if style in ("body", "how") else 3
                out += self.text.wrap(line, width, size_, colour, bold=bold, max_lines=most)
        return out

    def _layout_buttons(self, specs: list[ButtonSpec]) -> None:
        """Status text at the top of the panel, the buttons at its foot.  When room is short
        the how-to lines go first, then the longer texts shrink."""
        geo = self.geo
        panel = geo.panel.inflate(-geo.pad * 2, -geo.pad * 2)
        n = len(specs)
        bh = int(clamp(self.rect.height * 0.055, 22, 46))
        gap = max(3, geo.pad // 2 + 2)
        block = n * (bh + gap)
        room = panel.height - block
        lines: list[pygame.Surface] = []
        for styles, body in (({"head", "body", "strong", "how"}, 5), ({"head", "body", "strong"}, 5),
                             ({"head", "body", "strong"}, 2), ({"head", "strong"}, 0)):
            lines = self._status_lines(panel.width, styles, body)
            if sum(s.get_height() for s in lines) <= room:
                break
        text_h = sum(s.get_height() for s in lines)
        while len(lines) > 1 and text_h > room:
            text_h -= lines.pop().get_height()
        self._status_surfs = lines
        if not n:
            return
        top = panel.y + text_h + geo.pad
        if n * (bh + gap) - gap > panel.bottom - top:
            bh = max(16, (panel.bottom - top + gap) // n - gap)
        for j, b in enumerate(specs):
            b.rect = pygame.Rect(panel.x, top + j * (bh + gap), panel.width, bh)

    # ==== gestures ========================================================================================
    def _items(self) -> list[Item]:
        v, geo = self.view, self.geo
        me = self.seat
        can = me is not None and v.get("phase") != "over"
        items: list[Item] = [Item("stock", geo.stock.copy(), draggable=can, z=5)]
        pile = geo.discard.union(self._discard_spread()).inflate(6, 6)
        items.append(Item("discard", pile, target=True, z=30))
        items.append(Item("match", geo.match.copy(), z=4))
        own = geo.seats.get(self.bottom)
        if own is not None:
            items.append(Item("hand", own.rect.copy(), target=True, tip=False, z=-1))
            hand = [p for p in self.places.values() if p.zone == "hand" and p.owner == self.bottom
                    and p.key.startswith("card:")]
            hand.sort(key=lambda p: p.rect.x)
            for p in hand:
                items.append(Item(p.key, p.footprint(), draggable=can, z=p.z))
        for s, sg in geo.seats.items():
            if s != self.bottom:
                items.append(Item(f"seat:{s}", sg.rect.copy(), z=-2))
        for b in self.buttons:
            if b.rect is not None:
                items.append(Item(b.id, b.rect.copy(), tip=False, z=200))
        return items

    def _hint_state(self):
        v = self.view
        return SimpleNamespace(current=v.get("current"), phase=v.get("phase"), hands=v.get("hands"),
                               discard=v.get("discard"))

    def _card_bindings(self) -> list[Binding]:
        """The card moves among the legal actions (used to raise the playable cards)."""
        out: list[Binding] = []
        shim = self._hint_state()
        for a in self.legal:
            if a.kind not in ("play", "play_all", "play_leader", "play_wild"):
                continue
            try:
                hint = self.ctx.rules.hint(shim, a)
                card = hint.card if hint.source == "hand" else None
            except Exception:  # a hint we cannot read: fall back on the action's first argument
                card = a.args[0] if a.args else None
            if card is None:
                continue
            out.append(Binding(a, f"card:{card}", "discard", self._action_label(a), True))
        return out

    def _bindings(self) -> list[Binding]:
        out: list[Binding] = list(self._pending_bindings)
        for a in self.legal:
            k = a.kind
            label = self._action_label(a)
            if k == "draw":
                out.append(Binding(a, "stock", "hand", label, True))
                out.append(Binding(a, "btn:draw", None, label, True))
            elif k == "pick_up":
                out.append(Binding(a, "stock", "hand", label, True))
                out.append(Binding(a, "btn:pick_up", None, label, True))
            elif k == "pass":
                out.append(Binding(a, "btn:pass", None, label, True))
            elif k in ("whisper", "guess"):
                out.append(Binding(a, f"btn:{k}:{a.args[0]}", None, label, True))
        ids = set(self.drag.items)
        return [b for b in out if b.source in ids and (b.target is None or b.target in ids)]

    def _action_label(self, a: Action) -> str:
        """What the chooser says for an action (when one gesture could mean several)."""
        t = self._t
        k = a.kind
        v = self.view
        if k == "play":
            return t("dodgy_dogs.action.play", card=self._card_name(a.args[0]))
        if k == "play_all":
            card = a.args[0]
            hand = (v.get("hands") or [None] * (self.bottom + 1))[self.bottom] or []
            count = sum(1 for c in hand if behaviour(c) is not None and behaviour(c) == behaviour(card))
            return t("dodgy_dogs.action.play_all", count=count, behaviour=self._beh(behaviour(card)),
                     card=self._card_name(card))
        if k == "play_leader":
            leader, top = a.args
            if top is None or top < 0:
                return t("dodgy_dogs.action.play", card=self._card_name(leader))
            return t("dodgy_dogs.action.play_leader", size=self._size(size(leader)), card=self._card_name(top))
        if k == "play_wild":
            key = "dodgy_dogs.action.wild_left" if a.args[1] == LEFT else "dodgy_dogs.action.wild_right"
            return t(key)
        if k == "draw":
            return t("dodgy_dogs.action.draw", count=v.get("draws", 0) + 1, most=MAX_DRAWS)
        if k == "pick_up":
            return t("dodgy_dogs.action.pick_up", count=v.get("pickup", 0))
        if k in ("whisper", "guess"):
            return t(f"dodgy_dogs.action.{k}", behaviour=self._beh(a.args[0]))
        return t(f"dodgy_dogs.action.{k}")

    def _on_binding(self, b: Binding) -> None:
        self._submit(b.action)

    def _submit(self, action: Action) -> None:
        if self.seat is None:
            return
        try:
            self.ctx.submit(self.seat, action)
        except Exception:  # the scene reports its own failures; the board stays usable
            import traceback
            traceback.print_exc()

    def _on_dropped(self, source: str, center) -> None:
        s = self.sprites.get(source)
        if s is not None:
            s.x, s.y = float(center[0]), float(center[1])
            self._settle.add(source)
        elif source == "stock":
            self._stock_drop = (float(center[0]), float(center[1]))

    def _where(self, key: str) -> str | None:
        p = self.places.get(key)
        if p is None:
            return None
        if p.zone == "hand" and p.owner != self.bottom:
            return "other"
        return p.zone

    def _on_miss(self, source: str, target: str | None) -> None:
        """A gesture no legal action matches: send its nearest meaning to the engine, which
        answers with its reason; when it has no meaning at all, say so."""
        if self.seat is None:
            return
        action = self._guess(source, target)
        if action is None:
            if target is not None and target != self._home_zone(source):
                self.ctx.show_message(self._t("table.cannot_drop_here"))
            return
        self._submit(action)

    def _home_zone(self, source: str) -> str | None:
        if source == "stock":
            return "stock"
        return self._where(source)

    def _guess(self, source: str, target: str | None) -> Action | None:
        if source == "stock" and target == "hand":
            return Action("pick_up") if self.view.get("phase") == "pickup" else Action("draw")
        if source.startswith("card:") and target == "discard" and self._where(source) == "hand":
            card = int(source[5:])
            if kind(card) == WILD:
                return Action("play_wild", (card, LEFT))
            return Action("play", (card,))
        return None

    # ==== tooltips ============================================================================================
    def tooltip_lines(self, item: str) -> list[str]:
        t = self._t
        v = self.view
        if item.startswith("card:"):
            c = int(item[5:])
            return [self._card_name(c), self._card_tip(c)]
        if item == "stock":
            return [t("dodgy_dogs.table.stockpile"), t("dodgy_dogs.tip.stock", count=v.get("stock_count", 0))]
        if item == "discard":
            top = self._top()
            lines = [t("dodgy_dogs.table.discard"), t("dodgy_dogs.tip.discard", count=len(v.get("discard") or []))]
            if top is not None:
                lines += [self._card_name(top), self._card_tip(top)]
            return lines
        if item == "match":
            return [t("dodgy_dogs.table.to_match"), self.match_text()]
        if item.startswith("seat:"):
            s = int(item[5:])
            return [self._name(s), self._seat_tip(s)]
        return []

    def _seat_tip(self, s: int) -> str:
        v = self.view
        cats = v.get("cats") or []
        lines = [self._t("dodgy_dogs.tip.seat", count=self._hand_count(s),
                         cats=len(cats[s]) if s < len(cats) else 0, points=self._points(s))]
        if s == v.get("dealer"):
            lines.append(self._t("dodgy_dogs.table.dealer"))
        return " ".join(lines)

    def _card_tip(self, c: int) -> str:
        k = kind(c)
        t = self._t
        if k == DOG:
            return t("dodgy_dogs.tip.dog", size=self._size(size(c)), behaviour=self._beh(behaviour(c)))
        if k == LEADER:
            return t("dodgy_dogs.tip.leader", size=self._size(size(c)))
        if k == PICKUP:
            return t("dodgy_dogs.tip.pickup", count=pickup_count(c))
        return t(f"dodgy_dogs.tip.{k}")

    def _points(self, s: int) -> int:
        total = 0
        for row in self.view.get("scores") or []:
            if isinstance(row, list) and s < len(row) and isinstance(row[s], int):
                total += row[s]
        return total

    # ==== painting cards =======================================================================================
    def _paint(self, face: str, w: int, h: int) -> pygame.Surface:
        kind_, _, arg = face.partition(":")
        try:
            if kind_ == "c":
                return self._paint_card(int(arg), w, h)
        except (ValueError, pygame.error):
            pass
        return cardart.card_back(w, h, BACK_FILL, BACK_INK, "paw", IMG + "card_back.png")

    def _paint_card(self, i: int, w: int, h: int) -> pygame.Surface:
        k = kind(i)
        rgb = BEHAVIOUR_RGB[behaviour(i)] if k == DOG else SPECIAL_RGB[k]
        surf, radius = cardart.rounded_card(w, h, cardart.CREAM, cardart.shade(rgb, 0.55), max(1, w // 30))
        strip = max(10, int(w * 0.24))
        band_h = max(9, int(h * 0.15))
        # the title: one line, or two for a long name ("Líder de la Manada") rather than an
        # ellipsis; the band grows to hold them
        title = self._card_title(i) if h >= 60 else ""
        ink = (40, 30, 10) if k == LEADER else (255, 255, 255)
        room, size_px = w - strip - 4, max(7, int(band_h * 0.62))
        lines: list[pygame.Surface] = []
        if title:
            if self.text.fits(title, room, 7, bold=True) or " " not in title:
                lines = [self.text.fit(title, room, size_px, ink, bold=True, min_size=7)]
            else:
                lines = self.text.wrap(title, room, 7, ink, bold=True, max_lines=2)
                band_h = max(band_h, sum(s.get_height() - 2 for s in lines) + 3)
        # the title band across the top
        if k == WILD:
            for j, c in enumerate(BEHAVIOUR_RGB):
                x0, x1 = j * w // 6, (j + 1) * w // 6
                pygame.draw.rect(surf, c, (x0, 0, x1 - x0 + 1, band_h),
                                 border_top_left_radius=radius if j == 0 else 0,
                                 border_top_right_radius=radius if j == 5 else 0)
        else:
            pygame.draw.rect(surf, rgb, (0, 0, w, band_h), border_top_left_radius=radius,
                             border_top_right_radius=radius)
        if len(lines) == 1:
            surf.blit(lines[0], lines[0].get_rect(midleft=(strip + 1, band_h // 2)))
        else:
            y = 1
            for s in lines:
                surf.blit(s, (strip + 1, y))
                y += s.get_height() - 2
        # the index strip down the left: readable when the cards overlap in a hand
        chip = strip - 4
        cy = band_h + 3 + chip // 2
        ink = cardart.INK
        if k == DOG:
            pygame.draw.circle(surf, rgb, (strip // 2, cy), chip // 2 + 1)
            surf.blit(behaviour_icon(behaviour(i), int(chip * 0.72)),
                      behaviour_icon(behaviour(i), int(chip * 0.72)).get_rect(center=(strip // 2, cy)))
            bars = size_icon(size(i), chip, ink, (150, 140, 130))
            surf.blit(bars, bars.get_rect(midtop=(strip // 2, cy + chip // 2 + 4)))
        else:
            pygame.draw.circle(surf, rgb, (strip // 2, cy), chip // 2 + 1)
            emblem = special_icon(k, int(chip * 0.74), (255, 255, 255), pickup_count(i))
            surf.blit(emblem, emblem.get_rect(center=(strip // 2, cy)))
            if k == LEADER:
                bars = size_icon(size(i), chip, ink, (150, 140, 130))
                surf.blit(bars, bars.get_rect(midtop=(strip // 2, cy + chip // 2 + 4)))
        # the picture
        foot_h = max(9, int(h * 0.13)) if h >= 70 else 0
        pic = pygame.Rect(strip, band_h + 3, w - strip - 4, h - band_h - foot_h - 7)
        backdrop = cardart.shade(rgb, 1.78)
        if pic.width > 6 and pic.height > 6:
            pygame.draw.rect(surf, backdrop, pic, border_radius=max(2, w // 14))
            self._paint_picture(surf, pic, i, k, backdrop)
        if foot_h:
            foot = pygame.Rect(strip, h - foot_h - 4, w - strip - 4, foot_h)
            words = self._card_foot(i)
            if words:
                s = self.text.fit(words, foot.width, max(7, int(foot_h * 0.78)), cardart.shade(rgb, 0.5),
                                  bold=True, min_size=7)
                surf.blit(s, s.get_rect(center=foot.center))
        return surf

    def _card_title(self, i: int) -> str:
        k = kind(i)
        if k == DOG:
            return self._beh(behaviour(i))
        if k == LEADER:
            return self._t("dodgy_dogs.card.leader_short")
        if k == PICKUP:
            return self._t("dodgy_dogs.card.pickup_short")
        return self._t(f"dodgy_dogs.card.{k}")

    def _card_foot(self, i: int) -> str:
        k = kind(i)
        if k == DOG:
            return f"{self._size(size(i))} · {self._t(f'dodgy_dogs.breed.{breed(i)}')}"
        if k == LEADER:
            return self._size(size(i))
        if k == PICKUP:
            return self._t("dodgy_dogs.card.pickup", count=pickup_count(i))
        return ""

    def _paint_picture(self, surf: pygame.Surface, pic: pygame.Rect, i: int, k: str, backdrop) -> None:
        if k == DOG:
            b = breed(i)
            scale = 0.55 + 0.15 * size(i)  # a bigger dog for a bigger size
            dog = pygame.Rect(0, 0, int(pic.width * scale), int(pic.height * scale))
            dog.midbottom = (pic.centerx, pic.bottom - 2)
            if not cardart.picture(surf, dog, f"{IMG}breed_{b}.png"):
                cardart.draw_dog(surf, dog, b, backdrop)
            icon = behaviour_icon(behaviour(i), int(min(pic.width, pic.height) * 0.3), BEHAVIOUR_RGB[behaviour(i)])
            surf.blit(icon, icon.get_rect(topright=(pic.right - 2, pic.top + 2)))
            return
        side = int(min(pic.width, pic.height) * 0.78)
        rgb = SPECIAL_RGB[k]
        emblem = special_icon(k, side, rgb, pickup_count(i))
        surf.blit(emblem, emblem.get_rect(center=pic.center))
        if k == LEADER:
            bars = size_icon(size(i), int(side * 0.4), cardart.INK, (150, 140, 130))
            surf.blit(bars, bars.get_rect(midbottom=(pic.centerx, pic.bottom - 3)))

    # ==== drawing ================================================================================================
    def _background(self) -> pygame.Surface:
        if self._bg is not None:
            return self._bg
        geo = self.geo
        bg = pygame.Surface(self.rect.size)
        bg.fill(theme.FELT)
        off = (-self.rect.x, -self.rect.y)
        f = geo.font
        for key, rect in geo.captions:
            if key in COUNTED_CAPTIONS:
                continue  # drawn each frame with the pile's count (_draw_marks)
            s = self.text.fit(self._t(key), rect.width, f, theme.TEXT_DIM, bold=True)
            bg.blit(s, s.get_rect(midbottom=(rect.centerx + off[0], rect.bottom + off[1])))
        for r in (geo.stock, geo.discard):
            pygame.draw.rect(bg, theme.FELT_DARK, r.move(off), border_radius=max(3, r.width // 9))
            pygame.draw.rect(bg, theme.ZONE_OUTLINE, r.move(off), width=1, border_radius=max(3, r.width // 9))
        pygame.draw.rect(bg, theme.FELT_DARK, geo.panel.move(off), border_radius=8)
        own = geo.seats.get(geo.bottom)
        if own is not None:
            pygame.draw.rect(bg, theme.FELT_DARK, own.rect.move(off), border_radius=10)
        self._bg = bg
        return bg

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.geo is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            self._draw(surface)
        finally:
            surface.set_clip(clip)

    def _draw(self, surface: pygame.Surface) -> None:
        geo = self.geo
        surface.blit(self._background(), self.rect.topleft)
        self._draw_panels(surface)
        self._draw_stock(surface)
        self._draw_match(surface)
        moving = {id(tw.obj) for tw in self.anim.tweens}
        dragging = self.drag.dragging
        drawn: list[tuple[str, str]] = []
        sprites = sorted(self.sprites.values(), key=lambda s: (id(s) in moving, s.z))
        # a card buried in the discard pile (it left the two shown) slides under the pile,
        # not over it: drawn on top it would flash back over the card just played
        buried = set((self.view or {}).get("discard") or [])
        under = [g for g in self.ghosts if g.key.startswith("card:") and g.key[5:].isdigit()
                 and int(g.key[5:]) in buried]
        for s in under:
            s.draw(surface, self.faces)
            drawn.append((s.key, s.face if s.reveal >= 0.5 else s.back))
        lift = None
        for s in sprites:
            if s.key == dragging:
                lift = s
                continue
            glow = theme.GLOW if s.key in self.glow else None
            s.draw(surface, self.faces, glow)
            drawn.append((s.key, s.face if s.reveal >= 0.5 else s.back))
        for s in self.ghosts:
            if any(s is g for g in under):
                continue
            s.draw(surface, self.faces)
            drawn.append((s.key, s.face if s.reveal >= 0.5 else s.back))
        self._draw_marks(surface)
        self._draw_panel_text(surface)
        self._draw_buttons(surface)
        self._draw_picker(surface)
        self._draw_feedback(surface)
        center = self.drag.drag_center()
        if center is not None:
            if lift is not None:
                x, y, scale = lift.x, lift.y, lift.scale
                lift.x, lift.y, lift.scale = center[0], center[1], 1.08
                draw_shadow(surface, lift.footprint())
                lift.draw(surface, self.faces, theme.SELECTED)
                drawn.append((lift.key, lift.face if lift.reveal >= 0.5 else lift.back))
                lift.x, lift.y, lift.scale = x, y, scale
            elif dragging == "stock":
                pic = self.faces.get("back", *geo.card)
                surface.blit(pic, pic.get_rect(center=(round(center[0]), round(center[1]))))
        elif lift is not None:
            lift.draw(surface, self.faces)
        tip = self.tooltip.visible()
        if tip:
            self.tooltip.draw(surface, self.tooltip_lines(tip), self.text, self.rect, size=max(12, geo.font))
        if self.drag.chooser is not None:
            self.drag.chooser.draw(surface, self.text, self.rect, max(12, geo.font))
        self.last_drawn = drawn

    def _draw_stock(self, surface: pygame.Surface) -> None:
        v, geo = self.view, self.geo
        rect = geo.stock
        count = int(v.get("stock_count") or 0)
        if count:
            pic = self.faces.get("back", rect.width, rect.height)
            for d in range(min(3, count - 1), -1, -1):
                surface.blit(pic, rect.move(d * 2, d * 2))

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The piles' captions with their counts ("Stockpile · 34"): above the cards, where
        no card's own words are covered."""
        v, geo = self.view, self.geo
        counts = {"dodgy_dogs.table.stockpile": int(v.get("stock_count") or 0),
                  "dodgy_dogs.table.discard": len(v.get("discard") or [])}
        for key, rect in geo.captions:
            if key in counts:
                s = self.text.fit(f"{self._t(key)} · {counts[key]}", rect.width, geo.font,
                                  theme.TEXT_DIM, bold=True)
                surface.blit(s, s.get_rect(midbottom=rect.midbottom))

    def _draw_match(self, surface: pygame.Surface) -> None:
        """What must be matched, large: the size and the behaviour (or the special rule)."""
        v, geo = self.view, self.geo
        box = geo.match
        f = geo.font
        phase = v.get("phase")
        top = self._top()
        chips: list[tuple[str, object, str]] = []   # (kind, value, label)
        if phase == "slap":
            chips.append(("slap", None, self._t("dodgy_dogs.table.chip_slap")))
        elif phase == "pickup":
            chips.append(("pickup", v.get("pickup", 0), self._t("dodgy_dogs.table.chip_pickup", count=v.get("pickup", 0))))
        elif phase in ("respond", "reveal", "guess", "whisper"):
            b = v.get("whisper") if phase in ("respond", "reveal") else None
            chips.append(("behaviour", b, self._beh(b)))
        elif top is not None and kind(top) == DOG:
            chips.append(("size", size(top), self._size(size(top))))
            chips.append(("behaviour", behaviour(top), self._beh(behaviour(top))))
        elif top is not None and kind(top) == LEADER:
            chips.append(("size", size(top), self._size(size(top))))
        elif top is not None:
            chips.append(("fresh", None, self._t("dodgy_dogs.table.chip_fresh")))
        if not chips:
            return
        gap = max(3, geo.pad)
        ch = (box.height - gap * (len(chips) - 1)) // len(chips)
        ch = min(ch, int(box.width * 1.0))
        total = ch * len(chips) + gap * (len(chips) - 1)
        y = box.y + (box.height - total) // 2
        for kind_, value, label in chips:
            r = pygame.Rect(box.x, y, box.width, ch)
            y += ch + gap
            fill = (250, 246, 234)
            edge = theme.ZONE_OUTLINE
            colour = cardart.INK
            if kind_ == "behaviour" and value is not None:
                edge = BEHAVIOUR_RGB[value]
            pygame.draw.rect(surface, fill, r, border_radius=max(4, r.width // 10))
            pygame.draw.rect(surface, edge, r, width=max(2, r.width // 30), border_radius=max(4, r.width // 10))
            label_size = int(clamp(r.height * 0.2, 9, f * 1.6))
            text = self.text.fit(label, r.width - 6, label_size, colour, bold=True, min_size=8)
            icon_side = int(min(r.width * 0.7, r.height - text.get_height() - 10))
            icon_rect = pygame.Rect(0, 0, icon_side, icon_side)
            icon_rect.midtop = (r.centerx, r.y + 4)
            if icon_side >= 8:
                if kind_ == "size":
                    surface.blit(size_icon(value, icon_side, cardart.INK, (150, 140, 130)), icon_rect)
                elif kind_ == "behaviour":
                    if value is None:
                        q = self.text.render("?", max(9, icon_side), cardart.INK, bold=True)
                        surface.blit(q, q.get_rect(center=icon_rect.center))
                    else:
                        pygame.draw.circle(surface, BEHAVIOUR_RGB[value], icon_rect.center, icon_side // 2)
                        ic = behaviour_icon(value, int(icon_side * 0.7))
                        surface.blit(ic, ic.get_rect(center=icon_rect.center))
                elif kind_ == "slap":
                    ic = special_icon(CAT, icon_side, SPECIAL_RGB[CAT], use_image=False)
                    surface.blit(ic, icon_rect)
                elif kind_ == "pickup":
                    ic = special_icon(PICKUP, icon_side, SPECIAL_RGB[PICKUP], int(value or 0), use_image=False)
                    surface.blit(ic, icon_rect)
                else:
                    cardart.draw_dog(surface, icon_rect, 5, fill)
            surface.blit(text, text.get_rect(midbottom=(r.centerx, r.bottom - 3)))

    def _draw_panels(self, surface: pygame.Surface) -> None:
        geo = self.geo
        to_act = self._to_act()
        for s, sg in geo.seats.items():
            if sg.big:
                if s in to_act:
                    pygame.draw.rect(surface, theme.ACCENT, sg.rect, width=3, border_radius=10)
                continue
            active = s in to_act
            pygame.draw.rect(surface, theme.PANEL_ACTIVE if active else theme.PANEL, sg.rect, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT if active else theme.ZONE_OUTLINE, sg.rect,
                             width=3 if active else 1, border_radius=8)
            if f"hand:{s}" in self.glow:
                pygame.draw.rect(surface, theme.GLOW, sg.hand.rect.inflate(4, 4), width=2, border_radius=6)

    def _to_act(self) -> set[int]:
        v = self.view
        if v.get("phase") in ("over", "slap"):
            return set(v.get("slappers") or []) if v.get("phase") == "slap" else set()
        return {v.get("current")}

    def _draw_panel_text(self, surface: pygame.Surface) -> None:
        v, geo = self.view, self.geo
        f = geo.font
        to_act = self._to_act()
        kinds = getattr(self.ctx, "seat_kinds", None) or []
        cats = v.get("cats") or []
        dealer = v.get("dealer")
        cur = v.get("current")
        nxt = (cur + 1) % v["players"] if isinstance(cur, int) and v.get("phase") in ("play", "pickup") else None
        for s, sg in geo.seats.items():
            head = sg.head
            hf = f if sg.big else max(9, f - 1)
            x = head.x + 2
            right = head.right
            # the flow arrow at the far right: which way play runs on from this seat
            arrow = pygame.Rect(0, 0, hf * 2 // 3, hf * 2 // 3)
            arrow.midright = (right - 1, head.centery)
            _chevron(surface, arrow, {"bottom": "left", "left": "up", "top": "right", "right": "down"}[sg.side],
                     theme.TEXT_DIM)
            right = arrow.left - 3
            if s == dealer:
                d = max(12, hf + 2)
                centre = (right - d // 2, head.centery)
                pygame.draw.circle(surface, (255, 255, 255), centre, d // 2)
                pygame.draw.circle(surface, (30, 30, 30), centre, d // 2, 1)
                ch = self.text.render(self._t("dodgy_dogs.table.dealer_chip"), max(8, d - 4), (30, 30, 30), bold=True)
                surface.blit(ch, ch.get_rect(center=centre))
                right -= d + 3
            taken = len(cats[s]) if s < len(cats) else 0
            if sg.big:
                # cats and points on the own head line
                label = self._t("dodgy_dogs.table.points", points=self._points(s))
                pts = self.text.render(label, hf, theme.TEXT, bold=True)
                surface.blit(pts, pts.get_rect(midright=(right, head.centery)))
                right -= pts.get_width() + 6
                if taken:
                    right = self._draw_cats(surface, right, head.centery, taken, hf)
            if s in to_act:
                tri = pygame.Rect(x, head.centery - hf // 2, hf * 2 // 3, hf)
                cardart.triangle(surface, tri, theme.ACCENT)
                x = tri.right + 4
            dot = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
            pygame.draw.circle(surface, dot, (x + hf // 3, head.centery), max(3, hf // 3))
            x += hf // 3 * 2 + 5
            if sg.big:
                hand = (v.get("hands") or [None] * (s + 1))[s]
                key = "dodgy_dogs.table.your_hand" if hand is not None else "dodgy_dogs.table.hidden_hand"
                label = self._t(key, name=self._name(s), count=self._hand_count(s))
            else:
                label = self._name(s)
                if s < len(kinds) and kinds[s] != "human":
                    long = f"{label} · {self._t('table.computer')}"
                    if assets.font(hf, True).size(long)[0] <= right - x - 4:
                        label = long  # a narrow panel keeps the name rather than the word
            colour = theme.ACCENT if s in to_act else theme.TEXT
            name = self.text.fit(label, max(10, right - x - 4), hf, colour, bold=True, min_size=8)
            surface.blit(name, name.get_rect(midleft=(x, head.centery)))
            if not sg.big:
                count = self._hand_count(s)
                hr = sg.hand.rect
                w, h = sg.card
                draw_badge(surface, self.text, str(count), (hr.x + w // 2 + 1, hr.centery + h // 2 - hf // 2), max(9, hf - 1))
                info = sg.info
                label = self._t("dodgy_dogs.table.points", points=self._points(s))
                pts = self.text.fit(label, max(10, info.width // 2), max(9, hf - 1), theme.TEXT_DIM, bold=True)
                pr = pts.get_rect(midright=(info.right - 2, info.centery))
                surface.blit(pts, pr)
                cx = info.x + 2
                if taken:
                    cx = self._draw_cats(surface, cx, info.centery, taken, max(9, hf - 1), grow_right=True)
                if s == nxt:  # who plays after the current seat
                    tag = self.text.fit(self._t("dodgy_dogs.table.next_tag"), max(10, pr.left - cx - 10),
                                        max(8, hf - 2), theme.TEXT_DARK, bold=True)
                    tr = tag.get_rect()
                    tr.inflate_ip(8, 2)
                    tr.midleft = (cx, info.centery)
                    pygame.draw.rect(surface, theme.TARGET, tr, border_radius=tr.height // 2)
                    surface.blit(tag, tag.get_rect(center=tr.center))
        # status panel
        panel = geo.panel.inflate(-geo.pad * 2, -geo.pad * 2)
        y = panel.y
        for s in self._status_surfs:
            surface.blit(s, (panel.x, y))
            y += s.get_height()

    def _draw_cats(self, surface, x: int, cy: int, count: int, f: int, grow_right: bool = False) -> int:
        """The Crafty Cats a seat has taken: a cat emblem and the number (never colour alone)."""
        side = max(10, f + 2)
        label = self.text.render(f"×{count}", f, (255, 255, 255), bold=True)
        width = side + 2 + label.get_width() + 6
        r = pygame.Rect(0, 0, width, side + 2)
        if grow_right:
            r.midleft = (x, cy)
        else:
            r.midright = (x, cy)
        pygame.draw.rect(surface, SPECIAL_RGB[CAT], r, border_radius=r.height // 2)
        pygame.draw.rect(surface, (255, 255, 255), r, width=1, border_radius=r.height // 2)
        ic = special_icon(CAT, side - 2, (255, 255, 255), use_image=False)
        surface.blit(ic, ic.get_rect(midleft=(r.x + 3, r.centery)))
        surface.blit(label, label.get_rect(midleft=(r.x + side + 2, r.centery)))
        return r.left - 6 if not grow_right else r.right + 6

    def _button_hover(self) -> tuple[str | None, str | None]:
        hover = self.drag.item_at(self.drag.pointer, lambda it: it.id.startswith("btn:")) \
            if not self.drag.keyboard else None
        focus = self.drag.focus if self.drag.keyboard else None
        return hover, focus

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        hover, focus = self._button_hover()
        for b in self.buttons:
            if b.rect is None or b.behaviour is not None:
                continue
            draw_button(surface, b.rect, b.label, self.text, hovered=(hover == b.id), focused=(focus == b.id))

    def _draw_picker(self, surface: pygame.Surface) -> None:
        """Six behaviours, each with its icon, colour and name (whisper or guess)."""
        if self.picker is None:
            return
        geo = self.geo
        box = self.picker
        pygame.draw.rect(surface, (0, 0, 0), box.move(3, 3), border_radius=10)
        pygame.draw.rect(surface, theme.CHOOSER_BG, box, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, box, width=2, border_radius=10)
        title = self.text.wrap(self.picker_title, box.width - 2 * geo.pad, geo.font + 1, theme.TEXT_DARK, bold=True,
                               max_lines=2)
        y = box.y + geo.pad // 2 + 2
        for s in title:
            surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
            y += s.get_height()
        hover, focus = self._button_hover()
        picks = [b for b in self.buttons if b.rect is not None and b.behaviour is not None]
        # one text size for the six: a long name does not look less important
        shared = min((button_label_size(b.rect, b.label, with_icon=True) for b in picks), default=None)
        for b in picks:
            rgb = BEHAVIOUR_RGB[b.behaviour]

            def icon(surf, rect, beh=b.behaviour, rgb=rgb):
                pygame.draw.circle(surf, rgb, rect.center, rect.height // 2)
                ic = behaviour_icon(beh, int(rect.height * 0.72))
                surf.blit(ic, ic.get_rect(center=rect.center))

            draw_button(surface, b.rect, b.label, self.text, hovered=(hover == b.id), focused=(focus == b.id),
                        icon=icon, fill=(226, 220, 206) if b.marked else None, size=shared)
            if b.marked:  # guessed wrong already: crossed out (it may still be chosen)
                r = b.rect.inflate(-8, -b.rect.height // 2)
                pygame.draw.line(surface, (150, 40, 30), r.bottomleft, r.topright, 2)

    def _draw_feedback(self, surface: pygame.Surface) -> None:
        d = self.drag
        items = d.items
        hot = d.hot()
        if not d.dragging and not d.selected:
            for i in self._clickable:
                it = items.get(i)
                if it is not None:
                    pygame.draw.rect(surface, theme.TARGET, it.rect.inflate(4, 4), width=1,
                                     border_radius=max(3, it.rect.width // 9))
        for i in d.highlighted():
            it = items.get(i)
            if it is not None:
                draw_target(surface, it.rect, i == hot, self.clock)
        if d.selected and d.selected in items:
            draw_selected(surface, items[d.selected].rect)
        if d.keyboard and d.focus in items:
            draw_focus(surface, items[d.focus].rect)


def _chevron(surface: pygame.Surface, rect: pygame.Rect, pointing: str, colour) -> None:
    l, t, r, b = rect.left, rect.top, rect.right, rect.bottom
    cx, cy = rect.center
    pts = {"right": [(l, t), (r, cy), (l, b)], "left": [(r, t), (l, cy), (r, b)],
           "up": [(l, b), (cx, t), (r, b)], "down": [(l, t), (cx, b), (r, t)]}[pointing]
    pygame.draw.polygon(surface, colour, pts)


COUNTED_CAPTIONS = ("dodgy_dogs.table.stockpile", "dodgy_dogs.table.discard")


def _face(card: int) -> str:
    """The painter's key of a card's face (the two packs share their pictures)."""
    return f"c:{card % PACK}"


def _hand_order(card: int):
    """Dodgy dogs grouped by behaviour, then by size; the special cards at the right."""
    k = kind(card)
    if k == DOG:
        return (0, behaviour(card), size(card), card)
    return (1, ("leader", "whisperer", "wild", "pickup", "cat").index(k), card % PACK, card)


def _freshly_dealt(view: dict) -> bool:
    """Is this the very start of a game (nothing played yet)?"""
    n = view["players"]
    dealt = len(view["discard"]) + int(view.get("stock_count") or 0) + sum(view["hand_counts"])
    return (view.get("round") == 1 and view.get("phase") == "play" and not view.get("draws")
            and all(c == HAND_SIZE for c in view["hand_counts"]) and dealt == PACK * packs_for(n))


_VIEW_LISTS = ("discard", "hands", "hand_counts", "cats", "scores", "winners", "slappers", "wrong")


def _well_formed(view) -> bool:
    """Does ``view`` have the shape rules.view() gives (so drawing it cannot fail)?"""
    if not isinstance(view, dict):
        return False
    n = view.get("players")
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 8:
        return False
    if any(not isinstance(view.get(k), list) for k in _VIEW_LISTS):
        return False
    if not all(len(view[k]) == n for k in ("hands", "hand_counts", "cats")):
        return False
    if not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in view["discard"]):
        return False
    for h in view["hands"]:
        if h is not None and not (isinstance(h, list) and all(isinstance(c, int) and c >= 0 for c in h)):
            return False
    cur = view.get("current")
    return isinstance(cur, int) and 0 <= cur < n
