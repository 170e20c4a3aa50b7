"""Speed and scale: wall time per stage, claims per second, peak memory, re-checks and page renders.

Each size runs in a fresh process (started with ``spawn``), so its peak resident memory
(``ru_maxrss``) belongs to that case alone: the bench reports the peak of the first load, index and
review (a repeat, run for a steadier time, only adds what the allocator kept from the first) and its
growth over the process after imports, before the sources are loaded. The corpus is written to disk
by the parent first, so generating it costs the measured process nothing.
"""

from __future__ import annotations

import json
import multiprocessing
import re
import resource
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from . import synthetic

MB = 1_000_000
RECHECK_DRAFT_CLAIMS = 50  # the open review whose claims are edited and re-checked one at a time


@dataclass(frozen=True)
class SpeedPlan:
    """The sizes to run. ``claim_sizes`` run against ``claims_sources`` bytes of sources; ``source_sizes``
    run with a draft of ``sources_claims`` claims."""

    claim_sizes: tuple[int, ...]
    claims_sources: int
    source_sizes: tuple[int, ...]
    sources_claims: int
    repeats: int
    edits: int  # re-checks of one edited claim in an open review
    render_claims: int  # the synthetic draft whose review page is rendered
    seed: int = 20261130
    repeat_budget: float = 30.0  # a size whose first run takes longer than this (seconds) is not repeated
    file_bytes: int = 1_000_000  # size of one generated source file
    quote_share: float = 0.0  # share of the draft's claims that quote a source
    cli_cases: tuple[tuple[int, int], ...] = ()  # (claims, source bytes) run through the command line


_FILES = {"file_bytes": 10_000, "quote_share": 0.05}  # hundreds of files, one claim in twenty quoting
FULL = SpeedPlan(
    (10, 100, 1000, 5000),
    2 * MB,
    (10_000, 100_000, MB, 2 * MB, 5 * MB, 20 * MB),
    1000,
    3,
    100,
    500,
    **_FILES,
    cli_cases=((1000, 2 * MB), (1000, 20 * MB)),
)
QUICK = SpeedPlan(
    (10, 100, 500), 2 * MB, (10_000, 100_000, 2 * MB), 100, 1, 50, 500, **_FILES, cli_cases=((500, 2 * MB),)
)
CLI_COMMAND = [sys.executable, "-m", "evidencedesk.cli", "check"]


def _write(folder: Path, sources: dict[str, str], draft: str) -> None:
    (folder / "sources").mkdir(parents=True)
    for name, text in sources.items():
        (folder / "sources" / name).write_text(text, encoding="utf-8")
    (folder / "draft.md").write_text(draft, encoding="utf-8")


def _maxrss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports KiB


def _tokenising_pass(texts: list[str]) -> tuple[float, str]:
    """Seconds for one plain tokenising pass over ``texts``: the floor any index pays."""
    try:
        from ..text.tokens import tokenize
    except ImportError:
        start = time.perf_counter()
        for text in texts:
            re.findall(r"\w+", text)
        return time.perf_counter() - start, r"re.findall(r'\w+')"
    start = time.perf_counter()
    for text in texts:
        tokenize(text)
    return time.perf_counter() - start, "evidencedesk.text.tokens.tokenize"


def measure_case(folder: str, repeats: int, budget: float) -> dict[str, Any]:
    """Run in a fresh process: load, index and review the corpus in ``folder`` ``repeats`` times, or
    once when that first run takes longer than ``budget`` seconds."""
    from ..documents import load_draft, load_sources
    from ..engine import Reviewer

    baseline = _maxrss_mb()
    runs: list[dict[str, float]] = []
    claims = 0
    for _ in range(repeats):
        start = time.perf_counter()
        sources = load_sources([Path(folder) / "sources"])
        draft = load_draft(Path(folder) / "draft.md")
        loaded = time.perf_counter()
        reviewer = Reviewer(sources, reuse=False)  # every run indexes: the index is what is timed
        indexed = time.perf_counter()
        result = reviewer.review(draft)
        done = time.perf_counter()
        claims = len(result.verdicts)
        runs.append(
            {
                "load": loaded - start,
                "index": indexed - loaded,
                "review": done - indexed,
                **_engine_split(reviewer, result),
            }
        )
        del reviewer, result
        if len(runs) == 1:
            # one review's peak: later repeats only add the allocator's leftovers from the first
            peak = _maxrss_mb()
        if done - start > budget:
            break
    token_seconds, tokeniser = _tokenising_pass([d.text for d in sources])
    median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    return {
        "claims": claims,
        "seconds": median,
        "runs": len(runs),
        "tokenise": token_seconds,
        "tokeniser": tokeniser,
        "peak_rss_mb": peak,
        "rss_growth_mb": peak - baseline,
    }


def _engine_split(reviewer: Any, result: Any) -> dict[str, float]:
    """The engine's own split of the review into retrieve and check, when it exposes one."""
    timings = getattr(result, "timings", None) or getattr(reviewer, "timings", None) or {}
    return {key: float(timings[key]) for key in ("retrieve", "check") if key in timings}


def _in_fresh_process(function: Any, *args: Any) -> Any:
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(function, *args).result()


def _attempt(what: str, notes: list[str], function: Any, *args: Any) -> Any:
    """``function(*args)`` in a fresh process; when it raises, a note says what was not measured and why,
    and the rest of the run goes on."""
    try:
        return _in_fresh_process(function, *args)
    except Exception as exc:  # the engine or the web app failing on one size must not sink the bench
        notes.append(f"{what} not measured: {type(exc).__name__}: {exc}")
        return None


def run_case(claims: int, source_bytes: int, plan: SpeedPlan, workdir: Path, notes: list[str]) -> dict[str, Any] | None:
    folder = workdir / f"c{claims}-b{source_bytes}"
    sources, draft = _corpus(claims, source_bytes, plan)
    _write(folder, sources, draft)
    actual_bytes = sum(len(t.encode("utf-8")) for t in sources.values())
    print(f"  speed: {claims} claims, {actual_bytes / MB:.2f} MB", file=sys.stderr, flush=True)
    result = _attempt(
        f"{claims} claims, {actual_bytes / MB:.2f} MB",
        notes,
        measure_case,
        str(folder),
        plan.repeats,
        plan.repeat_budget,
    )
    if result is None:
        return None
    seconds = result["seconds"]
    mb = actual_bytes / MB
    return {
        "draft_claims": claims,
        "source_bytes": actual_bytes,
        "source_files": len(sources),
        **result,
        "claims_per_second": _per(result["claims"], seconds["review"]),
        "claims_per_second_end_to_end": _per(result["claims"], sum(seconds[k] for k in ("load", "index", "review"))),
        "index_mb_per_second": _per(mb, seconds["index"]),
        "index_to_tokenise": _per(seconds["index"], result["tokenise"]),
        "memory_budget_mb": 200 + 10 * mb,
    }


def _corpus(claims: int, source_bytes: int, plan: SpeedPlan) -> tuple[dict[str, str], str]:
    return synthetic.corpus(claims, source_bytes, plan.seed, plan.file_bytes, plan.quote_share)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _cli_run(folder: Path, cache: Path | None) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds, exit code) of one `evidencedesk check --format json` in a new process,
    from its start to the JSON report written to a file."""
    import os
    import subprocess

    env = dict(os.environ)
    args = [*CLI_COMMAND, str(folder / "draft.md"), str(folder / "sources"), "--format", "json"]
    if cache is None:
        args.append("--no-cache")
    else:
        env["XDG_CACHE_HOME"] = str(cache)
    cpu, start = _children_cpu(), time.perf_counter()
    with open(folder / "report.json", "wb") as out:
        code = subprocess.run(args, stdout=out, stderr=subprocess.DEVNULL, env=env, check=False).returncode
    return time.perf_counter() - start, _children_cpu() - cpu, code


def _reading_floor(folder: Path) -> float:
    """Seconds to read every file of the case and tokenise it once: what any review must pay."""
    start = time.perf_counter()
    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.rglob("*.md"))]
    return time.perf_counter() - start + _tokenising_pass(texts)[0]


def run_cli_case(claims: int, source_bytes: int, plan: SpeedPlan, workdir: Path, notes: list[str]) -> dict | None:
    """The command line end to end, as a user runs it: without the index cache, then twice with one (the
    first run writes it, the second reads it). Times are the medians of ``plan.repeats`` runs."""
    folder = workdir / f"cli-c{claims}-b{source_bytes}"
    sources, draft = _corpus(claims, source_bytes, plan)
    _write(folder, sources, draft)
    print(f"  speed: command line, {claims} claims, {source_bytes / MB:.0f} MB", file=sys.stderr, flush=True)
    uncached, cached = [], []
    for repeat in range(plan.repeats):
        uncached.append(_cli_run(folder, None))
        cache = workdir / f"cli-cache-{claims}-{source_bytes}-{repeat}"
        _cli_run(folder, cache)
        cached.append(_cli_run(folder, cache))
    if any(code not in (0, 1) for _, _, code in uncached + cached):
        notes.append(f"command line with {claims} claims, {source_bytes / MB:.0f} MB not measured: it failed")
        return None
    report = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    verdicts = len(report.get("claims", []))
    floor = _reading_floor(folder)
    first = statistics.median(w for w, _, _ in uncached)
    again = statistics.median(w for w, _, _ in cached)
    return {
        "draft_claims": claims,
        "claims": verdicts,
        "source_bytes": sum(len(t.encode("utf-8")) for t in sources.values()),
        "source_files": len(sources),
        "quoted_claims": draft.count("The filing puts it plainly"),
        "seconds": first,
        "cpu_seconds": statistics.median(c for _, c, _ in uncached),
        "cached_seconds": again,
        "cached_cpu_seconds": statistics.median(c for _, c, _ in cached),
        "claims_per_second": _per(verdicts, first),
        "cached_claims_per_second": _per(verdicts, again),
        "reading_floor_seconds": floor,
        "to_reading_floor": _per(first, floor),
        "cache_speedup": _per(first, again),
    }


def _per(amount: float, seconds: float) -> float | None:
    return amount / seconds if seconds > 0 else None


def measure_rechecks(folder: str, edits: int) -> dict[str, Any]:
    """Open a review, then re-check ``edits`` claims each with one figure changed, timing every call."""
    from ..documents import load_draft, load_sources
    from ..engine import Reviewer

    reviewer = Reviewer(load_sources([Path(folder) / "sources"]))
    result = reviewer.review(load_draft(Path(folder) / "draft.md"))
    claims = [v.claim for v in result.verdicts]
    times = []
    for index in range(edits if claims else 0):
        claim = claims[index % len(claims)]
        text = _edit_figure(claim.text, 1 + index % 7)
        edited = replace(claim, text=text, end=claim.start + len(text))
        start = time.perf_counter()
        reviewer.check_claim(edited)
        times.append(time.perf_counter() - start)
    return {"edits": len(times), **_percentiles(times)}


def _edit_figure(text: str, step: int) -> str:
    """The claim with its first number raised by ``step`` (or a word appended when it has none)."""
    match = re.search(r"\d+", text)
    if match is None:
        return text + " indeed"
    return text[: match.start()] + str(int(match.group()) + step) + text[match.end() :]


def _percentiles(times: list[float]) -> dict[str, float | None]:
    if len(times) < 2:
        return {"p50_ms": times[0] * 1000 if times else None, "p95_ms": times[0] * 1000 if times else None}
    cuts = statistics.quantiles(times, n=100, method="inclusive")
    return {"p50_ms": statistics.median(times) * 1000, "p95_ms": cuts[94] * 1000}


def measure_render(draft: str, sources: dict[str, str], data_dir: str, repeats: int) -> dict[str, Any]:
    """POST a review to the web app's test client, then time GETs of its page (review cached)."""
    from ..web import create_app

    app = create_app({"TESTING": True, "DATA_DIR": data_dir})
    client = app.test_client()
    with client.session_transaction() as session:
        session["csrf_token"] = "bench"
    form: dict[str, Any] = {
        "csrf_token": "bench",
        "draft": draft,
        "source_text": list(sources.values()),
        "source_name": list(sources),
    }
    start = time.perf_counter()
    response = client.post("/reviews", data=form)
    posted = time.perf_counter() - start
    if response.status_code not in (302, 303):
        raise RuntimeError(f"POST /reviews answered {response.status_code}")
    location = response.headers["Location"]
    pages = []
    for _ in range(repeats):
        start = time.perf_counter()
        page = client.get(location)
        pages.append(time.perf_counter() - start)
        if page.status_code != 200:
            raise RuntimeError(f"GET {location} answered {page.status_code}")
    return {
        "post_seconds": posted,
        "page_seconds": statistics.median(pages),
        "page_bytes": len(page.data),
        "claims": page.data.count(b'class="claim"'),
    }


def run_speed(plan: SpeedPlan, sample: tuple[str, dict[str, str]] | None) -> dict[str, Any]:
    """Every speed figure of the plan; a part that cannot run is reported with the reason."""
    results: dict[str, Any] = {"plan": asdict(plan), "claims_series": [], "sources_series": [], "notes": []}
    with tempfile.TemporaryDirectory(prefix="evidencedesk-bench-") as tmp:
        workdir = Path(tmp)
        notes = results["notes"]
        sizes = {
            "claims_series": [(claims, plan.claims_sources) for claims in plan.claim_sizes],
            "sources_series": [(plan.sources_claims, size) for size in plan.source_sizes],
        }
        measured: dict[tuple[int, int], dict[str, Any] | None] = {}
        for series, cases in sizes.items():
            for case in cases:
                if case not in measured:  # a size both series share is run once
                    measured[case] = run_case(*case, plan, workdir, notes)
            results[series] = [measured[case] for case in cases if measured[case] is not None]
        results["cli"] = [
            row for case in plan.cli_cases if (row := run_cli_case(*case, plan, workdir, notes)) is not None
        ]
        folder = workdir / "recheck"
        _write(folder, *_corpus(RECHECK_DRAFT_CLAIMS, plan.claims_sources, plan))
        recheck = _attempt("re-check", notes, measure_rechecks, str(folder), plan.edits)
        results["recheck"] = {
            "source_bytes": plan.claims_sources,
            "draft_claims": RECHECK_DRAFT_CLAIMS,
            **(recheck or {}),
        }
        results["render"] = _renders(plan, sample, workdir, notes)
    results["growth"] = growth(results)
    return results


def _renders(
    plan: SpeedPlan, sample: tuple[str, dict[str, str]] | None, workdir: Path, notes: list[str]
) -> list[dict[str, Any]]:
    cases: list[tuple[str, str, dict[str, str]]] = []
    if sample is not None:
        cases.append(("Meridian sample", *sample))
    else:
        notes.append("the sample is missing: its page render was not timed")
    sources, draft = synthetic.corpus(plan.render_claims, 100_000, plan.seed)
    cases.append((f"synthetic {plan.render_claims}-claim draft, 100 KB sources", draft, sources))
    rows = []
    for index, (name, draft_text, source_texts) in enumerate(cases):
        data_dir = workdir / f"web-{index}"
        data_dir.mkdir()
        timing = _attempt(
            f"page render of {name}",
            notes,
            measure_render,
            draft_text,
            source_texts,
            str(data_dir),
            max(plan.repeats, 3),
        )
        if timing is not None:
            rows.append({"case": name, **timing})
    return rows


def _slope(points: list[tuple[float, float]]) -> float | None:
    """The exponent b of time ~ size**b, fitted on log-log by least squares (1.0 is linear)."""
    import math

    usable = [(math.log(x), math.log(y)) for x, y in points if x > 0 and y and y > 0]
    if len(usable) < 2:
        return None
    mean_x = statistics.fmean(x for x, _ in usable)
    mean_y = statistics.fmean(y for _, y in usable)
    spread = sum((x - mean_x) ** 2 for x, _ in usable)
    return sum((x - mean_x) * (y - mean_y) for x, y in usable) / spread if spread else None


def growth(results: dict[str, Any]) -> dict[str, float | None]:
    """How cost grows with size: fitted exponents (1.0 linear), leaving out the smallest size of each
    series, where fixed costs dominate."""
    claims = sorted(results["claims_series"], key=lambda r: r["claims"])[1:]
    sources = sorted(results["sources_series"], key=lambda r: r["source_bytes"])[1:]
    return {
        "review_vs_claims": _slope([(r["claims"], r["seconds"]["review"]) for r in claims]),
        "index_vs_source_bytes": _slope([(r["source_bytes"], r["seconds"]["index"]) for r in sources]),
        "review_vs_source_bytes": _slope([(r["source_bytes"], r["seconds"]["review"]) for r in sources]),
    }
