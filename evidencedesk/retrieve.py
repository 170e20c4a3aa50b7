"""Find, for each claim, the passages of the sources that speak to it.

The sources are split into sentence passages and indexed once per review (an inverted index of light
stems, with near-synonyms folded to one key by the paraphrase lexicon). A claim is a weighted query:

- **candidates** are the top three passages by BM25 (Okapi, k1=1.2, b=0.75);
- the **evidence set** (at most five passages) is assembled greedily from the top passages so that
  together they carry as much of the claim as possible: its informative words (weighted by IDF) and
  its figures. A sentence giving 84% and 60% whose figures sit in two passages gets both.

The relevance score shown to the editor is the IDF-weighted share of the claim's informative words
that the passage contains: 0 shares nothing, 1 contains every one. It says how closely a sentence was
derived from a passage, never whether it is true.
"""

from __future__ import annotations

import bisect
import itertools
import math
import operator
import pickle
import threading
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from types import ModuleType
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from .arrays import stable_order
from .model import Candidate, Document, Figure, Passage
from .parallel import forked_pool
from .text.keys import key_of, keys_of_text
from .text.lang import detect
from .text.lexicon import lexicon
from .text.segment import block_spans, title_like
from .text.tokens import SENTENCE_END, has_cjk, sentence_pieces, token_texts

if TYPE_CHECKING:
    from .text.analysis import Analysis

K1, B = 1.2, 0.75
TOP_CANDIDATES = 3
EVIDENCE_MAX = 5
FIGURE_KEY_CACHE = 100_000  # figure lookups remembered per corpus
CONTEXT_WEIGHT = 0.35  # a word of the sentence before, or one with which the claim speaks of its source
POOL = 30  # passages considered when assembling the evidence set
SCORE_SAMPLE = 4096  # scores sampled to bound the best ones from below (``_best``)
_READING_BACK = threading.Lock()  # one thread reads a deferred part of an index back (``Corpus``)
PASSAGES_MADE = 50_000  # passages kept once made (``Passages``), so a long-lived index stays small
PAIR_CHUNK = 1 << 18  # tokens counted into postings at a time while indexing (bounds the peak memory)


@cache
def _figs() -> ModuleType:
    """The figure reader, imported when a figure is first read or compared: an index read back from disk
    for a draft whose every verdict it holds never needs it (nor the analyses that import it). Asked for
    thousands of times in a review, so the module is kept once imported: an import statement that finds
    the module loaded still costs a trip through the import machinery (about 2 microseconds)."""
    from .text import figures

    return figures


class _TermIds(dict):
    """Token as written -> the term id of its index key (-1 for a token without one), filled on first
    sight: a new key takes the next id, so ids follow first appearance, as the vocabulary's order does."""

    def __init__(self, vocab: dict[str, int]) -> None:
        super().__init__()
        self.vocab = vocab

    def __missing__(self, raw: str) -> int:
        key = key_of(raw)
        term = self[raw] = self.vocab.setdefault(key, len(self.vocab)) if key else -1
        return term


_END_ID = -2  # the term id of SENTENCE_END, which follows each sentence's tokens as a document is read
_SEVERAL = -3  # the id of a piece with more than one keyed token
PIECES_KEPT = 200_000  # pieces looked up while a run of sources is read (a few tens of megabytes)


class _PieceIds(dict):
    """A space-separated piece of text -> the term id of its one keyed token, -1 for a piece without one,
    or _SEVERAL for one with more (their ids in ``several``), filled on first sight. Its tokens are looked
    up in ``terms_of`` in order, so term ids follow first appearance as they do token by token."""

    def __init__(self, terms_of: _TermIds) -> None:
        super().__init__()
        self.terms_of = terms_of
        self.several: dict[str, list[int]] = {}
        self[SENTENCE_END] = _END_ID

    def __missing__(self, piece: str) -> int:
        ids = [term for t in token_texts(piece, None, False) if (term := self.terms_of[t]) >= 0]
        if len(ids) > 1:
            self.several[piece] = ids
        term = self[piece] = _SEVERAL if len(ids) > 1 else ids[0] if ids else -1
        return term


class Corpus:
    """Every passage of every source, with an inverted index and lazily cached analyses.

    The index is held in flat numpy arrays (compressed rows by term, each posting carrying its
    precomputed BM25 weight), so a 20 MB source set costs tens of megabytes rather than millions of
    Python tuples, and scoring a claim is a handful of vectorised additions.
    """

    def __init__(self, sources: Sequence[Document], workers: int = 1):
        """``workers`` > 1 reads a large source set's sentences on that many forked processes (the same
        index), which only a single-threaded caller may ask for."""
        self.documents = {d.id: d for d in sources}
        self.terms: list[str] = []
        # the sources read in one run, or in one run per worker: passages, every keyed token's term id, the
        # languages, paragraphs, and the keys of the headings (titles, datelines), which are no passages:
        # a name or date a source gives only in its title is still one the sources give
        (_, first), *parts = _read_parts(sources, workers)
        rows, token_terms, lengths, self.langs, self.heading_keys, vocab = first
        self.vocab = vocab
        every_row = [_rows(rows)]
        for run_start, part in parts:  # a later part's terms take the ids one pass would have given them
            ids = np.fromiter((vocab.setdefault(k, len(vocab)) for k in part.vocab), np.int32, len(part.vocab))
            token_terms.frombytes(ids[np.frombuffer(part.token_terms, np.int32)].tobytes())
            every_row.append(_rows(part.rows) + (run_start, 0, 0, 0, 0))  # its sources numbered among all
            lengths.extend(part.lengths)
            self.langs.update(part.langs)
            self.heading_keys |= part.heading_keys
        # the language most of the source text is in: how a claim is read before its draft is known
        largest = max(sources, key=lambda d: len(d.text), default=None)
        self.lang = self.lang_of(largest.id) if largest else "en"
        self.terms.extend(vocab)
        self.passages = Passages([d.id for d in sources], np.concatenate(every_row))
        self.passages.texts = [d.text for d in sources]
        n = len(self.passages)
        # where each paragraph's passages start (they follow one another), and one after the last
        paragraph = self.passages.rows[:, (0, 3, 4)]  # the source and the paragraph's span
        opens = np.ones(n, bool)
        opens[1:] = (paragraph[1:] != paragraph[:-1]).any(axis=1)
        self._paragraph_starts = np.append(np.flatnonzero(opens), n)
        # Postings: each (passage, term) pair once, with its count, ordered by passage and then term.
        length = np.frombuffer(lengths, dtype=np.int32).astype(np.float32) if lengths else np.zeros(0, np.float32)
        width = max(len(vocab), 1)
        docs, terms, tfs = np.zeros(0, np.int32), np.zeros(0, np.int32), np.zeros(0, np.float32)
        if n:
            keyed_terms = np.frombuffer(token_terms, np.int32)
            docs, terms, tfs = _count_pairs(np.frombuffer(lengths, dtype=np.int32), keyed_terms, width)
            del keyed_terms, token_terms
        self.df = np.bincount(terms, minlength=len(self.terms)).astype(np.int32)
        # log(1 + N/df): always positive, and a word no passage holds weighs as much as the rarest one
        # that does, so a small corpus does not make missing words outweigh everything found.
        self.idf = np.log1p(n / np.maximum(self.df, 1)).astype(np.float32)
        self.max_idf = math.log1p(n) if n else 1.0
        avg = float(length.mean()) if n else 1.0
        norm = K1 * (1 - B + B * length / avg)
        # idf * tf * (k1 + 1) / (tf + norm), worked out in place: two arrays instead of five temporaries
        weights = self.idf[terms]
        weights *= tfs
        weights *= K1 + 1
        denominator = norm[docs]
        denominator += tfs
        weights /= denominator
        del denominator
        by_term = stable_order(terms)
        self._post_doc = docs[by_term]
        self._post_weight = weights[by_term].astype(np.float32, copy=False)
        del weights, by_term
        self._post_start = np.concatenate(([0], np.cumsum(self.df))).astype(np.int64)
        # per passage, its term ids (rows of the same postings, ordered by passage)
        self._doc_terms = terms
        self._doc_start = np.searchsorted(docs, np.arange(n + 1)) if n else np.zeros(1, np.int64)
        self._keysets: dict[int, frozenset[str]] = {}
        self._figures: dict[int, list[Figure]] = {}
        self._analyses: dict[int, Analysis] = {}
        # the verdicts of claims checked against these sources, by what decides them (engine.Reviewer):
        # kept with the index, so a second check of a draft redoes only the claims that changed
        self.verdicts: dict[tuple, object] = {}
        self._numbers: list[tuple[float, str]] | None = None
        self._figure_keys: dict[tuple[float, float | None, bool], frozenset[str]] = {}
        self._idf_known: dict[str, float] = {}
        self._source_numbers: dict[str, int] = {}

    # cheap to fill again, or about claims, not sources
    _LAZY = ("_keysets", "_figure_keys", "_idf_known", "_source_numbers")
    # kept on disk as pickles of their own and read back the first time they are asked for: a second
    # check of the same draft takes every verdict from the index and needs none of them (reading the
    # analyses back took a third of such a check at 2 MB)
    _DEFERRED = ("_figures", "_analyses")

    def __getstate__(self) -> dict[str, object]:
        """The index without the source texts (the cache is keyed by them) or the caches cheap to fill
        again; the passages' figures and analyses, the costly part of a review, are kept."""
        skipped = {*self._LAZY, *self._DEFERRED, "documents", "_deferred"}
        state = {k: v for k, v in self.__dict__.items() if k not in skipped}
        state["_numbers"] = None
        state["verdicts"] = dict(self.verdicts)  # a copy: a check may be adding to it meanwhile
        with _READING_BACK:  # a part never asked for since it was read goes back to disk as it came
            deferred = dict(self.__dict__.get("_deferred", {}))
            for name in self._DEFERRED:
                if name in self.__dict__:
                    value = dict(self.__dict__[name])  # a copy, as above
                    deferred[name] = (len(value), pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
        state["_deferred"] = deferred
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.documents = {}
        for name in self._LAZY:
            setattr(self, name, {})

    def __getattr__(self, name: str) -> object:
        """A part of an index read from disk (``_DEFERRED``), read back the first time it is asked for."""
        deferred = self.__dict__.get("_deferred")
        if deferred is None or name not in self._DEFERRED:
            raise AttributeError(name)
        with _READING_BACK:
            if name not in self.__dict__:
                self.__dict__[name] = pickle.loads(deferred.pop(name)[1])
        return self.__dict__[name]

    def read_back(self) -> None:
        """Every part of an index read from disk read back now: forked workers then share one copy."""
        for name in self._DEFERRED:
            getattr(self, name)

    def analysed(self) -> int:
        """How many passage figures, analyses and claim verdicts have been worked out so far (kept with
        the index); parts not yet read back are counted, not read."""
        with _READING_BACK:
            deferred = self.__dict__.get("_deferred", {})
            return len(self.verdicts) + sum(
                len(self.__dict__[name]) if name in self.__dict__ else deferred[name][0]
                for name in ("_figures", "_analyses")
            )

    def attach(self, sources: Sequence[Document]) -> None:
        """Give an index read back from the cache the documents it was built from."""
        self.documents = {d.id: d for d in sources}
        self.passages.texts = [d.text for d in sources]

    def has_key(self, key: str) -> bool:
        """Some passage holds this index key."""
        return key in self.vocab

    def writes(self, key: str) -> bool:
        """Some source writes this index key, in a passage or in a heading ("Harbour Council meeting,
        Tuesday 4 March")."""
        return key in self.vocab or key in self.heading_keys

    def postings_of(self, key: str) -> np.ndarray:
        """Indices of the passages that hold ``key``."""
        term = self.vocab.get(key)
        if term is None:
            return np.zeros(0, np.int32)
        return self._post_doc[self._post_start[term] : self._post_start[term + 1]]

    def lang_of(self, source: str) -> str:
        """The language of a source (read while indexing; read here only for an index kept by an older
        engine without it, which the engine fingerprint rules out)."""
        found = self.langs.get(source)
        if found is None:
            found = self.langs[source] = detect(self.documents[source].text)
        return found

    # -- analyses, computed once per passage and only when a check asks ------------------------------
    def figures(self, index: int) -> list[Figure]:
        """Figures of a passage, with offsets into its source document."""
        if index not in self._figures:
            p = self.passages[index]
            self._figures[index] = _figs().extract_figures(p.text, self.lang_of(p.source), p.start)
        return self._figures[index]

    @property
    def figures_read(self) -> dict[int, list[Figure]]:
        """The passages whose figures have been read so far (``figures``), by index."""
        return self._figures

    def analysis(self, index: int) -> Analysis:
        if index not in self._analyses:
            from .text.analysis import analyse

            p = self.passages[index]
            self._analyses[index] = analyse(p.text, p.start, self.figures(index), self.lang_of(p.source))
        return self._analyses[index]

    def passage_at(self, source: str, offset: int) -> int | None:
        """The index of the passage of ``source`` that holds the character at ``offset``; None where no
        passage does (a heading, the space between two sentences)."""
        if not self._source_numbers:
            self._source_numbers = {source: n for n, source in reversed(list(enumerate(self.passages.sources)))}
        number = self._source_numbers.get(source)
        if number is None:
            return None
        rows = self.passages.rows  # a source's passages follow one another, in order
        first, end = np.searchsorted(rows[:, 0], (number, number + 1))
        at = first + int(np.searchsorted(rows[first:end, 1], offset, side="right")) - 1
        if at < first or offset >= rows[at, 2]:
            return None
        return int(at)

    def paragraph_passages(self, index: int) -> list[Passage]:
        """The passages of the paragraph that passage ``index`` sits in, in order."""
        starts = self._paragraph_starts
        k = int(np.searchsorted(starts, index, side="right")) - 1
        return [self.passages[i] for i in range(starts[k], starts[k + 1])]

    def keys(self, index: int) -> frozenset[str]:
        """The index keys of one passage."""
        found = self._keysets.get(index)
        if found is None:
            ids = self._doc_terms[self._doc_start[index] : self._doc_start[index + 1]]
            found = self._keysets[index] = frozenset(map(self.terms.__getitem__, ids.tolist()))
        return found

    def idf_of(self, key: str) -> float:
        found = self._idf_known.get(key)
        if found is None:  # claims and checks look the same words up thousands of times
            term = self.vocab.get(key)
            found = self._idf_known[key] = float(self.idf[term]) if term is not None else self.max_idf
        return found

    def passages_with_figure(self, figure: Figure, limit: int | None = None) -> list[tuple[int, Figure]]:
        """Passages in any source holding a figure equal to ``figure`` (as the claim states it), in order.

        Candidates come from the index of number tokens: every number written in digits is a key, so
        the passages whose numbers fall near the claim's value (in any of the scales it may be written
        at: 45.2 million is also 45,200,000; 0.85 is also 85%) are found without reading every
        passage's figures. Only those candidates are parsed and compared with ``same_value``.
        """
        candidates = np.unique(
            np.concatenate([self.postings_of(k) for k in self.figure_keys(figure)] or [np.zeros(0, np.int32)])
        )
        out = []
        same_value = _figs().same_value
        for i in candidates.tolist():
            for f in self.figures(i):
                if same_value(figure, f):
                    out.append((i, f))
                    break
            if limit is not None and len(out) >= limit:
                break
        return out

    def figure_keys(self, figure: Figure) -> frozenset[str]:
        """Index keys of the numbers near the figure's value at any scale: a passage holding the figure
        holds one of them (a superset test, settled by ``same_value``)."""
        signature = (figure.value, figure.high, figure.approx)
        found_before = self._figure_keys.get(signature)
        if found_before is not None:
            return found_before
        keys = self._find_figure_keys(figure)
        if len(self._figure_keys) < FIGURE_KEY_CACHE:
            self._figure_keys[signature] = keys
        return keys

    def _find_figure_keys(self, figure: Figure) -> frozenset[str]:
        if self._numbers is None:
            numbers = []
            for key in self.vocab:
                if key[:1].isdigit() or key[:1] in "-.":
                    try:
                        numbers.append((float(key), key))
                    except ValueError:
                        continue
            numbers.sort()
            self._numbers = numbers
        values = [figure.value] + ([figure.high] if figure.high is not None else [])
        found: set[str] = set()
        numbers = self._numbers
        for value in values:
            for target in {value, value / 1e3, value / 1e6, value / 1e9, value / 1e12, value * 100, value / 100}:
                slack = abs(target) * (0.06 if figure.approx else 1e-9) + (0.5 if figure.approx else 1e-9)
                at = bisect.bisect_left(numbers, (target - slack, ""))
                while at < len(numbers) and numbers[at][0] <= target + slack:  # read in place, not copied
                    found.add(numbers[at][1])
                    at += 1
            word = _figs().number_word(value)
            if word and (key := key_of(word)) and key in self.vocab:
                found.add(key)
        return frozenset(found)

    # -- search --------------------------------------------------------------------------------------
    def search(self, query: dict[str, float], limit: int = POOL) -> list[int]:
        """Indices of the passages best ranked by BM25 for a weighted bag of keys (ties by position)."""
        parts_doc, parts_weight = [], []
        for key, weight in query.items():
            term = self.vocab.get(key)
            if term is None:
                continue
            a, b = self._post_start[term], self._post_start[term + 1]
            parts_doc.append(self._post_doc[a:b])
            parts_weight.append(self._post_weight[a:b] * weight if weight != 1.0 else self._post_weight[a:b])
        if not parts_doc:
            return []
        docs = np.concatenate(parts_doc)
        # counted in double precision, as ``bincount`` does: cast while joining rather than in a copy after
        weights = np.concatenate(parts_weight, dtype=np.float64)
        if len(docs) * 4 < len(self.passages):
            hit, inverse = np.unique(docs, return_inverse=True)  # few postings: sort them
            scores = np.bincount(inverse, weights=weights)
            return _best(hit, scores, limit)
        # many: one pass over every passage (a score's position is its passage)
        return _best(None, np.bincount(docs, weights=weights, minlength=len(self.passages)), limit)

    def coverage(self, query: dict[str, float], index: int) -> float:
        """IDF-weighted share of the query's keys that the passage holds (0..1)."""
        return self.coverage_of_set(query, [index])

    def coverage_of_set(self, query: dict[str, float], indices: Sequence[int]) -> float:
        """IDF-weighted share of the query's keys that the passages hold between them (0..1)."""
        total = sum(self.idf_of(k) * w for k, w in query.items())
        if total <= 0:
            return 0.0
        held = [self.keys(i) for i in indices]
        return sum(self.idf_of(k) * w for k, w in query.items() if any(k in h for h in held)) / total


def _best(hit: np.ndarray | None, scores: np.ndarray, limit: int) -> list[int]:
    """The ``limit`` passages of ``hit`` (ascending; None for every passage, a score's position being its
    passage) with the best positive ``scores``, best first, ties by position (no two hits share a
    passage, so the order is total) at the cut as well as above it.

    Only the passages scoring at least the ``limit``-th best of an evenly spaced sample are sorted: that
    sample's ``limit``-th best is no better than the whole set's, so none of the best is left out, and a
    sort of those few costs a fraction of selecting among every passage of a large corpus. No score is
    negative, so that bound is found among the sample's positive scores (most of a large corpus scores
    0 for a claim); with fewer than ``limit`` of them it is 0, and every positive score is kept.
    """
    floor = 0.0
    if len(scores) > SCORE_SAMPLE:
        sample = scores[:: len(scores) // SCORE_SAMPLE]
        sample = sample[sample > 0]
        if len(sample) >= limit:
            floor = float(np.partition(sample, len(sample) - limit)[len(sample) - limit])
    keep = np.flatnonzero(scores >= floor if floor > 0 else scores > 0)
    hit, scores = (keep if hit is None else hit[keep]), scores[keep]
    if len(scores) > limit:
        # only those at least as good as the ``limit``-th best are sorted: every one better is among the
        # best, and of those equal to it the first by position
        cut = np.partition(scores, len(scores) - limit)[len(scores) - limit]
        keep = np.flatnonzero(scores >= cut)
        hit, scores = hit[keep], scores[keep]
    return hit[np.lexsort((hit, -scores))[:limit]].tolist()


class Passages(Sequence[Passage]):
    """Every passage of a corpus, as rows of numbers (the source's number, start, end and paragraph span)
    made into a ``Passage`` when one is asked for.

    An index of 20 MB holds 200,000 passages: as rows they are built, sent back by a forked reader and
    kept on disk for a few megabytes, where as named tuples with their texts they took tens of
    megabytes and the larger part of reading a kept index back. The texts are the sources' own, given
    again when an index is read back (``Corpus.attach``), never kept with it.
    """

    def __init__(self, sources: list[str], rows: np.ndarray) -> None:
        self.sources = sources  # the id of each source, by number
        self.rows = rows
        self.texts = []

    @property
    def texts(self) -> list[str]:
        """The text of each source, by number."""
        return self._texts

    @texts.setter
    def texts(self, texts: list[str]) -> None:
        self._texts = texts
        self._made: dict[int, Passage] = {}  # the passages asked for so far (checks ask for the same again)

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, index: int) -> Passage:  # type: ignore[override]  # one passage, not a slice
        found = self._made.get(index)
        if found is not None:
            return found
        index = operator.index(index)
        index += len(self.rows) if index < 0 else 0
        n, start, end, first, last = self.rows[index].tolist()
        found = Passage(self.sources[n], index, start, end, self._texts[n][start:end], (first, last))
        if len(self._made) >= PASSAGES_MADE:
            self._made.clear()
        self._made[index] = found
        return found

    def __iter__(self) -> Iterator[Passage]:
        return (self[i] for i in range(len(self.rows)))

    def __getstate__(self) -> dict[str, object]:
        return {"sources": self.sources, "rows": self.rows}

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.texts = []


class _Part(NamedTuple):
    """What reading the sentences of a run of sources gives: its passages as rows (numbered from 0 within
    the run), its own vocabulary in order of first appearance, every keyed token's term id in it, and the
    rest."""

    rows: array  # five numbers a passage: the source's number in the run, start, end, paragraph span
    token_terms: array  # the term id of every keyed token, passage after passage
    lengths: array  # keyed tokens per passage
    langs: dict[str, str]
    heading_keys: set[str]
    vocab: dict[str, int]


def _rows(rows: array) -> np.ndarray:
    """A part's passage rows as a table, one row a passage, without copying them."""
    return np.frombuffer(rows, np.int64).reshape(-1, 5)


PARALLEL_TEXT = 1_000_000  # characters of sources below which forking a reader costs more than it saves


def _read_parts(sources: Sequence[Document], workers: int) -> list[tuple[int, _Part]]:
    """The sources read as one part or, with ``workers`` > 1 and enough text, as that many contiguous
    runs of about equal size: the first in this process, the others at the same time in forked ones.
    Each part comes with the number of its first source."""
    total = sum(len(d.text) for d in sources)
    if workers <= 1 or total < PARALLEL_TEXT or len(sources) < workers:
        return [(0, _read(sources))]
    ends = np.cumsum([len(d.text) for d in sources])[:-1]  # where each run may end, but the last
    cuts = [0, *sorted({int(np.abs(ends - total * k / workers).argmin()) + 1 for k in range(1, workers)}), len(sources)]
    global _runs
    spans = [(a, b) for a, b in zip(cuts, cuts[1:], strict=False) if a < b]
    _runs = [tuple(sources[a:b]) for a, b in spans]
    try:
        with forked_pool(len(_runs) - 1) as pool:
            later = pool.map_async(_read_run, range(1, len(_runs)), chunksize=1)
            first = _read(_runs[0])
            return list(zip([a for a, _ in spans], [first, *later.get()], strict=True))
    finally:
        _runs = []


_runs: list[tuple[Document, ...]] = []  # the runs of sources the forked readers read


def _read_run(k: int) -> _Part:
    """In a reader: run ``k`` read (the forked process has the sources; only their number is sent)."""
    return _read(_runs[k])


def _read(sources: Sequence[Document]) -> _Part:
    """The sentences of ``sources`` as passages, and every keyed token's term id.

    A document's sentences are cut into space-separated pieces in one step, each piece given the term id
    of its token by one look-up (a piece is read only the first time it is seen), and each sentence's
    keyed tokens counted by one cumulative sum, rather than sentence by sentence and token by token.
    Every document's language is read here, where the readers share the sources out, and kept with the
    index: the figures of a passage are read in its source's language, and a worker checking claims would
    otherwise read it again for each source it meets (0.4 s of CPU per worker at 20 MB)."""
    rows = array("q")
    vocab: dict[str, int] = {}
    heading_keys: set[str] = set()
    token_terms = array("i")
    lengths = array("i")
    langs: dict[str, str] = {}
    terms_of = _TermIds(vocab)
    terms_of[SENTENCE_END] = _END_ID
    pieces_of = _PieceIds(terms_of)
    for number, doc in enumerate(sources):
        if len(pieces_of) > PIECES_KEPT:  # pieces are many more than tokens in a large corpus of prose
            pieces_of = _PieceIds(terms_of)
        cjk = None if has_cjk(doc.text) else False  # a document without CJK: no sentence has any
        langs[doc.id] = detect(doc.text)
        lang = langs[doc.id] if cjk is None else None  # None: not needed to cut the words of Latin text
        texts: list[str] = []  # the document's passages, one sentence after another
        spans: list[int] = []  # five numbers a sentence: the source's number, start, end, paragraph span
        text = doc.text
        # the sentences block by block, as spans: a heading is told by its block (``looks_like_heading``),
        # and a sentence is made into no object of its own
        for block, found in block_spans(text):
            first, last = block.start, block.end
            if block.kind == "heading":
                headings, found = found, []
            elif block.kind == "paragraph" and (first, last) in found and title_like(text[first:last]):
                # a paragraph of one short capitalised line: a title or a dateline (the spans of a block
                # do not overlap, so no other sentence shares it)
                headings, found = [(first, last)], [span for span in found if span != (first, last)]
            else:
                headings = []
            for a, b in headings:
                heading_keys.update(k for t in token_texts(text[a:b], lang, cjk) if (k := key_of(t)))
            for a, b in found:
                texts.append(text[a:b])
                spans += (number, a, b, first, last)
        if not texts:
            continue
        # every sentence's term ids, each sentence's followed by _END_ID: read piece by piece (a piece seen
        # before is one look-up) where a sentence's tokens are those of its pieces, else token by token
        pieces = sentence_pieces(texts, cjk) if cjk is False else None
        if pieces is not None:
            ids = np.fromiter(map(pieces_of.__getitem__, pieces), np.int32, len(pieces))
            if (several := np.flatnonzero(ids == _SEVERAL)).size:
                ids = _spread(ids, several, [pieces_of.several[pieces[i]] for i in several])
        else:
            tokens = [t for text in texts for t in (*token_texts(text, lang, cjk), SENTENCE_END)]
            ids = np.fromiter(map(terms_of.__getitem__, tokens), np.int32, len(tokens))
        ended = ids == _END_ID
        keyed = np.diff(np.cumsum(ids >= 0)[ended], prepend=0)  # keyed tokens of each sentence
        kept = keyed > 0  # a sentence without a keyed token is no passage
        rows.frombytes(np.array(spans, np.int64).reshape(-1, 5)[kept].tobytes())
        lengths.frombytes(keyed[kept].astype(np.int32).tobytes())
        token_terms.frombytes(ids[ids >= 0].tobytes())  # the tokens without a key are dropped here
    return _Part(rows, token_terms, lengths, langs, heading_keys, vocab)


def _spread(ids: np.ndarray, at: np.ndarray, several: list[list[int]]) -> np.ndarray:
    """``ids`` with the _SEVERAL at each of ``at`` replaced by the ids of that piece's keyed tokens."""
    ids[at] = [terms[0] for terms in several]
    more = [len(terms) - 1 for terms in several]
    return np.insert(ids, np.repeat(at + 1, more), [t for terms in several for t in terms[1:]])


def _count_pairs(lengths: np.ndarray, token_terms: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each (passage, term) pair once, ordered by passage and then term: the passages, the terms and
    how often each pair occurs.

    Counted over runs of whole passages of about ``PAIR_CHUNK`` tokens, each kept as 32-bit passages and
    terms: the sort's 64-bit keys and their copies then cost a few megabytes at any corpus size,
    rather than several times the corpus's token count in bytes at the peak of indexing. The runs are in
    passage order, so joining their results gives the same arrays as one pass over every token.
    """
    ends = np.cumsum(lengths, dtype=np.int64)
    docs, terms, counts = [], [], []
    first, token_start = 0, 0
    while first < len(lengths):
        last = max(int(np.searchsorted(ends, token_start + PAIR_CHUNK, side="right")), first + 1)
        token_end = int(ends[last - 1])
        run = np.repeat(np.arange(first, last, dtype=np.int64), lengths[first:last])
        pairs, found = np.unique(run * width + token_terms[token_start:token_end], return_counts=True)
        docs.append((pairs // width).astype(np.int32))
        terms.append((pairs % width).astype(np.int32))
        counts.append(found.astype(np.float32))
        first, token_start = last, token_end
    return np.concatenate(docs), np.concatenate(terms), np.concatenate(counts)


@dataclass(frozen=True)
class Retrieval:
    candidates: tuple[Candidate, ...]
    evidence: tuple[Passage, ...]
    score: float  # relevance of the best passage
    coverage: float  # share of the claim's informative words the evidence set holds together


@lru_cache(maxsize=16)
def _framing_keys(lang: str) -> frozenset[str]:
    """The index keys of the words with which a claim speaks of its source ("the article describes")."""
    return frozenset(k for w in lexicon(lang).FRAMING_WORDS if (k := key_of(w)))


def claim_query(claim_text: str, context: str | None, lang: str | None = None) -> dict[str, float]:
    query: dict[str, float] = {}
    framing = _framing_keys(lang or "en")
    for k in keys_of_text(claim_text, lang):
        query[k] = CONTEXT_WEIGHT if k in framing else 1.0
    if context:
        for k in keys_of_text(context, lang):
            query.setdefault(k, CONTEXT_WEIGHT)
    return query


def retrieve(
    corpus: Corpus,
    claim_text: str,
    claim_figures: Sequence[Figure],
    context: str | None = None,
    lang: str | None = None,
) -> Retrieval:
    """The candidates and evidence set of a claim; ``lang`` is the language the claim is read in (its
    words are cut as the sources' words are: a kanji-only claim in a Japanese draft is Japanese)."""
    query = claim_query(claim_text, context, lang)
    hits = corpus.search(query)
    own = {k: w for k, w in query.items() if w >= 1.0} or query
    weighted = _Weighted(corpus, own)
    candidates = tuple(
        Candidate(corpus.passages[i], round(weighted.share((corpus.keys(i),)), 4)) for i in hits[:TOP_CANDIDATES]
    )
    evidence = assemble_evidence(corpus, own, claim_figures, hits)
    score = candidates[0].score if candidates else 0.0
    return Retrieval(candidates, evidence, score, _coverage(corpus, weighted, claim_figures, evidence))


class _Weighted:
    """A claim's query keys with their weights (IDF times the query's weight), in the query's order, and
    their total: worked out once for a claim rather than once for each passage whose coverage is asked.
    Every share is summed in the query's order, as ``Corpus.coverage_of_set`` sums it."""

    __slots__ = ("items", "total")

    def __init__(self, corpus: Corpus, query: dict[str, float]) -> None:
        self.items = [(k, corpus.idf_of(k) * w) for k, w in query.items()]
        self.total = sum([v for _, v in self.items])

    def share(self, held: Sequence[frozenset[str]]) -> float:
        """The share of the weight that the passages with the key sets ``held`` hold between them (0..1),
        what ``Corpus.coverage_of_set`` gives."""
        if self.total <= 0:
            return 0.0
        if len(held) == 1:
            keys = held[0]
            return sum([v for k, v in self.items if k in keys]) / self.total
        return sum([v for k, v in self.items if any(k in h for h in held)]) / self.total


_PLACES_IN_TIME = frozenset({"year", "date"})  # held by so many passages that they say little of relevance


def _coverage(
    corpus: Corpus, weighted: _Weighted, claim_figures: Sequence[Figure], evidence: Sequence[Passage]
) -> float:
    """The share of the claim's informative words the evidence set holds, a figure of the claim that it
    states counting as a word of the highest weight ("Two in five Kingsmere tickets went to newcomers"
    against "40% of tickets were bought by first-time attendees"): the most specific thing a claim says
    shows the passage speaks to it. A figure it lacks counts for nothing either way: the figure checks
    judge it."""
    words = weighted.share([corpus.keys(p.index) for p in evidence])
    same_value = _figs().same_value
    stated = [
        f
        for f in claim_figures
        if f.kind not in _PLACES_IN_TIME and any(same_value(f, g) for p in evidence for g in corpus.figures(p.index))
    ]
    total = weighted.total
    if not stated or total <= 0:
        return words
    bonus = corpus.max_idf * len(stated)
    return (words * total + bonus) / (total + bonus)


def assemble_evidence(
    corpus: Corpus, query: dict[str, float], claim_figures: Sequence[Figure], pool: list[int]
) -> tuple[Passage, ...]:
    """Greedy set cover: each added passage must bring a claim figure or informative words not yet held.

    Whether a pool passage holds a claim figure is read only when it can matter (reading a passage's
    figures is the costly part): to learn whether any pool passage holds the figure at all, the pool is
    read in order up to the first that does, and in the greedy steps a passage's figures are read only
    when its words plus every figure still missing could beat the best gain found so far. The set chosen
    is the one reading every passage would give.
    """
    if not pool:
        return ()
    pool = list(pool)
    holdings: list[_FigureHolders] = []
    for f in claim_figures:
        figure = _FigureHolders(corpus, f, len(pool))  # the passages in the pool when it is looked for
        holdings.append(figure)
        if not figure.held_by_any(pool):
            # A passage elsewhere holding the figure joins the pool: a figure is the most specific thing
            # a claim says, and its passage may share few words with the rest of the claim.
            for i, _ in corpus.passages_with_figure(figure.figure, limit=3):
                if corpus.coverage(query, i) > 0:
                    pool.append(i)
                    figure.added.add(i)
    chosen: list[int] = []
    held_keys: set[str] = set()
    figures_held: set[int] = set()
    weights = {k: corpus.idf_of(k) * w for k, w in query.items()}
    min_gain = 0.5 * max((corpus.idf_of(k) for k in query), default=1.0)
    max_idf = corpus.max_idf
    # per pool position, the query keys its passage holds (in the query's order, so every gain sums as
    # before)
    pool_keys = list(map(corpus.keys, pool))
    holds = [[k for k in weights if k in keys] for keys in pool_keys]
    # per pool position, the claim figures its passage may hold: a passage without any of a figure's index
    # keys does not hold it, which is known without reading its figures
    may = [
        [n for n, h in enumerate(holdings) if i in h.added or (p < h.scope and not h.keys.isdisjoint(keys))]
        for p, (i, keys) in enumerate(zip(pool, pool_keys, strict=True))
    ]
    # per pool position, the weight of its words not yet held (None: to be summed again, after a chosen
    # passage took some of them; the same words in the same order, so the same sum)
    word_gains: list[float | None] = [None] * len(pool)
    while len(chosen) < EVIDENCE_MAX:
        missing = [h for n, h in enumerate(holdings) if n not in figures_held]
        # each passage's words and, when figures are missing, the most its figures can add: every missing
        # figure it may hold
        bounds: list[float] = []
        for position, i in enumerate(pool):
            gain = word_gains[position]
            if gain is None:
                gain = word_gains[position] = sum([weights[k] for k in holds[position] if k not in held_keys])
            if missing and may[position] and (possible := sum([1 for n in may[position] if n not in figures_held])):
                gain += max_idf * possible
            bounds.append(-1.0 if i in chosen else gain)
        # the best gain, the first position among equals, as a scan of the pool in order finds it: the
        # passage with the highest bound is read first, and then only those whose bound can match its gain
        best, best_gain, best_position = None, 0.0, len(pool)
        first = bounds.index(max(bounds))
        for position in itertools.chain((first,), range(len(pool))):
            bound = bounds[position]
            if bound < best_gain or (bound == best_gain and (best is None or position >= best_position)):
                continue
            i = pool[position]
            gain = word_gains[position]
            if missing:
                gain += max_idf * sum([1 for h in missing if h.held_by(i, position)])
            if gain > best_gain or (gain == best_gain and best is not None and position < best_position):
                best, best_gain, best_position = i, gain, position
        if best is None or (chosen and best_gain < min_gain):
            break
        chosen.append(best)
        at = best_position
        if newly := set(holds[at]) - held_keys:
            held_keys |= newly
            for position, gain in enumerate(word_gains):
                if gain is not None and not newly.isdisjoint(holds[position]):
                    word_gains[position] = None
        figures_held.update(n for n, h in enumerate(holdings) if h.held_by(best, at))
    return tuple(corpus.passages[i] for i in chosen)


class _FigureHolders:
    """Which pool passages hold one claim figure, read passage by passage when first asked."""

    def __init__(self, corpus: Corpus, figure: Figure, scope: int) -> None:
        self.corpus = corpus
        self.figure = figure
        self.keys = corpus.figure_keys(figure)
        self.scope = scope  # pool positions from here on joined after the figure was looked for ...
        self.added: set[int] = set()  # ... except the passages that joined because they hold it
        self._read: dict[int, bool] = {}
        self.same_value = _figs().same_value

    def held_by_any(self, pool: Sequence[int]) -> bool:
        """Whether any passage of ``pool`` holds the figure: the passages whose figures have been read
        already are asked first, so that a passage is read only when none of those holds it."""
        read = self.corpus.figures_read
        later = []
        for position, index in enumerate(pool):
            if index in read or not (
                index in self.added or (position < self.scope and not self.keys.isdisjoint(self.corpus.keys(index)))
            ):
                if self.held_by(index, position):
                    return True
            else:
                later.append((position, index))
        return any(self.held_by(index, position) for position, index in later)

    def held_by(self, index: int, position: int) -> bool:
        """Whether pool passage ``index`` (at ``position`` in the pool) holds the figure."""
        if index in self.added:
            return True
        if position >= self.scope:
            return False
        found = self._read.get(index)
        if found is None:
            corpus, figure = self.corpus, self.figure
            found = self._read[index] = not self.keys.isdisjoint(corpus.keys(index)) and any(
                self.same_value(figure, g) for g in corpus.figures(index)
            )
        return found
