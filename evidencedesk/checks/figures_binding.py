"""figures.binding: a figure belongs to the quantity it measures, and to the year it is for.

What it catches
    A figure the sources give for one measure, claimed for another ("error fell 20%" restated as
    "accuracy improved by 20%"; recall 0.88 claimed as precision), a measure the claim gives one value
    and the source another ("the source gives recall 85%"), and a figure moved to another year.

Why it matters
    Matching numbers as a bag lets the most damaging rewrites through: the number survives, what it
    describes changes. A 20% fall in error shrinks a small remainder, so accuracy barely moves.

Example
    Source "Meridian's error rate fell by 20% against the baseline." Claim "Meridian's accuracy
    improved by 20%." -> "the sources give 20% for error, not for accuracy".
"""

from __future__ import annotations

from .. import verdict
from ..model import Claim, Finding, Fix
from ..text import figures as figs
from ..text.analysis import Analysis, BoundFigure, known_measure, same_measure
from .align import align, cite, finding
from .base import CONTRADICTION, Evidence, Fires, Passes

needs_evidence = True
id = "figures.binding"

fires = [
    Fires(
        "Meridian's accuracy improved by 20% over the baseline.",
        "Meridian's error rate fell by 20% compared with the baseline.",
        CONTRADICTION,
        "accuracy",
    ),
    Fires(
        "The model reached a precision of 0.88 on the test set.",
        "The model reached a recall of 0.88 and a precision of 0.71 on the test set.",
        CONTRADICTION,
        "precision",
    ),
    Fires(
        "Meridian achieved a recall of 95% on held-out data.",
        "Meridian achieved a recall of 85% on held-out data.",
        CONTRADICTION,
        "95%",
        fix="Meridian achieved a recall of 85% on held-out data.",
    ),
    Fires(
        "In 2023 the firm reported revenue of $4 million.",
        "In 2024 the firm reported revenue of $4 million, up from $3 million in 2023.",
        CONTRADICTION,
        "$4 million",
    ),
    Fires(
        "Since then, 457 infections have been reported worldwide, with 870 deaths.",
        "Since then, 870 infections have been reported worldwide, with 457 deaths.",
        CONTRADICTION,
        "infections",
    ),
]
passes = [
    Passes(
        "Meridian's error rate fell by 20% against the baseline.",
        "Meridian's error rate fell by 20% compared with the baseline.",
    ),
    Passes(
        "The model reached a recall of 0.88 on the test set.",
        "The model reached a recall of 0.88 and a precision of 0.71 on the test set.",
    ),
    Passes(
        "Recall was 84% and precision was 60% in the final run.",
        "Recall was 84% in the final run. In the final run, precision was 60%.",
    ),
    Passes(
        "Since then, about 870 infections have been reported worldwide.",
        "Since then, about 870 people have been infected worldwide.",
    ),
]


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    return any(b.measure or b.year for b in analysis.figures)


def _family(kind: str) -> str:
    return "pct" if kind in {"percent", "ratio", "points"} else kind


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    if not _applies(claim, analysis, evidence):
        return None
    an = analysis
    held: list[tuple[BoundFigure, object]] = []
    for p in evidence.passages:
        held.extend((b, p) for b in evidence.corpus.analysis(p.index).figures)
    out: list[Finding] = []
    for bound in an.figures:
        f = bound.figure
        if f.kind == "year":
            continue
        same = [(b, p) for b, p in held if figs.same_value(f, b.figure)]
        shown = figs.describe(f)
        if same:
            if (
                bound.measure
                and all(b.measure and not same_measure(b.measure, bound.measure) for b, _ in same)
                and (
                    (known_measure(bound.measure) and all(known_measure(b.measure) for b, _ in same))
                    # a noun the claim counts with ("457 infections") that the evidence counts with another
                    # number: the two figures have traded places
                    or any(same_measure(b.measure, bound.measure) for b, _ in held)
                )
            ):
                b, p = same[0]
                out.append(
                    finding(
                        id,
                        CONTRADICTION,
                        f"The sources give {shown} for {b.measure}, not for {bound.measure}",
                        f"The claim ties {shown} to {bound.measure}, but {cite(evidence, p)} ties it to "
                        f"{b.measure}. The same number measuring another quantity does not support the claim.",
                        bound.measure_span or (f.start, f.end),
                        p,
                        (b.figure.start, b.figure.end),
                    )
                )
                continue
            if bound.year and not any(b.year is None or b.year == bound.year for b, _ in same):
                b, p = same[0]
                out.append(
                    finding(
                        id,
                        CONTRADICTION,
                        f"The sources give {shown} for {b.year:.0f}, not for {bound.year:.0f}",
                        f"{cite(evidence, p)} states {shown} for {b.year:.0f}; the claim puts it in {bound.year:.0f}.",
                        (f.start, f.end),
                        p,
                        (b.figure.start, b.figure.end),
                    )
                )
            continue
        if not bound.measure:
            continue
        rivals = [
            (b, p)
            for b, p in held
            if same_measure(b.measure, bound.measure)
            and _family(b.figure.kind) == _family(f.kind)
            and (bound.year is None or b.year is None or b.year == bound.year)
        ]
        if not rivals:
            continue
        if not known_measure(bound.measure):
            # "84 students" in one sentence and "60 students" in another may both be true of different
            # groups: only compare when the two clauses say the same thing otherwise.
            aligned = align(an, bound.clause, evidence, ignore=lambda t: t.is_number)
            rivals = [
                (b, p)
                for b, p in rivals
                if aligned and aligned.passage == p and aligned.overlap >= verdict.GENERIC_MEASURE_ALIGN_MIN
            ]
            if not rivals:
                continue
        b, p = rivals[0]
        source_shown = figs.describe(b.figure)
        out.append(
            finding(
                id,
                CONTRADICTION,
                f"The source gives {bound.measure} {source_shown}, not {shown}",
                f"{cite(evidence, p)} gives {source_shown} for {bound.measure}; the claim says {shown}.",
                (f.start, f.end),
                p,
                (b.figure.start, b.figure.end),
                fix=Fix(f.start, f.end, b.figure.text),
            )
        )
    return out
