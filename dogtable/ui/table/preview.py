"""Render a game's board headlessly to PNG files, mid-game, to look at the layout.

    PYTHONPATH=. python3 -m dogtable.ui.table.preview out_dir [game] [--lang es]
"""
from __future__ import annotations

import sys
from pathlib import Path

from .context import HeadlessContext, headless_pygame, random_moves


def render(path: Path, size=(1280, 720), players: int = 3, seed: int = 1, moves: int = 60,
           viewer: int | None = 0, game_id: str = "dogs_alone", hover: tuple[int, int] | None = None,
           settle: bool = True):
    """Draw one board to ``path``; returns (context, view) for further checks."""
    import pygame
    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session

    screen = headless_pygame(size)
    spec = get_game(game_id)
    names = ["Ana", "Rex", "Bo", "Lucía", "Joaquim", "Mei", "Tobías", "Zoë"][:players]
    kinds = ["human"] + ["medium"] * (players - 1)
    session = Session(spec.rules(), [Seat(n, k) for n, k in zip(names, kinds)],
                      {"first_player": 0}, seed)
    random_moves(session, moves, seed)
    ctx = HeadlessContext(session, viewer=viewer, speed=0.0)
    view = spec.view_factory()(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, *size))
    ctx.refresh()
    if hover is not None:
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0)))
        view.update(1.0)
    view.update(0.016)
    screen.fill((0, 0, 0))
    view.draw(screen)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(screen, str(path))
    return ctx, view


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "previews")
    if "--lang" in argv:
        from dogtable import i18n
        i18n.set_language(argv[argv.index("--lang") + 1])
    for size in ((640, 400), (1024, 600), (1280, 720), (2560, 1440)):
        for players in (2, 3, 5):
            render(out / f"board_{size[0]}x{size[1]}_{players}p.png", size, players)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
