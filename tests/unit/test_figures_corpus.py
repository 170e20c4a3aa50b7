"""The figure reader on real sentences: every figure read from the bench data and the sample drafts and
sources must match what was read when the fixture was made.

The reader is tuned for speed (searches skipped when a character rules them out); this pins its output on
some 6,000 real sentences (9,000 figures) so that a faster path that reads one figure differently fails here. After an
intended change in what is read, regenerate with `python -m tests.unit.test_figures_corpus` and review
the diff of the decoded fixture.
"""

from __future__ import annotations

import dataclasses
import json
import lzma
import re
from pathlib import Path

from evidencedesk.text.figures import extract_figures
from evidencedesk.text.segment import sentences

from .bench_texts import bench_texts

_FIXTURE = Path(__file__).with_name("figures_corpus.json.xz")
_CANDIDATE = re.compile(
    r"[0-9０-９]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|half|third|twice|dozen)", re.I
)


def _corpus() -> list[str]:
    """Distinct sentences with a digit or a common number word, in a stable order."""
    seen: dict[str, None] = {}
    for text in bench_texts():
        for s in sentences(text):
            unit = text[s.start : s.end]
            if _CANDIDATE.search(unit):
                seen.setdefault(unit, None)
    return list(seen)


def _read(corpus: list[str]) -> list[list[list[object]]]:
    return [[list(dataclasses.astuple(f)) for f in extract_figures(unit)] for unit in corpus]


def test_reader_output_on_real_sentences_is_unchanged() -> None:
    corpus = _corpus()
    with lzma.open(_FIXTURE, "rt", encoding="utf-8") as f:
        expected = json.load(f)
    assert corpus == expected["sentences"], "the corpus changed: regenerate the fixture"
    got = _read(corpus)
    wrong = [(unit, g, e) for unit, g, e in zip(corpus, got, expected["figures"], strict=True) if g != e]
    assert not wrong, f"{len(wrong)} sentences read differently, first: {wrong[0]}"
    assert sum(map(len, got)) > 9_000  # the fixture holds a real number of figures


if __name__ == "__main__":
    sentences_read = _corpus()
    with lzma.open(_FIXTURE, "wt", encoding="utf-8") as out:
        json.dump({"sentences": sentences_read, "figures": _read(sentences_read)}, out, ensure_ascii=False)
    print(f"{len(sentences_read)} sentences written to {_FIXTURE}")
