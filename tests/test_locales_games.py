"""Every game's texts: the same keys in en, es and pt, each a non-empty text, with the same
placeholders in the three languages (each game's own file checks what it must say)."""
from __future__ import annotations

import pytest

from locale_kit import GAME_NAMESPACES, LANGS, load_texts, placeholders


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
        bad = [k for k, v in texts[lang].items() if not isinstance(v, str) or not v.strip()]
        assert not bad, f"{lang}: empty or non-text values {bad}"


def test_placeholders_match_across_languages(texts):
    for key, text in texts["en"].items():
        want = placeholders(text)
        for lang in ("es", "pt"):
            assert placeholders(texts[lang][key]) == want, f"{key}: {lang} placeholders differ from en"
