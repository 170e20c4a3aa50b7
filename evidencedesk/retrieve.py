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

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .model import Candidate, Document, Figure, Passage
from .text import figures as figs
from .text.analysis import Analysis, analyse, shift
from .text.lexicon import en
from .text.segment import looks_like_heading, sentences
from .text.tokens import TOKEN_RE, Token, normalise, stem, tokenize

K1, B = 1.2, 0.75
TOP_CANDIDATES = 3
EVIDENCE_MAX = 5
POOL = 30  # passages considered when assembling the evidence set
# A term held by more than this share of passages only re-scores passages other terms found; walking
# its postings would cost time in proportion to the corpus and say little.
COMMON_TERM_SHARE = 0.05
COMMON_TERM_FLOOR = 2000


def _paraphrase_keys() -> dict[str, str]:
    keys: dict[str, str] = {}
    for group in en.PARAPHRASES:
        head = stem(group[0])
        for word in group:
            if " " not in word:
                keys[stem(normalise(word))] = head
    return keys


PARAPHRASE_KEY = _paraphrase_keys()


@lru_cache(maxsize=200_000)
def key_of(raw: str) -> str | None:
    """The index key of one token as written, or None for a stop word or a lone symbol."""
    norm = normalise(raw)
    if norm in en.STOP_WORDS:
        return None
    if norm.lstrip("+-.−")[:1].isdigit():
        return norm.rstrip("%").lstrip("+").replace("−", "-")
    if len(norm) < 2 and not norm.isalnum():
        return None
    s = stem(norm)
    return PARAPHRASE_KEY.get(s, s)


def keys_of_text(text: str) -> list[str]:
    return [k for k in (key_of(m.group()) for m in TOKEN_RE.finditer(text)) if k]


def token_keys(tokens: Iterable[Token]) -> list[tuple[Token, str]]:
    return [(t, k) for t in tokens if (k := key_of(t.text))]


@dataclass
class Hit:
    index: int
    bm25: float


class Corpus:
    """Every passage of every source, with an inverted index and lazily cached analyses."""

    def __init__(self, sources: Sequence[Document]):
        self.documents = {d.id: d for d in sources}
        self.passages: list[Passage] = []
        self._keys: list[Counter[str]] = []
        postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        self._paragraphs: dict[tuple[str, tuple[int, int]], list[int]] = defaultdict(list)
        for doc in sources:
            for sent in sentences(doc.text):
                if looks_like_heading(sent):
                    continue
                counts = Counter(keys_of_text(sent.text))
                if not counts:
                    continue
                index = len(self.passages)
                self.passages.append(
                    Passage(doc.id, index, sent.start, sent.end, sent.text, (sent.block.start, sent.block.end))
                )
                self._keys.append(counts)
                self._paragraphs[(doc.id, (sent.block.start, sent.block.end))].append(index)
                for key, tf in counts.items():
                    postings[key].append((index, tf))
        self.postings = dict(postings)
        n = len(self.passages)
        self.lengths = [sum(c.values()) for c in self._keys]
        self.avg_length = (sum(self.lengths) / n) if n else 1.0
        # log(1 + N/df): always positive, and a word no passage holds weighs as much as the rarest one
        # that does, so a small corpus does not make missing words outweigh everything found.
        self.idf = {k: math.log(1 + n / len(p)) for k, p in self.postings.items()}
        self.max_idf = math.log(1 + n) if n else 1.0
        self._common = max(COMMON_TERM_FLOOR, int(n * COMMON_TERM_SHARE))
        self._tokens: dict[int, list[Token]] = {}
        self._figures: dict[int, list[Figure]] = {}
        self._analyses: dict[int, Analysis] = {}
        self._figure_index: dict[tuple[str, float], list[int]] | None = None

    # -- analyses, computed once per passage and only when a check asks ------------------------------
    def tokens(self, index: int) -> list[Token]:
        if index not in self._tokens:
            p = self.passages[index]
            self._tokens[index] = tokenize(p.text, p.start)
        return self._tokens[index]

    def figures(self, index: int) -> list[Figure]:
        """Figures of a passage, with offsets into its source document."""
        if index not in self._figures:
            p = self.passages[index]
            self._figures[index] = [shift(f, p.start) for f in figs.extract_figures(p.text)]
        return self._figures[index]

    def analysis(self, index: int) -> Analysis:
        if index not in self._analyses:
            p = self.passages[index]
            self._analyses[index] = analyse(p.text, p.start, self.figures(index))
        return self._analyses[index]

    def paragraph_passages(self, index: int) -> list[Passage]:
        """The passages of the paragraph that passage ``index`` sits in, in order."""
        p = self.passages[index]
        return [self.passages[i] for i in self._paragraphs[(p.source, p.paragraph)]]

    def keys(self, index: int) -> Counter[str]:
        return self._keys[index]

    def idf_of(self, key: str) -> float:
        return self.idf.get(key, self.max_idf)

    def passages_with_figure(self, figure: Figure) -> list[tuple[int, Figure]]:
        """Every passage in any source holding a figure equal to ``figure`` (as the claim states it)."""
        if self._figure_index is None:
            index: dict[tuple[str, float], list[int]] = defaultdict(list)
            for i, p in enumerate(self.passages):
                for f in self.figures(i):
                    for k in _figure_keys(f):
                        index[k].append(i)
            self._figure_index = dict(index)
        seen, out = set(), []
        for k in _figure_keys(figure, hedged=figure.approx):
            for i in self._figure_index.get(k, ()):
                if i in seen:
                    continue
                seen.add(i)
                for f in self.figures(i):
                    if figs.same_value(figure, f):
                        out.append((i, f))
                        break
        return out

    # -- search --------------------------------------------------------------------------------------
    def search(self, query: dict[str, float], limit: int = POOL) -> list[Hit]:
        """Passages ranked by BM25 for a weighted bag of keys."""
        scores: dict[int, float] = {}
        terms = sorted((k for k in query if k in self.postings), key=lambda k: -self.idf[k])
        for key in terms:
            idf = self.idf[key] * query[key]
            plist = self.postings[key]
            rare = len(plist) <= self._common
            for index, tf in plist:
                if not rare and index not in scores:
                    continue
                norm = K1 * (1 - B + B * self.lengths[index] / self.avg_length)
                scores[index] = scores.get(index, 0.0) + idf * tf * (K1 + 1) / (tf + norm)
        best = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
        return [Hit(i, s) for i, s in best]

    def coverage(self, query: dict[str, float], index: int) -> float:
        """IDF-weighted share of the query's keys that the passage holds (0..1)."""
        return self.coverage_of_set(query, [index])

    def coverage_of_set(self, query: dict[str, float], indices: Sequence[int]) -> float:
        """IDF-weighted share of the query's keys that the passages hold between them (0..1)."""
        total = sum(self.idf_of(k) * w for k, w in query.items())
        if total <= 0:
            return 0.0
        return sum(self.idf_of(k) * w for k, w in query.items()
                   if any(k in self._keys[i] for i in indices)) / total


def _figure_keys(f: Figure, hedged: bool = False) -> list[tuple[str, float]]:
    """Coarse buckets under which equal figures meet; `same_value` makes the final call."""
    value, unit = figs.to_base(f)
    family = "pct" if f.kind in {"percent", "ratio"} else f.kind
    if f.kind == "ratio":
        value = value * 100
    if hedged:
        return [(family, float(round(value * s) / s)) for s in (1, 10, 100)] + [
            (family, float(math.floor(value))), (family, float(math.ceil(value)))
        ] + [(family, float(round(value, -1)))]
    out = [(family, float(round(value, 6)))]
    # a hedged claim ("about 24%") must find 23.7%: index every figure under its rounded forms too
    out += [(family, float(round(value))), (family, float(round(value, 1))), (family, float(round(value, -1)))]
    return out


@dataclass(frozen=True)
class Retrieval:
    candidates: tuple[Candidate, ...]
    evidence: tuple[Passage, ...]
    score: float  # relevance of the best passage
    coverage: float  # share of the claim's informative words the evidence set holds together
    query: dict[str, float]


def claim_query(claim_text: str, context: str | None) -> dict[str, float]:
    query: dict[str, float] = {}
    for k in keys_of_text(claim_text):
        query[k] = 1.0
    if context:
        for k in keys_of_text(context):
            query.setdefault(k, 0.35)
    return query


def retrieve(corpus: Corpus, claim_text: str, claim_figures: Sequence[Figure],
             context: str | None = None) -> Retrieval:
    query = claim_query(claim_text, context)
    hits = corpus.search(query)
    own = {k: w for k, w in query.items() if w >= 1.0} or query
    candidates = tuple(
        Candidate(corpus.passages[h.index], round(corpus.coverage(own, h.index), 4))
        for h in hits[:TOP_CANDIDATES]
    )
    evidence = assemble_evidence(corpus, own, claim_figures, [h.index for h in hits])
    score = candidates[0].score if candidates else 0.0
    return Retrieval(candidates, evidence, score, corpus.coverage_of_set(own, [p.index for p in evidence]), query)


def assemble_evidence(corpus: Corpus, query: dict[str, float], claim_figures: Sequence[Figure],
                      pool: list[int]) -> tuple[Passage, ...]:
    """Greedy set cover: each added passage must bring a claim figure or informative words not yet held."""
    if not pool:
        return ()
    pool = list(pool)
    # Passages elsewhere that hold one of the claim's figures join the pool: a figure is the most
    # specific thing a claim says, and its passage may share few words with the rest of the claim.
    for f in claim_figures:
        for i, _ in corpus.passages_with_figure(f)[:3]:
            if i not in pool and corpus.coverage(query, i) > 0:
                pool.append(i)
    chosen: list[int] = []
    held: set[str] = set()
    figures_held: set[int] = set()
    min_gain = 0.5 * max((corpus.idf_of(k) for k in query), default=1.0)
    while len(chosen) < EVIDENCE_MAX:
        best, best_gain = None, 0.0
        for i in pool:
            if i in chosen:
                continue
            keys = corpus.keys(i)
            gain = sum(corpus.idf_of(k) * w for k, w in query.items() if k in keys and k not in held)
            new_figs = [n for n, f in enumerate(claim_figures) if n not in figures_held and any(
                figs.same_value(f, g) for g in corpus.figures(i))] if claim_figures else []
            gain += len(new_figs) * corpus.max_idf
            if gain > best_gain:
                best, best_gain = i, gain
        if best is None or (chosen and best_gain < min_gain):
            break
        chosen.append(best)
        held.update(k for k in query if k in corpus.keys(best))
        for n, f in enumerate(claim_figures):
            if any(figs.same_value(f, g) for g in corpus.figures(best)):
                figures_held.add(n)
    return tuple(corpus.passages[i] for i in chosen)
