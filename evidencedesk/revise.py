"""Suggested minimal edits: the smallest rewrite of a claim that agrees with its evidence.

Each contradiction that knows its remedy carries a `Fix` (the source's figure for the claim's, the
source's direction word, the source's name, "coincided with" for an unsupported "caused", an
overstating word removed). The suggestion applies the fixes that do not overlap and keeps the rest of
the sentence as written, in the spirit of research-then-revise editors: change what the evidence
contradicts, preserve everything else. An edit that would rewrite too much is not offered, since a
claim that needs rewriting wholesale needs an editor, not a patch.

``preservation`` is the normalised Levenshtein similarity between the claim and the suggestion: 1.0
means unchanged. ``vet`` re-checks the revised sentence with the engine: only an edit the engine then
labels Supported is offered to the editor, with the passages that support it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

import regex
from rapidfuzz.distance import Levenshtein

from .model import CheckResult, Claim, Fix, Label, Passage, Suggestion, Verdict

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


class ClaimChecker(Protocol):
    """What vetting needs from the engine: ``engine.Reviewer`` with its sources already indexed."""

    def check_claim(self, claim: Claim) -> Verdict: ...


ATTRIBUTION_PASSAGES = 5


@dataclass(frozen=True)
class VettedSuggestion:
    """A suggestion with the engine's verdict on the sentence it would produce.

    This is the second half of research-then-revise: after proposing the edit, retrieval and every check
    are run again on the revised sentence. The edit is offered only when that verdict is Supported, and
    the passages that verdict rests on are its attribution report (what supports the revision)."""

    suggestion: Suggestion
    revised: Verdict

    @property
    def safe(self) -> bool:
        return self.revised.label is Label.SUPPORTED

    @property
    def attribution(self) -> tuple[Passage, ...]:
        return self.revised.evidence[:ATTRIBUTION_PASSAGES]


def revised_claim(claim: Claim, text: str) -> Claim:
    """The claim as it would read with ``text`` in its place (same id, start and context)."""
    return replace(claim, text=text, end=claim.start + len(text))


def vet(
    checker: ClaimChecker, verdict: Verdict, check: Callable[[Claim], Verdict] | None = None
) -> VettedSuggestion | None:
    """Re-check the claim as the suggestion would rewrite it; None when there is no suggestion. ``check``
    (``checker.check_claim`` when None) gives the revised sentence's verdict."""
    if verdict.suggestion is None:
        return None
    revised = (check or checker.check_claim)(revised_claim(verdict.claim, verdict.suggestion.text))
    return VettedSuggestion(verdict.suggestion, revised)


def vet_all(
    checker: ClaimChecker, verdicts: Iterable[Verdict], check: Callable[[Claim], Verdict] | None = None
) -> dict[int, VettedSuggestion]:
    """Every suggestion among ``verdicts`` vetted, by claim id, in the verdicts' order. ``check`` may be
    one that reads only what a vetted suggestion shows, its label and evidence
    (``engine.Reviewer.check_revision``)."""
    vetted: dict[int, VettedSuggestion] = {}
    for v in verdicts:
        if (checked := vet(checker, v, check)) is not None:
            vetted[v.claim.id] = checked
    return vetted
