"""The claim side: every quotation in a claim, verified against the sources.

The engine and the quotes check work with claims, not quotations; this turns each quotation a claim makes
into the ``QuoteResult`` they read, and marks the short ones that are emphasis rather than citation.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Document, QuoteResult
from .chars import WORD, mostly_unspaced
from .marks import find_quotations
from .source import Sources
from .verify import verify_quote_in

SCARE_QUOTE_WORDS = 3  # a quotation shorter than this is treated by the check as emphasis, not citation


def is_scare_quote(text: str) -> bool:
    """Whether a quotation is too short to be a citation: a term in quote marks (the "rare" cases)."""
    if mostly_unspaced(text):
        return len(text.strip()) < 2 * SCARE_QUOTE_WORDS
    return len(WORD.findall(text)) < SCARE_QUOTE_WORDS


def claim_quotes(claim_text: str, sources: Sequence[Document] | Sources) -> tuple[QuoteResult, ...]:
    """Verify every quotation of a claim against the sources (a review passes its prepared ``Sources``).

    ``source_span`` is the matched stretch when verified, else the closest window. ``detail`` is the
    full :meth:`QuoteCheck.to_dict` plus ``scare_quote``: true for quotations under three words, which
    usually mark a term ("the 'rare' cases") rather than cite a sentence, so the quotes check reports a
    miss there as a note instead of a mismatch.
    """
    results = []
    for start, end, text in find_quotations(claim_text):
        check = verify_quote_in(text, sources)
        detail = check.to_dict()
        detail["scare_quote"] = is_scare_quote(text)
        results.append(
            QuoteResult(
                text=text,
                claim_span=(start, end),
                verified=check.verified,
                match=check.match,
                status=check.quote_status,
                source=check.source,
                source_span=check.span if check.verified else check.window_span,
                detail=detail,
            )
        )
    return tuple(results)
