"""The Japanese bench: the issue's bar, measured on the kitei sample and the generated regulation set."""

from __future__ import annotations

import pytest

from evidencedesk.bench import japanese, report


@pytest.fixture(scope="module")
def measured():
    return japanese.measure(workers=1)


def _kind(result, name):
    return next(k for k in result["kinds"] if k["kind"] == name)


def test_the_generated_set_is_the_same_on_every_run_and_holds_every_kind():
    first, second = japanese.generated_pairs(), japanese.generated_pairs()
    assert first == second
    kinds = {p.domain for p in first}
    assert kinds >= {
        "correct verbatim",
        "correct paraphrase",
        "correct shortening",
        "wrong amount",
        "wrong department",
        "flipped negation",
        "added condition",
    }


@pytest.mark.parametrize("kind", ["wrong amount", "wrong amount in kanji", "wrong department", "flipped negation"])
def test_wrong_amounts_departments_and_negations_are_potential_mismatches(measured, kind):
    row = _kind(measured, kind)
    assert row["pairs"] >= 20 and row["mismatch"] == row["pairs"]


def test_correct_answers_stay_supported(measured):
    assert measured["collateral"] <= 0.05
    for kind in ("correct verbatim", "correct paraphrase", "correct shortening", "correct amount in kanji"):
        row = _kind(measured, kind)
        assert row["supported"] >= 0.95 * row["pairs"], row


def test_most_added_conditions_are_not_supported(measured):
    row = _kind(measured, "added condition")
    assert row["mismatch"] == 0, "an unstated condition is not a contradiction"
    assert row["insufficient"] >= 0.8 * row["pairs"], row


def test_the_layered_table_starts_from_retrieval_and_ends_with_every_check(measured):
    steps = [r["step"] for r in measured["layered"]]
    assert steps[0] == "retrieval alone" and steps[-1] == "+ coverage"
    errors = [r["errors_left"] for r in measured["layered"]]
    assert errors == sorted(errors, reverse=True), "a check added never lets an error back in"
    text = japanese.markdown(measured, report.table, report.pct)
    assert "## Japanese regulations" in text and "+ figures.binding" in text and "837" in text


def test_amounts_in_kanji_are_written_as_regulations_write_them() -> None:
    from evidencedesk.bench.japanese import _in_kanji

    assert [_in_kanji(a) for a in ("3,000円", "12,000円", "10,000円", "2万円", "10万円")] == [
        "三千円",
        "一万二千円",
        "一万円",
        "二万円",
        "十万円",
    ]
