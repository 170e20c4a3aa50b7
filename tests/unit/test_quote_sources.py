"""Many sources: the source reported for a quotation is the one a check of every source ranks first,
whether or not the sources are prepared once for the whole review."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from evidencedesk.model import Document
from evidencedesk.quotes import QuoteCheck, Sources, verify, verify_quote, verify_quote_in
from evidencedesk.quotes.chars import WORD, words_of
from evidencedesk.quotes.first_matcher import _passages_of, may_verify
from evidencedesk.quotes.runs import run_share, share_ceilings
from evidencedesk.quotes.second_matcher import align, sim_ceiling, stays_below
from evidencedesk.quotes.source import Source, Vocabulary, _word_ids

TEXTS = [
    "",
    "The committee met on Tuesday. Revenue rose 12% to 45.2 million dollars in 2023.",
    "Revenue rose 12% to 45.2 million dollars, the board said. Costs fell by a third.",
    "Costs fell by a third in the second half, and revenue rose 12 percent.",
    "An unrelated note about gardens, bees and the weather in spring.",
    "Revenue rose 12% to 45.2 million dollars in 2023.",
    "据报道，东京的人口减少了。",
]
QUOTES = [
    "Revenue rose 12% to 45.2 million dollars",
    "Revenue rose 15% to 45.2 million dollars",
    "Costs fell by a third",
    "the weather in autumn was mild",
    "Revenue rose ... in 2023",
    '"Revenue rose 12%" and "Costs fell by a third"',
    "nothing of this is anywhere at all",
    "Revenue rose 12% to 45.2\nmillion dollars in 2024",
    "Costs fell\nby a half",
    "东京的人口增加了",
    "   ",
]


def _every_source(quote: str, documents: list[Document]) -> QuoteCheck:
    """The reference: both matchers on every source, the best by (verified, match, similarity), first wins."""

    def rank(c: QuoteCheck) -> tuple[int, float, float]:
        return (1 if c.verified else 0 if c.verified is False else -1), c.match, c.quote_sim or 0.0

    return max((verify_quote(quote, d) for d in documents), key=rank)


@pytest.mark.parametrize("quote", QUOTES)
@pytest.mark.parametrize("order", [1, -1])
def test_the_reported_source_is_the_one_every_source_check_ranks_first(quote: str, order: int) -> None:
    documents = [Document(f"s{i + 1}", f"source-{i + 1}.md", t) for i, t in enumerate(TEXTS[::order])]
    expected = _every_source(quote, documents)
    assert verify_quote_in(quote, documents) == expected
    assert verify_quote_in(quote, Sources(documents)) == expected


def test_a_prepared_review_answers_every_quotation_alike() -> None:
    documents = [Document(f"s{i + 1}", f"source-{i + 1}.md", t) for i, t in enumerate(TEXTS)]
    prepared = Sources(documents)
    first = [verify_quote_in(q, prepared) for q in QUOTES]
    again = [verify_quote_in(q, prepared) for q in QUOTES]
    assert first == again == [_every_source(q, documents) for q in QUOTES]
    assert first[0].verified and first[0].source == "s2"
    assert first[1].verified is False and first[1].match < 1


def test_the_word_index_of_sources_prepared_together_gives_each_its_own_positions():
    prepared = Sources([Document("a", "a.md", TEXTS[1]), Document("b", "b.md", TEXTS[3])])
    a, b = prepared.prepared(0).words, prepared.prepared(1).words
    assert a.positions("revenue").tolist() == [5]
    assert b.positions("revenue").tolist() == [10]
    assert a.positions("third").tolist() == [] and b.positions("third").tolist() == [4]
    assert b.positions("committee").tolist() == []  # a word of the other source only
    assert a.positions("never-written").tolist() == []


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(["3.5", "1,200", "it's", "well-known", "U.S.", "a", "-", ".", ",", "'", " ", "\n"])
        | st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=127), max_size=5),
        max_size=25,
    ).map("".join)
)
def test_ascii_source_words_are_the_words_the_unicode_reading_finds(text):
    # a source's word index reads ASCII text with a narrower, faster expression; the words must not change
    assert words_of(text) == WORD.findall(text)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.lists(
            st.sampled_from(["3.5", "1,200", "it's", "a/b", "x:y:z", "U.S.", "a", "-", ".", " ", "\n", "é"])
            | st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=127), max_size=5),
            max_size=25,
        ).map("".join),
        max_size=4,
    )
)
def test_the_word_ids_read_piece_by_piece_are_those_of_every_word_in_turn(texts):
    # ASCII sources are read by their space-separated pieces, each looked up once for the whole review;
    # the ids, and the order in which words take them, must be those of looking every word up
    words, pieces = Vocabulary(), Vocabulary()
    for text in texts:
        expected = [words[w] for w in words_of(text)]
        assert _word_ids(text, pieces).tolist() == expected
    assert list(pieces.items()) == list(words.items())


def test_a_quotation_checked_again_in_a_review_gets_the_first_report_and_memory_stays_bounded(monkeypatch):
    monkeypatch.setattr("evidencedesk.quotes.verify.CHECKS_KEPT", 2)
    documents = [Document(f"s{i}", f"s{i}.md", text) for i, text in enumerate(TEXTS)]
    review_sources = Sources(documents)
    quotes = ["revenue rose 12%", "Costs fell by a third", "the weather in spring", "revenue rose 12%"]
    for quote in quotes:
        assert verify_quote_in(quote, review_sources) == verify_quote_in(quote, documents)
        assert len(review_sources.checked) <= 2


# Many sources written from one template, as a report series is: a quotation with one figure changed is
# equally close to all of them by the first matcher, and the second matcher's similarity picks the source.
SERIES = [
    f"In {2010 + i}, the group reported research spending of {n} million euros, which climbed 4% on the year."
    for i, n in enumerate(["2,719", "4,829", "3,709", "2,509", "4,399", "4,708", "3,709", "4,709 ", "1,111"])
]


@pytest.mark.parametrize(
    "quote",
    [
        "research spending of 4,709 million euros, which climbed",
        "research spending of 3,709 million euros, which fell",
        "spending of 9,999 million euros",
        '"research spending of 2,719" and "which climbed 5%"',
    ],
)
@pytest.mark.parametrize("order", [1, -1])
def test_among_sources_alike_the_closest_by_the_second_matcher_is_reported_first_among_equals(quote, order):
    documents = [Document(f"s{i}", f"s{i}.md", t) for i, t in enumerate(SERIES[::order])]
    assert verify_quote_in(quote, Sources(documents)) == _every_source(quote, documents)


_WORDS = st.sampled_from(["rose", "fell", "12%", "4,709", "million", "euros", "the", "of", "which", "a", "said"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, min_size=1, max_size=30).map(" ".join), st.lists(_WORDS, min_size=1, max_size=8).map(" ".join))
def test_the_bounds_that_spare_a_source_its_measures_are_never_below_them(source_text, quote):
    # a source is passed over when a bound shows it cannot beat the best so far: a bound below the measure
    # it stands for would change the source reported
    src = Source(source_text)
    together = Sources([Document("s0", "s0.md", "the of which"), Document("s1", "s1.md", source_text)])
    for whole, lines in _passages_of(quote):
        for passage in (whole, *(lines or ())):
            assert share_ceilings(together, passage)[1] >= run_share(together.prepared(1), passage, whole=False)
            for part in passage.parts:
                sim = align(src, part).sim or 0.0
                assert sim_ceiling(src, part) >= sim
                for threshold in (sim, 0.5, 0.8, 0.9, 0.95, 1.0):
                    assert not stays_below(src, part, threshold) or sim < threshold
                    assert not stays_below(src, part, threshold, or_equal=True) or sim <= threshold


_CHARS = st.text(alphabet="abc ,.1", min_size=0, max_size=60)


@settings(max_examples=300, deadline=None)
@given(_CHARS, st.text(alphabet="abc ,.1", min_size=1, max_size=16), st.sampled_from([0.5, 0.7, 0.8, 0.9, 0.95]))
def test_a_source_is_said_to_stay_below_a_similarity_only_when_its_alignment_does(text, part, threshold):
    # near misses on a small alphabet: the pieces of the part occur often, and windows a few edits away
    src = Source(text)
    sim = align(src, part).sim or 0.0
    assert not stays_below(src, part, threshold) or sim < threshold
    assert not stays_below(src, part, sim)


def test_words_that_never_stand_together_in_the_source_bound_the_run_below_their_count():
    # every word of the quotation is in the source, but no two of them side by side: the run measure
    # cannot pass one word, and the bound says so without measuring it
    src = Source("Revenue was flat. It rose later; the board fell silent on costs.")
    passage = _passages_of("revenue rose fell costs")[0][0]
    together = Sources([Document("s0", "s0.md", "Revenue was flat. It rose later; the board fell silent on costs.")])
    assert run_share(src, passage, whole=False) == share_ceilings(together, passage)[0] == 0.25


def test_among_many_sources_alike_only_a_bounded_number_is_measured(monkeypatch):
    # forty sources of one template: the first matcher ranks them equal for an altered quotation, and
    # measuring each with the second matcher costs milliseconds apiece; the report is the closest of
    # the first ``TIED_ALIGNED``, as aligning those alone finds it
    documents = [
        Document(f"s{i}", f"s{i}.md", f"In {1990 + i}, the group reported spending of {1000 + 37 * i:,} million euros.")
        for i in range(40)
    ]
    quote = "the group reported spending of 4,709 million euros, which fell"
    aligned, bounded = [], []
    report, stays_below = verify._report, verify._stays_below
    monkeypatch.setattr(verify, "_report", lambda *a: aligned.append(a) or report(*a))
    monkeypatch.setattr(verify, "_stays_below", lambda *a: bounded.append(a) or stays_below(*a))
    found = verify_quote_in(quote, Sources(documents))
    assert max(len(aligned), len(bounded)) <= verify.TIED_ALIGNED < len(documents)
    assert found == _every_source(quote, documents[: verify.TIED_ALIGNED])


_PIECES = st.sampled_from(
    [
        "Revenue",
        "rose",
        "12%",
        "12",
        "1,200",
        "HIV-negative",
        "HIV",
        "negative",
        "co-",
        "operate",
        "in",
        "2023.",
        ".",
        " ",
        " ",
        "\n",
        "\n\n",
        "...",
        '"',
        "- ",
        "东京",
        "の",
        "120명이었다",
        "120명",
    ]
)


@settings(max_examples=400, deadline=None)
@example("They cooperate in 2023.", "co-operate in 2023")  # a hyphen the source may lack
@example("Revenue rose 12% in 2023", "Revenue rose 12%.")  # a full stop the quotation may add
@example("Revenue rose\n12%", "Revenue rose 12%")
@given(st.lists(_PIECES, max_size=14).map("".join), st.lists(_PIECES, min_size=1, max_size=7).map("".join))
def test_a_source_ruled_out_before_the_search_never_verifies_the_quotation(source_text, quote):
    # many sources are searched only where every stretch a match must hold is there: ruling out a source
    # that could verify the quotation would change the source reported
    documents = [Document("s0", "s0.md", "Revenue rose 12% in 2023."), Document("s1", "s1.md", source_text)]
    searched = may_verify(Sources(documents), quote)
    for i, document in enumerate(documents):
        assert i in searched or verify_quote(quote, document).verified is not True
    assert verify_quote_in(quote, Sources(documents)) == _every_source(quote, documents)


def test_only_the_sources_that_hold_every_stretch_of_a_quotation_are_searched():
    documents = [Document(f"s{i + 1}", f"source-{i + 1}.md", t) for i, t in enumerate(TEXTS)]
    assert may_verify(Sources(documents), "Revenue rose 12% to 45.2 million dollars") == [1, 2, 5]
    assert may_verify(Sources(documents), "Revenue rose ... in 2023") == [1, 5]
    assert may_verify(Sources(documents), "Costs fell\nby a third") == [2, 3]
