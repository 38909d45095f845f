"""Dog Lover's words stay readable at the smallest window (issue 9, readability): at 1024x600
with four players, in every language, mid-game and at the end, the opponents' summaries and
the score pad's rows are written at 10 px or more and never cut, each seat's score rows share
one size, a stack's count is readable, and the final board keeps no last-move outline."""
from __future__ import annotations

import random

import pytest

from dogtable import i18n
from dogtable.games.dog_lover.view.art_marks import MIN_TEXT, score_rows, summary_lines
from dogtable.ui import theme

from board_kit import attach, new_session, screen  # noqa: F401


def played(players: int, seed: int, to_end: bool, moves: int = 90):
    session = new_session("dog_lover", players, seed)
    rng = random.Random(seed)
    n = 0
    while not session.is_over() and (to_end or n < moves):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
        n += 1
    return session


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("to_end", [False, True])
def test_summaries_and_score_rows_are_readable_at_1024x600(screen, lang, to_end):
    i18n.set_language(lang)
    try:
        for seed in (3, 7):
            session = played(4, seed, to_end)
            assert session.is_over() == to_end
            ctx, view = attach(session, viewer=0, size=(1024, 600))
            view.draw(screen)
            checked = 0
            for s in range(4):
                if to_end:
                    rows = score_rows(view, view.scores[s], False) + score_rows(view, view.scores[s], True)
                    drawn = [name for name, _p in rows if name in view.text_sizes]
                    assert len(set(drawn)) >= 5, (s, drawn)
                    sizes = {view.text_sizes[name] for name in drawn}
                    assert min(sizes) >= MIN_TEXT, (lang, s, sizes)
                    checked += len(drawn)
                elif s != 0:
                    for sentence in summary_lines(view, s, view.running.get(s)):
                        parts = [t for t in view.text_sizes if t in sentence and t.strip()]
                        assert parts, (lang, s, sentence)          # drawn, whole or wrapped
                        assert all(view.text_sizes[t] >= MIN_TEXT for t in parts), (lang, s, parts)
                        checked += 1
            assert checked
            board_words = set(view.text_sizes)
            assert not board_words & view.text.cut, board_words & view.text.cut
    finally:
        i18n.set_language("en")


def test_each_seats_score_rows_share_one_size(screen):
    # the long "Perros rescatados" does not shrink alone: a seat's rows are one size
    i18n.set_language("es")
    try:
        session = played(4, 5, True)
        for size in ((1024, 600), (1920, 1080)):
            ctx, view = attach(session, viewer=0, size=size)
            view.draw(screen)
            for s in range(4):
                # a low panel writes its rows in two columns with the short names: each set is
                # one size (the big panel may write the long ones at another)
                for short in (False, True):
                    names = [n for n, _p in score_rows(view, view.scores[s], short)]
                    only = set(names) - {n for n, _p in score_rows(view, view.scores[s], not short)}
                    sizes = {view.text_sizes[n] for n in only if n in view.text_sizes}
                    if only & set(view.text_sizes):
                        assert len(sizes) == 1, (size, s, short, sizes)
    finally:
        i18n.set_language("en")


def test_a_stacks_count_is_readable_and_the_final_board_has_no_last_move_outline(screen):
    session = played(4, 3, True)
    ctx, view = attach(session, viewer=0, size=(1024, 600))
    view.glow = set(c for c in session.view(0)["grid"] if c is not None)   # as after the last refill
    view.invalidate()
    view.draw(screen)
    counts = {t: sz for t, sz in view.text_sizes.items() if t.startswith("×")}
    assert all(sz >= MIN_TEXT for sz in counts.values()), counts
    # no grid cell carries the glow colour on its edge once the game is over
    for rect in view.geo.cells:
        edge = [screen.get_at((x, rect.top - 1))[:3] for x in range(rect.left + 6, rect.right - 6, 3)]
        assert tuple(theme.GLOW[:3]) not in edge
