"""Every registered check over its own examples, run through the whole engine."""

from __future__ import annotations

import pkgutil

import pytest

import evidencedesk.checks as checks_pkg
from evidencedesk import review
from evidencedesk.checks import REGISTRY, Check, Fires, Passes
from evidencedesk.model import Status

HELPERS = {"base", "align", "complement"}


def _result(check_id: str, claim: str, source: str):
    r = review(claim, {"source.md": source})
    assert len(r.verdicts) == 1, f"the example should be one claim: {claim!r}"
    return next(c for c in r.verdicts[0].checks if c.check == check_id)


FIRES = [(c.id, e) for c in REGISTRY for e in c.fires]
PASSES = [(c.id, e) for c in REGISTRY for e in c.passes]


@pytest.mark.parametrize(("check_id", "example"), FIRES, ids=[f"{c}:{e.claim[:40]}" for c, e in FIRES])
def test_check_fires_on_its_examples(check_id: str, example: Fires):
    result = _result(check_id, example.claim, example.source)
    assert result.status is Status.FIRED
    marked = [
        f
        for f in result.findings
        if f.kind is example.kind and f.claim_span and example.claim[f.claim_span[0] : f.claim_span[1]] == example.marks
    ]
    found = [(f.kind.value, f.claim_span and example.claim[f.claim_span[0] : f.claim_span[1]]) for f in result.findings]
    assert marked, f"expected a {example.kind.value} marking {example.marks!r}; found {found}"
    if example.fix is not None:
        fixes = [f.fix for f in marked if f.fix]
        assert fixes, "expected a fix"
        fixed = [example.claim[: x.start] + x.text + example.claim[x.end :] for x in fixes]
        assert example.fix in fixed


@pytest.mark.parametrize(("check_id", "example"), PASSES, ids=[f"{c}:{e.claim[:40]}" for c, e in PASSES])
def test_check_passes_its_examples(check_id: str, example: Passes):
    result = _result(check_id, example.claim, example.source)
    assert result.status is example.status, [f.message for f in result.findings]


@pytest.mark.parametrize("check", REGISTRY, ids=[c.id for c in REGISTRY])
def test_every_check_meets_the_contract(check):
    assert isinstance(check, Check)
    assert all(isinstance(e, Fires) for e in check.fires)
    assert all(isinstance(e, Passes) for e in check.passes)
    assert all(e.marks and e.marks in e.claim for e in check.fires)


def test_every_check_module_is_registered():
    modules = {m.name for m in pkgutil.iter_modules(checks_pkg.__path__)} - HELPERS
    registered = {c.__name__.rsplit(".", 1)[1] for c in REGISTRY}
    assert modules == registered


@pytest.mark.parametrize("check", REGISTRY, ids=[c.id for c in REGISTRY])
def test_every_check_is_documented(check):
    doc = check.__doc__ or ""
    for part in ("What it catches", "Why it matters", "Example"):
        assert part in doc, f"{check.id} docstring lacks {part!r}"
    assert check.fires and check.passes, f"{check.id} needs examples that fire and that pass"
    assert callable(check.run)


def test_check_ids_are_unique():
    ids = [c.id for c in REGISTRY]
    assert len(ids) == len(set(ids))
