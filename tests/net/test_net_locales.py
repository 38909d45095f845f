"""The home network's texts (locales/net.*.json): the same keys and placeholders in en, es and
pt, and a text for every reason key the network code can give."""
from __future__ import annotations

import json
from pathlib import Path
import re

from dogtable import i18n

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "es", "pt")


def flat(node, prefix=""):
    for key, value in node.items():
        if isinstance(value, dict):
            yield from flat(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


def texts(lang: str) -> dict[str, str]:
    data = json.loads((ROOT / "locales" / f"net.{lang}.json").read_text("utf-8"))
    assert list(data) == [lang]
    return dict(flat(data[lang]))


def test_same_keys_and_placeholders_in_every_language():
    en = texts("en")
    for lang in ("es", "pt"):
        other = texts(lang)
        assert set(other) == set(en), lang
        for key, text in en.items():
            assert other[key].strip(), (lang, key)
            assert set(re.findall(r"{(\w+)}", other[key])) == set(re.findall(r"{(\w+)}", text)), \
                (lang, key)


def test_every_net_key_the_code_uses_has_a_text():
    used = set()
    for path in list((ROOT / "dogtable" / "net").glob("*.py")) + \
            list((ROOT / "dogtable" / "ui" / "scenes").glob("net_*.py")):
        used |= set(re.findall(r'"net\.([a-z_]+\.[a-z_]+)"', path.read_text("utf-8")))
    assert used, "no key found: the pattern no longer matches the code"
    en = texts("en")
    assert sorted(used - set(en)) == []
    for lang in LANGS:
        i18n.set_language(lang)
        try:
            assert i18n.t("net.error.wrong_code") != "net.error.wrong_code"
        finally:
            i18n.set_language("en")
