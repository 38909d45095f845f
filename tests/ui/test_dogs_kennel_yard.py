"""The dogs a pick-up collected wait in their kennel's yard.  Seen in the real window (pt,
1280x720, four kennels): four dogs from one trip shrank to 14 px, too small to tell apart,
beside a garage left empty while the pick-up was out on the map.  Another seat's garage
lends its room while that pick-up is away (the viewer's own stays clear: the pick-up is
dragged home there)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from board_kit import attach, new_session, play_until, screen  # noqa: F401
from dogtable.games.dogs_kennel.view.layout import HOME, placements


def _trip_with_cargo(session, seat, legal):
    st = session.state
    return any(st.pos[s] != HOME and len(st.truck[s]) >= 3 for s in range(st.n))


@pytest.mark.parametrize("size", [(1000, 666), (736, 545), (1620, 1025)])
def test_dogs_of_a_pickup_out_on_the_map_use_the_garages_room(screen, size):
    session, seat = play_until(lambda seed: new_session("dogs_kennel", 4, seed), _trip_with_cargo,
                               seeds=range(1, 40))
    _ctx, view = attach(session, viewer=seat, size=size)
    view.draw(screen)
    geo, v = view.geo, view.view
    placed = placements(geo, v)
    checked = 0
    for s, k in geo.kennels.items():
        dogs = list(v["truck"][s]) + list(v["loose"][s])
        if v["pos"][s] == HOME or v["pos"][s] not in geo.centres or len(dogs) < 3 or s == seat:
            continue
        rects = [placed[f"tok:{t}"] for t in dogs]
        room = (k.yard.width - 2) // len(dogs) - 2   # one row across the whole yard
        want = min(k.token, room, k.yard.height - 4)
        assert min(r.width for r in rects) >= want, (s, size, [r.width for r in rects], want)
        for a in rects:
            assert k.yard.contains(a), (s, a, k.yard)
            assert sum(a.colliderect(b) for b in rects) == 1, (s, "dogs overlap")
        checked += 1
    assert checked


@pytest.mark.parametrize("size", [(1000, 666), (736, 545), (1620, 1025)])
def test_a_pickup_on_any_space_stays_on_the_map(screen, size):
    """Seen at 1920x1080: a pick-up on a space at the map's right edge stood over the first
    kennel's infirmary."""
    from dogtable.games.dogs_kennel.view.layout import truck_spots
    session = new_session("dogs_kennel", 4, 1)
    _ctx, view = attach(session, viewer=0, size=size)
    geo = view.geo
    for sp in geo.centres:
        v = dict(view.view)
        v["pos"] = [sp] * v["n"]
        for s, rect in truck_spots(geo, v).items():
            assert geo.map.contains(rect), (sp, s, rect, geo.map)
