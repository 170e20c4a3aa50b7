"""Both cores over a large draft: the same review, in the same order, as one core gives."""

from __future__ import annotations

import multiprocessing
import multiprocessing.pool

import pytest

from evidencedesk import parallel
from evidencedesk.bench import synthetic
from evidencedesk.documents import make_sources
from evidencedesk.engine import Reviewer
from evidencedesk.model import Document


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this system")
def test_two_workers_give_the_serial_review(monkeypatch) -> None:
    monkeypatch.setattr(parallel, "MIN_CLAIMS", 10)
    sources, draft = synthetic.corpus(60, 40_000, 11, file_bytes=4_000, quote_share=0.1)
    documents = make_sources(sources)
    doc = Document("draft", "draft.md", draft)
    serial = Reviewer(documents, reuse=False)
    one = serial.review(doc)
    forked = Reviewer(documents, reuse=False)
    two = forked.review(doc, workers=2)
    assert len(two.verdicts) >= 50
    assert two.to_dict() == one.to_dict()
    assert [v.claim.id for v in two.verdicts] == sorted(v.claim.id for v in two.verdicts)
    assert forked.timings["check"] > 0
    # the passage figures and analyses the workers worked out stay with them: only the verdicts come back
    assert forked.corpus.analysed() == len(forked.corpus.verdicts) < serial.corpus.analysed()


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this system")
def test_two_workers_vet_the_suggestions_as_one_core_does(monkeypatch) -> None:
    monkeypatch.setattr(parallel, "MIN_CLAIMS", 10)
    sources, draft = synthetic.corpus(60, 40_000, 5, file_bytes=4_000, quote_share=0.1)
    documents = make_sources(sources)
    doc = Document("draft", "draft.md", draft)
    one, one_vetted = Reviewer(documents, reuse=False).review_vetted(doc)
    forked = Reviewer(documents, reuse=False)
    two, two_vetted = forked.review_vetted(doc, workers=2)
    assert two.to_dict() == one.to_dict()
    assert len(one_vetted) >= 3  # the synthetic draft's mismatches carry fixes
    assert list(two_vetted) == list(one_vetted) == [v.claim.id for v in one.verdicts if v.suggestion]
    assert two_vetted == one_vetted
    # the re-checked sentences are remembered as a serial vetting leaves them: a second vetting is free
    assert all(forked.corpus.verdicts.get(forked._key(v.revised.claim)) for v in two_vetted.values())


def test_the_command_refuses_a_worker_count_below_one(capsys) -> None:
    from evidencedesk.cli import main

    assert main(["check", "draft.md", "sources", "--workers", "0"]) == 2
    assert "--workers must be 1 or more" in capsys.readouterr().err


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this system")
def test_the_command_uses_both_cores_by_default_and_reports_as_one_does(monkeypatch, tmp_path, capsys) -> None:
    from evidencedesk import retrieve
    from evidencedesk.cli import main

    monkeypatch.setattr(parallel, "MIN_CLAIMS", 10)
    monkeypatch.setattr(retrieve, "PARALLEL_TEXT", 0)
    monkeypatch.setattr(parallel, "workers_available", lambda: 2)
    forked: list[int] = []
    pool = multiprocessing.pool.Pool.__init__

    def counted(self, processes=None, *args, **kwargs):
        forked.append(processes)
        pool(self, processes, *args, **kwargs)

    monkeypatch.setattr(multiprocessing.pool.Pool, "__init__", counted)
    sources, draft = synthetic.corpus(40, 30_000, 5, file_bytes=3_000, quote_share=0.1)
    (tmp_path / "sources").mkdir()
    for name, text in sources.items():
        (tmp_path / "sources" / name).write_text(text, encoding="utf-8")
    (tmp_path / "draft.md").write_text(draft, encoding="utf-8")
    args = ["check", str(tmp_path / "draft.md"), str(tmp_path / "sources"), "--format", "json", "--no-cache"]
    main([*args, "--workers", "1"])
    one = capsys.readouterr().out
    assert forked == []
    main(args)
    assert capsys.readouterr().out == one
    assert forked == [1, 2]  # one more reader of the sources, then two processes over the claims


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this system")
def test_a_draft_checked_again_is_looked_up_without_starting_workers(monkeypatch) -> None:
    monkeypatch.setattr(parallel, "MIN_CLAIMS", 10)
    sources, draft = synthetic.corpus(30, 20_000, 13, file_bytes=4_000)
    reviewer = Reviewer(make_sources(sources), reuse=False)
    doc = Document("draft", "draft.md", draft)
    first = reviewer.review(doc, workers=2)
    started: list[int] = []
    monkeypatch.setattr(parallel, "check_claims", lambda *args: started.append(1))
    again = reviewer.review(doc, workers=2)
    assert started == [] and again.to_dict() == first.to_dict()


def test_quoted_claims_go_together_first_and_the_others_in_short_runs() -> None:
    from evidencedesk.model import Claim

    texts = [f'The filing says "sales rose {n}%".' if n % 20 == 0 else f"Sales rose {n}%." for n in range(400)]
    claims = [Claim(n + 1, 0, len(t), t) for n, t in enumerate(texts)]
    runs = parallel._runs(claims, 2)
    assert runs[0] == [n for n in range(400) if n % 20 == 0]  # one worker prepares the sources for quotations
    assert sorted(at for run in runs for at in run) == list(range(400))
    short = -(-400 // (2 * parallel.SHORT_RUNS_PER_WORKER))
    assert all(len(run) <= short for run in runs[1:])  # the last runs to finish keep a core idle briefly
    assert len(runs[1:]) > 2 * parallel.RUNS_PER_WORKER


def test_the_collector_is_paused_while_reviews_run_and_on_again_after_the_last() -> None:
    import gc
    import threading

    from evidencedesk.engine import collector_paused

    sources, draft = synthetic.corpus(12, 8_000, 3, file_bytes=4_000)
    reviewer = Reviewer(make_sources(sources), reuse=False)
    seen = []
    reviewer_check = reviewer.check_claim
    reviewer.check_claim = lambda claim: (seen.append(gc.isenabled()), reviewer_check(claim))[1]
    assert gc.isenabled()
    reviewer.review(Document("draft", "draft.md", draft), keep=False)
    assert seen and not any(seen) and gc.isenabled()
    # what the review made is handed to the collector as old objects: nothing is left frozen
    assert gc.get_freeze_count() == 0
    # overlapping pauses (two reviews on two threads): on again only when the last ends
    first, second = threading.Event(), threading.Event()

    def hold() -> None:
        with collector_paused():
            first.set()
            second.wait(5)

    thread = threading.Thread(target=hold)
    thread.start()
    first.wait(5)
    with collector_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()  # the other is still running
    second.set()
    thread.join()
    assert gc.isenabled()
    # under a freeze in place, what the pause made stays frozen for that freeze's owner to thaw
    with parallel.gc_frozen():
        with collector_paused():
            made = [[n] for n in range(1000)]
        assert gc.get_freeze_count() >= len(made)
    assert gc.get_freeze_count() == 0
    # a collector the caller had turned off stays off
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
