"""Source texts prepared once for both matchers: one text at a time, or every source of a review.

A draft often quotes its sources many times, and folding and indexing a long source costs more than
searching it. A review prepares each of its sources at most once (``Sources``), however many files it has
and however many quotations its draft holds; a text checked on its own (``source``) is kept in a small
cache for the next quotation. The loose fold and the word index only some quotations need are made when
first asked for.

The word index is compact: the source's words as ids (one vocabulary for every source of a review), and
the positions of each word as a slice of one array, so indexing 20 MB of sources for the run measure
costs tens of megabytes instead of a Python set per word of every file. A review also puts the word
indexes of all its sources together (where each word stands in any of them), so that the run of a
quotation's words is read for two thousand sources in a few array operations, not one search per source.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache

import numpy as np

from ..arrays import stable_order
from ..model import Document
from ..text.fold import Folded, fold
from .chars import words_of

_NOWHERE = np.zeros(0, np.int32)
CHECKS_KEPT = 4096  # quotation checks remembered per review, the oldest dropped first
RUNS_KEPT = 64  # runs of a quotation's words in every source remembered per review, the oldest dropped first


class Vocabulary(dict):
    """Word -> id, a new word taking the next id when first looked up (one numbering for every source of
    a review)."""

    def __init__(self) -> None:
        super().__init__()
        self.pieces = _PieceIds(self)  # the space-separated pieces of ASCII sources, read once each

    def __missing__(self, word: str) -> int:
        term = self[word] = len(self)
        return term


_NO_WORD, _SEVERAL = -1, -2  # the id of a piece without a word, and of one with more than one
PIECES_KEPT = 200_000  # pieces remembered per review (more are read again: a few tens of megabytes at most)


class _PieceIds(dict):
    """A space-separated piece of ASCII text -> the id of its one word, ``_NO_WORD``, or ``_SEVERAL`` (the
    ids then in ``several``), filled on first sight. The piece's words are looked up in the vocabulary in
    order, so ids follow the words' first appearance as they do word by word."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        super().__init__()
        self.vocabulary = vocabulary
        self.several: dict[str, list[int]] = {}

    def __missing__(self, piece: str) -> int:
        ids = [self.vocabulary[w] for w in words_of(piece)]
        if len(ids) > 1:
            self.several[piece] = ids
        term = self[piece] = _SEVERAL if len(ids) > 1 else ids[0] if ids else _NO_WORD
        return term


def _word_ids(text: str, vocabulary: Vocabulary) -> np.ndarray:
    """The ids of the words of ``text`` (``words_of``), in order.

    ASCII text is read piece by piece (``str.split``), each piece looked up once: no word holds a space and
    the word expression looks neither behind nor past what it takes, so the words of the text are those of
    its pieces in turn, and a source of prose repeats its pieces (20 MB of sources: 3 million pieces, a
    few tens of thousands distinct), where reading every word with the expression and looking each up
    took most of the time of preparing the sources for quotations."""
    if not text.isascii():
        words = words_of(text)
        return np.fromiter(map(vocabulary.__getitem__, words), dtype=np.int32, count=len(words))
    pieces_of = vocabulary.pieces
    if len(pieces_of) > PIECES_KEPT:
        pieces_of = vocabulary.pieces = _PieceIds(vocabulary)
    pieces = text.split()
    ids = np.fromiter(map(pieces_of.__getitem__, pieces), dtype=np.int32, count=len(pieces))
    several = np.flatnonzero(ids == _SEVERAL)
    if several.size:
        found = [pieces_of.several[pieces[i]] for i in several.tolist()]
        ids[several] = [words[0] for words in found]
        more = [len(words) - 1 for words in found]
        ids = np.insert(ids, np.repeat(several + 1, more), [w for words in found for w in words[1:]])
    return ids[ids >= 0]


class WordIndex:
    """Where each folded word of a source stands in its sequence of words."""

    def __init__(self, text: str, vocabulary: Vocabulary) -> None:
        self.vocabulary = vocabulary
        ids = _word_ids(text, vocabulary)
        # by word, then by position; in two bytes each where they fit (a review keeps every source's index)
        self._positions = stable_order(ids).astype(np.uint16 if len(ids) <= 1 << 16 else np.int32)
        by_word = ids[self._positions]
        firsts = _firsts_of_runs(by_word)  # where each word's positions start
        self._words = by_word[firsts]
        self._starts = np.append(firsts, len(ids)).astype(np.int32)

    def __len__(self) -> int:
        return len(self._positions)

    def ids(self) -> np.ndarray:
        """The source's words as ids, in order."""
        ids = np.empty(len(self._positions), np.int32)
        ids[self._positions] = np.repeat(self._words, np.diff(self._starts))
        return ids

    def by_word(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The ids of the source's distinct words, ascending; where the positions of each start, and one
        after the last; and the positions of every word, by word and then in order."""
        return self._words, self._starts, self._positions

    def positions(self, word: str) -> np.ndarray:
        """The ascending positions of ``word`` in the source's word sequence (empty when it has none)."""
        term = self.vocabulary.get(word)
        if term is None:
            return _NOWHERE
        k = int(np.searchsorted(self._words, term))
        if k == len(self._words) or self._words[k] != term:
            return _NOWHERE
        return self._positions[self._starts[k] : self._starts[k + 1]].astype(np.int32)


def runs_ending(places: Iterable[np.ndarray]) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """For each word of a sequence, given the ascending positions where it stands, those positions (when
    any) and the length of the run of the sequence's words ending at each: one, or one more than the run
    ending just before it when the word there is the sequence's word before."""
    before = runs = np.zeros(0, np.int64)
    for here in places:
        lengths = np.ones(len(here), np.int64)
        if len(here) and len(before):
            k = np.minimum(np.searchsorted(before, here - 1), len(before) - 1)
            follows = before[k] == here - 1
            lengths[follows] = runs[k[follows]] + 1
        if len(here):
            yield here, lengths
        before, runs = here, lengths


def _following(before: np.ndarray, here: np.ndarray) -> np.ndarray:
    """The positions of ``here`` just after one of ``before`` (both ascending), ascending: the smaller of
    the two is looked up in the larger."""
    if not len(before) or not len(here):
        return _NOWHERE
    if len(here) <= len(before):
        k = np.minimum(np.searchsorted(before, here - 1), len(before) - 1)
        return here[before[k] == here - 1]
    k = np.minimum(np.searchsorted(here, before + 1), len(here) - 1)
    return here[k[here[k] == before + 1]]


def _firsts_of_runs(ordered: np.ndarray) -> np.ndarray:
    """The index of the first of each run of equal values in a sorted array: ``np.unique`` of values
    already in order, without sorting them again."""
    if not len(ordered):
        return np.zeros(0, np.intp)
    return np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))


class _Occurrences:
    """Where each word stands in every source of a review: the words of all sources as one sequence, a
    position between two sources standing for no word, and the positions of each word as a slice of one
    array, ascending (so they are also by source)."""

    def __init__(self, indexes: Sequence[WordIndex], terms: int) -> None:
        sizes = np.array([len(ix) for ix in indexes], np.int64)
        # each source starts one position after the end of the one before it: no run crosses the gap
        self.starts = np.concatenate(([0], np.cumsum(sizes + 1)[:-1])).astype(np.int64)
        counts = np.zeros(terms, np.int64)
        for ix in indexes:
            words, firsts, _ = ix.by_word()
            counts[words] += np.diff(firsts)
        self._firsts = np.concatenate(([0], np.cumsum(counts)))  # where each word's positions start
        fits = int(sizes.sum()) + len(sizes) < 1 << 31  # positions, gaps included, in four bytes
        self._places = np.empty(int(self._firsts[-1]), np.int32 if fits else np.int64)
        # each source's positions, already by word, go after those of the sources before it (a counting
        # sort: no sort of every word of the review, and no copy of them all beside the result)
        cursor = self._firsts[:-1].copy()
        for ix, start in zip(indexes, self.starts, strict=True):
            words, firsts, positions = ix.by_word()
            runs = np.diff(firsts)
            self._places[np.repeat(cursor[words] - firsts[:-1], runs) + np.arange(len(positions))] = positions + start
            cursor[words] += runs
        self._holders: dict[int, np.ndarray] = {}  # word -> the sources holding it, read when first asked

    def of(self, term: int) -> np.ndarray:
        """The ascending positions of the word ``term`` in the sequence of every source's words."""
        if not 0 <= term < len(self._firsts) - 1:
            return self._places[:0]
        return self._places[self._firsts[term] : self._firsts[term + 1]]

    def holders(self, term: int) -> np.ndarray:
        """The ascending numbers of the sources that hold the word ``term`` (read once per word: the
        frequent words of a review's quotations come back in many of them)."""
        found = self._holders.get(term)
        if found is None:
            owners = self.owners(self.of(term))
            found = self._holders[term] = owners[_firsts_of_runs(owners)]
        return found

    def owners(self, places: np.ndarray) -> np.ndarray:
        """The number of the source each of the ascending positions ``places`` falls in."""
        return np.searchsorted(self.starts, places, side="right") - 1


class Source:
    """A source text with the folds and word index the matchers need, built lazily and kept."""

    def __init__(self, text: str, vocabulary: Vocabulary | None = None) -> None:
        self.text = text
        self.strict: Folded = fold(text, markdown=True)
        self._loose: Folded | None = None
        self._words: WordIndex | None = None
        self._vocabulary = vocabulary if vocabulary is not None else Vocabulary()

    @property
    def loose(self) -> Folded:
        if self._loose is None:
            self._loose = fold(self.text, loose=True, markdown=True)
        return self._loose

    @property
    def words(self) -> WordIndex:
        """The source's word index, built the first time a quotation's run is measured against it."""
        if self._words is None:
            self._words = WordIndex(self.strict.text, self._vocabulary)
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
        self._vocabulary = Vocabulary()  # the words of every source, numbered once for all
        # quotation -> its check against these sources (verify.verify_quote_in), which depends on nothing
        # else: a suggestion's re-check, or a draft quoting one sentence twice, reads it again for free
        self.checked: dict[str, object] = {}
        self._occurrences: _Occurrences | None = None  # where each word stands in every source
        # words -> ``longest_runs``, read again when a quotation's match is measured source by source
        self._runs: dict[tuple[str, ...], np.ndarray] = {}
        self._strict_texts: list[str] | None = None
        self._nonblank: list[bool] | None = None

    def __len__(self) -> int:
        return len(self.documents)

    def longest_runs(self, words: Sequence[str]) -> np.ndarray:
        """For each source, the most consecutive ``words`` it holds in order, read for every source at
        once from where each word stands in all of them (so a search of two thousand sources measures the
        run of a quotation's words in a few array operations instead of two thousand searches)."""
        known = self._runs.get(tuple(words))
        if known is not None:
            return known
        best = np.zeros(len(self.documents), np.int64)
        if self._occurrences is None:
            indexes = [self.prepared(i).words for i in range(len(self.documents))]
            self._occurrences = _Occurrences(indexes, len(self._vocabulary))
        occurrences = self._occurrences
        terms = [self._vocabulary.get(word) for word in words]
        # a run of one word at least wherever a source holds one of them
        for term in terms:
            if term is not None:
                best[occurrences.holders(term)] = 1
        # the longer runs: where the current word follows the word before it in ``words``, one more than
        # the run ending just before it (one, unless it is among the longer runs kept from the step before).
        # Only those positions are read, never every position of a frequent word: the same runs as
        # ``runs_ending`` gives, less the runs of one.
        before = _NOWHERE
        longer, lengths = _NOWHERE, np.zeros(0, np.int64)  # the positions ending a longer run, and its length
        for term in terms:
            here = occurrences.of(term) if term is not None else _NOWHERE
            follows = _following(before, here)
            if len(longer) and len(follows):
                k = np.minimum(np.searchsorted(longer, follows - 1), len(longer) - 1)
                lengths = np.where(longer[k] == follows - 1, lengths[k] + 1, 2)
            else:
                lengths = np.full(len(follows), 2, np.int64)
            if len(follows):
                owners = occurrences.owners(follows)
                firsts = _firsts_of_runs(owners)
                held = owners[firsts]
                best[held] = np.maximum(best[held], np.maximum.reduceat(lengths, firsts))
            before, longer = here, follows
        if len(self._runs) >= RUNS_KEPT:
            self._runs.pop(next(iter(self._runs)))
        self._runs[tuple(words)] = best
        return best

    def holding(self, words: Sequence[str]) -> np.ndarray | None:
        """For each source, whether it holds every one of ``words`` (folded, as ``words_of`` reads them);
        None until the sources' word index is built for a quotation's run (``longest_runs``): a search
        for a stretch of a quotation uses it once it is there, and never builds it for that alone."""
        occurrences = self._occurrences
        if occurrences is None:
            return None
        held = np.ones(len(self.documents), bool)
        for word in dict.fromkeys(words):
            term = self._vocabulary.get(word)
            if term is None:  # no source has the word
                return np.zeros(len(self.documents), bool)
            has = np.zeros(len(self.documents), bool)
            has[occurrences.holders(term)] = True
            held &= has
        return held

    def nonblank(self) -> list[bool]:
        """For each source, whether it has any text to compare a quotation with (not only spaces)."""
        if self._nonblank is None:
            self._nonblank = [bool(d.text) and not d.text.isspace() for d in self.documents]
        return self._nonblank

    def strict_texts(self) -> list[str]:
        """The strict fold of every source, in order (each source prepared the first time it is asked)."""
        if self._strict_texts is None:
            self._strict_texts = [self.prepared(i).strict.text for i in range(len(self.documents))]
        return self._strict_texts

    def prepared(self, index: int) -> Source:
        """The prepared form of document ``index``."""
        found = self._prepared[index]
        if found is None:
            found = self._prepared[index] = Source(self.documents[index].text, self._vocabulary)
        return found


@lru_cache(maxsize=1024)
def strict_fold(text: str) -> str:
    """The strict fold of a quotation's part; a part is compared with every source of a review, and
    folding it once serves them all."""
    return fold(text, markdown=True).text
