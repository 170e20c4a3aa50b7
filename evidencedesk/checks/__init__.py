"""The registry of checks. A check exists for the engine only when it is listed here.

Each entry satisfies the :class:`~evidencedesk.checks.base.Check` contract (see ``base.py``).

Order matters only for display and for the benchmark's layered table, which adds checks one at a time
in this order: the cheap, precise ones first.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable

from ..model import CheckResult, Claim, Finding, FindingKind, Status
from ..text.analysis import Analysis
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
from .base import Check, Evidence, Fires, Passes

REGISTRY: tuple[Check, ...] = (
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

BY_ID: dict[str, Check] = {c.id: c for c in REGISTRY}


def selected(ids: Iterable[str] | None) -> tuple[Check, ...]:
    if ids is None:
        return REGISTRY
    ids = list(ids)
    unknown = [i for i in ids if i not in BY_ID]
    if unknown:
        raise ValueError(f"unknown check id(s): {', '.join(unknown)}; known: {', '.join(BY_ID)}")
    return tuple(c for c in REGISTRY if c.id in ids)


def summary(check: Check) -> str:
    """The first line of a check's docstring, without its id: what it holds the claim to."""
    first = (check.__doc__ or "").strip().splitlines()[0]
    return first.split(":", 1)[1].strip() if first.startswith(check.id + ":") else first


def explain(check: Check) -> str:
    """A check's documentation as ``evidencedesk explain`` prints it: the docstring, then its examples
    (the same ones the test-suite runs through the engine)."""
    lines = [textwrap.dedent((check.__doc__ or "").strip("\n")).rstrip(), "", "Examples that fire"]
    for e in check.fires:
        lines += [f"    claim:  {e.claim}", f"    source: {e.source}", f'    -> {e.kind.value}, marks "{e.marks}"']
        if e.fix:
            lines.append(f"    fix:    {e.fix}")
        lines.append("")
    lines.append("Examples that pass")
    for e in check.passes:
        lines += [f"    claim:  {e.claim}", f"    source: {e.source}", f"    -> {e.status.value}", ""]
    return "\n".join(lines).rstrip()


def run_checks(
    claim: Claim, analysis: Analysis, evidence: Evidence, checks: tuple[Check, ...] = REGISTRY
) -> tuple[CheckResult, ...]:
    """Every check's result for one claim, in registry order. A check that raises is reported as an
    error for this claim alone: one fault must not cost the editor the whole review."""
    out = []
    for check in checks:
        try:
            findings = None if check.needs_evidence and not evidence.passages else check.run(claim, analysis, evidence)
        except Exception as exc:  # noqa: BLE001  (any fault of a check: reported on the claim, not raised)
            out.append(CheckResult(check.id, Status.ERROR, (_error_finding(check, exc),)))
            continue
        if findings is None:
            out.append(CheckResult(check.id, Status.NOT_APPLICABLE))
            continue
        # a note informs the editor without holding anything against the claim
        fired = any(f.kind is not FindingKind.NOTE for f in findings)
        out.append(CheckResult(check.id, Status.FIRED if fired else Status.PASSED, tuple(findings)))
    return tuple(out)


def _error_finding(check: Check, exc: Exception) -> Finding:
    return Finding(
        check.id,
        FindingKind.UNSUPPORTED,
        f"The {check.id} check could not read this claim",
        f"The check stopped with an internal error ({type(exc).__name__}: {exc}), so this claim cannot be "
        "called Supported; the other checks ran as usual. Please report the claim and its sources.",
    )


__all__ = ["REGISTRY", "BY_ID", "Check", "Evidence", "Fires", "Passes", "explain", "run_checks", "selected", "summary"]
