"""The other part of a whole: a claim that counts what the source's count leaves over.

"Nine of the 14 branches will stay open" restates "the bank will close five of its 14 branches";
"only seven of the 30 clubs made a profit" restates "23 of the league's 30 clubs lost money"; "work had
yet to start on 81 of the 390 buildings" restates "work has started on 309 of them". Read
slot by slot, each looks like two contradictions (9 against 5, "open" against "close"), which cancel:
the claim states the same whole, its count and the source's add up to it, and the claim says the
opposite thing of its part. So does a share of the rest: "nearly 60% of the bridges were not inspected
on time" restates "only 41% were inspected on time". The figure, direction and negation checks drop a
contradiction such a pair explains.
"""

from __future__ import annotations

from dataclasses import replace
from types import ModuleType

from ..model import Figure, Finding
from ..text import figures as figs
from ..text.analysis import Analysis, is_negation, phrase_spans
from ..text.tokens import Token
from .base import CONTRADICTION, Evidence


def complement_restated(analysis: Analysis, evidence: Evidence, found: Finding) -> bool:
    """Whether a contradiction between the claim's clause and the passage it cites is a count of the
    other part of a whole both state, said with a word on the other side of the source's: one of two
    sides ("open" / "close", "profit" / "lost"), not better or worse news, which leaves room between
    ("25 improved" does not follow from "15 got worse": some may be unchanged)."""
    if found.kind is not CONTRADICTION or found.claim_span is None or found.evidence is None:
        return False
    start = found.claim_span[0] + analysis.offset
    clause = next((n for n, c in enumerate(analysis.clauses) if c.start <= start < c.end), None)
    if clause is None:
        return False
    index = evidence.corpus.passage_at(found.evidence.source, found.evidence.start)
    if index is None:
        return False
    source = evidence.corpus.analysis(index)
    mine = [b.figure for b in analysis.figures if b.clause == clause]
    theirs = [b.figure for b in source.figures]
    if not _parts_of_one_whole(_counts(mine), _counts(theirs)) and not _shares_of_one_whole(mine, theirs):
        return False
    from .direction import exclusive  # direction uses this module: read when first needed

    lex = analysis.lex
    words = [t for t in analysis.clause_tokens(clause) if not t.is_number]
    their_words = [t for t in source.tokens if not t.is_number]
    if denies(lex, words) != denies(lex, their_words):
        # the same act, denied on one side only: "had yet to be removed from 178 of the 390" for "removal
        # had been completed on 212 of the 390"
        return True
    return any(exclusive(lex, a.norm, b.norm) for a in words for b in their_words)


def denies(lex: ModuleType, tokens: list[Token]) -> bool:
    """Whether the tokens hold a negation or a phrase that says no ("failed to", "no longer")."""
    return any(is_negation(t, lex) for t in tokens) or bool(phrase_spans(tokens, lex.NEGATION_PHRASES))


def _counts(figures: list[Figure]) -> list[Figure]:
    return [f for f in figures if f.kind == "count"]


_SHARES = frozenset({"percent", "ratio"})


def _shares_of_one_whole(mine: list[Figure], theirs: list[Figure]) -> bool:
    """A share on each side that together make the whole ("almost three-quarters never got back" and "27%
    were returned"), and not half and half, where either side's share is also the other's."""
    for f in mine:
        if f.kind not in _SHARES or f.high is not None or f.comparator is not None:
            continue
        for g in theirs:
            whole = 100.0 if g.kind == "percent" else 1.0
            if g.kind not in _SHARES or g.high is not None or g.comparator is not None or not 0 < g.value < whole:
                continue
            if figs.same_value(f, replace(g, value=whole - g.value, text="")) and not figs.same_value(f, g):
                return True
    return False


def _parts_of_one_whole(mine: list[Figure], theirs: list[Figure]) -> bool:
    """A total both sides state, and a count on each side, other than it and each other, that add up to
    it (9 + 5 = 14). The two sides of a score or a range ("lost 3-1", "aged 9-14") are no whole and part."""
    for whole in mine:
        if not any(figs.same_value(whole, t) for t in theirs):
            continue
        for part in mine:
            if part is whole or figs.same_value(part, whole) or figs.joined(part, whole):
                continue
            for other in theirs:
                if figs.same_value(other, whole) or figs.same_value(other, part):
                    continue
                if abs(part.value + other.value - whole.value) < 1e-9 and part.value < whole.value:
                    return True
    return False
