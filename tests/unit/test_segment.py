from __future__ import annotations

from unittest.mock import patch

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from evidencedesk.engine import split_claims
from evidencedesk.model import Document
from evidencedesk.text.segment import (
    _ASCII_GLUED_PAIR,
    _ASCII_SPACE,
    BOUNDARY_RE,
    GLUED_RE,
    MARKS_READ_AT,
    _ascii_matches,
    _marks,
    sentences,
)


def texts(text: str) -> list[str]:
    return [s.text for s in sentences(text)]


def test_abbreviations_initials_and_decimals_do_not_end_sentences():
    text = "Dr. Okafor et al. found that J. Smith's error fell 3.5 points in the U.S. in 2023. It held."
    assert texts(text) == [
        "Dr. Okafor et al. found that J. Smith's error fell 3.5 points in the U.S. in 2023.",
        "It held.",
    ]


def test_eg_and_ie_inside_a_sentence():
    assert len(texts("Some tools, e.g. linters, help. Others, i.e. the rest, do not.")) == 2


def test_ellipsis_before_lowercase_continues_and_before_capital_ends():
    assert len(texts("Scores rose... and then fell. Later... Nothing changed.")) == 3


def test_quotation_keeps_its_closing_mark():
    assert texts('He said "Stop." Then he left.') == ['He said "Stop."', "Then he left."]


def test_list_items_and_headings_are_their_own_blocks():
    out = sentences("# Results\n\n- Recall was 85% on the test set\n- Precision was 84% on it\n")
    assert [s.text for s in out] == ["Results", "Recall was 85% on the test set", "Precision was 84% on it"]
    assert [s.block.kind for s in out] == ["heading", "list_item", "list_item"]


def test_hard_wrapped_paragraph_is_joined_and_sentence_per_line_is_split():
    wrapped = (
        "The evaluation compared Meridian with the previous rule-based system over\n"
        "two years of claims and found that the error rate fell by a fifth overall.\n"
    )
    assert len(texts(wrapped)) == 1
    per_line = "Media Play News\nMedia Play News is the voice of the industry.\nWe reach major studios.\n"
    assert texts(per_line) == [
        "Media Play News",
        "Media Play News is the voice of the industry.",
        "We reach major studios.",
    ]


def test_a_full_stop_with_no_space_after_it_still_ends_a_sentence():
    assert texts("Yields hit a high on Wednesday.The central bank said it would act. Shares at Amazon.com rose.") == [
        "Yields hit a high on Wednesday.",
        "The central bank said it would act.",
        "Shares at Amazon.com rose.",
    ]


def test_cjk_full_stops_end_sentences():
    assert texts("点は正しさの順に並びません。平均だけを見ると効いていません。") == [
        "点は正しさの順に並びません。",
        "平均だけを見ると効いていません。",
    ]


def test_skipped_sentences_are_reported_with_what_they_lack():
    text = (
        "# Title\n\nWhy does it matter? Early days, though. Read the minutes first. The pilot included 84 students."
        " Profits doubled.\n"
    )
    draft = Document("draft", "d.md", text)
    claims, skipped = split_claims(draft)
    assert [c.text for c in claims] == ["The pilot included 84 students.", "Profits doubled."]
    assert {(s.text, s.why) for s in skipped} == {
        ("Title", "heading"),
        ("Why does it matter?", "not a claim: a question"),
        ("Early days, though.", "not a claim: no verb"),
        ("Read the minutes first.", "not a claim: no subject"),
    }


def test_short_sentences_that_assert_something_are_claims():
    text = "Revenue fell 12%. Profits doubled. Smith resigned. Doctors agree. It's over. Arsenal won."
    claims, skipped = split_claims(Document("draft", "d.md", text))
    assert [c.text for c in claims] == [
        "Revenue fell 12%.",
        "Profits doubled.",
        "Smith resigned.",
        "Doctors agree.",
        "It's over.",
        "Arsenal won.",
    ]
    assert skipped == []


def test_a_short_claim_opening_with_a_pronoun_reads_the_sentence_before_it():
    draft = Document("draft", "d.md", "Harlow Water raised its tariff in April. It rose 9%.")
    claims, _ = split_claims(draft)
    assert [c.text for c in claims] == ["Harlow Water raised its tariff in April.", "It rose 9%."]
    assert claims[1].context == "Harlow Water raised its tariff in April."


def test_japanese_and_chinese_sentences_are_claims_by_their_endings():
    text = "株価が上がった。新製品の発表。収入增长12%。"
    claims, skipped = split_claims(Document("draft", "d.md", text))
    assert [c.text for c in claims] == ["株価が上がった。", "収入增长12%。"]
    assert [(s.text, s.why) for s in skipped] == [("新製品の発表。", "not a claim: no verb")]


def test_no_cap_on_the_number_of_claims():
    draft = Document("draft", "d.md", " ".join(f"Claim number {i} says something here." for i in range(120)))
    claims, _ = split_claims(draft)
    assert len(claims) == 120


def test_pronoun_claim_takes_previous_sentence_as_context():
    draft = Document("draft", "d.md", "Meridian flags fraudulent claims for review. It was trained on 12,400 claims.")
    claims, _ = split_claims(draft)
    assert claims[1].context == "Meridian flags fraudulent claims for review."
    assert "It" in claims[1].context_reason
    assert claims[0].context is None


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?\n#-*|\"'1.,:U.S") + ["é", "。", "…"]), max_size=200))
def test_sentence_offsets_always_index_the_original(text):
    last = -1
    for s in sentences(text):
        assert 0 <= s.start < s.end <= len(text)
        assert text[s.start : s.end] == s.text
        assert s.text == s.text.strip()
        assert s.start >= last
        last = s.end


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300))
def test_claim_splitting_never_fails_on_any_text(text):
    claims, skipped = split_claims(Document("draft", "d", text))
    for c in claims:
        assert text[c.start : c.end] == c.text


def test_text_that_never_ends_a_sentence_is_read_in_pieces_with_valid_offsets():
    from evidencedesk.text.segment import MAX_SENTENCE_CHARS

    text = " ".join(f"word{i} and more" for i in range(3000))  # one run-on line of ~50,000 characters
    pieces = sentences(text)
    assert len(pieces) > 1
    assert all(len(p.text) <= MAX_SENTENCE_CHARS and text[p.start : p.end] == p.text for p in pieces)
    assert pieces[0].start == 0 and pieces[-1].end == len(text)
    assert all(not p.text[0].isspace() and not p.text[-1].isspace() for p in pieces)


def test_an_unspaced_run_is_cut_at_the_limit():
    from evidencedesk.text.segment import MAX_SENTENCE_CHARS

    text = "あ" * (MAX_SENTENCE_CHARS * 2 + 10)
    assert [len(p.text) for p in sentences(text)] == [MAX_SENTENCE_CHARS, MAX_SENTENCE_CHARS, 10]


def test_a_long_paragraph_splits_at_every_sentence_and_keeps_bracketed_quotations_whole():
    from evidencedesk.text.segment import sentences

    english = " ".join(f"Sales rose {n}% in the year. Costs fell." for n in range(2000))
    assert len(sentences(english)) == 4000
    japanese = "".join(f"社長は「売上は{n}%増えた。来年も増える。」と述べた。利益も増えた。" for n in range(500))
    split = sentences(japanese)
    assert len(split) == 1000
    assert split[0].text == "社長は「売上は0%増えた。来年も増える。」と述べた。"
    assert split[-1].text == "利益も増えた。"


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abXY .!?\n")), max_size=60))
def test_ascii_text_skips_the_glued_sentence_search_only_when_it_cannot_find_one(text):
    # the quick test in front of the search must never rule out a glued sentence end the search finds
    if GLUED_RE.search(text):
        assert _ASCII_GLUED_PAIR.search(text)


_LINE_PIECES = st.sampled_from(
    [
        "Revenue rose",
        "a",
        "b.",
        "A)",
        "iv.",
        "12.",
        "٣.",
        "- ",
        "* ",
        "+ ",
        "• ",
        "# ",
        "## ",
        "|",
        "| a |",
        "---",
        "***",
        "___",
        "===",
        ":--",
        "```",
        "~~~",
        " ",
        "\t",
        "\u3000",
        "\x0c",
        "İ.",
        "é",
        "x",
        "\n",
        "\n\n",
        "  - b",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_LINE_PIECES, max_size=30).map("".join))
def test_lines_of_prose_read_by_their_first_characters_give_the_blocks_every_pattern_gives(text):
    # most lines are prose and are not matched against each structure's pattern: a line taken for prose
    # that is a heading, list item, rule, table row or fence would change the passages
    from evidencedesk.text import segment

    fast = segment.blocks(text)
    plain, segment._plain = segment._plain, lambda line: False
    try:
        assert fast == segment.blocks(text)
    finally:
        segment._plain = plain


def test_the_ascii_boundary_expression_reads_spaces_as_the_unicode_one_does():
    # the standard engine's expression names the ASCII spaces the regex module's \s takes
    spaces = {chr(c) for c in range(128) if regex.fullmatch(r"\s", chr(c))}
    assert spaces == set(_ASCII_SPACE)


_BOUNDARY_PIECES = st.sampled_from(
    [
        "a",
        "Ab",
        "word",
        "U.S.",
        "e.g.",
        "3.5",
        ".",
        "..",
        "...",
        "!",
        "?",
        "!?",
        "?!",
        ".)",
        '."',
        "!)",
        "?'",
        ")",
        "]",
        '"',
        "'",
        " ",
        "  ",
        "\n",
        "\t",
        "\x0b",
        "\x1c",
        "\x1f",
        "Dr.",
        "x",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_BOUNDARY_PIECES, max_size=40).map("".join))
def test_boundaries_tried_only_at_the_marks_are_those_the_search_finds(body):
    marks = [i for i, c in enumerate(body) if c in ".!?"]
    found = [(m.start(), m.end(), m.end(1), m.group()) for m in _ascii_matches(body, marks)]
    assert found == [(m.start(), m.end(), m.end(1), m.group()) for m in BOUNDARY_RE.finditer(body)]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        _BOUNDARY_PIECES | st.sampled_from(["\n\n", "# ", "- ", "The end. ", "It rose 3%. ", "held.The", "!X"]),
        min_size=1,
        max_size=400,
    ).filter(lambda pieces: "".join(pieces))
)
def test_a_long_ascii_text_read_by_its_marks_splits_as_read_block_by_block(pieces):
    joined = "".join(pieces)
    text = joined * (MARKS_READ_AT // len(joined) + 1)  # long enough for its marks to be read in one scan
    marks = _marks(text)
    assert marks is not None
    assert marks.at == [i for i, c in enumerate(text) if c in ".!?"]
    spans = [(0, len(text)), (len(text) // 3, len(text) // 2)]
    spans += [(a, b) for i in marks.glued[:10] + marks.at[:10] for a, b in ((i, i + 1), (i, i + 2), (i - 3, i + 1))]
    for start, end in spans:
        found = _ASCII_GLUED_PAIR.search(text[max(start, 0) : end]) is not None
        assert marks.glued_within(max(start, 0), end) == found
    by_marks = sentences(text)
    with patch("evidencedesk.text.segment._marks", lambda text: None):
        assert by_marks == sentences(text)
