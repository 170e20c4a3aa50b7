"""Reading cue phrases and names out of tokens, as the checks do for every claim and evidence clause."""

import pytest

from evidencedesk.text.analysis import analyse, has_phrase
from evidencedesk.text.tokens import tokenize


def test_the_first_listed_phrase_wins_and_its_first_occurrence_is_returned():
    text = "It may lead to delays, and it led to delays that may lead to more."
    tokens = tokenize(text)
    span = has_phrase(tokens, ("led to", "lead to"))
    assert span is not None and text[span[0] : span[1]] == "led to"
    span = has_phrase(tokens, ("lead to", "led to"))
    assert span == (text.index("lead to"), text.index("lead to") + len("lead to"))


def test_phrases_match_whole_words_only_and_case_folded():
    tokens = tokenize("Misleading figures Resulted In a recount.")
    assert has_phrase(tokens, ("leading",)) is None
    span = has_phrase(tokens, ("resulted in",))
    assert span == (19, 30)
    assert has_phrase(tokens, ("in a recount of votes",)) is None  # runs past the end of the text
    assert has_phrase([], ("anything",)) is None


def test_a_phrase_list_read_again_after_a_new_list_takes_its_place():
    tokens = tokenize("The drug caused harm.")
    assert has_phrase(tokens, frozenset({"caused"})) is not None
    assert has_phrase(tokens, frozenset({"prevented"})) is None
    assert has_phrase(tokens, tuple(["caused harm"])) == (9, 20)


def clauses(text: str) -> list[str]:
    """The clauses a text is read as, quoted."""
    from evidencedesk.text.analysis import analyse

    a = analyse(text)
    return [a.clause_text(n) for n in range(len(a.clauses))]


def test_a_comparison_is_cut_at_than_only_after_a_first_term_that_stands_as_a_clause():
    assert clauses("Pupils who had tutoring scored higher than pupils who did not.") == [
        "Pupils who had tutoring scored higher",
        "than pupils who did not",
    ]
    assert clauses("The rate is 5.1%, which is lower than the national rate.") == [
        "The rate is 5.1%",
        "which is lower than the national rate",
    ]
    assert clauses("The collapse killed two people and left more than 50 missing.") == [
        "The collapse killed two people and left more than 50 missing"
    ]
    # one word after "than", and the clause goes on: no second term to cut off
    assert clauses("Fragments kept in water warmer than normal all regained their colour.") == [
        "Fragments kept in water warmer than normal all regained their colour"
    ]


def test_and_before_a_verb_taking_to_opens_a_clause_but_not_in_a_list_of_plurals():
    assert clauses("The insurer received 8,900 claims in the quarter and expects to raise premiums.") == [
        "The insurer received 8,900 claims in the quarter",
        "and expects to raise premiums",
    ]
    assert clauses("Staff must not use laptops and phones that hold official software.") == [
        "Staff must not use laptops and phones that hold official software"
    ]


def test_yet_opens_a_clause_as_a_conjunction_but_not_as_an_adverb():
    assert clauses("The stadium has not yet been approved.") == ["The stadium has not yet been approved"]
    assert clauses("The court has yet to rule on the appeal.") == ["The court has yet to rule on the appeal"]
    assert clauses("The kit was cheap yet effective.") == ["The kit was cheap", "yet effective"]


def test_and_before_a_compound_adjective_does_not_open_a_clause_but_before_a_verb_does():
    from evidencedesk.text.analysis import analyse

    a = analyse("The shop will sell coffee and chocolate-based cosmetics.")
    assert len(a.clauses) == 1
    a = analyse("The mayor lost in 2019 and re-entered politics in 2023.")
    assert [a.clause_text(n) for n in range(len(a.clauses))] == [
        "The mayor lost in 2019",
        "and re-entered politics in 2023",
    ]


def test_a_comma_before_a_verb_closes_a_relative_clause_and_the_main_clause_goes_on():
    assert clauses("The agency, which is monitoring river flows, has declared a drought.") == [
        "The agency",
        "which is monitoring river flows",
        "has declared a drought",
    ]
    assert clauses("Smith, who was appointed in 2019, resigned on Friday.") == [
        "Smith",
        "who was appointed in 2019",
        "resigned on Friday",
    ]
    # a comma inside the relative clause before no verb does not close it
    assert clauses("The firm, which makes tyres, wheels and brakes in Leeds.") == [
        "The firm",
        "which makes tyres, wheels and brakes in Leeds",
    ]


def _first_listed(tokens, phrases):
    """has_phrase read plainly: each phrase in the list's order, at its first place in the tokens."""
    norms = [t.norm for t in tokens]
    for phrase in phrases:
        parts = phrase.split()
        for i in range(len(norms)):
            if parts and norms[i : i + len(parts)] == parts:
                return tokens[i].start, tokens[i + len(parts) - 1].end
    return None


def test_has_phrase_is_the_first_listed_phrase_at_its_first_place():
    import random

    from evidencedesk.text.lexicon import en

    rng = random.Random(7)
    words = "the rate rose fell led to lead in a of may might could be caused by because".split()
    lists = [("led to", "lead to", "to"), ("to", "led to"), tuple(en.HEDGES), ("a of", "of", "the rate rose")]
    for _ in range(2000):
        tokens = tokenize(" ".join(rng.choice(words) for _ in range(rng.randint(0, 12))))
        for phrases in lists:
            assert has_phrase(tokens, phrases) == _first_listed(tokens, phrases)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Pet food maker Harlow & Finch will build a factory in Wrexham.", ["Harlow & Finch", "Wrexham"]),
        ("Shares in Marks & Spencer rose.", ["Marks & Spencer"]),
        ("Ms Hart scored the winner for Northvale.", ["Hart", "Northvale"]),
        ("The study was led by Dr Lund.", ["Lund"]),
        ("Dr. Naledi Khumalo chaired it.", ["Naledi Khumalo"]),
    ],
)
def test_a_name_runs_across_an_ampersand_and_leaves_out_a_title(text: str, names: list[str]) -> None:
    assert [e.text for e in analyse(text).entities] == names
