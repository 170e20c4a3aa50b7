"""Exports of a review: the JSON contract, terminal text and Markdown.

The JSON shape is a contract other tools rely on (see the README); extend it, never rename in place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .model import Label, Passage, Review, Verdict

ICONS = {Label.SUPPORTED: "✓", Label.MISMATCH: "✗", Label.INSUFFICIENT: "?"}


def _passage(p: Passage, review: Review | None) -> dict[str, Any]:
    out: dict[str, Any] = {"source": p.source, "start": p.start, "end": p.end, "text": p.text}
    page = review.source(p.source).page_at(p.start) if review is not None else None
    if page is not None:  # only for paginated sources (PDF): the key is absent otherwise
        out["page"] = page
    return out


def verdict_to_dict(v: Verdict, review: Review | None = None) -> dict[str, Any]:
    """One claim's verdict; with ``review``, passages from paginated sources carry their ``page``."""
    c = v.claim
    return {
        "id": c.id,
        "text": c.text,
        "start": c.start,
        "end": c.end,
        "label": v.label.value,
        "score": round(v.score, 4),
        "reasons": list(v.reasons),
        "context": c.context,
        "context_reason": c.context_reason,
        "checks": [
            {
                "id": r.check,
                "status": r.status,
                **(_finding(r.findings[0]) if r.findings else {}),
                "findings": [_finding(f) for f in r.findings],
            }
            for r in v.checks
        ],
        "candidates": [{**_passage(k.passage, review), "score": round(k.score, 4)} for k in v.candidates],
        "evidence": [_passage(p, review) for p in v.evidence],
        "quotes": [
            {
                "text": q.text,
                "claim_span": list(q.claim_span),
                "verified": q.verified,
                "match": q.match,
                "quote_status": q.status,
                "source": q.source,
                "source_span": list(q.source_span) if q.source_span else None,
                **q.detail,
            }
            for q in v.quotes
        ],
        "suggestion": {"text": v.suggestion.text, "preservation": v.suggestion.preservation} if v.suggestion else None,
    }


def _finding(f) -> dict[str, Any]:
    return {
        "kind": f.kind,
        "message": f.message,
        "reason": f.reason,
        "claim_span": list(f.claim_span) if f.claim_span else None,
        "evidence": f.evidence.to_dict() if f.evidence else None,
        "fix": {"start": f.fix.start, "end": f.fix.end, "text": f.fix.text} if f.fix else None,
    }


def review_to_dict(review: Review) -> dict[str, Any]:
    return {
        "version": review.version,
        "draft": {"name": review.draft.name, "chars": len(review.draft.text)},
        "sources": [{"id": d.id, "name": d.name, "chars": len(d.text)} for d in review.sources],
        "claims": [verdict_to_dict(v, review) for v in review.verdicts],
        "skipped": [{"text": s.text, "start": s.start, "end": s.end, "why": s.why} for s in review.skipped],
        "summary": review.summary,
    }


def _best(review: Review, v: Verdict) -> str:
    if not v.candidates:
        return "no passage"
    p = v.candidates[0].passage
    return f'{review.source(p.source).name}: "{" ".join(p.text.split())}"'


TEXT_PASSAGE_CHARS = 300  # longer passages and claims are cut in the text report, with their offsets


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else plural or word + 's'}"


def _excerpt(text: str, start: int, end: int, quoted: bool = True) -> str:
    """A passage on one line; past TEXT_PASSAGE_CHARS cut with "…" and the span it was cut from, so a
    source of one five-megabyte line does not become a five-megabyte report."""
    flat = " ".join(text[: TEXT_PASSAGE_CHARS * 2].split())
    mark = '"' if quoted else ""
    if len(flat) <= TEXT_PASSAGE_CHARS and len(text) <= TEXT_PASSAGE_CHARS * 2:
        return f"{mark}{flat}{mark}"
    cut = flat[:TEXT_PASSAGE_CHARS].rstrip()
    return f"{mark}{cut}…{mark} (characters {start:,}-{end:,}, {end - start:,} in all)"


def _clip(text: str) -> str:
    """A reason or an edit, which may quote a whole passage, cut like a passage but without offsets."""
    limit = TEXT_PASSAGE_CHARS * 2
    return text if len(text) <= limit else text[:limit].rstrip() + "…"


def _where(review: Review, p: Passage) -> str:
    doc = review.source(p.source)
    page = doc.page_at(p.start)
    return doc.name if page is None else f"{doc.name}, page {page}"


def to_text(review: Review, skipped_files: Sequence[tuple[str, str]] = ()) -> str:
    """The terminal report: each claim with its label, reasons and best passage; then what was read,
    what was skipped and why, and the counts. ``skipped_files`` are (name, reason) pairs of source files
    that were passed over."""
    lines = []
    for v in review.verdicts:
        c = v.claim
        lines.append(f"[{c.id}] {ICONS[v.label]} {v.label.display}  (relevance {v.score:.2f})")
        lines.append(f"    {_excerpt(c.text, c.start, c.end, quoted=False)}")
        for r in v.reasons:
            lines.append(f"    - {_clip(r)}")
        for r in v.checks:
            for f in r.findings:
                lines.append(f"      {r.check}: {_clip(f.reason)}")
        if v.candidates:
            p = v.candidates[0].passage
            lines.append(f"    best passage: {_where(review, p)}: {_excerpt(p.text, p.start, p.end)}")
        else:
            lines.append("    best passage: no passage")
        if v.suggestion:
            lines.append(f"    suggested edit: {_clip(v.suggestion.text)}")
        lines.append("")
    lines.append(f"Sources read ({len(review.sources)}): " + ", ".join(d.name for d in review.sources))
    if skipped_files:
        lines.append(f"Files skipped ({len(skipped_files)}):")
        lines += [f"    {name}: {why}" for name, why in skipped_files]
    if review.skipped:
        lines.append(f"Sentences skipped ({len(review.skipped)}):")
        lines += [f"    [{s.why}] {_excerpt(s.text, s.start, s.end)}" for s in review.skipped]
    lines.append("")
    s = review.summary
    lines.append(
        f"{_plural(len(review.verdicts), 'claim')}: {s['supported']} supported, {s['mismatch']} potential "
        f"{'mismatch' if s['mismatch'] == 1 else 'mismatches'}, {s['insufficient']} with insufficient evidence; "
        f"{_plural(len(review.skipped), 'sentence')} skipped."
    )
    return "\n".join(lines)


def to_markdown(review: Review) -> str:
    s = review.summary
    lines = [
        f"# Review of {review.draft.name}",
        "",
        f"Sources: {', '.join(d.name for d in review.sources)}",
        "",
        f"**{s['supported']}** supported · **{s['mismatch']}** potential mismatch · "
        f"**{s['insufficient']}** insufficient evidence · {len(review.skipped)} skipped",
        "",
    ]
    for v in review.verdicts:
        lines.append(f"## {v.claim.id}. {ICONS[v.label]} {v.label.display}")
        lines.append("")
        lines.append(f"> {' '.join(v.claim.text.split())}")
        lines.append("")
        for r in v.reasons:
            lines.append(f"- {r}")
        for r in v.checks:
            for f in r.findings:
                lines.append(f"  - `{r.check}`: {f.reason}")
        lines.append(f"- Best passage (relevance {v.score:.2f}): {_best(review, v)}")
        if v.suggestion:
            lines.append(f"- Suggested edit (preserves {v.suggestion.preservation:.0%}): {v.suggestion.text}")
        lines.append("")
    return "\n".join(lines)
