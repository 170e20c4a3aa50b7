"""Turn stored inputs into a Review by running the engine, with a small in-memory cache.

Nothing but the inputs is ever read from disk: the labels on the page are always the ones the engine
computes now for this draft and these sources. The cache only saves recomputing while an editor moves
from claim to claim; it is keyed by review id, whose inputs never change once stored.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from ..documents import make_sources
from ..model import Document, Review
from ..store import Store, StoredReview, StoredSource


@dataclass(frozen=True)
class LoadedReview:
    stored: StoredReview
    review: Review


def run_engine(stored: StoredReview) -> Review:
    """The engine's review of stored inputs."""
    from ..engine import review_documents  # imported on first use: the engine is the heavy part

    draft = Document(id="draft", name=stored.draft_name, text=stored.draft_text)
    sources = make_sources({source.name: source.text for source in stored.sources})
    return review_documents(draft, sources)


class ReviewRunner:
    """Reviews by id: inputs from the store, verdicts from the engine, the last few kept in memory."""

    def __init__(self, store: Store, cache_size: int = 16) -> None:
        self.store = store
        self.cache_size = max(1, cache_size)
        self._cache: OrderedDict[str, LoadedReview] = OrderedDict()
        self._lock = threading.Lock()

    def create(
        self, draft_name: str, draft_text: str, sources: list[StoredSource], review_id: str | None = None
    ) -> LoadedReview:
        """Review new inputs, then keep them. Raises the engine's InputError before storing anything."""
        probe = StoredReview(id="", created="", draft_name=draft_name, draft_text=draft_text, sources=tuple(sources))
        review = run_engine(probe)
        stored = self.store.add(draft_name, draft_text, sources, review_id=review_id)
        loaded = LoadedReview(stored, review)
        self._remember(loaded)
        return loaded

    def get(self, review_id: str) -> LoadedReview | None:
        with self._lock:
            loaded = self._cache.get(review_id)
            if loaded is not None:
                self._cache.move_to_end(review_id)
                return loaded
        stored = self.store.get(review_id)
        if stored is None:
            return None
        loaded = LoadedReview(stored, run_engine(stored))
        self._remember(loaded)
        return loaded

    def _remember(self, loaded: LoadedReview) -> None:
        with self._lock:
            self._cache[loaded.stored.id] = loaded
            self._cache.move_to_end(loaded.stored.id)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
