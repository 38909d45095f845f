"""DOGS' words at the smallest windows (issue 8, readability): a hand card's name is never
cut mid-word in any language, button labels stay readable (a long one takes a row of its
own), and the infirmary's dogs stand in rows, never over one another, while there is room."""
from __future__ import annotations

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.games.dogs_kennel.components import SPECIAL_KINDS
from dogtable.games.dogs_kennel.view import art_pieces as pieces
from dogtable.games.dogs_kennel.view.board import BUTTON_MIN_TEXT
from dogtable.games.dogs_kennel.view.dog_rows import lay_dogs
from dogtable.ui.table.text import TextCache
from dogtable.ui.table.widgets import button_label_size

from board_kit import attach, new_session, play_until, screen  # noqa: F401

SIZES = ((1024, 600), (1280, 720))


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_hand_card_names_are_never_cut(screen, lang):
    i18n.set_language(lang)
    try:
        session = new_session("dogs_kennel", 4, 2)
        # the table scene gives the board less than the window (the log beside it): smaller too
        for size in SIZES + ((760, 520), (900, 560)):
            ctx, view = attach(session, viewer=0, size=size)
            for c, k in ((c, k) for k in view.geo.kennels.values()
                         for c in range(20, 20 + len(SPECIAL_KINDS))):
                w, h = k.card
                title = i18n.t(f"dogs_kennel.board.card_short.{SPECIAL_KINDS[c - 20]}")
                text = TextCache()
                pieces.clear()
                pieces.card(c, w, h, title, text)
                assert title not in text.cut, (size, (w, h), title)
    finally:
        i18n.set_language("en")
        pieces.clear()


def test_a_two_word_title_wraps_rather_than_shrinks_or_cuts(screen):
    text = TextCache()
    room = pygame.Rect(0, 0, 48, 26)
    title = "Entrada grátis"
    assert TextCache.fit_size(title, room.width, 13, True, 1) < pieces.TITLE_MIN   # one line: too small
    surf = pygame.Surface(room.size, pygame.SRCALPHA)
    pieces.card_title(surf, text, title, room, 13)
    assert title not in text.cut and "Entrada" not in text.cut
    inked = [any(surf.get_at((x, y)).a for x in range(room.width)) for y in range(room.height)]
    # ink in the upper and the lower half, with a gap between: two lines
    assert any(inked[: room.height // 2]) and any(inked[room.height // 2:])


def test_button_labels_stay_readable_at_small_windows(screen):
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        for size in SIZES:
            session = new_session("dogs_kennel", 4, 1)
            rng = random.Random(1)
            for step in range(240):
                if session.is_over():
                    break
                seat = session.to_act()[0]
                if step % 6 == 0:
                    ctx, view = attach(session, viewer=seat, size=size)
                    view.draw(screen)
                    for b in view.buttons.specs:
                        if b.rect is not None:
                            assert button_label_size(b.rect, b.label) >= BUTTON_MIN_TEXT, (lang, size, b.label)
                session.act(seat, rng.choice(session.legal_actions(seat)))
    i18n.set_language("en")


def test_sick_dogs_stand_in_rows_when_the_infirmary_has_room():
    sick = [0, 1, 7, 8, 14, 15]   # two dogs of each of three breeds
    view = {"infirmary": [sick], "truck": [[]], "board": []}
    area = pygame.Rect(0, 0, 120, 70)
    rects = list(lay_dogs(area, sick, 30, view, start=20).values())
    assert len(rects) == 6 and all(area.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    # a flat infirmary: alike dogs share a token (its count beside it) rather than overlap
    flat = pygame.Rect(0, 0, 120, 32)
    laid = lay_dogs(flat, sick, 30, view, start=20)
    tokens = {tuple(r) for r in laid.values()}
    assert len(laid) == 6 and 1 < len(tokens) < 6
    assert all(flat.contains(r) for r in laid.values())
    assert not any(pygame.Rect(a).colliderect(b) for a in tokens for b in tokens if a != b)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_card_name_is_drawn_readable_or_not_at_all(screen, lang):
    # an opponent's garage card is a miniature: its name stays off (the emblem and the tooltip
    # name it) rather than in 6 px print
    i18n.set_language(lang)
    try:
        for w, h in ((18, 30), (26, 36), (36, 48), (48, 64)):
            for c in range(20, 20 + len(SPECIAL_KINDS)):
                title = i18n.t(f"dogs_kennel.board.card_short.{SPECIAL_KINDS[c - 20]}")
                text = TextCache()
                drawn: list[int] = []
                real_fit = text.fit

                def fit(t, max_w, size, *a, _real=real_fit, **k):
                    drawn.append(int(size))
                    return _real(t, max_w, size, *a, **k)

                text.fit = fit
                pieces.clear()
                pieces.card(c, w, h, title, text)
                assert all(s >= pieces.TITLE_MIN for s in drawn), (lang, title, (w, h), drawn)
    finally:
        i18n.set_language("en")
        pieces.clear()


def _settling_with_two_buttons(session, seat, legal):
    kinds = {a.kind for a in legal}
    return kinds >= {"arrange_best", "finish"} and "vet_card" not in kinds


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_arrange_best_reads_as_large_as_its_neighbour(screen, lang):
    """Seen in the real window (pt, 1280x720): "Organizar da melhor forma" in its third of the
    row read 11 px, and "Pronto" beside it as small (a row shares one size).  The label is
    short enough now to have the buttons' full size, and the how-to line stays."""
    i18n.set_language(lang)
    try:
        session, seat = play_until(lambda seed: new_session("dogs_kennel", 4, seed),
                                   _settling_with_two_buttons)
        for size in [(1000, 666), (1620, 1025)]:
            ctx, view = attach(session, viewer=seat, size=size)
            view.draw(screen)
            assert not view.status.keep & set(view.status.left_out)
            arrange = view.buttons.get("btn:arrange_best")
            assert arrange is not None and arrange.rect is not None
            full = int(arrange.rect.height * 0.46)
            assert button_label_size(arrange.rect, arrange.label) >= full, (size, arrange.label)
    finally:
        i18n.set_language("en")
