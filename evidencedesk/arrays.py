"""Array helpers the index and the quotation verifier share."""

from __future__ import annotations

import numpy as np

_HALF = 1 << 16


def stable_order(keys: np.ndarray) -> np.ndarray:
    """``np.argsort(keys, kind="stable")`` of non-negative integer keys below 2**32 (term and word ids).

    NumPy sorts 16-bit keys by radix, in linear time, and wider ones by merging runs: so keys that fit
    in 16 bits are sorted as such, and wider ones by their low half and then, stably, by their high half,
    which orders them by the whole key with equal keys in their first order, as the direct sort does. The
    index's postings (2.4 million at 20 MB) are ordered three to four times faster."""
    if not len(keys) or int(keys.max()) < _HALF:
        return np.argsort(keys.astype(np.uint16), kind="stable")
    low = np.argsort((keys & (_HALF - 1)).astype(np.uint16), kind="stable")
    return low[np.argsort((keys[low] >> 16).astype(np.uint16), kind="stable")]
