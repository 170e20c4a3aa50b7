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
