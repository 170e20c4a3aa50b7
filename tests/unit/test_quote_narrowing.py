"""A quotation against many sources: the narrowed search (bounds read for every source at once, sources
measured and aligned only while they can still be reported) reports what checking every source in full
reports, for quotations drawn from the bench's real sources: verbatim, with a word changed, elided, with a
word left out, and made of words no source holds in that order."""

from __future__ import annotations

import random
import re

import pytest

from evidencedesk.model import Document
from evidencedesk.quotes import QuoteCheck, Sources, verify_quote, verify_quote_in
from evidencedesk.quotes.first_matcher import _passages_of, verify_passages
from evidencedesk.quotes.runs import run_share, run_shares, share_ceilings
from evidencedesk.quotes.second_matcher import sim_ceiling
from evidencedesk.quotes.source import Source
from evidencedesk.quotes.verify import TIED_ALIGNED

from .bench_texts import bench_texts


def _series() -> tuple[list[str], list[str]]:
    """Forty real sources, then twenty copies of one of them, each with its first figure changed (a
    report series); and for some copies, the words around that figure quoted with one digit of it wrong.
    Every copy then ties on the first matcher (the wrong figure is in none of them), the copy whose
    figure is one digit off is the closest by the second matcher, and more copies tie than are aligned."""
    rows = bench_texts()
    openings = {t[:200]: t for t in rows if 300 <= len(t) <= 4000}  # one of each article (not claims)
    real = list(openings.values())[:41]
    base = real.pop(next(i for i, t in enumerate(real) if re.search(r"\b\d+\b", t)))
    figure = re.search(r"\b\d+\b", base)
    assert figure is not None
    before, after = base[: figure.start()].split()[-5:], base[figure.end() :].split()[:5]
    series, quotes = [], []
    for k in range(20):
        value = 1000 + 137 * k
        series.append(base[: figure.start()] + str(value) + base[figure.end() :])
        if k % 4 == 3:
            quotes.append(" ".join([*before, str(value)[:-1] + str((value + 1) % 10), *after]))
    return real + series, quotes


def _quotes(texts: list[str]) -> list[str]:
    rng = random.Random(13)
    words_of = [t.split() for t in texts]
    quotes: list[str] = []
    for i in range(45):
        words = words_of[rng.randrange(len(texts))] if i % 3 else words_of[rng.randrange(40, len(texts))]
        start = rng.randrange(max(1, len(words) - 12))
        piece = words[start : start + rng.randint(4, 12)]
        kind = i % 5
        if kind == 1:  # one word changed
            piece[rng.randrange(len(piece))] = rng.choice(["remarkably", "the", "not", "12%", "rose"])
        elif kind == 2 and len(piece) > 5:  # elided
            piece = [*piece[:2], "...", *piece[-2:]]
        elif kind == 3:  # one word left out
            del piece[rng.randrange(len(piece))]
        elif kind == 4:  # the same words in another order
            rng.shuffle(piece)
        quotes.append(" ".join(piece))
    return quotes


def _first_matcher_ties(quote: str, documents: list[Document]) -> tuple[list[QuoteCheck], list[int], int]:
    """Each source checked in full by both matchers, the sources tied for the best first-matcher result
    (verified, then match), and whether anything was compared at all (-1 if not)."""
    checks = [verify_quote(quote, d) for d in documents]

    def rank(c: QuoteCheck) -> tuple[int, float]:
        return (-1, 0.0) if c.verified is None else (1 if c.verified else 0, c.match)

    best = max(map(rank, checks))
    return checks, [i for i, c in enumerate(checks) if rank(c) == best], best[0]


def _every_source(quote: str, documents: list[Document]) -> QuoteCheck:
    """The reference: each source checked in full; among the sources tied on the first matcher, of the
    ``TIED_ALIGNED`` with the highest similarity ceilings (the first given among equals), the closest by
    the second matcher, the first among equals."""
    checks, tied, compared = _first_matcher_ties(quote, documents)
    if compared < 0:
        return checks[tied[0]]

    def ceiling(i: int) -> float:
        src = Source(documents[i].text)
        return max((sim_ceiling(src, part) for p in verify_passages(src, quote)[0] for part in p.parts), default=0.0)

    aligned = sorted(tied, key=lambda i: -ceiling(i))[:TIED_ALIGNED]
    closest = max(checks[i].quote_sim or 0.0 for i in aligned)
    return checks[min(i for i in aligned if (checks[i].quote_sim or 0.0) == closest)]


TEXTS, FIGURES = _series()
DOCUMENTS = [Document(f"s{i}", f"s{i}.md", t) for i, t in enumerate(TEXTS)]
QUOTES = FIGURES + _quotes(TEXTS)


def test_the_quotations_drawn_cover_every_outcome():
    # the comparison below means something only if there is each status to get right, and quotations
    # tied on the first matcher in more sources than are aligned
    review = Sources(DOCUMENTS)
    checks = [verify_quote_in(q, review) for q in QUOTES]
    assert {c.quote_status for c in checks} >= {"verbatim", "near_verbatim", "unverified"}
    assert {c.verified for c in checks} == {True, False}
    decided = 0
    for quote in FIGURES:
        tied = _first_matcher_ties(quote, DOCUMENTS)[1]
        assert len(tied) > TIED_ALIGNED
        decided += verify_quote_in(quote, review).source != DOCUMENTS[tied[0]].id
    assert decided  # the second matcher, not the order of the sources, decides the source reported


@pytest.mark.parametrize("chunk", range(4))
def test_the_narrowed_search_reports_what_checking_every_source_in_full_reports(chunk):
    review = Sources(DOCUMENTS)
    for quote in QUOTES[chunk::4]:
        assert verify_quote_in(quote, review) == _every_source(quote, DOCUMENTS), quote


def test_the_runs_read_for_every_source_at_once_are_each_sources_own():
    # the run of a quotation's words in each source, read from one index of where every word stands in
    # all of them, is the run the source's own index gives (none runs on from one source into the next)
    review = Sources(DOCUMENTS)
    for quote in QUOTES:
        for whole, lines in _passages_of(quote):
            for passage in (whole, *(lines or ())):
                runs = share_ceilings(review, passage)
                if run_shares(review, passage, whole=True) is None:
                    assert runs.tolist() == [1.0] * len(DOCUMENTS)  # unspaced: probed one source at a time
                    continue
                own = [run_share(review.prepared(i), passage, whole=True) for i in range(len(DOCUMENTS))]
                assert runs.tolist() == own


def test_a_run_never_goes_on_from_the_end_of_one_source_into_the_next():
    review = Sources([Document("a", "a.md", "Costs fell and revenue rose"), Document("b", "b.md", "twelve percent.")])
    passage = _passages_of("revenue rose twelve percent")[0][0]
    assert share_ceilings(review, passage).tolist() == [0.5, 0.5]
