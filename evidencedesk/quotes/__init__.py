"""The quotation verifier: is a quoted span really in the source, character for character?

Quotation marks promise the reader that the words can be checked, which is why an invented quotation
persuades more than an invented claim, and why every quotation is checked here. Two matchers look at it:
the first decides whether it is verified and scores how much of it matches; the second measures how close
the nearest source window comes (similarity, coverage, edits, critical tokens) and is recorded beside the
verdict without deciding it yet.

Modules, from the shared ground up to the entry points:

- ``chars``, ``negations``: what counts as a word, a number, a script without spaces, a negation;
- ``source``: a source folded and indexed once, for both matchers;
- ``marks``: the words a text puts between quotation marks;
- ``passages``, ``occurrences``, ``sentences``, ``placing``, ``runs``: the parts of the first matcher,
  put together in ``first_matcher``;
- ``second_matcher``: the closest window by edit distance, and the status it gives;
- ``result``: ``QuoteCheck``, what both matchers found;
- ``verify``: ``verify_quote`` and ``verify_quote_in``, both matchers against one source or several;
- ``claims``: every quotation of a claim, verified (``claim_quotes``);
- ``cli``: the ``evidencedesk quote`` command.
"""

from __future__ import annotations

from .claims import SCARE_QUOTE_WORDS, claim_quotes, is_scare_quote
from .cli import run_cli
from .marks import find_quotations
from .negations import COVERED_SCRIPTS, NEGATION_MARKERS, NEGATION_WORDS
from .occurrences import MAX_OCCURRENCES
from .placing import MAX_ELISION_GAP, MAX_ELISION_TRIALS, MAX_PLACEMENTS
from .result import QuoteCheck
from .runs import MAX_RUN_PROBES
from .second_matcher import (
    MAX_ALIGN_CELLS,
    MAX_ALIGN_CHARS,
    MAX_ANCHOR_GRAMS,
    MAX_ANCHOR_HITS,
    MAX_REGIONS,
    MAX_TIED_ENDS,
    NEAR_VERBATIM_MIN_WORDS,
    NEAR_VERBATIM_SIM,
    NEAR_VERBATIM_SIM_SHORT,
    NUMBER_WORDS,
    SHORT_PASSAGE_CHARS,
    SMALL_SOURCE_CHARS,
    critical_tokens,
)
from .verify import verify_quote, verify_quote_in

__all__ = [
    "COVERED_SCRIPTS",
    "MAX_ALIGN_CELLS",
    "MAX_ALIGN_CHARS",
    "MAX_ANCHOR_GRAMS",
    "MAX_ANCHOR_HITS",
    "MAX_ELISION_GAP",
    "MAX_ELISION_TRIALS",
    "MAX_OCCURRENCES",
    "MAX_PLACEMENTS",
    "MAX_REGIONS",
    "MAX_RUN_PROBES",
    "MAX_TIED_ENDS",
    "NEAR_VERBATIM_MIN_WORDS",
    "NEAR_VERBATIM_SIM",
    "NEAR_VERBATIM_SIM_SHORT",
    "NEGATION_MARKERS",
    "NEGATION_WORDS",
    "NUMBER_WORDS",
    "SCARE_QUOTE_WORDS",
    "SHORT_PASSAGE_CHARS",
    "SMALL_SOURCE_CHARS",
    "QuoteCheck",
    "claim_quotes",
    "critical_tokens",
    "find_quotations",
    "is_scare_quote",
    "run_cli",
    "verify_quote",
    "verify_quote_in",
]
