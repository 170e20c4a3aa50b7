"""The SQLite store keeps the inputs of each review and nothing the engine computes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from evidencedesk.store import Store, StoredSource, default_data_dir


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
