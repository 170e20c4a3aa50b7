"""Verifying one quotation against one source or several: both matchers run, one ``QuoteCheck`` out.

This is the verifier's entry point for the rest of evidencedesk and for the public API; it decides which
source to report when several are given.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Document
from .first_matcher import verify_passages
from .result import QuoteCheck
from .second_matcher import align, worst_alignment
from .source import source


def verify_quote(quote: str, document: str | Document) -> QuoteCheck:
    """Check ``quote`` against one source, given as text or as a :class:`Document`.

    ``verified`` is None when there is nothing to compare (an empty quotation or source).
    """
    text = document.text if isinstance(document, Document) else document
    source_id = document.id if isinstance(document, Document) else None
    if not quote or not quote.strip() or not text or not text.strip():
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
    src = source(text)
    passages, chosen, reason, match = verify_passages(src, quote)
    if not passages:
        return QuoteCheck(quote, None, 0.0, None, None, None, None, "not_checked", source=source_id, reason=reason)
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


def verify_quote_in(quote: str, documents: Sequence[Document]) -> QuoteCheck:
    """Check ``quote`` against several sources and report the one that holds it (or comes closest).

    A quotation is verified only if one source holds all of its passages.
    """
    checks = [verify_quote(quote, doc) for doc in documents]
    if not checks:
        return verify_quote(quote, "")

    def rank(c: QuoteCheck) -> tuple[int, float, float]:
        return (1 if c.verified else 0 if c.verified is False else -1), c.match, c.quote_sim or 0.0

    return max(checks, key=rank)
