"""What every check receives and what it must provide: the :class:`Check` contract.

A check is a module in this package that satisfies :class:`Check`:

- ``id``: a short dotted name (``figures.value``, ``negation``), stable across releases;
- a module docstring in three parts, headed ``What it catches``, ``Why it matters`` and ``Example``
  (``evidencedesk explain ID`` prints it);
- ``needs_evidence``: False for the checks that read the sources directly (quotations, citations), which
  then run even when no passage is relevant to the claim;
- ``fires`` and ``passes``: its examples, which are its tests (the way LanguageTool's rule examples
  are). A :class:`Fires` example names the kind of finding the check must produce on it, the words of
  the claim that finding marks, and the corrected claim where the finding proposes a fix; a
  :class:`Passes` example must come out ``passed`` (or ``not_applicable`` when it says so). The suite
  runs each through the whole engine;
- ``run(claim, analysis, evidence)``: the findings (empty when it passed), or None when the claim holds
  nothing for this check to read (status ``not_applicable``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ..model import Candidate, Claim, Document, Finding, FindingKind, Passage, QuoteResult, Status
from ..text.analysis import Analysis

if TYPE_CHECKING:
    from ..retrieve import Corpus

CONTRADICTION, UNSUPPORTED, NOTE = FindingKind.CONTRADICTION, FindingKind.UNSUPPORTED, FindingKind.NOTE


@dataclass(frozen=True)
class Fires:
    """A claim and a source on which the check must fire: a finding of ``kind`` that marks ``marks`` in
    the claim (the exact words), and, where ``fix`` is given, a fix that turns the claim into ``fix``."""

    claim: str
    source: str
    kind: FindingKind
    marks: str
    fix: str | None = None
    note: str = ""


@dataclass(frozen=True)
class Passes:
    """A claim and a source on which the check must pass (or, with ``status`` NOT_APPLICABLE, find
    nothing to read)."""

    claim: str
    source: str
    note: str = ""
    status: Status = Status.PASSED


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


@runtime_checkable
class Check(Protocol):
    """The contract every module in :data:`evidencedesk.checks.REGISTRY` satisfies."""

    id: str
    needs_evidence: bool
    fires: Sequence[Fires]
    passes: Sequence[Passes]

    def run(self, claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None: ...
