"""What a Dogs Alone player can point at, and what each gesture means.

The legal actions become bindings (source item → target item) through the engine's
``rules.hint``; actions with no card to drag become buttons.  A gesture that matches no
binding is still given its nearest meaning (``guess``), so the engine's own reason for
refusing it is shown: the board never judges a move itself.
"""
from __future__ import annotations

from types import SimpleNamespace

from dogtable.core.rules import Action
from dogtable.ui.table.buttons import ButtonSpec
from dogtable.ui.table.drag import Binding, Item

from ..cards import dog_colour, mess_colour
from .art import colour_icon
from .texts import colour_name, dog_name, mess_name


def button_specs(legal: list[Action], t) -> list[ButtonSpec]:
    """A button for every legal action that has no card to drag: the colour buttons (clean
    up, wild colours) with their colour's icon share rows, any other takes a row of its own."""
    specs: list[ButtonSpec] = []
    wild_first = None
    cleans = [a.args[0] for a in legal if a.kind == "clean"]
    for a in legal:
        k = a.kind
        if k == "change_supply":
            specs.append(ButtonSpec("btn:change_supply", t("dogs_alone.action.change_supply"), wide=True))
        elif k == "clean":
            col = a.args[0]
            # side by side they are narrow: the icon and the colour say it
            key = "table.dogs_alone.clean_short" if len(cleans) > 1 else "dogs_alone.action.clean_colour"
            specs.append(ButtonSpec(f"btn:clean:{col}", t(key, colour=colour_name(t, col)), colour_icon(col)))
        elif k == "finish":
            specs.append(ButtonSpec("btn:finish", t("dogs_alone.action.finish"), wide=True))
        elif k == "cancel_payment":
            specs.append(ButtonSpec("btn:cancel", t("dogs_alone.action.cancel_payment"), wide=True))
        elif k == "assign_wild":
            m, col = a.args
            if wild_first is None:
                wild_first = m
            if m == wild_first:  # one wild at a time; the next one's colours follow
                name = colour_name(t, col)
                specs.append(ButtonSpec(f"btn:wild:{m}:{col}", name[:1].upper() + name[1:], colour_icon(col)))
    return specs


def button_columns(specs: list[ButtonSpec], width: int) -> int:
    """Colour buttons two to a row when there are several and room; one alone is wide."""
    narrow = [b for b in specs if not b.wide]
    if any(b.id.startswith("btn:wild:") for b in narrow):
        return 2
    return 2 if len(narrow) > 1 and len(specs) > 2 and width >= 240 else 1


def items(view: dict, geo, places: dict, seat: int | None, bottom: int, buttons) -> list[Item]:
    """Every thing on the board a gesture may start from, land on or show a tooltip for."""
    can = seat is not None and view.get("phase") not in ("over",)
    out: list[Item] = [Item("deck", geo.deck.copy(), draggable=can, z=5)]
    by_zone: dict[str, list] = {}
    for p in places.values():
        by_zone.setdefault(p.zone, []).append(p)
    for zone in by_zone.values():
        zone.sort(key=lambda p: (p.footprint().x, p.z))
    for p in by_zone.get("supply", []):
        out.append(Item(p.key, p.footprint(), draggable=can, z=p.z))
    pile = geo.discard.inflate(6, 6)
    out.append(Item("discard", pile, target=True, z=_top_z(by_zone.get("discard"), 11) + 1))
    out.append(Item("mess_deck", geo.mess_deck.copy(), z=5))
    for p in by_zone.get("mess_supply", []):
        out.append(Item(p.key, p.footprint().copy(), target=True, z=p.z))
    for p in by_zone.get("laid", []):
        out.append(Item(p.key, p.footprint(), draggable=can and view.get("current") == seat, z=p.z + 100))
    if view.get("mario"):
        out.append(Item("mario", geo.mario.inflate(geo.card[0] // 3, 4), z=26))
    own = geo.seats.get(bottom)
    if own is not None:
        # the whole area of the shown seat takes a dog drawn into the hand: a forgiving drop
        out.append(Item("hand", own.rect.copy(), target=True, tip=False, z=-1))
        for p in by_zone.get("hand", []):
            if p.owner == bottom and p.key.startswith("dog:"):
                out.append(Item(p.key, p.footprint(), draggable=can, z=p.z))
        for p in by_zone.get("pool", []):
            if p.owner == bottom:
                out.append(Item(p.key, p.footprint(), draggable=can, z=p.z))
        for col in own.groups:
            feet = [p.footprint() for p in by_zone.get("messes", [])
                    if p.owner == bottom and mess_colour(int(p.key[5:])) == col]
            if feet:
                out.append(Item(f"group:{col}", feet[0].unionall(feet[1:]).inflate(4, 4), z=1))
        for p in by_zone.get("messes", []):
            if p.owner == bottom:
                out.append(Item(p.key, p.footprint(), z=p.z))
    for b in buttons:
        if b.rect is not None:
            out.append(Item(b.id, b.rect.copy(), tip=False, target=b.id.startswith("btn:wild"), z=200))
    for s, sg in geo.seats.items():
        if s == bottom:
            continue
        out.append(Item(f"seat:{s}", sg.rect.copy(), z=-2))
        for p in by_zone.get("pool", []) + by_zone.get("messes", []):
            if p.owner == s:
                out.append(Item(p.key, p.footprint(), z=p.z))
    return out


def _top_z(places, default: int) -> int:
    return max((p.z for p in places), default=default) if places else default


def hint_state(view: dict) -> SimpleNamespace:
    """The parts of a state ``rules.hint`` reads, taken from the view."""
    return SimpleNamespace(current=view.get("current"), phase=view.get("phase"), pools=view.get("pools"),
                           hands=view.get("hands"), dog_supply=view.get("dog_supply"))


def bindings(view: dict, legal: list[Action], rules, t, item_ids) -> list[Binding]:
    """A binding for every gesture that does a legal action now."""
    out: list[Binding] = []
    shim = hint_state(view)
    pending = view.get("pending")
    for a in legal:
        k = a.kind
        label = action_label(a, t)
        try:
            hint = rules.hint(shim, a)
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
            for c in view.get("pending_cards") or []:
                out.append(Binding(a, f"dog:{c}", "hand", label))
        elif k == "assign_wild":
            out.append(Binding(a, f"btn:wild:{a.args[0]}:{a.args[1]}", None, label, True))
    ids = set(item_ids)
    return [b for b in out if b.source in ids and (b.target is None or b.target in ids)]


def action_label(a: Action, t) -> str:
    """What the chooser says for an action (when one gesture could mean several)."""
    k = a.kind
    if k == "pay":
        return t("table.dogs_alone.do.pay", mess=mess_name(t, a.args[0]), dog=dog_name(t, a.args[1]))
    if k == "recruit_discard":
        return t("table.dogs_alone.do.recruit_discard", dog=dog_name(t, a.args[0]))
    if k == "discard":
        return t("table.dogs_alone.do.discard", dog=dog_name(t, a.args[0]))
    if k == "draw_supply":
        return t("table.dogs_alone.do.draw", dog=dog_name(t, a.args[0]))
    if k == "draw_deck":
        return t("table.dogs_alone.do.draw_deck")
    if k == "clean":
        return t("dogs_alone.action.clean_colour", colour=colour_name(t, a.args[0]))
    if k == "assign_wild":
        return t("dogs_alone.action.assign_wild_colour", colour=colour_name(t, a.args[1]))
    return t(f"dogs_alone.action.{k}")


# ==== gestures no legal action matches ============================================================
def where(places: dict, card: int, bottom: int) -> str | None:
    """The zone a dog lies in as the board shows it ("other": another seat's hand or pool)."""
    p = places.get(f"dog:{card}")
    if p is None:
        return None
    if p.zone in ("hand", "pool") and p.owner != bottom:
        return "other"
    return p.zone


def home_zone(source: str, places: dict, bottom: int) -> str | None:
    """The drop target a dragged thing came from (dropping it there means nothing)."""
    if source.startswith("dog:"):
        zone = where(places, int(source[4:]), bottom)
        return {"hand": "hand", "pool": "hand", "discard": "discard"}.get(zone or "", zone)
    return None


def guess(source: str, target: str | None, view: dict, places: dict, bottom: int) -> Action | None:
    """The nearest meaning of a gesture that matched no legal action, for the engine to
    refuse with its reason; None when it means nothing at all.  ``target`` None is a click
    on ``source``: it means what dragging it to its usual place would."""
    phase = view.get("phase")
    if target is None:
        return _click_guess(source, view, places, bottom)
    if source == "deck" and target == "hand":
        return Action("draw_deck")
    if source.startswith("dog:"):
        card = int(source[4:])
        zone = where(places, card, bottom)
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
    if source.startswith("mess:") and target.startswith("btn:wild:"):
        _, _, m, col = target.split(":")
        return Action("assign_wild", (int(m), int(col)))
    return None


def _click_guess(source: str, view: dict, places: dict, bottom: int) -> Action | None:
    """A click on a thing with no legal move: the deck and supply dogs mean a draw; a dog of
    one's own means laying it on a mess, the one being paid or else the one a drag would
    most likely aim at (the first of its colour), so a click and a drag get the same
    answer; a laid dog means taking the payment back; a mess of the supply means paying for
    it with one's own dog of its colour."""
    if source == "deck":
        return Action("draw_deck")
    messes = [m for m in view.get("mess_supply") or [] if m is not None]
    pending = view.get("pending")
    if source.startswith("dog:"):
        card = int(source[4:])
        zone = where(places, card, bottom)
        if zone == "supply":
            return Action("draw_supply", (card,))
        if zone == "laid":
            return Action("cancel_payment")
        if zone in ("hand", "pool"):
            mess = pending if pending is not None else _likeliest(messes, dog_colour(card), mess_colour)
            return Action("pay", (mess, card)) if mess is not None else None
        return None
    if source.startswith("mess:") and where_mess(places, int(source[5:])) == "mess_supply":
        mess = int(source[5:])
        own = [p.key for p in places.values() if p.zone in ("hand", "pool") and p.owner == bottom
               and p.key.startswith("dog:")]
        dogs = sorted(int(k[4:]) for k in own)
        dog = _likeliest(dogs, mess_colour(mess), dog_colour)
        return Action("pay", (mess, dog)) if dog is not None else None
    return None


def where_mess(places: dict, mess: int) -> str | None:
    p = places.get(f"mess:{mess}")
    return p.zone if p is not None else None


def _likeliest(things: list[int], colour: int, colour_of) -> int | None:
    """The first of ``things`` of ``colour``, else the first of all."""
    return next((x for x in things if colour_of(x) == colour), things[0] if things else None)
