"""Why a move is a good idea, in one sentence: a translation key and its parameters.

The coach and the hint both say *why* a move makes sense.  The reason reads only what the
seat may see (its view) and the action itself, so it never tells a secret.  Each game
declares a module that words the reason from the position's own facts (games/<id>/why.py:
the mess a dog brings closer, the food the pens lack, the cards a trick takes ...), keyed
``why.<game>.<variant>``; a move it has nothing specific to say about falls back to its
family's sentence (``why.<game>.<family>``: the action kinds that mean the same to a new
player share one, listed in games/<id>/teaching.py).  A game's AI may also offer its own
reason through an optional ``explain(view, action)`` method (see ai/hint.py).  This module
sits in the AI kit, below the lessons (dogtable/learn/ uses it, it uses nothing of learn/).

Keys live in locales/learn.<lang>.json.  A move the learner chose *instead of* the suggestion is only described, never judged (``does.<game>.<family>``,
``what_it_does``): the "why this is good" sentence may not fit a move the coach would not make.
"""
from __future__ import annotations

from typing import Any

from dogtable.core.registry import UnknownGame, get_game
from dogtable.core.rules import Action


def _declared(game_id: str, part: str):
    """A module the game declares (its ``teaching`` or ``why``), or None."""
    try:
        return get_game(game_id).module(part)
    except UnknownGame:
        return None


def family(game_id: str, action: Action) -> str:
    """The action's family: kinds that mean the same to a new player share one sentence
    (the game's teaching module's ``FAMILIES``; a kind not listed is its own family)."""
    teaching = _declared(game_id, "teaching")
    return getattr(teaching, "FAMILIES", {}).get(action.kind, action.kind)


def _family_and_params(game_id: str, action: Action) -> tuple[str, dict]:
    fam = family(game_id, action)
    own = getattr(_declared(game_id, "teaching"), "family_and_params", None)
    return own(fam, action) if own is not None else (fam, {})


def specific_variants(game_id: str) -> tuple[str, ...]:
    module = _declared(game_id, "why")
    return tuple(getattr(module, "VARIANTS", ())) if module else ()


def reason_for(game_id: str, view: Any, action: Action) -> tuple[str, dict]:
    """The sentence saying why ``action`` is worth doing, as (key, params): from the
    position's facts when the game's module has them, else the family's sentence."""
    module = _declared(game_id, "why")
    if module is not None and view is not None:
        try:
            said = module.reason(view, action)
        except (KeyError, IndexError, TypeError, ValueError):
            said = None   # a view the reasons do not know (an old save): the plain sentence
        if said is not None:
            variant, params = said
            return f"learn.why.{game_id}.{variant}", params
    fam, params = _family_and_params(game_id, action)
    return f"learn.why.{game_id}.{fam}", params


def what_it_does(game_id: str, action: Action) -> tuple[str, dict]:
    """A neutral sentence saying what ``action`` does (for the learner's own move), as
    (key, params): it explains the rule at work without praising the choice."""
    fam, params = _family_and_params(game_id, action)
    return f"learn.does.{game_id}.{fam}", params
