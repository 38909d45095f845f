"""DOGS gestures: the engine's legal actions as drag/click bindings, the words for each action,
and the nearest meaning of a gesture that matches none (sent to the engine for its reason).

Items on the board (ids): ``space:<sp>`` map spaces, ``supply:<area>``, ``truck:<seat>``,
``home:<seat>`` (the garage), ``box:<b>``, ``offer:<b>:<slot>`` (a card above a box),
``meeples:<seat>`` (meeples at home), ``fair`` and ``fairdog:<breed>``, ``pen:<seat>:<p>``,
``infirmary:<seat>``, ``loose:<seat>`` (dogs waiting), ``dog:<token>`` (a dog in a kennel),
``donation`` (the dog on offer), ``res:<seat>:<r>``, ``card:<c>`` and ``btn:<name>``.
"""
from __future__ import annotations

import random
import traceback
from dataclasses import dataclass

import pygame

from dogtable.core.rules import Action, IllegalAction
from dogtable.ui.table.drag import Binding, DragController, Item

from ..city_map import CENTER
from ..components import breed, card_kind
from ..pens import PENS
from .dog_rows import piles as dog_piles
from .hands import piles
from .layout import Geometry, donation_spot, fair_groups

SWAP_MODE = Action("__swap_mode__")    # not an engine action: the board's own swap picker


@dataclass(frozen=True)
class Then:
    """Two legal actions one gesture stands for, sent one after the other: a dog dragged from
    pen to pen while settling (lift, then place), the dog cured at the Veterinary dragged onto
    a pen (cure, then place).  The board only offers it when the engine, asked on a state
    resampled from the seat's view, lists the second after the first (``chains``)."""
    first: Action
    second: Action


def chains(rules, view: dict, legal: list[Action], seat: int | None,
           refusals: dict | None = None) -> list[Then]:
    """Every lift-then-place and cure-then-place the engine would take now; ``refusals``, if
    given, gets {("dog:<t>", "pen:<seat>:<p>"): (reason key, params)} for the places the
    engine would refuse after the first step (the answer to that drag)."""
    if seat is None or not rules or not any(a.kind in ("lift", "cure") for a in legal):
        return []
    out: list[Then] = []
    try:
        base = rules.resample(view, seat, random.Random(0))
        for a in legal:
            if a.kind not in ("lift", "cure"):
                continue
            state = rules.clone(base)
            for event in rules.decide(state, seat, a, random.Random(0)):
                state = rules.evolve(state, event)
            dog = a.args[0]
            places = [b for b in rules.legal_actions(state, seat) if b.kind == "place" and b.args[0] == dog]
            out += [Then(a, b) for b in places]
            if refusals is not None:
                for pen in range(PENS):   # an unbuilt pen too: the engine says it is not built
                    b = Action("place", (dog, pen))
                    if b in places:
                        continue
                    try:
                        rules.decide(state, seat, b, random.Random(0))
                    except IllegalAction as why:
                        refusals[(f"dog:{dog}", f"pen:{seat}:{pen}")] = (why.reason_key, dict(why.params or {}))
    except Exception:   # no chained drags rather than no board
        traceback.print_exc()
        return []
    return out

# the buttons, in the order they are shown; actions of one kind share a button (a chooser
# opens when it stands for several)
BUTTON_KINDS = ("buy_fuel", "fuel_done", "take_dog", "return_home", "stay_home", "arrange_best",
                "vet_card", "finish", "accept_best", "accept_sick", "refuse", "build",
                "build_discount", "exchange", "pet_buy", "end_turn", "pay_salary",
                "pay_salary_card", "rehire", "rehire_card", "no_rehire", "sell", "buy_dog", "trade")


def action_label(a: Action, t, view: dict) -> str:
    """What a button or the chooser says for ``a``."""
    k, args = a.kind, a.args
    P = "dogs_kennel."
    res = lambda r: t(f"{P}resource.{r}")  # noqa: E731
    if a == SWAP_MODE:
        return t(f"{P}action.swap_dogs")
    if k == "move":
        return t(f"{P}action.move", space=t(f"{P}space.{args[0]}"))
    if k == "return_home":
        if args:
            return t(f"{P}board.home_bonus", resource=res(args[0]))
        return t(f"{P}action.return_home")
    if k == "take_dog":
        return t(f"{P}action.take_dog", area=t(f"{P}area.{args[0]}"))
    if k in ("place", "accept"):
        return t(f"{P}action.{k}", pen=args[-1] + 1)
    if k == "feed":
        return t(f"{P}action.feed", pen=args[0] + 1)
    if k == "exchange":
        return t(f"{P}action.exchange", give=res(args[0]), get=res(args[1]))
    if k == "pet_buy":
        return t(f"{P}action.pet_buy", food=args[0], medicine=2 - args[0])
    if k == "sell":
        bonus = args[1]
        if bonus:
            return t(f"{P}board.sell_bonus", price=2 + bonus,
                     card=t(f"{P}card.{'trained' if bonus == 1 else 'prize'}"))
        return t(f"{P}board.sell_plain", price=2)
    if k == "buy_dog":
        return t(f"{P}action.buy_dog", breed=t(f"{P}breed.{args[0]}"), price=view.get("fair_price", 0))
    if k == "trade":
        return t(f"{P}action.trade", breed=t(f"{P}breed.{args[1]}"))
    if k == "place_meeple":
        return t(f"{P}action.place_meeple", box=t(f"{P}box.{args[0]}"))
    if k == "free_entry":
        return t(f"{P}action.free_entry")
    return t(f"{P}action.{k}")


def bindings(legal: list[Action], me: int, view: dict, t, swap_mode: bool,
             chained: list[Then] = ()) -> list[Binding]:
    """Every legal action as one or more gestures (``chained``: two-step drags, see ``Then``)."""
    out: list[Binding] = []
    pens = (view.get("pens") or [[]] * (me + 1))[me] if 0 <= me < len(view.get("pens") or []) else []
    for ch in chained:
        dog, pen = ch.second.args
        if any(dog in p for p in pens[pen:pen + 1]):
            continue    # already in that pen
        out.append(Binding(ch, f"dog:{dog}", f"pen:{me}:{pen}", action_label(ch.second, t, view), False))
    hands = view.get("hands") or []
    hand = hands[me] if 0 <= me < len(hands) else []
    cards = {}
    for c in sorted(hand):
        cards.setdefault(card_kind(c), c)

    def add(a, source, target=None, direct=False):
        out.append(Binding(a, source, target, action_label(a, t, view), direct))

    swaps = [a for a in legal if a.kind == "swap_dogs"]
    for a in legal:
        k, args = a.kind, a.args
        if k in ("sell", "trade"):
            # the Fair's visible controls: the chooser names the dog each entry sells or trades
            dog = t(f"dogs_kennel.breed.{breed(args[0])}")
            out.append(Binding(a, f"btn:{k}", None, f"{dog}: {action_label(a, t, view)}", True))
        elif k in BUTTON_KINDS:
            add(a, f"btn:{k}", direct=True)
        if k == "move":
            if not swap_mode:
                add(a, f"space:{args[0]}", direct=True)
            add(a, f"truck:{me}", f"space:{args[0]}")
        elif k in ("return_home", "stay_home"):
            add(a, f"truck:{me}", f"home:{me}")
        elif k == "swap_dogs":
            add(a, f"space:{args[0]}", f"space:{args[1]}")
            add(a, f"space:{args[1]}", f"space:{args[0]}")
        elif k == "take_dog":
            add(a, f"supply:{args[0]}", direct=True)
            if "take_dog" in cards:
                add(a, f"card:{cards['take_dog']}", f"supply:{args[0]}")
        elif k == "place":
            add(a, f"dog:{args[0]}", f"pen:{me}:{args[1]}")
        elif k == "lift":
            add(a, f"dog:{args[0]}", f"loose:{me}")
        elif k == "vet_card" and "vet" in cards:
            add(a, f"card:{cards['vet']}", direct=True)
        elif k in ("give_up_sick", "cure"):
            add(a, f"dog:{args[0]}", direct=True)
        elif k == "accept":
            add(a, "donation", f"pen:{me}:{args[0]}")
        elif k == "accept_sick":
            add(a, "donation", f"infirmary:{me}")
        elif k == "place_meeple":
            add(a, f"offer:{args[0]}:{args[1]}", direct=True)
            add(a, f"meeples:{me}", f"offer:{args[0]}:{args[1]}")
        elif k == "free_entry":
            add(a, f"box:{args[0]}", direct=True)
            add(a, f"meeples:{me}", f"box:{args[0]}")
            if "free_entry" in cards:
                add(a, f"card:{cards['free_entry']}", f"box:{args[0]}")
        elif k == "build_discount" and "discount" in cards:
            add(a, f"card:{cards['discount']}", direct=True)
        elif k == "exchange":
            add(a, f"res:{me}:{args[0]}", f"res:{me}:{args[1]}")
        elif k == "sell":
            add(a, f"dog:{args[0]}", "fair")
        elif k == "buy_dog":
            add(a, f"fairdog:{args[0]}", direct=True)
        elif k == "trade":
            add(a, f"dog:{args[0]}", f"fairdog:{args[1]}")
        elif k == "feed":
            add(a, f"pen:{me}:{args[0]}", direct=True)
            add(a, f"btn:feed:{args[0]}", direct=True)
        elif k == "starve":
            add(a, f"dog:{args[0]}", f"infirmary:{me}")
        elif k in ("pay_salary_card", "rehire_card") and "helper" in cards:
            add(a, f"card:{cards['helper']}", direct=True)
    if swaps:
        out.append(Binding(SWAP_MODE, "btn:swap", None, action_label(SWAP_MODE, t, view), True))
        if "swap" in cards:
            out.append(Binding(SWAP_MODE, f"card:{cards['swap']}", None,
                               action_label(SWAP_MODE, t, view), True))
    return out


def truck_home(view: dict, me: int) -> Action:
    """The pick-up's own move without a destination: home (staying if it never left)."""
    pos = (view.get("pos") or [])[me] if 0 <= me < len(view.get("pos") or []) else None
    return Action("stay_home") if pos == CENTER else Action("return_home")


def guess(source: str, target: str | None, me: int, view: dict) -> Action | None:
    """The action a gesture most likely meant, legal or not (the engine then says why not)."""
    kind, _, rest = source.partition(":")
    parts = rest.split(":") if rest else []
    nums = [int(p) for p in parts if p.lstrip("-").isdigit()]
    phase = view.get("phase")
    tkind, _, trest = (target or "").partition(":")
    tnums = [int(p) for p in trest.split(":") if p.lstrip("-").isdigit()] if trest else []
    if target is None:   # a plain click
        if kind == "truck" and nums and nums[0] == me:
            return truck_home(view, me)
        if kind == "space" and nums:
            return Action("move", (nums[0],))
        if kind == "offer" and len(nums) == 2:
            return Action("place_meeple", (nums[0], nums[1]))
        if kind == "box" and nums:
            return Action("free_entry", (nums[0],))
        if kind == "supply" and nums:
            return Action("take_dog", (nums[0],))
        if kind == "fairdog" and nums:
            return Action("buy_dog", (nums[0],))
        if kind == "home" and nums and nums[0] == me:
            return truck_home(view, me)
        if kind == "pen" and len(nums) == 2 and nums[0] == me:
            return Action("feed", (nums[1],))
        if kind == "dog" and nums:
            t = nums[0]
            infirmary = (view.get("infirmary") or [[]] * (me + 1))[me]
            if t in infirmary:
                return Action("cure" if phase == "box" else "give_up_sick", (t,))
            return None
        if kind == "card" and nums:
            ck = card_kind(nums[0])
            return {"vet": Action("vet_card"), "helper": Action("pay_salary_card"),
                    "discount": Action("build_discount")}.get(ck)
        return None
    if kind == "truck":
        if tkind == "space" and tnums:
            return Action("move", (tnums[0],))
        if tkind == "home":
            return truck_home(view, me)
    if kind == "space" and tkind == "space" and nums and tnums:
        return Action("swap_dogs", tuple(sorted((nums[0], tnums[0]))))
    if kind == "dog" and nums:
        t = nums[0]
        if tkind == "pen" and phase == "box" and t in (view.get("infirmary") or [[]] * (me + 1))[me]:
            return Action("cure", (t,))   # cure, then place: the engine answers for the cure first
        if tkind == "pen" and len(tnums) == 2:
            pens = (view.get("pens") or [[]] * (me + 1))[me] if 0 <= me < len(view.get("pens") or []) else []
            if any(t in p for p in pens) and t not in (view.get("loose") or [[]] * (me + 1))[me]:
                # already in a pen: moving it means lifting it first (the engine says if it may)
                return Action("lift", (t,))
            return Action("place", (t, tnums[1]))
        if tkind == "loose":
            return Action("lift", (t,))
        if tkind == "fair":
            return Action("sell", (t, 0))
        if tkind == "fairdog" and tnums:
            return Action("trade", (t, tnums[0]))
        if tkind == "infirmary":
            return Action("starve", (t,))
    if kind == "donation":
        if tkind == "pen" and len(tnums) == 2:
            return Action("accept", (tnums[1],))
        if tkind == "infirmary":
            return Action("accept_sick")
    if kind in ("meeples", "card"):
        if tkind == "offer" and len(tnums) == 2:
            return Action("place_meeple", (tnums[0], tnums[1]))
        if tkind == "box" and tnums:
            return Action("free_entry", (tnums[0],))
        if tkind == "supply" and tnums:
            return Action("take_dog", (tnums[0],))
    if kind == "res" and tkind == "res" and len(nums) == 2 and len(tnums) == 2:
        return Action("exchange", (nums[1], tnums[1]))
    return None



# ==== items (what the pointer can touch) ==========================================================

def items(geo: Geometry, v: dict, places: dict[str, pygame.Rect], me: int | None,
          buttons) -> list[Item]:
    """Every item of the board for the view ``v`` with its pieces at ``places``; ``buttons``
    are (id, rect).  Pieces are never drop targets themselves: a drop on a dog in a pen lands
    on the pen, so the engine answers for the pen."""
    out: list[Item] = []
    r = geo.radius
    for sp, (cx, cy) in geo.centres.items():
        out.append(Item(f"space:{sp}", pygame.Rect(cx - r, cy - r, 2 * r, 2 * r),
                        target=sp != CENTER, z=5))
    for a, rect in enumerate(geo.supplies):
        out.append(Item(f"supply:{a}", rect.copy(), target=True, z=5))
    for b, box in enumerate(geo.boxes):
        out.append(Item(f"box:{b}", box.rect.copy(), target=True, z=1))
        for i, slot in enumerate(box.slots):
            if v["offers"][b][i] is not None:
                out.append(Item(f"offer:{b}:{i}", slot.copy(), target=True, z=10))
    out.append(Item("fair", geo.fair.copy(), target=True, z=1))
    out.append(Item("faircard", geo.fair_card.copy(), z=3))
    for b, rect in fair_groups(geo, v).items():
        out.append(Item(f"fairdog:{b}", rect.inflate(4, 4), target=True, z=10))
    if v.get("don_dogs"):
        out.append(Item("donation", donation_spot(geo), z=20))
    for s, k in geo.kennels.items():
        mine = s == me
        out.append(Item(f"kennel:{s}", k.name.copy(), z=2))
        out.append(Item(f"meeples:{s}", k.meeples.copy(), z=6))
        for ri, rect in enumerate(k.res):
            out.append(Item(f"res:{s}:{ri}", rect.copy(), target=mine, z=6))
        for p, pen in enumerate(k.pens):
            out.append(Item(f"pen:{s}:{p}", pen.copy(), target=mine, z=5))
        out.append(Item(f"infirmary:{s}", k.infirmary.copy(), target=mine, z=5))
        out.append(Item(f"loose:{s}", k.yard.copy(), target=mine, z=4))
        out.append(Item(f"home:{s}", k.garage.copy(), target=mine, z=6))
        penned = {t for pen in v["pens"][s] for t in pen}
        dogs = [t for pen in v["pens"][s] for t in pen] + list(v["infirmary"][s]) + \
            list(v["loose"][s]) + list(v["truck"][s])
        # one's own penned dog may always be picked up while settling: a drag of one that may
        # not move now gets the engine's reason ("already moved this turn") instead of being
        # read as a click on its pen ("now settle your dogs")
        movable = mine and v.get("phase") in ("arrange", "box")
        # at the Veterinarian one's own sick dogs answer a click or a drag even when the engine
        # would not cure them (no pen has room): it says why, instead of nothing happening
        sick = set(v["infirmary"][s]) if mine and v.get("phase") == "box" and v.get("visit") == 3 else set()
        # alike dogs on one token (dog_rows.py): the one drawn on top answers the pointer
        tops = {pile[0] for pile in dog_piles(places, dogs) if len(pile) > 1}
        for t in dogs:
            rect = places.get(f"tok:{t}")
            if rect is not None:
                out.append(Item(f"dog:{t}", rect.copy(), z=21 if t in tops else 20,
                                draggable=movable and t in penned or t in sick, clickable=t in sick))
        tops = {pile[0] for pile in piles(places, v["hands"][s])}
        for c in v["hands"][s]:
            rect = places.get(f"card:{c}")
            if rect is not None:   # a pile's first card is drawn on top and answers the pointer
                out.append(Item(f"card:{c}", rect.copy(), z=21 if c in tops else 20))
    for s in range(v["n"]):
        rect = places.get(f"truck:{s}")
        if rect is not None:
            # one's own pick-up can always be picked up: a drag of it is answered like a click
            out.append(Item(f"truck:{s}", rect.copy(), draggable=s == me, z=30))
    for bid, rect in buttons:
        out.append(Item(bid, rect.copy(), tip=False, z=200))
    return out


def button_specs(legal: list[Action], view: dict, t) -> list[tuple[str, str]]:
    """(id, label) of the buttons the legal actions need, in their fixed order."""
    P = "dogs_kennel."
    specs: list[tuple[str, str]] = []
    kinds = {a.kind for a in legal}
    if "swap_dogs" in kinds:
        specs.append(("btn:swap", t(f"{P}action.swap_dogs")))
    own = {"take_dog": f"{P}card.take_dog", "exchange": f"{P}board.warehouse_button",
           "sell": f"{P}board.fair_sell_button", "buy_dog": f"{P}board.fair_buy_button",
           "trade": f"{P}board.fair_trade_button",
           "pet_buy": f"{P}board.pet_shop_button", "return_home": f"{P}action.return_home"}
    for k in BUTTON_KINDS:
        if k not in kinds:
            continue
        label = t(own[k]) if k in own else action_label(Action(k), t, view)
        only = [a for a in legal if a.kind == k]
        if k in ("sell", "trade", "buy_dog") and len(only) == 1:
            # one choice: the button does it at once, so it says exactly what it does
            a = only[0]
            label = action_label(a, t, view)
            if k != "buy_dog":
                label = f"{t(f'{P}breed.{breed(a.args[0])}')}: {label}"
        specs.append((f"btn:{k}", label))
    for a in legal:
        if a.kind == "feed":
            specs.append((f"btn:feed:{a.args[0]}", action_label(a, t, view)))
    return specs


class SecondClickDrops(DragController):
    """The kit's controller, where a click means what the same drag would mean.

    * With an item picked, the kit's controller picks a clicked item anew when that item has
      moves of its own.  Here, when the clicked item is a drop target to which the picked item
      has a meaning (``means(picked, clicked)``), the click is the drop: the pick-up picked and
      a space clicked that also holds a dog to swap is a trip there, answered as dragging the
      pick-up there is.
    * A first click on an item whose own click is an action (``acts_alone(item)``: a space
      outside swap mode is a trip there) acts, even when the item could also be picked up for
      another move (a dog to swap): a legal trip is made, an impossible one gets the engine's
      reason; it is never silently picked for a swap.
    """

    def __init__(self, *args, means=None, acts_alone=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.means = means
        self.acts_alone = acts_alone

    def _click(self, item: str, pos) -> None:
        picked = self.selected
        if (picked and not self.selected_is_target and item != picked and item in self._by_source
                and self.means is not None):
            legal = set(self.targets_for(picked))
            clicked = self.items.get(item)
            if (self.item_at(pos, lambda it: it.id in legal) is None and clicked is not None
                    and clicked.target and self.means(picked, item)):
                self._resolve(picked, item, pos)
                return
        super()._click(item, pos)

    # -- the keyboard ring: what the player can do, never a trip the engine refuses ----------------
    def ring(self) -> list[str]:
        """What Tab and the arrows walk through.  Nothing picked: the sources whose Enter does
        something legal (a space that only a trip out of reach would mean is left out, though
        it may hold a dog to swap: the swap is reached through the swap button or card).  An
        item picked: only its legal targets, so Tab then Enter always makes the move (Escape
        drops the pick; the kit's ring also holds the picked item, where a Tab-Enter rhythm
        would let it go again and never move)."""
        if self.selected and not self.selected_is_target:
            return self.targets_for(self.selected) or [self.selected]
        if self.selected:
            return super().ring()
        return [s for s in self.sources() if self._keyable(s)]

    def _keyable(self, source: str) -> bool:
        if self.acts_alone is None or not self.acts_alone(source):
            return True
        return any(b.direct for b in self._by_source.get(source, ()))

    def keyboard_moves(self, source: str, direct) -> list:
        """Enter on a space is the trip there, never a menu with its swaps (those are
        reached through the swap button or card, as with the mouse)."""
        if self.acts_alone is not None and self.acts_alone(source):
            return []
        return super().keyboard_moves(source, direct)

    def _press_source(self, source: str, pos=None) -> None:
        if (self.acts_alone is not None and self.acts_alone(source)
                and not any(b.direct for b in self._by_source.get(source, ()))):
            self._clear()
            self.miss(source, None)
            return
        super()._press_source(source, pos)


def last_round_reason(rules, view: dict, legal: list[Action], seat: int | None, kind: str = "stay_home") -> str | None:
    """If the engine, asked on a state resampled from the seat's view, would start the last
    round when the seat takes its ``kind`` move now: the reason it gives ("nobody_moved" ...)."""
    action = next((a for a in legal if a.kind == kind), None)
    if action is None or seat is None or not rules or view.get("last_round"):
        return None
    try:
        state = rules.resample(view, seat, random.Random(0))
        for event in rules.decide(state, seat, action, random.Random(0)):
            if event.kind == "LastRound":
                return str((event.data or {}).get("reason") or "nobody_moved")
    except Exception:
        traceback.print_exc()
    return None


def donation_forecast(rules, view: dict, legal: list[Action], seat: int | None) -> str | None:
    """While the seat settles its dogs with another kennel's dog waiting for a home: what the
    engine, asked on a state resampled from the seat's view, does with that dog when the seat
    finishes now: "you" (offered to the seat), "fair" (nobody can house it; it goes to the Dog
    Fair); None when someone else still settles first or it is offered to another."""
    done = Action("finish")
    dogs = view.get("don_dogs") or []
    if view.get("phase") != "arrange" or not dogs or done not in legal or seat is None or not rules:
        return None
    try:
        state = rules.resample(view, seat, random.Random(0))
        for event in rules.decide(state, seat, done, random.Random(0)):
            d = event.data or {}
            if event.kind == "Turn":
                return None
            if event.kind == "DonationOffered" and d.get("dog") == dogs[0]:
                return "you" if d.get("to") == seat else None
            if event.kind == "DonatedToFair" and d.get("dog") == dogs[0]:
                return "fair"
    except Exception:
        traceback.print_exc()
    return None
