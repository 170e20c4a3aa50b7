"""`evidencedesk explain` prints each check's documentation, and the README lists exactly the registry."""

from __future__ import annotations

import re

import pytest

from evidencedesk.checks import BY_ID, REGISTRY
from evidencedesk.cli import main
from tests.conftest import ROOT


@pytest.mark.parametrize("check_id", list(BY_ID))
def test_explain_prints_the_three_parts_and_the_examples(capsys, check_id):
    assert main(["explain", check_id]) == 0
    out = capsys.readouterr().out
    for part in ("What it catches", "Why it matters", "Example", "Examples that fire", "Examples that pass"):
        assert part in out
    assert BY_ID[check_id].fires[0].claim in out


def test_explain_list_names_every_check_once(capsys):
    assert main(["explain", "--list"]) == 0
    ids = [line.split()[0] for line in capsys.readouterr().out.splitlines()]
    assert ids == [c.id for c in REGISTRY]


def test_an_unknown_check_is_a_usage_error_naming_the_known_ones(capsys):
    assert main(["explain", "figures.colour"]) == 2
    err = capsys.readouterr().err
    assert "figures.colour" in err and "figures.binding" in err and "\n" == err[-1] and err.count("\n") == 1


def test_the_readme_lists_exactly_the_registered_checks():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    item = readme.split("3. **Checks**", 1)[1].split("\n4. ", 1)[0]
    listed = re.findall(r"`([a-z]+(?:\.[a-z]+)?)`", item.split("):", 1)[1])
    assert listed == [c.id for c in REGISTRY]
