"""The act's chance generator (core.verify.chance_for) is seeded only when an act draws, and
draws exactly the numbers the Session and every earlier save drew, so old saves re-decide."""
from __future__ import annotations

import json
import random

import pytest

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.core.verify import chance_for
from dogtable.storage.saves import session_from_save, session_to_save


def _draws(rng) -> list:
    deck = list(range(40))
    rng.shuffle(deck)
    return [rng.random(), rng.randrange(7), rng.choice("abcdef"), deck, rng.sample(range(90), 5),
            rng.getrandbits(70), rng.randint(-3, 3), rng.uniform(0, 1)]


@pytest.mark.parametrize("seed", [0, 1, -5, 2 ** 63 - 1, -(2 ** 63), 2 ** 64 - 1])
@pytest.mark.parametrize("events_before", [0, 1, 37, 12_345])
def test_the_same_numbers_as_a_generator_seeded_with_the_text(seed, events_before):
    assert _draws(chance_for(seed, events_before)) == \
        _draws(random.Random(f"{seed}/{events_before}"))


def test_different_acts_draw_differently():
    assert _draws(chance_for(3, 10)) != _draws(chance_for(3, 11))
    assert _draws(chance_for(3, 10)) != _draws(chance_for(4, 10))


def test_an_act_that_draws_nothing_seeds_nothing(monkeypatch):
    seeded = []
    real = random.Random

    class Counting(real):
        def seed(self, *args, **kwargs):
            seeded.append(args)
            return super().seed(*args, **kwargs)

    monkeypatch.setattr(random, "Random", Counting)
    rng = chance_for(8, 99)
    assert seeded == []
    first = rng.random()
    assert len(seeded) == 1 and first == real("8/99").random()
    rng.random()
    assert len(seeded) == 1      # one generator per act, not one per draw


def test_the_session_draws_what_a_loaded_save_redecides():
    """A Dodgy Dogs round is dealt with the act's chance; a game played through several rounds
    in a Session (its own generator) is accepted when loaded (re-decided with chance_for)."""
    rules = get_game("dodgy_dogs").rules()
    session = Session(rules, [Seat(f"P{i}") for i in range(3)], {}, 11)
    pick = random.Random(5)
    while not session.is_over() and session.state.round < 3:
        movers = session.to_act()
        seat = movers[0] if movers else None
        session.act(seat, pick.choice(rules.legal_actions(session.state, seat)))
    assert session.state.round == 3   # two deals drawn from an act's chance
    assert _draws(session.chance()) == _draws(chance_for(session.seed, session.event_count()))
    data = json.loads(json.dumps(session_to_save(session)))
    loaded = session_from_save(data)
    assert rules.state_to_json(loaded.state) == rules.state_to_json(session.state)
