"""The English word lists the checks read: the antonym table generated from WordNet, and the month May."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from evidencedesk.text.analysis import analyse
from evidencedesk.text.lexicon import are_antonyms, en

ROOT = Path(__file__).resolve().parents[2]
WORDNET = Path("/usr/share/wordnet")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("increased", "decreased"),
        ("rose", "fell"),
        ("guilty", "innocent"),
        ("acquitted", "convicted"),
        ("legal", "illegal"),
        ("won", "lost"),
        ("accepts", "rejects"),
    ],
)
def test_antonyms_match_in_any_form(a, b):
    assert are_antonyms(en, a, b) and are_antonyms(en, b, a)


@pytest.mark.parametrize(("a", "b"), [("rose", "increased"), ("left", "right"), ("new", "old"), ("court", "judge")])
def test_words_that_are_not_opposites_in_reporting_are_not_antonyms(a, b):
    assert not are_antonyms(en, a, b)


@pytest.mark.skipif(not (WORDNET / "data.adj").exists(), reason="WordNet 3.0 (Debian wordnet-base) is not installed")
def test_the_committed_table_is_what_the_script_builds():
    spec = importlib.util.spec_from_file_location("build_antonyms", ROOT / "scripts" / "build_antonyms.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    pairs, irregular = module.build(WORDNET)
    lines = [x for x in (ROOT / "evidencedesk/text/lexicon/antonyms_en.txt").read_text().splitlines() if x[:1] != "#"]
    assert lines == [f"{a} {b}" for a, b in pairs] + [f"= {f} {lemma}" for f, lemma in irregular]


def test_the_licence_ships_beside_the_table():
    assert (
        "WordNet 3.0 Copyright 2006 by Princeton University"
        in (ROOT / "evidencedesk/text/lexicon/antonyms_en.LICENSE").read_text()
    )


def test_may_the_month_is_a_date_and_may_the_modal_is_not():
    assert [e.kind for e in analyse("The hearing is on 12 May in Leeds.").entities] == ["date", "name"]
    assert [e.text for e in analyse("Prices may rise in the spring.").entities] == []
    assert [e.text for e in analyse("May sales were weak.").entities] == []


def test_a_number_joined_to_a_prefix_is_a_word_and_a_model_name_is_a_name():
    text = "Admissions among over-65s and under-18s fell in the mid-1990s, a top-10 finish for the region."
    assert [e.text for e in analyse(text).entities] == []
    named = "The GPT-4 model, the F-35 jet and COVID-19 cases."
    assert [e.text for e in analyse(named).entities] == ["GPT-4", "F-35", "COVID-19"]


def test_a_month_beside_a_name_is_a_date_and_a_name():
    found = [(e.text, e.kind) for e in analyse("In May Tom Reilly succeeded Ann Okafor.").entities]
    assert found == [("May", "date"), ("Tom Reilly", "name"), ("Ann Okafor", "name")]
