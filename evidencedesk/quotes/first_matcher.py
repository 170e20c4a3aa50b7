"""The first matcher, which decides ``verified`` and ``match``: the modules beside it put together.

It compares after folding away only the differences a faithful quotation brings with it
(:func:`evidencedesk.text.fold.fold`: whitespace, quote marks, dashes, case, full-width forms, combining
accents, Markdown bold) and insists on whole words and whole numbers (``occurrences``). A quotation made
of several passages (``passages``) is checked passage by passage, and the parts of an elided passage, and
separate passages, must fit together in the source (``placing``, with ``sentences`` and ``negations``).
A quotation broken across lines that is not found whole is tried line by line. ``match`` is 1 for a
found quotation, otherwise the run measure of its worst passage (``runs``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

import numpy as np

from .occurrences import may_occur
from .passages import Passage, elision_chain, segments
from .placing import PassageResult, Placement, choose, place, wrapped_lines_ok
from .runs import run_share, run_shares, share_ceilings
from .source import Source, Sources


@lru_cache(maxsize=256)
def _passages_of(quote: str) -> tuple[tuple[Passage, tuple[Passage, ...] | None], ...]:
    """Each passage of the quotation with, for one written across lines, its lines as passages (tried
    when the whole is not found). It depends on the quotation alone, so a review with many sources reads
    it once."""
    out = []
    for start, end in segments(quote):
        whole = elision_chain(quote, start, end)
        if whole is None:
            continue
        lines = None
        if "\n" in quote[start:end]:
            chains = (elision_chain(quote, a, b) for a, b in _line_spans(quote, start, end))
            lines = tuple(p for p in chains if p is not None)
        out.append((whole, lines))
    return tuple(out)


def match_ceilings(sources: Sources, quote: str) -> np.ndarray:
    """For every source at once, an upper bound of the ``match`` that ``verify_passages`` gives a quotation
    it does not verify (``share_ceilings`` of its worst-off passage can be no higher than of its best):
    a search of many sources measures the match only where this can still reach the best found."""
    ceilings = [share_ceilings(sources, p) for whole, lines in _passages_of(quote) for p in (whole, *(lines or ()))]
    return np.max(np.stack(ceilings), axis=0) if ceilings else np.zeros(len(sources))


def may_verify(sources: Sources, quote: str) -> list[int]:
    """The sources the first matcher can verify the quotation in, by a test read for every source at
    once: each passage, or else each line of one written across lines, must have every part that can
    occur there (``may_occur``). A search of many sources runs the first matcher on these alone."""
    texts = sources.strict_texts()
    among = list(range(len(texts)))
    holding = sources.holding
    for whole, lines in _passages_of(quote):
        placed = set(_may_place(texts, whole, among, holding))
        if lines:
            by_lines = [i for i in among if i not in placed]
            for line in lines:
                by_lines = _may_place(texts, line, by_lines, holding)
            placed.update(by_lines)
        among = [i for i in among if i in placed]
    return among


def _may_place(
    texts: list[str], passage: Passage, among: list[int], holding: Callable[[Sequence[str]], Sequence[bool] | None]
) -> list[int]:
    for part in passage.parts:
        among = may_occur(texts, part, among, holding)
    return among


def unverified(quote: str) -> tuple[list[Passage], None, str, None]:
    """What ``verify_passages`` without its score says of a source ``may_verify`` rules out: not verified,
    not scored. A search of many sources reports such a source only after measuring it in full."""
    return [whole for whole, _ in _passages_of(quote)], None, "a part of the quotation is not in the source", None


FirstPass = tuple[list[Passage], list[Placement] | None, str, float | None]
ToScore = tuple[tuple[Passage, bool], ...]  # the passages a match is measured on, each found whole or not


def verify_passages(src: Source, quote: str, score: bool = True) -> FirstPass:
    """The first matcher: passages, their chosen placements (None if not verified), reason, match.

    With ``score=False`` the match of a quotation that is not verified is left out (None): a search of
    many sources needs it only when none of them holds the quotation.
    """
    first, to_score = place_passages(src, quote)
    return score_passages(src, first, to_score) if score else first


def place_passages(src: Source, quote: str) -> tuple[FirstPass, ToScore]:
    """``verify_passages`` without the match of a quotation it does not verify, and what measuring that
    match takes (``score_passages``): a search of many sources places the quotation in each source once,
    and measures the match later only where it can still be the best."""
    text = src.text
    passages: list[Passage] = []
    results: list[PassageResult] = []
    line_groups: list[tuple[int, int]] = []  # (first, last) result index of a quoted segment split at wraps
    for whole, lines in _passages_of(quote):
        result = place(src, whole)
        if not result.placements and lines is not None:
            line_results = [place(src, p) for p in lines]
            if line_results and all(r.placements for r in line_results):
                line_groups.append((len(results), len(results) + len(line_results) - 1))
                passages.extend(r.passage for r in line_results)
                results.extend(line_results)
                continue
        passages.append(whole)
        results.append(result)
    if not passages:
        return ([], None, "the quotation has no words to look for", 0.0), ()
    failed = [r for r in results if not r.placements]
    chosen = None if failed else choose(text, results)
    if chosen is not None:
        bad_wrap = [g for g in line_groups if not wrapped_lines_ok(text, chosen[g[0] : g[1] + 1])]
        if not bad_wrap:
            return (passages, chosen, "", 1.0), ()
        reason = "a line break in the quotation joins lines that are not one sentence in the source"
    elif failed:
        reason = failed[0].problem
    else:
        reason = (
            "two separately quoted passages come from one sentence with words left out between them "
            "(an elision the quotation does not mark)"
        )
    # A passage found on its own scores 1 unless the failure lies in how the passages fit together.
    return (passages, None, reason, None), tuple((r.passage, bool(r.placements)) for r in failed or results)


def score_passages(src: Source, first: FirstPass, to_score: ToScore) -> FirstPass:
    """The result of ``place_passages`` with its match measured, when it lacks one."""
    if first[3] is not None:
        return first
    return first[0], first[1], first[2], min(run_share(src, passage, whole=whole) for passage, whole in to_score)


def score_in(sources: Sources, index: int, first: FirstPass, to_score: ToScore) -> FirstPass:
    """``score_passages`` against source ``index`` of a review, each run read from the runs of the
    passage's words measured in every source at once (a templated review ties hundreds of sources, each
    measured otherwise on its own)."""
    if first[3] is not None:
        return first

    def share(passage: Passage, whole: bool) -> float:
        shares = run_shares(sources, passage, whole)
        return run_share(sources.prepared(index), passage, whole) if shares is None else float(shares[index])

    return first[0], first[1], first[2], min(share(passage, whole) for passage, whole in to_score)


def _line_spans(quote: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    pos = start
    for m in re.finditer(r"\n", quote[start:end]):
        yield pos, start + m.start()
        pos = start + m.end()
    yield pos, end
