"""certainty: no more general or more certain than the source.

What it catches
    Overstatement: a claim that adds "always", "never", "proves", "certainly" and the like to what the
    source states plainly; "all" or "every" where the matching source clause says "most" or "some";
    and dropped hedges: a source clause that says "may", "might" or "suggests" restated as settled.

Why it matters
    "Meridian achieved a recall of 85%" and "Meridian always achieved a recall of 85%" share every
    figure and name; only the second claims a generality the evaluation never measured.

Example
    Source "Meridian achieved a recall of 85% on held-out data." Claim "Meridian always achieved a
    recall of 85% on held-out data." -> "always" goes beyond the source.
"""

from __future__ import annotations

from types import ModuleType

from .. import verdict
from ..model import Claim, Finding, Fix
from ..text.analysis import Analysis, has_phrase
from ..text.lexicon import en
from ..text.tokens import Token
from .align import align, cite, finding, word_against_word
from .base import CONTRADICTION, Evidence, Fires, Passes

needs_evidence = True
id = "certainty"

fires = [
    Fires(
        "Meridian always achieved a recall of 85% on held-out data.",
        "Meridian achieved a recall of 85% on held-out data.",
        CONTRADICTION,
        "always",
        fix="Meridian achieved a recall of 85% on held-out data.",
    ),
    Fires(
        "The supplement reduces the risk of fractures in older adults.",
        "The supplement may reduce the risk of fractures in older adults.",
        CONTRADICTION,
        "The supplement reduces the risk of fractures in older adults",
    ),
    Fires(
        "The results prove that tutoring raises reading scores.",
        "The results suggest that tutoring raises reading scores.",
        CONTRADICTION,
        "prove",
    ),
    Fires(
        "All students in the pilot improved their reading scores.",
        "Most students in the pilot improved their reading scores.",
        CONTRADICTION,
        "All",
        fix="Most students in the pilot improved their reading scores.",
    ),
]
passes = [
    Passes("All 84 students completed the final exam.", "All 84 students completed the final exam."),
    Passes(
        "The supplement may reduce the risk of fractures in older adults.",
        "The supplement may reduce the risk of fractures in older adults.",
    ),
    Passes(
        "Meridian achieved a recall of 85% on held-out data.", "Meridian achieved a recall of 85% on held-out data."
    ),
    Passes(
        "The evening news streams every evening on the company's website.",
        "The evening news streams nightly on the company's website.",
    ),
]


def _boosters(tokens: list[Token], lex: ModuleType = en) -> list[Token]:
    return [t for t in tokens if t.norm in lex.BOOSTERS]


def _hedges(tokens: list[Token], lex: ModuleType = en) -> list[Token]:
    found = [t for t in tokens if t.norm in lex.HEDGES]
    if span := has_phrase(tokens, lex.HEDGE_PHRASES):
        found += [t for t in tokens if t.start == span[0]]
    return found


def _ignorer(lex: ModuleType):
    """Whether a token is a certainty word of ``lex`` (left out when aligning clauses)."""
    words = lex.BOOSTERS | lex.HEDGES | lex.LIMITING_QUANTIFIERS | lex.UNIVERSALS
    return lambda t: t.norm in words


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    an = analysis
    lex = an.lex
    evidence_words = {t.stem for p in evidence.passages for t in evidence.corpus.analysis(p.index).tokens}
    out = []
    for n in range(len(an.clauses)):
        tokens = an.clause_tokens(n)
        for word in _boosters(tokens, lex):
            if word.stem in evidence_words:
                continue
            p = evidence.passages[0] if evidence.passages else None
            end = word.end + 1 if claim.text[word.end : word.end + 1] == " " else word.end
            out.append(
                finding(
                    id,
                    CONTRADICTION,
                    f'"{word.text}" goes beyond the source',
                    f'The claim says "{word.text}", but the evidence ({cite(evidence, p) if p else "none"}) states it '
                    "without that generality or certainty.",
                    (word.start, word.end),
                    p,
                    fix=Fix(word.start, end, ""),
                )
            )
        if _hedges(tokens, lex) or any(t.norm in lex.LIMITING_QUANTIFIERS for t in tokens):
            continue
        aligned = align(an, n, evidence, ignore=_ignorer(lex))
        if not aligned or aligned.overlap < verdict.ALIGN_MIN:
            continue
        theirs = aligned.analysis.clause_tokens(aligned.clause)
        universal = next((t for t in tokens if t.norm in lex.UNIVERSALS), None)
        limit = next((t for t in theirs if t.norm in aligned.analysis.lex.LIMITING_QUANTIFIERS), None)
        if universal and limit:
            out.append(
                word_against_word(
                    id,
                    f'The source says "{limit.text}", the claim "{universal.text}"',
                    f'The claim generalises where the source limits it with "{limit.text}" in',
                    evidence,
                    aligned,
                    universal,
                    limit,
                )
            )
            continue
        hedges = _hedges(theirs, aligned.analysis.lex)
        if hedges:
            h = hedges[0]
            out.append(
                finding(
                    id,
                    CONTRADICTION,
                    f'The source hedges ("{h.text}"); the claim does not',
                    f'{cite(evidence, aligned.passage)} limits this with "{h.text}": '
                    f'"{aligned.analysis.clause_text(aligned.clause)}". The claim states it without the hedge.',
                    (an.clauses[n].start, an.clauses[n].end),
                    aligned.passage,
                    (h.start, h.end),
                )
            )
    return out
