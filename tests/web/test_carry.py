"""Which decisions hold after an edit: same words and evidence keep theirs (even when moved or
renumbered), a changed claim carries its old decision only as stale, a new claim starts undecided."""

from __future__ import annotations

from evidencedesk.documents import make_sources
from evidencedesk.engine import Reviewer
from evidencedesk.model import Document, Review
from evidencedesk.store import Decision
from evidencedesk.web.decisions import carry_decisions
from evidencedesk.web.runner import rereview

SOURCE = (
    "Meridian achieved a recall of 85% on the held-out test set. Precision on the same set was 84%. "
    "Building Meridian cost $1,200,000 over two years. The pilot included 84 students.\n"
)
A = "Meridian achieved a recall of 95% on the held-out test set."
B = "Precision on the same set was 84% for Meridian."
C = "Building Meridian cost $1.2 million over two years."
D = "The pilot included 84 students in two schools."


def reviewed(reviewer: Reviewer, *sentences: str, previous: Review | None = None) -> Review:
    return rereview(reviewer, previous, Document("draft", "d.md", " ".join(sentences) + "\n"))


def decided(state: str) -> Decision:
    return Decision(state, f"note on {state}", "2026-01-01T00:00:00+00:00", "fp", log_id=1)


def setup() -> tuple[Reviewer, Review, dict[int, Decision]]:
    reviewer = Reviewer(make_sources({"s.md": SOURCE}))
    old = reviewed(reviewer, A, B, C)
    return reviewer, old, {1: decided("accepted"), 2: decided("dismissed"), 3: decided("fixed")}


def test_unchanged_claims_keep_their_decisions_and_a_changed_one_goes_stale() -> None:
    reviewer, old, decisions = setup()
    new = reviewed(reviewer, A.replace("95%", "85%"), B, C, previous=old)
    carried = carry_decisions(old, new, decisions)
    assert carried[2] == decisions[2] and carried[3] == decisions[3]
    assert carried[1].stale and carried[1].state == "accepted" and carried[1].note == "note on accepted"


def test_moved_and_renumbered_claims_keep_their_decisions_and_a_new_one_is_undecided() -> None:
    reviewer, old, decisions = setup()
    new = reviewed(reviewer, D, C, A, B, previous=old)
    carried = carry_decisions(old, new, decisions)
    texts = {v.claim.id: v.claim.text for v in new.verdicts}
    assert {texts[i]: d.state for i, d in carried.items()} == {C: "fixed", A: "accepted", B: "dismissed"}
    assert not any(d.stale for d in carried.values())


def test_a_deleted_claim_takes_its_decision_with_it() -> None:
    reviewer, old, decisions = setup()
    new = reviewed(reviewer, A, C, previous=old)
    carried = carry_decisions(old, new, decisions)
    assert sorted(d.state for d in carried.values()) == ["accepted", "fixed"]
    assert not any(d.stale for d in carried.values())


def test_a_stale_decision_stays_stale_until_decided_again() -> None:
    reviewer, old, decisions = setup()
    first = reviewed(reviewer, A.replace("95%", "85%"), B, C, previous=old)
    carried = carry_decisions(old, first, decisions)
    second = reviewed(reviewer, A.replace("95%", "85%"), B, C.replace("two", "2"), previous=first)
    again = carry_decisions(first, second, carried)
    assert again[1].stale and again[3].stale and not again[2].stale


def test_re_review_checks_only_changed_claims_and_matches_a_full_review() -> None:
    reviewer, old, _ = setup()
    calls: list[str] = []
    check = reviewer.check_claim

    def counting(claim):  # noqa: ANN001, ANN202 - wraps the engine's own method
        calls.append(claim.text)
        return check(claim)

    reviewer.check_claim = counting  # type: ignore[method-assign]
    new = reviewed(reviewer, A.replace("95%", "85%"), B, C, previous=old)
    assert calls == [A.replace("95%", "85%")]
    reviewer.check_claim = check  # type: ignore[method-assign]
    full = reviewer.review(new.draft)
    assert new.to_dict() == full.to_dict()
