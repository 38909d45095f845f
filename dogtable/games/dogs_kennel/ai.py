"""Computer players for DOGS arrive with its table (GAMES.md, issue plan)."""
from __future__ import annotations


def make_agent(level: str, seed: int = 0):
    raise NotImplementedError("computer players for DOGS come with its table")
