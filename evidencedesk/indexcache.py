"""Sources indexed once: the index of a set of sources kept in memory and on disk for the next review.

Indexing is most of what a review of a long source set costs, and editors check drafts against the
same sources again and again. So the index is kept, keyed by the sources' exact content (every id, name
and text) and by the engine that built it (its version and a fingerprint of its code and lexicon, so
an upgraded engine never reads an index an older one wrote). It holds the verdicts of the claims checked
against the sources, so a second check of a draft redoes only the claims that changed, and the passage
figures and analyses reviews in this process worked out (those of forked workers stay with them).

On disk an entry is a header (a magic line, the key) and a SHA-256 of the payload, then the payload.
The payload is a pickle, read back only from the cache folder this module writes and only once its
checksum matches: a truncated, corrupt or stale entry is refused and the index rebuilt, never trusted.
Writes go to a temporary file renamed into place, so a reader never sees half an entry.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
import threading
import weakref
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from . import __version__
from .model import Document
from .retrieve import Corpus

MAGIC = b"evidencedesk-index 1\n"
DISK_ENTRIES = 8  # indexes kept on disk, the most recently written first
MEMORY_ENTRIES = 2  # indexes kept in memory; one 20 MB source set takes tens of megabytes
_memory: OrderedDict[str, Corpus] = OrderedDict()
_lock = threading.Lock()
_written: weakref.WeakKeyDictionary[Corpus, tuple[Path, str, int]] = weakref.WeakKeyDictionary()


@lru_cache(maxsize=1)
def engine_fingerprint() -> str:
    """The engine version and a hash of the code and lexicon files that decide what the index holds."""
    root = Path(__file__).parent
    digest = hashlib.sha256(__version__.encode())
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix in {".py", ".txt", ".tsv", ".json"} and "bench" not in path.parts:
            digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def sources_key(sources: Sequence[Document]) -> str:
    """A key that changes when any source's id, name or text changes, or the engine does."""
    digest = hashlib.sha256(engine_fingerprint().encode())
    for doc in sources:
        for part in (doc.id, doc.name, doc.text):
            data = part.encode("utf-8", "surrogatepass")
            digest.update(len(data).to_bytes(8, "little") + data)
    return digest.hexdigest()


def corpus_for(sources: Sequence[Document], folder: Path | None, workers: int = 1) -> tuple[Corpus, str]:
    """The index of ``sources``, and where it came from: "memory", "disk" or "built".

    ``folder`` is the on-disk cache (None keeps the index in memory only); ``workers`` are the processes
    a new index may be built on (``Corpus``).
    """
    key = sources_key(sources)
    with _lock:
        found = _memory.get(key)
        if found is not None:
            _memory.move_to_end(key)
            return found, "memory"
    origin = "built"
    corpus = _read(folder / f"{key}.index", key, sources) if folder is not None else None
    if corpus is not None:
        origin = "disk"
    else:
        corpus = Corpus(sources, workers)
    if folder is not None:  # written by ``keep`` once a review has worked out what it needs
        _written[corpus] = (folder, key, corpus.analysed() if origin == "disk" else -1)
    with _lock:
        _memory[key] = corpus
        while len(_memory) > MEMORY_ENTRIES:
            _memory.popitem(last=False)
    return corpus, origin


def keep(corpus: Corpus) -> None:
    """Write the index to its cache folder when it is new, or when a review has worked out passage
    figures and analyses it did not hold, so the next review of these sources starts with them."""
    written = _written.get(corpus)
    if written is not None and corpus.analysed() > written[2]:
        folder, key, _ = written
        _write(folder, key, corpus)
        _written[corpus] = (folder, key, corpus.analysed())


def forget() -> None:
    """Drop the indexes kept in memory (the disk cache stays)."""
    with _lock:
        _memory.clear()


def _read(path: Path, key: str, sources: Sequence[Document]) -> Corpus | None:
    try:
        data = path.read_bytes()
    except OSError:
        return None
    header = MAGIC + key.encode() + b"\n"
    body = data[len(header) + 32 :]
    if not data.startswith(header) or hashlib.sha256(body).digest() != data[len(header) : len(header) + 32]:
        _discard(path)
        return None
    try:
        corpus = pickle.loads(body)
    except Exception:  # a payload this module wrote that no longer loads: rebuild it
        _discard(path)
        return None
    if not isinstance(corpus, Corpus):
        _discard(path)
        return None
    corpus.attach(sources)
    return corpus


def _write(folder: Path, key: str, corpus: Corpus) -> None:
    """Keep the index for the next review; a cache that cannot be written costs speed, not the review."""
    tmp: str | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        body = pickle.dumps(corpus, protocol=pickle.HIGHEST_PROTOCOL)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".index-", suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            out.write(MAGIC + key.encode() + b"\n" + hashlib.sha256(body).digest() + body)
        os.replace(tmp, folder / f"{key}.index")
        tmp = None
        entries = sorted(folder.glob("*.index"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in entries[DISK_ENTRIES:]:
            _discard(old)
    except OSError:
        if tmp is not None:
            _discard(Path(tmp))


def _discard(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
