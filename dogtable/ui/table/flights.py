"""Turning a change of the board into movement.

Two ways a board can show a move, both driven by comparing where things were with where the
new view puts them (the events only add sounds and the glow):

* ``SpriteTable`` for boards of cards that live as sprites (Dogs Alone, Dodgy Dogs): a card
  that stays on the board travels (and flips, turns) to its new home; a card that appears
  asks the board where it came from (``arrive``); a card that leaves asks where it went
  (``depart``), flies there as a ghost and is forgotten.
* ``Flights`` for boards painted as one cached picture (DOGS, Dog Lover): a piece whose rect
  changed is drawn flying from its old rect to its new one over the picture of the new state,
  which hides it at home until it lands.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from .animator import Animator
from .sprites import CardSprite

MOVE = 0.34      # seconds a card travels at normal speed
TURN = 0.45      # a card turning (a cleaned mess) takes this long
FLIGHT = 0.36    # seconds a painted piece flies at normal speed
STAGGER = 0.08   # between cards dealt one after another


@dataclass
class Place:
    """Where the new view puts one card."""
    key: str
    face: str
    back: str
    rect: pygame.Rect       # upright size, centred where the card goes
    angle: float = 0.0
    face_up: bool = True
    z: int = 0
    zone: str = ""
    owner: int | None = None

    def footprint(self) -> pygame.Rect:
        if int(round(self.angle / 90)) % 2:
            r = pygame.Rect(0, 0, self.rect.height, self.rect.width)
            r.center = self.rect.center
            return r
        return self.rect


# arrive(sprite, place, vanished) -> bool: True when it started the sprite's entrance itself
Arrive = Callable[[CardSprite, Place, dict], bool]
# depart(sprite) -> (x, y, to_back) | None: where a card that left the board went (None: fade)
Depart = Callable[[CardSprite], "tuple[float, float, bool] | None"]


class SpriteTable:
    """The card sprites of a board, kept in step with the places of each new view."""

    def __init__(self, anim: Animator):
        self.anim = anim
        self.sprites: dict[str, CardSprite] = {}
        self.ghosts: list[CardSprite] = []   # cards that left, still flying away
        self.arrivals = 0                    # cards entering in this sync (for staggering)
        self.held: str | None = None         # the card being dragged: it does not fly home

    def get(self, key: str) -> CardSprite | None:
        return self.sprites.get(key)

    def __getitem__(self, key: str) -> CardSprite:
        return self.sprites[key]

    def __contains__(self, key: str) -> bool:
        return key in self.sprites

    def __iter__(self):
        return iter(self.sprites)

    def sync(self, places: dict[str, Place], snap: bool, arrive: Arrive | None = None,
             depart: Depart | None = None) -> None:
        """Move every sprite toward its place in ``places`` (at once when ``snap``)."""
        old = self.sprites
        vanished = {k: s for k, s in old.items() if k not in places}
        if snap:
            self.anim.tweens.clear()
            self.ghosts.clear()
        new: dict[str, CardSprite] = {}
        self.arrivals = 0
        for key, p in places.items():
            s = old.get(key)
            home = (float(p.rect.centerx), float(p.rect.centery), p.angle, p.face_up)
            if s is None:
                s = CardSprite(key, p.face, p.back, p.rect, p.angle, p.face_up, p.z)
                s.home = home
                if not snap and not (arrive is not None and arrive(s, p, vanished)):
                    self.fade_in(s)
            else:
                s.face, s.back, s.z = p.face, p.back, p.z
                if (s.w, s.h) != p.rect.size:
                    s.scale = s.scale * s.h / max(1, p.rect.height)
                    s.w, s.h = p.rect.size
                s.home = home
                if snap:
                    self.land(s)
                else:
                    self.travel(s)
            new[key] = s
        if not snap:
            for s in vanished.values():
                self._depart(s, depart)
        self.sprites = new

    # -- movements a board may also start itself --------------------------------------------------
    @staticmethod
    def land(s: CardSprite) -> None:
        s.x, s.y, s.angle, up = s.home
        s.reveal = 1.0 if up else 0.0
        s.scale, s.alpha = 1.0, 255.0

    def travel(self, s: CardSprite, duration: float = MOVE) -> None:
        hx, hy, ha, up = s.home
        goal = 1.0 if up else 0.0
        if (abs(s.x - hx) > 0.5 or abs(s.y - hy) > 0.5 or s.scale != 1.0) and s.key != self.held:
            self.anim.to(s, duration, x=hx, y=hy, scale=1.0)
        if abs(s.angle - ha) > 0.5:
            self.anim.to(s, TURN, ease="in_out", angle=ha)
        if s.reveal != goal:
            self.anim.to(s, duration, ease="linear", reveal=goal)
        if s.alpha < 255:
            self.anim.to(s, duration, alpha=255.0)

    def fade_in(self, s: CardSprite, delay: float = 0.0) -> None:
        s.alpha = 0.0
        self.anim.to(s, MOVE, delay=delay, alpha=255.0)

    def fly_in(self, s: CardSprite, origin, flip: bool = False, stagger: bool = False) -> None:
        """Bring a new card from ``origin`` (a point), turning it face up on the way if
        ``flip``; cards entering together with ``stagger`` leave one after another."""
        hx, hy, _ha, up = s.home
        delay = 0.0
        if stagger:
            delay = STAGGER * self.arrivals
            self.arrivals += 1
        s.x, s.y = float(origin[0]), float(origin[1])
        if flip:
            s.reveal = 0.0
        self.anim.to(s, MOVE, delay=delay, x=hx, y=hy)
        if flip and up:
            self.anim.to(s, MOVE, delay=delay, ease="linear", reveal=1.0)

    def settle(self, key: str, at) -> None:
        """A dropped card: it lies where the pointer let go until the new view moves it (or,
        if nothing changed, it glides back home)."""
        s = self.sprites.get(key)
        if s is None:
            return
        s.x, s.y = float(at[0]), float(at[1])
        self.travel(s, MOVE * 0.8)

    def _depart(self, s: CardSprite, depart: Depart | None) -> None:
        where = depart(s) if depart is not None else None
        ghost = s
        self.ghosts.append(ghost)

        def gone() -> None:
            if ghost in self.ghosts:
                self.ghosts.remove(ghost)

        if where is None:
            self.anim.to(ghost, MOVE * 0.6, alpha=0.0, on_done=gone)
            return
        x, y, to_back = where
        if to_back:
            self.anim.to(ghost, MOVE, ease="linear", reveal=0.0)
        self.anim.to(ghost, MOVE, x=float(x), y=float(y), on_done=gone)

    def drawing_order(self) -> list[CardSprite]:
        """Sprites bottom first, the moving ones above those at rest."""
        moving = {id(tw.obj) for tw in self.anim.tweens}
        return sorted(self.sprites.values(), key=lambda s: (id(s) in moving, s.z))


class Flyer:
    """A piece travelling from its old place to its new one (``k`` from 0 to 1)."""

    __slots__ = ("key", "src", "dst", "k")

    def __init__(self, key: str, src: pygame.Rect, dst: pygame.Rect):
        self.key, self.src, self.dst, self.k = key, pygame.Rect(src), pygame.Rect(dst), 0.0

    def rect(self) -> pygame.Rect:
        k = self.k
        x = self.src.centerx + (self.dst.centerx - self.src.centerx) * k
        y = self.src.centery + (self.dst.centery - self.src.centery) * k
        r = pygame.Rect(self.dst)
        r.center = (round(x), round(y))
        return r


class Flights:
    """Pieces of a painted board flying from their old rects to their new ones."""

    def __init__(self, anim: Animator):
        self.anim = anim
        self.flyers: list[Flyer] = []

    def __bool__(self) -> bool:
        return bool(self.flyers)

    def keys(self) -> set[str]:
        return {f.key for f in self.flyers}

    def clear(self) -> None:
        for f in self.flyers:
            self.anim.cancel(f)
        self.flyers = []

    def start(self, old: dict[str, pygame.Rect], new: dict[str, pygame.Rect],
              origin: Callable[[str], pygame.Rect | None] | None = None) -> None:
        """A flight for every piece whose rect changed; a piece new to the board starts from
        ``origin(key)`` (its supply, the deck) or, with none, simply appears."""
        self.clear()
        for key, dst in new.items():
            src = old.get(key)
            if src is None and old and origin is not None:
                src = origin(key)
            if src is None or src.center == dst.center:
                continue
            f = Flyer(key, src, dst)
            self.flyers.append(f)
            self.anim.to(f, FLIGHT, k=1.0)

    def landed(self) -> bool:
        """True once, when the last flight has landed (the board then repaints at rest)."""
        if self.flyers and not any(self.anim.running(f) for f in self.flyers):
            self.flyers = []
            return True
        return False
