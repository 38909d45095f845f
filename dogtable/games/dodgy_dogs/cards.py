"""Dodgy Dogs components (GAMES.md ruling): one pack of 61 cards, two packs for 6-8 players.

Within a pack (card id ``c``, ``i = c % 61``):
  0..47   dodgy dogs: behaviour ``i // 8`` (0..5), size ``(i // 2) % 4`` (0..3), two copies
  48..51  Leaders of the Pack, size ``i - 48``
  52, 53  Dog Whisperers
  54, 55  Wild Cards
  56..58  Pick Up Puppies "pick up 2";  59  Pick Up Puppies "pick up 4"
  60      the Crafty Cat
Names live in the locales (``dodgy_dogs.behaviour.<b>``, ``size.<s>``, ``breed.<n>``).
"""
from __future__ import annotations

PACK = 61
BEHAVIOURS = ("barking", "chasing", "fighting", "digging", "begging", "chewing")
SIZES = ("small", "medium", "large", "massive")
BREEDS = 15

DOG, LEADER, WHISPERER, WILD, PICKUP, CAT = "dog", "leader", "whisperer", "wild", "pickup", "cat"


def packs_for(players: int) -> int:
    return 1 if players <= 5 else 2


def deck_for(players: int) -> list[int]:
    return list(range(PACK * packs_for(players)))


def kind(card: int) -> str:
    i = card % PACK
    if i < 48:
        return DOG
    if i < 52:
        return LEADER
    if i < 54:
        return WHISPERER
    if i < 56:
        return WILD
    if i < 60:
        return PICKUP
    return CAT


def behaviour(card: int) -> int | None:
    i = card % PACK
    return i // 8 if i < 48 else None


def size(card: int) -> int | None:
    i = card % PACK
    if i < 48:
        return (i // 2) % 4
    if i < 52:
        return i - 48
    return None


def breed(card: int) -> int | None:
    """Each dodgy dog also shows one of 15 breeds (for the art), spread over the deck."""
    i = card % PACK
    return (i * 7) % BREEDS if i < 48 else None


def pickup_count(card: int) -> int:
    return 4 if card % PACK == 59 else 2 if kind(card) == PICKUP else 0


def is_special(card: int) -> bool:
    return card % PACK >= 48


def penalty(card: int) -> int:
    """Points a card left in hand costs at the end of a round."""
    k = kind(card)
    if k == DOG:
        return -1
    if k == WILD:
        return -10
    return -5
