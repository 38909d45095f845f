"""The app rests: with nothing moving and nobody thinking it draws no frames, and it draws
again as soon as input, an animation, a toast or a timer needs it.  The real main loop
(App.run_once) runs here on a simulated clock, so the tests count frames per simulated
second without depending on the machine's speed."""
from __future__ import annotations

import threading
import time

import pygame
import pytest

from dogtable import i18n
from dogtable.core.rules import Action
from dogtable.storage.settings import Settings
from dogtable.ui import app as app_module

HUMAN_FIRST = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"}]
COMPUTER_FIRST = [{"name": "Rex", "kind": "easy"}, {"name": "Ana", "kind": "human"}]


def play(seats, seed=7, first=0):
    return {"mode": "play", "game": "dogs_alone", "seats": seats, "seed": seed, "first": first}


@pytest.fixture
def resting_view(fake_view_cls):
    class RestingView(fake_view_cls):
        """The stand-in board with the kit's resting hooks: frames only while it animates;
        Escape drops its selection first."""

        def __init__(self, ctx):
            super().__init__(ctx)
            self.selected = None
            self.cancels = 0
            self.dts: list[float] = []

        def next_frame_in(self):
            return 0.0 if self.anim_left > 0 else None

        def cancel_gesture(self):
            self.cancels += 1
            had, self.selected = self.selected, None
            return had is not None

        def update(self, dt):
            self.dts.append(dt)
            super().update(dt)

    return RestingView


class SimLoop:
    """Runs App.run_once on a simulated clock and counts the frames it draws.  ``real``
    seconds of true sleep per simulated sleep let other threads (a computer) work."""

    def __init__(self, app, real: float = 0.0):
        self.app = app
        self.t = 1000.0
        self.real = real
        self.draws = 0
        app.now = lambda: self.t
        app.sleep = self._sleep
        app._last_update_at = self.t
        app._last_frame_at = self.t - 1.0
        inner = app.draw

        def counting_draw():
            self.draws += 1
            inner()

        app.draw = counting_draw

    def _sleep(self, seconds: float) -> None:
        self.t += max(0.0, seconds)
        if self.real:
            time.sleep(self.real)

    def run(self, seconds: float) -> int:
        """Run the loop for ``seconds`` of simulated time; the frames drawn meanwhile."""
        before, end = self.draws, self.t + seconds
        while self.t < end and self.app.running:
            if not self.app.run_once():
                assert self.t > end - seconds, "a turn of the loop that drew nothing took no time"
        return self.draws - before

    def until(self, condition, real_timeout: float = 20.0) -> bool:
        limit = time.monotonic() + real_timeout
        while not condition() and time.monotonic() < limit:
            self.app.run_once()
        return condition()


def post(event_type, **attrs):
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def table_of(d):
    from dogtable.ui.scenes.table import TableScene

    return d.app.scenes.find(TableScene)


# -- at rest ------------------------------------------------------------------------------------------
def test_the_menu_at_rest_draws_no_frames(make_app):
    d = make_app()
    loop = SimLoop(d.app)
    assert loop.run(1.0) >= 1            # the first frame
    assert d.names() == ["menu"]
    assert d.app.next_frame_in() is None
    assert loop.run(5.0) == 0


@pytest.mark.parametrize("button", ["app.menu.new_game", "app.menu.load", "app.menu.settings",
                                    "app.menu.rules", "app.menu.about"])
def test_every_screen_of_the_menu_rests(make_app, button):
    d = make_app()
    d.press(button)
    assert len(d.names()) == 2
    loop = SimLoop(d.app)
    loop.run(2.0)                              # the click's frames, the double-click window
    assert loop.run(5.0) == 0


def test_a_table_waiting_for_a_human_draws_no_frames(make_app, resting_view):
    d = make_app(play(HUMAN_FIRST), view=resting_view)
    loop = SimLoop(d.app)
    loop.run(1.0)
    table = table_of(d)
    assert table.session.to_act() == [0] and d.names()[-1] == "table"
    assert table.banner() == i18n.t("app.table.your_turn", player="Ana")
    assert loop.run(5.0) == 0


def test_a_board_that_cannot_say_is_drawn_every_frame(make_app):
    d = make_app(play(HUMAN_FIRST))            # the plain stand-in: no next_frame_in
    loop = SimLoop(d.app)
    assert 55 <= loop.run(1.0) <= 62


# -- what wakes it --------------------------------------------------------------------------------------
def test_input_and_window_events_draw_a_frame_then_it_rests_again(make_app):
    d = make_app()
    loop = SimLoop(d.app)
    loop.run(1.0)
    for event_type, attrs in [(pygame.MOUSEMOTION, {"pos": (5, 5), "rel": (1, 1), "buttons": (0, 0, 0)}),
                              (pygame.WINDOWEXPOSED, {}), (pygame.WINDOWFOCUSGAINED, {}),
                              (pygame.KEYDOWN, {"key": pygame.K_LSHIFT, "mod": 0, "unicode": "",
                                                "scancode": 0})]:
        post(event_type, **attrs)
        assert d.app.run_once() is True
        assert loop.run(3.0) == 0


def test_a_burst_of_input_is_drawn_at_most_sixty_times_a_second(make_app):
    d = make_app()
    loop = SimLoop(d.app)
    loop.run(1.0)
    before = loop.draws
    start = loop.t
    for i in range(200):
        post(pygame.MOUSEMOTION, pos=(5 + i % 50, 5), rel=(1, 0), buttons=(0, 0, 0))
        d.app.run_once()
    assert loop.draws - before == 200
    assert loop.t - start >= 199 / 60 - 1e-6


def test_a_long_rest_does_not_make_the_next_frame_jump(make_app, resting_view):
    d = make_app(play(HUMAN_FIRST), view=resting_view)
    loop = SimLoop(d.app)
    loop.run(1.0)
    view = table_of(d).view
    loop.run(30.0)
    before = len(view.dts)
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    d.app.run_once()
    assert 0 < sum(view.dts[before:]) <= app_module.MAX_DT


def test_an_animation_draws_every_frame_until_it_ends(make_app, resting_view):
    d = make_app(play(HUMAN_FIRST), view=resting_view, settings=Settings(anim_speed=1.0))
    loop = SimLoop(d.app)
    loop.run(1.0)
    table = table_of(d)
    rect = next(r for r, a in table.view.action_rects if a.kind == "draw_deck")
    pos = d.window_pos(rect.center)
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    d.app.run_once()                           # the click starts the animation
    assert table.view.busy()
    frames = 1 + loop.run(1.0)
    seconds = resting_view.ANIM_SECONDS
    assert not table.view.busy()
    assert seconds * 60 - 2 <= frames <= seconds * 60 + 3     # 60 a second while it moves
    assert loop.run(3.0) == 0                                  # then the table rests again


def test_a_toast_draws_while_it_fades_and_then_the_app_rests(make_app):
    d = make_app()
    loop = SimLoop(d.app)
    loop.run(1.0)
    d.app.toast("Hello", 2.0)
    assert loop.run(1.5) <= 2                                  # shown, then still until it fades
    assert d.app.toasts
    fading = loop.run(1.0)
    assert not d.app.toasts
    assert app_module.TOAST_FADE * 60 - 3 <= fading <= app_module.TOAST_FADE * 60 + 3
    assert loop.run(3.0) == 0


def test_a_wake_from_another_thread_ends_the_rest(make_app):
    d = make_app()
    loop = SimLoop(d.app, real=0.001)
    loop.run(1.0)
    before = loop.draws
    timer = threading.Timer(0.05, app_module.post_wake)
    timer.start()
    try:
        assert loop.until(lambda: loop.draws > before, real_timeout=10)
    finally:
        timer.cancel()
    assert loop.draws == before + 1


def test_the_worker_calls_back_when_its_answer_is_in():
    from dogtable.ai.agent import Budget, RandomAgent
    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat, replay
    from dogtable.ui.ai_worker import AIWorker
    import random

    rules = get_game("dogs_alone").rules()
    state = replay(rules, rules.start([Seat("A", "random"), Seat("B", "random")], {},
                                      random.Random(3)))
    answered = threading.Event()
    worker = AIWorker(on_answer=answered.set)
    seat = rules.to_act(state)[0]
    worker.request(rules, state, seat, RandomAgent(1), Budget(20.0), 5)
    try:
        assert answered.wait(10)
        assert worker.ready()
        assert worker.poll().seat == seat
    finally:
        worker.stop()


def test_a_computer_moves_then_the_table_rests_for_the_human(make_app, resting_view, slow_agent_cls):
    agents = []

    def slow(game, level, seed):
        agents.append(slow_agent_cls(0.2, seed))
        return agents[-1]

    d = make_app(play(COMPUTER_FIRST, seed=2), view=resting_view, agent=slow,
                 settings=Settings(anim_speed=1.0))
    loop = SimLoop(d.app, real=0.001)
    table = table_of(d)
    assert loop.until(lambda: table.session.to_act() == [1] and not table.view.busy())
    assert agents and agents[0].threads
    # while it thought, the table looked in now and then, far from 60 frames a second
    assert loop.run(1.0) == 0                  # the human's turn: at rest
    assert table.banner() == i18n.t("app.table.your_turn", player="Ana")


def test_the_pause_before_a_computers_move_is_a_timer_not_frames(make_app, resting_view):
    d = make_app(play(COMPUTER_FIRST, seed=2), view=resting_view,
                 settings=Settings(anim_speed=1.0))
    loop = SimLoop(d.app, real=0.001)
    table = table_of(d)
    table.next_ai_at = table.time + 3.0        # as after a move: the next one waits
    assert loop.until(lambda: table.ai_answer is not None)
    drawn = loop.draws
    moved_at = []
    table.session.subscribe(lambda *args: moved_at.append(loop.t))
    start = loop.t
    assert loop.until(lambda: moved_at)
    assert loop.draws - drawn <= 3             # the wait itself drew (almost) nothing
    assert moved_at[0] - start >= 2.5          # ...and it did wait


def test_a_focused_name_field_blinks_its_caret_a_few_times_a_second(make_app):
    d = make_app()
    d.press("app.menu.new_game")
    entry = d.top.entries[0]
    d.click(entry.rect.center)
    assert entry.is_focused
    loop = SimLoop(d.app)
    loop.run(1.5)
    states = []
    draw = d.app.draw
    d.app.draw = lambda: (states.append(entry.cursor_on), draw())
    frames = loop.run(3.0)
    assert set(states) == {True, False}        # the caret blinks
    assert frames <= 3 * 3                     # ~2.5 frames a second, not 60


def test_a_tooltip_appears_after_its_delay_without_input(make_app):
    d = make_app()
    loop = SimLoop(d.app)
    loop.run(1.0)
    button = next(iter(d.buttons().values()))
    button.set_tooltip("Tip")
    post(pygame.MOUSEMOTION, pos=d.window_pos(button.rect.center), rel=(1, 1), buttons=(0, 0, 0))
    pygame.mouse.set_pos(d.window_pos(button.rect.center))
    d.app.manager.mouse_position = button.rect.center
    loop.run(0.1)
    if not button.hovered:
        pytest.skip("the dummy video driver does not move the pointer")
    frames = loop.run(2.0)
    assert button.tool_tip is not None
    assert frames <= 4


# -- Escape, toasts ----------------------------------------------------------------------------------
def test_escape_cancels_the_boards_gesture_before_it_opens_the_pause_menu(make_app, resting_view):
    d = make_app(play(HUMAN_FIRST), view=resting_view)
    d.frames(2)
    view = table_of(d).view
    view.selected = "a card"
    d.key(pygame.K_ESCAPE)
    assert d.names()[-1] == "table" and view.selected is None and view.cancels == 1
    d.key(pygame.K_ESCAPE)                     # nothing left to cancel: the pause menu
    assert d.names()[-1] == "pause" and view.cancels == 2


def test_turn_toasts_vanish_when_the_turn_moves_on(make_app):
    d = make_app(play(HUMAN_FIRST))
    d.frames(2)
    table = table_of(d)
    d.app.toast("Saved", 30.0)                 # not about the turn: it stays
    assert table.ctx.submit(0, Action("pay", (3, 0))) is False   # refused: the reason shows
    reason = i18n.t("dogs_alone.error.mess_not_now")
    assert reason in [t.text for t in d.app.toasts]
    d.frames(3)
    assert reason in [t.text for t in d.app.toasts]             # the turn goes on: so does it
    for _ in range(40):
        if table.session.to_act() != [0]:
            break
        legal = table.session.legal_actions(0)
        finish = [a for a in legal if a.kind == "finish"]
        draws = [a for a in legal if a.kind == "draw_deck"]
        assert table.ctx.submit(0, (draws or finish or legal)[0])
    assert table.session.to_act() != [0]
    assert [t.text for t in d.app.toasts] == ["Saved"]


def test_toasts_are_never_drawn_under_the_pointer(make_app):
    d = make_app()
    d.app.toast("Something to read")
    size = d.app.size
    (_, _, free), = d.app.toast_rects(size, None)
    assert free.top == 64                      # under the table's top bar
    (_, _, moved), = d.app.toast_rects(size, free.center)
    assert not moved.inflate(20, 20).collidepoint(free.center)
    assert moved.bottom >= size[1] - 20        # at the bottom instead
    (_, _, low), = d.app.toast_rects(size, (5, size[1] - 5))
    assert low.top == 64


# -- presentation --------------------------------------------------------------------------------------
def test_the_dummy_driver_keeps_sdls_presentation(make_app, monkeypatch):
    monkeypatch.delenv(app_module.FRAMEBUFFER_HINT, raising=False)
    d = make_app()
    assert d.app.presentation.startswith("SDL default (dummy")
    import os
    assert app_module.FRAMEBUFFER_HINT not in os.environ


def test_x11_without_a_gpu_presents_the_window_surface(monkeypatch):
    import os
    monkeypatch.delenv(app_module.FRAMEBUFFER_HINT, raising=False)
    monkeypatch.setattr(app_module.pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(app_module.sys, "platform", "linux")
    monkeypatch.setattr(app_module, "gpu_present", lambda: True)
    assert "GPU present" in app_module.choose_presentation()
    assert app_module.FRAMEBUFFER_HINT not in os.environ
    monkeypatch.setattr(app_module, "gpu_present", lambda: False)
    assert "XShm" in app_module.choose_presentation()
    assert os.environ[app_module.FRAMEBUFFER_HINT] == "0"
    monkeypatch.setenv(app_module.FRAMEBUFFER_HINT, "opengl")   # the user's choice wins
    assert "set by the user" in app_module.choose_presentation()
    assert os.environ[app_module.FRAMEBUFFER_HINT] == "opengl"


# -- the bench ------------------------------------------------------------------------------------------
def test_the_bench_finds_the_real_app_at_rest_in_a_child():
    from dogtable import bench

    result = bench.child_rest_figures(bench.BenchConfig(quick=True), real=False)
    assert result["driver"] == "dummy"
    assert result["menu"]["scene"] == "menu" and result["menu"]["fps"] == 0
    assert result["table"]["scene"] == "table" and result["table"]["waiting"]
    assert result["table"]["fps"] == 0
    sizes = [tuple(entry["size"]) for entry in result["frames"]]
    assert sizes == [tuple(s) for s in bench.PRESENT_SIZES]
    assert all(len(entry["times"]) == 20 for entry in result["frames"])


def test_hand_written_real_window_figures_survive_a_bench_rewrite(tmp_path):
    from dogtable import bench

    config = bench.BenchConfig()
    fresh = "\n\n".join(section(config).markdown() for section in
                        (bench.measure_machine, bench.measure_window_by_hand,
                         bench.measure_strength)) + "\n"
    target = tmp_path / "benchmarks.md"
    target.write_text(fresh.replace(bench.WINDOW_PLACEHOLDER, "| menu | 28% | 0.2% |")
                      .replace(bench.STRENGTH_PLACEHOLDER, "hard wins"))
    bench.write(fresh, str(target))
    text = target.read_text()
    assert "| menu | 28% | 0.2% |" in text and "hard wins" in text
    assert bench.WINDOW_PLACEHOLDER not in text and bench.STRENGTH_PLACEHOLDER not in text
    assert text.count("## " + bench.WINDOW_TITLE) == 1


def test_a_computer_only_game_runs_to_the_score_sheet_on_the_resting_loop(
        make_app, resting_view, quick_computers):
    """Races, round summaries, the pauses between moves and the score pad's delay all come
    on timers and wakes: the real loop never stalls waiting for input that never comes."""
    seats = [{"name": "Ana", "kind": "easy"}, {"name": "Rex", "kind": "medium"},
             {"name": "Bo", "kind": "easy"}]
    d = make_app({"mode": "play", "game": "dodgy_dogs", "seats": seats, "seed": 5, "first": 0},
                 view=resting_view, settings=Settings(anim_speed=0.25))
    loop = SimLoop(d.app, real=0.0005)
    table = table_of(d)
    summaries, races, seen = 0, 0, None
    deadline = time.monotonic() + 300
    while "results" not in d.names() and time.monotonic() < deadline:
        if d.names()[-1] == "round_summary":
            summaries += 1
            d.top.go_on()                      # the only input: closing each round's summary
        if table.desk.race is not None and table.desk.race is not seen:
            seen, races = table.desk.race, races + 1
        d.app.run_once()
    assert "results" in d.names()
    assert summaries == 5 and races >= 1
    assert loop.run(3.0) == 0                  # the score pad at rest
