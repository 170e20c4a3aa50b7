"""What every check receives and what it must provide.

A check is a module in this package with:

- ``id``: a short dotted name (``figures.value``, ``negation``), stable across releases;
- a module docstring in three parts, headed ``What it catches``, ``Why it matters`` and ``Example``;
- ``fires`` and ``passes``: lists of :class:`Example` pairs (claim, source) on which the check must and
  must not fire when run through the whole engine; the test-suite runs every registered check over them;
- ``run(claim, evidence) -> list[Finding]``: empty when it passed, ``None``-free.
- optionally ``applies(claim, evidence) -> bool``: false makes the status ``not_applicable``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..model import Candidate, Document, Passage, QuoteResult

if TYPE_CHECKING:
    from ..retrieve import Corpus


@dataclass(frozen=True)
class Example:
    claim: str
    source: str
    note: str = ""


@dataclass
class Evidence:
    """What a check may look at for one claim.

    ``passages`` is the evidence set (at most five, best first), ``candidates`` the top three by
    relevance. ``corpus`` gives every passage of every source with cached analyses (tokens, figures,
    clauses), for questions such as "does this figure appear anywhere at all?".
    """

    passages: tuple[Passage, ...]
    candidates: tuple[Candidate, ...]
    corpus: Corpus
    quotes: tuple[QuoteResult, ...] = ()
    documents: dict[str, Document] = field(default_factory=dict)
