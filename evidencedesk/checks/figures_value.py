"""figures.value: every figure the claim states must be a figure some source states.

What it catches
    A number in the claim that no source contains, compared as values rather than strings: "45.2
    million" is "45,200,000", "twelve" is 12, but 5% is not inside 25%, ".45" is not "1.45", and 24% is
    not 23.7% unless the claim hedges ("about 24%").

Why it matters
    Changed numbers survive a quick read because nothing in the sentence looks wrong. When a figure is
    simply missing from the sources the honest answer is that it cannot be established, not that it is
    false; the figure may come from a source that was not supplied.

Example
    Claim "Recall reached 95%." against a source giving 85%: "cannot establish: 95% appears in no
    source". (figures.binding adds that the source gives recall 85%.)
"""

from __future__ import annotations

from .. import verdict
from ..model import Claim, Finding, Status
from ..text import figures as figs
from ..text.analysis import Analysis
from .align import cite, finding
from .base import NOTE, UNSUPPORTED, Evidence, Fires, Passes

needs_evidence = True
id = "figures.value"

fires = [
    Fires(
        "Meridian achieved a recall of 95% on the test set.",
        "Meridian achieved a recall of 85% on the test set.",
        UNSUPPORTED,
        "95%",
    ),
    Fires(
        "The survey covered 1,250 households in the region.",
        "The survey covered 1,205 households in the region.",
        UNSUPPORTED,
        "1,250",
    ),
    Fires(
        "Latency fell to 120 ms after the upgrade was deployed.",
        "Latency fell to 120 s after the upgrade was deployed.",
        UNSUPPORTED,
        "120 ms",
    ),
    Fires(
        "Turnout reached 24% in the northern district this year.",
        "Turnout reached 23.7% in the northern district this year.",
        UNSUPPORTED,
        "24%",
    ),
]
passes = [
    Passes(
        "Revenue rose to $45.2 million in the last fiscal year.", "Revenue rose to $45,200,000 in the last fiscal year."
    ),
    Passes("The team interviewed twelve nurses at the clinic.", "The team interviewed 12 nurses at the clinic."),
    Passes(
        "Turnout reached about 24% in the northern district this year.",
        "Turnout reached 23.7% in the northern district this year.",
    ),
    Passes(
        "The classifier was tested on new images from the archive.",
        "The classifier was tested on new images from the archive.",
        status=Status.NOT_APPLICABLE,
    ),
]


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    return bool(analysis.figures)


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    if not _applies(claim, analysis, evidence):
        return None
    out = []
    held = [f for p in evidence.passages for f in evidence.corpus.figures(p.index)]
    for bound in analysis.figures:
        f = bound.figure
        if any(figs.same_value(f, g) for g in held):
            continue
        elsewhere = evidence.corpus.passages_with_figure(f, limit=1)
        shown = figs.describe(f)
        if elsewhere:
            p = evidence.corpus.passages[elsewhere[0][0]]
            out.append(
                finding(
                    id,
                    UNSUPPORTED,
                    f"{shown} is in the sources, but not in the passages about this claim",
                    f"{shown} appears in {cite(evidence, p)}, which shares little else with the claim; "
                    "check that the figure belongs to what the claim says it measures.",
                    (f.start, f.end),
                    p,
                    (elsewhere[0][1].start, elsewhere[0][1].end),
                )
            )
            continue
        if f.text.isalpha() and f.value <= verdict.SMALL_NUMBER_WORD:
            out.append(
                finding(
                    id,
                    NOTE,
                    f'No source states the count "{f.text}"',
                    f'"{f.text}" is written as a word and appears in no source as a number; the sources may show '
                    "the count without stating it, so this is left to the editor.",
                    (f.start, f.end),
                )
            )
            continue
        out.append(
            finding(
                id,
                UNSUPPORTED,
                f"Cannot establish {shown}: it appears in no source",
                f"No source states {shown} (compared as a value, so other spellings of the same number count); "
                + (f"the closest passage is {cite(evidence, evidence.passages[0])}." if evidence.passages else ""),
                (f.start, f.end),
            )
        )
    return out
