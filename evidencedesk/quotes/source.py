"""A source text prepared once for both matchers and kept for the next quotation.

A draft often quotes one source many times, and folding and indexing a long source costs more than
searching it; the loose fold only the second matcher reads is made when it is first asked for.
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

from ..text.fold import Folded, fold
from .chars import WORD


class Source:
    """A source text with the folds and word index the matchers need, built lazily and kept."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.strict: Folded = fold(text, markdown=True)
        self._loose: Folded | None = None
        self._words: dict[str, set[int]] | None = None

    @property
    def loose(self) -> Folded:
        if self._loose is None:
            self._loose = fold(self.text, loose=True, markdown=True)
        return self._loose

    @property
    def word_positions(self) -> dict[str, set[int]]:
        """Each folded word of the source -> its positions in the source's word sequence."""
        if self._words is None:
            positions: dict[str, set[int]] = defaultdict(set)
            for i, m in enumerate(WORD.finditer(self.strict.text)):
                positions[m.group()].add(i)
            self._words = dict(positions)
        return self._words


@lru_cache(maxsize=16)
def source(text: str) -> Source:
    return Source(text)
