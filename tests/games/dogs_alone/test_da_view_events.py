"""What each seat sees: views, redacted events, log lines, resampling, undo barriers, hints,
and garbage actions."""
from __future__ import annotations

from itertools import combinations
import random

from hypothesis import given, strategies as st
import pytest

from dogtable.core.events import Event
from dogtable.core.rules import Action, ActionHint, LogLine, Seat
from dogtable.games.dogs_alone.cards import MARIO_HUGO, is_mario
from dogtable.games.dogs_alone.rules import MESS, build_mess_deck

from da_positions import (
    BLUE, GREEN, RED, RULES, YELLOW, act, dog, four_mess, position, refused, started, three_mess,
)

from test_da_setup import recipe_piles


def test_a_view_shows_only_the_own_hand():
    state = started(3, seed=2)
    for seat in range(3):
        view = RULES.view(state, seat)
        assert view["hands"][seat] == state.hands[seat]
        assert [h for s, h in enumerate(view["hands"]) if s != seat] == [None, None]
        assert view["hand_counts"] == [3, 3, 3]
        assert view["dog_deck_count"] == len(state.dog_deck) and "dog_deck" not in view
        assert view["mess_deck_count"] == len(state.mess_deck) and "mess_deck" not in view
    assert RULES.view(state, None)["hands"] == [None, None, None]


def test_the_opening_event_hides_the_decks_and_other_hands():
    opening = RULES.start([Seat("a"), Seat("b"), Seat("c")], {}, random.Random(4))[0]
    order = opening["dog_deck"]
    for seat in (0, 1, 2, None):
        seen = RULES.redact(opening, seat)
        assert seen["dog_deck"] is None and seen["mess_deck"] is None
        assert seen["supply"] == order[:5] and seen["mess_supply"] == opening["mess_deck"][:4]
        assert seen["hands"] == [order[5 + 3 * s: 8 + 3 * s] if s == seat else None
                                 for s in range(3)]


def test_deck_draws_are_hidden_from_others_supply_draws_are_not():
    state = position(deck_top=[dog(BLUE, 2)], hands=[[dog(RED, 0)], [], []])
    drawn = act(state, 0, "draw_deck")[0]
    assert RULES.redact(drawn, 0)["card"] == dog(BLUE, 2)
    assert RULES.redact(drawn, 1)["card"] is None and RULES.redact(drawn, None)["card"] is None
    assert RULES.describe(drawn, 1).key == "dogs_alone.log.draw_hidden"
    assert RULES.describe(drawn, 0) == LogLine("dogs_alone.log.draw_deck",
                                               {"player": 0, "dog": dog(BLUE, 2)})
    state = position(hands=[[dog(RED, 0)], [], []])
    taken = act(state, 0, "draw_supply", state.dog_supply[1])[0]
    assert RULES.redact(taken, 1) == taken
    assert RULES.describe(taken, 1).key == "dogs_alone.log.draw_supply"


def test_a_reshuffle_hides_the_new_order_but_tells_its_size():
    event = Event("DeckReshuffled", {"order": [5, 9, 1]})
    for seat in (0, 1, None):
        assert RULES.redact(event, seat).data == {"order": None, "count": 3}
    assert RULES.describe(event, 0).key == "dogs_alone.log.reshuffled"


def test_log_lines_of_a_turn():
    state = position(hands=[[dog(RED, 0), dog(RED, 1), dog(RED, 2)], [], []],
                     mess_supply=[three_mess(RED), four_mess(RED), three_mess(BLUE),
                                  three_mess(GREEN)])
    lines = []
    for kind, *args in [("recruit_discard", dog(RED, 2)), ("draw_supply", state.dog_supply[0]),
                        ("draw_deck",)]:
        lines += [RULES.describe(e, 1) for e in act(state, 0, kind, *args)]
    assert [l.key for l in lines] == ["dogs_alone.log.recruit_discard",
                                      "dogs_alone.log.draw_supply", "dogs_alone.log.draw_hidden"]
    assert lines[0].params == {"player": 0, "dog": dog(RED, 2)}


def test_log_lines_for_messes_and_turn_end():
    reds = [dog(RED, 0, 0), dog(RED, 0, 1), dog(RED, 1)]
    state = position(hands=[reds, [], []], phase=MESS,
                     mess_supply=[three_mess(RED), four_mess(RED), three_mess(BLUE),
                                  three_mess(GREEN)])
    events = []
    for card in reds:
        events += act(state, 0, "pay", three_mess(RED), card)
    events += act(state, 0, "finish")
    described = [(e.kind, RULES.describe(e, 2)) for e in events]
    assert all(line is None for kind, line in described if kind in ("DogPaid", "MessSupplyRefilled",
                                                                   "MessPhaseFinished"))
    taken = dict(described)["MessTaken"]
    assert taken == LogLine("dogs_alone.log.mess_taken",
                            {"player": 0, "mess": three_mess(RED), "pooled": 1})
    assert dict(described)["TurnEnded"] == LogLine("dogs_alone.log.turn", {"player": 1})


def test_undo_barriers_are_reveals_chance_and_turn_ends():
    barrier = {"GameStarted", "SupplyChanged", "DeckReshuffled", "DogSupplyRefilled",
               "MessSupplyRefilled", "MarioHugoRevealed", "TurnEnded", "GameEnded", "WildRevealed"}
    for kind in barrier:
        assert RULES.is_barrier(Event(kind, {}))
    for kind in ("DogPaid", "PaymentCancelled", "MessTaken",
                 "MessPhaseFinished", "MessesCleaned", "WildAssigned",
                 "AutoCleaned", "DrawsForfeited"):
        assert not RULES.is_barrier(Event(kind, {}))
    assert RULES.is_barrier(Event("DogDrawn", {"source": "deck"}))
    assert not RULES.is_barrier(Event("DogDrawn", {"source": "supply"}))
    # a hand card laid face up on the discard pile has been seen by everyone
    assert RULES.is_barrier(Event("RecruitDiscarded", {"source": "hand"}))
    assert RULES.is_barrier(Event("HandDiscarded", {}))
    assert not RULES.is_barrier(Event("RecruitDiscarded", {"source": "pool"}))


def test_hints_name_where_a_dog_starts_and_ends():
    state = position(hands=[[dog(RED, 0), dog(RED, 1)], [], []], pools=[[dog(RED, 2)], [], []],
                     phase=MESS, mess_supply=[three_mess(RED), four_mess(RED), three_mess(BLUE),
                                              three_mess(GREEN)])
    assert RULES.hint(state, Action("pay", (three_mess(RED), dog(RED, 2)))) == \
        ActionHint("pool", dog(RED, 2), f"mess:{three_mess(RED)}")
    assert RULES.hint(state, Action("pay", (three_mess(RED), dog(RED, 0)))) == \
        ActionHint("hand", dog(RED, 0), f"mess:{three_mess(RED)}")
    assert RULES.hint(state, Action("draw_deck")) == ActionHint("dog_deck", None, "hand")
    assert RULES.hint(state, Action("draw_supply", (7,))) == ActionHint("dog_supply", 7, "hand")
    assert RULES.hint(state, Action("discard", (dog(RED, 0),))) == \
        ActionHint("hand", dog(RED, 0), "discard")
    assert RULES.hint(state, Action("clean", (YELLOW,))).source == f"messes:{YELLOW}"
    assert RULES.hint(state, Action("finish")) == ActionHint()


# -- garbage actions ------------------------------------------------------------------------------

@pytest.mark.parametrize("action, key", [
    (Action("fly_away"), "error.unknown_action"),
    (Action("draw_deck", (1,)), "error.bad_action"),       # extra argument
    (Action("finish", (0,)), "error.bad_action"),
    (Action("clean", ()), "error.bad_action"),             # missing argument
    (Action("clean", (RED, 1)), "error.bad_action"),
    (Action("recruit_discard", ("dog",)), "error.bad_action"),
    (Action("recruit_discard", (True,)), "error.bad_action"),
    (Action("draw_supply", (None,)), "error.bad_action"),
    (Action("pay", (0,)), "error.bad_action"),
    (Action("assign_wild", (28, 1, 2)), "error.bad_action"),
    (Action("recruit_discard", (10**30,)), "dogs_alone.error.not_your_dog"),
    (Action("recruit_discard", (-1,)), "dogs_alone.error.not_your_dog"),
])
def test_garbage_actions_are_refused_with_a_reason(action, key):
    state = position(hands=[[dog(RED, 0)], [], []], messes=[[three_mess(RED)], [], []])
    assert refused(state, 0, action.kind, *action.args) == key


def test_seats_outside_the_table_are_refused():
    state = position()
    for seat in (3, -1, 99):
        assert refused(state, seat, "draw_deck") == "error.not_your_turn"
        assert RULES.legal_actions(state, seat) == []


def test_acting_out_of_turn_is_refused():
    state = position(hands=[[dog(RED, 0)], [dog(RED, 1)], []])
    assert refused(state, 1, "draw_deck") == "error.not_your_turn"
    assert refused(state, 1, "recruit_discard", dog(RED, 1)) == "error.not_your_turn"
    assert RULES.legal_actions(state, 1) == []


# -- resampling -------------------------------------------------------------------------------------

def test_resample_keeps_what_the_seat_sees_and_deals_the_rest():
    state = position(hands=[[dog(RED, 0)], [dog(BLUE, 0), dog(BLUE, 1)], [dog(GREEN, 0)]],
                     pools=[[], [dog(YELLOW, 0)], []])
    view = RULES.view(state, 0)
    others = set()
    for i in range(30):
        guess = RULES.resample(view, 0, random.Random(i))
        RULES.check(guess)
        assert RULES.view(guess, 0) == view
        assert guess.hands[0] == [dog(RED, 0)] and guess.pools == state.pools
        assert [len(h) for h in guess.hands] == [1, 2, 1]
        others.add(tuple(guess.hands[1]))
    assert len(others) > 20  # the other hands really are dealt at random


def test_resample_keeps_dogs_laid_towards_a_payment_in_the_payer_hand():
    reds = [dog(RED, 0), dog(RED, 1), dog(RED, 2)]
    state = position(hands=[reds + [dog(BLUE, 0)], [], []], phase=MESS,
                     mess_supply=[three_mess(RED), four_mess(RED), three_mess(BLUE),
                                  three_mess(GREEN)])
    act(state, 0, "pay", three_mess(RED), dog(RED, 1))
    view = RULES.view(state, 2)
    for i in range(10):
        guess = RULES.resample(view, 2, random.Random(i))
        assert dog(RED, 1) in guess.hands[0] and len(guess.hands[0]) == 4
        assert RULES.legal_actions(guess, 0)  # the payment can go on in the imagined state


def recipe_can_explain(state) -> bool:
    """Could the mess deck of ``state`` come from the recipe?  The cards already drawn are
    known only by number, and the Mario Hugo cards among them may have been anywhere."""
    plain = state.mess_total - len(MARIO_HUGO)
    drawn, revealed = state.mess_drawn, len(state.mario)
    rest = [MARIO_HUGO[0] if is_mario(m) else 0 for m in reversed(state.mess_deck)]
    for where in combinations(range(drawn), revealed):
        top = [MARIO_HUGO[0] if i in where else 0 for i in range(drawn)]
        deck = top + rest
        # and every Mario Hugo card in the lower half of the deck (the books' aim)
        in_lower_half = not any(is_mario(m) for m in deck[:len(deck) - len(deck) // 2])
        if in_lower_half and recipe_piles(deck, plain):
            return True
    return False


@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 5), steps=st.integers(0, 400))
def test_resampled_mess_decks_are_ones_the_recipe_can_build(seed, n, steps):
    state = started(n, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        for event in RULES.decide(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng):
            RULES.evolve(state, event)
    assert recipe_can_explain(state)
    seat = RULES.to_act(state)[0] if RULES.to_act(state) else 0
    for i in range(3):
        guess = RULES.resample(RULES.view(state, seat), seat, random.Random(seed + i))
        assert recipe_can_explain(guess)


def test_resampled_mario_hugo_positions_follow_the_recipe_odds():
    """At the start nothing is known: the first Mario Hugo of a resampled deck must be spread
    like in freshly built decks (31 messes + 4 Mario Hugo: never before the 19th card, the
    first of the lower half, and mostly 19-22)."""
    view = RULES.view(started(3, 0), 0)
    firsts = []
    for i in range(1500):
        deck = list(reversed(RULES.resample(view, 0, random.Random(i)).mess_deck))
        firsts.append(4 + min(j for j, m in enumerate(deck) if is_mario(m)))
    built = []
    for i in range(1500):
        deck = build_mess_deck(list(range(31)), random.Random(10_000 + i))
        built.append(min(j for j, m in enumerate(deck) if is_mario(m)))
    assert min(firsts) == min(built) == 18
    for position_ in range(18, 28):
        share = firsts.count(position_) / len(firsts)
        expected = built.count(position_) / len(built)
        assert abs(share - expected) < 0.05, position_


def test_a_state_cannot_be_resampled_from_a_view_with_a_wrong_deck_count():
    view = RULES.view(started(3, 1), 0)
    view["mess_deck_count"] += 1
    with pytest.raises(ValueError):
        RULES.resample(view, 0, random.Random(0))


def test_wild_colours_cannot_be_chosen_before_the_end():
    state = position(cleaned=[[28], [], []])
    assert refused(state, 0, "assign_wild", 28, GREEN) == "error.unknown_action"
