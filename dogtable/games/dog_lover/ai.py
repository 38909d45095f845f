"""Computer players for Dog Lover: not written yet (they come with the game's table).

The registry still needs a factory; asking it for any level says plainly that there is none,
and `sim`, `bench` and the conformance suite treat that as "not available yet"."""
from __future__ import annotations


def make_agent(level: str, seed: int = 0):
    raise NotImplementedError("computer players for Dog Lover come with its table")
