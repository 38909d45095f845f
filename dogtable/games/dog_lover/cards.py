"""Dog Lover components, reconstructed (docs/rules/dog_lover.md explains every choice).

One id space for every component, so a zone is just a list of ints:

  0..21     dogs (22): 8 small, 7 medium, 7 big
  22..51    food cards (30): scraps, dry bits, canned (x1 and x2) and wild
  52..61    adoptions (10)
  62..69    walks (8)
  70..83    trainings (14)
  84..92    bones (9)
  93..107   favorite things (15): 5 kinds x 3 copies, card ``93 + 3 * kind + copy``
  108..119  traits (12), one card each
  120       the Fetch card
  121       the End Game card
  122..136  Rescue Shelter dogs (15)
  137..141  starting tricks (5): standard side, special side on the back
  142..152  Dog Tricks (11)

Game cards 0..119 carry a player mark: 0 = always in play, 3 = "3+" (three or four
players), 4 = four players only (2 players: 80 cards, 3 players: 100, 4 players: 120).
Names live in the locales (``dog_lover.dog.<i>``, ``trait.<i>``, ``rescue.<i>``, ...).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

# -- kinds -------------------------------------------------------------------------------------
DOG, FOOD, ADOPTION, WALK, TRAINING, BONE, THING, TRAIT, FETCH, END_GAME, RESCUE, TRICK = (
    "dog", "food", "adoption", "walk", "training", "bone", "thing", "trait", "fetch",
    "end_game", "rescue", "trick")

SMALL, MEDIUM, BIG = 0, 1, 2
SIZES = ("small", "medium", "big")
SCRAPS, DRY, CANNED, WILD = 0, 1, 2, 3
FOODS = ("scraps", "dry", "canned", "wild")
CUBES_IN_BOX = (20, 20, 15, 5)
THINGS = ("frisbee", "chew_toy", "leash", "dog_house", "squeaky_ball")
FAVORITE_SET_VP = (0, 1, 3, 6, 10, 15)  # by the number of different favorite things

FETCH_CARD = 120
END_GAME_CARD = 121
RESCUE_BASE = 122
TRICK_BASE = 137
STARTING_TRICKS = tuple(range(137, 142))
DOG_TRICKS = tuple(range(142, 153))
ALL_IDS = 153


@dataclass(frozen=True)
class DogCard:
    size: int
    vp: int
    needs: tuple[int, int, int]   # scraps, dry bits, canned


# 22 dogs: (size, VP, needs); the index is the name key dog_lover.dog.<i>
DOGS = (
    DogCard(SMALL, 3, (2, 0, 0)),   # 0 Taco (the Best Friend example)
    DogCard(SMALL, 2, (1, 0, 0)),   # 1 Pepper
    DogCard(SMALL, 3, (0, 2, 0)),   # 2 Biscuit
    DogCard(SMALL, 4, (0, 1, 1)),   # 3 Pixie
    DogCard(SMALL, 4, (1, 0, 1)),   # 4 Noodle
    DogCard(SMALL, 2, (0, 1, 0)),   # 5 Button
    DogCard(SMALL, 3, (0, 0, 1)),   # 6 Ziggy
    DogCard(SMALL, 4, (2, 1, 0)),   # 7 Mochi
    DogCard(MEDIUM, 5, (2, 0, 1)),  # 8 Joey (the feeding example)
    DogCard(MEDIUM, 4, (1, 2, 0)),  # 9 Annabelle (the trick example)
    DogCard(MEDIUM, 5, (1, 1, 1)),  # 10 Rusty
    DogCard(MEDIUM, 4, (2, 1, 0)),  # 11 Luna
    DogCard(MEDIUM, 3, (3, 0, 0)),  # 12 Bingo
    DogCard(MEDIUM, 6, (0, 1, 2)),  # 13 Daisy
    DogCard(MEDIUM, 4, (0, 2, 0)),  # 14 Waffles
    DogCard(BIG, 6, (2, 2, 0)),     # 15 Bruno
    DogCard(BIG, 7, (1, 1, 2)),     # 16 Duke
    DogCard(BIG, 5, (4, 0, 0)),     # 17 Moose
    DogCard(BIG, 8, (0, 2, 2)),     # 18 Goliath
    DogCard(BIG, 6, (1, 2, 1)),     # 19 Hazel
    DogCard(BIG, 5, (3, 1, 0)),     # 20 Tank
    DogCard(BIG, 7, (2, 1, 1)),     # 21 Willow
)
DOG_MARKS = (0, 0, 0, 0, 0, 3, 4, 4, 0, 0, 0, 0, 0, 3, 4, 0, 0, 0, 3, 0, 3, 4)

# 30 food cards: (colour, cubes, mark): scraps x1 10, x2 4; dry x1 6, x2 3; canned x1 4, x2 1;
# wild 2 (docs/rules/dog_lover.md, Food).  The marks keep canned food within reach at every
# count (Balance): the canned x2 is always in play, so the canned cubes keep pace with the
# canned needs of the dogs in play (about 55 % of them at every count, like scraps and dry
# bits).  A card's id is its place in this list and saves name cards by id, so the scraps x1
# with the "4" mark keeps its place among the canned cards.
FOOD_CARDS = (
    [(SCRAPS, 1, 0)] * 6 + [(SCRAPS, 1, 3)] * 2 + [(SCRAPS, 1, 4)]
    + [(SCRAPS, 2, 0)] * 3 + [(SCRAPS, 2, 4)]
    + [(DRY, 1, 0)] * 4 + [(DRY, 1, 4)] * 2
    + [(DRY, 2, 0)] * 2 + [(DRY, 2, 3)]
    + [(CANNED, 1, 0)] * 2 + [(CANNED, 1, 3)] * 2 + [(SCRAPS, 1, 4)]
    + [(CANNED, 2, 0)]
    + [(WILD, 1, 0)] * 2
)
assert len(FOOD_CARDS) == 30

# (first id, count, marks) of the plain card kinds
_RANGES = (
    (DOG, 0, 22), (FOOD, 22, 30), (ADOPTION, 52, 10), (WALK, 62, 8), (TRAINING, 70, 14),
    (BONE, 84, 9), (THING, 93, 15), (TRAIT, 108, 12),
)
_PLAIN_MARKS = {
    ADOPTION: [0] * 6 + [3] * 2 + [4] * 2,
    WALK: [0] * 6 + [3, 4],
    TRAINING: [0] * 10 + [3] * 2 + [4] * 2,
    BONE: [0] * 6 + [3] * 2 + [4],
}


@dataclass(frozen=True)
class Trait:
    size: int                 # the size of dog it attaches to
    vp: int                   # the number on its right side
    penalty: str | None       # what else is discarded when it cannot attach
    penalty_count: int


BEST_FRIEND, DIRT_MONSTER, ESCAPE_ARTIST, FOOD_THIEF, JITTERBUG, LANDLORD, RULE_BREAKER, \
    TEACHERS_PET, TOUR_GUIDE, SHOW_OFF, LAP_DOG, PICKY_EATER = range(12)

# penalties: a kind of card from the hand, "cube" (food cubes), "dog" or "trick"
TRAITS = (
    Trait(SMALL, 1, THING, 1),      # Best Friend: any favorite things tucked, 3 VP each
    Trait(BIG, 1, BONE, 1),         # Dirt Monster: any bones tucked, 2 VP each
    Trait(SMALL, 2, "dog", 1),      # Escape Artist: fed with one food of any kind
    Trait(MEDIUM, 1, "cube", 2),    # Food Thief: food cards tucked instead of eaten, 2 VP each
    Trait(MEDIUM, 4, TRAINING, 1),  # Jitterbug: nothing more is tucked under this dog
    Trait(BIG, 1, ADOPTION, 2),     # Landlord: any adoptions tucked, 2 VP each
    Trait(MEDIUM, 1, "trick", 1),   # Rule Breaker: tuck anything; 2 VP per different type
    Trait(SMALL, 2, TRAINING, 1),   # Teacher's Pet: any trainings tucked, +3 VP each
    Trait(BIG, 1, BONE, 1),         # Tour Guide: any walks tucked, +2 VP each
    Trait(MEDIUM, 1, TRAINING, 1),  # Show Off: +1 VP per trick you own
    Trait(SMALL, 3, None, 0),       # Lap Dog: no ability
    Trait(MEDIUM, 4, "cube", 1),    # Picky Eater: also needs one canned food
)
TRAIT_MARKS = (0, 0, 0, 0, 0, 3, 3, 0, 0, 4, 0, 4)

THING_VP_BEST_FRIEND = 3
BONE_VP_DIRT_MONSTER = 2
FOOD_VP_FOOD_THIEF = 2
ADOPTION_VP_LANDLORD = 2
TYPE_VP_RULE_BREAKER = 2
TRAINING_BONUS_TEACHERS_PET = 3
WALK_BONUS_TOUR_GUIDE = 2
WALK_VP = 2
TRAINING_VP = 1
UNFED_VP = -2


@dataclass(frozen=True)
class RescueDog:
    size: int
    vp: int
    needs: tuple[int, int, int]
    ability: str   # "thing" | "trait" | "trainings" | "size" | "rescued"
    param: int     # the favorite thing, the trait or the size the ability names


# 15 Rescue Shelter dogs; the index is the name key dog_lover.rescue.<i>
RESCUES = (
    RescueDog(MEDIUM, 2, (1, 1, 0), "thing", 1),               # 0 Al: chew toys
    RescueDog(SMALL, 2, (0, 1, 0), "thing", 0),                # 1 Bailey: frisbees
    RescueDog(BIG, 3, (2, 1, 0), "thing", 3),                  # 2 Bear: dog houses
    RescueDog(MEDIUM, 2, (1, 0, 1), "thing", 4),               # 3 Mario Andre Eddie: squeaky balls
    RescueDog(SMALL, 2, (0, 0, 1), "thing", 2),                # 4 Precious: leashes
    RescueDog(MEDIUM, 2, (1, 1, 0), "trait", DIRT_MONSTER),    # 5 50 Scent
    RescueDog(SMALL, 2, (1, 0, 0), "trait", ESCAPE_ARTIST),    # 6 Dexter
    RescueDog(BIG, 3, (2, 0, 1), "trait", FOOD_THIEF),         # 7 Droolious Caesar
    RescueDog(MEDIUM, 2, (0, 1, 1), "trait", JITTERBUG),       # 8 George
    RescueDog(BIG, 3, (1, 2, 0), "trait", BEST_FRIEND),        # 9 Laddie
    RescueDog(MEDIUM, 1, (1, 1, 0), "trainings", 0),           # 10 Ichabod
    RescueDog(SMALL, 1, (0, 1, 0), "size", SMALL),             # 11 Miss Penelope
    RescueDog(MEDIUM, 1, (1, 1, 0), "size", MEDIUM),           # 12 Muggles
    RescueDog(BIG, 2, (2, 1, 0), "size", BIG),                 # 13 Nutmeg
    RescueDog(SMALL, 1, (1, 0, 0), "rescued", 0),              # 14 Tripod
)
THING_VP_RESCUE = 3       # per tucked favorite thing of the rescued dog's kind
TRAIT_VP_RESCUE = 4       # when the named trait is attached to one of your dogs
TRAINING_VP_ICHABOD = 2   # per training tucked under any of your dogs
SIZE_VP_RESCUE = 2        # per fed dog of the size (itself included)
RESCUED_VP_TRIPOD = 2     # per fed rescued dog (itself included)


# -- tricks ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Shape:
    cells: tuple[tuple[int, int], ...]   # (row, col) inside its own bounding box
    star: tuple[str, int] | None         # ("row"|"col", index in the box); None: you choose


STANDARD = Shape(((0, 0), (0, 1), (0, 2)), ("row", 0))   # a straight line of 3
SPECIAL_SIDES = (
    Shape(((0, 0), (1, 0), (1, 1)), ("col", 0)),          # 0 Shake
    Shape(((0, 0), (1, 1), (2, 2)), ("row", 1)),          # 1 Spin
    Shape(((0, 0), (1, 1), (0, 2)), ("row", 0)),          # 2 Bow
    Shape(((0, 0), (1, 0), (2, 1)), ("col", 0)),          # 3 Crawl
    Shape(((0, 0), (0, 2), (2, 0)), ("col", 1)),          # 4 Wave
)
DOG_TRICK_COSTS = (1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3)
DOG_TRICK_SHAPES = (
    Shape(((0, 0), (0, 1), (1, 1)), ("col", 1)),          # 0 Sit
    Shape(((0, 1), (1, 0), (1, 2)), ("col", 1)),          # 1 Stay
    Shape(((0, 0), (0, 2), (2, 2)), ("row", 1)),          # 2 Down
    Shape(((0, 0), (0, 1), (1, 1), (1, 2)), ("row", 0)),  # 3 Heel
    Shape(((0, 0), (0, 1), (0, 2), (1, 1)), ("row", 1)),  # 4 Speak
    Shape(((0, 0), (1, 0), (2, 0), (2, 1)), ("col", 1)),  # 5 Jump
    Shape(((0, 0), (0, 2), (2, 0), (2, 2)), ("row", 1)),  # 6 High Five
    Shape(((0, 0), (0, 1), (1, 0), (1, 1)), ("col", 0)),  # 7 Play Dead
    Shape(((0, 0), (0, 2), (1, 1), (2, 1)), None),        # 8 Roll Over
    Shape(((0, 0), (1, 1), (2, 0), (2, 2)), None),        # 9 Beg
    Shape(((0, 0), (0, 1), (1, 2), (2, 2)), None),        # 10 Come
)

ROWS, COLS = (0, 1, 2), (3, 4, 5)   # watch dog lines: rows 0..2, then columns 0..2


def line_cells(line: int) -> tuple[int, ...]:
    """The grid cells (0..8, left to right, top to bottom) along a watch dog line."""
    if line < 3:
        return (3 * line, 3 * line + 1, 3 * line + 2)
    c = line - 3
    return (c, c + 3, c + 6)


@dataclass(frozen=True)
class Placement:
    rotation: int            # quarter turns clockwise
    row: int                 # shift of the rotated shape's box
    col: int
    cells: tuple[int, ...]   # grid cells taken, sorted
    line: int | None         # where the watch dog goes (None: the player chooses)


def _rotate(shape: Shape) -> Shape:
    h = 1 + max(r for r, _ in shape.cells)
    cells = tuple((c, h - 1 - r) for r, c in shape.cells)
    star = shape.star
    if star is not None:
        star = ("col", h - 1 - star[1]) if star[0] == "row" else ("row", star[1])
    return Shape(cells, star)


@lru_cache(maxsize=None)
def placements(shape: Shape) -> tuple[Placement, ...]:
    """Every distinct way to lay ``shape`` inside the grid: rotated and shifted, never
    mirrored.  Two ways taking the same cells and sending the watch dog to the same line are
    the same choice (the first one is kept)."""
    out: list[Placement] = []
    seen: set = set()
    current = shape
    for rotation in range(4):
        h = 1 + max(r for r, _ in current.cells)
        w = 1 + max(c for _, c in current.cells)
        for dr in range(4 - h):
            for dc in range(4 - w):
                cells = tuple(sorted((r + dr) * 3 + c + dc for r, c in current.cells))
                if current.star is None:
                    line = None
                elif current.star[0] == "row":
                    line = current.star[1] + dr
                else:
                    line = 3 + current.star[1] + dc
                key = (cells, line)
                if key not in seen:
                    seen.add(key)
                    out.append(Placement(rotation, dr, dc, cells, line))
        current = _rotate(current)
    return tuple(out)


def trick_shape(trick: int, special: bool = False) -> Shape:
    if trick in STARTING_TRICKS:
        return SPECIAL_SIDES[trick - TRICK_BASE] if special else STANDARD
    return DOG_TRICK_SHAPES[trick - DOG_TRICKS[0]]


@lru_cache(maxsize=None)
def _placements_at(trick: int, special: bool) -> dict[tuple[int, int, int], Placement]:
    at: dict[tuple[int, int, int], Placement] = {}
    for p in placements(trick_shape(trick, special)):
        at.setdefault((p.rotation, p.row, p.col), p)
    return at


def placement_of(trick: int, rotation: int, row: int, col: int, special=()) -> Placement | None:
    """The placement a retrieve names (its arguments: the trick, its quarter turns and its
    box's shift), None when they name none; ``special``: the tricks turned to their special
    side (a state's or a view's ``special``).  The one reading of a retrieve's arguments,
    for the rules, the board, the hints and the computer players."""
    return _placements_at(trick, trick in special).get((rotation, row, col))


def retrieve_cells(action, special=()) -> tuple[int, ...]:
    """The grid cells a retrieve action (``action.args``: trick, rotation, row, col) takes."""
    p = placement_of(*action.args, special=special)
    return p.cells if p is not None else ()


def retrieve_line(action, special=()) -> int | None:
    """The line the Watch Dog moves to after a retrieve action (None: the player chooses)."""
    p = placement_of(*action.args, special=special)
    return p.line if p is not None else None


def trick_cost(trick: int) -> int:
    return DOG_TRICK_COSTS[trick - DOG_TRICKS[0]] if trick in DOG_TRICKS else 0


# -- card queries ---------------------------------------------------------------------------------
def kind(card: int) -> str:
    if card == FETCH_CARD:
        return FETCH
    if card == END_GAME_CARD:
        return END_GAME
    if RESCUE_BASE <= card < TRICK_BASE:
        return RESCUE
    if TRICK_BASE <= card < ALL_IDS:
        return TRICK
    for k, first, count in _RANGES:
        if first <= card < first + count:
            return k
    raise ValueError(f"no card {card}")


def index(card: int) -> int:
    """The card's number within its kind (0-based): the key of its name."""
    k = kind(card)
    if k == RESCUE:
        return card - RESCUE_BASE
    if k == TRICK:
        return card - TRICK_BASE
    if k in (FETCH, END_GAME):
        return 0
    return card - next(first for kk, first, _ in _RANGES if kk == k)


def mark(card: int) -> int:
    k, i = kind(card), index(card)
    if k == DOG:
        return DOG_MARKS[i]
    if k == FOOD:
        return FOOD_CARDS[i][2]
    if k == THING:
        return 0 if i % 3 < 2 else (3 if i // 3 < 2 else 4)
    if k == TRAIT:
        return TRAIT_MARKS[i]
    return _PLAIN_MARKS.get(k, [0] * 99)[i]


def game_cards_for(players: int) -> list[int]:
    """The 120 game cards that play with ``players`` (Fetch and End Game not included)."""
    return [c for c in range(120) if mark(c) <= players]


def is_dog(card: int) -> bool:
    """A dog in a play area: a Dog card or a rescued dog."""
    return kind(card) in (DOG, RESCUE)


def dog_size(card: int) -> int:
    return DOGS[card].size if kind(card) == DOG else RESCUES[card - RESCUE_BASE].size


def dog_vp(card: int) -> int:
    return DOGS[card].vp if kind(card) == DOG else RESCUES[card - RESCUE_BASE].vp


def dog_needs(card: int) -> tuple[int, int, int]:
    return DOGS[card].needs if kind(card) == DOG else RESCUES[card - RESCUE_BASE].needs


def rescue(card: int) -> RescueDog:
    return RESCUES[card - RESCUE_BASE]


def trait(card: int) -> Trait:
    return TRAITS[card - 108]


def trait_index(card: int) -> int:
    return card - 108


def food(card: int) -> tuple[int, int]:
    """(colour, cubes) of a food card."""
    colour, count, _ = FOOD_CARDS[card - 22]
    return colour, count


def thing(card: int) -> int:
    """The favorite thing (0..4) a Favorite Things card shows."""
    return (card - 93) // 3


HAND_KINDS = frozenset({ADOPTION, TRAINING, BONE, THING})   # kept in hand, hidden


def hand_kind(card: int) -> bool:
    return kind(card) in HAND_KINDS


def favorite_sets_vp(counts: list[int]) -> int:
    """VP of favorite things held: as many sets as can be made, each scored by how many
    different things it holds (1/3/6/10/15)."""
    left = list(counts)
    total = 0
    while any(left):
        different = sum(1 for c in left if c > 0)
        total += FAVORITE_SET_VP[different]
        left = [c - 1 if c > 0 else 0 for c in left]
    return total


def bones_vp(bones: int, fed: int) -> int:
    if bones == 1:
        return -1
    if bones == 2:
        return fed
    if bones >= 3:
        return 2 * fed
    return 0
