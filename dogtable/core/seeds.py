"""The seed of each game of a tournament, in the kernel so that a game's own tools (a
fitting script playing its computer players) deal the very games `dogtable sim` deals."""
from __future__ import annotations

import hashlib


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a tournament seeded ``seed`` (stable across runs and
    Python versions, and unrelated between neighbouring indices)."""
    digest = hashlib.sha256(f"dogtable-sim/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFF_FFFF
