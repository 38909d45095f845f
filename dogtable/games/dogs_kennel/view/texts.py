"""DOGS words on the board: the status panel's lines and every tooltip (the cards' names and
the log's parameters live in ../words.py, without pygame).  Nothing here draws; each
function reads the seat's view and a translator ``t``.
"""
from __future__ import annotations

from ..city_map import CENTER, REWARD
from .. import city_map as mapdata
from ..components import (
    FAIR_BREEDS, FAIR_CARDS, MAX_FUEL, MAX_SICK, SICK, LOST, area, breed, card_kind, is_blocker,
    status,
)
from ..words import card_name, resolve_log_params  # noqa: F401  (the board's names)
from ..pens import EXTRA_PEN_POINTS, PEN_CAPACITY, counts, pattern_points, pen_points
from ..components import CITY, COUNTRY, FOOD, MONEY, HELPER

P = "dogs_kennel."
PHASE_NUMBER = {"fuel": 1, "move": 1, "arrange": 1, "offer": 1, "place": 2, "box": 2,
                "feed": 3, "salary": 3, "over": 3}


def breed_name(b: int, t) -> str:
    return t(f"{P}breed.{b}")


def breed_short(b: int, t) -> str:
    return t(f"{P}board.breed_short.{b}")


# ==== the status panel ================================================================================

def status_lines(v: dict, t, name, seat: int | None, legal, swap_mode: bool,
                 donation_next: str | None = None) -> list[tuple[str, str]]:
    """(text, style) of the status panel: round and phase, whose turn, how to play now.
    ``name(seat)`` is a seat's name; ``donation_next``: what the engine does with the dog
    waiting for a home when the seat finishes settling ("you": offered to it, "fair": no
    room in its kennel either; see gestures.donation_forecast)."""
    phase = v.get("phase")
    cur = v.get("current")
    lines = []
    head = t(f"{P}board.round", round=v.get("round", 1))
    if phase in PHASE_NUMBER:
        head += " · " + t(f"{P}board.phase", number=PHASE_NUMBER[phase], name=t(f"{P}phase.{phase}"))
    lines.append((head, "strong"))
    if v.get("last_round") and phase != "over":
        lines.append((t(f"{P}board.last_round"), "warn"))
    if phase == "over":
        return lines
    mine = seat is not None and bool(legal)
    lines.append((t(f"{P}board.turn_yours" if mine else f"{P}board.turn_of", name=name(cur)), "head"))
    offered = phase == "offer" and bool(v.get("don_dogs"))
    if offered and not (mine and v.get("offer_to") == seat):
        lines.append((t(f"{P}log.donation_offered", player=name(v.get("offer_to")),
                        other=name(_donor(v)), breed=breed_name(breed(v["don_dogs"][0]), t)), "body"))
    if phase == "box" and isinstance(v.get("visit"), int) and v["visit"] >= 0:
        lines.append((t(f"{P}board.visiting", box=t(f"{P}box.{v['visit']}")), "body"))
    if mine:
        if offered and v.get("offer_to") == seat:
            lines.append((offer_how(v, t, name, legal), "how"))
            return lines
        key = phase
        if phase == "move" and swap_mode:
            key = "swap"
        elif phase == "box":
            key = f"box_{v.get('visit', 0)}"
            # with nothing open in the box, the how-to once pointed at buttons that were not
            # there (the Fair) or at a sick dog there was not (the Veterinarian)
            kinds = {a.kind for a in legal}
            if kinds == {"place"}:
                key = "box_waiting"   # a dog cured or bought waits: it goes into a pen first
            elif key == "box_4" and not kinds & {"sell", "buy_dog", "trade"}:
                key = "box_4_done" if v.get("uses", 0) >= 1 else "box_4_none"   # one deal a visit
            elif key == "box_3" and not (v.get("infirmary") or [[]] * (seat + 1))[seat]:
                key = "box_3_none"
            elif key == "box_3" and "cure" not in kinds:
                key = "box_3_blocked"   # no medicine, or no pen with room: a click says which
        lines.append((t(f"{P}board.how.{key}", price=v.get("fair_price", 0)), "how"))
    if phase == "arrange" and v.get("don_dogs"):
        # a dog another kennel could not house waits at the panel's left: what becomes of it
        # (seen: "Done" sent it to the Fair with nothing said before)
        key = {"you": "to_you", "fair": "to_fair"}.get(donation_next or "", "waiting")
        lines.append((t(f"{P}board.donation.{key}", donor=name(_donor(v)), done=t(f"{P}action.finish"),
                        breed=breed_name(breed(v["don_dogs"][0]), t)), "how" if mine else "body"))
    return lines


def _donor(v: dict):
    return (v.get("don_donors") or [None])[0]


def offer_how(v: dict, t, name, legal) -> str:
    """The how-to line of a dog offered to the seat: who offers which dog, how to take it in
    (a drag or the button) and what refusing does."""
    kinds = {a.kind for a in legal}
    sick = bool((v.get("don_sick") or [False])[0])
    if sick:
        key, accept = "offer_sick", "accept_sick"
    else:
        key, accept = ("offer" if "accept" in kinds else "offer_rearrange"), "accept_best"
    return t(f"{P}board.how.{key}", donor=name(_donor(v)), breed=breed_name(breed(v["don_dogs"][0]), t),
             accept=t(f"{P}action.{accept}"), refuse=t(f"{P}action.refuse"))


# ==== tooltips ========================================================================================

def tooltip_lines(item: str, v: dict, t, name) -> list[str]:
    """The tooltip of an item id (see gestures.py for the ids)."""
    kind, _, rest = item.partition(":")
    nums = [int(x) for x in rest.split(":") if x.lstrip("-").isdigit()] if rest else []
    try:
        if kind == "space":
            sp = nums[0]
            if sp == CENTER:
                return [t(f"{P}space.{CENTER}"), t(f"{P}board.tip.centre")]
            lines = [t(f"{P}space.{sp}"), t(f"{P}board.tip.space", reward=REWARD[sp],
                                              area=t(f"{P}area.{mapdata.space_area(sp)}"))]
            tok = v["board"][sp]
            if tok is not None:
                lines.append(token_words(tok, t))
            trucks = [s for s, p in enumerate(v["pos"]) if p == sp]
            if trucks:
                lines.append(t(f"{P}board.tip.truck", player=name(trucks[0])))
            return lines
        if kind == "supply":
            return [t(f"{P}board.supply.{nums[0]}"),
                    t(f"{P}board.tip.supply", count=(v.get("supply_counts") or [0, 0])[nums[0]])]
        if kind == "truck":
            return [t(f"{P}board.tip.truck", player=name(nums[0])),
                    t(f"{P}board.tip.fuel", fuel=v["res"][nums[0]][0], limit=MAX_FUEL)]
        if kind == "box":
            return [t(f"{P}box.{nums[0]}"), t(f"{P}board.tip.box.{nums[0]}")]
        if kind == "offer":
            c = v["offers"][nums[0]][nums[1]]
            return [card_name(c, t), t(f"{P}tip.{card_kind(c)}")] if c is not None else []
        if kind == "card":
            c = nums[0]
            return [card_name(c, t), t(f"{P}tip.{card_kind(c)}")]
        if kind in ("fair", "faircard"):
            deck = v.get("fair_deck") or []
            top = deck[0] if deck else None
            wanted = ", ".join(breed_name(b, t) for b in FAIR_BREEDS[top - 40]) if top in FAIR_CARDS else "-"
            return [t(f"{P}box.4"), t(f"{P}board.tip.fair", breeds=wanted, price=v.get("fair_price", 0),
                                        count=len(v.get("fair") or []))]
        if kind == "fairdog":
            b = nums[0]
            count = sum(1 for x in v["fair"] if breed(x) == b)
            return [breed_name(b, t), t(f"{P}board.tip.fairdog", count=count, price=v.get("fair_price", 0))]
        if kind in ("dog", "donation"):
            tok = nums[0] if nums else v["don_dogs"][0]
            return [breed_name(breed(tok), t), token_words(tok, t, shown_status(v, tok))]
        if kind == "pen":
            s, p = nums
            if p >= v["built"][s]:
                return [t(f"{P}board.tip.pen_title", pen=p + 1),
                        t(f"{P}board.tip.pen_closed", points=EXTRA_PEN_POINTS[p])]
            lines = [t(f"{P}board.tip.pen_title", pen=p + 1),
                     t(f"{P}board.tip.pen", count=len(v["pens"][s][p]), points=pen_points(v["pens"][s][p]),
                       extra=EXTRA_PEN_POINTS[p])]
            pen = v["pens"][s][p]
            if pen:
                lines.append(", ".join(f"{breed_name(b, t)} ×{k}" for b, k in sorted(counts(pen).items())))
            nxt = next_dog(pen)
            if nxt is not None:
                lines.append(t(f"{P}board.tip.pen_next", breed=breed_name(nxt[0], t), points=nxt[1]))
            return lines
        if kind == "infirmary":
            return [t(f"{P}board.infirmary"), t(f"{P}board.tip.infirmary",
                                                  count=len(v["infirmary"][nums[0]]), limit=MAX_SICK)]
        if kind == "loose":
            s = nums[0]
            return [t(f"{P}board.yard"), t(f"{P}board.tip.yard", truck=len(v["truck"][s]),
                                             waiting=len(v["loose"][s]))]
        if kind == "home":
            return [t(f"{P}board.garage"), t(f"{P}board.tip.garage")]
        if kind == "res":
            s, r = nums
            return [t(f"{P}resource.{r}").capitalize(), t(f"{P}board.tip.res.{r}", count=v["res"][s][r])]
        if kind == "meeples":
            s = nums[0]
            meeples = 2 if v["helper"][s] else 1
            lines = [t(f"{P}board.meeples"), t(f"{P}board.tip.meeples", count=meeples - v["placed"][s])]
            lines.append(t(f"{P}board.tip.helper_yes" if v["helper"][s] else f"{P}board.tip.helper_no"))
            return lines
        if kind == "kennel":
            s = nums[0]
            lines = [name(s), t(f"{P}board.tip.kennel", dogs=sum(len(p) for p in v["pens"][s]),
                                sick=len(v["infirmary"][s]), pens=v["built"][s]),
                     t(f"{P}board.tip.score_now", count=score_now(v, s))]
            if s == v.get("first"):
                lines.append(t(f"{P}board.start_player"))
            if mix_penalty_applies(v, s):
                lines.append(t(f"{P}board.plan.mix"))   # also here: the status panel may leave it out
            return lines
    except (KeyError, IndexError, TypeError, ValueError):
        return []
    return []


def pile_lines(item: str, v: dict, places: dict, t) -> list[str]:
    """Under a card's tooltip, when it lies on others in a kennel's row (view/hands.py): how
    many alike, or the names of those under it."""
    from .hands import look, piles

    c = int(item.split(":")[1])
    for hand in v["hands"]:
        if c not in hand:
            continue
        pile = next((p for p in piles(places, hand) if c in p), [c])
        if len(pile) < 2:
            return []
        if len({look(x) for x in pile}) == 1:
            return [t(f"{P}board.tip.card_pile", count=len(pile))]
        return [t(f"{P}board.tip.card_under", cards=", ".join(card_name(x, t) for x in pile if x != c))]
    return []


def token_words(tok: int, t, st: str | None = None) -> str:
    """The dog, named by breed, with the state it is marked with where it lies (``st``; None:
    the symbol printed on it)."""
    if is_blocker(tok):
        return t(f"{P}board.tip.blocker")
    st = status(tok) if st is None else st
    key = {SICK: "sick", LOST: "lost"}.get(st, "healthy")
    return t(f"{P}board.tip.token_{key}", breed=breed_name(breed(tok), t), area=t(f"{P}area.{area(tok)}"))


def shown_status(view: dict, t: int) -> str | None:
    """The state a dog token is marked with where it lies now: on the map or a truck, the symbol
    printed on it (None); in the infirmary, sick; a donated dog, as the donation says; anywhere
    else (pens, waiting beside the kennel, the Fair), healthy: a cured or Fair-bought dog loses
    its printed mark."""
    try:
        if t in (view.get("board") or []) or any(t in tr for tr in view.get("truck") or []):
            return None
        if any(t in inf for inf in view.get("infirmary") or []):
            return "sick"
        don = view.get("don_dogs") or []
        if t in don:
            sick = view.get("don_sick") or []
            i = don.index(t)
            return "sick" if i < len(sick) and sick[i] else "healthy"
    except TypeError:
        return None
    return "healthy"


# ==== help for planning ===============================================================================

def score_now(v: dict, seat: int) -> int:
    """The seat's total as the score pad would count it if the game ended now (the engine's own
    scoring over the view)."""
    from ..rules import KState, score_rows

    ks = KState()
    for name in ("n", "pens", "built", "helper", "helper_paid", "res", "infirmary"):
        setattr(ks, name, v[name])
    return sum(row[seat] for row in score_rows(ks).values())


def next_dog(pen: list) -> tuple[int, int] | None:
    """(breed, points) of the one more dog that would make the pen worth most, if it gains."""
    if not pen or len(pen) >= PEN_CAPACITY:
        return None
    c = counts(pen)
    now = pattern_points(c)
    best = None
    for b in sorted(c):
        c2 = dict(c)
        c2[b] += 1
        if len(c2) == 1 and c2[b] <= PEN_CAPACITY or len(c2) == 2 and max(c2.values()) <= 2:
            pts = pattern_points(c2)
            if pts > now and (best is None or pts > best[1]):
                best = (b, pts)
    return best


def phase3_needs(v: dict, seat: int) -> tuple[int, int, bool, bool]:
    """(food owed, food held, salary owed now, salary can be paid) for phase 3 of this round:
    one food per pen with dogs; the helper's coin (or a Helper card)."""
    pens_in_use = sum(1 for p in v["pens"][seat] if p)
    food = v["res"][seat][FOOD]
    owes = bool(v["helper"][seat])
    can = v["res"][seat][MONEY] >= 1 or any(card_kind(c) == HELPER for c in v["hands"][seat])
    return pens_in_use, food, owes, can


def mix_penalty_applies(v: dict, seat: int) -> bool:
    """Two players: a kennel without a healthy city dog and a healthy countryside dog loses 5."""
    if v.get("n") != 2:
        return False
    areas = {area(t) for p in v["pens"][seat] for t in p}
    return areas != {CITY, COUNTRY}


def planning_lines(v: dict, t, seat: int | None) -> list[tuple[str, str]]:
    """What the seat will owe in phase 3 and whether it can pay; the two-player penalty while it
    applies; the score now."""
    if seat is None or v.get("phase") in ("over", "salary") or not 0 <= seat < v.get("n", 0):
        return []
    out = []
    pens_in_use, food, owes, can = phase3_needs(v, seat)
    # one line for phase 3, bold so the status panel keeps it when room is short (it leaves
    # out the how-to line first), in the warning colour when something cannot be paid
    parts, short = [], False
    if v.get("phase") != "feed" and pens_in_use:
        parts.append(t(f"{P}board.plan.food", count=pens_in_use, food=food))
        if food < pens_in_use:
            short = True
            parts.append(t(f"{P}board.plan.food_short", count=pens_in_use - food))
    if owes:
        parts.append(t(f"{P}board.plan.salary_ok" if can else f"{P}board.plan.salary_short"))
        short = short or not can
    if parts:
        out.append((" ".join([t(f"{P}board.plan.head")] + parts), "warn" if short else "strong"))
    if mix_penalty_applies(v, seat):
        # a standing rule, also in the kennel's tooltip: the status panel leaves it out before
        # the how-to line when room is short
        out.append((t(f"{P}board.plan.mix"), "body"))
    return out


def with_how_kept(lines: list[tuple[str, str]], extra: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The status lines with ``extra`` (the phase-3 plan, warnings) after them, the how-to line
    moved up right after whose turn it is and made bold: the status panel leaves out "how" and
    "body" lines first and, in a tiny box, keeps whole lines from the top, so the line that says
    how to sell, buy or move is never the one that goes (TABLE.md)."""
    how = [(text, "strong") for text, style in lines if style == "how"]
    rest = [ln for ln in lines if ln[1] != "how"]
    turn = next((i for i, (_t, style) in enumerate(rest) if style == "head"), len(rest) - 1)
    return rest[:turn + 1] + how + extra + rest[turn + 1:]
