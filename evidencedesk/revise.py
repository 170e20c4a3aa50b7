"""Suggested minimal edits: the smallest rewrite of a claim that agrees with its evidence.

Each contradiction that knows its remedy carries a `Fix` (the source's figure for the claim's, the
source's direction word, the source's name, "coincided with" for an unsupported "caused", an
overstating word removed). The suggestion applies the fixes that do not overlap and keeps the rest of
the sentence as written, in the spirit of research-then-revise editors: change what the evidence
contradicts, preserve everything else. An edit that would rewrite too much is not offered, since a
claim that needs rewriting wholesale needs an editor, not a patch.

``preservation`` is the normalised Levenshtein similarity between the claim and the suggestion: 1.0
means unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

import regex
from rapidfuzz.distance import Levenshtein

from .model import CheckResult, Fix, Suggestion

MAX_CHANGED_CHARS = 50
MAX_CHANGED_SHARE = 0.5


def apply_fixes(text: str, fixes: Sequence[Fix]) -> str:
    chosen: list[Fix] = []
    for fix in sorted(fixes, key=lambda f: (f.start, f.end)):
        if chosen and fix.start < chosen[-1].end:
            continue
        chosen.append(fix)
    for fix in reversed(chosen):
        text = text[: fix.start] + fix.text + text[fix.end :]
    text = regex.sub(r"\s+", " ", text).strip().replace(" .", ".").replace(" ,", ",")
    return text[:1].upper() + text[1:] if text else text


def suggest(claim: str, results: Sequence[CheckResult]) -> Suggestion | None:
    fixes = [f.fix for r in results for f in r.findings if f.fix is not None and f.kind == "contradiction"]
    if not fixes:
        return None
    revised = apply_fixes(claim, fixes)
    if revised == claim:
        return None
    changed = Levenshtein.distance(claim, revised)
    if changed > MAX_CHANGED_CHARS or changed > MAX_CHANGED_SHARE * len(claim):
        return None
    return Suggestion(revised, round(Levenshtein.normalized_similarity(claim, revised), 3))
