"""Verdict rules and suggested edits, through the engine where the behaviour is the engine's."""

from __future__ import annotations

from evidencedesk import review
from evidencedesk.model import CheckResult, Finding, FindingKind, Fix, Label, Status
from evidencedesk.revise import apply_fixes, suggest
from evidencedesk.verdict import RELEVANCE_MIN, decide, label_of


def _result(kind: str) -> CheckResult:
    return CheckResult("x", Status.FIRED, (Finding("x", FindingKind(kind), f"{kind} message", "why"),))


def test_a_contradiction_outranks_what_is_missing():
    label, reasons = decide([_result("unsupported"), _result("contradiction")])
    assert label is Label.MISMATCH
    assert reasons[0] == "contradiction message"


def test_words_a_contradiction_is_about_get_no_second_reason_that_they_cannot_be_established():
    source = "Construction is expected to start in September and cost about £14 million."
    review_of = review("The unit will cost about £14 billion.", {"b.md": source})
    (verdict,) = review_of.verdicts
    assert verdict.label is Label.MISMATCH
    assert [r for r in verdict.reasons if "Cannot establish" in r] == []
    assert any(f.kind is FindingKind.UNSUPPORTED for c in verdict.checks for f in c.findings)  # still in its check
    elsewhere = Finding("y", FindingKind.UNSUPPORTED, "unsupported elsewhere", "why", (30, 40))
    contradiction = Finding("x", FindingKind.CONTRADICTION, "contradiction message", "why", (0, 10))
    _, reasons = decide([CheckResult("x", Status.FIRED, (contradiction, elsewhere))])
    assert reasons == ["contradiction message", "unsupported elsewhere"]


def test_missing_evidence_alone_is_insufficient_not_a_mismatch():
    assert decide([_result("unsupported")])[0] is Label.INSUFFICIENT


def test_a_note_never_changes_the_label():
    label, reasons = decide([_result("note")])
    assert label is Label.SUPPORTED and reasons == ["note message"]


def test_figure_in_no_source_says_cannot_establish():
    v = review(
        "The clinic treated 4,310 patients in the spring.", {"s.md": "The clinic treated many patients in the spring."}
    ).verdicts[0]
    assert v.label is Label.INSUFFICIENT
    assert any(r.startswith("Cannot establish 4,310") for r in v.reasons)


def test_unrelated_claim_is_insufficient_with_a_reason():
    v = review(
        "Parents rated the assistant highly in a survey.", {"s.md": "The pilot included 84 students from two schools."}
    ).verdicts[0]
    assert v.label is Label.INSUFFICIENT and v.reasons[0].startswith("No passage in the sources")
    assert v.evidence == ()


def test_fixes_apply_right_to_left_and_skip_overlaps():
    text = "Recall rose to 95% and precision to 70%."
    fixes = [Fix(15, 18, "85%"), Fix(36, 39, "71%"), Fix(15, 20, "overlapping")]
    assert apply_fixes(text, fixes) == "Recall rose to 85% and precision to 71%."


def test_removing_a_word_leaves_tidy_spacing():
    assert apply_fixes("Meridian always achieved it.", [Fix(9, 16, "")]) == "Meridian achieved it."


def test_suggestion_agrees_with_the_source_and_preserves_the_rest():
    v = review(
        "Meridian achieved a recall of 95% on held-out data.",
        {"s.md": "Meridian achieved a recall of 85% on held-out data."},
    ).verdicts[0]
    assert v.suggestion is not None
    assert v.suggestion.text == "Meridian achieved a recall of 85% on held-out data."
    assert 0.9 < v.suggestion.preservation < 1


def test_no_suggestion_when_the_edit_would_rewrite_the_claim():
    claim = "Short claim here."
    results = [CheckResult("x", "fired", (Finding("x", "contradiction", "m", "r", fix=Fix(0, 17, "x" * 60)),))]
    assert suggest(claim, results) is None


def test_quotations_and_citations_are_checked_even_without_a_relevant_passage():
    v = review(
        'A spokesperson said "we will double the fleet by spring" [3].',
        {"s.md": "The pilot included 84 students from two schools."},
    ).verdicts[0]
    fired = {c.check for c in v.checks if c.status == "fired"}
    assert {"quotes", "citations"} <= fired
    assert v.label is not Label.SUPPORTED
    assert any(r.startswith("No passage in the sources") for r in v.reasons)


def test_no_relevant_passage_makes_a_clean_claim_insufficient_but_keeps_a_contradiction():
    low = RELEVANCE_MIN / 2
    label, reasons = decide([], low, "notes.md")
    assert label is Label.INSUFFICIENT and "notes.md" in reasons[-1]
    assert decide([_result("contradiction")], low, "notes.md")[0] is Label.MISMATCH
    assert decide([], 0.0, None)[1] == ["No passage in the sources shares any informative word with this claim."]


def test_the_context_reason_is_given_only_when_the_claim_is_not_supported():
    assert decide([], 1.0, "a.md", 'opens with "It"')[1] == []
    assert decide([_result("unsupported")], 1.0, "a.md", 'opens with "It"')[1][-1] == 'This claim opens with "It".'


def test_label_of_is_the_rule_the_benchmark_applies():
    k = FindingKind
    assert label_of([], True) is Label.SUPPORTED
    assert label_of([k.NOTE], True) is Label.SUPPORTED
    assert label_of([k.NOTE], False) is Label.INSUFFICIENT
    assert label_of([k.UNSUPPORTED, k.CONTRADICTION], True) is Label.MISMATCH


def test_an_opposite_of_another_form_is_reported_without_a_fix():
    # "acquitted" in the place of "guilty" would read "found the director acquitted": no edit is offered
    v = review(
        "The jury found the former director guilty of fraud.",
        {"s.md": "After a six-week trial, jurors acquitted the company's former director of fraud."},
    ).verdicts[0]
    found = [f for f in v.findings if f.check == "direction"]
    assert v.label is Label.MISMATCH and found and all(f.fix is None for f in found)
    assert v.suggestion is None or "acquitted of fraud" not in v.suggestion.text


def test_a_check_that_raises_is_reported_on_its_claim_and_the_review_goes_on(monkeypatch) -> None:
    from evidencedesk import review
    from evidencedesk.checks import negation

    def broken(claim, analysis, evidence):
        if "fell" in claim.text:
            raise RuntimeError("index out of range")
        return []

    monkeypatch.setattr(negation, "run", broken)
    source = {"results.md": "Revenue fell 12% in 2024. Costs rose 3% in 2024. (A source of this test alone.)"}
    result = review("Revenue fell 12% in 2024. Costs rose 3% in 2024.", source)
    hit, other = result.verdicts
    assert hit.label.value == "insufficient" and other.label.value == "supported"
    failed = next(c for c in hit.checks if c.check == "negation")
    assert failed.status.value == "error"
    assert "could not read this claim" in failed.findings[0].message
    assert "RuntimeError: index out of range" in failed.findings[0].reason
    assert all(c.status.value != "error" for c in other.checks)
    row = result.to_dict()["claims"][0]
    assert {"id": "negation", "status": "error"}.items() <= next(
        c for c in row["checks"] if c["id"] == "negation"
    ).items()
