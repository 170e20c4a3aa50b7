"""The word lists the checks read, one module per language, all of one shape.

Every language module defines the same names (``STOP_WORDS``, ``NEGATIONS``, ``UP``, ``DOWN``, ...), so
a check reads ``analysis.lex.NEGATIONS`` and works in whichever language the text was read as.
``negation`` is not a language: it holds the negations of every language the project knows, shared by
the language modules and the quotation verifier.
"""

from __future__ import annotations

from types import ModuleType

from . import de, en, es, fr, ja, zh

LANGUAGES: dict[str, ModuleType] = {"en": en, "ja": ja, "zh": zh, "de": de, "fr": fr, "es": es}


def lexicon(lang: str) -> ModuleType:
    """The word lists for ``lang`` (an ISO 639-1 code); English for a language without its own."""
    return LANGUAGES.get(lang, en)
