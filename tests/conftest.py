"""Shared test settings.

Hypothesis: no per-example deadline (the machine running the suite may be busy) and a
modest number of examples by default; ``HYPOTHESIS_PROFILE=thorough`` explores more.
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

os.environ["DOGTABLE_NET_LOOPBACK"] = "1"   # network tests stay on 127.0.0.1 / ::1 (dogtable/net/loopback.py)

settings.register_profile(
    "default", deadline=None, max_examples=40,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "thorough", deadline=None, max_examples=400,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
