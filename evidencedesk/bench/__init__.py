"""`evidencedesk bench`: how often the warnings are right, and how fast.

Modules, in the order a run uses them:

- ``data``: labelled pairs from the shipped public benchmarks (``bench/data``), ``--data`` files and the
  Meridian sample;
- ``perturb``: the synthetic error set made from supported pairs and their source documents with fixed
  seeds, each kind naming the check meant to catch it and the label it should get;
- ``outcomes``: one engine run over every pair, recording per claim its label, checks and evidence;
- ``metrics``: balanced accuracy per dataset, domain and error type, per label, per check, layered;
- ``japanese``: regulation/answer pairs in Japanese (the kitei sample and a generated set), layered;
- ``synthetic`` and ``speed``: generated corpora at growing sizes, timed stage by stage;
- ``report``: the Markdown report, the targets and the stdout summary.

Results go to ``--out`` as ``bench.md`` and ``bench.json``, with ``pairs.jsonl`` holding one line per
pair (its label, the engine's labels and the checks that fired) for finding the pairs behind a number.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..documents import InputError, sample_dir
from . import data, japanese, metrics, outcomes, perturb, report, speed

__all__ = ["BenchConfig", "config_from_args", "run", "run_cli"]

SEED = 20261130


@dataclass(frozen=True)
class BenchConfig:
    out: Path
    quick: bool = False
    data_files: tuple[Path, ...] = ()
    sample_dir: Path | None = None
    per_dataset: int | None = None  # a fixed-seed subset of each dataset; None runs everything
    per_kind: int = 80  # perturbed pairs of each kind
    workers: int = 2
    speed_plan: speed.SpeedPlan | None = speed.FULL
    command: str = "evidencedesk bench"


def _sample_dir() -> Path | None:
    try:
        return sample_dir()
    except InputError:
        return None


def config_from_args(args: argparse.Namespace) -> BenchConfig:
    command = "evidencedesk bench" + (" --quick" if args.quick else "") + f" --out {args.out}"
    command += "".join(f" --data {path}" for path in args.data)
    config = BenchConfig(
        out=Path(args.out),
        quick=args.quick,
        data_files=tuple(Path(p) for p in args.data),
        sample_dir=_sample_dir(),
        workers=min(2, os.cpu_count() or 1),
        command=command,
    )
    if args.quick:
        config = replace(config, per_dataset=150, per_kind=12, speed_plan=speed.QUICK)
    return config


def run_cli(args: argparse.Namespace) -> int:
    config = config_from_args(args)
    results = run(config)
    print(report.summary(results))
    return 0


def run(config: BenchConfig) -> dict[str, Any]:
    """Run the bench, write ``bench.md``, ``bench.json`` and ``pairs.jsonl`` (what the engine did with
    each pair) into ``config.out``, and return the results."""
    started = time.perf_counter()
    sets, notes = data.eval_sets()
    pairs = data.pairs_of(sets)
    pairs += [pair for path in config.data_files for pair in data.load_jsonl(path)]
    _check_unique(pairs)
    everything = list(pairs)
    if config.per_dataset is not None:
        pairs = data.sample_subset(pairs, config.per_dataset, SEED)
        notes.append(
            f"quick run: a fixed-seed subset of at most {config.per_dataset} pairs per dataset "
            "(perturbations still drawn from every supported pair)"
        )
    sample = data.load_sample(config.sample_dir) if config.sample_dir else None
    notes.append(sample.note if sample else "the Meridian sample is not there yet: not measured")
    results: dict[str, Any] = {"meta": _meta(config, notes)}
    pair_rows: list[dict[str, Any]] = []
    results["accuracy"] = None
    if pairs or sample:
        results["accuracy"], pair_rows = _accuracy(pairs, everything, sample, config)
    results["japanese"] = japanese.measure(config.workers)
    if config.speed_plan is not None:
        sample_texts = (sample.draft, dict(sample.sources)) if sample else None
        results["speed"] = speed.run_speed(config.speed_plan, sample_texts)
        results["targets"] = report.targets(results["speed"])
    results["meta"]["seconds"] = time.perf_counter() - started
    config.out.mkdir(parents=True, exist_ok=True)
    (config.out / "bench.json").write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (config.out / "bench.md").write_text(report.markdown(results), encoding="utf-8")
    lines = [json.dumps(row, ensure_ascii=False) + "\n" for row in pair_rows]
    (config.out / "pairs.jsonl").write_text("".join(lines), encoding="utf-8")
    return results


def _check_unique(pairs: list[data.Pair]) -> None:
    seen: set[str] = set()
    for pair in pairs:
        if pair.id in seen:
            raise InputError(f"pair id {pair.id!r} appears in more than one data file")
        seen.add(pair.id)


def _accuracy(
    pairs: list[data.Pair], everything: list[data.Pair], sample: data.Sample | None, config: BenchConfig
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Accuracy over the labelled ``pairs`` and the sample; recall, right label and collateral on edits
    of the supported pairs of ``everything`` (every labelled pair, before any quick-run subset) and of the
    sentences of their sources; and one row per pair saying what the engine did with it (for finding
    the pairs behind a number)."""
    sample_result = _sample_cases(sample) if sample else None
    sample_pairs = sample_result["pairs"] if sample_result else []
    labelled = pairs + sample_pairs
    documents = everything + sample_pairs
    bases = [p for p in documents if p.supported]
    perturbed, controls = perturb.perturb(bases, config.per_kind, SEED, documents)
    to_run = {p.id: p for p in pairs + perturbed + controls}
    start = time.perf_counter()
    results = outcomes.run_pairs(list(to_run.values()), config.workers, "accuracy")
    seconds = time.perf_counter() - start
    results += sample_result["outcomes"] if sample_result else []
    items, failed = metrics.scored(labelled, results)
    perturbed_items, _ = metrics.scored(perturbed, results)
    by_id = {o.id: o for o in results if o.error is None}
    check_ids = outcomes.registry_ids()
    datasets = sorted({p.dataset for p, _ in items})
    result: dict[str, Any] = {
        "run": {
            "pairs": len(to_run),
            "seconds": seconds,
            "pairs_per_second": len(to_run) / seconds if seconds else None,
            "workers": config.workers,
            "failed": len(failed),
        },
        "datasets": metrics.grouped(items, lambda p: p.dataset),
        "domains": [
            {"dataset": dataset, **row}
            for dataset in datasets
            for row in metrics.grouped([i for i in items if i[0].dataset == dataset], lambda p: p.domain)
        ],
        "error_types": metrics.by_error_type(items),
        "labels": [
            {"dataset": dataset, **row}
            for dataset in datasets
            for row in metrics.by_label([i for i in items if i[0].dataset == dataset])
        ],
        "checks": metrics.by_check(items, check_ids),
        "layered": metrics.layered(items, check_ids),
        "layered_by_dataset": {
            name: metrics.layered([i for i in items if i[0].dataset == name], check_ids)
            for name in datasets
            if len(datasets) > 1
        },
        "layered_mismatches": metrics.layering_mismatches(items, check_ids),
        "perturbation_kinds": [
            {"kind": k.name, "what": k.what, "expected_check": k.check, "expected_label": k.label.value}
            for k in perturb.KINDS.values()
        ],
        "perturbations": metrics.perturbation_rows(perturbed_items, by_id),
        "perturbation_origins": metrics.perturbation_origins(perturbed_items, by_id),
        "controls": {
            "pairs": len(controls),
            "flagged": sum(by_id[c.id].flagged for c in controls if c.id in by_id),
        },
        "failures": [f"{o.id}: {o.error}" for o in failed[:5]],
    }
    if sample_result:
        result["sample"] = {key: sample_result[key] for key in ("note", "cases", "agree")}
    labelled_ids = {p.id for p in labelled}
    unlabelled_controls = [(c, by_id[c.id]) for c in controls if c.id not in labelled_ids and c.id in by_id]
    return result, [_pair_row(p, o) for p, o in items + perturbed_items + unlabelled_controls]


def _pair_row(pair: data.Pair, outcome: outcomes.PairOutcome) -> dict[str, Any]:
    return {
        "id": pair.id,
        "dataset": pair.dataset,
        "domain": pair.domain,
        "label": pair.label,
        "error_types": list(pair.error_types),
        "perturbation": pair.perturbation,
        "expected_check": pair.expected_check,
        "expected_label": pair.expected_label,
        "base_id": pair.base_id,
        "origin": pair.origin,
        "edit": list(pair.edit) if pair.edit else None,
        "claim": pair.claim if pair.perturbation or pair.origin not in (None, "claim") else None,
        "flagged": outcome.flagged,
        "worst": outcome.worst,
        "claims": [
            {
                "label": c.label,
                "fired": list(c.fired),
                "blocking": list(c.blocking),
                "evidence": c.evidence,
                "span": list(c.span) if c.span else None,
            }
            for c in outcome.claims
        ],
    }


def _sample_cases(sample: data.Sample) -> dict[str, Any]:
    """Review the whole sample draft once and match each README case to the claim that holds it."""
    from .. import review

    result = review(sample.draft, dict(sample.sources))
    cases, pairs, claim_outcomes = [], [], []
    for case in sample.cases:
        verdict = next((v for v in result.verdicts if _same_claim(case.claim, v.claim.text)), None)
        if verdict is None:
            cases.append(
                {
                    "case": case.case,
                    "claim": case.claim,
                    "expected": case.expected,
                    "got": None,
                    "expected_check": case.check,
                    "fired": [],
                }
            )
            continue
        outcome = outcomes.claim_outcome(verdict)
        cases.append(
            {
                "case": case.case,
                "claim": case.claim,
                "expected": case.expected,
                "got": outcome.label,
                "expected_check": case.check,
                "fired": sorted(set(outcome.fired)),
            }
        )
        supported = case.expected == "supported"
        pair = data.Pair(
            id=f"meridian-{case.case}",
            dataset="meridian",
            claim=verdict.claim.text,
            sources=sample.sources,
            label="supported" if supported else "unsupported",
            error_types=() if supported else (case.expected,),
            domain="meridian",
        )
        pairs.append(pair)
        claim_outcomes.append(outcomes.PairOutcome(pair.id, (outcome,)))
    note = sample.note + (
        "" if all(c["got"] for c in cases) else "; cases whose claim the engine did not find are marked 'not found'"
    )
    return {
        "note": note,
        "cases": cases,
        "agree": sum(c["got"] == c["expected"] for c in cases),
        "pairs": pairs,
        "outcomes": claim_outcomes,
    }


def _same_claim(case_text: str, claim_text: str) -> bool:
    def squash(text: str) -> str:
        return " ".join(text.casefold().replace("’", "'").replace("“", '"').replace("”", '"').split())

    a, b = squash(case_text), squash(claim_text)
    return bool(a) and (a in b or b in a)


def _meta(config: BenchConfig, notes: list[str]) -> dict[str, Any]:
    from .. import __version__

    return {
        "command": config.command,
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{os.cpu_count()} cores, {platform.machine()}, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}",
        "commit": _git_commit(),
        "engine_version": __version__,
        "quick": config.quick,
        "out": str(config.out),
        "argv": sys.argv,
        "notes": notes,
    }


def _git_commit() -> str:
    """The checkout's commit, and whether the working tree differed from it (files others are editing)."""
    root = data.REPO_ROOT
    try:
        commit = subprocess.run(
            ["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
            timeout=10,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            check=True,
            timeout=10,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown (not a git checkout)"
    return commit + (" with uncommitted changes to tracked files" if dirty else "")
