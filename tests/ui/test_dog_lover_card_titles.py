"""Dog Lover's card names at every size (issue: readability sweep): a name is drawn whole at
``TITLE_MIN`` px or more — on one line, on two or three when the card has the room — or not
at all on a miniature (the tooltip names it); it is never cut with an ellipsis.  The deck's
end-game line takes its short form rather than small print, and "1 fed" agrees with its count."""
from __future__ import annotations

import pytest

from dogtable import i18n
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.view import art
from dogtable.games.dog_lover.view.art_marks import MIN_TEXT
from dogtable.ui.table.text import TextCache

from board_kit import screen  # noqa: F401

# (w, h): miniatures in an opponent's panel, hand cards, the shelter and grid at 1024x600, big cards
SIZES = ((30, 38), (46, 60), (58, 75), (72, 96), (120, 170))


class RecordingText(TextCache):
    def __init__(self):
        super().__init__()
        self.sizes: dict[str, int] = {}

    def fit(self, text, max_w, size, colour=(0, 0, 0), bold=False, min_size=8):
        self.sizes[text] = self.fit_size(text, max_w, size, bold, min_size)
        return super().fit(text, max_w, size, colour, bold, min_size)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_card_names_are_whole_and_readable_or_absent(screen, lang):
    i18n.set_language(lang)
    try:
        words = art.Words(i18n.t, lang)
        for card in range(C.ALL_IDS):
            title = words.name(card)
            for w, h in SIZES:
                text = RecordingText()
                art.clear()
                art.card_face(card, w, h, words, text)
                assert title not in text.cut, (lang, title, (w, h))
                drawn = [t for t in text.sizes if t and t in title and len(t) > 1]
                for part in drawn:
                    assert text.sizes[part] >= art.TITLE_MIN, (lang, title, part, (w, h), text.sizes[part])
    finally:
        i18n.set_language("en")
        art.clear()


def test_a_long_name_wraps_on_a_card_with_room_and_stays_off_a_miniature():
    lines, size = art.title_lines("Queridinho da Professora", 62, 10, max_lines=3)
    assert len(lines) > 1 and size >= art.TITLE_MIN and " ".join(lines) == "Queridinho da Professora"
    assert art.title_lines("Queridinho da Professora", 26, 7, max_lines=3) == ([], 0)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_end_game_line_has_a_short_form_that_reads_at_the_smallest_deck_box(screen, lang):
    i18n.set_language(lang)
    try:
        for count in (1, 5, 83):
            long_ = i18n.t("dog_lover.board.end_game_in", count=count)
            short = i18n.t("dog_lover.board.end_game_in_short", count=count)
            assert str(count) in short and len(short) < len(long_)
            # the deck box's text room at 1024x600 (about 150 px): the short form reads at 10 px
            assert TextCache.fit_size(short, 150, 12, False, 1) >= MIN_TEXT
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang,one,many", [("en", "1 fed", "2 fed"), ("es", "1 come", "2 comen"),
                                            ("pt", "1 alimentado", "2 alimentados")])
def test_fed_agrees_with_its_count(lang, one, many):
    i18n.set_language(lang)
    try:
        assert i18n.t("dog_lover.board.summary_fed", count=1) == one
        assert i18n.t("dog_lover.board.summary_fed", count=2) == many
    finally:
        i18n.set_language("en")
