"""Every word at 4.5:1 or more against what is behind it, and seat colours that stay apart
for colour-blind players (issue 25), computed from the palettes themselves.

Contrast is WCAG's ratio of relative luminances.  Colour vision deficiency is simulated with
Machado, Oliveira & Fernandes (2009) at severity 1.0 on linear sRGB; distances are CIEDE2000
in CIELAB (D65)."""
from __future__ import annotations

import itertools
import math

import pygame
import pytest

from dogtable.games.dodgy_dogs.view import art_icons as dodgy_icons
from dogtable.games.dog_lover.view import art as lover_art
from dogtable.games.dogs_alone.view import art as alone_art
from dogtable.games.dogs_kennel.view import art_pieces as kennel_pieces
from dogtable.ui import theme as shell
from dogtable.ui.table import cardart
from dogtable.ui import theme as kit   # one theme: the table's colours live there too
from dogtable.ui.table.text import TextCache

AA = 4.5
DODGY_DARK = (40, 30, 10)


# -- contrast ---------------------------------------------------------------------------------------
def band_pairs():
    """(what, band colour, its text colour) for every coloured band that carries a name."""
    for i, (fill, ink) in enumerate(zip(alone_art.SUIT_RGB, alone_art.SUIT_INK)):
        yield f"dogs_alone suit {i}", fill, ink
    yield "dogs_alone Mario Hugo", alone_art.MARIO_BAND, (255, 255, 255)
    for kind, fill in lover_art.KIND_COLOURS.items():
        yield f"dog_lover {kind}", fill, cardart.ink_on(fill)
    yield "dog_lover special trick", lover_art.SPECIAL_TRICK, cardart.ink_on(lover_art.SPECIAL_TRICK)
    for i, (fill, ink) in enumerate(zip(lover_art.CUBE_COLOURS, lover_art.CUBE_INK)):
        yield f"dog_lover cube {i}", fill, ink
    for i, fill in enumerate(dodgy_icons.BEHAVIOUR_RGB):
        yield f"dodgy_dogs behaviour {i}", fill, cardart.ink_on(fill, dark=DODGY_DARK)
    for kind, fill in dodgy_icons.SPECIAL_RGB.items():
        yield f"dodgy_dogs {kind}", fill, cardart.ink_on(fill, dark=DODGY_DARK)
    # the words under a card's picture: the colour darkened, on the card's cream
    for i, fill in enumerate(alone_art.SUIT_RGB):
        yield f"dogs_alone foot {i}", cardart.CREAM, cardart.shade(fill, 0.6)
    for i, fill in enumerate(list(dodgy_icons.BEHAVIOUR_RGB) + list(dodgy_icons.SPECIAL_RGB.values())):
        yield f"dodgy_dogs foot {i}", cardart.CREAM, cardart.shade(fill, 0.5)
    yield "dogs_kennel card title", cardart.CREAM, kennel_pieces.INK


def theme_pairs():
    for ink in ("TEXT", "TEXT_DIM", "ACCENT"):
        for ground in ("TABLE_PANEL", "PANEL_ACTIVE", "FELT", "FELT_DARK"):
            yield f"table {ink} on {ground}", getattr(kit, ground), getattr(kit, ink)
    yield "table button", kit.BUTTON, kit.BUTTON_TEXT
    yield "table button hovered", kit.BUTTON_HOVER, kit.BUTTON_TEXT
    yield "table tooltip", kit.TOOLTIP_BG, kit.TEXT_DARK
    yield "table badge", kit.BADGE_BG, kit.BADGE_TEXT
    yield "table score on badge", kit.BADGE_BG, kit.ACCENT
    for ink in ("CREAM", "MUTED", "ACCENT", "HILITE", "DANGER"):
        for ground in ("PANEL", "FELT", "FELT_DARK"):
            yield f"shell {ink} on {ground}", getattr(shell, ground), getattr(shell, ink)
    for i, colour in enumerate(shell.SEAT_COLOURS):   # a seat's number on its disc
        yield f"seat {i + 1} number", colour, (20, 20, 20)


@pytest.mark.parametrize("what, ground, ink", list(band_pairs()) + list(theme_pairs()),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_every_text_reads_at_4_5_to_1(what, ground, ink):
    assert cardart.contrast(ground, ink) >= AA, (what, ground, ink, round(cardart.contrast(ground, ink), 2))


def test_the_contrast_formula_matches_wcag():
    assert cardart.contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert cardart.contrast((60, 150, 76), (255, 255, 255)) == pytest.approx(3.71, abs=0.01)  # the old green
    assert cardart.ink_on((226, 132, 44)) == cardart.INK          # dark words on orange
    assert cardart.ink_on((46, 58, 110)) == (255, 255, 255)


# -- colour vision ----------------------------------------------------------------------------------
PROTANOPIA = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998))
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))
NORMAL = ((1, 0, 0), (0, 1, 0), (0, 0, 1))


def linear(v: float) -> float:
    v /= 255.0
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def lab(rgb, matrix) -> tuple[float, float, float]:
    lin = [linear(c) for c in rgb]
    r, g, b = (min(1.0, max(0.0, sum(row[j] * lin[j] for j in range(3)))) for row in matrix)
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2) -> float:
    (L1, a1, b1), (L2, a2, b2) = lab1, lab2
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dlp, dcp = L2 - L1, c2p - c1p
    dhp = 0.0
    if c1p * c2p:
        dhp = h2p - h1p
        dhp = dhp - 360 if dhp > 180 else dhp + 360 if dhp < -180 else dhp
    dHp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lbp, cbp = (L1 + L2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    else:
        hbp = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbp - 30)) + 0.24 * math.cos(math.radians(2 * hbp))
         + 0.32 * math.cos(math.radians(3 * hbp + 6)) - 0.20 * math.cos(math.radians(4 * hbp - 63)))
    dtheta = 30 * math.exp(-((hbp - 275) / 25) ** 2)
    rc = 2 * math.sqrt(cbp ** 7 / (cbp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lbp - 50) ** 2 / math.sqrt(20 + (lbp - 50) ** 2)
    sc, sh = 1 + 0.045 * cbp, 1 + 0.015 * cbp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dlp / sl) ** 2 + (dcp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dcp / sc) * (dHp / sh))


def test_ciede2000_matches_the_published_test_data():
    # Sharma, Wu & Dalal (2005), pairs 1 and 17
    assert ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)


@pytest.mark.parametrize("vision", ["normal", "protanopia", "deuteranopia"])
def test_seat_colours_stay_apart_for_every_eye(vision):
    matrix = {"normal": NORMAL, "protanopia": PROTANOPIA, "deuteranopia": DEUTERANOPIA}[vision]
    colours = shell.SEAT_COLOURS
    assert len(colours) >= 8 and list(kit.SEAT_COLOURS) == list(colours)
    worst = min((ciede2000(lab(a, matrix), lab(b, matrix)), i + 1, j + 1)
                for (i, a), (j, b) in itertools.combinations(enumerate(colours), 2))
    assert worst[0] >= 10, (vision, worst)


def test_the_old_seat_colours_were_too_close():
    # the palette issue 25 measured: seats 6 (teal) and 7 (pink) at 1.7 for deuteranopia
    old = [(64, 200, 190), (246, 140, 200)]
    assert ciede2000(lab(old[0], DEUTERANOPIA), lab(old[1], DEUTERANOPIA)) < 3


@pytest.mark.parametrize("width", [12, 18, 26, 40])
def test_a_dogs_car_and_pawn_carry_their_number_on_a_disc_of_12px_or_more(width):
    pygame.display.init()
    pygame.font.init()
    text = TextCache()
    for seat in range(8):
        colour = shell.SEAT_COLOURS[seat]
        for piece in (kennel_pieces.truck(colour, width, str(seat + 1), text),
                      kennel_pieces.meeple(colour, width, str(seat + 1), text)):
            # the white of the disc, found on the piece's picture: at least 12 px across
            white = [(x, y) for x in range(piece.get_width()) for y in range(piece.get_height())
                     if tuple(piece.get_at((x, y)))[:3] == (255, 255, 255)]
            assert white, (seat, width)
            across = max(x for x, _ in white) - min(x for x, _ in white) + 1
            tall = max(y for _, y in white) - min(y for _, y in white) + 1
            assert min(across, tall) >= 12, (seat, width, across, tall)
