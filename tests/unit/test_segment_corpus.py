"""The sentence splitter on real text: every sentence and block found in the bench data, the sample drafts
and sources, and a set of hard cases must match what was found when the fixture was made.

The splitter is tuned for speed (abbreviation checks skipped when the characters before a full stop rule
one out, spaces after a boundary read by the boundary search itself); this pins its output, offsets and
block kinds included, on some thousands of real documents, so that a faster path that cuts one sentence
differently fails here. After an intended change in how text is split, regenerate with
`python -m tests.unit.test_segment_corpus` and review the diff of the decoded fixture.
"""

from __future__ import annotations

import json
import lzma
from pathlib import Path

from evidencedesk.text.segment import sentences

from .bench_texts import bench_texts

_FIXTURE = Path(__file__).with_name("segment_corpus.json.xz")
# What the bench data has little of: abbreviations and initials next to real ends, glued sentences,
# Japanese quotations, text written a sentence per line, odd spaces and a run with no sentence end.
_HARD_CASES = [
    "Dr. Smith met Mr. J. R. Ewing at 3 p.m. on Jan. 5. He left. The U.S. economy grew 2.5% (est.). Next.",
    'See e.g. Fig. 3 and et al. in the report. (Approx. 40 people.) "Done." She said so! Really? Yes…',
    "Sales rose on Wednesday.The bank said it would pay.Shares fell 3.1.Then PhD. students left.",
    "彼は「今日は休む。明日来る。」と言った。次の文です！本当？はい。 English follows. Fine.",
    "One line here\nAnother line there\nA third, with a comma,\ncontinued here\n2020 was a year\n(brackets",
    "A\x1cB. C\u00a0D. E\u2003F.\u3000G. H.\x1d I. [Note.] ’Quoted.’ Then «this.» And ... more. End...",
    "word " * 900 + "end.",
    "# Heading. With stops\n\n- item one. Item two.\n  continued. More\n\n| a. B | c |\n|---|---|\n\n```\nx. Y\n```",
    "Ph.D. holders and M.Sc. students. U.K. firms. i.e. Not this. No. 5 is next. St. Paul. Ok 1. Then 2.",
]


def _texts() -> list[str]:
    """Every claim and source of the bench data, the sample documents and the hard cases, in order."""
    return bench_texts() + _HARD_CASES


def _split(texts: list[str]) -> list[list[list[object]]]:
    """Each text's sentences as offsets, with the offsets and kind of the block each sits in."""
    return [[[s.start, s.end, s.block.start, s.block.end, s.block.kind] for s in sentences(t)] for t in texts]


def test_splits_of_real_text_are_unchanged() -> None:
    texts = _texts()
    with lzma.open(_FIXTURE, "rt", encoding="utf-8") as f:
        expected = json.load(f)
    assert len(texts) == len(expected), "the corpus changed: regenerate the fixture"
    got = _split(texts)
    wrong = [(text[:200], g, e) for text, g, e in zip(texts, got, expected, strict=True) if g != e]
    assert not wrong, f"{len(wrong)} texts split differently, first: {wrong[0]}"
    assert sum(map(len, got)) > 20_000  # the fixture holds a real number of sentences


if __name__ == "__main__":
    split = _split(_texts())
    with lzma.open(_FIXTURE, "wt", encoding="utf-8") as out:
        json.dump(split, out)
    print(f"{sum(map(len, split))} sentences of {len(split)} texts written to {_FIXTURE}")
