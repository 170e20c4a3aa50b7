"""Saved reviews on the start page (counts, decided share, rename, delete with confirmation), the export
downloads and each check's documentation page."""

from __future__ import annotations

import csv
import io
import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from evidencedesk.checks import BY_ID
from evidencedesk.web.views import SAMPLE_ID, load_sample

from .pagecheck import TOKEN, csp_violations

URL = f"/reviews/{SAMPLE_ID}"


@pytest.fixture
def sample(app: Flask) -> Any:
    with app.app_context():
        return load_sample()


def test_start_page_lists_reviews_with_counts_and_decided_share(client: FlaskClient, sample: Any) -> None:
    client.post(f"{URL}/claims/4/decision", data={"csrf_token": TOKEN, "state": "fixed", "revision": "1"})
    html = client.get("/").get_data(as_text=True)
    assert f'data-review-id="{SAMPLE_ID}"' in html and "Saved reviews" in html
    total = len(sample.review.verdicts)
    assert f"{100 / total:.0f}%" in html and f"1 of {total}" in html
    for label, count in sample.review.summary.items():
        assert re.search(
            rf'label-{label}" title="[^"]+">.*?<span class="visually-hidden">[^<]+</span>{count}</span>', html
        )


def test_rename_and_an_empty_title(client: FlaskClient, sample: Any) -> None:
    response = client.post(f"{URL}/rename", data={"csrf_token": TOKEN, "title": "  Harbor piece  "})
    assert response.status_code == 303
    assert "Harbor piece" in client.get(URL).get_data(as_text=True)
    response = client.post(f"{URL}/rename", data={"csrf_token": TOKEN, "title": "   "})
    assert response.status_code == 400 and "needs a title" in response.get_data(as_text=True)
    assert client.get(f"{URL}/review.json").get_json()["title"] == "Harbor piece"


def test_delete_asks_first_and_needs_csrf(client: FlaskClient, sample: Any) -> None:
    confirm = client.get(f"{URL}/delete").get_data(as_text=True)
    assert "cannot be undone" in confirm and "data-confirm-delete" in confirm
    assert client.post(f"{URL}/delete").status_code == 400
    assert client.get(URL).status_code == 200
    assert client.post(f"{URL}/delete", data={"csrf_token": TOKEN}).status_code == 303
    assert client.get(URL).status_code == 404
    assert f'data-review-id="{SAMPLE_ID}"' not in client.get("/").get_data(as_text=True)
    assert client.post(f"{URL}/delete", data={"csrf_token": TOKEN}).status_code == 404


@pytest.mark.parametrize("ext", ["md", "html", "csv"])
def test_exports_download_with_decisions(client: FlaskClient, sample: Any, ext: str) -> None:
    client.post(
        f"{URL}/claims/4/decision",
        data={"csrf_token": TOKEN, "state": "dismissed", "note": "by phone", "revision": "1"},
    )
    response = client.get(f"{URL}/review.{ext}")
    body = response.get_data(as_text=True)
    assert response.status_code == 200 and "attachment" in response.headers["Content-Disposition"]
    assert "by phone" in body
    if ext == "csv":
        assert response.mimetype == "text/csv"
        assert len(list(csv.reader(io.StringIO(body)))) == len(sample.review.verdicts) + 1
    if ext == "html":
        assert "script-src" not in response.headers["Content-Security-Policy"]
        assert "default-src 'none'" in response.headers["Content-Security-Policy"]


def test_unknown_export_is_404(client: FlaskClient, sample: Any) -> None:
    assert client.get(f"{URL}/review.xlsx").status_code == 404


def test_page_has_every_export_link(client: FlaskClient, sample: Any) -> None:
    html = client.get(URL).get_data(as_text=True)
    for kind in ("json", "markdown", "html", "csv"):
        assert f'data-export="{kind}"' in html


@pytest.mark.parametrize("check_id", sorted(BY_ID))
def test_each_check_has_a_documentation_page(client: FlaskClient, check_id: str) -> None:
    response = client.get(f"/checks/{check_id}")
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and '<pre class="check-doc">' in html
    first_line = (BY_ID[check_id].__doc__ or "").strip().splitlines()[0]
    assert first_line.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&#34;").replace("'", "&#39;") in html
    assert csp_violations(html) == []


def test_unknown_check_is_404(client: FlaskClient) -> None:
    assert client.get("/checks/no.such.check").status_code == 404


def test_fired_checks_link_to_their_documentation(client: FlaskClient, sample: Any) -> None:
    for v in sample.review.verdicts:
        html = client.get(f"{URL}/claims/{v.claim.id}").get_data(as_text=True)
        for c in v.checks:
            if c.status == "fired":
                assert f'href="/checks/{c.check}" data-check-doc' in html
