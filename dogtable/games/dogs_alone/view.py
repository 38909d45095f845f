"""The Dogs Alone board: draws a seat's view and turns gestures into the engine's actions.

It implements the GameView contract of docs/HELPERS.md.  The view never judges a move: the
legal actions it is given become drag, click and keyboard bindings (placed with the engine's
``rules.hint``); a gesture that matches none is still sent to the engine with the nearest
meaning, so the player reads the engine's own reason for refusing it.

Layout (any board from 640x400 up): the other seats' panels along the top; in the middle
the dog deck, dog supply and discard pile above the mess deck, mess supply and Mario Hugo
cards, with the status and the buttons at the right; the shown seat's hand, pool and messes
(grouped by colour, cleaned ones turned 90°) along the bottom.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table import assets, cardart, symbols, theme
from dogtable.ui.table.animator import Animator
from dogtable.ui.table.drag import Binding, DragController, Item
from dogtable.ui.table.layout import CARD_ASPECT, clamp, split_cols
from dogtable.ui.table.sprites import CardSprite, FaceCache, draw_shadow
from dogtable.ui.table.sound import play_each_once
from dogtable.ui.table.text import TextCache
from dogtable.ui.table.widgets import (
    Tooltip, draw_badge, draw_button, draw_focus, draw_selected, draw_target,
)
from dogtable.ui.table.zones import Fan, Tableau

from .cards import (
    COLOUR_KEYS, COLOUR_SYMBOLS, MESS_DOGS, PAIR, WILD, dog_colour, dog_type,
    mess_colour, mess_kind, mess_points,
)
from .rules import HAND_LIMIT, MARIO_TO_END

# suit colours: red, yellow, green, blue, wild (with the symbol of each, never colour alone)
SUIT_RGB = [(204, 62, 50), (238, 180, 34), (60, 150, 76), (50, 110, 200), (138, 88, 180)]
SUIT_INK = [(255, 255, 255), (58, 40, 4), (255, 255, 255), (255, 255, 255), (255, 255, 255)]
SUIT_SYMBOL = [COLOUR_SYMBOLS[k] for k in COLOUR_KEYS]
GROUPS = (0, 1, 2, 3, WILD)
MOVE = 0.34      # seconds for a card to travel at normal speed
TURN = 0.45      # a mess being cleaned turns this long
STAGGER = 0.08   # between cards dealt one after another
IMG = "images/dogs_alone/"


@dataclass
class SeatGeo:
    """Where one seat's things go."""
    seat: int
    rect: pygame.Rect
    head: pygame.Rect
    hand: Fan
    pool: Fan
    messes: Tableau
    groups: list[int]
    card: tuple[int, int]
    mess: tuple[int, int]
    big: bool


@dataclass
class Geometry:
    rect: pygame.Rect
    font: int
    pad: int
    card: tuple[int, int]
    deck: pygame.Rect
    supply: list[pygame.Rect]
    discard: pygame.Rect
    mess_deck: pygame.Rect
    mess_supply: list[pygame.Rect]
    mario: pygame.Rect
    panel: pygame.Rect
    captions: list[tuple[str, pygame.Rect]]
    seats: dict[int, SeatGeo]
    bottom: int


@dataclass
class Place:
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


@dataclass
class ButtonSpec:
    id: str
    label: str
    colour: int | None = None   # a suit icon drawn in the button
    rect: pygame.Rect | None = None


class DogsAloneView:
    def __init__(self, ctx):
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 1280, 720)
        self.text = TextCache()
        self.faces = FaceCache(self._paint)
        self.anim = Animator(ctx.anim_speed)
        self.drag = DragController(self._on_binding, self._on_miss, self._on_dropped,
                                   lambda: self._t("table.cancel"))
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
        self.status: list[tuple[str, str]] = []    # (line, style: head|body|strong|how)
        self._status_surfs: list[pygame.Surface] = []
        self._clickable: list[str] = []
        self._warm: list[tuple[str, int, int]] = []   # faces to paint while nothing moves
        self.glow: set[str] = set()
        self._glow_seat: int | None = None
        self._glow_closed = False
        self._bg: pygame.Surface | None = None
        self._snap_next = True
        self._settle: set[str] = set()
        self._deck_drop: tuple[float, float] | None = None
        self._prev_current: int | None = None
        self.clock = 0.0
        self.last_drawn: list[tuple[str, str]] = []   # (sprite key, picture shown) of the last frame

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
            self._snap_next = True  # another seat's eyes (hand-off) or a new game: no flights
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

    def animate(self, events, seat: int | None) -> None:
        """Sounds and the last-move glow; the movements themselves follow from ``show``
        (cards tween from where they were to where the new view puts them)."""
        sounds: list[str] = []
        batch_seat = None
        for e in events or []:
            if isinstance(getattr(e, "data", None), dict) and "seat" in e.data:
                batch_seat = e.data["seat"]
                break
        if self._glow_closed or (batch_seat is not None and batch_seat != self._glow_seat):
            self.glow = set()
            self._glow_closed = False
            self._glow_seat = batch_seat
        for e in events or []:
            kind = getattr(e, "kind", "")
            d = getattr(e, "data", {}) or {}
            if kind == "DogDrawn":
                if d.get("card") is not None:
                    self.glow.add(f"dog:{d['card']}")
                self.glow.add(f"hand:{d.get('seat')}")  # the hand that grew, even if hidden
                sounds.append("card")
            elif kind in ("RecruitDiscarded", "HandDiscarded"):
                self.glow.add(f"dog:{d.get('card')}")
                sounds.append("card")
            elif kind == "DogPaid":
                self.glow.update({f"dog:{d.get('card')}", f"mess:{d.get('mess')}"})
                sounds.append("card")
            elif kind == "MessTaken":
                self.glow.add(f"mess:{d.get('mess')}")
                self.glow.update(f"dog:{c}" for c in d.get("pooled") or [])
                sounds.append("card")
            elif kind in ("MessesCleaned",):
                self.glow.update(f"mess:{m}" for m in d.get("messes") or [])
                sounds.append("card")
            elif kind in ("AutoCleaned", "WildAssigned"):
                self.glow.add(f"mess:{d.get('mess')}")
            elif kind in ("SupplyChanged", "DeckReshuffled", "GameStarted"):
                sounds.append("shuffle")
            elif kind in ("DogSupplyRefilled", "MessSupplyRefilled"):
                sounds.append("card")
            elif kind == "MarioHugoRevealed":
                self.glow.add(f"mario:{d.get('card')}")
                sounds.append("mario")
            elif kind in ("TurnEnded", "GameEnded"):
                self._glow_closed = True
        play_each_once(self.ctx, sounds)

    def busy(self) -> bool:
        return self.anim.busy()

    def handle_event(self, event) -> bool:
        if self.view is None or self.drag.outside(event, self.rect):
            return False
        return self.drag.handle_event(event)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        for key in list(self._settle):
            s = self.sprites.get(key)
            if s is not None and not self.anim.running(s):
                hx, hy, ha, _up = s.home
                self.anim.to(s, MOVE * 0.8, x=hx, y=hy, angle=ha, scale=1.0)
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
        """The board's named areas now (zones, seat panels, status panel, buttons): for
        layout tests and tools."""
        geo = self.geo
        if geo is None:
            return {}
        out = {"dog_deck": geo.deck, "discard": geo.discard, "mess_deck": geo.mess_deck,
               "mario": geo.mario, "status": geo.panel}
        out.update({f"supply_{i}": r for i, r in enumerate(geo.supply)})
        out.update({f"mess_supply_{i}": r for i, r in enumerate(geo.mess_supply)})
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

    def _colour(self, col: int) -> str:
        return self._t(f"dogs_alone.colour.{col}")

    def _dog_name(self, card: int) -> str:
        return self._t(f"dogs_alone.dog.{dog_type(card)}")

    def _mess_name(self, mess: int) -> str:
        return self._t(f"dogs_alone.mess.{mess}")

    # ==== geometry ===================================================================================
    def _geometry(self) -> Geometry:
        v = self.view
        r = self.rect
        W, H = r.size
        n = int(v.get("players", 2))
        pad = max(4, round(min(W, H) * 0.012))
        font = int(clamp(H * 0.027, 11, 24))
        top_h = int(clamp(H * 0.22, 84, 330))
        own_h = int(clamp(H * 0.3, 112, 470))
        top = pygame.Rect(r.x + pad, r.y + pad, W - 2 * pad, top_h - pad)
        own = pygame.Rect(r.x + pad, r.bottom - own_h, W - 2 * pad, own_h - pad)
        mid = pygame.Rect(r.x + pad, top.bottom + pad, W - 2 * pad, own.top - top.bottom - 2 * pad)

        # the middle: two rows of cards and the status panel at the right
        cap_h = font + 6
        ch = max(20, (mid.height - 2 * cap_h - pad) // 2)
        cw = int(ch * CARD_ASPECT)
        g, eg = pad, pad * 3
        panel_min = int(clamp(W * 0.24, 150, 460))
        avail = mid.width - panel_min - pad
        if 7 * cw + 4 * g + 2 * eg > avail:
            cw = max(14, (avail - 4 * g - 2 * eg) // 7)
            ch = int(cw / CARD_ASPECT)
        grid_w = 7 * cw + 4 * g + 2 * eg
        panel_w = min(mid.width - grid_w - pad, int(max(panel_min, W * 0.3)))
        grid_area = pygame.Rect(mid.x, mid.y, mid.width - panel_w - pad, mid.height)
        gx = grid_area.x + (grid_area.width - grid_w) // 2
        block = 2 * ch + 2 * cap_h + pad
        y1 = mid.y + (mid.height - block) // 2 + cap_h
        y2 = y1 + ch + pad + cap_h
        deck = pygame.Rect(gx, y1, cw, ch)
        sx = deck.right + eg
        supply = [pygame.Rect(sx + i * (cw + g), y1, cw, ch) for i in range(5)]
        discard = pygame.Rect(supply[-1].right + eg, y1, cw, ch)
        mess_deck = pygame.Rect(gx, y2, cw, ch)
        mx = sx + (cw + g) // 2
        mess_supply = [pygame.Rect(mx + i * (cw + g), y2, cw, ch) for i in range(4)]
        mario = pygame.Rect(discard.x, y2, cw, ch)
        panel = pygame.Rect(grid_area.right + pad, mid.y, panel_w, mid.height)

        def cap(key: str, over: pygame.Rect, spread: int) -> tuple[str, pygame.Rect]:
            area = pygame.Rect(over.x - spread, over.y - cap_h, over.width + 2 * spread, cap_h - 2)
            return key, area.clip(r)  # never past the board's edge

        captions = [
            cap("dogs_alone.zone.dog_deck", deck, eg // 2),
            cap("dogs_alone.zone.dog_supply", supply[0].unionall(supply), 0),
            cap("dogs_alone.zone.discard", discard, eg // 2),
            cap("dogs_alone.zone.mess_deck", mess_deck, eg // 2),
            cap("dogs_alone.zone.mess_supply", mess_supply[0].unionall(mess_supply), 0),
            cap("dogs_alone.zone.mario", mario, eg // 2),
        ]

        seats: dict[int, SeatGeo] = {}
        bottom = self.bottom if 0 <= self.bottom < n else 0
        seats[bottom] = self._own_geo(bottom, own, font, pad, ch)
        others = [(bottom + i) % n for i in range(1, n)]
        if others:
            pw = (top.width - pad * (len(others) - 1)) / len(others)
            for i, s in enumerate(others):
                rect = pygame.Rect(round(top.x + i * (pw + pad)), top.y, int(pw), top.height)
                seats[s] = self._panel_geo(s, rect, font, pad)
        return Geometry(r.copy(), font, pad, (cw, ch), deck, supply, discard, mess_deck,
                        mess_supply, mario, panel, captions, seats, bottom)

    def _own_geo(self, seat: int, own: pygame.Rect, font: int, pad: int, centre_h: int) -> SeatGeo:
        head = pygame.Rect(own.x, own.y, own.width, font + 8)
        body = pygame.Rect(own.x, head.bottom, own.width, own.bottom - head.bottom)
        # the pool column grows with the pool; the hand takes what the pool leaves
        pool_n = len(self.view["pools"][seat]) if self.view else 0
        pool_w = min(0.2, 0.07 + 0.06 * pool_n)
        caption = assets.font(font, True).size(self._t("table.dogs_alone.pool_short"))[0] + 2 * pad
        pool_w = max(pool_w, min(0.2, caption / max(1, body.width)))  # room for its caption
        cols = split_cols(body, [0.5, pool_w, 0.5 - pool_w], gap=pad * 2)
        h = int(min(body.height - 2, centre_h * 1.05))
        w = int(h * CARD_ASPECT)
        col_w = (cols[2].width - pad * 4) / 5
        mh = int(min(col_w, body.height * 0.8))
        return SeatGeo(seat, own, head, Fan("hand", cols[0], gap=pad), Fan("pool", cols[1], gap=pad),
                       Tableau("messes", cols[2], columns=5, gap=pad), list(GROUPS), (w, h),
                       (int(mh * CARD_ASPECT), mh), True)

    def _panel_geo(self, seat: int, rect: pygame.Rect, font: int, pad: int) -> SeatGeo:
        v = self.view
        ip = max(3, pad // 2 + 1)
        head = pygame.Rect(rect.x + ip, rect.y + 2, rect.width - 2 * ip, font + 8)
        body = pygame.Rect(rect.x + ip, head.bottom, rect.width - 2 * ip, rect.bottom - head.bottom - ip)
        owned = v["messes"][seat] if seat < len(v.get("messes", [])) else []
        groups = [c for c in GROUPS if any(mess_colour(m) == c for m in owned)] or [0]
        g = len(groups)
        gaps = ip * (2 + g)
        h = min(body.height, (body.width - gaps) / (CARD_ASPECT * 3.1 + g))
        h = int(max(12, h))
        w = int(h * CARD_ASPECT)
        hand_r = pygame.Rect(body.x, body.y, int(w * 1.6), body.height)
        pool_r = pygame.Rect(hand_r.right + ip, body.y, int(w * 1.5), body.height)
        room = max(h, body.right - pool_r.right - ip)
        mess_r = pygame.Rect(pool_r.right + ip, body.y, min(room, int(g * (h * 1.05 + ip))), body.height)
        col_w = (mess_r.width - ip * (g - 1)) / g
        mh = int(min(h, col_w))
        return SeatGeo(seat, rect, head, Fan("hand", hand_r, gap=2), Fan("pool", pool_r, gap=2),
                       Tableau("messes", mess_r, columns=g, gap=ip), groups, (w, h),
                       (int(mh * CARD_ASPECT), mh), False)

    # ==== what goes where ============================================================================
    def _placements(self) -> dict[str, Place]:
        v, geo = self.view, self.geo
        places: dict[str, Place] = {}
        cw, ch = geo.card

        def put(p: Place) -> None:
            places[p.key] = p

        for i, c in enumerate(v.get("dog_supply", [])[:5]):
            if c is not None:
                put(Place(f"dog:{c}", f"dog:{c}", "back:dog", geo.supply[i].copy(), z=20, zone="supply"))
        discard = v.get("discard", [])
        top2 = discard[-2:]
        for j, c in enumerate(top2):
            depth = 0 if j == len(top2) - 1 else 2  # the card under the top one peeks out
            put(Place(f"dog:{c}", f"dog:{c}", "back:dog", geo.discard.move(depth, depth), z=12 + j,
                      zone="discard"))
        pending = v.get("pending")
        laid = list(v.get("pending_cards") or [])
        for i, m in enumerate(v.get("mess_supply", [])[:4]):
            if m is None:
                continue
            put(Place(f"mess:{m}", f"mess:{m}", "back:mess", geo.mess_supply[i].copy(), z=20,
                      zone="mess_supply"))
            if m == pending and laid:
                slot = geo.mess_supply[i]
                lw, lh = int(cw * 0.62), int(ch * 0.62)
                fan = Fan("laid", pygame.Rect(slot.x + 2, slot.bottom - lh - 2, cw - 4, lh), gap=2)
                for j, (c, r) in enumerate(zip(laid, fan.slots(len(laid), lw, lh))):
                    put(Place(f"dog:{c}", f"dog:{c}", "back:dog", r, z=30 + j, zone="laid",
                              owner=v.get("current")))
        for j, k in enumerate(v.get("mario", [])):
            off = int(cw * 0.12) * j
            r = geo.mario.move(off - int(cw * 0.12), off // 2)
            put(Place(f"mario:{k}", f"mario:{k}", "back:mess", r, z=25 + j, zone="mario"))

        for s, sg in geo.seats.items():
            self._place_seat(s, sg, laid, put)
        return places

    def _place_seat(self, s: int, sg: SeatGeo, laid: list[int], put) -> None:
        v = self.view
        w, h = sg.card
        hands = v.get("hands") or []
        hand = hands[s] if s < len(hands) else None
        if hand is not None:
            cards = sorted(c for c in hand if c not in laid)
            for i, (c, r) in enumerate(zip(cards, sg.hand.slots(len(cards), w, h))):
                put(Place(f"dog:{c}", f"dog:{c}", "back:dog", r, z=40 + i, zone="hand", owner=s))
        else:
            count = self._hand_count(s)
            for i, r in enumerate(sg.hand.slots(count, w, h)):
                put(Place(f"back:{s}:{i}", "back:dog", "back:dog", r, face_up=False, z=40 + i,
                          zone="hand", owner=s))
        pool = sorted(c for c in v["pools"][s] if c not in laid)
        pw, ph = (w, h) if not sg.big else (int(w * 0.86), int(h * 0.86))
        for i, (c, r) in enumerate(zip(pool, sg.pool.slots(len(pool), pw, ph))):
            put(Place(f"dog:{c}", f"dog:{c}", "back:dog", r, z=40 + i, zone="pool", owner=s))
        cleaned = set(v["cleaned"][s])
        columns, keys = [], []
        for col in sg.groups:
            ms = [m for m in v["messes"][s] if mess_colour(m) == col]
            ms.sort(key=lambda m: m not in cleaned)  # cleaned at the back, open ones on top
            columns.append([m in cleaned for m in ms])
            keys.append(ms)
        mw, mh = sg.mess
        for ms, rects in zip(keys, sg.messes.slots(columns, mw, mh)):
            for j, (m, foot) in enumerate(zip(ms, rects)):
                r = pygame.Rect(0, 0, mw, mh)
                r.center = foot.center
                put(Place(f"mess:{m}", f"mess:{m}", "back:mess", r, angle=90.0 if m in cleaned else 0.0,
                          z=30 + j, zone="messes", owner=s))

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
            warm = [(f"dog:{c}", w, h) for w, h in sizes for c in range(64)]
            warm += [(f"mess:{m}", w, h) for w, h in (geo.card, own.mess) for m in range(31)]
            self._warm = list(reversed(warm))
        elif _own_frame(geo) != _own_frame(self.geo):
            self._bg = None  # the pool column grew or shrank: its caption and the mess slots move
        self.geo = geo
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
        self._arrivals = 0
        for key, p in places.items():
            s = old.get(key)
            if s is None:
                s = CardSprite(key, p.face, p.back, p.rect, p.angle, p.face_up, p.z)
                s.home = (float(p.rect.centerx), float(p.rect.centery), p.angle, p.face_up)
                if not snap:
                    self._arrive(s, p, vanished)
            else:
                s.face, s.back, s.z = p.face, p.back, p.z
                if (s.w, s.h) != p.rect.size:
                    s.scale = s.scale * s.h / max(1, p.rect.height)
                    s.w, s.h = p.rect.size
                s.home = (float(p.rect.centerx), float(p.rect.centery), p.angle, p.face_up)
                if snap:
                    self._land(s)
                else:
                    self._travel(s, p)
            new[key] = s
        if not snap:
            for s in vanished.values():
                self._depart(s)
        self.sprites = new
        self._deck_drop = None

    def _land(self, s: CardSprite) -> None:
        s.x, s.y, s.angle, up = s.home
        s.reveal = 1.0 if up else 0.0
        s.scale, s.alpha = 1.0, 255.0

    def _travel(self, s: CardSprite, p: Place) -> None:
        hx, hy, ha, up = s.home
        goal = 1.0 if up else 0.0
        if (abs(s.x - hx) > 0.5 or abs(s.y - hy) > 0.5 or s.scale != 1.0) and s.key != self.drag.dragging:
            self.anim.to(s, MOVE, x=hx, y=hy, scale=1.0)
        if abs(s.angle - ha) > 0.5:
            self.anim.to(s, TURN, ease="in_out", angle=ha)
        if s.reveal != goal:
            self.anim.to(s, MOVE, ease="linear", reveal=goal)
        if s.alpha < 255:
            self.anim.to(s, MOVE, alpha=255.0)

    def _zone_centre(self, seat: int | None, zone: str = "hand") -> tuple[float, float]:
        sg = self.geo.seats.get(seat) if seat is not None else None
        if sg is None:
            return self.geo.deck.center
        return getattr(sg, zone).rect.center

    def _arrive(self, s: CardSprite, p: Place, vanished: dict[str, CardSprite]) -> None:
        """A card that was not on the board: bring it from where it must have come from."""
        geo = self.geo
        hx, hy, ha, up = s.home
        acting = self._prev_current if self._prev_current is not None else self.view.get("current")
        origin = None
        flip = False
        delay = 0.0
        if s.key.startswith("mario:"):
            self._reveal_mario(s)
            return
        if s.key.startswith("dog:"):
            if p.zone in ("supply", "hand"):
                origin = self._deck_drop if (p.zone == "hand" and self._deck_drop) else geo.deck.center
                flip = True
                delay = STAGGER * self._arrivals
                self._arrivals += 1
            elif p.zone in ("discard", "laid"):
                origin = self._zone_centre(acting)
            elif p.zone == "pool":
                origin = self._zone_centre(p.owner)
        elif s.key.startswith("back:"):
            # a face-up card that vanished into this hidden hand flies there itself
            if any(k.startswith("dog:") and self._hidden(int(k[4:])) for k in vanished):
                s.alpha = 0.0
                self.anim.to(s, MOVE * 0.5, delay=MOVE, alpha=255.0)
                return
            origin = geo.deck.center
            delay = STAGGER * self._arrivals
            self._arrivals += 1
        elif s.key.startswith("mess:"):
            if p.zone == "mess_supply":
                origin = geo.mess_deck.center
                flip = True
                delay = STAGGER * self._arrivals
                self._arrivals += 1
        if origin is None:
            s.alpha = 0.0
            self.anim.to(s, MOVE, alpha=255.0)
            return
        s.x, s.y = float(origin[0]), float(origin[1])
        if flip:
            s.reveal = 0.0
        self.anim.to(s, MOVE, delay=delay, x=hx, y=hy)
        if flip and up:
            self.anim.to(s, MOVE, delay=delay, ease="linear", reveal=1.0)

    def _reveal_mario(self, s: CardSprite) -> None:
        """Mario Hugo turns up: from the mess deck to the middle of the board, big, then to
        his place beside the mess supply."""
        hx, hy, ha, _ = s.home
        start = self.geo.mess_deck.center
        s.x, s.y, s.reveal, s.angle = float(start[0]), float(start[1]), 0.0, 0.0
        cx, cy = self.rect.center
        big = clamp(min(self.rect.width, self.rect.height) * 0.45 / max(1, s.h), 1.2, 3.0)

        def home() -> None:
            self.anim.to(s, 0.45, delay=0.9, ease="in_out", x=hx, y=hy, scale=1.0, angle=ha)

        self.anim.to(s, 0.5, ease="out", x=cx, y=cy, scale=big, reveal=1.0, on_done=home)

    def _hidden(self, card: int) -> bool:
        """Is ``card`` nowhere visible in the new view (so it went into a hidden hand)?"""
        v = self.view
        if card in (v.get("dog_supply") or []) or card in (v.get("discard") or []):
            return False
        if card in (v.get("pending_cards") or []):
            return False
        for p in v.get("pools") or []:
            if card in p:
                return False
        for hnd in v.get("hands") or []:
            if hnd is not None and card in hnd:
                return False
        return True

    def _depart(self, s: CardSprite) -> None:
        """A card that left the board: let it fly to where it went, then forget it."""
        v = self.view
        dest = None
        to_back = False
        if s.key.startswith("dog:"):
            card = int(s.key[4:])
            if card in (v.get("discard") or []):
                dest = self.geo.discard.center
            elif self._hidden(card):
                seat = self._grown_hand()
                dest = self._zone_centre(seat)
                to_back = True
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

    def _grown_hand(self) -> int | None:
        v = self.view
        cur = v.get("current")
        return cur if cur is not None else None

    # ==== status text and buttons =====================================================================
    def _build_status(self) -> None:
        """The lines of the status panel: whose turn, what to do now and how."""
        v = self.view
        t = self._t
        phase = v.get("phase")
        cur = v.get("current")
        lines: list[tuple[str, str]] = []
        if phase == "over":
            lines.append((t("table.dogs_alone.game_over"), "head"))
        elif phase == "wild":
            lines.append((t("table.dogs_alone.wild_choosing"), "head"))
        elif cur == self.seat and self.seat is not None:
            lines.append((t("table.dogs_alone.turn_yours", name=self._name(cur)), "head"))
        else:
            lines.append((t("table.dogs_alone.turn_of", name=self._name(cur)), "head"))
        budget = int(v.get("budget") or 0)
        mine = self.seat is not None and bool(self.legal)
        hc = v.get("hand_counts") or []
        extra = (hc[cur] if isinstance(cur, int) and cur < len(hc) else 0) - HAND_LIMIT
        count = extra if phase == "discard" else budget
        if phase == "over":
            pass
        elif phase == "wild" and not mine:
            lines.append((t("table.dogs_alone.wild_wait"), "body"))
        elif mine:
            if phase == "start" and not any(a.kind == "clean" for a in self.legal):
                # nothing to clean up (or already recruiting): do not offer what is not there
                lines.append((t("table.dogs_alone.recruit_only"), "body"))
            else:
                lines.append((t(f"dogs_alone.phase.{phase}", count=count), "body"))
            wild = [a for a in self.legal if a.kind == "assign_wild"]
            if wild:
                lines.append((t("table.dogs_alone.wild_for", mess=self._mess_name(wild[0].args[0])), "strong"))
            lines.append((t(f"table.dogs_alone.how.{phase}"), "how"))
        else:
            lines.append((t("table.dogs_alone.wait", name=self._name(cur)), "body"))
        if phase in ("start", "draw") and budget > 0 and (phase == "start" or not mine):
            lines.append((t("dogs_alone.budget", count=budget), "strong"))
        pending = v.get("pending")
        if pending is not None:
            need = MESS_DOGS[mess_kind(pending)]
            lines.append((t("table.dogs_alone.paying", mess=self._mess_name(pending),
                            laid=len(v.get("pending_cards") or []), need=need), "strong"))
        self.status = lines

    def _build_buttons(self) -> None:
        """A button for every legal action that has no card to drag."""
        t = self._t
        specs: list[ButtonSpec] = []
        wild_first = None
        for a in self.legal:
            k = a.kind
            if k == "change_supply":
                specs.append(ButtonSpec("btn:change_supply", t("dogs_alone.action.change_supply")))
            elif k == "clean":
                col = a.args[0]
                specs.append(ButtonSpec(f"btn:clean:{col}",
                                        t("dogs_alone.action.clean_colour", colour=self._colour(col)), col))
            elif k == "finish":
                specs.append(ButtonSpec("btn:finish", t("dogs_alone.action.finish")))
            elif k == "cancel_payment":
                specs.append(ButtonSpec("btn:cancel", t("dogs_alone.action.cancel_payment")))
            elif k == "assign_wild":
                m, col = a.args
                if wild_first is None:
                    wild_first = m
                if m == wild_first:  # one wild at a time; the next one's colours follow
                    name = self._colour(col)
                    specs.append(ButtonSpec(f"btn:wild:{m}:{col}", name[:1].upper() + name[1:], col))
        cleans = [b for b in specs if b.id.startswith("btn:clean:")]
        if len(cleans) > 1:  # side by side they are narrow: the icon and the colour say it
            for b in cleans:
                b.label = t("table.dogs_alone.clean_short", colour=self._colour(b.colour))
        self.buttons = specs
        self._layout_buttons()

    def _status_lines(self, width: int, styles: set[str], body_lines: int = 5) -> list[pygame.Surface]:
        f = self.geo.font
        look = {"head": (f + 2, theme.ACCENT, True), "body": (f, theme.TEXT, False),
                "strong": (f, theme.TEXT, True), "how": (max(9, f - 1), theme.TEXT_DIM, False)}
        out = []
        for line, style in self.status:
            if style in styles:
                size, colour, bold = look[style]
                most = body_lines if style in ("body", "how") else 4
                out += self.text.wrap(line, width, size, colour, bold=bold, max_lines=most)
        return out

    def _layout_buttons(self) -> None:
        """Status text at the top of the panel, buttons right below it.  When room is short
        the how-to line goes first, then the phase text shrinks; whose turn, the budget and
        the payment in progress always stay."""
        geo = self.geo
        panel = geo.panel.inflate(-geo.pad * 2, -geo.pad * 2)
        n = len(self.buttons)
        bh = int(clamp(self.rect.height * 0.055, 22, 46))
        gap = max(3, geo.pad // 2 + 2)
        # colour buttons (clean up, wild colours) share rows; any other button has a row to itself
        coloured = [b for b in self.buttons if b.colour is not None]
        wide = [b for b in self.buttons if b.colour is None]
        k = len(coloured)
        wild = k and all(b.id.startswith("btn:wild:") for b in coloured)
        cols = 1 if n <= 2 or (panel.width < 240 and not wild) else (2 if k <= 6 else 3)
        rows = len(wide) + (-(-k // cols) if k else 0)
        block = rows * (bh + gap)
        room = panel.height - block
        lines: list[pygame.Surface] = []
        for styles, body in (({"head", "body", "strong", "how"}, 8), ({"head", "body", "strong", "how"}, 5),
                             ({"head", "body", "strong"}, 5),
                             ({"head", "body", "strong"}, 2), ({"head", "strong"}, 0)):
            lines = self._status_lines(panel.width, styles, body)
            if sum(s.get_height() for s in lines) <= room:
                break
        text_h = sum(s.get_height() for s in lines)
        while len(lines) > 1 and text_h > room:  # a tiny board: keep the first lines
            text_h -= lines.pop().get_height()
        self._status_surfs = lines
        if not n:
            return
        top = panel.y + text_h + geo.pad
        if rows * (bh + gap) - gap > panel.bottom - top:
            bh = max(16, (panel.bottom - top + gap) // rows - gap)
        bw = (panel.width - gap * (cols - 1)) // cols
        for i, b in enumerate(coloured):
            r, c = divmod(i, cols)
            b.rect = pygame.Rect(panel.x + c * (bw + gap), top + r * (bh + gap), bw, bh)
        r0 = -(-k // cols) if k else 0
        for j, b in enumerate(wide):
            b.rect = pygame.Rect(panel.x, top + (r0 + j) * (bh + gap), panel.width, bh)

    # ==== gestures ========================================================================================
    def _items(self) -> list[Item]:
        v, geo = self.view, self.geo
        me = self.seat
        can = me is not None and v.get("phase") not in ("over",)
        items: list[Item] = [Item("deck", geo.deck.copy(), draggable=can, z=5)]
        by_zone: dict[str, list[Place]] = {}
        for p in self.places.values():
            by_zone.setdefault(p.zone, []).append(p)
        for zone in by_zone.values():
            zone.sort(key=lambda p: (p.footprint().x, p.z))
        for p in by_zone.get("supply", []):
            items.append(Item(p.key, p.footprint(), draggable=can, z=p.z))
        pile = geo.discard.inflate(6, 6)
        items.append(Item("discard", pile, target=True, z=_top_z(by_zone.get("discard"), 11) + 1))
        items.append(Item("mess_deck", geo.mess_deck.copy(), z=5))
        for p in by_zone.get("mess_supply", []):
            rect = p.footprint().copy()
            items.append(Item(p.key, rect, target=True, z=p.z))
        for p in by_zone.get("laid", []):
            items.append(Item(p.key, p.footprint(), draggable=can and v.get("current") == me, z=p.z + 100))
        if v.get("mario"):
            items.append(Item("mario", geo.mario.inflate(geo.card[0] // 3, 4), z=26))
        own = geo.seats.get(self.bottom)
        if own is not None:
            # the whole area of the shown seat takes a dog drawn into the hand: a forgiving drop
            items.append(Item("hand", own.rect.copy(), target=True, tip=False, z=-1))
            for p in by_zone.get("hand", []):
                if p.owner == self.bottom and p.key.startswith("dog:"):
                    items.append(Item(p.key, p.footprint(), draggable=can, z=p.z))
            for p in by_zone.get("pool", []):
                if p.owner == self.bottom:
                    items.append(Item(p.key, p.footprint(), draggable=can, z=p.z))
            for col in own.groups:
                feet = [p.footprint() for p in by_zone.get("messes", [])
                        if p.owner == self.bottom and mess_colour(int(p.key[5:])) == col]
                if feet:
                    items.append(Item(f"group:{col}", feet[0].unionall(feet[1:]).inflate(4, 4), z=1))
            for p in by_zone.get("messes", []):
                if p.owner == self.bottom:
                    items.append(Item(p.key, p.footprint(), z=p.z))
        for b in self.buttons:
            if b.rect is not None:
                items.append(Item(b.id, b.rect.copy(), tip=False, target=b.id.startswith("btn:wild"), z=200))
        for s, sg in geo.seats.items():
            if s == self.bottom:
                continue
            items.append(Item(f"seat:{s}", sg.rect.copy(), z=-2))
            for p in by_zone.get("pool", []) + by_zone.get("messes", []):
                if p.owner == s:
                    items.append(Item(p.key, p.footprint(), z=p.z))
        return items

    def _hint_state(self):
        v = self.view
        return SimpleNamespace(current=v.get("current"), phase=v.get("phase"), pools=v.get("pools"),
                               hands=v.get("hands"), dog_supply=v.get("dog_supply"))

    def _bindings(self) -> list[Binding]:
        t = self._t
        v = self.view
        out: list[Binding] = []
        shim = self._hint_state()
        pending = v.get("pending")
        for a in self.legal:
            k = a.kind
            label = self._action_label(a)
            try:
                hint = self.ctx.rules.hint(shim, a)
                src, card, dst = hint.source, hint.card, hint.target
            except Exception:  # a hint we cannot read: buttons still work
                src = card = dst = None
            source = None
            if src == "dog_deck":
                source = "deck"
            elif src in ("hand", "pool", "dog_supply") and card is not None:
                source = f"dog:{card}"
            elif src and src.startswith("mess:") and card is not None:
                source = f"mess:{card}"
            target = dst
            if dst and dst.startswith("colour:") and k == "assign_wild":
                target = f"btn:wild:{a.args[0]}:{a.args[1]}"
            if source is not None and target is not None and k != "change_supply":
                direct = k in ("draw_deck", "draw_supply", "discard") or (k == "pay" and pending is not None)
                out.append(Binding(a, source, target, label, direct))
            if k == "change_supply":
                out.append(Binding(a, "btn:change_supply", None, label, True))
            elif k == "clean":
                out.append(Binding(a, f"btn:clean:{a.args[0]}", None, label, True))
                out.append(Binding(a, f"group:{a.args[0]}", None, label, True))
            elif k == "finish":
                out.append(Binding(a, "btn:finish", None, label, True))
            elif k == "cancel_payment":
                out.append(Binding(a, "btn:cancel", None, label, True))
                for c in v.get("pending_cards") or []:
                    out.append(Binding(a, f"dog:{c}", "hand", label))
            elif k == "assign_wild":
                out.append(Binding(a, f"btn:wild:{a.args[0]}:{a.args[1]}", None, label, True))
        ids = set(self.drag.items)
        return [b for b in out if b.source in ids and (b.target is None or b.target in ids)]

    def _action_label(self, a: Action) -> str:
        """What the chooser says for an action (when one gesture could mean several)."""
        t = self._t
        k = a.kind
        if k == "pay":
            return t("table.dogs_alone.do.pay", mess=self._mess_name(a.args[0]))
        if k == "recruit_discard":
            return t("table.dogs_alone.do.recruit_discard", dog=self._dog_name(a.args[0]))
        if k == "discard":
            return t("table.dogs_alone.do.discard", dog=self._dog_name(a.args[0]))
        if k == "draw_supply":
            return t("table.dogs_alone.do.draw", dog=self._dog_name(a.args[0]))
        if k == "draw_deck":
            return t("table.dogs_alone.do.draw_deck")
        if k == "clean":
            return t("dogs_alone.action.clean_colour", colour=self._colour(a.args[0]))
        if k == "assign_wild":
            return t("dogs_alone.action.assign_wild_colour", colour=self._colour(a.args[1]))
        return t(f"dogs_alone.action.{k}")

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
        elif source == "deck":
            self._deck_drop = (float(center[0]), float(center[1]))

    def _where(self, card: int) -> str | None:
        p = self.places.get(f"dog:{card}")
        if p is None:
            return None
        if p.zone in ("hand", "pool") and p.owner != self.bottom:
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
        if source.startswith("dog:"):
            zone = self._where(int(source[4:]))
            return {"hand": "hand", "pool": "hand", "discard": "discard"}.get(zone or "", zone)
        return None

    def _guess(self, source: str, target: str | None) -> Action | None:
        phase = self.view.get("phase")
        if source == "deck" and target == "hand":
            return Action("draw_deck")
        if source.startswith("dog:") and target is not None:
            card = int(source[4:])
            zone = self._where(card)
            if zone == "supply" and target == "hand":
                return Action("draw_supply", (card,))
            if zone in ("hand", "pool", "laid") and target.startswith("mess:"):
                return Action("pay", (int(target[5:]), card))
            if zone in ("hand", "pool") and target == "discard":
                if phase == "discard" and zone == "hand":
                    return Action("discard", (card,))
                return Action("recruit_discard", (card,))
            if zone == "laid" and target == "hand":
                return Action("cancel_payment")
        if source.startswith("mess:") and target and target.startswith("btn:wild:"):
            _, _, m, col = target.split(":")
            return Action("assign_wild", (int(m), int(col)))
        return None

    # ==== tooltips ============================================================================================
    def tooltip_lines(self, item: str) -> list[str]:
        """The full text of the thing under the pointer (or the keyboard focus)."""
        t = self._t
        v = self.view
        if item.startswith("dog:"):
            c = int(item[4:])
            col = dog_colour(c)
            return [self._dog_name(c),
                    _without_title(self._dog_name(c), t("dogs_alone.tooltip.dog", dog=self._dog_name(c),
                                   colour=self._colour(col), symbol=t(f"dogs_alone.symbol.{SUIT_SYMBOL[col]}")))]
        if item.startswith("mess:"):
            return self._mess_tip(int(item[5:]))
        if item == "mario" or item.startswith("mario:"):
            return [t("dogs_alone.mario"), t("dogs_alone.tooltip.mario"),
                    t("table.dogs_alone.tip.mario_count", count=len(v.get("mario") or []), end=MARIO_TO_END)]
        if item == "deck":
            return [t("dogs_alone.zone.dog_deck"), t("table.dogs_alone.tip.deck", count=v.get("dog_deck_count", 0))]
        if item == "discard":
            return [t("dogs_alone.zone.discard"),
                    t("table.dogs_alone.tip.discard", count=len(v.get("discard") or []))]
        if item == "mess_deck":
            return [t("dogs_alone.zone.mess_deck"),
                    t("table.dogs_alone.tip.mess_deck", count=v.get("mess_deck_count", 0))]
        if item.startswith("group:"):
            col = int(item[6:])
            ms = [m for m in v["messes"][self.bottom] if mess_colour(m) == col]
            done = [m for m in ms if m in v["cleaned"][self.bottom]]
            lines = [t("table.dogs_alone.tip.group", colour=self._colour(col), count=len(ms), cleaned=len(done))]
            lines += [("✓ " if m in done else "• ") + self._mess_name(m) for m in ms]
            if any(a.kind == "clean" and a.args[0] == col for a in self.legal):
                lines.append(t("table.dogs_alone.tip.group_click"))
            return lines
        if item.startswith("seat:"):
            s = int(item[5:])
            return [self._name(s), t("table.dogs_alone.tip.seat", hand=v["hand_counts"][s], pool=len(v["pools"][s]),
                                     cleaned=len(v["cleaned"][s]), messes=len(v["messes"][s]))]
        return []

    def _mess_tip(self, m: int) -> list[str]:
        t = self._t
        v = self.view
        kind = mess_kind(m)
        col = mess_colour(m)
        lines = [self._mess_name(m),
                 _without_title(self._mess_name(m), t(f"dogs_alone.tooltip.mess.{kind}", mess=self._mess_name(m),
                                colour=self._colour(col), symbol=t(f"dogs_alone.symbol.{SUIT_SYMBOL[col]}")))]
        for s in range(v.get("players", 0)):
            if m in v["messes"][s]:
                lines.append(t("table.dogs_alone.tip.owner", name=self._name(s)))
                done = m in v["cleaned"][s]
                lines.append(t("table.dogs_alone.tip.cleaned" if done else "table.dogs_alone.tip.not_cleaned"))
                chosen = (v.get("wild") or [{}] * (s + 1))[s].get(str(m), "missing")
                if chosen is None:
                    lines.append(t("table.dogs_alone.tip.wild_secret"))
                elif chosen != "missing":
                    lines.append(t("table.dogs_alone.tip.wild_colour", colour=self._colour(chosen)))
        if m in v["messes"][self.bottom] and any(a.kind == "clean" and a.args[0] == col for a in self.legal):
            lines.append(t("table.dogs_alone.tip.group_click"))
        if m == v.get("pending"):
            lines.append(t("table.dogs_alone.paying", mess=self._mess_name(m),
                           laid=len(v.get("pending_cards") or []), need=MESS_DOGS[kind]))
        return lines

    # ==== painting cards =======================================================================================
    def _paint(self, face: str, w: int, h: int) -> pygame.Surface:
        kind, _, arg = face.partition(":")
        try:
            if kind == "dog":
                return self._paint_dog(int(arg), w, h)
            if kind == "mess":
                return self._paint_mess(int(arg), w, h)
            if kind == "mario":
                return self._paint_mario(w, h)
            if face == "back:mess":
                return cardart.card_back(w, h, (36, 92, 112), (236, 226, 196), "star", IMG + "card_back_mess.png")
        except (ValueError, pygame.error):
            pass
        return cardart.card_back(w, h, (132, 78, 42), (244, 226, 190), "paw", IMG + "card_back_dog.png")

    def _paint_dog(self, card: int, w: int, h: int) -> pygame.Surface:
        col, typ = dog_colour(card), dog_type(card)
        rgb = SUIT_RGB[col]
        surf, radius = cardart.rounded_card(w, h, cardart.CREAM, cardart.shade(rgb, 0.55), max(1, w // 30))
        band_h = max(9, int(h * 0.19))
        small = h < 70
        band = pygame.Rect(0, 0, w, band_h)
        cardart.title_band(surf, band, rgb, SUIT_INK[col], SUIT_SYMBOL[col],
                           "" if h < 46 else self._dog_name(card), self.text, radius)
        foot_h = 0 if small else max(9, int(h * 0.12))
        pic = pygame.Rect(3, band_h + 2, w - 6, h - band_h - foot_h - 5)
        backdrop = cardart.shade(rgb, 1.72)
        pygame.draw.rect(surf, backdrop, pic, border_radius=max(2, w // 14))
        if not cardart.picture(surf, pic.inflate(-2, -2), f"{IMG}dog_{typ}.png"):
            cardart.draw_dog(surf, pic, typ, backdrop)
        if foot_h:
            foot = pygame.Rect(0, h - foot_h - 2, w, foot_h)
            s = self.text.fit(self._colour(col), w - foot_h * 2 - 6, max(7, int(foot_h * 0.8)),
                              cardart.shade(rgb, 0.6), bold=True, min_size=7)
            sym = symbols.symbol(SUIT_SYMBOL[col], foot_h, cardart.shade(rgb, 0.8))
            total = sym.get_width() + 3 + s.get_width()
            x = (w - total) // 2
            surf.blit(sym, (x, foot.y))
            surf.blit(s, s.get_rect(midleft=(x + sym.get_width() + 3, foot.centery)))
        return surf

    def _paint_mess(self, m: int, w: int, h: int) -> pygame.Surface:
        col = mess_colour(m)
        kind = mess_kind(m)
        rgb = SUIT_RGB[col]
        surf, radius = cardart.rounded_card(w, h, cardart.CREAM, cardart.shade(rgb, 0.55), max(1, w // 28))
        band_h = max(9, int(h * 0.18))
        band = pygame.Rect(0, 0, w, band_h)
        if col == WILD:  # a wild mess: the band shows all four colours
            for i in range(4):
                pygame.draw.rect(surf, SUIT_RGB[i], (i * w // 4, 0, w // 4 + 1, band_h),
                                 border_top_left_radius=radius if i == 0 else 0,
                                 border_top_right_radius=radius if i == 3 else 0)
            cardart.symbol_chip(surf, (band_h // 2 + 1, band_h // 2), band_h - 4, "star", SUIT_RGB[WILD])
        else:
            cardart.title_band(surf, band, rgb, SUIT_INK[col], SUIT_SYMBOL[col], "", self.text, radius)
        r = max(4, band_h // 2 - 1)
        cardart.points_disc(surf, (w - r - 3, band_h // 2), r, str(mess_points(m)), self.text)
        y = band_h + 2
        # what it takes: one mini card per dog needed (a pair shows "=" between two)
        need = MESS_DOGS[kind]
        icon_w = max(5, min(int((w - 8) / (need + 0.9)), int(h * 0.1)))
        icon_h = int(icon_w * 1.3)
        icons = list(range(4)) if kind == "wild" else [col] * need
        total = len(icons) * icon_w + (len(icons) - 1) * 2 + (icon_w // 2 + 2 if kind == PAIR else 0)
        x = (w - total) // 2
        for i, c in enumerate(icons):
            rr = pygame.Rect(x, y, icon_w, icon_h)
            pygame.draw.rect(surf, SUIT_RGB[c], rr, border_radius=max(1, icon_w // 5))
            pygame.draw.rect(surf, cardart.shade(SUIT_RGB[c], 0.55), rr, width=1, border_radius=max(1, icon_w // 5))
            sym = symbols.symbol(SUIT_SYMBOL[c], int(icon_w * 0.8), SUIT_INK[c], use_image=False)
            surf.blit(sym, sym.get_rect(center=rr.center))
            x += icon_w + 2
            if kind == PAIR and i == 0:
                eq = self.text.render("=", max(7, icon_h), cardart.INK, bold=True)
                surf.blit(eq, eq.get_rect(center=(x + icon_w // 4, rr.centery)))
                x += icon_w // 2 + 2
        y += icon_h + 2
        if h >= 60:
            size = max(8, int(h * 0.085))
            for line in self.text.wrap(self._mess_name(m), w - 8, size, cardart.INK, bold=True, max_lines=3):
                surf.blit(line, line.get_rect(midtop=(w // 2, y)))
                y += line.get_height() - 1
        pic = pygame.Rect(4, y + 2, w - 8, h - y - 6)
        if pic.height > 8:
            pygame.draw.rect(surf, cardart.shade(rgb, 1.75), pic, border_radius=max(2, w // 14))
            if not cardart.picture(surf, pic.inflate(-2, -2), f"{IMG}mess_{m}.png"):
                sym = symbols.symbol(SUIT_SYMBOL[col], int(min(pic.width, pic.height) * 0.7),
                                     cardart.shade(rgb, 1.3), use_image=False)
                surf.blit(sym, sym.get_rect(center=pic.center))
        return surf

    def _paint_mario(self, w: int, h: int) -> pygame.Surface:
        navy = (34, 44, 86)
        surf, radius = cardart.rounded_card(w, h, navy, (12, 16, 40), max(1, w // 30))
        band = pygame.Rect(0, 0, w, max(9, int(h * 0.18)))
        pygame.draw.rect(surf, (232, 76, 64), band, border_top_left_radius=radius, border_top_right_radius=radius)
        s = self.text.fit(self._t("dogs_alone.mario"), w - 6, max(7, int(band.height * 0.6)),
                          (255, 255, 255), bold=True, min_size=7)
        surf.blit(s, s.get_rect(center=band.center))
        pic = pygame.Rect(4, band.bottom + 3, w - 8, h - band.bottom - 8)
        if not cardart.picture(surf, pic, IMG + "mario.png"):
            cx, cy = pic.centerx, pic.y + pic.height * 0.34
            r = max(3, int(pic.width * 0.2))
            pygame.draw.circle(surf, (236, 196, 160), (cx, int(cy)), r)
            pygame.draw.rect(surf, (70, 90, 150), (cx - r * 1.4, cy + r * 1.1, r * 2.8, pic.height * 0.4),
                             border_radius=r // 2)
            pygame.draw.rect(surf, (120, 80, 40), (cx + r * 1.2, cy + r * 2.2, r * 1.1, r * 0.9))
            mark = self.text.render("!", max(8, int(pic.height * 0.3)), (255, 220, 90), bold=True)
            surf.blit(mark, mark.get_rect(midleft=(cx + r * 1.3, cy - r * 0.4)))
        return surf

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
            s = self.text.fit(self._t(key), rect.width, f, theme.TEXT_DIM, bold=True, min_size=8)
            bg.blit(s, s.get_rect(midbottom=(rect.centerx + off[0], rect.bottom + off[1])))
        slots = [geo.deck, geo.discard, geo.mess_deck, geo.mario] + geo.supply + geo.mess_supply
        for r in slots:
            pygame.draw.rect(bg, theme.FELT_DARK, r.move(off), border_radius=max(3, r.width // 9))
            pygame.draw.rect(bg, theme.ZONE_OUTLINE, r.move(off), width=1, border_radius=max(3, r.width // 9))
        panel = geo.panel.move(off)
        pygame.draw.rect(bg, theme.FELT_DARK, panel, border_radius=8)
        own = geo.seats.get(geo.bottom)
        if own is not None:
            area = own.rect.move(off)
            pygame.draw.rect(bg, theme.FELT_DARK, area, border_radius=10)
            pool_word = self._t("dogs_alone.zone.pool")
            if assets.font(f, True).size(pool_word)[0] > own.pool.rect.width:
                pool_word = self._t("table.dogs_alone.pool_short")  # a narrow pool: the short word
            pool_cap = self.text.fit(pool_word, own.pool.rect.width, f, theme.TEXT_DIM, True)
            bg.blit(pool_cap, (own.pool.rect.x + off[0], own.head.y + off[1] + 3))
            mess_cap = self.text.fit(self._t("dogs_alone.zone.messes"), own.messes.rect.width, f, theme.TEXT_DIM, True)
            bg.blit(mess_cap, (own.messes.rect.x + off[0], own.head.y + off[1] + 3))
            mw, mh = own.mess
            for col, rect in zip(own.groups, own.messes.column_rects()):
                slot = pygame.Rect(0, 0, mw, mh)
                slot.midtop = (rect.centerx, rect.y)
                slot.move_ip(off)
                pygame.draw.rect(bg, theme.FELT, slot, border_radius=max(3, mw // 9))
                pygame.draw.rect(bg, theme.ZONE_OUTLINE, slot, width=1, border_radius=max(3, mw // 9))
                sym = symbols.symbol(SUIT_SYMBOL[col], int(mw * 0.55), theme.ZONE_OUTLINE, use_image=False)
                bg.blit(sym, sym.get_rect(center=slot.center))
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
        v, geo = self.view, self.geo
        surface.blit(self._background(), self.rect.topleft)
        self._draw_panels(surface)
        self._draw_piles(surface)
        moving = {id(tw.obj) for tw in self.anim.tweens}
        dragging = self.drag.dragging
        drawn: list[tuple[str, str]] = []
        sprites = sorted(self.sprites.values(), key=lambda s: (id(s) in moving, s.z))
        lift = None
        for s in sprites:
            if s.key == dragging:
                lift = s
                continue
            glow = theme.GLOW if s.key in self.glow else None
            s.draw(surface, self.faces, glow)
            drawn.append((s.key, s.face if s.reveal >= 0.5 else s.back))
        for s in self.ghosts:
            s.draw(surface, self.faces)
            drawn.append((s.key, s.face if s.reveal >= 0.5 else s.back))
        self._draw_marks(surface)
        self._draw_panel_text(surface)
        self._draw_buttons(surface)
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
            elif dragging == "deck":
                pic = self.faces.get("back:dog", *geo.card)
                surface.blit(pic, pic.get_rect(center=(round(center[0]), round(center[1]))))
        elif lift is not None:
            lift.draw(surface, self.faces)
        tip = self.tooltip.visible()
        if tip:
            self.tooltip.draw(surface, self.tooltip_lines(tip), self.text, self.rect, size=max(12, geo.font))
        if self.drag.chooser is not None:
            self.drag.chooser.draw(surface, self.text, self.rect, max(12, geo.font))
        self.last_drawn = drawn

    def _draw_piles(self, surface: pygame.Surface) -> None:
        v, geo = self.view, self.geo
        f = geo.font
        for rect, count, back in ((geo.deck, v.get("dog_deck_count", 0), "back:dog"),
                                  (geo.mess_deck, v.get("mess_deck_count", 0), "back:mess")):
            if count:
                pic = self.faces.get(back, rect.width, rect.height)
                for d in range(min(3, count - 1), -1, -1):  # the cards below peek out below right
                    surface.blit(pic, rect.move(d * 2, d * 2))
            draw_badge(surface, self.text, str(count), (rect.right - f // 2, rect.bottom - f // 2), f)
        nd = len(v.get("discard") or [])
        if nd > 2:
            edge = geo.discard
            for d in range(min(3, nd - 2) * 2, 1, -2):
                pygame.draw.rect(surface, cardart.CREAM, edge.move(d, d), border_radius=max(3, edge.width // 9))
                pygame.draw.rect(surface, theme.CARD_EDGE, edge.move(d, d), width=1,
                                 border_radius=max(3, edge.width // 9))

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """Badges over cards: counts, cleaned ticks, wild colours, payment progress."""
        v, geo = self.view, self.geo
        f = geo.font
        nd = len(v.get("discard") or [])
        if nd:
            draw_badge(surface, self.text, str(nd), (geo.discard.right - f // 2, geo.discard.bottom - f // 2), f)
        mario = v.get("mario") or []
        draw_badge(surface, self.text, f"{len(mario)}/{MARIO_TO_END}",
                   (geo.mario.right - f, geo.mario.bottom - f // 2), f,
                   bg=(150, 40, 30) if mario else theme.BADGE_BG)
        wild = v.get("wild") or []
        for s_, sg in geo.seats.items():
            cleaned = set(v["cleaned"][s_])
            for m in v["messes"][s_]:
                sp = self.sprites.get(f"mess:{m}")
                if sp is None or self.anim.running(sp):
                    continue
                foot = sp.footprint()
                r = max(4, min(foot.width, foot.height) // 6)
                if m in cleaned:
                    cardart.check_mark(surface, (foot.right - r, foot.top + r), r)
                if s_ < len(wild) and str(m) in wild[s_]:
                    chosen = wild[s_][str(m)]
                    at = (foot.left + r + 1, foot.bottom - r - 1)
                    if chosen is None:
                        draw_badge(surface, self.text, "?", at, max(9, r * 2))
                    else:
                        cardart.symbol_chip(surface, at, r * 2, SUIT_SYMBOL[chosen], SUIT_RGB[chosen])
        pending = v.get("pending")
        if pending is not None:
            sp = self.sprites.get(f"mess:{pending}")
            if sp is not None:
                foot = sp.footprint()
                label = f"{len(v.get('pending_cards') or [])}/{MESS_DOGS[mess_kind(pending)]}"
                draw_badge(surface, self.text, label, (foot.right - f // 2, foot.top + f), f, bg=(170, 90, 20))

    def _draw_panels(self, surface: pygame.Surface) -> None:
        v, geo = self.view, self.geo
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

    def _hand_count(self, s: int) -> int:
        """Dogs still in seat ``s``'s hand as the board shows it: the dogs laid on a mess
        being paid sit on that mess, so the hand's count leaves them out."""
        v = self.view
        counts = v.get("hand_counts") or []
        count = counts[s] if s < len(counts) else 0
        if s == v.get("current"):
            laid = v.get("pending_cards") or []
            count -= sum(1 for c in laid if c not in v["pools"][s])
        return max(0, count)

    def _to_act(self) -> set[int]:
        v = self.view
        phase = v.get("phase")
        if phase == "over":
            return set()
        if phase == "wild":
            return self._wild_owed()
        return {v.get("current")}

    def _wild_owed(self) -> set[int]:
        """Seats still choosing a wild colour: their cleaned wilds without a recorded choice."""
        v = self.view
        out = set()
        for s in range(v.get("players", 0)):
            chosen = (v.get("wild") or [{}] * (s + 1))[s]
            if any(mess_colour(m) == WILD and str(m) not in chosen for m in v["cleaned"][s]):
                out.add(s)
        return out

    def _draw_panel_text(self, surface: pygame.Surface) -> None:
        v, geo = self.view, self.geo
        f = geo.font
        to_act = self._to_act()
        kinds = getattr(self.ctx, "seat_kinds", None) or []
        for s, sg in geo.seats.items():
            x = sg.head.x + 2
            if s in to_act:
                tri = pygame.Rect(x, sg.head.centery - f // 2, f * 2 // 3, f)
                cardart.triangle(surface, tri, theme.ACCENT)
                x = tri.right + 4
            dot = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
            pygame.draw.circle(surface, dot, (x + f // 3, sg.head.centery), max(3, f // 3))
            x += f // 3 * 2 + 5
            if sg.big:
                hand = (v.get("hands") or [None] * (s + 1))[s]
                key = "table.dogs_alone.your_hand" if hand is not None else "table.dogs_alone.hidden_hand"
                label = self._t(key, name=self._name(s), count=self._hand_count(s))
                width = sg.hand.rect.right - x
            else:
                label = self._name(s)
                if s < len(kinds) and kinds[s] != "human":
                    label = f"{label} · {self._t('table.computer')}"
                width = sg.head.right - x
            colour = theme.ACCENT if s in to_act else theme.TEXT
            name = self.text.fit(label, max(10, width), f, colour, bold=True, min_size=8)
            surface.blit(name, name.get_rect(midleft=(x, sg.head.centery)))
            if not sg.big:
                count = self._hand_count(s)
                hr = sg.hand.rect
                draw_badge(surface, self.text, str(count), (hr.x + sg.card[0] // 2 + 1, hr.centery + sg.card[1] // 2 - f // 2), max(9, f - 2))
                if v["pools"][s]:
                    pr = sg.pool.rect
                    draw_badge(surface, self.text, str(len(v["pools"][s])),
                               (pr.x + sg.card[0] // 2 + 1, pr.centery + sg.card[1] // 2 - f // 2), max(9, f - 2),
                               bg=(40, 90, 150))
        # status panel
        panel = geo.panel.inflate(-geo.pad * 2, -geo.pad * 2)
        y = panel.y
        for s in self._status_surfs:
            surface.blit(s, (panel.x, y))
            y += s.get_height()

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        hover = self.drag.item_at(self.drag.pointer, lambda it: it.id.startswith("btn:")) \
            if not self.drag.keyboard else None
        focus = self.drag.focus if self.drag.keyboard else None
        for b in self.buttons:
            if b.rect is None:
                continue
            icon = None
            if b.colour is not None:
                col = b.colour

                def icon(surf, rect, col=col):
                    cardart.symbol_chip(surf, rect.center, rect.height, SUIT_SYMBOL[col], SUIT_RGB[col])
            draw_button(surface, b.rect, b.label, self.text, hovered=(hover == b.id),
                        focused=(focus == b.id), icon=icon)

    def _draw_feedback(self, surface: pygame.Surface) -> None:
        d = self.drag
        items = d.items
        hot = d.hot()
        if not d.dragging and not d.selected:
            # what a click does something with: a thin outline, so a first game has a start
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
        wild = next((b.id for b in self.buttons if b.id.startswith("btn:wild:")), None)
        if wild is not None:  # the wild mess whose colour the buttons choose
            sprite = self.sprites.get(f"mess:{wild.split(':')[2]}")
            if sprite is not None:
                draw_selected(surface, sprite.footprint())
        if d.keyboard and d.focus in items:
            draw_focus(surface, items[d.focus].rect)


def _own_frame(geo: Geometry) -> tuple:
    """What the cached background draws of the bottom seat: the pool and mess columns."""
    own = geo.seats.get(geo.bottom)
    if own is None:
        return ()
    return (tuple(own.pool.rect), tuple(own.messes.rect), own.mess)


def _top_z(places, default: int) -> int:
    return max((p.z for p in places), default=default) if places else default


def _without_title(title: str, text: str) -> str:
    """The tooltip body without a leading "<title>: " (the title is shown above it)."""
    prefix = f"{title}: "
    if not text.startswith(prefix):
        return text
    rest = text[len(prefix):]
    return rest[:1].upper() + rest[1:]


_VIEW_LISTS = ("dog_supply", "discard", "hands", "hand_counts", "pools", "messes", "cleaned",
               "mess_supply", "mario", "pending_cards", "wild")


def _well_formed(view) -> bool:
    """Does ``view`` have the shape rules.view() gives (so drawing it cannot fail)?"""
    if not isinstance(view, dict):
        return False
    n = view.get("players")
    if not isinstance(n, int) or not 2 <= n <= 5:
        return False
    if any(not isinstance(view.get(k), list) for k in _VIEW_LISTS):
        return False
    per_seat = ("hands", "hand_counts", "pools", "messes", "cleaned", "wild")
    return all(len(view[k]) == n for k in per_seat) and isinstance(view.get("current"), int)
