"""The editor's working day in a real browser: deciding on claims (buttons and keys), seeing the decisions
after a reload, applying a suggested edit, and the export links."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import evidencedesk
from evidencedesk.documents import sample_dir
from evidencedesk.model import Label, Review

from .test_review_page import PAGE_FITS_WINDOW, claim, click_claim


@pytest.fixture(scope="module")
def sample() -> Review:
    folder = sample_dir()
    sources = {p.name: p.read_text(encoding="utf-8") for p in sorted((folder / "sources").glob("*.md"))}
    return evidencedesk.review((folder / "draft.md").read_text(encoding="utf-8"), sources)


def of_label(review: Review, label: Label, skip: int = 0) -> int:
    return [v.claim.id for v in review.verdicts if v.label is label][skip]


def test_dismiss_with_a_note_accept_reload_and_see_both(
    app_page: Page, live_server: str, sample: Review, artifacts: Path
) -> None:
    dismissed, accepted = of_label(sample, Label.MISMATCH), of_label(sample, Label.INSUFFICIENT)
    app_page.goto(f"{live_server}/reviews/meridian")

    click_claim(app_page, dismissed)
    detail = app_page.locator("#claim-detail")
    detail.locator('textarea[name="note"]').fill("Checked by phone with the author: <b>fine</b>.")
    detail.locator('[data-decision="dismissed"]').click()
    expect(claim(app_page, dismissed)).to_have_attribute("data-decision", "dismissed")
    expect(detail.locator("[data-decision-note]")).to_have_text("Checked by phone with the author: <b>fine</b>.")
    expect(app_page).to_have_url(re.compile(rf"/claims/{dismissed}$"))  # no page load: htmx swapped the panes

    click_claim(app_page, accepted)
    expect(claim(app_page, accepted)).to_have_class(re.compile(r"\bis-selected\b"))  # the swap has settled
    app_page.keyboard.press("a")
    expect(claim(app_page, accepted)).to_have_attribute("data-decision", "accepted")
    expect(app_page.locator(f"#claim-{accepted} [data-decision-badge]")).to_have_text(re.compile("Accepted"))
    progress = app_page.locator('#decision-progress [data-progress="insufficient"]')
    expect(progress).to_have_attribute("data-decided", "1")

    app_page.reload()
    expect(claim(app_page, dismissed)).to_have_attribute("data-decision", "dismissed")
    expect(claim(app_page, accepted)).to_have_attribute("data-decision", "accepted")
    expect(app_page.locator(f"#claim-{dismissed} [data-decision-badge]")).to_be_visible()
    app_page.screenshot(path=str(artifacts / "review-with-decisions-1440x900.png"))
    assert app_page.evaluate(PAGE_FITS_WINDOW)

    click_claim(app_page, dismissed)
    expect(detail.locator("[data-decision-note]")).to_contain_text("Checked by phone")
    app_page.locator("#claim-detail").screenshot(path=str(artifacts / "decision-panel.png"))
    app_page.keyboard.press("u")  # undo
    expect(claim(app_page, dismissed)).not_to_have_attribute("data-decision", "dismissed")
    app_page.keyboard.press("f")
    expect(claim(app_page, dismissed)).to_have_attribute("data-decision", "fixed")


def test_undecided_only_filter(app_page: Page, live_server: str, sample: Review) -> None:
    first = sample.verdicts[0].claim.id
    app_page.goto(f"{live_server}/reviews/meridian/claims/{first}")
    app_page.keyboard.press("d")
    expect(claim(app_page, first)).to_have_attribute("data-decision", "dismissed")
    app_page.locator('.filter[data-filter="undecided"]').click()
    expect(app_page.locator(f"#claim-{first}")).to_have_class(re.compile(r"\bis-filtered-out\b"))
    expect(app_page.locator(".claim-link:not(.is-filtered-out)").first).to_be_visible()


def test_export_links_download_each_format(app_page: Page, live_server: str, sample: Review, artifacts: Path) -> None:
    app_page.goto(f"{live_server}/reviews/meridian")
    app_page.locator(".exports summary").click()
    bodies = {}
    for kind in ("json", "markdown", "html", "csv"):
        with app_page.expect_download() as download:
            app_page.locator(f'a[data-export="{kind}"]').click()
        bodies[kind] = Path(download.value.path()).read_text(encoding="utf-8")
    data = json.loads(bodies["json"])
    assert [c["label"] for c in data["claims"]] == [v.label.value for v in sample.verdicts]
    assert all("decision" in c for c in data["claims"])
    assert bodies["markdown"].startswith("# ")
    assert bodies["csv"].splitlines()[0].startswith("id,label,text")
    assert "<script" not in bodies["html"]

    report = app_page.context.new_page()
    report.set_content(bodies["html"])
    expect(report.locator("section.claim")).to_have_count(len(sample.verdicts))
    report.screenshot(path=str(artifacts / "report.png"), full_page=True)
    report.emulate_media(media="print")
    report.screenshot(path=str(artifacts / "report-print.png"))
    report.close()


def test_a_fired_check_links_to_its_documentation(app_page: Page, live_server: str, sample: Review) -> None:
    target = next(v for v in sample.verdicts if any(c.status == "fired" for c in v.checks))
    check_id = next(c.check for c in target.checks if c.status == "fired")
    app_page.goto(f"{live_server}/reviews/meridian/claims/{target.claim.id}")
    app_page.locator(f'#claim-detail [data-check-id="{check_id}"] a[data-check-doc]').click()
    expect(app_page).to_have_url(re.compile(rf"/checks/{re.escape(check_id)}$"))
    expect(app_page.locator("pre.check-doc")).to_contain_text("What it catches")


def test_apply_a_suggestion_and_see_the_revised_claim(
    app_page: Page, live_server: str, sample: Review, artifacts: Path
) -> None:
    target = next(v for v in sample.verdicts if v.suggestion is not None)
    app_page.goto(f"{live_server}/reviews/meridian")
    click_claim(app_page, target.claim.id)
    detail = app_page.locator("#claim-detail")
    expect(detail.locator("[data-attribution] li").first).to_be_visible()
    detail.locator("[data-apply-suggestion]").click()

    expect(app_page).to_have_url(re.compile(rf"/claims/{target.claim.id}$"))
    revised = claim(app_page, target.claim.id)
    expect(revised).to_have_attribute("data-label", Label.SUPPORTED.value)
    expect(revised).to_contain_text(target.suggestion.text.rstrip("."))
    expect(detail.locator(".verdict .badge")).to_have_text(Label.SUPPORTED.display)
    expect(app_page.locator(".review-title .hint")).to_contain_text("revision 2")
    app_page.screenshot(path=str(artifacts / "suggestion-applied-1440x900.png"))


def test_saved_reviews_are_listed_renamed_and_reopened(app_page: Page, live_server: str, artifacts: Path) -> None:
    app_page.goto(live_server)
    row = app_page.locator('tr[data-review-id="meridian"]')
    expect(row.locator("[data-decided-share]")).to_contain_text("%")
    row.locator(".rename summary").click()
    row.locator('input[name="title"]').fill("Meridian article, second read")
    row.get_by_role("button", name="Save").click()
    expect(row.locator("[data-open-review]")).to_have_text("Meridian article, second read")
    app_page.locator(".recent").screenshot(path=str(artifacts / "saved-reviews.png"))
    row.locator("[data-open-review]").click()
    expect(app_page.locator("[data-review-title]")).to_have_text("Meridian article, second read")


def test_editing_a_decided_claim_shows_its_old_decision_as_stale(
    app_page: Page, live_server: str, sample: Review, artifacts: Path
) -> None:
    target = next(v for v in sample.verdicts if v.label is Label.INSUFFICIENT and v.suggestion is None)
    app_page.goto(f"{live_server}/reviews/meridian/claims/{target.claim.id}")
    app_page.keyboard.press("a")
    expect(claim(app_page, target.claim.id)).to_have_attribute("data-decision", "accepted")
    detail = app_page.locator("#claim-detail")
    # the panel is swapped after the draft's highlight: open the editor only in the panel that holds the
    # decision, once no request is left in flight, or a late swap closes it again under the test's hands
    expect(detail.locator("[data-decision-state]")).to_have_attribute("data-decision-state", "accepted")
    app_page.wait_for_load_state("networkidle")
    detail.locator(".edit-claim summary").click()
    expect(detail.locator(".edit-claim")).to_have_attribute("open", "")
    detail.locator('textarea[name="text"]').fill("Meridian's recall on the minority class rose from 0.41 to 0.58.")
    detail.locator("[data-edit-claim]").click()
    edited = claim(app_page, target.claim.id)
    expect(edited).to_have_attribute("data-decision-stale", "accepted")
    expect(edited).not_to_have_attribute("data-decision", "accepted")
    expect(detail.locator("[data-decision-stale]")).to_contain_text("does not carry over")
    app_page.locator("#claim-detail").screenshot(path=str(artifacts / "stale-decision-panel.png"))
