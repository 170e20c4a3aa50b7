"""Load drafts and sources into Documents.

Text is kept exactly as read (after decoding), so every offset the engine reports points into what the
editor sees. Plain text and Markdown are read as UTF-8 (a byte-order mark is dropped, since it is not
text); anything else is refused with a clear reason rather than guessed at.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from .model import Document

TEXT_SUFFIXES = {".txt", ".md", ".markdown", ".text", ""}
MAX_BYTES = 50 * 1024 * 1024  # one file; larger inputs are almost certainly not a draft or a source


class InputError(ValueError):
    """Bad input from the user: the message is one line, fit to show as it is."""


def decode(data: bytes, name: str) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{name} is not UTF-8 text (byte {exc.start} cannot be read); save it as UTF-8 and try again"
        ) from None


def read_text_file(path: Path) -> str:
    if not path.exists():
        raise InputError(f"{path}: no such file")
    if not path.is_file():
        raise InputError(f"{path}: not a file")
    if path.suffix.lower() not in TEXT_SUFFIXES:
        raise InputError(f"{path}: unsupported file type {path.suffix!r} (use .txt or .md)")
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise InputError(f"{path}: {size // (1024 * 1024)} MB is over the {MAX_BYTES // (1024 * 1024)} MB limit")
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror})") from None
    return decode(data, str(path))


def load_draft(path: str | Path) -> Document:
    text = read_text_file(Path(path))
    if not text.strip():
        raise InputError(f"{path}: the draft is empty")
    return Document(id="draft", name=Path(path).name, text=text)


def _source_files(paths: Iterable[str | Path]) -> list[Path]:
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*")
                if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES - {""} and not p.name.startswith(".")
            )
            if not found:
                raise InputError(f"{path}: the folder holds no .txt or .md files")
            files.extend(found)
        else:
            files.append(path)
    return files


def load_sources(paths: Iterable[str | Path]) -> list[Document]:
    files = _source_files(paths)
    if not files:
        raise InputError("no source files given")
    texts = {}
    for path in files:
        texts[path.name if path.name not in texts else str(path)] = read_text_file(path)
    return make_sources(texts)


def make_sources(texts: Mapping[str, str]) -> list[Document]:
    """Sources from a mapping of name -> text, numbered s1, s2, ... in the mapping's order."""
    docs = [Document(id=f"s{i}", name=name, text=text) for i, (name, text) in enumerate(texts.items(), 1)]
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
    here = Path(__file__).resolve().parent
    for candidate in (here / "sample_data" / name, here.parent / "sample_data" / name):
        if (candidate / "draft.md").is_file():
            return candidate
    raise InputError("the bundled sample is missing from this installation")
