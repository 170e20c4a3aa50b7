"""Bytes to text: UTF-8 when it is, a byte-order mark when there is one, otherwise a detected encoding
that the user is told about, and a clear refusal for what is not text at all."""

from __future__ import annotations

import codecs
import re

from .base import InputError, Loaded
from .cleanup import expand_ligatures

BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),  # before UTF-16: its mark starts the same way
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
SNIFF_BYTES = 64 * 1024
# Most legacy Western text is Windows-1252; when the detector finds several encodings equally plausible
# (short texts often read the same in 1250, 1252 and 1257) this one is the likeliest.
PREFERRED = "cp1252"
# Control characters other than tab, line feed, carriage return and page break, and DEL: counted by one
# scan rather than a Python loop over every character of every source file.
_CONTROLS = re.compile("[\x00-\x08\x0b\x0e-\x1f\x7f]")
# Every ASCII character but those: deleted from an ASCII sample's bytes, they leave its control characters
# (one C pass, several times faster than the expression's scan).
_NOT_CONTROL = bytes(b for b in range(128) if not _CONTROLS.match(chr(b)))


def _not_text(name: str) -> InputError:
    return InputError(f"{name} does not look like text (is it a binary file renamed?)")


def _looks_binary(text: str) -> bool:
    """Control characters other than tab, line and page breaks: a handful may be stray, many mean binary."""
    sample = text[:SNIFF_BYTES]
    if sample.isascii():  # its characters are its bytes
        controls = len(sample.encode("ascii").translate(None, _NOT_CONTROL))
    else:
        controls = len(_CONTROLS.findall(sample))
    return "\x00" in sample or controls > max(8, len(sample) // 100)


def _has_space(text: str) -> bool:
    """Any byte pairs decode as UTF-16 and most bytes as some legacy encoding: text of more than one
    word, the only kind worth reviewing, has a space or a line break somewhere near its start."""
    return any(ch.isspace() for ch in text[:SNIFF_BYTES])


def _detect(data: bytes) -> str | None:
    from charset_normalizer import from_bytes  # imported only for a file that is not UTF-8

    results = from_bytes(data[: 4 * SNIFF_BYTES])
    best = results.best()
    if best is None:
        return None
    tied = [r.encoding for r in results if r.chaos == best.chaos]
    return PREFERRED if PREFERRED in tied else best.encoding


def decode(data: bytes, name: str) -> Loaded:
    """The text of ``data``; the note names the encoding when it was not UTF-8 or marked."""
    for bom, encoding in BOMS:
        if data.startswith(bom):
            try:
                text = data.decode(encoding)
            except UnicodeDecodeError:
                raise _not_text(name) from None
            if encoding != "utf-8-sig" and not _has_space(text):
                raise _not_text(name)
            break
    else:
        try:
            text = data.decode("utf-8")
            encoding = ""
        except UnicodeDecodeError:
            if b"\x00" in data[:SNIFF_BYTES]:
                raise _not_text(name) from None
            encoding = _detect(data) or ""
            try:
                text = data.decode(encoding) if encoding else ""
            except (UnicodeDecodeError, LookupError):
                text = ""
            if not _has_space(text):
                raise _not_text(name) from None
    if _looks_binary(text):
        raise _not_text(name)
    note = f"read as {codecs.lookup(encoding).name} (it is not UTF-8)" if encoding and "utf" not in encoding else ""
    return Loaded(expand_ligatures(text), note=note)
