"""negation: the claim and the matching source clause must agree on whether the thing happened.

What it catches
    A clause of the claim whose counterpart in the source has the opposite polarity: "did not find
    defects" restated as "found defects", or a "not" added on the way to a tidier sentence. The
    comparison is clause by clause, so a "not" elsewhere in the source sentence does not count.

Why it matters
    Word overlap scores a sentence and its negation as near-identical; the meaning is reversed.

Example
    Source "The inspection did not find defects in the new batch." Claim "The inspection found defects
    in the new batch." -> the source says the opposite.
"""

from __future__ import annotations

from types import ModuleType

from .. import verdict
from ..model import Claim, Finding
from ..text.analysis import Analysis, is_negation
from ..text.tokens import Token
from .align import align, cite, finding
from .base import CONTRADICTION, Evidence, Fires, Passes

needs_evidence = True
id = "negation"

fires = [
    Fires(
        "The inspection found defects in the new batch of parts.",
        "The inspection did not find defects in the new batch of parts.",
        CONTRADICTION,
        "The inspection found defects in the new batch of parts",
    ),
    Fires(
        "The trial did not reduce mortality among older patients.",
        "The trial reduced mortality among older patients.",
        CONTRADICTION,
        "not",
    ),
    Fires(
        "Regulators approved the merger after a long review.",
        "Regulators never approved the merger after a long review.",
        CONTRADICTION,
        "Regulators approved the merger after a long review",
    ),
]
passes = [
    Passes(
        "The inspection did not find defects in the new batch of parts.",
        "The inspection did not find defects in the new batch of parts.",
    ),
    Passes(
        "The drug reduced hospital stays for older patients.",
        "The drug reduced hospital stays for older patients but did not reduce mortality.",
    ),
    Passes("The team not only met the deadline but also cut costs.", "The team met the deadline and also cut costs."),
]

FIXED = {("not", "only"), ("not", "just"), ("no", "longer"), ("not", "merely")}


def _negations(tokens: list[Token], lex: ModuleType) -> list[Token]:
    out = []
    for i, t in enumerate(tokens):
        nxt = tokens[i + 1].norm if i + 1 < len(tokens) else ""
        if is_negation(t, lex) and (t.norm, nxt) not in FIXED:
            out.append(t)
    return out


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    an = analysis
    out = []
    for n in range(len(an.clauses)):
        mine = _negations(an.clause_tokens(n), an.lex)
        aligned = align(an, n, evidence, ignore=lambda t: is_negation(t, an.lex))
        if not aligned or aligned.overlap < verdict.ALIGN_MIN:
            continue
        theirs = _negations(aligned.analysis.clause_tokens(aligned.clause), aligned.analysis.lex)
        if bool(mine) == bool(theirs):
            continue
        clause_text = aligned.analysis.clause_text(aligned.clause)
        c = an.clauses[n]
        if theirs:
            message = f'The source says "{theirs[0].text}" here; the claim does not'
            reason = (
                f"The claim states this positively, but the matching clause in {cite(evidence, aligned.passage)} "
                f'is negated: "{clause_text}".'
            )
            span = (theirs[0].start, theirs[0].end)
            claim_span = (c.start, c.end)
        else:
            message = f'The claim says "{mine[0].text}"; the source states it positively'
            reason = (
                f"The claim negates this clause, but {cite(evidence, aligned.passage)} states it without "
                f'a negation: "{clause_text}".'
            )
            span = (aligned.analysis.clauses[aligned.clause].start, aligned.analysis.clauses[aligned.clause].end)
            claim_span = (mine[0].start, mine[0].end)
        out.append(finding(id, CONTRADICTION, message, reason, claim_span, aligned.passage, span))
    return out
