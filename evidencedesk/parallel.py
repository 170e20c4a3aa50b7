"""Both cores over the claims of a large draft, with the same verdicts in the same order as one core.

Claims are independent once the sources are indexed, so a large draft is cut into runs of claims
(those with a quotation kept together) checked by forked worker processes that share the parent's
index (copy-on-write, nothing is pickled on the way in). The verdicts come back in draft order; the
passage figures and analyses the workers worked out stay with them. Sending those back cost a sixth of
the CPU time of a 2 MB check, most of it in reading the analyses back, and the kept index that held them
cost a re-check of an edited draft more to read back than working out the few its changed claims need.

Only the command line uses it: forking a process that runs other threads (the web server) is unsafe.
Ctrl+C stops the workers and leaves as a serial run would, with nothing half written.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import signal
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from . import revise
from .model import Claim, Verdict

if TYPE_CHECKING:
    from .engine import Reviewer

MIN_CLAIMS = 200  # below this, starting the workers costs more than they save
RUNS_PER_WORKER = 4  # runs of quoted claims per worker (see ``_runs``)
# runs of the other claims per worker: the last runs to finish leave a core idle meanwhile, so they are
# kept short (about 0.1 s each on a 20 MB source set); each costs a message to and from a worker, nothing more
SHORT_RUNS_PER_WORKER = 16

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
    _reviewer, _claims, _vet = reviewer, claims, vet
    reviewer.corpus.read_back()  # an index from disk read back once here, not once in every worker
    try:
        with forked_pool(workers) as pool:
            runs = _runs(claims, workers)
            results = pool.map(_check_run, runs, chunksize=1)
    finally:
        _reviewer, _claims, _vet = None, (), False
    verdicts: dict[int, Verdict] = {}  # by the claim's position in the draft
    vetted: dict[int, revise.VettedSuggestion] = {}
    for run, (run_verdicts, run_vetted, timings) in zip(runs, results, strict=True):
        for at, found in zip(run, run_verdicts, strict=True):
            verdicts[at] = found
        vetted.update(run_vetted)
        for key in ("retrieve", "check"):
            reviewer.timings[key] += timings[key]
    in_order = {c.id: vetted[c.id] for c in claims if c.id in vetted}  # in claim order, as one core vets
    return tuple(verdicts[at] for at in range(len(claims))), in_order


def _runs(claims: Sequence[Claim], workers: int) -> list[list[int]]:
    """The claims' positions in runs, those with a quotation in runs of their own, first.

    The first quotation a process checks prepares every source for quotations (folds and word indexes:
    seconds at 20 MB); a draft's few quoted claims kept together are checked by one worker, so the
    others never prepare them, and that long run starts first. The other claims go in short runs, so
    that the workers finish close together."""
    size = max(1, -(-len(claims) // (workers * RUNS_PER_WORKER)))
    short = max(1, -(-len(claims) // (workers * SHORT_RUNS_PER_WORKER)))
    from .quotes.marks import find_quotations

    quoted = [bool(find_quotations(c.text)) for c in claims]
    groups = (([i for i, q in enumerate(quoted) if q], size), ([i for i, q in enumerate(quoted) if not q], short))
    return [group[a : a + n] for group, n in groups for a in range(0, len(group), n)]


def ignore_interrupt() -> None:
    """In a forked worker: Ctrl+C is the parent's to handle (it stops the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def gc_frozen() -> Iterator[None]:
    """What this process holds now is frozen out of the cyclic garbage collector until the block ends, so
    that the collections the block's allocations set off do not walk it again and again; a freeze
    already in place (an enclosing block's) is left for its owner to undo."""
    thaw = gc.get_freeze_count() == 0
    gc.freeze()
    try:
        yield
    finally:
        if thaw:
            gc.unfreeze()


@contextmanager
def forked_pool(processes: int) -> Iterator[Any]:
    """A pool of forked workers that leave Ctrl+C to this process: closed when the block ends, stopped
    at once when it fails or is interrupted, and waited for either way.

    What this process holds when the workers start (the modules, the index) is frozen meanwhile: a
    worker's collections then neither walk those objects nor write to them, which would copy their
    pages from this process (about a twentieth of a 2 MB check's CPU time)."""
    with gc_frozen():
        pool = multiprocessing.get_context("fork").Pool(processes, initializer=ignore_interrupt)
        try:
            yield pool
            pool.close()
        except BaseException:
            pool.terminate()
            raise
        finally:
            pool.join()


def _check_run(run: list[int]) -> tuple[list[Verdict], dict[int, revise.VettedSuggestion], dict[str, float]]:
    reviewer = _reviewer
    assert reviewer is not None
    start = dict(reviewer.timings)
    verdicts = [reviewer.check_claim(_claims[at]) for at in run]
    vetted = revise.vet_all(reviewer, verdicts, reviewer.check_revision) if _vet else {}
    return verdicts, vetted, {key: reviewer.timings[key] - start[key] for key in ("retrieve", "check")}
