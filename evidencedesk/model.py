"""The objects that flow through a review, from loaded text to the verdict on each claim.

Every span is a pair of character offsets into the *original* text of its document (the draft for
claims, a source for passages), never into folded or normalised text, so that the page can highlight
exactly what a finding is about.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any, NamedTuple

Span = tuple[int, int]


class Label(StrEnum):
    """The three answers a review gives for a claim. The value is the JSON spelling."""

    SUPPORTED = "supported"
    MISMATCH = "mismatch"
    INSUFFICIENT = "insufficient"

    @property
    def display(self) -> str:
        return {
            "supported": "Supported",
            "mismatch": "Potential mismatch",
            "insufficient": "Insufficient evidence",
        }[self.value]

    @property
    def rank(self) -> int:
        """Severity for --fail-on: insufficient < mismatch."""
        return {"supported": 0, "insufficient": 1, "mismatch": 2}[self.value]


class FindingKind(StrEnum):
    """What a check found. The value is the JSON spelling.

    A *contradiction* means a source says something else about the same thing; *unsupported* means no
    source says it (cannot establish, never "false"); a *note* informs the editor and changes no label.
    """

    CONTRADICTION = "contradiction"
    UNSUPPORTED = "unsupported"
    NOTE = "note"


class Status(StrEnum):
    """A check's outcome for one claim: it *fired* (a contradiction or unsupported finding), *passed*
    (it read the claim and found nothing, or only notes), was *not applicable* (nothing for it to
    read: no figure for the figure checks, no relevant passage for the checks that need one), or
    stopped with an *error* (a fault of the check, reported with one unsupported finding that says so,
    so the claim is never Supported by a check that could not read it, and the rest of the review goes on)."""

    FIRED = "fired"
    PASSED = "passed"
    NOT_APPLICABLE = "not_applicable"
    ERROR = "error"


@dataclass(frozen=True)
class Document:
    """A loaded file: its id in the review (`s1`, `s2`, ... for sources, `draft` for the draft)."""

    id: str
    name: str
    text: str
    pages: tuple[int, ...] = ()  # where each page starts, for a paginated file (PDF); () for others

    def page_at(self, offset: int) -> int | None:
        """The 1-based page that ``offset`` falls on, or None when the document has no pages."""
        return bisect_right(self.pages, offset) if self.pages else None


class Passage(NamedTuple):
    """One sentence of a source, the unit of retrieval, with the paragraph it sits in. A named tuple, as
    ``Token`` is: an index holds one per sentence of every source (200,000 for 20 MB), and a tuple is
    built several times faster and held in about half the memory of a frozen instance."""

    source: str  # Document.id
    index: int  # position among all passages of the review
    start: int
    end: int
    text: str
    paragraph: Span  # offsets of the enclosing paragraph in the same document


@dataclass(frozen=True)
class Claim:
    """One sentence of the draft that asserts something checkable."""

    id: int
    start: int
    end: int
    text: str
    context: str | None = None  # the previous sentence, when this one leans on it ("It", "The company")
    context_reason: str | None = None


@dataclass(frozen=True)
class Figure:
    """A number as written in a text, parsed to a value that can be compared across spellings.

    `value` is the number in its base unit ("45.2 million" -> 45_200_000, "twelve" -> 12, "23.7%" -> 23.7,
    "doubled" -> 2.0 with kind "factor"). `high` is set for ranges ("18 to 65": value 18, high 65).
    `decimals` is how many decimal places were written (for rounding under a hedge); `approx` is true when
    the text hedges it ("about", "roughly", "nearly", "~").
    kind: "percent" | "points" (percentage points) | "currency" | "count" | "year" | "factor" | "measure"
    (a number with a physical or time unit such as ms, s, kg, km) | "ordinal" | "date" (an ISO date,
    value 20240312) | "ratio" (a bare decimal such as 0.41, or a fraction: "two-thirds", "1 in 5").
    """

    start: int
    end: int
    text: str
    value: float
    kind: str
    unit: str = ""  # "%", "pp", "USD", "EUR", "ms", "s", "kg", ...; "" for plain counts
    high: float | None = None
    decimals: int = 0
    approx: bool = False
    comparator: str | None = None  # "<", "<=", ">", ">=" ("more than", "at least", "under", ...)


@dataclass(frozen=True)
class Skipped:
    text: str
    start: int
    end: int
    why: str  # "heading" | "not a claim: " + what it lacks ("a question", "no verb", "no subject", "no words")


@dataclass(frozen=True)
class EvidenceRef:
    """A span in a source that a finding rests on."""

    source: str
    start: int
    end: int

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "start": self.start, "end": self.end}


@dataclass(frozen=True)
class Fix:
    """A minimal replacement a finding proposes: claim[start:end] -> text (offsets within the claim)."""

    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Finding:
    """What a check found. `message` is the short line; `reason` the longer why, naming the passage."""

    check: str
    kind: FindingKind
    message: str
    reason: str
    claim_span: Span | None = None  # offsets within the claim text
    evidence: EvidenceRef | None = None
    fix: Fix | None = None


@dataclass(frozen=True)
class CheckResult:
    """One check's outcome for one claim."""

    check: str
    status: Status
    findings: tuple[Finding, ...] = ()


@dataclass(frozen=True)
class Candidate:
    passage: Passage
    score: float  # relevance 0..1, never a probability of truth


@dataclass(frozen=True)
class QuoteResult:
    """A quoted span of a claim and what the quotation verifier said about it."""

    text: str
    claim_span: Span
    verified: bool | None
    match: float
    status: str
    source: str | None = None
    source_span: Span | None = None
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Suggestion:
    text: str
    preservation: float  # 1 - normalised edit distance between the claim and the suggestion


@dataclass(frozen=True)
class Verdict:
    claim: Claim
    label: Label
    score: float
    reasons: tuple[str, ...]
    checks: tuple[CheckResult, ...]
    candidates: tuple[Candidate, ...]
    evidence: tuple[Passage, ...]
    quotes: tuple[QuoteResult, ...] = ()
    suggestion: Suggestion | None = None
    lang: str = "en"  # the language the claim was read as (ISO 639-1)

    @property
    def findings(self) -> list[Finding]:
        return [f for c in self.checks for f in c.findings]


@dataclass(frozen=True)
class Review:
    draft: Document
    sources: tuple[Document, ...]
    verdicts: tuple[Verdict, ...]
    skipped: tuple[Skipped, ...]
    version: str = ""

    @property
    def summary(self) -> dict[str, int]:
        counts = {label.value: 0 for label in Label}
        for v in self.verdicts:
            counts[v.label.value] += 1
        return counts

    def source(self, source_id: str) -> Document:
        return self._sources_by_id[source_id]

    @cached_property
    def _sources_by_id(self) -> dict[str, Document]:
        """The sources by id (the first of equal ids), built once: a report looks one up for every
        passage it cites, and a review may have thousands of sources."""
        by_id: dict[str, Document] = {}
        for doc in self.sources:
            by_id.setdefault(doc.id, doc)
        return by_id

    def to_dict(self) -> dict[str, Any]:
        """The JSON contract of `evidencedesk check --format json` (see the README)."""
        from .report import review_to_dict

        return review_to_dict(self)
