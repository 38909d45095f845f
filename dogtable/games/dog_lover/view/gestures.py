"""Dog Lover gestures: the engine's legal actions as click and drag bindings, the words for
each action, and the nearest meaning of a gesture that matches none (sent to the engine,
which answers with its reason).

Items on the board (ids): ``cell:<c>`` grid cells, ``line:<l>`` Watch Dog markers (rows 0..2,
columns 3..5), ``trick:<t>`` a trick card of a player, ``side:1`` the special side shown while
the starting trick's side is chosen, ``display:<slot>`` a trick on offer, ``shelter:<slot>``
a rescue dog, ``dog:<d>`` a dog in a play area, ``hand:<c>`` a card in the seat's hand,
``pend:<c>`` a taken card waiting, ``fetch`` the Fetch card held, ``cube:<seat>:<colour>``,
``deck``, ``supply:<colour>``, ``player:<seat>`` and ``btn:<name>``.

Retrieving is a small dialogue of the board's own (``Pick`` steps, not engine actions): a
trick is picked (or all of them count), a cell is clicked and the first placement over it is
shown; clicking that cell again shows the next one; the Take button sends it.  Dragging a
trick onto a cell is the same as picking the trick and clicking the cell.

A click on a thing with no legal move, or a drop no binding matches, goes to ``guess``: the
nearest action, legal or not, which the kit sends to the engine so the player reads its
reason; a click and a drag of the same thing get the same answer.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table import theme
from dogtable.ui.table.buttons import ButtonSpec
from dogtable.ui.table.drag import Binding, Item

from ..cards import (
    ADOPTION, FETCH_CARD, FOOD, TRAIT, is_dog, kind, placements, retrieve_cells, trick_shape,
)
from .layout import hand_order
from .texts import card_name

P = "dog_lover."


@dataclass(frozen=True)
class Pick:
    """A step of the board's retrieve dialogue: ``what`` is "trick" (``cell``: a trick dropped
    on a cell), "cell", "next" or "cancel"."""
    what: str
    arg: int = 0
    cell: int | None = None


def options(legal: list[Action], special: list[int], trick: int | None, cell: int | None) -> list[Action]:
    """The legal retrieves the dialogue offers: of the picked trick (or any), over ``cell``."""
    out = []
    for a in legal:
        if a.kind != "retrieve" or (trick is not None and a.args[0] != trick):
            continue
        if cell is None or cell in retrieve_cells(a, special):
            out.append(a)
    return out


def source_of(card: int, view: dict, me: int) -> str:
    """The item a card the seat may move is shown as."""
    if card == FETCH_CARD:
        return "fetch"
    if card in (view.get("pending") or []):
        return f"pend:{card}"
    return f"hand:{card}"


def pay_item(item: int, view: dict, me: int) -> str:
    if is_dog(item):
        return f"dog:{item}"
    if kind(item) == "trick":
        return f"trick:{item}"
    return f"hand:{item}"


def action_label(a, t, view: dict) -> str:
    """What a button or the chooser says for ``a``."""
    special = view.get("special") or []
    name = lambda c: card_name(c, t, c in special)  # noqa: E731
    if isinstance(a, Pick):
        if a.what == "cancel":
            return t("table.cancel")
        if a.what == "learn":
            pile = view["trick_display"]
            card = pile[a.arg] if 0 <= a.arg < len(pile) else None
            return t(f"{P}board.do_learn", card=name(card) if card is not None else "?")
        return t(f"{P}board.next") if a.what == "next" else t(f"{P}action.retrieve")
    k, args = a.kind, a.args
    if k == "trick_side":
        return t(f"{P}board.side_special" if args[0] else f"{P}board.side_standard")
    if k == "place_watchdog":
        return t(f"{P}board.guard", line=t(f"{P}line.{args[0]}"))
    if k in ("tuck", "attach"):
        return t(f"{P}board.do_{k}", card=name(args[0]), dog=name(args[1]))
    if k == "retrieve":
        return t(f"{P}board.take", count=len(retrieve_cells(a, special)))
    if k == "fetch":
        return t(f"{P}board.do_fetch", card=name(view["grid"][args[0]]) if view["grid"][args[0]] is not None else "?")
    if k in ("gain", "forfeit", "pay"):
        return t(f"{P}board.do_{k}", card=name(args[0]))
    if k == "pay_cube":
        return t(f"{P}board.do_pay_cube", colour=t(f"{P}colour.{args[0]}"))
    if k in ("rescue", "learn"):
        pile = view["shelter"] if k == "rescue" else view["trick_display"]
        card = pile[args[0]] if 0 <= args[0] < len(pile) else None
        return t(f"{P}board.do_{k}", card=name(card) if card is not None else "?")
    return t(f"{P}action.{k}")


def bindings(legal: list[Action], me: int, view: dict, t, preview: Action | None,
             more_options: bool, picking: bool = False, learning: int | None = None) -> list[Binding]:
    """Every legal action as one or more gestures (plus the retrieve dialogue's steps;
    ``picking``: the dialogue is under way and may be cancelled; ``learning``: the offered
    trick whose purchase waits for the player's confirmation)."""
    out: list[Binding] = []

    def add(a, source, target=None, direct=False):
        out.append(Binding(a, source, target, action_label(a, t, view), direct))

    special = view.get("special") or []
    retrieves = []
    for a in legal:
        k, args = a.kind, a.args
        if k == "trick_side":
            add(a, f"btn:side:{args[0]}", direct=True)
            mine = (view.get("tricks") or [[]])[me]
            add(a, f"trick:{mine[0]}" if args[0] == 0 and mine else "side:1", direct=True)
        elif k == "place_watchdog":
            add(a, f"line:{args[0]}", direct=True)
        elif k == "retrieve":
            retrieves.append(a)
        elif k == "fetch":
            add(a, "fetch", f"cell:{args[0]}")
        elif k == "tuck":
            add(a, source_of(args[0], view, me), f"dog:{args[1]}")
        elif k == "attach":
            add(a, f"pend:{args[0]}", f"dog:{args[1]}")
        elif k in ("forfeit", "gain"):
            add(a, f"pend:{args[0]}", direct=True)
        elif k == "rescue":
            add(a, f"shelter:{args[0]}", direct=True)
            # an Adoption dragged onto a shelter dog rescues it, as the click does
            for c in (view.get("hands") or [[]] * (me + 1))[me] or []:
                if kind(c) == ADOPTION:
                    add(a, f"hand:{c}", f"shelter:{args[0]}")
        elif k == "learn":
            # learning spends trainings for good: a click asks first (the board's confirm step)
            if learning == args[0]:
                add(a, "btn:learn", direct=True)
            else:
                add(Pick("learn", args[0]), f"display:{args[0]}", direct=True)
        elif k == "pay":
            add(a, pay_item(args[0], view, me), direct=True)
        elif k == "pay_cube":
            add(a, f"cube:{me}:{args[0]}", direct=True)
        elif k == "end_turn":
            add(a, "btn:end_turn", direct=True)
    if retrieves:
        for trick in sorted({a.args[0] for a in retrieves}):
            add(Pick("trick", trick), f"trick:{trick}", direct=True)
            for c in sorted({c for a in retrieves if a.args[0] == trick for c in retrieve_cells(a, special)}):
                add(Pick("trick", trick, c), f"trick:{trick}", f"cell:{c}")
        cells = sorted({c for a in retrieves for c in retrieve_cells(a, special)})
        for c in cells:
            add(Pick("cell", c), f"cell:{c}", direct=True)
        if preview is not None and preview in retrieves:
            add(preview, "btn:take", direct=True)
    if picking or learning is not None:
        add(Pick("cancel"), "btn:cancel_pick", direct=True)
    # a card with one place to go is also played by a plain click
    by_source: dict[str, list[Binding]] = {}
    for b in out:
        by_source.setdefault(b.source, []).append(b)
    for source, binds in by_source.items():
        if len(binds) == 1 and not binds[0].direct and source.split(":")[0] in ("hand", "pend", "fetch"):
            b = binds[0]
            out.append(Binding(b.action, b.source, None, b.label, True))
    return out


def guess(source: str, target: str | None, me: int, view: dict, trick: int | None) -> Action | None:
    """The action a gesture most likely meant, legal or not (the engine then says why not)."""
    kind_, _, rest = source.partition(":")
    nums = [int(p) for p in rest.split(":") if p.lstrip("-").isdigit()] if rest else []
    tkind, _, trest = (target or "").partition(":")
    tnums = [int(p) for p in trest.split(":") if p.lstrip("-").isdigit()] if trest else []
    phase = view.get("phase")
    tricks = (view.get("tricks") or [[]] * (me + 1))[me] if 0 <= me < len(view.get("tricks") or []) else []
    card = FETCH_CARD if kind_ == "fetch" else (nums[0] if nums else None)
    if target is None:
        if kind_ == "cell" and nums:
            return _retrieve_guess(nums[0], trick, tricks, view)
        if kind_ == "line" and nums:
            return Action("place_watchdog", (nums[0],))
        if kind_ == "shelter" and nums:
            return Action("rescue", (nums[0],))
        if kind_ == "display" and nums:
            return Action("learn", (nums[0],))
        if kind_ == "cube" and len(nums) == 2 and nums[0] == me:
            return Action("pay_cube", (nums[1],))
        if kind_ == "btn" and rest == "end_turn":
            return Action("end_turn")
        if kind_ == "btn" and rest.startswith("side:") and nums:
            return Action("trick_side", (nums[0],))
        if kind_ == "side":
            return Action("trick_side", (1,))
        if phase == "penalty" and kind_ in ("hand", "dog", "trick") and card is not None:
            return Action("pay", (card,))
        if phase == "sides" and kind_ == "trick":
            return Action("trick_side", (0,))
        if kind_ == "trick" and nums:
            return _trick_guess(nums[0], view)
        if kind_ == "fetch":
            # the same answer as a drag onto a cell: the engine checks the card before the cell
            filled = [c for c, card_ in enumerate(view.get("grid") or []) if card_ is not None]
            return Action("fetch", (filled[0] if filled else 0,))
        if kind_ == "pend" and card is not None:
            if kind(card) == TRAIT:
                return Action("forfeit", (card,))
            if kind(card) == FOOD:
                return Action("gain", (card,))
        if kind_ in ("hand", "pend") and card is not None:
            # a card's other meaning is to go under a dog: the engine says why it cannot
            mine = (view.get("dogs") or [])[me] if 0 <= me < len(view.get("dogs") or []) else []
            if mine:
                return Action("attach" if kind(card) == TRAIT else "tuck", (card, mine[0][0]))
        return None
    if kind_ == "hand" and card is not None and tkind == "shelter" and tnums:
        # an Adoption (or any card) dropped on a shelter dog: the rescue, for the engine's reason
        return Action("rescue", (tnums[0],))
    if kind_ in ("hand", "pend", "fetch") and card is not None:
        if tkind == "dog" and tnums:
            return Action("attach" if kind(card) == TRAIT else "tuck", (card, tnums[0]))
        if kind_ == "fetch" and tkind == "cell" and tnums:
            return Action("fetch", (tnums[0],))
    if kind_ == "trick" and nums and tkind == "cell" and tnums:
        return _retrieve_guess(tnums[0], nums[0], tricks, view)
    return None


def _retrieve_guess(cell: int, trick: int | None, tricks: list[int], view: dict) -> Action | None:
    """A placement over ``cell`` of the picked trick (or of the seat's first): the engine will
    tell whether the Watch Dog or an empty cell forbids it."""
    if trick is None:
        if not tricks:
            return None
        trick = tricks[0]
    return _placement_guess(trick, view, cell)


def _trick_guess(trick: int, view: dict) -> Action | None:
    """A click on a trick with no legal placement: one of its placements, for the engine's
    reason (the Watch Dog, an empty cell, the turn ...)."""
    return _placement_guess(trick, view, None)


def _placement_guess(trick: int, view: dict, cell: int | None) -> Action | None:
    """A placement of ``trick`` (over ``cell`` if given), preferring one over cards only, so
    that the reason names what really forbids it rather than a gap in the grid."""
    special = view.get("special") or []
    grid = view.get("grid") or []
    found = [p for p in placements(trick_shape(trick, trick in special)) if cell is None or cell in p.cells]
    full = [p for p in found if all(0 <= c < len(grid) and grid[c] is not None for c in p.cells)]
    for p in full or found:
        return Action("retrieve", (trick, p.rotation, p.row, p.col))
    return None


# ==== what the pointer can touch, and the buttons ========================================================

def items(b) -> list[Item]:
    """Everything the pointer can touch on board ``b`` (ids as listed at the top)."""
    v, geo = b.view, b.geo
    me = b.seat
    out: list[Item] = []
    for c, rect in enumerate(geo.cells):
        out.append(Item(f"cell:{c}", rect.copy(), target=True, z=5))
    for line, rect in enumerate(geo.lines):
        out.append(Item(f"line:{line}", rect.copy(), target=True, z=5))
    out.append(Item("deck", geo.deck.union(geo.deck_text), z=2))
    for colour, rect in enumerate(geo.supply):
        out.append(Item(f"supply:{colour}", rect.copy(), z=2))
    # a trick one cannot afford yet answers a click with the engine's reason (it was silent)
    my_turn = me is not None and v.get("current") == me and v.get("phase") == "turn"
    for slot, card in enumerate(v["trick_display"][:3]):
        out.append(Item(f"display:{slot}", geo.display_slots[slot].copy(), z=5, clickable=my_turn))
    for slot, card in enumerate(v["shelter"][:3]):
        # a drop target too: an Adoption dragged here rescues (or hears the engine's why not)
        out.append(Item(f"shelter:{slot}", geo.shelter_slots[slot].copy(), target=True, z=5))
    for s, p in geo.panels.items():
        mine = s == me
        # a click on a player's name, or on a small panel's summary, opens that area in full
        out.append(Item(f"player:{s}", p.name.copy(), z=2, clickable=True))
        if p.summary is not None:
            out.append(Item(f"panel:{s}", p.summary.copy(), z=2, clickable=True))
        for colour, rect in enumerate(p.cubes):
            out.append(Item(f"cube:{s}:{colour}", rect.copy(), z=3))
        out.append(Item(f"handcount:{s}", p.hand_badge.copy(), z=3))
        for i, (dog, _t, _tk) in enumerate(v["dogs"][s]):
            rect = b.places.get(f"card:{dog}")
            if rect is not None:
                out.append(Item(f"dog:{dog}", rect.copy(), target=mine, z=10 + i))
        for i, trick in enumerate(v["tricks"][s]):
            rect = b.places.get(f"card:{trick}")
            if rect is not None:
                # a trick of one's own may be dropped on a cell; with no legal placement its
                # click or drag still gets the engine's reason
                out.append(Item(f"trick:{trick}", rect.copy(), draggable=mine, z=10 + i))
        if mine:
            for i, c in enumerate(hand_order(v["hands"][s] or [])):
                rect = b.places.get(f"card:{c}")
                if rect is not None:
                    out.append(Item(f"hand:{c}", rect.copy(), draggable=True, z=10 + i))
    for i, c in enumerate(v.get("pending") or []):
        rect = b.places.get(f"card:{c}")
        if rect is not None:
            out.append(Item(f"pend:{c}", rect.copy(), draggable=v["current"] == me, z=40 + i))
    rect = b.places.get(f"card:{FETCH_CARD}")
    if rect is not None and v.get("fetch_holder") is not None and FETCH_CARD not in v["grid"]:
        out.append(Item("fetch", rect.copy(), draggable=v["fetch_holder"] == me, z=50))
    side = side_spot(b)
    if side is not None:
        out.append(Item("side:1", side.copy(), z=50))
    for button in b.buttons:
        if button.rect is not None:
            # a button answers a click even when its action is not legal now (the engine's reason)
            out.append(Item(button.id, button.rect.copy(), target=True, tip=False, z=200))
    return out


def side_spot(b) -> pygame.Rect | None:
    """While the side of a starting trick is chosen: where its special side is shown."""
    v = b.view
    if v.get("phase") != "sides" or b.seat is None or v.get("current") != b.seat:
        return None
    mine = v["tricks"][b.seat]
    rect = b.places.get(f"card:{mine[0]}") if mine else None
    if rect is None:
        return None
    p = b.geo.panels[b.seat]
    spot = rect.move(rect.width + max(6, rect.width // 3), 0)
    if not p.rect.contains(spot):
        spot = pygame.Rect(p.extra.x + 1, rect.y, rect.width, rect.height)
    return spot


def button_specs(b) -> list[ButtonSpec]:
    """The buttons the status panel offers now."""
    v, t = b.view, b.t
    if b.seat is None or v.get("current") != b.seat or v.get("phase") == "over":
        return []
    kinds = {a.kind for a in b.legal}
    specs: list[ButtonSpec] = []
    if "trick_side" in kinds:
        specs.append(ButtonSpec("btn:side:0", t(f"{P}board.side_standard")))
        specs.append(ButtonSpec("btn:side:1", t(f"{P}board.side_special")))
    if v.get("phase") == "turn" and b.legal:
        specs.append(ButtonSpec("btn:end_turn", t(f"{P}action.end_turn")))
    learning = getattr(b, "pick_learn", None)
    if learning is not None and any(a.kind == "learn" and a.args[0] == learning for a in b.legal):
        card = v["trick_display"][learning] if 0 <= learning < len(v["trick_display"]) else None
        specs.append(ButtonSpec("btn:learn", t(f"{P}board.confirm_learn", card=card_name(card, t)),
                                fill=theme.TARGET))
    if b.pick_trick is not None or b.pick_cell is not None or learning is not None:
        specs.append(ButtonSpec("btn:cancel_pick", t("table.cancel")))
    pv = b.preview()
    if pv is not None:
        specs.append(ButtonSpec("btn:take", action_label(pv, t, v), fill=theme.TARGET))
    # no "other placement" button: clicking the cell again shows the next one (the status line
    # says so), and three buttons keep one row, so that line keeps its room at 1024x600
    return specs
