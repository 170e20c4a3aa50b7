"""Source texts prepared once for both matchers: one text at a time, or every source of a review.

A draft often quotes its sources many times, and folding and indexing a long source costs more than
searching it. A review prepares each of its sources at most once (``Sources``), however many files it has
and however many quotations its draft holds; a text checked on its own (``source``) is kept in a small
cache for the next quotation. The loose fold and the word index only some quotations need are made when
first asked for.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from functools import lru_cache

from ..model import Document
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


class Sources:
    """The sources of one review, each prepared the first time a quotation is checked against it.

    Unlike the shared cache of ``source``, nothing is evicted while the review lasts, so a draft quoting
    two hundred files folds each of them once instead of once per quotation.
    """

    def __init__(self, documents: Sequence[Document]) -> None:
        self.documents = tuple(documents)
        self._prepared: list[Source | None] = [None] * len(self.documents)

    def __len__(self) -> int:
        return len(self.documents)

    def prepared(self, index: int) -> Source:
        """The prepared form of document ``index``."""
        found = self._prepared[index]
        if found is None:
            found = self._prepared[index] = Source(self.documents[index].text)
        return found


@lru_cache(maxsize=1024)
def strict_fold(text: str) -> str:
    """The strict fold of a quotation's part; a part is compared with every source of a review, and
    folding it once serves them all."""
    return fold(text, markdown=True).text
