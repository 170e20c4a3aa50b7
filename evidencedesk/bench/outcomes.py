"""Run the review engine over labelled pairs and keep only what the metrics need.

One full run records, for every claim the engine finds in a pair, its label, the checks that fired and
whether retrieval found evidence for it. Everything in the accuracy report (per check, per label, the
layered table) is computed from these records, so no layer needs its own engine run.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from ..model import FindingKind, Label, Verdict
from ..verdict import label_of
from .data import Pair

SEVERITY = {label.value: label.rank for label in Label}


@dataclass(frozen=True)
class ClaimOutcome:
    label: str  # a Label value
    fired: tuple[str, ...]  # ids of the checks whose status was "fired"
    blocking: tuple[str, ...]  # of those, the ones with a contradiction or unsupported finding
    evidence: bool  # retrieval found a passage relevant enough to count as evidence
    kinds: tuple[tuple[str, str], ...] = ()  # (check id, finding kind) for every finding
    span: tuple[int, int] | None = None  # where the claim sits in the pair's draft (character offsets)

    def label_with(self, active: set[str]) -> str:
        """The label ``verdict.label_of`` gives this claim with only the ``active`` checks switched on."""
        kinds = (FindingKind(kind) for check, kind in self.kinds if check in active)
        return label_of(kinds, self.evidence).value


@dataclass(frozen=True)
class PairOutcome:
    id: str
    claims: tuple[ClaimOutcome, ...]
    error: str | None = None  # the engine raised on this pair; it is left out of every metric

    @property
    def worst(self) -> str | None:
        """The most severe label among the pair's claims; None when the engine found no claim."""
        if not self.claims:
            return None
        return max((c.label for c in self.claims), key=SEVERITY.__getitem__)

    @property
    def flagged(self) -> bool:
        return any(c.label != Label.SUPPORTED.value for c in self.claims)

    @property
    def fired(self) -> set[str]:
        return {check for c in self.claims for check in c.fired}

    def claims_at(self, span: tuple[int, int]) -> tuple[ClaimOutcome, ...]:
        """The claims that hold the characters ``span`` of the draft (an empty span: the claims it
        touches), such as the claim an edit was made in."""
        start, end = span
        return tuple(
            c
            for c in self.claims
            if c.span is not None
            and (c.span[0] < end and start < c.span[1] if start < end else c.span[0] <= start <= c.span[1])
        )


def claim_outcome(verdict: Verdict) -> ClaimOutcome:
    """What the metrics need of one verdict. Retrieval found evidence when the verdict carries an
    evidence set: the engine leaves it empty when no passage is relevant enough (the first rule of
    ``verdict.py``)."""
    fired = tuple(r.check for r in verdict.checks if r.status == "fired")
    blocking = tuple(
        r.check for r in verdict.checks if r.status == "fired" and any(f.kind != "note" for f in r.findings)
    )
    kinds = tuple((r.check, f.kind.value) for r in verdict.checks for f in r.findings)
    span = (verdict.claim.start, verdict.claim.end)
    return ClaimOutcome(verdict.label.value, fired, blocking, bool(verdict.evidence), kinds, span)


def review_pair(pair: Pair) -> PairOutcome:
    """Review one pair through the public ``evidencedesk.review()``; an engine error is recorded on the
    pair rather than stopping the run."""
    from .. import review

    try:
        result = review(pair.claim, dict(pair.sources))
    except Exception as exc:  # one failing pair must not sink a run of thousands
        return PairOutcome(pair.id, (), f"{type(exc).__name__}: {exc}")
    # a check that stopped on a claim is left out of the metrics as a failing pair is, and said
    errors = [f.reason for v in result.verdicts for r in v.checks if r.status == "error" for f in r.findings]
    if errors:
        return PairOutcome(pair.id, (), errors[0])
    return PairOutcome(pair.id, tuple(claim_outcome(v) for v in result.verdicts))


def run_pairs(pairs: list[Pair], workers: int, label: str = "pairs") -> list[PairOutcome]:
    """Outcomes in the order of ``pairs``; with ``workers`` > 1 the pairs are shared across processes."""
    if workers > 1 and len(pairs) > 4 * workers:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            return list(_progress(pool.map(review_pair, pairs, chunksize=8), len(pairs), label))
    return list(_progress(map(review_pair, pairs), len(pairs), label))


def _progress(outcomes: Iterable[PairOutcome], total: int, label: str) -> Iterator[PairOutcome]:
    """Pass outcomes through, telling stderr how far a long run has got (every tenth of the way)."""
    step = max(total // 10, 200)
    for done, outcome in enumerate(outcomes, 1):
        if done % step == 0 and done < total:
            print(f"  {label}: {done}/{total}", file=sys.stderr, flush=True)
        yield outcome


def registry_ids() -> list[str]:
    """The registered check ids, in registry order."""
    from ..checks import REGISTRY

    return [module.id for module in REGISTRY]
