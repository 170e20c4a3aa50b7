"""Which language a text is written in, read from its script and a few frequent words.

The checks read word lists by language (``text.lexicon``), the figures reader needs to know whether
"3.400" is three thousand four hundred (German, Spanish) or three point four (English), and the
tokenizer splits Japanese and Chinese differently. Script tells most of it: kana means Japanese, Han
without kana means Chinese. Latin text is English unless the frequent function words of German, French
or Spanish clearly outnumber the English ones. No model, no network: a reader can check every decision.

A claim is read in the draft's language unless its own script says otherwise (a Japanese draft may
quote an English sentence), so a short claim written only in kanji stays Japanese in a Japanese draft.
"""

from __future__ import annotations

from collections import Counter

import regex

DEFAULT = "en"
# The languages whose word lists the checks read, by name (the review page says which a claim was read as).
NAMES = {"en": "English", "ja": "Japanese", "zh": "Chinese", "de": "German", "fr": "French", "es": "Spanish"}
_KANA = regex.compile(r"[\p{Hiragana}\p{Katakana}ー]")
_HAN = regex.compile(r"\p{Han}")
_CJK = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}]")
_LATIN_WORD = regex.compile(r"\p{Latin}+")
# ASCII text lower-cased with every character but a letter made a space: its words are then what
# "[a-z]+" finds in the lower-cased text, split off by ``str.split`` at a third of the cost
_ASCII_LETTERS = str.maketrans({chr(c): chr(c).lower() if chr(c).isalpha() else " " for c in range(128)})
_FIRST_CJK = "\u2e80"  # every kana and Han character (and ー) sits at or above the CJK radicals
SAMPLE_CHARS = 20_000  # a document's language is read from its opening; enough for any prose

# Function words that occur in nearly every sentence of their language and rarely in the others.
_MARKERS = {
    "en": frozenset("the and of to is was that with for are were this which not from a an on in by has have".split()),
    "de": frozenset(
        "der die das und ist nicht mit den dem ein eine einer sich auf für wurde sind auch von im hat haben keine "
        "kein zu bei nach um aus wird werden".split()
    ),
    "fr": frozenset(
        "le la les et est une des du dans pour que qui pas sur ne au aux été sont avec a de en soit à ont il elle "
        "n".split()
    ),
    "es": frozenset("el la los las y es una del en que por con para se no fue son al como más de un lo ha han".split()),
}


def _marker_languages() -> dict[str, tuple[str, ...]]:
    """Each marker word with the languages it marks, in the order of ``_MARKERS`` (one look-up per
    distinct word of a sample instead of one per language)."""
    out: dict[str, tuple[str, ...]] = {}
    for lang, words in _MARKERS.items():
        for word in words:
            out[word] = (*out.get(word, ()), lang)
    return out


_MARKER_OF = _marker_languages()


def detect(text: str, default: str = DEFAULT) -> str:
    """The language of ``text`` (ISO 639-1): "ja", "zh", or one of the Latin-script languages."""
    sample = text[:SAMPLE_CHARS]
    kana = han = 0
    if sample.isascii():  # known at no cost: no kana or Han, and the Latin letters are a to z
        latin = sample.translate(_ASCII_LETTERS).split()
    else:
        if max(sample) >= _FIRST_CJK:  # no character that far up: no kana or Han to count
            kana = len(_KANA.findall(sample))
            han = len(_HAN.findall(sample))
        latin = _LATIN_WORD.findall(sample.lower())
    if kana + han and kana + han >= len("".join(latin)) / 4:
        # Japanese writes its grammar in kana: even a kanji-heavy regulation has several per sentence.
        return "ja" if kana * 20 >= han else "zh"
    if not latin:
        return default
    # only the marker words are counted, picked out in one pass of C (a sample of 20,000 characters holds
    # thousands of words, most of them no language's marker): every count read below is a marker's, and
    # the markers keep the order in which they first appear (``_first_to_score``)
    found = Counter(filter(_MARKER_OF.__contains__, latin))
    present = found.keys()
    if not present:
        return default
    counts: dict[str, int] = {}
    for w in present:
        for lang in _MARKER_OF[w]:
            counts[lang] = counts.get(lang, 0) + found[w]
    hits = max(counts.values())
    leaders = [lang for lang, n in counts.items() if n == hits]
    best = leaders[0] if len(leaders) == 1 else _first_to_score(found, leaders)
    # German, French and Spanish must clearly outnumber English, since they share a few markers with it.
    if best != "en" and hits >= 2 and hits > 1.5 * counts.get("en", 0):
        return best
    return "en" if counts.get("en") else default


def _first_to_score(found: Counter[str], leaders: list[str]) -> str:
    """Of languages tied on hits, the one whose first marker word comes first in the sample (in the
    order of ``_MARKERS`` for one word marking several), as a word-by-word count breaks the tie."""
    # ``found`` holds the sample's distinct marker words in order of first appearance
    return next(lang for w in found for lang in _MARKER_OF.get(w, ()) if lang in leaders)


def claim_language(text: str, document_lang: str) -> str:
    """A claim's language: its own script when that says Japanese or Chinese, or Latin text in a CJK
    draft; otherwise the draft's language (a short Latin claim is too short to tell German from English).
    Called for every claim, so a Latin claim in a Latin draft costs one scan for CJK characters."""
    if _CJK.search(text) is None:
        return detect(text) if document_lang in {"ja", "zh"} else document_lang
    own = detect(text, document_lang)
    # kanji alone cannot tell Japanese from Chinese: a Japanese draft's kanji-only claim is Japanese
    return "ja" if own == "zh" and document_lang == "ja" and not _KANA.search(text) else own
