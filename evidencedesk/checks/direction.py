"""direction: rose/fell, higher/lower, improved/worsened, won/lost: the same way as the source.

What it catches
    A clause whose direction word is the opposite of the one in the matching source clause about the
    same measure: "sales rose" for "sales fell", "improved" for "worsened", and the other opposites in
    the lexicon ("won" for "lost", "before" for "after"), and opposites made with a prefix where the
    evidence has the other form and not the claim's ("incorrect" for "correct", "negative" for
    "non-negative", "post-" for "pre-"). Up/down and better/worse are separate axes: "error fell" and
    "accuracy improved" are not compared with each other.

Why it matters
    A reversed direction keeps every number and name of the source, so overlap and figure checks both
    pass it.

Example
    Source "Attendance fell by 6% over the term." Claim "Attendance rose by 6% over the term." ->
    the source says "fell".
"""

from __future__ import annotations

from functools import cache
from types import ModuleType

from .. import verdict
from ..model import Claim, Finding, Fix
from ..text.analysis import Analysis
from ..text.lexicon import en
from ..text.tokens import Token
from .align import align, cite, finding, match_case, word_against_word
from .base import CONTRADICTION, Evidence, Fires, Passes

needs_evidence = True
id = "direction"

fires = [
    Fires(
        "Attendance rose by 6% over the spring term.",
        "Attendance fell by 6% over the spring term.",
        CONTRADICTION,
        "rose",
        fix="Attendance fell by 6% over the spring term.",
    ),
    Fires(
        "Response times worsened after the new release shipped.",
        "Response times improved after the new release shipped.",
        CONTRADICTION,
        "worsened",
        fix="Response times improved after the new release shipped.",
    ),
    Fires(
        "The home side won the final in extra time.",
        "The home side lost the final in extra time.",
        CONTRADICTION,
        "won",
        fix="The home side lost the final in extra time.",
    ),
    Fires(
        "The network produces an incorrect output for every input of interest.",
        "The network produces a correct output for every input of interest.",
        CONTRADICTION,
        "incorrect",
    ),
]
passes = [
    Passes("Attendance rose by 6% over the spring term.", "Attendance increased by 6% over the spring term."),
    Passes(
        "Meridian's accuracy improved over the baseline.",
        "Meridian's error fell while its accuracy improved over the baseline.",
    ),
    Passes("Costs fell sharply during the second quarter.", "Costs dropped sharply during the second quarter."),
    Passes(
        "The method uses non-negative matrix factorization on the data.",
        "The method uses non-negative matrix factorization on the data.",
    ),
]


@cache
def sides(lex: ModuleType) -> dict[str, list[tuple[int, int]]]:
    """word -> every (axis, side) it belongs to in one language; side 0 is up/better/a pair's first word."""
    axes = ((lex.UP, lex.DOWN), (lex.BETTER, lex.WORSE)) + tuple(
        (frozenset({a}), frozenset({b})) for a, b in lex.OPPOSITES
    )
    out: dict[str, list[tuple[int, int]]] = {}
    for axis, (a, b) in enumerate(axes):
        for side, words in enumerate((a, b)):
            for word in words:
                out.setdefault(word, []).append((axis, side))
    return out


def _directions(tokens: list[Token], lex: ModuleType = en) -> list[tuple[int, int, Token]]:
    """(axis, side, token) for each direction word."""
    table = sides(lex)
    return [(axis, side, t) for t in tokens for axis, side in table.get(t.norm, ())]


NEGATING_PREFIXES = ("non-", "non", "un", "in", "im", "ir", "il", "dis")
PREFIX_PAIRS = (
    ("pre-", "post-"),
    ("post-", "pre-"),
    ("over", "under"),
    ("under", "over"),
    ("inter", "intra"),
    ("intra", "inter"),
)


def _affix_opposites(word: str) -> set[str]:
    """Words that say the opposite of ``word`` by a prefix: correct/incorrect, negative/non-negative."""
    if not word.isalpha() and "-" not in word or len(word) < 4:
        return set()
    out = {p + word for p in NEGATING_PREFIXES if len(word) >= 5 or p in {"un", "non-", "non"}}
    for p in NEGATING_PREFIXES:
        if word.startswith(p) and len(word) - len(p) >= 4:
            out.add(word[len(p) :])
    for a, b in PREFIX_PAIRS:
        if word.startswith(a) and len(word) - len(a) >= 4:
            out.add(b + word[len(a) :])
    return out


def _affix_findings(claim_tokens: list[Token], evidence: Evidence) -> list[Finding]:
    """A claim word whose prefixed opposite (and not the word itself) is what the evidence says."""
    held: dict[str, tuple[Token, object]] = {}
    for p in evidence.passages:
        for t in evidence.corpus.analysis(p.index).tokens:
            held.setdefault(t.norm, (t, p))
    mine = {t.norm for t in claim_tokens}
    out = []
    for t in claim_tokens:
        if t.norm in held:
            continue
        for other in _affix_opposites(t.norm):
            if other in held and other not in mine:
                token, passage = held[other]
                out.append(
                    finding(
                        id,
                        CONTRADICTION,
                        f'The source says "{token.text}", the claim "{t.text}"',
                        f'"{t.text}" says the opposite of "{token.text}" in {cite(evidence, passage)}.',
                        (t.start, t.end),
                        passage,
                        (token.start, token.end),
                        fix=Fix(t.start, t.end, match_case(token.text, t.text)),
                    )
                )
                break
    return out


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    an = analysis
    out = _affix_findings(an.tokens, evidence)
    for n in range(len(an.clauses)):
        mine = _directions(an.clause_tokens(n), an.lex)
        if not mine:
            continue
        table = sides(an.lex)
        aligned = align(an, n, evidence, ignore=lambda t, table=table: t.norm in table or t.is_number)
        if not aligned or aligned.overlap < verdict.DIRECTION_ALIGN_MIN:
            continue
        theirs = _directions(aligned.analysis.clause_tokens(aligned.clause), aligned.analysis.lex)
        for axis, side, word in mine:
            same_axis = [t for a, s, t in theirs if a == axis]
            if not same_axis or any(s == side for a, s, _ in theirs if a == axis):
                continue
            other = same_axis[0]
            out.append(
                word_against_word(
                    id,
                    f'The source says "{other.text}", the claim "{word.text}"',
                    "The same clause goes the other way in",
                    evidence,
                    aligned,
                    word,
                    other,
                )
            )
            break
    return out
