"""The Dog Lover board: the kit's ``Board`` with Dog Lover's hooks.

The grid with the Watch Dog, the deck and supply, the tricks on offer, the shelter and every
player's area are drawn from the view alone (layout places them, art paints them); the legal
actions become click and drag bindings (gestures), and a gesture that matches none is still
sent to the engine with its nearest meaning, so the player reads the engine's reason.

Retrieving is a small dialogue of the board's own, a *board mode*: a picked trick and a
clicked cell show one placement at a time until Take sends it; Escape or a right click
leaves it (``cancel_mode``).  Everything at rest is one cached picture (the kit repaints it
after ``invalidate``); a frame adds the flights of moved cards and the retrieve preview.
"""
from __future__ import annotations

import random
import traceback

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table.board import Board, Binding, ButtonSpec, Item, SeatHead

from . import art, art_preview, art_static, gestures, summary, texts
from ..cards import FETCH_CARD, retrieve_cells, retrieve_line
from ..scoring import score_seat
from .gestures import Pick, options
from .layout import Geometry, geometry, placements, stack_count, waiting_count
from .texts import card_name

P = "dog_lover."


class DogLoverView(Board):
    GAME = "dog_lover"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.geo: Geometry | None = None
        self.places: dict[str, pygame.Rect] = {}
        self.glow: set[int] = set()           # cards the last move touched
        self._lang_version = 0
        self.words = art.Words(self.t, "0")
        self.pick_trick: int | None = None    # the retrieve dialogue: picked trick ...
        self.pick_cell: int | None = None     # ... the clicked cell ...
        self.pick_index = 0                   # ... and which of its placements is shown
        self.pick_learn: int | None = None    # an offered trick whose purchase waits for "Learn"
        self.learn_forecast = None            # ... and how often it would fit now (summary.py)
        self.last_taken: tuple[int, tuple[int, ...]] | None = None  # (seat, cells) of the last retrieval
        self.scores: dict[int, object] = {}   # at the end: each seat's breakdown
        self.last_drawn: set[int] = set()     # cards the last static picture showed (tests)
        self.drawn_texts: list[str] = []
        self.text_sizes: dict[str, int] = {}   # the size each board text was written at (tests)
        self.heads: dict[int, SeatHead] = {}  # each panel's head as last painted (tests)
        self._rows: dict[str, list[int]] = {}  # the hands and the waiting row as last placed
        self._rows_turn: object = None
        self._layouts = 0                      # geometries built (a new one places afresh)
        self._row_turn: object = None          # the turn of ...
        self._row_counts: dict[int, tuple[int, int]] = {}  # ... each hand row's (waiting, stacks) as laid
        self._held: set[int] = set()           # seats whose hand row is held still for the pointer
        self.focus: int | None = None          # a seat opened in full on demand (None: the eyes')
        self.running: dict[int, object] = {}   # each seat's score as the pad would count it now
        self.hidden_hand: set[int] = set()     # seats whose hand (not counted) is hidden
        self.trick_reasons: dict[int, str] = {}  # own tricks with no placement now: the engine's why

    # ==== the kit's hooks ==========================================================================
    def well_formed(self, view) -> bool:
        return _well_formed(view)

    def show(self, view: dict, legal, seat: int | None) -> None:
        if _well_formed(view):
            old = self.view
            changed = old is None or view.get("grid") != old.get("grid") or \
                view.get("tricks") != old.get("tricks")
            if changed or seat != self.seat or not any(a.kind == "retrieve" for a in legal or []):
                self._reset_pick()
            if self.pick_learn is not None and (seat != self.seat or view.get("trick_display") != (old or {}).get(
                    "trick_display") or not any(a.kind == "learn" and a.args[0] == self.pick_learn
                                                for a in legal or [])):
                self.pick_learn = self.learn_forecast = None
            self.scores = self._final_scores(view) if view.get("phase") == "over" else {}
            self.running, self.hidden_hand = summary.running_scores(view)
            if seat != self.seat:
                self.focus = None
            self.trick_reasons = summary.trick_reasons(self.ctx.rules, view, legal, seat, self.t)
        super().show(view, legal, seat)

    def layout(self) -> Geometry:
        n = int(self.view["players"])
        geo = self.geo
        big = self.focus if self.focus is not None and 0 <= self.focus < n else self.shown
        if geo is None or geo.rect != self.rect or len(geo.panels) != n or geo.order[0] != big:
            geo = geometry(self.rect, n, big)
            self._snap_next = True   # a new layout: everything is simply where it goes
            self._layouts += 1
        return geo

    def place(self, snap: bool) -> None:
        v = self.view
        turn = self._row_key()
        if turn != self._row_turn:
            self._row_turn, self._row_counts = turn, {}
        # while the player points at a seat's hand row (tricks, hand, waiting cards), the row
        # stays shared as it was (room kept for the cards that left): nothing moves under the
        # pointer.  Elsewhere the row is shared for what it holds now.
        pointed = {s for s in self._row_counts if self._pointing_at(s)}
        waits = {s: self._row_counts[s][0] for s in pointed}
        stacks = {s: self._row_counts[s][1] for s in pointed}
        old, new = self.places, placements(self.geo, v, waits, stacks)
        self._held = {s for s in pointed if waits[s] > waiting_count(v, s)
                      or stacks[s] > stack_count(v, s) > 0}
        self._row_counts = {s: (max(waiting_count(v, s), waits.get(s, 0)),
                                max(stack_count(v, s), stacks.get(s, 0)) if stack_count(v, s) else 0)
                            for s in range(int(v["players"]))}
        self._keep_rows(old, new)
        self.places = new
        if snap:
            self.flights.clear()
        else:
            self.flights.start(old, new, self._came_from)

    def _keep_rows(self, old: dict[str, pygame.Rect], new: dict[str, pygame.Rect]) -> None:
        """Within a turn, a hand or the waiting row that only lost cards keeps the others where
        they were while the pointer is on its seat's hand row: the card next to the one just
        played does not slide under the pointer.  Once the pointer leaves the row, the row is
        laid out afresh (``handle_event``): no gap is left where the played cards were."""
        v = self.view
        held = [FETCH_CARD] if v.get("fetch_holder") == v.get("current") else []
        rows = {"pending": list(v.get("pending") or []) + held}   # the waiting row, the Fetch in it
        for s, hand in enumerate(v["hands"]):
            rows[f"hand:{s}"] = list(hand or [])
        turn = self._row_key()
        if turn == self._rows_turn:
            for zone, cards in rows.items():
                seat = v.get("current") if zone == "pending" else int(zone[5:])
                if not cards or not set(cards) <= set(self._rows.get(zone, ())) or \
                        not self._pointing_at(seat):
                    continue
                keys = [f"card:{c}" for c in cards if f"card:{c}" in old and f"card:{c}" in new]
                # ...unless the row itself moved (a trick just learned widened the tricks
                # beside the hand): old places there would lie over the new trick
                area = self._row_area(zone)
                if area is not None and not all(area.contains(old[k]) for k in keys):
                    continue
                if any(new[k] != old[k] for k in keys):
                    self._held.add(seat)
                for key in keys:
                    new[key] = old[key]
        self._rows, self._rows_turn = rows, turn

    def _row_key(self) -> tuple:
        """A row is held still within one seat's turn (a penalty's choice in it too: the thing
        given up is clicked in the hand), for the same eyes and layout."""
        v = self.view
        return (v.get("current"), v.get("phase") == "over", self.seat, self._layouts)

    def _row_area(self, zone: str) -> pygame.Rect | None:
        """Where a kept row's cards may stay: the seat's hand area (stacks lean a little up
        and right), or None for the waiting row."""
        if not zone.startswith("hand:") or self.geo is None:
            return None
        p = self.geo.panels.get(int(zone[5:]))
        return p.hand.inflate(10, 16) if p is not None and p.hand is not None else None

    def _pointing_at(self, seat) -> bool:
        """Is the player's pointer on ``seat``'s hand row (its tricks, hand and waiting cards,
        one region: going from a waiting card to the hand changes nothing)?  Not while the
        keyboard leads: its focus follows the cards, not a place."""
        if self.drag.keyboard or self.geo is None:
            return False
        p = self.geo.panels.get(seat)
        if p is None or p.hand is None or p.lower is None:
            return False
        return p.tricks.union(p.lower).inflate(10, 16).collidepoint(self.drag.pointer)

    def release_held_rows(self) -> bool:
        return bool(self._held) and not all(self._pointing_at(seat) for seat in self._held)

    def _came_from(self, key: str) -> pygame.Rect | None:
        """A card new to the board: a card in the grid comes from the deck."""
        card = int(key[5:])
        return self.geo.deck if card in self.view["grid"] else None

    def react(self, events) -> list[str]:
        """The last move's glow and sounds (the flights come from comparing the places)."""
        sounds = []
        glow: set[int] = set()
        for e in events:
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
            if k == "DlRetrieved" and isinstance(d.get("seat"), int):
                # the grid keeps an outline of the cells this retrieval took until the next one
                self.last_taken = (d["seat"], tuple(c for c in d.get("cells") or [] if isinstance(c, int)))
        if glow:
            self.glow = glow
        return sounds

    def status_lines(self) -> list[tuple[str, str]]:
        return texts.status_lines(self)

    def button_specs(self) -> list[ButtonSpec]:
        return gestures.button_specs(self)

    def button_columns(self, width: int) -> int:
        # one row for the usual few buttons while they stay readable
        return max(1, min(4, width // max(60, self.geo.font * 9)))

    def items(self) -> list[Item]:
        return gestures.items(self)

    def bindings(self) -> list[Binding]:
        opts = self.pick_options()
        return gestures.bindings(self.legal, self.seat, self.view, self.t, self.preview(), len(opts) > 1,
                                 self.pick_trick is not None or self.pick_cell is not None, self.pick_learn)

    def guess(self, source: str, target: str | None) -> Action | None:
        # a trick that fits nowhere: the placement whose refusal the board shows on it
        trick = source[6:] if source.startswith("trick:") and target is None else ""
        if trick.isdigit() and int(trick) in self.trick_reasons and self.view.get("phase") == "turn":
            return self.trick_reasons[int(trick)][1]
        return gestures.guess(source, target, self.seat, self.view, self.pick_trick)

    def tooltip_lines(self, item: str) -> list[str]:
        return texts.tooltip_lines(self, item)

    def card_lines(self, c: int, special: bool | None = None) -> list[str]:
        return texts.card_lines(self, c, special)

    def paint_static(self) -> pygame.Surface:
        return art_static.paint_static(self)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        for fl in self.flights.flyers:
            card = int(fl.key[5:])
            r = fl.rect()
            if r.width > 3 and r.height > 3:
                surface.blit(art.card_face(card, r.width, r.height, self.words, self.text,
                                           card in self.view["special"]), r)
        art_preview.draw_preview(self, surface)

    def draw_dragged(self, surface: pygame.Surface, centre) -> None:
        kind_, _, rest = (self.drag.dragging or "").partition(":")
        card = FETCH_CARD if kind_ == "fetch" else (int(rest) if rest.isdigit() else None)
        if card is None or kind_ not in ("hand", "pend", "fetch", "trick"):
            return
        rect = self.places.get(f"card:{card}")
        if rect is not None:
            self.draw_lifted(surface, art.card_face(card, rect.width, rect.height, self.words, self.text,
                                                    card in self.view["special"]), centre)

    def cancel_mode(self) -> bool:
        """Escape (or a right click) leaves the retrieve dialogue, then an opened panel."""
        if self.pick_learn is not None:
            self.pick_learn = self.learn_forecast = None
            self.rebuild()
            return True
        if self.pick_trick is None and self.pick_cell is None:
            if self.focus is not None:
                self.open_panel(None)
                return True
            return False
        self._reset_pick()
        return True

    def open_panel(self, seat: int | None) -> None:
        """Show ``seat``'s area in full (None, or one's own seat: back to one's own)."""
        self.focus = None if seat is None or seat == self.shown else seat
        self.invalidate()
        self.rebuild()

    def on_language(self) -> None:
        art.clear()
        self._lang_version += 1
        self.words = art.Words(self.t, str(self._lang_version))
        super().on_language()

    # ==== gestures the kit hands over ================================================================
    def submit(self, action) -> None:
        """A binding's action: a step of the retrieve dialogue stays on the board; an engine
        action goes to the table (a retrieve ends the dialogue)."""
        if isinstance(action, Pick):
            self._pick(action)
            return
        if isinstance(action, Action) and action.kind == "retrieve":
            self._reset_pick()
        if isinstance(action, Action) and action.kind == "learn":
            self.pick_learn = self.learn_forecast = None
        super().submit(action)

    def _on_unbound(self, item: str) -> None:
        # a player's panel opens in full on a click (and closes on another)
        if item.startswith(("player:", "panel:")):
            seat = int(item.split(":")[1])
            self.open_panel(None if seat == self.focus else seat)
            return
        # a button is offered even while the engine refuses it (End turn before retrieving):
        # its click, too, gets the engine's reason
        self._on_miss(item, None)

    def _on_miss(self, source: str, target: str | None) -> None:
        if target is None and self.seat is not None and source.split(":")[0] in ("hand", "pend", "fetch") \
                and self.guess(source, None) is None:
            self.ctx.show_message(self.t(f"{P}board.cannot_go_there"))
            return
        super()._on_miss(source, target)

    # ==== the retrieve dialogue =====================================================================
    def _reset_pick(self) -> None:
        self.pick_trick = None
        self.pick_cell = None
        self.pick_index = 0

    def selection_key(self) -> tuple:
        """The dialogue's step (trick, cell, placement shown): a hint's outline goes once the
        player moves it on (ui/table/coach.py ``selection``)."""
        return (self.pick_trick, self.pick_cell, self.pick_index)

    def target_items(self, action) -> list[str]:
        """A retrieve lands on the grid cells its trick takes (the dialogue binds steps, so
        no binding names them); other moves, their bindings' targets."""
        if getattr(action, "kind", None) == "retrieve" and self.view is not None:
            try:
                return [f"cell:{c}" for c in retrieve_cells(action, list(self.view.get("special") or []))]
            except (TypeError, ValueError):   # not a retrieve of this game's shape: no place
                return []
        return super().target_items(action)

    def pick_options(self) -> list[Action]:
        if self.pick_cell is None or self.view is None:
            return []
        return options(self.legal, self.view.get("special") or [], self.pick_trick, self.pick_cell)

    def preview(self) -> Action | None:
        opts = self.pick_options()
        return opts[self.pick_index % len(opts)] if opts else None

    def _pick(self, step: Pick) -> None:
        if step.what == "cancel":
            self._reset_pick()
            self.pick_learn = self.learn_forecast = None
        elif step.what == "learn":
            # first click on an offered trick: say what it costs and how often it fits now;
            # the "Learn" button then buys it (a second click on the same card cancels)
            if self.pick_learn == step.arg:
                self.pick_learn = self.learn_forecast = None
            else:
                self._reset_pick()
                self.pick_learn = step.arg
                self.learn_forecast = summary.learn_forecast(self.ctx.rules, self.view, self.seat, step.arg)
        elif step.what == "trick":
            if self.pick_trick == step.arg and step.cell is None:
                self._reset_pick()
            else:
                self.pick_trick = step.arg
                if step.cell is not None:
                    self.pick_cell = step.cell
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
        self.rebuild()

    # ==== words and scores ==========================================================================
    def card_label(self, card) -> str:
        """A card's name, the special side of a starting trick named as such."""
        return card_name(card, self.t, card in (self.view or {}).get("special", []))

    def _final_scores(self, view: dict) -> dict[int, object]:
        """Each seat's breakdown, asked of the engine (every hand is shown at the end)."""
        try:
            state = self.ctx.rules.resample(view, 0, random.Random(0))
            return {s: score_seat(state, s) for s in range(view["players"])}
        except Exception:  # no breakdown rather than no board
            traceback.print_exc()
            return {}

    def side_spot(self) -> pygame.Rect | None:
        return gestures.side_spot(self)

    def preview_cells(self) -> tuple[tuple[int, ...], int | None]:
        """The cells the shown placement takes and the line the Watch Dog would go to."""
        pv = self.preview()
        if pv is None:
            return (), None
        special = self.view.get("special") or []
        return retrieve_cells(pv, special), retrieve_line(pv, special)


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
