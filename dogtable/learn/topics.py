"""The important rules of each game: which events show one of them happening, and which
of the learner's controls use one.

A guided game is over once the learner has *met* every required topic: done it, or watched a
computer do it.  The coach explains each rule *before* the learner must use it: the first
time a control that uses it is open to the learner (``topics_ahead``: the legal moves, the
position as the learner sees it), and otherwise the first time it comes up in the events.
Topics are read from events as the learner's seat sees them (redacted) and from the learner's
own view, so the coach never tells a secret.

Each game declares its topics (``GameDeclaration.topics``, in teaching order, "end" last,
and ``required_topics``) and keeps the readers in its teaching module (games/<id>/teaching.py):
``topics_of(event)``, ``CONTROLS`` (action kind -> the topics a move of that kind uses) and
optionally ``card_topics(action, view)`` (a played card's own rule, None for the control's)
and ``view_topics(view)`` (rules the position shows before any move uses them).
Texts: locales/learn.<lang>.json, ``<game>.topic.<topic>.name`` / ``.text``.
"""
from __future__ import annotations

from typing import Iterable

from dogtable.core.events import Event
from dogtable.core.registry import UnknownGame, game_ids, get_game

# in teaching order; the last one ("end") is said in the summary if the game did not get there
TOPICS: dict[str, tuple[str, ...]] = {g: get_game(g).topics for g in game_ids()}
# the topics a guided game waits for before its summary (the others are a bonus)
REQUIRED: dict[str, tuple[str, ...]] = {g: get_game(g).required_topics for g in game_ids()}


def _teaching(game_id: str):
    """The game's teaching module, or None (an unknown game or one that declares none)."""
    try:
        return get_game(game_id).module("teaching")
    except UnknownGame:
        return None


def _card_topics(game_id: str, action, view=None) -> tuple[str, ...]:
    """A played card's own rule when the game has one for it, else its control's topics."""
    teaching = _teaching(game_id)
    if teaching is None:
        return ()
    own = getattr(teaching, "card_topics", None)
    said = own(action, view) if own is not None else None
    return said if said is not None else teaching.CONTROLS.get(action.kind, ())


def _view_topics(game_id: str, view) -> list[str]:
    """Rules the position itself shows the learner before any move uses them."""
    teaching = _teaching(game_id)
    own = getattr(teaching, "view_topics", None)
    return list(own(view)) if own is not None else []


def topics_ahead(game_id: str, view, legal, first=None, shown: bool = True) -> list[str]:
    """The rules the learner's open controls use, each once: those of ``first`` (the move
    the coach suggests) before the others, then (``shown``) what the position shows."""
    out: list[str] = []
    moves = ([first] if first is not None else []) + list(legal or [])
    for action in moves:
        for topic in _card_topics(game_id, action, view):
            if topic not in out:
                out.append(topic)
    for topic in _view_topics(game_id, view) if shown else ():
        if topic not in out:
            out.append(topic)
    return out


def topics_in(game_id: str, events: Iterable[Event]) -> list[str]:
    """The topics these events show, each once, in the order they came up."""
    teaching = _teaching(game_id)
    out: list[str] = []
    if teaching is None:
        return out
    for event in events:
        for topic in teaching.topics_of(event):
            if topic not in out:
                out.append(topic)
    return out
