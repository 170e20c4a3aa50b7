"""Exports checked for content: the HTML report is self-contained and reads without colour, the CSV has
one row per claim and is safe in a spreadsheet, Markdown and JSON carry decisions; and the command line
writes HTML and CSV."""

from __future__ import annotations

import csv
import io
import re
from html.parser import HTMLParser

from evidencedesk.cli import main
from evidencedesk.report import Annotations, review_to_dict, spreadsheet_safe, to_csv, to_html, to_markdown
from evidencedesk.store import Decision
from tests.conftest import SAMPLE

NOTE = '=HYPERLINK("http://example.invalid","click") <b>bold</b>'


def notes_for(review) -> Annotations:
    first, second = review.verdicts[0].claim.id, review.verdicts[1].claim.id
    return Annotations(
        title="Pilot article, second read",
        decisions={
            first: Decision("dismissed", NOTE, "2026-01-02T10:00:00+00:00", "f1", log_id=1),
            second: Decision("accepted", "old words", "2026-01-02T10:01:00+00:00", "f2", stale=True, log_id=2),
        },
    )


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs) -> None:
        self.tags.append((tag, dict(attrs)))


def test_html_report_is_self_contained_and_complete(sample_review) -> None:
    html = to_html(sample_review, notes_for(sample_review))
    parser = _Tags()
    parser.feed(html)
    tags = parser.tags
    assert not [t for t, _ in tags if t in ("script", "link", "img", "iframe")]
    assert not [a for _, a in tags for k, v in a.items() if k.startswith("on") or "http" in (v or "")]
    assert "@media print" in html and "<title>Pilot article, second read</title>" in html
    assert html.count('<section class="claim') == len(sample_review.verdicts)
    for v in sample_review.verdicts:  # the label is spelt out with its icon, not left to colour
        assert re.search(
            rf'id="claim-{v.claim.id}">\s*<h2>{v.claim.id}\. <span class="label">. {v.label.display}<', html
        )
        for reason in v.reasons:
            assert reason.replace('"', "&quot;").replace("'", "&#x27;")[:40] in html
    assert "Decision: Dismissed" in html and "&lt;b&gt;bold&lt;/b&gt;" in html and "<b>bold</b>" not in html
    assert "earlier wording" in html  # a stale decision says so


def test_csv_has_one_row_per_claim_and_defuses_formulas(sample_review) -> None:
    rows = list(csv.reader(io.StringIO(to_csv(sample_review, notes_for(sample_review)))))
    assert rows[0] == ["id", "label", "text", "reasons", "best passage", "decision", "note"]
    assert [int(r[0]) for r in rows[1:]] == [v.claim.id for v in sample_review.verdicts]
    first, second = rows[1], rows[2]
    assert first[5] == "Dismissed" and first[6] == "'" + NOTE
    assert second[5] == "Accepted: needs fixing (earlier wording)"
    mismatch = next(r for r, v in zip(rows[1:], sample_review.verdicts, strict=True) if v.reasons)
    assert mismatch[3] and mismatch[4]
    for row in rows:
        assert not any(cell.startswith(("=", "+", "-", "@")) for cell in row)


def test_spreadsheet_safe() -> None:
    assert spreadsheet_safe("=1+1") == "'=1+1" and spreadsheet_safe("@SUM(A1)") == "'@SUM(A1)"
    assert spreadsheet_safe("-3%") == "'-3%" and spreadsheet_safe("\t=x") == "'\t=x"
    assert spreadsheet_safe("Fine, 3 = 3") == "Fine, 3 = 3"


def test_markdown_and_json_carry_decisions(sample_review) -> None:
    notes = notes_for(sample_review)
    md = to_markdown(sample_review, notes)
    assert md.startswith("# Pilot article, second read")
    assert "- **Decision:** Dismissed: =HYPERLINK" in md and "earlier wording" in md
    data = review_to_dict(sample_review, notes)
    first, second, third = data["claims"][:3]
    assert first["decision"] == {"state": "dismissed", "note": NOTE, "at": "2026-01-02T10:00:00+00:00"}
    assert second["decision"] is None and second["stale_decision"]["state"] == "accepted"
    assert third["decision"] is None and third["stale_decision"] is None
    assert all(c["decision"] is None for c in review_to_dict(sample_review)["claims"])


def test_check_writes_html_and_csv(capsys) -> None:
    code = main(["check", str(SAMPLE / "draft.md"), str(SAMPLE / "sources"), "--format", "html"])
    html = capsys.readouterr().out
    assert code == 1 and html.startswith("<!doctype html>") and "Potential mismatch" in html
    code = main(["check", str(SAMPLE / "draft.md"), str(SAMPLE / "sources"), "--format", "csv", "--fail-on", "never"])
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert code == 0 and rows[0][0] == "id" and len(rows) > 10
