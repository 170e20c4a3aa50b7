"""The review pipeline: draft -> claims -> evidence -> checks -> verdicts.

`Reviewer` indexes a set of sources once and can then review any number of drafts or re-check a single
edited claim cheaply (the page does this when an editor rewrites a sentence). It keeps the time spent
in each stage, which `evidencedesk bench` reports.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from . import __version__, parallel, revise, verdict
from .documents import InputError, make_sources
from .indexcache import corpus_for
from .indexcache import keep as keep_index
from .model import Claim, Document, FindingKind, Label, QuoteResult, Review, Skipped, Verdict
from .retrieve import Corpus, retrieve
from .text import assertion
from .text.lang import claim_language, detect
from .text.lexicon import en
from .text.segment import Sentence, looks_like_heading, sentences
from .text.tokens import tokenize

if TYPE_CHECKING:
    from .checks import Check
    from .quotes import Sources

VERDICTS_KEPT = 20_000  # claim verdicts remembered per source set, the oldest dropped first
REFERENT_STEMS = en.GENERIC_REFERENTS | {t.rstrip("s") for t in en.GENERIC_REFERENTS}


def _checks() -> ModuleType:
    """The checks package, imported the first time a claim is checked."""
    from . import checks

    return checks


def _claim_quotes() -> Callable[[str, Sources], tuple[QuoteResult, ...]]:
    from .quotes import claim_quotes

    return claim_quotes


def _skip_reason(sentence: Sentence) -> str | None:
    """Why a sentence of the draft is not a claim ("heading", or "not a claim: " and what it lacks), or
    None. Length is no reason: "Profits doubled." is as checkable as a paragraph-long sentence."""
    if looks_like_heading(sentence):
        return "heading"
    lacking = assertion.missing(sentence.text)
    return f"not a claim: {lacking}" if lacking else None


def _leans_on_previous(text: str) -> str | None:
    """Why a claim needs its previous sentence to be understood, or None."""
    tokens = tokenize(text[:80])
    if not tokens:
        return None
    first = tokens[0].norm
    if first in en.LEANING_OPENERS:
        return f'opens with "{tokens[0].text}"'
    if (
        first in {"the", "this", "these", "that", "those"}
        and len(tokens) > 1
        and tokens[1].norm.rstrip("s") in REFERENT_STEMS
    ):
        return f'opens with "{tokens[0].text} {tokens[1].text}"'
    return None


def split_claims(draft: Document) -> tuple[list[Claim], list[Skipped]]:
    """The draft's claims, and the sentences that are not claims with the reason they were skipped."""
    claims: list[Claim] = []
    skipped: list[Skipped] = []
    previous: Sentence | None = None
    for s in sentences(draft.text):
        why = _skip_reason(s)
        if why:
            skipped.append(Skipped(s.text, s.start, s.end, why))
            if why == "heading":
                previous = None
            continue
        context = reason = None
        leaning = _leans_on_previous(s.text)
        if leaning and previous is not None:
            context = previous.text
            reason = f"{leaning}, so the previous sentence was used to find its evidence"
        claims.append(Claim(len(claims) + 1, s.start, s.end, s.text, context, reason))
        previous = s
    return claims, skipped


@dataclass(frozen=True)
class CutShort(Verdict):
    """The verdict of a suggested revision whose checks stopped at the first that found a contradiction
    (``Reviewer.check_revision``): its label (Mismatch) and evidence are the full verdict's, its results
    and reasons only those of the checks that ran. Remembered with the index for the next vetting, never
    taken for a claim's verdict."""


class Reviewer:
    """Sources indexed once; claims checked against them."""

    def __init__(
        self,
        sources: Sequence[Document],
        checks_to_run: Iterable[str] | None = None,
        *,
        reuse: bool = True,
        cache_dir: Path | None = None,
        workers: int = 1,
    ):
        """``reuse`` takes the index of the same sources from an earlier review in this process, or from
        ``cache_dir`` on disk (where a new index is also kept); ``reuse=False`` always indexes afresh.
        With ``workers`` > 1 a large source set is read on that many forked processes (the same index),
        which only a single-threaded caller may ask for."""
        if not sources:
            raise InputError("no sources given: a review needs at least one source")
        started = time.perf_counter()
        self.sources = tuple(sources)
        if reuse:
            self.corpus, self.index_origin = corpus_for(self.sources, cache_dir, workers)
        else:
            self.corpus, self.index_origin = Corpus(self.sources, workers), "built"
        self._quoted: Sources | None = None
        # every check by default, its modules imported only when a claim is checked: a draft checked again
        # takes every verdict from the kept index and runs none of them (importing them was about a sixth of
        # such a check's time); a selection is read at once, so that an unknown check id is refused here
        self._checks = None if checks_to_run is None else _checks().selected(checks_to_run)
        # part of each kept verdict's key: None for every check (the index is kept per engine, whose code
        # decides what every check is), else the ids of those selected
        self._check_ids = None if self._checks is None else tuple(c.id for c in self._checks)
        self.draft_lang = self.corpus.lang  # until a draft is reviewed, claims are read as the sources are
        self.timings = {"index": time.perf_counter() - started, "retrieve": 0.0, "check": 0.0}

    @property
    def quoted(self) -> Sources:
        """The sources as quotations are read in them, each folded once, when first quoted (the quotation
        modules are imported only when a claim is checked, as the checks are)."""
        if self._quoted is None:
            from .quotes import Sources

            self._quoted = Sources(self.sources)
        return self._quoted

    @property
    def checks(self) -> tuple[Check, ...]:
        """The checks run on each claim."""
        if self._checks is None:
            self._checks = _checks().selected(None)
        return self._checks

    def check_claim(self, claim: Claim) -> Verdict:
        """The claim's verdict: remembered with the index for the same words, context, language and
        checks (a verdict's spans are relative to its claim, so only the claim itself is replaced), or
        worked out."""
        known = self._known(claim)
        if known is not None and not isinstance(known, CutShort):
            return replace(known, claim=claim)
        found = self._check(claim)
        self._remember(claim, found)
        return found

    def check_revision(self, claim: Claim) -> Verdict:
        """The verdict of a suggested revision as vetting reads it (``revise.vet_all``): its label and
        evidence. Its checks run in order only until one finds a contradiction, since the label is then
        Mismatch whatever the others find. Such a verdict holds the results of the checks that ran; it is
        remembered as any verdict is, for the next vetting, but ``check_claim`` works a claim of the same
        words out in full. A revision that no check contradicts is checked in full."""
        known = self._known(claim)
        if known is not None:
            return replace(known, claim=claim)
        found = self._check(claim, until_contradiction=True)
        self._remember(claim, found)
        return found

    def _known(self, claim: Claim) -> Verdict | None:
        known = self.corpus.verdicts.get(self._key(claim))
        return known if isinstance(known, Verdict) else None

    def _key(self, claim: Claim) -> tuple:
        return (claim.text, claim.context, claim.context_reason, self.draft_lang, self._check_ids)

    def _remember(self, claim: Claim, found: Verdict) -> None:
        if len(self.corpus.verdicts) >= VERDICTS_KEPT:
            self.corpus.verdicts.pop(next(iter(self.corpus.verdicts)))  # the oldest first
        self.corpus.verdicts[self._key(claim)] = found

    def _check(self, claim: Claim, until_contradiction: bool = False) -> Verdict:
        t0 = time.perf_counter()
        from .text.analysis import analyse  # imported with the checks, when a claim is first checked

        analysis = analyse(claim.text, lang=claim_language(claim.text, self.draft_lang))
        found = retrieve(self.corpus, claim.text, [b.figure for b in analysis.figures], claim.context, analysis.lang)
        quotes = _claim_quotes()(claim.text, self.quoted)
        t1 = time.perf_counter()
        self.timings["retrieve"] += t1 - t0
        best = found.candidates[0] if found.candidates else None
        relevant = best is not None and verdict.is_relevant(found.coverage)
        checks = _checks()
        evidence = checks.Evidence(
            found.evidence if relevant else (), found.candidates, self.corpus, quotes, self.corpus.documents
        )
        made = Verdict
        if until_contradiction:
            results = ()
            for check in self.checks:
                results += checks.run_checks(claim, analysis, evidence, (check,))
                if any(f.kind is FindingKind.CONTRADICTION for f in results[-1].findings):
                    made = CutShort if len(results) < len(self.checks) else Verdict
                    break
        else:
            results = checks.run_checks(claim, analysis, evidence, self.checks)
        best_source = self.corpus.documents[best.passage.source].name if best else None
        label, reasons = verdict.decide(results, found.coverage if best else 0.0, best_source, claim.context_reason)
        suggestion = revise.suggest(claim.text, results) if label is Label.MISMATCH else None
        self.timings["check"] += time.perf_counter() - t1
        return made(
            claim,
            label,
            found.score,
            tuple(reasons),
            results,
            found.candidates,
            evidence.passages,
            quotes,
            suggestion,
            analysis.lang,
        )

    def review(self, draft: Document, workers: int = 1, keep: bool = True) -> Review:
        """The draft's review; with ``workers`` > 1 a large draft's claims are checked on that many
        forked processes (same verdicts, same order), which only a single-threaded caller may ask for.
        With ``keep`` the index, and what the review worked out, is kept for the next review at once; a
        caller that checks more claims first (vetting suggestions) calls :meth:`keep` itself."""
        return self._review(draft, workers, keep, vet=False)[0]

    def review_vetted(self, draft: Document, workers: int = 1) -> tuple[Review, dict[int, revise.VettedSuggestion]]:
        """The draft's review, and each suggested fix re-checked as the revised sentence would read
        (research, then revise: a fix is offered only when that verdict is Supported), by claim id.

        On several workers each vets the fixes of the claims it checked, so the re-checks (about a
        fifth of a large review) share the cores too; the result is the serial one. The index is not
        kept: call :meth:`keep` once the report is written."""
        return self._review(draft, workers, keep=False, vet=True)

    def _review(
        self, draft: Document, workers: int, keep: bool, vet: bool
    ) -> tuple[Review, dict[int, revise.VettedSuggestion]]:
        if not draft.text.strip():
            raise InputError("the draft is empty")
        # what the process holds before the review (the index, the sources, the modules) is left out of
        # the collector's full passes meanwhile: it outlives the review, and walking it again in each of
        # them took about a twentieth of a review in one process
        with parallel.gc_frozen(), collector_paused():
            return self._review_claims(draft, workers, keep, vet)

    def _review_claims(
        self, draft: Document, workers: int, keep: bool, vet: bool
    ) -> tuple[Review, dict[int, revise.VettedSuggestion]]:
        self.draft_lang = detect(draft.text, self.corpus.lang)
        claims, skipped = split_claims(draft)
        # claims checked before (a draft checked again, its index read back) are looked up, not shared out
        fresh = sum(1 for c in claims if isinstance(self._known(c), CutShort | None))
        if workers > 1 and fresh >= parallel.MIN_CLAIMS:
            self.checks  # noqa: B018  (the check modules imported here, once, not in every worker)
            self.quoted  # noqa: B018  (and the quotation modules)
            verdicts, vetted = parallel.check_claims(self, claims, workers, vet)
            for claim, found in zip(claims, verdicts, strict=True):
                self._remember(claim, found)  # as a serial review would have
            for checked in vetted.values():  # a verdict cut short never takes a full one's place
                if not isinstance(checked.revised, CutShort) or self._known(checked.revised.claim) is None:
                    self._remember(checked.revised.claim, checked.revised)
        else:
            verdicts = tuple(self.check_claim(c) for c in claims)
            vetted = revise.vet_all(self, verdicts, self.check_revision) if vet else {}
        if keep:
            self.keep()
        return Review(draft, self.sources, verdicts, tuple(skipped), __version__), vetted

    def keep(self) -> None:
        """Keep the index, with the verdicts worked out so far, for the next review of these sources."""
        keep_index(self.corpus)


_pausing = threading.Lock()
_pauses = 0  # reviews (and commands) running with the collector paused
_resume = False  # whether the collector was on when the first of them paused it
_thaw = False  # whether nothing was frozen then (so what is frozen when the last ends is thawed)


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while a review runs (and in the workers it forks), on again once
    the last review running ends, if it was on before the first began.

    A review makes almost no cyclic garbage (about 1,400 objects in a 1,000-claim review against 2 MB,
    all freed once the collector runs again); but the collector's passes, set off by the allocations of
    checking and of unpickling the workers' verdicts, walked the objects the review keeps again and
    again (about a twentieth of a review's CPU time)."""
    global _pauses, _resume, _thaw
    with _pausing:
        if _pauses == 0:
            _resume = gc.isenabled()
            _thaw = gc.get_freeze_count() == 0
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _pausing:
            _pauses -= 1
            if _pauses == 0 and _resume:
                # what the reviews made is all still young to the collector, whose first pass would walk
                # every object of it (a fifth of a second after 1,000 claims): made old at once instead,
                # frozen and thawed with the rest, or left frozen for a freeze in place to thaw
                gc.freeze()
                if _thaw:
                    gc.unfreeze()
                gc.enable()


def review_documents(
    draft: Document,
    sources: Sequence[Document],
    checks: Iterable[str] | None = None,
    *,
    reuse: bool = True,
    cache_dir: Path | None = None,
    workers: int = 1,
) -> Review:
    return Reviewer(sources, checks, reuse=reuse, cache_dir=cache_dir, workers=workers).review(draft, workers)


def review_text(draft: str, sources: Mapping[str, str], checks: Iterable[str] | None = None) -> Review:
    """Review a draft given as text against sources given as name -> text."""
    if not isinstance(draft, str) or not draft.strip():
        raise InputError("the draft is empty")
    return review_documents(Document("draft", "draft", draft), make_sources(sources), checks)
