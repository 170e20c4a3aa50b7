"""Decisions on claims through the web app: saving, taking back, the JSON contract, and every refusal
(no CSRF, a note too long, HTML in a note, a claim edited away, two tabs) saying why and keeping what
was already saved."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from evidencedesk.model import Label
from evidencedesk.store import MAX_NOTE_CHARS
from evidencedesk.web import create_app
from evidencedesk.web.views import SAMPLE_ID, load_sample

from .pagecheck import TOKEN, csp_violations

URL = f"/reviews/{SAMPLE_ID}"


@pytest.fixture
def sample(app: Flask) -> Any:
    with app.app_context():
        return load_sample()


def decide(client: FlaskClient, claim_id: int, state: str, note: str = "", **extra: Any) -> Any:
    data = {"csrf_token": TOKEN, "state": state, "note": note, "revision": "1", **extra}
    return client.post(f"{URL}/claims/{claim_id}/decision", data=data, headers=extra.pop("headers", {}))


def claims_json(client: FlaskClient) -> dict[int, dict[str, Any]]:
    return {c["id"]: c for c in client.get(f"{URL}/review.json").get_json()["claims"]}


def mark(html: str, claim_id: int) -> str:
    found = re.search(rf'<mark class="claim[^"]*" data-claim-id="{claim_id}"[^>]*>', html)
    assert found, f"claim {claim_id} is not marked"
    return found.group(0)


def test_a_decision_with_a_note_is_saved_and_shown(client: FlaskClient, sample: Any) -> None:
    response = decide(client, 4, "dismissed", "Checked by phone, fine.")
    assert response.status_code == 303 and response.headers["Location"].endswith(f"{URL}/claims/4")
    page = client.get(f"{URL}/claims/4").get_data(as_text=True)
    assert 'data-decision="dismissed"' in mark(page, 4)
    assert "Checked by phone, fine." in page and "data-decision-badge" in page
    decision = claims_json(client)[4]["decision"]
    assert decision["state"] == "dismissed" and decision["note"] == "Checked by phone, fine." and decision["at"]
    assert claims_json(client)[5]["decision"] is None


def test_htmx_gets_the_detail_with_the_draft_and_counts_swapped_alongside(client: FlaskClient, sample: Any) -> None:
    response = decide(client, 4, "accepted", headers={"HX-Request": "true"})
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and "<html" not in html
    assert '<div id="draft" hx-swap-oob="innerHTML">' in html and 'id="decision-progress"' in html
    assert 'data-decision="accepted"' in mark(html, 4)
    label = next(v.label for v in sample.review.verdicts if v.claim.id == 4).value
    assert re.search(rf'data-progress="{label}" data-decided="1"', html)
    assert csp_violations(html) == []


def test_undo_takes_the_decision_back(client: FlaskClient, sample: Any) -> None:
    decide(client, 4, "fixed")
    decide(client, 4, "open")
    assert claims_json(client)[4]["decision"] is None
    assert "data-decision" not in mark(client.get(URL).get_data(as_text=True), 4)


def test_a_decision_without_csrf_is_refused_and_nothing_changes(client: FlaskClient, sample: Any) -> None:
    decide(client, 4, "dismissed", "first")
    response = client.post(f"{URL}/claims/4/decision", data={"state": "accepted", "note": "x", "revision": "1"})
    assert response.status_code == 400 and "nothing was saved" in response.get_data(as_text=True)
    assert claims_json(client)[4]["decision"]["state"] == "dismissed"


def test_a_note_too_long_is_refused_with_the_text_kept(client: FlaskClient, sample: Any) -> None:
    decide(client, 4, "dismissed", "the first note")
    long_note = "checked " * (100_000 // 8)
    response = decide(client, 4, "accepted", long_note, seen=str(_log_id(client, 4)))
    html = response.get_data(as_text=True)
    assert response.status_code == 400
    assert f"{MAX_NOTE_CHARS:,}" in html and "Nothing was saved" in html
    assert long_note in html  # the editor's text is back in the box, to shorten
    assert claims_json(client)[4]["decision"]["note"] == "the first note"


def test_html_in_a_note_is_shown_as_text(client: FlaskClient, sample: Any) -> None:
    attack = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    decide(client, 4, "dismissed", attack)
    html = client.get(f"{URL}/claims/4").get_data(as_text=True)
    assert attack not in html and "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html
    assert csp_violations(html) == []
    assert claims_json(client)[4]["decision"]["note"] == attack


def test_a_decision_on_a_claim_that_is_not_there(client: FlaskClient, sample: Any) -> None:
    response = decide(client, 999, "dismissed", "a note")
    assert response.status_code == 409 and "not in the draft any more" in response.get_data(as_text=True)


def test_an_unknown_decision_is_refused(client: FlaskClient, sample: Any) -> None:
    response = decide(client, 4, "maybe")
    assert response.status_code == 400 and "Unknown decision" in response.get_data(as_text=True)
    assert claims_json(client)[4]["decision"] is None


def _log_id(client: FlaskClient, claim_id: int) -> int:
    page = client.get(f"{URL}/claims/{claim_id}").get_data(as_text=True)
    return int(re.search(r'name="seen" value="(\d+)"', page).group(1))


def test_two_tabs_deciding_the_same_claim(client: FlaskClient, sample: Any) -> None:
    seen = _log_id(client, 4)  # both tabs show the claim undecided
    assert decide(client, 4, "dismissed", "tab one", seen=str(seen)).status_code == 303
    response = decide(client, 4, "accepted", "tab two", seen=str(seen))
    html = response.get_data(as_text=True)
    assert response.status_code == 409 and "another window" in html
    assert "tab two" in html  # what the second tab typed is back in its box
    assert claims_json(client)[4]["decision"] == {**claims_json(client)[4]["decision"], "note": "tab one"}
    assert decide(client, 4, "accepted", "tab two", seen=str(_log_id(client, 4))).status_code == 303


def test_a_form_from_before_an_edit_is_refused(client: FlaskClient, sample: Any) -> None:
    edit = client.post(
        f"{URL}/claims/15/text", data={"csrf_token": TOKEN, "revision": "1", "text": "Parents liked it a great deal."}
    )
    assert edit.status_code == 303
    response = decide(client, 4, "dismissed", "from the old page")  # the form still says revision 1
    assert response.status_code == 409 and "edited since" in response.get_data(as_text=True)
    assert claims_json(client)[4]["decision"] is None


def test_decisions_survive_a_new_app_on_the_same_data_dir(app: Flask, client: FlaskClient, sample: Any) -> None:
    decide(client, 4, "dismissed", "kept")
    again = create_app({"DATA_DIR": app.config["DATA_DIR"], "SECRET_KEY": "other", "TESTING": True})
    data = again.test_client().get(f"{URL}/review.json").get_json()
    assert next(c for c in data["claims"] if c["id"] == 4)["decision"]["note"] == "kept"


def test_undecided_only_hides_decided_claims(client: FlaskClient, sample: Any) -> None:
    decide(client, 4, "dismissed")
    html = client.get(f"{URL}?undecided=1").get_data(as_text=True)
    assert re.search(r'<a class="claim-link is-filtered-out" id="claim-4"', html)
    assert re.search(r'<a class="claim-link" id="claim-5"', html)
    both = client.get(f"{URL}?undecided=1&show={Label.MISMATCH.value}").get_data(as_text=True)
    assert 'data-filter="undecided" aria-current="true"' in both
    assert 'data-filter="mismatch" aria-current="true"' in both
