"""Editing the draft and re-checking: revisions, decisions that carry over or go stale, and suggested
edits applied (offered only when the engine labels the revised sentence Supported)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from evidencedesk.model import Label
from evidencedesk.web.views import SAMPLE_ID, load_sample

from .pagecheck import TOKEN

URL = f"/reviews/{SAMPLE_ID}"


@pytest.fixture
def sample(app: Flask) -> Any:
    with app.app_context():
        return load_sample()


def post(client: FlaskClient, path: str, **data: str) -> Any:
    return client.post(f"{URL}{path}", data={"csrf_token": TOKEN, **data})


def claims(client: FlaskClient) -> dict[int, dict[str, Any]]:
    return {c["id"]: c for c in client.get(f"{URL}/review.json").get_json()["claims"]}


def revision(client: FlaskClient) -> str:
    return str(client.get(f"{URL}/review.json").get_json()["revision"])


def test_editing_one_claim_keeps_the_others_decisions_and_marks_its_own_stale(client: FlaskClient, sample: Any) -> None:
    post(client, "/claims/4/decision", state="dismissed", note="checked", revision="1")
    post(client, "/claims/6/decision", state="accepted", note="", revision="1")
    before = claims(client)
    response = post(client, "/claims/6/text", revision="1", text="Meridian achieved a recall of 85% on the test set.")
    assert response.status_code == 303 and response.headers["Location"].endswith(f"{URL}/claims/6")
    after = claims(client)
    assert revision(client) == "2"
    assert after[4]["decision"] == before[4]["decision"]  # text and evidence unchanged: kept
    assert after[6]["text"] == "Meridian achieved a recall of 85% on the test set."
    assert after[6]["decision"] is None and after[6]["stale_decision"]["state"] == "accepted"
    page = client.get(f"{URL}/claims/6").get_data(as_text=True)
    assert re.search(r'data-claim-id="6"[^>]*data-decision-stale="accepted"', page)
    assert "does not carry over" in page
    # deciding again on the new wording replaces the stale decision
    post(client, "/claims/6/decision", state="fixed", note="", revision="2")
    assert claims(client)[6]["decision"]["state"] == "fixed" and claims(client)[6]["stale_decision"] is None


def test_editing_the_whole_draft_re_runs_it_as_a_new_revision(client: FlaskClient, sample: Any) -> None:
    post(client, "/claims/4/decision", state="dismissed", note="checked", revision="1")
    draft = sample.stored.draft_text
    first_claim = sample.review.verdicts[0].claim.text
    edited = draft.replace(first_claim, first_claim + " It runs nightly on every new claim filed.")
    assert post(client, "/edit", revision="1", draft=edited).status_code == 303
    after = claims(client)
    assert len(after) == len(sample.review.verdicts) + 1
    moved = next(c for c in after.values() if c["text"] == sample.review.verdicts[3].claim.text)
    assert moved["decision"]["note"] == "checked"  # renumbered, same words and evidence: kept


def test_an_empty_draft_is_refused_and_the_text_kept(client: FlaskClient, sample: Any) -> None:
    response = post(client, "/edit", revision="1", draft="   \n")
    assert response.status_code == 400 and "empty" in response.get_data(as_text=True)
    assert revision(client) == "1"


def test_an_edit_form_from_an_older_revision_keeps_the_typed_text(client: FlaskClient, sample: Any) -> None:
    post(client, "/edit", revision="1", draft=sample.stored.draft_text + "\nA new closing line about Meridian here.")
    response = post(client, "/edit", revision="1", draft="My careful rewrite of the whole draft.")
    html = response.get_data(as_text=True)
    assert response.status_code == 400 and "My careful rewrite of the whole draft." in html
    assert "edited elsewhere" in html and revision(client) == "2"


def test_an_empty_claim_edit_is_refused(client: FlaskClient, sample: Any) -> None:
    response = post(client, "/claims/4/text", revision="1", text="  ")
    assert response.status_code == 400 and "cannot be empty" in response.get_data(as_text=True)
    assert revision(client) == "1"


def post_to(client: FlaskClient, review_id: str, claim_id: int, text: str) -> Any:
    data = {"csrf_token": TOKEN, "revision": "1", "text": text}
    return client.post(f"/reviews/{review_id}/claims/{claim_id}/apply", data=data)


def _with_suggestion(sample: Any) -> Any:
    return next(v for v in sample.review.verdicts if v.claim.id in sample.suggestions)


def test_every_sample_suggestion_is_offered_with_its_attribution(client: FlaskClient, sample: Any) -> None:
    offered = [v for v in sample.review.verdicts if v.suggestion]
    assert offered, "the sample should produce suggestions"
    for v in offered:
        vetted = sample.suggestions[v.claim.id]
        assert vetted.revised.label is Label.SUPPORTED, v.claim.text
        assert 1 <= len(vetted.attribution) <= 5
        page = client.get(f"{URL}/claims/{v.claim.id}").get_data(as_text=True)
        assert "data-apply-suggestion" in page and "data-attribution" in page
        data = claims(client)[v.claim.id]["suggestion"]
        assert data["revised"]["label"] == "supported" and data["revised"]["attribution"]


def test_applying_a_suggestion_makes_a_revision_with_the_claim_supported(client: FlaskClient, sample: Any) -> None:
    v = _with_suggestion(sample)
    response = post(client, f"/claims/{v.claim.id}/apply", revision="1", text=v.suggestion.text)
    assert response.status_code == 303
    after = claims(client)
    revised = next(c for c in after.values() if c["start"] == v.claim.start)
    assert revised["text"] == v.suggestion.text and revised["label"] == "supported"
    assert revision(client) == "2"


def test_a_suggestion_not_on_offer_is_not_applied(client: FlaskClient, sample: Any) -> None:
    v = _with_suggestion(sample)
    response = post(client, f"/claims/{v.claim.id}/apply", revision="1", text="Some other sentence.")
    assert response.status_code == 409 and "not on offer" in response.get_data(as_text=True)
    unsuggested = next(x for x in sample.review.verdicts if x.suggestion is None)
    response = post(client, f"/claims/{unsuggested.claim.id}/apply", revision="1", text="x")
    assert response.status_code == 409 and revision(client) == "1"


def test_a_suggestion_the_engine_does_not_support_is_withheld(client: FlaskClient) -> None:
    """The checks fix the figure, but the revised sentence still claims more than the source: no safe edit."""
    from evidencedesk.store import StoredSource
    from evidencedesk.web.views import runner

    source = "Meridian achieved a recall of 85% on the held-out test set.\n"
    draft = "Meridian achieved a recall of 95% on the held-out test set, beating every rival product in Europe.\n"
    with client.application.app_context():
        loaded = runner().create("d.md", draft, [StoredSource("s.md", source)])
    v = loaded.review.verdicts[0]
    vetted = loaded.suggestions[v.claim.id]
    assert vetted.suggestion.text.startswith("Meridian achieved a recall of 85%")
    assert vetted.revised.label is Label.INSUFFICIENT  # "Europe" is in no source
    page = client.get(f"/reviews/{loaded.stored.id}/claims/{v.claim.id}").get_data(as_text=True)
    assert "No safe edit exists" in page and "data-apply-suggestion" not in page
    data = client.get(f"/reviews/{loaded.stored.id}/review.json").get_json()["claims"][0]
    assert data["suggestion"] is None and data["suggestion_withheld"]["text"] == vetted.suggestion.text
    response = post_to(client, loaded.stored.id, v.claim.id, vetted.suggestion.text)
    assert response.status_code == 409  # never applied, even when asked for directly
