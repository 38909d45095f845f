"""DOGS components (GAMES.md rulings): dog tokens, blocking tokens, cards and resources.

Dog tokens: 12 breeds x 7 tokens; token ``t`` has breed ``t // 7`` and, by ``t % 7``,
0..3 healthy, 4..5 sick, 6 lost.  Breeds 0..5 live in the city (blue backs), 6..11 in the
countryside (green backs).  Tokens 84..89 are the six blocking tokens of the two-player game
(84..86 city, 87..89 countryside).

Cards (44): 0..19 resource cards, resource ``c // 5`` (fuel, money, food, medicine) showing
``AMOUNTS[c % 5]``; 20..39 special cards (kind by ``SPECIAL_KINDS``); 40..43 the Dog Fair
cards, each naming three breeds (``FAIR_BREEDS``).  Names live in the locales
(``dogs_kennel.breed.<b>``, ``dogs_kennel.card.<kind>``, ``dogs_kennel.resource.<r>``).
"""
from __future__ import annotations

BREEDS = ("beagle", "vira_lata", "rottweiler", "bulldog", "golden_retriever", "yorkshire",
          "border_collie", "labrador", "dalmata", "pastor_alemao", "poodle", "sao_bernardo")
CITY, COUNTRY = 0, 1
AREAS = ("city", "country")
TOKENS_PER_BREED = 7
DOG_TOKENS = len(BREEDS) * TOKENS_PER_BREED        # 84
BLOCKERS = tuple(range(DOG_TOKENS, DOG_TOKENS + 6))  # 84..89
ALL_TOKENS = tuple(range(DOG_TOKENS + len(BLOCKERS)))
HEALTHY, SICK, LOST = "healthy", "sick", "lost"

# breeds that stay in the box, by player count (rulebook, setup)
REMOVED_BREEDS = {2: frozenset({0, 5, 6, 8}), 3: frozenset({0, 8}), 4: frozenset()}

# resources: the order of the resource cards; tokens that can be traded are fuel, food, medicine
FUEL, MONEY, FOOD, MEDICINE = 0, 1, 2, 3
RESOURCES = ("fuel", "money", "food", "medicine")
GOODS = (FUEL, FOOD, MEDICINE)   # the tokens the Armazem trades and the return bonus offers
AMOUNTS = (1, 1, 2, 2, 3)

SWAP, HELPER, TAKE_DOG, DISCOUNT, VET, TRAINED, PRIZE, FREE_ENTRY = (
    "swap", "helper", "take_dog", "discount", "vet", "trained", "prize", "free_entry")
SPECIAL_COUNTS = ((SWAP, 3), (HELPER, 3), (TAKE_DOG, 3), (DISCOUNT, 2), (VET, 3), (TRAINED, 2),
                  (PRIZE, 2), (FREE_ENTRY, 2))
SPECIAL_KINDS: tuple[str, ...] = tuple(k for k, count in SPECIAL_COUNTS for _ in range(count))
RESOURCE_CARDS = tuple(range(20))
SPECIAL_CARDS = tuple(range(20, 40))
FAIR_CARDS = tuple(range(40, 44))
# each Fair card shows three breeds; together they show all twelve, city and country mixed,
# and none shows more than one breed that leaves the box in a two-player game
FAIR_BREEDS = ((0, 2, 10), (5, 3, 7), (6, 1, 11), (8, 4, 9))
SALE_BONUS = {TRAINED: 1, PRIZE: 2}

# Start: money 3, fuel 6, food 2, medicine 2 (indexed like RESOURCES)
START_RESOURCES = (6, 3, 2, 2)
MAX_FUEL = 9
MAX_SICK = 6
FUEL_PER_COIN = 3
SALE_PRICE = 2
BUILD_COST = 2
PET_SHOP_TOKENS = 2


def breed(token: int) -> int:
    return token // TOKENS_PER_BREED


def status(token: int) -> str:
    """The symbol printed on a token (what matters while it lies on the board or a truck)."""
    k = token % TOKENS_PER_BREED
    return HEALTHY if k < 4 else SICK if k < 6 else LOST


def is_blocker(token: int) -> bool:
    return token >= DOG_TOKENS


def area(token: int) -> int:
    """CITY or COUNTRY: the back of the token."""
    if is_blocker(token):
        return CITY if token < DOG_TOKENS + 3 else COUNTRY
    return CITY if breed(token) < 6 else COUNTRY


def breed_area(b: int) -> int:
    return CITY if b < 6 else COUNTRY


def tokens_of_breed(b: int) -> list[int]:
    return list(range(b * TOKENS_PER_BREED, (b + 1) * TOKENS_PER_BREED))


def breeds_in_play(players: int) -> list[int]:
    return [b for b in range(len(BREEDS)) if b not in REMOVED_BREEDS[players]]


def card_kind(card: int) -> str:
    """"resource", "fair" or the special kind."""
    if card < 20:
        return "resource"
    if card < 40:
        return SPECIAL_KINDS[card - 20]
    return "fair"


def card_resource(card: int) -> int:
    return card // 5


def card_amount(card: int) -> int:
    return AMOUNTS[card % 5]


def removed_cards(players: int) -> list[int]:
    """Two players: the four resource cards showing 3 leave the game."""
    return [r * 5 + 4 for r in range(4)] if players == 2 else []


def action_deck(players: int) -> list[int]:
    gone = set(removed_cards(players))
    return [c for c in RESOURCE_CARDS + SPECIAL_CARDS if c not in gone]
