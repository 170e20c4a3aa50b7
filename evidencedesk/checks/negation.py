"""negation: the claim and the matching source clause must agree on whether the thing happened.

What it catches
    A clause of the claim whose counterpart in the source has the opposite polarity: "did not find
    defects" restated as "found defects", or a "not" added on the way to a tidier sentence. The
    counterpart is the source clause that says the rest of the claim clause in the same order (or,
    failing that, the one sharing most of its words), so a "not" elsewhere in the source sentence does
    not count. A negated word against its antonym in the same place is agreement, not a flip: "did not
    pass" is "failed", "was not convicted" is "was acquitted", "did not approve" is "rejected".

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
from .align import SlotAlignment, aligned_clause, cite, finding, slot_tokens
from .base import CONTRADICTION, Evidence, Fires, Passes
from .direction import opposed

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
    Fires(
        "The striker was not fit for the cup final on Sunday.",
        "The striker was fit for the cup final on Sunday.",
        CONTRADICTION,
        "not",
    ),
    Fires(
        "The bank passed the regulator's stress test this year.",
        "The bank did not pass the regulator's stress test this year.",
        CONTRADICTION,
        "The bank passed the regulator's stress test this year",
    ),
    Fires(
        "The hospital met its four-hour target for emergency care in January.",
        "The hospital has not met its four-hour target for emergency care since January.",
        CONTRADICTION,
        "The hospital met its four-hour target for emergency care in January",
    ),
]
passes = [
    Passes(
        "The jury acquitted the driver of dangerous driving.",
        "The driver was found not guilty of dangerous driving by the jury.",
        note="a negated word against its antonym, in another order",
    ),
    Passes(
        "The planning committee rejected the housing scheme last week.",
        "Last week the housing scheme was not approved by the planning committee.",
    ),
    Passes(
        "The inspection did not find defects in the new batch of parts.",
        "The inspection did not find defects in the new batch of parts.",
    ),
    Passes(
        "The drug reduced hospital stays for older patients.",
        "The drug reduced hospital stays for older patients but did not reduce mortality.",
    ),
    Passes("The team not only met the deadline but also cut costs.", "The team met the deadline and also cut costs."),
    Passes(
        "Half of the candidates did not pass the driving test on their first attempt.",
        "Half of the candidates failed the driving test on their first attempt.",
        note="a negated word against its antonym in the same place is agreement",
    ),
    Passes(
        "The former treasurer was not convicted of fraud at the crown court.",
        "The former treasurer was acquitted of fraud at the crown court.",
    ),
    Passes(
        "The council did not approve the plan for a new car park.",
        "The council rejected the plan for a new car park.",
    ),
    Passes(
        "The defendant was found not guilty of the assault charge.",
        "The defendant was found innocent of the assault charge.",
    ),
]

FIXED = {("not", "only"), ("not", "just"), ("no", "longer"), ("not", "merely")}


def _negations(lex: ModuleType, tokens: list[Token]) -> list[Token]:
    out = []
    for i, t in enumerate(tokens):
        nxt = tokens[i + 1].norm if i + 1 < len(tokens) else ""
        if is_negation(t, lex) and (t.norm, nxt) not in FIXED:
            out.append(t)
    return out


def _antonym_in_place(an: Analysis, aligned: SlotAlignment) -> bool:
    """A word of the claim with its antonym in its place in the source: with opposite polarity, the
    two say the same thing ("did not pass" / "failed")."""
    for slot in aligned.of_kind("word"):
        for mine in slot_tokens(an, slot.claim):
            if any(opposed(an.lex, mine.norm, t.norm) for t in slot_tokens(aligned.analysis, slot.source)):
                return True
    return False


def _negated_antonym(an: Analysis, n: int, source: Analysis, clause: int) -> bool:
    """The word a negation governs on one side is the antonym of a word the other side says instead,
    wherever the clauses put them: "found not guilty" and "acquitted", "was not approved" and "was
    rejected" say the same thing."""
    mine, theirs = an.clause_tokens(n), source.clause_tokens(clause)
    for negated, other in ((mine, theirs), (theirs, mine)):
        lex = an.lex
        governed = [negated[i + 1] for i, t in enumerate(negated[:-1]) if is_negation(t, lex)]
        said = {t.norm for t in other} - {t.norm for t in negated}
        if any(opposed(lex, g.norm, word) for g in governed for word in said):
            return True
    return False


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    an = analysis
    out = []
    for n in range(len(an.clauses)):
        mine = _negations(an.lex, an.clause_tokens(n))
        aligned = aligned_clause(an, n, evidence, verdict.ALIGN_MIN, ignore=lambda t: is_negation(t, an.lex))
        if aligned is None:
            continue
        theirs = _negations(an.lex, aligned.analysis.clause_tokens(aligned.clause))
        if bool(mine) == bool(theirs):
            continue
        if isinstance(aligned, SlotAlignment) and _antonym_in_place(an, aligned):
            continue
        if _negated_antonym(an, n, aligned.analysis, aligned.clause):
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
