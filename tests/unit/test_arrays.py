"""The index's and the quotation verifier's array helpers give what the NumPy calls they replace give."""

from __future__ import annotations

import numpy as np
import pytest

from evidencedesk.arrays import stable_order


@pytest.mark.parametrize("size", [0, 1, 7, 5_000])
@pytest.mark.parametrize("largest", [1, 300, 70_000, 2**31 - 1])
def test_stable_order_is_the_stable_argsort(size: int, largest: int) -> None:
    rng = np.random.default_rng(size * 31 + largest)
    keys = rng.integers(0, largest + 1, size).astype(np.int32)
    for typed in (keys, keys.astype(np.int64)):
        assert stable_order(typed).tolist() == np.argsort(typed, kind="stable").tolist()
