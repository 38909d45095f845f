"""Placeholder replaced by the computer players (see dogtable/ai)."""
