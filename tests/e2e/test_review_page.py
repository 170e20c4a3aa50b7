"""The review page in a real browser: labels equal the engine's, mouse and keyboard navigation, the
candidate passages, uploads through the form, the no-JavaScript fallback and screenshots."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

import evidencedesk
from evidencedesk.documents import sample_dir
from evidencedesk.model import Label, Review, Verdict

from .network import block_outside_requests

DRAFT = (
    "# Pilot notes\n\n"
    "Meridian achieved a recall of 95% on the held-out test set. "
    "The project cost $1.2 million over two years.\n"
)
RESULTS = "Meridian achieved a recall of 85% on the held-out test set.\n"
BUDGET = "Building Meridian cost $1.2 million over two years.\n"
# The panes scroll, the page does not: nothing may push the window wider or taller than the screen.
PAGE_FITS_WINDOW = """() => { const root = document.scrollingElement;
  return root.scrollWidth <= innerWidth && root.scrollHeight <= innerHeight && root.scrollTop === 0; }"""


@pytest.fixture(scope="module")
def sample() -> Review:
    folder = sample_dir()
    sources = {p.name: p.read_text(encoding="utf-8") for p in sorted((folder / "sources").glob("*.md"))}
    return evidencedesk.review((folder / "draft.md").read_text(encoding="utf-8"), sources)


def claim(page: Page, claim_id: int):  # noqa: ANN201 - a Playwright Locator
    return page.locator(f'#draft mark.claim[data-claim-id="{claim_id}"]')


def click_claim(page: Page, claim_id: int) -> None:
    """Click a claim where it starts: a sentence wrapping over lines has no single centre to click."""
    claim(page, claim_id).locator("svg.icon").click()


def expect_selected(page: Page, verdict: Verdict) -> None:
    detail = page.locator("#claim-detail")
    expect(detail.locator(f'[data-claim="{verdict.claim.id}"]')).to_be_visible()
    expect(detail.locator(".verdict .badge")).to_have_text(verdict.label.display)
    expect(claim(page, verdict.claim.id)).to_have_class(re.compile(r"\bis-selected\b"))
    expect(page).to_have_title(re.compile(rf"^Claim {verdict.claim.id}: {verdict.label.display} · "))


def interesting(review: Review) -> Verdict:
    """A potential mismatch with a fired check, the kind an editor opens first."""
    return next(
        v
        for v in review.verdicts
        if v.label is Label.MISMATCH and any(c.status == "fired" for c in v.checks) and v.candidates
    )


def test_demo_highlights_carry_the_engines_labels(
    app_page: Page, live_server: str, sample: Review, artifacts: Path
) -> None:
    app_page.goto(f"{live_server}/reviews/meridian")
    marks = app_page.locator("#draft mark.claim")
    expect(marks).to_have_count(len(sample.verdicts))
    shown = marks.evaluate_all("ms => ms.map(m => [Number(m.dataset.claimId), m.dataset.label])")
    assert dict(shown) == {v.claim.id: v.label.value for v in sample.verdicts}
    for label, count in sample.summary.items():
        expect(app_page.locator(f'.filter[data-filter="{label}"] .count')).to_have_text(str(count))
    expect(app_page.locator("#draft .skipped").first).to_be_visible()
    app_page.screenshot(path=str(artifacts / "review-1440x900.png"))


def test_mouse_and_keys_move_through_claims(app_page: Page, live_server: str, sample: Review, artifacts: Path) -> None:
    verdicts = list(sample.verdicts)
    target = interesting(sample)
    app_page.goto(f"{live_server}/reviews/meridian")

    click_claim(app_page, target.claim.id)
    expect_selected(app_page, target)
    expect(app_page).to_have_url(re.compile(rf"/reviews/meridian/claims/{target.claim.id}$"))
    fired = [c.check for c in target.checks if c.status == "fired"]
    checks = app_page.locator("#claim-detail [data-check-id]")
    expect(checks).to_have_count(len(fired))
    assert checks.evaluate_all("cs => cs.map(c => c.dataset.checkId)") == fired
    expect(app_page.locator("#claim-detail [data-check-id] mark.words").first).to_be_visible()
    candidates = app_page.locator("#claim-detail [data-candidate]")
    expect(candidates).to_have_count(min(3, len(target.candidates)))
    expect(app_page.locator("#sources mark.passage.is-primary")).to_be_in_viewport()
    assert app_page.evaluate(PAGE_FITS_WINDOW)
    app_page.screenshot(path=str(artifacts / "claim-detail-1440x900.png"))
    app_page.locator("#claim-detail").screenshot(path=str(artifacts / "claim-detail-panel.png"))

    last = candidates.last
    passage_id = last.get_attribute("data-passage-id")
    last.click()
    passage = app_page.locator(f"#sources mark.passage#{passage_id}")
    expect(passage).to_have_class(re.compile(r"\bis-focused\b"))
    expect(passage).to_be_in_viewport()

    at = verdicts.index(target)
    app_page.keyboard.press("j")
    expect_selected(app_page, verdicts[(at + 1) % len(verdicts)])
    app_page.keyboard.press("k")
    expect_selected(app_page, target)
    app_page.keyboard.press("k")
    expect_selected(app_page, verdicts[at - 1])
    app_page.keyboard.press("n")
    expect_selected(app_page, next(v for v in verdicts[at:] if v.label is Label.MISMATCH))

    expect(app_page.locator(".shortcuts-panel")).to_be_hidden()
    app_page.keyboard.press("?")
    expect(app_page.locator(".shortcuts-panel")).to_be_visible()
    app_page.keyboard.press("Escape")
    expect(app_page.locator(".shortcuts-panel")).to_be_hidden()

    app_page.go_back()
    expect(app_page.locator("#claim-detail [data-claim]")).to_be_visible()


def test_tab_and_enter_open_a_claim(app_page: Page, live_server: str, sample: Review) -> None:
    app_page.goto(f"{live_server}/reviews/meridian")
    first = sample.verdicts[0]
    link = app_page.locator(f"#claim-{first.claim.id}")
    link.focus()
    app_page.keyboard.press("Enter")
    expect_selected(app_page, first)


def test_narrow_window_still_works(app_page: Page, live_server: str, sample: Review, artifacts: Path) -> None:
    app_page.set_viewport_size({"width": 1024, "height": 768})
    target = interesting(sample)
    app_page.goto(f"{live_server}/reviews/meridian")
    click_claim(app_page, target.claim.id)
    expect_selected(app_page, target)
    for pane in ("#draft-title", "#claim-detail", "#sources-title"):
        expect(app_page.locator(pane)).to_be_in_viewport()
    assert app_page.evaluate(PAGE_FITS_WINDOW)
    app_page.screenshot(path=str(artifacts / "claim-detail-1024x768.png"))


def test_upload_a_draft_and_two_sources(app_page: Page, live_server: str) -> None:
    app_page.goto(live_server)
    app_page.locator("#draft_file").set_input_files(
        {"name": "notes.md", "mimeType": "text/markdown", "buffer": DRAFT.encode()}
    )
    app_page.locator("#source_files").set_input_files(
        {"name": "results.md", "mimeType": "text/markdown", "buffer": RESULTS.encode()}
    )
    dropped = app_page.evaluate_handle(
        """text => { const dt = new DataTransfer();
                     dt.items.add(new File([text], "budget.md", {type: "text/markdown"})); return dt; }""",
        BUDGET,
    )
    app_page.locator("[data-dropzone]").dispatch_event("drop", {"dataTransfer": dropped})
    expect(app_page.locator("[data-chosen-files] li")).to_have_count(2)
    app_page.get_by_role("button", name="Review the draft").click()

    expect(app_page).to_have_url(re.compile(r"/reviews/[\w-]+$"))
    expect(app_page.locator(".review-title h1")).to_have_text("notes.md")
    expected = evidencedesk.review(DRAFT, {"results.md": RESULTS, "budget.md": BUDGET})
    marks = app_page.locator("#draft mark.claim")
    expect(marks).to_have_count(len(expected.verdicts))
    shown = marks.evaluate_all("ms => ms.map(m => [Number(m.dataset.claimId), m.dataset.label])")
    assert dict(shown) == {v.claim.id: v.label.value for v in expected.verdicts}
    expect(app_page.locator("#sources .source-title")).to_have_count(2)


def test_form_errors_keep_what_was_entered(app_page: Page, live_server: str) -> None:
    app_page.goto(live_server)
    app_page.locator("#draft").fill(DRAFT)
    app_page.get_by_role("button", name="Review the draft").click()
    expect(app_page.locator(".field-error")).to_contain_text("at least one source")
    expect(app_page.locator("#draft")).to_have_value(DRAFT)


def test_without_javascript_claims_are_plain_links(browser: Browser, live_server: str, sample: Review) -> None:
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1440, "height": 900})
    outside = block_outside_requests(context, live_server)
    try:
        page = context.new_page()
        page.goto(f"{live_server}/reviews/meridian")
        target = interesting(sample)
        claim(page, target.claim.id).locator("svg.icon").click()
        expect(page).to_have_url(re.compile(rf"/claims/{target.claim.id}$"))
        expect(page.locator(f'#claim-detail [data-claim="{target.claim.id}"]')).to_be_visible()
        assert outside == []
    finally:
        context.close()
