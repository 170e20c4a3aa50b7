"""The review cache under eviction: a review pushed out of the cache by others is read back and can still
be revised (the waitress threads of `serve` share one runner)."""

from __future__ import annotations

import threading
from pathlib import Path

from evidencedesk.store import Store, StoredSource
from evidencedesk.web.runner import ReviewRunner

SOURCE = [StoredSource("a.md", "Revenue rose 12% in 2024, and the company hired 40 staff.")]


def test_an_evicted_review_is_read_back_and_revised(tmp_path: Path) -> None:
    runner = ReviewRunner(Store(tmp_path), cache_size=1)
    first = runner.create("draft.md", "Revenue rose 12% in 2024.", SOURCE)
    runner.create("draft.md", "The company hired 40 staff.", SOURCE)  # evicts the first
    again = runner.get(first.stored.id)
    assert again is not None and [v.label.value for v in again.review.verdicts] == ["supported"]
    runner.create("draft.md", "The company hired 40 staff.", SOURCE)  # evicts it once more
    revised = runner.revise(first.stored.id, "Revenue rose 15% in 2024.", "edited")
    assert revised is not None and revised.review.verdicts[0].label.value != "supported"


def test_concurrent_reads_while_the_cache_turns_over_raise_nothing(tmp_path: Path) -> None:
    runner = ReviewRunner(Store(tmp_path), cache_size=1)
    ids = [runner.create("draft.md", f"The company hired {n} staff.", SOURCE).stored.id for n in (40, 41, 42)]
    errors: list[BaseException] = []

    def read(review_id: str) -> None:
        try:
            for _ in range(15):
                assert runner.get(review_id) is not None
        except BaseException as exc:  # recorded for the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=read, args=(i,)) for i in ids for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_a_restarted_server_reads_the_sources_index_from_its_data_folder(tmp_path: Path, monkeypatch) -> None:
    from evidencedesk import indexcache, retrieve

    indexcache.forget()
    first = ReviewRunner(Store(tmp_path)).create("draft.md", "Revenue rose 12% in 2024.", SOURCE)
    assert list((tmp_path / "index").glob("*.index"))
    indexcache.forget()  # a new process: nothing in memory

    def no_indexing(self, sources):  # the sources must not be indexed again
        raise AssertionError("indexed again")

    monkeypatch.setattr(retrieve.Corpus, "__init__", no_indexing)
    restarted = ReviewRunner(Store(tmp_path))
    again = restarted.get(first.stored.id)
    assert again is not None and [v.label.value for v in again.review.verdicts] == ["supported"]
    other = restarted.create("other.md", "The company hired 40 staff.", SOURCE)
    assert [v.label.value for v in other.review.verdicts] == ["supported"]
    indexcache.forget()
