"""The run measure: how much of a quotation that was not found does appear in the source.

``match`` is then the share of the worst passage carried by its longest run of consecutive words
(characters, in scripts without spaces) found in the source, so one changed word scores near 1 and an
invented quotation near 0. It answers another question than the search does: not where a part is, but
how much of it is there at all.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from .chars import WORD, mostly_unspaced
from .passages import Passage
from .source import Source, Sources, runs_ending, strict_fold

MAX_RUN_PROBES = 4_000  # substring searches the run measure may spend on an unspaced passage


def run_share(src: Source, passage: Passage, whole: bool) -> float:
    """Share of the passage's words (characters, if unspaced) carried by its longest run in the source.

    ``whole`` says whether the passage was found as a whole; if it was not, a run the word index sees
    as complete ("12" of "12%" inside "-12%") still lacks the cut it failed on, so it counts one short.
    """
    best, total = _longest_run(src, passage)
    if not total:
        return 0.0
    if not whole and best == total:
        best -= 1
    return best / total


@lru_cache(maxsize=1024)
def _units(passage: Passage) -> tuple[bool, tuple[tuple[str, ...], ...] | tuple[str, ...]]:
    """Whether the passage is mostly unspaced, and its parts as characters (if so) or as folded words:
    what the run measure compares, the same against every source."""
    folded_parts = [strict_fold(p) for p in passage.parts]
    if mostly_unspaced("".join(folded_parts)):
        return True, tuple(p.replace(" ", "") for p in folded_parts)
    return False, tuple(tuple(WORD.findall(p)) for p in folded_parts)


def share_ceilings(sources: Sources, passage: Passage) -> np.ndarray:
    """An upper bound of ``run_share`` for every source at once (the share itself, before a run of a
    passage not found whole is counted one short; 1 for an unspaced passage), read from where each of the
    passage's words stands in all of them: a search of many sources measures the match only where this
    can still reach the best match found."""
    shares = run_shares(sources, passage, whole=True)
    return np.ones(len(sources)) if shares is None else shares


def run_shares(sources: Sources, passage: Passage, whole: bool) -> np.ndarray | None:
    """``run_share`` against every source at once, or None for a passage mostly unspaced (its run is
    probed one source at a time)."""
    unspaced, units = _units(passage)
    total = sum(map(len, units))
    if not total:
        return np.zeros(len(sources))
    if unspaced:
        return None
    best = np.max(np.stack([sources.longest_runs(part) for part in units]), axis=0)
    if not whole:
        best = np.where(best == total, best - 1, best)
    return best / total


def _longest_run(src: Source, passage: Passage) -> tuple[int, int]:
    """(longest run found in the source, size of the passage), in words or, if unspaced, characters."""
    unspaced, units = _units(passage)
    if unspaced:
        chars = units
        return max(_longest_common_substring(c, src.strict.text) for c in chars), sum(map(len, chars))
    words = units
    index = src.words
    best = 0
    for part_words in words:
        for _, lengths in runs_ending(index.positions(word) for word in part_words):
            best = max(best, int(lengths.max()))
    return best, sum(map(len, words))


def _longest_common_substring(needle: str, haystack: str) -> int:
    """Length of the longest piece of ``needle`` found in ``haystack``.

    Lengths are probed with fast substring searches, doubling while pieces are found and then halving
    the gap. After MAX_RUN_PROBES searches (only very long passages get there) the lengths still open
    count as not found, so the measure is then a lower bound.
    """
    n = len(needle)
    probes = MAX_RUN_PROBES

    def found(length: int) -> bool:
        nonlocal probes
        for i in range(n - length + 1):
            if probes <= 0:
                return False
            probes -= 1
            if needle[i : i + length] in haystack:
                return True
        return False

    low, length = 0, 1
    while length <= n and found(length):
        low, length = length, length * 2
    high = min(length - 1, n)
    while low < high:
        mid = (low + high + 1) // 2
        if found(mid):
            low = mid
        else:
            high = mid - 1
    return low
