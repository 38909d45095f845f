"""The rulebook points issue 8 asked about: redistribution for everyone at the end of phase 1,
donation only when no arrangement has room, the full-pen bonus once per pen, and undo never
reaching past the moment the decision passed on."""
from __future__ import annotations

from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session
from dogtable.games.dogs_kennel import pens
from dogtable.games.dogs_kennel.components import LOST, MONEY, status
from dogtable.games.dogs_kennel.rules import ARRANGE, BOX, MOVE, OFFER, PLACE, DogsKennelRules

from dk_positions import (
    BEAGLE, GOLDEN, POODLE, VIRA_LATA, act, clear_board, dog, extract, game, in_pen, kinds,
    on_board, refused, turn,
)


def _waiting(s, seat, *dogs):
    for t in dogs:
        extract(s, t)
        s.loose[seat].append(t)


# -- "o final da fase 1 é o único momento da rodada em que os jogadores podem REDISTRIBUIR seus
#    cães sadios": every kennel, not only the ones whose truck brought dogs ---------------------

def test_a_player_who_stayed_home_may_still_redistribute_at_the_end_of_phase_1():
    s = game(3)
    in_pen(s, 0, 0, dog(POODLE), dog(BEAGLE))
    in_pen(s, 0, 1, dog(POODLE, 1))
    turn(s, MOVE, 0)
    for seat in range(3):
        act(s, seat, "stay_home")
    assert s.phase == ARRANGE and s.current == 0        # seat 0 brought nothing, yet is asked
    act(s, 0, "lift", dog(POODLE, 1))
    act(s, 0, "place", dog(POODLE, 1), 0)                 # the pair of Poodles now shares a pen
    assert pens.pen_points(s.pens[0][0]) == 3
    act(s, 0, "finish")
    assert s.phase == PLACE                              # seats 1 and 2 have no dogs to move


def test_a_player_who_brought_back_only_a_lost_dog_may_redistribute():
    s = game(3)
    clear_board(s)
    lost_dog = next(t for t in s.supply[0] if status(t) == LOST)
    on_board(s, 0, lost_dog)
    in_pen(s, 1, 0, dog(GOLDEN))
    turn(s, MOVE, 0)
    act(s, 0, "stay_home")
    act(s, 1, "move", 0)            # the lost dog goes to the Fair, nothing rides home
    act(s, 2, "stay_home")
    act(s, 1, "return_home", 0)
    assert s.loose[1] == [] and s.phase == ARRANGE and s.current == 1


# -- a dog is donated only when no arrangement of the built pens can house it -------------------

def _crowded(s):
    """Two built pens: Poodle pair + a Mutt, and a Mutt + a Golden; a Beagle waits.  As the
    pens stand no pen takes the Beagle (each already holds two breeds), but Poodles + Golden
    and Mutts + Beagle house all six."""
    in_pen(s, 0, 0, dog(POODLE), dog(POODLE, 1), dog(VIRA_LATA))
    in_pen(s, 0, 1, dog(VIRA_LATA, 1), dog(GOLDEN))
    _waiting(s, 0, dog(BEAGLE))
    return turn(s, ARRANGE, 0)


def test_finishing_is_refused_while_a_rearrangement_would_house_the_waiting_dog():
    s = _crowded(game(4))
    from dogtable.games.dogs_kennel.rules import DogsKennelRules as _R
    assert not [a for a in _R().legal_actions(s, 0) if a.kind == "place"]   # nothing fits as is
    assert refused(s, 0, "place", dog(BEAGLE), 0) == "dogs_kennel.error.pen_refuses"
    assert refused(s, 0, "place", dog(BEAGLE), 1) == "dogs_kennel.error.pen_refuses"
    assert refused(s, 0, "finish") == "dogs_kennel.error.rearrange_to_fit"
    # rearranged by hand, each dog moved once, everyone finds a place and nothing is donated
    act(s, 0, "lift", dog(VIRA_LATA))
    act(s, 0, "place", dog(VIRA_LATA), 1)
    act(s, 0, "lift", dog(GOLDEN))
    act(s, 0, "place", dog(GOLDEN), 0)
    act(s, 0, "place", dog(BEAGLE), 1)
    act(s, 0, "finish")
    assert s.don_dogs == [] and s.phase != OFFER and len(s.healthy(0)) == 6


def test_arrange_best_houses_every_dog_an_arrangement_can_house():
    s = _crowded(game(4))
    act(s, 0, "arrange_best")
    assert s.loose[0] == [] and len(s.healthy(0)) == 6
    act(s, 0, "finish")
    assert s.don_dogs == []


def test_when_no_arrangement_has_room_the_player_chooses_the_dog_to_donate():
    s = game(4)
    in_pen(s, 0, 0, dog(POODLE), dog(POODLE, 1), dog(POODLE, 2))
    in_pen(s, 0, 1, dog(GOLDEN), dog(GOLDEN, 1), dog(BEAGLE), dog(BEAGLE, 1))
    _waiting(s, 0, dog(VIRA_LATA))
    turn(s, ARRANGE, 0)
    # four breeds in two pens: seven of the eight dogs at most.  The Mutt could go, but the
    # player may keep it and give up a Poodle instead ("ele pode escolher qual cão doar")
    act(s, 0, "lift", dog(POODLE, 2))
    act(s, 0, "place", dog(VIRA_LATA), 0)
    events = act(s, 0, "finish")
    assert next(e for e in events if e.kind == "ArrangeFinished")["donated"] == [dog(POODLE, 2)]


# -- the full-pen bonus: once for each pen of the kennel ("apenas uma vez por cada baia") ------

def test_each_pen_pays_the_full_pen_bonus_once_in_the_game():
    s = game(4)
    quartet = [dog(POODLE, k) for k in range(4)]
    in_pen(s, 0, 0, *quartet)
    s.bonus_paid[0][0] = True              # pen 0 was paid when the quartet first filled it
    money = s.res[0][MONEY]
    turn(s, ARRANGE, 0)
    for t in quartet:                      # the quartet moves into pen 1, which never paid
        act(s, 0, "lift", t)
        act(s, 0, "place", t, 1)
    events = act(s, 0, "finish")
    assert [e["pen"] for e in events if e.kind == "PenBonus"] == [1]
    assert s.res[0][MONEY] == money + 1
    # next round it moves back into pen 0: both pens have paid, nothing more
    turn(s, ARRANGE, 0)
    for t in quartet:
        act(s, 0, "lift", t)
        act(s, 0, "place", t, 0)
    events = act(s, 0, "finish")
    assert "PenBonus" not in kinds(events) and s.res[0][MONEY] == money + 1


# -- undo never takes back a move once the decision has passed to another seat -------------------

def _session(n=2):
    return Session(DogsKennelRules(), [Seat(f"P{i}", "human") for i in range(n)],
                   {"first_player": 0}, 7)


def test_a_truck_move_cannot_be_undone_once_the_next_seat_is_to_move():
    sess = _session()
    move = next(a for a in sess.legal_actions(0) if a.kind == "move")
    sess.act(0, move)
    assert sess.to_act() == [1]
    assert not sess.can_undo(0) and not sess.undo(0)


def test_steps_inside_ones_own_turn_can_still_be_undone():
    sess = _session()
    while sess.state.phase != PLACE:                      # everyone goes home at once
        seat = sess.to_act()[0]
        legal = sess.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("stay_home", "return_home", "finish",
                                                    "refuse", "fuel_done")), legal[0])
        sess.act(seat, pick)
    seat = sess.to_act()[0]
    place = next(a for a in sess.legal_actions(seat) if a.kind == "place_meeple")
    sess.act(seat, place)
    assert sess.state.phase == BOX
    assert sess.can_undo(seat)                            # the same turn: taking it back is fine
    end = Action("end_turn")
    sess.act(seat, end)
    assert not sess.can_undo(seat)                        # the turn has passed on
