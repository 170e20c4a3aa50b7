"""SQLite persistence of reviews: what each was made from, its revisions, and the editor's decisions.

The store keeps the *inputs* of a review (the draft as each revision left it, and the sources) and what
only the editor can say (a decision and a note on a claim). Verdicts are never read back from here:
whenever a review page is shown the engine recomputes them from these inputs, so the page can never show
a label the engine would not produce today. The one computed thing kept is each revision's count of
claims per label, so the start page can list many reviews without running the engine on each.

Durability: the database runs in WAL mode with ``synchronous = FULL``, and every write is one
transaction committed before the call returns, so a decision whose response reached the browser survives
the server being killed. One short-lived connection per call keeps the store safe to share between
threads. The schema is versioned with ``PRAGMA user_version`` and upgraded in place by ``MIGRATIONS``.
"""

from __future__ import annotations

import secrets
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

DB_NAME = "reviews.sqlite3"
DECISION_STATES = ("accepted", "dismissed", "fixed")  # "open" (undecided) is the absence of a decision
MAX_NOTE_CHARS = 5_000  # a note longer than a page is refused, with the reason, rather than cut
MAX_TITLE_CHARS = 200

# Each entry upgrades the schema from the version before it; the list index + 1 is the new version.
MIGRATIONS: tuple[str, ...] = (
    # 1: the inputs of a review
    """
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
    """,
    # 2: titles, revisions of the draft, decisions on claims and a log of every decision ever made
    """
    ALTER TABLE reviews ADD COLUMN title TEXT NOT NULL DEFAULT '';
    UPDATE reviews SET title = draft_name;
    CREATE TABLE revisions (
        review_id    TEXT NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        number       INTEGER NOT NULL,
        created      TEXT NOT NULL,
        draft_text   TEXT NOT NULL,
        reason       TEXT NOT NULL DEFAULT '',
        claims       INTEGER,
        supported    INTEGER,
        mismatch     INTEGER,
        insufficient INTEGER,
        PRIMARY KEY (review_id, number)
    );
    INSERT INTO revisions (review_id, number, created, draft_text, reason)
        SELECT id, 1, created, draft_text, 'first review' FROM reviews;
    CREATE TABLE decision_log (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        review_id   TEXT NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        revision    INTEGER NOT NULL,
        claim_id    INTEGER NOT NULL,
        state       TEXT NOT NULL,
        note        TEXT NOT NULL,
        at          TEXT NOT NULL
    );
    CREATE TABLE decisions (
        review_id   TEXT NOT NULL,
        revision    INTEGER NOT NULL,
        claim_id    INTEGER NOT NULL,
        state       TEXT NOT NULL,
        note        TEXT NOT NULL,
        at          TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        stale       INTEGER NOT NULL DEFAULT 0,
        log_id      INTEGER NOT NULL,
        PRIMARY KEY (review_id, revision, claim_id),
        FOREIGN KEY (review_id, revision) REFERENCES revisions(review_id, number) ON DELETE CASCADE
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


class StoreError(Exception):
    """A write the store refused; the message is meant for the editor and nothing was changed."""


class DecisionConflict(StoreError):
    """The claim was decided elsewhere (another tab) after the form was shown; ``current`` is what holds."""

    def __init__(self, message: str, current: Decision | None) -> None:
        super().__init__(message)
        self.current = current


@dataclass(frozen=True)
class StoredSource:
    name: str
    text: str


@dataclass(frozen=True)
class StoredReview:
    """The inputs of one review at its latest revision, exactly as the editor gave or edited them."""

    id: str
    created: str  # ISO 8601, UTC
    draft_name: str
    draft_text: str  # the draft as the latest revision has it
    sources: tuple[StoredSource, ...]
    title: str = ""  # the draft's file name until the editor renames the review
    revision: int = 1


@dataclass(frozen=True)
class Decision:
    """What the editor said about one claim of one revision.

    ``stale`` marks a decision made on an earlier wording of the claim: it is shown for reference, never
    counted as a decision on the claim as it now reads. ``log_id`` identifies this exact decision, so a
    form can say which decision it saw (two tabs deciding the same claim)."""

    state: str
    note: str
    at: str
    fingerprint: str
    stale: bool = False
    log_id: int = 0

    def to_dict(self) -> dict[str, str]:
        return {"state": self.state, "note": self.note, "at": self.at}


@dataclass(frozen=True)
class ReviewListing:
    """One line of the list of saved reviews on the start page."""

    id: str
    created: str
    title: str
    source_count: int
    revision: int
    updated: str
    claims: int | None  # None until the revision has been reviewed
    counts: dict[str, int]  # label value -> claims, as recorded for the latest revision
    decided: int

    @property
    def decided_share(self) -> float | None:
        return self.decided / self.claims if self.claims else None


def default_data_dir() -> Path:
    """The per-user data folder (XDG on Linux, Application Support on macOS, AppData on Windows)."""
    return Path(platformdirs.user_data_dir("evidencedesk", appauthor=False))


def new_review_id() -> str:
    """A short id that cannot be guessed from another one."""
    return secrets.token_urlsafe(9)


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the schema up to ``SCHEMA_VERSION``, one migration per transaction; returns the old version."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"this data folder was written by a newer evidencedesk (schema {version}, this one knows "
            f"{SCHEMA_VERSION}); upgrade evidencedesk or choose another --data-dir"
        )
    for number in range(version + 1, SCHEMA_VERSION + 1):
        conn.executescript(f"BEGIN;\n{MIGRATIONS[number - 1]}\nPRAGMA user_version = {number};\nCOMMIT;")
    return version


def check_note(note: str) -> str:
    if len(note) > MAX_NOTE_CHARS:
        raise StoreError(
            f"The note is {len(note):,} characters; a note may be up to {MAX_NOTE_CHARS:,}. "
            "Nothing was saved: shorten it and save again."
        )
    return note


def check_title(title: str) -> str:
    title = " ".join(title.split())
    if not title:
        raise StoreError("A review needs a title; the old one was kept.")
    if len(title) > MAX_TITLE_CHARS:
        raise StoreError(f"A title may be up to {MAX_TITLE_CHARS} characters; the old one was kept.")
    return title


class Store:
    """The reviews kept in ``<data_dir>/reviews.sqlite3``."""

    def __init__(self, data_dir: str | Path) -> None:
        self.data_dir = Path(data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.path = self.data_dir / DB_NAME
        with closing(sqlite3.connect(self.path, timeout=10, isolation_level=None)) as conn:
            conn.execute("PRAGMA journal_mode = WAL")
            migrate(conn)

    @contextmanager
    def _connect(self, write: bool = False) -> Iterator[sqlite3.Connection]:
        """One connection, one transaction: commits on success, rolls back on error. A write takes the
        write lock before its first read, so what it checks (the latest revision, the decision a form
        saw) cannot change under it before it commits."""
        with closing(sqlite3.connect(self.path, timeout=10)) as conn:
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA synchronous = FULL")
            with conn:
                if write:
                    conn.execute("BEGIN IMMEDIATE")
                yield conn

    # ---------- reviews ----------

    def add(
        self,
        draft_name: str,
        draft_text: str,
        sources: Sequence[StoredSource],
        review_id: str | None = None,
        title: str | None = None,
    ) -> StoredReview:
        """Keep a review's inputs under a new id; an explicit ``review_id`` replaces what it held."""
        review_id = review_id or new_review_id()
        created = now()
        title = title or draft_name
        with self._connect(write=True) as conn:
            conn.execute("DELETE FROM reviews WHERE id = ?", (review_id,))
            conn.execute(
                "INSERT INTO reviews (id, created, draft_name, draft_text, title) VALUES (?, ?, ?, ?, ?)",
                (review_id, created, draft_name, draft_text, title),
            )
            conn.executemany(
                "INSERT INTO sources (review_id, position, name, text) VALUES (?, ?, ?, ?)",
                [(review_id, i, s.name, s.text) for i, s in enumerate(sources)],
            )
            conn.execute(
                "INSERT INTO revisions (review_id, number, created, draft_text, reason) VALUES (?, 1, ?, ?, ?)",
                (review_id, created, draft_text, "first review"),
            )
        return StoredReview(review_id, created, draft_name, draft_text, tuple(sources), title, 1)

    def get(self, review_id: str) -> StoredReview | None:
        with self._connect() as conn:
            row = conn.execute(
                """SELECT r.id, r.created, r.draft_name, v.draft_text, r.title, v.number
                   FROM reviews r JOIN revisions v ON v.review_id = r.id
                   WHERE r.id = ? ORDER BY v.number DESC LIMIT 1""",
                (review_id,),
            ).fetchone()
            if row is None:
                return None
            sources = conn.execute(
                "SELECT name, text FROM sources WHERE review_id = ? ORDER BY position", (review_id,)
            ).fetchall()
        review_id, created, draft_name, draft_text, title, revision = row
        return StoredReview(
            review_id, created, draft_name, draft_text, tuple(StoredSource(*s) for s in sources), title, revision
        )

    def head(self, review_id: str) -> tuple[int, str] | None:
        """(latest revision number, title) without reading any text: enough to tell whether a cached
        review is still current."""
        with self._connect() as conn:
            row = conn.execute(
                """SELECT MAX(v.number), r.title FROM reviews r JOIN revisions v ON v.review_id = r.id
                   WHERE r.id = ? GROUP BY r.id""",
                (review_id,),
            ).fetchone()
        return (row[0], row[1]) if row else None

    def rename(self, review_id: str, title: str) -> str:
        title = check_title(title)
        with self._connect(write=True) as conn:
            if conn.execute("UPDATE reviews SET title = ? WHERE id = ?", (title, review_id)).rowcount == 0:
                raise StoreError("There is no such review any more; nothing was renamed.")
        return title

    def delete(self, review_id: str) -> bool:
        """Remove a review with its revisions and decisions; False if it was already gone."""
        with self._connect(write=True) as conn:
            conn.execute("DELETE FROM decisions WHERE review_id = ?", (review_id,))
            return conn.execute("DELETE FROM reviews WHERE id = ?", (review_id,)).rowcount > 0

    def recent(self, limit: int = 50) -> list[ReviewListing]:
        """Saved reviews, most recently changed first, with the counts of their latest revision."""
        with self._connect() as conn:
            rows = conn.execute(
                """SELECT r.id, r.created, r.title,
                          (SELECT COUNT(*) FROM sources s WHERE s.review_id = r.id),
                          v.number, v.created, v.claims, v.supported, v.mismatch, v.insufficient,
                          (SELECT COUNT(*) FROM decisions d
                            WHERE d.review_id = r.id AND d.revision = v.number AND d.stale = 0)
                   FROM reviews r JOIN revisions v ON v.review_id = r.id
                   WHERE v.number = (SELECT MAX(number) FROM revisions WHERE review_id = r.id)
                   ORDER BY v.created DESC, r.rowid DESC LIMIT ?""",
                (limit,),
            ).fetchall()
        return [
            ReviewListing(
                id=row[0],
                created=row[1],
                title=row[2],
                source_count=row[3],
                revision=row[4],
                updated=row[5],
                claims=row[6],
                counts={"supported": row[7] or 0, "mismatch": row[8] or 0, "insufficient": row[9] or 0},
                decided=row[10],
            )
            for row in rows
        ]

    # ---------- revisions ----------

    def add_revision(
        self,
        review_id: str,
        draft_text: str,
        reason: str,
        carried: Mapping[int, Decision],
        counts: Mapping[str, int] | None = None,
    ) -> int:
        """A new revision of the draft, with the decisions carried over to its claims (claim id ->
        decision, stale or not) and its label counts, in one transaction; returns its number."""
        created = now()
        with self._connect(write=True) as conn:
            row = conn.execute("SELECT MAX(number) FROM revisions WHERE review_id = ?", (review_id,)).fetchone()
            if row is None or row[0] is None:
                raise StoreError("There is no such review any more; the edit was not saved.")
            number = row[0] + 1
            conn.execute(
                "INSERT INTO revisions (review_id, number, created, draft_text, reason) VALUES (?, ?, ?, ?, ?)",
                (review_id, number, created, draft_text, reason),
            )
            conn.executemany(
                """INSERT INTO decisions (review_id, revision, claim_id, state, note, at, fingerprint, stale, log_id)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                [
                    (review_id, number, claim_id, d.state, d.note, d.at, d.fingerprint, int(d.stale), d.log_id)
                    for claim_id, d in carried.items()
                ],
            )
            if counts is not None:
                self._record_summary(conn, review_id, number, counts)
        return number

    def record_summary(self, review_id: str, revision: int, counts: Mapping[str, int]) -> None:
        """Remember how many claims of a revision got each label, for the list of saved reviews."""
        with self._connect(write=True) as conn:
            self._record_summary(conn, review_id, revision, counts)

    @staticmethod
    def _record_summary(conn: sqlite3.Connection, review_id: str, revision: int, counts: Mapping[str, int]) -> None:
        conn.execute(
            """UPDATE revisions SET claims = ?, supported = ?, mismatch = ?, insufficient = ?
               WHERE review_id = ? AND number = ?""",
            (
                sum(counts.values()),
                counts.get("supported", 0),
                counts.get("mismatch", 0),
                counts.get("insufficient", 0),
                review_id,
                revision,
            ),
        )

    # ---------- decisions ----------

    def decisions(self, review_id: str, revision: int) -> dict[int, Decision]:
        """claim id -> its decision (fresh or stale) in one revision; undecided claims are absent."""
        with self._connect() as conn:
            rows = conn.execute(
                """SELECT claim_id, state, note, at, fingerprint, stale, log_id FROM decisions
                   WHERE review_id = ? AND revision = ?""",
                (review_id, revision),
            ).fetchall()
        return {row[0]: Decision(row[1], row[2], row[3], row[4], bool(row[5]), row[6]) for row in rows}

    def decide(
        self,
        review_id: str,
        revision: int,
        claim_id: int,
        state: str,
        note: str,
        fingerprint: str,
        seen: int | None = None,
    ) -> Decision | None:
        """Record a decision on a claim ("open" takes it back) and return what now holds.

        ``seen`` is the ``log_id`` of the decision the editor's form showed (0 for none); when another
        decision was saved since, nothing is written and DecisionConflict says what holds. Every decision,
        including a taken-back one, is also appended to the log, so none is ever lost."""
        if state != "open" and state not in DECISION_STATES:
            raise StoreError(f"Unknown decision {state!r}; nothing was saved.")
        note = check_note(note)
        at = now()
        with self._connect(write=True) as conn:
            latest = conn.execute("SELECT MAX(number) FROM revisions WHERE review_id = ?", (review_id,)).fetchone()[0]
            if latest is None:
                raise StoreError("There is no such review any more; nothing was saved.")
            if revision != latest:
                raise StoreError(
                    "The draft was edited since this page was shown, so this claim may read differently now. "
                    "Nothing was saved: reload the page and decide again."
                )
            row = conn.execute(
                """SELECT state, note, at, fingerprint, stale, log_id FROM decisions
                   WHERE review_id = ? AND revision = ? AND claim_id = ?""",
                (review_id, revision, claim_id),
            ).fetchone()
            current = Decision(row[0], row[1], row[2], row[3], bool(row[4]), row[5]) if row else None
            if seen is not None and seen != (current.log_id if current else 0):
                raise DecisionConflict(
                    "This claim was decided in another window after this one was shown, so your choice was "
                    "not saved. What holds now is shown below; choose again if you disagree.",
                    current,
                )
            log_id = conn.execute(
                "INSERT INTO decision_log (review_id, revision, claim_id, state, note, at) VALUES (?, ?, ?, ?, ?, ?)",
                (review_id, revision, claim_id, state, note, at),
            ).lastrowid
            assert log_id is not None
            conn.execute(
                "DELETE FROM decisions WHERE review_id = ? AND revision = ? AND claim_id = ?",
                (review_id, revision, claim_id),
            )
            if state == "open":
                return None
            conn.execute(
                """INSERT INTO decisions (review_id, revision, claim_id, state, note, at, fingerprint, stale, log_id)
                   VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)""",
                (review_id, revision, claim_id, state, note, at, fingerprint, log_id),
            )
        return Decision(state, note, at, fingerprint, False, log_id)

    def decision_log(self, review_id: str) -> list[tuple[int, int, str, str, str]]:
        """Every decision made on a review, oldest first: (revision, claim id, state, note, at)."""
        with self._connect() as conn:
            return conn.execute(
                "SELECT revision, claim_id, state, note, at FROM decision_log WHERE review_id = ? ORDER BY id",
                (review_id,),
            ).fetchall()
