"""DOGS gestures: the engine's legal actions as drag/click bindings, the words for each action,
and the nearest meaning of a gesture that matches none (sent to the engine for its reason).

Items on the board (ids): ``space:<sp>`` map spaces, ``supply:<area>``, ``truck:<seat>``,
``home:<seat>`` (the garage), ``box:<b>``, ``offer:<b>:<slot>`` (a card above a box),
``meeples:<seat>`` (meeples at home), ``fair`` and ``fairdog:<breed>``, ``pen:<seat>:<p>``,
``infirmary:<seat>``, ``loose:<seat>`` (dogs waiting), ``dog:<token>`` (a dog in a kennel),
``donation`` (the dog on offer), ``res:<seat>:<r>``, ``card:<c>`` and ``btn:<name>``.
"""
from __future__ import annotations

from dogtable.core.rules import Action
from dogtable.ui.table.drag import Binding

from .components import card_kind

SWAP_MODE = Action("__swap_mode__")    # not an engine action: the board's own swap picker

# the buttons, in the order they are shown; actions of one kind share a button (a chooser
# opens when it stands for several)
BUTTON_KINDS = ("buy_fuel", "fuel_done", "take_dog", "return_home", "stay_home", "arrange_best",
                "vet_card", "finish", "accept_best", "accept_sick", "refuse", "build",
                "build_discount", "exchange", "pet_buy", "end_turn", "pay_salary",
                "pay_salary_card", "rehire", "rehire_card", "no_rehire")


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


def bindings(legal: list[Action], me: int, view: dict, t, swap_mode: bool) -> list[Binding]:
    """Every legal action as one or more gestures."""
    out: list[Binding] = []
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
        if k in BUTTON_KINDS:
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


def guess(source: str, target: str | None, me: int, view: dict) -> Action | None:
    """The action a gesture most likely meant, legal or not (the engine then says why not)."""
    kind, _, rest = source.partition(":")
    parts = rest.split(":") if rest else []
    nums = [int(p) for p in parts if p.lstrip("-").isdigit()]
    phase = view.get("phase")
    tkind, _, trest = (target or "").partition(":")
    tnums = [int(p) for p in trest.split(":") if p.lstrip("-").isdigit()] if trest else []
    if target is None:   # a plain click
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
            return Action("return_home") if phase == "move" else Action("stay_home")
    if kind == "space" and tkind == "space" and nums and tnums:
        return Action("swap_dogs", tuple(sorted((nums[0], tnums[0]))))
    if kind == "dog" and nums:
        t = nums[0]
        if tkind == "pen" and len(tnums) == 2:
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

