"""From findings to a label. The one place where the rules and thresholds of a verdict live.

The rules, in order:

1. **Potential mismatch** when any check found a *contradiction*: a source says something else about
   the same thing (another value for the same measure, the opposite direction, a negation, an
   association where the claim has a cause, a hedge the claim dropped, a different name in the same slot).
2. **Insufficient evidence** when a check found something *unsupported*: the evidence is silent on part
   of the claim (a figure in no source, a clause no passage covers). The reason says what cannot be
   established, never that it is false.
3. **Insufficient evidence** when no passage is relevant: the evidence set holds less than
   ``RELEVANCE_MIN`` of the claim's informative words (IDF-weighted) between its passages. Nothing in
   the sources speaks to the claim, which is not the same as the claim being wrong. Only the checks that
   read the sources directly (quotations, citations) run then, and what they find stands.
4. **Supported** otherwise: the evidence carries every figure, name and qualifier the checks read.

:func:`label_of` is that rule; :func:`decide` applies it to a claim's check results and writes the
reasons. The benchmark's layered table calls :func:`label_of` too, with some checks switched off.

Thresholds are named here and nowhere else; the checks import them. They were set on the SummEdits
and WiCE dev data with ``evidencedesk bench`` (see the README's benchmark section).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .model import CheckResult, FindingKind, Label

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
# Opposite words in the same place of two clauses that say the rest in the same order (this share of
# the claim clause's informative words, IDF-weighted, both in agreement and in extent): a reversal,
# whatever the vocabulary of the pair. Full dev bench (SummEdits + WiCE, commit after 2e423d9): 0.5
# flags 2 more unsupported SummEdits pairs than 0.6 and no supported one (direction false alarms 2 of
# 1,274 supported pairs at either).
DIRECTION_SLOT_MIN = 0.5
# A claim clause and a source clause sharing this much (the name aside) are read as saying the same
# thing about possibly different names.
ENTITY_ALIGN_MIN = 0.5
# A claim clause and a source clause that say the same words in the same order outside one slot (this
# share of the claim clause's informative words, IDF-weighted) are one statement: a different name or
# date in that slot is another value for the same thing. Full dev bench: at 0.5 the entities check
# flagged 15 more unsupported and 6 more supported SummEdits pairs than at 0.6 (false alarms 8.2% ->
# 8.7%, balanced accuracy +0.1): barely better than the base rate, so the stricter bar stays.
ENTITY_SLOT_MIN = 0.6
# The same, for comparing the value of a measure named with a generic noun ("84 students").
GENERIC_MEASURE_ALIGN_MIN = 0.5


def is_relevant(coverage: float) -> bool:
    """Whether the evidence set holds enough of the claim to count as evidence at all."""
    return coverage >= RELEVANCE_MIN


def label_of(kinds: Iterable[FindingKind], relevant: bool) -> Label:
    """The label for a claim whose checks found ``kinds`` (notes included or not: they count for nothing)."""
    found = set(kinds)
    if FindingKind.CONTRADICTION in found:
        return Label.MISMATCH
    if FindingKind.UNSUPPORTED in found or not relevant:
        return Label.INSUFFICIENT
    return Label.SUPPORTED


def decide(
    checks: Sequence[CheckResult],
    coverage: float = 1.0,
    best_source: str | None = None,
    context_reason: str | None = None,
) -> tuple[Label, list[str]]:
    """The label and the reasons shown with it (most serious first).

    ``coverage`` is the share of the claim's informative words the evidence set holds, ``best_source``
    the name of the source of the best candidate (None when no passage shares a word), and
    ``context_reason`` why the claim was read with its previous sentence, which is said when the claim
    is not Supported, since the context may be what misled retrieval.
    """
    findings = [f for c in checks for f in c.findings]
    order = (FindingKind.CONTRADICTION, FindingKind.UNSUPPORTED, FindingKind.NOTE)
    relevant = is_relevant(coverage)
    label = label_of((f.kind for f in findings), relevant)
    shown = order if label is Label.MISMATCH else order[1:]
    reasons = [f.message for kind in shown for f in findings if f.kind == kind]
    if not relevant:
        reasons.append(irrelevant_reason(coverage, best_source))
    if context_reason and label is not Label.SUPPORTED:
        reasons.append(f"This claim {context_reason}.")
    return label, reasons


def irrelevant_reason(best_score: float, best_source: str | None) -> str:
    if best_source is None:
        return "No passage in the sources shares any informative word with this claim."
    return (
        f"No passage in the sources speaks to this claim: the closest passages (best in {best_source}) hold "
        f"{best_score:.0%} of its informative words, below the {RELEVANCE_MIN:.0%} needed to count as evidence."
    )
