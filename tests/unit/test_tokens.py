from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evidencedesk.text.keys import key_of
from evidencedesk.text.tokens import TOKEN_RE, has_cjk, stem, token_texts, tokenize


def test_trailing_punctuation_is_not_part_of_a_word():
    tokens = tokenize("The pilot included 84 students.")
    assert [t.norm for t in tokens] == ["the", "pilot", "included", "84", "students"]
    assert tokens[-1].end == len("The pilot included 84 students")


def test_offsets_point_into_the_original():
    text = "Ünïcode words, “quoted” and it’s fine"
    for t in tokenize(text):
        assert text[t.start : t.end] == t.text


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("improved", "improves"),
        ("students", "student"),
        ("studies", "study"),
        ("studied", "studies"),
        ("denied", "deny"),
        ("carried", "carries"),
        ("running", "run"),
        ("rebalanced", "rebalance"),
        # a short verb in -e keeps it, so its -ed and -ing forms must get it back
        ("named", "name"),
        ("naming", "name"),
        ("voted", "vote"),
        ("noted", "note"),
        ("fined", "fine"),
        ("netted", "net"),
    ],
)
def test_light_stemming_joins_inflections(a, b):
    assert stem(a) == stem(b)


def test_stemming_is_light():
    assert stem("university") != stem("universe")
    assert stem("died") == "died"  # "-ied" is "-y" only after a stem of two letters or more
    assert stem("noted") != stem("not") and stem("aimed") == "aim" and stem("hopped") != stem("hoped")


def test_paraphrase_lexicon_folds_near_synonyms_into_one_key():
    assert key_of("rose") == key_of("increased") == key_of("climbs")
    assert key_of("fell") == key_of("declined")
    assert key_of("rose") != key_of("fell")


def test_an_irregular_form_shares_its_lemma_s_key():
    assert key_of("struck") == key_of("strike") == key_of("strikes")
    assert key_of("sold") == key_of("sell")
    assert key_of("struck") != key_of("stuck")


def test_an_adverb_shares_the_key_of_its_adjective():
    assert key_of("deliberately") == key_of("deliberate")
    assert key_of("sharply") == key_of("sharp")
    assert key_of("steadily") == key_of("steady")
    assert key_of("probably") == key_of("probable")
    # words too short to be such adverbs keep their own key
    assert key_of("supply") != key_of("supp") and key_of("early") == "early"


def test_stop_words_do_not_become_keys():
    assert key_of("the") is None and key_of("of") is None


def test_numbers_keep_their_decimal_point_and_drop_group_separators():
    assert [t.norm for t in tokenize("0.41 to 1,204 and .45")] == ["0.41", "to", "1204", "and", ".45"]


_ASCII_PIECES = st.lists(
    st.sampled_from(["U.S.", "e.g.", "A.B", "-", "+", ".", ",", "%", "'", " ", "\n", "3", "1,200", "0.5"])
    | st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=127), max_size=6),
    max_size=30,
).map("".join)


@settings(max_examples=400, deadline=None)
@given(_ASCII_PIECES)
def test_ascii_text_gets_the_tokens_the_unicode_reading_gives(text):
    # ASCII text is read by a narrower, faster expression; its tokens and offsets must not change
    unicode_spans = [m.span() for m in TOKEN_RE.finditer(text)]
    assert [(t.start, t.end) for t in tokenize(text)] == unicode_spans
    assert token_texts(text) == [text[a:b] for a, b in unicode_spans]
    assert not has_cjk(text)


_WORDS_AND_MARKS = st.lists(
    st.sampled_from(["word", "A", "B.", "rose,", "fell.", "(and)", '"so"', "x-y", "it's", "3", "3.", "12%", "?", "!"])
    | st.sampled_from([" ", "\t", "\n", "\x0b", "\x1c", "\x1f", ".", ",", ")", '"', ";", ":", "-", "+", "'"])
    | st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=127), max_size=4),
    max_size=30,
).map("".join)


@settings(max_examples=500, deadline=None)
@given(_WORDS_AND_MARKS)
def test_ascii_tokens_read_piece_by_piece_are_the_expressions(text):
    # ASCII text is cut at spaces and most pieces are taken without the expression: the same tokens
    from evidencedesk.text.tokens import _ASCII_TOKEN_RE, _ascii_token_texts

    assert _ascii_token_texts(text) == _ASCII_TOKEN_RE.findall(text)


_LATIN_TEXT = st.lists(
    st.sampled_from(["café", "’s", "−3", "１２", "ไทย", "Ünïcode", "“quoted”", "x\u0301y"])
    | st.sampled_from([" ", ".", ",", "-", "U.K.", "3", "word", "\u2003", "\u3000", "\x85"])
    | st.text(max_size=4),
    max_size=12,
).map("".join)
_CJK_TEXT = st.lists(
    st.sampled_from(["USBメモリ", "経理部", "少なくとも", "增长", "1\u00a0200", "2\u202f000", "\x00"]) | _LATIN_TEXT,
    max_size=6,
).map("".join)
_SENTENCES = st.lists(_WORDS_AND_MARKS | _ASCII_PIECES | _LATIN_TEXT, max_size=8) | st.lists(
    _WORDS_AND_MARKS | _LATIN_TEXT | _CJK_TEXT, max_size=8
)


@settings(max_examples=500, deadline=None)
@given(_SENTENCES, st.sampled_from([None, False]))
def test_sentences_cut_into_pieces_get_the_tokens_each_gets_alone(texts, cjk):
    # indexing reads a document's sentences piece by piece, each sentence's pieces closed by SENTENCE_END,
    # where that gives every sentence the tokens it has when read alone
    from evidencedesk.text.tokens import SENTENCE_END, sentence_pieces

    if cjk is False and any(has_cjk(t) for t in texts):
        cjk = None  # False is only ever said of texts without CJK
    pieces = sentence_pieces(texts, cjk)
    if pieces is None:
        assert any(has_cjk(t) or "\x00" in t or any(c in t for c in "\u00a0\u2007\u2009\u202f") for t in texts)
        return
    alone = [t for text in texts for t in (*token_texts(text), SENTENCE_END)]
    assert [t for p in pieces for t in ([p] if p == SENTENCE_END else token_texts(p, None, False))] == alone
