"""What every loader shares: the user-facing error, the size limits and the result of reading one file."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

MB = 1024 * 1024
PAGE_BREAK = "\n\f\n"  # how a paginated file's pages are separated in its text (see pdf.py)


class InputError(ValueError):
    """Bad input from the user: the message is one line, fit to show as it is."""


@dataclass(frozen=True)
class Limits:
    """How much one review may read. Each is a guard against a file that is not what it claims to be
    (a zip bomb, a PDF of ten thousand pages) rather than a judgement on real drafts, so the defaults are
    generous; the command line names them in ``--help``."""

    max_file_bytes: int = 50 * MB  # one file as stored on disk or uploaded
    max_chars: int = 50_000_000  # one document's text once read
    max_files: int = 10_000  # files read from the folders and paths of one review (an archive of clippings)
    max_unzipped_bytes: int = 200 * MB  # all the parts of one Word file, decompressed
    max_pdf_pages: int = 5000


DEFAULT_LIMITS = Limits()
# The review app's: a whole submission (the draft and every upload) and one draft or source. Smaller than
# the command line's, since a page must answer within seconds and the server is shared by its tabs.
WEB_LIMITS = Limits(max_file_bytes=20 * MB, max_chars=2_000_000)


@dataclass(frozen=True)
class Loaded:
    """One file's text, with what the loader learnt on the way."""

    text: str
    note: str = ""  # said to the user beside the file, e.g. the encoding that was assumed


def shown_name(name: str) -> str:
    """A file name fit to print on one line: control characters (a newline, an escape sequence that
    would reach the terminal) are written as escapes, everything else as it is. A printable name has no
    control character, and most names are printable."""
    if name.isprintable():
        return name
    return "".join(ch if unicodedata.category(ch)[0] != "C" or ch == " " else ascii(ch)[1:-1] for ch in name)


def megabytes(n: int) -> str:
    if n < MB:
        return f"{n:,} bytes"
    value = n / MB
    return (f"{value:.0f}" if value >= 10 else f"{value:.1f}".removesuffix(".0")) + " MB"


def page_starts(text: str) -> tuple[int, ...]:
    """Where each page of ``text`` starts, pages being separated by form feeds; () when there are none."""
    if "\f" not in text:
        return ()
    end = len(text.rstrip())  # the form feed that closes the last page starts no page
    starts, at = [0], text.find("\f")
    while at != -1 and at < end:
        starts.append(at + 1)
        at = text.find("\f", at + 1)
    return tuple(starts)
