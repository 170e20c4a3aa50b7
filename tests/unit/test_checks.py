"""Every registered check over its own examples, run through the whole engine."""

from __future__ import annotations

import pkgutil

import pytest

import evidencedesk.checks as checks_pkg
from evidencedesk import review
from evidencedesk.checks import REGISTRY

HELPERS = {"base", "align"}


def _status(check_id: str, claim: str, source: str) -> str:
    r = review(claim, {"source.md": source})
    assert len(r.verdicts) == 1, f"the example should be one claim: {claim!r}"
    return next(c.status for c in r.verdicts[0].checks if c.check == check_id)


FIRES = [(c.id, e) for c in REGISTRY for e in c.fires]
PASSES = [(c.id, e) for c in REGISTRY for e in c.passes]


@pytest.mark.parametrize(("check_id", "example"), FIRES, ids=[f"{c}:{e.claim[:40]}" for c, e in FIRES])
def test_check_fires_on_its_examples(check_id, example):
    assert _status(check_id, example.claim, example.source) == "fired"


@pytest.mark.parametrize(("check_id", "example"), PASSES, ids=[f"{c}:{e.claim[:40]}" for c, e in PASSES])
def test_check_passes_its_examples(check_id, example):
    assert _status(check_id, example.claim, example.source) != "fired"


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
