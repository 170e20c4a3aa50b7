"""Synthetic sources and drafts for the speed run, made with a fixed seed at any size.

The prose is vocabulary-based: facts (an organisation's measure, a figure, a change, a year, a person)
set among filler sentences drawn from a Zipf-weighted vocabulary, so that the index sees a realistic
spread of common and rare words. Draft claims restate facts of the sources in other words, some with a
figure changed and some about facts no source holds, so every stage of the engine has real work.
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass, replace

FUNCTION_WORDS = ("the", "of", "and", "in", "to", "for", "with", "on", "by", "across", "from", "as")
SYLLABLES = (
    "ka",
    "lo",
    "mer",
    "din",
    "ta",
    "vor",
    "sel",
    "ri",
    "an",
    "bo",
    "tess",
    "qua",
    "ul",
    "pen",
    "dra",
    "mi",
    "sor",
    "va",
    "lin",
    "to",
    "ge",
    "char",
    "ne",
    "pol",
)
ORG_SUFFIXES = ("Labs", "Foods", "Systems", "Health", "Energy", "Group", "Logistics", "Bank", "Media")
FIRST_NAMES = (
    "Mara",
    "Tomas",
    "Ines",
    "Kofi",
    "Lena",
    "Ravi",
    "Sofia",
    "Emil",
    "Yara",
    "Jonas",
    "Noor",
    "Pavel",
    "Aiko",
    "Dario",
    "Hanna",
    "Omar",
)
LAST_NAMES = (
    "Ilves",
    "Okafor",
    "Brandt",
    "Moreau",
    "Sato",
    "Lindqvist",
    "Haddad",
    "Novak",
    "Ferreira",
    "Kowalski",
    "Achebe",
    "Rossi",
    "Tanaka",
    "Varga",
    "Delgado",
    "Nyberg",
)
MEASURES = (
    ("revenue", "million euros"),
    ("operating margin", "percent"),
    ("customer churn", "percent"),
    ("headcount", "employees"),
    ("median latency", "ms"),
    ("order volume", "orders"),
    ("energy use", "MWh"),
    ("water use", "cubic metres"),
    ("return rate", "percent"),
    ("research spending", "million euros"),
    ("active users", "thousand users"),
    ("delivery time", "days"),
    ("emissions", "tonnes"),
    ("survey response rate", "percent"),
)
RISE, FALL = ("rose", "grew", "increased", "climbed"), ("fell", "dropped", "decreased", "declined")


@dataclass(frozen=True)
class Fact:
    org: str
    person: str
    measure: str
    unit: str
    value: float
    change: int
    up: bool
    year: int


class Writer:
    """Everything drawn from one ``random.Random(seed)``, so a size and a seed always give the same text."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        syllable_words = {"".join(parts) for n in (2, 3) for parts in itertools.product(SYLLABLES, repeat=n)}
        vocabulary = sorted(syllable_words)
        self.rng.shuffle(vocabulary)
        self.vocabulary = vocabulary[:4000]
        self.weights = list(itertools.accumulate(1 / rank for rank in range(1, len(self.vocabulary) + 1)))
        names = sorted({"".join(self.rng.sample(SYLLABLES, 2)).capitalize() for _ in range(400)})
        self.orgs = [f"{name} {self.rng.choice(ORG_SUFFIXES)}" for name in names]
        self.people = [f"{first} {last}" for first in FIRST_NAMES for last in LAST_NAMES]

    def fact(self) -> Fact:
        measure, unit = self.rng.choice(MEASURES)
        value = round(self.rng.uniform(1, 100), 1) if unit == "percent" else self.rng.randint(10, 9000)
        return Fact(
            self.rng.choice(self.orgs),
            self.rng.choice(self.people),
            measure,
            unit,
            value,
            self.rng.randint(2, 40),
            self.rng.random() < 0.5,
            self.rng.randint(2015, 2025),
        )

    def filler(self) -> str:
        words = self.rng.choices(self.vocabulary, cum_weights=self.weights, k=self.rng.randint(8, 18))
        for position in range(2, len(words), 4):
            words[position] = self.rng.choice(FUNCTION_WORDS)
        return " ".join(words).capitalize() + "."

    def source_sentence(self, f: Fact) -> str:
        verb = self.rng.choice(RISE if f.up else FALL)
        return self.rng.choice(
            (
                f"In {f.year}, {f.org} reported {f.measure} of {_amount(f)}, which {verb} {f.change}% on the "
                "year before.",
                f"{f.org}'s {f.measure} {verb} by {f.change}% to {_amount(f)} in {f.year}, according to {f.person}.",
            )
        )

    def claim(self, f: Fact) -> str:
        verb = self.rng.choice(RISE if f.up else FALL)
        return self.rng.choice(
            (
                f"{f.person} said {f.org}'s {f.measure} {verb} {f.change}% in {f.year}, to {_amount(f)}.",
                f"The {f.measure} of {f.org} was {_amount(f)} in {f.year}, after it {verb} by {f.change}%.",
            )
        )


def _quoting(rng: random.Random, sentence: str) -> str:
    """A claim quoting eight words of a source sentence, one time in four with its first figure changed."""
    words = sentence.rstrip(".").split()
    start = rng.randint(0, max(0, len(words) - 8))
    quoted = " ".join(words[start : start + 8])
    if rng.random() < 0.25:
        quoted = re.sub(r"\d+", lambda m: str(int(m.group()) + 1), quoted, count=1)
    return f'The filing puts it plainly: "{quoted}".'


def _amount(f: Fact) -> str:
    return f"{f.value}%" if f.unit == "percent" else f"{f.value:,} {f.unit}"


def corpus(
    claims: int, source_bytes: int, seed: int, file_bytes: int = 1_000_000, quote_share: float = 0.0
) -> tuple[dict[str, str], str]:
    """Sources (name -> text, files of about ``file_bytes``) totalling about ``source_bytes`` of UTF-8,
    and a draft of ``claims`` one-sentence claims in paragraphs of five.

    A share ``quote_share`` of the claims quote the words of a source sentence, most of them as written
    and some with a figure changed, since a quotation costs the engine a search of every source file.
    """
    writer = Writer(seed)
    rng = writer.rng
    facts: list[Fact] = []
    said: list[str] = []  # the source sentence of each fact
    sources: dict[str, str] = {}
    paragraphs: list[str] = []
    size = written = 0
    while written < source_bytes:
        sentences = []
        for _ in range(rng.randint(3, 6)):
            if rng.random() < 0.35:
                facts.append(writer.fact())
                sentences.append(writer.source_sentence(facts[-1]))
                said.append(sentences[-1])
            else:
                sentences.append(writer.filler())
        paragraph = " ".join(sentences)
        paragraphs.append(paragraph)
        size += len(paragraph) + 2
        written += len(paragraph) + 2
        if size >= file_bytes or written >= source_bytes:
            sources[f"source-{len(sources) + 1:03d}.md"] = "\n\n".join(paragraphs) + "\n"
            paragraphs, size = [], 0
    facts = facts or [writer.fact()]
    lines = []
    for _ in range(claims):
        if said and quote_share and rng.random() < quote_share:
            lines.append(_quoting(rng, rng.choice(said)))
            continue
        fact = rng.choice(facts)
        roll = rng.random()
        if roll < 0.15:
            fact = replace(fact, change=fact.change + rng.randint(1, 9))
        elif roll < 0.25:
            fact = writer.fact()
        lines.append(writer.claim(fact))
    draft = "\n\n".join(" ".join(lines[i : i + 5]) for i in range(0, len(lines), 5)) + "\n"
    return sources, draft
