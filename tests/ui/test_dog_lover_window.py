"""Dog Lover problems seen playing whole games in the real window (issue 9, second pass): the
log names a starting trick by the side it shows; a rescued dog's frame does not cut its name;
the word for tucked cards is no bigger than the dog's name; an opponent's summary keeps a
wrapped sentence together."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

from dogtable import i18n
from dogtable.core.rules import Action
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.describe import describe
from dogtable.games.dog_lover.view import resolve_log_params
from dogtable.games.dog_lover.view import art
from dogtable.games.dog_lover.view.art_marks import paint_summary, summary_lines
from dogtable.ui.table.text import TextCache

from board_kit import attach, new_session  # noqa: F401
from board_kit import screen  # noqa: F401

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "dog_lover"))
from dl_positions import dog, position, rescued, thing, walk  # noqa: E402


def log_texts(session, events) -> list[str]:
    out = []
    for e in events:
        lines = describe(e, None)
        for line in (lines if isinstance(lines, list) else [lines] if lines else []):
            out.append(i18n.t(line.key, **resolve_log_params(line.params, i18n.t, ["Ana", "Rex"])))
    return out


def test_the_log_never_calls_a_flipped_starting_trick_standard():
    for special in (True, False):
        session = new_session("dog_lover", 2, 3, options={"sides": "choose"})
        while session.state.phase == "sides":
            seat = session.to_act()[0]
            session.act(seat, Action("trick_side", (1 if special else 0,)))
        while session.state.phase == "watchdog":
            seat = session.to_act()[0]
            session.act(seat, session.legal_actions(seat)[0])
        seat = session.to_act()[0]
        trick = session.state.tricks[seat][0]
        retrieve = next(a for a in session.legal_actions(seat) if a.kind == "retrieve")
        text = " ".join(log_texts(session, session.act(seat, retrieve)))
        standard = i18n.t("dog_lover.trick.standard")
        said_special = i18n.t("dog_lover.log.retrieved_special", player="Ana", count=3).split("Ana")[1][:12]
        assert (standard not in text and said_special in text) if special else \
            (standard in text and said_special not in text), text


def _ink_columns(surf: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """Columns of ``rect`` holding near-white opaque pixels (the titles' ink)."""
    cols = []
    for x in range(rect.left, rect.right):
        if any(min(surf.get_at((x, y))) > 225 for y in range(rect.top, rect.bottom)):
            cols.append(x)
    return cols


def test_a_rescued_dogs_frame_does_not_cut_the_start_of_its_name(screen):
    text = TextCache()
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        words = art.Words(i18n.t, lang)
        for r in range(len(C.RESCUES)):
            card = C.RESCUE_BASE + r
            w, h = 120, 170
            face = art.card_face(card, w, h, words, text)
            band_h = max(7, min(int(h * 0.2), 26))
            frame = max(2, w // 22)
            # the name's own ink, fitted the way the card fits it
            alone = text.fit(words.name(card), w - 2 * frame - 4, max(7, int(band_h * 0.72)),
                             (255, 255, 255), bold=True, min_size=7)
            ink = _ink_columns(face, pygame.Rect(0, 0, w, band_h))
            own = _ink_columns(alone, alone.get_rect())
            assert ink and ink[0] >= frame, (lang, words.name(card))
            assert ink[-1] - ink[0] >= own[-1] - own[0] - 1, (lang, words.name(card))
    i18n.set_language("en")


def test_the_word_for_tucked_cards_is_no_taller_than_the_dogs_name(screen):
    # a big dog card at 1920x1080 has a tall strip under it: the word there stays title-sized
    state = position(n=2, dogs=[[dog("Joey")], [dog("Taco")]], tucked={dog("Joey"): [walk(0)]})
    session = new_session("dog_lover", 2, 1)
    session.state = state
    ctx, view = attach(session, viewer=0, size=(1580, 1026))
    view.draw(screen)
    rect = view.places[f"card:{dog('Joey')}"]
    from dogtable.games.dog_lover.view.layout import dog_parts
    body, strip = dog_parts(rect, 1)
    band_h = max(7, min(int(body.height * 0.2), 26))
    title = pygame.Rect(body.x + 2, body.y, body.width - 4, band_h)
    rows = lambda r: [y for y in range(r.top, r.bottom)  # noqa: E731
                      if any(min(screen.get_at((x, y))[:3]) > 225 for x in range(r.left, r.right))]
    word, name = rows(strip.inflate(-4, -2)), rows(title)
    assert word and name
    assert word[-1] - word[0] <= (name[-1] - name[0]) + 2, (len(word), len(name))


def test_a_summary_keeps_a_wrapped_sentence_together(screen):
    # four players at the smallest size: opponents are summaries whose long lines wrap
    many = [dog(n) for n in ("Joey", "Mochi", "Taco", "Luna", "Pepper", "Bingo")]
    state = position(n=4, dogs=[[many[0]], many[1:], [dog("Bruno")], [dog("Duke")]],
                     tucked={many[1]: [thing(0)]})
    session = new_session("dog_lover", 4, 1)
    session.state = state
    wrapped_languages = 0
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        ctx, view = attach(session, viewer=0, size=(794, 546))
        view.draw(screen)
        p = view.geo.panels[1]
        assert p.summary is not None
        written = []

        def write(text, rect, size, colour=None, bold=True, anchor="midleft", min_size=7):
            written.append((text, rect))

        paint_summary(view, screen, (0, 0), 1, p, view.running.get(1), write)
        assert written
        tops = [r.top for _t, r in written]
        assert tops == sorted(tops)
        assert all(p.summary.top <= r.top and r.bottom <= p.summary.bottom + 2 for _t, r in written)
        gaps = [b - a for a, b in zip(tops, tops[1:])]
        sentences = summary_lines(view, 1, view.running.get(1))
        tricks = i18n.t("dog_lover.board.summary_tricks",
                        names=", ".join(view.card_label(tr) for tr in view.view["tricks"][1]))
        whole = set(sentences) | {i18n.t("dog_lover.board.open_panel"), tricks}
        if any(text not in whole for text, _r in written):   # a sentence was wrapped
            wrapped_languages += 1
            # one sentence's lines are closer together than two sentences
            assert max(gaps) >= min(gaps) * 1.15, gaps
    i18n.set_language("en")
    assert wrapped_languages, "this position should wrap a line"
