"""Regressions found by playing whole games through the real window (issue 3's play test).

Each test replays the situation headlessly over a real Session and checks what the player
reads or sees.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from dogtable import i18n
from dogtable.ai.agent import Budget, ask
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.games.dogs_alone.view import DogsAloneView
from dogtable.ui.table.context import HeadlessContext

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def screen():
    pygame.display.init()
    pygame.font.init()
    surf = pygame.display.set_mode(SIZE)
    i18n.set_language("en")
    yield surf
    i18n.set_language("en")


def table(players=3, seed=4, size=SIZE):
    rules = get_game("dogs_alone").rules()
    names = ["Ana", "Rex", "Bo", "Lucía", "Joaquim"][:players]
    session = Session(rules, [Seat(n) for n in names], {"first_player": 0}, seed)
    ctx = HeadlessContext(session, viewer=0, speed=0.0)
    view = DogsAloneView(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, *size))
    ctx.refresh()
    return session, ctx, view


def play_until(session, ctx, wanted, steps=800):
    """The easy computer plays every seat until ``wanted(session)``; refreshes the board."""
    agent = get_game("dogs_alone").agent("easy", 1)
    for n in range(steps):
        if wanted(session):
            ctx.refresh()
            return True
        if session.is_over():
            break
        seat = session.to_act()[0]
        action = ask(session.rules, session.rules.clone(session.state), seat, agent,
                     Budget(iterations=20), n)
        events = session.act(seat, action)
        ctx.refresh(events)
    return False


def test_the_mess_slots_follow_the_pool_column_when_it_grows(screen):
    """The own seat's pool column widens with the pool; the cached background (pool caption
    and the empty mess slots) used to stay where it was, so messes landed between slots."""
    session, ctx, view = table()
    view.draw(screen)  # the background is now cached
    before = view.geo.seats[0].messes.rect.copy()
    assert play_until(session, ctx, lambda s: len(s.state.pools[0]) >= 1)
    view.draw(screen)
    assert view.geo.seats[0].messes.rect != before  # the situation of the bug
    fresh = DogsAloneView(ctx)
    fresh.set_rect(view.rect)
    fresh.show(session.view(0), session.legal_actions(0) if 0 in session.to_act() else [], 0)
    cached = pygame.image.tobytes(view._bg, "RGB")  # what the board drew from its cache
    assert cached == pygame.image.tobytes(fresh.paint_background(), "RGB")


def test_the_hand_count_leaves_out_the_dogs_laid_on_a_mess(screen):
    session, ctx, view = table()
    assert play_until(session, ctx, lambda s: s.state.pending is not None and s.state.current == 0
                      and any(c in s.state.hands[0] for c in s.state.pending_cards))
    shown = [p for p in view.places.values() if p.zone == "hand" and p.owner == 0]
    assert len(shown) < len(session.state.hands[0])  # some of the hand lies on the mess
    written = []
    fit = view.text.fit

    def spy(text, *args, **kwargs):
        written.append(text)
        return fit(text, *args, **kwargs)
    view.text.fit = spy
    view.draw(screen)
    assert i18n.t("table.dogs_alone.your_hand", name="Ana", count=len(shown)) in written


def test_the_turn_text_offers_cleaning_only_when_there_is_something_to_clean(screen):
    session, ctx, view = table()
    body = [line for line, style in view.status.lines if style == "body"]
    assert body == [i18n.t("table.dogs_alone.recruit_only")]  # no messes yet: just recruit

    def can_clean(s):
        return s.to_act() == [0] and any(a.kind == "clean" for a in s.legal_actions(0))
    assert play_until(session, ctx, can_clean)
    body = [line for line, style in view.status.lines if style == "body"]
    assert body == [i18n.t("dogs_alone.phase.start")]


def with_messes_to_clean(session, colours):
    """Seat 0, at the start of its turn, holds one mess not yet cleaned in each of ``colours``
    (taken out of the mess deck, as if won earlier)."""
    from dogtable.games.dogs_alone.cards import mess_colour

    st = session.state
    for col in colours:
        m = next(m for m in st.mess_deck if isinstance(m, int) and m < 31 and mess_colour(m) == col)
        st.mess_deck.remove(m)
        st.messes[0].append(m)
    assert sum(a.kind == "clean" for a in session.legal_actions(0)) == len(colours)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (794, 546)])
def test_several_clean_up_buttons_keep_readable_labels(screen, lang, size):
    """Three colours to clean (Portuguese, 1280x720) used to show three buttons all cut to
    'Arrumar as bag…'."""
    i18n.set_language(lang)
    session, ctx, view = table(players=2, size=size)
    with_messes_to_clean(session, [0, 2, 3])
    ctx.refresh()
    view.draw(screen)
    cleans = [b for b in view.buttons if b.id.startswith("btn:clean:")]
    assert len(cleans) == 3
    for b in view.buttons:
        assert b.label not in view.text.cut, f"{lang}: '{b.label}' does not fit its button"
        assert view.geo.status.contains(b.rect)
    rects = [b.rect for b in view.buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_how_to_line_is_not_cut_short_on_a_small_screen(screen, lang):
    """At 1024x600 the Spanish how-to line of the first turn ended in 'arrastra un perro al…'
    although the panel had room left."""
    i18n.set_language(lang)
    bar, log_w = 54, 230  # the table scene's bar and log panel at 1024x600
    session, ctx, view = table(players=3, size=(1024 - log_w, 600 - bar))
    view.draw(screen)
    how = i18n.t("table.dogs_alone.how.start")
    assert how not in view.text.cut
    assert any(style == "how" for _, style in view.status.lines)
    assert view.status.left_out == []  # every line of the status, the how-to too
    assert sum(s.get_height() for s in view.status.surfaces) <= view.geo.status.height


def test_each_panel_head_shows_the_points_scored_so_far(screen):
    session, ctx, view = table()
    assert play_until(session, ctx, lambda s: s.state.cleaned[0] and s.state.pools[0])
    totals = session.rules.score_pad(session.state).totals()
    assert totals[0] > 0
    rendered = []
    render = view.text.render

    def spy(text, *args, **kwargs):
        rendered.append(text)
        return render(text, *args, **kwargs)
    view.text.render = spy
    view.draw(screen)
    shown = [t for t in rendered if t.split(" ")[0] == str(totals[0])]
    assert shown, f"seat 0's {totals[0]} points are not on its head"
    assert view._score_labels[0].split(" ")[0] == str(totals[0]) and view._score_labels[0] in shown
