"""citations: a citation marker must point at a source that was supplied, and must be readable.

What it catches
    Markers such as ``[4]`` when only three sources were given, ``[source: budget.md]`` when no such
    file was supplied, and brackets that open like a citation but cannot be read (``[chunk nine]``,
    ``[source: ]``). Numbers count the supplied sources from 1 in the order given; names match file
    names with or without their extension (see :mod:`evidencedesk.citations`).

Why it matters
    A citation to a missing source looks as trustworthy as a real one, yet nothing stands behind it;
    an unreadable one tells the reader the writer meant to cite something without saying what.

Example
    One source supplied. Claim "Revenue rose to 45.2 million dollars [2]." -> the claim cites source 2,
    but only one source was supplied.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..citations import SourceIndex, parse_citations
from ..model import Claim, Document, Finding, Status
from ..text.analysis import Analysis
from .base import UNSUPPORTED, Evidence, Fires, Passes

needs_evidence = False  # citations name sources; they need no passage
id = "citations"

_SOURCE = "Revenue rose to 45.2 million dollars in the last financial year."

fires = [
    Fires(
        "Revenue rose to 45.2 million dollars in the last financial year [2].",
        _SOURCE,
        UNSUPPORTED,
        "[2]",
        note="only one source was supplied",
    ),
    Fires(
        "Revenue rose to 45.2 million dollars in the last financial year [source: budget.md].",
        _SOURCE,
        UNSUPPORTED,
        "[source: budget.md]",
        note="no source of that name",
    ),
    Fires(
        "Revenue rose to 45.2 million dollars in the last financial year [chunk nine].",
        _SOURCE,
        UNSUPPORTED,
        "[chunk nine]",
        note="a citation that cannot be read",
    ),
]
passes = [
    Passes("Revenue rose to 45.2 million dollars in the last financial year [1].", _SOURCE),
    Passes("Revenue rose to 45.2 million dollars in the last financial year [source: source.md].", _SOURCE),
    Passes(
        "Revenue rose to 45.2 million dollars in the last financial year [sic].",
        _SOURCE,
        note="an editorial bracket is not a citation",
        status=Status.NOT_APPLICABLE,
    ),
]


class _Supplied:
    """The supplied sources of one review in the order given (ids s1, s2, ... follow that order), looked
    up and named once for all its claims."""

    def __init__(self, documents: Mapping[str, Document]) -> None:
        def position(doc: Document) -> tuple[int, str]:
            digits = doc.id[1:]
            return (int(digits) if digits.isdigit() else 0, doc.id)

        self.documents = documents
        self.index = SourceIndex(sorted(documents.values(), key=position))
        self.listed = ", ".join(f"{i} {d.name}" for i, d in enumerate(self.index.sources, 1)) or "none"


_last: _Supplied | None = None  # the review whose claims are being checked (one slot: reviews come in turn)


def _supplied(evidence: Evidence) -> _Supplied:
    global _last
    found = _last
    if (
        found is None
        or found.documents is not evidence.documents
        or len(found.index.sources) != len(evidence.documents)
    ):
        found = _last = _Supplied(evidence.documents)
    return found


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    return bool(parse_citations(claim.text, _supplied(evidence).index).markers)


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    if not _applies(claim, analysis, evidence):
        return None
    known = _supplied(evidence)
    citations = parse_citations(claim.text, known.index)
    supplied = known.listed
    findings = []
    for marker in citations.unknown:
        missing = ", ".join(marker.missing)
        findings.append(
            Finding(
                id,
                UNSUPPORTED,
                f"The citation {marker.text} points at a source that was not supplied ({missing})",
                f"The claim cites {missing}, but no such source was given to this review; the sources supplied "
                f"are: {supplied}. Nothing stands behind this part of the citation.",
                claim_span=marker.span,
            )
        )
    for marker in citations.unreadable:
        findings.append(
            Finding(
                id,
                UNSUPPORTED,
                f"The citation {marker.text} cannot be read",
                f"The bracket {marker.text} looks like a citation, but {marker.reason}; "
                f"the sources supplied are: {supplied}.",
                claim_span=marker.span,
            )
        )
    findings.sort(key=lambda f: f.claim_span or (0, 0))
    return findings
