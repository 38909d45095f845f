"""The Dog Lover board driven by real pygame events, over real Sessions.

That every legal action of random games is produced by a click, a drag or a button is the
registry-driven tests/ui/test_boards_by_mouse_and_keyboard.py; here the rare actions are found
on purpose and produced with this board's own gestures (the retrieve dialogue is clicked
through until the wanted placement shows).  Also: the key regions never overlap at any size and
player count, a refused gesture shows the engine's reason, the board draws nothing the seat's
view does not hold, a language switch rewords it, nothing is re-rendered per frame at rest, and
a whole game of computers runs through the app to the results screen.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import dataclasses
import random
import time

import pygame
import pytest

from dogtable import i18n
from dogtable.core import registry
from dogtable.core.rules import Action
from dogtable.games.dog_lover.cards import FETCH_CARD, kind
from dogtable.games.dog_lover.view import DogLoverView, card_name, resolve_log_params
from dogtable.games.dog_lover.view.gestures import retrieve_cells, source_of
from dogtable.games.dog_lover.view.layout import hand_groups
from dogtable.ui.table.context import HeadlessContext
from dogtable.ui.table.layout import outside, overlapping_pairs

from board_kit import E, RecordingContext, answer_chooser, click, drag, point_of, screen  # noqa: F401
from board_kit import key as press_key
from board_kit import attach as board_on, engine_reason, new_session as session_of

NAMES = ["Ana", "Rex", "Bo", "Lucía"]
SIZES = [(410, 346), (640, 400), (794, 546), (1024, 600), (1280, 720), (2220, 1386)]


def new_session(players=3, seed=1, options=None):
    return session_of("dog_lover", players, seed, options)


def attach(session, viewer=0, size=(1000, 666), ctx_cls=HeadlessContext):
    return board_on(session, viewer, size, ctx_cls)


def gesture(view, action, me):
    """Produce ``action`` the way a player would: a click, a drag or a button."""
    k, a = action.kind, action.args
    at = lambda item: point_of(view, item)  # noqa: E731
    v = view.view
    if k == "trick_side":
        click(view, at(f"btn:side:{a[0]}"))
    elif k == "place_watchdog":
        click(view, at(f"line:{a[0]}"))
    elif k == "retrieve":
        if view.pick_trick != a[0]:
            click(view, at(f"trick:{a[0]}"))
        anchor = retrieve_cells(action, v["special"])[0]
        click(view, at(f"cell:{anchor}"))
        for _ in range(40):
            if view.preview() == action:
                break
            click(view, at(f"cell:{anchor}"))
        assert view.preview() == action, (action, view.pick_options())
        click(view, at("btn:take"))
    elif k == "fetch":
        drag(view, at("fetch"), at(f"cell:{a[0]}"))
    elif k in ("tuck", "attach"):
        drag(view, at(source_of(a[0], v, me)), at(f"dog:{a[1]}"))
    elif k in ("gain", "forfeit"):
        click(view, at(f"pend:{a[0]}"))
    elif k == "rescue":
        click(view, at(f"shelter:{a[0]}"))
    elif k == "learn":
        # trainings are spent for good: the click asks, the Learn button buys
        click(view, at(f"display:{a[0]}"))
        assert view.pick_learn == a[0]
        click(view, at("btn:learn"))
    elif k == "pay":
        item = a[0]
        kk = kind(item)
        click(view, at(f"dog:{item}" if kk in ("dog", "rescue") else f"trick:{item}" if kk == "trick" else f"hand:{item}"))
    elif k == "pay_cube":
        click(view, at(f"cube:{me}:{a[0]}"))
    elif k == "end_turn":
        click(view, at("btn:end_turn"))
    else:
        raise AssertionError(f"no gesture known for {action}")
    answer_chooser(view, action)


def play(session, rng, steps):
    for _ in range(steps):
        if session.is_over():
            return
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        busy = [a for a in legal if a.kind != "end_turn"]
        session.act(seat, rng.choice(busy if busy and rng.random() < 0.75 else legal))


def random_positions(players, seed, every=3, limit=500, options=None):
    """(session, seat to act) along a random game."""
    session = new_session(players, seed, options)
    rng = random.Random(seed)
    for i in range(limit):
        if session.is_over():
            return
        seat = session.to_act()[0]
        if i % every == 0 or i < 4:   # the opening (sides, Watch Dog) always
            yield session, seat
        play(session, rng, 1)


def stack_top(view, card, me):
    """Alike cards in the hand make one stack (the rules never tell them apart): a player
    moves the top one."""
    for group in hand_groups(view.view["hands"][me] or []):
        if card in group:
            return group[-1]
    return card


def check_reachable(session, seat, pick, kinds, size=(1000, 666), per_kind=4):
    ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext, size=size)
    by_kind = {}
    for a in session.legal_actions(seat):
        if a.kind == "tuck":
            top = stack_top(view, a.args[0], seat)
            if top != a.args[0]:
                # the same move made with the stack's top card, which must be legal as well
                assert Action("tuck", (top, a.args[1])) in session.legal_actions(seat)
                a = Action("tuck", (top, a.args[1]))
        by_kind.setdefault(a.kind, []).append(a)
    for kind_, actions in by_kind.items():
        for action in pick.sample(actions, min(per_kind, len(actions))):
            ctx.submitted.clear()
            view.drag.cancel()
            view._reset_pick()
            ctx.refresh()
            gesture(view, action, seat)
            assert ctx.submitted == [(seat, action)], (kind_, action, ctx.submitted)
            kinds.add(kind_)


def play_until(want, players=3, seeds=range(1, 60), limit=700, options=None):
    for seed in seeds:
        session = new_session(players, seed, options)
        rng = random.Random(seed)
        for _ in range(limit):
            if session.is_over():
                break
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            if want(session, seat, legal):
                return session, seat
            play(session, rng, 1)
    raise AssertionError("position not reached")


@pytest.mark.parametrize("wanted", ["fetch", "attach", "forfeit", "gain", "rescue", "learn", "pay",
                                    "pay_cube", "tuck"])
def test_rare_actions_are_reachable_too(wanted):
    """Actions random play meets seldom: found on purpose, then produced, at a small size too."""
    session, seat = play_until(lambda s, seat, legal: any(a.kind == wanted for a in legal),
                               players=3, seeds=range(1, 80), options={"sides": "standard"})
    for size in ((1000, 666), (410, 346)):
        ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext, size=size)
        for action in [a for a in session.legal_actions(seat) if a.kind == wanted][:6]:
            ctx.submitted.clear()
            view.drag.cancel()
            ctx.refresh()
            gesture(view, action, seat)
            assert ctx.submitted == [(seat, action)], (action, ctx.submitted)


def test_retrieving_at_the_smallest_size_in_four_player_games():
    kinds = set()
    pick = random.Random(5)
    for session, seat in random_positions(4, 5, every=9, limit=200, options={"sides": "special"}):
        check_reachable(session, seat, pick, kinds, size=(410, 346), per_kind=2)
    assert "retrieve" in kinds


def test_a_picked_trick_lights_its_cells_and_the_preview_shows_the_watch_dog(screen):
    session, seat = play_until(lambda s, seat, legal: sum(a.kind == "retrieve" for a in legal) > 3,
                               options={"sides": "standard"})
    ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext)
    first = next(a for a in session.legal_actions(seat) if a.kind == "retrieve")
    click(view, point_of(view, f"trick:{first.args[0]}"))
    assert view.pick_trick == first.args[0] and ctx.submitted == []
    cell = retrieve_cells(first, view.view["special"])[0]
    click(view, point_of(view, f"cell:{cell}"))
    assert view.preview() is not None and "btn:take" in view.drag.items
    assert any(b.label.startswith("Take ") for b in view.buttons)
    view.draw(screen)
    # a right click forgets the dialogue
    view.handle_event(E(pygame.MOUSEBUTTONDOWN, pos=point_of(view, f"cell:{cell}"), button=3))
    assert view.preview() is None and view.pick_trick is None


def test_a_refused_gesture_shows_the_engines_reason():
    session, seat = play_until(lambda s, seat, legal: any(a.kind == "retrieve" for a in legal)
                               and not any(a.kind == "end_turn" for a in legal),
                               options={"sides": "standard"})
    ctx, view = attach(session, viewer=seat)
    before = len(session.log)
    click(view, point_of(view, "btn:end_turn"))          # retrieve first
    assert ctx.messages == [i18n.t("dog_lover.error.retrieve_first")]
    # a card dragged onto another player's dog
    other = (seat + 1) % len(session.seats)
    hand = session.view(seat)["hands"][seat]
    if hand and session.state.dogs[other]:
        drag(view, point_of(view, f"hand:{hand[0]}"), point_of(view, f"dog:{session.state.dogs[other][0]}"))
        assert ctx.messages[-1] == i18n.t("dog_lover.error.not_your_dog")
    i18n.set_language("es")
    view.on_language()
    click(view, point_of(view, "btn:end_turn"))
    assert ctx.messages[-1] == i18n.t("dog_lover.error.retrieve_first") != ctx.messages[0]
    assert len(session.log) == before


def test_a_guarded_placement_is_refused_with_the_watch_dog_reason():
    def want(s, seat, legal):
        st = s.state
        return st.phase == "turn" and not st.retrieved and st.watchdog is not None and \
            all(c is not None for c in st.grid) and st.watchdog < 3 and any(a.kind == "retrieve" for a in legal)
    session, seat = play_until(want, options={"sides": "standard"})
    ctx, view = attach(session, viewer=seat)
    line = session.state.watchdog
    standard = next(t for t in session.state.tricks[seat] if t not in session.state.special and t < 142)
    # the standard trick laid along the guarded row takes three guarded cards
    click(view, point_of(view, f"trick:{standard}"))
    view.pick_cell = None
    view._on_miss(f"cell:{3 * line}", None)
    assert ctx.messages and ctx.messages[-1] == i18n.t("dog_lover.error.watch_dog")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_layout_has_no_overlaps_at_any_size(size, players):
    session = new_session(players, 5)
    play(session, random.Random(5), 80)
    ctx, view = attach(session, viewer=session.to_act()[0] if session.to_act() else 0, size=size)
    bounds = pygame.Rect(0, 0, *size)
    regions = view.regions()
    assert len(regions) == 5 + players
    assert overlapping_pairs(regions) == []
    assert outside(regions, bounds) == []
    geo = view.geo
    for c in geo.cells:
        assert geo.grid_block.contains(c)
    for s, p in geo.panels.items():
        parts = {"dogs": p.dogs, "tricks": p.tricks, "extra": p.extra, "head": p.head}
        if p.hand is not None:
            parts["hand"] = p.hand
        assert overlapping_pairs(parts) == [], (s, size)
        assert outside(parts, p.rect) == [], (s, size)
    for key, rect in view.places.items():
        assert bounds.contains(rect), (key, rect, size)
    for b in view.buttons:
        assert geo.status.contains(b.rect), b.id
    view.draw(pygame.display.get_surface())


def test_the_board_draws_only_what_the_seats_view_holds(screen):
    for players, seed in ((2, 21), (4, 22)):
        for session, seat in random_positions(players, seed, every=23, limit=300):
            state = session.state
            for viewer in (seat, None):
                ctx, view = attach(session, viewer=viewer)
                view.draw(screen)
                hidden = set(state.deck) | set(state.trick_deck) | set(state.shelter_deck)
                for s in range(players):
                    if s != viewer:
                        hidden |= set(state.hands[s])
                assert not view.last_drawn & hidden, (viewer, view.last_drawn & hidden)
                items = set(view.drag.items)
                for s in range(players):
                    if s != viewer:
                        assert not any(f"hand:{c}" in items for c in state.hands[s])


def test_switching_language_rewords_the_board(screen):
    session = new_session(3, 1)
    ctx, view = attach(session, viewer=0)
    view.draw(screen)
    english = list(view.drawn_texts)
    labels = [b.label for b in view.buttons]
    assert i18n.t("dog_lover.board.side_standard") in labels
    i18n.set_language("pt")
    view.on_language()
    view.draw(screen)
    assert view.drawn_texts != english
    assert any(text.startswith("Baralho") for text in view.drawn_texts)
    assert "Manter o lado padrão" in [b.label for b in view.buttons]


def test_no_painting_per_frame_at_rest(screen):
    session = new_session(3, 1)
    play(session, random.Random(1), 30)
    ctx, view = attach(session, viewer=session.to_act()[0])
    for _ in range(3):
        view.update(1 / 60)
        view.draw(screen)
    static, renders = view._static, view.text.renders
    for _ in range(20):
        view.update(1 / 60)
        view.draw(screen)
    assert view._static is static and view.text.renders == renders


def test_a_move_is_animated_then_the_board_rests(screen):
    session, seat = play_until(lambda s, seat, legal: any(a.kind == "retrieve" for a in legal),
                               options={"sides": "standard"})
    ctx = HeadlessContext(session, viewer=seat, speed=1.0)
    view = DogLoverView(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, 1000, 666))
    ctx.refresh()
    action = next(a for a in session.legal_actions(seat) if a.kind == "retrieve")
    gesture(view, action, seat)
    assert view.busy() and view.flights
    for _ in range(60):
        view.update(1 / 30)
        view.draw(screen)
    assert not view.busy() and not view.flights


def test_a_malformed_view_is_ignored(screen):
    session = new_session(2, 1)
    ctx, view = attach(session, viewer=0)
    good = view.view
    view.show({"players": 9}, [], 0)
    view.show("nonsense", [], 0)
    broken = dict(good, grid=[None] * 4)
    view.show(broken, [], 0)
    assert view.view is good
    view.draw(screen)


def test_the_end_shows_each_players_breakdown(screen):
    session = new_session(2, 3)
    rng = random.Random(3)
    while not session.is_over():
        play(session, rng, 1)
    ctx, view = attach(session, viewer=0)
    view.draw(screen)
    pad = session.rules.score_pad(session.state)
    for s in range(2):
        assert view.scores[s].total == pad.totals()[s]
        # the panel's head names the seat and shows its total; the breakdown ends with it
        head = view.heads[s]
        assert head.name.startswith(NAMES[s])
        assert head.score == i18n.t("table.points", count=pad.totals()[s])
        # the total row: its name and its points, side by side
        assert i18n.t("dog_lover.score.total") in view.drawn_texts
        assert str(pad.totals()[s]) in view.drawn_texts


def test_log_words():
    t = i18n.t
    out = resolve_log_params({"player": 1, "card": 8, "onto": 122, "trick": 142, "line": 4, "colour": 2,
                              "count": 3}, t, ["Ana", "Rex"])
    assert out == {"player": "Rex", "card": "Joey", "onto": "Al", "trick": t("dog_lover.trick.dog.0"),
                   "line": t("dog_lover.line.4"), "colour": t("dog_lover.colour.2"), "count": 3}
    assert card_name(FETCH_CARD, t) == t("dog_lover.card.fetch")
    assert card_name(22, t) == t("dog_lover.card.food", colour=t("dog_lover.colour.0"))


@pytest.fixture
def lover_table(monkeypatch):
    spec = dataclasses.replace(registry.GAMES["dog_lover"],
                               view_path="dogtable.games.dog_lover.view:DogLoverView")
    monkeypatch.setitem(registry.GAMES, "dog_lover", spec)


def test_a_whole_computer_only_game_to_the_score_sheet(make_app, quick_computers, lover_table):
    seats = [{"name": "Ana", "kind": "easy"}, {"name": "Rex", "kind": "easy"}, {"name": "Bo", "kind": "easy"}]
    d = make_app({"mode": "play", "game": "dog_lover", "seats": seats, "seed": 5, "first": 0},
                 view=None, size=(1024, 600))
    from dogtable.ui.scenes.table import TableScene
    table = d.app.scenes.find(TableScene)
    assert isinstance(table.view, DogLoverView)
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline and "results" not in d.names():
        d.step(1 / 30)
    assert "results" in d.names()
    state = table.session.state
    assert state.phase == "over"
    assert d.top.pad.totals() == table.rules.score_pad(state).totals()
    lines = [text for text, _ in table.log_lines()]
    assert any("Ana" in line for line in lines)
    assert not any("%{" in line for line in lines)


# ==== gestures behave the same everywhere (issue 7) =============================================

def filled_cell(session):
    return next(c for c, card in enumerate(session.state.grid) if card is not None)


def test_clicking_the_fetch_card_gets_the_answer_dragging_it_gets():
    # A Fetch the holder may not play now.  In a turn there is no such moment any more (one
    # taken with a trick may be played at once, rulebook lines 219-221, and a played one lies
    # in the grid), so the holder is asked for the Watch Dog (the opening) or a penalty first.
    def want(s, seat, legal):
        st = s.state
        return st.phase in ("watch", "penalty") and st.fetch_holder == seat \
            and FETCH_CARD not in st.grid and not any(a.kind == "fetch" for a in legal)
    session, seat = play_until(want)
    ctx, view = attach(session, viewer=seat)
    before = len(session.log)
    click(view, point_of(view, "fetch"))
    assert len(ctx.messages) == 1
    cell = filled_cell(session)
    drag(view, point_of(view, "fetch"), point_of(view, f"cell:{cell}"))
    reason = engine_reason(session, seat, Action("fetch", (cell,)))
    assert reason is not None and ctx.messages == [reason, reason]
    assert len(session.log) == before


def test_a_legal_fetch_is_the_same_move_by_click_and_by_drag():
    session, seat = play_until(lambda s, seat, legal: sum(a.kind == "fetch" for a in legal) > 1)
    for action in [a for a in session.legal_actions(seat) if a.kind == "fetch"][:3]:
        ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext)
        drag(view, point_of(view, "fetch"), point_of(view, f"cell:{action.args[0]}"))
        click(view, point_of(view, "fetch"))
        click(view, point_of(view, f"cell:{action.args[0]}"))
        assert ctx.submitted == [(seat, action), (seat, action)]


def blocked_trick(session, seat, legal):
    """A trick of ``seat`` with no legal placement, which the Watch Dog (not a gap) forbids."""
    from dogtable.games.dog_lover.cards import placements as trick_placements, trick_shape
    st = session.state
    if st.phase != "turn" or st.retrieved:
        return None
    for trick in st.tricks[seat]:
        if any(a.kind == "retrieve" and a.args[0] == trick for a in legal):
            continue
        full = [p for p in trick_placements(trick_shape(trick, trick in st.special))
                if all(st.grid[c] is not None for c in p.cells)]
        if full and engine_reason(session, seat, Action("retrieve", (trick, full[0].rotation, full[0].row,
                                                                     full[0].col))) == \
                i18n.t("dog_lover.error.watch_dog"):
            return trick
    return None


def test_a_trick_the_watch_dog_blocks_everywhere_says_so_by_click_and_by_drag():
    session, seat = play_until(lambda s, seat, legal: blocked_trick(s, seat, legal) is not None, seeds=range(1, 80))
    trick = blocked_trick(session, seat, session.legal_actions(seat))
    ctx, view = attach(session, viewer=seat)
    before = len(session.log)
    click(view, point_of(view, f"trick:{trick}"))
    assert ctx.messages == [i18n.t("dog_lover.error.watch_dog")]
    assert view.pick_trick is None
    drag(view, point_of(view, f"trick:{trick}"), point_of(view, f"cell:{filled_cell(session)}"))
    assert ctx.messages[-1] == i18n.t("dog_lover.error.watch_dog")
    assert len(session.log) == before


def test_dropping_a_trick_on_a_cell_is_picking_it_and_clicking_the_cell():
    session, seat = play_until(lambda s, seat, legal: sum(a.kind == "retrieve" for a in legal) > 3,
                               options={"sides": "standard"})
    action = next(a for a in session.legal_actions(seat) if a.kind == "retrieve")
    cell = retrieve_cells(action, session.state.special)[0]
    ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext)
    click(view, point_of(view, f"trick:{action.args[0]}"))
    click(view, point_of(view, f"cell:{cell}"))
    clicked = (view.pick_trick, view.pick_cell, view.preview())
    view._reset_pick()
    view.rebuild()
    lit = drag(view, point_of(view, f"trick:{action.args[0]}"), point_of(view, f"cell:{cell}"))
    assert f"cell:{cell}" in lit      # the cells the trick may start from light up while dragging
    assert (view.pick_trick, view.pick_cell, view.preview()) == clicked and clicked[2] is not None
    assert ctx.submitted == []


def test_a_hand_card_with_no_move_gets_the_engines_reason_by_click_and_by_drag():
    def stuck_card(s, seat, legal):
        st = s.state
        if st.phase != "turn" or not st.dogs[seat]:
            return None
        moved = {a.args[0] for a in legal if a.kind in ("tuck", "attach")}
        return next((c for c in st.hands[seat] if c not in moved), None)
    session, seat = play_until(lambda s, seat, legal: stuck_card(s, seat, legal) is not None)
    card = stuck_card(session, seat, session.legal_actions(seat))
    ctx, view = attach(session, viewer=seat)
    click(view, point_of(view, f"hand:{card}"))
    dog = view.view["dogs"][seat][0][0]
    drag(view, point_of(view, f"hand:{card}"), point_of(view, f"dog:{dog}"))
    reason = engine_reason(session, seat, Action("tuck", (card, dog)))
    assert reason is not None and ctx.messages == [reason, reason]


def test_waiting_food_is_eaten_or_tucked_by_keys_alone():
    """Enter on waiting food a Food Thief could take lists both moves ("eat it", "tuck it
    under <dog>"), since the keyboard cannot drag; each entry makes its own move."""
    def both(session, seat, legal):
        return any(a.kind == "gain" and any(b.kind == "tuck" and b.args[0] == a.args[0]
                                            for b in legal) for a in legal)
    session, seat = play_until(both, players=2, seeds=range(1, 80), options={"sides": "standard"})
    legal = session.legal_actions(seat)
    food = next(a.args[0] for a in legal if a.kind == "gain" and
                any(b.kind == "tuck" and b.args[0] == a.args[0] for b in legal))
    moves = [a for a in legal if a.args[:1] == (food,) and a.kind in ("gain", "tuck")]
    for action in moves:
        ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext)
        for _ in range(len(view.drag.ring()) + 1):
            if view.drag.keyboard and view.drag.focus == f"pend:{food}":
                break
            press_key(view, pygame.K_TAB)
        press_key(view, pygame.K_RETURN)
        chooser = view.drag.chooser
        assert chooser is not None and ctx.submitted == []
        listed = [b.action for _label, b in chooser.options]
        assert sorted(listed, key=repr) == sorted(moves, key=repr)
        labels = [label for label, _b in chooser.options]
        assert len(set(labels)) == len(labels)      # each entry says which move it is
        for _ in range(listed.index(action)):
            press_key(view, pygame.K_DOWN)
        press_key(view, pygame.K_RETURN)
        assert ctx.submitted == [(seat, action)]


def test_escape_leaves_the_retrieve_dialogue_before_the_pause_menu():
    session, seat = play_until(lambda s, seat, legal: sum(a.kind == "retrieve" for a in legal) > 3,
                               options={"sides": "standard"})
    action = next(a for a in session.legal_actions(seat) if a.kind == "retrieve")
    ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext)
    escape = E(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    click(view, point_of(view, f"trick:{action.args[0]}"))
    click(view, point_of(view, f"cell:{retrieve_cells(action, view.view['special'])[0]}"))
    assert view.preview() is not None and "btn:cancel_pick" in view.drag.items
    assert view.handle_event(escape) is True            # the board's mode goes first ...
    assert view.pick_trick is None and view.preview() is None
    assert "btn:take" not in view.drag.items and "btn:cancel_pick" not in view.drag.items
    assert view.handle_event(escape) is False           # ... then the scene may pause
    # the Cancel button does the same
    click(view, point_of(view, f"trick:{action.args[0]}"))
    click(view, point_of(view, "btn:cancel_pick"))
    assert view.pick_trick is None and ctx.submitted == []


def test_the_waiting_row_does_not_slide_when_one_of_its_cards_leaves():
    session, seat = play_until(lambda s, seat, legal: any(a.kind == "gain" for a in legal)
                               and len(s.state.pending) >= 3)
    ctx, view = attach(session, viewer=seat)
    gain = next(a for a in session.legal_actions(seat) if a.kind == "gain")
    others = {c: view.places[f"card:{c}"].copy() for c in session.state.pending if c != gain.args[0]}
    click(view, point_of(view, f"pend:{gain.args[0]}"))
    assert gain.args[0] not in session.state.pending
    assert {c: view.places[f"card:{c}"] for c in others} == others
