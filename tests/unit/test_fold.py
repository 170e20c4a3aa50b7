"""Offset-preserving folding: what is folded, what is not, and that every offset leads back."""

from __future__ import annotations

import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evidencedesk.text.fold import _PATTERNS, dash_binds_number, fold


def test_typographic_differences_fold_away():
    assert fold("Revenue  “Rose” — it’s\n\nUP").text == 'revenue "rose" - it\'s up'
    assert fold("« Bonjour »").text == '" bonjour "'
    assert fold("「東京」").text == '"東京"'


def test_full_width_letters_digits_and_number_sign_become_ascii():
    assert fold("ＡＢＣ１２３＃\u3000x").text == "abc123# x"


def test_other_full_width_forms_are_folded_only_when_loose():
    assert fold("５０％").text == "50％"
    assert fold("５０％", loose=True).text == "50%"


def test_combining_accents_compose_for_latin_greek_cyrillic_and_korean():
    decomposed = unicodedata.normalize("NFD", "Café Ωμέγα Йод 한국")
    assert fold(decomposed).text == fold("Café Ωμέγα Йод 한국").text


def test_other_scripts_keep_their_encoding():
    # DEVANAGARI LETTER QA (precomposed) against KA + NUKTA: different encodings stay different
    assert fold("\u0958").text != fold("\u0915\u093c").text


def test_case_folding_keeps_one_character_per_letter():
    folded = fold("İstanbul")
    assert folded.text == "istanbul"
    assert folded.span(0, 1) == (0, 1)


def test_loose_fold_undoes_ligatures_escapes_and_invisible_characters():
    assert fold("ﬁnal ﬂow ſtate", loose=True).text == "final flow state"
    assert fold('say \\"hi\\"\\nnow caf\\u00e9', loose=True).text == 'say "hi" now café'
    assert fold("co\u00adoper\u200bation", loose=True).text == "cooperation"
    assert fold("ﬁnal").text == "ﬁnal"  # the strict fold leaves ligatures alone


def test_loose_fold_joins_hyphenated_words():
    assert fold("investi-\ngator well-known", loose=True).text == "investigator wellknown"
    assert fold("18-65", loose=True).text == "18-65"  # a hyphen between digits is kept


def test_markdown_bold_is_dropped_only_on_request():
    assert fold("**Revenue** rose", markdown=True).text == "revenue rose"
    assert fold("**Revenue** rose").text == "**revenue** rose"


def test_spans_map_back_to_the_original():
    original = "Héllo  “World”\n\n１２３"
    folded = fold(original)
    start = folded.text.index("world")
    assert folded.original_text(start, start + 5) == "World"
    digits = folded.text.index("123")
    assert folded.original_text(digits, digits + 3) == "１２３"
    assert folded.original_text(5, 6) == "  "  # one folded space stands for the whole run


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80), st.booleans(), st.booleans())
def test_offsets_are_always_valid(text, loose, markdown):
    folded = fold(text, loose=loose, markdown=markdown)
    previous = 0
    for i in range(len(folded.text)):
        a, b = folded.origin(i)
        assert 0 <= a < b <= len(text)
        assert a >= previous
        previous = a
    for i in range(len(folded.text) + 1):
        a, b = folded.span(i, len(folded.text))
        assert 0 <= a <= b <= len(text)


def test_loose_fold_keeps_a_dash_between_words():
    # an em or en dash between two words is punctuation, not a hyphen that split one word
    assert fold("cohort\u2014patients", loose=True).text == "cohort-patients"
    assert fold("London\u2013Paris", loose=True).text == "london-paris"
    assert fold("cohort\u2014\n  patients", loose=True).text == "cohort- patients"
    assert fold("well\u2010known", loose=True).text == "wellknown"  # U+2010 is a hyphen


@pytest.mark.parametrize(
    ("text", "binds"),
    [
        ("fell -12%", True),  # a minus sign
        ("fell \u221212%", True),
        ("fell \u201312%", True),  # an en dash after a space is a typeset minus sign
        ("aged 18\u201365", True),  # a range
        ("in 1990\u20142000", True),
        ("COVID-19", True),  # a compound
        ("cohort\u201442 patients", False),  # punctuation glued to the word before
        ("cohort\u201342 patients", False),
        ("cohort\u201542 patients", False),
        ("said \u201442 patients", False),  # an em dash is never a minus sign
    ],
)
def test_a_dash_binds_the_number_after_it_only_as_a_sign_range_or_compound(text, binds):
    i = next(i for i, ch in enumerate(text) if fold(ch).text == "-")
    assert dash_binds_number(text, i) is binds


# The parts where folding is not one-to-one, written as a plain alternation of named groups: a reference
# for the single-class pattern `fold` uses, which must find the same places with the same names.
_REFERENCE_PARTS = {
    "hyphen": r"-(?<=[^\W\d_]-)(?:[^\S\n]*\n\s*)?(?=[^\W\d_])",
    "escape": r"\\(?:u[0-9a-fA-F]{4}|[nrt\"\\/])",
    "invisible": "[\u00ad\u200b\u200c\u200d\u2060\ufeff]+",
    "ligature": "[\ufb00-\ufb06]",
    "space": r"\s{2,}|[^\S ]",
    "accent": "[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+",
    "jamo": "[\u1100-\u115f][\u1160-\u11a7]+[\u11a8-\u11ff]*",
    "dotted": "\u0130",
    "bold": r"\*\*|__",
}
_PIECES = [*"ab1 -_*\\\n\t\r\x1c\x85", "  ", "\u3000", "\u00a0", "\u0301", "\u0308", "\u1100", "\u1161", "\u11a8"]
_PIECES += ["\u0130", "\u00ad", "\u200b", "\ufb01", "\u2013", "\u201c", "\\u00e9", "\\n", "x-\ny", "Ｆ", "\u0627\u0651"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=25), st.booleans(), st.booleans())
def test_fold_finds_the_places_a_plain_alternation_finds(pieces: list[str], loose: bool, markdown: bool) -> None:
    names = ["hyphen", "escape", "invisible", "ligature"] if loose else []
    names += ["space", "accent", "jamo", "dotted"] + (["bold"] if markdown else [])
    reference = re.compile("|".join(f"(?P<{n}>{_REFERENCE_PARTS[n]})" for n in names), re.DOTALL)
    text = "".join(pieces)
    expected = [(m.span(), m.lastgroup) for m in reference.finditer(text)]
    got = [(m.span(), m.lastgroup) for m in _PATTERNS[(loose, markdown)].finditer(text)]
    assert got == expected


_ASCII_PIECES = [
    "Word",
    "a",
    "7",
    " ",
    "  ",
    "\n",
    "\n\n",
    " \n",
    "\t",
    "\r\n",
    "\x0b",
    "\x0c",
    "\x1c",
    "*",
    "**",
    "***",
]
_ASCII_PIECES += ["_", "__", "-", "--", "'", '"', ".", "\\", "\\n", "\\u00e9", "\\u12G4", "\\\\", "\\/", "u", "0f"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_ASCII_PIECES), min_size=1, max_size=60), st.booleans(), st.booleans())
def test_a_long_ascii_text_folds_as_the_pattern_folds_it(pieces: list[str], loose: bool, markdown: bool) -> None:
    """Long ASCII text finds its whitespace runs, bold markers, hyphens and escapes by array operations;
    the fold, and every offset back, must be the pattern's own."""
    import evidencedesk.text.fold as folding

    text = "".join(pieces) * (folding.ARRAY_SCAN_CHARS // len("".join(pieces)) + 1)
    assert len(text) >= folding.ARRAY_SCAN_CHARS
    by_arrays = fold(text, loose=loose, markdown=markdown)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(folding, "ARRAY_SCAN_CHARS", len(text) + 1)
        by_pattern = fold(text, loose=loose, markdown=markdown)
    assert by_arrays == by_pattern


def test_a_long_ascii_text_joins_hyphenated_words_and_reads_escapes_when_folded_loosely() -> None:
    import evidencedesk.text.fold as folding

    text = ("A well-\n  known pro-  rata rule\\u00e9 \\n -x " * 60).strip()
    assert len(text) >= folding.ARRAY_SCAN_CHARS
    folded = fold(text, loose=True)
    assert folded.text.startswith("a wellknown pro- rata rule\u00e9   -x a wellknown")
    at = folded.text.index("\u00e9")
    assert folded.original_text(at, at + 1) == "\\u00e9"
