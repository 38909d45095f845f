"""DOGS, issue 25: every move discoverable, every surprise explained.

A dog dragged from pen to pen while settling, or the sick dog dragged from the infirmary onto a
pen at the Veterinary, is the two legal moves it stands for (lift or cure, then place), each
accepted by the engine; a drag the engine would refuse says its reason and moves nothing.
The Fair has visible Sell / Buy / Trade buttons; the how-to line is never the one the status
panel leaves out; "Stay home" that starts the last round says so before; a full-pen bonus is
explained on the pen; cards and tokens are never blank; the Portuguese and Spanish wording.
"""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n
from dogtable.core.rules import Action
from dogtable.games.dogs_kennel.components import card_kind
from dogtable.games.dogs_kennel.view import art_pieces, gestures, texts
from dogtable.ui.table.text import TextCache

from board_kit import RecordingContext, attach, drag, new_session, play_until, point_of, screen  # noqa: F401

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")


def _pen_of(state, seat, dog):
    return next((p for p, pen in enumerate(state.pens[seat]) if dog in pen), None)


def test_a_dog_dragged_from_pen_to_pen_is_lifted_and_placed(screen):
    def movable(session, seat, legal):
        if session.state.phase != "arrange":
            return False
        view_ctx = gestures.chains(session.rules, session.rules.view(session.state, seat), legal, seat)
        return any(ch.first.kind == "lift" and _pen_of(session.state, seat, ch.second.args[0]) != ch.second.args[1]
                   for ch in view_ctx)
    session, seat = play_until(lambda s: new_session("dogs_kennel", 2, s), movable, seeds=range(1, 80))
    ctx, view = attach(session, seat)
    chain = next(ch for ch in view._chains
                 if ch.first.kind == "lift" and _pen_of(session.state, seat, ch.second.args[0]) != ch.second.args[1])
    dog, pen = chain.second.args
    assert _pen_of(session.state, seat, dog) not in (None, pen)
    drag(view, point_of(view, f"dog:{dog}"), point_of(view, f"pen:{seat}:{pen}"))
    assert ctx.messages == []
    assert [a for _s, a in ctx.submitted] == [chain.first, chain.second]
    assert _pen_of(session.state, seat, dog) == pen


def test_a_pen_to_pen_drag_the_engine_refuses_says_why_and_moves_nothing(screen):
    def refused(session, seat, legal):
        if session.state.phase != "arrange":
            return False
        out = {}
        gestures.chains(session.rules, session.rules.view(session.state, seat), legal, seat, out)
        return any(session.state.built[seat] > int(k[1].split(":")[2]) and _pen_of(session.state, seat, int(k[0][4:]))
                   not in (None, int(k[1].split(":")[2])) for k in out)
    session, seat = play_until(lambda s: new_session("dogs_kennel", 2, s), refused, seeds=range(1, 80))
    ctx, view = attach(session, seat, ctx_cls=RecordingContext)
    (src, dst), (key, params) = next(
        (k, w) for k, w in view._chain_refusals.items()
        if session.state.built[seat] > int(k[1].split(":")[2])
        and _pen_of(session.state, seat, int(k[0][4:])) not in (None, int(k[1].split(":")[2])))
    drag(view, point_of(view, src), point_of(view, dst))
    assert ctx.submitted == []
    names = [view.name(s) for s in range(2)]
    assert ctx.messages == [i18n.t(key, **texts.resolve_log_params(params, i18n.t, names))]


def test_the_sick_dog_dragged_onto_a_pen_at_the_veterinary_is_cured_and_placed(screen):
    def curable(session, seat, legal):
        return any(a.kind == "cure" for a in legal) and any(
            ch.first.kind == "cure" for ch in gestures.chains(session.rules, session.rules.view(session.state, seat),
                                                               legal, seat))
    session, seat = play_until(lambda s: new_session("dogs_kennel", 2, s), curable, seeds=range(1, 120),
                               limit=900)
    ctx, view = attach(session, seat)
    chain = next(ch for ch in view._chains if ch.first.kind == "cure")
    dog, pen = chain.second.args
    drag(view, point_of(view, f"dog:{dog}"), point_of(view, f"pen:{seat}:{pen}"))
    assert ctx.messages == []
    assert [a.kind for _s, a in ctx.submitted] == ["cure", "place"]
    assert _pen_of(session.state, seat, dog) == pen


def test_the_fair_has_visible_sell_buy_and_trade_buttons(screen):
    def at_fair(session, seat, legal):
        return any(a.kind in ("sell", "buy_dog", "trade") for a in legal)
    session, seat = play_until(lambda s: new_session("dogs_kennel", 2, s), at_fair, seeds=range(1, 120),
                               limit=900)
    ctx, view = attach(session, seat, ctx_cls=RecordingContext)
    kinds = {a.kind for a in session.legal_actions(seat)} & {"sell", "buy_dog", "trade"}
    ids = {b.id for b in view.buttons}
    for k in kinds:
        assert f"btn:{k}" in ids, (k, ids)
    # a button gives the same moves as the drags: every one of its kind
    for k in kinds:
        offered = {b.action for b in view.drag.bindings if b.source == f"btn:{k}"}
        assert offered == {a for a in session.legal_actions(seat) if a.kind == k}


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_how_to_line_is_never_left_out(screen, lang, size):
    i18n.set_language(lang)
    try:
        checked = 0
        for seed in (2, 3, 4):
            def mine(session, seat, legal):
                return seat == 0 and bool(legal) and session.state.phase in ("arrange", "box", "move", "place")
            session, seat = play_until(lambda s: new_session("dogs_kennel", 2, s), mine, seeds=[seed])
            ctx, view = attach(session, seat, size=size)
            view.draw(screen)
            how = [t for t, style in texts.status_lines(view.view, view.t, view.name, seat, view.legal, False)
                   if style == "how"]
            for line in how:
                assert line not in view.status.left_out and line in view.drawn_texts, (lang, size, line)
                checked += 1
        assert checked
    finally:
        i18n.set_language("en")


def test_staying_home_that_starts_the_last_round_is_announced(screen):
    def ends(session, seat, legal):
        if not any(a.kind == "stay_home" for a in legal) or session.state.last_round:
            return False
        probe = session.rules.clone(session.state)
        import random
        return any(e.kind == "LastRound" for e in session.rules.decide(probe, seat, Action("stay_home"),
                                                                       random.Random(0)))
    session, seat = play_until(lambda s: new_session("dogs_kennel", 2, s), ends, seeds=range(1, 80),
                               avoid=lambda a: a.kind == "move")
    ctx, view = attach(session, seat, ctx_cls=RecordingContext)
    assert view.stay_home_ends() == "nobody_moved"
    warn = [t for t, style in view.status_lines() if style == "warn"]
    assert any(i18n.t("dogs_kennel.board.last_round_reason.nobody_moved") in t for t in warn)
    label = next(b.label for b in view.buttons if b.id == "btn:stay_home")
    assert label == i18n.t("dogs_kennel.board.stay_home_last")


def test_staying_home_early_has_no_warning(screen):
    def early(session, seat, legal):
        return any(a.kind == "stay_home" for a in legal) and not any(session.state.moved_any for _ in [0]) \
            and session.state.current == session.state.first
    session, seat = play_until(lambda s: new_session("dogs_kennel", 2, s), early, seeds=range(1, 20))
    ctx, view = attach(session, seat)
    assert view.stay_home_ends() is None


def test_a_full_pen_bonus_is_explained_on_the_pen(screen):
    from dogtable.core.events import Event
    session = new_session("dogs_kennel", 2, 1)
    ctx, view = attach(session, 0)
    view.react([Event("PenBonus", {"seat": 1, "pen": 0})])
    assert view.bonus_notes == [(1, 0)]
    view.draw(screen)
    assert "+$1" in i18n.t("dogs_kennel.board.pen_bonus_note")
    # the next move takes the note away
    view.react([Event("Turn", {"seat": 0})])
    assert view.bonus_notes == []


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_action_cards_are_never_blank(screen, lang):
    i18n.set_language(lang)
    try:
        for c in range(40):
            k = card_kind(c)
            if k == "resource":
                continue
            title = i18n.t(f"dogs_kennel.board.card_short.{k}")
            for w, h in ((24, 32), (30, 40), (40, 54)):
                drawn = []

                class Recording(TextCache):
                    def fit(self, text, *a, **kw):
                        drawn.append(text)
                        return super().fit(text, *a, **kw)
                art_pieces.clear()
                art_pieces.card(c, w, h, title, Recording())
                assert any(d and (d in title or title.startswith(d.rstrip("…"))) for d in drawn), (lang, title, (w, h))
    finally:
        i18n.set_language("en")
        art_pieces.clear()


def test_wording_fixes():
    pt = json.dumps(json.load(open(os.path.join(ROOT, "locales", "dogs_kennel.pt.json"), encoding="utf-8")),
                    ensure_ascii=False)
    es = json.dumps(json.load(open(os.path.join(ROOT, "locales", "dogs_kennel.es.json"), encoding="utf-8")),
                    ensure_ascii=False)
    assert "do estoque do %{area}" not in pt
    i18n.set_language("pt")
    try:
        words = i18n.t("dogs_kennel.action.take_dog", area=i18n.t("dogs_kennel.area.0"))
        assert "do cidade" not in words and "do estoque do" not in words
        log = i18n.t("dogs_kennel.log.supply_dog", player="Ana", breed="Beagle", area=i18n.t("dogs_kennel.area.0"))
        assert "do cidade" not in log and "do estoque do" not in log
    finally:
        i18n.set_language("en")
    assert "1 de medicinas" not in es
    i18n.set_language("es")
    try:
        words = i18n.t("dogs_kennel.board.home_bonus", resource=i18n.t("dogs_kennel.resource.3"))
        assert "1 de medicinas" not in words
    finally:
        i18n.set_language("en")
