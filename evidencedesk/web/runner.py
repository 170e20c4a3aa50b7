"""Turn stored inputs into a Review by running the engine, with a small in-memory cache.

Nothing but the inputs is ever read from disk: the labels on the page are always the ones the engine
computes now for this draft and these sources. The cache keeps, per review, the engine's ``Reviewer``
(its sources indexed once) and the latest revision's Review. Editing the draft makes a new revision; only
the claims whose wording or context changed go back through the engine, the others keep the verdict the
engine gave them moments ago (the same inputs give the same verdict), so re-checking an edit is instant.

The sources' index is also kept on disk, in the data folder's ``index`` folder (the engine's index
cache: keyed by the sources' exact content and the engine's code, checked before it is read), so a
review opened after the server restarts, or a new review of the same sources, is not indexed again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from .. import __version__
from ..documents import make_sources
from ..model import Claim, Document, Review, Verdict
from ..revise import VettedSuggestion, vet
from ..store import Store, StoredReview, StoredSource
from .decisions import carry_decisions

if TYPE_CHECKING:
    from ..engine import Reviewer


@dataclass(frozen=True)
class LoadedReview:
    stored: StoredReview
    review: Review
    suggestions: dict[int, VettedSuggestion]  # claim id -> its suggestion, re-checked by the engine


def draft_document(stored: StoredReview) -> Document:
    return Document(id="draft", name=stored.draft_name, text=stored.draft_text)


INDEX_FOLDER = "index"  # in the data folder: the sources' indexes, kept for the next review of them


def new_reviewer(sources: Sequence[StoredSource], index_dir: Path | None = None) -> Reviewer:
    """The engine with these sources indexed (read back from ``index_dir`` when it holds them). Raises
    the engine's InputError for unusable sources."""
    from ..engine import Reviewer  # imported on first use: the engine is the heavy part

    return Reviewer(make_sources({source.name: source.text for source in sources}), cache_dir=index_dir)


def _claim_key(claim: Claim) -> tuple[str, str | None, str | None]:
    return claim.text, claim.context, claim.context_reason


def rereview(reviewer: Reviewer, previous: Review | None, draft: Document) -> Review:
    """The engine's review of ``draft``, re-checking only claims that ``previous`` did not already hold."""
    from ..documents import InputError
    from ..engine import split_claims

    if previous is None:
        return reviewer.review(draft)
    if not draft.text.strip():
        raise InputError("the draft is empty")
    known = {_claim_key(v.claim): v for v in previous.verdicts}
    claims, skipped = split_claims(draft)
    verdicts: list[Verdict] = []
    for claim in claims:
        old = known.get(_claim_key(claim))
        verdicts.append(replace(old, claim=claim) if old is not None else reviewer.check_claim(claim))
    return Review(draft, reviewer.sources, tuple(verdicts), tuple(skipped), __version__)


def vet_suggestions(reviewer: Reviewer, review: Review, previous: LoadedReview | None) -> dict[int, VettedSuggestion]:
    """Each claim's suggestion re-checked by the engine (reusing the previous revision's where unchanged)."""
    known = {}
    if previous is not None:
        known = {
            (_claim_key(v.claim), previous.suggestions[v.claim.id].suggestion.text): previous.suggestions[v.claim.id]
            for v in previous.review.verdicts
            if v.claim.id in previous.suggestions
        }
    vetted = {}
    for v in review.verdicts:
        if v.suggestion is None:
            continue
        old = known.get((_claim_key(v.claim), v.suggestion.text))
        checked = old if old is not None else vet(reviewer, v)
        if checked is not None:
            vetted[v.claim.id] = checked
    return vetted


@dataclass
class _Entry:
    reviewer: Reviewer
    loaded: LoadedReview


class ReviewRunner:
    """Reviews by id: inputs from the store, verdicts from the engine, the last few kept in memory."""

    def __init__(self, store: Store, cache_size: int = 16) -> None:
        self.store = store
        self.index_dir = store.data_dir / INDEX_FOLDER
        self.cache_size = max(1, cache_size)
        self._cache: OrderedDict[str, _Entry] = OrderedDict()
        self._lock = threading.Lock()  # guards the cache
        self._writing = threading.Lock()  # one revision at a time, so two edits never fork a review

    def create(
        self, draft_name: str, draft_text: str, sources: list[StoredSource], review_id: str | None = None
    ) -> LoadedReview:
        """Review new inputs, then keep them. Raises the engine's InputError before storing anything."""
        reviewer = new_reviewer(sources, self.index_dir)
        review = reviewer.review(Document(id="draft", name=draft_name, text=draft_text))
        stored = self.store.add(draft_name, draft_text, sources, review_id=review_id)
        return self._keep(reviewer, stored, review, None)

    def get(self, review_id: str) -> LoadedReview | None:
        with self._lock:
            entry = self._cache.get(review_id)
        head = self.store.head(review_id)
        if head is None:
            self.forget(review_id)
            return None
        revision, title = head
        if entry is not None and entry.loaded.stored.revision == revision:
            if entry.loaded.stored.title != title:  # renamed: same verdicts, new title
                entry.loaded = replace(entry.loaded, stored=replace(entry.loaded.stored, title=title))
            with self._lock:
                if review_id in self._cache:  # another request may have evicted it meanwhile
                    self._cache.move_to_end(review_id)
            return entry.loaded
        stored = self.store.get(review_id)
        if stored is None:
            return None
        reviewer = entry.reviewer if entry is not None else new_reviewer(stored.sources, self.index_dir)
        return self._keep(reviewer, stored, reviewer.review(draft_document(stored)), None)

    def revise(self, review_id: str, draft_text: str, reason: str) -> LoadedReview | None:
        """Make ``draft_text`` the review's next revision, carrying over the decisions that still hold.
        Raises the engine's InputError (an empty draft) before storing anything."""
        with self._writing:
            current = self.get(review_id)
            if current is None:
                return None
            with self._lock:
                entry = self._cache.get(review_id)  # evicted meanwhile by other reviews: index again
            reviewer = entry.reviewer if entry is not None else new_reviewer(current.stored.sources, self.index_dir)
            draft = replace(draft_document(current.stored), text=draft_text)
            review = rereview(reviewer, current.review, draft)
            decisions = self.store.decisions(review_id, current.stored.revision)
            carried = carry_decisions(current.review, review, decisions)
            number = self.store.add_revision(review_id, draft_text, reason, carried, review.summary)
            stored = replace(current.stored, draft_text=draft_text, revision=number)
            return self._keep(reviewer, stored, review, current, recorded=True)

    def forget(self, review_id: str) -> None:
        with self._lock:
            self._cache.pop(review_id, None)

    def _keep(
        self,
        reviewer: Reviewer,
        stored: StoredReview,
        review: Review,
        previous: LoadedReview | None,
        recorded: bool = False,
    ) -> LoadedReview:
        loaded = LoadedReview(stored, review, vet_suggestions(reviewer, review, previous))
        if not recorded:
            self.store.record_summary(stored.id, stored.revision, review.summary)
        with self._lock:
            self._cache[stored.id] = _Entry(reviewer, loaded)
            self._cache.move_to_end(stored.id)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return loaded
