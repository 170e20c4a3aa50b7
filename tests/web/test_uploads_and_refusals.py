"""Uploads in every format the command line reads, and forms refused before they were read (an expired
token, a submission over the size limit) coming back with everything that was typed."""

from __future__ import annotations

import html as htmllib
import json
import re
from pathlib import Path

from flask import Flask
from flask.testing import FlaskClient

from evidencedesk.web import create_app
from tests.unit.formats import docx_bytes, pdf_bytes

from .pagecheck import TOKEN
from .test_submit import DRAFT, SOURCE, error_near, post, upload


def client_with(tmp_path: Path, **config: object) -> tuple[Flask, FlaskClient]:
    app = create_app({"DATA_DIR": str(tmp_path), "SECRET_KEY": "t", **config})
    client = app.test_client()
    with client.session_transaction() as session:
        session["csrf_token"] = TOKEN
    return app, client


def test_pdf_and_word_uploads_make_a_review_with_pages(client: FlaskClient) -> None:
    pdf = pdf_bytes("The project cost $1.2 million over two years.", SOURCE)
    word = docx_bytes(lambda d: d.add_paragraph("Meridian was trained on 12,400 labelled claims."))
    status, location, _ = post(
        client, draft=DRAFT, source_files=[upload("results.pdf", pdf), upload("training.docx", word)]
    )
    assert status == 303
    data = json.loads(client.get(f"{location}/review.json").get_data(as_text=True))
    assert [s["name"] for s in data["sources"]] == ["results.pdf", "training.docx"]
    recall = data["claims"][0]
    assert recall["evidence"][0]["source"] == "s1" and recall["evidence"][0]["page"] == 2


def test_a_legacy_encoded_upload_says_which_encoding_was_assumed(client: FlaskClient) -> None:
    legacy = "Le café a coûté 4,50 € à Zürich ; l’étude est publiée.".encode("cp1252")
    status, _, html = post(client, source_files=[upload("notes.txt", legacy)])  # no draft: the form comes back
    assert status == 400
    assert "was read as cp1252 (it is not UTF-8)" in htmllib.unescape(html)
    assert "Le café a coûté 4,50 € à Zürich" in htmllib.unescape(html)


def test_an_expired_form_comes_back_with_everything_typed(app: Flask) -> None:
    client = app.test_client()  # no session: the token it sends cannot match
    response = client.post(
        "/reviews",
        data={
            "csrf_token": "from-an-old-tab",
            "draft": DRAFT,
            "source_name": "results.md",
            "source_text": SOURCE,
            "source_files": [upload("budget.txt", "The budget was $1.2 million.")],
        },
        content_type="multipart/form-data",
    )
    html = response.get_data(as_text=True)
    assert response.status_code == 400
    assert "This form had expired" in htmllib.unescape(html)
    assert htmllib.escape(DRAFT, quote=False).strip() in html
    assert 'value="results.md"' in html and 'value="budget.txt"' in html
    assert app.extensions["evidencedesk.runner"].store.recent() == []
    token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
    again = client.post("/reviews", data={"csrf_token": token, "draft": DRAFT, "source_text": SOURCE})
    assert again.status_code == 303  # the page it came back on carries a token that works


def test_a_submission_over_the_limit_keeps_the_typed_text(tmp_path: Path) -> None:
    app, client = client_with(tmp_path, MAX_CONTENT_LENGTH=8192)
    status, _, html = post(
        client, draft=DRAFT, source_name="typed.md", source_text=SOURCE, source_files=[upload("big.md", "w " * 5000)]
    )
    assert status == 413
    message = error_near(html, "source_files")
    assert "the limit is 8,192 bytes, so no file was read" in message and "Your text is kept" in message
    assert htmllib.escape(DRAFT, quote=False).strip() in html and 'value="typed.md"' in html
    assert app.extensions["evidencedesk.runner"].store.recent() == []


def test_the_start_page_offers_every_format_and_a_progress_line(client: FlaskClient) -> None:
    html = client.get("/").get_data(as_text=True)
    assert html.count('accept=".txt,.text,.md,.markdown,.pdf,.docx,.html') == 2
    assert "data-review-progress hidden" in html and 'role="status"' in html


def test_upload_names_lose_their_folders_and_show_control_characters_escaped(client: FlaskClient) -> None:
    files = [upload("../../etc/notes.md", SOURCE), upload("/home/ed/budget.txt", "The budget was $1.2 million.")]
    status, location, _ = post(client, draft=DRAFT, source_files=files)
    assert status == 303
    names = [s["name"] for s in json.loads(client.get(f"{location}/review.json").get_data(as_text=True))["sources"]]
    assert names == ["notes.md", "budget.txt"]
    status, _, html = post(client, draft=DRAFT, source_files=[upload("bad\x1b[2Jname.txt", b"  ")])
    assert status == 400
    assert "bad\\x1b[2Jname.txt is empty" in error_near(html, "source_files")


def test_the_claim_panel_names_the_page_of_a_pdf_passage(client: FlaskClient) -> None:
    pdf = pdf_bytes("The project cost $1.2 million over two years.", SOURCE)
    status, location, _ = post(client, draft=DRAFT, source_files=[upload("results.pdf", pdf)])
    assert status == 303
    html = client.get(f"{location}/claims/1").get_data(as_text=True)
    assert '<span class="source-name">results.pdf, page 2</span>' in html
