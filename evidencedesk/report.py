"""Exports of a review: the JSON contract, terminal text and Markdown.

The JSON shape is a contract other tools rely on (see the README); extend it, never rename in place.
"""

from __future__ import annotations

from typing import Any

from .model import Label, Passage, Review, Verdict

ICONS = {Label.SUPPORTED: "✓", Label.MISMATCH: "✗", Label.INSUFFICIENT: "?"}


def _passage(p: Passage) -> dict[str, Any]:
    return {"source": p.source, "start": p.start, "end": p.end, "text": p.text}


def verdict_to_dict(v: Verdict) -> dict[str, Any]:
    c = v.claim
    return {
        "id": c.id,
        "text": c.text,
        "start": c.start,
        "end": c.end,
        "label": v.label.value,
        "lang": v.lang,
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
        "candidates": [{**_passage(k.passage), "score": round(k.score, 4)} for k in v.candidates],
        "evidence": [_passage(p) for p in v.evidence],
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
        "claims": [verdict_to_dict(v) for v in review.verdicts],
        "skipped": [{"text": s.text, "start": s.start, "end": s.end, "why": s.why} for s in review.skipped],
        "summary": review.summary,
    }


def _best(review: Review, v: Verdict) -> str:
    if not v.candidates:
        return "no passage"
    p = v.candidates[0].passage
    return f'{review.source(p.source).name}: "{" ".join(p.text.split())}"'


def to_text(review: Review) -> str:
    lines = []
    for v in review.verdicts:
        lines.append(f"[{v.claim.id}] {ICONS[v.label]} {v.label.display}  (relevance {v.score:.2f})")
        lines.append(f"    {' '.join(v.claim.text.split())}")
        for r in v.reasons:
            lines.append(f"    - {r}")
        for r in v.checks:
            for f in r.findings:
                lines.append(f"      {r.check}: {f.reason}")
        lines.append(f"    best passage: {_best(review, v)}")
        if v.suggestion:
            lines.append(f"    suggested edit: {v.suggestion.text}")
        lines.append("")
    s = review.summary
    lines.append(
        f"{len(review.verdicts)} claims: {s['supported']} supported, {s['mismatch']} potential mismatch, "
        f"{s['insufficient']} insufficient evidence; {len(review.skipped)} sentences skipped."
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
