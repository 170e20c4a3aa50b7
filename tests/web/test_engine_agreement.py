"""The page always shows what the engine computes: every highlight's label, every fired check and the top
candidates are compared with a review computed here, independently, through the public API."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from markupsafe import escape

import evidencedesk
from evidencedesk.documents import sample_dir
from evidencedesk.model import Review
from evidencedesk.web import create_app
from evidencedesk.web.views import load_sample

from .pagecheck import claim_labels


@pytest.fixture(scope="module")
def engine_review() -> Review:
    folder = sample_dir()
    sources = {p.name: p.read_text(encoding="utf-8") for p in sorted((folder / "sources").glob("*.md"))}
    return evidencedesk.review((folder / "draft.md").read_text(encoding="utf-8"), sources)


def test_every_highlight_carries_the_engines_label(
    sample_client: FlaskClient, sample_url: str, engine_review: Review
) -> None:
    html = sample_client.get(sample_url).get_data(as_text=True)
    assert claim_labels(html) == {v.claim.id: v.label.value for v in engine_review.verdicts}


def test_highlights_cover_exactly_the_claim_text(
    sample_client: FlaskClient, sample_url: str, engine_review: Review
) -> None:
    html = sample_client.get(sample_url).get_data(as_text=True)
    for v in engine_review.verdicts:
        mark = re.search(rf'data-claim-id="{v.claim.id}"[^>]*>(?:<svg.*?</svg>)(.*?)</mark>', html, re.S)
        assert mark is not None
        assert mark.group(1) == str(escape(v.claim.text))


def test_the_demo_sample_has_all_three_labels(engine_review: Review) -> None:
    assert all(engine_review.summary[label] > 0 for label in ("supported", "mismatch", "insufficient"))


def test_each_claim_detail_shows_the_engines_checks_and_candidates(
    sample_client: FlaskClient, sample_url: str, engine_review: Review
) -> None:
    for v in engine_review.verdicts:
        html = sample_client.get(f"{sample_url}/claims/{v.claim.id}", headers={"HX-Request": "true"})
        html = html.get_data(as_text=True)
        assert f'data-label="{v.label.value}"' in html and v.label.display in html
        fired = [c.check for c in v.checks if c.status == "fired"]
        assert re.findall(r'data-check-id="([^"]+)"', html) == fired
        candidates = re.findall(r'data-candidate="(\d)"', html)
        assert len(candidates) == min(3, len(v.candidates)) <= 3
        for reason in v.reasons:
            assert str(escape(reason)) in html
        for c in v.candidates[:3]:
            assert engine_review.source(c.passage.source).name in html
            assert f"{c.score:.2f}" in html


def test_stored_inputs_are_recomputed_not_read_back(tmp_path: Path) -> None:
    """A fresh app over the same data folder shows the engine's labels, with nothing cached."""
    first = create_app({"DATA_DIR": str(tmp_path), "SECRET_KEY": "t"})
    with first.app_context():
        loaded = load_sample()
    second = create_app({"DATA_DIR": str(tmp_path), "SECRET_KEY": "t"})
    html = second.test_client().get(f"/reviews/{loaded.stored.id}").get_data(as_text=True)
    assert claim_labels(html) == {v.claim.id: v.label.value for v in loaded.review.verdicts}
