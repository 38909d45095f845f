"""Names inside a reason, worded when the sentence is shown.

A reason is a translation key and its parameters.  Most parameters are ids the table already
words (``dog``, ``mess``, ``card``, ``box`` ... through the game's ``resolve_log_params``);
these small objects cover the rest: a list of things (``Names``), a plain locale term
(``Term``) and a sentence part with parameters of its own (``Phrase``).  Each becomes text
through ``str()`` at the moment the sentence is formatted, so a hint follows a live change of
language, and each compares by value, so the same view still gives an equal hint.  Nothing
here imports pygame: the game's wording (dogtable/core/wording.py) is looked up only when a
sentence is shown.
"""
from __future__ import annotations

from dataclasses import dataclass

from dogtable import i18n
from dogtable.core.wording import resolve_params


@dataclass(frozen=True)
class Names:
    """One or more things of a game, named as its log names them (``key`` is the log
    parameter that words one of them: "dog", "card", "breed" ...)."""
    game_id: str
    key: str
    ids: tuple

    def __str__(self) -> str:
        out = []
        for i in self.ids:
            words = resolve_params(self.game_id, {self.key: i}, i18n.t, [])
            out.append(str(words.get(self.key, i)))
        return ", ".join(out)


@dataclass(frozen=True)
class Term:
    """A word from the locales (a size, a behaviour, a box ...)."""
    key: str

    def __str__(self) -> str:
        return i18n.t(self.key)


@dataclass(frozen=True)
class Phrase:
    """A whole sentence part with its own parameters (ids the game words, as ``Names``),
    for a reason made of a main sentence and optional additions."""
    game_id: str
    key: str
    params: tuple = ()      # (name, value) pairs: hashable and compared by value

    def __str__(self) -> str:
        params = resolve_params(self.game_id, dict(self.params), i18n.t, [])
        return i18n.t(self.key, **params)


def points(n: int) -> Phrase:
    """"1 point", "3 points" in the language shown (a sentence may hold one plural only)."""
    return Phrase("", "learn.why.points", (("count", n),))


def names(game_id: str, key: str, ids) -> Names:
    return Names(game_id, key, tuple(ids))
