"""The Dog Fair's row: one token per breed, its count ("×3") after it.  Seen in the real window
(es, 1280x720, four kennels, six breeds at the Fair): "×2" lay under the next breed's token."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable.games.dogs_kennel.components import breed
from dogtable.games.dogs_kennel.view.layout import fair_groups

from board_kit import attach, new_session, screen  # noqa: F401


@pytest.mark.parametrize("size", [(736, 545), (1000, 666), (1620, 1025)])
@pytest.mark.parametrize("players", [2, 4])
def test_a_breeds_count_never_runs_under_the_next_token(screen, size, players):
    _ctx, view = attach(new_session("dogs_kennel", players, 1), viewer=0, size=size)
    geo = view.geo
    by_breed: dict[int, list[int]] = {}
    for t in range(200):
        try:
            by_breed.setdefault(breed(t), []).append(t)
        except Exception:
            break
    breeds = sorted(b for b, ts in by_breed.items() if len(ts) >= 3)
    for n in range(1, min(6, len(breeds)) + 1):   # (more breeds: the count goes on the token)
        for many in (1, 2, 3):
            v = dict(view.view)
            v["fair"] = [t for b in breeds[:n] for t in by_breed[b][:many]]
            rects = fair_groups(geo, v)
            order = sorted(rects.items(), key=lambda kv: kv[1].x)
            f = geo.font
            for (b, r), (_b2, nxt) in zip(order, order[1:]):
                assert geo.fair_dogs.contains(r)
                if many > 1:
                    label = view.text.render(f"×{many}", max(8, f - 2), (255, 255, 255), bold=True)
                    assert r.right + 1 + label.get_width() <= nxt.x, (size, n, many, r, nxt)
                else:
                    assert not r.colliderect(nxt)
