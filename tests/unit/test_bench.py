"""The benchmark on a tiny input: its outputs exist and its numbers agree with each other."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path

import pytest

from evidencedesk import bench
from evidencedesk.bench import data, metrics, perturb, speed
from evidencedesk.bench.outcomes import ClaimOutcome, PairOutcome
from evidencedesk.cli import main

SOURCE = (
    "Harbor Clinic treated 1,240 patients in 2023, up 12% from the year before. "
    "Dr. Lena Sato said waiting times fell to 18 minutes.\n\n"
    "The clinic's budget rose to 4.5 million euros, according to the annual report of Harbor Clinic."
)
PAIRS = [
    ("ok-1", "Harbor Clinic treated 1,240 patients in 2023.", "supported"),
    ("ok-2", "Dr. Lena Sato said waiting times fell to 18 minutes.", "supported"),
    ("bad-1", "Harbor Clinic treated 2,240 patients in 2023.", "unsupported"),
    ("bad-2", "Dr. Lena Sato said waiting times rose to 18 minutes.", "unsupported"),
    ("bad-3", "The clinic's budget fell to 4.5 million euros, the annual report said.", "unsupported"),
]
TINY = speed.SpeedPlan(
    claim_sizes=(5, 20),
    claims_sources=20_000,
    source_sizes=(5_000, 20_000),
    sources_claims=10,
    repeats=1,
    edits=5,
    render_claims=10,
)


def _jsonl(path: Path) -> Path:
    rows = [
        {
            "id": i,
            "dataset": "tiny",
            "claim": c,
            "source": SOURCE,
            "label": label,
            "lang": "en",
            "error_type": None if label == "supported" else "edit",
            "meta": {"domain": "clinic"},
        }
        for i, c, label in PAIRS
    ]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


def _args(out: Path, data_file: Path) -> argparse.Namespace:
    return argparse.Namespace(quick=True, out=str(out), data=[str(data_file)])


@pytest.fixture()
def no_eval(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(data.EVAL_ENV, "off")


def test_balanced_accuracy_of_a_known_confusion() -> None:
    c = metrics.Confusion(flagged_unsupported=3, passed_unsupported=1, passed_supported=2, flagged_supported=2)
    assert (c.recall, c.specificity, c.balanced_accuracy) == (0.75, 0.5, 0.625)
    assert metrics.Confusion(flagged_unsupported=4).balanced_accuracy is None


def test_layered_rows_follow_the_checks_that_blocked() -> None:
    claim = ClaimOutcome
    pairs = [
        data.Pair("a", "d", "x", (("s", "x"),), "supported"),
        data.Pair("b", "d", "x", (("s", "x"),), "unsupported"),
        data.Pair("c", "d", "x", (("s", "x"),), "unsupported"),
    ]
    outcomes = [
        PairOutcome("a", (claim("mismatch", ("two",), ("two",), True, (("two", "contradiction"),)),)),
        PairOutcome("b", (claim("insufficient", (), (), False),)),
        PairOutcome("c", (claim("supported", ("one",), (), True, (("one", "note"),)),)),
    ]
    items, failed = metrics.scored(pairs, outcomes)
    rows = metrics.layered(items, ["one", "two"])
    assert not failed
    assert [r["step"] for r in rows] == ["retrieval alone", "+ one", "+ two"]
    assert [(r["returned"], r["errors_left"], r["wrongly_rejected"]) for r in rows] == [(2, 1, 0), (2, 1, 0), (1, 1, 1)]
    assert metrics.layering_mismatches(items, ["one", "two"]) == 0


def test_sample_cases_are_read_from_the_readme_table(tmp_path: Path) -> None:
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "a.md").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "draft.md").write_text("Harbor Clinic treated 1,240 patients in 2023.\n", encoding="utf-8")
    (tmp_path / "README.md").write_text(
        "Cases:\n\n| # | Claim (opening) | Expected | Check |\n|---|---|---|---|\n"
        '| 1 | "Harbor Clinic treated 1,240…" | **Supported** | — |\n'
        "| 2 | Waiting times rose | Potential mismatch | `direction` |\n",
        encoding="utf-8",
    )
    sample = data.load_sample(tmp_path)
    assert sample is not None and sample.sources == (("a.md", SOURCE),)
    assert sample.cases == (
        data.SampleCase("1", "Harbor Clinic treated 1,240", "supported"),
        data.SampleCase("2", "Waiting times rose", "mismatch", "direction"),
    )


def test_bad_data_file_is_an_input_error(tmp_path: Path, no_eval: None) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"claim": "x", "source": "y", "label": "maybe"}\n', encoding="utf-8")
    assert main(["bench", "--quick", "--out", str(tmp_path / "out"), "--data", str(bad)]) == 2


def test_bench_on_a_tiny_input(tmp_path: Path, no_eval: None) -> None:
    config = bench.config_from_args(_args(tmp_path / "out", _jsonl(tmp_path / "tiny.jsonl")))
    results = bench.run(replace(config, sample_dir=None, per_kind=2, workers=1, speed_plan=TINY))

    assert (tmp_path / "out" / "bench.md").read_text(encoding="utf-8").startswith("# evidencedesk benchmark")
    assert json.loads((tmp_path / "out" / "bench.json").read_text(encoding="utf-8"))["meta"]["quick"] is True
    lines = (tmp_path / "out" / "pairs.jsonl").read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines]
    assert {r["id"] for r in rows} >= {i for i, _, _ in PAIRS}
    assert "tiny" not in {r["dataset"] for r in rows if r["perturbation"]}  # edits are their own dataset

    acc = results["accuracy"]
    tiny = next(r for r in acc["datasets"] if r["group"] == "tiny")
    assert (tiny["supported"], tiny["unsupported"]) == (2, 3)
    if tiny["balanced_accuracy"] is not None:
        assert tiny["balanced_accuracy"] == pytest.approx((tiny["recall"] + tiny["specificity"]) / 2)
    labelled = sum(r["supported"] + r["unsupported"] for r in acc["datasets"])
    assert sum(r["supported"] + r["unsupported"] for r in acc["labels"]) == labelled
    last = acc["layered"][-1]
    flagged_supported = sum(round(r["supported"] * (1 - r["specificity"])) for r in acc["datasets"])
    passed_unsupported = sum(round(r["unsupported"] * (1 - r["recall"])) for r in acc["datasets"])
    assert last["wrongly_rejected"] == flagged_supported
    assert last["errors_left"] == passed_unsupported
    assert acc["layered_mismatches"] == 0

    by_kind = {r["kind"]: r for r in acc["perturbations"]}
    assert by_kind and set(by_kind) <= set(perturb.KINDS)
    for row in by_kind.values():
        assert 0 < row["pairs"] <= 2 and row["controls"] >= 1
        assert row["right_label"] <= row["pairs"] and row["expected_fired"] <= row["pairs"]
        assert row["recall"] == row["caught"] / row["pairs"]
    markdown = (tmp_path / "out" / "bench.md").read_text(encoding="utf-8")
    assert "right label %" in markdown and "collateral %" in markdown

    sp = results["speed"]
    assert [r["draft_claims"] for r in sp["claims_series"]] == [5, 20]
    assert all(r["seconds"]["index"] > 0 and r["peak_rss_mb"] > 0 for r in sp["sources_series"])
    assert sp["recheck"]["edits"] == 5
    assert results["targets"]


def _edited(pid: str, kind: str, check: str, label: str, edit: tuple[int, int], base: str) -> data.Pair:
    return data.Pair(
        pid,
        "perturbed",
        "First sentence here. Second sentence here.",
        (("s", "x"),),
        "unsupported",
        perturbation=kind,
        expected_check=check,
        expected_label=label,
        base_id=base,
        edit=edit,
        origin="claim",
    )


def test_right_label_and_intended_check_are_read_on_the_claim_that_holds_the_edit() -> None:
    first, second = (0, 20), (21, 42)  # the spans of the two sentences of every draft below

    def claim(label: str, fired: tuple[str, ...], span: tuple[int, int]) -> ClaimOutcome:
        kinds = tuple((c, "contradiction" if label == "mismatch" else "unsupported") for c in fired)
        return ClaimOutcome(label, fired, fired, True, kinds, span)

    ok = claim("supported", (), first)
    pairs = [
        _edited("a", "swap", "figures.value", "mismatch", (25, 27), "base-1"),  # right label, right check
        _edited("b", "swap", "figures.value", "mismatch", (25, 27), "base-2"),  # flagged for the wrong reason
        _edited("c", "swap", "figures.value", "mismatch", (25, 27), "base-2"),  # the check fired elsewhere
        _edited("d", "swap", "figures.value", "mismatch", (25, 27), "base-3"),  # passed
        _edited("e", "add", "coverage", "insufficient", (20, 20), "base-1"),  # an empty span touches both
    ]
    outcomes = [
        PairOutcome("a", (ok, claim("mismatch", ("figures.value",), second))),
        PairOutcome("b", (ok, claim("insufficient", ("coverage",), second))),
        PairOutcome("c", (claim("mismatch", ("figures.value",), first), claim("supported", (), second))),
        PairOutcome("d", (ok, claim("supported", (), second))),
        PairOutcome("e", (claim("insufficient", ("coverage",), first), claim("supported", (), second))),
    ]
    controls = {
        "base-1": PairOutcome("base-1", (ok,)),
        "base-2": PairOutcome("base-2", (claim("insufficient", ("coverage",), first),)),
        "base-3": PairOutcome("base-3", (ok,)),
    }
    items, _ = metrics.scored(pairs, outcomes)
    rows = {r["kind"]: r for r in metrics.perturbation_rows(items, controls)}
    swap = rows["swap"]
    assert (swap["pairs"], swap["caught"], swap["right_label"], swap["expected_fired"]) == (4, 3, 1, 1)
    assert (swap["recall"], swap["right_label_rate"], swap["expected_fired_rate"]) == (0.75, 0.25, 0.25)
    assert (swap["controls"], swap["controls_flagged"]) == (3, 1) and swap["collateral_rate"] == 1 / 3
    assert (swap["base_passed"], swap["recall_base_passed"]) == (2, 0.5)  # a and d: their bases passed
    assert swap["labels"] == {"mismatch": 1, "insufficient": 1, "supported": 2}
    assert swap["other_checks"] == "coverage (1)"  # on b's edited claim; c's mismatch sits in another claim
    add = rows["add"]
    assert (add["right_label"], add["expected_fired"], add["collateral_rate"]) == (1, 1, 0.0)
    by_origin = metrics.perturbation_origins(items, controls)
    assert [(r["origin"], r["pairs"], r["right_label"]) for r in by_origin] == [("claim", 5, 2)]


def test_the_command_line_row_times_a_real_check_with_and_without_the_index_cache(tmp_path: Path) -> None:
    plan = replace(TINY, file_bytes=2_000, quote_share=0.3)
    notes: list[str] = []
    row = speed.run_cli_case(10, 10_000, plan, tmp_path, notes)
    assert notes == [] and row is not None
    assert row["source_files"] >= 4 and row["quoted_claims"] >= 1 and row["claims"] >= 5
    assert row["seconds"] > 0 and row["cached_seconds"] > 0 and row["reading_floor_seconds"] > 0
    assert row["claims_per_second"] == row["claims"] / row["seconds"]
    assert list(tmp_path.glob("cli-cache-*/evidencedesk/index/*.index"))
