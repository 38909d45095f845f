"""Running scores on the players' panels (issue 10): at the end of a game every board's panel
head shows each seat's score as the score pad totals it, and hiding running scores (the
setting, read through ``ctx.show_scores()``) leaves every head without one.

The heads are read as the board builds them (``Board.seat_head``), after drawing a frame of
the final position, so the test sees what the players see."""
from __future__ import annotations

import random
import re

import pytest

from board_kit import attach, frame, new_session, screen  # noqa: F401  (screen: autouse)
from dogtable.core import registry

GAMES = ("dogs_alone", "dodgy_dogs", "dogs_kennel", "dog_lover")
NUMBER = re.compile(r"[-−]?\d+")


def finished_session(game: str, players: int, seed: int):
    """A whole game between random players (a real-time moment settled at random)."""
    session = new_session(game, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(20000):
        if session.is_over():
            return session
        to_act = session.to_act()
        seat = to_act[0] if to_act else None
        legal = session.legal_actions(seat)
        assert legal, f"{game}: nobody can act and the game is not over"
        session.act(seat, rng.choice(legal))
    raise AssertionError(f"{game} seed {seed} did not end")


def heads_after_a_frame(board, surface) -> dict[int, object]:
    seen: dict[int, object] = {}
    original = board.seat_head

    def spy(seat, to_act, score=None):
        head = original(seat, to_act, score)
        seen[seat] = head
        return head

    board.seat_head = spy
    board.invalidate(background=True)
    frame(board, surface)
    return seen


def shown_number(text: str) -> int:
    found = NUMBER.search(text)
    assert found, f"no number in the running score {text!r}"
    return int(found.group().replace("−", "-"))


def spec_players(game: str) -> list[int]:
    spec = registry.get_game(game)
    return sorted({spec.min_players, spec.max_players})


@pytest.mark.parametrize("game", GAMES)
def test_running_score_at_the_end_equals_the_score_pad_total(game, screen):
    if game not in registry.playable_game_ids():
        pytest.skip(f"{game} has no board")
    for players in spec_players(game):
        for seed in (3, 11):
            session = finished_session(game, players, seed)
            totals = session.rules.score_pad(session.state).totals()
            for viewer in (None, 0):
                _, board = attach(session, viewer=viewer, size=(1280, 720), speed=0.0)
                heads = heads_after_a_frame(board, screen)
                assert set(heads) == set(range(players)), f"{game}: a seat has no panel head"
                for seat in range(players):
                    score = heads[seat].score
                    assert score is not None, f"{game}: seat {seat} shows no running score"
                    assert shown_number(score) == totals[seat], (
                        f"{game} ({players} players, seed {seed}): seat {seat} shows {score!r}, "
                        f"the score pad totals {totals[seat]}")


@pytest.mark.parametrize("game", GAMES)
def test_hidden_running_scores_leave_every_head_without_a_score(game, screen):
    if game not in registry.playable_game_ids():
        pytest.skip(f"{game} has no board")
    session = new_session(game, players=spec_players(game)[0], seed=5)
    ctx, board = attach(session, viewer=0, size=(1280, 720), speed=0.0)
    shown = heads_after_a_frame(board, screen)
    assert any(h.score is not None for h in shown.values()), f"{game} keeps no running score"
    ctx.show_scores = lambda: False
    hidden = heads_after_a_frame(board, screen)
    assert hidden and all(h.score is None for h in hidden.values())
    ctx.show_scores = lambda: True
    again = heads_after_a_frame(board, screen)
    assert [h.score for h in again.values()] == [h.score for h in shown.values()]
