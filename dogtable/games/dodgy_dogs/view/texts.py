"""Dodgy Dogs words on the board: card titles, the status lines and tooltips (the cards' names
and the log's parameters live in ../words.py).

Every function takes the translate function ``t`` (and ``name(seat)`` for seat names), so the
table scene can word log lines with the same names the board shows.  No pygame here.
"""
from __future__ import annotations

from ..cards import DOG, LEADER, PICKUP, behaviour, breed, kind, pickup_count, size
from ..rules import MAX_DRAWS, ROUNDS
from ..words import behaviour_name, card_name, resolve_log_params, size_name  # noqa: F401


# ==== names on the cards =================================================================================

def card_title(i: int, t) -> str:
    """The word across the top of a card (its behaviour, or the special card's short name)."""
    k = kind(i)
    if k == DOG:
        return behaviour_name(behaviour(i), t)
    if k == LEADER:
        return t("dodgy_dogs.card.leader_short")
    if k == PICKUP:
        return t("dodgy_dogs.card.pickup_short")
    return t(f"dodgy_dogs.card.{k}")


def card_foot(i: int, t) -> str:
    """The words at a card's foot (size and breed of a dog)."""
    k = kind(i)
    if k == DOG:
        return f"{size_name(size(i), t)} · {t(f'dodgy_dogs.breed.{breed(i)}')}"
    if k == LEADER:
        return size_name(size(i), t)
    if k == PICKUP:
        return t("dodgy_dogs.card.pickup", count=pickup_count(i))
    return ""


# ==== what the view says in numbers ===================================================================

def top_card(view: dict) -> int | None:
    d = view.get("discard") or []
    return d[-1] if d else None


def hand_count(view: dict, s: int) -> int:
    counts = view.get("hand_counts") or []
    return int(counts[s]) if 0 <= s < len(counts) else 0


def points(view: dict, s: int) -> int:
    total = 0
    for row in view.get("scores") or []:
        if isinstance(row, list) and s < len(row) and isinstance(row[s], int):
            total += row[s]
    return total


def cats_taken(view: dict, s: int) -> int:
    cats = view.get("cats") or []
    return len(cats[s]) if 0 <= s < len(cats) else 0


def next_seat(view: dict) -> int | None:
    """Who plays after the current seat (only while cards are being played)."""
    cur = view.get("current")
    if isinstance(cur, int) and view.get("phase") in ("play", "pickup"):
        return (cur + 1) % view["players"]
    return None


# ==== status lines ======================================================================================

def match_text(view: dict, t) -> str:
    """What may be laid now, in words (the big chips show the same)."""
    phase = view.get("phase")
    top = top_card(view)
    if phase == "pickup":
        return t("dodgy_dogs.table.match_pickup", count=view.get("pickup", 0))
    if phase in ("respond", "reveal"):
        return t("dodgy_dogs.table.match_whisper", behaviour=behaviour_name(view.get("whisper"), t))
    if phase in ("whisper", "guess"):
        return t("dodgy_dogs.table.match_whispering")
    if phase == "slap":
        return t("dodgy_dogs.slap.title")
    if top is None:
        return ""
    k = kind(top)
    if k == DOG:
        return t("dodgy_dogs.table.match_dog", size=size_name(size(top), t),
                 behaviour=behaviour_name(behaviour(top), t))
    if k == LEADER:
        return t("dodgy_dogs.table.match_leader", size=size_name(size(top), t))
    return t("dodgy_dogs.table.match_fresh")


def status_lines(view: dict, legal, mine: bool, t, name) -> list[tuple[str, str]]:
    """The status panel as (text, style) lines; styles: head, body, strong, how."""
    phase = view.get("phase")
    cur = view.get("current")
    beh = lambda b: behaviour_name(b, t)  # noqa: E731
    lines: list[tuple[str, str]] = []
    lines.append((t("dodgy_dogs.table.round", round=view.get("round", 1), rounds=view.get("rounds", ROUNDS)), "strong"))
    if phase == "over":
        lines.append((t("dodgy_dogs.table.game_over"), "head"))
    elif phase == "slap":
        lines.append((t("dodgy_dogs.slap.title"), "head"))
        lines.append((t("dodgy_dogs.table.slap_wait", player=name(view.get("cat_by"))), "body"))
    else:
        key = "dodgy_dogs.table.turn_yours" if mine else "dodgy_dogs.table.turn_of"
        lines.append((t(key, name=name(cur)), "head"))
        lines.append((phase_text(view, legal, mine, t, name), "body"))
        how = how_key(phase, legal) if mine else None
        if how:
            lines.append((t(how), "how"))
    if phase == "play" and view.get("draws"):
        lines.append((t("dodgy_dogs.table.drawn", count=view.get("draws"), most=MAX_DRAWS), "strong"))
    if view.get("whispering") and phase in ("respond", "guess", "reveal"):
        secret = view.get("whisper")
        if secret is not None and not view.get("revealed"):
            lines.append((t("dodgy_dogs.table.secret", behaviour=beh(secret)), "strong"))
        wrong = view.get("wrong") or []
        if wrong:
            lines.append((t("dodgy_dogs.table.wrong_guesses", behaviours=", ".join(beh(b) for b in wrong)), "body"))
    nxt = next_seat(view)
    if nxt is not None:
        lines.append((t("dodgy_dogs.table.next", name=name(nxt)), "how"))
    winners = view.get("winners") or []
    if winners and phase != "over":
        last = winners[-1]
        key = "dodgy_dogs.table.last_round_blocked" if last is None else "dodgy_dogs.table.last_round"
        lines.append((t(key, round=len(winners), player=name(last)), "how"))
    return lines


def how_key(phase, legal) -> str | None:
    """How to do what may be done now: laying a card is offered only when one can be laid."""
    kinds = {a.kind for a in legal or []}
    lays = bool(kinds & {"play", "play_all", "play_leader", "play_wild"})
    if phase in ("play", "respond", "reveal") and lays:
        return f"dodgy_dogs.how.{phase}"
    if phase == "pickup":
        return "dodgy_dogs.how.pickup" if lays else "dodgy_dogs.how.pickup_only"
    if phase == "play" and "draw" in kinds:
        return "dodgy_dogs.how.draw"
    if phase == "play" and "pass" in kinds:
        return "dodgy_dogs.how.pass"
    return None


def phase_text(view: dict, legal, mine: bool, t, name) -> str:
    phase = view.get("phase")
    cur = view.get("current")
    who = name(cur)
    beh = lambda b: behaviour_name(b, t)  # noqa: E731
    if phase == "play":
        if mine and any(a.kind == "draw" for a in legal):
            return t("dodgy_dogs.phase.draw", match=match_text(view, t))
        if mine and [a.kind for a in legal] == ["pass"]:
            return t("dodgy_dogs.phase.pass")
        return match_text(view, t)
    if phase == "pickup":
        return match_text(view, t)
    if phase == "whisper":
        target = (cur + 1) % view["players"]
        key = "dodgy_dogs.phase.whisper" if mine else "dodgy_dogs.phase.whisper_other"
        return t(key, player=who, target=name(target))
    if phase == "respond":
        if mine and view.get("whisper") is not None:
            return t("dodgy_dogs.phase.respond_yours", player=name(view.get("whisperer")),
                     behaviour=beh(view.get("whisper")))
        if view.get("whisper") is None:
            return t("dodgy_dogs.phase.respond_hidden", player=who)
        return t("dodgy_dogs.phase.respond", player=who, behaviour=beh(view.get("whisper")))
    if phase == "guess":
        key = "dodgy_dogs.phase.guess" if mine else "dodgy_dogs.phase.guess_other"
        whisperer = view.get("whisperer")
        said = t("dodgy_dogs.table.whispered_by", player=name(whisperer),
                 target=name((whisperer + 1) % view["players"])) if isinstance(whisperer, int) else ""
        return f"{said} {t(key, player=who)}".strip()
    if phase == "reveal":
        return t("dodgy_dogs.phase.reveal", player=who, behaviour=beh(view.get("whisper")))
    return ""


# ==== tooltips ==============================================================================================

def tooltip_lines(item: str, view: dict, t, name) -> list[str]:
    if item.startswith("card:"):
        c = int(item[5:])
        return [card_name(c, t), card_tip(c, t)]
    if item == "stock":
        return [t("dodgy_dogs.table.stockpile"), t("dodgy_dogs.tip.stock", count=view.get("stock_count", 0))]
    if item == "discard":
        top = top_card(view)
        lines = [t("dodgy_dogs.table.discard"), t("dodgy_dogs.tip.discard", count=len(view.get("discard") or []))]
        if top is not None:
            lines += [card_name(top, t), card_tip(top, t)]
        return lines
    if item == "match":
        return [t("dodgy_dogs.table.to_match"), match_text(view, t)]
    if item.startswith("seat:"):
        s = int(item[5:])
        return [name(s), seat_tip(view, s, t)]
    return []


def seat_tip(view: dict, s: int, t) -> str:
    lines = [t("dodgy_dogs.tip.seat", count=hand_count(view, s), cats=cats_taken(view, s), points=points(view, s))]
    if s == view.get("dealer"):
        lines.append(t("dodgy_dogs.table.dealer"))
    return " ".join(lines)


def card_tip(c: int, t) -> str:
    k = kind(c)
    if k == DOG:
        return t("dodgy_dogs.tip.dog", size=size_name(size(c), t), behaviour=behaviour_name(behaviour(c), t))
    if k == LEADER:
        return t("dodgy_dogs.tip.leader", size=size_name(size(c), t))
    if k == PICKUP:
        return t("dodgy_dogs.tip.pickup", count=pickup_count(c))
    return t(f"dodgy_dogs.tip.{k}")
