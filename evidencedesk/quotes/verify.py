"""Verifying one quotation against one source or several: both matchers run, one ``QuoteCheck`` out.

This is the verifier's entry point for the rest of evidencedesk and for the public API; it decides which
source to report when several are given.

Against several sources, the first matcher (whole-word search and the run measure, both cheap) runs on
every source that holds each stretch a match must hold as written (one test read for all sources at
once, ``first_matcher.may_verify``), and the second matcher (an edit-distance alignment, the costly
part) only on the sources that can still be reported: those tied for the best first-matcher result. The
source reported is the one the full comparison of every source would choose, since the second matcher's
similarity only breaks ties between sources equal on the first, and a source ruled out holds no
verified match.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Document
from .first_matcher import (
    FirstPass,
    ToScore,
    match_ceilings,
    may_verify,
    place_passages,
    score_in,
    unverified,
    verify_passages,
)
from .result import QuoteCheck
from .second_matcher import align, sim_ceiling, stays_below, worst_alignment
from .source import CHECKS_KEPT, Source, Sources, source


def verify_quote(quote: str, document: str | Document) -> QuoteCheck:
    """Check ``quote`` against one source, given as text or as a :class:`Document`.

    ``verified`` is None when there is nothing to compare (an empty quotation or source).
    """
    text = document.text if isinstance(document, Document) else document
    source_id = document.id if isinstance(document, Document) else None
    if _nothing_to_compare(quote, text):
        return _not_compared(quote, source_id)
    src = source(text)
    return _second_pass(quote, src, source_id, verify_passages(src, quote))


def _nothing_to_compare(quote: str, text: str) -> bool:
    return not quote or not quote.strip() or not text or not text.strip()


def _not_compared(quote: str, source_id: str | None) -> QuoteCheck:
    return QuoteCheck(
        quote or "",
        None,
        0.0,
        None,
        None,
        None,
        None,
        "not_checked",
        source=source_id,
        reason="there is nothing to compare: the quotation or the source is empty",
    )


def _second_pass(quote: str, src: Source, source_id: str | None, first: FirstPass) -> QuoteCheck:
    """The ``QuoteCheck`` of one source: the first matcher's result with the second matcher's beside it."""
    passages, chosen, reason, match = first
    if not passages:
        return QuoteCheck(quote, None, 0.0, None, None, None, None, "not_checked", source=source_id, reason=reason)
    text = src.text
    alignments = [align(src, part) for p in passages for part in p.parts]
    worst = worst_alignment(alignments)
    window_span = None if worst.window is None else src.loose.span(*worst.window)
    return QuoteCheck(
        quote=quote,
        verified=chosen is not None,
        match=match,
        quote_sim=worst.sim,
        quote_coverage=worst.coverage,
        quote_edits=worst.edits,
        quote_critical_ok=None
        if worst.critical_ok is None
        else all(a.critical_ok for a in alignments if a.critical_ok is not None),
        quote_status=worst.status,
        spans=tuple(s for placement in chosen for s in placement.spans) if chosen else (),
        passages=tuple(p.text for p in passages),
        window=None if window_span is None else text[window_span[0] : window_span[1]],
        window_span=window_span,
        source=source_id,
        reason=reason,
    )


def _first_rank(first: FirstPass | None) -> tuple[int, float]:
    """The first matcher's part of a source's rank: verified, then not verified, then not compared."""
    if first is None or not first[0]:
        return -1, 0.0
    if first[3] is None:  # not scored: its bound showed it below the best match
        return 0, -1.0
    return (1 if first[1] is not None else 0), first[3]


def verify_quote_in(quote: str, documents: Sequence[Document] | Sources) -> QuoteCheck:
    """Check ``quote`` against several sources and report the one that holds it (or comes closest).

    A quotation is verified only if one source holds all of its passages. Ties go to the source given
    first; among more than ``TIED_ALIGNED`` sources the first matcher ranks equal, the closest of those
    with the highest bounds is reported. A review passes its ``Sources`` so that each source is prepared
    once for all its quotations, and a quotation checked before against them (a suggestion's re-check
    keeps its claim's quotations) is answered from that check.
    """
    prepared = documents if isinstance(documents, Sources) else Sources(documents)
    known = prepared.checked.get(quote)
    if isinstance(known, QuoteCheck):
        return known
    found = _best_source(quote, prepared)
    if len(prepared.checked) >= CHECKS_KEPT:
        prepared.checked.pop(next(iter(prepared.checked)))
    prepared.checked[quote] = found
    return found


# Sources that the first matcher ranks equal, aligned by the second matcher at most: each alignment of a
# quotation costs some milliseconds, and 1,954 generated files of one template tie for an altered
# quotation (17 s for the first such quotation, 0.1 s with this bound). Below it the report is the one
# aligning every tied source gives.
TIED_ALIGNED = 16


def _best_source(quote: str, prepared: Sources) -> QuoteCheck:
    """The check of ``quote`` against the source that holds it, or comes closest."""
    docs = prepared.documents
    if not docs:
        return verify_quote(quote, "")
    if not quote or not quote.strip():
        compared = [False] * len(docs)
    else:
        compared = prepared.nonblank()
    # Whether any source holds the quotation decides first; the match measure of the others is needed
    # only when none does. Only the sources that can hold it are searched: the others are not verified,
    # and if none is, ``_scored`` measures them in full before any of them can be reported.
    held = may_verify(prepared, quote) if any(compared) else []
    placed = {i: place_passages(prepared.prepared(i), quote) for i in held if compared[i]}
    ruled_out = unverified(quote)
    firsts: list[FirstPass | None] = [
        (placed[i][0] if i in placed else ruled_out) if compared[i] else None for i in range(len(docs))
    ]
    if not any(f is not None and f[1] is not None for f in firsts) and any(f and f[0] for f in firsts):
        firsts = _scored(quote, prepared, firsts, {i: to_score for i, (_, to_score) in placed.items()})
    ranks = [_first_rank(f) for f in firsts]
    best = max(ranks)
    tied = [i for i, r in enumerate(ranks) if r == best]
    if best[0] < 0:  # nothing was compared anywhere: every source ties, and the first is reported
        return _report(quote, prepared, tied[0], firsts[tied[0]])
    # The closest by the second matcher wins, the first given among equals. The sources are aligned in
    # the order of an upper bound of their similarity, so that once the closest is found, the others'
    # bounds show they cannot come closer without aligning them.
    ceilings = {i: _sim_ceiling(prepared.prepared(i), firsts[i]) for i in tied}
    best_check: QuoteCheck | None = None
    best_at, best_sim = -1, 0.0
    # a stable sort: equal bounds in the order given; of many sources alike (templated or boilerplate
    # text), only those with the highest bounds are aligned
    for i in sorted(tied, key=lambda i: -ceilings[i])[:TIED_ALIGNED]:
        if best_check is not None and (ceilings[i] < best_sim or (ceilings[i] == best_sim and i > best_at)):
            continue
        if best_check is not None and _stays_below(prepared.prepared(i), firsts[i], best_sim, i > best_at):
            continue  # a later source equal to the best does not replace it; an earlier one would
        check = _report(quote, prepared, i, firsts[i])
        sim = check.quote_sim or 0.0
        if best_check is None or sim > best_sim or (sim == best_sim and i < best_at):
            best_check, best_at, best_sim = check, i, sim
    assert best_check is not None  # ``tied`` holds the best rank's sources, so at least one
    return best_check


def _stays_below(src: Source, first: FirstPass | None, sim: float, or_equal: bool) -> bool:
    """Whether the second matcher is sure to find this source less close than ``sim`` (or as close, with
    ``or_equal``): the similarity reported is one part's, so when every part stays below."""
    if first is None:
        return True
    return all(stays_below(src, part, sim, or_equal) for p in first[0] for part in p.parts)


def _sim_ceiling(src: Source, first: FirstPass | None) -> float:
    """An upper bound of the second matcher's similarity for a quotation against one source: the
    similarity reported is one part's, so no more than the highest part's bound."""
    if first is None:
        return 0.0
    return max((sim_ceiling(src, part) for p in first[0] for part in p.parts), default=0.0)


def _scored(
    quote: str, prepared: Sources, firsts: list[FirstPass | None], to_score: dict[int, ToScore]
) -> list[FirstPass | None]:
    """The first matcher with its match measure, on the sources that can reach the best match: an upper
    bound of each source's match is read for every source at once (``match_ceilings``), the sources are
    measured in the order of their bounds, and once a bound is below the best match measured so far, that
    source and the rest keep their unscored result, ranked below every measured one. Every source whose
    match is the best has a bound as high, so the sources tied for the best are all measured. A source
    the quotation was placed in (``to_score``) is measured without placing it again, and the runs of every
    source are read at once (``score_in``)."""
    ceilings = match_ceilings(prepared, quote).tolist()
    out = list(firsts)
    best = -1.0
    for i in sorted((i for i, f in enumerate(firsts) if f is not None), key=lambda i: -ceilings[i]):
        if ceilings[i] < best:
            break
        first, pending = (firsts[i], to_score[i]) if i in to_score else place_passages(prepared.prepared(i), quote)
        out[i] = score_in(prepared, i, first, pending)
        best = max(best, out[i][3] or 0.0)
    return out


def _report(quote: str, prepared: Sources, index: int, first: FirstPass | None) -> QuoteCheck:
    doc = prepared.documents[index]
    if first is None:
        return _not_compared(quote, doc.id)
    return _second_pass(quote, prepared.prepared(index), doc.id, first)
