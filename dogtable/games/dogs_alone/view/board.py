"""The Dogs Alone board on the table kit: a seat's view drawn as card sprites, and gestures
turned into the engine's actions.

The kit (dogtable/ui/table/board.py) does the GameView contract, gestures and refusals, the
status panel, buttons, tooltips and caches; this class gives the hooks.  Cards tween from
where they were to where the new view puts them (the events only add sounds and the glow);
a card new to the board comes from where it must have come from, and one that leaves flies
to where it went.  While the player is acting on their hand (a payment in progress, or the
pointer over the hand or reserve) its cards keep their places, so the next click lands where
the player aims; once the pointer leaves them (or the payment is done away from them) the
hand and reserve close up: no hole stays for the rest of the turn.
"""
from __future__ import annotations

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table import assets, theme
from dogtable.ui.table.board import Board
from dogtable.ui.table.buttons import ButtonSpec
from dogtable.ui.table.drag import Binding, Item
from dogtable.ui.table.flights import MOVE, Place
from dogtable.ui.table.layout import clamp
from dogtable.ui.table.sprites import CardSprite, FaceCache
from dogtable.ui.table.widgets import draw_selected

from ..rules import score
from . import art, gestures, layout, texts
from .layout import Geometry

_KEPT_ZONES = ("hand", "pool")   # the shown seat's fans that keep their cards still
END_TURN = "btn:finish"           # ending the turn cannot be undone: it must be a deliberate act


class DogsAloneView(Board):
    GAME = "dogs_alone"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.faces = FaceCache(self._paint)
        self.places: dict[str, Place] = {}
        self._warm: list[tuple[str, int, int]] = []   # faces to paint while nothing moves
        self._glow_seat: int | None = None
        self._glow_closed = False
        self._deck_drop: tuple[float, float] | None = None
        self._prev_current: int | None = None
        self._zones: dict[str, pygame.Rect] = {}     # the shown seat's hand and pool rects
        self._kept = False        # the shown hand or pool kept old slots (it is not centred)
        # the reserve's and the hand's most dogs since the pointer came onto them (or a payment
        # began): their columns keep that room while the pointer stays (0: laid out for what
        # they hold), so a hand that widened its column for five dogs does not narrow under it
        self._hold_pool = 0
        self._hold_hand = 0
        self._score_labels: list[str] | None = None   # each seat's points so far, as shown
        self.last_drawn: list[tuple[str, str]] = []   # (sprite key, picture shown) of the last frame
        self._settled_drawn: list[tuple[str, str]] = []

    # ==== the contract, where Dogs Alone adds to the kit =========================================
    def show(self, view: dict, legal, seat: int | None) -> None:
        old = self.view
        if old is not None:
            self._prev_current = old.get("current")   # whose move brought the new cards
        current = view.get("current") if isinstance(view, dict) else None
        acting = seat is not None and seat == self.seat and current == seat
        if acting and old is not None and old.get("current") == seat and self._keeping(view):
            # the seat acts on while the pointer is on its hand and reserve (or pays): their
            # columns keep the room of the dogs they had, so the others stay put
            pools = old.get("pools") or []
            self._hold_pool = max(self._hold_pool, len(pools[seat]) if seat < len(pools) else 0)
            self._hold_hand = max(self._hold_hand, layout.hand_count(old, seat))
        else:
            self._hold_pool = self._hold_hand = 0   # away from them, or the turn moved on: afresh
        super().show(view, legal, seat)

    def rebuild(self) -> None:
        before = self.drag.focus
        super().rebuild()
        if self.drag.focus == END_TURN and before != END_TURN:
            # the kit moves keyboard focus to the first thing left to do; landing on Done would
            # let a second Enter end the turn by accident. Enter (or Tab) now only focuses it.
            self.drag.focus = None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._warm and not self.anim.busy():
            face, w, h = self._warm.pop()  # paint ahead while idle: no spike when it appears
            self.faces.get(face, w, h)

    def on_language(self) -> None:
        self.faces.clear()
        super().on_language()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            self._click_through_laid()
        return super().handle_event(event)

    def release_held_rows(self) -> bool:
        if (self._kept or self._hold_pool or self._hold_hand) and not self._keeping():
            self._hold_pool = self._hold_hand = 0   # the pointer left the hand and reserve
            return True
        return False

    # ==== hooks ====================================================================================
    def well_formed(self, view) -> bool:
        return _well_formed(view)

    def layout(self) -> Geometry:
        geo = layout.geometry(self.rect, self.view, self.shown, self._pool_caption_w, self._hold_pool,
                              self._hold_hand)
        old = self.geo
        if old is None or geo.rect != old.rect or geo.bottom != old.bottom or geo.card != old.card:
            self.invalidate(background=True)
            own = geo.seats[geo.bottom]
            warm = [(f"dog:{c}", w, h) for w, h in (geo.card, own.card) for c in range(64)]
            warm += [(f"mess:{m}", w, h) for w, h in (geo.card, own.mess) for m in range(31)]
            self._warm = list(reversed(warm))
        elif layout.own_frame(geo) != layout.own_frame(old):
            self.invalidate(background=True)  # the pool column grew: its caption and mess slots move
        return geo

    def _pool_caption_w(self, font: int) -> int:
        return assets.font(font, True).size(self.t("table.dogs_alone.pool_short"))[0]

    def place(self, snap: bool) -> None:
        self._kept = False
        try:
            places = layout.placements(self.view, self.geo, self._keep_slots)
        except (KeyError, TypeError, ValueError, IndexError):
            places = {}
        own = self.geo.seats[self.geo.bottom]
        self._zones = {"hand": own.hand.rect.copy(), "pool": own.pool.rect.copy()}
        self.sprites.sync(places, snap, self._arrive, self._depart)
        self.places = places
        self._deck_drop = None
        self._score_labels = self._scores()

    def status_lines(self) -> list[tuple[str, str]]:
        return texts.status_lines(self.view, self.legal, self.seat, self.t, self.name)

    def button_specs(self) -> list[ButtonSpec]:
        return gestures.button_specs(self.legal, self.t)

    def button_columns(self, width: int) -> int:
        return gestures.button_columns(self.button_specs(), width)

    def items(self) -> list[Item]:
        return gestures.items(self.view, self.geo, self.places, self.seat, self.shown, self.buttons)

    def bindings(self) -> list[Binding]:
        return gestures.bindings(self.view, self.legal, self.ctx.rules, self.t, self.drag.items)

    def guess(self, source: str, target: str | None) -> Action | None:
        return gestures.guess(source, target, self.view, self.places, self.shown)

    def tooltip_lines(self, item: str) -> list[str]:
        lines = texts.tooltip_lines(item, self.view, self.legal, self.shown, self.t, self.name)
        if item.startswith("seat:") and lines and self.kind_label(int(item[5:])):
            lines[0] = f"{lines[0]} · {self.kind_label(int(item[5:]))}"   # whole, as a short head may not
        return lines

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """A tooltip (the dog deck's, on keyboard focus, above all) goes below or beside
        what it explains rather than over the other players' row."""
        if self.geo is None:
            return []
        return [sg.rect for s, sg in self.geo.seats.items() if s != self.geo.bottom]

    def paint_background(self) -> pygame.Surface:
        return art.background(self.geo, self.rect, self.text, self.t)

    def _paint(self, face: str, w: int, h: int) -> pygame.Surface:
        return art.paint(face, w, h, self.text, self.t)

    # ==== gestures the kit hands back ===============================================================
    def home_of(self, source: str) -> str | None:
        return gestures.home_zone(source, self.places, self.shown)

    def _on_dropped(self, source: str, centre) -> None:
        super()._on_dropped(source, centre)
        if source == "deck":   # a dog drawn by dropping the deck comes from where it was let go
            self._deck_drop = (float(centre[0]), float(centre[1]))

    def _click_through_laid(self) -> None:
        """A click (not a drag) on a dog laid on the mess being paid is a click on that mess.
        "Click the mess, then a dog" lands on the laid dogs covering the mess's middle: picking
        one up made the next click on the hand cancel the whole payment (every laid dog flew
        back and the hand re-formed under the pointer).  Dragging a laid dog back to the hand
        still cancels it, as the Cancel button does."""
        d, v = self.drag, self.view
        place = self.places.get(d.pressed) if d.pressed else None
        if d.dragging or place is None or place.zone != "laid" or v is None:
            return
        mess = f"mess:{v.get('pending')}"
        if mess in d.items:
            d.pressed = mess

    # ==== keeping the hand still while the player acts on it ========================================
    def _keeping(self, view: dict | None = None) -> bool:
        """Is the player acting on their hand (in ``view``, else the shown one): paying for a
        mess, or pointing at the hand or reserve?  (Only while the pointer is on them: a hole
        kept with the pointer away, the reserve's after a dog discarded from it onto the
        pile, stayed all turn.)"""
        v = self.view if view is None else view
        if self.seat is None or v is None or v.get("current") != self.seat:
            return False   # (a new turn lays them out afresh)
        if v.get("pending") is not None:
            return True
        if self.drag.keyboard:
            return False
        return self._pointer_over_own()

    def _pointer_over_own(self) -> bool:
        # the drag controller follows the pointer off the board too
        return any(r.collidepoint(self.drag.pointer) for r in self._zones.values())

    def _keep_slots(self, seat: int, zone: str, cards: list[int], rects: list[pygame.Rect]) -> list[pygame.Rect]:
        """The shown seat's cards keep the slots they had while only cards left the fan (a
        dog laid or discarded), the fan is where it was and the player is still acting on
        it; anything else (a dog arrived, a new layout) lays the fan out afresh."""
        if seat != self.shown or zone not in _KEPT_ZONES or not cards or not self._keeping():
            return rects
        fan = getattr(self.geo.seats[seat], zone).rect
        if self._zones.get(zone) != fan:
            return rects
        old = [self.places.get(f"dog:{c}") for c in cards]
        if any(p is None or p.zone != zone or p.owner != seat or p.rect.size != rects[0].size for p in old):
            return rects
        kept = [p.rect.copy() for p in old]
        if kept != rects:
            self._kept = True
        return kept

    # ==== movements ==================================================================================
    def _zone_centre(self, seat: int | None, zone: str = "hand") -> tuple[float, float]:
        sg = self.geo.seats.get(seat) if seat is not None else None
        if sg is None:
            return self.geo.deck.center
        return getattr(sg, zone).rect.center

    def _arrive(self, s: CardSprite, p: Place, vanished: dict[str, CardSprite]) -> bool:
        """A card that was not on the board: bring it from where it must have come from
        (False: it simply fades in)."""
        geo, table = self.geo, self.sprites
        acting = self._prev_current if self._prev_current is not None else self.view.get("current")
        if s.key.startswith("mario:"):
            self._reveal_mario(s)
            return True
        if s.key.startswith("dog:"):
            if p.zone in ("supply", "hand"):
                origin = self._deck_drop if (p.zone == "hand" and self._deck_drop) else geo.deck.center
                table.fly_in(s, origin, flip=True, stagger=True)
                return True
            if p.zone in ("discard", "laid"):
                table.fly_in(s, self._zone_centre(acting))
                return True
            if p.zone == "pool":
                table.fly_in(s, self._zone_centre(p.owner))
                return True
            return False
        if s.key.startswith("back:"):
            # a face-up card that vanished into this hidden hand flies there itself
            if any(k.startswith("dog:") and self._hidden(int(k[4:])) for k in vanished):
                s.alpha = 0.0
                self.anim.to(s, MOVE * 0.5, delay=MOVE, alpha=255.0)
                return True
            table.fly_in(s, geo.deck.center, stagger=True)
            return True
        if s.key.startswith("mess:") and p.zone == "mess_supply":
            table.fly_in(s, geo.mess_deck.center, flip=True, stagger=True)
            return True
        return False

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
        if any(card in p for p in v.get("pools") or []):
            return False
        return not any(h is not None and card in h for h in v.get("hands") or [])

    def _depart(self, s: CardSprite):
        """Where a card that left the board went: the discard pile, or a hidden hand."""
        if not s.key.startswith("dog:"):
            return None
        card = int(s.key[4:])
        if card in (self.view.get("discard") or []):
            x, y = self.geo.discard.center
            return x, y, False
        if self._hidden(card):
            x, y = self._zone_centre(self.view.get("current"))
            return x, y, True
        return None

    # ==== the last move: glow and sounds ================================================================
    def react(self, events) -> list[str]:
        sounds: list[str] = []
        batch_seat = next((e.data["seat"] for e in events
                           if isinstance(getattr(e, "data", None), dict) and "seat" in e.data), None)
        if self._glow_closed or (batch_seat is not None and batch_seat != self._glow_seat):
            self.glow = set()
            self._glow_closed = False
            self._glow_seat = batch_seat
        for e in events:
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
            elif kind == "MessesCleaned":
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
        return sounds

    # ==== drawing ===================================================================================
    def draw_pieces(self, surface: pygame.Surface) -> None:
        self.draw_settled(surface, frozenset())
        self.draw_moving(surface, frozenset())

    def settled_key(self):
        return (self.live_sprites(), self.drag.dragging)

    def draw_settled(self, surface: pygame.Surface, live: frozenset[str] | None = None) -> None:
        """Everything but the cards in motion (``live``; the kit's live sprites)."""
        live = self.live_sprites() if live is None else live
        v, geo = self.view, self.geo
        to_act = texts.to_act(v)
        art.draw_seat_frames(surface, geo, to_act, self.glow)
        art.draw_piles(surface, v, geo, self.faces, self.text)
        dragging = self.drag.dragging
        drawn: list[tuple[str, str]] = []
        for s in self.sprites.drawing_order():
            if s.key == dragging or s.key in live:
                continue   # drawn under the pointer, or over this picture while it moves
            s.draw(surface, self.faces, theme.GLOW if s.key in self.glow else None)
            drawn.append((s.key, _picture(s)))
        # a mark waits for its card to land (and, while others fly, for the table to settle)
        running = (lambda sp: sp.key in live or self.anim.running(sp)) if live else self.anim.running
        art.draw_marks(surface, v, geo, self.sprites.sprites, running, self.text)
        art.draw_seat_heads(surface, v, geo, self._heads(to_act), self.text)
        wild = next((b.id for b in self.buttons if b.id.startswith("btn:wild:")), None)
        sprite = self.sprites.get(f"mess:{wild.split(':')[2]}") if wild else None
        if sprite is not None:   # the wild mess whose colour the buttons choose
            draw_selected(surface, sprite.footprint())
        self._settled_drawn = drawn

    def draw_moving(self, surface: pygame.Surface, live: frozenset[str] | None = None) -> None:
        """The cards in motion, over the settled picture, and the ghosts of cards that left."""
        live = self.live_sprites() if live is None else live
        drawn = list(self._settled_drawn)
        dragging = self.drag.dragging
        if live:
            for s in self.sprites.drawing_order():
                if s.key in live and s.key != dragging:
                    s.draw(surface, self.faces, theme.GLOW if s.key in self.glow else None)
                    drawn.append((s.key, _picture(s)))
        for s in self.sprites.ghosts:
            s.draw(surface, self.faces)
            drawn.append((s.key, _picture(s)))
        peek = self._peeked(live)
        if peek is not None:   # whole over its neighbours, where it is: nothing moves
            peek.draw(surface, self.faces, theme.GLOW if peek.key in self.glow else None)
            drawn.append((peek.key, _picture(peek)))
        self.last_drawn = drawn

    def _peeked(self, live: frozenset[str]) -> CardSprite | None:
        """The shown seat's dog under the pointer when the next card of its fan covers part of
        it (a hand of six at 1024x600 shows each name only in part): drawn whole on top."""
        d = self.drag
        key = d.hover
        if not key or d.dragging or d.keyboard or key in live or not key.startswith("dog:"):
            return None
        place = self.places.get(key)
        if place is None or place.zone not in _KEPT_ZONES or place.owner != self.shown:
            return None
        sprite = self.sprites.get(key)
        if sprite is None or sprite.hidden or not sprite.at_rest():
            return None
        mine = sprite.footprint()
        for other in self.places.values():
            if other.key != key and other.zone == place.zone and other.owner == place.owner \
                    and other.z > place.z and other.footprint().colliderect(mine):
                return sprite
        return None

    def draw_dragged(self, surface: pygame.Surface, centre) -> None:
        lift = self.sprites.get(self.drag.dragging or "")
        if lift is not None:
            self.draw_lifted_sprite(surface, lift, centre, self.faces)
            self.last_drawn.append((lift.key, _picture(lift)))
        elif self.drag.dragging == "deck":
            self.draw_lifted(surface, self.faces.get("back:dog", *self.geo.card), centre)

    def _heads(self, to_act: set[int]) -> dict:
        """Each seat's head: the shown seat's names its hand and how many dogs it holds."""
        v = self.view
        scores = self._score_labels
        heads = {}
        for s, sg in self.geo.seats.items():
            head = self.seat_head(s, s in to_act, scores[s] if scores and s < len(scores) else None)
            if sg.big:
                key = "table.dogs_alone.your_hand" if (v.get("hands") or [None] * (s + 1))[s] is not None \
                    else "table.dogs_alone.hidden_hand"
                head.name = self.t(key, name=self.name(s), count=layout.hand_count(v, s))
            heads[s] = head
        return heads

    def _scores(self) -> list[str] | None:
        """What each seat would score if the game ended now (cleaned messes, pool, sets,
        majorities), as the engine counts it; a wild colour still secret counts as none."""
        v = self.view
        try:
            wild = [{int(m): c for m, c in (w or {}).items() if c is not None} for w in v["wild"]]
            pad = score(v["cleaned"], v["pools"], wild, v["players"])
        except (KeyError, TypeError, ValueError, IndexError):
            return None
        out = []
        for total in pad.totals():
            label = self.t("table.points", count=total)
            out.append(label if str(total) in label else str(total))   # the bare number without the word
        return out


def _picture(s: CardSprite) -> str:
    return s.face if s.reveal >= 0.5 else s.back


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
