"""The Dodgy Dogs board: the kit's Board (dogtable/ui/table/board.py) with this game's hooks.

The view never judges a move: the legal actions it is given become drag, click and keyboard
bindings (placed with the engine's ``rules.hint``); a gesture that matches none is still sent
to the engine with the nearest meaning, so the player reads the engine's own reason.  Where
things go is layout.py, the painting art.py, the words texts.py, the bindings gestures.py;
here the cards follow the view as sprites and the events add who played, deals and passes.
"""
from __future__ import annotations

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table import assets, theme
from dogtable.ui.table.board import Binding, Board, ButtonSpec, Item
from dogtable.ui.table.flights import MOVE
from dogtable.ui.table.sprites import CardSprite, FaceCache
from dogtable.ui.table.status import StatusPanel

from ..cards import PACK, packs_for
from ..rules import HAND_SIZE
from . import art, gestures, layout, texts
from .gestures import LEFT, PICKER_BUTTON, REOPEN, RIGHT, Pick
from .layout import Geometry, Place

DEAL_STAGGER = 0.035  # between cards dealt at the start of a round


class DodgyDogsView(Board):
    GAME = "dodgy_dogs"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.faces = FaceCache(lambda face, w, h: art.paint(face, w, h, self.text, self.t))
        self.geo: Geometry | None = None
        self.places: dict[str, Place] = {}
        self.picks: list[Pick] = []                 # the behaviour picker's six, when asked
        self.picker: pygame.Rect | None = None      # the picker's box while it is open
        self.picker_title = ""
        self._picker_away = None                    # the moment Escape put the picker away
        self._card_moves = []
        self._warm: list[tuple[str, int, int]] = []
        self._arrived: dict[str, CardSprite] = {}
        self._departed: dict[str, CardSprite] = {}
        self._stock_drop: tuple[float, float] | None = None
        self._prev_current: int | None = None
        self.last_drawn: list[tuple[str, str]] = []
        self._settled_drawn: list[tuple[str, str]] = []
        self._confirm: Binding | None = None        # the Whisperer play its chooser asks about

    # ==== the contract, where this board adds to the kit ============================================
    def show(self, view: dict, legal, seat: int | None) -> None:
        first = self.view is None
        self._prev_current = self.view.get("current") if self.view else None
        super().show(view, legal, seat)
        if first and self.view is view and _freshly_dealt(view):
            self._deal_flights({"dealer": view.get("dealer", 0)})  # a new game opens with the deal

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._warm and not self.anim.busy():
            face, w, h = self._warm.pop()  # paint ahead while idle: no spike when it appears
            self.faces.get(face, w, h)

    def next_frame_in(self) -> float | None:
        return 0.0 if self._warm else super().next_frame_in()

    def on_language(self) -> None:
        self.faces.clear()
        super().on_language()

    def submit(self, action: Action) -> None:
        if action == REOPEN:   # the board's own button: the picker comes back
            self._picker_away = None
            self.rebuild()
            return
        super().submit(action)

    def _on_binding(self, b: Binding) -> None:
        """The Dog Whisperer commits its player to a whisper that cannot be taken back, so a
        gesture that plays it first asks, with Cancel, as the Wild Card's direction does."""
        if b is not self._confirm and gestures.is_whisperer_play(b.action):
            self._confirm = Binding(b.action, b.source, b.target,
                                    gestures.whisperer_confirm_label(self.view, self.t, self.name), b.direct)
            self.drag._open_chooser([self._confirm])
            chooser = self.drag.chooser
            if chooser is not None:
                self.drag.chooser = gestures.ConfirmChooser(chooser.options, chooser.at, chooser.cancel_label)
            self.invalidate()
            return
        self._confirm = None
        super()._on_binding(b)

    def _on_dropped(self, source: str, centre) -> None:
        super()._on_dropped(source, centre)
        if source == "stock":   # a card drawn by this drag comes from where the pile was let go
            self._stock_drop = (float(centre[0]), float(centre[1]))

    def home_of(self, source: str) -> str | None:
        return self._home(source)

    # ==== hooks ===========================================================================================
    def well_formed(self, view) -> bool:
        return _well_formed(view)

    def layout(self) -> Geometry:
        geo = layout.geometry(self.rect, self.view["players"], self.shown)
        old = self.geo
        if old is None or geo.rect != old.rect or geo.bottom != old.bottom or geo.card != old.card:
            self.invalidate(background=True)
            own = geo.seats[geo.bottom]
            self._warm = list(reversed([(f"c:{c}", w, h) for w, h in (geo.card, own.card) for c in range(PACK)]))
        return geo

    def place(self, snap: bool) -> None:
        v, geo = self.view, self.geo
        self._card_moves = gestures.card_bindings(self.ctx.rules, v, self.legal, self._label)
        places = layout.placements(v, geo, {b.source for b in self._card_moves})
        self._arrived, self._departed = {}, {}
        self.sprites.sync(places, snap, self._arrive, self._depart)
        self.places = places
        self._stock_drop = None
        self._place_picker()

    def status_lines(self) -> list[tuple[str, str]]:
        mine = self.seat is not None and bool(self.legal)
        return texts.status_lines(self.view, self.legal, mine, self.t, self.name)

    def button_columns(self, width: int) -> int:
        return 1   # one action per row: the labels ("Draw a card (2 of 3)") need the width

    def button_specs(self) -> list[ButtonSpec]:
        specs = gestures.panel_buttons(self.view, self.legal, self.t)
        if self.picks and self.picker is None:
            specs.append(ButtonSpec(PICKER_BUTTON, self.picker_title, wide=True))
        return specs

    def items(self) -> list[Item]:
        shown = self.picks if self.picker is not None else []
        covered = self._picker_over_piles()
        return gestures.items(self.view, self.geo, self.places, self.seat, self.shown, self.buttons, shown,
                              piles_covered=covered)

    def bindings(self):
        return gestures.bindings(self._card_moves, self.legal, self._label, self.picker is not None)

    def guess(self, source: str, target: str | None) -> Action | None:
        return gestures.guess(source, target, self.view, self._where)

    def cancel_mode(self) -> bool:
        """Escape puts the behaviour picker away (to look at the table under it); the panel's
        button brings it back."""
        if self.picker is None:
            return False
        self._picker_away = self._picker_moment()
        return True

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """A tooltip goes beside what it explains rather than over the other players' panels."""
        if self.geo is None:
            return []
        return [sg.rect for s, sg in self.geo.seats.items() if s != self.geo.bottom]

    def tooltip_lines(self, item: str) -> list[str]:
        lines = texts.tooltip_lines(item, self.view, self.t, self.name)
        if item.startswith("seat:") and lines and self.kind_label(int(item[5:])):
            lines[0] = f"{lines[0]} · {self.kind_label(int(item[5:]))}"   # the level a narrow head leaves out
        return lines

    def paint_background(self) -> pygame.Surface:
        return art.background(self.rect, self.geo, self.text, self.t)

    def react(self, events) -> list[str]:
        """Flights that ``place`` could not guess (who played, deals, hands passing), the
        last-move glow and the sounds."""
        sounds: list[str] = []
        events = [e for e in events if isinstance(getattr(e, "data", None), dict)]
        if events:
            self.glow = set()
        for e in events:
            d, k = e.data, e.kind
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
        return sounds

    # ==== helpers ========================================================================================
    def _label(self, a: Action) -> str:
        return gestures.action_label(a, self.view, self.shown, self.t)

    def _picker_moment(self):
        v = self.view
        return (v.get("current"), v.get("phase"), tuple(v.get("wrong") or ()))

    def _place_picker(self) -> None:
        self.picks = gestures.picks(self.view, self.legal, self.t) if self.seat is not None else []
        self.picker = None
        if not self.picks:
            self._picker_away = None
            return
        self.picker_title = gestures.picker_title(self.view, self.t, self.name)
        if self._picker_away == self._picker_moment():
            for p in self.picks:
                p.rect = None
            return
        self._picker_away = None
        n = len(self.picks)
        placed = self._picker_beside_piles(n)
        if placed is None:   # no room beside the piles: over them, with the whole question
            label_w = max(assets.font(max(9, self.geo.font - 2), True).size(p.label)[0] for p in self.picks)
            placed = layout.picker_rects(self.geo, n, label_w)
        self.picker, rects = placed
        for p, r in zip(self.picks, rects):
            p.rect = r

    def _picker_beside_piles(self, n: int):
        """The picker where the piles stay in sight: under the status text, else over the "?"
        to match beside the discard pile; with the whole question, else a short one (the
        status text beside it says whom a whisper is for), its names a little smaller if they
        must.  Leaves ``picker_title`` the question it shows; None when there is no room."""
        full = self.picker_title
        text_heights = self._status_heights()
        for title in dict.fromkeys((full, gestures.picker_title(self.view, self.t, self.name, short=True))):
            self.picker_title = title
            for legible in dict.fromkeys((max(9, self.geo.font - 2), max(10, self.geo.font - 4))):
                label_w = max(assets.font(legible, True).size(p.label)[0] for p in self.picks)
                placed = (layout.picker_in_panel(self.geo, n, label_w, self._picker_title_h, text_heights)
                          or layout.picker_beside_discard(self.geo, n, label_w, self._picker_title_h))
                if placed:
                    return placed
        self.picker_title = full
        return None

    def _picker_title_h(self, box_width: int) -> int:
        """The height of the picker's title in a box that wide (as art.draw_picker draws it)."""
        geo = self.geo
        lines = art.picker_title(self.text, self.picker_title, box_width - 2 * geo.pad, geo.font)
        if lines is None:
            return 10 ** 6   # no room for the title in a box this narrow: not here
        return geo.pad // 2 + 2 + sum(s.get_height() for s in lines) + geo.pad // 2

    def _status_heights(self) -> tuple[int, int]:
        """The status text's height at the board's font and at the smallest size it may take."""
        panel = StatusPanel(self.text)
        panel.set(self.status_lines())
        width = super().status_area().width
        return tuple(panel.fit(width, 10 ** 6, size) for size in (self.geo.font, max(9, self.geo.font - 3)))

    def _picker_in_panel(self) -> bool:
        return self.picker is not None and self.geo.panel.contains(self.picker)

    def _picker_over_piles(self) -> bool:
        """Does the open picker hide the stockpile or the discard pile?"""
        p = self.picker
        return p is not None and (p.colliderect(self.geo.stock) or p.colliderect(self.geo.discard))

    def status_area(self) -> pygame.Rect:
        """Above the picker when it is open in the status panel."""
        area = super().status_area()
        if self._picker_in_panel():
            area.height = max(0, self.picker.top - max(3, self.geo.pad) - area.top)
        return area

    def button_area(self) -> pygame.Rect:
        return self.status_area()

    def _where(self, key: str) -> str | None:
        p = self.places.get(key)
        if p is None:
            return None
        if p.zone == "hand" and p.owner != self.shown:
            return "other"
        return p.zone

    def _home(self, source: str) -> str | None:
        return "stock" if source == "stock" else self._where(source)

    def _to_act(self) -> set[int]:
        v = self.view
        if v.get("phase") == "slap":
            return set(v.get("slappers") or [])
        return set() if v.get("phase") == "over" else {v.get("current")}

    # ==== cards entering and leaving ======================================================================
    def _arrive(self, s: CardSprite, p: Place, vanished) -> bool:
        """A card that was not on the board comes from where it most likely came from
        (``react`` corrects this when the events say more)."""
        self._arrived[s.key] = s
        if p.zone == "hand":
            mine = self._stock_drop and p.owner == self.shown
            self.sprites.fly_in(s, self._stock_drop if mine else self.geo.stock.center, flip=p.face_up, stagger=True)
            return True
        if p.zone == "discard":
            acting = self._prev_current if self._prev_current is not None else self.view.get("current")
            self.sprites.fly_in(s, layout.hand_centre(self.geo, acting))
            return True
        return False

    def _depart(self, s: CardSprite):
        """Where a card that left the board went: the pile, or a seat's cats."""
        self._departed[s.key] = s
        if not s.key.startswith("card:"):
            return None
        card = int(s.key[5:])
        if card in (self.view.get("discard") or []):
            x, y = self.geo.discard.center
            return x, y, False
        for seat, cats in enumerate(self.view.get("cats") or []):
            if card in cats:
                x, y = layout.cat_spot(self.geo, seat)
                return x, y, False
        return None

    def _fly_from(self, s: CardSprite, origin, delay: float = 0.0, flip: bool = False) -> None:
        hx, hy, _a, up = s.home
        s.x, s.y = float(origin[0]), float(origin[1])
        s.alpha = 255.0
        self.anim.to(s, MOVE, delay=delay, x=hx, y=hy, scale=1.0)
        if flip and up:
            s.reveal = 0.0
            self.anim.to(s, MOVE, delay=delay, ease="linear", reveal=1.0)

    def _fly_to(self, ghost: CardSprite, dest, face_down: bool = False) -> None:
        ghosts = self.sprites.ghosts
        if ghost not in ghosts:
            return

        def gone() -> None:
            if ghost in ghosts:
                ghosts.remove(ghost)

        ghost.alpha = 255.0
        if face_down:  # turned over as it leaves: where it goes, it is a secret
            self.anim.cancel(ghost)
            ghost.reveal = 0.0
        self.anim.to(ghost, MOVE, x=float(dest[0]), y=float(dest[1]), on_done=gone)

    def _gather_flights(self) -> None:
        """The discard pile is turned over into the stockpile (or the deck is gathered for a
        new round): the cards that left it fly there face down."""
        for s in list(self.sprites.ghosts):  # still fading from earlier moves too
            if s.key.startswith("card:"):
                self._fly_to(s, self.geo.stock.center, face_down=True)

    def _played_flights(self, seat, cards) -> None:
        """Cards another seat laid: from that seat's hand to the pile."""
        origin = layout.hand_centre(self.geo, seat)
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
        sprites = self.sprites.sprites
        for key, s in sprites.items():
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
        for key, s in sprites.items():
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
                self._fly_to(s, layout.hand_centre(self.geo, (self.shown + direction) % n), face_down=True)
        for key, s in self.sprites.sprites.items():
            p = self.places.get(key)
            if p is None or p.zone != "hand" or p.owner is None:
                continue
            giver = (p.owner - direction) % n
            if key.startswith("card:") and key not in self._arrived:
                continue  # a card that stayed (cannot happen, but never jump)
            self._fly_from(s, layout.hand_centre(self.geo, giver), flip=key.startswith("card:"))

    # ==== drawing ===========================================================================================
    def draw_pieces(self, surface: pygame.Surface) -> None:
        self._draw(surface, frozenset(), settled=True, moving=True)

    def settled_key(self):
        return (self.live_sprites(), self.drag.dragging)

    def draw_settled(self, surface: pygame.Surface) -> None:
        self._draw(surface, self.live_sprites(), settled=True, moving=False)

    def draw_moving(self, surface: pygame.Surface) -> None:
        self._draw(surface, self.live_sprites(), settled=False, moving=True)

    def _buried_ghosts(self) -> list[CardSprite]:
        """Ghosts of cards buried in the discard pile (they left the two shown): they slide
        under the pile, not over it (drawn on top they would flash back over the card just
        played)."""
        buried = set(self.view.get("discard") or [])
        return [g for g in self.sprites.ghosts
                if g.key.startswith("card:") and g.key[5:].isdigit() and int(g.key[5:]) in buried]

    def _draw(self, surface: pygame.Surface, live: frozenset[str], settled: bool, moving: bool) -> None:
        """The board's pieces: with ``settled`` what stays put (every card but the ``live``
        ones, the marks, the heads), with ``moving`` the live cards, ghosts and the picker."""
        geo, v, t = self.geo, self.view, self.t
        dragging = self.drag.dragging
        drawn: list[tuple[str, str]] = [] if settled else list(self._settled_drawn)
        if settled:
            to_act = self._to_act()
            art.draw_panels(surface, geo, to_act, self.glow)
            count = int(v.get("stock_count") or 0)
            if count:
                art.draw_stock(surface, geo, count, self.faces.get("back", *geo.stock.size))
            art.draw_match(surface, geo, v, self.text, t)
            under = self._buried_ghosts() if moving else []
            for s in under:
                s.draw(surface, self.faces)
                drawn.append((s.key, _shown_face(s)))
            for s in self.sprites.drawing_order():
                if s.key == dragging or s.key in live:
                    continue   # drawn under the pointer (draw_dragged), or over this picture
                s.draw(surface, self.faces, theme.GLOW if s.key in self.glow else None)
                drawn.append((s.key, _shown_face(s)))
            if moving:   # drawn in one go: ghosts over the cards, under the marks as before
                for s in self.sprites.ghosts:
                    if not any(s is g for g in under):
                        s.draw(surface, self.faces)
                        drawn.append((s.key, _shown_face(s)))
            art.draw_marks(surface, geo, v, self.text, t)
            heads = {s: self._head(s, s in to_act) for s in geo.seats}
            art.draw_panel_heads(surface, geo, v, heads, self.text, t)
            self._settled_drawn = list(drawn)
        if moving:
            if not settled:
                # a card sliding under the discard pile: the resting cards over it come back
                for g in self._buried_ghosts():
                    g.draw(surface, self.faces)
                    drawn.append((g.key, _shown_face(g)))
                    near = g.footprint().inflate(g.w // 2, g.h // 2)
                    over = [s for s in self.sprites.drawing_order() if s.key not in live and s.key != dragging
                            and not s.hidden and s.footprint().colliderect(near)]
                    self.settled_over(surface, [s.footprint() for s in over])
                    drawn += [(s.key, _shown_face(s)) for s in over]   # drawn again, over it
                for s in self.sprites.drawing_order():
                    if s.key in live and s.key != dragging:
                        s.draw(surface, self.faces, theme.GLOW if s.key in self.glow else None)
                        drawn.append((s.key, _shown_face(s)))
                under = self._buried_ghosts()
                for s in self.sprites.ghosts:
                    if not any(s is g for g in under):
                        s.draw(surface, self.faces)
                        drawn.append((s.key, _shown_face(s)))
            if self.picker is not None:
                d = self.drag
                hover = d.item_at(d.pointer, lambda it: it.id.startswith("btn:")) if not d.keyboard else None
                art.draw_picker(surface, geo, self.picker, self.picker_title, self.picks, hover,
                                d.focus if d.keyboard else None, self.text)
            self.last_drawn = drawn

    def _head(self, seat: int, to_act: bool):
        head = self.seat_head(seat, to_act, self.t("table.points", count=texts.points(self.view, seat)))
        if seat == self.geo.bottom:
            hand = (self.view.get("hands") or [None] * (seat + 1))[seat]
            key = "dodgy_dogs.table.your_hand" if hand is not None else "dodgy_dogs.table.hidden_hand"
            head.name = self.t(key, name=self.name(seat), count=texts.hand_count(self.view, seat))
        return head

    def draw_dragged(self, surface: pygame.Surface, centre) -> None:
        s = self.sprites.get(self.drag.dragging)
        if s is not None:
            self.draw_lifted_sprite(surface, s, centre, self.faces)
            self.last_drawn.append((s.key, _shown_face(s)))
        elif self.drag.dragging == "stock":
            self.draw_lifted(surface, self.faces.get("back", *self.geo.card), centre)


def _shown_face(s: CardSprite) -> str:
    return s.face if s.reveal >= 0.5 else s.back


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
