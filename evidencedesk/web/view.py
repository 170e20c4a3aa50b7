"""Shape an engine Review for the templates: highlighted draft, sources and the detail of one claim.

Everything here is presentation. Labels, reasons, scores and spans come from the engine unchanged; this
module only decides where marks go and which passages sit next to which claim.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..model import (
    Candidate,
    CheckResult,
    Document,
    EvidenceRef,
    Finding,
    Label,
    Passage,
    QuoteResult,
    Review,
    Verdict,
)
from ..revise import VettedSuggestion
from ..store import Decision
from .highlight import Node, Span, build, shift

EXCERPT_CONTEXT = 80  # characters shown either side of a finding's span when no passage holds it


def passage_dom_id(source: str, start: int, end: int) -> str:
    return f"p-{source}-{start}-{end}"


@dataclass(frozen=True)
class PassageMark:
    """How a passage of the selected claim is marked in the sources pane."""

    dom_id: str
    rank: int | None  # 1..3 among the top candidates, None if only in the evidence set
    in_evidence: bool
    focused: bool


@dataclass(frozen=True)
class SourceView:
    document: Document
    nodes: list[Node]
    marked: int  # passages of the selected claim in this source


@dataclass(frozen=True)
class FindingView:
    finding: Finding
    claim_nodes: list[Node]  # the claim with the words the finding is about marked
    source_name: str | None
    passage_nodes: list[Node] | None  # the passage with the words the finding rests on marked
    passage_dom_id: str | None


@dataclass(frozen=True)
class CandidateView:
    rank: int
    candidate: Candidate
    source_name: str
    dom_id: str
    in_evidence: bool


@dataclass(frozen=True)
class EvidenceView:
    passage: Passage
    source_name: str
    dom_id: str
    rank: int | None


@dataclass(frozen=True)
class QuoteView:
    quote: QuoteResult
    source_name: str | None
    source_text: str | None  # what the source says where the quotation was looked for
    reason: str


@dataclass(frozen=True)
class ClaimDetail:
    verdict: Verdict
    position: int  # 1-based among all claims
    total: int
    previous: int | None  # claim ids, following the active filter
    next: int | None
    claim_nodes: list[Node]
    fired: list[tuple[str, list[FindingView]]]  # check id -> its findings
    quiet: list[CheckResult]  # passed or not applicable
    candidates: list[CandidateView]
    evidence: list[EvidenceView]
    quotes: list[QuoteView]
    suggestion_diff: list[tuple[str, str]] | None  # ("equal" | "delete" | "insert", text)
    vetted: VettedSuggestion | None  # the suggestion re-checked by the engine
    attribution: list[EvidenceView]  # passages supporting the revised sentence (safe suggestions only)
    decision: Decision | None


@dataclass(frozen=True)
class ClaimFilter:
    """Which claims the page lists: one label or all, and optionally only those not yet decided."""

    label: Label | None = None
    undecided: bool = False
    decisions: Mapping[int, Decision] = field(default_factory=dict, compare=False)

    def admits(self, verdict: Verdict) -> bool:
        if self.label is not None and verdict.label is not self.label:
            return False
        return not (self.undecided and is_decided(self.decisions.get(verdict.claim.id)))

    @property
    def query(self) -> dict[str, str]:
        """The URL query that keeps this filter while moving between claims."""
        query = {"show": self.label.value} if self.label else {}
        if self.undecided:
            query["undecided"] = "1"
        return query


def is_decided(decision: Decision | None) -> bool:
    """A stale decision was about other words: the claim as it reads now is still undecided."""
    return decision is not None and not decision.stale


@dataclass(frozen=True)
class LabelCount:
    label: Label
    total: int
    decided: int

    @property
    def undecided(self) -> int:
        return self.total - self.decided


def label_counts(review: Review, decisions: Mapping[int, Decision]) -> list[LabelCount]:
    """Claims per label, and how many of them the editor has decided."""
    return [
        LabelCount(
            label,
            sum(1 for v in review.verdicts if v.label is label),
            sum(1 for v in review.verdicts if v.label is label and is_decided(decisions.get(v.claim.id))),
        )
        for label in Label
    ]


def visible_verdicts(review: Review, show: ClaimFilter) -> list[Verdict]:
    return [v for v in review.verdicts if show.admits(v)]


def find_verdict(review: Review, claim_id: int) -> Verdict | None:
    return next((v for v in review.verdicts if v.claim.id == claim_id), None)


def draft_nodes(review: Review) -> list[Node]:
    """The draft with every claim marked (data: its Verdict) and every skipped sentence marked."""
    spans = [Span(v.claim.start, v.claim.end, "claim", v) for v in review.verdicts]
    spans += [Span(s.start, s.end, "skipped", s) for s in review.skipped]
    return build(review.draft.text, spans)


def _source_name(review: Review, source_id: str | None) -> str | None:
    if source_id is None:
        return None
    try:
        return review.source(source_id).name
    except KeyError:
        return source_id


def _key(passage: Passage) -> tuple[str, int, int]:
    return passage.source, passage.start, passage.end


def _candidate_ranks(verdict: Verdict) -> dict[tuple[str, int, int], int]:
    return {_key(c.passage): rank for rank, c in enumerate(verdict.candidates, 1)}


def _passage_marks(verdict: Verdict, focus: str | None) -> dict[tuple[str, int, int], PassageMark]:
    ranks = _candidate_ranks(verdict)
    evidence = {_key(p) for p in verdict.evidence}
    marks = {}
    for key in list(ranks) + sorted(evidence - ranks.keys()):
        dom_id = passage_dom_id(*key)
        marks[key] = PassageMark(dom_id, ranks.get(key), key in evidence, dom_id == focus)
    return marks


def _finding_refs(verdict: Verdict) -> list[EvidenceRef]:
    """Source spans the claim's findings and quotations rest on."""
    refs = [f.evidence for f in verdict.findings if f.evidence is not None]
    refs += [
        EvidenceRef(q.source, *q.source_span)
        for q in verdict.quotes
        if q.source is not None and q.source_span is not None
    ]
    return refs


def source_views(review: Review, verdict: Verdict | None, focus: str | None = None) -> list[SourceView]:
    """Every source in full; with a selected claim, its candidates and evidence marked as passages and,
    inside them, the words its findings rest on."""
    marks = _passage_marks(verdict, focus) if verdict else {}
    refs = _finding_refs(verdict) if verdict else []
    views = []
    for doc in review.sources:
        spans = [Span(s, e, "passage", mark) for (src, s, e), mark in marks.items() if src == doc.id]
        spans += [Span(r.start, r.end, "words") for r in refs if r.source == doc.id]
        views.append(SourceView(doc, build(doc.text, spans), sum(1 for s in spans if s.kind == "passage")))
    return views


def _claim_with(claim_text: str, findings: list[Finding]) -> list[Node]:
    spans = [Span(*f.claim_span, "words", f.check) for f in findings if f.claim_span is not None]
    return build(claim_text, spans)


def _passage_for(review: Review, verdict: Verdict, ref: EvidenceRef) -> tuple[str, int, str | None]:
    """Text around ``ref``: the evidence or candidate passage holding it, else a window of its source.

    Returns (text, offset of that text in the source, DOM id of the passage when it is marked)."""
    for passage in (*verdict.evidence, *(c.passage for c in verdict.candidates)):
        if passage.source == ref.source and passage.start <= ref.start and ref.end <= passage.end:
            return passage.text, passage.start, passage_dom_id(passage.source, passage.start, passage.end)
    text = review.source(ref.source).text
    start = max(0, ref.start - EXCERPT_CONTEXT)
    end = min(len(text), ref.end + EXCERPT_CONTEXT)
    return text[start:end], start, None


def _finding_view(review: Review, verdict: Verdict, finding: Finding) -> FindingView:
    ref = finding.evidence
    passage_nodes = dom_id = None
    if ref is not None:
        try:
            text, offset, dom_id = _passage_for(review, verdict, ref)
        except KeyError:
            text = None
        if text is not None:
            passage_nodes = build(text, shift([Span(ref.start, ref.end, "words", finding.check)], offset))
    return FindingView(
        finding=finding,
        claim_nodes=_claim_with(verdict.claim.text, [finding]),
        source_name=_source_name(review, ref.source if ref else None),
        passage_nodes=passage_nodes,
        passage_dom_id=dom_id,
    )


def _quote_view(review: Review, quote: QuoteResult) -> QuoteView:
    source_text = None
    if quote.source is not None and quote.source_span is not None:
        try:
            source_text = review.source(quote.source).text[slice(*quote.source_span)]
        except KeyError:
            source_text = None
    reason = str(quote.detail.get("reason") or "")
    return QuoteView(quote, _source_name(review, quote.source), source_text, reason)


_TOKEN = re.compile(r"\s+|\w+|[^\w\s]")


def word_diff(before: str, after: str) -> list[tuple[str, str]]:
    """A word-level diff, for showing a suggested edit as deletions and insertions."""
    a, b = _TOKEN.findall(before), _TOKEN.findall(after)
    parts: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op in ("delete", "replace"):
            parts.append(("delete", "".join(a[i1:i2])))
        if op in ("insert", "replace"):
            parts.append(("insert", "".join(b[j1:j2])))
        if op == "equal":
            parts.append(("equal", "".join(a[i1:i2])))
    return parts


def claim_detail(
    review: Review,
    verdict: Verdict,
    show: ClaimFilter,
    vetted: VettedSuggestion | None = None,
    decision: Decision | None = None,
) -> ClaimDetail:
    ids = [v.claim.id for v in visible_verdicts(review, show)]
    if verdict.claim.id not in ids:  # a claim opened by URL outside the filter still has neighbours
        ids = [v.claim.id for v in review.verdicts]
    at = ids.index(verdict.claim.id)
    fired_results = [c for c in verdict.checks if c.status in ("fired", "error")]
    ranks = _candidate_ranks(verdict)
    evidence_keys = {_key(p) for p in verdict.evidence}
    suggestion = verdict.suggestion
    return ClaimDetail(
        verdict=verdict,
        position=[v.claim.id for v in review.verdicts].index(verdict.claim.id) + 1,
        total=len(review.verdicts),
        previous=ids[at - 1] if at > 0 else None,
        next=ids[at + 1] if at + 1 < len(ids) else None,
        claim_nodes=_claim_with(verdict.claim.text, [f for c in fired_results for f in c.findings]),
        fired=[(c.check, [_finding_view(review, verdict, f) for f in c.findings]) for c in fired_results],
        quiet=[c for c in verdict.checks if c.status not in ("fired", "error")],
        candidates=[
            CandidateView(
                rank,
                c,
                _source_name(review, c.passage.source) or "",
                passage_dom_id(*_key(c.passage)),
                _key(c.passage) in evidence_keys,
            )
            for rank, c in enumerate(verdict.candidates[:3], 1)
        ],
        evidence=[
            EvidenceView(p, _source_name(review, p.source) or "", passage_dom_id(*_key(p)), ranks.get(_key(p)))
            for p in verdict.evidence
        ],
        quotes=[_quote_view(review, q) for q in verdict.quotes],
        suggestion_diff=word_diff(verdict.claim.text, suggestion.text) if suggestion else None,
        vetted=vetted,
        attribution=[
            EvidenceView(p, _source_name(review, p.source) or "", passage_dom_id(*_key(p)), None)
            for p in (vetted.attribution if vetted and vetted.safe else ())
        ],
        decision=decision,
    )
