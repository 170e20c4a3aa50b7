"""Citation markers: reading them, mapping them to the supplied sources, and the citations check."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evidencedesk import review
from evidencedesk.checks import citations as citations_check
from evidencedesk.citations import parse_citations
from evidencedesk.model import Document

SOURCES = [
    Document("s1", "results.md", "Revenue rose to 45.2 million dollars."),
    Document("s2", "methods.txt", "We surveyed 1,204 staff."),
    Document("s3", "notes/appendix.md", "Headcount grew."),
]


def markers(text: str):
    return parse_citations(text, SOURCES).markers


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("Revenue rose [1].", ("s1",)),
        ("Revenue rose [2, 3].", ("s2", "s3")),
        ("Revenue rose [1-3].", ("s1", "s2", "s3")),
        ("Revenue rose [1\u20132].", ("s1", "s2")),
        ("Revenue rose [sources 1 and 3].", ("s1", "s3")),
        ("Revenue rose [chunks 1, 2, and 3].", ("s1", "s2", "s3")),
        ("Revenue rose [s2].", ("s2",)),
        ("Revenue rose [source: results.md].", ("s1",)),
        ("Revenue rose [source: Results].", ("s1",)),
        ("Revenue rose [source: appendix.md].", ("s3",)),
        ("Revenue rose [results.md; methods.txt].", ("s1", "s2")),
        ("Revenue rose [1] and staff were surveyed [2][1].", ("s1", "s2")),
    ],
)
def test_markers_resolve_by_position_and_by_name(text, ids):
    c = parse_citations(text, SOURCES)
    assert c.sources == ids
    assert not c.unknown and not c.unreadable
    for m in c.markers:
        assert text[slice(*m.span)] == m.text


@pytest.mark.parametrize(
    ("text", "missing"),
    [
        ("Revenue rose [4].", ("4",)),
        ("Revenue rose [2, 5].", ("5",)),
        ("Revenue rose [3-5].", ("4", "5")),
        ("Revenue rose [s9].", ("s9",)),
        ("Revenue rose [source: budget.md].", ("budget.md",)),
        ("Revenue rose [budget.md].", ("budget.md",)),
        ("Revenue rose [results.md; budget.md].", ("budget.md",)),
    ],
)
def test_citations_to_sources_not_supplied_are_unknown(text, missing):
    c = parse_citations(text, SOURCES)
    (marker,) = c.unknown
    assert marker.missing == missing
    assert text[slice(*marker.span)] == marker.text


@pytest.mark.parametrize(
    "text",
    [
        "Revenue rose [chunk nine].",
        "Revenue rose [source: ].",
        "Revenue rose [sources one and two].",
        "Revenue rose [1, two].",
        "Revenue rose [3-1].",
        "Revenue rose [1-900].",
        "Revenue rose [ref ?].",
    ],
)
def test_brackets_that_open_like_a_citation_but_cannot_be_read(text):
    (marker,) = parse_citations(text, SOURCES).unreadable
    assert marker.reason


@pytest.mark.parametrize(
    "text",
    [
        "Revenue rose [sic] sharply.",
        "He said [the company] grew.",
        "Revenue [...] rose.",
        "See [the report](https://example.org) for more.",
        "It was published [2020] last year.",
        "Revenue rose sharply.",
    ],
)
def test_other_brackets_are_not_citations(text):
    assert markers(text) == ()


def test_no_sources_makes_every_citation_unknown():
    c = parse_citations("Revenue rose [1].", [])
    assert c.unknown and c.sources == ()


# --- The check, through the whole engine ------------------------------------------------------------

SOURCE_TEXT = "Revenue rose to 45.2 million dollars in the last financial year."


def _check(claim: str, sources: dict[str, str]):
    r = review(claim, sources)
    (verdict,) = r.verdicts
    return next(c for c in verdict.checks if c.check == "citations")


def test_the_check_fires_on_a_citation_to_a_missing_source():
    result = _check("Revenue rose to 45.2 million dollars in the last financial year [2].", {"a.md": SOURCE_TEXT})
    assert result.status == "fired"
    (finding,) = result.findings
    assert finding.kind == "unsupported" and "[2]" in finding.message and "a.md" in finding.reason
    assert finding.claim_span is not None


def test_the_check_fires_on_an_unreadable_citation():
    result = _check(
        "Revenue rose to 45.2 million dollars in the last financial year [chunk nine].", {"a.md": SOURCE_TEXT}
    )
    assert result.status == "fired" and "cannot be read" in result.findings[0].message


def test_the_check_counts_sources_in_the_order_given():
    result = _check(
        "Revenue rose to 45.2 million dollars in the last financial year [2].",
        {"other.md": "Unrelated text about weather.", "a.md": SOURCE_TEXT},
    )
    assert result.status == "passed"


def test_the_check_does_not_apply_without_citations():
    assert (
        _check("Revenue rose to 45.2 million dollars in the last financial year.", {"a.md": SOURCE_TEXT}).status
        == "not_applicable"
    )


def test_the_check_is_documented_with_examples():
    doc = citations_check.__doc__ or ""
    assert all(part in doc for part in ("What it catches", "Why it matters", "Example"))
    assert citations_check.fires and citations_check.passes


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.characters(), max_size=60) | st.text(alphabet="[]0123456789-,:; sourceabc.md", max_size=40))
def test_any_text_parses_and_spans_point_at_the_markers(text):
    for m in parse_citations(text, SOURCES).markers:
        assert text[slice(*m.span)] == m.text
        assert m.status in ("resolved", "unknown", "unreadable")
        assert set(m.sources) <= {d.id for d in SOURCES}
