"""Citation markers in a draft: which supplied source each one points at, and which point nowhere.

Drafts written with (or by) a model often cite their sources inline: ``[1]``, ``[2, 5]``, ``[1-3]``,
``[source: results.md]``. A marker is only worth something if it points at a source the review was
given; a citation to a source that was never supplied looks exactly as trustworthy as a real one, which
is why it is reported. So is a bracket that opens like a citation but cannot be read (``[chunk nine]``,
``[source: ]``): the writer meant to cite something and the reader cannot tell what.

Numbers are positions among the supplied sources, counted from 1 in the order they were given; names
are matched against source file names, with or without their extension and ignoring case. Source ids
(``[s2]``) are accepted too. Brackets that are not citations are left alone: editorial insertions
("[the company]"), elisions ("[...]"), Markdown links, and a lone bracketed year such as "[2020]".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePath

from .model import Document, Span

MAX_RANGE = 200  # a wider range ("[1-5000]") is not read as a list of sources
_BRACKET = re.compile(r"\[([^\[\]\n]{0,120})\](?!\()")
_KEYWORD = r"(?:sources?|src|refs?|references?|chunks?|docs?|documents?|citations?|cites?|files?)"
_CITATION_LIKE = re.compile(rf"^\s*(?:{_KEYWORD}\b|s?\d|#\d)", re.IGNORECASE)
_NUMBER_ITEM = r"(?:s|#)?\d+(?:\s*[-\u2013]\s*(?:s|#)?\d+)?"
_NUMBERS = re.compile(
    rf"^\s*(?:{_KEYWORD}\s*:?\s*)?{_NUMBER_ITEM}(?:\s*(?:,|;|&|\band\b)\s*(?:and\s+)?{_NUMBER_ITEM})*\s*$",
    re.IGNORECASE,
)
_NAMED = re.compile(rf"^\s*{_KEYWORD}\s*:\s*(?P<names>.*?)\s*$", re.IGNORECASE | re.DOTALL)
_ONE_FILE = r"[\w.\- ]+\.(?:md|markdown|txt|text|pdf|docx?|html?|csv|json)"
_FILE_NAME = re.compile(rf"^\s*{_ONE_FILE}(?:\s*[;,]\s*{_ONE_FILE})*\s*$", re.IGNORECASE)
_YEAR = re.compile(r"^\s*\d{4}\s*$")


@dataclass(frozen=True)
class Marker:
    """One citation marker: where it is in the claim, what it resolved to and what it could not.

    ``status`` is "resolved" (every cited source was supplied), "unknown" (at least one cited source
    was not supplied; ``missing`` lists them as written) or "unreadable" (a citation that cannot be
    read; ``reason`` says why).
    """

    text: str
    span: Span
    status: str
    sources: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()
    reason: str = ""


@dataclass(frozen=True)
class Citations:
    """Every citation marker of a claim, in order."""

    markers: tuple[Marker, ...] = ()

    @property
    def sources(self) -> tuple[str, ...]:
        """Ids of the supplied sources the claim cites, each once, in order of first citation."""
        return tuple(dict.fromkeys(s for m in self.markers for s in m.sources))

    @property
    def unknown(self) -> tuple[Marker, ...]:
        return tuple(m for m in self.markers if m.status == "unknown")

    @property
    def unreadable(self) -> tuple[Marker, ...]:
        return tuple(m for m in self.markers if m.status == "unreadable")


def _numbers(content: str) -> list[str] | None:
    """The cited positions as written ("1", "s2", ...), or None if the list cannot be read."""
    body = re.sub(rf"^\s*{_KEYWORD}\s*:?\s*", "", content, flags=re.IGNORECASE)
    out: list[str] = []
    for item in re.split(r"\s*(?:,|;|&|\band\b)\s*(?:and\s+)?", body.strip(), flags=re.IGNORECASE):
        prefix = "s" if item.lower().startswith("s") else ""
        bounds = [int(x) for x in re.findall(r"\d+", item)]
        if len(bounds) == 1:
            out.append(f"{prefix}{bounds[0]}")
            continue
        low, high = bounds
        if high < low or high - low > MAX_RANGE:
            return None
        out.extend(f"{prefix}{n}" for n in range(low, high + 1))
    return out


class SourceIndex:
    """The supplied sources looked up by position, id and name, built once for a review so that reading
    a claim's markers costs the same against two sources as against two thousand."""

    def __init__(self, sources: Sequence[Document]) -> None:
        self.sources = tuple(sources)
        self.by_id = {d.id.lower(): d for d in self.sources}
        self.by_name: dict[str, Document] = {}
        for doc in self.sources:  # the first source given wins a name two of them share
            full = doc.name.lower()
            for key in (full, PurePath(full).name, PurePath(full).stem, doc.id.lower()):
                self.by_name.setdefault(key, doc)

    def at(self, n: int) -> Document | None:
        return self.sources[n - 1] if 1 <= n <= len(self.sources) else None

    def named(self, name: str) -> Document | None:
        return self.by_name.get(name.strip().strip("\"'`").lower())


_Reading = tuple[str, tuple[str, ...], tuple[str, ...], str]


def _read(content: str, sources: SourceIndex) -> _Reading | None:
    """(status, resolved ids, missing, reason) for a bracket's content; None if it is not a citation."""
    if _NUMBERS.match(content):
        if _YEAR.match(content):
            return None
        cited = _numbers(content)
        if cited is None:
            return "unreadable", (), (), "its range of sources cannot be read"
        found, missing = [], []
        for c in cited:
            doc = sources.by_id.get(c) if c.startswith("s") else sources.at(int(c))
            if doc is None:
                missing.append(c)
            else:
                found.append(doc.id)
        return ("unknown" if missing else "resolved"), tuple(dict.fromkeys(found)), tuple(missing), ""
    named = _NAMED.match(content)
    if named or _FILE_NAME.match(content):
        names = [n for n in re.split(r"\s*[;,]\s*", named.group("names") if named else content) if n.strip()]
        if not names:
            return "unreadable", (), (), "it names no source"
        docs = [(n.strip(), sources.named(n)) for n in names]
        missing = tuple(n for n, d in docs if d is None)
        found = tuple(dict.fromkeys(d.id for _, d in docs if d is not None))
        return ("unknown" if missing else "resolved"), found, missing, ""
    if _CITATION_LIKE.match(content):
        return "unreadable", (), (), "it names no source by number or file name"
    return None


def parse_citations(claim_text: str, sources: Sequence[Document] | SourceIndex) -> Citations:
    """Read the citation markers of ``claim_text`` and map them to ``sources`` (in the order given; a
    review passes its ``SourceIndex``)."""
    if not isinstance(sources, SourceIndex):
        sources = SourceIndex(sources)
    markers = []
    for m in _BRACKET.finditer(claim_text):
        read = _read(m.group(1), sources)
        if read is None:
            continue
        status, found, missing, reason = read
        markers.append(Marker(m.group(), m.span(), status, found, missing, reason))
    return Citations(tuple(markers))
