"""Placing each passage in the source, and choosing one placement per passage that breaks no rule.

A part may occur many times, so every rule that concerns more than one part is applied here: the parts of
an elided passage come in order, not too far apart, with no negation and no unresumed sentence end in
what the elision leaves out; and separate passages do not come from one sentence with words left out
between them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from ..model import Span
from .chars import LIST_MARKER, PARAGRAPH_BREAK, has_text
from .negations import gap_problem
from .occurrences import occurrences
from .passages import Passage
from .sentences import ends_sentence_at, is_sentence_end, sentence_start, starts_sentence_at
from .source import Source

MAX_PLACEMENTS = 20  # valid placements kept for one passage
MAX_ELISION_GAP = 3_000  # an elision longer than this is not one passage with words left out
MAX_ELISION_TRIALS = 10_000  # pairings of part occurrences tried before giving up on an elided passage
_SENTENCE_MARK = re.compile("[.!?\u3002\uff01\uff1f]")


@dataclass
class Placement:
    """Where each part of a passage was found, as original source offsets."""

    spans: tuple[Span, ...]


@dataclass
class PassageResult:
    passage: Passage
    placements: list[Placement] = field(default_factory=list)
    problem: str = ""


def place(src: Source, passage: Passage) -> PassageResult:
    """Every valid placement of a passage's parts (up to a limit), or the reason there is none."""
    result = PassageResult(passage)
    hits = []
    for part in passage.parts:
        found = [src.strict.span(s, e) for s, e in occurrences(src, part)]
        if not found:
            result.problem = f"\u201c{_clip(part)}\u201d is not in the source"
            return result
        hits.append(found)
    text = src.text
    budget = MAX_ELISION_TRIALS

    def extend(i: int, chosen: list[Span]) -> Iterator[list[Span]]:
        nonlocal budget
        if i == len(hits):
            yield list(chosen)
            return
        for span in hits[i]:
            budget -= 1
            if budget < 0:
                return
            if i:
                prev_end = chosen[-1][1]
                if span[0] < prev_end:
                    continue
                problem = _elision_problem(text, prev_end, span[0])
                if problem:
                    result.problem = problem
                    continue
            chosen.append(span)
            yield from extend(i + 1, chosen)
            chosen.pop()

    for spans in extend(0, []):
        result.placements.append(Placement(tuple(spans)))
        if len(result.placements) >= MAX_PLACEMENTS:
            break
    if not result.placements and not result.problem:
        result.problem = "the parts either side of the elision are not in the source in that order"
    return result


def _elision_problem(text: str, gap_start: int, gap_end: int) -> str | None:
    if gap_end - gap_start > MAX_ELISION_GAP:
        return "the parts either side of the elision are too far apart in the source to be one passage"
    gap = text[gap_start:gap_end]
    problem = gap_problem(text, gap_start, gap_end)
    if problem:
        return problem
    ends_sentence = any(is_sentence_end(text, gap_start + m.start()) for m in _SENTENCE_MARK.finditer(gap)) or bool(
        PARAGRAPH_BREAK.search(gap)
    )
    if ends_sentence and not starts_sentence_at(text, gap_end):
        return "the elision leaves out the end of a sentence, and the part after it does not start one"
    return None


def _without_marker(line: str) -> str:
    marker = LIST_MARKER.match(line)
    return line[marker.end() :] if marker else line


def _unmarked_elision(text: str, a: Placement, b: Placement) -> bool:
    """Whether two separately quoted passages come from one sentence with words left out between them."""
    first, second = (a, b) if a.spans[0][0] <= b.spans[0][0] else (b, a)
    between_start, between_end = first.spans[-1][1], second.spans[0][0]
    lines = text[between_start:between_end].split("\n")
    left_out = lines[0] + "".join(_without_marker(line) for line in lines[1:])
    if between_end <= between_start or not has_text(left_out):
        return False  # nothing but space, punctuation and list numbering between them
    return sentence_start(text, first.spans[-1][1]) == sentence_start(text, second.spans[0][0])


def choose(text: str, results: list[PassageResult]) -> list[Placement] | None:
    """One placement per passage such that no two neighbours form an unmarked elision.

    Only neighbours constrain each other, so a left-to-right pass keeping, for every placement of the
    current passage, one consistent choice for the passages before it is enough.
    """
    paths: list[list[Placement]] = [[p] for p in results[0].placements]
    for result in results[1:]:
        extended = []
        for placement in result.placements:
            fitting = next((path for path in paths if not _unmarked_elision(text, path[-1], placement)), None)
            if fitting is not None:
                extended.append(fitting + [placement])
        paths = extended
    return paths[0] if paths else None


def wrapped_lines_ok(text: str, lines: list[Placement]) -> bool:
    """A quotation's line break is a real break only where the source ends or starts a sentence there."""
    return all(
        ends_sentence_at(text, a.spans[-1][1]) or starts_sentence_at(text, b.spans[0][0])
        for a, b in zip(lines, lines[1:], strict=False)
    )


def _clip(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"
