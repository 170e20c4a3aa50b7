"""Split a document into blocks (paragraphs, headings, list items, table rows) and blocks into sentences.

Offsets always index the original text. Sentence ends are found where terminal punctuation is followed
by space and a sentence-like opening, except after abbreviations (Dr., e.g., et al., U.S.), initials
("J. Smith") and inside decimals (which have no space after the point). A single line break inside a
paragraph is a line wrap when the paragraph is hard-wrapped (lines of even length); in text written a
sentence per line, it ends the sentence.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any, NamedTuple

import regex

from .tokens import words

ABBREVIATIONS = frozenset(
    """
dr mr mrs ms mx prof sr jr st vs etc e.g i.e eg ie al fig figs no nos inc ltd co corp dept est approx ca
cf ed eds vol vols pp p gen col lt sgt rev hon gov sen rep jan feb mar apr jun jul aug sep sept oct nov
dec u.s u.k u.n e.u a.m p.m ph.d b.a m.a m.sc b.sc mt ft approx viz resp et cit op
""".split()
)

# The abbreviations among them that are titles before a name ("Dr. Khumalo", "Gov. Newsom"): a closed
# class of forms of address and rank, whose full stop never ends a sentence before a capitalised word.
TITLES = frozenset("dr mr mrs ms mx prof gen col lt sgt rev hon gov sen rep".split())

_LONGEST_ABBREVIATION = max(map(len, ABBREVIATIONS))

HEADING_RE = regex.compile(r"[ \t]*#{1,6}[ \t]+")
LIST_RE = regex.compile(r"[ \t]*(?:[-*+•]|\d{1,3}[.)]|[a-zA-Z][.)])[ \t]+")
TABLE_RE = regex.compile(r"[ \t]*\|")
TABLE_RULE_RE = regex.compile(r"[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$")
RULE_RE = regex.compile(r"[ \t]*(?:-{3,}|\*{3,}|_{3,}|={3,})[ \t]*$")
FENCE_RE = regex.compile(r"[ \t]*(```|~~~)")
# Terminal punctuation, optional closing quotes/brackets, then the space before the next sentence. The
# last lookahead reads the spaces after the mark (those str.isspace counts, which \s lacks four of), so
# that where the next sentence would open is known without reading on character by character.
BOUNDARY_RE = regex.compile(r"(?:(?:[.!?]+|…|\.\.\.)[\"'”’)\]»]*(?=\s)|[。！？!?．]+[」』”）)]*)(?=([\s\x1c-\x1f]*))")
# Japanese and Chinese quotation brackets: a full stop inside one does not end the sentence around it.
OPEN_QUOTES, CLOSE_QUOTES = "「『", "」』"
_QUOTE_BRACKETS = regex.compile(f"[{OPEN_QUOTES}{CLOSE_QUOTES}]")
CJK_RE = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}]")
NEWLINE_RE = regex.compile(r"\n")
# Scraped text often loses the space after a full stop ("on Wednesday.The bank said"): a lower-case
# word, terminal punctuation and a capitalised word straight after still end a sentence.
GLUED_RE = regex.compile(r"(?<=\p{Ll}{2})[.!?](?=\p{Lu}\p{Ll})")
# In ASCII text the capital after the mark is A to Z: a paragraph without that pair has no glued
# sentence end, which the standard engine tells several times faster than the search above.
_ASCII_GLUED_PAIR = re.compile(r"[.!?][A-Z]")
# ``BOUNDARY_RE`` as it reads ASCII text, for the standard engine: no ellipsis character, CJK mark or
# typographic quote can occur there, a run of "..." is a run of marks, and \s of the expression above is
# [\t\n\v\f\r ] in ASCII (a test compares the two). Tried only where a mark stands (``_ascii_matches``).
_ASCII_SPACE = "\t\n\x0b\x0c\r "
_ASCII_BOUNDARY_RE = re.compile(rf"(?:[.!?]+[\"')\]]*(?=[{_ASCII_SPACE}])|[!?]+\)*)(?=([{_ASCII_SPACE}\x1c-\x1f]*))")
DOTTED_RE = regex.compile(r"(?:\p{L}{1,2}\.)+\p{L}{1,2}")
# The longest sentence read as one: about eight times a long sentence of prose. Longer runs without a
# sentence end are read in pieces of at most this many characters (see _pieces).
MAX_SENTENCE_CHARS = 2000
LOOKBEHIND = 40  # characters before a full stop read to decide whether it ends an abbreviation
TERMINAL = tuple(".!?…。！？:;\"'”’)]»")


@dataclass(frozen=True)
class Block:
    start: int  # content start (after any heading or list marker)
    end: int
    kind: str  # "paragraph" | "heading" | "list_item" | "table_row" | "code" | "rule"


class Sentence(NamedTuple):
    """One sentence and the block it sits in (a named tuple: indexing makes one per sentence of every
    source)."""

    start: int
    end: int
    text: str
    block: Block


def _lines(text: str) -> list[tuple[int, int]]:
    spans, pos = [], 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        spans.append((pos, pos + len(body)))
        pos += len(line)
    return spans


def blocks(text: str) -> list[Block]:
    """Paragraphs and Markdown structures, in order, with offsets of their content."""
    out: list[Block] = []
    para: list[tuple[int, int]] = []
    in_code = False

    def flush() -> None:
        if para:
            out.append(Block(para[0][0], para[-1][1], "paragraph"))
            para.clear()

    for start, end in _lines(text):
        line = text[start:end]
        if not in_code and _plain(line):  # most lines of prose: no pattern below can match
            if out and out[-1].kind == "list_item" and not para and line[:1] in " \t":
                prev = out.pop()  # an indented continuation of a list item
                out.append(Block(prev.start, end, "list_item"))
            else:
                para.append((start, end))
            continue
        if FENCE_RE.match(line):
            flush()
            in_code = not in_code
            continue
        if in_code:
            out.append(Block(start, end, "code"))
            continue
        if not line.strip():
            flush()
            continue
        if m := HEADING_RE.match(line):
            flush()
            out.append(Block(start + m.end(), end, "heading"))
        elif TABLE_RULE_RE.match(line) or RULE_RE.match(line):
            flush()
            out.append(Block(start, end, "rule"))
        elif TABLE_RE.match(line):
            flush()
            out.append(Block(start, end, "table_row"))
        elif m := LIST_RE.match(line):
            flush()
            para.append((start + m.end(), end))
            flush()
            out[-1] = Block(out[-1].start, out[-1].end, "list_item")
        elif out and out[-1].kind == "list_item" and not para and line[:1] in " \t":
            prev = out.pop()  # an indented continuation of a list item
            out.append(Block(prev.start, end, "list_item"))
        else:
            para.append((start, end))
    flush()
    return [_trim(text, b) for b in out if text[b.start : b.end].strip()]


# What a line may open with (after spaces and tabs) for a fence, heading, rule, table row or list item to
# start there, besides a digit: any other character, or a letter not followed by "." or ")", makes it a
# line of prose.
_MARKUP_OPENERS = frozenset("`~#|:-*_=+•")


def _plain(line: str) -> bool:
    """Whether a line is certainly none of the structures ``blocks`` looks for, and not blank: read
    from its first two visible characters instead of by each structure's pattern in turn."""
    body = line.lstrip(" \t")
    if not body or body[0] in _MARKUP_OPENERS or body[0].isspace() or body[0].isdigit():
        return False
    return not ("a" <= body[0].lower() <= "z" and body[1:2] in {".", ")"})


def _trim(text: str, b: Block) -> Block:
    s, e = b.start, b.end
    while s < e and text[s].isspace():
        s += 1
    while e > s and text[e - 1].isspace():
        e -= 1
    return Block(s, e, b.kind)


def _is_abbreviation(before: str) -> bool:
    last = before.rsplit(None, 1)
    word = last[-1].lstrip("([\"'“‘").lower() if last else ""
    if not word:
        return False
    if word in ABBREVIATIONS:
        return True
    if len(word) == 1 and word.isalpha():
        return True  # an initial: "J. Smith"
    return "." in word and bool(DOTTED_RE.fullmatch(word))  # U.S, e.g, Ph.D


def _may_abbreviate(body: str, stop: int) -> bool:
    """Whether the full stop at ``stop`` ends an abbreviation or an initial. Most full stops follow a
    word of seven letters or more, or a digit, a closing bracket or other ASCII sign: no abbreviation is
    that long or ends so, and a dotted one (U.S, Ph.D) ends in a short run of letters, so those are told from the
    characters just before the stop, without reading the word."""
    if stop >= _LONGEST_ABBREVIATION + 1 and body[stop - _LONGEST_ABBREVIATION - 1 : stop].isalpha():
        return False
    before = body[stop - 1 : stop]
    if before and before.isascii() and not before.isalpha() and not before.isspace():
        return False
    return _is_abbreviation(body[max(0, stop - LOOKBEHIND) : stop])


def _wrapped(text: str, block: Block) -> bool:
    lengths = [e - s for s, e in _lines(text[block.start : block.end])][:-1]
    if not lengths:
        return False
    lengths.sort()
    return lengths[len(lengths) // 2] >= 50 and lengths[-1] - lengths[0] <= 30


def _ends(body: str) -> tuple[list[int], list[int]]:
    """Where each sentence of a trimmed block ends at a boundary mark, and where the text after each
    of those marks opens (after 0, where the block opens)."""
    ends: list[int] = []
    opens = [0]
    quotes: _QuotationDepth | None = None  # read the first time a full stop in CJK text asks
    for m in BOUNDARY_RE.finditer(body):
        end, at = m.end(), m.end(1)
        if at == len(body):
            continue
        mark = m.group()
        if mark[0] in "。！？．" or (mark[0] in "!?" and CJK_RE.match(body, at)):
            if quotes is None:
                quotes = _QuotationDepth(body)
            if not quotes.inside(m.start()):
                ends.append(end)
                opens.append(at)
            continue
        if body[at].islower():  # no sentence starts in lower case, abbreviation or not
            continue
        if mark[0] == "." and not mark.startswith("...") and _may_abbreviate(body, m.start()):
            continue
        ends.append(end)
        opens.append(at)
    return ends, opens


def _ascii_ends(body: str, marks: list[int] | None = None) -> tuple[list[int], list[int]]:
    """``_ends`` of an ASCII block, which has no CJK mark or text to open a sentence after one: the same
    tests without those, and the one that settles most full stops (a word of more letters than any
    abbreviation just before it) made in place (a sentence split costs a few of these per sentence of
    every source). ``marks``, when known, are where the block's ``.``, ``!`` and ``?`` stand."""
    ends: list[int] = []
    opens = [0]
    size = len(body)
    longest = _LONGEST_ABBREVIATION + 1
    for m in BOUNDARY_RE.finditer(body) if marks is None else _ascii_matches(body, marks):
        at = m.end(1)
        if at == size or body[at].islower():
            continue
        stop = m.start()
        if (
            body[stop] == "."
            and not body.startswith("...", stop)
            and not (stop >= longest and body[stop - longest : stop].isalpha())
            and _may_abbreviate(body, stop)
        ):
            continue
        ends.append(m.end())
        opens.append(at)
    return ends, opens


def _ascii_matches(body: str, marks: list[int]) -> Iterator[re.Match[str]]:
    """``BOUNDARY_RE.finditer(body)`` of an ASCII ``body`` whose every ``.``, ``!`` and ``?`` stands at
    ``marks`` (ascending). A match opens with one of them, so the expression is tried at those alone, each
    not passed over by the match before it, as the search tries them: the search read every character
    of every source (about a quarter of splitting a source into sentences), where the marks of a whole
    source are found by one array scan (``_marks``)."""
    match = _ASCII_BOUNDARY_RE.match
    after = 0  # where the match before ended
    for at in marks:
        if at >= after and (m := match(body, at)) is not None:
            after = m.end()
            yield m


MARKS_READ_AT = 2_000  # characters of ASCII text from which its marks are read in one array scan


@cache
def _mark_tables() -> tuple[ModuleType, Any, Any]:
    """numpy (imported when a long text is first split) and, by ASCII code, whether it is ``.``, ``!`` or
    ``?``, and whether it is a capital."""
    import numpy

    marks, capitals = numpy.zeros(128, bool), numpy.zeros(128, bool)
    marks[[ord(c) for c in ".!?"]] = True
    capitals[ord("A") : ord("Z") + 1] = True
    return numpy, marks, capitals


class _Marks(NamedTuple):
    """Where the ``.``, ``!`` and ``?`` of a long ASCII text stand, ascending: all of them, and those
    with a capital straight after (what ``_ASCII_GLUED_PAIR`` finds)."""

    at: list[int]
    glued: list[int]

    def glued_within(self, start: int, end: int) -> bool:
        """Whether ``_ASCII_GLUED_PAIR`` finds a pair in ``text[start:end]``."""
        k = bisect_left(self.glued, start)
        return k < len(self.glued) and self.glued[k] + 1 < end


def _marks(text: str) -> _Marks | None:
    """The marks of a long ASCII text, read in one array scan; None for other text."""
    if len(text) < MARKS_READ_AT or not text.isascii():
        return None
    np, marks, capitals = _mark_tables()
    codes = np.frombuffer(text.encode("ascii"), np.uint8)
    at = np.flatnonzero(marks[codes])
    glued = at[capitals[codes[np.minimum(at + 1, len(codes) - 1)]] & (at + 1 < len(codes))]
    return _Marks(at.tolist(), glued.tolist())


def _split_block(text: str, block: Block, marks: _Marks | None = None) -> list[tuple[int, int]]:
    """The spans of a block's sentences; ``marks`` are the text's (``_marks``), when read."""
    if block.kind in {"heading", "table_row"}:
        return [(block.start, block.end)]
    body = text[block.start : block.end]
    plain = body.isascii()
    # Where each sentence ends at a boundary mark, and where the text after that mark opens: the block is
    # trimmed and a mark is no space, so a sentence cut only at marks runs from one opening to its end.
    if not plain:
        ends, opens = _ends(body)
    elif marks is None:
        ends, opens = _ascii_ends(body)
    else:
        start, at = block.start, marks.at
        inside = at[bisect_left(at, start) : bisect_left(at, block.end)]
        ends, opens = _ascii_ends(body, [a - start for a in inside])
    cuts: list[int] = []  # the other sentence ends: glued ones and line breaks
    if not plain or (_ASCII_GLUED_PAIR.search(body) if marks is None else marks.glued_within(block.start, block.end)):
        cuts.extend(m.end() for m in GLUED_RE.finditer(body))
    if "\n" in body and not _wrapped(text, block):
        for m in NEWLINE_RE.finditer(body):
            prev = body[max(0, m.start() - LOOKBEHIND) : m.start()].rstrip()
            at = _next_visible(body, m.end())
            nxt = body[at : at + 1]
            if (
                prev
                and nxt
                and not prev.endswith(TERMINAL)
                and not prev.endswith((",", "-", "–", "—", "("))
                and (nxt.isupper() or nxt.isdigit() or CJK_RE.match(body, at))
            ):
                cuts.append(m.start())
    ends.append(len(body))
    if not cuts:  # most paragraphs: no span to read again for the spaces around it
        return [(block.start + a, block.start + e) for a, e in zip(opens, ends, strict=True)]
    spans, start = [], 0
    for cut in sorted({*ends, *cuts}):
        spans.append((start, cut))
        start = cut
    out = []
    for s, e in spans:
        piece = body[s:e]
        kept = piece.strip()  # the span without the spaces around it, found by str methods
        if kept:
            a = block.start + s + len(piece) - len(piece.lstrip())
            out.append((a, a + len(kept)))
    return out


def _next_visible(body: str, pos: int) -> int:
    """Where the first character after ``pos`` that is not a space stands (``len(body)`` if none): read
    forward from the boundary rather than by copying the rest of the paragraph, so that splitting stays
    linear however long a paragraph runs."""
    while pos < len(body) and body[pos].isspace():
        pos += 1
    return pos


class _QuotationDepth:
    """Whether a position lies inside an open 「」 or 『』 quotation (kept whole as one sentence), read
    from the positions of the brackets found once per paragraph."""

    def __init__(self, body: str) -> None:
        self._at: list[int] = []
        self._depth = [0]  # open brackets minus closed ones before each bracket, and after the last
        for m in _QUOTE_BRACKETS.finditer(body):
            self._at.append(m.start())
            self._depth.append(self._depth[-1] + (1 if m.group() in OPEN_QUOTES else -1))

    def inside(self, at: int) -> bool:
        return self._depth[bisect_left(self._at, at)] > 0


def _pieces(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A span cut into pieces of at most ``MAX_SENTENCE_CHARS``, each ending at the last space before the
    limit (or at the limit, in text without spaces). Text that never ends a sentence (a scraped page on
    one line, a table flattened to prose) would otherwise become one passage of megabytes, and every
    claim that retrieves it would read all of it."""
    out = []
    while end - start > MAX_SENTENCE_CHARS:
        cut = text.rfind(" ", start + MAX_SENTENCE_CHARS // 2, start + MAX_SENTENCE_CHARS)
        cut = cut if cut > start else start + MAX_SENTENCE_CHARS
        out.append((start, cut))
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end > start:
        out.append((start, end))
    return out


def block_spans(text: str) -> Iterator[tuple[Block, list[tuple[int, int]]]]:
    """Each block that holds sentences, in document order, with the spans of its sentences: what
    ``sentences`` gives, without a ``Sentence`` made for each (indexing reads the spans of every
    sentence of every source, and the text of most of them only as part of all of them)."""
    marks = _marks(text)
    for block in blocks(text):
        if block.kind in {"code", "rule"}:
            continue
        spans = _split_block(text, block, marks)
        if any(e - s > MAX_SENTENCE_CHARS for s, e in spans):
            spans = [piece for s, e in spans for piece in _pieces(text, s, e)]
        yield block, spans


def sentences(text: str) -> list[Sentence]:
    """Every sentence of every block, in document order; a sentence longer than ``MAX_SENTENCE_CHARS``
    comes in pieces."""
    out = []
    for block, spans in block_spans(text):
        out += [_new(Sentence, (a, b, text[a:b], block)) for a, b in spans]
    return out


# A sentence made as the tuple it is, without the named tuple's own ``__new__`` (a Python call per sentence
# of every source)
_new = tuple.__new__


def looks_like_heading(sentence: Sentence) -> bool:
    """Markdown headings, and short title-like lines standing alone without final punctuation."""
    if sentence.block.kind == "heading":
        return True
    if sentence.block.kind not in {"paragraph"} or (sentence.start, sentence.end) != (
        sentence.block.start,
        sentence.block.end,
    ):
        return False
    return title_like(sentence.text)


def title_like(text: str) -> bool:
    """Whether a paragraph that is one sentence reads as a title: short, capitalised, and without final
    punctuation (``looks_like_heading`` of such a sentence)."""
    text = text.rstrip()
    if text.endswith(TERMINAL) or "\n" in text:
        return False
    ws = [w for w in text.split() if w[:1].isalpha()]
    if not ws or len(ws) > 12:
        return False
    capital = sum(1 for w in ws if w[0].isupper() or len(w) <= 3)
    return capital / len(ws) >= 0.8


def word_count(text: str) -> int:
    """Words, with each Japanese or Chinese character counted as one: those scripts write a word in one
    to three characters and no spaces, so a five-word minimum would drop a short complete answer."""
    return sum(len(CJK_RE.findall(w)) or 1 for w in words(text) if w[:1].isalnum())
