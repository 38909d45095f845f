"""The coach's marks leave the DOGS map's small numbers readable (issue 23): the lost-dog
reward on each space's coin and, while the pick-up is picked up, the fuel each reachable space
costs lie under no part of the ring, the dashed target or the arrow."""
import pygame

from dogtable.games.dogs_kennel.city_map import CENTER
from dogtable.games.dogs_kennel.view.layout import cost_badge, reward_coin_spot
from dogtable.ui.table import coach as marks

from board_kit import attach, new_session, screen  # noqa: F401


def _moves(board):
    return [a for a in board.legal if a.kind == "move"]


def _same(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> bool:
    rect = rect.clip(before.get_rect())
    return all(before.get_at((x, y)) == after.get_at((x, y))
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def _marked(board, action, surface):
    board.draw(surface)
    before = surface.copy()
    marks.point_at(surface, board, action)
    return before, surface


def test_every_move_hint_leaves_the_reward_coins_readable(screen):
    session = new_session("dogs_kennel", 2, 3)
    for size in ((1024, 600), (1280, 720)):
        ctx, board = attach(session, viewer=0, size=size)
        moves = _moves(board)
        assert moves, "seat 0 starts phase 1 with a move to make"
        touched = 0
        for action in moves:
            surface = pygame.Surface(size)
            before, after = _marked(board, action, surface)
            assert before.get_view("2").raw != after.get_view("2").raw, "the pointer is drawn"
            for sp in board.geo.centres:
                if sp == CENTER:   # the centre has no reward
                    continue
                coin = reward_coin_spot(board.geo, sp)
                assert _same(before, after, coin), (size, action, sp)
            touched += 1
        assert touched == len(moves)


def test_the_fuel_costs_stay_readable_under_the_marks(screen):
    session = new_session("dogs_kennel", 2, 3)
    ctx, board = attach(session, viewer=0, size=(1280, 720))
    board.drag.selected = f"truck:{board.seat}"   # the pick-up picked up: its costs show
    costs, _ = board.move_costs()
    assert costs
    rects = {sp: cost_badge(board.geo, sp) for sp in costs}
    assert all(r in board.readable_rects() for r in rects.values())
    for action in _moves(board):
        surface = pygame.Surface((1280, 720))
        before, after = _marked(board, action, surface)
        for sp, rect in rects.items():
            assert _same(before, after, rect), (action, sp)
