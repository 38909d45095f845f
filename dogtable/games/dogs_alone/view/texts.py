"""The Dogs Alone board's words: names of dogs, messes and colours, the status lines (whose
turn, what to do now and how) and the tooltips.

Every function takes ``t(key, **params)`` (the board's translator, which never raises) and,
where a player is named, ``name(seat)``.
"""
from __future__ import annotations

from ..cards import COLOUR_KEYS, COLOUR_SYMBOLS, MESS_DOGS, WILD, dog_colour, dog_type, mess_colour, mess_kind
from ..rules import HAND_LIMIT, MARIO_TO_END

SUIT_SYMBOL = [COLOUR_SYMBOLS[k] for k in COLOUR_KEYS]


def colour_name(t, col: int) -> str:
    return t(f"dogs_alone.colour.{col}")


def dog_name(t, card: int) -> str:
    return t(f"dogs_alone.dog.{dog_type(card)}")


def mess_name(t, mess: int) -> str:
    return t(f"dogs_alone.mess.{mess}")


def without_title(title: str, text: str) -> str:
    """The tooltip body without a leading "<title>: " (the title is shown above it)."""
    prefix = f"{title}: "
    if not text.startswith(prefix):
        return text
    rest = text[len(prefix):]
    return rest[:1].upper() + rest[1:]


# ==== whose turn =====================================================================================
def wild_owed(view: dict) -> set[int]:
    """Seats still choosing a wild colour: their cleaned wilds without a recorded choice."""
    out = set()
    for s in range(view.get("players", 0)):
        chosen = (view.get("wild") or [{}] * (s + 1))[s]
        if any(mess_colour(m) == WILD and str(m) not in chosen for m in view["cleaned"][s]):
            out.add(s)
    return out


def to_act(view: dict) -> set[int]:
    """The seats the table waits for now."""
    phase = view.get("phase")
    if phase == "over":
        return set()
    if phase == "wild":
        return wild_owed(view)
    return {view.get("current")}


def status_lines(view: dict, legal: list, seat: int | None, t, name) -> list[tuple[str, str]]:
    """The lines of the status panel, each with its style (head|body|strong|how): whose
    turn, what to do now and how, the recruiting budget and the payment in progress."""
    phase = view.get("phase")
    cur = view.get("current")
    lines: list[tuple[str, str]] = []
    if phase == "over":
        lines.append((t("table.dogs_alone.game_over"), "head"))
    elif phase == "wild":
        lines.append((t("table.dogs_alone.wild_choosing"), "head"))
    elif cur == seat and seat is not None:
        lines.append((t("table.dogs_alone.turn_yours", name=name(cur)), "head"))
    else:
        lines.append((t("table.dogs_alone.turn_of", name=name(cur)), "head"))
    budget = int(view.get("budget") or 0)
    mine = seat is not None and bool(legal)
    hc = view.get("hand_counts") or []
    extra = (hc[cur] if isinstance(cur, int) and cur < len(hc) else 0) - HAND_LIMIT
    count = extra if phase == "discard" else budget
    if phase == "over":
        pass
    elif phase == "wild" and not mine:
        lines.append((t("table.dogs_alone.wild_wait"), "body"))
    elif mine:
        if phase == "start" and not any(a.kind == "clean" for a in legal):
            # nothing to clean up (or already recruiting): do not offer what is not there
            lines.append((t("table.dogs_alone.recruit_only"), "body"))
        else:
            lines.append((t(f"dogs_alone.phase.{phase}", count=count), "body"))
        wild = [a for a in legal if a.kind == "assign_wild"]
        if wild:
            lines.append((t("table.dogs_alone.wild_for", mess=mess_name(t, wild[0].args[0])), "strong"))
        lines.append((t(f"table.dogs_alone.how.{phase}"), "how"))
    else:
        lines.append((t("table.dogs_alone.wait", name=name(cur)), "body"))
    if phase in ("start", "draw") and budget > 0 and (phase == "start" or not mine):
        lines.append((t("dogs_alone.budget", count=budget), "strong"))
    pending = view.get("pending")
    if pending is not None:
        need = MESS_DOGS[mess_kind(pending)]
        lines.append((t("table.dogs_alone.paying", mess=mess_name(t, pending),
                        laid=len(view.get("pending_cards") or []), need=need), "strong"))
    return lines


# ==== tooltips ======================================================================================
def tooltip_lines(item: str, view: dict, legal: list, bottom: int, t, name) -> list[str]:
    """The full text of the thing under the pointer (or the keyboard focus)."""
    v = view
    if item.startswith("dog:"):
        c = int(item[4:])
        col = dog_colour(c)
        dog = dog_name(t, c)
        return [dog, without_title(dog, t("dogs_alone.tooltip.dog", dog=dog, colour=colour_name(t, col),
                                          symbol=t(f"dogs_alone.symbol.{SUIT_SYMBOL[col]}")))]
    if item.startswith("mess:"):
        return mess_tip(int(item[5:]), view, legal, bottom, t, name)
    if item == "mario" or item.startswith("mario:"):
        return [t("dogs_alone.mario"), t("dogs_alone.tooltip.mario"),
                t("table.dogs_alone.tip.mario_count", count=len(v.get("mario") or []), end=MARIO_TO_END)]
    if item == "deck":
        return [t("dogs_alone.zone.dog_deck"), t("table.dogs_alone.tip.deck", count=v.get("dog_deck_count", 0))]
    if item == "discard":
        return [t("dogs_alone.zone.discard"), t("table.dogs_alone.tip.discard", count=len(v.get("discard") or []))]
    if item == "mess_deck":
        return [t("dogs_alone.zone.mess_deck"),
                t("table.dogs_alone.tip.mess_deck", count=v.get("mess_deck_count", 0))]
    if item.startswith("group:"):
        col = int(item[6:])
        ms = [m for m in v["messes"][bottom] if mess_colour(m) == col]
        done = [m for m in ms if m in v["cleaned"][bottom]]
        lines = [t("table.dogs_alone.tip.group", colour=colour_name(t, col), count=len(ms), cleaned=len(done))]
        lines += [("✓ " if m in done else "• ") + mess_name(t, m) for m in ms]
        if any(a.kind == "clean" and a.args[0] == col for a in legal):
            lines.append(t("table.dogs_alone.tip.group_click"))
        return lines
    if item.startswith("seat:"):
        s = int(item[5:])
        return [name(s), t("table.dogs_alone.tip.seat", hand=v["hand_counts"][s], pool=len(v["pools"][s]),
                           cleaned=len(v["cleaned"][s]), messes=len(v["messes"][s]))]
    return []


def mess_tip(m: int, view: dict, legal: list, bottom: int, t, name) -> list[str]:
    v = view
    kind = mess_kind(m)
    col = mess_colour(m)
    title = mess_name(t, m)
    lines = [title, without_title(title, t(f"dogs_alone.tooltip.mess.{kind}", mess=title,
                                           colour=colour_name(t, col),
                                           symbol=t(f"dogs_alone.symbol.{SUIT_SYMBOL[col]}")))]
    for s in range(v.get("players", 0)):
        if m in v["messes"][s]:
            lines.append(t("table.dogs_alone.tip.owner", name=name(s)))
            done = m in v["cleaned"][s]
            lines.append(t("table.dogs_alone.tip.cleaned" if done else "table.dogs_alone.tip.not_cleaned"))
            chosen = (v.get("wild") or [{}] * (s + 1))[s].get(str(m), "missing")
            if chosen is None:
                lines.append(t("table.dogs_alone.tip.wild_secret"))
            elif chosen != "missing":
                lines.append(t("table.dogs_alone.tip.wild_colour", colour=colour_name(t, chosen)))
    if m in v["messes"][bottom] and any(a.kind == "clean" and a.args[0] == col for a in legal):
        lines.append(t("table.dogs_alone.tip.group_click"))
    if m == v.get("pending"):
        lines.append(t("table.dogs_alone.paying", mess=title,
                       laid=len(v.get("pending_cards") or []), need=MESS_DOGS[kind]))
    return lines
