"""The SQLite store keeps the inputs of each review, its revisions and the editor's decisions, and nothing
the engine computes but the label counts for the list; its schema upgrades in place."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from evidencedesk.store import (
    MAX_NOTE_CHARS,
    SCHEMA_VERSION,
    Decision,
    DecisionConflict,
    Store,
    StoredSource,
    StoreError,
    default_data_dir,
)


def test_inputs_round_trip_in_order(tmp_path: Path) -> None:
    store = Store(tmp_path)
    sources = [StoredSource("b.md", "Second source."), StoredSource("a.md", "First — with “quotes” and é.")]
    stored = store.add("draft.md", "The draft text.\n", sources)
    again = Store(tmp_path).get(stored.id)
    assert again == stored
    assert [s.name for s in again.sources] == ["b.md", "a.md"]


def test_unknown_id_is_none(tmp_path: Path) -> None:
    assert Store(tmp_path).get("missing") is None


def test_ids_are_distinct_and_not_sequential(tmp_path: Path) -> None:
    store = Store(tmp_path)
    ids = {store.add("d", "text", [StoredSource("s", "t")]).id for _ in range(20)}
    assert len(ids) == 20 and all(len(i) >= 12 for i in ids)


def test_an_explicit_id_replaces_what_it_held(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.add("old", "old draft", [StoredSource("s1", "a"), StoredSource("s2", "b")], review_id="fixed")
    store.add("new", "new draft", [StoredSource("s3", "c")], review_id="fixed")
    stored = store.get("fixed")
    assert stored is not None and stored.draft_name == "new" and [s.name for s in stored.sources] == ["s3"]


def test_recent_lists_newest_first_with_source_counts(tmp_path: Path) -> None:
    store = Store(tmp_path)
    first = store.add("first", "x", [StoredSource("s", "t")])
    second = store.add("second", "y", [StoredSource("s", "t"), StoredSource("u", "v")])
    listing = store.recent()
    assert [(r.id, r.source_count) for r in listing] == [(second.id, 2), (first.id, 1)]


def test_only_inputs_are_stored(tmp_path: Path) -> None:
    Store(tmp_path).add("d", "text", [StoredSource("s", "t")])
    with sqlite3.connect(tmp_path / "reviews.sqlite3") as conn:
        columns = {row[1] for table in ("reviews", "sources") for row in conn.execute(f"PRAGMA table_info({table})")}
    assert not columns & {"label", "verdict", "score", "result"}


def test_default_data_dir_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_data_dir() == tmp_path / "evidencedesk"


V1_SCHEMA = """
CREATE TABLE reviews (id TEXT PRIMARY KEY, created TEXT NOT NULL, draft_name TEXT NOT NULL, draft_text TEXT NOT NULL);
CREATE TABLE sources (review_id TEXT NOT NULL REFERENCES reviews(id) ON DELETE CASCADE, position INTEGER NOT NULL,
    name TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (review_id, position));
"""


def test_a_data_folder_from_before_decisions_is_upgraded_in_place(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "reviews.sqlite3") as conn:
        conn.executescript(V1_SCHEMA)
        conn.execute("INSERT INTO reviews VALUES ('old', '2026-01-01T00:00:00+00:00', 'notes.md', 'Old draft.')")
        conn.execute("INSERT INTO sources VALUES ('old', 0, 's.md', 'Source.')")
    store = Store(tmp_path)
    stored = store.get("old")
    assert stored is not None and stored.title == "notes.md" and stored.revision == 1
    assert stored.draft_text == "Old draft." and stored.sources == (StoredSource("s.md", "Source."),)
    with sqlite3.connect(tmp_path / "reviews.sqlite3") as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    Store(tmp_path)  # opening again runs no migration twice
    assert store.decide("old", 1, 1, "dismissed", "fine", "fp") is not None


def test_a_newer_schema_is_refused_untouched(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "reviews.sqlite3") as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreError, match="newer evidencedesk"):
        Store(tmp_path)


def test_decisions_round_trip_undo_and_log(tmp_path: Path) -> None:
    store = Store(tmp_path)
    review = store.add("d", "text", [StoredSource("s", "t")])
    saved = store.decide(review.id, 1, 3, "dismissed", "by phone", "fp3")
    assert saved is not None and saved.log_id > 0
    assert Store(tmp_path).decisions(review.id, 1) == {3: saved}
    assert store.decide(review.id, 1, 3, "open", "", "fp3", seen=saved.log_id) is None
    assert store.decisions(review.id, 1) == {}
    assert [(c, s, n) for _, c, s, n, _ in store.decision_log(review.id)] == [
        (3, "dismissed", "by phone"),
        (3, "open", ""),
    ]


def test_a_decision_seen_out_of_date_is_refused(tmp_path: Path) -> None:
    store = Store(tmp_path)
    review = store.add("d", "text", [StoredSource("s", "t")])
    first = store.decide(review.id, 1, 1, "accepted", "", "fp", seen=0)
    with pytest.raises(DecisionConflict) as refused:
        store.decide(review.id, 1, 1, "dismissed", "", "fp", seen=0)
    assert refused.value.current == first and store.decisions(review.id, 1) == {1: first}


def test_notes_and_titles_are_checked(tmp_path: Path) -> None:
    store = Store(tmp_path)
    review = store.add("d", "text", [StoredSource("s", "t")])
    with pytest.raises(StoreError, match="characters"):
        store.decide(review.id, 1, 1, "dismissed", "x" * (MAX_NOTE_CHARS + 1), "fp")
    with pytest.raises(StoreError, match="needs a title"):
        store.rename(review.id, " \n ")
    assert store.rename(review.id, "  A   title ") == "A title" and store.head(review.id) == (1, "A title")
    with pytest.raises(StoreError, match="no such review"):
        store.rename("missing", "x")


def test_revisions_carry_decisions_and_deleting_removes_everything(tmp_path: Path) -> None:
    store = Store(tmp_path)
    review = store.add("d", "first text", [StoredSource("s", "t")])
    kept = store.decide(review.id, 1, 1, "fixed", "", "fp1")
    stale = Decision("accepted", "old", "2026-01-01T00:00:00+00:00", "fp2", stale=True, log_id=99)
    assert store.add_revision(review.id, "second text", "edited", {1: kept, 2: stale}) == 2
    second = store.get(review.id)
    assert second is not None and second.revision == 2 and second.draft_text == "second text"
    assert store.decisions(review.id, 2) == {1: kept, 2: stale}
    with pytest.raises(StoreError, match="edited since"):
        store.decide(review.id, 1, 1, "open", "", "fp1")
    store.record_summary(review.id, 2, {"supported": 1, "mismatch": 2, "insufficient": 0})
    (listing,) = store.recent()
    assert (listing.revision, listing.claims, listing.counts["mismatch"], listing.decided) == (2, 3, 2, 1)
    assert store.delete(review.id) and not store.delete(review.id)
    with sqlite3.connect(tmp_path / "reviews.sqlite3") as conn:
        for table in ("revisions", "decisions", "decision_log", "sources"):
            assert conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] == 0


def test_concurrent_decisions_on_one_claim_save_exactly_one(tmp_path: Path) -> None:
    """Two tabs sending at the same moment, both having seen the claim undecided."""
    from concurrent.futures import ThreadPoolExecutor

    store = Store(tmp_path)
    review = store.add("d", "text", [StoredSource("s", "t")])

    def attempt(state: str) -> str:
        try:
            store.decide(review.id, 1, 1, state, state, "fp", seen=0)
        except DecisionConflict:
            return "conflict"
        return "saved"

    states = ["accepted", "dismissed", "fixed", "accepted", "dismissed", "fixed"]
    with ThreadPoolExecutor(max_workers=len(states)) as pool:
        outcomes = list(pool.map(attempt, states))
    assert outcomes.count("saved") == 1
    (kept,) = store.decisions(review.id, 1).values()
    assert [s for s, o in zip(states, outcomes, strict=True) if o == "saved"] == [kept.state]
    assert len(store.decision_log(review.id)) == 1
