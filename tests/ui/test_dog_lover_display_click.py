"""A click on a trick in the display that one cannot learn now gets the engine's reason.  Seen
in the real window (pt, 1024x600): clicking "Rola" (3 Trainings) with none did nothing at all."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dogtable.core.rules import Action

from board_kit import (attach, click, engine_reason, new_session, play_until, point_of, screen,  # noqa: F401
                       table_board_rect)


def _cannot_learn(session, seat, legal):
    return session.state.phase == "turn" and not any(a.kind == "learn" for a in legal) \
        and any(a.kind == "end_turn" for a in legal)


def test_clicking_a_trick_one_cannot_learn_says_why(screen):
    session, seat = play_until(lambda s: new_session("dog_lover", 4, s), _cannot_learn)
    ctx, view = attach(session, seat, size=table_board_rect((1024, 600)).size)
    shown = []
    ctx.show_message = shown.append
    view.draw(screen)
    click(view, point_of(view, "display:0"))
    assert shown == [engine_reason(session, seat, Action("learn", (0,)))]
