"""Dodgy Dogs gestures: the engine's legal actions as items and bindings, the words for each
action, and the nearest meaning of a gesture that matches none (sent to the engine, which
answers with its reason).

Items on the board (ids): ``card:<c>`` a card of the shown hand, ``stock``, ``discard`` (the
pile and the cards peeking out under it), ``match``, ``hand`` (the shown seat's area),
``seat:<s>`` another seat's panel and ``btn:<name>`` (``btn:whisper:<b>``, ``btn:guess:<b>``
for the behaviour picker, ``btn:picker`` to bring it back after Escape put it away).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import pygame

from dogtable.core.rules import Action
from dogtable.ui.table.board import Binding, ButtonSpec, Item
from dogtable.ui.table.widgets import Chooser

from ..cards import DOG, LEADER, WHISPERER, WILD, behaviour, kind, size
from ..rules import MAX_DRAWS
from .layout import Geometry, Place, discard_spread
from .texts import behaviour_name, card_name, size_name

LEFT, RIGHT = 1, -1
PICKER_BUTTON = "btn:picker"      # brings back the behaviour picker after Escape put it away
REOPEN = Action("reopen_picker")   # the board's own step: never sent to the engine
CARD_PLAYS = ("play", "play_all", "play_leader", "play_wild")


@dataclass
class Pick:
    """One behaviour of the picker (whisper or guess)."""
    id: str                       # btn:whisper:<b> | btn:guess:<b>
    label: str
    behaviour: int
    marked: bool = False          # a behaviour already guessed wrong (still allowed)
    rect: pygame.Rect | None = None


def panel_buttons(view: dict, legal, t) -> list[ButtonSpec]:
    """A button for every legal action that has no card to drag."""
    specs: list[ButtonSpec] = []
    for a in legal:
        k = a.kind
        if k == "draw":
            specs.append(ButtonSpec("btn:draw", t("dodgy_dogs.action.draw", count=view.get("draws", 0) + 1, most=MAX_DRAWS)))
        elif k == "pass":
            specs.append(ButtonSpec("btn:pass", t("dodgy_dogs.action.pass")))
        elif k == "pick_up":
            specs.append(ButtonSpec("btn:pick_up", t("dodgy_dogs.action.pick_up", count=view.get("pickup", 0))))
    return specs


def picks(view: dict, legal, t) -> list[Pick]:
    """The behaviour picker's six for whispering and guessing (none in other phases)."""
    wrong = set(view.get("wrong") or [])
    return [Pick(f"btn:{a.kind}:{a.args[0]}", behaviour_name(a.args[0], t), a.args[0],
                 marked=(a.kind == "guess" and a.args[0] in wrong))
            for a in legal if a.kind in ("whisper", "guess")]


def picker_title(view: dict, t, name, short: bool = False) -> str:
    """The picker's question; ``short`` leaves out whom the whisper is for (where the status
    text beside the picker says it)."""
    if view.get("phase") == "whisper":
        if short:
            return t("dodgy_dogs.picker.whisper_short")
        return t("dodgy_dogs.picker.whisper", target=name((view.get("current", 0) + 1) % view["players"]))
    return t("dodgy_dogs.picker.guess")


def items(view: dict, geo: Geometry, places: dict[str, Place], me: int | None, bottom: int,
          buttons, shown_picks: list[Pick], piles_covered: bool = True) -> list[Item]:
    """What the pointer can touch.  While the behaviour picker is open over the piles they
    are not offered under it (no tooltip or click reaches through)."""
    can = me is not None and view.get("phase") != "over"
    out: list[Item] = []
    if not (shown_picks and piles_covered):
        out.append(Item("stock", geo.stock.copy(), draggable=can, z=5))
        pile = geo.discard.union(discard_spread(geo)).inflate(6, 6)
        out.append(Item("discard", pile, target=True, z=30))
        out.append(Item("match", geo.match.copy(), z=4))
    own = geo.seats.get(bottom)
    if own is not None:
        out.append(Item("hand", own.rect.copy(), target=True, tip=False, z=-1))
        hand = [p for p in places.values() if p.zone == "hand" and p.owner == bottom and p.key.startswith("card:")]
        hand.sort(key=lambda p: p.rect.x)
        for p in hand:
            out.append(Item(p.key, p.footprint(), draggable=can, z=p.z))
    for s, sg in geo.seats.items():
        if s != bottom:
            out.append(Item(f"seat:{s}", sg.rect.copy(), z=-2))
    for b in list(buttons) + list(shown_picks):
        if b.rect is not None:
            out.append(Item(b.id, b.rect.copy(), tip=False, z=200))
    return out


def card_bindings(rules, view: dict, legal, label) -> list[Binding]:
    """The card moves among the legal actions (placed with the engine's ``rules.hint``; they
    also say which cards are raised)."""
    out: list[Binding] = []
    shim = SimpleNamespace(current=view.get("current"), phase=view.get("phase"), hands=view.get("hands"),
                           discard=view.get("discard"))
    for a in legal:
        if a.kind not in CARD_PLAYS:
            continue
        try:
            hint = rules.hint(shim, a)
            card = hint.card if hint.source == "hand" else None
        except Exception:  # a hint we cannot read: fall back on the action's first argument
            card = a.args[0] if a.args else None
        if card is None:
            continue
        out.append(Binding(a, f"card:{card}", "discard", label(a), True))
    return out


def bindings(card_moves: list[Binding], legal, label, picker_open: bool) -> list[Binding]:
    """Every gesture that means a legal action: the card moves, the stockpile dragged to the
    hand (or clicked), the buttons, and the picker's behaviours while it is open."""
    out: list[Binding] = list(card_moves)
    for a in legal:
        k = a.kind
        if k in ("draw", "pick_up"):
            out.append(Binding(a, "stock", "hand", label(a), True))
            out.append(Binding(a, f"btn:{k}", None, label(a), True))
        elif k == "pass":
            out.append(Binding(a, "btn:pass", None, label(a), True))
        elif k in ("whisper", "guess"):
            if picker_open:
                out.append(Binding(a, f"btn:{k}:{a.args[0]}", None, label(a), True))
            elif not any(b.source == PICKER_BUTTON for b in out):
                out.append(Binding(REOPEN, PICKER_BUTTON, None, "", True))
    return out


def action_label(a: Action, view: dict, bottom: int, t) -> str:
    """What the chooser says for an action (when one gesture could mean several)."""
    k = a.kind
    hand = (view.get("hands") or [None] * (bottom + 1))[bottom] or []
    if k == "play":
        card = a.args[0]
        if kind(card) == LEADER and any(kind(c) == DOG and size(c) == size(card) for c in hand):
            # the dogs of its size are optional: say plainly that they stay
            return t("dodgy_dogs.action.leader_alone", card=card_name(card, t),
                     size=size_name(size(card), t))
        return t("dodgy_dogs.action.play", card=card_name(card, t))
    if k == "play_all":
        card = a.args[0]
        count = sum(1 for c in hand if behaviour(c) is not None and behaviour(c) == behaviour(card))
        return t("dodgy_dogs.action.play_all", count=count, behaviour=behaviour_name(behaviour(card), t),
                 card=card_name(card, t))
    if k == "play_leader":
        leader, top = a.args
        if top is None or top < 0:
            return t("dodgy_dogs.action.play", card=card_name(leader, t))
        return t("dodgy_dogs.action.play_leader", size=size_name(size(leader), t), card=card_name(top, t))
    if k == "play_wild":
        return t("dodgy_dogs.action.wild_left" if a.args[1] == LEFT else "dodgy_dogs.action.wild_right")
    if k == "draw":
        return t("dodgy_dogs.action.draw", count=view.get("draws", 0) + 1, most=MAX_DRAWS)
    if k == "pick_up":
        return t("dodgy_dogs.action.pick_up", count=view.get("pickup", 0))
    if k in ("whisper", "guess"):
        return t(f"dodgy_dogs.action.{k}", behaviour=behaviour_name(a.args[0], t))
    return t(f"dodgy_dogs.action.{k}")


class ConfirmChooser(Chooser):
    """One option and Cancel: Tab stays on the option (Enter confirms, as a second Enter on
    any card would), the arrow keys reach Cancel, Escape cancels."""

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            return ("none", None)
        return super().handle(event)


def is_whisperer_play(action) -> bool:
    return isinstance(action, Action) and action.kind == "play" and bool(action.args) \
        and kind(action.args[0]) == WHISPERER


def whisperer_confirm_label(view: dict, t, name) -> str:
    """The Whisperer's chooser option: what playing it commits the player to."""
    seat = view.get("current", 0)
    return t("dodgy_dogs.action.whisperer_confirm", target=name((seat + 1) % view["players"]))


def guess(source: str, target: str | None, view: dict, where) -> Action | None:
    """The nearest meaning of a gesture no legal action matches (``where(item)`` names the
    zone an item lies in; ``target`` None is a click), or None when it has none.  A click
    means what the drag means: the stockpile clicked is the stockpile dragged to the hand, a
    card of the hand clicked is that card dragged to the discard pile."""
    if source == "stock" and target in ("hand", None):
        return Action("pick_up") if view.get("phase") == "pickup" else Action("draw")
    if source.startswith("card:") and target in ("discard", None) and where(source) == "hand":
        card = int(source[5:])
        if kind(card) == WILD:
            return Action("play_wild", (card, LEFT))
        return Action("play", (card,))
    return None
