"""The Japanese sample in a real browser: opened from the start page's switch, every label the engine's,
highlights on the exact Japanese words, and a screenshot of the page."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import evidencedesk
from evidencedesk.documents import sample_dir
from evidencedesk.model import Label, Review


@pytest.fixture(scope="module")
def kitei() -> Review:
    folder = sample_dir("kitei")
    sources = {p.name: p.read_text(encoding="utf-8") for p in sorted((folder / "sources").glob("*.md"))}
    return evidencedesk.review((folder / "draft.md").read_text(encoding="utf-8"), sources)


def test_the_japanese_sample_opens_from_the_start_page(
    app_page: Page, live_server: str, kitei: Review, artifacts: Path
) -> None:
    app_page.goto(f"{live_server}/")
    app_page.get_by_role("button", name="Japanese sample").click()
    expect(app_page).to_have_url(f"{live_server}/reviews/kitei")
    marks = app_page.locator("#draft mark.claim")
    expect(marks).to_have_count(len(kitei.verdicts))
    shown = marks.evaluate_all("ms => ms.map(m => [Number(m.dataset.claimId), m.dataset.label, m.textContent])")
    assert {n: label for n, label, _ in shown} == {v.claim.id: v.label.value for v in kitei.verdicts}
    # each highlight holds exactly its claim's Japanese text: offsets count characters, not bytes
    assert {n: text.strip() for n, _, text in shown} == {v.claim.id: v.claim.text for v in kitei.verdicts}

    department = next(v for v in kitei.verdicts if v.claim.text.startswith("パスワードを忘れた場合は"))
    assert department.label is Label.MISMATCH
    app_page.locator(f'#draft mark.claim[data-claim-id="{department.claim.id}"] svg.icon').click()
    detail = app_page.locator("#claim-detail")
    expect(detail.locator(".read-as")).to_have_text("read as Japanese")
    expect(detail.locator('[data-check-id="entities"]').first).to_contain_text("情報システム部")
    expect(
        app_page.locator("#sources mark.passage", has_text="パスワードを忘れた場合は、情報システム部")
    ).to_be_visible()
    app_page.screenshot(path=str(artifacts / "review-kitei-1440x900.png"))
