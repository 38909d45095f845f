"""The Dog Lover board: draws a seat's view and turns gestures into the engine's actions.

It implements the GameView contract of docs/HELPERS.md.  The grid with the Watch Dog, the
deck and supply, the tricks on offer, the shelter and every player's area are drawn from the
view alone (view_layout places them, view_art paints the cards); the legal actions become
click and drag bindings (view_gestures), and a gesture that matches none is still sent to the
engine with its nearest meaning, so the player reads the engine's reason.  Everything at rest
is one cached picture, re-painted only when the view changes; a frame adds the highlights, the
retrieve preview, the flights of moved cards, the buttons, the dragged card and the tooltip.
"""
from __future__ import annotations

import random
import traceback

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table import theme
from dogtable.ui.table.animator import Animator
from dogtable.ui.table.cardart import check_mark, triangle
from dogtable.ui.table.drag import DragController, Item
from dogtable.ui.table.layout import clamp
from dogtable.ui.table.sprites import draw_shadow
from dogtable.ui.table.sound import play_each_once
from dogtable.ui.table.text import TextCache
from dogtable.ui.table.widgets import (
    Tooltip, draw_badge, draw_button, draw_focus, draw_selected, draw_target,
)

from . import view_art as art
from .cards import (
    ADOPTION, BONE, DOG, END_GAME, FETCH, FETCH_CARD, FOOD, RESCUE, STARTING_TRICKS, THING,
    TRAINING, TRAIT, TRICK, WALK, WILD, dog_needs, dog_size, dog_vp, food, index, kind,
    rescue, thing, trait, trait_index, trick_cost, trick_shape,
)
from .view_gestures import Pick, action_label, bindings, guess, options, retrieve_cells, retrieve_line
from .view_layout import Geometry, card_size, dog_parts, geometry, hand_order, placements, spread

P = "dog_lover."
FLIGHT = 0.35        # seconds a moved card travels at normal speed


# ==== words for the log (the table scene's hook) ====================================================

def card_name(card, t, special: bool = False) -> str:
    """A component's name in the current language."""
    if not isinstance(card, int) or isinstance(card, bool):
        return "?"
    try:
        k, i = kind(card), index(card)
    except ValueError:
        return str(card)
    if k == DOG:
        return t(f"{P}dog.{i}")
    if k == RESCUE:
        return t(f"{P}rescue.{i}")
    if k == TRAIT:
        return t(f"{P}trait.{i}")
    if k == THING:
        return t(f"{P}thing.{thing(card)}")
    if k == FOOD:
        colour, count = food(card)
        if colour == WILD:
            return t(f"{P}card.wild")
        return t(f"{P}card.food_double" if count > 1 else f"{P}card.food", colour=t(f"{P}colour.{colour}"))
    if k == TRICK:
        if card in STARTING_TRICKS:
            return t(f"{P}trick.special.{i}") if special else t(f"{P}trick.standard")
        return t(f"{P}trick.dog.{card - 142}")
    return t(f"{P}card.{k}")


def resolve_log_params(params: dict, t, seat_names) -> dict:
    """Dog Lover log and refusal parameters as words (see the top of describe.py)."""
    out = {}
    for key, value in (params or {}).items():
        if isinstance(value, bool) or not isinstance(value, int):
            out[key] = value
        elif key == "player":
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        elif key in ("card", "onto", "trick"):
            out[key] = card_name(value, t)
        elif key == "line" and 0 <= value < 6:
            out[key] = t(f"{P}line.{value}")
        elif key == "colour" and 0 <= value < 4:
            out[key] = t(f"{P}colour.{value}")
        else:
            out[key] = value
    return out


class Flyer:
    """A card travelling from its old place to its new one (``k`` from 0 to 1)."""

    __slots__ = ("key", "src", "dst", "k")

    def __init__(self, key: str, src: pygame.Rect, dst: pygame.Rect):
        self.key, self.src, self.dst, self.k = key, pygame.Rect(src), pygame.Rect(dst), 0.0

    def rect(self) -> pygame.Rect:
        k = self.k
        r = pygame.Rect(0, 0, round(self.src.width + (self.dst.width - self.src.width) * k),
                        round(self.src.height + (self.dst.height - self.src.height) * k))
        r.center = (round(self.src.centerx + (self.dst.centerx - self.src.centerx) * k),
                    round(self.src.centery + (self.dst.centery - self.src.centery) * k))
        return r


class DogLoverView:
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
        self.shown = 0                   # whose area is the large one
        self.geo: Geometry | None = None
        self.places: dict[str, pygame.Rect] = {}
        self.flyers: list[Flyer] = []
        self.buttons: list[tuple[str, str, pygame.Rect]] = []
        self.glow: set[int] = set()
        self.clock = 0.0
        self._lang_version = 0
        self.words = art.Words(self._t, "0")
        self.pick_trick: int | None = None    # the retrieve dialogue: picked trick ...
        self.pick_cell: int | None = None     # ... the clicked cell ...
        self.pick_index = 0                   # ... and which of its placements is shown
        self.scores: dict[int, object] = {}   # at the end: each seat's breakdown
        self._static: pygame.Surface | None = None
        self._snap_next = True
        self._clickable: list[str] = []
        self.last_drawn: set[int] = set()     # cards the last static picture showed (tests)
        self.drawn_texts: list[str] = []

    # ==== the GameView contract ====================================================================
    def set_rect(self, rect) -> None:
        rect = pygame.Rect(rect)
        rect.width, rect.height = max(rect.width, 1), max(rect.height, 1)
        if rect != self.rect or self.geo is None:
            self.rect = rect
            self._snap_next = True
            if self.view is not None:
                self._rebuild()

    def show(self, view: dict, legal, seat: int | None) -> None:
        if not _well_formed(view):
            return   # keep the last good board rather than draw half a one
        if seat != self.seat or self.view is None or view.get("players") != self.view.get("players"):
            self._snap_next = True
            self.drag.cancel()
        changed = self.view is None or view.get("grid") != self.view.get("grid") or \
            view.get("tricks") != self.view.get("tricks")
        self.view = view
        self.legal = list(legal or [])
        self.seat = seat
        if seat is not None:
            self.shown = seat
        if changed or not any(a.kind == "retrieve" for a in self.legal):
            self._reset_pick()
        self.scores = self._final_scores() if view.get("phase") == "over" else {}
        self._rebuild()

    def animate(self, events, seat: int | None) -> None:
        """The last move's glow and sounds (the flights come from ``show``'s comparison)."""
        sounds = []
        glow: set[int] = set()
        for e in events or []:
            d = getattr(e, "data", None)
            if not isinstance(d, dict):
                continue
            k = e.kind
            if k in ("DlCardTaken", "DlTucked", "DlTraitAttached", "DlRescued", "DlTrickLearned",
                     "DlFetchPlaced", "DlFoodGained"):
                sounds.append("card")
            elif k in ("DlGridRefilled", "DlGameStarted"):
                sounds.append("shuffle")
            for key in ("card", "dog"):
                if isinstance(d.get(key), int) and not isinstance(d.get(key), bool):
                    glow.add(d[key])
            if k == "DlGridRefilled":
                glow.update(c for c in d.get("drawn") or [] if isinstance(c, int))
        if glow:
            self.glow = glow
            self._static = None
        play_each_once(self.ctx, sounds)

    def busy(self) -> bool:
        return self.anim.busy()

    def handle_event(self, event) -> bool:
        if self.view is None or self.geo is None or self.drag.outside(event, self.rect):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3 and \
                (self.pick_trick is not None or self.pick_cell is not None):
            self._reset_pick()
            self._rebuild()
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
        self._lang_version += 1
        self.words = art.Words(self._t, str(self._lang_version))
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

    def _card(self, card) -> str:
        return card_name(card, self._t, card in (self.view or {}).get("special", []))

    # ==== the end: scores ==============================================================================
    def _final_scores(self) -> dict[int, object]:
        """Each seat's breakdown, asked of the engine (every hand is shown at the end)."""
        try:
            from .scoring import score_seat
            state = self.ctx.rules.resample(self.view, 0, random.Random(0))
            return {s: score_seat(state, s) for s in range(self.view["players"])}
        except Exception:  # no breakdown rather than no board
            traceback.print_exc()
            return {}

    # ==== the retrieve dialogue =========================================================================
    def _reset_pick(self) -> None:
        self.pick_trick = None
        self.pick_cell = None
        self.pick_index = 0

    def pick_options(self) -> list[Action]:
        if self.pick_cell is None or self.view is None:
            return []
        return options(self.legal, self.view.get("special") or [], self.pick_trick, self.pick_cell)

    def preview(self) -> Action | None:
        opts = self.pick_options()
        return opts[self.pick_index % len(opts)] if opts else None

    def _pick(self, step: Pick) -> None:
        if step.what == "trick":
            if self.pick_trick == step.arg:
                self._reset_pick()
            else:
                self.pick_trick = step.arg
                if self.pick_cell is not None and not self.pick_options():
                    self.pick_cell = None
                self.pick_index = 0
        elif step.what == "cell":
            if self.pick_cell == step.arg:
                self.pick_index += 1
            else:
                self.pick_cell = step.arg
                self.pick_index = 0
                if not self.pick_options():
                    self.pick_cell = None
                    self._on_miss(f"cell:{step.arg}", None)
                    return
        elif step.what == "next":
            self.pick_index += 1
        self._rebuild()

    # ==== rebuilding after a change =====================================================================
    def _rebuild(self) -> None:
        v = self.view
        try:
            n = int(v["players"])
            geo = self.geo
            if geo is None or geo.rect != self.rect or len(geo.panels) != n or geo.order[0] != self.shown:
                geo = geometry(self.rect, n, self.shown)
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
        binds = []
        if self.seat is not None:
            opts = self.pick_options()
            binds = bindings(self.legal, self.seat, v, self._t, self.preview(), len(opts) > 1)
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
            if src is None and old:
                card = int(key[5:])
                if card in self.view["grid"]:
                    src = geo.deck          # a new card in the grid comes from the deck
            if src is None or src == dst:
                continue
            f = Flyer(key, src, dst)
            self.flyers.append(f)
            self.anim.to(f, FLIGHT, k=1.0)

    # ==== items (what the pointer can touch) =============================================================
    def _items(self) -> list[Item]:
        v, geo = self.view, self.geo
        me = self.seat
        items: list[Item] = []
        for c, rect in enumerate(geo.cells):
            items.append(Item(f"cell:{c}", rect.copy(), target=True, z=5))
        for line, rect in enumerate(geo.lines):
            items.append(Item(f"line:{line}", rect.copy(), target=True, z=5))
        items.append(Item("deck", geo.deck.union(geo.deck_text), z=2))
        for colour, rect in enumerate(geo.supply):
            items.append(Item(f"supply:{colour}", rect.copy(), z=2))
        for slot, card in enumerate(v["trick_display"][:3]):
            items.append(Item(f"display:{slot}", geo.display_slots[slot].copy(), z=5))
        for slot, card in enumerate(v["shelter"][:3]):
            items.append(Item(f"shelter:{slot}", geo.shelter_slots[slot].copy(), z=5))
        for s, p in geo.panels.items():
            mine = s == me
            items.append(Item(f"player:{s}", p.name.copy(), z=2))
            for colour, rect in enumerate(p.cubes):
                items.append(Item(f"cube:{s}:{colour}", rect.copy(), z=3))
            items.append(Item(f"handcount:{s}", p.hand_badge.copy(), z=3))
            for i, (dog, _t, _tk) in enumerate(v["dogs"][s]):
                rect = self.places.get(f"card:{dog}")
                if rect is not None:
                    items.append(Item(f"dog:{dog}", rect.copy(), target=mine, z=10 + i))
            for i, trick in enumerate(v["tricks"][s]):
                rect = self.places.get(f"card:{trick}")
                if rect is not None:
                    items.append(Item(f"trick:{trick}", rect.copy(), z=10 + i))
            if mine:
                for i, c in enumerate(hand_order(v["hands"][s] or [])):
                    rect = self.places.get(f"card:{c}")
                    if rect is not None:
                        items.append(Item(f"hand:{c}", rect.copy(), draggable=True, z=10 + i))
        for i, c in enumerate(v.get("pending") or []):
            rect = self.places.get(f"card:{c}")
            if rect is not None:
                items.append(Item(f"pend:{c}", rect.copy(), draggable=v["current"] == me, z=40 + i))
        rect = self.places.get(f"card:{FETCH_CARD}")
        if rect is not None and v.get("fetch_holder") is not None and FETCH_CARD not in v["grid"]:
            items.append(Item("fetch", rect.copy(), draggable=v["fetch_holder"] == me, z=50))
        side = self._side_spot()
        if side is not None:
            items.append(Item("side:1", side.copy(), z=50))
        for bid, _label, rect in self.buttons:
            # a button answers a click even when its action is not legal now (the engine's reason)
            items.append(Item(bid, rect.copy(), target=True, tip=False, z=200))
        return items

    def _side_spot(self) -> pygame.Rect | None:
        """While the side of a starting trick is chosen: where its special side is shown."""
        v = self.view
        if v.get("phase") != "sides" or self.seat is None or v.get("current") != self.seat:
            return None
        mine = v["tricks"][self.seat]
        rect = self.places.get(f"card:{mine[0]}") if mine else None
        if rect is None:
            return None
        p = self.geo.panels[self.seat]
        spot = rect.move(rect.width + max(6, rect.width // 3), 0)
        if not p.rect.contains(spot):
            spot = pygame.Rect(p.extra.x + 1, rect.y, rect.width, rect.height)
        return spot

    # ==== buttons and the status panel =================================================================
    def _button_specs(self) -> list[tuple[str, str]]:
        v = self.view
        if self.seat is None or v.get("current") != self.seat or v.get("phase") == "over":
            return []
        kinds = {a.kind for a in self.legal}
        specs: list[tuple[str, str]] = []
        if "trick_side" in kinds:
            specs.append(("btn:side:0", self._t(f"{P}board.side_standard")))
            specs.append(("btn:side:1", self._t(f"{P}board.side_special")))
        if self.pick_trick is not None or self.pick_cell is not None:
            specs.append(("btn:cancel_pick", self._t("table.cancel")))
        if len(self.pick_options()) > 1:
            specs.append(("btn:next", self._t(f"{P}board.next")))
        pv = self.preview()
        if pv is not None:
            specs.append(("btn:take", action_label(pv, self._t, v)))
        if v.get("phase") == "turn" and self.legal:
            specs.append(("btn:end_turn", self._t(f"{P}action.end_turn")))
        return specs

    def _build_buttons(self) -> None:
        geo = self.geo
        specs = self._button_specs()
        self.buttons = []
        if not specs:
            return
        row = geo.button_row
        gap = max(3, geo.pad)
        bw = min(int(geo.font * 11), (row.width - gap * (len(specs) - 1)) // len(specs))
        x = row.right - len(specs) * bw - (len(specs) - 1) * gap
        for bid, label in specs:
            self.buttons.append((bid, label, pygame.Rect(x, row.y, bw, row.height)))
            x += bw + gap

    def status_lines(self) -> list[tuple[str, str]]:
        """(text, style) of the status panel: whose turn and what to do now."""
        v, t = self.view, self._t
        phase = v.get("phase")
        cur = v.get("current")
        lines = []
        if phase == "over":
            lines.append((t(f"{P}phase.over"), "head"))
            if self.scores:
                best = max(sc.total for sc in self.scores.values())
                names = ", ".join(self._name(s) for s, sc in self.scores.items() if sc.total == best)
                lines.append((t(f"{P}board.best", names=names, points=best), "body"))
            return lines
        mine = self.seat is not None and cur == self.seat and bool(self.legal)
        head = t(f"{P}board.round", round=max(1, v.get("round", 0)))
        head += " · " + (t(f"{P}board.turn_yours") if mine else t(f"{P}board.turn_of", name=self._name(cur)))
        lines.append((head, "head"))
        pv = self.preview() if mine else None
        if pv is not None:
            special = v.get("special") or []
            line = retrieve_line(pv, special)
            where = t(f"{P}line.{line}") if line is not None else t(f"{P}board.you_choose")
            lines.append((t(f"{P}board.preview", trick=self._card(pv.args[0]),
                            count=len(retrieve_cells(pv, special)), line=where,
                            option=self.pick_index % max(1, len(self.pick_options())) + 1,
                            options=len(self.pick_options())), "body"))
        elif mine:
            lines.append((self._hint(), "body"))
        else:
            lines.append((t(f"{P}phase.{phase}") if phase in ("sides", "watchdog", "turn", "penalty") else "", "dim"))
        return lines

    def _hint(self) -> str:
        v, t = self.view, self._t
        phase = v.get("phase")
        if phase == "sides":
            return t(f"{P}board.hint.sides")
        if phase == "watchdog":
            return t(f"{P}board.hint.watchdog")
        if phase == "penalty":
            pen = v.get("penalty") or {}
            trait_card = pen.get("trait")
            penalty = t(f"{P}trait_penalty.{trait_index(trait_card)}") if isinstance(trait_card, int) else ""
            return t(f"{P}board.hint.penalty", trait=self._card(trait_card), penalty=penalty)
        kinds = {a.kind for a in self.legal}
        if any(kind(c) == TRAIT for c in v.get("pending") or []):
            return t(f"{P}board.hint.trait")
        if "retrieve" in kinds:
            return t(f"{P}board.hint.retrieve")
        if any(kind(c) == WALK for c in v.get("pending") or []) and "tuck" in kinds:
            return t(f"{P}board.hint.walk")
        return t(f"{P}board.hint.after")

    # ==== the picture at rest ==========================================================================
    def _paint_static(self) -> pygame.Surface:
        """The whole board at rest (flying cards left out): painted once per change."""
        v, geo = self.view, self.geo
        off = (-self.rect.x, -self.rect.y)
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        flying = {f.key for f in self.flyers}
        drawn: set[int] = set()
        texts: list[str] = []
        f = geo.font

        def box(rect, fill=theme.PANEL, edge=theme.ZONE_OUTLINE, width=1):
            r = rect.move(off)
            pygame.draw.rect(surf, fill, r, border_radius=6)
            pygame.draw.rect(surf, edge, r, width=width, border_radius=6)

        def write(text, rect, size, colour=theme.TEXT, bold=True, anchor="midleft"):
            if not text or rect.width < 4:
                return
            s = self.text.fit(text, rect.width, size, colour, bold=bold, min_size=7)
            texts.append(text)
            r = rect.move(off)
            at = getattr(r, anchor)
            surf.blit(s, s.get_rect(**{anchor: at}))

        def card(c, rect, special=None):
            if f"card:{c}" in flying:
                return
            sp = c in v["special"] if special is None else special
            pic = art.card_face(c, rect.width, rect.height, self.words, self.text, sp)
            surf.blit(pic, rect.move(off))
            drawn.add(c)
            if c in self.glow:
                pygame.draw.rect(surf, theme.GLOW, rect.move(off).inflate(4, 4), width=2, border_radius=5)

        # -- the grid and the Watch Dog
        box(geo.grid_block.inflate(4, 4), theme.FELT_DARK)
        for c, rect in enumerate(geo.cells):
            pygame.draw.rect(surf, theme.ZONE_OUTLINE, rect.move(off), width=1, border_radius=5)
            cardid = v["grid"][c]
            if cardid is not None:
                card(cardid, rect)
        for line, rect in enumerate(geo.lines):
            r = rect.move(off)
            guarded = v.get("watchdog") == line
            pygame.draw.rect(surf, theme.PANEL_ACTIVE if guarded else theme.PANEL, r, border_radius=4)
            inner = r.inflate(-r.width // 2, -r.height // 2) if line < 3 else r.inflate(-r.width // 2, -r.height // 2)
            side = max(4, min(r.width, r.height) // 2)
            tri = pygame.Rect(0, 0, side, side)
            tri.center = inner.center
            if line < 3:
                triangle(surf, tri, theme.TEXT_DIM, "right")
            else:
                pygame.draw.polygon(surf, theme.TEXT_DIM, [tri.topleft, tri.topright, tri.midbottom])
            if guarded:
                size = max(8, min(r.width, r.height) + 4)
                pic = art.watchdog(size)
                surf.blit(pic, pic.get_rect(center=r.center))
        # -- the information strip
        box(geo.info)
        deck_n = v.get("deck_count", 0)
        if deck_n:
            surf.blit(art.back(geo.deck.width, geo.deck.height), geo.deck.move(off))
        draw_badge(surf, self.text, str(deck_n), _off(geo.deck.center, off), max(8, f - 3))
        dt = geo.deck_text
        half = dt.height // 2
        write(self._t(f"{P}board.deck", count=deck_n), pygame.Rect(dt.x, dt.y, dt.width, half), f - 1)
        if v.get("last_round"):
            end = self._t(f"{P}board.last_round")
            colour = (255, 170, 120)
        elif v.get("end_game_in") is not None:
            end = self._t(f"{P}board.end_game_in", count=v["end_game_in"])
            colour = theme.TEXT_DIM
        else:
            end, colour = "", theme.TEXT_DIM
        write(end, pygame.Rect(dt.x, dt.y + half, dt.width, dt.height - half), f - 2, colour, bold=False)
        for colour_i, rect in enumerate(geo.supply):
            art.cube(surf, rect.move(off), colour_i, self.words.cube(colour_i), self.text,
                     label=str(v["supply"][colour_i]))
        # -- the market
        for area, title_r, slots, pile, deck_count, title in (
                (geo.display, geo.display_title, geo.display_slots, v["trick_display"], v.get("trick_deck_count", 0),
                 self._t(f"{P}board.tricks_on_offer")),
                (geo.shelter, geo.shelter_title, geo.shelter_slots, v["shelter"], v.get("shelter_deck_count", 0),
                 self._t(f"{P}card.shelter"))):
            box(area)
            write(self._t(f"{P}board.pile", name=title, count=deck_count), title_r, f - 1, theme.TEXT_DIM)
            for slot, rect in enumerate(slots):
                pygame.draw.rect(surf, theme.ZONE_OUTLINE, rect.move(off), width=1, border_radius=5)
                if slot < len(pile):
                    card(pile[slot], rect)
                    cost = trick_cost(pile[slot]) if kind(pile[slot]) == TRICK else None
                    if cost is not None:
                        pass
        # -- the status panel
        box(geo.status, theme.PANEL)
        st = geo.status_text
        y = st.y
        look = {"head": (f, theme.ACCENT, True), "body": (max(8, f - 2), theme.TEXT, False),
                "dim": (max(8, f - 2), theme.TEXT_DIM, False)}
        for line_text, style in self.status_lines():
            size, colour, bold = look[style]
            for pic in self.text.wrap(line_text, st.width, size, colour, bold=bold, max_lines=2):
                if y + pic.get_height() > st.bottom + 2:
                    break
                texts.append(line_text)
                surf.blit(pic, (st.x + off[0], y + off[1]))
                y += pic.get_height()
        # -- the players
        for s, p in self.geo.panels.items():
            self._paint_panel(surf, off, s, p, card, write, drawn)
        self.last_drawn = drawn
        self.drawn_texts = texts
        return surf

    def _paint_panel(self, surf, off, s, p, card, write, drawn) -> None:
        v = self.view
        current = v.get("current") == s and v.get("phase") != "over"
        seat_colour = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
        r = p.rect.move(off)
        pygame.draw.rect(surf, theme.PANEL_ACTIVE if current else theme.PANEL, r, border_radius=6)
        pygame.draw.rect(surf, theme.ACCENT if current else theme.ZONE_OUTLINE, r, width=2 if current else 1,
                         border_radius=6)
        f = p.font
        name_r = p.name
        dot = max(4, name_r.height // 3)
        pygame.draw.circle(surf, seat_colour, _off((name_r.x + dot + 1, name_r.centery), off), dot)
        x = name_r.x + 2 * dot + 5
        if current:
            tri = pygame.Rect(x, name_r.centery - dot, dot * 2, dot * 2)
            triangle(surf, tri.move(off), theme.ACCENT)
            x += dot * 2 + 3
        label = self._name(s)
        sc = self.scores.get(s)
        if sc is not None:
            label = self._t(f"{P}board.name_points", name=label, points=sc.total)
        if v.get("fetch_holder") == s and self.places.get(f"card:{FETCH_CARD}") is None:
            label += " · " + self._t(f"{P}card.fetch")
        right = name_r.right
        for colour, rect in enumerate(p.cubes):
            art.cube(surf, rect.move(off), colour, self.words.cube(colour), self.text,
                     label=str(v["cubes"][s][colour]))
        write(label, pygame.Rect(x, name_r.y, right - x, name_r.height), f, theme.TEXT)
        draw_badge(surf, self.text, self._t(f"{P}board.hand_count", count=v["hand_counts"][s]),
                   _off(p.hand_badge.center, off), max(8, f - 3))
        # dogs, with their trait and tucked cards
        fed = set(sc.fed) if sc is not None else None
        for dog, trait_card, tucked in v["dogs"][s]:
            rect = self.places.get(f"card:{dog}")
            if rect is None:
                continue
            body, strip = dog_parts(rect, len(tucked))
            card(dog, body)
            pic_r, _needs = art.dog_zones(body)
            if trait_card is not None and f"card:{dog}" not in self.places_flying():
                band_h = max(7, int(body.height * 0.18))
                band = pygame.Rect(body.x, pic_r.bottom - band_h, body.width, band_h)
                pygame.draw.rect(surf, art.KIND_COLOURS["trait"], band.move(off), border_radius=3)
                pygame.draw.rect(surf, (20, 20, 20), band.move(off), width=1, border_radius=3)
                s_pic = self.text.fit(self._card(trait_card), band.width - 4, max(6, band_h - 2), (255, 255, 255),
                                      bold=True, min_size=6)
                surf.blit(s_pic, s_pic.get_rect(center=band.move(off).center))
                drawn.add(trait_card)
            if strip is not None:
                w = max(4, strip.width // max(1, len(tucked)))
                for i, c in enumerate(tucked):
                    t_rect = pygame.Rect(strip.x + i * w, strip.y, w - 1, strip.height)
                    art.tab(surf, t_rect.move(off), c, self._t(f"{P}board.kind_short.{_kind_key(c)}"), self.text)
                    drawn.add(c)
            if fed is not None:
                rad = max(4, min(body.width, body.height) // 8)
                centre = _off((pic_r.x + rad + 1, pic_r.centery), off)
                if dog in fed:
                    check_mark(surf, centre, rad)
                else:
                    pygame.draw.circle(surf, (255, 255, 255), centre, rad + 1)
                    pygame.draw.circle(surf, (190, 50, 50), centre, rad)
                    k = rad // 2
                    pygame.draw.line(surf, (255, 255, 255), (centre[0] - k, centre[1] - k),
                                     (centre[0] + k, centre[1] + k), max(2, rad // 3))
                    pygame.draw.line(surf, (255, 255, 255), (centre[0] - k, centre[1] + k),
                                     (centre[0] + k, centre[1] - k), max(2, rad // 3))
        if not v["dogs"][s]:
            write(self._t(f"{P}board.no_dogs"), p.dogs, f - 1, theme.TEXT_DIM, bold=False, anchor="center")
        # tricks
        for trick in v["tricks"][s]:
            rect = self.places.get(f"card:{trick}")
            if rect is not None:
                card(trick, rect)
        side = self._side_spot() if s == self.seat else None
        if side is not None and v["tricks"][s]:
            pic = art.card_face(v["tricks"][s][0], side.width, side.height, self.words, self.text, True)
            surf.blit(pic, side.move(off))
        # hand
        hand = v["hands"][s]
        if p.hand is not None:
            if hand is not None:
                for c in hand_order(hand):
                    rect = self.places.get(f"card:{c}")
                    if rect is not None:
                        card(c, rect)
                if not hand:
                    write(self._t(f"{P}board.empty_hand"), p.hand, f - 1, theme.TEXT_DIM, bold=False, anchor="center")
            else:
                count = v["hand_counts"][s]
                w, h = card_size(p.hand, count, 0.3)
                for rect in spread(p.hand, count, w, h):
                    surf.blit(art.back(rect.width, rect.height), rect.move(off))
        if sc is not None:
            self._paint_breakdown(surf, off, p, sc, write)
        # the waiting cards and the Fetch card
        extra = (list(v.get("pending") or []) if current else []) + \
            ([FETCH_CARD] if v.get("fetch_holder") == s else [])
        for c in extra:
            rect = self.places.get(f"card:{c}")
            if rect is not None:
                card(c, rect)
        if extra and any(c != FETCH_CARD for c in extra):
            label_r = pygame.Rect(p.extra.x, p.extra.y, p.extra.width, max(8, f - 2))
            write(self._t(f"{P}board.waiting"), label_r, max(7, f - 3), theme.ACCENT, anchor="midleft")
    def _paint_breakdown(self, surf, off, p, sc, write) -> None:
        """At the end: the score pad's rows for this seat, in its side column."""
        rows = [(self._t(f"{P}score.{cat}"), getattr(sc, cat)) for cat in ("dogs", "rescued", "things", "bones")]
        rows.append((self._t(f"{P}score.total"), sc.total))
        area = p.extra
        r = area.move(off)
        pygame.draw.rect(surf, theme.FELT_DARK, r, border_radius=5)
        size = int(clamp(area.height / len(rows) * 0.8, 7, p.font))
        step = area.height / len(rows)
        for i, (name, points) in enumerate(rows):
            line = pygame.Rect(area.x + 4, int(area.y + i * step), area.width - 8, int(step))
            colour = theme.ACCENT if i == len(rows) - 1 else theme.TEXT
            write(self._t(f"{P}board.score_line", name=name, points=points), line, size, colour,
                  bold=i == len(rows) - 1)

    def places_flying(self) -> set[str]:
        return {f.key for f in self.flyers}

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
                card = int(fl.key[5:])
                r = fl.rect()
                if r.width > 3 and r.height > 3:
                    pic = art.card_face(card, r.width, r.height, self.words, self.text, card in self.view["special"])
                    surface.blit(pic, r)
            self._draw_preview(surface)
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

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """The cells the shown placement would take, and where the Watch Dog would go."""
        geo = self.geo
        if self.pick_trick is not None:
            rect = self.places.get(f"card:{self.pick_trick}")
            if rect is not None:
                draw_selected(surface, rect)
        pv = self.preview()
        if pv is None:
            if self.pick_trick is not None:   # the cells the picked trick could start from
                cells = {c for a in options(self.legal, self.view["special"], self.pick_trick, None)
                         for c in retrieve_cells(a, self.view["special"])}
                for c in cells:
                    pygame.draw.rect(surface, theme.TARGET, geo.cells[c].inflate(4, 4), width=2, border_radius=6)
            return
        special = self.view["special"]
        for c in retrieve_cells(pv, special):
            r = geo.cells[c]
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((255, 214, 90, 70))
            surface.blit(shade, r)
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), width=4, border_radius=6)
        if self.pick_cell is not None:
            pygame.draw.circle(surface, theme.TARGET_HOT, geo.cells[self.pick_cell].center,
                               max(3, geo.cells[0].width // 10))
        line = retrieve_line(pv, special)
        if line is not None:
            r = geo.lines[line]
            pic = art.watchdog(max(8, min(r.width, r.height) + 4))
            ghost = pic.copy()
            ghost.set_alpha(150)
            surface.blit(ghost, ghost.get_rect(center=r.center))
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(2, 2), width=2, border_radius=4)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        d = self.drag
        hover = d.item_at(d.pointer, lambda it: it.id.startswith("btn:")) if not d.keyboard else None
        focus = d.focus if d.keyboard else None
        for bid, label, rect in self.buttons:
            fill = theme.TARGET if bid == "btn:take" else None
            draw_button(surface, rect, label, self.text, hovered=(hover == bid), focused=(focus == bid), fill=fill)

    def _draw_feedback(self, surface: pygame.Surface) -> None:
        d = self.drag
        items = d.items
        hot = d.hot()
        if not d.dragging and not d.selected:
            for i in self._clickable:   # what can do something now, outlined
                if i.startswith("cell:") and self.preview() is not None:
                    continue
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
        kind_, _, rest = d.dragging.partition(":")
        card = FETCH_CARD if kind_ == "fetch" else (int(rest) if rest.isdigit() else None)
        if card is None or kind_ not in ("hand", "pend", "fetch", "trick"):
            return
        rect = self.places.get(f"card:{card}")
        if rect is None:
            return
        pic = art.card_face(card, rect.width, rect.height, self.words, self.text, card in self.view["special"])
        at = pic.get_rect(center=(round(centre[0]), round(centre[1])))
        draw_shadow(surface, at, 4)
        surface.blit(pic, at)

    # ==== gestures =================================================================================================
    def _on_binding(self, b) -> None:
        if isinstance(b.action, Pick):
            self._pick(b.action)
            return
        self._submit(b.action)

    def _submit(self, action: Action) -> None:
        if self.seat is None:
            return
        if action.kind == "retrieve":
            self._reset_pick()
        try:
            self.ctx.submit(self.seat, action)
        except Exception:  # the scene reports its own failures; the board stays usable
            traceback.print_exc()

    def _on_miss(self, source: str, target: str | None) -> None:
        """A gesture no legal action matches: its nearest meaning goes to the engine, which
        answers with its reason; with no meaning at all, say so."""
        if self.seat is None:
            return
        if source == "btn:cancel_pick":
            self._reset_pick()
            self._rebuild()
            return
        action = guess(source, target, self.seat, self.view, self.pick_trick)
        if action is None:
            if target is not None or source.split(":")[0] in ("hand", "pend", "fetch"):
                self.ctx.show_message(self._t(f"{P}board.cannot_go_there"))
            return
        self._submit(action)

    # ==== tooltips ====================================================================================================
    def tooltip_lines(self, item: str) -> list[str]:
        v, t = self.view, self._t
        kind_, _, rest = item.partition(":")
        nums = [int(x) for x in rest.split(":") if x.lstrip("-").isdigit()] if rest else []
        try:
            if kind_ == "cell":
                c = v["grid"][nums[0]]
                if c is None:
                    return [t(f"{P}board.tip.empty_cell")]
                return self.card_lines(c)
            if kind_ == "line":
                line = nums[0]
                lines = [t(f"{P}line.{line}").capitalize()]
                if v.get("watchdog") == line:
                    lines.append(t(f"{P}board.tip.guarded"))
                return lines
            if kind_ == "deck":
                lines = [t(f"{P}board.deck", count=v["deck_count"])]
                if v.get("end_game_in") is not None:
                    lines.append(t(f"{P}board.end_game_in", count=v["end_game_in"]))
                if v.get("last_round"):
                    lines.append(t(f"{P}board.last_round"))
                return lines
            if kind_ == "supply":
                return [t(f"{P}colour.{nums[0]}"), t(f"{P}board.tip.supply", count=v["supply"][nums[0]])]
            if kind_ == "cube":
                s, colour = nums
                return [t(f"{P}colour.{colour}"), t(f"{P}board.tip.cubes", name=self._name(s), count=v["cubes"][s][colour])]
            if kind_ == "handcount":
                return [t(f"{P}board.tip.hand", name=self._name(nums[0]), count=v["hand_counts"][nums[0]])]
            if kind_ == "player":
                s = nums[0]
                lines = [self._name(s)]
                if s == v.get("first"):
                    lines.append(t(f"{P}board.tip.first"))
                if v.get("fetch_holder") == s:
                    lines.append(t(f"{P}board.tip.holds_fetch"))
                sc = self.scores.get(s)
                if sc is not None:
                    lines.append(t(f"{P}board.breakdown", dogs=sc.dogs, rescued=sc.rescued, things=sc.things,
                                   bones=sc.bones, total=sc.total))
                return lines
            if kind_ in ("display", "shelter"):
                pile = v["trick_display"] if kind_ == "display" else v["shelter"]
                return self.card_lines(pile[nums[0]])
            if kind_ in ("dog", "trick", "hand", "pend"):
                return self.card_lines(nums[0])
            if kind_ == "fetch":
                return self.card_lines(FETCH_CARD)
            if kind_ == "side" and self.seat is not None:
                return self.card_lines(v["tricks"][self.seat][0], special=True)
        except (KeyError, IndexError, TypeError, ValueError):
            return []
        return []

    def card_lines(self, c: int, special: bool | None = None) -> list[str]:
        v, t = self.view, self._t
        k = kind(c)
        sp = c in v["special"] if special is None else special
        lines = [card_name(c, t, sp)]
        if k in (DOG, RESCUE):
            needs = ", ".join(f"{n} {t(f'{P}colour.{i}')}" for i, n in enumerate(dog_needs(c)) if n)
            lines.append(f"{t(f'{P}size.{dog_size(c)}')} · " + t(f"{P}tip.dog", needs=needs, vp=dog_vp(c)))
            if k == RESCUE:
                ab = rescue(c)
                lines.append(t(f"{P}rescue_tip.{index(c)}", thing=t(f"{P}thing.{ab.param}") if ab.ability == "thing" else "",
                               trait=t(f"{P}trait.{ab.param}") if ab.ability == "trait" else ""))
            for s in range(v["players"]):
                for dog, trait_card, tucked in v["dogs"][s]:
                    if dog == c:
                        if trait_card is not None:
                            lines.append(f"{self._card(trait_card)}: {t(f'{P}trait_tip.{trait_index(trait_card)}')}")
                        if tucked:
                            lines.append(t(f"{P}board.tip.tucked", cards=", ".join(self._card(x) for x in tucked)))
        elif k == TRAIT:
            tr = trait(c)
            i = trait_index(c)
            lines.append(t(f"{P}trait_tip.{i}"))
            lines.append(t(f"{P}tip.trait", size=t(f"{P}size.{tr.size}").lower(), vp=tr.vp,
                           penalty=t(f"{P}trait_penalty.{i}")))
        elif k == TRICK:
            shape = trick_shape(c, sp)
            lines.append(t(f"{P}tip.trick", count=len(shape.cells), cost=trick_cost(c)))
            if shape.star is None:
                lines.append(t(f"{P}tip.trick_free"))
            else:
                lines.append(t(f"{P}board.tip.star"))
        elif k == FOOD:
            lines.append(t(f"{P}tip.food", count=food(c)[1]))
        elif k == THING:
            lines.append(t(f"{P}tip.favorite"))
        elif k in (ADOPTION, WALK, TRAINING, BONE, FETCH):
            lines.append(t(f"{P}tip.{k}"))
        elif k == END_GAME:
            lines.append(t(f"{P}board.last_round"))
        return lines


def _kind_key(c: int) -> str:
    k = kind(c)
    return k if k in ("adoption", "walk", "training", "bone", "thing", "food", "fetch", "trait") else "card"


def _off(p, off):
    return (int(p[0] + off[0]), int(p[1] + off[1]))


_LISTS = ("grid", "trick_display", "shelter", "supply", "dogs", "tricks", "special", "cubes", "hands",
          "hand_counts", "pending", "discard")


def _well_formed(view) -> bool:
    """Does ``view`` have the shape rules.view() gives (so drawing it cannot fail)?"""
    if not isinstance(view, dict):
        return False
    n = view.get("players")
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4:
        return False
    if any(not isinstance(view.get(k), list) for k in _LISTS):
        return False
    if not all(len(view[k]) == n for k in ("dogs", "tricks", "cubes", "hands", "hand_counts")):
        return False
    if len(view["grid"]) != 9 or len(view["supply"]) != 4:
        return False
    if any(not isinstance(c, list) or len(c) != 4 for c in view["cubes"]):
        return False
    if any(h is not None and not isinstance(h, list) for h in view["hands"]):
        return False
    for dogs in view["dogs"]:
        if not isinstance(dogs, list) or any(not isinstance(d, list) or len(d) != 3 for d in dogs):
            return False
    cur = view.get("current")
    return isinstance(cur, int) and 0 <= cur < n and isinstance(view.get("phase"), str)
