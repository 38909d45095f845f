"""The Enter that ended the game, pressed twice, does not skip the results (issue 25: a whole
game of Dodgy Dogs played by keys went from its last card straight into a new game, the
score pad never seen). The results and round summaries ignore Enter and Space for
SETTLE_SECONDS after they open; then Enter acts on the focused button as before."""
from __future__ import annotations

import pygame

from dogtable.ui.scenes.results import ResultsScene
from dogtable.ui.scenes.round_summary import RoundSummaryScene

from test_app_flow import click_action, session_in_wild_phase


def test_enter_right_after_the_last_move_keeps_the_results_on_screen(make_app):
    from dogtable.ui.scenes.table import open_session

    d = make_app()
    clock = [1000.0]
    d.app.now = lambda: clock[0]
    session = session_in_wild_phase(["human", "human"])
    open_session(d.app, session)
    d.frames(2)
    while not d.app.scenes.names()[-1] == "results":
        if d.names()[-1] == "handoff":
            d.key(pygame.K_RETURN)             # "I am ready"
            continue
        click_action(d, "assign_wild")
    results = d.top
    assert results.focusable[results.focus_index].text == d.button("app.results.play_again").text
    clock[0] += ResultsScene.SETTLE_SECONDS / 2
    d.key(pygame.K_RETURN)                     # the repeated press: nothing happens
    assert d.top is results
    clock[0] += ResultsScene.SETTLE_SECONDS
    d.key(pygame.K_RETURN)                     # a deliberate press: the focused "Play again"
    assert d.top is not results and d.names()[-1] != "results"


def test_both_score_screens_settle_and_other_scenes_do_not():
    from dogtable.ui.scenes.menu import MenuScene

    assert ResultsScene.SETTLE_SECONDS >= 0.5 and RoundSummaryScene.SETTLE_SECONDS >= 0.5
    assert MenuScene.SETTLE_SECONDS == 0.0

