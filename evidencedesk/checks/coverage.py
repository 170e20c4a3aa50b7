"""coverage: every clause of the claim needs evidence.

What it catches
    A clause whose informative words the evidence mostly lacks, such as a clause added to a faithful
    sentence ("... and shortened hospital stays"). The finding lists the missing words. Near-synonyms
    from a small curated lexicon count (rise/increase/climb, fall/drop/decline, improve/get better), and
    words are compared on light stems, so "students." meets "students".

Why it matters
    A high overlap score for the whole sentence hides a clause that nothing supports; the earlier tool
    called such a claim a mismatch without a reason, or Supported.

Example
    Source "The drug lowered blood pressure in the trial." Claim "The drug lowered blood pressure in the
    trial and shortened hospital stays." -> nothing supports "shortened hospital stays".
"""

from __future__ import annotations

from .. import verdict
from ..model import Claim, Finding
from ..text.analysis import Analysis
from ..text.keys import key_of
from .align import finding
from .base import UNSUPPORTED, Evidence, Fires, Passes

needs_evidence = True
id = "coverage"

fires = [
    Fires(
        "The drug lowered blood pressure in the trial and shortened hospital stays considerably.",
        "The drug lowered blood pressure in the trial.",
        UNSUPPORTED,
        "and shortened hospital stays considerably",
    ),
    Fires(
        "The council approved the budget, while residents protested outside the library.",
        "The council approved the budget on Tuesday evening.",
        UNSUPPORTED,
        "while residents protested outside the library",
    ),
]
passes = [
    Passes("The pilot included 84 students.", "The pilot included 84 students from three schools."),
    Passes("Sales climbed during the winter months.", "Sales increased during the winter months."),
]


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    an = analysis
    corpus = evidence.corpus
    held = set()
    for p in evidence.passages:
        held.update(corpus.keys(p.index))
    out = []
    for n in range(len(an.clauses)):
        words = {}
        for t in an.clause_tokens(n):
            k = key_of(t.text)
            if k and not t.is_number:
                words.setdefault(k, t)
        if len(words) < verdict.CLAUSE_MIN_WORDS:
            continue
        total = sum(corpus.idf_of(k) for k in words)
        missing = [t for k, t in words.items() if k not in held]
        share = 1 - sum(corpus.idf_of(key_of(t.text)) for t in missing) / total
        if share >= verdict.CLAUSE_COVERAGE_MIN:
            continue
        c = an.clauses[n]
        listed = ", ".join(f'"{t.text}"' for t in missing[:8])
        out.append(
            finding(
                id,
                UNSUPPORTED,
                f"Nothing in the evidence supports: {claim.text[c.start : c.end]}",
                f"The passages about this claim lack {listed} (they hold {share:.0%} of this clause's "
                f"informative words, below {verdict.CLAUSE_COVERAGE_MIN:.0%}).",
                (c.start, c.end),
            )
        )
    return out
