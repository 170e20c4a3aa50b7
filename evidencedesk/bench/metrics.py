"""Accuracy figures from one run's outcomes: never one averaged score alone.

A pair is *flagged* when any claim the engine finds in it is not Supported. The positive class is the
unsupported pair: recall is the share of unsupported pairs flagged, specificity the share of supported
pairs passed, and balanced accuracy their mean.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..model import Label
from .data import Pair, document_key
from .outcomes import SEVERITY, ClaimOutcome, PairOutcome

Row = dict[str, Any]
NO_CLAIM = "no claim found"


@dataclass
class Confusion:
    flagged_unsupported: int = 0  # true positives
    passed_unsupported: int = 0  # false negatives: errors returned as fine
    passed_supported: int = 0  # true negatives
    flagged_supported: int = 0  # false positives: collateral

    def add(self, supported: bool, flagged: bool) -> None:
        if supported:
            if flagged:
                self.flagged_supported += 1
            else:
                self.passed_supported += 1
        elif flagged:
            self.flagged_unsupported += 1
        else:
            self.passed_unsupported += 1

    @property
    def supported(self) -> int:
        return self.passed_supported + self.flagged_supported

    @property
    def unsupported(self) -> int:
        return self.flagged_unsupported + self.passed_unsupported

    @property
    def recall(self) -> float | None:
        return ratio(self.flagged_unsupported, self.unsupported)

    @property
    def specificity(self) -> float | None:
        return ratio(self.passed_supported, self.supported)

    @property
    def balanced_accuracy(self) -> float | None:
        if self.recall is None or self.specificity is None:
            return None
        return (self.recall + self.specificity) / 2

    def row(self) -> Row:
        return {
            "supported": self.supported,
            "unsupported": self.unsupported,
            "recall": self.recall,
            "specificity": self.specificity,
            "balanced_accuracy": self.balanced_accuracy,
        }


def ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None


Scored = list[tuple[Pair, PairOutcome]]


def scored(pairs: Iterable[Pair], outcomes: Iterable[PairOutcome]) -> tuple[Scored, list[PairOutcome]]:
    """Pairs joined with their outcomes, and the outcomes the engine failed on (left out of the metrics)."""
    by_id = {o.id: o for o in outcomes}
    ok = [(p, by_id[p.id]) for p in pairs if p.id in by_id and by_id[p.id].error is None]
    failed = [o for o in by_id.values() if o.error is not None]
    return ok, failed


def confusion(items: Scored) -> Confusion:
    result = Confusion()
    for pair, outcome in items:
        result.add(pair.supported, outcome.flagged)
    return result


def grouped(items: Scored, key: Callable[[Pair], str]) -> list[Row]:
    groups: dict[str, Scored] = {}
    for item in items:
        groups.setdefault(key(item[0]), []).append(item)
    return [{"group": name, **confusion(group).row()} for name, group in sorted(groups.items())]


def by_error_type(items: Scored) -> list[Row]:
    """Per dataset and error type: recall on the unsupported pairs listing that type (a pair may list
    several), and balanced accuracy against all supported pairs of the same dataset."""
    rows = []
    for dataset in sorted({p.dataset for p, _ in items}):
        in_dataset = [(p, o) for p, o in items if p.dataset == dataset]
        supported = [(p, o) for p, o in in_dataset if p.supported]
        for error_type in sorted({t for p, _ in in_dataset if not p.supported for t in p.error_types}):
            typed = [(p, o) for p, o in in_dataset if not p.supported and error_type in p.error_types]
            rows.append({"dataset": dataset, "error_type": error_type, **confusion(typed + supported).row()})
    return rows


def by_label(items: Scored) -> list[Row]:
    """How many supported and unsupported pairs received each worst label, and the error rate there."""
    counts: Counter[tuple[str, bool]] = Counter()
    for pair, outcome in items:
        counts[(outcome.worst or NO_CLAIM, pair.supported)] += 1
    rows = []
    for label in [Label.SUPPORTED.value, Label.INSUFFICIENT.value, Label.MISMATCH.value, NO_CLAIM]:
        supported, unsupported = counts[(label, True)], counts[(label, False)]
        if label == NO_CLAIM and not supported + unsupported:
            continue
        rows.append(
            {
                "label": label,
                "supported": supported,
                "unsupported": unsupported,
                "error_rate": ratio(unsupported, supported + unsupported),
            }
        )
    return rows


def by_check(items: Scored, check_ids: list[str]) -> list[Row]:
    """Per check, the share of supported pairs it fired on (false alarms) and of unsupported ones."""
    supported = [o for p, o in items if p.supported]
    unsupported = [o for p, o in items if not p.supported]
    rows = []
    for check in ordered_checks(items, check_ids):
        on_supported = sum(check in o.fired for o in supported)
        on_unsupported = sum(check in o.fired for o in unsupported)
        rows.append(
            {
                "check": check,
                "fired_supported": on_supported,
                "supported": len(supported),
                "false_alarm_rate": ratio(on_supported, len(supported)),
                "fired_unsupported": on_unsupported,
                "unsupported": len(unsupported),
                "fire_rate_unsupported": ratio(on_unsupported, len(unsupported)),
            }
        )
    return rows


def ordered_checks(items: Scored, check_ids: list[str]) -> list[str]:
    """Registry order, then any check id seen in the outcomes but not registered."""
    seen = sorted({c for _, o in items for c in o.fired} - set(check_ids))
    return list(check_ids) + seen


def rejected(outcome: PairOutcome, active: set[str]) -> bool:
    """Whether the pair would be flagged with only the ``active`` checks switched on.

    The label comes from ``verdict.label_of``, the engine's own rule, applied to the findings of the
    active checks alone. With every check active this is the engine's own answer;
    :func:`layering_mismatches` counts the pairs where it is not.
    """
    return any(claim.label_with(active) != Label.SUPPORTED.value for claim in outcome.claims)


def layering_mismatches(items: Scored, check_ids: list[str]) -> int:
    """Pairs whose engine answer the layered model, with every check on, fails to reproduce."""
    everything = set(ordered_checks(items, check_ids))
    return sum(rejected(o, everything) != o.flagged for _, o in items)


def layered(items: Scored, check_ids: list[str]) -> list[Row]:
    """Add the checks one at a time, starting from retrieval alone, and count what each step returns."""
    rows = []
    active: set[str] = set()
    steps = ["retrieval alone"] + [f"+ {c}" for c in ordered_checks(items, check_ids)]
    for step in steps:
        if step.startswith("+ "):
            active.add(step[2:])
        result = Confusion()
        for pair, outcome in items:
            result.add(pair.supported, rejected(outcome, active))
        returned = result.passed_supported + result.passed_unsupported
        rows.append(
            {
                "step": step,
                "returned": returned,
                "errors_left": result.passed_unsupported,
                "wrongly_rejected": result.flagged_supported,
                "return_rate": ratio(returned, len(items)),
                "error_rate_returned": ratio(result.passed_unsupported, returned),
                "balanced_accuracy": result.balanced_accuracy,
            }
        )
    return rows


def edited_claims(pair: Pair, outcome: PairOutcome) -> tuple[ClaimOutcome, ...]:
    """The claims of a perturbed pair that hold its edit (every claim when the pair records no edit)."""
    return outcome.claims_at(pair.edit) if pair.edit is not None else outcome.claims


def worst_label(claims: Iterable[ClaimOutcome]) -> str | None:
    labels = [c.label for c in claims]
    return max(labels, key=SEVERITY.__getitem__) if labels else None


def _edit_counts(group: Scored, controls: dict[str, PairOutcome]) -> Row:
    """Recall, right label, intended check and collateral for one group of perturbed pairs.

    - recall: the pair is flagged at all (any claim not Supported);
    - right label: the most severe label among the claims that hold the edit is the label the kind
      should get (Potential mismatch for a contradiction, Insufficient evidence for an addition);
    - intended check: the check meant for the kind fired on a claim that holds the edit;
    - collateral: the share of the group's unedited bases (the controls) that the engine flags.
    """
    edited = [(p, edited_claims(p, o)) for p, o in group]
    right = sum(worst_label(claims) == p.expected_label for p, claims in edited)
    intended = sum(any(p.expected_check in c.fired for c in claims) for p, claims in edited)
    caught = sum(o.flagged for _, o in group)
    bases = sorted({p.base_id for p, _ in group if p.base_id in controls})
    flagged_bases = sum(controls[b].flagged for b in bases)
    base_passed = [(p, o) for p, o in group if p.base_id in controls and not controls[p.base_id].flagged]
    return {
        "pairs": len(group),
        "caught": caught,
        "recall": ratio(caught, len(group)),
        "right_label": right,
        "right_label_rate": ratio(right, len(group)),
        "expected_fired": intended,
        "expected_fired_rate": ratio(intended, len(group)),
        "controls": len(bases),
        "controls_flagged": flagged_bases,
        "collateral_rate": ratio(flagged_bases, len(bases)),
        "base_passed": len(base_passed),
        "recall_base_passed": ratio(sum(o.flagged for _, o in base_passed), len(base_passed)),
    }


def perturbation_rows(perturbed: Scored, controls: dict[str, PairOutcome]) -> list[Row]:
    """Per kind of edit: how many pairs from how many source documents, the counts of
    :func:`_edit_counts`, the labels the edited claims got, and the other checks that fired."""
    kinds: dict[str, Scored] = {}
    for item in perturbed:
        kinds.setdefault(item[0].perturbation or "", []).append(item)
    rows = []
    for kind, group in kinds.items():
        first = group[0][0]
        labels: Counter[str] = Counter(worst_label(edited_claims(p, o)) or NO_CLAIM for p, o in group)
        others: Counter[str] = Counter(
            c
            for p, o in group
            for c in {c for claim in edited_claims(p, o) for c in claim.fired}
            if c != p.expected_check
        )
        rows.append(
            {
                "kind": kind,
                "expected_check": first.expected_check,
                "expected_label": first.expected_label,
                "documents": len({document_key(p) for p, _ in group}),
                "from_claims": sum(p.origin == "claim" for p, _ in group),
                **_edit_counts(group, controls),
                "labels": dict(labels.most_common()),
                "other_checks": ", ".join(f"{c} ({n})" for c, n in others.most_common(3)),
            }
        )
    return rows


def perturbation_origins(perturbed: Scored, controls: dict[str, PairOutcome]) -> list[Row]:
    """The same counts per origin of the base claim (a labelled claim, a source sentence, a quoted source
    span), every kind together: whether edits of plain source sentences are easier to catch."""
    origins: dict[str, Scored] = {}
    for item in perturbed:
        origins.setdefault(item[0].origin or "claim", []).append(item)
    return [{"origin": name, **_edit_counts(group, controls)} for name, group in sorted(origins.items())]
