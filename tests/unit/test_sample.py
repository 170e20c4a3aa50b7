"""The Meridian sample: every case its README's table lists, answered by the engine as it runs now.

The expected labels live in one place, the sample's README, which the benchmark reads too."""

from __future__ import annotations

import pytest

from evidencedesk.bench.data import load_sample
from evidencedesk.model import Label
from tests.conftest import SAMPLE

S, M = Label.SUPPORTED, Label.MISMATCH


def verdict_for(review, opening: str):
    found = [v for v in review.verdicts if " ".join(v.claim.text.split()).startswith(opening)]
    assert len(found) == 1, f"expected one claim starting {opening!r}, found {len(found)}"
    return found[0]


def fired(verdict) -> set[str]:
    return {c.check for c in verdict.checks if c.status == "fired"}


CASES = load_sample(SAMPLE).cases


def test_the_readme_lists_every_case():
    assert len(CASES) >= 12
    assert {c.expected for c in CASES} == {"supported", "mismatch", "insufficient"}


@pytest.mark.parametrize("case", CASES, ids=[f"{c.case}:{c.claim[:40]}" for c in CASES])
def test_sample_case(sample_review, case):
    v = verdict_for(sample_review, case.claim)
    assert v.label.value == case.expected, (v.label, v.reasons)
    if case.check:
        assert case.check in fired(v)
    if v.label is not S:
        assert v.reasons, "a claim that is not supported must say why"


def test_accuracy_claim_names_both_measures(sample_review):
    v = verdict_for(sample_review, "On the held-out test set, Meridian's accuracy")
    text = " ".join(v.reasons)
    assert "error" in text and "accuracy" in text


def test_recall_claim_says_what_the_source_gives(sample_review):
    v = verdict_for(sample_review, "Meridian achieved a recall of 95%")
    text = " ".join(v.reasons)
    assert "85%" in text and "recall" in text
    assert "Cannot establish 95%" in text or "95%" in text
    assert v.suggestion is not None and "85%" in v.suggestion.text


def test_rare_cases_is_never_a_mismatch(sample_review):
    v = verdict_for(sample_review, "Meridian got better at recognising rare cases")
    assert v.label is not M
    if v.label is Label.INSUFFICIENT:
        assert v.reasons


def test_pronoun_claim_carries_its_context(sample_review):
    v = verdict_for(sample_review, "It was trained on 12,400")
    assert v.claim.context and v.claim.context.startswith("Meridian is a classifier")


def test_sample_skips_headings_questions_and_fragments(sample_review):
    why = {s.text: s.why for s in sample_review.skipped}
    assert why["Meridian and the Harbor pilot: what the numbers say"] == "heading"
    assert why["Can a study assistant lift exam results?"] == "not a claim: a question"
    assert why["Early days, though."] == "not a claim: no verb"


def test_sample_is_big_enough(sample_review):
    assert len(sample_review.verdicts) >= 12
    assert {v.label for v in sample_review.verdicts} == set(Label)
