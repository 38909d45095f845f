"""The Dog Lover board as a game fills (issue 9): tricks that fit nowhere say why, the same
for a click and a drag; each dog's fed mark and each seat's running score are the engine's
scoring of the food held now; a hand of many cards stays a few legible stacks; an opponent's
summary opens their area in full and Escape closes it; no card covers another."""
from __future__ import annotations

import random
import sys
from pathlib import Path

from dogtable import i18n
from dogtable.core.rules import Action
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.scoring import score_seat
from dogtable.games.dog_lover.view.layout import hand_groups
from dogtable.ui.table.layout import overlapping_pairs

from board_kit import RecordingContext, attach, click, drag, engine_reason, escape, new_session, point_of  # noqa: F401
from board_kit import screen  # noqa: F401

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "dog_lover"))
from dl_positions import adoption, bone, dog, position, starting, thing, training  # noqa: E402


def session_at(state, players=2):
    session = new_session("dog_lover", players, 1)
    session.state = state
    return session


def test_a_trick_the_watch_dog_blocks_everywhere_shows_why_and_a_click_gets_that_reason(screen):
    # only the top row is full, and the Watch Dog guards it: the starting trick fits nowhere
    grid = [adoption(0), adoption(1), adoption(2)] + [None] * 6
    state = position(n=2, grid=grid, watchdog=0, dogs=[[dog("Joey")]], deck_top=[])
    session = session_at(state)
    ctx, view = attach(session, viewer=0, ctx_cls=RecordingContext, size=(1024, 600))
    trick = starting(0)
    reason, asked = view.trick_reasons[trick]
    assert reason == engine_reason(session, 0, asked)
    assert reason == i18n.t("dog_lover.error.watch_dog")
    view.draw(screen)
    # a click and a drag of the trick both send the action the engine refuses with it
    click(view, point_of(view, f"trick:{trick}"))
    assert ctx.submitted == [(0, asked)]
    ctx.submitted.clear()
    drag(view, point_of(view, f"trick:{trick}"), point_of(view, "cell:1"))
    assert ctx.submitted and engine_reason(session, 0, ctx.submitted[0][1]) == reason


def test_fed_marks_and_running_scores_are_the_engines_best_feeding(screen):
    joey, taco = dog("Joey"), dog("Taco")          # Joey: 2 scraps + 1 canned; Taco: 2 scraps
    state = position(n=2, dogs=[[joey, taco], [dog("Pepper")]], cubes=[[2, 0, 1, 0], [1, 0, 0, 0]],
                     hands=[[bone(0), bone(1)], [bone(2)]])
    session = session_at(state)
    ctx, view = attach(session, viewer=0, size=(1024, 600))
    view.draw(screen)
    for s in range(2):
        truth = score_seat(session.state if s == 0 else _without_hand(session.state, s), s)
        assert view.running[s].total == truth.total
        assert set(view.running[s].fed) == set(truth.fed)
    # two scraps and a canned feed Joey (5 VP) but not Taco too: the better of the two is fed
    assert view.running[0].fed == [joey]
    # the other seat's hand is hidden: its bone is not counted, and its head says so
    assert 1 in view.hidden_hand and 0 not in view.hidden_hand
    assert view.heads[1].score == i18n.t("dog_lover.board.score_hidden_hand",
                                         points=i18n.t("table.points", count=view.running[1].total))


def _without_hand(state, seat):
    s = state.clone()
    s.hands[seat] = []
    return s


def test_a_hand_of_many_cards_is_a_few_stacks_with_their_counts(screen):
    hand = [adoption(i) for i in range(4)] + [training(i) for i in range(4)] + \
        [bone(i) for i in range(3)] + [thing(0, 0), thing(0, 1), thing(2, 0)]
    state = position(n=4, hands=[hand], dogs=[[dog("Joey")]])
    session = session_at(state, 4)
    for size in ((1024, 600), (1920, 1080)):
        ctx, view = attach(session, viewer=0, size=size)
        view.draw(screen)
        groups = hand_groups(hand)
        assert sorted(len(g) for g in groups) == [1, 2, 3, 4, 4]
        tops = [view.places[f"card:{g[-1]}"] for g in groups]
        # the stacks lie side by side, each whole, and large enough to read
        assert not overlapping_pairs({str(i): r for i, r in enumerate(tops)})
        assert all(r.height >= 50 for r in tops), tops
        for g in groups:
            point_of(view, f"hand:{g[-1]}")        # the top card of each stack can be picked


def test_an_opponents_summary_opens_their_area_in_full_and_escape_closes_it(screen):
    session = new_session("dog_lover", 4, 5)
    rng = random.Random(5)
    for _ in range(120):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    ctx, view = attach(session, viewer=0, size=(1024, 600))
    view.draw(screen)
    small = view.geo.panels[2]
    assert not small.big and small.summary is not None
    click(view, point_of(view, "panel:2"))
    assert view.focus == 2 and view.geo.panels[2].big and not view.geo.panels[0].big
    for dog_, _t, _k in session.view(0)["dogs"][2]:
        assert f"card:{dog_}" in view.places
    view.draw(screen)
    assert escape(view)
    assert view.focus is None and view.geo.panels[0].big


def test_no_dog_card_overlaps_another_at_any_count(screen):
    for players, size in ((2, (1024, 600)), (4, (1024, 600)), (4, (1920, 1080))):
        session = new_session("dog_lover", players, 9)
        rng = random.Random(9)
        for _ in range(260):
            if session.is_over():
                break
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            busy = [a for a in legal if a.kind != "end_turn"]
            session.act(seat, rng.choice(busy if busy and rng.random() < 0.8 else legal))
        ctx, view = attach(session, viewer=0, size=size)
        view.draw(screen)
        v = view.view
        for s in range(players):
            rects = {str(d): view.places[f"card:{d}"] for d, _t, _k in v["dogs"][s]}
            rects.update({f"t{t}": view.places[f"card:{t}"] for t in v["tricks"][s]})
            assert not overlapping_pairs(rects), (players, size, s)


def test_the_hand_and_the_waiting_cards_never_overlap_as_the_waiting_cards_are_placed(screen):
    from dl_positions import food, trait, walk
    joey, bruno = dog("Joey"), dog("Bruno")
    hand = [adoption(i) for i in range(3)] + [training(i) for i in range(2)] + \
        [bone(0), thing(0, 0), thing(1, 0), thing(2, 0), thing(3, 0)]
    state = position(n=3, hands=[hand], dogs=[[joey, bruno]], retrieved=True, fetch_holder=0,
                     pending=[walk(0), trait("Food Thief"), food(0, 2)])
    session = session_at(state, 3)
    ctx, view = attach(session, viewer=0, size=(1024, 600))
    steps = [Action("attach", (trait("Food Thief"), joey)), Action("tuck", (food(0, 2), joey)),
             Action("tuck", (walk(0), bruno))]
    for step in [None] + steps:
        if step is not None:
            session.act(0, step)
            ctx.refresh()
        view.draw(screen)
        v = view.view
        waiting = list(v["pending"]) + ([C.FETCH_CARD] if v["fetch_holder"] == 0 else [])
        rects = {f"w{c}": view.places[f"card:{c}"] for c in waiting}
        rects.update({f"h{g[-1]}": view.places[f"card:{g[-1]}"] for g in hand_groups(v["hands"][0])})
        # stacks of the hand may overlap each other a little; a waiting card is never covered
        clashes = [pair for pair in overlapping_pairs(rects) if any(n.startswith("w") for n in pair)]
        assert not clashes, (step, clashes)


def test_when_no_trick_fits_the_status_says_so_and_the_turn_may_end(screen):
    grid = [adoption(0), adoption(1), adoption(2)] + [None] * 6
    state = position(n=2, grid=grid, watchdog=0, dogs=[[dog("Joey")]], deck_top=[])
    session = session_at(state)
    ctx, view = attach(session, viewer=0, size=(1024, 600))
    assert Action("end_turn") in session.legal_actions(0)
    # the what-to-do line is bold, the last the panel leaves out (test_dog_lover_status_how.py)
    assert (i18n.t("dog_lover.board.hint.no_fit"), "strong") in view.status_lines()
