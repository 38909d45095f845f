"""Dog Lover, issue 25: every name readable, every move discoverable and explained.

A card name is never blank (whole, wrapped, or shortened with the tooltip keeping it whole);
a trick's cost never covers its diagram; an Adoption dragged onto a shelter dog rescues it (or
hears the engine's reason); buying a trick asks first and says, from the engine, how often it
fits the grid now; a waiting Food card and a trait with no dog say what they wait for and what
goes with them; a trick dragged over the grid shows the cells its drop takes, and the grid
keeps an outline of the cells the last retrieval took.
"""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core.rules import Action
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.view import art, texts
from dogtable.games.dog_lover.view.layout import hand_groups, retrieve_cells
from dogtable.ui.table.text import TextCache, abbreviation

from board_kit import RecordingContext, attach, click, drag, new_session, play_until, point_of, screen  # noqa: F401

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
# (w, h): opponents' miniatures, hand and shelter cards at 1024x600, the grid there, bigger cards
SIZES = ((36, 48), (46, 60), (62, 87), (90, 120))


class RecordingText(TextCache):
    def __init__(self):
        super().__init__()
        self.drawn: list[str] = []

    def fit(self, text, max_w, size, colour=(0, 0, 0), bold=False, min_size=8):
        self.drawn.append(text)
        return super().fit(text, max_w, size, colour, bold, min_size)


def _is_short_of(part: str, title: str) -> bool:
    """``part`` is ``title`` or a shortening of it (words kept, the last cut to a stem + '…')."""
    name = title.split(": ", 1)[1] if ": " in title else title
    if part in (title, name) or part in title:
        return True
    stem = part[:-1] if part.endswith("…") else part
    return bool(stem) and name.startswith(stem.split(" ")[0]) and all(
        w in name.split() for w in stem.split()[:-1])


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_card_name_is_never_blank(screen, lang):
    i18n.set_language(lang)
    try:
        words = art.Words(i18n.t, lang)
        for card in range(C.ALL_IDS):
            for special in ((False, True) if C.kind(card) == C.TRICK else (False,)):
                title = words.name(card, special)
                for w, h in SIZES:
                    text = RecordingText()
                    art.clear()
                    art.card_face(card, w, h, words, text, special)
                    named = [t for t in text.drawn if t and _is_short_of(t, title)]
                    assert named, (lang, title, (w, h), text.drawn)
                    assert title not in text.cut, (lang, title, (w, h))
    finally:
        i18n.set_language("en")
        art.clear()


def test_abbreviation_keeps_the_start_and_marks_the_cut():
    assert abbreviation("Adiestramiento", 46, 9).startswith("Adi")
    assert abbreviation("Adiestramiento", 46, 9).endswith("…")
    assert abbreviation("Comida: Pienso Seco x2", 200, 9) == "Pienso Seco x2"
    assert abbreviation("Choca esos cinco", 60, 9).startswith("Choca")
    assert abbreviation("+1 dog", 18, 9) == "+1"
    assert abbreviation("Adiestramiento", 6, 9) == ""


def test_a_tricks_cost_sits_in_its_title_band_not_on_the_diagram(screen):
    words = art.Words(i18n.t, "en")
    disc = (205, 220, 255)
    for trick in range(142, 153):
        if not C.trick_cost(trick):
            continue
        for w, h in ((46, 60), (62, 87), (90, 120)):
            art.clear()
            face = art.card_face(trick, w, h, words, TextCache())
            lower = [(x, y) for y in range(int(h * 0.4), h) for x in range(w) if tuple(face.get_at((x, y)))[:3] == disc]
            assert not lower, (trick, (w, h), lower[:3])
            upper = [(x, y) for y in range(int(h * 0.4)) for x in range(w) if tuple(face.get_at((x, y)))[:3] == disc]
            assert upper, (trick, (w, h))


def _top_adoption(view, seat) -> str:
    """The Adoption a player grabs: the top of the hand's stack of alike cards."""
    for group in hand_groups(view.view["hands"][seat] or []):
        if C.kind(group[0]) == C.ADOPTION:
            return f"hand:{group[-1]}"
    raise AssertionError("no adoption in hand")


def _has_two_adoptions(session, seat, legal):
    return any(a.kind == "rescue" for a in legal)


def test_an_adoption_dragged_onto_a_shelter_dog_rescues_it(screen):
    session, seat = play_until(lambda s: new_session("dog_lover", 2, s), _has_two_adoptions, seeds=range(1, 40))
    ctx, view = attach(session, seat, ctx_cls=RecordingContext)
    adoption = next(c for c in view.view["hands"][seat] if C.kind(c) == C.ADOPTION)
    rescue = next(a for a in session.legal_actions(seat) if a.kind == "rescue")
    hand_item = _top_adoption(view, seat)
    drag(view, point_of(view, hand_item), point_of(view, f"shelter:{rescue.args[0]}"))
    assert ctx.submitted == [(seat, rescue)], (adoption, ctx.submitted)


def test_an_adoption_dragged_with_too_few_answers_with_the_engines_reason(screen):
    def one_adoption(session, seat, legal):
        hand = session.state.hands[seat]
        return session.state.phase == "turn" and sum(1 for c in hand if C.kind(c) == C.ADOPTION) == 1
    session, seat = play_until(lambda s: new_session("dog_lover", 2, s), one_adoption, seeds=range(1, 40))
    ctx, view = attach(session, seat)
    drag(view, point_of(view, _top_adoption(view, seat)), point_of(view, "shelter:0"))
    from board_kit import engine_reason
    assert ctx.messages and ctx.messages[-1] == engine_reason(session, seat, Action("rescue", (0,)))


def _can_learn(session, seat, legal):
    return any(a.kind == "learn" for a in legal) and not session.state.retrieved


def test_buying_a_trick_asks_first_and_forecasts_from_the_engine(screen):
    session, seat = play_until(lambda s: new_session("dog_lover", 2, s), _can_learn, seeds=range(1, 60))
    ctx, view = attach(session, seat, ctx_cls=RecordingContext)
    learn = next(a for a in session.legal_actions(seat) if a.kind == "learn")
    click(view, point_of(view, f"display:{learn.args[0]}"))
    assert ctx.submitted == [], "one click must not spend the trainings"
    assert view.pick_learn == learn.args[0]
    shown = " ".join(t for t, _s in view.status_lines())
    trick = view.view["trick_display"][learn.args[0]]
    assert view.card_label(trick) in shown
    # the forecast is the engine's: learn on a copy, then count its legal placements now
    probe = session.rules.clone(session.state)
    for e in session.rules.decide(probe, seat, learn, random.Random(0)):
        probe = session.rules.evolve(probe, e)
    fits = sum(1 for a in session.rules.legal_actions(probe, seat) if a.kind == "retrieve" and a.args[0] == trick)
    got = view.learn_forecast
    assert got is not None and got[0] == fits and got[1] == len(C.placements(C.trick_shape(trick, False)))
    click(view, point_of(view, "btn:learn"))
    assert ctx.submitted == [(seat, learn)]


def test_a_cancelled_purchase_spends_nothing(screen):
    session, seat = play_until(lambda s: new_session("dog_lover", 2, s), _can_learn, seeds=range(1, 60))
    ctx, view = attach(session, seat, ctx_cls=RecordingContext)
    learn = next(a for a in session.legal_actions(seat) if a.kind == "learn")
    click(view, point_of(view, f"display:{learn.args[0]}"))
    assert view.cancel_mode() and view.pick_learn is None
    assert ctx.submitted == []


def test_a_trait_with_no_dog_says_it_goes_and_what_goes_with_it(screen):
    def homeless_trait(session, seat, legal):
        return any(a.kind == "forfeit" for a in legal)
    session, seat = play_until(lambda s: new_session("dog_lover", 2, s), homeless_trait, seeds=range(1, 80))
    ctx, view = attach(session, seat)
    trait_card = next(a.args[0] for a in session.legal_actions(seat) if a.kind == "forfeit")
    hint = texts.hint(view)
    penalty = i18n.t(f"dog_lover.trait_penalty.{C.trait_index(trait_card)}")
    assert view.card_label(trait_card) in hint and penalty in hint


def test_a_waiting_food_says_what_it_waits_for(screen):
    def waiting_food(session, seat, legal):
        return any(a.kind == "gain" for a in legal) and not any(C.kind(c) == C.TRAIT for c in session.state.pending)
    session, seat = play_until(lambda s: new_session("dog_lover", 2, s), waiting_food, seeds=range(1, 200),
                               limit=500)
    ctx, view = attach(session, seat)
    food = next(a.args[0] for a in session.legal_actions(seat) if a.kind == "gain")
    hint = texts.hint(view)
    assert view.card_label(food) in hint
    tip = view.tooltip_lines(f"pend:{food}")
    assert tip and tip[1] == hint
    # nothing says it became a cube "as soon as you take it"
    assert all("as soon as" not in line for line in tip)


def test_a_trick_dragged_over_the_grid_shows_the_cells_its_drop_takes(screen):
    def can_retrieve(session, seat, legal):
        return any(a.kind == "retrieve" for a in legal)
    session, seat = play_until(lambda s: new_session("dog_lover", 2, s), can_retrieve, seeds=range(1, 20))
    ctx, view = attach(session, seat, ctx_cls=RecordingContext)
    a = next(a for a in session.legal_actions(seat) if a.kind == "retrieve")
    cell = retrieve_cells(a, view.view["special"])[0]
    src = point_of(view, f"trick:{a.args[0]}")
    dst = point_of(view, f"cell:{cell}")
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=src))
    for k in range(1, 9):
        p = (src[0] + (dst[0] - src[0]) * k // 8, src[1] + (dst[1] - src[1]) * k // 8)
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
    assert view.drag.hot() == f"cell:{cell}"
    screen.fill((0, 0, 0))
    from dogtable.games.dog_lover.view.art_preview import draw_preview
    draw_preview(view, screen)      # the layer over the board's picture (the kit's outlines go on top)
    from dogtable.ui import theme
    from dogtable.games.dog_lover.view.gestures import options
    first = options(view.legal, view.view["special"], a.args[0], cell)[0]
    for c in retrieve_cells(first, view.view["special"]):
        r = view.geo.cells[c].inflate(6, 6)
        # the outline (where the dragged card itself does not cover it)
        edge = [tuple(screen.get_at((x, y)))[:3] for x in range(r.left + 8, r.right - 8) for y in (r.top + 1, r.bottom - 2)]
        edge += [tuple(screen.get_at((x, y)))[:3] for y in range(r.top + 8, r.bottom - 8) for x in (r.left + 1, r.right - 2)]
        assert theme.ACCENT[:3] in edge, c


def test_the_grid_keeps_the_cells_the_last_retrieval_took(screen):
    def can_retrieve(session, seat, legal):
        return any(a.kind == "retrieve" for a in legal)
    session, seat = play_until(lambda s: new_session("dog_lover", 2, s), can_retrieve, seeds=range(1, 20))
    ctx, view = attach(session, 1 - seat)     # the other seat watches
    a = next(a for a in session.legal_actions(seat) if a.kind == "retrieve")
    events = session.act(seat, a)
    view.react(events)
    assert view.last_taken == (seat, tuple(retrieve_cells(a, session.state.special)))


@pytest.mark.parametrize("lang,bad", [("pt", "junto a a"), ("pt", "a vigiar a a")])
def test_portuguese_watch_dog_line_reads(lang, bad):
    data = json.load(open(os.path.join(ROOT, "locales", f"dog_lover.{lang}.json"), encoding="utf-8"))
    i18n.set_language(lang)
    try:
        for line in range(6):
            words = i18n.t("dog_lover.board.guard", line=i18n.t(f"dog_lover.line.{line}"))
            assert bad not in words and " a a " not in words
            log = i18n.t("dog_lover.log.watchdog_placed", player="Ana", line=i18n.t(f"dog_lover.line.{line}"))
            assert " a a " not in log
    finally:
        i18n.set_language("en")
    assert "junto a a" not in json.dumps(data, ensure_ascii=False)
