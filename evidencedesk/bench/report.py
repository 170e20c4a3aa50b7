"""The bench's Markdown report, its targets and the short summary printed at the end of a run."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import japanese

MB = 1_000_000

# Published balanced accuracy, from bench/data/README.md (SummEdits leaderboard, all ten domains).
REFERENCE_OVERALL = {"summedits": "DAE 55.2, SummaC-Conv 57.1, QAFactEval 65.5, GPT-4 82.1, human 90.9"}
REFERENCE_DOMAIN = {
    ("summedits", "news"): "QAFactEval 74.4, SummaC-Conv 61.9",
    ("summedits", "podcast"): "QAFactEval 63.7, SummaC-Conv 58.1",
    ("summedits", "samsum"): "QAFactEval 66.2, SummaC-Conv 53.1",
    ("summedits", "scitldr"): "QAFactEval 67.5, SummaC-Conv 59.7",
    ("summedits", "sales_call"): "QAFactEval 68.4, SummaC-Conv 59.0",
}


def pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}"


def num(value: float | None, digits: int = 2) -> str:
    if value is None:
        return "—"
    return f"{value:,.0f}" if abs(value) >= 100 else f"{value:.{digits}f}"


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(str(cell).replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def targets(speed: dict[str, Any]) -> list[dict[str, Any]]:
    """Each speed target with the measured value, whether it was met and by how much it was missed."""
    rows: list[dict[str, Any]] = []
    cases = speed["claims_series"] + speed["sources_series"]
    for size, goal in ((2, 1000), (20, 300)):
        at_size = [r for r in cases if abs(r["source_bytes"] / MB - size) <= 0.1 * size]
        if not at_size:
            rows.append(
                {
                    "target": f"claims/s with {size} MB sources ≥ {goal}",
                    "met": None,
                    "gap": "",
                    "measured": f"not run (no {size} MB size in this plan)",
                }
            )
            continue
        row = max(at_size, key=lambda r: r["claims"])
        rows.append(
            _at_least(
                f"claims/s, {row['claims']} claims, {size} MB sources (retrieve + check)",
                row["claims_per_second"],
                goal,
                "claims/s",
            )
        )
    biggest = max(speed["sources_series"], key=lambda r: r["source_bytes"], default=None)
    if biggest:
        rows.append(
            _at_least(
                f"indexing speed, {biggest['source_bytes'] / MB:.1f} MB sources",
                biggest["index_mb_per_second"],
                5,
                "MB/s",
            )
        )
    recheck = speed.get("recheck") or {}
    if recheck.get("p95_ms") is not None:
        rows.append(_at_most("re-check one edited claim, p95", recheck["p95_ms"], 20, "ms"))
    if cases:
        worst = max(cases, key=lambda r: r["peak_rss_mb"] / r["memory_budget_mb"])
        rows.append(
            _at_most(
                f"peak memory vs 200 MB + 10 × sources (worst case: {worst['claims']} claims, "
                f"{worst['source_bytes'] / MB:.2f} MB)",
                worst["peak_rss_mb"],
                worst["memory_budget_mb"],
                "MB",
            )
        )
    growth = speed["growth"]
    for name, label in (
        ("review_vs_claims", "review time vs claims"),
        ("index_vs_source_bytes", "index time vs source size"),
    ):
        if growth.get(name) is not None:
            rows.append(_at_most(f"growth exponent, {label} (1.0 = linear)", growth[name], 1.15, ""))
    if growth.get("review_vs_source_bytes") is not None:
        rows.append(
            {
                "target": "growth exponent, review time vs source size at a fixed draft (0 = each "
                "claim's cost independent of the sources, 1 = every claim pays for the whole corpus)",
                "measured": num(growth["review_vs_source_bytes"]),
                "met": None,
                "gap": "diagnostic",
            }
        )
    return rows


def _at_least(name: str, value: float | None, goal: float, unit: str) -> dict[str, Any]:
    met = value is not None and value >= goal
    gap = "" if met or value is None else f"{100 * (1 - value / goal):.0f}% short"
    return {
        "target": f"{name} ≥ {goal:g} {unit}".strip(),
        "measured": f"{num(value)} {unit}".strip(),
        "met": met,
        "gap": gap,
    }


def _at_most(name: str, value: float | None, goal: float, unit: str) -> dict[str, Any]:
    met = value is not None and value <= goal
    gap = "" if met or value is None else f"{100 * (value / goal - 1):.0f}% over"
    return {
        "target": f"{name} ≤ {num(goal)} {unit}".strip(),
        "measured": f"{num(value)} {unit}".strip(),
        "met": met,
        "gap": gap,
    }


def _confusion_cells(row: dict[str, Any]) -> list[str]:
    return [
        row["supported"],
        row["unsupported"],
        pct(row["recall"]),
        pct(row["specificity"]),
        pct(row["balanced_accuracy"]),
    ]


CONFUSION_HEADERS = [
    "supported pairs",
    "unsupported pairs",
    "recall on unsupported %",
    "specificity %",
    "balanced accuracy %",
]


def markdown(results: dict[str, Any]) -> str:
    meta = results["meta"]
    parts = [
        "# evidencedesk benchmark",
        f"Command: `{meta['command']}`  \nDate: {meta['date']}  \nMachine: {meta['machine']}  \n"
        f"Commit: {meta['commit']}  \nEngine version: {meta['engine_version']}  \nTotal time: "
        f"{meta['seconds']:.0f} s",
        "\n".join(f"- {note}" for note in meta["notes"]),
    ]
    if results.get("accuracy"):
        parts.append(_accuracy_markdown(results["accuracy"]))
    if results.get("japanese"):
        parts.append(japanese.markdown(results["japanese"], table, pct))
    if results.get("speed"):
        parts.append(_speed_markdown(results["speed"], results["targets"]))
    return "\n\n".join(p for p in parts if p) + "\n"


def _accuracy_markdown(acc: dict[str, Any]) -> str:
    run = acc["run"]
    out = [
        "## Accuracy",
        f"{run['pairs']} pairs reviewed in {run['seconds']:.0f} s ({num(run['pairs_per_second'])} pairs/s, "
        f"{run['workers']} worker process(es)); {run['failed']} pair(s) raised in the engine and are left out"
        ". A pair is flagged when any claim the engine finds in it is not Supported.",
        "### Balanced accuracy per dataset",
        table(
            ["dataset", *CONFUSION_HEADERS, "published (balanced accuracy %)"],
            [[r["group"], *_confusion_cells(r), REFERENCE_OVERALL.get(r["group"], "")] for r in acc["datasets"]],
        ),
        "Published SummEdits figures cover all ten of its domains; the dev file here holds five of them.",
        "### Per domain",
        table(
            ["dataset", "domain", *CONFUSION_HEADERS, "published (balanced accuracy %)"],
            [
                [r["dataset"], r["group"], *_confusion_cells(r), REFERENCE_DOMAIN.get((r["dataset"], r["group"]), "")]
                for r in acc["domains"]
            ],
        ),
        "### Per error type",
        "Recall on the unsupported pairs that list the type (a pair may list several); balanced accuracy "
        "against every supported pair of the same dataset.",
        table(
            ["dataset", "error type", *CONFUSION_HEADERS],
            [[r["dataset"], r["error_type"], *_confusion_cells(r)] for r in acc["error_types"]],
        ),
        "### Per label (worst label among a pair's claims)",
        table(
            ["dataset", "label", "supported pairs", "unsupported pairs", "error rate at this label %"],
            [[r["dataset"], r["label"], r["supported"], r["unsupported"], pct(r["error_rate"])] for r in acc["labels"]],
        ),
        "### Per check",
        "Share of pairs on which the check fired on at least one claim; on supported pairs a firing is a false alarm.",
        table(
            [
                "check",
                "fired on supported (false alarms)",
                "false alarm %",
                "fired on unsupported",
                "fire rate on unsupported %",
            ],
            [
                [
                    r["check"],
                    f"{r['fired_supported']}/{r['supported']}",
                    pct(r["false_alarm_rate"]),
                    f"{r['fired_unsupported']}/{r['unsupported']}",
                    pct(r["fire_rate_unsupported"]),
                ]
                for r in acc["checks"]
            ],
        ),
        "### Layered: checks added one at a time",
        "From the one full run, following the rules of `verdict.py`: a claim is rejected when retrieval "
        "found no relevant passage or when an active check fired with a contradiction or an unsupported "
        "finding. Returned = passed as fine. With every check on, this model reproduces the engine's own "
        f"answer on all but {acc['layered_mismatches']} pair(s).",
        "All datasets together:",
        _layered_table(acc["layered"]),
    ]
    for dataset, rows in acc.get("layered_by_dataset", {}).items():
        out += [f"Layered, {dataset} only:", _layered_table(rows)]
    if acc.get("perturbations"):
        out += _perturbation_markdown(acc)
    sample = acc.get("sample")
    if sample:
        out += ["### Meridian sample", sample["note"]]
        if sample["cases"]:
            out.append(
                table(
                    ["case", "claim", "expected", "engine", "expected check", "checks fired"],
                    [
                        [
                            c["case"],
                            _short(c["claim"]),
                            c["expected"],
                            c["got"] or "not found",
                            c["expected_check"] or "",
                            ", ".join(c["fired"]),
                        ]
                        for c in sample["cases"]
                    ],
                )
            )
            out.append(f"{sample['agree']}/{len(sample['cases'])} cases get the expected label.")
    if acc.get("failures"):
        out += ["### Engine errors (first few)", "\n".join(f"- `{f}`" for f in acc["failures"])]
    return "\n\n".join(out)


LABEL_NAMES = {"supported": "Supported", "mismatch": "Potential mismatch", "insufficient": "Insufficient evidence"}


def _perturbation_markdown(acc: dict[str, Any]) -> list[str]:
    controls = acc.get("controls") or {}
    rows = acc["perturbations"]
    out = [
        "### Synthetic perturbations",
        "Supported claims with one deliberate edit each (fixed seed), drawn to spread over as many source "
        "documents as apply: one per document before any document gives a second, labelled claims first, "
        "then sentences of the same source documents where too few claims allow the edit. *Recall*: the "
        "pair is flagged at all. *Right label*: the claim holding the edit gets the label the kind should "
        "get (Potential mismatch for a contradiction, Insufficient evidence for an addition). *Intended "
        "check*: the check meant for the kind fired on that claim. *Collateral*: the share of the kind's "
        "unedited bases the engine flags (each base is also reviewed unedited); 'base passed' restricts "
        "recall to edits whose unedited base passed, so that the edit alone made the difference.",
        table(
            ["kind", "what the edit does", "intended check", "right label"],
            [
                [k["kind"], k["what"], f"`{k['expected_check']}`", LABEL_NAMES.get(k["expected_label"], "")]
                for k in acc.get("perturbation_kinds", [])
            ],
        ),
        table(
            [
                "kind",
                "pairs",
                "documents",
                "from labelled claims",
                "recall %",
                "right label %",
                "intended check fired %",
                "collateral %",
                "recall where base passed %",
                "labels of the edited claim",
                "other checks on the edited claim",
            ],
            [
                [
                    r["kind"],
                    r["pairs"],
                    r["documents"],
                    r["from_claims"],
                    pct(r["recall"]),
                    pct(r["right_label_rate"]),
                    pct(r["expected_fired_rate"]),
                    f"{pct(r['collateral_rate'])} ({r['controls_flagged']}/{r['controls']})",
                    pct(r["recall_base_passed"]),
                    ", ".join(f"{label} {n}" for label, n in r["labels"].items()),
                    r["other_checks"],
                ]
                for r in rows
            ],
        ),
    ]
    if acc.get("perturbation_origins"):
        out += [
            "By origin of the base claim, every kind together:",
            table(
                ["origin", "pairs", "recall %", "right label %", "intended check fired %", "collateral %"],
                [
                    [
                        r["origin"],
                        r["pairs"],
                        pct(r["recall"]),
                        pct(r["right_label_rate"]),
                        pct(r["expected_fired_rate"]),
                        f"{pct(r['collateral_rate'])} ({r['controls_flagged']}/{r['controls']})",
                    ]
                    for r in acc["perturbation_origins"]
                ],
            ),
        ]
    if controls.get("pairs"):
        share = pct(controls["flagged"] / controls["pairs"])
        out.append(
            f"Unedited bases, all kinds together: {controls['flagged']} of {controls['pairs']} flagged ({share}%)."
        )
    return out


def _layered_table(rows: list[dict[str, Any]]) -> str:
    return table(
        [
            "step",
            "returned",
            "errors left among returned",
            "supported wrongly rejected",
            "return rate %",
            "error rate among returned %",
            "balanced accuracy %",
        ],
        [
            [
                r["step"],
                r["returned"],
                r["errors_left"],
                r["wrongly_rejected"],
                pct(r["return_rate"]),
                pct(r["error_rate_returned"]),
                pct(r["balanced_accuracy"]),
            ]
            for r in rows
        ],
    )


def _short(text: str, limit: int = 70) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _speed_markdown(speed: dict[str, Any], target_rows: list[dict[str, Any]]) -> str:
    headers = [
        "claims",
        "sources MB",
        "files",
        "runs",
        "load s",
        "index s",
        "retrieve+check s",
        "claims/s",
        "claims/s end to end",
        "index MB/s",
        "index ÷ tokenise",
        "peak RSS MB",
        "RSS growth MB",
    ]

    def rows(series: list[dict[str, Any]]) -> list[list[str]]:
        return [
            [
                r["claims"],
                f"{r['source_bytes'] / MB:.2f}",
                r["source_files"],
                r["runs"],
                num(r["seconds"]["load"], 3),
                num(r["seconds"]["index"], 3),
                num(r["seconds"]["review"], 3),
                num(r["claims_per_second"]),
                num(r["claims_per_second_end_to_end"]),
                num(r["index_mb_per_second"]),
                num(r["index_to_tokenise"], 1),
                num(r["peak_rss_mb"]),
                num(r["rss_growth_mb"]),
            ]
            for r in series
        ]

    plan = speed["plan"]
    tokeniser = next((r["tokeniser"] for r in speed["claims_series"] + speed["sources_series"]), "")
    out = [
        "## Speed and scale",
        f"Synthetic corpus, seed {plan['seed']}; median of up to {plan['repeats']} run(s) per size (a size "
        f"whose first run takes over {plan['repeat_budget']:.0f} s runs once), each size in a fresh process. "
        "Claims is the number the engine found in the generated draft. Index is the `Reviewer(...)` "
        "construction; retrieve + check is the review call, which also pays for analyses the index "
        "computes lazily (figures of every passage, on the first claim that needs them). Peak memory is "
        "`ru_maxrss` of that process; growth is over the process after imports, before loading. "
        f"Index ÷ tokenise compares indexing with one `{tokeniser}` pass over the same sources.",
        f"### Draft size, {plan['claims_sources'] / MB:.0f} MB sources",
        table(headers, rows(speed["claims_series"])),
        f"### Source size, {plan['sources_claims']}-claim draft",
        table(headers, rows(speed["sources_series"])),
    ]
    if any("retrieve" in r["seconds"] for r in speed["claims_series"]):
        out += [
            "### The engine's own split of retrieve + check",
            table(
                ["claims", "sources MB", "retrieve s", "check s"],
                [
                    [
                        r["claims"],
                        f"{r['source_bytes'] / MB:.2f}",
                        num(r["seconds"].get("retrieve"), 3),
                        num(r["seconds"].get("check"), 3),
                    ]
                    for r in speed["claims_series"] + speed["sources_series"]
                ],
            ),
        ]
    if speed.get("cli"):
        out += [
            "### The command line end to end",
            "`evidencedesk check --format json` in a new process, from its start to the report written "
            "(median wall seconds; CPU seconds of the process beside them): without the index cache, and "
            "again with the index kept by an earlier run. The floor is reading the files plus one "
            f"`{tokeniser}` pass over them.",
            table(
                [
                    "claims",
                    "quoting",
                    "sources MB",
                    "files",
                    "s",
                    "CPU s",
                    "claims/s",
                    "cached s",
                    "cached CPU s",
                    "cached claims/s",
                    "÷ floor",
                    "cache speed-up",
                ],
                [
                    [
                        r["claims"],
                        r["quoted_claims"],
                        f"{r['source_bytes'] / MB:.2f}",
                        r["source_files"],
                        num(r["seconds"], 2),
                        num(r["cpu_seconds"], 2),
                        num(r["claims_per_second"]),
                        num(r["cached_seconds"], 2),
                        num(r["cached_cpu_seconds"], 2),
                        num(r["cached_claims_per_second"]),
                        num(r["to_reading_floor"], 1),
                        num(r["cache_speedup"], 2),
                    ]
                    for r in speed["cli"]
                ],
            ),
        ]
    recheck = speed.get("recheck") or {}
    where = (
        f"{recheck.get('edits', 0)} edits in an open {recheck.get('draft_claims', 0)}-claim review, "
        f"{recheck.get('source_bytes', 0) / MB:.0f} MB sources"
    )
    measures = [
        [f"re-check one edited claim, p50 ({where})", f"{num(recheck.get('p50_ms'))} ms"],
        ["re-check one edited claim, p95", f"{num(recheck.get('p95_ms'))} ms"],
    ]
    for r in speed["render"]:
        measures.append([f"{r['case']}: POST /reviews (review + store)", f"{num(r['post_seconds'], 3)} s"])
        measures.append(
            [
                f"{r['case']}: render the review page ({r['claims']} claims, {r['page_bytes'] // 1000} KB)",
                f"{num(r['page_seconds'], 3)} s",
            ]
        )
    out += ["### Re-check and page render", table(["measure", "value"], measures)]
    out += [
        "### Targets",
        table(
            ["target", "measured", "met", "missed by"],
            [
                [t["target"], t["measured"], {True: "yes", False: "**no**", None: "—"}[t["met"]], t["gap"]]
                for t in target_rows
            ],
        ),
    ]
    if speed["notes"]:
        out.append("\n".join(f"- {note}" for note in speed["notes"]))
    return "\n\n".join(out)


def summary(results: dict[str, Any]) -> str:
    """A few lines for stdout: balanced accuracy per dataset, perturbation recall and the targets."""
    lines = [
        f"evidencedesk bench ({'quick' if results['meta']['quick'] else 'full'}) in {results['meta']['seconds']:.0f} s"
    ]
    acc = results.get("accuracy")
    if acc:
        if acc["run"]["failed"]:
            lines.append(f"  WARNING: the engine raised on {acc['run']['failed']} pair(s); see the report")
        for r in acc["datasets"]:
            lines.append(
                f"  {r['group']:<12} balanced accuracy {pct(r['balanced_accuracy']):>5}%  "
                f"(recall {pct(r['recall'])}%, specificity {pct(r['specificity'])}%, "
                f"{r['supported'] + r['unsupported']} pairs)"
            )
        for r in acc.get("perturbations", []):
            lines.append(
                f"  perturbed: {r['kind']:<31} n {r['pairs']:>3}  recall {pct(r['recall']):>5}%  right label "
                f"{pct(r['right_label_rate']):>5}%  {r['expected_check']} fired {pct(r['expected_fired_rate'])}%  "
                f"collateral {pct(r['collateral_rate'])}%"
            )
    for t in results.get("targets", []):
        mark = {True: "ok  ", False: "MISS", None: "n/a "}[t["met"]]
        lines.append(f"  [{mark}] {t['target']}: {t['measured']} {t['gap']}".rstrip())
    lines.append(f"  written to {results['meta']['out']}")
    return "\n".join(lines)
