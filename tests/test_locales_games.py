"""Every game's texts: the same keys in en, es and pt, each a non-empty text or a plural
object, with the same placeholders in the three languages (each game's own file checks what
it must say; tests/test_locales_plurals.py checks the plural objects of every file)."""
from __future__ import annotations

import pytest

from locale_kit import GAME_NAMESPACES, LANGS, forms, is_plural, load_texts, placeholders


@pytest.fixture(scope="module", params=GAME_NAMESPACES)
def texts(request):
    return load_texts(request.param)


def test_same_keys_in_every_language(texts):
    en = set(texts["en"])
    for lang in ("es", "pt"):
        assert set(texts[lang]) == en, (
            f"{lang}: missing {sorted(en - set(texts[lang]))}, extra {sorted(set(texts[lang]) - en)}")


def test_every_value_is_text(texts):
    for lang in LANGS:
        bad = [k for k, v in texts[lang].items()
               if not all(isinstance(f, str) and f.strip() for f in forms(v))]
        assert not bad, f"{lang}: empty or non-text values {bad}"


def test_a_plural_in_one_language_is_a_plural_in_all(texts):
    for key, entry in texts["en"].items():
        for lang in ("es", "pt"):
            assert is_plural(texts[lang][key]) == is_plural(entry), f"{key}: plural in en but not {lang} or back"


def test_placeholders_match_across_languages(texts):
    """Per plural category where both languages have it, else against English "other"; a
    form may leave out the count itself ("a dog")."""
    for key, entry in texts["en"].items():
        for lang in ("es", "pt"):
            other = texts[lang][key]
            if not is_plural(entry):
                assert placeholders(other) == placeholders(entry), f"{key}: {lang} placeholders differ from en"
                continue
            for cat, text in other.items():
                want = placeholders(entry.get(cat, entry.get("other", ""))) - {"count"}
                assert placeholders(text) - {"count"} == want, f"{key}.{cat}: {lang} placeholders differ from en"
