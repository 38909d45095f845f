"""A rival's cards stay apart at every window size (issue 25).  Seen in the real window (four
kennels): six cards in a row a third of a kennel wide overlapped into slivers; three Dog Swap
cards looked like one blue band.  Now cards lie side by side, never over one another; alike
cards pile with their count beside them ("×3"); kinds that find no room lie under the last
card, which says how many ("+2") and whose tooltip names them."""
import random

import pytest

from dogtable import i18n
from dogtable.games.dogs_kennel.components import card_kind
from dogtable.games.dogs_kennel.view import art
from dogtable.games.dogs_kennel.view.hands import MIN_CARD_W, look, pile_count, piles

from board_kit import attach, new_session, screen, table_board_rect  # noqa: F401

WINDOWS = [(1024, 600), (1280, 720), (1920, 1080)]
SPECIALS = [c for c in range(40) if card_kind(c) != "resource"]


def deal(players: int, rng: random.Random) -> list[list[int]]:
    """Up to six special cards for each seat, none held twice; the second seat holds six of
    six kinds (the most a row must show apart)."""
    pool = list(SPECIALS)
    distinct = []
    for c in pool:
        if look(c) not in {look(x) for x in distinct} and len(distinct) < 6:
            distinct.append(c)
    rest = [c for c in pool if c not in distinct]
    rng.shuffle(rest)
    hands = [[] for _ in range(players)]
    hands[1] = distinct
    for s in range(players):
        if s != 1:
            n = rng.randint(1, 6)
            hands[s], rest = rest[:n], rest[n:]
    return hands


def board_with(players: int, window, hands, lang="en", viewer=0):
    session = new_session("dogs_kennel", players, 1)
    for s, h in enumerate(hands):
        session.state.hands[s] = list(h)
    _ctx, board = attach(session, viewer=viewer, size=table_board_rect(window).size)
    return board


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_kennels_cards_lie_apart_or_piled_with_a_count(window, players):
    rng = random.Random(players * 7 + window[0])
    for _ in range(6):
        hands = deal(players, rng)
        board = board_with(players, window, hands)
        _surf, _drawn, texts = art.paint_static(board)
        for s, k in board.geo.kennels.items():
            hand = hands[s]
            rects = {c: board.places[f"card:{c}"] for c in hand}
            assert all(k.hand.contains(r) for r in rects.values()), (window, players, s, rects, k.hand)
            stacks = piles(board.places, hand)
            assert sum(len(p) for p in stacks) == len(hand)
            tops = [rects[p[0]] for p in stacks]
            for i, a in enumerate(tops):
                assert a.width >= MIN_CARD_W, (window, players, s, a)
                assert not any(a.colliderect(b) for b in tops[i + 1:]), (window, players, s, tops)
            for pile in stacks:
                if len(pile) > 1:
                    assert pile_count(pile) in texts, (window, players, s, pile)
            # cards of different looks share a place only where the row has no room for them
            mixed = [p for p in stacks if len({look(c) for c in p}) > 1]
            kinds = len({look(c) for c in hand})
            if mixed:
                assert kinds * (MIN_CARD_W + 2) > k.hand.width - 2, (window, players, s, stacks)
            else:
                assert len(stacks) in (kinds, len(hand)), (window, players, s, stacks)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_piles_top_card_answers_the_pointer_and_its_tooltip_counts_the_pile(lang):
    i18n.set_language(lang)
    hands = [[38], [20, 21, 22, 23, 26, 31], [24, 28, 29, 32, 34, 39], [25, 33]]
    board = board_with(4, (1024, 600), hands, lang)
    swaps = next(p for p in piles(board.places, hands[1]) if 20 in p)
    assert swaps == [20, 21, 22]
    at = board.places["card:20"].center
    assert board.drag.item_at(at) == "card:20"
    lines = board.tooltip_lines("card:20")
    assert i18n.t("dogs_kennel.board.tip.card_pile", count=3) in lines
    mixed = [p for p in piles(board.places, hands[2]) if len({look(c) for c in p}) > 1]
    if mixed:   # the kinds without room: the top card's tooltip names those under it
        top = mixed[0][0]
        under = board.tooltip_lines(f"card:{top}")[-1]
        from dogtable.games.dogs_kennel.words import card_name
        assert all(card_name(c, i18n.t) in under for c in mixed[0][1:]), under
