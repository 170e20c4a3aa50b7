"""Presentation helpers: the suggested-edit diff and the reading of the start page's form."""

from __future__ import annotations

import io

from hypothesis import given
from hypothesis import strategies as st
from werkzeug.datastructures import FileStorage, MultiDict

from evidencedesk.web.forms import read_submission
from evidencedesk.web.view import word_diff


def test_word_diff_marks_the_changed_words() -> None:
    parts = word_diff("Meridian always achieved 95%.", "Meridian achieved 85%.")
    assert [(op, text.strip()) for op, text in parts if op != "equal"] == [
        ("delete", "always"),
        ("delete", "95"),
        ("insert", "85"),
    ]


@given(st.text(max_size=60), st.text(max_size=60))
def test_word_diff_rebuilds_both_texts(before: str, after: str) -> None:
    parts = word_diff(before, after)
    assert "".join(t for op, t in parts if op != "insert") == before
    assert "".join(t for op, t in parts if op != "delete") == after


def _files(*uploads: tuple[str, bytes]) -> MultiDict[str, FileStorage]:
    return MultiDict([("source_files", FileStorage(io.BytesIO(data), filename=name)) for name, data in uploads])


def test_sources_with_the_same_name_stay_apart() -> None:
    form = MultiDict([("draft", "A draft."), ("source_name", "a.md"), ("source_text", "pasted")])
    result = read_submission(form, _files(("a.md", b"uploaded")), max_chars=1000)
    assert result.valid
    assert [(s.name, s.text) for s in result.sources] == [("a.md", "uploaded"), ("a.md (2)", "pasted")]


def test_unnamed_pasted_text_gets_a_name_and_empty_blocks_are_dropped() -> None:
    form = MultiDict(
        [
            ("draft", "A draft."),
            ("source_name", ""),
            ("source_text", "some text"),
            ("source_name", ""),
            ("source_text", "  "),
        ]
    )
    result = read_submission(form, MultiDict(), max_chars=1000)
    assert [s.name for s in result.sources] == ["Pasted source 1"]


def test_upload_paths_are_reduced_to_file_names() -> None:
    form = MultiDict([("draft", "A draft.")])
    files = _files(("C:\\Users\\me\\notes.md", b"text"), ("../../etc/x.md", b"t"))
    result = read_submission(form, files, 1000)
    assert [s.name for s in result.sources] == ["notes.md", "x.md"]


def test_a_byte_order_mark_is_not_text() -> None:
    result = read_submission(MultiDict([("draft", "A draft.")]), _files(("a.md", b"\xef\xbb\xbfHello")), 1000)
    assert result.sources[0].text == "Hello"
