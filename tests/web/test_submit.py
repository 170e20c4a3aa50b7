"""POST /reviews: the happy paths, CSRF, every form error (keeping what was entered), size limits and
markup in user text showing as text."""

from __future__ import annotations

import html as htmllib
import io
import re
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from markupsafe import escape

from evidencedesk.web import create_app

from .pagecheck import TOKEN, claim_labels, csp_violations

DRAFT = "Meridian reached a recall of 85% on the held-out test set. It cost $1.2 million over two years.\n"
SOURCE = "Meridian achieved a recall of 85% on the held-out test set. The project cost $1.2 million.\n"


def post(client: FlaskClient, **fields: object) -> tuple[int, str, str]:
    data = {"csrf_token": TOKEN, **fields}
    response = client.post("/reviews", data=data, content_type="multipart/form-data")
    return response.status_code, response.headers.get("Location", ""), response.get_data(as_text=True)


def upload(name: str, text: str | bytes) -> tuple[io.BytesIO, str]:
    data = text.encode() if isinstance(text, str) else text
    return io.BytesIO(data), name


def error_near(html: str, field_id: str) -> str:
    """The first field error that follows the element with ``field_id``."""
    after = html[html.index(f'id="{field_id}"') :]
    return htmllib.unescape(re.search(r'class="field-error"[^>]*>(.*?)</p>', after, re.S).group(1))


def test_pasted_draft_and_source_make_a_review(client: FlaskClient) -> None:
    status, location, _ = post(client, draft=DRAFT, source_name="results.md", source_text=SOURCE)
    assert status == 303
    assert re.fullmatch(r"/reviews/[\w-]+", location)
    page = client.get(location).get_data(as_text=True)
    assert claim_labels(page)
    assert "Pasted draft" in page and "results.md" in page


def test_uploaded_draft_and_two_sources_make_a_review(client: FlaskClient) -> None:
    status, location, _ = post(
        client,
        draft_file=upload("draft.md", DRAFT),
        source_files=[upload("results.md", SOURCE), upload("budget.txt", "The budget was $1.2 million.")],
    )
    assert status == 303
    page = client.get(location).get_data(as_text=True)
    assert "draft.md" in page and "results.md" in page and "budget.txt" in page


def test_pasted_and_uploaded_sources_combine(client: FlaskClient) -> None:
    status, location, _ = post(
        client,
        draft=DRAFT,
        source_files=[upload("results.md", SOURCE)],
        source_name="notes",
        source_text="Costs were $1.2 million.",
    )
    assert status == 303
    page = client.get(location).get_data(as_text=True)
    assert page.count('<h3 class="source-title"') == 2


def test_missing_csrf_token_is_refused_and_nothing_is_kept(app: Flask) -> None:
    client = app.test_client()
    response = client.post("/reviews", data={"draft": DRAFT, "source_name": "s", "source_text": SOURCE})
    assert response.status_code == 400
    assert "expired" in response.get_data(as_text=True)
    assert app.extensions["evidencedesk.runner"].store.recent() == []


def test_wrong_csrf_token_is_refused(client: FlaskClient) -> None:
    response = client.post(
        "/reviews", data={"csrf_token": "forged", "draft": DRAFT, "source_name": "s", "source_text": SOURCE}
    )
    assert response.status_code == 400


def test_csrf_token_from_the_page_is_accepted(app: Flask) -> None:
    client = app.test_client()
    token = re.search(r'name="csrf_token" value="([^"]+)"', client.get("/").get_data(as_text=True)).group(1)
    response = client.post(
        "/reviews", data={"csrf_token": token, "draft": DRAFT, "source_name": "s", "source_text": SOURCE}
    )
    assert response.status_code == 303


def test_sample_route_needs_the_token_too(app: Flask) -> None:
    assert app.test_client().post("/reviews/sample").status_code == 400


def test_empty_draft_is_reported_next_to_it_and_sources_are_kept(client: FlaskClient) -> None:
    status, _, html = post(client, draft="   ", source_name="results.md", source_text=SOURCE)
    assert status == 400
    assert "Paste the draft" in error_near(html, "draft")
    assert 'value="results.md"' in html
    assert htmllib.escape(SOURCE, quote=False).strip() in html


def test_no_sources_is_reported_and_the_draft_is_kept(client: FlaskClient) -> None:
    status, _, html = post(client, draft=DRAFT)
    assert status == 400
    assert "at least one source" in error_near(html, "source_files")
    assert htmllib.escape(DRAFT, quote=False).strip() in html


def test_unreadable_upload_is_reported_and_good_uploads_come_back_as_text(client: FlaskClient) -> None:
    files = [upload("results.md", SOURCE), upload("scan.txt", b"\xff\xfe\x00bad")]
    status, _, html = post(client, draft=DRAFT, source_files=files)
    assert status == 400
    assert "one thing needs your attention" in html
    assert "scan.txt does not look like text" in error_near(html, "source_files")
    assert 'value="results.md"' in html and "kept below as text" in html
    assert htmllib.escape(SOURCE, quote=False).strip() in html
    assert htmllib.escape(DRAFT, quote=False).strip() in html


def test_unsupported_file_type_is_named(client: FlaskClient) -> None:
    status, _, html = post(client, draft=DRAFT, source_files=[upload("sheet.xlsx", b"PK")])
    assert status == 400
    assert "unsupported file type '.xlsx'" in error_near(html, "source_files")


def test_damaged_pdf_upload_is_named(client: FlaskClient) -> None:
    status, _, html = post(client, draft=DRAFT, source_files=[upload("paper.pdf", b"%PDF-1.7")])
    assert status == 400
    assert "paper.pdf is not a readable PDF" in error_near(html, "source_files")


def test_unreadable_draft_file_is_reported_next_to_it(client: FlaskClient) -> None:
    status, _, html = post(client, draft_file=upload("draft.md", b"\xff\xff"), source_name="s", source_text=SOURCE)
    assert status == 400
    assert "draft.md does not look like text" in error_near(html, "draft_file")


def test_uploaded_draft_comes_back_in_the_box_when_something_else_fails(client: FlaskClient) -> None:
    status, _, html = post(client, draft_file=upload("draft.md", DRAFT))
    assert status == 400
    assert htmllib.escape(DRAFT, quote=False).strip() in html
    assert 'name="draft_name" value="draft.md"' in html and "read from your upload" in html


def test_named_source_without_text_is_reported_on_its_block(client: FlaskClient) -> None:
    status, _, html = post(
        client, draft=DRAFT, source_name="notes.md", source_text=" ", source_files=[upload("scan.txt", b"\xff")]
    )
    assert status == 400
    assert "2 things need your attention" in html
    assert "has a name but no text" in error_near(html, "source-text-1")
    assert 'value="notes.md"' in html


def client_with(tmp_path: Path, **config: object) -> tuple[Flask, FlaskClient]:
    """An app with extra settings, and a client whose session holds the test token."""
    app = create_app({"DATA_DIR": str(tmp_path), "SECRET_KEY": "t", **config})
    client = app.test_client()
    with client.session_transaction() as session:
        session["csrf_token"] = TOKEN
    return app, client


def test_a_draft_over_the_character_limit_is_refused_next_to_it(tmp_path: Path) -> None:
    _, client = client_with(tmp_path, MAX_DOCUMENT_CHARS=100)
    status, _, html = post(client, draft="x " * 80, source_name="s", source_text=SOURCE)
    assert status == 400
    assert "the limit is 100" in error_near(html, "draft")
    assert 'value="s"' in html


def test_a_request_over_the_size_limit_gets_a_friendly_413(tmp_path: Path) -> None:
    app, client = client_with(tmp_path, MAX_CONTENT_LENGTH=4096)
    status, _, html = post(client, draft=DRAFT, source_files=[upload("big.md", "word " * 5000)])
    assert status == 413
    assert "Too large" in html and "Nothing was saved" in html
    assert app.extensions["evidencedesk.runner"].store.recent() == []


ATTACKS = [
    "<script>alert('draft')</script>",
    '<img src=x onerror="alert(1)">',
    "[click me](javascript:alert(1))",
    '<a href="javascript:alert(1)">link</a>',
    '"><svg onload=alert(1)>',
]


@pytest.mark.parametrize("attack", ATTACKS)
def test_markup_in_draft_sources_and_names_shows_as_text(client: FlaskClient, attack: str) -> None:
    draft = f"Meridian reached a recall of 85% on the test set {attack} as reported.\n"
    source = f"Meridian achieved a recall of 85% on the test set {attack} in the report.\n"
    status, location, _ = post(client, draft=draft, source_name=f"notes {attack}.md", source_text=source)
    assert status == 303
    for path in (location, f"{location}/claims/1"):
        page = client.get(path).get_data(as_text=True)
        assert str(escape(attack)) in page
        assert csp_violations(page) == []
        if escape(attack) != attack:
            assert attack not in page
    fragment = client.get(f"{location}/claims/1", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert csp_violations(fragment) == [] and "<script>alert" not in fragment


def test_markup_in_a_rejected_form_shows_as_text(client: FlaskClient) -> None:
    attack = "</textarea><script>alert(1)</script>"
    status, _, html = post(client, draft=attack)
    assert status == 400
    assert attack not in html and csp_violations(html) == []
