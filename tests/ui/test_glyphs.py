"""Every character of every text has a real glyph in the font the app draws with (no
empty boxes in any language)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from dogtable import i18n
from dogtable.ui import theme

LOCALES = Path(__file__).resolve().parents[2] / "locales"


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    yield [theme.font(20), theme.font(20, bold=True)]
    theme.clear_caches()


def missing_glyphs(fnt, text: str) -> set[str]:
    notdef = fnt.metrics("\U0010fffd")[0]
    return {ch for ch, m in zip(text, fnt.metrics(text))
            if not ch.isspace() and (m is None or m == notdef)}


def test_the_check_notices_a_missing_glyph(fonts):
    assert missing_glyphs(fonts[0], "ok ★") == {"★"}


@pytest.mark.parametrize("path", sorted(LOCALES.glob("*.json")), ids=lambda p: p.name)
def test_every_locale_text_has_glyphs(fonts, path):
    _, _, texts = i18n.load_file(path)
    bad = {}
    for key, text in texts.items():
        for fnt in fonts:
            gone = missing_glyphs(fnt, text)
            if gone:
                bad[key] = "".join(sorted(gone))
    assert not bad, bad
