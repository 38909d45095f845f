"""The Dog Lover computer players by level (the kit's table, dogtable/ai/levels.py)."""
from __future__ import annotations

from dogtable.ai.levels import Levels, lowest_legal, policy_level, random_legal

from .ai import MEDIUM, easy_policy, medium_policy
from .ai_hard import HardAgent

LEVELS = Levels(easy=policy_level("easy", easy_policy, random_legal),
                medium=policy_level("medium", medium_policy, lowest_legal, MEDIUM),
                hard=HardAgent)
make_agent = LEVELS.make
