"""Dog Lover words on the board: the status panel's lines and the tooltips (the components'
names and the log's parameters live in ../words.py, without pygame).  The board-dependent
ones take the board ``b`` (its view, legal actions, translator and the retrieve dialogue)."""
from __future__ import annotations

from ..cards import (
    ADOPTION, BONE, DOG, END_GAME, FETCH, FETCH_CARD, FOOD, RESCUE, THING,
    TRAINING, TRAIT, TRICK, WALK, dog_needs, dog_size, dog_vp, food, index, kind,
    rescue, trait, trait_index, trick_cost, trick_shape,
)
from ..words import card_name, resolve_log_params  # noqa: F401  (the board's names)
from ..cards import retrieve_cells, retrieve_line

P = "dog_lover."


# ==== the status panel ==============================================================================

def status_lines(b) -> list[tuple[str, str]]:
    """(text, style) of the status panel: whose turn and what to do now."""
    v, t = b.view, b.t
    phase = v.get("phase")
    cur = v.get("current")
    lines = []
    if phase == "over":
        lines.append((t(f"{P}phase.over"), "head"))
        if b.scores:
            best = max(sc.total for sc in b.scores.values())
            names = ", ".join(b.name(s) for s, sc in b.scores.items() if sc.total == best)
            lines.append((t(f"{P}board.best", names=names, points=best), "strong"))
        # the hands that scored, shown without a click on each panel (the view reveals them);
        # the big panel shows its own (with four computers the public view once listed all four
        # hands, too many for the panel, which then left every one of them out)
        big = b.focus if b.focus is not None else getattr(b, "shown", b.seat)
        for s in range(v["players"]):
            if s == b.seat or s == big:
                continue
            hand = (v.get("hands") or [None] * (s + 1))[s]
            if hand is None:
                continue
            lines.append((t(f"{P}board.hand_at_end", name=b.name(s), cards=hand_words(b, hand))
                          if hand else t(f"{P}board.hand_at_end_empty", name=b.name(s)), "body"))
        return lines
    mine = b.seat is not None and cur == b.seat and bool(b.legal)
    learning = getattr(b, "pick_learn", None) if mine else None
    if learning is not None:
        # buying a trick: its price and how often it fits now, before anything else
        return learn_lines(b, learning)
    head = t(f"{P}board.round", round=max(1, v.get("round", 0)))
    head += " · " + (t(f"{P}board.turn_yours") if mine else t(f"{P}board.turn_of", name=b.name(cur)))
    lines.append((head, "head"))
    pv = b.preview() if mine else None
    if pv is not None:
        special = v.get("special") or []
        line = retrieve_line(pv, special)
        where = t(f"{P}line.{line}") if line is not None else t(f"{P}board.you_choose")
        lines.append((t(f"{P}board.preview", trick=b.card_label(pv.args[0]),
                        count=len(retrieve_cells(pv, special)), line=where,
                        option=b.pick_index % max(1, len(b.pick_options())) + 1,
                        options=len(b.pick_options())), "body"))
    elif mine:
        # the line that says what to do now is the last the panel leaves out (TABLE.md): a
        # long "food waits" hint once left an empty panel at 1024x600
        lines.append((hint(b), "strong"))
    else:
        lines.append((t(f"{P}phase.{phase}") if phase in ("sides", "watchdog", "turn", "penalty") else "", "how"))
    return lines


def learn_lines(b, slot: int) -> list[tuple[str, str]]:
    """Before a trick is bought: its price (spent for good) and how often the engine would let
    it be laid on the grid now (``summary.learn_forecast``)."""
    v, t = b.view, b.t
    display = v.get("trick_display") or []
    if not 0 <= slot < len(display):
        return []
    trick = display[slot]
    # the price and the forecast are what the player must read before buying: one line the
    # status panel keeps (the buttons say how: "Learn ..." and "Cancel")
    words = [t(f"{P}board.learn_ask", card=b.card_label(trick), count=trick_cost(trick))]
    style = "strong"
    fc = getattr(b, "learn_forecast", None)
    if fc is not None:
        fits, total, reason = fc
        why = t(reason[0], **resolve_log_params(reason[1], t, [b.name(s) for s in range(v["players"])])) \
            if reason else ""
        if fits == 0:
            words.append(t(f"{P}board.learn_fits_none", reason=why))
            style = "warn"
        elif fits * 4 <= total:
            words.append(t(f"{P}board.learn_fits_rarely", count=fits, total=total, reason=why))
            style = "warn"
        else:
            words.append(t(f"{P}board.learn_fits", count=fits, total=total))
    return [(" ".join(words), style), (t(f"{P}board.learn_how", card=b.card_label(trick)), "how")]


def hand_words(b, hand: list[int]) -> str:
    """A hand in words, alike cards counted: "2 × Bone, Frisbee, Adoption"."""
    from collections import Counter
    counts = Counter(b.card_label(c) for c in hand)
    return ", ".join(name if n == 1 else f"{n} × {name}" for name, n in counts.items())


def hint(b) -> str:
    """What the seat to act may do now, in a sentence."""
    v, t = b.view, b.t
    phase = v.get("phase")
    if phase == "sides":
        return t(f"{P}board.hint.sides")
    if phase == "watchdog":
        return t(f"{P}board.hint.watchdog")
    if phase == "penalty":
        pen = v.get("penalty") or {}
        trait_card = pen.get("trait")
        penalty = t(f"{P}trait_penalty.{trait_index(trait_card)}") if isinstance(trait_card, int) else ""
        return t(f"{P}board.hint.penalty", trait=b.card_label(trait_card), penalty=penalty)
    kinds = {a.kind for a in b.legal}
    for c in v.get("pending") or []:
        if kind(c) == TRAIT:
            if any(a.kind == "forfeit" and a.args[0] == c for a in b.legal):
                # the engine offers no dog for it: it goes, and takes its penalty with it
                return t(f"{P}board.hint.trait_discard", trait=b.card_label(c),
                         size=t(f"{P}size.{trait(c).size}").lower(),
                         penalty=t(f"{P}trait_penalty.{trait_index(c)}"))
            return t(f"{P}board.hint.trait")
    food_hint = waiting_food_hint(b)
    if food_hint:
        return food_hint
    if "retrieve" in kinds:
        return t(f"{P}board.hint.retrieve")
    if not v.get("retrieved") and b.trick_reasons:
        # no trick fits anywhere: the engine lets the turn end without taking cards
        return t(f"{P}board.hint.no_fit")
    if any(kind(c) == WALK for c in v.get("pending") or []) and "tuck" in kinds:
        return t(f"{P}board.hint.walk")
    return t(f"{P}board.hint.after")


def waiting_food_hint(b) -> str:
    """A Food card waiting (a Food Thief or Rule Breaker could still take it): what it waits
    for, from the engine's legal actions: the dogs it may go under now, else why it waits."""
    v, t = b.view, b.t
    for c in v.get("pending") or []:
        if kind(c) != FOOD or not any(a.kind == "gain" and a.args[0] == c for a in b.legal):
            continue
        dogs = [a.args[1] for a in b.legal if a.kind == "tuck" and a.args[0] == c]
        count = food(c)[1]
        if dogs:
            return t(f"{P}board.hint.food_tuck", card=b.card_label(c), count=count,
                     dogs=", ".join(b.card_label(d) for d in dogs))
        return t(f"{P}board.hint.food_wait", card=b.card_label(c), count=count)
    return ""


# ==== tooltips ======================================================================================

def tooltip_lines(b, item: str) -> list[str]:
    """The full text of a thing on the board (the first line is its name)."""
    v, t = b.view, b.t
    kind_, _, rest = item.partition(":")
    nums = [int(x) for x in rest.split(":") if x.lstrip("-").isdigit()] if rest else []
    try:
        if kind_ == "cell":
            c = v["grid"][nums[0]]
            if c is None:
                return [t(f"{P}board.tip.empty_cell")]
            return card_lines(b, c)
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
            return [t(f"{P}colour.{colour}"), t(f"{P}board.tip.cubes", name=b.name(s), count=v["cubes"][s][colour])]
        if kind_ == "handcount":
            return [t(f"{P}board.tip.hand", name=b.name(nums[0]), count=v["hand_counts"][nums[0]])]
        if kind_ in ("player", "panel"):
            s = nums[0]
            lines = [b.name(s)]
            if s == v.get("first"):
                lines.append(t(f"{P}board.tip.first"))
            if v.get("fetch_holder") == s:
                lines.append(t(f"{P}board.tip.holds_fetch"))
            sc = b.scores.get(s) or b.running.get(s)
            if sc is not None:
                lines.append(t(f"{P}board.breakdown", dogs=sc.dogs, rescued=sc.rescued, things=sc.things,
                               bones=sc.bones, total=sc.total))
                if not b.scores and s in b.hidden_hand:
                    lines.append(t(f"{P}board.tip.hand_not_counted"))
            if s != b.seat or b.focus is not None:
                lines.append(t(f"{P}board.tip.close_panel" if s == b.focus else f"{P}board.tip.open_panel"))
            return lines
        if kind_ in ("display", "shelter"):
            pile = v["trick_display"] if kind_ == "display" else v["shelter"]
            return card_lines(b, pile[nums[0]])
        if kind_ == "trick" and nums[0] in b.trick_reasons:
            return card_lines(b, nums[0]) + [t(f"{P}board.tip.unusable", reason=b.trick_reasons[nums[0]][0])]
        if kind_ == "dog":
            lines = card_lines(b, nums[0])
            for s, sc in (b.scores or b.running).items():
                if any(d == nums[0] for d, _t, _k in v["dogs"][s]):
                    fed = nums[0] in sc.fed
                    key = "fed" if fed else "hungry"
                    lines.append(t(f"{P}board.tip.{key}" if b.scores else f"{P}board.tip.{key}_now",
                                   points=sc.per_dog.get(nums[0], 0)))
            return lines
        if kind_ == "pend" and kind(nums[0]) == FOOD:
            # a waiting Food card is not a cube yet: say what it waits for
            why = waiting_food_hint(b) if v.get("current") == b.seat else ""
            return [card_name(nums[0], t), why or t(f"{P}board.tip.food_waiting", count=food(nums[0])[1])]
        if kind_ in ("trick", "hand", "pend"):
            return card_lines(b, nums[0])
        if kind_ == "fetch":
            return card_lines(b, FETCH_CARD)
        if kind_ == "side" and b.seat is not None:
            return card_lines(b, v["tricks"][b.seat][0], special=True)
    except (KeyError, IndexError, TypeError, ValueError):
        return []
    return []


def card_lines(b, c: int, special: bool | None = None) -> list[str]:
    """A card's name and what it does (and, for a dog in play, its trait and tucked cards)."""
    v, t = b.view, b.t
    k = kind(c)
    sp = c in v["special"] if special is None else special
    lines = [card_name(c, t, sp)]
    if k in (DOG, RESCUE):
        needs = ", ".join(f"{n} {t(f'{P}colour.{i}')}" for i, n in enumerate(dog_needs(c)) if n)
        lines.append(f"{t(f'{P}size.{dog_size(c)}')} · " + t(f"{P}tip.dog", needs=needs, vp=dog_vp(c)))
        if k == RESCUE:
            ab = rescue(c)
            lines.append(t(f"{P}rescue_tip.{index(c)}",
                           thing=t(f"{P}thing.{ab.param}") if ab.ability == "thing" else "",
                           trait=t(f"{P}trait.{ab.param}") if ab.ability == "trait" else ""))
        for s in range(v["players"]):
            for dog, trait_card, tucked in v["dogs"][s]:
                if dog == c:
                    if trait_card is not None:
                        lines.append(f"{b.card_label(trait_card)}: {t(f'{P}trait_tip.{trait_index(trait_card)}')}")
                    if tucked:
                        lines.append(t(f"{P}board.tip.tucked", cards=", ".join(b.card_label(x) for x in tucked)))
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


def kind_key(c: int) -> str:
    """The short word a tucked card shows under its dog (board.kind_short.<key>)."""
    k = kind(c)
    return k if k in ("adoption", "walk", "training", "bone", "thing", "food", "fetch", "trait") else "card"
