"""The DOGS board: draws a seat's view and turns gestures into the engine's actions.

It implements the GameView contract of docs/HELPERS.md.  The map, the action board, the Dog
Fair and every kennel are drawn from the view alone (view_layout places them, view_art paints
the pieces); the legal actions become drag, click and button bindings (view_gestures), and a
gesture that matches none is still sent to the engine with its nearest meaning, so the player
reads the engine's reason.  Everything at rest is one cached picture, re-painted only when the
view changes; a frame adds the highlights, the flights of moved pieces, the buttons, the
dragged piece and the tooltip.
"""
from __future__ import annotations

import traceback

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table import theme
from dogtable.ui.table.animator import Animator
from dogtable.ui.table.drag import DragController, Item
from dogtable.ui.table.layout import clamp
from dogtable.ui.table.sprites import draw_shadow
from dogtable.ui.table.sound import play_each_once
from dogtable.ui.table.text import TextCache
from dogtable.ui.table.widgets import (
    Tooltip, draw_badge, draw_button, draw_focus, draw_selected, draw_target,
)

from . import board as mapdata
from . import view_art as art
from .board import CENTER, REWARD
from .components import (
    FAIR_BREEDS, FAIR_CARDS, MAX_FUEL, MAX_SICK, RESOURCES, SICK, LOST, area, breed, card_amount,
    card_kind, card_resource, is_blocker, status,
)
from .pens import EXTRA_PEN_POINTS, PENS, pen_points
from .view_gestures import BUTTON_KINDS, SWAP_MODE, action_label, bindings, guess
from .view_layout import Geometry, donation_spot, fair_groups, geometry, placements

P = "dogs_kennel."
FLIGHT = 0.36        # seconds a moved piece travels at normal speed
PHASE_NUMBER = {"fuel": 1, "move": 1, "arrange": 1, "offer": 1, "place": 2, "box": 2,
                "feed": 3, "salary": 3, "over": 3}


# ==== words for the log (the table scene's hook) ==================================================

def card_name(card: int, t) -> str:
    kind = card_kind(card)
    if kind == "resource":
        return t(f"{P}card.resource", count=card_amount(card),
                 resource=t(f"{P}resource.{card_resource(card)}"))
    return t(f"{P}card.{kind}")


def resolve_log_params(params: dict, t, seat_names) -> dict:
    """DOGS log and refusal parameters as words (see the top of describe.py)."""
    out = {}
    for key, value in (params or {}).items():
        if isinstance(value, bool) or not isinstance(value, int):
            out[key] = value
        elif key in ("player", "other"):
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        elif key in ("breed", "other_breed") and 0 <= value < 12:
            out[key] = t(f"{P}breed.{value}")
        elif key in ("resource", "give", "get") and 0 <= value < len(RESOURCES):
            out[key] = t(f"{P}resource.{value}")
        elif key == "box" and 0 <= value < 5:
            out[key] = t(f"{P}box.{value}")
        elif key == "card" and 0 <= value < 44:
            out[key] = card_name(value, t)
        elif key in ("space", "other_space") and 0 <= value <= CENTER:
            out[key] = t(f"{P}space.{value}")
        elif key == "pen":
            out[key] = value + 1
        elif key == "area" and value in (0, 1):
            out[key] = t(f"{P}area.{value}")
        else:
            out[key] = value
    return out


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


class DogsKennelView:
    def __init__(self, ctx):
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 1280, 720)
        self.text = TextCache()
        self.anim = Animator(ctx.anim_speed)
        self.drag = DragController(self._on_binding, self._on_miss, None,
                                   lambda: self._t("table.cancel"),
                                   unbound=lambda item: self._on_miss(item, None))
        self.tooltip = Tooltip()
        self.view: dict | None = None
        self.legal: list[Action] = []
        self.seat: int | None = None
        self.shown = 0                   # whose kennel is the large one
        self.geo: Geometry | None = None
        self.places: dict[str, pygame.Rect] = {}
        self.flyers: list[Flyer] = []
        self.swap_mode = False
        self.buttons: list[tuple[str, str, pygame.Rect]] = []   # (id, label, rect)
        self.glow: set[str] = set()
        self.clock = 0.0
        self._bg: pygame.Surface | None = None
        self._static: pygame.Surface | None = None
        self._snap_next = True
        self._clickable: list[str] = []
        self.last_drawn: set[str] = set()   # what the last static picture showed (tests)
        self.drawn_texts: list[str] = []

    # ==== the GameView contract ====================================================================
    def set_rect(self, rect) -> None:
        rect = pygame.Rect(rect)
        rect.width, rect.height = max(rect.width, 1), max(rect.height, 1)
        if rect != self.rect or self.geo is None:
            self.rect = rect
            self._bg = None
            self._snap_next = True
            if self.view is not None:
                self._rebuild()

    def show(self, view: dict, legal, seat: int | None) -> None:
        if not _well_formed(view):
            return   # keep the last good board rather than draw half a one
        if seat != self.seat or self.view is None or view.get("n") != self.view.get("n"):
            self._snap_next = True
            self.drag.cancel()
        self.view = view
        self.legal = list(legal or [])
        self.seat = seat
        if seat is not None:
            self.shown = seat
        if not any(a.kind == "swap_dogs" for a in self.legal):
            self.swap_mode = False
        self._rebuild()

    def animate(self, events, seat: int | None) -> None:
        """The last move's glow and sounds (the flights come from ``show``'s comparison)."""
        sounds = []
        glow: set[str] = set()
        for e in events or []:
            d = getattr(e, "data", None)
            if not isinstance(d, dict):
                continue
            k = e.kind
            if k in ("TruckMoved", "SupplyDogTaken", "DogsSwapped", "ReturnedHome"):
                sounds.append("card")
                if isinstance(d.get("seat"), int):
                    glow.add(f"truck:{d['seat']}")
            elif k in ("MeeplePlaced", "FreeEntry", "DogBought", "DogSold", "DogTraded",
                       "DogPlaced", "DonationAccepted", "Arranged"):
                sounds.append("card")
            elif k in ("CardsDealt", "SuppliesShuffled", "CardsReshuffled"):
                sounds.append("shuffle")
            for key in ("dog", "take", "give"):
                if isinstance(d.get(key), int):
                    glow.add(f"tok:{d[key]}")
            if isinstance(d.get("card"), int):
                glow.add(f"card:{d['card']}")
        if glow:
            self.glow = glow
            self._static = None
        play_each_once(self.ctx, sounds)

    def busy(self) -> bool:
        return self.anim.busy()

    def handle_event(self, event) -> bool:
        if self.view is None or self.geo is None or self.drag.outside(event, self.rect):
            return False
        return self.drag.handle_event(event)

    def update(self, dt: float) -> None:
        self.clock += dt
        was = bool(self.flyers)
        self.anim.update(dt)
        if was and not self.anim.busy():
            self.flyers = []
            self._static = None
        tip = self.drag.tip_item()
        item = self.drag.items.get(tip) if tip else None
        self.tooltip.update(dt, tip if item and item.tip else None, item.rect if item else None)

    def on_language(self) -> None:
        self.text.clear()
        art.clear()
        self._bg = None
        self._static = None
        if self.view is not None:
            self._rebuild()

    def regions(self) -> dict[str, pygame.Rect]:
        return self.geo.regions() if self.geo is not None else {}

    # ==== texts ========================================================================================
    def _t(self, key: str, **params) -> str:
        try:
            return str(self.ctx.t(key, **params))
        except Exception:  # a translation problem never stops the board
            return key.rsplit(".", 1)[-1].replace("_", " ")

    def _name(self, seat) -> str:
        names = getattr(self.ctx, "seat_names", None) or []
        if isinstance(seat, int) and 0 <= seat < len(names):
            return str(names[seat])
        return f"#{(seat or 0) + 1}"

    def _breed(self, b: int) -> str:
        return self._t(f"{P}breed.{b}")

    def _short(self, b: int) -> str:
        return self._t(f"{P}board.breed_short.{b}")

    # ==== rebuilding after a change =====================================================================
    def _rebuild(self) -> None:
        v = self.view
        try:
            n = int(v["n"])
            geo = self.geo
            if geo is None or geo.rect != self.rect or len(geo.kennels) != n or geo.order[0] != self.shown:
                geo = geometry(self.rect, n, self.shown)
                self._bg = None
                self._snap_next = True
            places = placements(geo, v)
        except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError):
            traceback.print_exc()
            return   # a malformed view draws nothing new rather than crash the table
        old = self.places
        self.geo = geo
        self.places = places
        snap = self._snap_next or self.anim.factor() <= 0
        self._snap_next = False
        self.anim.tweens.clear()
        self.flyers = []
        if not snap:
            self._start_flights(old, places)
        self._build_buttons()
        self.drag.set_items(self._items())
        binds = bindings(self.legal, self.seat, v, self._t, self.swap_mode) if self.seat is not None else []
        ids = set(self.drag.items)
        binds = [b for b in binds if b.source in ids and (b.target is None or b.target in ids)]
        self.drag.set_bindings(binds)
        self._clickable = list(dict.fromkeys(b.source for b in binds if not b.source.startswith("btn:")))
        if v.get("phase") == "over":
            self.drag.cancel()
        self._static = None

    def _start_flights(self, old: dict[str, pygame.Rect], new: dict[str, pygame.Rect]) -> None:
        geo = self.geo
        for key, dst in new.items():
            src = old.get(key)
            if src is None and key.startswith("tok:") and old:
                t = int(key[4:])
                if self._on_board(t):     # a new token on the map comes from its area's supply
                    src = geo.supplies[area(t)]
            if src is None and key.startswith("card:") and old:
                src = geo.fair_info      # a new card comes from the deck
            if src is None or src.center == dst.center:
                continue
            f = Flyer(key, src, dst)
            self.flyers.append(f)
            self.anim.to(f, FLIGHT, k=1.0)

    def _on_board(self, t: int) -> bool:
        return t in (self.view.get("board") or [])

    # ==== items (what the pointer can touch) =============================================================
    def _items(self) -> list[Item]:
        v, geo = self.view, self.geo
        me = self.seat
        items: list[Item] = []
        r = geo.radius
        for sp, (cx, cy) in geo.centres.items():
            items.append(Item(f"space:{sp}", pygame.Rect(cx - r, cy - r, 2 * r, 2 * r),
                              target=sp != CENTER, z=5))
        for a, rect in enumerate(geo.supplies):
            items.append(Item(f"supply:{a}", rect.copy(), target=True, z=5))
        for b, box in enumerate(geo.boxes):
            items.append(Item(f"box:{b}", box.rect.copy(), target=True, z=1))
            for i, slot in enumerate(box.slots):
                if v["offers"][b][i] is not None:
                    items.append(Item(f"offer:{b}:{i}", slot.copy(), target=True, z=10))
        items.append(Item("fair", geo.fair.copy(), target=True, z=1))
        items.append(Item("faircard", geo.fair_card.copy(), z=3))
        for b, rect in fair_groups(geo, v).items():
            items.append(Item(f"fairdog:{b}", rect.inflate(4, 4), target=True, z=10))
        if v.get("don_dogs"):
            items.append(Item("donation", donation_spot(geo), z=20))
        for s, k in geo.kennels.items():
            mine = s == me
            items.append(Item(f"kennel:{s}", k.name.copy(), z=2))
            items.append(Item(f"meeples:{s}", k.meeples.copy(), z=6))
            for ri, rect in enumerate(k.res):
                items.append(Item(f"res:{s}:{ri}", rect.copy(), target=mine, z=6))
            for p, pen in enumerate(k.pens):
                items.append(Item(f"pen:{s}:{p}", pen.copy(), target=mine, z=5))
            items.append(Item(f"infirmary:{s}", k.infirmary.copy(), target=mine, z=5))
            items.append(Item(f"loose:{s}", k.yard.copy(), target=mine, z=4))
            items.append(Item(f"home:{s}", k.garage.copy(), target=mine, z=6))
            dogs = [t for pen in v["pens"][s] for t in pen] + list(v["infirmary"][s]) + \
                list(v["loose"][s]) + list(v["truck"][s])
            for t in dogs:
                rect = self.places.get(f"tok:{t}")
                if rect is not None:
                    items.append(Item(f"dog:{t}", rect.copy(), target=mine, z=20))
            for c in v["hands"][s]:
                rect = self.places.get(f"card:{c}")
                if rect is not None:
                    items.append(Item(f"card:{c}", rect.copy(), target=mine, z=20))
        for s in range(v["n"]):
            rect = self.places.get(f"truck:{s}")
            if rect is not None:
                items.append(Item(f"truck:{s}", rect.copy(), z=30))
        for bid, _label, rect in self.buttons:
            items.append(Item(bid, rect.copy(), tip=False, z=200))
        return items

    # ==== buttons and the status panel =====================================================================
    def _button_specs(self) -> list[tuple[str, str]]:
        if self.seat is None:
            return []
        specs: list[tuple[str, str]] = []
        kinds = {a.kind for a in self.legal}
        if "swap_dogs" in kinds:
            specs.append(("btn:swap", self._t(f"{P}action.swap_dogs")))
        for k in BUTTON_KINDS:
            if k not in kinds:
                continue
            if k == "take_dog":
                label = self._t(f"{P}card.take_dog")
            elif k == "exchange":
                label = self._t(f"{P}board.warehouse_button")
            elif k == "pet_buy":
                label = self._t(f"{P}board.pet_shop_button")
            elif k == "return_home":
                label = self._t(f"{P}action.return_home")
            else:
                label = action_label(Action(k), self._t, self.view)
            specs.append((f"btn:{k}", label))
        for a in self.legal:
            if a.kind == "feed":
                specs.append((f"btn:feed:{a.args[0]}", action_label(a, self._t, self.view)))
        return specs

    def _build_buttons(self) -> None:
        geo = self.geo
        specs = self._button_specs()
        self.buttons = []
        if not specs:
            return
        area = geo.status.inflate(-2 * geo.pad, -2 * geo.pad)
        cols = 3 if area.width >= 330 else 2
        rows = -(-len(specs) // cols)
        gap = max(3, geo.pad)
        bh = int(clamp(geo.font * 2.1, 20, 46))
        room = area.height * 0.62
        if rows * (bh + gap) > room:
            bh = max(16, int(room / rows) - gap)
        bw = (area.width - gap * (cols - 1)) // cols
        top = area.bottom - rows * (bh + gap) + gap
        for i, (bid, label) in enumerate(specs):
            r, c = divmod(i, cols)
            self.buttons.append((bid, label, pygame.Rect(area.x + c * (bw + gap), top + r * (bh + gap), bw, bh)))

    def status_lines(self) -> list[tuple[str, str]]:
        """(text, style) of the status panel: round and phase, whose turn, how to play now."""
        v, t = self.view, self._t
        phase = v.get("phase")
        cur = v.get("current")
        lines = []
        head = t(f"{P}board.round", round=v.get("round", 1))
        if phase in PHASE_NUMBER:
            head += " · " + t(f"{P}board.phase", number=PHASE_NUMBER[phase], name=t(f"{P}phase.{phase}"))
        lines.append((head, "strong"))
        if v.get("last_round") and phase != "over":
            lines.append((t(f"{P}board.last_round"), "warn"))
        if phase == "over":
            return lines
        mine = self.seat is not None and bool(self.legal)
        lines.append((t(f"{P}board.turn_yours" if mine else f"{P}board.turn_of", name=self._name(cur)), "head"))
        if phase == "offer" and v.get("don_dogs"):
            donor = (v.get("don_donors") or [None])[0]
            lines.append((t(f"{P}log.donation_offered", player=self._name(v.get("offer_to")),
                            other=self._name(donor), breed=self._breed(breed(v["don_dogs"][0]))), "body"))
        if phase == "box" and isinstance(v.get("visit"), int) and v["visit"] >= 0:
            lines.append((t(f"{P}board.visiting", box=t(f"{P}box.{v['visit']}")), "body"))
        if mine:
            key = phase
            if phase == "move" and self.swap_mode:
                key = "swap"
            elif phase == "box":
                key = f"box_{v.get('visit', 0)}"
            lines.append((t(f"{P}board.how.{key}"), "how"))
        return lines

    # ==== painting the board at rest ================================================================================
    def _background(self) -> pygame.Surface:
        if self._bg is not None:
            return self._bg
        geo = self.geo
        bg = pygame.Surface(self.rect.size)
        bg.fill(theme.FELT)
        off = (-self.rect.x, -self.rect.y)
        f = geo.font
        mp = geo.map.move(off)
        pygame.draw.rect(bg, (196, 214, 160), mp, border_radius=10)
        half = pygame.Rect(mp.x, mp.y, mp.width // 2, mp.height)
        pygame.draw.rect(bg, (200, 208, 222), half, border_top_left_radius=10, border_bottom_left_radius=10)
        pygame.draw.rect(bg, theme.FELT_DARK, mp, width=2, border_radius=10)
        road = (120, 110, 96)
        for a, b in mapdata.ROADS:
            pa = _off(geo.centres[a], off)
            pb = _off(geo.centres[b], off)
            pygame.draw.line(bg, road, pa, pb, max(3, geo.radius // 3))
        for a, b in mapdata.ROADS:
            pygame.draw.line(bg, (230, 220, 190), _off(geo.centres[a], off), _off(geo.centres[b], off), 1)
        r = geo.radius
        for sp, c in geo.centres.items():
            c = _off(c, off)
            if sp == CENTER:
                pygame.draw.circle(bg, (250, 240, 210), c, r)
                pygame.draw.circle(bg, (90, 70, 40), c, r, 2)
                continue
            fill = (236, 240, 250) if sp < 8 else (236, 246, 226)
            pygame.draw.circle(bg, art.AREA_RGB[mapdata.space_area(sp)], c, r)
            pygame.draw.circle(bg, fill, c, r - max(2, r // 6))
            # the lost-dog reward: coins as a number with a coin icon
            coin = art.resource_icon(1, max(8, int(r * 0.7)))
            cr = coin.get_rect(center=(c[0] - int(r * 0.85), c[1] - int(r * 0.85)))
            bg.blit(coin, cr)
            num = self.text.render(str(REWARD[sp]), max(8, int(r * 0.62)), (40, 30, 10), bold=True)
            bg.blit(num, num.get_rect(midleft=(cr.right, cr.centery)))
        for a, rect in enumerate(geo.area_labels):
            s = self.text.fit(self._t(f"{P}board.area_title.{a}"), rect.width, f, (40, 50, 40), bold=True)
            anchor = "bottomleft" if a == 0 else "bottomright"
            bg.blit(s, s.get_rect(**{anchor: getattr(rect.move(off), anchor)}))
        # the action boxes
        for b, box in enumerate(geo.boxes):
            rect = box.rect.move(off)
            pygame.draw.rect(bg, theme.PANEL, rect, border_radius=8)
            pygame.draw.rect(bg, theme.ZONE_OUTLINE, rect, width=1, border_radius=8)
            s = self.text.fit(self._t(f"{P}box.{b}"), box.title.width, f, theme.TEXT, bold=True, min_size=7)
            bg.blit(s, s.get_rect(center=box.title.move(off).center))
            for slot in box.slots:
                pygame.draw.rect(bg, theme.FELT_DARK, slot.move(off), border_radius=4)
            capacity = 1 if len(geo.kennels) == 2 else 2   # the spot after them: a Free Entry
            for i, spot in enumerate(box.spots[:capacity + 1]):
                pygame.draw.ellipse(bg, theme.FELT_DARK if i < capacity else theme.PANEL_ACTIVE, spot.move(off))
        pygame.draw.rect(bg, theme.PANEL, geo.fair.move(off), border_radius=8)
        pygame.draw.rect(bg, theme.ZONE_OUTLINE, geo.fair.move(off), width=1, border_radius=8)
        for sep in (geo.fair_dogs.x - geo.pad // 2, geo.fair_info.x - geo.pad // 2):
            pygame.draw.line(bg, theme.ZONE_OUTLINE, (sep + off[0], geo.fair.y + 4 + off[1]),
                             (sep + off[0], geo.fair.bottom - 5 + off[1]))
        pygame.draw.rect(bg, theme.FELT_DARK, geo.status.move(off), border_radius=8)
        for s, k in geo.kennels.items():
            rect = k.rect.move(off)
            pygame.draw.rect(bg, theme.PANEL, rect, border_radius=8)
            colour = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
            pygame.draw.rect(bg, colour, rect, width=2, border_radius=8)
            for area_rect in (k.infirmary, k.yard, k.hand):
                pygame.draw.rect(bg, theme.FELT_DARK, area_rect.move(off), border_radius=4)
            cross = art.emblem("vet", max(8, k.infirmary.height - 6), art.SICK_RGB)
            bg.blit(cross, cross.get_rect(midleft=(k.infirmary.x + 2 + off[0], k.infirmary.centery + off[1])))
        self._bg = bg
        return bg

    def _paint_static(self) -> pygame.Surface:
        """The whole board at rest (flying pieces left out): painted once per change."""
        geo, v = self.geo, self.view
        surf = self._background().copy()
        off = (-self.rect.x, -self.rect.y)
        flying = {f.key for f in self.flyers}
        drawn: set[str] = set()
        texts: list[str] = []

        def blit_piece(key: str, rect: pygame.Rect) -> None:
            if key in flying:
                return
            pic = self._piece(key, rect)
            if pic is None:
                return
            drawn.add(key)
            at = pic.get_rect(center=rect.move(off).center)
            surf.blit(pic, at)
            if key in self.glow:
                pygame.draw.rect(surf, theme.GLOW, at.inflate(4, 4), width=2, border_radius=4)

        def text(s: str, rect: pygame.Rect, size: int, colour, anchor: str = "midleft", bold=True) -> pygame.Rect:
            texts.append(s)
            pic = self.text.fit(s, max(4, rect.width), size, colour, bold=bold, min_size=7)
            r = pic.get_rect(**{anchor: getattr(rect.move(off), anchor)})
            surf.blit(pic, r)
            return r

        f = geo.font
        # supplies: face-down piles with their counts (their order is never shown)
        counts = v.get("supply_counts") or [0, 0]
        for a, rect in enumerate(geo.supplies):
            if counts[a]:
                pic = art.token_back(a, rect.width)
                surf.blit(pic, rect.move(off).move(2, 2))
                surf.blit(pic, rect.move(off))
            draw_badge(surf, self.text, str(counts[a]), rect.move(off).bottomright, max(8, f - 2))
        # the kennels
        first = v.get("first")
        for s, k in geo.kennels.items():
            colour = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
            active = s == v.get("current") and v.get("phase") != "over"
            hx = k.name.x
            if active:
                tri = pygame.Rect(hx, k.name.centery - f // 2, f * 2 // 3, f)
                pygame.draw.polygon(surf, theme.ACCENT, [_off(tri.topleft, off), _off(tri.bottomleft, off),
                                                         _off(tri.midright, off)])
                hx = tri.right + 3
            pygame.draw.circle(surf, colour, _off((hx + f // 3, k.name.centery), off), max(3, f // 3))
            label = self._name(s)
            if s == self.seat:
                label = self._t(f"{P}board.you", name=label)
            text(label, pygame.Rect(hx + f, k.name.y, k.name.right - hx - f, k.name.height),
                 f if k.big else max(9, f - 1), theme.ACCENT if active else theme.TEXT)
            if s == first:
                pic = art.star_badge(k.first.height - 4)
                surf.blit(pic, pic.get_rect(center=k.first.move(off).center))
            if not v["helper"][s]:   # the helper has left: a grey pawn, struck through
                mh = k.meeples.height - 4
                ghost = art.meeple((150, 150, 150), mh, "", self.text)
                at = ghost.get_rect(topright=k.meeples.move(off).topright).move(0, 2)
                surf.blit(ghost, at)
                pygame.draw.line(surf, art.SICK_RGB, at.bottomleft, at.topright, 2)
            for ri, rect in enumerate(k.res):
                ic = art.resource_icon(ri, min(rect.height - 4, int(rect.width * 0.5)))
                surf.blit(ic, ic.get_rect(midleft=(rect.x + off[0], rect.centery + off[1])))
                num = str(v["res"][s][ri])
                text(num, pygame.Rect(rect.x + ic.get_width() + 2, rect.y, rect.width - ic.get_width() - 2,
                                      rect.height), max(9, f - 1), theme.TEXT)
            built = v["built"][s]
            for p, pen in enumerate(k.pens):
                rect = pen.move(off)
                if p < built:
                    pygame.draw.rect(surf, (214, 190, 140), rect, border_radius=5)
                    pygame.draw.rect(surf, (110, 80, 40), rect, width=2, border_radius=5)
                    for cell in k.cells[p]:
                        pygame.draw.rect(surf, (190, 164, 112), cell.move(off), border_radius=3)
                    pts = pen_points(v["pens"][s][p])
                    words = f"{p + 1}"
                    if EXTRA_PEN_POINTS[p]:
                        words += f" · +{EXTRA_PEN_POINTS[p]}"
                    if pts:
                        words += " · " + self._t(f"{P}board.points", points=pts)
                    text(words, k.pen_labels[p], max(7, k.pen_labels[p].height - 1), (60, 40, 20), "center")
                else:
                    _dashed(surf, rect, theme.ZONE_OUTLINE)
                    text(self._t(f"{P}board.pen_closed", points=EXTRA_PEN_POINTS[p]), k.pen_labels[p],
                         max(7, k.pen_labels[p].height - 1), theme.TEXT_DIM, "center", bold=False)
                if v["bonus_paid"][s][p]:
                    coin = art.resource_icon(1, max(8, k.pen_labels[p].height - 2))
                    surf.blit(coin, coin.get_rect(topright=(rect.right - 2, rect.y + 1)))
            if len(v["infirmary"][s]) > MAX_SICK:
                pygame.draw.rect(surf, art.SICK_RGB, k.infirmary.move(off), width=2, border_radius=4)
        # pieces: tokens, trucks, meeples, cards
        for key, rect in self.places.items():
            if key.startswith("fairdog:"):
                continue
            blit_piece(key, rect)
        # the Fair: what it buys, its dogs (one token per breed with the count), the price
        fc = geo.fair_card
        deck = v.get("fair_deck") or []
        top = deck[0] if deck else None
        lab = text(self._t(f"{P}board.fair_buys"), pygame.Rect(fc.x, fc.y, fc.width // 2, fc.height),
                   max(8, f - 1), theme.TEXT)
        if top is not None and top in FAIR_CARDS:
            d = max(8, min(fc.height - 4, (fc.right - lab.right - 6) // 3 - 2))
            for i, b in enumerate(FAIR_BREEDS[top - FAIR_CARDS[0]]):
                t0 = b * 7
                pic = art.token(t0, d, self._short(b), self.text)
                surf.blit(pic, pic.get_rect(midleft=(lab.right + 4 + i * (d + 2), fc.centery + off[1])))
                drawn.add(f"fairbreed:{b}")
        groups = fair_groups(geo, v)
        for b, rect in groups.items():
            tokens = sorted(t for t in v["fair"] if breed(t) == b)
            key = f"fairdog:{b}"
            pic = art.token(min(tokens), rect.width, self._short(b), self.text)
            surf.blit(pic, rect.move(off))
            drawn.add(f"tok:{min(tokens)}")
            if len(tokens) > 1:
                cnt = self.text.render(f"×{len(tokens)}", max(8, f - 2), theme.TEXT, bold=True)
                surf.blit(cnt, cnt.get_rect(midleft=(rect.right + 1 + off[0], rect.centery + off[1])))
            if key in self.glow:
                pygame.draw.rect(surf, theme.GLOW, rect.move(off).inflate(4, 4), width=2)
        if not groups:
            text(self._t(f"{P}board.fair_empty"), geo.fair_dogs, max(8, f - 2), theme.TEXT_DIM, bold=False)
        info = geo.fair_info
        half = info.height // 2
        text(self._t(f"{P}board.fair_price", price=v.get("fair_price", 0)),
             pygame.Rect(info.x, info.y, info.width, half), max(8, f - 1), theme.TEXT)
        text(self._t(f"{P}board.deck", count=v.get("deck_count", 0)),
             pygame.Rect(info.x, info.y + half, info.width, info.height - half), max(8, f - 2), theme.TEXT_DIM,
             bold=False)
        # the status panel
        st = geo.status.inflate(-2 * geo.pad, -2 * geo.pad)
        x = st.x
        if v.get("don_dogs"):
            x = donation_spot(geo).right + geo.pad
        y = st.y
        bottom = min((r.top for _i, _l, r in self.buttons), default=st.bottom) - 2
        look = {"strong": (f, theme.TEXT, True), "head": (f + 1, theme.ACCENT, True),
                "warn": (f, (255, 170, 120), True), "body": (f, theme.TEXT, False),
                "how": (max(9, f - 1), theme.TEXT_DIM, False)}
        for line, style in self.status_lines():
            size, colour, bold = look[style]
            for pic in self.text.wrap(line, st.right - x, size, colour, bold=bold, max_lines=3):
                if y + pic.get_height() > bottom:
                    break
                texts.append(line)
                surf.blit(pic, (x + off[0], y + off[1]))
                y += pic.get_height()
        self.last_drawn = drawn
        self.drawn_texts = texts
        return surf

    def _piece(self, key: str, rect: pygame.Rect) -> pygame.Surface | None:
        kind, _, rest = key.partition(":")
        try:
            if kind == "tok":
                t = int(rest)
                return art.token(t, rect.width, "" if is_blocker(t) else self._short(breed(t)), self.text)
            if kind == "truck":
                s = int(rest)
                return art.truck(theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)], rect.width, str(s + 1), self.text)
            if kind == "meeple":
                s = int(rest.split(":")[0])
                return art.meeple(theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)], rect.height, str(s + 1), self.text)
            if kind == "card":
                c = int(rest)
                k = card_kind(c)
                title = "" if k == "resource" else self._t(f"{P}board.card_short.{k}")
                return art.card(c, rect.width, rect.height, title, self.text)
        except (ValueError, IndexError, pygame.error):
            return None
        return None

    # ==== drawing a frame ====================================================================================
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.geo is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            if self._static is None:
                self._static = self._paint_static()
            surface.blit(self._static, self.rect.topleft)
            for fl in self.flyers:
                pic = self._piece(fl.key, fl.dst)
                if pic is not None:
                    surface.blit(pic, pic.get_rect(center=fl.rect().center))
            self._draw_buttons(surface)
            self._draw_feedback(surface)
            self._draw_dragged(surface)
            tip = self.tooltip.visible()
            if tip:
                self.tooltip.draw(surface, self.tooltip_lines(tip), self.text, self.rect,
                                  size=max(12, self.geo.font))
            if self.drag.chooser is not None:
                self.drag.chooser.draw(surface, self.text, self.rect, max(12, self.geo.font))
        finally:
            surface.set_clip(clip)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        d = self.drag
        hover = d.item_at(d.pointer, lambda it: it.id.startswith("btn:")) if not d.keyboard else None
        focus = d.focus if d.keyboard else None
        for bid, label, rect in self.buttons:
            fill = theme.TARGET if bid == "btn:swap" and self.swap_mode else None
            draw_button(surface, rect, label, self.text, hovered=(hover == bid), focused=(focus == bid), fill=fill)

    def _draw_feedback(self, surface: pygame.Surface) -> None:
        d = self.drag
        items = d.items
        hot = d.hot()
        if not d.dragging and not d.selected:
            for i in self._clickable:   # the pieces that can do something now, outlined
                it = items.get(i)
                if it is not None:
                    pygame.draw.rect(surface, theme.TARGET, it.rect.inflate(4, 4), width=1, border_radius=4)
        for i in d.highlighted():
            it = items.get(i)
            if it is not None:
                draw_target(surface, it.rect, i == hot, self.clock)
        if d.selected and d.selected in items:
            draw_selected(surface, items[d.selected].rect)
        if d.keyboard and d.focus in items:
            draw_focus(surface, items[d.focus].rect)

    def _draw_dragged(self, surface: pygame.Surface) -> None:
        d = self.drag
        centre = d.drag_center()
        if centre is None or d.dragging is None:
            return
        src = d.dragging
        kind, _, rest = src.partition(":")
        pic = None
        if kind == "dog":
            key = f"tok:{rest}"
            rect = self.places.get(key)
            pic = self._piece(key, rect) if rect is not None else None
        elif kind == "donation":
            t = self.view["don_dogs"][0]
            pic = self._piece(f"tok:{t}", donation_spot(self.geo))
        elif kind == "space":
            t = self.view["board"][int(rest)] if int(rest) < 16 else None
            rect = self.places.get(f"tok:{t}")
            pic = self._piece(f"tok:{t}", rect) if rect is not None else None
        elif kind in ("truck", "card"):
            rect = self.places.get(src)
            pic = self._piece(src, rect) if rect is not None else None
        elif kind == "meeples":
            s = int(rest)
            pic = art.meeple(theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)], self.geo.kennels[s].meeples.height - 4,
                             str(s + 1), self.text)
        elif kind == "res":
            s, r = (int(x) for x in rest.split(":"))
            pic = art.resource_icon(r, self.geo.kennels[s].res[r].height)
        if pic is None:
            return
        at = pic.get_rect(center=(round(centre[0]), round(centre[1])))
        draw_shadow(surface, at, 4)
        surface.blit(pic, at)

    # ==== gestures =================================================================================================
    def _on_binding(self, b) -> None:
        if b.action == SWAP_MODE:
            self.swap_mode = not self.swap_mode
            self._rebuild()
            return
        self._submit(b.action)

    def _submit(self, action: Action) -> None:
        if self.seat is None:
            return
        try:
            self.ctx.submit(self.seat, action)
        except Exception:  # the scene reports its own failures; the board stays usable
            traceback.print_exc()

    def _on_miss(self, source: str, target: str | None) -> None:
        """A gesture no legal action matches: its nearest meaning goes to the engine, which
        answers with its reason; with no meaning at all, say so."""
        if self.seat is None:
            return
        action = guess(source, target, self.seat, self.view)
        if action is None:
            if target is not None:
                self.ctx.show_message(self._t(f"{P}board.cannot_go_there"))
            return
        self._submit(action)

    # ==== tooltips ====================================================================================================
    def tooltip_lines(self, item: str) -> list[str]:
        v, t = self.view, self._t
        kind, _, rest = item.partition(":")
        nums = [int(x) for x in rest.split(":") if x.lstrip("-").isdigit()] if rest else []
        try:
            if kind == "space":
                sp = nums[0]
                if sp == CENTER:
                    return [t(f"{P}space.{CENTER}"), t(f"{P}board.tip.centre")]
                lines = [t(f"{P}space.{sp}"), t(f"{P}board.tip.space", reward=REWARD[sp],
                                                  area=t(f"{P}area.{mapdata.space_area(sp)}"))]
                tok = v["board"][sp]
                if tok is not None:
                    lines.append(self._token_words(tok))
                trucks = [s for s, p in enumerate(v["pos"]) if p == sp]
                if trucks:
                    lines.append(t(f"{P}board.tip.truck", player=self._name(trucks[0])))
                return lines
            if kind == "supply":
                return [t(f"{P}board.supply.{nums[0]}"),
                        t(f"{P}board.tip.supply", count=(v.get("supply_counts") or [0, 0])[nums[0]])]
            if kind == "truck":
                return [t(f"{P}board.tip.truck", player=self._name(nums[0])),
                        t(f"{P}board.tip.fuel", fuel=v["res"][nums[0]][0], limit=MAX_FUEL)]
            if kind == "box":
                return [t(f"{P}box.{nums[0]}"), t(f"{P}board.tip.box.{nums[0]}")]
            if kind == "offer":
                c = v["offers"][nums[0]][nums[1]]
                return [card_name(c, t), t(f"{P}tip.{card_kind(c)}")] if c is not None else []
            if kind == "card":
                c = nums[0]
                return [card_name(c, t), t(f"{P}tip.{card_kind(c)}")]
            if kind in ("fair", "faircard"):
                deck = v.get("fair_deck") or []
                top = deck[0] if deck else None
                wanted = ", ".join(self._breed(b) for b in FAIR_BREEDS[top - 40]) if top in FAIR_CARDS else "-"
                return [t(f"{P}box.4"), t(f"{P}board.tip.fair", breeds=wanted, price=v.get("fair_price", 0),
                                            count=len(v.get("fair") or []))]
            if kind == "fairdog":
                b = nums[0]
                count = sum(1 for x in v["fair"] if breed(x) == b)
                return [self._breed(b), t(f"{P}board.tip.fairdog", count=count, price=v.get("fair_price", 0))]
            if kind in ("dog", "donation"):
                tok = nums[0] if nums else v["don_dogs"][0]
                return [self._breed(breed(tok)), self._token_words(tok)]
            if kind == "pen":
                s, p = nums
                if p >= v["built"][s]:
                    return [t(f"{P}board.tip.pen_title", pen=p + 1),
                            t(f"{P}board.tip.pen_closed", points=EXTRA_PEN_POINTS[p])]
                return [t(f"{P}board.tip.pen_title", pen=p + 1),
                        t(f"{P}board.tip.pen", count=len(v["pens"][s][p]), points=pen_points(v["pens"][s][p]),
                          extra=EXTRA_PEN_POINTS[p])]
            if kind == "infirmary":
                return [t(f"{P}board.infirmary"), t(f"{P}board.tip.infirmary",
                                                      count=len(v["infirmary"][nums[0]]), limit=MAX_SICK)]
            if kind == "loose":
                s = nums[0]
                return [t(f"{P}board.yard"), t(f"{P}board.tip.yard", truck=len(v["truck"][s]),
                                                 waiting=len(v["loose"][s]))]
            if kind == "home":
                return [t(f"{P}board.garage"), t(f"{P}board.tip.garage")]
            if kind == "res":
                s, r = nums
                return [t(f"{P}resource.{r}").capitalize(), t(f"{P}board.tip.res.{r}", count=v["res"][s][r])]
            if kind == "meeples":
                s = nums[0]
                meeples = 2 if v["helper"][s] else 1
                lines = [t(f"{P}board.meeples"), t(f"{P}board.tip.meeples", count=meeples - v["placed"][s])]
                lines.append(t(f"{P}board.tip.helper_yes" if v["helper"][s] else f"{P}board.tip.helper_no"))
                return lines
            if kind == "kennel":
                s = nums[0]
                lines = [self._name(s), t(f"{P}board.tip.kennel", dogs=sum(len(p) for p in v["pens"][s]),
                                          sick=len(v["infirmary"][s]), pens=v["built"][s])]
                if s == v.get("first"):
                    lines.append(t(f"{P}board.start_player"))
                return lines
        except (KeyError, IndexError, TypeError, ValueError):
            return []
        return []

    def _token_words(self, tok: int) -> str:
        t = self._t
        if is_blocker(tok):
            return t(f"{P}board.tip.blocker")
        st = status(tok)
        key = {SICK: "sick", LOST: "lost"}.get(st, "healthy")
        return t(f"{P}board.tip.token_{key}", breed=self._breed(breed(tok)), area=t(f"{P}area.{area(tok)}"))


def _off(p, off):
    return (int(p[0] + off[0]), int(p[1] + off[1]))


def _dashed(surf: pygame.Surface, rect: pygame.Rect, colour, dash: int = 5) -> None:
    """An unbuilt pen: a dashed outline."""
    for x in range(rect.left, rect.right, dash * 2):
        pygame.draw.line(surf, colour, (x, rect.top), (min(x + dash, rect.right), rect.top))
        pygame.draw.line(surf, colour, (x, rect.bottom - 1), (min(x + dash, rect.right), rect.bottom - 1))
    for y in range(rect.top, rect.bottom, dash * 2):
        pygame.draw.line(surf, colour, (rect.left, y), (rect.left, min(y + dash, rect.bottom)))
        pygame.draw.line(surf, colour, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom)))


_LISTS = ("res", "pens", "built", "bonus_paid", "infirmary", "truck", "loose", "pos", "helper", "placed",
          "hands", "occupants", "offers", "board", "fair")


def _well_formed(view) -> bool:
    """Does ``view`` have the shape rules.view() gives (so drawing it cannot fail)?"""
    if not isinstance(view, dict):
        return False
    n = view.get("n")
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4:
        return False
    if any(not isinstance(view.get(k), list) for k in _LISTS):
        return False
    per_seat = ("res", "pens", "built", "bonus_paid", "infirmary", "truck", "loose", "pos", "helper",
                "placed", "hands")
    if not all(len(view[k]) == n for k in per_seat):
        return False
    if len(view["board"]) != 16 or len(view["offers"]) != 5 or len(view["occupants"]) != 5:
        return False
    if any(not isinstance(p, list) or len(p) != PENS for p in view["pens"]):
        return False
    if any(not isinstance(r, list) or len(r) != 4 for r in view["res"]):
        return False
    cur = view.get("current")
    return isinstance(cur, int) and 0 <= cur < n
