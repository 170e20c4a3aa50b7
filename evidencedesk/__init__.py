"""evidencedesk: check a draft against its sources, claim by claim.

from evidencedesk import review, verify_quote
r = review(draft_text, {"results.md": text})   # -> Review; r.to_dict() is the JSON contract
q = verify_quote(quote, document_text)         # -> QuoteCheck
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .model import Label

__version__ = "0.1.0"
__all__ = ["Label", "review", "verify_quote", "__version__"]

if TYPE_CHECKING:
    from .model import Review
    from .quotes import QuoteCheck


def review(draft: str, sources: dict[str, str], **options: Any) -> Review:
    """Review ``draft`` against ``sources`` (name -> text). See :mod:`evidencedesk.engine`."""
    from .engine import review_text

    return review_text(draft, sources, **options)


def verify_quote(quote: str, document: str) -> QuoteCheck:
    """Check that ``quote`` appears in ``document``. See :mod:`evidencedesk.quotes`."""
    from .quotes import verify_quote as _verify

    return _verify(quote, document)
