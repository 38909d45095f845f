"""What every game's locale tests share: reading locales/<game>.<lang>.json as flat keys,
the placeholders of a text, and the check that a key has a text in every language."""
from __future__ import annotations

import json
from pathlib import Path
import re

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "es", "pt")
GAME_NAMESPACES = ("dogs_alone", "dodgy_dogs", "dogs_kennel", "dog_lover")
# "%{name}" (ours) and a bare "{name}" (a slip worth catching)
PLACEHOLDER = re.compile(r"%\{(\w+)\}|(?<![%{])\{(\w+)\}")


def flatten(prefix: str, node, out: dict) -> dict:
    if isinstance(node, dict):
        for key, value in node.items():
            flatten(f"{prefix}.{key}", value, out)
    else:
        out[prefix] = node
    return out


def load_texts(namespace: str) -> dict[str, dict[str, str]]:
    """{lang: {full key: text}} of locales/<namespace>.<lang>.json."""
    texts = {}
    for lang in LANGS:
        path = ROOT / "locales" / f"{namespace}.{lang}.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        assert list(data) == [lang], f"{path.name} must hold exactly {{\"{lang}\": ...}}"
        texts[lang] = flatten(namespace, data[lang], {})
    return texts


def placeholders(text: str) -> set[str]:
    return {a or b for a, b in PLACEHOLDER.findall(text)}


def assert_texts(texts: dict[str, dict[str, str]], key: str, params=()) -> None:
    """``key`` has a non-empty text in every language using only ``params``."""
    for lang in LANGS:
        text = texts[lang].get(key)
        assert isinstance(text, str) and text.strip(), f"{key} missing in {lang}"
        extra = placeholders(text) - set(params)
        assert not extra, f"{key} ({lang}) uses {sorted(extra)} but is given only {sorted(params)}"
