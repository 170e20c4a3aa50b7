"""From findings to a label. The one place where the rules and thresholds of a verdict live.

The rules, in order:

1. **Insufficient evidence** when no passage is relevant: the evidence set holds less than
   ``RELEVANCE_MIN`` of the claim's informative words (IDF-weighted) between its passages. Nothing in
   the sources speaks to the claim, which is not the same as the claim being wrong.
2. **Potential mismatch** when any check found a *contradiction*: a source says something else about
   the same thing (another value for the same measure, the opposite direction, a negation, an
   association where the claim has a cause, a hedge the claim dropped, a different name in the same slot).
3. **Insufficient evidence** when a check found something *unsupported* and nothing contradicted:
   the evidence is silent on part of the claim (a figure in no source, a clause no passage covers).
   The reason says what cannot be established, never that it is false.
4. **Supported** otherwise: the evidence carries every figure, name and qualifier the checks read.

Thresholds are named here and nowhere else; the checks import them. They were set on the SummEdits
and WiCE dev data with ``evidencedesk bench`` (see the README's benchmark section).
"""

from __future__ import annotations

from collections.abc import Sequence

from .model import CheckResult, Label

# Below this, the evidence set shares too little of the claim to be called evidence at all.
RELEVANCE_MIN = 0.3
# A clause of the claim whose informative words the evidence holds less than this share of is
# reported as unsupported, with the missing words listed. The benchmark's layered table shows what this
# costs: on abstractive summaries a faithful clause often shares few words with its source, so the
# bar is set where a clause is mostly unsupported (0.4 cost about a point of balanced accuracy more).
CLAUSE_COVERAGE_MIN = 0.25
# Clauses with fewer informative words than this are too small to judge on their own.
CLAUSE_MIN_WORDS = 3
# A count written as a word up to this value ("two friends") that no source states is noted, not held
# against the claim: summaries count what sources only show.
SMALL_NUMBER_WORD = 12
# A claim clause and an evidence clause are "about the same thing" (so that negation, direction or a
# hedge in one can be compared with the other) when they share this much of the claim clause's words.
ALIGN_MIN = 0.6
# Direction words are specific enough (an opposite pair in one clause each) to compare on a looser match.
DIRECTION_ALIGN_MIN = 0.5
# A claim clause and a source clause sharing this much (the name aside) are read as saying the same
# thing about possibly different names.
ENTITY_ALIGN_MIN = 0.5
# The same, for comparing the value of a measure named with a generic noun ("84 students").
GENERIC_MEASURE_ALIGN_MIN = 0.5


def decide(checks: Sequence[CheckResult]) -> tuple[Label, list[str]]:
    """The label and the reasons shown with it (most serious first)."""
    findings = [f for c in checks for f in c.findings]
    contradictions = [f for f in findings if f.kind == "contradiction"]
    unsupported = [f for f in findings if f.kind == "unsupported"]
    notes = [f for f in findings if f.kind == "note"]
    if contradictions:
        return Label.MISMATCH, [f.message for f in contradictions + unsupported + notes]
    if unsupported:
        return Label.INSUFFICIENT, [f.message for f in unsupported + notes]
    return Label.SUPPORTED, [f.message for f in notes]


def irrelevant_reason(best_score: float, best_source: str | None) -> str:
    if best_source is None:
        return "No passage in the sources shares any informative word with this claim."
    return (
        f"No passage in the sources speaks to this claim: the closest passages (best in {best_source}) hold "
        f"{best_score:.0%} of its informative words, below the {RELEVANCE_MIN:.0%} needed to count as evidence."
    )
