"""Word (.docx) text with python-docx: paragraphs, headings, list items and tables in reading order.

Headings come out as Markdown headings and list paragraphs as list items, the structures the segmenter
already reads, so a heading is skipped as a heading and each table row is a block of its own. The zip
container is measured before anything is decompressed: a file whose parts would unpack past the limit
(a zip bomb) is refused at once.
"""

from __future__ import annotations

import io
import zipfile

import docx
from docx.table import Table
from docx.text.paragraph import Paragraph

from .base import InputError, Limits, Loaded, megabytes
from .cleanup import expand_ligatures

MAX_PARTS = 10_000


def _check_container(data: bytes, name: str, limits: Limits) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError):  # NotImplementedError: "zip version"
        raise InputError(f"{name} is not a readable Word file (the file is damaged or not a .docx)") from None
    unpacked = sum(info.file_size for info in infos)
    if len(infos) > MAX_PARTS or unpacked > limits.max_unzipped_bytes:
        raise InputError(
            f"{name} would unpack to {megabytes(unpacked)} in {len(infos):,} parts; the limit is "
            f"{megabytes(limits.max_unzipped_bytes)}, so it was not opened"
        )


def _paragraph(paragraph: Paragraph) -> str:
    text = paragraph.text.strip()
    if not text:
        return ""
    style = (paragraph.style.name if paragraph.style is not None else "") or ""
    if style == "Title":
        return f"# {text}"
    if style.startswith("Heading"):
        level = style.removeprefix("Heading").strip()
        return f"{'#' * min(int(level), 6) if level.isdigit() else '#'} {text}"
    if style.startswith("List"):
        return f"- {text}"
    return text


def _table(table: Table) -> list[str]:
    rows = []
    for row in table.rows:
        cells = [" ".join(cell.text.split()) for cell in row.cells]
        deduped = [c for i, c in enumerate(cells) if i == 0 or c != cells[i - 1]]  # merged cells repeat
        if any(deduped):
            rows.append("| " + " | ".join(deduped) + " |")
    return rows


def load_docx(data: bytes, name: str, limits: Limits) -> Loaded:
    """The document's blocks, one per paragraph or table row, separated by blank lines."""
    _check_container(data, name, limits)
    try:
        document = docx.Document(io.BytesIO(data))
        blocks: list[str] = []
        for item in document.iter_inner_content():
            if isinstance(item, Table):
                rows = _table(item)
                if rows:
                    blocks.append("\n".join(rows))
            elif text := _paragraph(item):
                blocks.append(text)
    except Exception:  # python-docx and lxml raise many kinds on a damaged part; all mean the same here
        raise InputError(f"{name} is not a readable Word file (the file is damaged or not a .docx)") from None
    return Loaded(expand_ligatures("\n\n".join(blocks)))
