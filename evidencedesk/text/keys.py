"""The index key of a word: the one form under which retrieval and the checks compare words.

A key is the word's light stem, case-folded, an irregular form read as its lemma ("struck" as "strike"),
with near-synonyms from the paraphrase lexicon folded to one head ("rose", "increased" and "grew" share a
key); numbers keep their digits; stop words and lone symbols have none. Retrieval indexes passages by
these keys and the checks align clauses by them, so the two always agree on what "the same word" means.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .lexicon import adjective_of, en, ja, zh
from .tokens import normalise, stem, token_texts


def _paraphrase_keys() -> dict[str, str]:
    keys: dict[str, str] = {}
    for group in (*en.PARAPHRASES, *ja.PARAPHRASES, *zh.PARAPHRASES):
        head = stem(group[0])
        for word in group:
            if " " not in word:
                keys[stem(normalise(word))] = head
    return keys


PARAPHRASE_KEY = _paraphrase_keys()


_NUMBER_PART = re.compile(r"[-+−]?[\d.]*")  # a number token's key leaves its unit (10万円 -> 10)
# Japanese and Chinese stop words share no spelling with English ones (another script), so one set serves
# every text whatever its language.
STOP_WORDS = en.STOP_WORDS | ja.STOP_WORDS | zh.STOP_WORDS


def _compute_key(raw: str) -> str | None:
    norm = normalise(raw)
    if norm in STOP_WORDS:
        return None
    if norm.lstrip("+-.−")[:1].isdigit():
        return _NUMBER_PART.match(norm).group().lstrip("+").replace("−", "-")
    if len(norm) < 2 and (not norm.isalnum() or "\u3041" <= norm <= "\u309f"):
        return None  # a lone symbol, or a lone kana left over from a verb's ending
    lemma = en.IRREGULAR_FORMS.get(norm)  # "struck" is a form of "strike", "sold" of "sell"
    s = stem(lemma if lemma is not None else adjective_of(norm))
    return PARAPHRASE_KEY.get(s, s)


KEY_CACHE_SIZE = 500_000


class _KeyCache(dict):
    """Raw token -> index key, filled on first sight (bounded, so a long-running server stays small)."""

    def __missing__(self, raw: str) -> str | None:
        key = _compute_key(raw)
        if len(self) < KEY_CACHE_SIZE:
            self[raw] = key
        return key


_KEYS = _KeyCache()


# The index key of one token as written, or None for a stop word or a lone symbol: the cache's own look-up,
# with no Python call in front of it (a review looks up half a million words, most of them in the checks).
key_of: Callable[[str], str | None] = _KEYS.__getitem__


def keys_of_text(text: str, lang: str | None = None) -> list[str]:
    """The index keys of a text, in order (the indexing hot path, hence the cache in front of key_of)."""
    return [k for k in map(_KEYS.__getitem__, token_texts(text, lang)) if k]
