"""At the Veterinarian, a sick dog the engine will not cure (no pen has room for it) answers a
click and a drag with the engine's reason.  Seen in the real window (pt, 1280x720): both
gestures did nothing at all; the sick dog was no item of its own, so the press landed on the
infirmary, which means nothing."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n
from dogtable.core.rules import Action, Seat
from dogtable.core.session import LogEntry, Session
from dogtable.games.dogs_kennel.components import MEDICINE
from dogtable.games.dogs_kennel.rules import BOX, VETERINARY

from board_kit import NAMES, attach, click, drag, engine_reason, point_of, screen, table_board_rect  # noqa: F401

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "dogs_kennel"))
from dk_positions import BULLDOG, LABRADOR, POODLE, RULES, dog, game, in_infirmary, in_pen, sick, turn  # noqa: E402


def at_the_vet_with_no_room(room: bool = False):
    """Ana visits the Veterinarian with a medicine and a sick Bulldog; her two pens are full
    (``room``: the second holds one Bulldog)."""
    s = game(2)
    in_pen(s, 0, 0, *[dog(POODLE, k) for k in range(4)])
    in_pen(s, 0, 1, *([dog(BULLDOG, 1)] if room else [dog(LABRADOR, k) for k in range(4)]))
    in_infirmary(s, 0, sick(BULLDOG))
    s.res[0][MEDICINE] = 1
    s.occupants[VETERINARY].append(0)
    s.placed[0] += 1
    turn(s, BOX, 0, visit=VETERINARY)
    seats = [Seat(n, "human") for n in NAMES[:2]]
    return Session(RULES, seats, {"first_player": 0}, 1, log=[LogEntry(None, None, [])], state=s)


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_click_and_a_drag_of_a_dog_that_cannot_be_cured_get_the_engines_reason(screen, lang):
    i18n.set_language(lang)
    session = at_the_vet_with_no_room()
    ill = sick(BULLDOG)
    why = engine_reason(session, 0, Action("cure", (ill,)))
    assert why == i18n.t("dogs_kennel.error.no_room")
    ctx, view = attach(session, viewer=0, size=table_board_rect((1280, 720)).size)
    view.draw(screen)
    click(view, point_of(view, f"dog:{ill}"))
    assert ctx.messages == [why]
    ctx.messages.clear()
    drag(view, point_of(view, f"dog:{ill}"), view.drag.items["pen:0:0"].rect.center, screen)
    assert ctx.messages == [why]
    assert session.state.infirmary[0] == [ill]   # nothing changed


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_how_line_at_the_vet_follows_what_can_be_done(screen, lang):
    """Seen in the replayed game: with no sick dog curable the line still said "Click a sick
    dog to cure it"; with the cured dog waiting to be placed it said "No sick dog to cure
    here: end your turn" (the engine refuses to end the turn before the dog is placed)."""
    i18n.set_language(lang)
    how = lambda key: {i18n.t(f"dogs_kennel.board.how.{key}")}  # noqa: E731
    ctx, view = attach(at_the_vet_with_no_room(), viewer=0, size=table_board_rect((1280, 720)).size)
    view.draw(screen)
    assert view.status.keep == how("box_3_blocked")
    session = at_the_vet_with_no_room(room=True)
    ctx, view = attach(session, viewer=0, size=table_board_rect((1280, 720)).size)
    view.draw(screen)
    assert view.status.keep == how("box_3")
    assert ctx.submit(0, Action("cure", (sick(BULLDOG),)))
    view.draw(screen)
    assert session.state.loose[0] == [sick(BULLDOG)]
    assert view.status.keep == how("box_waiting")
    assert engine_reason(session, 0, Action("end_turn")) == i18n.t("dogs_kennel.error.place_first")
