"""Dogs Alone components (GAMES.md ruling): 64 dogs, 31 messes, 4 Mario Hugo cards.

Dog card ids 0..63: ``dog_type = id // 4`` (16 dogs, 4 copies each) and
``colour = dog_type // 4``.  Mess ids 0..27 are coloured (7 per colour), 28..30
wild, 31..34 the Mario Hugo cards.  Names live in the locales under
``dogs_alone.dog.<type>`` and ``dogs_alone.mess.<id>``.
"""
from __future__ import annotations

COLOURS = ("red", "yellow", "green", "blue")
WILD = 4  # the colour index wild messes count as until they are assigned one
COLOUR_KEYS = COLOURS + ("wild",)
# every colour also has a symbol, so colour is never the only cue
COLOUR_SYMBOLS = {"red": "bone", "yellow": "sun", "green": "leaf", "blue": "drop", "wild": "star"}

DOG_COUNT = 64
DOG_TYPES = 16
COPIES = 4


def dog_type(card: int) -> int:
    return card // COPIES


def dog_colour(card: int) -> int:
    return card // (COPIES * 4)


# Mess kinds: how a mess is paid and what it scores when cleaned
FOUR, THREE, PAIR, WILD_KIND = "four", "three", "pair", "wild"
MESS_POINTS = {FOUR: 5, THREE: 3, PAIR: 1, WILD_KIND: 1}
MESS_DOGS = {FOUR: 4, THREE: 3, PAIR: 2, WILD_KIND: 4}
# per colour: 2 fours, 3 threes, 2 pairs
_KINDS_PER_COLOUR = (FOUR, FOUR, THREE, THREE, THREE, PAIR, PAIR)

COLOURED_MESSES = 28
WILD_MESSES = (28, 29, 30)
MARIO_HUGO = (31, 32, 33, 34)
MESS_IDS = tuple(range(31))
ALL_MESS_CARDS = 35


def is_mario(card: int) -> bool:
    return card >= 31


def mess_kind(mess: int) -> str:
    if mess >= COLOURED_MESSES:
        return WILD_KIND
    return _KINDS_PER_COLOUR[mess % 7]


def mess_colour(mess: int) -> int:
    """The printed colour: 0..3, or WILD for a wild mess."""
    return WILD if mess >= COLOURED_MESSES else mess // 7


def mess_points(mess: int) -> int:
    return MESS_POINTS[mess_kind(mess)]


# Two players: one 5-point mess of each colour and one wild stay in the box.
# (Index 1 of each colour, so the named "They ate the curtains", id 0, stays in play.)
TWO_PLAYER_REMOVED = (1, 8, 15, 22, 28)

# Named in the rulebook: red dogs "Mente en Blanco" (type 0) and "Copi Copi" (type 1);
# messes "They ate the curtains" (id 0, red four) and "They smoked some cigars" (id 9, yellow three).
MENTE_EN_BLANCO, COPI_COPI = 0, 1
ATE_THE_CURTAINS, SMOKED_CIGARS = 0, 9
