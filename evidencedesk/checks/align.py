"""Shared by the checks: which clause of the evidence a clause of the claim is talking about, and how to
word a finding so that it names the passage it rests on."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..model import EvidenceRef, Finding, FindingKind, Fix, Passage
from ..text.analysis import Analysis
from ..text.keys import key_of
from ..text.tokens import Token
from .base import CONTRADICTION, Evidence

SNIPPET = 160


@dataclass(frozen=True)
class Aligned:
    passage: Passage
    analysis: Analysis
    clause: int
    overlap: float  # IDF-weighted share of the claim clause's words that this evidence clause holds


def clause_keys(tokens: list[Token], ignore: Callable[[Token], bool] | None = None) -> dict[str, Token]:
    out: dict[str, Token] = {}
    for t in tokens:
        if ignore and ignore(t):
            continue
        k = key_of(t.text)
        if k and not t.is_number:
            out.setdefault(k, t)
    return out


def _clause_key_sets(an: Analysis) -> list[frozenset[str]]:
    """Every clause's index keys, computed once per passage. Nothing is ignored on this side: only the
    claim's wanted words are looked up, so the source's other words cannot count."""
    sets = an.derived.get("clause_keys")
    if sets is None:
        sets = an.derived["clause_keys"] = [frozenset(clause_keys(an.clause_tokens(n))) for n in range(len(an.clauses))]
    return sets  # type: ignore[return-value]


def align(
    claim: Analysis, clause: int, evidence: Evidence, ignore: Callable[[Token], bool] | None = None
) -> Aligned | None:
    """The evidence clause sharing most of the claim clause's informative words."""
    want = clause_keys(claim.clause_tokens(clause), ignore)
    if not want:
        return None
    corpus = evidence.corpus
    weights = {k: corpus.idf_of(k) for k in want}
    total = sum(weights.values())
    best: Aligned | None = None
    for p in evidence.passages:
        an = corpus.analysis(p.index)
        for n, have in enumerate(_clause_key_sets(an)):
            overlap = sum(w for k, w in weights.items() if k in have) / total
            if best is None or overlap > best.overlap:
                best = Aligned(p, an, n, overlap)
    return best


def source_name(evidence: Evidence, passage: Passage) -> str:
    doc = evidence.corpus.documents.get(passage.source)
    return doc.name if doc else passage.source


def cite(evidence: Evidence, passage: Passage) -> str:
    """`results.md: "…the passage…"`, shortened to a readable length."""
    text = " ".join(passage.text.split())
    if len(text) > SNIPPET:
        text = text[: SNIPPET - 1].rstrip() + "…"
    return f'{source_name(evidence, passage)}: "{text}"'


def match_case(new: str, old: str) -> str:
    """``new`` capitalised the way ``old`` is, for a replacement inside the claim."""
    return new[:1].upper() + new[1:] if old[:1].isupper() else new.lower()


def word_against_word(
    check: str, message: str, lead: str, evidence: Evidence, aligned: Aligned, mine: Token, theirs: Token
) -> Finding:
    """A contradiction between one word of the claim and the word the matching source clause has in its
    place ("rose" / "fell", "all" / "most"), with the swap as the suggested fix."""
    return finding(
        check,
        CONTRADICTION,
        message,
        f'{lead} {cite(evidence, aligned.passage)}: "{aligned.analysis.clause_text(aligned.clause)}".',
        (mine.start, mine.end),
        aligned.passage,
        (theirs.start, theirs.end),
        fix=Fix(mine.start, mine.end, match_case(theirs.text, mine.text)),
    )


def finding(
    check: str,
    kind: FindingKind,
    message: str,
    reason: str,
    claim_span: tuple[int, int] | None = None,
    passage: Passage | None = None,
    span: tuple[int, int] | None = None,
    fix: Fix | None = None,
) -> Finding:
    ref = None
    if passage is not None:
        s, e = span if span else (passage.start, passage.end)
        ref = EvidenceRef(passage.source, s, e)
    return Finding(check, kind, message, reason, claim_span, ref, fix)
