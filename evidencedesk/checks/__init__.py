"""The registry of checks. A check exists for the engine only when it is listed here.

A check that reads the sources directly rather than the evidence set (quotations, citations) sets
``needs_evidence = False`` and runs even when no passage is relevant to the claim.

Order matters only for display and for the benchmark's layered table, which adds checks one at a time
in this order: the cheap, precise ones first.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import ModuleType

from ..model import CheckResult, Claim
from . import (
    causal,
    certainty,
    citations,
    coverage,
    direction,
    entities,
    figures_binding,
    figures_value,
    negation,
    quotes,
)
from .base import Evidence, Example

REGISTRY: tuple[ModuleType, ...] = (
    figures_value,
    figures_binding,
    quotes,
    entities,
    direction,
    negation,
    causal,
    certainty,
    citations,
    coverage,
)

BY_ID = {c.id: c for c in REGISTRY}


def selected(ids: Iterable[str] | None) -> tuple[ModuleType, ...]:
    if ids is None:
        return REGISTRY
    ids = list(ids)
    unknown = [i for i in ids if i not in BY_ID]
    if unknown:
        raise ValueError(f"unknown check id(s): {', '.join(unknown)}; known: {', '.join(BY_ID)}")
    return tuple(c for c in REGISTRY if c.id in ids)


def run_checks(claim: Claim, evidence: Evidence, checks: tuple[ModuleType, ...] = REGISTRY) -> tuple[CheckResult, ...]:
    out = []
    for check in checks:
        applies = getattr(check, "applies", None)
        if (getattr(check, "needs_evidence", True) and not evidence.passages) or (
            applies is not None and not applies(claim, evidence)
        ):
            out.append(CheckResult(check.id, "not_applicable"))
            continue
        findings = tuple(check.run(claim, evidence))
        # a note informs the editor without holding anything against the claim
        fired = any(f.kind != "note" for f in findings)
        out.append(CheckResult(check.id, "fired" if fired else "passed", findings))
    return tuple(out)


__all__ = ["REGISTRY", "BY_ID", "Evidence", "Example", "run_checks", "selected"]
