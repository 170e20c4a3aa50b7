"""The quotation verifier's whole-number, dash, list, hyphen, negation and script rules: each case in
both directions (what must not verify, and the faithful quotation next to it that must), and properties
over generated documents."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evidencedesk.quotes import NEGATION_WORDS, critical_tokens, verify_quote
from evidencedesk.text.lexicon.negation import BY_LANGUAGE, NEAR_WORDS


def verified(quote: str, document: str) -> bool | None:
    return verify_quote(quote, document).verified


# --- Whole numbers --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("rose 45.", "Sales rose 45.2% in May."),  # the full stop is the number's decimal point
        ("rose 45", "Sales rose 45.2% in May."),
        ("5 mg", "Patients took .5 mg daily."),  # a leading decimal point
        ("5 mg", "Patients took \uff0e5 mg daily."),
        ("count was 10", "The count was 10\u2076 cells."),  # a superscript digit
        ("It took 1", "It took 1\u00bd hours."),  # a vulgar fraction
        ("index 2", "The index 2\u2082 rose."),  # a subscript digit
        ("45", "\u53ce\u76ca\u306f\uff14\uff15\uff0e\uff12\u5104\u5186\u3060\u3063\u305f\u3002"),  # 45.2 in full width
        ("1", "\u4eba\u6570\u306f1\uff0c200\u4eba\u3002"),  # 1,200 with a full-width comma
        ("200\u4eba", "\u4eba\u6570\u306f1\uff0c200\u4eba\u3002"),
        ("45", "\u0643\u0627\u0646 45\u066b2 \u0647\u0646\u0627\u0643"),  # the Arabic decimal separator
        ("a 12", "It was a 12-month trial."),  # a number that begins a compound
        ("aged 18", "Patients aged 18-65 took part."),  # the start of a range
        ("aged 18", "Patients aged 18\u201365 took part."),
    ],
)
def test_a_number_continued_by_a_digit_mark_or_form_is_not_whole(quote, document):
    q = verify_quote(quote, document)
    assert q.verified is False, q.reason
    assert q.quote_critical_ok is not True or q.quote_status != "verbatim"


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("rose 45.", "Sales rose 45. Then they fell."),  # a full stop that ends the sentence
        ("rose 45.2%", "Sales rose 45.2% in May."),
        (".5 mg", "Patients took .5 mg daily."),
        ("10\u2076 cells", "The count was 10\u2076 cells."),
        ("1\u00bd hours", "It took 1\u00bd hours."),
        ("1\uff0c200\u4eba", "\u4eba\u6570\u306f1\uff0c200\u4eba\u3002"),
        ("12\u6708\u306b\u767a\u8868", "\u246012\u6708\u306b\u767a\u8868\u3057\u305f\u3002"),  # a circled list number
        ("a 12-month trial", "It was a 12-month trial."),
    ],
)
def test_the_whole_number_verifies(quote, document):
    assert verified(quote, document)


def test_full_width_punctuation_is_not_folded():
    # the seed folds full-width letters, digits and the number sign only: "．" is not "."
    assert not verified(
        "\uff14\uff15\uff0e\uff12\u5104\u5186", "\u53ce\u76ca\u306f45.2\u5104\u5186\u3060\u3063\u305f\u3002"
    )
    assert verified("\uff14\uff15.\uff12\u5104\u5186", "\u53ce\u76ca\u306f45.2\u5104\u5186\u3060\u3063\u305f\u3002")


def test_critical_tokens_read_leading_decimals_and_superscripts():
    assert critical_tokens("took .5 mg of 10\u2076 in 1\u00bd days") == sorted([".5mg", "10\u2076", "1\u00bddays"])


# --- Dashes before a number -----------------------------------------------------------------------


@pytest.mark.parametrize("dash", ["\u2014", "\u2013", "\u2015"])
def test_a_dash_glued_to_a_word_before_a_number_is_punctuation(dash):
    doc = f"The cohort{dash}42 patients in all{dash}was small."
    q = verify_quote("42 patients", doc)
    assert q.verified is True and q.quote_status == "verbatim"
    assert doc[slice(*q.spans[0])] == "42 patients"
    assert not verified("2 patients", doc)


@pytest.mark.parametrize(
    "document",
    [
        "Margins moved -12% in May.",
        "Margins moved \u221212% in May.",  # the minus sign
        "Margins moved \u201312% in May.",  # an en dash after a space, typeset as a minus sign
        "Margins moved 10\u201412% in May.",  # a range
        "Margins moved 10\u201312% in May.",
    ],
)
def test_a_dash_that_is_a_sign_or_a_range_still_cuts_the_number(document):
    q = verify_quote("12%", document)
    assert q.verified is False
    assert q.quote_status == "unverified"


# --- Hyphenated compounds -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("All participants were HIV", "All participants were HIV-negative."),
        ("All participants were HIV", "All participants were HIV\u2010negative."),  # U+2010 HYPHEN
        ("negative at baseline", "They were HIV-negative at baseline."),
        ("Cases of COVID", "Cases of COVID-19 fell."),
        ("This was an investigator", "This was an investigator-\nblinded trial."),
        ("blinded trial", "This was an investigator-\nblinded trial."),
    ],
)
def test_a_quotation_may_not_stop_inside_a_hyphenated_compound(quote, document):
    q = verify_quote(quote, document)
    assert q.verified is False and "not in the source" in q.reason


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("All participants were HIV-negative", "All participants were HIV-negative."),
        ("All participants were", "All participants were HIV-negative."),
        ("the cohort", "It was the cohort\u2014a small group\u2014that mattered."),  # a dash is punctuation
        ("a small group", "It was the cohort\u2014a small group\u2014that mattered."),
        ("an investigator-blinded trial", "This was an investigator-\nblinded trial."),
    ],
)
def test_a_quotation_of_the_whole_compound_or_across_a_dash_verifies(quote, document):
    assert verified(quote, document)


# --- Lists and line wraps -------------------------------------------------------------------------

AGE_DOC = "The median age was 54. Most were women."


def test_a_wrapped_line_opening_with_a_number_and_full_stop_is_not_a_list():
    q = verify_quote("The median age was\n54. Most were women", AGE_DOC)
    assert q.verified is True and q.passages == ("The median age was\n54. Most were women",)
    changed = verify_quote("The median age was\n45. Most were women", AGE_DOC)
    assert changed.verified is False
    assert not verified("45. Most were women", AGE_DOC)  # one line is no list: the figure is compared


LIST_DOC = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204.\n\nCosts held."


@pytest.mark.parametrize(
    "quote",
    [
        "1. Revenue rose\n2. Headcount grew",
        "(a) Revenue rose\n(b) Headcount grew",
        "(ii) Revenue rose\n(iii) Headcount grew",
        "iv. Revenue rose\nv. Headcount grew",
        "a) Revenue rose\nc) Costs held",  # a list that skips an item still counts up
        "1. Revenue rose\nto 45.2 million dollars\n2. Headcount grew",  # a wrapped item
    ],
)
def test_list_labels_that_count_up_mark_items(quote):
    q = verify_quote(quote, LIST_DOC)
    assert q.verified is True, q.reason
    assert len(q.passages) >= 2


@pytest.mark.parametrize(
    "quote",
    [
        "(a) Revenue rose\n(b) Headcount fell",
        "(ii) Revenue fell\n(iii) Headcount grew",
        "2. Revenue rose\n1. Headcount grew",  # labels that count down are not a list
    ],
)
def test_a_changed_list_item_or_a_label_that_is_no_list_does_not_verify(quote):
    assert not verified(quote, LIST_DOC)


# --- Quote marks around one elided part -----------------------------------------------------------

COSTS_DOC = "Revenue fell 12% in May. Costs rose 30% over the year."


def test_quote_marks_around_one_elided_part_are_packaging():
    assert verified('Revenue fell ... "Costs rose 30%"', COSTS_DOC)
    assert verified('"Revenue fell" [...] Costs rose 30%', COSTS_DOC)
    assert not verified('Revenue fell ... "Costs rose 40%"', COSTS_DOC)


def test_the_quoted_part_after_an_elision_still_starts_a_sentence():
    q = verify_quote('Revenue fell ... "rose 30%"', COSTS_DOC)
    assert q.verified is False and "sentence" in q.reason


# --- Negations an elision may not leave out -------------------------------------------------------


@pytest.mark.parametrize("word", ["hardly", "scarcely", "barely"])
def test_an_elision_may_not_leave_out_a_near_negation(word):
    q = verify_quote("The drug ... worked", f"The drug {word} worked.")
    assert q.verified is False and word in q.reason
    assert verified("The drug ... worked", "The drug clearly worked.")


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("Das Medikament hat … gewirkt", "Das Medikament hat kaum gewirkt"),
        ("El fármaco … funcionó", "El fármaco apenas funcionó"),
    ],
)
def test_near_negations_in_other_languages(quote, document):
    q = verify_quote(quote, document)
    assert q.verified is False and "negation" in q.reason


def test_no_as_the_abbreviation_of_number_is_not_a_negation():
    assert verified("Item ... shipped", "Item no. 5 shipped on time.")
    assert verified("Item ... 5 shipped", "Item No. 5 shipped on time.")
    q = verify_quote("He said ... it was late", "He said no. It was late.")
    assert q.verified is False and "negation" in q.reason


def test_near_negations_are_their_own_set_and_critical_to_the_second_matcher():
    assert {"hardly", "scarcely", "barely"} <= NEAR_WORDS <= NEGATION_WORDS
    assert not NEAR_WORDS & BY_LANGUAGE["en"]  # the checks' English negations are unchanged
    q = verify_quote("The new drug worked well in the trial", "The new drug hardly worked well in the trial.")
    assert q.quote_critical_ok is False and q.quote_status == "unverified"


# --- Korean and scripts written without spaces ---------------------------------------------------

KOREAN_DOC = "조사 대상은 120명이었다. 시장은 커졌다."


@pytest.mark.parametrize("quote", ["120명", "조사 대상", "시장", "조사 대상은 120명"])
def test_a_korean_quotation_may_stop_before_a_particle(quote):
    q = verify_quote(quote, KOREAN_DOC)
    assert q.verified is True, q.reason
    assert q.quote_status == "verbatim"


@pytest.mark.parametrize("quote", ["12명", "20명", "대상은 12", "상은", "조사 대"])
def test_a_korean_quotation_still_keeps_numbers_and_word_starts_whole(quote):
    assert not verified(quote, KOREAN_DOC)


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("\u0ea5\u0eb2\u0ea7", "\u0e9b\u0eb0\u0ec0\u0e97\u0e94\u0ea5\u0eb2\u0ea7\u0ea1\u0eb5"),  # Lao
        (
            "\u1781\u17d2\u1798\u17c2\u179a",
            "\u1794\u17d2\u179a\u1791\u17c1\u179f\u1781\u17d2\u1798\u17c2\u179a",
        ),  # Khmer
        (
            "\u1019\u103c\u1014\u103a\u1019\u102c",
            "\u1014\u102d\u102f\u1004\u103a\u1004\u1036\u1019\u103c\u1014\u103a\u1019\u102c\u1015\u103c\u100a\u103a",
        ),  # Myanmar
    ],
)
def test_lao_khmer_and_myanmar_are_written_without_spaces(quote, document):
    assert verified(quote, document)
    assert not verified(quote + "\u0e81", document)  # a letter the document does not have


def test_an_elision_over_lao_khmer_or_myanmar_is_refused():
    q = verify_quote(
        "\u0ea2\u0eb2 ... \u0ec4\u0e94\u0ec9\u0e9c\u0ebb\u0e99",
        "\u0ea2\u0eb2 \u0e9a\u0ecd\u0ec8 \u0ec4\u0e94\u0ec9\u0e9c\u0ebb\u0e99",
    )
    assert q.verified is False and "cannot tell" in q.reason


@pytest.mark.parametrize("stop", ["\uff0c", "\u3001"])
def test_a_trailing_cjk_comma_is_packaging(stop):
    q = verify_quote("市场增长" + stop, "去年市场增长了百分之五。")
    assert q.verified is True and q.quote_status == "verbatim"
    assert verified("市场增长" + stop, "去年市场增长" + stop + "百分之五。")
    assert not verified("市场下降" + stop, "去年市场增长了百分之五。")


# --- Properties -----------------------------------------------------------------------------------

_LETTERS = st.text(alphabet="abcXYZ", min_size=1, max_size=5)
_NUMBER = st.from_regex(r"[1-9][0-9]{0,3}(\.[0-9]{1,2})?%?", fullmatch=True)
_KOREAN = st.text(alphabet="시장대상조사", min_size=1, max_size=3)
_COMPOUND = st.builds(lambda a, b: f"{a}-{b}", _LETTERS, st.one_of(_LETTERS, _NUMBER))
_TOKEN = st.one_of(_LETTERS, _NUMBER, _KOREAN, _COMPOUND)
_PUNCT = st.sampled_from(["", "", "", ",", ";", ":", ".", "\uff0c"])
_GAP = st.sampled_from([" ", " ", "  ", "\n", " \u2014 ", " \u2013 "])


@st.composite
def document_and_whole_words(draw):
    """A document of words, numbers, Korean words and hyphenated compounds, and an exact stretch of it
    that starts and ends on whole tokens."""
    tokens = draw(st.lists(_TOKEN, min_size=1, max_size=20))
    doc, bounds = "", []
    for i, token in enumerate(tokens):
        if i:
            # an em dash may be glued after a word (punctuation), never between two numbers (a range)
            glued = doc[-1].isalpha() and draw(st.booleans())
            doc += "\u2014" if glued else draw(_GAP)
        bounds.append((len(doc), len(doc) + len(token)))
        doc += token + draw(_PUNCT)
    i = draw(st.integers(0, len(tokens) - 1))
    j = draw(st.integers(i, len(tokens) - 1))
    return doc, doc[bounds[i][0] : bounds[j][1]]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document_and_whole_words())
def test_any_exact_stretch_of_whole_words_verifies(case):
    doc, quote = case
    q = verify_quote(quote, doc)
    assert q.verified is True, (quote, doc, q.reason)
    assert q.quote_status == "verbatim"


_EXTENSIONS = st.sampled_from(
    [
        "{n}5",  # a digit after
        "5{n}",  # a digit before
        "{n}.5",  # a decimal after
        "{n}\uff0e5",
        "{n},500",  # a digit group after
        ".{n}",  # a decimal point before
        "{n}\u00b2",  # superscripts and fractions
        "{n}\u2076",
        "{n}\u00bd",
        "-{n}",  # a sign
        "\u2212{n}",
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    st.from_regex(r"[1-9][0-9]{0,3}", fullmatch=True),
    _EXTENSIONS,
    st.sampled_from(["", "Sales rose ", "rose "]),
    st.sampled_from(["", " units", " in May"]),
    st.booleans(),
)
def test_a_number_extended_by_a_digit_decimal_or_superscript_does_not_verify(n, extension, before, after, stop):
    doc = f"Sales rose {extension.format(n=n)}{after} last year."
    quote = f"{before}{n}{after}" + ("." if stop else "")
    q = verify_quote(quote, doc)
    assert q.verified is False, (quote, doc)
    assert q.quote_status != "verbatim", (quote, doc)
