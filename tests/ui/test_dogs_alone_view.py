"""The Dogs Alone board driven by real pygame events, over a real Session.

The context is the toolkit's HeadlessContext: ``submit`` applies the action to the session
(refusals become messages in the user's language, as the table scene shows them) and the
board is shown the new view, as the scene does.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core.registry import get_game
from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session
from dogtable.games.dogs_alone.view import DogsAloneView
from dogtable.ui.table import assets, symbols
from dogtable.ui.table.context import HeadlessContext

from board_kit import E, centre, click, drag, frame, key, screen  # noqa: F401
SIZE = (1024, 600)


def table(players=2, seed=4, viewer=0, speed=0.0, size=SIZE, first=0):
    rules = get_game("dogs_alone").rules()
    names = ["Ana", "Rex", "Bo", "Lucía", "Joaquim"][:players]
    session = Session(rules, [Seat(n) for n in names], {"first_player": first}, seed)
    ctx = HeadlessContext(session, viewer=viewer, speed=speed)
    view = DogsAloneView(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, *size))
    ctx.refresh()
    return session, ctx, view


# -- moves -----------------------------------------------------------------------------------------
def test_dragging_the_deck_to_the_hand_draws(screen):
    session, ctx, view = table()
    before = list(session.state.hands[0])
    lit = drag(view, view.geo.deck.center, view.geo.seats[0].hand.rect.center, screen)
    assert "hand" in lit
    assert ctx.submitted == [(0, Action("draw_deck"))] and ctx.messages == []
    assert len(session.state.hands[0]) == len(before) + 1
    new = (set(session.state.hands[0]) - set(before)).pop()
    assert f"dog:{new}" in view.sprites.sprites


def test_dragging_a_hand_dog_shows_only_its_legal_targets(screen):
    session, ctx, view = table()
    card = session.state.hands[0][0]
    lit = drag(view, centre(view, f"dog:{card}"), (5, 5), screen)  # dropped on nothing
    legal_targets = {"discard"}  # start of turn: the only thing a hand dog can do
    assert set(lit) == legal_targets
    assert ctx.submitted == [] and ctx.messages == []


def test_an_illegal_drop_is_refused_with_the_engines_reason(screen):
    session, ctx, view = table()
    card = session.state.hands[0][0]
    mess = next(m for m in session.state.mess_supply if m is not None)
    before = session.event_count()
    drag(view, centre(view, f"dog:{card}"), centre(view, f"mess:{mess}"), screen)
    assert ctx.submitted == [(0, Action("pay", (mess, card)))]
    assert session.event_count() == before
    assert ctx.messages == [i18n.t("dogs_alone.error.mess_not_now")]
    assert not ctx.messages[0].startswith("Mess not now")  # a real sentence, not a key


def test_the_refusal_is_in_the_users_language(screen):
    i18n.set_language("es")
    session, ctx, view = table()
    card = session.state.hands[0][0]
    mess = next(m for m in session.state.mess_supply if m is not None)
    drag(view, centre(view, f"dog:{card}"), centre(view, f"mess:{mess}"), screen)
    assert ctx.messages == [i18n.t("dogs_alone.error.mess_not_now")]
    assert ctx.messages[0] != i18n.keys("en").get("dogs_alone.error.mess_not_now")


def test_click_a_supply_dog_draws_it_and_click_click_discards(screen):
    session, ctx, view = table()
    hand_dog = session.state.hands[0][0]
    click(view, centre(view, f"dog:{hand_dog}"))      # select ...
    assert view.drag.selected == f"dog:{hand_dog}"
    click(view, centre(view, "discard"))               # ... and put it on the discard
    assert ctx.submitted[-1] == (0, Action("recruit_discard", (hand_dog,)))
    supply_dog = next(c for c in session.state.dog_supply if c is not None)
    click(view, centre(view, f"dog:{supply_dog}"))
    assert ctx.submitted[-1] == (0, Action("draw_supply", (supply_dog,)))
    assert supply_dog in session.state.hands[0] and ctx.messages == []


def test_paying_a_mess_by_clicking_it_then_the_dogs(screen):
    session, ctx, view = table(seed=4)
    rng = random.Random(2)
    for _ in range(400):  # play on until the viewer can pay for a mess
        if session.to_act() == [0] and any(a.kind == "pay" for a in session.legal_actions(0)):
            break
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        session.act(seat, rng.choice([a for a in legal if a.kind != "pay"] or legal))
    else:
        pytest.fail("no payable mess came up")
    ctx.refresh()
    pay = next(a for a in session.legal_actions(0) if a.kind == "pay")
    mess, card = pay.args
    click(view, centre(view, f"mess:{mess}"))
    assert f"dog:{card}" in view.drag.highlighted()
    click(view, centre(view, f"dog:{card}"))
    assert ctx.submitted[-1] == (0, Action("pay", (mess, card)))
    assert session.state.pending == mess or mess in session.state.messes[0]


def test_keyboard_tab_and_enter_act(screen):
    session, ctx, view = table()
    assert key(view, pygame.K_TAB)
    first = view.drag.focus
    assert first == "deck"                 # reading order: the deck comes first
    frame(view, screen)
    assert key(view, pygame.K_RETURN)
    assert ctx.submitted == [(0, Action("draw_deck"))]
    assert key(view, pygame.K_ESCAPE) is False  # nothing to cancel: the scene may pause


def test_keyboard_selects_then_picks_a_target(screen):
    session, ctx, view = table()
    card = session.state.hands[0][0]
    key(view, pygame.K_TAB)
    while view.drag.focus != f"dog:{card}":
        key(view, pygame.K_TAB)
    key(view, pygame.K_RETURN)
    assert view.drag.selected == f"dog:{card}" and view.drag.focus == "discard"
    key(view, pygame.K_RETURN)
    assert ctx.submitted == [(0, Action("recruit_discard", (card,)))]


def test_buttons_for_actions_without_a_card(screen):
    session, ctx, view = table(seed=4)
    rng = random.Random(5)
    for _ in range(600):  # until the viewer may clean a colour
        if session.to_act() == [0] and any(a.kind == "clean" for a in session.legal_actions(0)):
            break
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        session.act(seat, rng.choice([a for a in legal if a.kind != "clean"] or legal))
    else:
        pytest.fail("no clean-up came up")
    ctx.refresh()
    clean = next(a for a in session.legal_actions(0) if a.kind == "clean")
    button = next(b for b in view.buttons if b.id == f"btn:clean:{clean.args[0]}")
    assert button.label == i18n.t("dogs_alone.action.clean_colour",
                                  colour=i18n.t(f"dogs_alone.colour.{clean.args[0]}"))
    assert view.rect.contains(button.rect) and view.geo.status.contains(button.rect)
    click(view, button.rect.center)
    assert ctx.submitted[-1] == (0, clean) and ctx.messages == []


def test_a_computer_turn_makes_nothing_clickable_and_a_drag_is_refused(screen):
    session, ctx, view = table(first=1)          # Rex starts
    assert view.drag.bindings == []
    card = session.state.hands[0][0]
    drag(view, centre(view, f"dog:{card}"), centre(view, "discard"), screen)
    assert ctx.messages == [i18n.t("error.not_your_turn")]


# -- what is on screen ----------------------------------------------------------------------------
def _seen_faces(view):
    return {key for key, picture in view.last_drawn if picture.startswith("dog:")}


def test_own_hand_face_up_and_other_hands_never(screen):
    session, ctx, view = table(players=4, seed=8, speed=1.0)
    rng = random.Random(8)
    ever_public: set[int] = set()  # cards once face up for all (supply, discard, pools, payments)

    def note_public():
        st = session.state
        ever_public.update(c for c in st.dog_supply if c is not None)
        ever_public.update(st.discard)
        ever_public.update(st.pending_cards)
        for p in st.pools:
            ever_public.update(p)

    note_public()
    checked = 0
    for step in range(150):
        seat = session.to_act()[0]
        events = session.act(seat, rng.choice(session.legal_actions(seat)))
        if session.is_over():
            break
        ctx.refresh(events)
        note_public()
        st = session.state
        secret = {f"dog:{c}" for other in range(1, 4) for c in st.hands[other] if c not in ever_public}
        for dt in (0.0, 0.03, 0.1, 0.2, 0.5):   # during and after the animations
            frame(view, screen, dt)
            shown = _seen_faces(view)
            assert not (shown & secret), f"step {step}: a hidden card of another seat is drawn face up"
            checked += bool(secret)
        if not view.busy():
            own = {f"dog:{c}" for c in st.hands[0]}
            assert own <= shown, f"step {step}: the viewer's hand is not all face up"
    assert checked > 50
    backs = [k for k, pic in view.last_drawn if k.startswith("back:")]
    assert backs, "the other hands are drawn as backs"


def test_public_view_shows_no_hand_and_allows_no_move(screen):
    session, ctx, view = table(players=3, viewer=None)
    frame(view, screen)
    st = session.state
    hands = {f"dog:{c}" for h in st.hands for c in h}
    assert not (_seen_faces(view) & hands)
    assert view.drag.bindings == []
    drag(view, view.geo.deck.center, view.geo.seats[0].hand.rect.center, screen)
    assert ctx.submitted == []


def test_tooltips_give_the_cards_full_text(screen):
    session, ctx, view = table()
    mess = next(m for m in session.state.mess_supply if m is not None)
    pos = centre(view, f"mess:{mess}")
    view.handle_event(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    view.update(0.1)
    assert view.tooltip.visible() is None     # not at once: only after resting on it
    view.update(1.0)
    assert view.tooltip.visible() == f"mess:{mess}"
    lines = view.tooltip_lines(f"mess:{mess}")
    assert lines[0] == i18n.t(f"dogs_alone.mess.{mess}")
    assert any(str(pt) in " ".join(lines) for pt in (1, 3, 5))
    view.draw(screen)


def test_the_budget_and_phase_are_shown(screen):
    session, ctx, view = table()
    text = " ".join(line for line, _ in view.status.lines)
    assert i18n.t("dogs_alone.budget", count=1) in text
    assert i18n.t("table.dogs_alone.turn_yours", name="Ana") in text
    ctx.submit(0, session.legal_actions(0)[0] if False else Action("recruit_discard", (session.state.hands[0][0],)))
    text = " ".join(line for line, _ in view.status.lines)
    assert i18n.t("dogs_alone.budget", count=2) in text


def test_switching_language_rewrites_the_board(screen):
    session, ctx, view = table()
    english = [line for line, _ in view.status.lines]
    i18n.set_language("pt")
    view.on_language()
    portuguese = [line for line, _ in view.status.lines]
    assert portuguese != english
    assert portuguese[0] == i18n.t("table.dogs_alone.turn_yours", name="Ana")
    view.draw(screen)


# -- animation -------------------------------------------------------------------------------------
def test_draws_animate_at_speed_and_not_at_zero(screen):
    session, ctx, view = table(speed=1.0)
    click(view, view.geo.deck.center)
    assert ctx.submitted == [(0, Action("draw_deck"))]
    assert view.busy() and "card" in ctx.sounds
    new = session.state.hands[0][-1]
    sprite = view.sprites.sprites[f"dog:{new}"]
    home = sprite.home
    assert (sprite.x, sprite.y) != home[:2]
    for _ in range(120):
        frame(view, screen)
    assert not view.busy() and (sprite.x, sprite.y) == home[:2]

    session, ctx, view = table(speed=0.0)
    click(view, view.geo.deck.center)
    assert not view.busy()


def test_cleaning_turns_messes_and_mario_hugo_is_revealed(screen):
    session, ctx, view = table(players=2, seed=3, speed=1.0)
    rng = random.Random(3)
    cleaned = mario = False
    for _ in range(3000):
        if session.is_over() or (cleaned and mario):
            break
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        weights = [6 if a.kind == "pay" else 3 if a.kind == "clean" else 1 for a in legal]
        events = session.act(seat, rng.choices(legal, weights)[0])
        ctx.refresh(events)
        kinds = {e.kind for e in events}
        if "MessesCleaned" in kinds and not cleaned:
            m = next(e for e in events if e.kind == "MessesCleaned")["messes"][0]
            sprite = view.sprites.sprites[f"mess:{m}"]
            assert sprite.home[2] == 90.0 and view.busy()
            for _ in range(60):
                frame(view, screen)
            assert sprite.angle == 90.0
            cleaned = True
        if "MarioHugoRevealed" in kinds and not mario:
            card = next(e for e in events if e.kind == "MarioHugoRevealed")["card"]
            sprite = view.sprites.sprites[f"mario:{card}"]
            assert "mario" in ctx.sounds
            for _ in range(20):
                frame(view, screen)
            assert sprite.scale > 1.0          # shown big in the middle first
            for _ in range(200):
                frame(view, screen)
            assert sprite.scale == 1.0 and (sprite.x, sprite.y) == sprite.home[:2]
            mario = True
        while view.busy():
            frame(view, screen, 0.05)
    assert cleaned and mario


def test_the_last_move_glows(screen):
    session, ctx, view = table(first=1)          # Rex moves first
    legal = session.legal_actions(1)
    draw = next(a for a in legal if a.kind == "draw_supply")
    events = session.act(1, draw)
    ctx.refresh(events)
    assert f"dog:{draw.args[0]}" in view.glow or "hand:1" in view.glow


# -- wild colours, robustness ---------------------------------------------------------------------
def _to_wild_phase():
    rules = get_game("dogs_alone").rules()
    for seed in range(40):
        session = Session(rules, [Seat("Ana"), Seat("Rex")], {"first_player": 0}, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if session.is_over():
                break
            if session.state.phase == "wild" and 0 in session.to_act():
                return session
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            weights = [5 if a.kind == "pay" else 4 if a.kind == "clean" else 1 for a in legal]
            session.act(seat, rng.choices(legal, weights)[0])
    return None


def test_wild_colour_chosen_with_a_button(screen):
    session = _to_wild_phase()
    assert session is not None, "no game reached the wild-colour choice"
    ctx = HeadlessContext(session, viewer=0, speed=0.0)
    view = DogsAloneView(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, *SIZE))
    ctx.refresh()
    wild_buttons = [b for b in view.buttons if b.id.startswith("btn:wild:")]
    assert len(wild_buttons) == 4
    click(view, wild_buttons[2].rect.center)
    seat, action = ctx.submitted[-1]
    assert action.kind == "assign_wild" and action.args[1] == 2 and ctx.messages == []
    view.draw(screen)


def test_missing_assets_still_draw_the_board(screen, tmp_path):
    try:
        assets.set_assets_root(tmp_path)
        symbols.clear()
        session, ctx, view = table(players=3)
        frame(view, screen)
        drag(view, view.geo.deck.center, view.geo.seats[0].hand.rect.center, screen)
        frame(view, screen)
        assert ctx.submitted == [(0, Action("draw_deck"))]
        assert view.faces.renders > 10
    finally:
        assets.set_assets_root(None)
        import dogtable.ui.table.assets as a
        a._root_set = False
        symbols.clear()


def test_bad_input_never_crashes(screen):
    session, ctx, view = table()
    view.show({"players": 2}, [], 0)              # a malformed view
    view.draw(screen)
    view.show("nonsense", None, 0)
    for ev in (E(pygame.MOUSEBUTTONDOWN, pos=(-50, 9999), button=1), E(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"),
               E(pygame.MOUSEWHEEL, x=0, y=1), E(pygame.MOUSEBUTTONUP, pos=(3, 3), button=2)):
        view.handle_event(ev)
    view.animate([], 0)
    view.update(0.1)
    view.draw(screen)
