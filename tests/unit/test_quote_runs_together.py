"""The runs of a quotation's words read for every source of a review at once (``Sources.longest_runs``)
are those each source's own word index gives (``runs_ending`` over its positions), word for word."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from evidencedesk.model import Document
from evidencedesk.quotes import Sources
from evidencedesk.quotes.source import Source, runs_ending

WORDS = ["the", "rate", "rose", "of", "to", "12", "in", "2023", "said"]


def _own_longest_run(text: str, words: list[str]) -> int:
    index = Source(text).words
    return max((int(lengths.max()) for _, lengths in runs_ending(index.positions(w) for w in words)), default=0)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from(WORDS), max_size=40), min_size=1, max_size=6),
    st.lists(st.lists(st.sampled_from([*WORDS, "absent"]), min_size=1, max_size=8), min_size=1, max_size=4),
)
def test_every_source_gets_the_longest_run_its_own_index_gives(texts, sequences):
    documents = [Document(f"s{n}", f"s{n}.txt", " ".join(words)) for n, words in enumerate(texts)]
    sources = Sources(documents)
    for words in sequences:  # several sequences in one review: the positions and holders read once serve all
        got = sources.longest_runs(words).tolist()
        assert got == [_own_longest_run(d.text, words) for d in documents]


def test_a_word_repeated_in_the_quotation_and_the_source_runs_on():
    documents = [Document("a", "a.txt", "very very very good"), Document("b", "b.txt", "good very")]
    assert Sources(documents).longest_runs(["very", "very", "good"]).tolist() == [3, 1]


SOURCE_TEXTS = [
    "The committee met on Tuesday. Revenue rose 12% to 45.2 million dollars in 2023.",
    "Revenue rose 12% to 45.2 million dollars, the board said. Costs fell by a third.",
    "Costs fell by a third in the second half, and revenue rose 12 percent.",
    "Revenue rose 12% to 45.2\nmillion dollars in 2024 — the board's \u201cbest\u201d year.",
    "Le comit\u00e9 s'est r\u00e9uni mardi. Les co\u00fbts ont baiss\u00e9 d'un tiers.",
    "An unrelated note about gardens, bees and the weather in spring.",
]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(SOURCE_TEXTS), st.integers(0, 60), st.integers(3, 60), st.sampled_from(["", "x", " the"]))
def test_the_sources_searched_for_a_quotation_are_the_same_once_the_word_index_is_built(text, start, size, tail):
    from evidencedesk.quotes.first_matcher import may_verify

    quote = text[start : start + size] + tail
    documents = [Document(f"s{n}", f"s{n}.txt", t) for n, t in enumerate(SOURCE_TEXTS)]
    fresh = Sources(documents)
    indexed = Sources(documents)
    indexed.longest_runs(["revenue"])  # builds the word index the search may then use
    assert indexed.holding(["revenue"]) is not None
    assert may_verify(indexed, quote) == may_verify(fresh, quote)
