"""The coverage check through the whole engine: added phrases, whole clauses and short claims."""

from __future__ import annotations

from evidencedesk import review
from evidencedesk.model import Label


def _verdict(claim: str, *sources: str):
    r = review(claim, {f"source{i}.md": s for i, s in enumerate(sources)})
    assert len(r.verdicts) == 1
    return r.verdicts[0]


def _coverage_marks(v) -> list[str]:
    found = next(c for c in v.checks if c.check == "coverage")
    return [v.claim.text[f.claim_span[0] : f.claim_span[1]] for f in found.findings if f.claim_span]


def test_an_added_phrase_makes_the_claim_insufficient_and_says_which_words_are_missing():
    v = _verdict("United won 2-1 after a late penalty.", "United won 2-1 at home on Saturday.")
    assert v.label is Label.INSUFFICIENT
    assert _coverage_marks(v) == ["after a late penalty"]
    assert 'Nothing in the evidence supports "after a late penalty"' in v.reasons
    finding = next(f for c in v.checks if c.check == "coverage" for f in c.findings)
    assert '"late", "penalty"' in finding.reason


def test_the_same_claim_is_supported_once_a_source_gives_the_detail():
    v = _verdict(
        "United won 2-1 after a late penalty.",
        "United won 2-1 at home on Saturday.",
        "Their winner came from a penalty late in the second half.",
    )
    assert "after a late penalty" not in _coverage_marks(v)


def test_a_word_elsewhere_in_the_evidence_paragraph_counts():
    source = "The trust opened two wards in March. The money came from a local charity."
    v = _verdict("The trust opened two wards with funding from a local charity.", source)
    assert "from a local charity" not in _coverage_marks(v)


def test_a_phrase_of_figures_or_names_is_left_to_the_checks_that_read_them():
    # "third quarter" is a figure's phrase, "Los Angeles" a name: the figure and entities checks judge them
    v = _verdict("The clinic treated 40 patients during the third quarter.", "The clinic treated 40 patients.")
    assert _coverage_marks(v) == []
    v = _verdict("The airport closed a runway in Los Angeles.", "The airport closed a runway on Tuesday.")
    assert _coverage_marks(v) == []


def test_an_uncovered_clause_is_marked_once_not_phrase_by_phrase():
    v = _verdict(
        "The council approved the budget, while residents protested outside the library for hours.",
        "The council approved the budget on Tuesday evening.",
    )
    assert _coverage_marks(v) == ["while residents protested outside the library for hours"]


def test_a_short_claim_needs_its_verb_in_the_evidence():
    assert _verdict("Smith resigned.", "Smith stayed on as chair after the vote.").label is Label.INSUFFICIENT
    assert _verdict("Smith resigned.", "Smith resigned on Monday after the vote.").label is Label.SUPPORTED
    assert _verdict("Profits doubled.", "Profits doubled in the second half.").label is Label.SUPPORTED


def test_a_short_claim_against_an_opposite_source_is_a_mismatch():
    assert _verdict("Revenue fell 12%.", "Revenue rose 12% in 2024.").label is Label.MISMATCH
