"""Slot alignment: a claim clause against the source clause that says most of it in order, and the one
place where the two differ, whatever the vocabulary."""

from __future__ import annotations

from difflib import SequenceMatcher

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evidencedesk.checks.align import (
    DATE_UNIT,
    FIGURE_UNIT,
    _opcodes,
    _ratio,
    article_for,
    clause_units,
    slot_alignment,
    swap_fix,
)
from evidencedesk.checks.base import Evidence
from evidencedesk.model import Document
from evidencedesk.retrieve import Corpus
from evidencedesk.text.analysis import analyse


def _align(claim: str, source: str, clause: int = 0):
    corpus = Corpus((Document("s1", "s.md", source),))
    return slot_alignment(analyse(claim), clause, Evidence(tuple(corpus.passages), (), corpus))


def _slots(claim: str, source: str) -> list[tuple[str, str, str]]:
    a = _align(claim, source)
    assert a is not None and a.shared == 1.0
    return [(s.kind, claim[slice(*s.claim_span)], source[slice(*s.source_span)]) for s in a.slots]


@pytest.mark.parametrize(
    ("claim", "source", "slot"),
    [
        (
            "The vacancy rate was 4.2% in the second quarter.",
            "The vacancy rate was 2.4% in the second quarter.",
            ("figure", "4.2%", "2.4%"),
        ),
        (
            "The council borrowed EUR 40 million for the bridge.",
            "The council borrowed EUR 40 billion for the bridge.",
            ("figure", "EUR 40 million", "EUR 40 billion"),
        ),
        (
            "The ferry crossing takes 45 ms to confirm a ticket.",
            "The ferry crossing takes 45 s to confirm a ticket.",
            ("figure", "45 ms", "45 s"),
        ),
        (
            "The cleaning contract went to Northgate Ltd last spring.",
            "The cleaning contract went to Southway Ltd last spring.",
            ("name", "Northgate", "Southway"),
        ),
        (
            "The festival opens on 12 May in the old town.",
            "The festival opens on 12 April in the old town.",
            ("date", "May", "April"),
        ),
        (
            "Survival improved in the treated group.",
            "Survival fell in the treated group.",
            ("word", "improved", "fell"),
        ),
    ],
)
def test_the_one_differing_slot_is_found_with_both_values(claim, source, slot):
    assert _slots(claim, source) == [slot]


def test_a_faithful_restatement_has_no_slot():
    assert _slots("Smith resigned as chair in March.", "In the end Smith resigned as chair in March.") == []
    assert _slots("Revenue rose to $45.2 million.", "Revenue rose to $45,200,000.") == []


def test_what_the_claim_adds_without_replacing_anything_is_listed_as_added():
    a = _align("The drug lowered blood pressure sharply in older patients.", "The drug lowered blood pressure.")
    assert a is not None and not a.slots
    assert [u.word for u in a.added] == ["sharply", "older", "patients"]


def test_the_month_may_is_a_month_only_when_written_as_one():
    assert _slots("Prices may rise in the spring.", "Prices may rise in the spring.") == []
    assert _slots("The vote is in May.", "The vote is in June.") == [("date", "May", "June")]


def test_a_day_of_the_month_moved_is_a_date_slot():
    assert _slots("The council votes on 14 March.", "The council votes on 21 March.") == [("date", "14", "21")]


def test_the_clause_saying_most_of_the_claim_is_preferred_to_one_sharing_a_word_and_a_slot():
    a = _align("Staffing fell at the trust.", "Waiting lists grew at the trust while staffing fell.")
    assert a is not None and a.clause_text() == "while staffing fell"
    assert not a.slots and [u.word for u in a.added] == ["trust"]


def test_a_clause_reads_as_words_whole_figures_and_dates():
    an = analyse("Revenue at Harbour Foods rose to EUR 40 million last year, from 12% in May.")
    units = [u for n in range(len(an.clauses)) for u in clause_units(an, n)]
    kinds = {FIGURE_UNIT: "figure", DATE_UNIT: "date"}
    assert [(kinds.get(u.key, "word"), an.text[u.start : u.end], u.name) for u in units] == [
        ("word", "Revenue", False),
        ("word", "Harbour", True),
        ("word", "Foods", True),
        ("word", "rose", False),
        ("figure", "EUR 40 million", False),
        ("date", "last year", False),
        ("figure", "12%", False),
        ("date", "May", False),
    ]
    figures = [u for u in units if u.figure is not None]
    assert [(u.last - u.first + 1, u.figure.text) for u in figures] == [(3, "EUR 40 million"), (1, "12%")]


def test_figures_matched_in_place_are_recorded_with_their_hedges():
    a = _align("Turnout was 38% in the council election.", "Turnout was about 38% in the council election.")
    assert a is not None and not a.slots
    assert [(m.figure.text, s.figure.approx) for m, s in a.matched] == [("38%", True)]


@pytest.mark.parametrize(
    ("word", "article"),
    [("error", "an"), ("correct", "a"), ("unit", "a"), ("hour", "an"), ("increase", "an"), ("one-off", "a")],
)
def test_the_indefinite_article_follows_the_sound(word, article):
    assert article_for(word) == article


def test_a_swap_after_an_article_carries_the_article():
    claim = "It gave an incorrect answer."
    tokens = analyse(claim).tokens
    fix = swap_fix(tokens[3], "correct", tokens[2])
    assert claim[: fix.start] + fix.text + claim[fix.end :] == "It gave a correct answer."


def test_a_figure_beside_one_shared_word_and_in_the_same_unit_is_the_one_in_its_place():
    from evidencedesk.checks.align import local_figure_slot

    claim = analyse("The pianist kept studying with her father for another 16 years.")
    corpus = Corpus((Document("s1", "s.md", "Her father taught the pianist for 13 years and her brother for 9."),))
    evidence = Evidence(tuple(corpus.passages), (), corpus)
    (bound,) = claim.figures
    found = local_figure_slot(claim, bound, evidence, window=3, min_shared=2)
    assert found is not None
    _, slot, beside = found
    assert slot.source[0].figure.text == "13 years" and beside == ("father", "years")
    # a figure in another unit shares only the word, which is not enough
    corpus = Corpus((Document("s1", "s.md", "Her father taught the pianist for 13 hours a week."),))
    assert local_figure_slot(claim, bound, Evidence(tuple(corpus.passages), (), corpus), 3, 2) is None


# Short runs over a few keys, so that repeats, ties between equally long shared runs and shared runs
# on either side of the longest are common.
_KEY_RUNS = st.lists(st.sampled_from("abcde"), max_size=14)


@settings(max_examples=400, deadline=None)
@given(_KEY_RUNS, _KEY_RUNS)
def test_units_are_aligned_exactly_as_difflib_aligns_them(a, b):
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    assert _opcodes(a, b) == [tuple(op) for op in matcher.get_opcodes()]
    assert _ratio(a, b) == matcher.ratio()


def test_a_source_clause_another_claim_clause_says_better_is_that_clauses_counterpart():
    claim = analyse("The first legs were played on March 6-7, and the second legs were played on March 13-14.")
    corpus = Corpus((Document("s1", "s.md", "The second leg ties will be played the following week, March 13-14."),))
    evidence = Evidence(tuple(corpus.passages), (), corpus)
    assert len(claim.clauses) == 2
    second = slot_alignment(claim, 1, evidence)
    assert second is not None and not second.of_kind("figure")
    # the first leg has no counterpart: not the second leg with its day and ordinal changed
    assert slot_alignment(claim, 0, evidence) is None
