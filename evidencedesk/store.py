"""SQLite persistence of what a review was made from: the draft and its sources, never a verdict.

The web app keeps only the *inputs* of each review. Whenever a review page is shown, the verdicts are
recomputed by the engine from these inputs (and cached in memory), so the page can never show a label
that the engine would not produce today. The standard library's sqlite3 is enough: one small file in the
data directory, one short-lived connection per call, so the store is safe to share between threads.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import sys
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

DB_NAME = "reviews.sqlite3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS reviews (
    id          TEXT PRIMARY KEY,
    created     TEXT NOT NULL,
    draft_name  TEXT NOT NULL,
    draft_text  TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sources (
    review_id   TEXT NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    name        TEXT NOT NULL,
    text        TEXT NOT NULL,
    PRIMARY KEY (review_id, position)
);
"""


@dataclass(frozen=True)
class StoredSource:
    name: str
    text: str


@dataclass(frozen=True)
class StoredReview:
    """The inputs of one review, exactly as the editor gave them."""

    id: str
    created: str  # ISO 8601, UTC
    draft_name: str
    draft_text: str
    sources: tuple[StoredSource, ...]


@dataclass(frozen=True)
class ReviewListing:
    """One line of the list of recent reviews on the start page."""

    id: str
    created: str
    draft_name: str
    source_count: int


def default_data_dir() -> Path:
    """The per-user folder for reviews: XDG on Linux, the usual places on macOS and Windows."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "evidencedesk"


def new_review_id() -> str:
    """A short id that cannot be guessed from another one."""
    return secrets.token_urlsafe(9)


class Store:
    """The reviews kept in ``<data_dir>/reviews.sqlite3``."""

    def __init__(self, data_dir: str | Path) -> None:
        self.data_dir = Path(data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.path = self.data_dir / DB_NAME
        with self._connect() as conn:
            conn.executescript(SCHEMA)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        with closing(sqlite3.connect(self.path, timeout=10)) as conn:
            conn.execute("PRAGMA foreign_keys = ON")
            with conn:  # commits on success, rolls back on error
                yield conn

    def add(
        self,
        draft_name: str,
        draft_text: str,
        sources: Sequence[StoredSource],
        review_id: str | None = None,
    ) -> StoredReview:
        """Keep a review's inputs under a new id; an explicit ``review_id`` replaces what it held."""
        review_id = review_id or new_review_id()
        created = datetime.now(UTC).isoformat(timespec="seconds")
        with self._connect() as conn:
            conn.execute("DELETE FROM reviews WHERE id = ?", (review_id,))
            conn.execute(
                "INSERT INTO reviews (id, created, draft_name, draft_text) VALUES (?, ?, ?, ?)",
                (review_id, created, draft_name, draft_text),
            )
            conn.executemany(
                "INSERT INTO sources (review_id, position, name, text) VALUES (?, ?, ?, ?)",
                [(review_id, i, s.name, s.text) for i, s in enumerate(sources)],
            )
        return StoredReview(review_id, created, draft_name, draft_text, tuple(sources))

    def get(self, review_id: str) -> StoredReview | None:
        with self._connect() as conn:
            row = conn.execute(
                "SELECT id, created, draft_name, draft_text FROM reviews WHERE id = ?", (review_id,)
            ).fetchone()
            if row is None:
                return None
            sources = conn.execute(
                "SELECT name, text FROM sources WHERE review_id = ? ORDER BY position", (review_id,)
            ).fetchall()
        return StoredReview(*row, sources=tuple(StoredSource(name, text) for name, text in sources))

    def recent(self, limit: int = 10) -> list[ReviewListing]:
        with self._connect() as conn:
            rows = conn.execute(
                """SELECT r.id, r.created, r.draft_name, COUNT(s.position)
                   FROM reviews r LEFT JOIN sources s ON s.review_id = r.id
                   GROUP BY r.id ORDER BY r.created DESC, r.rowid DESC LIMIT ?""",
                (limit,),
            ).fetchall()
        return [ReviewListing(*row) for row in rows]
