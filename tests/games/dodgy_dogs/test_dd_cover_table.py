"""can_cover answers from a table of pack positions: the same answer as the rule worked out,
for every pair of cards of both packs and for ids no pack holds."""
from __future__ import annotations

from dogtable.games.dodgy_dogs.cards import PACK
from dogtable.games.dodgy_dogs.rules import _covers, can_cover


def test_the_table_is_the_rule_for_every_pair():
    ids = list(range(-PACK, 3 * PACK)) + [10 ** 12 + 5, -(10 ** 12)]
    for top in ids:
        for card in ids:
            assert can_cover(card, top) is _covers(card, top), (card, top)


def test_the_rule_still_matches_by_size_or_behaviour_across_packs():
    # ids 0 and 1: barking small; 2: barking medium; 8: chasing small; second pack = + PACK
    assert can_cover(2, PACK + 0) and can_cover(PACK + 8, 1)
    assert not can_cover(PACK + 10, 0)      # chasing medium on barking small
    assert can_cover(60, PACK + 52)         # the Crafty Cat goes on anything
    assert not can_cover(48, 52)            # a Leader not on a Whisperer
