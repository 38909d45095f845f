"""Wild messes get their colours at the end of the game, secretly and all revealed together."""
from __future__ import annotations

import random

from dogtable.core.rules import Action
from dogtable.games.dogs_alone.cards import MARIO_HUGO
from dogtable.games.dogs_alone.rules import OVER, WILD_PHASE

from da_positions import (
    BLUE, GREEN, RED, RULES, YELLOW, act, dog, four_mess, only, position, refused, three_mess,
    wild_mess,
)

W0, W1, W2 = wild_mess(0), wild_mess(1), wild_mess(2)
REDS = [dog(RED, t) for t in range(4)]


def ended_with_wilds():
    """Seat 1 takes a mess and the third Mario Hugo ends the game: seat 0 has two cleaned
    wilds, seat 2 one; seat 1 none."""
    state = position(hands=[[], REDS, []], current=1,
                     cleaned=[[W0, three_mess(BLUE), W1], [three_mess(GREEN)], [W2]],
                     mess_supply=[four_mess(RED), three_mess(YELLOW), three_mess(GREEN, 1),
                                  four_mess(BLUE)],
                     mess_deck_top=[MARIO_HUGO[2]], mario=list(MARIO_HUGO[:2]), phase="mess")
    for card in REDS:
        act(state, 1, "pay", four_mess(RED), card)
    act(state, 1, "finish")
    return state


def test_the_game_waits_for_every_seat_with_cleaned_wilds():
    state = ended_with_wilds()
    assert state.phase == WILD_PHASE and not RULES.is_over(state)
    assert RULES.to_act(state) == [2, 0]  # every owing seat, from the player in turn on
    assert RULES.legal_actions(state, 1) == []
    assert set(RULES.legal_actions(state, 0)) == {Action("assign_wild", (m, c))
                                                  for m in (W0, W1) for c in range(4)}
    assert set(RULES.legal_actions(state, 2)) == {Action("assign_wild", (W2, c)) for c in range(4)}


def test_a_choice_is_secret_until_all_are_revealed():
    state = ended_with_wilds()
    events = act(state, 0, "assign_wild", W0, BLUE)
    assert [e.kind for e in events] == ["WildAssigned"]
    assert RULES.redact(events[0], 0)["colour"] == BLUE
    assert RULES.redact(events[0], 1)["colour"] is None
    assert RULES.redact(events[0], 2)["colour"] is None
    assert RULES.redact(events[0], None)["colour"] is None
    assert RULES.view(state, 0)["wild"][0] == {str(W0): BLUE}
    assert RULES.view(state, 2)["wild"][0] == {str(W0): None}
    assert RULES.view(state, None)["wild"][0] == {str(W0): None}
    assert RULES.describe(events[0], 2).key == "dogs_alone.log.wild_hidden"
    assert RULES.describe(events[0], 0).key == "dogs_alone.log.wild_assigned"
    # a resample by seat 2 invents seat 0's choice but shows the same view
    view = RULES.view(state, 2)
    invented = {RULES.resample(view, 2, random.Random(i)).wild[0][W0] for i in range(40)}
    assert invented == {0, 1, 2, 3}
    assert RULES.to_act(state) == [2, 0]  # seat 0 still owes W1

    act(state, 0, "assign_wild", W1, YELLOW)
    assert RULES.to_act(state) == [2]
    events = act(state, 2, "assign_wild", W2, RED)
    assert [e.kind for e in events] == ["WildAssigned", "WildRevealed"]
    assert events[1]["assignments"] == {"0": {str(W0): BLUE, str(W1): YELLOW}, "2": {str(W2): RED}}
    assert state.phase == OVER and RULES.to_act(state) == []
    for seat in (0, 1, 2, None):
        assert RULES.view(state, seat)["wild"] == [{str(W0): BLUE, str(W1): YELLOW}, {},
                                                   {str(W2): RED}]
    # the log names each choice once for every reader: a seat saw its own as it made it
    for seat in (0, 1, 2, None):
        made = [line.params for e in events[:1] if e["seat"] == seat
                for line in [RULES.describe(e, seat)] if line.key == "dogs_alone.log.wild_assigned"]
        revealed = [line.params for line in RULES.describe(events[1], seat)
                    if line.key == "dogs_alone.log.wild_assigned"]
        mine_before = {str(W0), str(W1)} if seat == 0 else set()   # logged at the first two acts
        named = [str(p["mess"]) for p in made + revealed] + sorted(mine_before)
        assert sorted(named) == sorted([str(W0), str(W1), str(W2)])


def test_assigned_colours_count_for_sets_and_majorities():
    state = ended_with_wilds()
    act(state, 0, "assign_wild", W0, RED)
    act(state, 0, "assign_wild", W1, GREEN)
    act(state, 2, "assign_wild", W2, GREEN)
    pad = RULES.score_pad(state)
    # seat 0: red (wild), blue, green (wild): no yellow, so no set
    assert pad.get("sets", 0) == 0
    # green: seat 0 one (wild), seat 1 one, seat 2 one -> three tied for first: 7 // 3
    assert [pad.get("majority_green", s) for s in range(3)] == [2, 2, 2]
    # red: seat 0 (wild) and seat 1 (four_mess red, auto-cleaned) tie: 3 each
    assert [pad.get("majority_red", s) for s in range(3)] == [3, 3, 0]
    assert [pad.get("messes", s) for s in range(3)] == [1 + 3 + 1, 3 + 5, 1]


def test_wild_refusals():
    state = ended_with_wilds()
    assert refused(state, 0, "assign_wild", W2, RED) == "dogs_alone.error.not_your_wild"
    assert refused(state, 0, "assign_wild", W0, 4) == "dogs_alone.error.bad_colour"
    assert refused(state, 0, "assign_wild", W0, -1) == "dogs_alone.error.bad_colour"
    assert refused(state, 1, "assign_wild", W0, RED) == "error.not_your_turn"
    assert refused(state, 0, "draw_deck") == "dogs_alone.error.assign_wild_first"
    assert refused(state, 0, "clean", 4) == "dogs_alone.error.assign_wild_first"
    assert refused(state, 7, "assign_wild", W0, RED) == "error.not_your_turn"
    assert refused(state, -1, "assign_wild", W2, RED) == "error.not_your_turn"
    act(state, 0, "assign_wild", W0, RED)
    assert refused(state, 0, "assign_wild", W0, BLUE) == "dogs_alone.error.not_your_wild"


def test_an_uncleaned_wild_is_discarded_and_asks_nothing():
    state = position(hands=[[], REDS, []], current=1, messes=[[W0], [], []],
                     mess_supply=[four_mess(RED), three_mess(YELLOW), three_mess(GREEN),
                                  four_mess(BLUE)],
                     mess_deck_top=[MARIO_HUGO[3]], mario=list(MARIO_HUGO[:2]), phase="mess")
    for card in REDS:
        act(state, 1, "pay", four_mess(RED), card)
    events = act(state, 1, "finish")
    assert only(events, "GameEnded") and state.phase == OVER
    assert W0 in state.mess_discard and state.wild == [{}, {}, {}]
