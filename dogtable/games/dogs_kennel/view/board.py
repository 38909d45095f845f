"""The DOGS board on the board kit (ui/table/board.py): what is DOGS' own.

The map, the action board, the Dog Fair and every kennel are drawn from the view alone
(layout places them, art paints the pieces and the board at rest, one cached picture); the
legal actions become drag, click and button bindings (gestures), and a gesture that matches
none is still sent to the engine with its nearest meaning, so the player reads the engine's
reason.  The kit does the rest: the status panel and its buttons, the feedback, tooltips,
the chooser, Escape, and the flights of moved pieces.

One board mode: swapping two dogs on the map by two clicks (the Dog Swap card).  Escape or a
right click leaves it.
"""
from __future__ import annotations

import traceback

import pygame

from dogtable.ui.table import theme
from dogtable.ui.table.board import Board, ButtonSpec
from dogtable.ui.table.buttons import ButtonRow
from dogtable.ui.table.status import STYLES, StatusPanel
from dogtable.ui.table.widgets import button_label_size

from ..components import area, breed, card_kind, is_blocker
from ..city_map import CENTER, travel_costs
from ..pens import PENS
from . import art, art_pieces as pieces, dog_rows, gestures, texts
from .gestures import SWAP_MODE
from .layout import (BOXES, cost_badge, donation_spot, geometry, keep_hand_slots, keep_slots, placements,
                     reward_coin_spot, row_contents)

BUTTON_MIN_TEXT = 11   # px: a button label smaller than this takes a row of its own

P = "dogs_kennel."
STATUS_MIN = 10   # px: the status panel never draws a line smaller (the kit's floor is 9)


class KennelStatusPanel(StatusPanel):
    """The kit's status panel with a floor of STATUS_MIN px: the round and phase line, the
    turn and the plan stay readable in a small window; when room is short the panel leaves out
    whole lines (the how-to first) rather than shrink them further."""

    def __init__(self, text):
        super().__init__(text)
        self.sizes: dict[str, int] = {}   # each line's size as last fitted (tests)
        self.keep: set[str] = set()       # the how-to line(s): never the ones left out

    def fit(self, width: int, height: int, font: int) -> int:
        """The kit's fit, but when a how-to line would be left out, the other lines give way
        first: plain lines from the bottom up, then the plan and warnings after it, then the
        warnings and the round line above it, at last whose turn it is.  TABLE.md: "a warning
        never pushes it out".  Of two how-to lines (settling with a dog waiting for a home),
        where both cannot stay the first does."""
        lines = list(self.lines)
        used = super().fit(width, height, font)
        musts = [t for t, _s in lines if t in self.keep]
        if not musts or not any(t in self.left_out for t in musts):
            return used
        try:
            for n in range(len(musts), 0, -1):
                used = self._fit_keeping(lines, set(musts[:n]), musts[n:], width, height, font)
                if used is not None:
                    return used
            self.lines = lines
            return super().fit(width, height, font)
        finally:
            self.lines = lines

    def _fit_keeping(self, lines, keep: set, spare: list, width: int, height: int, font: int) -> int | None:
        """Leave out ``spare`` and then other lines one by one (see fit) until every line of
        ``keep`` is laid out; None if they never are."""
        heads = {t for t, style in lines if style == "head"}
        first_how = next((i for i, (t, _s) in enumerate(lines) if t in keep), len(lines))
        plain = [t for t, style in reversed(lines) if style == "body" and t not in keep]
        after = [t for i, (t, style) in reversed(list(enumerate(lines)))
                 if i > first_how and t not in keep and t not in heads and t not in plain]
        before = [t for i, (t, style) in enumerate(lines)
                  if i < first_how and style == "warn" and t not in keep]
        # then the round and phase line; at the very last whose turn it is (the window's top
        # bar says it too)
        before += [t for i, (t, style) in enumerate(lines)
                   if i < first_how and style == "strong" and t not in keep]
        before += [t for t in heads if t not in keep]
        gone: list[str] = list(spare)
        for text in [None] + [t for t in plain + after + before if t not in spare]:
            if text is not None:
                gone.append(text)
            self.lines = [(t, s) for t, s in lines if t not in gone]
            used = super().fit(width, height, font)
            if not any(t in self.left_out for t in keep):
                self.left_out = gone + self.left_out
                return used
        return None

    def _render(self, lines, width: int, font: int) -> list[pygame.Surface]:
        out: list[pygame.Surface] = []
        for text, style in lines:
            offset, colour, bold = STYLES[style]
            size = max(STATUS_MIN, font + offset)
            self.sizes[text] = size
            out += self.text.wrap(text, width, size, colour, bold=bold)
        return out


class DogsKennelView(Board):
    GAME = "dogs_kennel"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.status = KennelStatusPanel(self.text)
        self.drag = gestures.SecondClickDrops(
            self._on_binding, self._on_miss, self._on_dropped, lambda: self.t("table.cancel"),
            unbound=self._on_unbound, means=lambda source, target: self.guess(source, target) is not None,
            acts_alone=lambda item: item.startswith("space:") and not self.swap_mode)
        self.places: dict[str, pygame.Rect] = {}
        self.swap_mode = False
        self._slots: dict[tuple[int, str], list] = {}
        self._slots_turn = None
        self._held_hands: set[int] = set()   # seats whose hand row keeps gaps for the pointer on it
        self.last_drawn: set[str] = set()   # what the last static picture showed (tests)
        self._static_texts: list[str] = []
        self._title_key: tuple | None = None   # (rect, players, box titles) _title_need was found for
        self._title_need = 1
        self._asked: dict[str, tuple] = {}       # engine answers, one per view (_once_per_view)
        self._chains: list = []                 # two-step drags the engine would take now
        self._chain_refusals: dict = {}         # ... and the engine's reason for those it would not
        self.bonus_notes: list[tuple[int, int]] = []   # (seat, pen) whose full-pen bonus was just paid
        self._button_cols: tuple | None = None   # (width, columns, turn) button_specs chose

    @property
    def drawn_texts(self) -> list[str]:
        """Every text the board shows now: the picture at rest and the status panel."""
        left_out = set(self.status.left_out)
        return self._static_texts + [t for t, _style in self.status.lines if t not in left_out]

    # ==== the kit's hooks: the view and where things go ==========================================
    def well_formed(self, view) -> bool:
        return _well_formed(view)

    def show(self, view: dict, legal, seat: int | None) -> None:
        if _well_formed(view) and (seat != self.seat or not any(a.kind == "swap_dogs" for a in legal or [])):
            self.swap_mode = False   # other eyes, or no swap to make: the mode ends
        super().show(view, legal, seat)

    def layout(self):
        n = int(self.view["n"])
        geo = self.geo
        lines = self._title_lines()
        if (geo is None or geo.rect != self.rect or len(geo.kennels) != n or geo.order[0] != self.shown
                or geo.title_lines != lines):
            geo = geometry(self.rect, n, self.shown, lines)
            self.invalidate(background=True)
            self._snap_next = True
        return geo

    def _title_lines(self) -> int:
        """2 when a box title of this language needs two lines at this size, else 1."""
        n = int(self.view["n"])
        titles = [self.t(f"{P}box.{b}") for b in range(BOXES)]
        key = (tuple(self.rect), n, tuple(titles))
        if self._title_key != key:
            plain = geometry(self.rect, n, self.shown)
            self._title_need = max(len(art.box_title_lines(self.text, title, box.title.width, plain.font)[0])
                                   for title, box in zip(titles, plain.boxes))
            self._title_key = key
        return self._title_need

    def place(self, snap: bool) -> None:
        v = self.view
        # the rows of a kennel keep their slots while the same player acts in the same phase
        turn = (self.seat, v.get("current"), v.get("phase"), v.get("round"))
        if turn != self._slots_turn:
            self._slots, self._slots_turn = {}, turn
        # ... but a hand row only while the pointer is on it: once it leaves, the row closes up
        # (handle_event); nothing moves under the pointer, and no gap stays for the turn
        self._slots = {key: keep_hand_slots(self._slots.get(key), now, self._pointing_at_hand(key[0]))
                       if key[1] == "hand" else keep_slots(self._slots.get(key), now)
                       for key, now in row_contents(v).items()}
        self._held_hands = {s for (s, kind), kept in self._slots.items() if kind == "hand" and None in kept}
        old = self.places
        self.places = placements(self.geo, v, self._slots, named=pieces.named_min(self.text))
        if snap:
            self.flights.clear()
        else:
            self.flights.start(old, self.places, self._origin)

    def _pointing_at_hand(self, seat: int) -> bool:
        """Is the player's pointer on ``seat``'s row of cards?  Not while the keyboard leads:
        its focus follows the cards, not a place."""
        k = self.geo.kennels.get(seat) if self.geo is not None else None
        return k is not None and not self.drag.keyboard and k.hand.inflate(8, 8).collidepoint(self.drag.pointer)

    def release_held_rows(self) -> bool:
        return bool(self._held_hands) and not all(self._pointing_at_hand(s) for s in self._held_hands)

    def _origin(self, key: str) -> pygame.Rect | None:
        """Where a piece new to the board comes from: a dog on the map from its area's supply,
        a card from the deck."""
        geo = self.geo
        if key.startswith("tok:"):
            t = int(key[4:])
            if t in (self.view.get("board") or []):
                return geo.supplies[area(t)]
            return None
        if key.startswith("card:"):
            return geo.fair_info
        return None

    def status_lines(self) -> list[tuple[str, str]]:
        lines = texts.status_lines(self.view, self.t, self.name, self.seat, self.legal, self.swap_mode,
                                   self.donation_next())
        plan = texts.planning_lines(self.view, self.t, self.seat)
        ending = self.stay_home_ends()
        if ending:
            plan = [(self.t(f"{P}board.stay_home_warning", reason=self.t(f"{P}board.last_round_reason.{ending}")),
                     "warn")] + plan
        self.status.keep = {text for text, style in lines if style == "how"}
        return texts.with_how_kept(lines, plan)

    def move_costs(self) -> tuple[dict[int, int], set[int]]:
        """While the seat's pick-up is picked up (selected or dragged): the fuel to each space it
        may stop on (the engine's legal moves, priced by the map's roads) and the blocking
        tokens on the board."""
        v, seat = self.view, self.seat
        truck = f"truck:{seat}"
        if seat is None or truck not in (self.drag.selected, self.drag.dragging):
            return {}, set()
        board_ = v["board"]
        blocked = {sp for sp, t in enumerate(board_) if t is not None and is_blocker(t)}
        pos = v["pos"][seat]
        if not isinstance(pos, int) or not 0 <= pos <= CENTER:
            return {}, blocked
        costs = travel_costs(pos, blocked)
        reach = {a.args[0] for a in self.legal if a.kind == "move"}
        return {sp: costs[sp] for sp in reach if sp in costs}, blocked

    def readable_rects(self) -> list[pygame.Rect]:
        """The map's small numbers the coach's marks leave visible (ui/table/coach.py): each
        space's lost-dog reward and, while the pick-up is picked up, the fuel each reachable
        space costs."""
        geo = getattr(self, "geo", None)
        if geo is None:
            return []
        out = [reward_coin_spot(geo, sp) for sp in geo.centres if sp != CENTER]
        costs, _ = self.move_costs()
        out += [cost_badge(geo, sp) for sp in costs if sp in geo.centres]
        return out

    def status_area(self) -> pygame.Rect:
        area_ = super().status_area()
        if self.view.get("don_dogs"):   # the dog on offer stands at the panel's left
            x = donation_spot(self.geo).right + self.geo.pad
            area_ = pygame.Rect(x, area_.y, max(40, area_.right - x), area_.height)
        return area_

    def button_area(self) -> pygame.Rect:
        return self.status_area()   # beside the dog on offer too

    def button_columns(self, width: int) -> int:
        """The columns button_specs chose for the buttons now (3 where it chose none)."""
        if self._button_cols is not None and self._button_cols[0] == width:
            return self._button_cols[1]
        return 3 if width >= 330 else 2

    def button_specs(self) -> list[ButtonSpec]:
        # a label that would shrink under BUTTON_MIN_TEXT in a shared cell takes a whole row:
        # the row's buttons share one size, so one long label would make them all small.
        # Of two and three columns, the one that needs fewer rows (every row taken from the
        # status text above; "Swap two dogs" beside "Stay home (last round)" once took two
        # rows and pushed the how-to line out); a tie keeps this turn's columns, then three
        area = self.button_area()
        gap = max(3, self.geo.pad // 2 + 2)
        ending = self.stay_home_ends()
        labels = []
        for bid, label in gestures.button_specs(self.legal, self.view, self.t):
            if bid == "btn:stay_home" and ending:
                label = self.t(f"{P}board.stay_home_last")   # says it ends the game, on the button
            labels.append((bid, label))
        button_h = ButtonRow.height_for(self.rect.height, self.geo.font)
        turn = (self.seat, self.view.get("current"))
        kept = self._button_cols[1] if self._button_cols and self._button_cols[2] == turn else None
        best = None
        for cols in ((3, 2) if area.width >= 330 else (2,)):
            cell = pygame.Rect(0, 0, (area.width - gap * (cols - 1)) // cols, button_h)
            wide = [cols > 1 and button_label_size(cell, label) < BUTTON_MIN_TEXT for _bid, label in labels]
            rows = sum(wide) + -(-(len(labels) - sum(wide)) // cols)
            rank = (rows, cols != kept, cols != 3)
            if best is None or rank < best[0]:
                best = (rank, cols, wide)
        _rank, cols, wide = best
        self._button_cols = (area.width, cols, turn)
        return [ButtonSpec(bid, label, fill=theme.TARGET if bid == "btn:swap" and self.swap_mode else None,
                           wide=w) for (bid, label), w in zip(labels, wide)]

    def _once_per_view(self, name: str, ask):
        """``ask(rules, view, legal, seat)``'s answer, asked once per view, moves and seat (the
        view itself is held, so never a stale id): these answers resample and decide."""
        key = (self.view, tuple(self.legal or ()), self.seat)
        held = self._asked.get(name)
        if held is None or held[0][0] is not key[0] or held[0][1:] != key[1:]:
            held = (key, ask(getattr(self.ctx, "rules", None), self.view, self.legal or [], self.seat))
            self._asked[name] = held
        return held[1]

    def donation_next(self) -> str | None:
        """What finishing now does with the dog waiting for a home (gestures.donation_forecast)."""
        return self._once_per_view("donation", gestures.donation_forecast)

    def stay_home_ends(self) -> str | None:
        """The engine's reason the last round would start if the seat stayed home now (None:
        it would not)."""
        return self._once_per_view("ending", gestures.last_round_reason)

    # ==== gestures ==================================================================================
    def items(self):
        buttons = [(b.id, b.rect) for b in self.buttons if b.rect is not None]
        return gestures.items(self.geo, self.view, self.places, self.seat, buttons)

    def bindings(self):
        def ask(rules, view, legal, seat):
            refusals: dict = {}
            return gestures.chains(rules, view, legal, seat, refusals), refusals

        self._chains, self._chain_refusals = self._once_per_view("chains", ask)
        return gestures.bindings(self.legal, self.seat, self.view, self.t, self.swap_mode, self._chains)

    def submit(self, action) -> None:
        """A two-step drag (``gestures.Then``): the first action, then the second if the first
        went through (each one the engine's to accept or refuse)."""
        if isinstance(action, gestures.Then):
            if self.seat is None:
                return
            seat = self.seat
            try:
                if self.ctx.submit(seat, action.first) is False:
                    return
                self.ctx.submit(seat, action.second)
            except Exception:   # the scene reports its own failures; the board stays usable
                traceback.print_exc()
            return
        super().submit(action)

    def guess(self, source: str, target: str | None):
        if self.seat is None:
            return None
        return gestures.guess(source, target, self.seat, self.view)

    def _on_binding(self, b) -> None:
        if b.action == SWAP_MODE:
            self.swap_mode = not self.swap_mode
            self.rebuild()
            return
        super()._on_binding(b)

    def _on_miss(self, source: str, target: str | None) -> None:
        """A dog dragged from pen to pen that the engine would not take there: its reason for the
        place after the lift (the lift alone would be allowed, so sending it would move the dog)."""
        why = self._chain_refusals.get((source, target))
        if why is not None:
            names = [self.name(s) for s in range(int(self.view.get("n", 0)))]
            self.ctx.show_message(self.t(why[0], **texts.resolve_log_params(why[1], self.t, names)))
            return
        super()._on_miss(source, target)

    def cancel_mode(self) -> bool:
        if not self.swap_mode:
            return False
        self.swap_mode = False
        return True

    def tooltip_lines(self, item: str) -> list[str]:
        lines = texts.tooltip_lines(item, self.view, self.t, self.name)
        if item.startswith("card:") and lines:   # a pile of cards: how many, and what lies under
            lines += texts.pile_lines(item, self.view, self.places, self.t)
        if item.startswith("dog:") and lines:   # alike dogs on one token, or dogs under it
            lines += dog_rows.dog_pile_lines(item, self.view, self.places, self.t)
        return lines

    def tooltip_anchor(self, item: str, rect: pygame.Rect) -> pygame.Rect:
        """A pen's tooltip goes beside its kennel's row of pens (above or below the row, or
        left of the kennel), never over the kennel's other pens; with the heads and the map
        avoided, it lands in the kennel's free part or beside the kennels' column."""
        parts = item.split(":")
        if self.geo is None or len(parts) != 3 or parts[0] != "pen" or not parts[1].isdigit():
            return rect
        kennel = self.geo.kennels.get(int(parts[1]))
        if kennel is None:
            return rect
        # the kennel's head belongs with its pens: the last of four kennels has no free side,
        # and its tooltip once covered its own name and points; now it goes above the head
        return pygame.Rect(kennel.rect.x, rect.y, kennel.rect.width, rect.height).union(kennel.head)

    def tooltip_avoid(self) -> list:
        """The kennels' heads (the name, points and resources a player compares; another
        kennel's counts ten times the one a pen belongs to) and, for a thing off the map, the
        map: a pen's tooltip goes beside its row rather than over the next kennel's head or
        the city."""
        geo = self.geo
        if geo is None:
            return []
        tip = self.tooltip.visible() or ""
        own = tip.split(":")[1] if tip.startswith("pen:") else None
        out: list = [(k.head, 1 if str(s) == own else 10) for s, k in geo.kennels.items()]
        # another kennel's dogs and cards count too, once: where every side is taken (the last
        # of four kennels), the tooltip covers the least of them
        out += [r for s, k in geo.kennels.items() if str(s) != own
                for r in (*k.pens, k.infirmary, k.yard, k.hand)]
        shown = self.drag.items.get(tip)
        if shown is None or not geo.map.colliderect(shown.rect):
            out.append((geo.map, 10))
        return out

    def short(self, b: int) -> str:
        return texts.breed_short(b, self.t)

    # ==== drawing ===================================================================================
    def background(self) -> pygame.Surface:
        if self._bg is None:
            self._bg = self.paint_background()
        return self._bg

    def paint_background(self) -> pygame.Surface:
        return art.paint_background(self)

    def paint_static(self) -> pygame.Surface:
        surf, self.last_drawn, self._static_texts = art.paint_static(self)
        return surf

    def draw_pieces(self, surface: pygame.Surface) -> None:
        costs, blocked = self.move_costs()
        if costs:
            art.draw_costs(surface, self, costs, blocked)
        for seat, pen in self.bonus_notes:
            k = self.geo.kennels.get(seat) if isinstance(self.geo.kennels, dict) else None
            if k is not None and 0 <= pen < len(k.pen_labels):
                art.draw_note(surface, self, k.pen_labels[pen], self.t(f"{P}board.pen_bonus_note"))
        for fl in self.flights.flyers:
            pic = self.piece(fl.key, fl.dst)
            if pic is not None:
                surface.blit(pic, pic.get_rect(center=fl.rect().center))

    def draw_dragged(self, surface: pygame.Surface, centre) -> None:
        src = self.drag.dragging
        if src is None:
            return
        kind, _, rest = src.partition(":")
        pic = None
        try:
            if kind == "dog":
                key = f"tok:{rest}"
                rect = self.places.get(key)
                pic = self.piece(key, rect) if rect is not None else None
            elif kind == "donation":
                pic = self.piece(f"tok:{self.view['don_dogs'][0]}", donation_spot(self.geo))
            elif kind == "space":
                t = self.view["board"][int(rest)] if int(rest) < 16 else None
                rect = self.places.get(f"tok:{t}")
                pic = self.piece(f"tok:{t}", rect) if rect is not None else None
            elif kind in ("truck", "card"):
                rect = self.places.get(src)
                pic = self.piece(src, rect) if rect is not None else None
            elif kind == "meeples":
                s = int(rest)
                pic = pieces.meeple(theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)],
                                 self.geo.kennels[s].meeples.height - 4, str(s + 1), self.text)
            elif kind == "res":
                s, r = (int(x) for x in rest.split(":"))
                pic = pieces.resource_icon(r, self.geo.kennels[s].res[r].height)
        except (KeyError, IndexError, ValueError):
            pic = None
        if pic is not None:
            self.draw_lifted(surface, pic, centre)

    def piece(self, key: str, rect: pygame.Rect) -> pygame.Surface | None:
        """The picture of a piece by its key (see layout.placements)."""
        kind, _, rest = key.partition(":")
        try:
            if kind == "tok":
                t = int(rest)
                label = "" if is_blocker(t) else texts.breed_name(breed(t), self.t)
                short = "" if is_blocker(t) else texts.breed_short(breed(t), self.t)
                return pieces.token(t, rect.width, label, self.text,
                                 texts.shown_status(self.view, t), short=short)
            if kind == "truck":
                s = int(rest)
                return pieces.truck(theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)], rect.width, str(s + 1), self.text)
            if kind == "meeple":
                s = int(rest.split(":")[0])
                return pieces.meeple(theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)], rect.height, str(s + 1), self.text)
            if kind == "card":
                c = int(rest)
                k = card_kind(c)
                title = "" if k == "resource" else self.t(f"{P}board.card_short.{k}")
                return pieces.card(c, rect.width, rect.height, title, self.text)
        except (ValueError, IndexError, pygame.error):
            return None
        return None

    def react(self, events) -> list[str]:
        """The last move's glow and sounds (the flights come from comparing the places)."""
        sounds = []
        glow: set[str] = set()
        notes = []
        for e in events:
            d = getattr(e, "data", None)
            if not isinstance(d, dict):
                continue
            k = e.kind
            if k == "PenBonus" and isinstance(d.get("seat"), int) and isinstance(d.get("pen"), int):
                notes.append((d["seat"], d["pen"]))   # explained on the pen until the next move
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
        if events:
            self.bonus_notes = notes
        return sounds

    def on_language(self) -> None:
        pieces.clear()
        super().on_language()


_LISTS = ("res", "pens", "built", "bonus_paid", "infirmary", "truck", "loose", "pos", "helper", "placed",
          "hands", "occupants", "offers", "board", "fair")
_PER_SEAT = ("res", "pens", "built", "bonus_paid", "infirmary", "truck", "loose", "pos", "helper",
             "placed", "hands")


def _well_formed(view) -> bool:
    """Does ``view`` have the shape rules.view() gives (so drawing it cannot fail)?"""
    if not isinstance(view, dict):
        return False
    n = view.get("n")
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4:
        return False
    if any(not isinstance(view.get(k), list) for k in _LISTS):
        return False
    if not all(len(view[k]) == n for k in _PER_SEAT):
        return False
    if len(view["board"]) != 16 or len(view["offers"]) != 5 or len(view["occupants"]) != 5:
        return False
    if any(not isinstance(p, list) or len(p) != PENS for p in view["pens"]):
        return False
    if any(not isinstance(r, list) or len(r) != 4 for r in view["res"]):
        return False
    cur = view.get("current")
    return isinstance(cur, int) and 0 <= cur < n
