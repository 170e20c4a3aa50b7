"""The second matcher: how close the nearest source window comes, recorded beside the verdict.

It decides nothing yet; it measures what the first matcher only accepts or refuses. It normalises further
(``fold(loose=True)``), finds the source window that the fewest character edits turn each passage into,
and reports ``quote_sim`` (1 - edits / longer length), ``quote_coverage`` (share of the quotation's words
found in order in the window), ``quote_edits`` and ``quote_critical_ok`` (numbers with their sign,
comparison and unit, numbers in words and negations are the window's exactly, read on the window widened
to whole words, so "5%" cut out of "25%" is not verbatim although it needs no edit). From these comes the
status: verbatim, near_verbatim, unverified or not_checked.

Instead of a full edit table over the source, the window is searched for only around places where short
pieces of the passage occur (anchors), with an exact bit-parallel alignment there; when no anchor exists
in a long source, or the regions to align are too large, the passage is reported ``not_checked`` rather
than guessed.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import regex
from rapidfuzz.distance import LCSseq

from ..model import Span
from ..text.fold import Folded, dash_binds_number, fold
from ..text.tokens import GROUP_SPACES
from .chars import ADDED_STOPS, LETTERS, WORD, is_digit, is_unspaced
from .negations import NEGATION_MARKERS, NEGATION_WORDS
from .occurrences import MAX_OCCURRENCES
from .source import Source

# --- Thresholds of the second matcher -------------------------------------------------------------
NEAR_VERBATIM_SIM = 0.90  # similarity a passage of 40 characters or more needs to count as near_verbatim
NEAR_VERBATIM_SIM_SHORT = 0.95  # the same under 40 characters, where one edit weighs more
SHORT_PASSAGE_CHARS = 40
NEAR_VERBATIM_MIN_WORDS = 5  # below this a high similarity says little
MAX_ALIGN_CHARS = 200_000  # most source characters the exact alignment may scan for one passage
MAX_ALIGN_CELLS = 200_000_000  # and at most this many (passage characters x source characters)
SMALL_SOURCE_CHARS = 20_000  # a source this short is aligned whole, with no need for anchors
MAX_ANCHOR_HITS = 2_000  # anchor occurrences gathered before voting on regions
MAX_REGIONS = 8  # best-voted stretches of the source aligned exactly
MAX_TIED_ENDS = 20  # equally good window ends examined for their start
MAX_ANCHOR_GRAMS = 24  # pieces of a passage looked up in the source to find where to align it

NUMBER_WORDS = frozenset(
    """
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
million billion trillion dozen half twice double triple quarter third
""".split()
)
# A digit as a number reads it: any decimal digit, a superscript or subscript digit, a vulgar fraction.
_DIGIT = r"[\d\u00b2\u00b3\u00b9\u00bc-\u00be\u2070\u2074-\u2079\u2080-\u2089\u2150-\u215e]"
_CRITICAL_NUMBER = regex.compile(
    rf"(?:[<>\u2264\u2265]=?\s*)?[-+]?[$\u20ac\u00a3\u00a5]?\s?(?:{_DIGIT}+(?:[.,\u066b\u066c]{_DIGIT}+)*|\.{_DIGIT}+)"
    r"(?:[\s-]?(?:%|percent\b|per cent\b|percentage points?\b|pp\b|thousand\b|million\b|billion\b|trillion\b"
    r"|bn\b|mn\b|[kmb]\b|mg\b|kg\b|g\b|ms\b|s\b|km\b|cm\b|mm\b|m\b|years?\b|months?\b|days?\b|hours?\b))?"
)


@dataclass(frozen=True)
class _Alignment:
    status: str
    sim: float | None = None
    coverage: float | None = None
    edits: int | None = None
    critical_ok: bool | None = None
    window: Span | None = None  # loose-folded offsets


def _edit_scores(pattern: str, text: str, anchored: bool = False) -> list[int]:
    """Edits to turn ``pattern`` into the best window of ``text`` ending at each position: unanchored,
    the window may start anywhere for free; anchored, it starts at the first character.

    A short pattern against a long text (a quotation's part against a source region) is scored a row
    of the edit-distance table at a time with numpy, which is several times faster there than the
    bit-parallel pass; a long pattern takes the bit-parallel pass, whose cost does not grow with it.
    Both give the same distances.
    """
    if not pattern or len(pattern) > _ROWS_PATTERN_CHARS or len(text) < _ROWS_TEXT_RATIO * len(pattern):
        return _myers_scores(pattern, text, anchored)
    return _row_scores(pattern, text, anchored)


_ROWS_PATTERN_CHARS = 96  # the longest pattern scored row by row (measured: beyond, the passes cost alike)
_ROWS_TEXT_RATIO = 8  # and only against a text this many times longer (a row costs a numpy call or two)


def _row_scores(pattern: str, text: str, anchored: bool) -> list[int]:
    """The edit-distance table, a row per pattern character: a cell is the cheaper of the cell above
    plus one and the diagonal plus a mismatch, then of any cell to its left plus the distance to it
    (a running minimum of cell minus column, plus the column)."""
    chars = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    columns = np.arange(len(text) + 1, dtype=np.int32)
    row = columns.copy() if anchored else np.zeros(len(text) + 1, np.int32)
    below = np.empty_like(row)
    for i, ch in enumerate(pattern, start=1):
        below[0] = i
        np.minimum(row[1:] + 1, row[:-1] + (chars != ord(ch)), out=below[1:])
        row = np.minimum.accumulate(below - columns) + columns
    return row[1:].tolist()


def _myers_scores(pattern: str, text: str, anchored: bool = False) -> list[int]:
    """Edits to turn ``pattern`` into the best window of ``text`` ending at each position (Myers 1999).

    Bit-parallel alignment: one pass over the text costs a few integer operations per character however
    long the pattern is. Unanchored, the window may start anywhere for free (the edit distance to the
    best window ending there); anchored, it starts at the first character (the edit distance to the
    whole prefix).
    """
    m = len(pattern)
    full = (1 << m) - 1
    top = 1 << (m - 1)
    carry = 1 if anchored else 0
    peq: dict[str, int] = defaultdict(int)
    for i, ch in enumerate(pattern):
        peq[ch] |= 1 << i
    pv, mv, score = full, 0, m
    scores = []
    for ch in text:
        eq = peq.get(ch, 0)
        xv = eq | mv
        xh = ((((eq & pv) + pv) & full) ^ pv) | eq
        ph = mv | (~(xh | pv) & full)
        mh = pv & xh
        if ph & top:
            score += 1
        elif mh & top:
            score -= 1
        ph = ((ph << 1) | carry) & full
        mh = (mh << 1) & full
        pv = mh | (~(xv | ph) & full)
        mv = ph & xv
        scores.append(score)
    return scores


def _window_start(unit: str, text: str, lo: int, ends: list[int], edits: int) -> tuple[int, int]:
    """(start, end) of a window with ``edits`` edits among the given best ends.

    For each end, one anchored pass over the reversed text before it gives the distance from every
    possible start. Ties go to the window whose length is nearest the unit's, then to the earliest.
    """
    m = len(unit)
    reversed_unit = unit[::-1]
    best: tuple[int, int, int] | None = None
    for end in ends[:MAX_TIED_ENDS]:
        first = max(lo, end - m - edits)
        distances = _edit_scores(reversed_unit, text[first:end][::-1], anchored=True)
        for j, d in enumerate(distances):
            if d == edits:
                start = end - j - 1
                key = (abs(end - start - m), start, end)
                if best is None or key < best:
                    best = key
    if best is None:  # the window is empty: every character of the unit is an edit
        return ends[0], ends[0]
    return best[1], best[2]


def _regions(unit: str, text: str) -> list[tuple[int, int]] | None:
    """Stretches of the source worth aligning ``unit`` with, found by voting anchors; None if none."""
    m = len(unit)
    slack = m // 2 + 10
    if len(text) <= max(SMALL_SOURCE_CHARS, 4 * m):
        fits = len(text) <= MAX_ALIGN_CHARS and m * len(text) <= MAX_ALIGN_CELLS
        return [(0, len(text))] if fits else None
    gram = min(5, m)
    step = max(1, (m - gram) // (MAX_ANCHOR_GRAMS - 1))
    offsets = sorted(set(range(0, m - gram + 1, step)) | {m - gram})
    counted = [(text.count(unit[i : i + gram]), i) for i in offsets]
    counted = sorted((c, i) for c, i in counted if c)
    votes: list[tuple[int, int]] = []
    for count, i in counted:
        if votes and len(votes) + count > MAX_ANCHOR_HITS:
            break
        piece = unit[i : i + gram]
        pos = text.find(piece)
        while pos >= 0 and len(votes) < MAX_ANCHOR_HITS:
            votes.append((pos - i, i))
            pos = text.find(piece, pos + 1)
    if not votes:
        return None
    votes.sort()
    clusters: list[tuple[int, int, set[int]]] = []
    for start, offset in votes:
        if clusters and start - clusters[-1][1] <= slack:
            first, _, seen = clusters[-1]
            seen.add(offset)
            clusters[-1] = (first, start, seen)
        else:
            clusters.append((start, start, {offset}))
    clusters.sort(key=lambda c: -len(c[2]))
    regions = sorted((max(0, a - slack), min(len(text), b + m + slack)) for a, b, _ in clusters[:MAX_REGIONS])
    merged: list[tuple[int, int]] = []
    for a, b in regions:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    scanned = sum(b - a for a, b in merged)
    if scanned > MAX_ALIGN_CHARS or m * scanned > MAX_ALIGN_CELLS:
        return None
    return merged


def critical_tokens(text: str) -> list[str]:
    """The tokens a near-verbatim quotation must keep exactly: numbers (with sign, comparison and unit),
    numbers in words, and negations; sorted, so that the comparison is of contents, not order."""
    lowered = text.lower()
    found = [re.sub(r"\s+", "", m.group()) for m in _CRITICAL_NUMBER.finditer(lowered)]
    for word in LETTERS.findall(_CRITICAL_NUMBER.sub(" ", lowered)):
        if word in NUMBER_WORDS or word in NEGATION_WORDS or word.endswith(("n't", "n\u2019t")):
            found.append(word)
    for marker in NEGATION_MARKERS:
        found.extend([marker.strip()] * lowered.count(marker))
    return sorted(found)


def _joins_token(folded: Folded, i: int) -> bool:
    """Whether ``folded.text[i]`` continues the word or number next to it (so a window may not cut there).

    Letters of unspaced scripts do not: a window may start or end between any two of them.
    """
    text = folded.text
    ch = text[i]
    if ch.isalnum():
        return not is_unspaced(ch)
    before, after = text[i - 1 : i], text[i + 1 : i + 2]
    if ch == "'":
        return before.isalpha() and after.isalpha()  # "didn't" is one word
    if ch == "-" and not dash_binds_number(folded.original, folded.origin(i)[0]):
        return False  # punctuation, not a sign or a hyphen: "cohort\u201442 patients"
    if ch in ".,-%\u066b\u066c" or (ch == " " and folded.original_text(i, i + 1) in GROUP_SPACES):
        return is_digit(before) or is_digit(after) or (ch == "-" and before.isalnum())
    if ch == " " and before == "-" and "\n" in folded.original_text(i, i + 1):
        return is_digit(text[i - 2 : i - 1])  # a range broken across lines: "18-" / "65"
    return False


def _widen(folded: Folded, start: int, end: int) -> tuple[int, int]:
    """Stretch a window to whole words and numbers, so a critical token is never read half-cut
    ("5%" taken out of "25%", "19" out of "COVID-19", "200" out of "1 200")."""
    while start > 0 and _joins_token(folded, start - 1):
        start -= 1
    while end < len(folded.text) and _joins_token(folded, end):
        end += 1
    return start, end


@lru_cache(maxsize=1024)  # a part is aligned against every source tied for the best first-matcher result
def _second_matcher_unit(part: str) -> str:
    """The passage as the second matcher aligns it: loosely folded, without a stop the model added
    (the loose fold writes a full-width comma as ",", so the stop is read on the strict fold)."""
    strict = fold(part, markdown=True).text.strip()
    unit = fold(part, loose=True, markdown=True).text.strip()
    if strict.endswith(ADDED_STOPS) and not strict.endswith(".."):
        unit = unit[:-1].rstrip()
    return unit


def _exact_window(folded: Folded, unit: str) -> Span | None:
    """An exact occurrence of ``unit``, preferring one that does not cut a number or word apart."""
    first = None
    at = folded.text.find(unit)
    for _ in range(MAX_OCCURRENCES):
        if at < 0:
            break
        span = (at, at + len(unit))
        if critical_tokens(unit) == critical_tokens(folded.text[slice(*_widen(folded, *span))]):
            return span
        first = first or span
        at = folded.text.find(unit, at + 1)
    return first


def _where(values: list[int], target: int) -> list[int]:
    """The positions of ``target`` in ``values``, found by the list's own search: a region's scores run
    to the length of the region, and the best is reached at a handful of them."""
    found: list[int] = []
    try:
        at = values.index(target)
        while True:
            found.append(at)
            at = values.index(target, at + 1)
    except ValueError:
        return found


def align(src: Source, part: str) -> _Alignment:
    """The second matcher for one part of a quotation."""
    unit = _second_matcher_unit(part)
    if not unit:
        return _Alignment("not_checked")
    text = src.loose.text
    exact = _exact_window(src.loose, unit)
    if exact is not None:
        edits, (start, end) = 0, exact
    else:
        regions = _regions(unit, text)
        if regions is None:
            return _Alignment("not_checked")
        edits, lo, ends = len(unit) + 1, 0, [0]
        for a, b in regions:
            scores = _edit_scores(unit, text[a:b])
            least = min(scores, default=edits)
            if least < edits:
                edits, lo = least, a
                ends = [a + k + 1 for k in _where(scores, least)]
        start, end = _window_start(unit, text, lo, ends, edits)
    window = text[start:end]
    sim = 1 - edits / max(len(unit), len(window), 1)
    quote_words = WORD.findall(unit)
    in_order = LCSseq.similarity(quote_words, WORD.findall(window))
    coverage = in_order / len(quote_words) if quote_words else 0.0
    wide = text[slice(*_widen(src.loose, start, end))]
    critical_ok = critical_tokens(unit) == critical_tokens(wide)
    threshold = NEAR_VERBATIM_SIM_SHORT if len(unit) < SHORT_PASSAGE_CHARS else NEAR_VERBATIM_SIM
    if edits == 0 and critical_ok:
        status = "verbatim"
    elif sim >= threshold and critical_ok and len(quote_words) >= NEAR_VERBATIM_MIN_WORDS:
        status = "near_verbatim"
    else:
        status = "unverified"
    return _Alignment(status, sim, coverage, edits, critical_ok, (start, end))


FLOOR_PIECES = (2, 4, 8, 16)  # the cuts of a unit whose pieces are looked for to bound its edits


def sim_ceiling(src: Source, part: str) -> float:
    """An upper bound of the similarity ``align(src, part)`` gives (0 when it gives none), read with a few
    substring searches instead of an alignment.

    A window ``e`` edits from the unit is at most ``e`` characters longer than it, so its similarity is at
    most ``1 - e / (len(unit) + e)``. Cut the unit into ``k`` pieces: each edit falls in at most one of
    them, so a window ``e`` edits away holds at least ``k - e`` of them as written, and a source holding
    only ``h`` of them anywhere is at least ``k - h`` edits from every window (the pigeonhole filter of
    approximate search)."""
    unit = _second_matcher_unit(part)
    if not unit:
        return 0.0
    m = len(unit)
    text = src.loose.text
    if unit in text:
        return 1.0
    edits = 1
    for pieces in FLOOR_PIECES:
        if pieces > m:
            break
        cuts = [m * k // pieces for k in range(pieces + 1)]
        held = sum(1 for a, b in itertools.pairwise(cuts) if unit[a:b] in text)
        edits = max(edits, pieces - held)
    return 1 - edits / (m + edits)


MAX_PIECE_HITS = 50  # occurrences of a unit's pieces aligned locally to show it needs more edits


def stays_below(src: Source, part: str, sim: float, or_equal: bool = False) -> bool:
    """Whether ``align(src, part)`` is sure to give a similarity below ``sim`` (or equal to it, with
    ``or_equal``), shown by aligning only the places where a piece of the unit occurs.

    Take ``k`` the fewest edits whose bound (see ``sim_ceiling``) settles it, and cut the unit into ``k``
    pieces: a window fewer than ``k`` edits away leaves one of them as written, and lies within ``k - 1``
    characters of where that piece puts the unit. Those stretches are aligned exactly, in one pass over
    them joined by ``k`` characters the unit lacks (a window across a join takes an edit for each, and
    trimming a window of them never costs an edit); when none comes within ``k - 1`` edits, no window of
    the source does. False when that cannot be shown cheaply."""
    unit = _second_matcher_unit(part)
    if not unit:
        return sim > 0 or or_equal  # no similarity: it counts as 0
    m = len(unit)
    needed = 1
    while needed <= m and not (1 - needed / (m + needed) < sim or (or_equal and 1 - needed / (m + needed) == sim)):
        needed += 1
    if needed > m:
        return False
    text = src.loose.text
    cuts = [m * k // needed for k in range(needed + 1)]
    stretches: list[str] = []
    for a, b in itertools.pairwise(cuts):
        piece = unit[a:b]
        at = text.find(piece)
        while at >= 0:
            if len(stretches) == MAX_PIECE_HITS:
                return False
            stretches.append(text[max(0, at - a - needed + 1) : min(len(text), at - a + m + needed - 1)])
            at = text.find(piece, at + 1)
    if not stretches:
        return True
    join = next(ch for ch in map(chr, itertools.count(0xE000)) if ch not in unit) * needed
    return min(_edit_scores(unit, join.join(stretches))) >= needed


def worst_alignment(alignments: list[_Alignment]) -> _Alignment:
    """The passage that matches worst decides; one that could not be scored counts as worse than a
    match but not worse than a definite miss, so a quotation with an unverified passage stays unverified."""
    rank = {"unverified": 0, "not_checked": 1, "near_verbatim": 2, "verbatim": 3}
    return min(alignments, key=lambda a: (rank[a.status], a.sim if a.sim is not None else 0.0))
