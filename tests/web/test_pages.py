"""Every route, full pages and htmx fragments, headers and error pages."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from .pagecheck import TOKEN, claim_labels, csp_violations


def test_start_page_offers_the_form_with_a_csrf_token(client: FlaskClient) -> None:
    page = client.get("/")
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    for field in (
        'name="draft"',
        'name="draft_file"',
        'name="source_files"',
        "multiple",
        'name="source_name"',
        'name="source_text"',
        'name="csrf_token"',
    ):
        assert field in html
    assert 'enctype="multipart/form-data"' in html


@pytest.mark.parametrize("path", ["/", "/reviews/meridian", "/reviews/meridian/claims/1", "/reviews/nope"])
def test_security_headers_on_every_page(sample_client: FlaskClient, path: str) -> None:
    headers = sample_client.get(path).headers
    csp = headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp
    assert "script-src 'self'" in csp and "style-src 'self'" in csp
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp and "http" not in csp
    assert "frame-ancestors 'none'" in csp
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "no-referrer"
    assert headers["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize("path", ["/", "/reviews/meridian", "/reviews/meridian/claims/4", "/reviews/nope"])
def test_pages_need_nothing_a_strict_csp_blocks(sample_client: FlaskClient, path: str) -> None:
    assert csp_violations(sample_client.get(path).get_data(as_text=True)) == []


def test_static_files_are_served_locally(sample_client: FlaskClient) -> None:
    html = sample_client.get("/reviews/meridian").get_data(as_text=True)
    assets = re.findall(r'(?:src|href)="(/static/[^"]+)"', html)
    assert any("htmx-2." in a for a in assets) and any(a.endswith(".css") for a in assets)
    for asset in assets:
        response = sample_client.get(asset)
        assert response.status_code == 200, asset
        response.close()


def test_review_page_shows_draft_sources_and_counts(sample_client: FlaskClient, sample_url: str) -> None:
    page = sample_client.get(sample_url)
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert html.startswith("<!doctype html>")
    assert 'id="draft"' in html and 'id="sources"' in html and 'id="claim-detail"' in html
    assert 'class="skipped"' in html  # headings are shown, dimmed
    for label in ("Supported", "Potential mismatch", "Insufficient evidence"):
        assert label in html
    for source in ("evaluation.md", "interviews.md", "pilot.md"):
        assert source in html
    assert html.count('<h3 class="source-title"') == 3


def test_every_claim_is_a_link_to_its_own_url(sample_client: FlaskClient, sample_url: str) -> None:
    html = sample_client.get(sample_url).get_data(as_text=True)
    for claim_id in claim_labels(html):
        url = f"{sample_url}/claims/{claim_id}"
        assert f'id="claim-{claim_id}" href="{url}" hx-get="{url}"' in html


def test_claim_url_without_htmx_is_a_full_page_with_the_claim_selected(
    sample_client: FlaskClient, sample_url: str
) -> None:
    html = sample_client.get(f"{sample_url}/claims/2").get_data(as_text=True)
    assert html.startswith("<!doctype html>")
    assert 'data-claim="2"' in html
    assert re.search(r'<mark class="claim is-selected" data-claim-id="2"', html)
    assert 'class="passage' in html  # the claim's passages are marked in the sources pane


def test_claim_url_with_htmx_is_a_fragment(sample_client: FlaskClient, sample_url: str) -> None:
    response = sample_client.get(f"{sample_url}/claims/2", headers={"HX-Request": "true"})
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "<html" not in html and "<body" not in html
    assert 'data-claim="2"' in html
    assert '<div id="sources" hx-swap-oob="innerHTML">' in html
    assert "HX-Request" in response.headers["Vary"]


def test_history_restore_gets_the_full_page(sample_client: FlaskClient, sample_url: str) -> None:
    headers = {"HX-Request": "true", "HX-History-Restore-Request": "true"}
    html = sample_client.get(f"{sample_url}/claims/2", headers=headers).get_data(as_text=True)
    assert html.startswith("<!doctype html>")


def test_review_root_fragment_is_the_overview(sample_client: FlaskClient, sample_url: str) -> None:
    html = sample_client.get(sample_url, headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "<html" not in html and "Overview" in html


def test_filter_dims_the_other_labels(sample_client: FlaskClient, sample_url: str) -> None:
    html = sample_client.get(f"{sample_url}?show=mismatch").get_data(as_text=True)
    links = re.findall(r'<a class="claim-link( is-filtered-out)?"[^>]*>.*?data-label="(\w+)"', html)
    assert links
    for filtered_out, label in links:
        assert bool(filtered_out) == (label != "mismatch")
    assert 'data-filter="mismatch" aria-current="true"' in html


def test_an_unknown_filter_shows_everything(sample_client: FlaskClient, sample_url: str) -> None:
    html = sample_client.get(f"{sample_url}?show=bogus").get_data(as_text=True)
    assert "is-filtered-out" not in html


def test_passage_parameter_focuses_that_passage(sample_client: FlaskClient, sample_url: str) -> None:
    fragment = sample_client.get(f"{sample_url}/claims/4", headers={"HX-Request": "true"})
    fragment = fragment.get_data(as_text=True)
    passage_id = re.search(r'data-candidate="1" data-passage-id="([^"]+)"', fragment).group(1)
    html = sample_client.get(f"{sample_url}/claims/4?passage={passage_id}").get_data(as_text=True)
    assert re.search(rf'<mark class="passage[^"]*is-focused" id="{passage_id}"', html)


@pytest.mark.parametrize(
    "path",
    [
        "/reviews/nope",
        "/reviews/nope/claims/1",
        "/reviews/meridian/claims/999",
        "/reviews/meridian/claims/x",
        "/nowhere",
    ],
)
def test_unknown_things_are_404_pages(sample_client: FlaskClient, path: str) -> None:
    response = sample_client.get(path)
    assert response.status_code == 404
    assert "Not found" in response.get_data(as_text=True)


def test_json_export_is_the_engine_contract(sample_client: FlaskClient, sample_url: str) -> None:
    response = sample_client.get(f"{sample_url}/review.json")
    data = response.get_json()
    assert response.status_code == 200
    assert "attachment" in response.headers["Content-Disposition"]
    assert set(data["summary"]) == {"supported", "mismatch", "insufficient"}
    html = sample_client.get(sample_url).get_data(as_text=True)
    assert claim_labels(html) == {c["id"]: c["label"] for c in data["claims"]}


def test_get_on_the_create_route_is_not_allowed(sample_client: FlaskClient) -> None:
    assert sample_client.get("/reviews").status_code == 405


def test_sample_button_opens_the_meridian_review(client: FlaskClient) -> None:
    response = client.post("/reviews/sample", data={"csrf_token": TOKEN})
    assert response.status_code == 303
    assert response.headers["Location"].endswith("/reviews/meridian")
    assert client.get("/reviews/meridian").status_code == 200


def test_recent_reviews_are_listed_on_the_start_page(sample_client: FlaskClient) -> None:
    html = sample_client.get("/").get_data(as_text=True)
    assert 'href="/reviews/meridian"' in html and "draft.md" in html
