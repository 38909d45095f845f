"""What every game's locale tests share: reading locales/<namespace>.<lang>.json as flat keys,
the placeholders of a text, and the check that a key has a text in every language.

A flat key's entry is a text, or a plural object ``{"one": ..., "other": ...}`` (see
dogtable/i18n.py): a dict whose keys are all plural categories is one entry, not a namespace.
"""
from __future__ import annotations

import json
from pathlib import Path
import re

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "es", "pt")
GAME_NAMESPACES = ("dogs_alone", "dodgy_dogs", "dogs_kennel", "dog_lover")
# "%{name}" (ours) and a bare "{name}" (a slip worth catching)
PLACEHOLDER = re.compile(r"%\{(\w+)\}|(?<![%{])\{(\w+)\}")
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")
# the forms each language must give in a plural object, and those it may give
REQUIRED_FORMS = ("one", "other")
ALLOWED_FORMS = {"en": {"zero", "one", "other"}, "es": {"zero", "one", "many", "other"},
                 "pt": {"zero", "one", "many", "other"}}


def is_plural(node) -> bool:
    return isinstance(node, dict) and bool(node) and all(k in PLURAL_CATEGORIES for k in node)


def flatten(prefix: str, node, out: dict) -> dict:
    if isinstance(node, dict) and not is_plural(node):
        for key, value in node.items():
            flatten(f"{prefix}.{key}", value, out)
    else:
        out[prefix] = node
    return out


def load_texts(namespace: str) -> dict[str, dict]:
    """{lang: {full key: text or plural object}} of locales/<namespace>.<lang>.json."""
    texts = {}
    for lang in LANGS:
        path = ROOT / "locales" / f"{namespace}.{lang}.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        assert list(data) == [lang], f"{path.name} must hold exactly {{\"{lang}\": ...}}"
        texts[lang] = flatten(namespace, data[lang], {})
    return texts


def forms(entry) -> list[str]:
    """Every text a person may read of one entry: the text, or each plural form."""
    if is_plural(entry):
        return list(entry.values())
    return [entry]


def all_texts(entries: dict) -> list[str]:
    """Every text of one language's entries (plural objects give each of their forms)."""
    return [text for entry in entries.values() for text in forms(entry)]


def placeholders(text: str) -> set[str]:
    return {a or b for a, b in PLACEHOLDER.findall(text)}


def assert_texts(texts: dict[str, dict], key: str, params=()) -> None:
    """``key`` has a non-empty text in every language using only ``params``; a plural object
    has its required forms, and is chosen by a ``count`` the caller really gives."""
    params = set(params)
    for lang in LANGS:
        entry = texts[lang].get(key)
        if is_plural(entry):
            missing = [cat for cat in REQUIRED_FORMS if cat not in entry]
            assert not missing, f"{key} ({lang}) is a plural without {missing}"
            assert "count" in params, f"{key} ({lang}) is a plural but is given no count: {sorted(params)}"
        for text in forms(entry):
            assert isinstance(text, str) and text.strip(), f"{key} missing in {lang}"
            extra = placeholders(text) - params
            assert not extra, f"{key} ({lang}) uses {sorted(extra)} but is given only {sorted(params)}"
