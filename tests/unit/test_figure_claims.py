"""Figure claims from health, finance, sport, courts and local government, through the whole engine:
the label a reader would give, not only the check that fires."""

from __future__ import annotations

import pytest

from evidencedesk import review

SUPPORTED, MISMATCH, INSUFFICIENT = "supported", "mismatch", "insufficient"

CASES = [
    # weather: a figure followed by an irregular past verb measures the phrase before "of", not the verb
    (
        "Temperatures reached 41C on Tuesday, breaking the previous record of 39.5C set in 2019.",
        "Tuesday's high of 41C beat the record of 39.5C, set in 2019.",
        SUPPORTED,
    ),
    # health
    (
        "The trust's median wait for hip surgery was 14 weeks in 2024.",
        "In 2024 the trust's median wait for hip surgery was 14 weeks, down from 19 weeks in 2023.",
        SUPPORTED,
    ),
    (
        "The trust's median wait for hip surgery was 19 weeks in 2024.",
        "In 2024 the trust's median wait for hip surgery was 14 weeks, down from 19 weeks in 2023.",
        MISMATCH,
    ),
    (
        "The clinic's vaccination rate reached 81% among over-65s this winter.",
        "The clinic's vaccination rate reached 18% among over-65s this winter.",
        MISMATCH,
    ),
    (
        "Emergency admissions at the hospital halved between 2021 and 2023.",
        "Emergency admissions at the hospital fell from 4,800 in 2021 to 2,400 in 2023.",
        SUPPORTED,
    ),
    # finance
    (
        "The pension fund lost EUR 2 billion on its property holdings last year.",
        "The pension fund lost EUR 2 million on its property holdings last year.",
        MISMATCH,
    ),
    (
        "The bank's profit rose by 8% to £1.2bn in the first half.",
        "The bank's profit rose by 8% to £1.2bn in the first half, it said on Tuesday.",
        SUPPORTED,
    ),
    (
        "The lender raised its mortgage rate by 0.5% in June.",
        "The lender raised its mortgage rate by 0.5 percentage points in June.",
        MISMATCH,
    ),
    # sport
    (
        "The marathon course is 42 miles long and crosses four bridges.",
        "The marathon course is 42 km long and crosses four bridges.",
        MISMATCH,
    ),
    (
        "The club's season-ticket holders doubled to 12,000 over two seasons.",
        "The club had 6,000 season-ticket holders two seasons ago and has 12,000 now.",
        SUPPORTED,
    ),
    # courts
    (
        "The judge fined the landlord £45,000 for the unsafe flats.",
        "The judge fined the landlord £4,500 for the unsafe flats.",
        MISMATCH,
    ),
    (
        "The court heard that 7% of the tenants had complained.",
        "The court heard that 7% of the flats had no working fire alarm.",
        INSUFFICIENT,
    ),
    # local government
    (
        "Council tax will rise by 4.99% in April, the council confirmed.",
        "Council tax will rise by 4.99% in April, the council confirmed on Monday.",
        SUPPORTED,
    ),
    (
        "The council's road repair budget was cut by a quarter, from £8m to £6m.",
        "The council cut its road repair budget from £8m to £6m this year.",
        SUPPORTED,
    ),
    (
        # the source's own two ends put the cut at a quarter: the claim's third is another value
        "The council's road repair budget was cut by a third, from £8m to £6m.",
        "The council cut its road repair budget from £8m to £6m this year.",
        MISMATCH,
    ),
    (
        "Average rents in the borough rose by £90 to £1,540 a month.",
        "Average rents in the borough rose from £1,450 to £1,540 a month.",
        SUPPORTED,
    ),
    (
        "Smoking among adults fell to 9.8% in 2023.",
        "In 2023, 9.8% of children were obese, down from 10.1%.",
        INSUFFICIENT,
    ),
    ("The team won 38 of its 24 league games.", "The team won 24 of 38 league games this season.", MISMATCH),
    (
        "Response times improved by 3 minutes, to 8 minutes on average.",
        "Average response times fell from 11 minutes to 8 minutes.",
        SUPPORTED,
    ),
    (
        "The council has 48 councillors, of whom 13 are Labour.",
        "Of the council's 48 councillors, 30 are Labour.",
        MISMATCH,
    ),
    (
        "Sales of the drug tripled to $4bn in 2023.",
        "Sales of the drug rose from $2bn in 2022 to $4bn in 2023.",
        MISMATCH,
    ),
    ("Nearly 40% of the council's staff work from home.", "Some 38% of the council's staff work from home.", SUPPORTED),
    ("The defendant was jailed for 6 years for fraud.", "The defendant was jailed for 6 months for fraud.", MISMATCH),
    (
        "The court awarded damages of £25,000 to the family.",
        "The family were awarded £250,000 in damages by the court.",
        MISMATCH,
    ),
    (
        "The league's average attendance rose by 1,500 to 21,000.",
        "Average attendance in the league rose from 19,500 to 21,000.",
        SUPPORTED,
    ),
]


@pytest.mark.parametrize(("claim", "source", "label"), CASES, ids=[c[:50] for c, _, _ in CASES])
def test_figure_claim_label(claim: str, source: str, label: str) -> None:
    r = review(claim, {"source.md": source})
    assert [v.label.value for v in r.verdicts] == [label], [v.reasons for v in r.verdicts]


def test_the_reason_names_both_values_and_the_source_clause() -> None:
    r = review(
        "The vacancy rate was 4.2% in the second quarter.", {"s.md": "The vacancy rate was 2.4% in the second quarter."}
    )
    reasons = " ".join(r.verdicts[0].reasons) + " ".join(f.reason for c in r.verdicts[0].checks for f in c.findings)
    assert "4.2%" in reasons and "2.4%" in reasons and "The vacancy rate was 2.4% in the second quarter" in reasons


def test_arithmetic_support_shows_the_working() -> None:
    r = review(
        "Membership tripled from 15 to 45 in three years.", {"s.md": "Membership grew from 15 in 2019 to 45 in 2022."}
    )
    v = r.verdicts[0]
    assert v.label.value == SUPPORTED
    assert any("45 / 15 = 3" in reason for reason in v.reasons)


def test_a_figure_tied_to_the_claims_measure_beyond_the_evidence_has_not_moved() -> None:
    """The evidence set (at most five passages) may hold only a headline giving the claim's figure to
    another measure ("opens to 400 freshmen"); a passage further down that ties it to the claim's own
    ("among the 400 students") means the sources do give it for that, so no finding says it moved."""
    from evidencedesk.checks import figures_binding
    from evidencedesk.checks.base import Evidence
    from evidencedesk.model import Claim, Document
    from evidencedesk.retrieve import Corpus
    from evidencedesk.text.analysis import analyse

    claim = "The school opened in the autumn with 400 students."
    headline = "New Portola High School opens to 400 freshmen."
    further = " Parents queued at the gates. There was excitement among the 400 students, all of them freshmen."

    def findings(source: str) -> list:
        corpus = Corpus((Document("s1", "s.md", source),))
        evidence = Evidence((corpus.passages[0],), (), corpus)
        return figures_binding.run(Claim(0, 0, len(claim), claim), analyse(claim), evidence) or []

    assert [f.kind.value for f in findings(headline + " Parents queued at the gates.")] == ["contradiction"]
    assert findings(headline + further) == []
