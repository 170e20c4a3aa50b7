"""Load drafts and sources into Documents: plain text in any common encoding, Markdown, PDF, Word and
web pages.

Each loader turns a file into the text a reader sees, and that text is what the review points into: every
offset, highlight and quotation refers to it, never to the bytes of the file. A file that cannot be read
is refused with one line naming the file and saying why; a folder reads every supported file in it and
lists the ones it skipped, with the reason, instead of passing over them in silence.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..model import Document
from .base import DEFAULT_LIMITS, MB, WEB_LIMITS, InputError, Limits, Loaded, megabytes, page_starts, shown_name

__all__ = [
    "DEFAULT_LIMITS",
    "FORMATS",
    "MB",
    "WEB_LIMITS",
    "InputError",
    "Limits",
    "Loaded",
    "SkippedFile",
    "SourceSet",
    "load_draft",
    "load_sources",
    "make_sources",
    "read_bytes",
    "read_sources",
    "sample_dir",
    "shown_name",
]

# File name suffix -> format. A file without a suffix is read as plain text.
FORMATS = {
    "": "text",
    ".txt": "text",
    ".text": "text",
    ".md": "markdown",
    ".markdown": "markdown",
    ".pdf": "pdf",
    ".docx": "docx",
    ".html": "html",
    ".htm": "html",
    ".xhtml": "html",
}
SUPPORTED = ".txt, .md, .pdf, .docx or .html"


@dataclass(frozen=True)
class SkippedFile:
    name: str
    why: str


@dataclass
class SourceSet:
    """The sources of one review as read from disk, with the files passed over and what was assumed."""

    documents: list[Document]
    skipped: list[SkippedFile] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # one line each, e.g. the encoding assumed for a file


def format_of(name: str) -> str:
    suffix = Path(name).suffix.lower()
    if suffix not in FORMATS:
        raise InputError(f"{shown_name(name)}: unsupported file type {suffix!r} (use {SUPPORTED})")
    return FORMATS[suffix]


def read_bytes(data: bytes, name: str, limits: Limits = DEFAULT_LIMITS) -> Loaded:
    """The text of one file's contents, by the format its name says; InputError when it has none."""
    shown = shown_name(name)
    kind = format_of(name)
    if len(data) > limits.max_file_bytes:
        raise InputError(f"{shown} is {megabytes(len(data))}; the limit is {megabytes(limits.max_file_bytes)}")
    # Each format's library is imported when a file of that format is read: together they take about a
    # second to import, which a review of plain text files should not pay.
    if kind == "pdf":
        from .pdf import load_pdf

        loaded = load_pdf(data, shown, limits)
    elif kind == "docx":
        from .word import load_docx

        loaded = load_docx(data, shown, limits)
    else:
        from .plain import decode

        plain = decode(data, shown)
        if kind == "markdown":
            from .markdown import load_markdown

            loaded = Loaded(load_markdown(plain.text).text, plain.note)
        elif kind == "html":
            from .html import load_html

            loaded = Loaded(load_html(plain.text, shown).text, plain.note)
        else:
            loaded = plain
    if not loaded.text.strip():
        raise InputError(f"{shown} is empty" if not data.strip() else f"{shown} has no text in it")
    if len(loaded.text) > limits.max_chars:
        raise InputError(f"{shown} has {len(loaded.text):,} characters; the limit is {limits.max_chars:,}")
    return loaded


def read_file(path: Path, limits: Limits = DEFAULT_LIMITS) -> Loaded:
    """One file from disk, checked for existence and size before it is read."""
    shown = shown_name(str(path))
    if not path.exists():
        raise InputError(f"{shown}: no such file")
    if not path.is_file():
        raise InputError(f"{shown}: not a file")
    format_of(str(path))
    try:
        size = path.stat().st_size
        if size > limits.max_file_bytes:
            raise InputError(f"{shown} is {megabytes(size)}; the limit is {megabytes(limits.max_file_bytes)}")
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{shown}: cannot be read ({exc.strerror})") from None
    return read_bytes(data, str(path), limits)


def load_draft(path: str | Path, limits: Limits = DEFAULT_LIMITS) -> Document:
    loaded = read_file(Path(path), limits)
    return Document(id="draft", name=Path(path).name, text=loaded.text, pages=page_starts(loaded.text))


def _folder_files(folder: Path) -> tuple[list[Path], list[SkippedFile]]:
    """Every visible file under ``folder``: those of a supported type, and the others as skipped."""
    files, skipped = [], []
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder)
        if any(part.startswith(".") for part in relative.parts) or not path.is_file():
            continue  # hidden files and folders (.git, .DS_Store) are not sources
        if path.suffix.lower() in FORMATS and path.suffix:
            files.append(path)
        else:
            why = f"unsupported file type {path.suffix!r}" if path.suffix else "no file type (name it .txt to read it)"
            skipped.append(SkippedFile(str(path), why))
    return files, skipped


def read_sources(paths: Iterable[str | Path], limits: Limits = DEFAULT_LIMITS) -> SourceSet:
    """Sources from files and folders. A file named on its own must be readable (else InputError); a
    file found in a folder that cannot be read is skipped and listed, so one bad file in a folder of
    fifty does not stop the review, and is not passed over in silence either."""
    wanted: list[tuple[Path, bool]] = []  # (path, found in a folder)
    skipped: list[SkippedFile] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found, passed_over = _folder_files(path)
            skipped += passed_over
            if not found:
                raise InputError(f"{shown_name(str(path))}: the folder holds no {SUPPORTED} files")
            wanted += [(p, True) for p in found]
        else:
            wanted.append((path, False))
    if not wanted:
        raise InputError("no source files given")
    if len(wanted) > limits.max_files:
        raise InputError(f"{len(wanted):,} source files given; the limit is {limits.max_files:,}")
    texts: dict[str, str] = {}
    notes: list[str] = []
    for path, in_folder in wanted:
        try:
            loaded = read_file(path, limits)
        except InputError as exc:
            if not in_folder:
                raise
            skipped.append(SkippedFile(str(path), str(exc).removeprefix(shown_name(str(path))).lstrip(": ")))
            continue
        name = path.name if path.name not in texts else str(path)
        texts[name] = loaded.text
        if loaded.note:
            notes.append(f"{shown_name(name)}: {loaded.note}")
    if not texts:
        raise InputError("no source could be read: " + "; ".join(f"{shown_name(s.name)} {s.why}" for s in skipped))
    return SourceSet(make_sources(texts), skipped, notes)


def load_sources(paths: Iterable[str | Path], limits: Limits = DEFAULT_LIMITS) -> list[Document]:
    """The documents of :func:`read_sources`, for callers that report nothing about the files."""
    return read_sources(paths, limits).documents


def make_sources(texts: Mapping[str, str]) -> list[Document]:
    """Sources from a mapping of name -> text, numbered s1, s2, ... in the mapping's order. A text with
    form feeds (a PDF's pages, as its loader writes them) keeps its page numbers."""
    docs = [
        Document(id=f"s{i}", name=name, text=text, pages=page_starts(text))
        for i, (name, text) in enumerate(texts.items(), 1)
    ]
    if not docs:
        raise InputError("no sources given: a review needs at least one source")
    if not any(d.text.strip() for d in docs):
        raise InputError("every source is empty")
    return docs


# The bundled samples: Meridian (an English article and its sources), kitei (a Japanese FAQ answered from
# internal regulations).
SAMPLES = ("meridian", "kitei")


def sample_dir(name: str = "meridian") -> Path:
    """A bundled sample: next to the package in a checkout, inside it once installed."""
    if name not in SAMPLES:
        raise InputError(f"no bundled sample named {name!r}; there are: {', '.join(SAMPLES)}")
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "sample_data" / name, package.parent / "sample_data" / name):
        if (candidate / "draft.md").is_file():
            return candidate
    raise InputError("the bundled sample is missing from this installation")
