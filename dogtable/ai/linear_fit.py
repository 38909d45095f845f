"""Ridge least squares and correlation in pure Python, for the games' learned values.

The models are small (a few dozen features), so a dependency such as numpy would not earn
its place; these few lines are exact enough and keep the fitted weights reproducible.
"""
from __future__ import annotations

import math
from typing import Sequence


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small).  A column
    with no pivot (a feature that never varies) gets 0."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        p = m[col][col]
        if abs(p) < 1e-12:
            continue
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / p
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def ridge_fit(samples: Sequence[tuple[Sequence[float], float]], ridge: float,
              unshrunk: Sequence[int] = (0,)) -> list[float]:
    """Weights w minimising sum (w . x - y)^2 + ridge * |w|^2 over ``samples`` (x, y); the
    features in ``unshrunk`` (the constant, usually feature 0) are not shrunk."""
    k = len(samples[0][0])
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in samples:
        for i in range(k):
            xi = x[i]
            if xi:
                xty[i] += xi * y
                row = xtx[i]
                for j in range(k):
                    row[j] += xi * x[j]
    keep = set(unshrunk)
    for i in range(k):
        if i not in keep:
            xtx[i][i] += ridge
    return solve(xtx, xty)


def correlation(a: Sequence[float], b: Sequence[float]) -> float:
    """Pearson's correlation (0 when either side does not vary)."""
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    sab = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    sa = math.sqrt(sum((x - ma) ** 2 for x in a))
    sb = math.sqrt(sum((y - mb) ** 2 for y in b))
    return sab / (sa * sb) if sa and sb else 0.0
