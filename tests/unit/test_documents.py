"""Loaders: every format's text as a reader sees it, page numbers from PDFs, and a clear InputError for
each kind of broken file. Fixtures are generated in the test (see ``formats``)."""

from __future__ import annotations

import time
import unicodedata
from pathlib import Path
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from evidencedesk.documents import (
    InputError,
    Limits,
    load_draft,
    load_sources,
    make_sources,
    read_bytes,
    read_sources,
)
from evidencedesk.documents import markdown as markdown_module
from evidencedesk.documents.base import shown_name
from evidencedesk.documents.cleanup import clean_extracted, expand_ligatures
from evidencedesk.documents.html import MAX_DEPTH
from evidencedesk.engine import review_documents
from evidencedesk.model import Document
from evidencedesk.quotes import verify_quote
from evidencedesk.text.fold import LIGATURES

from .formats import docx_bytes, pdf_bytes, zip_bomb

PAGE_ONE = "Meridian was trained on 12,400 labelled claims collected between 2021 and 2023."
PAGE_TWO = "On the held-out test set, Meridian achieved a recall of 85% after the threshold was recalibrated."


def refused(data: bytes, name: str, limits: Limits | None = None) -> str:
    with pytest.raises(InputError) as info:
        read_bytes(data, name, *(limits,) if limits else ())
    message = str(info.value)
    assert "\n" not in message and name in message
    return message


# PDF


def test_pdf_text_keeps_its_pages_and_passages_name_them() -> None:
    text = read_bytes(pdf_bytes(PAGE_ONE, "Page two begins here.\n" + PAGE_TWO), "report.pdf").text
    assert PAGE_ONE in text and PAGE_TWO in text
    source = make_sources({"report.pdf": text})[0]
    assert source.page_at(text.index("12,400")) == 1 and source.page_at(text.index("85%")) == 2
    draft = Document(id="draft", name="d", text="Meridian achieved a recall of 85% on the held-out test set.")
    data = review_documents(draft, [source]).to_dict()
    evidence = data["claims"][0]["evidence"]
    assert evidence and all(p["page"] == 2 for p in evidence if "85%" in p["text"])
    assert all("page" in p for p in data["claims"][0]["candidates"])


def test_a_pdf_of_one_page_still_has_page_one() -> None:
    text = read_bytes(pdf_bytes(PAGE_ONE), "one.pdf").text
    source = make_sources({"one.pdf": text})[0]
    assert source.pages == (0,) and source.page_at(text.index("12,400")) == 1


def test_a_source_without_pages_has_no_page_key() -> None:
    source = make_sources({"notes.md": PAGE_TWO})[0]
    draft = Document(id="draft", name="d", text="Meridian achieved a recall of 85% on the held-out test set.")
    claim = review_documents(draft, [source]).to_dict()["claims"][0]
    assert claim["candidates"] and all("page" not in p for p in claim["candidates"] + claim["evidence"])


def test_pdf_words_hyphenated_at_a_line_end_are_joined() -> None:
    text = read_bytes(pdf_bytes("Interviews gave useful infor-\nmation about marking."), "a.pdf").text
    assert "useful information about" in text


def test_cleanup_expands_ligatures_and_drops_soft_hyphens() -> None:
    assert clean_extracted("an e\ufb03cient \ufb01le, re\u00adcalibrated, infor-\n  mation") == (
        "an efficient file, recalibrated, information"
    )
    assert clean_extracted("the 2021-\n2023 period") == "the 2021-\n2023 period"  # figures keep their dash


@pytest.mark.parametrize(
    "data,expected",
    [
        (pdf_bytes(PAGE_ONE)[:400], "is not a readable PDF"),
        (b"%PDF-1.7\n%garbage that is no PDF at all", "is not a readable PDF"),
        (pdf_bytes("", ""), "has no text: is it a scan?"),
        (pdf_bytes(PAGE_ONE, password="secret"), "is encrypted"),
    ],
    ids=["truncated", "garbage", "no text layer", "encrypted"],
)
def test_broken_pdfs_are_refused_with_the_reason(data: bytes, expected: str) -> None:
    assert expected in refused(data, "paper.pdf")


def test_a_pdf_over_the_page_limit_is_refused() -> None:
    assert "has 3 pages; the limit is 2" in refused(pdf_bytes("a b", "c d", "e f"), "long.pdf", Limits(max_pdf_pages=2))


# Word


def test_docx_reads_headings_paragraphs_lists_and_tables_in_order() -> None:
    def build(document) -> None:
        document.add_heading("Evaluation", 1)
        document.add_paragraph(PAGE_ONE)
        table = document.add_table(rows=2, cols=2)
        table.cell(0, 0).text, table.cell(0, 1).text = "Measure", "Value"
        table.cell(1, 0).text, table.cell(1, 1).text = "Recall", "85%"
        document.add_paragraph("Precision was 84%.", style="List Bullet")
        document.add_paragraph(PAGE_TWO)

    text = read_bytes(docx_bytes(build), "report.docx").text
    assert text == (
        f"# Evaluation\n\n{PAGE_ONE}\n\n| Measure | Value |\n| Recall | 85% |\n\n- Precision was 84%.\n\n{PAGE_TWO}"
    )


def test_corrupt_docx_is_refused() -> None:
    assert "is not a readable Word file" in refused(b"PK\x03\x04 this is not a zip", "notes.docx")
    assert "is not a readable Word file" in refused(zip_bomb(0), "empty.docx")  # a zip, but no document


def test_a_docx_zip_bomb_is_refused_before_it_is_unpacked() -> None:
    bomb = zip_bomb(210 * 1024 * 1024)
    assert len(bomb) < 1024 * 1024
    started = time.perf_counter()
    message = refused(bomb, "bomb.docx")
    assert time.perf_counter() - started < 5
    assert "would unpack to 210 MB" in message and "the limit is 200 MB" in message


# Web pages and Markdown


def test_html_keeps_the_main_text_and_drops_the_rest() -> None:
    page = b"""<!doctype html><html><head><title>T</title><style>p{color:red}</style></head><body>
    <header>Site name</header><nav><a href="/">Home</a> <a href="/about">About</a></nav>
    <main><h1>Results</h1><p>Meridian achieved a <b>recall</b> of 85%.</p><script>track()</script>
    <ul><li>Precision was 84%.</li><li>Accuracy rose to 92.8%.</li></ul></main>
    <aside>Related stories</aside><footer>Copyright</footer></body></html>"""
    text = read_bytes(page, "story.html").text
    assert text == "# Results\n\nMeridian achieved a recall of 85%.\n\n- Precision was 84%.\n- Accuracy rose to 92.8%."


def test_html_without_main_drops_header_nav_and_footer() -> None:
    page = b"<body><header>Menu</header><p>The pilot included 84 students.</p><footer>Contact</footer></body>"
    assert read_bytes(page, "page.htm").text == "The pilot included 84 students."


def test_deeply_nested_html_is_refused_quickly() -> None:
    started = time.perf_counter()
    message = refused(b"<div>" * 100_000 + b"deep" + b"</div>" * 100_000, "deep.html")
    assert time.perf_counter() - started < 5  # the parser alone would take 20 s and more
    assert f"more than {MAX_DEPTH:,} deep" in message
    assert read_bytes(b"<div>" * 500 + b"fine text here" + b"</div>" * 500, "ok.html").text == "fine text here"


def test_markdown_is_read_as_rendered_so_a_copied_quotation_matches() -> None:
    source = "# Results\n\nRevenue **rose to 45.2 million** dollars, [the report](https://x.example) says &amp; more.\n"
    text = read_bytes(source.encode(), "results.md").text
    assert text == "# Results\n\nRevenue rose to 45.2 million dollars, the report says & more."
    assert verify_quote("rose to 45.2 million dollars", text).verified


def test_markdown_lists_tables_and_code_keep_their_blocks() -> None:
    source = (
        "- one item here\n- *two* items\n\n1. first\n2. second\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\nx = 1\n```\n"
    )
    assert read_bytes(source.encode(), "list.md").text == (
        "- one item here\n- two items\n\n1. first\n2. second\n\n| a | b |\n| 1 | 2 |\n\n```\nx = 1\n```"
    )


# Plain text and encodings


def test_legacy_encodings_are_read_and_named() -> None:
    text = "Le café a coûté 4,50 € à Zürich ; l’étude est publiée."
    loaded = read_bytes(text.encode("cp1252"), "notes.txt")
    assert loaded.text == text and loaded.note == "read as cp1252 (it is not UTF-8)"
    assert read_bytes(text.encode("utf-16"), "notes.txt").text == text
    assert read_bytes(b"\xef\xbb\xbf" + text.encode(), "notes.txt") == read_bytes(text.encode(), "notes.txt")
    assert read_bytes(text.encode(), "notes.txt").note == ""


@pytest.mark.parametrize(
    "data,expected",
    [
        (b"", "is empty"),
        (b" \n\t\n  \r\n", "is empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4, "does not look like text"),
        (b"\x7fELF\x02\x01\x01" + bytes(200), "does not look like text"),
    ],
    ids=["empty", "whitespace", "png renamed", "executable renamed"],
)
def test_text_that_is_not_text_is_refused(data: bytes, expected: str) -> None:
    assert expected in refused(data, "source.txt")


def test_a_file_over_the_size_limit_is_refused() -> None:
    assert "the limit is 1,000 bytes" in refused(b"word " * 300, "big.txt", Limits(max_file_bytes=1000))


def test_unsupported_types_are_named() -> None:
    assert "unsupported file type '.xlsx' (use .txt, .md, .pdf, .docx or .html)" in refused(b"PK", "sheet.xlsx")


def test_a_name_with_control_characters_is_shown_escaped() -> None:
    with pytest.raises(InputError) as info:
        read_bytes(b"", "evil\x1b[31mname\n.txt")
    message = str(info.value)
    assert "\n" not in message and "\x1b" not in message and "\\x1b[31mname\\n.txt" in message


# Files and folders


def test_a_folder_reads_every_format_and_lists_what_it_skipped(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(PAGE_ONE)
    (tmp_path / "b.pdf").write_bytes(pdf_bytes(PAGE_TWO))
    (tmp_path / "c.docx").write_bytes(docx_bytes(lambda d: d.add_paragraph("Precision was 84%.")))
    (tmp_path / "d.html").write_text("<p>Accuracy rose to 92.8%.</p>")
    (tmp_path / "e.md").write_text("Recall on the *minority* class rose.")
    (tmp_path / "empty.txt").write_text("  \n")
    (tmp_path / "scan.pdf").write_bytes(pdf_bytes(""))
    (tmp_path / "sheet.xlsx").write_bytes(b"PK")
    (tmp_path / ".hidden.txt").write_text("not a source")
    (tmp_path / "LICENSE").write_text("Apache-2.0")
    read = read_sources([tmp_path])
    assert [d.name for d in read.documents] == ["a.txt", "b.pdf", "c.docx", "d.html", "e.md"]
    assert read.documents[4].text == "Recall on the minority class rose."
    skipped = {Path(s.name).name: s.why for s in read.skipped}
    assert skipped == {
        "sheet.xlsx": "unsupported file type '.xlsx'",
        "LICENSE": "no file type (name it .txt to read it)",
        "empty.txt": "is empty",
        "scan.pdf": "has no text: is it a scan? Run it through OCR and try again",
    }


def test_a_file_named_on_its_own_must_be_readable(tmp_path: Path) -> None:
    (tmp_path / "good.txt").write_text(PAGE_ONE)
    (tmp_path / "empty.txt").write_text("")
    with pytest.raises(InputError, match="empty.txt is empty"):
        load_sources([tmp_path / "good.txt", tmp_path / "empty.txt"])


def test_a_folder_of_only_broken_files_says_why_each_failed(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("")
    (tmp_path / "b.pdf").write_bytes(b"%PDF-1.4 broken")
    with pytest.raises(InputError, match="no source could be read: .*a.txt is empty; .*b.pdf is not a readable PDF"):
        read_sources([tmp_path])


def test_many_files_and_many_lines_load(tmp_path: Path) -> None:
    for i in range(200):
        (tmp_path / f"s{i:03}.txt").write_text(f"Source {i} says the pilot included {i} students.")
    assert len(load_sources([tmp_path])) == 200
    with pytest.raises(InputError, match="200 source files given; the limit is 100"):
        read_sources([tmp_path], Limits(max_files=100))
    lines = tmp_path / "lines.txt"
    lines.write_text("\n".join(f"word{i}" for i in range(10_000)))
    assert load_sources([lines])[0].text.count("\n") == 9_999


def test_drafts_may_be_any_format(tmp_path: Path) -> None:
    path = tmp_path / "draft.pdf"
    path.write_bytes(pdf_bytes(PAGE_ONE, PAGE_TWO))
    draft = load_draft(path)
    assert draft.id == "draft" and draft.pages and draft.page_at(draft.text.index("85%")) == 2


_MARKDOWN_PIECES = ["a", "b ", " ", "\n", "\n\n", "*", "**", "_", "`", "[", "]", "(", ")", "!", "<", ">", "&amp;"]
_MARKDOWN_PIECES += [
    "&",
    "\\",
    "#",
    "- ",
    "1. ",
    "|",
    "---",
    "  \n",
    "~",
    "<b>",
    "&#35;",
    "\t",
    "[x]: /u\n",
    "[x]",
    "45%",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_MARKDOWN_PIECES), max_size=30))
def test_markdown_without_inline_markup_reads_as_the_full_inline_parser_reads_it(pieces: list[str]) -> None:
    """Text with no inline markup skips markdown-it's inline parser; the result must be what the parser
    itself gives, on text with and without markup."""
    text = "".join(pieces)
    plain_parser = MarkdownIt("commonmark").enable("table")
    with patch.object(markdown_module, "_parser", lambda: plain_parser):
        expected = markdown_module.render_markdown(text)
    assert markdown_module.render_markdown(text) == expected


_PROSE_PIECES = [
    "a",
    "Bé",
    "1",
    " ",
    "  ",
    "\t",
    "\n",
    "\n\n",
    " \n",
    "  \n",
    "\t\n",
    " \t \n",
    "\u00a0",
    "\u3000",
    ":",
]
_BLOCK_PIECES = ["1. ", "1) ", "# ", "- ", "+ ", "> ", "=", "===", "---", "|", "*", "#", "&", "<", "\r", "    ", "~~~"]


@settings(max_examples=500, deadline=None)
@given(
    st.lists(st.sampled_from(_PROSE_PIECES), max_size=40),
    st.lists(st.sampled_from(_BLOCK_PIECES), max_size=2),
    st.randoms(),
)
def test_a_source_of_plain_paragraphs_reads_as_the_parser_reads_it(prose: list[str], blocks: list[str], rng) -> None:
    """Plain prose is rendered without markdown-it's block parser; the text must be the parser's own,
    whatever else the source holds (headings, lists, rules, code, wrapped lines, odd spaces)."""
    pieces = prose + blocks
    rng.shuffle(pieces)
    text = "".join(pieces)
    assert markdown_module.render_markdown(text) == markdown_module._parsed(text)


def test_wrapped_paragraphs_of_prose_read_as_one_line_each() -> None:
    text = "Revenue rose 12%   \nin 2024, the report says.  \n\n\nCosts fell.\t\nStaff: 40.\n"
    assert (
        markdown_module.render_markdown(text)
        == "Revenue rose 12% in 2024, the report says.\n\nCosts fell.\t Staff: 40."
    )


@given(st.text(st.characters(codec="utf-8") | st.sampled_from("\ufb01\ufb03\u00ad\n\x1b\u2028 aé")))
def test_file_names_are_shown_and_ligatures_expanded_as_character_by_character(text: str) -> None:
    # printable names and ASCII text are passed through whole; the result must be what reading each
    # character gives
    shown = "".join(ch if unicodedata.category(ch)[0] != "C" else ascii(ch)[1:-1] for ch in text)
    assert shown_name(text) == shown
    assert expand_ligatures(text) == text.translate(str.maketrans({**LIGATURES, "\u00ad": None}))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=200))
def test_ascii_fast_paths_count_what_the_expressions_find(text: str) -> None:
    """ASCII text is checked for markup and control characters by deleting bytes, not by the expressions'
    scans; both must say the same."""
    from evidencedesk.documents import plain

    assert markdown_module._may_hold_markup(text) == (markdown_module._NOT_PROSE.search(text) is not None)
    controls = len(plain._CONTROLS.findall(text))
    assert plain._looks_binary(text) == ("\x00" in text or controls > max(8, len(text) // 100))
