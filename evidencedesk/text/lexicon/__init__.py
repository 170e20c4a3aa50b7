"""The word lists the checks read, one module per language, all of one shape.

Every language module defines the same names (``STOP_WORDS``, ``NEGATIONS``, ``UP``, ``DOWN``, ...), so
a check reads ``analysis.lex.NEGATIONS`` and works in whichever language the text was read as.
``negation`` is not a language: it holds the negations of every language the project knows, shared by
the language modules and the quotation verifier. ``english_only`` is not one either: it holds, empty,
the lists only English has so far, which the other languages take so that they keep English's shape.
"""

from __future__ import annotations

from functools import lru_cache
from types import ModuleType

from ..tokens import stem
from . import de, en, es, fr, ja, zh

LANGUAGES: dict[str, ModuleType] = {"en": en, "ja": ja, "zh": zh, "de": de, "fr": fr, "es": es}


def lexicon(lang: str) -> ModuleType:
    """The word lists for ``lang`` (an ISO 639-1 code); English for a language without its own."""
    return LANGUAGES.get(lang, en)


@lru_cache(maxsize=65536)
def adjective_of(word: str) -> str:
    """The adjective an English adverb is made from ("deliberately" -> "deliberate", "sharply" -> "sharp",
    "steadily" -> "steady", "probably" -> "probable"), so that "was deliberate" and "deliberately" share
    a key; words too short to be such adverbs ("only", "early", "supply") stay as they are."""
    if len(word) < 7 or not word.endswith("ly") or not word.isalpha():
        return word
    if word.endswith("ily"):
        return word[:-3] + "y"
    if word.endswith("bly"):
        return word[:-1] + "e"
    return word[:-2]


# Lengths of adverbs too short for adjective_of ("slowly", "deeply", "highly", "poorly"), read as their
# adjective only when it has an antonym, so that "early", "supply" and "family" stay as they are.
_SHORT_ADVERB = (5, 6)


@lru_cache(maxsize=65536)
def lemma_stems(lex: ModuleType, word: str) -> frozenset[str]:
    """The light stems a case-folded word may be a form of: its own, its lemma's when the language lists
    it as irregular ("rose" -> rise, "fell" -> fall), its positive's when it ends like a comparative
    ("larger" -> large, "earlier" -> early), and an adverb's adjective ("seriously" -> serious; a short
    one only when the adjective has an opposite and the language does not list it as no adverb of manner:
    "slowly" -> slow, not "nearly" -> near). Kept per
    language and word: the lists are constants, and the checks ask for the same words of every passage."""
    out = {stem(word), stem(adjective_of(word))}
    if (
        len(word) in _SHORT_ADVERB
        and word.endswith("ly")
        and stem(word[:-2]) in lex.ANTONYMS
        and word not in lex.NOT_MANNER_ADVERBS
    ):
        out.add(stem(word[:-2]))  # a short adverb of an adjective with an opposite: "slowly", "deeply", "widely"
    if word in lex.IRREGULAR_FORMS:
        out.add(stem(lex.IRREGULAR_FORMS[word]))
    elif word in lex.PAST_FORMS:
        out.add(stem(lex.PAST_FORMS[word]))  # "took" -> take, read against "will take"
    for ending in lex.COMPARATIVE_ENDINGS:
        base = word[: -len(ending)]
        if word.endswith(ending) and len(base) >= 3:
            if ending.startswith("i"):
                base += "y"  # "earlier" -> "early"
            out |= {stem(base), stem(base + "e")}  # "smaller" -> "small", "larger" -> "large"
            if base[-1] == base[-2]:
                out.add(stem(base[:-1]))  # "bigger" -> "big"
            break
    return frozenset(out)


def are_antonyms(lex: ModuleType, a: str, b: str) -> bool:
    """Whether two case-folded words are antonyms in the language's table (WordNet's, for English), in
    any of their forms."""
    theirs = lemma_stems(lex, b)
    return any(lex.ANTONYMS.get(s, frozenset()) & theirs for s in lemma_stems(lex, a))
