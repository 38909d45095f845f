"""The discard pile keeps its order while cards fly: a card that sinks out of the two shown
must slide under the pile, never flash back over the card just played (seen in the real
window: the Dog Whisperer reappeared on top of the Pick Up Puppies laid on it)."""
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
from dogtable.games.dodgy_dogs.view import DodgyDogsView
from dogtable.ui.table.context import HeadlessContext

SIZE = (1024, 600)


@pytest.fixture
def screen():
    pygame.display.init()
    pygame.font.init()
    surf = pygame.display.set_mode(SIZE)
    i18n.set_language("en")
    yield surf


def buried_over_top(view, discard):
    """Cards under the two shown that were drawn after one of the two shown (over them)."""
    order = [key for key, _ in view.last_drawn]
    shown = {f"card:{c}" for c in discard[-2:]}
    buried = {f"card:{c}" for c in discard[:-2]}
    last_shown = max((i for i, k in enumerate(order) if k in shown), default=-1)
    return [k for i, k in enumerate(order) if k in buried and i > last_shown]


def test_a_buried_card_never_flies_over_the_top_of_the_pile(screen):
    rules = get_game("dodgy_dogs").rules()
    session = Session(rules, [Seat(n) for n in ("Ana", "Rex", "Bo")], {}, 5)
    ctx = HeadlessContext(session, viewer=0, speed=1.0)
    view = DodgyDogsView(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, *SIZE))
    ctx.refresh()
    rng = random.Random(5)
    plays_seen = 0
    for _ in range(120):
        if session.is_over():
            break
        ref = session.referee()
        if ref is not None:
            events = session.act(None, Action("slap_loser", (rng.choice(ref["seats"]),)))
        else:
            seat = session.to_act()[0]
            events = session.act(seat, rng.choice(session.legal_actions(seat)))
        ctx.refresh(events)
        laid = any(e.kind in ("CardsPlayed", "WildPlayed") for e in events)
        discard = list(session.state.discard)
        for _ in range(6):                           # look mid-flight
            view.update(0.03)
            view.draw(screen)
            if laid and len(discard) > 2:
                assert buried_over_top(view, discard) == [], discard[-3:]
        plays_seen += laid and len(discard) > 2
    assert plays_seen > 10                           # the situation really came up
