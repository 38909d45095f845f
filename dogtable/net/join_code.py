"""The short code a joiner types: six letters and digits that cannot be mistaken for one
another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), compared in constant time."""
from __future__ import annotations

import hmac
import secrets

ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
LENGTH = 6


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalise(text: str) -> str:
    """What the player typed, as the code is written: case, spaces and dashes do not count."""
    return "".join(ch for ch in str(text).upper() if ch not in " -_\t")[:32]


def is_well_formed(text: str) -> bool:
    code = normalise(text)
    return len(code) == LENGTH and all(ch in ALPHABET for ch in code)


def codes_match(expected: str, given: str) -> bool:
    # compare_digest: the time taken does not tell how many characters were right
    return hmac.compare_digest(normalise(expected).encode(), normalise(given).encode())
