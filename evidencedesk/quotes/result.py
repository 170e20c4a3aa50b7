"""``QuoteCheck``: the record of what both matchers found for one quotation.

It stands on its own so that verifying, the claim side and the command line can all use it, and so
that what a check reports (and its JSON form) is read in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..model import Span


@dataclass(frozen=True)
class QuoteCheck:
    """Everything both matchers found for one quotation against one source (or the best of several).

    ``spans`` are the matched parts as offsets into the *original* source text (one per part, in quote
    order; empty when not verified). ``passages`` are the pieces the quotation was split into.
    ``window``/``window_span`` are the closest source window of the worst passage, from the second
    matcher, with original offsets. ``reason`` says in one sentence why the quotation did not verify.
    """

    quote: str
    verified: bool | None
    match: float
    quote_sim: float | None
    quote_coverage: float | None
    quote_edits: int | None
    quote_critical_ok: bool | None
    quote_status: str
    spans: tuple[Span, ...] = ()
    passages: tuple[str, ...] = ()
    window: str | None = None
    window_span: Span | None = None
    source: str | None = None
    reason: str = ""

    @property
    def span(self) -> Span | None:
        """The whole matched stretch of the source, first part to last."""
        if not self.spans:
            return None
        return min(s for s, _ in self.spans), max(e for _, e in self.spans)

    def to_dict(self) -> dict[str, Any]:
        return {
            "quote": self.quote,
            "verified": self.verified,
            "match": round(self.match, 4),
            "quote_status": self.quote_status,
            "quote_sim": None if self.quote_sim is None else round(self.quote_sim, 4),
            "quote_coverage": None if self.quote_coverage is None else round(self.quote_coverage, 4),
            "quote_edits": self.quote_edits,
            "quote_critical_ok": self.quote_critical_ok,
            "source": self.source,
            "spans": [list(s) for s in self.spans],
            "passages": list(self.passages),
            "window": None
            if self.window_span is None
            else {"text": self.window, "start": self.window_span[0], "end": self.window_span[1]},
            "reason": self.reason,
        }
