"""Fuzzing the loaders: whatever the bytes, the only exception is InputError, the same bytes give the same
text, and a review of what was loaded points inside that text."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evidencedesk.documents import FORMATS, InputError, make_sources, read_bytes
from evidencedesk.engine import review_documents
from evidencedesk.model import Document

from .formats import docx_bytes, pdf_bytes

SUFFIXES = sorted(FORMATS)
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
VALID_PDF = pdf_bytes("The pilot included 84 students.", "Recall rose to 85% after rebalancing.")
VALID_DOCX = docx_bytes(lambda d: d.add_paragraph("The pilot included 84 students."))
MARKUP = st.lists(
    st.sampled_from(list("abc XYZ 12.%$#*_-[]()<>/!`|>\n\t&;\"'é") + ["<p>", "</p>", "**", "# ", "- ", "<div>"]),
    max_size=150,
).map("".join)


def load(data: bytes, name: str) -> str | None:
    """The loaded text, or None when the loader refused with an InputError (any other error fails)."""
    try:
        return read_bytes(data, name).text
    except InputError as exc:
        assert str(exc) and "\n" not in str(exc)
        return None


@FUZZ
@given(data=st.binary(max_size=2000), suffix=st.sampled_from(SUFFIXES))
def test_any_bytes_load_or_are_refused_cleanly(data: bytes, suffix: str) -> None:
    first = load(data, f"file{suffix}")
    assert load(data, f"file{suffix}") == first
    if first is not None:
        assert first.strip() and "\x00" not in first


@FUZZ
@given(text=MARKUP, suffix=st.sampled_from([".md", ".html", ".txt"]))
def test_markup_loads_deterministically(text: str, suffix: str) -> None:
    assert load(text.encode(), f"f{suffix}") == load(text.encode(), f"f{suffix}")


@pytest.mark.parametrize("valid,suffix", [(VALID_PDF, ".pdf"), (VALID_DOCX, ".docx")], ids=["pdf", "docx"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cuts=st.lists(st.tuples(st.floats(0, 1), st.binary(min_size=1, max_size=8)), min_size=1, max_size=4))
def test_damaged_pdf_and_word_files_are_refused_cleanly(
    valid: bytes, suffix: str, cuts: list[tuple[float, bytes]]
) -> None:
    data = bytearray(valid)
    for where, junk in cuts:
        at = int(where * (len(data) - 1))
        data[at : at + len(junk)] = junk
    assert load(bytes(data), f"damaged{suffix}") == load(bytes(data), f"damaged{suffix}")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=MARKUP, suffix=st.sampled_from([".md", ".html"]))
def test_a_review_of_loaded_text_points_inside_it(text: str, suffix: str) -> None:
    source_text = load(f"The pilot included 84 students. {text}\n\nRecall rose to 85%.".encode(), f"s{suffix}")
    assert source_text is not None
    source = make_sources({f"s{suffix}": source_text})[0]
    draft = Document(id="draft", name="d", text="The pilot included 84 students. Recall rose to 85% in the pilot.")
    review = review_documents(draft, [source])
    for verdict in review.verdicts:
        for passage in [c.passage for c in verdict.candidates] + list(verdict.evidence):
            assert 0 <= passage.start <= passage.end <= len(source_text)
            assert source_text[passage.start : passage.end] == passage.text
