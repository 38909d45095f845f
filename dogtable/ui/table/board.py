"""The board kit: what every game's board does, so that a board says only what is its own.

``Board`` implements the GameView contract the table scene talks to (docs/architecture.md):
``set_rect``, ``show``, ``animate``, ``busy``, ``handle_event``, ``update``, ``draw``,
``on_language``, ``regions``, and for a resting app ``next_frame_in`` and ``cancel_gesture``.

A game's board (games/<id>/view/board.py) subclasses it and provides:

    well_formed(view) -> bool         the view has the shape rules.view() gives
    layout() -> geometry              where everything goes for self.rect and self.view; the
                                      geometry has .font, .pad and .status (the status panel's
                                      rect) and may have .regions() (named rects for tests)
    place(snap)                       put the pieces for the new view: sprites
                                      (self.sprites.sync) or flights (self.flights.start)
    status_lines() -> [(text, style)] style: head | strong | warn | body | how
    button_specs() -> [ButtonSpec]    buttons for the legal actions with no piece to drag
    items() -> [Item]; bindings() -> [Binding]   what the pointer touches, what it may do
    guess(source, target) -> Action | None       the nearest meaning of a gesture that no
                                      binding matches (target None: a click); the kit sends it
                                      to the engine, so the player reads the engine's reason
    tooltip_lines(item) -> [str]      the full text of a thing (the first line is its name)
    paint_background() -> Surface     what never changes while the layout stays (cached)
    paint_static() -> Surface | None  the board at rest over the background (cached until
                                      invalidate(); boards of sprites return None)
    draw_pieces(surface)              what moves: sprites, flights, marks over them
      or, split (a board of sprites): settled_key() -> key | None, draw_settled(surface)
                                      (what stays put, composed once per key over the
                                      cached layers) and draw_moving(surface) (drawn over it
                                      every frame; live_sprites() says which cards move)
    draw_dragged(surface, centre)     the picture under the pointer while dragging
    react(events) -> [sound]          the last move's glow and sounds
  optional: cancel_mode() -> bool (Escape leaves a board mode), home_of(source) (a piece
  let go over its own place goes home without a word), button_columns(width),
  status_area() / button_area() (where the text and the buttons go inside geo.status),
  background() (the cached background, for a static layer painted over it),
  target_items(action) (the items a move lands on, for hints and the coach; default: its
  bindings' targets),
  turn_key(view) (what "the turn moved on" means), table_key(view) (a new game).

The kit gives: texts (t, name, kind_label, count words through the locale's plural forms),
gestures and refusals (submit, the drag controller, Escape order), the status panel, the
button row whose buttons keep their places, player panel heads (panels.draw_seat_head),
feedback (clickable outlines, legal targets, selection, keyboard focus), the tooltip (placed
off the thing it explains and gone when the turn moves on), the chooser, cached layers, and
``next_frame_in`` so the app draws only when something changes.
"""
from __future__ import annotations

import traceback

import pygame

from dogtable.core.rules import Action

from . import layout as table_layout
from dogtable.ui import theme
from .animator import Animator
from .buttons import ButtonRow, ButtonSpec
from .drag import Binding, DragController, Item
from .flights import Flights, SpriteTable
from .layers import rest_layers, settled_picture
from .panels import SeatHead, draw_seat_head
from .sound import play_each_once
from .sprites import draw_shadow
from .status import StatusPanel
from .text import TextCache, readable_floor
from .widgets import Tooltip, draw_focus, draw_selected, draw_target

__all__ = ["Board", "ButtonSpec", "Binding", "Item", "SeatHead", "draw_seat_head"]

LAYOUT_ERRORS = (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError, AttributeError)


class Board:
    GAME = ""   # the game's locale namespace ("dogs_alone"); refusals without one use table.*

    def __init__(self, ctx):
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 1280, 720)
        self.text = TextCache()
        self.anim = Animator(ctx.anim_speed)
        self.drag = DragController(self._on_binding, self._on_miss, self._on_dropped,
                                   lambda: self.t("table.cancel"), unbound=self._on_unbound)
        self.tooltip = Tooltip()
        self.sprites = SpriteTable(self.anim)
        self.flights = Flights(self.anim)
        self.status = StatusPanel(self.text)
        self.buttons = ButtonRow(self.text)
        self.view: dict | None = None
        self.legal: list[Action] = []
        self.seat: int | None = None     # whose eyes (None: the public view)
        self.shown = 0                   # the seat whose side of the table is drawn large
        self.geo = None
        self.glow: set[str] = set()
        self.clock = 0.0
        self._bg: pygame.Surface | None = None
        self._static: pygame.Surface | None = None
        # (background, static layer, the two composed): see _rest_layers
        self._composed: tuple[pygame.Surface, pygame.Surface, pygame.Surface] | None = None
        # (settled_key, the rest layers, the settled picture): see _settled_layer
        self._settled: tuple | None = None
        self._live: frozenset[str] = frozenset()
        self._snap_next = True
        self._clickable: list[str] = []
        self._status_at = (0, 0)
        self.keep_clear: list[pygame.Rect] = []   # rects the scene points at (a coach, a hint)

    # ==== hooks a board provides (defaults do nothing) ==========================================
    def well_formed(self, view) -> bool:
        return isinstance(view, dict)

    def layout(self):
        raise NotImplementedError

    def place(self, snap: bool) -> None:
        pass

    def status_lines(self) -> list[tuple[str, str]]:
        return []

    def button_specs(self) -> list[ButtonSpec]:
        return []

    def items(self) -> list[Item]:
        return []

    def bindings(self) -> list[Binding]:
        return []

    def guess(self, source: str, target: str | None) -> Action | None:
        return None

    def tooltip_lines(self, item: str) -> list[str]:
        return []

    def paint_background(self) -> pygame.Surface:
        bg = pygame.Surface(self.rect.size)
        bg.fill(theme.FELT)
        return bg

    def paint_static(self) -> pygame.Surface | None:
        return None

    def draw_pieces(self, surface: pygame.Surface) -> None:
        pass

    def settled_key(self):
        """None: every frame draws the rest layers and ``draw_pieces``.  Otherwise a board
        split in two (``draw_settled``, what stays put; ``draw_moving``, drawn over it every
        frame): the key says which pieces count as moving, and the settled picture is drawn
        again only when it changes (or the board is invalidated)."""
        return None

    def draw_settled(self, surface: pygame.Surface) -> None:
        pass

    def settled_over(self, surface: pygame.Surface, rects) -> None:
        """Blit the settled picture back over ``rects``: what slides under resting cards (a
        card buried in a pile) is drawn first, then the cards above it come back over it."""
        if self._settled is None:
            return
        pic = self._settled[2]
        for r in rects:
            r = pygame.Rect(r).clip(self.rect)
            if r.width > 0 and r.height > 0:
                surface.blit(pic, r.topleft, r)

    def live_sprites(self) -> frozenset[str]:
        """The sprites a split board draws over its settled picture: those moving now and
        those that moved since the table last stood still (one card landing while others
        still fly does not compose the picture again; it joins it when all have landed)."""
        moving = {id(tw.obj) for tw in self.anim.tweens if tw.props}
        now = {k for k, s in self.sprites.sprites.items() if id(s) in moving}
        if not now and not self.sprites.ghosts:
            self._live = frozenset()
        elif not now <= self._live:
            self._live = self._live | now
        return self._live

    def draw_moving(self, surface: pygame.Surface) -> None:
        pass

    def draw_dragged(self, surface: pygame.Surface, centre: tuple[float, float]) -> None:
        pass

    def react(self, events) -> list[str]:
        return []

    def cancel_mode(self) -> bool:
        return False

    def home_of(self, source: str) -> str | None:
        """The item a piece rests on (its hand, its row): let go there, it simply goes home."""
        return None

    def target_items(self, action: Action) -> list[str]:
        """The items ``action`` lands on, for a hint or the coach to point at: the targets of
        the bindings that carry it.  A board whose moves go through steps of its own (Dog
        Lover: a trick, then the grid cells it takes) answers the places itself."""
        return list(dict.fromkeys(b.target for b in self.drag.bindings
                                  if b.action == action and b.target is not None))

    def tooltip_anchor(self, item: str, rect: pygame.Rect) -> pygame.Rect:
        """What ``item``'s tooltip goes beside, never over (DOGS widens a pen to its row)."""
        return rect

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """Where a tooltip had better not go when there is room elsewhere (the other
        players' panels, say); a (rect, weight) pair counts ``weight`` times."""
        return []

    def turn_key(self, view: dict):
        return (view.get("current"), view.get("phase"))

    def table_key(self, view: dict):
        return view.get("players", view.get("n"))

    def button_columns(self, width: int) -> int:
        return 2 if width >= 240 else 1

    def status_area(self) -> pygame.Rect:
        """Where the status text goes (above the buttons)."""
        geo = self.geo
        return geo.status.inflate(-2 * geo.pad, -2 * geo.pad)

    def button_area(self) -> pygame.Rect:
        """Where the buttons go (bottom-aligned)."""
        geo = self.geo
        return geo.status.inflate(-2 * geo.pad, -2 * geo.pad)

    # ==== the GameView contract =================================================================
    def set_rect(self, rect) -> None:
        rect = pygame.Rect(rect)
        rect.width, rect.height = max(rect.width, 1), max(rect.height, 1)
        if rect != self.rect or self.geo is None:
            self.rect = rect
            floor = readable_floor(rect.height, table_layout.zoom())
            if floor != self.text.floor:   # words drawn at the old floor are drawn again
                self.text.clear()
                self.text.floor = floor
            self.invalidate(background=True)
            self._snap_next = True
            if self.view is not None:
                self.rebuild()

    def show(self, view: dict, legal, seat: int | None) -> None:
        try:
            good = self.well_formed(view)
        except Exception:
            good = False
        if not good:
            return   # keep showing the last good board rather than draw half of one
        old = self.view
        if old is None or seat != self.seat or self.table_key(view) != self.table_key(old):
            self._snap_next = True   # other eyes (a hand-off) or a new game: no flights
            self.drag.cancel()
            self.tooltip.reset()
        elif self.turn_key(view) != self.turn_key(old):   # what was explained is stale
            self.tooltip.reset(hush=self.drag.keyboard)
        self.view = view
        self.legal = list(legal or [])
        self.seat = seat
        if seat is not None:
            self.shown = seat
        self.rebuild()

    def animate(self, events, seat: int | None) -> None:
        try:
            sounds = self.react(list(events or []))
        except Exception:  # a glow we cannot work out never stops the table
            traceback.print_exc()
            sounds = []
        self.invalidate()
        play_each_once(self.ctx, sounds)

    def busy(self) -> bool:
        return self.anim.busy()

    def handle_event(self, event) -> bool:
        used = self._handle_event(event)
        # a row held still for the pointer (its gaps, the room of cards gone) that the pointer
        # has left is laid out afresh (not mid-drag: the drop brings a new view anyway)
        if event.type == pygame.MOUSEMOTION and not self.drag.dragging and self.view is not None \
                and self.geo is not None and self.release_held_rows():
            self.rebuild()
        return used

    def release_held_rows(self) -> bool:
        """Hook: a board that holds a row still while the pointer is on it lets go of every
        such row the pointer has left, and says whether it did (the board then lays out
        afresh, so no gap stays where cards left)."""
        return False

    def _handle_event(self, event) -> bool:
        if self.view is None or self.geo is None or self.drag.outside(event, self.rect):
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.cancel_gesture()
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3:
            if self.drag.cancel() or self.cancel_mode():
                self.rebuild()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            # a click is the player acting, not asking: no tooltip until the pointer moves on
            # (the thing clicked may fly off and take its tooltip along over the board)
            self.drag.hover = None
            self.tooltip.reset()
        return self.drag.handle_event(event)

    def cancel_gesture(self) -> bool:
        """Escape: drop a drag, a chooser or a selection, else leave a board mode. True if
        there was one (the scene opens the pause menu only when there was none)."""
        if self.drag.cancel():
            return True
        if self.cancel_mode():
            self.rebuild()
            return True
        return False

    def lose_focus(self) -> None:
        """Another scene covers the board: its tooltip and any drag or chooser go."""
        self.drag.cancel()
        self.drag.hover = None
        self.drag.keyboard = False   # a focus tooltip would come back under the covering scene
        self.tooltip.reset()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        if self.flights.landed():
            self.invalidate()
        tip = self.drag.tip_item()
        item = self.drag.items.get(tip) if tip else None
        if item is not None and not self.drag.keyboard and not item.rect.collidepoint(self.drag.pointer):
            item = None   # it moved away from under the pointer: its tooltip does not follow it
        self.tooltip.update(dt, tip if item and item.tip else None,
                            self.tooltip_anchor(tip, item.rect) if item else None)

    def next_frame_in(self) -> float | None:
        """0: draw the next frame (something moves); t: nothing changes for t seconds;
        None: at rest until input."""
        d = self.drag
        if self.anim.busy() or self.flights or self.sprites.ghosts or d.dragging:
            return 0.0
        return self.tooltip.due_in()

    def on_language(self) -> None:
        self.text.clear()
        self.invalidate(background=True)
        if self.view is not None:
            self.rebuild()

    def regions(self) -> dict[str, pygame.Rect]:
        geo = self.geo
        if geo is None or not hasattr(geo, "regions"):
            return {}
        return {k: pygame.Rect(v) for k, v in geo.regions().items()}

    # ==== texts ==================================================================================
    def t(self, key: str, **params) -> str:
        try:
            return str(self.ctx.t(key, **params))
        except Exception:  # a translation problem never stops the board
            return key.rsplit(".", 1)[-1].replace("_", " ")

    def name(self, seat) -> str:
        names = getattr(self.ctx, "seat_names", None) or []
        if isinstance(seat, int) and 0 <= seat < len(names):
            return str(names[seat])
        return f"#{(seat or 0) + 1}"

    def kind_label(self, seat: int) -> str:
        """'' for a human here, "remote" for one elsewhere, else what kind of computer."""
        if seat in getattr(self.ctx, "remote_seats", ()):
            return self.t("table.remote_seat")
        kinds = getattr(self.ctx, "seat_kinds", None) or []
        if (kind := kinds[seat] if 0 <= seat < len(kinds) else "human") == "human":
            return ""
        level = self.t(f"app.setup.kind_{kind}") if kind in ("easy", "medium", "hard") else kind
        return f"{self.t('table.computer')} ({level.lower()})"

    def seat_head(self, seat: int, to_act: bool, score: str | None = None) -> SeatHead:
        """The panel head; its running score is left out when the family hid running scores
        (the table's ``ctx.show_scores()``; a context without it shows them)."""
        if score is not None and not self.scores_shown():
            score = None
        return SeatHead(seat, self.name(seat), self.kind_label(seat), to_act, score)

    def scores_shown(self) -> bool:
        ask = getattr(self.ctx, "show_scores", None)
        if not callable(ask):
            return True
        try:
            return bool(ask())
        except Exception:
            return True

    # ==== rebuilding after a change ===============================================================
    def invalidate(self, background: bool = False) -> None:
        """Repaint the cached picture of the board at rest (and its background)."""
        self._static = None
        self._settled = None if self._settled is None else (None, (), self._settled[2])
        if background:
            self._bg = None

    def background(self) -> pygame.Surface:
        """The cached background (a static layer may be painted over a copy of it)."""
        if self._bg is None:
            self._bg = self.paint_background()
        return self._bg

    def rebuild(self) -> None:
        try:
            geo = self.layout()
        except LAYOUT_ERRORS:
            traceback.print_exc()
            return   # a malformed view draws nothing new rather than crash the table
        if geo is None:
            return
        self.geo = geo
        snap = self._snap_next or self.anim.factor() <= 0
        self._snap_next = False
        self.sprites.held = self.drag.dragging
        try:
            self.place(snap)
        except LAYOUT_ERRORS:
            traceback.print_exc()
        self.layout_panel()
        self.drag.set_items(self.items())
        binds: list[Binding] = []
        if self.seat is not None:
            ids = set(self.drag.items)
            binds = [b for b in self.bindings()
                     if b.source in ids and (b.target is None or b.target in ids)]
        self.drag.set_bindings(binds)
        self._clickable = list(dict.fromkeys(b.source for b in binds if not b.source.startswith("btn:")))
        if self.view.get("phase") == "over":
            self.drag.cancel()
        self.invalidate()

    def layout_panel(self) -> None:
        """The status text and the buttons inside geo.status: buttons at the bottom in stable
        cells, the text above them, wrapped and never cut mid-sentence."""
        geo = self.geo
        area = self.status_area()
        font = geo.font
        specs = self.button_specs() if self.seat is not None else []
        bh = ButtonRow.height_for(self.rect.height, font)
        gap = max(3, geo.pad // 2 + 2)
        row = self.button_area()
        top = self.buttons.set(specs, row, self.button_columns(row.width), bh, gap,
                               turn=(self.seat, self.view.get("current")))
        self.status.set(self.status_lines())
        self.status.fit(area.width, max(0, top - area.y - (gap if specs else 0)), font)
        self._status_at = area.topleft

    # ==== gestures ================================================================================
    def submit(self, action: Action) -> None:
        if self.seat is None or action is None:
            return
        try:
            self.ctx.submit(self.seat, action)
        except Exception:  # the scene reports its own failures; the board stays usable
            traceback.print_exc()

    def _on_binding(self, b: Binding) -> None:
        self.submit(b.action)

    def _on_dropped(self, source: str, centre) -> None:
        self.sprites.settle(source, centre)

    def _on_miss(self, source: str, target: str | None) -> None:
        """A gesture that no legal action matches: its nearest meaning goes to the engine,
        which answers with its reason; with no meaning at all, say so."""
        if self.seat is None:
            return
        try:
            action = self.guess(source, target)
        except LAYOUT_ERRORS:
            action = None
        if action is not None:
            self.submit(action)
        elif target is not None and target != source and target != self.home_of(source):
            self.ctx.show_message(self.t("table.cannot_drop_here"))

    def _on_unbound(self, item: str) -> None:
        """A click on something with no legal move (a card, or a button shown while the engine
        would refuse it): the same answer a drag of it would get."""
        self._on_miss(item, None)

    # ==== drawing =================================================================================
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.geo is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            key = self.settled_key()
            if key is None:
                for layer in self._rest_layers():
                    surface.blit(layer, self.rect.topleft)
                self.draw_pieces(surface)
            else:   # the pieces at rest come composed with the board; only moving ones are drawn
                # (the family may hide running scores while the table waits: the heads follow)
                surface.blit(self._settled_layer((key, self.scores_shown())), self.rect.topleft, self.rect)
                self.draw_moving(surface)
            self.status.draw(surface, self._status_at)
            self.draw_buttons(surface)
            self.draw_feedback(surface)
            centre = self.drag.drag_center()
            if centre is not None:
                self.draw_dragged(surface, centre)
            self.draw_tooltip(surface)
            if self.drag.chooser is not None:
                self.drag.chooser.draw(surface, self.text, self.rect, max(12, self.geo.font))
        finally:
            surface.set_clip(clip)

    def _settled_layer(self, key) -> pygame.Surface:
        """The rest layers with ``draw_settled`` over them, composed once per ``key`` and
        repaint (layers.settled_picture)."""
        layers = self._rest_layers()
        cached = self._settled
        if cached is not None and cached[0] == key and cached[1] == layers:
            return cached[2]
        pic = settled_picture(self.rect, layers, self.draw_settled,
                              cached[2] if cached is not None else None)
        self._settled = (key, layers, pic)
        return pic

    def _rest_layers(self) -> tuple[pygame.Surface, ...]:
        """The board at rest, as few full-board pictures as possible (layers.rest_layers)."""
        bg = self.background()
        if self._static is None:
            self._static = self.paint_static() or False
        out, self._composed = rest_layers(bg, self._static, self._composed)
        return out

    def draw_buttons(self, surface: pygame.Surface) -> None:
        d = self.drag
        hover = d.item_at(d.pointer, lambda it: it.id.startswith("btn:")) if not d.keyboard else None
        self.buttons.draw(surface, hover, d.focus if d.keyboard else None)

    def draw_feedback(self, surface: pygame.Surface) -> None:
        d = self.drag
        items = d.items
        hot = d.hot()
        if not d.dragging and not d.selected:
            # what a click does something with: a thin outline, so a first game has a start
            # (around the part that shows: an overlapped card's outline never crosses the
            # cards above it)
            for i in self._clickable:
                seen = d.uncovered(i)
                if seen is not None:
                    pygame.draw.rect(surface, theme.TARGET, seen.inflate(4, 4), width=1,
                                     border_radius=max(3, min(seen.width, seen.height) // 9))
        # targets pulse only while something is dragged (frames run then anyway); a picked
        # item's targets are outlined steadily, so a player pondering costs no frames
        pulse = self.clock if d.dragging else 0.0
        for i in d.highlighted():
            it = items.get(i)
            if it is not None:
                draw_target(surface, it.rect, i == hot, pulse)
        if d.selected and d.selected in items:
            draw_selected(surface, items[d.selected].rect)
        if d.keyboard and d.focus in items:
            draw_focus(surface, items[d.focus].rect)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        tip = self.tooltip.visible()
        if not tip:
            return
        try:
            lines = self.tooltip_lines(tip)
        except LAYOUT_ERRORS:
            lines = []
        avoid = [b.rect for b in self.buttons if b.rect is not None] + list(self.tooltip_avoid())
        if self.drag.keyboard:   # the next things Tab reaches stay in sight where there is room
            avoid += [self.drag.items[i].rect for i in self.drag.ring()
                      if i in self.drag.items and i != tip]
        # the places the explained thing can go now stay in sight (a focused hand card's tip
        # once hid the pile it was about to be played on), as does what a scene points at
        items = self.drag.items
        targets = [items[i].rect for i in self.drag.targets_for(tip) if i in items]
        self.tooltip.draw(surface, lines, self.text, self.rect, size=max(12, self.geo.font),
                          avoid=avoid, pointer=None if self.drag.keyboard else self.drag.pointer,
                          keep=[r for r in self.keep_clear if r is not None] + targets
                          + self.status_text_rects())

    def status_text_rects(self) -> list[pygame.Rect]:
        """Where the status panel's words are: the instruction line there is what a player
        reads next, so a tooltip (one shown on keyboard focus above all) never covers it."""
        surfs = getattr(self.status, "surfaces", None) or []
        if not surfs or self.geo is None:
            return []
        x, y = self._status_at
        return [pygame.Rect(x, y, max(s.get_width() for s in surfs), sum(s.get_height() for s in surfs))]

    def draw_lifted_sprite(self, surface: pygame.Surface, sprite, centre, faces) -> None:
        """A card sprite carried under the pointer: a little larger, outlined, with its shadow
        (its place on the board is left as it is)."""
        x, y, scale = sprite.x, sprite.y, sprite.scale
        sprite.x, sprite.y, sprite.scale = centre[0], centre[1], 1.08
        try:
            draw_shadow(surface, sprite.footprint())
            sprite.draw(surface, faces, theme.SELECTED)
        finally:
            sprite.x, sprite.y, sprite.scale = x, y, scale

    def draw_lifted(self, surface: pygame.Surface, pic: pygame.Surface, centre) -> None:
        """A picture carried under the pointer, with its shadow."""
        at = pic.get_rect(center=(round(centre[0]), round(centre[1])))
        draw_shadow(surface, at, 4)
        surface.blit(pic, at)
