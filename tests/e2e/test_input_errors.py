"""In the browser: a broken upload gets its message beside the file field, and everything else the
editor entered is still there; a slow review shows its progress line."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.unit.formats import pdf_bytes

DRAFT = "Meridian reached a recall of 85% on the held-out test set. It cost $1.2 million over two years."
SOURCE = "Meridian achieved a recall of 85% on the held-out test set. The project cost $1.2 million."


def test_a_scanned_pdf_is_refused_beside_its_field_and_nothing_typed_is_lost(
    app_page: Page, live_server: str, artifacts: Path, tmp_path: Path
) -> None:
    scan = tmp_path / "scan.pdf"
    scan.write_bytes(pdf_bytes(""))
    good = tmp_path / "budget.md"
    good.write_text("The budget was **$1.2 million** in all.")
    app_page.goto(live_server + "/")
    app_page.fill("#draft", DRAFT)
    app_page.fill("#source-name-1", "results.md")
    app_page.fill("#source-text-1", SOURCE)
    app_page.set_input_files("#source_files", [str(scan), str(good)])
    app_page.click("button.button-primary")
    error = app_page.locator("#source_files ~ .field-error, .dropzone ~ .field-error").first
    expect(error).to_contain_text("scan.pdf has no text: is it a scan?")
    expect(app_page.locator("#draft")).to_have_value(DRAFT)
    names = app_page.locator("input[name=source_name]")
    expect(names.nth(0)).to_have_value("budget.md")
    expect(app_page.locator("textarea[name=source_text]").nth(0)).to_have_value("The budget was $1.2 million in all.")
    expect(names.nth(1)).to_have_value("results.md")
    expect(app_page.locator("textarea[name=source_text]").nth(1)).to_have_value(SOURCE)
    app_page.screenshot(path=str(artifacts / "start-input-error-1440x900.png"), full_page=True)


def test_a_review_that_takes_a_while_shows_its_progress(app_page: Page, live_server: str) -> None:
    app_page.goto(live_server + "/")
    app_page.fill("#draft", DRAFT)
    app_page.fill("#source-text-1", SOURCE)
    progress = app_page.locator("[data-review-progress]")
    # Hold the submission in the page (the page's own handler still runs first), as a slow server would.
    app_page.evaluate("document.querySelector('form.review-form').addEventListener('submit', e => e.preventDefault())")
    app_page.click("button.button-primary")
    expect(app_page.locator("button.button-primary")).to_have_text("Reviewing…")
    app_page.wait_for_timeout(500)
    expect(progress).to_be_hidden()  # a quick review shows nothing more
    expect(progress).to_be_visible(timeout=3000)
    expect(progress).to_contain_text("s so far")
