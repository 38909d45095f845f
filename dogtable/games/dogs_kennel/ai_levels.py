"""The DOGS computer players by level (the kit's table, dogtable/ai/levels.py)."""
from __future__ import annotations

from dogtable.ai.levels import Levels, first_legal, policy_level

from .ai import EASY, MEDIUM, easy_policy, medium_policy
from .ai_hard import HardAgent

LEVELS = Levels(easy=policy_level("easy", easy_policy, first_legal, EASY),
                medium=policy_level("medium", medium_policy, first_legal, MEDIUM),
                hard=HardAgent)
make_agent = LEVELS.make
