from __future__ import annotations

import pytest

from evidencedesk.text.keys import key_of
from evidencedesk.text.tokens import stem, tokenize


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
        ("running", "run"),
        ("rebalanced", "rebalance"),
    ],
)
def test_light_stemming_joins_inflections(a, b):
    assert stem(a) == stem(b)


def test_stemming_is_light():
    assert stem("university") != stem("universe")


def test_paraphrase_lexicon_folds_near_synonyms_into_one_key():
    assert key_of("rose") == key_of("increased") == key_of("climbs")
    assert key_of("fell") == key_of("declined")
    assert key_of("rose") != key_of("fell")


def test_stop_words_do_not_become_keys():
    assert key_of("the") is None and key_of("of") is None


def test_numbers_keep_their_decimal_point_and_drop_group_separators():
    assert [t.norm for t in tokenize("0.41 to 1,204 and .45")] == ["0.41", "to", "1204", "and", ".45"]
