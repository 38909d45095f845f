"""Counts in texts use each language's plural forms ("1 dog", "2 dogs"; never "dog(s)").

Over every locale file: no text writes a parenthesised plural ending; every plural object
has the forms its language needs (and only categories that language has), the same forms in
the three languages, the count in its "other" form; category names are never mixed with
ordinary keys; and an English text that puts a number before a plural noun without being a
plural object is one whose number is known to be 2 or more.
"""
from __future__ import annotations

import json
import re

import pytest

from locale_kit import (ALLOWED_FORMS, LANGS, PLURAL_CATEGORIES, REQUIRED_FORMS, ROOT, all_texts,
                        is_plural, load_texts, placeholders)

NAMESPACES = sorted({p.name.split(".")[0] for p in (ROOT / "locales").glob("*.json")})
TEXTS = {ns: load_texts(ns) for ns in NAMESPACES}

# "dog(s)", "perro(s)", "cão(es)", "cubo(s)", "jugador(es)", "compra(s)", "dog/s"
PAREN_PLURAL = re.compile(r"\w\((?:s|es|as|os|is|ns|ões|ães|ãos)\)|\w/(?:s|es)\b", re.IGNORECASE)
# the placeholders that stand for amounts (the others are names, or ordinals like round)
NUMBERS = ("count", "points", "price", "cost", "limit", "min", "max", "need", "laid", "end",
           "extra", "reward", "fuel", "food", "medicine", "seconds", "most", "pooled", "cleaned",
           "hand", "pool", "messes", "truck", "waiting", "dogs", "sick", "pens", "cats", "vp",
           "total", "bones", "rescued", "things", "wilds", "specials", "rounds", "options",
           "width", "height")
# a number placeholder, maybe one word or placeholder, then an English plural noun
NUMBER_THEN_PLURAL = re.compile(r"%\{(?:" + "|".join(NUMBERS) + r")\} (?:(?:\w+|%\{\w+\}) )?([a-z]+s)\b")
# texts that are not plural objects although a number stands before a plural noun: why the
# number can never be 1 (or 0 where 0 would read oddly)
KNOWN_TWO_OR_MORE = {
    "app.load.summary": "every game has 2 or more players",
    "error.player_count": "the maximum number of players is at least 2",
    "table.dogs_alone.paying": "a mess takes 2, 3 or 4 dogs",
    "dodgy_dogs.tip.pickup": "a Pick Up Puppies card makes the next player pick up 2 or 4",
    "dodgy_dogs.action.pick_up": "a pile-up is at least 2 cards",
    "dodgy_dogs.error.must_pick_up": "a pile-up is at least 2 cards",
    "dodgy_dogs.action.play_all": "playing all of a behaviour needs two cards or more",
    "dodgy_dogs.log.played_many": "one card is the line dodgy_dogs.log.played",
    "dogs_kennel.log.started": "a game has 2 to 4 kennels",
    "dogs_kennel.board.tip.pen_closed": "an extra pen scores 2, 3 or 5",
    "dogs_kennel.error.too_many_sick": "the infirmary holds 6",
    "dogs_kennel.error.infirmary_full": "the infirmary holds 6",
}


def entries():
    for ns in NAMESPACES:
        for key, entry in TEXTS[ns]["en"].items():
            yield ns, key, entry


def test_the_sweep_reads_every_file():
    assert {"app", "error", "table", "dogs_alone", "dodgy_dogs", "dogs_kennel", "dog_lover"} <= set(NAMESPACES)
    plural_keys = [key for _, key, entry in entries() if is_plural(entry)]
    assert len(plural_keys) >= 30, plural_keys


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_no_parenthesised_plural_endings(namespace):
    for lang in LANGS:
        bad = [text for text in all_texts(TEXTS[namespace][lang]) if PAREN_PLURAL.search(text)]
        assert not bad, f"{namespace}.{lang}: {bad}"


def test_the_check_for_parenthesised_endings_bites():
    for slip in ("Draw 2 dog(s)", "Roba 2 perro(s)", "2 cão(es)", "3 jugador(es)", "2 dog/s"):
        assert PAREN_PLURAL.search(slip), slip
    for fine in ("Pick up (2)", "the discard pile (all but its top card)", "(%{count} of 3)", "yes/no"):
        assert not PAREN_PLURAL.search(fine), fine


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_every_plural_object_has_the_forms_its_language_needs(namespace):
    for lang in LANGS:
        for key, entry in TEXTS[namespace][lang].items():
            if not is_plural(entry):
                continue
            missing = [cat for cat in REQUIRED_FORMS if cat not in entry]
            assert not missing, f"{key} ({lang}) lacks {missing}"
            foreign = set(entry) - ALLOWED_FORMS[lang]
            assert not foreign, f"{key} ({lang}) has categories {sorted(foreign)} that {lang} never uses"
            for cat, text in entry.items():
                assert isinstance(text, str) and text.strip(), f"{key}.{cat} ({lang}) is empty"
            assert "count" in placeholders(entry["other"]), f"{key} ({lang}): 'other' must show the count"


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_plural_objects_have_the_same_forms_in_every_language(namespace):
    """i18n.load_file spreads a plural into <key>.<category> texts, and the shell's locale
    test (tests/ui/test_locales.py) wants the same keys in every language."""
    en = TEXTS[namespace]["en"]
    for key, entry in en.items():
        for lang in ("es", "pt"):
            other = TEXTS[namespace][lang].get(key)
            if is_plural(entry) or is_plural(other):
                assert is_plural(entry) and is_plural(other), f"{key}: plural in one language only"
                assert set(other) == set(entry), f"{key}: {lang} forms {sorted(other)} != en {sorted(entry)}"


def _mixed(node, path=""):
    """Dicts that mix plural category names with other keys (neither a plural nor a clean
    namespace: python-i18n, which pygame-gui uses, would take them for a plural)."""
    if isinstance(node, dict):
        cats = [k for k in node if k in PLURAL_CATEGORIES]
        if cats and len(cats) < len(node):
            yield path
        for key, value in node.items():
            yield from _mixed(value, f"{path}.{key}")


@pytest.mark.parametrize("path", sorted((ROOT / "locales").glob("*.json")), ids=lambda p: p.name)
def test_category_names_are_not_ordinary_keys(path):
    assert not list(_mixed(json.loads(path.read_text(encoding="utf-8")))), path.name


def test_numbers_before_plural_nouns_are_plural_objects():
    loose = {}
    for _, key, entry in entries():
        if is_plural(entry) or key in KNOWN_TWO_OR_MORE:
            continue
        found = [m.group(0) for m in NUMBER_THEN_PLURAL.finditer(entry)]
        if found:
            loose[key] = found
    assert not loose, f"make these plural objects (or say why the number is always 2+): {loose}"


def test_the_known_two_or_more_list_is_current():
    """Each exception still exists and still puts a number before a plural noun."""
    en = {key: entry for _, key, entry in entries()}
    for key in KNOWN_TWO_OR_MORE:
        assert key in en, f"{key} is gone: drop it from KNOWN_TWO_OR_MORE"
        assert not is_plural(en[key]) and NUMBER_THEN_PLURAL.search(en[key]), key
