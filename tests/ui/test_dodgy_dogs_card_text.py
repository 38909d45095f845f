"""The words at a card's foot stay whole (issue 13, item 6): in a crowded hand at 1024x600 the
next card covers the right of each card, so a small card shows its size alone (size first, from
the left), and no foot text is ever cut with an ellipsis."""
import pygame

from dogtable import i18n
from dogtable.games.dodgy_dogs.cards import DOG, PACK, kind, size
from dogtable.games.dodgy_dogs.view import art
from dogtable.ui.table.text import TextCache

from board_kit import screen  # noqa: F401


def test_foot_words_are_never_cut_at_any_card_size_in_any_language(screen, monkeypatch):
    drawn = []
    real_fit = TextCache.fit

    def spy(self, text, max_w, size_, colour=(0, 0, 0), bold=False, min_size=8):
        surf = real_fit(self, text, max_w, size_, colour, bold, min_size)
        drawn.append((text, max_w, surf.get_width()))
        return surf

    monkeypatch.setattr(TextCache, "fit", spy)
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        for w, h in ((58, 86), (80, 118), (140, 200)):   # a crowded hand ... the discard pile
            text = TextCache()
            for card in range(PACK):
                drawn.clear()
                art.paint_card(card, w, h, text, i18n.t)
                if kind(card) != DOG:
                    continue
                size_word = i18n.t(f"dodgy_dogs.size.{size(card)}")
                feet = [d for d in drawn if d[0].startswith(size_word)]
                assert feet, (lang, w, card)
                assert not any(word in text.cut for word, _, _ in feet), (lang, w, card, feet)
                if w < 120:   # small: the words fit in the part a crowded fan leaves in view
                    assert all(width <= max_w * art.SHOWN_IN_FAN + 2 for _, max_w, width in feet)
    i18n.set_language("en")
