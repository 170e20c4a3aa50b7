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

The rules are those of the quotation-verification reference (whole words and whole numbers; folding only
the differences a faithful quotation brings; passages, elisions, line wraps and negations). Where it is
silent, these rules go further, each to keep its principle (a quotation verifies only when it is really
there, and the differences a faithful quotation introduces are folded away):

- *Numbers are whole in every form they are written in.* A digit of any script, a superscript or
  subscript digit or a vulgar fraction next to a number continues it ("10" is not in "10⁶" nor "1" in
  "1½"); a decimal point or group separator between digits joins them also in full width and in
  Arabic ("45" is not in "４５．２", "1" not in "1，200"), though the fold leaves those marks as
  written; a bare "." before a number is its decimal point ("5 mg" is not in ".5 mg"); and the full stop
  a model may add after a quotation is a decimal point where a digit follows it ("rose 45." is not in
  "rose 45.2%"). Refusing "2020" before a superscript footnote mark is the price: a false "unverified"
  is checked by the reader, a false "verified" is not.
- *A dash is a sign only where it can be one* (``text.fold.dash_binds_number``). Hyphens and minus signs
  before a number are signs, any dash after a digit makes a range, an en dash after a space is a typeset
  minus; an em dash, a horizontal bar, or an en dash glued to a word is punctuation, so "42 patients" is
  in "cohort—42 patients". The second matcher widens its window by the same reading.
- *A hyphenated compound is one word.* A quotation may not start or stop at a hyphen (ASCII, U+2010,
  U+2011) inside a compound, nor at one that breaks it across lines: "were HIV" is not in "were
  HIV-negative", "a 12" not in "a 12-month trial". Dashes join no compounds, and the loose fold joins two
  words only across a hyphen.
- *List labels count up.* A bullet or a circled number marks a list item wherever it stands; a label such
  as "1.", "b)", "iv." or "(ii)" marks one only when two or more labels of one kind count up, because a
  wrapped line may open with a figure and a full stop ("was\n54. Most"), and reading that as a list
  would drop the figure from the comparison. A line without a marker goes on with the item above it.
- *Korean words carry particles.* A Korean quotation may stop before a particle or ending written on to
  its last word (``occurrences.KOREAN_ENDINGS``: case and topic particles, the copula, the quotative), as
  "120명" in "120명이었다"; it still starts on a whole word and keeps its numbers whole.
- *Lao, Khmer and Myanmar are written without spaces*, like Thai: a quotation may start and end inside a
  word there. Their negations are not in the lexicon, so an elision over them is refused.
- *A trailing full-width or ideographic comma is packaging* in Chinese and Japanese, as a trailing full
  stop is: models end a quoted clause with one.
- *Quote marks around one part of an elided passage are packaging* ('Revenue fell ... "Costs rose 30%"');
  the part keeps the rules of an elision (order, sentence start, no negation left out), unlike
  separately quoted passages, which may come from anywhere.
- *Near-negations may not be elided either* ("hardly", "scarcely", "barely" and their kin in the
  lexicon's ``NEAR_WORDS``): "the drug ... worked" is not "the drug hardly worked". "No." before a number
  is the abbreviation of "number" and no negation. The second matcher counts near-negations among the
  tokens a near-verbatim quotation must keep.
- *An elision spans one passage*: parts more than ``MAX_ELISION_GAP`` characters apart are not one
  passage with words left out, and the search gives up after a fixed number of placements and trials
  (the ``MAX_*`` limits) rather than slow down on a long source.
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
from .source import Sources
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
    "Sources",
    "QuoteCheck",
    "claim_quotes",
    "critical_tokens",
    "find_quotations",
    "is_scare_quote",
    "run_cli",
    "verify_quote",
    "verify_quote_in",
]
