"""The Japanese kitei sample: every case its README's table lists, answered by the engine as it runs now.

The expected labels live in one place, the sample's README, which the benchmark reads too."""

from __future__ import annotations

import pytest

from evidencedesk.bench.data import load_sample
from evidencedesk.documents import load_draft, load_sources, sample_dir
from evidencedesk.engine import review_documents
from evidencedesk.model import Label
from tests.conftest import ROOT

KITEI = ROOT / "sample_data" / "kitei"
CASES = load_sample(KITEI).cases
# An added condition whose words the evidence set gathers from unrelated passages: coverage counts a
# clause's words across the whole evidence set, so it passes. It must be judged against the passages
# that carry the rest of the claim (see the README's case 3); strict, so that the fix shows.
SET_LEVEL_COVERAGE = {"3"}


@pytest.fixture(scope="module")
def kitei_review():
    return review_documents(load_draft(KITEI / "draft.md"), load_sources([KITEI / "sources"]))


def verdict_for(review, opening: str):
    found = [v for v in review.verdicts if v.claim.text.startswith(opening)]
    assert len(found) == 1, f"expected one claim starting {opening!r}, found {len(found)}"
    return found[0]


def test_the_readme_lists_every_kind_of_case():
    assert len(CASES) >= 12
    assert {c.expected for c in CASES} == {"supported", "mismatch", "insufficient"}
    assert {c.check for c in CASES} >= {"figures.binding", "entities", "negation", "coverage"}


def _case_param(case):
    marks = ()
    if case.case in SET_LEVEL_COVERAGE:
        marks = pytest.mark.xfail(strict=True, reason="coverage reads a clause against the whole evidence set")
    return pytest.param(case, id=f"{case.case}:{case.claim[:16]}", marks=marks)


@pytest.mark.parametrize("case", [_case_param(c) for c in CASES])
def test_kitei_case(kitei_review, case):
    v = verdict_for(kitei_review, case.claim)
    assert v.lang == "ja"
    assert v.label.value == case.expected, (v.label, v.reasons)
    if case.check:
        assert case.check in {c.check for c in v.checks if c.status == "fired"}
    if v.label is not Label.SUPPORTED:
        assert v.reasons


def test_every_answer_is_a_claim_and_no_question_is(kitei_review):
    assert len(kitei_review.verdicts) == len(CASES)
    assert {s.why for s in kitei_review.skipped} == {"heading", "not a claim: a question"}
    questions = [s.text for s in kitei_review.skipped if s.why.startswith("not a claim")]
    assert questions == ["社員食堂は何時まで開いていますか？"]


def test_findings_mark_the_words_they_are_about(kitei_review):
    """Finding spans index the claim and the source as written: the amount, and both departments."""
    amount = verdict_for(kitei_review, "出張の日当は、1日あたり5,000円です。")
    binding = next(f for f in amount.findings if f.check == "figures.binding")
    s, e = binding.claim_span
    assert amount.claim.text[s:e] == "5,000円"
    department = verdict_for(kitei_review, "パスワードを忘れた場合は、総務課に")
    finding = next(f for f in department.findings if f.check == "entities")
    assert department.claim.text[slice(*finding.claim_span)] == "総務課"
    assert "情報システム部" in finding.message
    source = next(d for d in kitei_review.sources if d.id == finding.evidence.source)
    assert source.text[finding.evidence.start : finding.evidence.end] == "情報システム部"


def test_the_sample_is_found_by_name():
    assert sample_dir("kitei") == KITEI


def test_demo_opens_the_sample_it_is_asked_for(monkeypatch, capsys):
    from evidencedesk import cli
    from evidencedesk.web import server

    served: list[int] = []

    def serve(srv) -> int:
        served.append(srv.effective_port)
        srv.close()
        return 0

    monkeypatch.setattr(server, "_serve", serve)
    assert cli.main(["demo", "--sample", "kitei", "--no-browser"]) == 0
    assert f"http://127.0.0.1:{served[0]}/reviews/kitei" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        cli.main(["demo", "--sample", "nonesuch", "--no-browser"])
    assert exit_.value.code == 2
