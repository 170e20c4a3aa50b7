"""Exports of a review: the JSON contract, terminal text, Markdown, a self-contained HTML report and CSV.

The JSON shape is a contract other tools rely on (see the README); extend it, never rename in place.
Every export but the terminal text takes the editor's decisions (claim id -> Decision) when there are
some: a review handed to a colleague says what was checked and why it was let stand. A decision made
on an earlier wording of a claim (stale) is exported as such, never as a decision on the claim as it
now reads.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any

from .model import Finding, Label, Passage, Review, Suggestion, Verdict

if TYPE_CHECKING:
    from .revise import VettedSuggestion
    from .store import Decision

ICONS = {Label.SUPPORTED: "✓", Label.MISMATCH: "✗", Label.INSUFFICIENT: "?"}
DECISION_NAMES = {"accepted": "Accepted: needs fixing", "dismissed": "Dismissed", "fixed": "Fixed"}


@dataclass(frozen=True)
class Annotations:
    """What a saved review adds to the engine's output: a title, the editor's decisions (claim id ->
    Decision) and each suggestion re-checked by the engine (claim id -> VettedSuggestion). With
    ``suggestions`` None the suggestions were not re-checked and are exported as the engine made them;
    with a mapping, only those the engine labels Supported once applied are offered."""

    title: str | None = None
    decisions: Mapping[int, Decision] = field(default_factory=dict)
    suggestions: Mapping[int, VettedSuggestion] | None = None

    def offered(self, v: Verdict) -> tuple[Suggestion | None, VettedSuggestion | None]:
        """The suggestion to offer for a claim, and its re-check when there was one."""
        if self.suggestions is None:
            return v.suggestion, None
        vetted = self.suggestions.get(v.claim.id)
        return (vetted.suggestion if vetted and vetted.safe else None), vetted


PLAIN = Annotations()


def _passage(p: Passage, review: Review | None) -> dict[str, Any]:
    out: dict[str, Any] = {"source": p.source, "start": p.start, "end": p.end, "text": p.text}
    page = review.source(p.source).page_at(p.start) if review is not None else None
    if page is not None:  # only for paginated sources (PDF): the key is absent otherwise
        out["page"] = page
    return out


def _decision_dict(decision: Decision | None, stale: bool) -> dict[str, str] | None:
    if decision is None or decision.stale is not stale:
        return None
    return decision.to_dict()


def _suggestion_dict(v: Verdict, notes: Annotations, review: Review | None) -> dict[str, Any]:
    offered, vetted = notes.offered(v)
    data: dict[str, Any] = {
        "suggestion": {"text": offered.text, "preservation": offered.preservation} if offered else None
    }
    if vetted is not None:
        revised = {
            "label": vetted.revised.label.value,
            "attribution": [_passage(p, review) for p in vetted.attribution],
        }
        if offered:
            data["suggestion"]["revised"] = revised
        else:  # proposed by a check, but the revised sentence would not be Supported: no safe edit exists
            data["suggestion_withheld"] = {"text": vetted.suggestion.text, "revised_label": revised["label"]}
    return data


def verdict_to_dict(v: Verdict, notes: Annotations = PLAIN, review: Review | None = None) -> dict[str, Any]:
    """One claim's verdict; with ``review``, passages from paginated sources carry their ``page``."""
    c = v.claim
    decision = notes.decisions.get(c.id)
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
        **_suggestion_dict(v, notes, review),
        "decision": _decision_dict(decision, stale=False),
        "stale_decision": _decision_dict(decision, stale=True),
    }


def _finding(f: Finding) -> dict[str, Any]:
    return {
        "kind": f.kind,
        "message": f.message,
        "reason": f.reason,
        "claim_span": list(f.claim_span) if f.claim_span else None,
        "evidence": f.evidence.to_dict() if f.evidence else None,
        "fix": {"start": f.fix.start, "end": f.fix.end, "text": f.fix.text} if f.fix else None,
    }


def review_to_dict(review: Review, notes: Annotations = PLAIN) -> dict[str, Any]:
    return {
        "version": review.version,
        "draft": {"name": review.draft.name, "chars": len(review.draft.text)},
        "sources": [{"id": d.id, "name": d.name, "chars": len(d.text)} for d in review.sources],
        "claims": [verdict_to_dict(v, notes, review) for v in review.verdicts],
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


def to_text(review: Review, skipped_files: Sequence[tuple[str, str]] = (), notes: Annotations = PLAIN) -> str:
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
        offered, vetted = notes.offered(v)
        if offered:
            lines.append(f"    suggested edit: {_clip(offered.text)}")
        elif vetted is not None:
            lines.append("    no safe edit: the evident fix would not make the claim Supported")
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


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _decision_line(decision: Decision | None) -> str | None:
    """ "Dismissed: checked by phone" or None; a stale decision says it was made on other words."""
    if decision is None:
        return None
    line = DECISION_NAMES.get(decision.state, decision.state)
    if decision.stale:
        line = f"{line} (on an earlier wording of this claim; not yet decided as it reads now)"
    if decision.note.strip():
        line = f"{line}: {_one_line(decision.note)}"
    return f"{line} ({decision.at.replace('T', ' ').replace('+00:00', ' UTC')})"


def _title(review: Review, notes: Annotations) -> str:
    return notes.title or f"Review of {review.draft.name}"


def _no_safe_edit(vetted: VettedSuggestion) -> str:
    return (
        f"No safe edit exists: the smallest edit the checks propose would still be "
        f"{vetted.revised.label.display} when checked again."
    )


def to_markdown(review: Review, notes: Annotations = PLAIN) -> str:
    s = review.summary
    lines = [
        f"# {_title(review, notes)}",
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
        offered, vetted = notes.offered(v)
        if offered:
            lines.append(f"- Suggested edit (preserves {offered.preservation:.0%}): {offered.text}")
            for p in vetted.attribution if vetted else ():
                lines.append(f'  - supported by {review.source(p.source).name}: "{_one_line(p.text)}"')
        elif vetted:
            lines.append(f"- {_no_safe_edit(vetted)}")
        decided = _decision_line(notes.decisions.get(v.claim.id))
        if decided:
            lines.append(f"- **Decision:** {decided}")
        lines.append("")
    return "\n".join(lines)


# A report that is read on screen, printed, or mailed as one file: no script, no outside asset, and the
# label always spelt out with its icon, never carried by colour alone.
REPORT_CSS = """
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1f24; margin: 2rem auto;
  max-width: 52rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
.meta, .hint { color: #4a5260; font-size: .9rem; }
.summary { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; padding: 0; list-style: none; }
.claim { border: 1px solid #c9ced6; border-left: 6px solid #6b7280; border-radius: 4px; padding: .6rem 1rem;
  margin: 1rem 0; break-inside: avoid; }
.claim h2 { font-size: 1rem; margin: .2rem 0 .4rem; }
.label { font-weight: 700; }
.claim-supported { border-left-color: #1a7f37; } .claim-supported .label { color: #1a6b30; }
.claim-mismatch { border-left-color: #b3261e; } .claim-mismatch .label { color: #9f1f18; }
.claim-insufficient { border-left-color: #9a6700; } .claim-insufficient .label { color: #7a5200; }
blockquote { margin: .3rem 0 .6rem; padding-left: .8rem; border-left: 3px solid #d0d7de; font-size: 1.02rem; }
.passage { background: #f6f8fa; padding: .3rem .6rem; border-radius: 3px; }
.decision { font-weight: 600; } .decision-stale { font-weight: 400; font-style: italic; }
.note { white-space: pre-wrap; }
code { font-size: .88em; }
@media print {
  body { margin: 0; max-width: none; font-size: 11pt; color: #000; }
  .claim { border-top-color: #888; border-right-color: #888; border-bottom-color: #888; }
  a { color: inherit; text-decoration: none; }
}
"""


def _html_decision(decision: Decision | None) -> str:
    if decision is None:
        return '<p class="decision decision-none">Decision: <span class="hint">none yet</span></p>'
    name = escape(DECISION_NAMES.get(decision.state, decision.state))
    at = escape(decision.at.replace("T", " ").replace("+00:00", " UTC"))
    stale = " decision-stale" if decision.stale else ""
    when = " on an earlier wording of this claim, not yet decided as it reads now" if decision.stale else ""
    parts = [f'<p class="decision{stale}">Decision: {name}{when} <span class="hint">({at})</span></p>']
    if decision.note.strip():
        parts.append(f'<p class="note"><strong>Note:</strong> {escape(decision.note)}</p>')
    return "".join(parts)


def _html_suggestion(review: Review, v: Verdict, notes: Annotations) -> list[str]:
    offered, vetted = notes.offered(v)
    if offered is None:
        return [f"<p>{escape(_no_safe_edit(vetted))}</p>"] if vetted else []
    parts = [
        f"<p><strong>Suggested edit</strong> (keeps {offered.preservation:.0%} of the wording): "
        f"{escape(offered.text)}</p>"
    ]
    if vetted and vetted.attribution:
        parts.append("<p>What supports the revised sentence:</p><ul>")
        parts += [
            f"<li>{escape(review.source(p.source).name)}: “{escape(_one_line(p.text))}”</li>"
            for p in vetted.attribution
        ]
        parts.append("</ul>")
    return parts


def _html_claim(review: Review, v: Verdict, notes: Annotations) -> str:
    label = v.label
    parts = [
        f'<section class="claim claim-{label.value}" id="claim-{v.claim.id}">',
        f'<h2>{v.claim.id}. <span class="label">{ICONS[label]} {escape(label.display)}</span> '
        f'<span class="hint">relevance {v.score:.2f}</span></h2>',
        f"<blockquote>{escape(_one_line(v.claim.text))}</blockquote>",
    ]
    findings = [(r.check, f) for r in v.checks for f in r.findings]
    if v.reasons or findings:
        parts.append("<ul>")
        parts += [f"<li>{escape(r)}</li>" for r in v.reasons]
        parts += [f"<li><code>{escape(check)}</code>: {escape(f.reason or f.message)}</li>" for check, f in findings]
        parts.append("</ul>")
    if v.candidates:
        best = v.candidates[0].passage
        parts.append(
            f'<p class="passage"><strong>Best passage</strong> ({escape(review.source(best.source).name)}): '
            f"“{escape(_one_line(best.text))}”</p>"
        )
    else:
        parts.append('<p class="passage">No passage in the sources shares enough words with this claim.</p>')
    parts += _html_suggestion(review, v, notes)
    parts.append(_html_decision(notes.decisions.get(v.claim.id)))
    parts.append("</section>")
    return "\n".join(parts)


def to_html(review: Review, notes: Annotations = PLAIN) -> str:
    """One self-contained HTML file: summary, then every claim with its reasons, passage and decision."""
    s = review.summary
    decided = sum(1 for v in review.verdicts if (d := notes.decisions.get(v.claim.id)) is not None and not d.stale)
    heading = escape(_title(review, notes))
    summary = "".join(
        f"<li><span class='label'>{ICONS[label]} {escape(label.display)}</span>: {s[label.value]}</li>"
        for label in Label
    )
    return "\n".join(
        [
            "<!doctype html>",
            '<html lang="en"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{heading}</title><style>{REPORT_CSS}</style></head><body>",
            f"<h1>{heading}</h1>",
            f'<p class="meta">Draft: {escape(review.draft.name)} · Sources: '
            f"{escape(', '.join(d.name for d in review.sources))} · evidencedesk {escape(review.version)}</p>",
            f'<ul class="summary">{summary}<li>Decided: {decided} of {len(review.verdicts)}</li></ul>',
            '<p class="hint">Relevance measures how many words the best passage shares with the claim; it is not '
            "the chance that a claim is true. Insufficient evidence means the sources do not establish it, "
            "not that it is false.</p>",
            *(_html_claim(review, v, notes) for v in review.verdicts),
            "</body></html>",
            "",
        ]
    )


CSV_COLUMNS = ["id", "label", "text", "reasons", "best passage", "decision", "note"]
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(cell: str) -> str:
    """A cell a spreadsheet will show as text: one starting like a formula gets a leading apostrophe."""
    return "'" + cell if cell.startswith(FORMULA_STARTS) else cell


def to_csv(review: Review, notes: Annotations = PLAIN) -> str:
    """One row per claim, ready for a spreadsheet (the title and suggestions are not part of it)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for v in review.verdicts:
        decision = notes.decisions.get(v.claim.id)
        state = ""
        if decision is not None:
            state = DECISION_NAMES.get(decision.state, decision.state)
            state = f"{state} (earlier wording)" if decision.stale else state
        reasons = list(v.reasons) + [f"{r.check}: {f.reason or f.message}" for r in v.checks for f in r.findings]
        row = [
            str(v.claim.id),
            v.label.display,
            _one_line(v.claim.text),
            " | ".join(_one_line(r) for r in reasons),
            _best(review, v) if v.candidates else "",
            state,
            decision.note if decision else "",
        ]
        writer.writerow([spreadsheet_safe(cell) for cell in row])
    return out.getvalue()
