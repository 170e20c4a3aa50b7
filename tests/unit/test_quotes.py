"""The quotation verifier: one test per rule in both directions, the two worked examples, properties,
the claim-level helpers and the `evidencedesk quote` command."""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from rapidfuzz.distance import Levenshtein

from evidencedesk import review
from evidencedesk.checks import quotes as quotes_check
from evidencedesk.checks.base import Evidence
from evidencedesk.cli import main
from evidencedesk.model import Claim, Document
from evidencedesk.quotes import (
    QuoteCheck,
    claim_quotes,
    critical_tokens,
    find_quotations,
    is_scare_quote,
    verify_quote,
    verify_quote_in,
)
from evidencedesk.text.analysis import analyse
from evidencedesk.text.fold import fold

REVENUE_DOC = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204."


def verified(quote: str, document: str) -> bool | None:
    return verify_quote(quote, document).verified


# --- The two worked examples ----------------------------------------------------------------------


def test_worked_example_faithful_quote():
    q = verify_quote("Revenue rose to 45.2 million dollars.", REVENUE_DOC)
    assert q.verified is True
    assert q.match == 1
    assert q.quote_status == "verbatim"
    assert q.quote_sim == 1
    assert q.quote_coverage == 1
    assert q.quote_edits == 0
    assert q.quote_critical_ok is True
    assert q.spans == ((0, 37),)
    assert REVENUE_DOC[slice(*q.spans[0])] == "Revenue rose to 45.2 million dollars."


def test_worked_example_invented_quote():
    q = verify_quote("Revenue rose to 88.9 billion dollars on record demand.", REVENUE_DOC)
    assert q.verified is False
    assert round(q.match, 3) == 0.333
    assert q.quote_status == "unverified"
    # 17 edits against a 53-character quotation: the full stop a model adds is not counted (as in
    # the first matcher), which is what gives 1 - 17/53 = 0.6792 rather than 1 - 17/54.
    assert round(q.quote_sim, 4) == 0.6792
    assert round(q.quote_coverage, 4) == 0.4444
    assert q.quote_edits == 17
    assert q.quote_critical_ok is False
    assert q.window is not None and q.window.startswith("Revenue rose to 45.2 million dollars.")
    assert REVENUE_DOC[slice(*q.window_span)] == q.window


# --- Folding in the first matcher -----------------------------------------------------------------


@pytest.mark.parametrize(
    "quote",
    [
        "revenue rose to 45.2 million dollars",
        "Revenue  rose\tto 45.2 million dollars",
        "REVENUE ROSE TO 45.2 MILLION DOLLARS",
    ],
)
def test_whitespace_and_case_are_no_difference(quote):
    assert verified(quote, REVENUE_DOC)


def test_quote_marks_and_dashes_are_no_difference():
    doc = "He called it \u201cthe best year\u201d \u2014 by far."
    assert verified('He called it "the best year" - by far.', doc)
    assert verified("He called it \u00abthe best year\u00bb \u2013 by far.", doc)
    assert verified("He called it \u300cthe best year\u300d - by far.", doc)


def test_a_changed_letter_is_a_difference():
    assert not verified("Revenue rose to 45.2 million dollar.", REVENUE_DOC)


def test_full_width_forms_and_ideographic_space_are_no_difference():
    assert verified("Ｒevenue rose to ４５.２ million\u3000dollars", REVENUE_DOC)
    assert verified("item #3 shipped", "Item \uff03３ shipped.")


def test_combining_accents_are_no_difference_in_latin():
    doc = "Le café a ouvert à Montréal."
    assert verified(unicodedata.normalize("NFD", "Le café a ouvert à Montréal"), doc)


def test_other_encodings_are_a_difference():
    assert not verified("\u0915\u093c\u0932\u092e", "\u0958\u0932\u092e \u0939\u0948")


# --- Whole words and whole numbers ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("5%", "Sales grew 25% in May."),
        ("12%", "Margins moved -12% in May."),
        ("20", "There were 200 cases."),
        ("200", "There were 1\u2009200 cases."),
        (".45", "The ratio was 1.45 overall."),
        ("65 years", "Patients aged 18-\n65 years took part."),
        ("19", "Cases of COVID-19 fell."),
        ("rose", "The prose was dense."),
        ("45", "Revenue was 45.2 million."),
    ],
)
def test_parts_of_words_and_numbers_do_not_verify(quote, document):
    assert not verified(quote, document)


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("5%", "Sales grew 5% in May."),
        ("-12%", "Margins moved -12% in May."),
        ("1\u2009200", "There were 1\u2009200 cases."),
        ("1.45", "The ratio was 1.45 overall."),
        ("aged 18-65 years", "Patients aged 18-\n65 years took part."),
        ("COVID-19", "Cases of COVID-19 fell."),
        ("rose", "It rose sharply."),
    ],
)
def test_whole_words_and_numbers_verify(quote, document):
    assert verified(quote, document)


def test_a_hyphen_the_document_joined_is_no_difference():
    assert verified("an investigator-blinded trial", "This was an investigatorblinded trial.")
    assert verified("an investigator-blinded trial", "This was an investigator-\nblinded trial.")


def test_a_hyphen_only_the_document_has_is_a_difference():
    assert not verified("an investigatorblinded trial", "This was an investigator-blinded trial.")


def test_markdown_bold_is_not_text():
    assert verified("Revenue rose to 45.2 million", "**Revenue rose** to 45.2 million.")
    assert verified("**Revenue** rose to 45.2 million", REVENUE_DOC)
    assert not verified("**Revenue** fell", REVENUE_DOC)


# --- Scripts written without spaces ---------------------------------------------------------------


def test_unspaced_scripts_may_start_and_end_inside_a_word():
    assert verified("市场增长", "去年市场增长了百分之五。")
    assert verified("ตลาดเติบ", "ปีที่แล้วตลาดเติบโตขึ้น")


def test_unspaced_scripts_keep_numbers_whole():
    assert not verified("2月", "12月に発表した。")
    assert verified("12月", "12月に発表した。")


def test_a_circled_list_number_is_not_part_of_the_number():
    assert verified("12月に発表", "①12月に発表した。")


def test_a_quote_stopping_at_a_verb_stem_verifies_before_a_negating_ending():
    assert verified("彼は行か", "彼は行かない。")
    assert verified("彼は行か。", "彼は行かない。")  # with a full stop the model added
    assert not verified("彼は来る", "彼は行かない。")


def test_an_english_quote_stopping_before_not_verifies():
    assert verified("The drug did.", "The drug did not reduce mortality.")
    assert verified("The drug did", "The drug did not reduce mortality.")


# --- Several passages -----------------------------------------------------------------------------


def test_paragraphs_are_checked_one_by_one():
    q = verify_quote("Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204.", REVENUE_DOC)
    assert q.verified and q.passages == ("Revenue rose to 45.2 million dollars.", "Headcount grew to 1,204.")
    assert q.spans == ((0, 37), (39, 63))
    q = verify_quote("Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 2,000.", REVENUE_DOC)
    assert not q.verified and 0 < q.match < 1


def test_list_items_are_checked_one_by_one():
    assert verified("- Revenue rose to 45.2 million\n- Headcount grew", REVENUE_DOC)
    assert verified("1. Headcount grew\n2. Revenue rose", REVENUE_DOC)
    assert not verified("- Revenue rose\n- Headcount fell", REVENUE_DOC)


def test_separately_quoted_pieces_are_checked_one_by_one():
    q = verify_quote('"Revenue rose to 45.2 million" and "Headcount grew to 1,204"', REVENUE_DOC)
    assert q.verified and len(q.passages) == 2
    assert not verified('"Revenue rose to 45.2 million" and "Headcount fell"', REVENUE_DOC)


def test_elided_parts_must_appear_in_order():
    doc = "Revenue rose in spring. Costs fell in autumn."
    assert verified("Revenue rose ... Costs fell", doc)
    assert verified("Revenue rose [...] Costs fell in autumn.", doc)
    assert verified("Revenue rose \u2026 Costs fell", doc)
    assert not verified("Costs fell ... Revenue rose", doc)


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("the drug did ... reduce mortality", "the drug did not reduce mortality"),
        ("the drug did [...] reduce mortality", "the drug did never really reduce mortality"),
        ("Le médicament a … réduit la mortalité", "Le médicament a pas réduit la mortalité"),
        ("Das Medikament hat … die Sterblichkeit gesenkt", "Das Medikament hat nicht die Sterblichkeit gesenkt"),
        ("El fármaco … redujo la mortalidad", "El fármaco no redujo la mortalidad"),
        ("Препарат … снизил смертность", "Препарат не снизил смертность"),
        ("Το φάρμακο … μείωσε τη θνησιμότητα", "Το φάρμακο δεν μείωσε τη θνησιμότητα"),
        ("İlaç ölümleri … azalttı", "İlaç ölümleri hiç azalttı"),
        ("الدواء … يخفض الوفيات", "الدواء لم يخفض الوفيات"),
        ("התרופה … הפחיתה תמותה", "התרופה לא הפחיתה תמותה"),
        ("दवा … मृत्यु दर घटाई", "दवा नहीं मृत्यु दर घटाई"),
        ("ওষুধ … মৃত্যুহার কমায়", "ওষুধ না মৃত্যুহার কমায়"),
        ("该药…降低了死亡率", "该药没有降低了死亡率"),
        ("薬は…死亡率を下げた", "薬は全く下げない死亡率を下げた"),
        ("약이 … 사망률을 낮췄다", "약이 전혀 않고 사망률을 낮췄다"),
        ("ยานี้…ลดการตาย", "ยานี้ไม่ลดการตาย"),
    ],
)
def test_an_elision_may_not_leave_out_a_negation(quote, document):
    q = verify_quote(quote, document)
    assert q.verified is False
    assert "negation" in q.reason


@pytest.mark.parametrize(
    ("quote", "document"),
    [
        ("the drug did ... reduce mortality", "the drug did clearly reduce mortality"),
        ("Das Medikament hat … die Sterblichkeit gesenkt", "Das Medikament hat deutlich die Sterblichkeit gesenkt"),
        ("该药…降低了死亡率", "该药显著降低了死亡率"),
        ("ยานี้…ลดการตาย", "ยานี้ช่วยลดการตาย"),
    ],
)
def test_an_elision_over_other_words_verifies(quote, document):
    assert verified(quote, document)


def test_an_elision_over_an_uncovered_script_is_refused():
    q = verify_quote("ሰላም ... ዓለም", "ሰላም ጥሩ ዓለም")
    assert q.verified is False and "cannot tell" in q.reason
    assert verified("ሰላም ጥሩ ዓለም", "ሰላም ጥሩ ዓለም")  # without an elision there is nothing to refuse


def test_an_elision_over_a_sentence_end_must_resume_at_a_sentence_start():
    doc = "Revenue fell 12%. Costs rose 30%."
    q = verify_quote("Revenue ... rose 30%", doc)
    assert q.verified is False and "sentence" in q.reason
    assert verified("Revenue ... Costs rose 30%", doc)


def test_a_full_stop_inside_a_bracketed_citation_ends_no_sentence():
    doc = "Revenue fell 12% [Smith et al. 2020] and costs rose 30%."
    assert verified("Revenue fell 12% ... costs rose 30%", doc)
    elsewhere = "Revenue fell 12% in May. Then costs rose 30%."
    assert not verified("Revenue fell 12% ... costs rose 30%", elsewhere)


def test_a_line_break_inside_a_sentence_is_a_wrap():
    doc = "This is the first line of the sentence here."
    assert verified("the first line\nof the sentence", doc)
    assert verified("the first line\nOf the sentence", doc)  # even where the next line opens with a capital


def test_lines_at_a_sentence_break_in_the_document_are_separate_passages():
    assert verified("Revenue rose.\nCosts fell.", "Revenue rose. Then prices held. Costs fell.")
    assert not verified("Revenue rose\ncosts fell", "Revenue rose and costs fell.")


def test_passages_from_one_sentence_with_words_left_out_are_refused():
    doc = "Revenue rose and costs fell sharply. Staff numbers held."
    q = verify_quote('"Revenue rose" and "costs fell"', doc)
    assert q.verified is False and "does not mark" in q.reason
    assert verified('"Revenue rose" and "Staff numbers held"', doc)
    assert verified('"Revenue rose and" "costs fell"', doc)  # adjacent: nothing left out


# --- The run measure --------------------------------------------------------------------------------


def test_match_is_the_longest_run_share_of_the_worst_passage():
    doc = "one two three four five six seven eight nine ten"
    assert verify_quote("one two three four five six seven eight nine TEN.", doc).match == 1
    last_changed = verify_quote("one two three four five six seven eight nine eleven", doc)
    assert last_changed.match == pytest.approx(0.9)
    middle_changed = verify_quote("one two three four five X six seven eight nine ten", doc)
    assert middle_changed.match == pytest.approx(5 / 11)
    two = verify_quote("one two three\n\nfour five X seven", doc)
    assert two.match == pytest.approx(0.5)


def test_match_counts_characters_in_unspaced_scripts():
    q = verify_quote("市场增长了百分之九", "去年市场增长了百分之五。")
    assert q.match == pytest.approx(8 / 9)


def test_a_complete_word_run_that_is_not_whole_still_counts_short():
    assert verify_quote("12%", "Margins moved -12% in May.").match == 0


# --- The second matcher ---------------------------------------------------------------------------

LONG_DOC = "The conference was held in Leipzig and drew more than 4,000 researchers from 61 countries."
SHEFFIELD = "The conference was held in Sheffield and drew more than 4,000 researchers from 61 countries"


def test_near_verbatim_for_a_changed_word_that_is_not_critical():
    q = verify_quote(SHEFFIELD, LONG_DOC)
    assert q.verified is False
    assert q.quote_status == "near_verbatim"
    assert q.quote_critical_ok is True
    assert q.quote_sim >= 0.9


def test_a_changed_number_is_never_near_verbatim():
    q = verify_quote("The conference was held in Leipzig and drew more than 5,000 researchers", LONG_DOC)
    assert q.quote_sim >= 0.95 and q.quote_critical_ok is False
    assert q.quote_status == "unverified"


def test_an_added_negation_is_never_near_verbatim():
    q = verify_quote("The conference was not held in Leipzig and drew more than 4,000 researchers", LONG_DOC)
    assert q.quote_critical_ok is False and q.quote_status == "unverified"


def test_a_changed_number_word_is_critical():
    doc = "The board met twelve times in the year under review."
    q = verify_quote("The board met eleven times in the year under review.", doc)
    assert q.quote_critical_ok is False and q.quote_status == "unverified"


def test_short_passages_need_the_higher_similarity():
    q = verify_quote(
        "Sales in the north regions rose by a wide margins", "Sales in the north region rose by a wide margin."
    )
    assert q.quote_edits == 2 and q.quote_sim >= 0.95 and q.quote_status == "near_verbatim"  # 49 characters
    q = verify_quote("North regions rose by a wide margins", "North region rose by a wide margin.")
    assert q.quote_edits == 2 and 0.9 <= q.quote_sim < 0.95  # 36 characters: 0.94 is not enough
    assert q.quote_status == "unverified"


def test_fewer_than_five_words_is_never_near_verbatim():
    q = verify_quote("the northern regionn", "Sales in the northern region rose.")
    assert q.quote_sim >= 0.95 and q.quote_status == "unverified"


def test_the_second_matcher_normalises_further():
    doc = "The ﬁnal results were ﬂat across the board."
    q = verify_quote("The final results were flat across the board.", doc)
    assert q.verified is False  # the first matcher does not expand ligatures
    assert q.quote_status == "verbatim" and q.quote_edits == 0


def test_a_multi_passage_quote_takes_its_worst_passage():
    q = verify_quote("Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 2,000.", REVENUE_DOC)
    assert q.quote_status == "unverified" and q.quote_critical_ok is False
    assert "Headcount" in q.window


def test_nothing_to_compare_is_not_checked():
    for quote, doc in [("", REVENUE_DOC), ("Revenue", ""), ("   ", REVENUE_DOC), ("...", REVENUE_DOC)]:
        q = verify_quote(quote, doc)
        assert q.verified is None and q.quote_status == "not_checked"


def test_a_long_source_without_any_anchor_is_not_checked_rather_than_scanned():
    doc = "lorem ipsum dolor sit amet " * 2000
    q = verify_quote("zyxw vuts qpon mlkj", doc)
    assert q.verified is False and q.quote_status == "not_checked" and q.quote_sim is None


def test_the_closest_window_is_found_in_a_long_source():
    filler = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 800
    doc = filler + LONG_DOC + " " + filler
    q = verify_quote(SHEFFIELD, doc)
    assert q.quote_status == "near_verbatim"
    assert doc[slice(*q.window_span)].startswith("The conference was held in Leipzig")


def test_critical_tokens_keep_sign_comparison_and_unit():
    assert critical_tokens("fell -12% (p < 0.05) to 45.2 million") == sorted(["-12%", "<0.05", "45.2million"])
    assert critical_tokens("twelve did not") == sorted(["twelve", "not"])


# --- Several sources ------------------------------------------------------------------------------


def test_verify_quote_in_names_the_source_that_holds_it():
    docs = [Document("s1", "a.md", "Nothing relevant here."), Document("s2", "b.md", REVENUE_DOC)]
    q = verify_quote_in("Headcount grew to 1,204.", docs)
    assert q.verified and q.source == "s2"
    assert q.to_dict()["source"] == "s2"
    miss = verify_quote_in("Headcount grew to 9,999.", docs)
    assert miss.verified is False and miss.source == "s2"


def test_to_dict_carries_the_full_check():
    d = verify_quote("Revenue rose to 88.9 billion dollars on record demand.", REVENUE_DOC).to_dict()
    assert set(d) >= {
        "verified",
        "match",
        "quote_sim",
        "quote_coverage",
        "quote_edits",
        "quote_critical_ok",
        "quote_status",
        "spans",
        "passages",
        "window",
        "source",
        "reason",
    }
    assert d["match"] == 0.3333 and d["quote_sim"] == 0.6792 and d["window"]["start"] == 0
    json.dumps(d)


# --- Quotations inside a claim --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ('He said "revenue rose" today.', ["revenue rose"]),
        ("He said \u201crevenue rose\u201d and \u201ccosts fell\u201d.", ["revenue rose", "costs fell"]),
        ("Er sagte \u201eder Umsatz stieg\u201c gestern.", ["der Umsatz stieg"]),
        ("Il a dit \u00ab\u202fle chiffre a augmenté\u202f\u00bb hier.", ["\u202fle chiffre a augmenté\u202f"]),
        ("他说\u300c收入增长了\u300d。", ["收入增长了"]),
        ("She called them 'the rare cases' in May.", ["the rare cases"]),
        ("We don't know; the students' scores rose.", []),
        ("It's the companies' view that costs won't fall.", []),
        ("He said \u2018the students\u2019 scores rose\u2019 sharply.", ["the students\u2019 scores rose"]),
    ],
)
def test_find_quotations(claim, expected):
    found = find_quotations(claim)
    assert [t for _, _, t in found] == expected
    for start, end, text in found:
        assert claim[start:end] == text


def test_claim_quotes_fill_quote_results():
    docs = [Document("s1", "results.md", REVENUE_DOC)]
    claim = 'The report says revenue "rose to 45.2 million dollars" and the "rare" cases "grew to 9,999".'
    good, scare, bad = claim_quotes(claim, docs)
    assert good.verified and good.status == "verbatim" and good.source == "s1"
    assert REVENUE_DOC[slice(*good.source_span)] == "rose to 45.2 million dollars"
    assert claim[slice(*good.claim_span)] == "rose to 45.2 million dollars"
    assert good.detail["scare_quote"] is False
    assert scare.detail["scare_quote"] is True
    assert bad.verified is False
    assert bad.source_span == (bad.detail["window"]["start"], bad.detail["window"]["end"])


def test_scare_quotes_are_short():
    assert is_scare_quote("rare") and is_scare_quote("very rare")
    assert not is_scare_quote("a very rare case")


# --- Properties -----------------------------------------------------------------------------------

_WORDS = st.text(alphabet="abcXYZ019", min_size=1, max_size=6)
_PUNCT = st.sampled_from(["", "", "", ".", ",", ";", "!", "?", ":"])
_SPACES = st.sampled_from([" ", " ", " ", "  ", "\n", "\n\n"])


@st.composite
def document_and_substring(draw):
    n = draw(st.integers(min_value=1, max_value=25))
    tokens = [draw(_WORDS) + draw(_PUNCT) for _ in range(n)]
    spaces = [draw(_SPACES) for _ in range(n - 1)]
    doc, bounds = "", []
    for i, token in enumerate(tokens):
        bounds.append((len(doc), len(doc) + len(token)))
        doc += token + (spaces[i] if i < n - 1 else "")
    i = draw(st.integers(min_value=0, max_value=n - 1))
    j = draw(st.integers(min_value=i, max_value=n - 1))
    return doc, doc[bounds[i][0] : bounds[j][1]]


def _spans_valid(q: QuoteCheck, doc: str) -> None:
    for s, e in q.spans:
        assert 0 <= s <= e <= len(doc)
    if q.window_span is not None:
        s, e = q.window_span
        assert 0 <= s <= e <= len(doc) and doc[s:e] == q.window


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document_and_substring())
def test_any_substring_on_word_boundaries_verifies(case):
    doc, quote = case
    q = verify_quote(quote, doc)
    assert q.verified is True, (quote, doc, q.reason)
    assert q.match == 1
    _spans_valid(q, doc)
    if len(q.passages) == 1 and len(q.spans) == 1:
        s, e = q.spans[0]
        assert fold(doc[s:e]).text.strip(" .") == fold(q.passages[0]).text.strip(" .")


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=40), st.text(max_size=120))
def test_arbitrary_unicode_never_raises_and_offsets_are_valid(quote, doc):
    q = verify_quote(quote, doc)
    assert q.verified in (True, False, None)
    assert 0 <= q.match <= 1
    assert q.quote_status in ("verbatim", "near_verbatim", "unverified", "not_checked")
    _spans_valid(q, doc)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=60))
def test_a_document_verifies_against_itself(doc):
    assume(any(ch.isalnum() for ch in doc))
    q = verify_quote(doc, doc)
    _spans_valid(q, doc)
    assert q.verified is not None


# --- The command ----------------------------------------------------------------------------------


@pytest.fixture
def source_file(tmp_path):
    path = tmp_path / "results.md"
    path.write_text(REVENUE_DOC, encoding="utf-8")
    return path


def test_cli_exit_0_when_verified(source_file, capsys):
    assert main(["quote", "Revenue rose to 45.2 million dollars.", str(source_file)]) == 0
    out = capsys.readouterr().out
    assert "verified:     yes" in out and "verbatim" in out and "results.md" in out


def test_cli_exit_1_when_not_verified(source_file, capsys):
    assert main(["quote", "Revenue rose to 88.9 billion dollars on record demand.", str(source_file)]) == 1
    out = capsys.readouterr().out
    assert "verified:     no" in out and "closest:" in out and "0.6792" in out


def test_cli_json_shape(source_file, capsys):
    code = main(
        ["quote", "Revenue rose to 88.9 billion dollars on record demand.", str(source_file.parent), "--format", "json"]
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 1
    assert data["verified"] is False and data["quote_status"] == "unverified" and data["quote_edits"] == 17
    assert data["source"] == "s1" and data["source_name"] == "results.md"
    assert data["window"]["text"].startswith("Revenue rose")


@pytest.mark.parametrize(
    "argv",
    [
        ["quote", "Revenue rose", "missing.md"],
        ["quote", "   ", "SOURCE"],
    ],
)
def test_cli_exit_2_on_bad_input(argv, source_file, capsys):
    argv = [str(source_file) if a == "SOURCE" else a for a in argv]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("evidencedesk:") and err.count("\n") == 1


# --- The quotes check -----------------------------------------------------------------------------

CHECK_SOURCE = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204 people by the end of the year."


def _quotes_check(claim: str):
    r = review(claim, {"annual.md": CHECK_SOURCE})
    (verdict,) = r.verdicts
    return verdict, next(c for c in verdict.checks if c.check == "quotes")


def test_a_failed_quotation_is_a_contradiction_naming_the_closest_window():
    claim = 'The annual report says revenue "rose to 45.9 million dollars on record demand".'
    verdict, result = _quotes_check(claim)
    assert result.status == "fired"
    (finding,) = result.findings
    assert finding.kind == "contradiction"
    assert "not in the sources" in finding.message
    assert "annual.md" in finding.reason and "rose to 45.2 million dollars" in finding.reason
    assert claim[slice(*finding.claim_span)] == "rose to 45.9 million dollars on record demand"
    assert finding.evidence.source == "s1"
    window = CHECK_SOURCE[finding.evidence.start : finding.evidence.end]
    assert window.startswith("rose to 45.2 million dollars")
    assert verdict.label.value == "mismatch"
    assert verdict.quotes and verdict.quotes[0].verified is False


def test_a_quotation_mostly_of_its_own_words_is_unsupported_not_contradicted():
    claim = 'The annual report says revenue "rose to 88.9 billion dollars on record demand".'
    verdict, result = _quotes_check(claim)
    (finding,) = result.findings
    assert finding.kind == "unsupported" and finding.evidence is None
    assert "less than half of its words" in finding.reason
    assert verdict.quotes[0].verified is False


def test_a_verified_quotation_passes_and_no_quotation_does_not_apply():
    _, result = _quotes_check('The annual report says revenue "rose to 45.2 million dollars" last year.')
    assert result.status == "passed"
    _, result = _quotes_check("The annual report says revenue rose to 45.2 million dollars last year.")
    assert result.status == "not_applicable"


def test_a_missed_scare_quote_is_only_a_note():
    claim = 'The annual report says revenue rose to 45.2 million dollars on "strong" demand.'
    quotes = claim_quotes(claim, [Document("s1", "annual.md", CHECK_SOURCE)])
    evidence = Evidence((), (), None, quotes, {"s1": Document("s1", "annual.md", CHECK_SOURCE)})
    (finding,) = quotes_check.run(Claim(1, 0, len(claim), claim), analyse(claim), evidence)
    assert finding.kind == "note"


def test_a_quotation_with_no_window_anywhere_is_unsupported():
    claim = 'They wrote "zyxw vuts qpon mlkj" in the appendix.'
    doc = Document("s1", "big.md", "lorem ipsum dolor sit amet " * 2000)
    quotes = claim_quotes(claim, [doc])
    assert quotes[0].status == "not_checked" and quotes[0].source_span is None
    evidence = Evidence((), (), None, quotes, {"s1": doc})
    (finding,) = quotes_check.run(Claim(1, 0, len(claim), claim), analyse(claim), evidence)
    assert finding.kind == "unsupported" and finding.evidence is None


def test_the_check_verifies_quotations_itself_when_the_engine_did_not():
    claim = 'The annual report says revenue "rose to 88.9 billion dollars".'
    evidence = Evidence((), (), None, (), {"s1": Document("s1", "annual.md", CHECK_SOURCE)})
    (finding,) = quotes_check.run(Claim(1, 0, len(claim), claim), analyse(claim), evidence)
    assert finding.kind == "contradiction"


def _unit(text: str) -> str:
    unit = fold(text, loose=True, markdown=True).text.strip()
    return unit[:-1].rstrip() if unit.endswith(".") and not unit.endswith("..") else unit


@settings(max_examples=120, deadline=None)
@given(st.text(alphabet="abcd .", min_size=1, max_size=12), st.text(alphabet="abcd .", min_size=1, max_size=40))
def test_the_window_is_the_closest_substring(quote, doc):
    assume(".." not in quote and ". ." not in quote)  # no elision: the passage is one unit
    q = verify_quote(quote, doc)
    assume(q.window_span is not None and len(q.passages) == 1 and q.quote_edits is not None)
    unit, source = _unit(q.passages[0]), fold(doc, loose=True, markdown=True).text
    window = fold(doc[slice(*q.window_span)], loose=True, markdown=True).text
    assert Levenshtein.distance(unit, window) == q.quote_edits
    best = min(
        Levenshtein.distance(unit, source[i:j]) for i in range(len(source) + 1) for j in range(i, len(source) + 1)
    )
    assert q.quote_edits == best


@settings(max_examples=120, deadline=None)
@given(
    st.lists(st.sampled_from(["aa", "bb", "cc", "dd"]), min_size=1, max_size=8),
    st.lists(st.sampled_from(["aa", "bb", "cc", "dd"]), min_size=1, max_size=30),
)
def test_match_is_the_longest_consecutive_run(quote_words, doc_words):
    q = verify_quote(" ".join(quote_words), " ".join(doc_words))
    n = len(quote_words)
    longest = max(
        k
        for k in range(n + 1)
        for i in range(n - k + 1)
        if any(doc_words[j : j + k] == quote_words[i : i + k] for j in range(len(doc_words) - k + 1))
    )
    assert q.match == pytest.approx(1.0 if q.verified else longest / n)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=60), st.text(max_size=80))
def test_claim_quotes_never_raise_on_any_text(claim, source):
    for start, end, text in find_quotations(claim):
        assert claim[start:end] == text
    for q in claim_quotes(claim, [Document("s1", "s.md", source)]):
        assert claim[slice(*q.claim_span)] == q.text
        if q.source_span is not None:
            assert 0 <= q.source_span[0] <= q.source_span[1] <= len(source)


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet="ab c東é", min_size=1, max_size=40),
    st.text(alphabet="ab c東é", max_size=400),
    st.booleans(),
)
def test_the_row_by_row_edit_scores_equal_the_bit_parallel_ones(pattern, text, anchored):
    from evidencedesk.quotes.second_matcher import _myers_scores, _row_scores

    assert _row_scores(pattern, text, anchored) == _myers_scores(pattern, text, anchored)
