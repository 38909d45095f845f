"""Every move of every game has both of the coach's sentences in every language: why a
suggested move is good (``learn.why``) and, for a move the learner chose instead, what it
does (``learn.does``), with the same placeholders in en, es and pt.  The moves are those a
random game actually offers, so a new action kind without a sentence fails here."""
from __future__ import annotations

import random

import pytest

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.learn.lessons import LESSONS
from dogtable.ai.reasons import reason_for, what_it_does
from tests.locale_kit import load_texts, placeholders

TEXTS = load_texts("learn")


def _offered_actions(game_id: str, players: int, games: int = 3, cap: int = 1500):
    rules = get_game(game_id).rules
    seen = {}
    for seed in range(games):
        session = Session(rules(), [Seat(f"p{i}", "human") for i in range(players)], {}, seed)
        rng = random.Random(seed)
        for _ in range(cap):
            to_act = session.to_act()
            if session.is_over() or not to_act:
                break
            legal = session.legal_actions(to_act[0])
            for action in legal:
                seen.setdefault(action.kind, action)
            session.act(to_act[0], rng.choice(legal))
    return list(seen.values())


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_every_offered_move_has_a_why_and_a_what_it_does(game_id):
    actions = _offered_actions(game_id, LESSONS[game_id].players)
    assert actions
    for action in actions:
        for key, params in (reason_for(game_id, None, action), what_it_does(game_id, action)):
            assert key.startswith("learn.")
            wanted = None
            for lang in ("en", "es", "pt"):
                text = TEXTS[lang].get(key)
                assert isinstance(text, str) and text.strip(), f"{key} missing in {lang}"
                # the sentence names only what the action gives it
                assert placeholders(text) <= set(params), f"{key} ({lang}) needs {placeholders(text)}"
                wanted = placeholders(text) if wanted is None else wanted
                assert placeholders(text) == wanted, f"{key}: placeholders differ in {lang}"


def test_a_move_is_described_not_judged():
    """The learner's own move gets a sentence of its own family, not the praise of a
    suggestion: the two keys differ for every kind."""
    for game_id in LESSONS:
        for action in _offered_actions(game_id, LESSONS[game_id].players, games=1, cap=300):
            why, _ = reason_for(game_id, None, action)
            does, _ = what_it_does(game_id, action)
            assert why.replace("learn.why.", "") == does.replace("learn.does.", "")
            assert why != does
