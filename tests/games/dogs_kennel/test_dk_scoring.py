"""Final scoring (rulebook "Pontuação final e vencedor") and the tie-break."""
from __future__ import annotations

from dogtable.games.dogs_kennel import pens
from dogtable.games.dogs_kennel.rules import OVER

from dk_positions import (
    BULLDOG, GOLDEN, LABRADOR, PASTOR, POODLE, ROTTWEILER, RULES, SAO_BERNARDO, VIRA_LATA, dog,
    game, in_infirmary, in_pen, sick,
)


def test_pen_patterns():
    P, B, G = POODLE, BULLDOG, GOLDEN
    assert pens.pen_points([dog(P), dog(P, 1)]) == 2
    assert pens.pen_points([dog(P), dog(P, 1), dog(B)]) == 3
    assert pens.pen_points([dog(P), dog(P, 1), dog(B), dog(B, 1)]) == 5
    assert pens.pen_points([dog(P), dog(P, 1), dog(P, 2)]) == 8
    assert pens.pen_points([dog(P, k) for k in range(4)]) == 12
    assert pens.pen_points([dog(P), dog(G)]) == 0 and pens.pen_points([dog(P)]) == 0


def finished(n=4):
    s = game(n)
    for seat in range(n):
        s.res[seat] = [0, 0, 0, 0]
        s.helper_paid[seat] = False
    s.phase = OVER
    return s


def test_a_kennel_worth_45_less_two_sick_dogs_makes_41():
    s = finished(4)
    s.built[0] = 4                                         # the 2 pt and 3 pt pens are built
    in_pen(s, 0, 0, *[dog(POODLE, k) for k in range(4)])   # quartet 12
    in_pen(s, 0, 1, dog(LABRADOR), dog(LABRADOR, 1), dog(LABRADOR, 2))   # trio 8
    in_pen(s, 0, 2, dog(BULLDOG), dog(BULLDOG, 1), dog(GOLDEN), dog(GOLDEN, 1))   # two pairs 5
    in_pen(s, 0, 3, dog(ROTTWEILER), dog(ROTTWEILER, 1), dog(VIRA_LATA))  # pair + single 3
    in_infirmary(s, 0, sick(PASTOR), sick(SAO_BERNARDO))
    s.res[0] = [1, 5, 1, 0]                                # 2 goods: no point; money scores nothing
    rows = {c: s2[0] for c, s2 in RULES.score_pad(s).cells.items()}
    assert rows == {"pens": 28, "extra_pens": 5, "breeds": 12, "helper": 0, "resources": 0,
                    "sick": -4}
    assert RULES.score_pad(s).totals()[0] == 45 - 4


def test_extra_pens_score_only_when_built_and_occupied():
    s = finished(3)
    s.built[0] = 5
    in_pen(s, 0, 4, dog(POODLE))
    assert RULES.score_pad(s).get("extra_pens", 0) == 5


def test_the_helper_scores_only_when_paid_in_the_last_round():
    s = finished(3)
    s.helper_paid[1] = True
    pad = RULES.score_pad(s)
    assert pad.get("helper", 1) == 2 and pad.get("helper", 0) == 0


def test_two_players_breeds_count_four_and_a_kennel_without_both_areas_loses_five():
    s = finished(2)
    in_pen(s, 0, 0, dog(BULLDOG))
    in_pen(s, 0, 1, dog(POODLE))
    in_pen(s, 1, 0, dog(BULLDOG, 1))
    pad = RULES.score_pad(s)
    assert pad.get("breeds", 0) == 8 and pad.get("mixed", 0) == 0
    assert pad.get("breeds", 1) == 4 and pad.get("mixed", 1) == -5


def test_a_tie_goes_to_the_kennel_with_more_healthy_dogs():
    s = finished(3)
    in_pen(s, 0, 0, dog(POODLE), dog(POODLE, 1))           # a pair 2 + one breed 2
    in_pen(s, 1, 0, dog(BULLDOG), dog(BULLDOG, 1))
    in_pen(s, 1, 1, dog(GOLDEN))                           # 2 + 4 (two breeds) = 6
    s.res[0] = [3, 0, 3, 0]                                # +2: 0 has 6 points too
    pad = RULES.score_pad(s)
    assert pad.totals()[0] == pad.totals()[1] == 6
    assert pad.winners() == [1] and pad.notes
    s.res[2] = [9, 0, 9, 3]                                # 21 goods: 7 points
    assert RULES.score_pad(s).winners() == [2]
