"""Both cores over the claims of a large draft, with the same verdicts in the same order as one core.

Claims are independent once the sources are indexed, so a large draft is cut into contiguous runs of
claims checked by forked worker processes that share the parent's index (copy-on-write, nothing is
pickled on the way in). The verdicts come back in draft order, with the passage figures and analyses
the workers worked out, so the index kept for the next review holds them as a serial run's would.

Only the command line uses it: forking a process that runs other threads (the web server) is unsafe.
Ctrl+C stops the workers and leaves as a serial run would, with nothing half written.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import revise
from .model import Claim, Verdict
from .quotes.marks import find_quotations

if TYPE_CHECKING:
    from .engine import Reviewer

MIN_CLAIMS = 200  # below this, starting the workers costs more than they save
RUNS_PER_WORKER = 4  # contiguous runs of claims per worker, so one slow run does not leave a core idle

_reviewer: Reviewer | None = None
_claims: Sequence[Claim] = ()
_vet = False


def workers_available() -> int:
    """Cores this process may use, when worker processes can be forked here (else 1)."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def check_claims(
    reviewer: Reviewer, claims: Sequence[Claim], workers: int, vet: bool = False
) -> tuple[tuple[Verdict, ...], dict[int, revise.VettedSuggestion]]:
    """``reviewer.check_claim`` over ``claims`` on ``workers`` processes, verdicts in claim order; with
    ``vet``, each worker also vets the suggestions of the claims it checked (``revise.vet_all``)."""
    global _reviewer, _claims, _vet
    size = max(1, -(-len(claims) // (workers * RUNS_PER_WORKER)))
    runs = [(a, min(a + size, len(claims))) for a in range(0, len(claims), size)]
    # Every source is folded for quotations here, once, when the draft quotes at all: the first quotation
    # a worker checks would otherwise fold them all again in each worker (0.8 s at 20 MB).
    if any(find_quotations(c.text) for c in claims):
        reviewer.quoted.strict_texts()
    _reviewer, _claims, _vet = reviewer, claims, vet
    pool = multiprocessing.get_context("fork").Pool(workers, initializer=ignore_interrupt)
    try:
        results = pool.map(_check_run, runs, chunksize=1)
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()
        _reviewer, _claims, _vet = None, (), False
    verdicts: list[Verdict] = []
    vetted: dict[int, revise.VettedSuggestion] = {}
    for run_verdicts, run_vetted, timings, figures, analyses in results:
        verdicts.extend(run_verdicts)
        vetted.update(run_vetted)
        for key in ("retrieve", "check"):
            reviewer.timings[key] += timings[key]
        reviewer.corpus._figures.update(figures)
        reviewer.corpus._analyses.update(analyses)
    return tuple(verdicts), vetted


def ignore_interrupt() -> None:
    """In a forked worker: Ctrl+C is the parent's to handle (it stops the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _check_run(
    run: tuple[int, int],
) -> tuple[list[Verdict], dict[int, revise.VettedSuggestion], dict[str, float], dict[int, Any], dict[int, Any]]:
    reviewer = _reviewer
    assert reviewer is not None
    start = dict(reviewer.timings)
    seen_figures, seen_analyses = set(reviewer.corpus._figures), set(reviewer.corpus._analyses)
    verdicts = [reviewer.check_claim(c) for c in _claims[run[0] : run[1]]]
    vetted = revise.vet_all(reviewer, verdicts) if _vet else {}
    corpus = reviewer.corpus
    figures = {i: f for i, f in corpus._figures.items() if i not in seen_figures}
    analyses = {i: a for i, a in corpus._analyses.items() if i not in seen_analyses}
    timings = {key: reviewer.timings[key] - start[key] for key in ("retrieve", "check")}
    return verdicts, vetted, timings, figures, analyses
