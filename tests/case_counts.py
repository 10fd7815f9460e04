"""How many generated cases the fuzz and schemathesis tests sent, printed at the end of
the run (tests/conftest.py), so a reader sees how much was tried."""

from __future__ import annotations

from collections import Counter

CASES: Counter[str] = Counter()
