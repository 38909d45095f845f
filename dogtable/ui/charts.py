"""Charts drawn with pygame (no plotting library): running scores over a game, a player's
results over time, each seat in its theme colour *and* a marker shape of its own, so colour
is never the only cue.

The numbers come from plain functions (``running_totals``, ``results_over_time``,
``head_to_head``) that tests call without drawing.
"""
from __future__ import annotations

import math

import pygame

from dogtable.ui import theme

SHAPES = ("circle", "square", "triangle", "diamond", "cross", "star")


def seat_colour(seat: int):
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def seat_shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


# -- numbers ----------------------------------------------------------------------------------------
def running_totals(rules, log, chapter_key: str | None = None):
    """(labels, totals): the score pad's totals per seat at the start of the game, at the end
    of each round (or turn, in a game without rounds) and at the end.  ``labels`` are
    (kind, number) pairs for the x axis: ("start", 0), ("round", 1), ... the last round (or
    ("end", 0) in a game whose view names no round or turn)."""
    state = rules.new_state()
    labels: list[tuple[str, int]] = []
    totals: list[list[int]] = []
    key = chapter_key
    previous = None

    def score() -> list[int] | None:
        try:
            return [int(x) for x in rules.score_pad(state).totals()]
        except Exception:   # a state the score pad cannot read yet (mid-deal): skip it
            return None

    for step, entry in enumerate(log):
        public = rules.view(state, None) if step else None
        number = public.get(key) if key and isinstance(public, dict) else None
        if step and isinstance(number, int) and number != previous and previous is not None:
            now = score()           # the chapter ``previous`` just ended
            if now is not None and previous < 1 and labels:
                totals[-1] = now    # a chapter 0 is set-up before the first round: still "start"
            elif now is not None:
                labels.append((key, previous))
                totals.append(now)
        if step:
            previous = number if isinstance(number, int) else previous
        for event in entry.events:
            rules.evolve(state, event)
        if step == 0:
            public = rules.view(state, None)
            if key is None and isinstance(public, dict):
                key = next((k for k in ("round", "turn") if isinstance(public.get(k), int)), None)
            number = public.get(key) if key and isinstance(public, dict) else None
            previous = number if isinstance(number, int) else None
            now = score()
            if now is not None:
                labels.append(("start", 0))
                totals.append(now)
    now = score()
    if now is not None:   # the game's end closes its last round (or turn)
        labels.append((key, previous) if key and isinstance(previous, int) else ("end", 0))
        totals.append(now)
    return labels, totals


def results_over_time(infos, name: str, kind: str | None, game: str):
    """[(when, score, won)] of the player ``name`` (and ``kind``, when given) in the kept
    games of ``game`` (storage.save_info.SaveInfo, any order), oldest first."""
    from dogtable.storage.history import name_key

    wanted = name_key(name)
    out = []
    for info in infos:
        if info.game != game or len(info.scores) != len(info.seats):
            continue
        for seat, (seat_name, seat_kind) in enumerate(info.seats):
            if name_key(seat_name) == wanted and (kind is None or seat_kind == kind):
                out.append((info.saved_at, info.scores[seat], seat in info.winners))
                break
    return sorted(out)


def head_to_head(infos, game: str | None = None, limit: int = 6):
    """(names, table): for the names who have played most, table[a][b] is how many kept games
    ``a`` won and ``b`` did not, among those both played; None when they never met."""
    from dogtable.storage.history import name_key

    shown: dict[str, str] = {}
    games: dict[str, int] = {}
    for info in infos:
        if game is None or info.game == game:
            for seat_name, _kind in info.seats:
                key = name_key(seat_name)
                shown.setdefault(key, seat_name)
                games[key] = games.get(key, 0) + 1
    keys = sorted(games, key=lambda k: (-games[k], k))[:limit]
    index = {k: i for i, k in enumerate(keys)}
    table: list[list[int | None]] = [[None] * len(keys) for _ in keys]
    for info in infos:
        if game is not None and info.game != game:
            continue
        present = {}
        for seat, (seat_name, _kind) in enumerate(info.seats):
            if name_key(seat_name) in index:
                present.setdefault(name_key(seat_name), seat)
        for a, sa in present.items():
            for b, sb in present.items():
                if a == b:
                    continue
                won = 1 if sa in info.winners and sb not in info.winners else 0
                table[index[a]][index[b]] = (table[index[a]][index[b]] or 0) + won
    return [shown[k] for k in keys], table


# -- drawing ----------------------------------------------------------------------------------------
def draw_marker(surface, shape: str, centre, radius: int, colour, filled: bool = True) -> None:
    x, y = int(centre[0]), int(centre[1])
    r = max(2, radius)
    width = 0 if filled else 2
    outline = (20, 30, 26)
    if shape == "circle":
        pygame.draw.circle(surface, colour, (x, y), r, width)
        if filled:
            pygame.draw.circle(surface, outline, (x, y), r, 1)
        return
    if shape == "square":
        rect = pygame.Rect(0, 0, 2 * r - 1, 2 * r - 1)
        rect.center = (x, y)
        pygame.draw.rect(surface, colour, rect, width)
        if filled:
            pygame.draw.rect(surface, outline, rect, 1)
        return
    if shape == "cross":
        d = r
        pygame.draw.line(surface, outline, (x - d, y - d), (x + d, y + d), 5)
        pygame.draw.line(surface, outline, (x - d, y + d), (x + d, y - d), 5)
        pygame.draw.line(surface, colour, (x - d, y - d), (x + d, y + d), 3)
        pygame.draw.line(surface, colour, (x - d, y + d), (x + d, y - d), 3)
        return
    if shape == "triangle":
        points = [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)]
    elif shape == "diamond":
        points = [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
    else:   # star
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            rr = r + 2 if i % 2 == 0 else (r + 2) * 0.45
            points.append((x + rr * math.cos(angle), y + rr * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points, width)
    if filled:
        pygame.draw.polygon(surface, outline, points, 1)


def nice_ticks(low: float, high: float, count: int = 4) -> list[int]:
    """Whole-number tick values covering [low, high], at a round step."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    step = max(1, int(step))
    start = int(math.floor(low / step) * step)
    ticks = []
    value = start
    while value <= high + step * 0.001:
        ticks.append(value)
        value += step
    if ticks[-1] < high:
        ticks.append(ticks[-1] + step)
    return ticks


def draw_line_chart(surface, rect: pygame.Rect, series: list[list[float]], x_labels: list[str],
                    names: list[str], seats: list[int] | None = None, title: str = "",
                    won: list[list[bool]] | None = None) -> None:
    """Lines of points (one list per series, the same length as ``x_labels``; None where a
    series has no value) with each
    series' colour and marker, a y axis of round numbers and a legend of names.  ``won``
    (per point) draws a won game's marker filled and any other hollow."""
    seats = seats if seats is not None else list(range(len(series)))
    pygame.draw.rect(surface, theme.FELT_DARK, rect, border_radius=8)
    small = theme.SMALL_FONT - 2
    fnt = theme.font(small)
    top = rect.top + 8
    if title:
        r = theme.draw_text(surface, title, (rect.left + 10, top), theme.SMALL_FONT, theme.HILITE,
                            bold=True, anchor="topleft", max_width=rect.width - 20)
        top = r.bottom + 4
    # the legend: one line of "marker name" per series, wrapping
    x, legend_h = rect.left + 12, fnt.get_linesize() + 4
    y = top
    for i, name in enumerate(names):
        w = 22 + min(fnt.size(name)[0], 160) + 14
        if x + w > rect.right - 8 and x > rect.left + 12:
            x, y = rect.left + 12, y + legend_h
        draw_marker(surface, seat_shape(seats[i]), (x + 7, y + legend_h // 2 - 1), 6,
                    seat_colour(seats[i]))
        theme.draw_text(surface, name, (x + 18, y + legend_h // 2 - 1), small, theme.CREAM,
                        anchor="midleft", max_width=160)
        x += w
    top = y + legend_h + 4
    values = [v for s in series for v in s if v is not None]
    if not values or not x_labels:
        return
    ticks = nice_ticks(min(values), max(values))
    label_w = max(fnt.size(str(t))[0] for t in ticks) + 10
    plot = pygame.Rect(rect.left + 10 + label_w, top + 6, rect.width - 30 - label_w,
                       rect.bottom - top - 6 - fnt.get_linesize() - 12)
    if plot.width < 20 or plot.height < 20:
        return
    low, high = ticks[0], ticks[-1]

    def py(v: float) -> int:
        return int(plot.bottom - (v - low) / (high - low or 1) * plot.height)

    def px(i: int) -> int:
        n = len(x_labels)
        return int(plot.left + (i / (n - 1) if n > 1 else 0.5) * plot.width)

    for tick in ticks:
        y = py(tick)
        pygame.draw.line(surface, (60, 100, 84), (plot.left, y), (plot.right, y), 1)
        theme.draw_text(surface, str(tick), (plot.left - 6, y), small, theme.MUTED,
                        anchor="midright")
    if low < 0 < high:
        pygame.draw.line(surface, theme.MUTED, (plot.left, py(0)), (plot.right, py(0)), 1)
    pygame.draw.line(surface, theme.MUTED, plot.bottomleft, plot.topleft, 1)
    # x labels: as many as fit without touching
    room = max(1, plot.width // max(1, len(x_labels) - 1 or 1))
    widest = max(fnt.size(label)[0] for label in x_labels) + 8
    every = max(1, math.ceil(widest / room)) if len(x_labels) > 1 else 1
    last = len(x_labels) - 1
    for i, label in enumerate(x_labels):
        # the last label always shows; a regular one too close before it gives way ("T77T80")
        if i == last or (i % every == 0 and (last - i) * room >= widest):
            theme.draw_text(surface, label, (px(i), plot.bottom + 4), small, theme.MUTED,
                            anchor="midtop")
    radius = 5 if len(x_labels) < 30 else 3
    for k, points in enumerate(series):
        colour = seat_colour(seats[k])
        # None: no value there (a player with fewer games); the line simply stops
        coords = [(i, (px(i), py(v))) for i, v in enumerate(points) if v is not None]
        if len(coords) > 1:
            pygame.draw.lines(surface, colour, False, [c for _i, c in coords], 3)
        for i, c in coords:
            filled = True if won is None else bool(won[k][i])
            draw_marker(surface, seat_shape(seats[k]), c, radius, colour, filled)
