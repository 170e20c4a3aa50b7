"""Figures: every number in a text as written, parsed so that a claim's figure can be set against a source's.

An earlier tool stripped commas and spaces and compared digit strings, so "5%" was found inside "25%",
".45" inside "1.45", and "a 20% drop in error" looked like "20%" of anything. Here each figure is read
whole, with its sign, unit, multiplier, hedge and comparator, and compared by meaning (`same_value`).

Choices made on ambiguous spellings (the tests pin each one):

- Spans cover the number with its sign, currency, multiplier, percent sign and unit; hedges ("about",
  "~") and comparators ("more than", "<") stay outside the span and only set `approx` / `comparator`.
- Numbers glued to letters are identifiers, not figures: "COVID-19", "GPT-4", "F1", "B2B", "v2.1", "3D".
  Exceptions: "FY2023" (a year, span includes "FY") and "mid-2023" / "pre-2020" (years).
  Numbers after a space are figures even in names ("ISO 9001" is a count), except labels: citations
  ("[12]") and numbers after "Table", "Figure", "Section", "p.", "phase", "No." and the like.
- Dotted sequences ("3.2.1") and slash forms other than a small proper fraction ("24/7", "12/03/2024")
  are skipped. A time of day ("8pm", "8 p.m.", "7.30pm", "1:34 PM", "20:00") is kind "time", its value
  the minutes after midnight, so "8 pm" and "20:00" are one figure and "8 pm" is not a count of 8.
  "3/4" is a ratio 0.75.
- "1,204" groups only when every group after the first has exactly three digits and the first has one to
  three; "in 2019, 45 people" and "3,4 and 5" stay separate numbers. Thin, narrow no-break and no-break
  spaces group like commas; an ordinary space never does.
- A 4-digit integer from 1800 to 2100 with no separator, unit or sign is kind "year" ("2000 people" too:
  `same_value` treats years and counts as one family, so this costs nothing). "1990s" is the years 1990
  to 1999, "the early 1990s" 1990 to 1993, "the mid-1990s" 1993 to 1997, "the late 1990s" 1997 to 1999.
- Dates: a day next to a month name ("12 March 2024", "March 12") is kind "ordinal" (the 12th day); the
  year is kind "year". ISO dates ("2024-03-12") are one figure of kind "date" with value 20240312.
- "one" is a figure only when a unit, percent, currency, multiplier, "in N", "to N" or "of (the) N" follows ("one hour",
  "one million", "one in five", "one to three years"), never alone ("one of the students"). "first" and
  "second" alone are not figures ("first, we..."); "twice"/"thrice" are factors only before a comparison
  or what another thing has ("twice as many", "twice last year's total"; not "met twice").
- "$" is read as USD, "pounds" as GBP ("lb"/"lbs" are mass), "bps"/"bp" as basis points (0.01 pp),
  "m" as metres unless a currency precedes it ("$45m" is 45 million) or a currency, a unit word,
  "people" or, after a decimal, a plural noun follows it ("410m kroner", "1.2m tonnes", "2.4m
  households"). "points" means percentage points only after a percent figure or the word "percent"
  earlier in the same text, or before the percent it went to or from ("rose 0.4 points to 5.2%");
  otherwise it is a count.
- A range needs low < high; "from X to Y" is always two figures (a change); "between X and Y" and
  "X to Y" / "X-Y" / "X–Y" are ranges, and a unit or multiplier written on one end applies to both.
  Ranges in words ("two to three years") join with "to" or "and", never a hyphen ("twenty-three").
  "52–48" does not rise, so it is two figures (a score).
- A bare decimal below one ("0.41", ".45") is kind "ratio"; `same_value` equates ratio 0.85 with 85%.
  Fractions are ratios too: "3/4", "two-thirds", "a third of", "by a third", "by half" (not "by half an
  hour"), "half of the", "one in
  five", "9 out of 10". "a third study" is an ordinal; "the first half of 2023" has no fraction.
- An age ("the 19-year-old", "19 years old", "aged 19", "at the age of 19", "died at 19") is a count
  with unit "years old", and meets a bare 19 ("Lindqvist, 19,"); a time taken ("2:06.31", "2:04:35") is
  a span in seconds; a span written in parts, largest first, is one span ("1min 12sec" is 72 s, "12 years
  and seven months" 151 months).
- "over" before a duration is a period, not a bound ("$1.2 million over two years"); elsewhere "over 20"
  is "> 20". "nearly", "almost" and the other hedges set `approx` and no comparator.
- Not read: scientific notation ("1e6" is skipped as an identifier), ranges mixing words and digits
  ("two to 3"), "a third" split by a line break or double space (read as the ordinal), Roman numerals,
  "±" (the margin is a separate count). Full-width digits, CJK multipliers and units, and the number
  spellings of German, French and Spanish are read by `figures_intl`, which `extract_figures` hands them to.

Speed: the engine runs this on every sentence of sources up to 20 MB. A sentence with neither a digit
nor a number word is dismissed by two searches that start with a character class (which the regex engine
scans for in C); number words are then found by one prefix-tree regex over the lower-cased text; only
candidates get the full reading. Every word list is a prefix tree, and the searches around a number
(label, month, currency, range, postfix comparator) run only when the characters next to it allow one.
tests/unit/test_figures_corpus.py pins the output on 6,069 real sentences.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..model import Figure
from . import figures_intl
from .lexicon import en as _en
from .tokens import GROUP_SEPARATORS, GROUP_SPACES

# The words of change of the lexicon that are no verb before a figure ("more 3 to 5", "growth 2-3%")
_NOT_CHANGE_VERBS = frozenset("more less fewer higher lower growth reduction contraction".split())

__all__ = [
    "derivation",
    "describe",
    "extract_figures",
    "implied_factor",
    "number_word",
    "rounds_to",
    "same_value",
    "to_base",
]

_SPACE_CHARS = " " + GROUP_SPACES
_SPACE = f"[{_SPACE_CHARS}]"
_SPACE_OR_HYPHEN = f"[{_SPACE_CHARS}-]"
_SIGNS = {"-": -1.0, "+": 1.0, "\u2212": -1.0}
_OPENERS = "([{:;=<>≤≥~≈∼\"'“‘/"  # after these (or a space) a dash is a minus sign, elsewhere a hyphen
_WORD_END = r"(?![A-Za-z0-9_])"

# ---------------------------------------------------------------------------------------------------------
# Vocabulary

_CARDINALS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_SCALES = {"hundred": 1e2, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
# The words that write a number or its scale ("twelve", "million"): never what a figure measures.
NUMBER_WORDS = frozenset(_CARDINALS) | frozenset(_SCALES)
_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
    "thirteenth": 13,
    "fourteenth": 14,
    "fifteenth": 15,
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
    "thirtieth": 30,
    "fortieth": 40,
    "fiftieth": 50,
    "sixtieth": 60,
    "seventieth": 70,
    "eightieth": 80,
    "ninetieth": 90,
    "hundredth": 100,
    "thousandth": 1000,
}
# Standalone ordinals that are figures; "first"/"second" are mostly discourse words ("first, we ...", "for
# a second") and are figures only after a determiner and before the noun they number: "its second title",
# "the first half", "in the second quarter", "the club's second league title".
_DISCOURSE_ORDINALS = {"first", "second"}
_LONE_ORDINALS = set(_ORDINALS) - _DISCOURSE_ORDINALS
_ORDINAL_DETERMINER = re.compile(r"(?:\b(?:the|its|their|his|her|our)|\w['’]s)\s+\Z", re.IGNORECASE)
_NOUN_AFTER = re.compile(r"\s+(?!of\b|and\b|or\b|to\b|in\b|time\b)[a-z]", re.IGNORECASE)
# ... or after a verb of placing, where it is a position: "finished second", "came first", "was ranked
# second", "ended up first", and a move in a table: "moved up to second", "slipped to first".
_RANKED = re.compile(
    r"\b(?:finish(?:ed|es)?|c[ao]mes?|placed?|places|rank(?:ed|s)?|end(?:ed|s)?\s+up"
    r"|(?:mov(?:ed|es?)|climb(?:ed|s)?|rose|rises?|slipp(?:ed)?|slips?|dropp(?:ed)?|drops?|fell|falls?)"
    r"(?:\s+(?:up|down|back))?\s+to)\s+\Z",
    re.IGNORECASE,
)
# ... or after a form of "be", before what places it: "was second in the men's race", "is first behind
# Leeds", "were third overall", "finished the day second," (not "was first reported")
# a form of "be", with an adverb of time between: "is now second in the rankings", "was still third"
_BE_BEFORE = re.compile(
    r"\b(?:is|are|was|were|be|been)\s+(?:(?:now|still|currently|again|already|once\s+again)\s+)?\Z", re.IGNORECASE
)
_PLACED_AFTER = re.compile(r"\s+(?:in|behind|overall|place|on|with)\b|\s*[,;.]", re.IGNORECASE)
# ... or straight after a name in a list of placings, before the next one or what it scored: "with Miho
# Ando second and Lena Gruber third", "Carla Diaz second on 33%", "Leeds first, Hull second".
_NAMED_BEFORE = re.compile(r"(?<=[a-z,;] )[A-Z][\w'’.-]*[a-z]\s+\Z")
_LISTED_AFTER = re.compile(r"\s+(?:and|with|on|behind|ahead)\b|\s*[,;.]")
_FACTOR_WORDS = {
    "doubled": 2,
    "doubling": 2,
    "doubles": 2,
    "tripled": 3,
    "tripling": 3,
    "triples": 3,
    "trebled": 3,
    "trebling": 3,
    "quadrupled": 4,
    "quadrupling": 4,
    "halved": 0.5,
    "halving": 0.5,
}
_DENOMINATORS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4} | {
    f"{w}{plural}": n for w, n in _ORDINALS.items() if 5 <= n <= 20 or n in (100, 1000) for plural in ("", "s")
}
_NUMERATORS = {w: n for w, n in _CARDINALS.items() if 1 <= n <= 9}
# "twice" and "thrice" are factors only before a comparison ("twice as many", "twice the rate"), not in
# "met twice".
_TWICE = {"twice": 2, "thrice": 3}
# "double", "triple" are factors before "the" ("triple the previous year's figure", "double the dose"), not
# in "a double room" or "will double as a venue".
_MULTIPLE = {"double": 2, "triple": 3, "treble": 3, "quadruple": 4}
_FOLD_WORDS = {f"{w}fold": v for w, v in _CARDINALS.items() if 2 <= v <= 10} | {
    "hundredfold": 100,
    "thousandfold": 1000,
}

# Abbreviated multipliers: (multiplier, needs a currency before it). Without a currency "45m" is 45 metres
# and "3b" or "3B" is too ambiguous to read as billions.
_MULTIPLIER_ABBREVIATIONS = {
    "k": (1e3, False),
    "K": (1e3, False),
    "M": (1e6, False),
    "mn": (1e6, False),
    "mln": (1e6, False),  # news-wire style: "EUR 40 mln", "5 mln bucks"
    "bln": (1e9, False),
    "bn": (1e9, False),
    "Bn": (1e9, False),
    "BN": (1e9, False),
    "tn": (1e12, False),
    "m": (1e6, True),
    "b": (1e9, True),
    "B": (1e9, True),
}

_CURRENCY_SYMBOLS = {
    "US$": "USD",
    "$": "USD",
    "€": "EUR",
    "£": "GBP",
    "¥": "JPY",
    "₹": "INR",
    "₩": "KRW",
    "A$": "AUD",
    "C$": "CAD",
    "HK$": "HKD",
    "NZ$": "NZD",
    "S$": "SGD",
    "CHF": "CHF",
    "R$": "BRL",
    "RMB": "CNY",
}
_CURRENCY_CODES = (
    "USD",
    "EUR",
    "GBP",
    "JPY",
    "CHF",
    "CNY",
    "INR",
    "AUD",
    "CAD",
    "HKD",
    "NZD",
    "SGD",
    "SEK",
    "NOK",
    "DKK",
    "KRW",
    "BRL",
    "ZAR",
    "MXN",
    "RMB",
    "RUB",
    "PLN",
    "HUF",
    "CZK",
    "IDR",
    "MYR",
    "THB",
    "ILS",
    "NGN",
    "AED",
    "SAR",
)
_CURRENCY_WORDS = {
    "dollar": "USD",
    "dollars": "USD",
    "buck": "USD",  # "5 mln bucks", "a few hundred bucks"
    "bucks": "USD",
    "euro": "EUR",
    "euros": "EUR",
    "pound": "GBP",
    "pounds": "GBP",
    "pound sterling": "GBP",
    "pounds sterling": "GBP",
    "yen": "JPY",
    "yuan": "CNY",
    "rupee": "INR",
    "rupees": "INR",
    # the other currencies a report names in words; "real", "won" and "dong" are left out, being English
    # words too, and a name two countries share is read as one of them ("kroner": Norway's or Denmark's)
    "krona": "SEK",
    "kronor": "SEK",
    "krone": "NOK",
    "kroner": "NOK",
    "franc": "CHF",
    "francs": "CHF",
    "renminbi": "CNY",
    "rouble": "RUB",
    "roubles": "RUB",
    "ruble": "RUB",
    "rubles": "RUB",
    "rand": "ZAR",
    "peso": "MXN",
    "pesos": "MXN",
    "reais": "BRL",
    "lira": "TRY",
    "zloty": "PLN",
    "zlotys": "PLN",
    "forint": "HUF",
    "koruna": "CZK",
    "rupiah": "IDR",
    "ringgit": "MYR",
    "baht": "THB",
    "shekel": "ILS",
    "shekels": "ILS",
    "naira": "NGN",
    "dirham": "AED",
    "dirhams": "AED",
    "riyal": "SAR",
    "riyals": "SAR",
}
_CURRENCY_SIGNS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}

# Unit spellings -> (normalised unit, dimension, factor to the dimension's base unit). Abbreviations are
# case-sensitive and may touch the number ("120ms"); words are case-insensitive and need a space or hyphen.
_BASE_OF_DIMENSION = {
    "time": "s",
    "mass": "g",
    "length": "m",
    "data": "B",
    "frequency": "Hz",
    "rate": "bit/s",
    "power": "W",
    "energy": "Wh",
    "area": "m²",
    "volume": "L",
    "speed": "m/s",
}
_UNITS: dict[str, tuple[str, float]] = {  # normalised unit -> (dimension, factor); dimension "" = as is
    "ns": ("time", 1e-9),
    "µs": ("time", 1e-6),
    "ms": ("time", 1e-3),
    "s": ("time", 1.0),
    "min": ("time", 60.0),
    "h": ("time", 3600.0),
    "d": ("time", 86400.0),
    "wk": ("time", 604800.0),
    "mo": ("time", 2629800.0),
    "yr": ("time", 31557600.0),
    "µg": ("mass", 1e-6),
    "mg": ("mass", 1e-3),
    "g": ("mass", 1.0),
    "kg": ("mass", 1e3),
    "t": ("mass", 1e6),
    "lb": ("mass", 453.59237),
    "oz": ("mass", 28.349523125),
    "nm": ("length", 1e-9),
    "µm": ("length", 1e-6),
    "mm": ("length", 1e-3),
    "cm": ("length", 1e-2),
    "m": ("length", 1.0),
    "km": ("length", 1e3),
    "mi": ("length", 1609.344),
    "ft": ("length", 0.3048),
    "in": ("length", 0.0254),
    "B": ("data", 1.0),
    "KB": ("data", 1e3),
    "MB": ("data", 1e6),
    "GB": ("data", 1e9),
    "TB": ("data", 1e12),
    "PB": ("data", 1e15),
    "KiB": ("data", 1024.0),
    "MiB": ("data", 1024.0**2),
    "GiB": ("data", 1024.0**3),
    "TiB": ("data", 1024.0**4),
    "Hz": ("frequency", 1.0),
    "kHz": ("frequency", 1e3),
    "MHz": ("frequency", 1e6),
    "GHz": ("frequency", 1e9),
    "kbps": ("rate", 1e3),
    "Mbps": ("rate", 1e6),
    "Gbps": ("rate", 1e9),
    "W": ("power", 1.0),
    "kW": ("power", 1e3),
    "MW": ("power", 1e6),
    "GW": ("power", 1e9),
    "m²": ("area", 1.0),
    "km²": ("area", 1e6),
    "mi²": ("area", 2_589_988.110336),
    "ft²": ("area", 0.09290304),
    "ha": ("area", 1e4),
    "m³": ("volume", 1e3),
    "ft³": ("volume", 28.316846592),
    "km³": ("volume", 1e12),
    "ac": ("area", 4_046.8564224),
    "Wh": ("energy", 1.0),
    "kWh": ("energy", 1e3),
    "MWh": ("energy", 1e6),
    "GWh": ("energy", 1e9),
    "TWh": ("energy", 1e12),
    "mL": ("volume", 1e-3),
    "L": ("volume", 1.0),
    "hL": ("volume", 100.0),  # wine and beer output: "36.9 million hectolitres"
    "km/h": ("speed", 1 / 3.6),
    "mph": ("speed", 0.44704),
    "m/s": ("speed", 1.0),
    "°C": ("", 1.0),
    "°F": ("", 1.0),
    "°": ("", 1.0),
    "px": ("", 1.0),
}
_UNIT_ABBREVIATIONS = {
    "ns": "ns",
    "µs": "µs",
    "μs": "µs",
    "ms": "ms",
    "s": "s",
    "sec": "s",
    "secs": "s",
    "min": "min",
    "mins": "min",
    "h": "h",
    "hr": "h",
    "hrs": "h",
    "wk": "wk",
    "wks": "wk",
    "yr": "yr",
    "yrs": "yr",
    "µg": "µg",
    "mg": "mg",
    "g": "g",
    "kg": "kg",
    "lb": "lb",
    "lbs": "lb",
    "oz": "oz",
    "nm": "nm",
    "µm": "µm",
    "mm": "mm",
    "cm": "cm",
    "m": "m",
    "km": "km",
    "mi": "mi",
    "ft": "ft",
    # areas and volumes by their symbols: "16.9m km²", "a 40 m² flat", "4m sq ft of offices", "1,200 ha"
    "km²": "km²",
    "km2": "km²",
    "sq km": "km²",
    "m²": "m²",
    "sq m": "m²",
    "sq ft": "ft²",
    "sq mi": "mi²",
    "mi²": "mi²",
    "mi2": "mi²",
    "ft²": "ft²",
    "m³": "m³",
    "ha": "ha",
    "KB": "KB",
    "kB": "KB",
    "MB": "MB",
    "GB": "GB",
    "TB": "TB",
    "PB": "PB",
    "KiB": "KiB",
    "MiB": "MiB",
    "GiB": "GiB",
    "TiB": "TiB",
    "Hz": "Hz",
    "kHz": "kHz",
    "MHz": "MHz",
    "GHz": "GHz",
    "kbps": "kbps",
    "Kbps": "kbps",
    "Mbps": "Mbps",
    "Gbps": "Gbps",
    "W": "W",
    "kW": "kW",
    "MW": "MW",
    "GW": "GW",
    "Wh": "Wh",
    "kWh": "kWh",
    "MWh": "MWh",
    "GWh": "GWh",
    "TWh": "TWh",
    "ml": "mL",
    "mL": "mL",
    "L": "L",
    "km/h": "km/h",
    "kph": "km/h",
    "mph": "mph",
    "m/s": "m/s",
    "°C": "°C",
    "°F": "°F",
    "° C": "°C",
    "° F": "°F",
    "°": "°",
    "px": "px",
}
_UNIT_WORDS = {
    "nanosecond": "ns",
    "microsecond": "µs",
    "millisecond": "ms",
    "second": "s",
    "minute": "min",
    "hour": "h",
    "day": "d",
    "week": "wk",
    "month": "mo",
    "year": "yr",
    "microgram": "µg",
    "milligram": "mg",
    "gram": "g",
    "gramme": "g",
    "kilogram": "kg",
    "kilo": "kg",
    "tonne": "t",
    "ton": "t",
    "ounce": "oz",
    "nanometre": "nm",
    "nanometer": "nm",
    "micrometre": "µm",
    "micrometer": "µm",
    "millimetre": "mm",
    "millimeter": "mm",
    "centimetre": "cm",
    "centimeter": "cm",
    "metre": "m",
    "meter": "m",
    "kilometre": "km",
    "kilometer": "km",
    "mile": "mi",
    "foot": "ft",
    "feet": "ft",
    "inch": "in",
    "inches": "in",
    "byte": "B",
    "kilobyte": "KB",
    "megabyte": "MB",
    "gigabyte": "GB",
    "terabyte": "TB",
    "petabyte": "PB",
    "hertz": "Hz",
    "kilohertz": "kHz",
    "megahertz": "MHz",
    "gigahertz": "GHz",
    "watt": "W",
    "kilowatt": "kW",
    "megawatt": "MW",
    "gigawatt": "GW",
    "kilowatt-hour": "kWh",
    "megawatt-hour": "MWh",
    "gigawatt-hour": "GWh",
    "terawatt-hour": "TWh",
    "litre": "L",
    "liter": "L",
    "millilitre": "mL",
    "milliliter": "mL",
    "hectolitre": "hL",
    "hectoliter": "hL",
    "degrees celsius": "°C",
    "degree celsius": "°C",
    "degrees fahrenheit": "°F",
    "degree fahrenheit": "°F",
    "degree": "°",
    "degrees": "°",
    "square kilometre": "km²",
    "square kilometer": "km²",
    "sq km": "km²",
    "square mile": "mi²",
    "sq mile": "mi²",
    "square metre": "m²",
    "square meter": "m²",
    "square foot": "ft²",
    "square feet": "ft²",
    "cubic metre": "m³",
    "cubic meter": "m³",
    "cubic kilometre": "km³",
    "cubic kilometer": "km³",
    "cubic foot": "ft³",
    "cubic feet": "ft³",
    "hectare": "ha",
    "acre": "ac",
}
# Word units also come in the plural ("seconds") and, before a noun, singular after a hyphen ("12-month").
_UNIT_WORD_FORMS = {
    form: unit
    for word, unit in _UNIT_WORDS.items()
    for form in (word, word if word.endswith(("s", "feet")) else word + "s")
}

_HEDGES = (
    "about",
    "around",
    "roughly",
    "approximately",
    "approx.",
    "approx",
    "nearly",
    "almost",
    "some",
    "circa",
    "c.",
    "ca.",
    "close to",
    "an estimated",
    "estimated",
    "more or less",
    "around about",
    "~",
    "≈",
    "∼",
)
# The hedges written as words, which a reader of the figure's clause sets aside with the figure itself.
HEDGE_WORDS = frozenset(w for w in _HEDGES if w.isalpha())
# "by 2% to 14%", "up 3% to $40", "down 5% to 60%": the first figure is a change, the second a level.
# Words before a figure that make it the size of a change: "by", "up", "down", and a verb of change ("rose
# 2% to 14%", "fell 40p to £3.10", "climbed 1,500 to 21,000": a change and the level it reached, not a range)
_CHANGE_OPENERS = (
    "by",
    "up",
    "down",
    *sorted(w for w in _en.UP | _en.DOWN if w not in _NOT_CHANGE_VERBS),
)
_COMPARATORS = {
    ">": (
        "more than",
        "greater than",
        "over",
        "above",
        "exceeding",
        # verbs that pass a mark say as much: "ticket sales topped 1 million", "turnout exceeded 70%",
        # "temperatures surpassed 40C"
        "topped",
        "tops",
        "exceeded",
        "exceeds",
        "surpassed",
        "surpasses",
        "in excess of",
        "upwards of",
        "higher than",
        "larger than",
        "just over",
        # "a little over half of voters", "a bit over 3%": not "over" after a noun ("an appeal over 140 homes")
        "a little over",
        "a little more than",
        "a bit over",
        "a bit more than",
        ">",
    ),
    ">=": ("at least", "no less than", "not less than", "no fewer than", "a minimum of", "minimum of", "≥", ">=", "⩾"),
    "<": (
        "less than",
        "fewer than",
        "under",
        "below",
        "lower than",
        "smaller than",
        "just under",
        "a little under",
        "a little less than",
        "a bit under",
        "a bit less than",
        "<",
    ),
    "<=": (
        "at most",
        "no more than",
        "not more than",
        "up to",
        "a maximum of",
        "maximum of",
        "as many as",
        "as much as",
        "≤",
        "<=",
        "⩽",
    ),
}
MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_MONTHS = MONTH_NAMES + (
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Sept",
    "Oct",
    "Nov",
    "Dec",
)
# "as" after a factor compares ("twice as many", "three times as likely") unless a clause or a role
# follows it: "scored twice as Leeds beat Hull", "won three times as a player", "twice as the rain fell".
_FACTOR_AS = r"as\b(?!\s+(?:[A-Z]|(?i:the|a|an|he|she|it|they|we|i|his|her|its|their|our|my|your)\b))"
_FACTOR_COMPARATIVES = (
    "more",
    "higher",
    "larger",
    "greater",
    "bigger",
    "faster",
    "slower",
    "lower",
    "smaller",
    "less",
    "fewer",
    "the",
    "longer",
    "shorter",
    "cheaper",
)


# ---------------------------------------------------------------------------------------------------------
# Patterns, compiled once


def _trie(words: Iterable[str], space: str = r"\ ", after_first: str = "") -> str:
    """An alternation shaped as a prefix tree ("t(?:en|h(?:ree|ird))"): the regex engine then rejects
    a non-matching word after a character or two instead of trying every word in turn. A word that
    extends another is tried first (the optional tail is greedy), so the longest word that fits wins, as in
    an alternation sorted longest first. A space in a word matches `space`; `after_first` is written
    after each first letter (a lookbehind there keeps the pattern starting with a letter, which the regex
    engine searches for in its own fast scan)."""
    tree: dict[str, dict] = {}
    for word in words:
        node = tree
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict[str, dict], guard: str = "") -> str:
        branches = [
            (space if char == " " else re.escape(char)) + guard + emit(child)
            for char, child in sorted(node.items())
            if char
        ]
        if not branches:
            return ""
        body = "|".join(branches)
        if "" in node:
            return f"(?:{body})?"
        return body if len(branches) == 1 else f"(?:{body})"

    return emit(tree, after_first)


def _alternation(words: Iterable[str], flags: str = "") -> str:
    """Longest first so that "percentage points" wins over "percent"; spaces match any run of space.

    Built as a prefix tree; without case ("i") the words are lower-cased first, so that two spellings of
    one word never sit in different branches."""
    body = _trie({w.lower() for w in words} if "i" in flags else words, space=r"\s+")
    return f"(?{flags}:{body})" if flags else f"(?:{body})"


# A number in words is a dozen words at most ("one hundred and twenty-three thousand four hundred and
# six"); the bound keeps a long run of number words from being re-read from every word (quadratic time).
_MAX_NUMBER_WORDS = 12
_WORD_NUMBER = _alternation(list(_CARDINALS) + list(_SCALES) + ["dozen"], "i")
_SCALE_WORD = _alternation(_SCALES, "i")
_COMPOUND_ORDINAL = _alternation(_ORDINALS, "i")


# Where a figure may start, searched in the lower-cased text: a digit, a leading-dot decimal, a number word.
_FINDER_WORDS = (
    set(_CARDINALS)
    | set(_FOLD_WORDS)
    | set(_FACTOR_WORDS)
    | set(_TWICE)
    | set(_MULTIPLE)
    | _LONE_ORDINALS
    | _DISCOURSE_ORDINALS
    | {"dozen", "half"}
    | {f"a {word}" for word in [*_SCALES, *_DENOMINATORS, "dozen"]}
)
_FINDER = re.compile(rf"[0-9]|\.(?=[0-9])|\b{_trie(_FINDER_WORDS)}{_WORD_END}")
_FINDER_ANY_CASE = re.compile(_FINDER.pattern, re.IGNORECASE)
# A digit, or a dot before one; written as one class first so that the search skips text in its fast scan.
_DIGIT_START = re.compile(r"[.0-9](?:(?<=[0-9])|(?=[0-9]))")
# Whether the lower-cased text holds a number word at all: one search, no list of its words.
_ANY_NUMBER_WORD = re.compile(
    _trie({w for phrase in _FINDER_WORDS for w in phrase.split() if w != "a"}, after_first=r"(?<![a-z].)") + "(?![a-z])"
)
# What can follow a number with nothing more to read: no suffix, range, ratio or postfix comparator
# starts with one of these (nor at the end of the text).
_NOTHING_MORE = frozenset(",.;:)]!?") | {""}
# What another thing has, after a factor that sets the two against each other: "three times its size",
# "1.3 times Earth's width", "four times what it was", "twice last year's total", "twice those of 2019",
# "7.2 times average earnings", "three times median pay" (a typical amount of something else).
_WHAT_ELSE_HAS = (
    r"(?:(?i:its|their|his|her|our|your|my|what|average|median|typical)\b|[A-Z][\w-]*['’]s\b"
    r"|(?i:last|the\s+previous)\s+(?i:year|month|week|season|decade)['’]s\b)"
)
# What a number word found by the finder reads as, matched at its position in the original text.
_WORDS_AT = re.compile(
    rf"(?P<fraction>(?:(?P<numerator>{_alternation(_NUMERATORS, 'i')})[ -]|(?P<a>(?i:a))\s+)"
    rf"(?P<denominator>{_alternation(_DENOMINATORS, 'i')}))(?![-A-Za-z0-9_])"
    r"|(?P<halfpoint>(?i:half\s+a\s+(?:percentage[ -])?point))(?![A-Za-z])"
    rf"|(?P<halfunit>(?i:half)(?=\s+(?i:an?)\s+(?:{_alternation(_UNIT_WORDS, 'i')})\b))"
    rf"|(?P<half>(?i:half)(?=\s+(?i:of|the|their|its|our|all|will|would|were|are|was|is|said|say|have|had|could|can|may|might|should|must)\b)|(?:(?<=[Bb][Yy]\s)|(?<=[Nn]early\s)|(?<=[Aa]lmost\s)|(?<=[Aa]bout\s)|(?<=[Rr]oughly\s)|(?<=\s[Tt]han\s))"
    r"(?i:half)(?![-\w])(?!\s+(?i:an?)\b))"
    rf"|(?P<fold>{_alternation(_FOLD_WORDS, 'i')}|{_alternation(_FACTOR_WORDS, 'i')}){_WORD_END}"
    rf"|(?P<twice>{_alternation(_TWICE, 'i')})(?=\s+(?:{_alternation(_FACTOR_COMPARATIVES, 'i')}\b|{_FACTOR_AS}"
    rf"|(?i:that|those)\s+(?i:of|in|for)\b|{_WHAT_ELSE_HAS}))"
    rf"|(?P<multiple>{_alternation(_MULTIPLE, 'i')})(?=\s+(?:(?i:the)\b|{_WHAT_ELSE_HAS}))"
    rf"|(?P<ordinal>{_alternation(_LONE_ORDINALS | _DISCOURSE_ORDINALS, 'i')}){_WORD_END}(?!-party)"
    rf"|(?P<words>(?:(?i:a)\s+(?={_SCALE_WORD}|(?i:dozen)))?{_WORD_NUMBER}"
    rf"(?:(?:\s+|-|(?<=[dnD])\s+(?i:and)\s+){_WORD_NUMBER}){{0,{_MAX_NUMBER_WORDS}}}"
    rf"(?:-{_COMPOUND_ORDINAL})?){_WORD_END}"
)
_NUMBER = re.compile(
    rf"(?P<int>[0-9]{{1,3}}(?P<sep>[{GROUP_SEPARATORS}])[0-9]{{3}}(?:(?P=sep)[0-9]{{3}})*(?![0-9])|[0-9]+)?"
    r"(?:\.(?P<frac>[0-9]+))?"
)
_MANTISSA = re.compile(rf"[0-9][0-9{GROUP_SEPARATORS}]*(?:\.[0-9]+)?|\.[0-9]+")
_UNGROUP = re.compile(f"[{GROUP_SEPARATORS}]")
_SPACES = re.compile(r"\s+")
# "a third" is a fraction in "a third of", "by a third", "a tenth more", "a third." and an ordinal in "a
# third study".
_A_FRACTION_AFTER = re.compile(r"\s+(?:of|more|less|fewer|higher|lower)\b|\s*(?:[.,;:)!?]|\Z)")
# ... also after a hedge or a bound on it ("by almost a fifth", "up more than a third").
_BOUND_WORDS = "|".join(re.escape(w) for w in (*_HEDGES, *_COMPARATORS[">"], *_COMPARATORS["<"]) if w[0].isalpha())
_TO_BEFORE = re.compile(r"\bto\s+(?:(?:about|around|roughly|nearly|almost|just|only)\s+)?\Z", re.IGNORECASE)
_BY_BEFORE = re.compile(rf"\b(?i:by|up|down)\s+(?:(?i:{_BOUND_WORDS})\s+)?\Z")
# ... and after a hedge or a bound alone: "Nearly a third said", "more than a quarter were" (no ordinal
# takes one: "nearly a third study" is not English)
_HEDGED_BEFORE = re.compile(rf"\b(?i:{_BOUND_WORDS})\s+\Z")
_AND_A_HALF = re.compile(r"\s+(?i:and\s+a\s+half)(?![A-Za-z])")
# "a year and a half", "an hour and a half", "a mile and a half": the unit before "and a half"
_A_UNIT_AND = re.compile(rf"\b(?i:an?|one)\s+({_alternation(_UNIT_WORDS, 'i')})\s+(?i:and)\s+\Z")
# "a quarter of an hour", "half a mile", "three quarters of a litre": a fraction of one unit is an amount
_OF_A_UNIT = re.compile(rf"\s+(?i:of\s+)?(?i:an?)\s+({_alternation(_UNIT_WORDS, 'i')})\b")
_IN_RATIO = re.compile(r"\s+(?:in(?:\s+every)?|out\s+of(?:\s+every)?)\s+")  # "one in five", "one in every five"
_SMALL_INTEGER = re.compile(r"[0-9]{1,4}(?![0-9,.\w])")
_HALF_BLOCKERS = re.compile(r"\b(?:first|second|last|other|the|an?|and|one)\s+\Z", re.IGNORECASE)
_WORD_TOKEN = re.compile(r"[A-Za-z]+")
_IDENTIFIER_TAIL = re.compile(r"[\w.:/\-]*")
# Numbers that label rather than measure: "[12]", "Table 2", "Figure 3a", "p. 12", "phase 3", "No. 5".
_CITATION = re.compile(r"\[[0-9]{1,3}(?:\s*[,–-]\s*[0-9]{1,3})*\]")
_LABELS = (
    "table",
    "figure",
    "fig.",
    "section",
    "sec.",
    "chapter",
    "appendix",
    "equation",
    "eq.",
    "page",
    "p.",
    "pp.",
    "step",
    "version",
    "item",
    "no.",
    "phase",
    "stage",
    "grade",
    "level",
    "round",
    "wave",
)
_LABEL_BEFORE = re.compile(rf"\b{_alternation(_LABELS, 'i')}\s*\Z")
_OF_A_POINT = re.compile(r"\s+of\s+an?\s+(?:percentage[ -])?point(?![A-Za-z])", re.IGNORECASE)
_RANK_SIGN = re.compile(r"\b(?i:world|ranked|seeded)\s+(?P<sign>No\.?)\s*\Z")
_LONGEST_LABEL = max(map(len, _LABELS))
_LABEL_WINDOW = _LONGEST_LABEL + 2
_FOUR_DIGITS = re.compile(r"[0-9]{4}(?![0-9])")
_ISO_DATE = re.compile(r"(1[89][0-9]{2}|20[0-9]{2})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])" + _WORD_END)
# A time of day: "8pm", "8 p.m.", "7.30pm", "1:34 PM" (an hour of a 12-hour clock with am or pm), the
# first hour of a span that writes am or pm once ("9-10 a.m."), or "20:00", "9:05" (a 24-hour clock).
_MERIDIEM = r"[aApP](?:\.[mM]\.|[mM]\b)"
_CLOCK = re.compile(
    rf"(?P<h>1[0-2]|0?[1-9])(?:[:.](?P<m>[0-5][0-9]))?[ \u00a0]?(?P<ap>{_MERIDIEM})"
    rf"|(?P<h1>1[0-2]|0?[1-9])(?:[:.](?P<m1>[0-5][0-9]))?"
    rf"(?=[ \u00a0]?[-–][ \u00a0]?(?:1[0-2]|0?[1-9])(?:[:.][0-5][0-9])?[ \u00a0]?(?P<ap1>{_MERIDIEM}))"
    r"|(?P<h24>[01]?[0-9]|2[0-3]):(?P<m24>[0-5][0-9])(?![0-9:])"
)
# A time taken, not a time of day: minutes and seconds with fractions of a second ("touched in 2:06.31",
# "1:43.5"), or hours, minutes and seconds under ten hours ("won the marathon in 2:04:35"; "20:21:00" is a
# time of day)
_LAP_TIME = re.compile(
    r"(?:(?P<h>[1-9]):)?(?P<m>[0-5]?[0-9]):(?P<s>[0-5][0-9](?(h)(?:\.[0-9]{1,3})?|\.[0-9]{1,3}))(?![0-9:]|\.[0-9])"
)
_FRACTION = re.compile(r"/([0-9]{1,3})(?![0-9/])")
_ORDINAL_SUFFIX = re.compile(r"(?:st|nd|rd|th)" + _WORD_END)
_DECADE_SUFFIX = re.compile(r"['’]?s" + _WORD_END)
# The part of a decade a word before it names: "the early 1970s" (1970-73), "the mid-1990s" (1993-97), "the
# late 1980s" (1987-89).
_DECADE_PART = re.compile(r"\b(early|mid|late)[\s-]+\Z", re.IGNORECASE)
_DECADE_PARTS = {"early": (0, 3), "mid": (3, 7), "late": (7, 9)}
# ... and of a century, in tens of years: "the early 20th century" (1900-39), "the mid-19th century" (1830-69),
# "the late 1800s" (1860-99); a century is its hundred years as writers use it ("the 19th century", 1800-99)
_CENTURY_PARTS = {"early": (0, 3.9), "mid": (3, 6.9), "late": (6, 9.9)}
# (not a name that begins so: "20th Century Fox", "21st Century Media")
_CENTURY_AFTER = re.compile(r"[\s-]+(?:century|centuries|(?i:century|centuries)(?![A-Za-z])(?!\s+[A-Z]))(?![A-Za-z])")


def _century_years(text: str, start: int, base: float) -> tuple[float, float]:
    """The first and last year of the century from ``base`` ("1800"), or of the part of it "early", "mid-" or
    "late" names before ``start``."""
    part = _DECADE_PART.search(text, max(0, start - 12), start)
    first, last = _CENTURY_PARTS[part.group(1).lower()] if part else (0, 9.9)
    return base + first * 10, base + round(last * 10)


def _read_century(text: str, r: _Reading) -> None:
    """An ordinal before "century" as the span of years it names: "19th-century" is 1800-1899, "the early
    twentieth century" 1900-1939."""
    m = _CENTURY_AFTER.match(text, r.end)
    if m is None or not 1 <= r.value <= 21 or r.value != int(r.value):
        return
    r.end, r.kind = m.end(), "year"
    r.value, r.high = _century_years(text, r.start, (r.value - 1) * 100)


_MULTIPLIER = re.compile(
    rf"{_SPACE}?(?P<word>{_alternation(_SCALES, 'i')})(?![A-Za-z])"
    rf"|{_SPACE}?(?P<two>mln|bln|mn|bn|Bn|BN|tn){_WORD_END}"
    rf"|(?P<one>[kKMmbB]){_WORD_END}"
)
_PERCENT = re.compile(rf"{_SPACE}?%|{_SPACE_OR_HYPHEN}?(?i:per[ -]?cent|pct\.?)(?![A-Za-z])")
_POINTS = re.compile(  # a hyphen too: "a 5-point rise", "a 3-percentage-point gap"
    rf"{_SPACE_OR_HYPHEN}?(?:(?P<pp>(?i:percent(?:age)?[ -](?:points?|pts?)|p\.p\.|pp)(?![A-Za-z]))"
    r"|(?P<bp>(?i:basis[ -]points?|bps?)(?![A-Za-z]))|(?P<pts>(?i:points?|pts?)(?![A-Za-z])))"
)
# ... or before the percent it changed to or from: "rose 0.4 points to 5.2%", "down three points from 41%"
_TO_PERCENT = re.compile(r"\s+(?:to|from)\s+[0-9][0-9.]*\s*(?:%|(?i:per ?cent))")
_PERCENT_CONTEXT = re.compile(r"[%pP](?:(?<=%)|(?i:er[ -]?cent))")  # "%" or "per cent"; a class first, as above
_CURRENCY_AFTER = re.compile(
    # a code or symbol followed by digits belongs to the next figure: "In 2023 $5 million", "2023 USD 40"
    rf"{_SPACE}?(?:(?:(?P<code>{'|'.join(_CURRENCY_CODES)}){_WORD_END}|(?P<symbol>[$€£¥₹₩]))(?!{_SPACE}?\.?[0-9])"
    rf"|(?P<word>{_alternation(_CURRENCY_WORDS, 'i')})(?![A-Za-z]))"
)
_PENCE = re.compile(rf"(?:p|{_SPACE}?pence)(?![A-Za-z0-9'’])")
_UNIT = re.compile(
    rf"(?:(?P<glued>[CF])(?![A-Za-z0-9])|{_SPACE}?(?P<abbr>{_alternation(_UNIT_ABBREVIATIONS)})"
    rf"|{_SPACE_OR_HYPHEN}(?P<word>{_alternation(_UNIT_WORD_FORMS, 'i')})){_WORD_END}"
)
_FACTOR_SUFFIX = re.compile(
    r"[xX×]" + _WORD_END + rf"|{_SPACE}?-?(?i:fold)(?![A-Za-z])"
    rf"|{_SPACE}(?i:times)(?=\s+(?:{_alternation(_FACTOR_COMPARATIVES, 'i')}\b|{_FACTOR_AS}))"
    # "three times its size", "1.3 times Earth's width": times what something else has
    r"|" + _SPACE + rf"(?i:times)(?=\s+(?:(?i:that|those)\b|{_WHAT_ELSE_HAS}))"
)
_POSTFIX_COMPARATOR = re.compile(
    r"\s+(?i:or|and)\s+(?:(?P<ge>more|greater|higher|above|over|up|(?P<older>older))"
    r"|(?P<le>less|fewer|lower|below|under|(?P<younger>younger)))\b"
    r"|(?P<plus>\+)(?![0-9A-Za-z])"
)
_RANGE_DASHES = "-‐‑–—‒"
_RANGE_JOIN = re.compile(rf"\s*[{_RANGE_DASHES}]\s*|\s+(?P<to>to|through)\s+|\s+(?P<and>and)\s+")
_AFTER_SPACE_JOINS = frozenset(_RANGE_DASHES + "ta")
_MONTH_AFTER = re.compile(rf"{_SPACE}+(?:of\s+)?{_alternation(_MONTHS)}\b")
_MONTH_BEFORE = re.compile(rf"\b{_alternation(_MONTHS)}\.?{_SPACE}+\Z")
_MONTH_ENDS = frozenset(m[-1] for m in _MONTHS) | {"."}
_YEAR_PREFIXES = ("mid-", "pre-", "post-", "early-", "late-")


def _phrase(words: str) -> str:
    """A matched phrase as its table key: lower case, single spaces."""
    return _SPACES.sub(" ", words.lower())


def _reversed_prefixes() -> tuple[re.Pattern[str], dict[str, tuple[str, str | None]]]:
    """Hedges and comparators sit before the number; matching the reversed window keeps it one anchored
    match instead of a search over the preceding text."""
    meaning: dict[str, tuple[str, str | None]] = {w: ("hedge", None) for w in _HEDGES}
    for comparator, phrases in _COMPARATORS.items():
        meaning.update({p: ("comparator", comparator) for p in phrases})
    meaning.update({"between": ("between", None), "from": ("from", None)})
    meaning.update({word: ("change", None) for word in _CHANGE_OPENERS})
    words = [p for p in meaning if p[0].isalpha()]
    symbols = [p for p in meaning if not p[0].isalpha()]
    pattern = re.compile(
        rf"\s+(?P<word>{_alternation([w[::-1] for w in words], 'i')})(?![A-Za-z])"
        rf"|\s*(?P<symbol>{_alternation([s[::-1] for s in symbols])})"
    )
    return pattern, {p.lower(): m for p, m in meaning.items()}


_PREFIX, _PREFIX_MEANING = _reversed_prefixes()
# A currency before the digits, matched on the reversed preceding characters like the prefixes above.
_LETTER_CURRENCY_SYMBOLS = [c for c in _CURRENCY_SYMBOLS if c[0].isalpha()]
_CURRENCY_BEFORE = re.compile(
    rf"{_SPACE}?(?:{_alternation(c[::-1] for c in _LETTER_CURRENCY_SYMBOLS)}(?![A-Za-z])"
    rf"|[$€£¥₹₩])|{_SPACE}(?:{_alternation(c[::-1] for c in _CURRENCY_CODES)})(?![A-Za-z])"
)
_CURRENCY_ENDS = frozenset(c[-1] for c in [*_CURRENCY_SYMBOLS, *_CURRENCY_CODES])
_PREFIX_WINDOW = 40


# ---------------------------------------------------------------------------------------------------------
# Reading one figure


@dataclass
class _Reading:
    """A figure being assembled; turned into a frozen `Figure` once its kind is settled."""

    start: int
    end: int
    value: float
    decimals: int = 0
    kind: str = ""
    unit: str = ""
    multiplier: float = 1.0
    high: float | None = None
    grouped: bool = False
    written: str = "digits"  # "digits", "words" (a cardinal in words) or "other" (fractions, factors...)
    signed: bool = False


def _skip_identifier(text: str, pos: int) -> int:
    """Where scanning resumes after a number that belongs to an identifier ("B2B", "3.2.1", "10:30")."""
    tail = _IDENTIFIER_TAIL.match(text, pos)
    return max(tail.end() if tail else pos, pos + 1)


def _read_digits(text: str, s: int, percent_from: int) -> _Reading | int:
    """Read the number starting at `s` (a digit or a leading dot). Returns the reading, or the position to
    resume scanning from when the digits are part of an identifier, a section number or a time."""
    before = text[s - 1] if s else " "
    if not (before.isalnum() or before in "_.:") and (lap := _LAP_TIME.match(text, s)):
        return _lap_time(lap)
    if not (before.isalnum() or before in "_.") and (clock := _CLOCK.match(text, s)):
        return _clock_time(clock)  # "9am-5pm" too: a dash after a time is a range of times, not a hyphen
    if before in " ." and (rank := _RANK_SIGN.search(text, max(0, s - 24), s)) and (n := _SMALL_INTEGER.match(text, s)):
        # "world No 34", "ranked No. 9": a rank, not the label of "Regulation No. 5", "the No. 25 car" or
        # "Iginla's No. 12"
        return _Reading(rank.start("sign"), n.end(), float(n.group()), kind="ordinal", written="other")
    if before == " ":  # the common case: none of the tests on other characters before the number apply
        if _labelled(text, s):
            return _skip_identifier(text, s)
    else:
        if before.isalpha() or before == "_":
            if text[max(0, s - 2) : s] in {"FY", "fy"} and _year_at(text, s):
                return _Reading(s - 2, s + 4, float(text[s : s + 4]), kind="year")
            return _skip_identifier(text, s)
        if before in "-‐" and s >= 2 and text[s - 2].isalpha():
            if not text[max(0, s - 6) : s].lower().endswith(_YEAR_PREFIXES) or not _year_at(text, s):
                return _skip_identifier(text, s)
        if before == "." and s >= 2 and text[s - 2].isalnum():
            return _skip_identifier(text, s)
        if before == "[" and (citation := _CITATION.match(text, s - 1)):
            return citation.end()
        if (before.isspace() or before == ".") and _labelled(text, s):
            return _skip_identifier(text, s)
    iso = _ISO_DATE.match(text, s) if text[s + 4 : s + 5] == "-" else None
    if iso:
        y, mo, d = (int(g) for g in iso.groups())
        return _Reading(s, iso.end(), float(y * 10000 + mo * 100 + d), kind="date")
    m = _NUMBER.match(text, s)
    assert m is not None  # the pattern matches the empty string at worst
    int_part, frac, sep = m.group("int", "frac", "sep")
    end = m.end()
    if end == s:
        return s + 1
    nxt = text[end : end + 1]
    fraction = _FRACTION.match(text, end) if nxt == "/" else None
    if (nxt in {".", ":"} and text[end + 1 : end + 2].isdigit()) or (nxt == "/" and not fraction):
        return _skip_identifier(text, s)
    digits = _UNGROUP.sub("", int_part) if sep else int_part or "0"
    value = float(f"{digits}.{frac}") if frac else float(digits)
    reading = _Reading(s, end, value, decimals=len(frac or ""), grouped=bool(sep))
    if fraction and not frac and not reading.grouped:
        denominator = int(fraction.group(1))
        if 0 < value < denominator:
            reading.value, reading.end, reading.kind = value / denominator, fraction.end(), "ratio"
            reading.decimals = 2
            return reading
        return _skip_identifier(text, s)
    _read_sign_and_currency(text, reading)
    _read_suffixes(text, reading, percent_from)
    after = text[reading.end : reading.end + 1]
    if after.isalnum() or after == "_":
        return _skip_identifier(text, s)
    _settle_kind(text, reading, int_part, frac)
    if not math.isfinite(reading.value):  # hundreds of digits: a serial number, not a figure
        return _skip_identifier(text, s)
    if reading.kind == "count":
        _join_ratio(text, reading)
    return reading


def _of_a_unit(start: int, unit: re.Match[str], value: float, decimals: int) -> _Reading:
    """A fraction of one unit as the amount it is: "a quarter of an hour" is 0.25 h, "half a mile" 0.5 mi."""
    return _Reading(
        start,
        unit.end(),
        value,
        decimals=decimals,
        kind="measure",
        unit=_UNIT_WORDS[unit.group(1).lower()],
        written="words",
    )


def _part_of_a_point(text: str, start: int, end: int, value: float, percent_from: int) -> _Reading:
    """ "A quarter of a percentage point" is 0.25 pp; "half a point" is half a percentage point where a
    percent was written before it, as "points" is, and otherwise half a point of a score (0.5)."""
    if "percent" in text[start:end].lower() or 0 <= percent_from < start:
        return _Reading(start, end, value, decimals=2, kind="points", unit="pp", written="other")
    return _Reading(start, end, value, decimals=2, kind="count", written="other")


def _lap_time(m: re.Match[str]) -> _Reading:
    """A time taken, in seconds: "2:06.31" is 126.31 s, "2:04:35" 7,475 s."""
    hours, minutes, seconds = (float(x) if x else 0.0 for x in m.group("h", "m", "s"))
    decimals = len(m.group("s").partition(".")[2])
    value = round(hours * 3600 + minutes * 60 + seconds, decimals)
    return _Reading(m.start(), m.end(), value, decimals=decimals, kind="measure", unit="s")


def _clock_time(m: re.Match[str]) -> _Reading:
    """A time of day as minutes after midnight, so that "8pm", "8 p.m." and "20:00" are one value."""
    if m.group("h24") is not None:
        minutes = int(m.group("h24")) * 60 + int(m.group("m24"))
    else:
        hour, minute, meridiem = m.group("h", "m", "ap") if m.group("h") else m.group("h1", "m1", "ap1")
        minutes = (int(hour) % 12 + (12 if meridiem[0] in "pP" else 0)) * 60 + int(minute or 0)
    return _Reading(m.start(), m.end(), float(minutes), kind="time")


def _labelled(text: str, s: int) -> bool:
    """A label word ("Table", "p.", "phase") ends just before the number at `s`, across spaces.

    Most numbers follow a word that is no label, which a look at the ASCII text before them tells without
    the search (the search also matches letters outside ASCII that fold to a label's)."""
    tail = text[max(0, s - _LABEL_WINDOW) : s].rstrip()[-_LONGEST_LABEL:]
    if tail.isascii() and not tail.lower().endswith(_LABELS):
        return False
    return _LABEL_BEFORE.search(text, max(0, s - _LABEL_WINDOW), s) is not None


def _year_at(text: str, s: int) -> bool:
    """Four ASCII digits from 1800 to 2100 start at `s` and end there ("FY2023", "mid-2023")."""
    m = _FOUR_DIGITS.match(text, s)
    return m is not None and 1800 <= int(m.group()) <= 2100


def _read_sign_and_currency(text: str, r: _Reading) -> None:
    """A sign or a currency written before the digits belongs to the figure's span ("-12%", "$4.5")."""
    for _ in range(2):
        s = r.start
        before = text[s - 1] if s else ""
        if before == " " and text[s - 2 : s - 1] not in _CURRENCY_ENDS:
            break  # the common case: a space after a word, no sign and no currency code or symbol
        if before in _SIGNS and not r.signed and (s < 2 or text[s - 2].isspace() or text[s - 2] in _OPENERS):
            r.value *= _SIGNS[before]
            r.signed = True
            r.start -= 1
            continue
        window = text[max(0, s - 5) : s]
        currency = _currency_before(window)
        if currency and not r.unit:
            symbol, code = currency
            r.unit, r.kind = code, "currency"
            r.start -= len(symbol)
            continue
        break


def _currency_before(window: str) -> tuple[str, str] | None:
    """The currency symbol or code that ends `window`, with the text it occupies (space included)."""
    last = window[-1:]
    if last in _SPACE_CHARS and last:
        last = window[-2:-1]
    if last not in _CURRENCY_ENDS:  # no symbol or code ends there: the common case, without a match
        return None
    m = _CURRENCY_BEFORE.match(window[::-1])
    if m is None:
        return None
    written = m.group()[::-1]
    return written, _CURRENCY_SYMBOLS.get(written.rstrip(_SPACE_CHARS)) or written.rstrip(_SPACE_CHARS)


def _read_suffixes(text: str, r: _Reading, percent_from: int) -> None:
    """Multiplier, then percent / points / currency / unit / factor, each extending the span."""
    pos = r.end
    touching = text[pos : pos + 1]
    if touching in _NOTHING_MORE:
        return
    if (touching.isalpha() or touching in "'’") and r.decimals == 0 and not r.grouped:
        m = _ORDINAL_SUFFIX.match(text, pos)
        if m:
            r.end, r.kind = m.end(), "ordinal"
            _read_century(text, r)
            return
        m = _DECADE_SUFFIX.match(text, pos)
        if m and r.end - r.start == 4 and r.value % 10 == 0 and 1800 <= r.value <= 2100:
            # a decade is the span of its years, or the part of it "early", "mid-" or "late" names; "the
            # 1800s" and "the 1900s" are their centuries
            if r.value % 100 == 0 and r.value < 2000:
                r.value, r.high = _century_years(text, r.start, r.value)
            else:
                part = _DECADE_PART.search(text, max(0, r.start - 12), r.start)
                first, last = _DECADE_PARTS[part.group(1).lower()] if part else (0, 9)
                r.value, r.high = r.value + first, r.value + last
            r.end, r.kind = m.end(), "year"
            return
    m = _MULTIPLIER.match(text, pos)
    if m:
        if m.group("word"):
            r.multiplier = _SCALES[m.group("word").lower()]
        else:
            factor, needs_currency = _MULTIPLIER_ABBREVIATIONS[m.group("two") or m.group("one")]
            if needs_currency and r.kind != "currency" and not _counted_after(text, m.end(), r.decimals > 0):
                factor = 0.0
            r.multiplier = factor or 1.0
        if r.multiplier != 1.0:
            pos = r.end = m.end()
    _read_unit(text, r, pos, percent_from)


_SCALED_SYMBOL = re.compile(r"(?!in\Z)\S.+")  # a unit symbol a scale letter may stand before: not "in"
_COUNTED_NOUN = re.compile(r"\s+(?P<noun>people|persons|[a-z]{3,}s)(?![A-Za-z])")


def _counted_after(text: str, pos: int, decimal: bool) -> bool:
    """Whether what follows a bare "m" or "b" shows it to be a scale: a currency or a unit, which no
    length has ("410m kroner", "1.2m tonnes", "3b barrels"), "people", or, after a decimal, a plural noun
    ("2.4m households"). "A 100m sprint", "the 400m hurdles" and "5m waves" stay lengths."""
    unit = _UNIT.match(text, pos)
    # a unit word, or a symbol of two or more characters ("1.1m km²", "10m kg", "4m sq ft"): "in" may be no inch
    if _CURRENCY_AFTER.match(text, pos) or (
        unit and (unit.group("word") or _SCALED_SYMBOL.fullmatch(unit.group(0).strip()))
    ):
        return True
    m = _COUNTED_NOUN.match(text, pos)
    return m is not None and (m.group("noun") in ("people", "persons") or decimal)


def _read_unit(text: str, r: _Reading, pos: int, percent_from: int) -> None:
    """Points, percent, a currency written after the number, a factor or a unit, in that order of trust.

    A figure that already has a currency ("$4.5 million") takes none of them.
    """
    if r.kind == "currency":
        return
    m = _POINTS.match(text, pos)
    if m and (m.group("pp") or m.group("bp") or 0 <= percent_from < r.start or _TO_PERCENT.match(text, m.end())):
        r.end, r.kind, r.unit = m.end(), "points", "pp"
        if m.group("bp"):
            r.value, r.decimals = r.value / 100, r.decimals + 2
        return
    m = _PERCENT.match(text, pos)
    if m:
        r.end, r.kind, r.unit = m.end(), "percent", "%"
        return
    m = _PENCE.match(text, pos)
    if m and r.multiplier == 1.0:
        # "12p", "95 pence": hundredths of a pound, so that "95p" is "£0.95"
        r.end, r.kind, r.unit = m.end(), "currency", "GBP"
        r.value, r.decimals = r.value / 100, r.decimals + 2
        return
    m = _CURRENCY_AFTER.match(text, pos)
    if m:
        code = (
            m.group("code")
            or _CURRENCY_SYMBOLS.get(m.group("symbol") or "")
            or _CURRENCY_WORDS[_phrase(m.group("word"))]
        )
        r.end, r.kind, r.unit = m.end(), "currency", code
        return
    m = _FACTOR_SUFFIX.match(text, pos)
    if m and r.multiplier == 1.0:
        r.end, r.kind = m.end(), "factor"
        return
    m = _UNIT.match(text, pos)
    if (
        m
        and m.group("word")
        and text[pos : pos + 1].isspace()
        and text[m.end() : m.end() + 1] in "-‐"
        and text[m.end() + 1 : m.end() + 2].isalpha()
        and not _OLD.match(text, m.end())  # "a five year-old" is an age
    ):
        return  # a unit word opening a compound after a space: "two second-half goals", "two minute-long videos"
    if m:
        abbr = m.group("abbr")
        if m.group("glued"):  # a temperature as the press writes it, the letter on the number: "highs of 30C"
            unit = "°" + m.group("glued")
        else:
            unit = _UNIT_ABBREVIATIONS[_SPACES.sub(" ", abbr)] if abbr else _UNIT_WORD_FORMS[_phrase(m.group("word"))]
        r.end, r.kind, r.unit = m.end(), "measure", unit


# An age: "the 19-year-old", "19 years old", "aged 19", "at the age of 19" and "died at 19" say what
# "Lindqvist, 19," does, so an age is a count (of the years lived), not a span of time ("spent 19 years in office")
AGE = "years old"
_OLD = re.compile(r"[-‐ ]olds?(?![A-Za-z])")  # "the 19-year-old", "16-25 year olds"
# "aged", "the age of" or "died at" before a number, bounds and hedges between ("aged under 25", "at the
# age of about 90", "dies at 78")
_AGED = re.compile(
    r"(?<![A-Za-z])(?:aged|age\s+of|die[sd]\s+at)\s+(?:(?:about|around|roughly|nearly|almost|under|over|between|at\s+least)\s+)*\Z",
    re.IGNORECASE,
)
_AGED_REACH = 40  # characters before a number in which "aged" is looked for
# A bare number a person is ("She was 78.", "He is 34 and lives in Leeds") or turns ("turned 40 in
# March"), with nothing after it that could be its unit: an age said without the word
_IS_AGED = re.compile(r"(?<![A-Za-z])(?:(?:he|she|who)\s+(?:was|is)|turn(?:s|ed))\s+\Z", re.IGNORECASE)
_NOTHING_AFTER = re.compile(r"\s*(?:[.,;:)]|\Z)|\s+(?:when|and|but|at|on|in|after|before|this|last)\b")
_OLDEST = 130  # "the age of 5 million users" is no age


def _settle_kind(text: str, r: _Reading, int_part: str | None, frac: str | None) -> None:
    r.value *= r.multiplier
    if r.kind:
        return
    if not r.signed and not frac and not r.grouped and int_part and len(int_part) == 4 and 1800 <= r.value <= 2100:
        r.kind = "year"
    elif not frac and 1 <= r.value <= 31 and (_MONTH_AFTER.match(text, r.end) or _month_before(text, r.start)):
        r.kind = "ordinal"
    elif frac and r.multiplier == 1.0 and (int_part or "0") == "0":
        r.kind = "ratio"
    else:
        r.kind = "count"


def _month_before(text: str, s: int) -> bool:
    """A month name ends just before `s` ("March 12"), spaces between; a quick look at the characters
    before the spaces rules most numbers out without the search."""
    if s < 2 or text[s - 1] not in _SPACE_CHARS:
        return False
    if text[s - 2] not in _MONTH_ENDS and text[s - 2] not in _SPACE_CHARS:
        return False
    return _MONTH_BEFORE.search(text, max(0, s - 12), s) is not None


def _read_words(text: str, m: re.Match[str], percent_from: int) -> _Reading | int:
    """A run of number words: "twelve", "twenty-three", "one hundred and five", "a dozen"."""
    s = m.start()
    value, end, ordinal = _parse_number_words(text, s, m.end())
    if end == s:
        return m.end()
    r = _Reading(s, end, value, written="words")
    last_word = _WORD_TOKEN.findall(text, s, end)[-1].lower()
    r.multiplier = _SCALES.get(last_word, 1.0)  # already in the value; "two to three million" needs it
    if ordinal:
        r.kind = "ordinal"
        return r
    half = _AND_A_HALF.match(text, end)
    if half:
        r.value, r.end, r.decimals = value + 0.5, half.end(), 1
    _read_unit(text, r, r.end, percent_from)
    if not r.kind:
        r.kind = "count"
        if _join_ratio(text, r):
            return r
        if (
            text[s : r.end].lower() == "one"
            and not _opens_word_range(text, r.end)
            and not _ONE_OF_A_COUNT.match(text, r.end)
        ):
            # "one of the students": a pronoun, not a figure; "one to three years" is a range, and "one of the
            # five candidates" a part of a count
            return end
    return r


# After "one", a count it is part of: "one of the five candidates", "one of its 12 ferries".
_ONE_OF_A_COUNT = re.compile(
    r"\s+of\s+(?:(?:the|its|their|his|her|our|these|those)\s+)?(?:[0-9][0-9,]*|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)\b",
    re.IGNORECASE,
)


def _opens_word_range(text: str, pos: int) -> bool:
    """Whether "to" and another number in words follow: "one to three years" (not "one to one")."""
    j = _range_join(text, pos)
    if j is None or not j.group("to"):
        return False
    m = _WORDS_AT.match(text, j.end())
    return m is not None and bool(m.group("words")) and m.group().lower() != "one"


def _range_join(text: str, pos: int) -> re.Match[str] | None:
    """The range join at `pos` ("-", " to ", " and "); the first two characters rule most text out (a
    join is a dash, or a space before a dash, "to", "through" or "and") before the regex runs."""
    here = text[pos : pos + 1]
    if here.isspace():
        after = text[pos + 1 : pos + 2]
        if after not in _AFTER_SPACE_JOINS and not after.isspace():
            return None
    elif not here or here not in _RANGE_DASHES:
        return None
    return _RANGE_JOIN.match(text, pos)


def _join_ratio(text: str, r: _Reading) -> bool:
    """Turn a count into a ratio when "in M" / "out of M" follows ("one in five", "9 out of 10")."""
    if r.value < 1 or r.value != int(r.value) or r.multiplier != 1.0:
        return False
    m = _IN_RATIO.match(text, r.end)
    if m is None:
        return False
    pos = m.end()
    digits = _SMALL_INTEGER.match(text, pos)
    if digits:
        denominator, end = float(digits.group()), digits.end()
    else:
        words = _WORDS_AT.match(text, pos)
        if words is None or not words.group("words"):
            return False
        denominator, end, ordinal = _parse_number_words(text, pos, words.end())
        if ordinal or end == pos:
            return False
    if not r.value < denominator <= 1000 or _UNIT.match(text, end) or _PERCENT.match(text, end):
        return False
    r.value, r.end, r.kind = r.value / denominator, end, "ratio"
    return True


def _parse_number_words(text: str, s: int, e: int) -> tuple[float, int, bool]:
    """Value of the longest valid prefix of the words in text[s:e], its end, and whether it is ordinal."""
    total = 0.0
    current = 0.0
    previous = ""
    end = s
    scale_ceiling = math.inf
    for token in _WORD_TOKEN.finditer(text, s, e):
        word = token.group().lower()
        if word == "and":
            continue
        if word == "a":
            current, previous = 1.0, "unit"
            continue
        if word in _ORDINALS:
            if previous in {"ten", "hundred", "scale"} and end > s:
                return total + current + _ORDINALS[word], token.end(), True
            break
        if word in _SCALES:
            scale = _SCALES[word]
            if previous not in {"unit", "teen", "ten", "hundred"}:
                break
            if scale == 100:
                if current >= 100:
                    break
                current *= 100
                previous = "hundred"
            else:
                if scale >= scale_ceiling:
                    break
                total += current * scale
                current, previous, scale_ceiling = 0.0, "scale", scale
        elif word == "dozen":
            if previous not in {"", "unit"}:
                break
            current = (current or 1.0) * 12
            previous = "dozen"
        else:
            number = _CARDINALS[word]
            category = "unit" if number < 10 else "teen" if number < 20 else "ten"
            allowed = {"", "hundred", "scale"} | ({"ten"} if category == "unit" else set())
            if previous not in allowed or (number == 0 and previous):
                break
            current += number
            previous = category
        end = token.end()
    return total + current, end, False


def _finish(text: str, r: _Reading, approx: bool, comparator: str | None, offset: int = 0) -> Figure:
    # a postfix comparator is "+" or a space before "or"/"and" ("or more", "and under")
    after = text[r.end : r.end + 2]
    if comparator is None and (
        after[:1] == "+" or (after[:1].isspace() and (after[1:] in "oOaA" or after[1:].isspace()))
    ):
        m = _POSTFIX_COMPARATOR.match(text, r.end)
        if m:
            comparator = ">=" if m.group("ge") or m.group("plus") else "<="
            if (m.group("older") or m.group("younger")) and r.kind == "count" and not r.unit and r.value <= _OLDEST:
                r.unit = AGE  # "residents 65 or older" say what "aged 65 and over" does
    return Figure(
        start=r.start + offset,
        end=r.end + offset,
        text=text[r.start : r.end],
        value=r.value,
        kind=r.kind,
        unit=r.unit,
        high=r.high,
        decimals=r.decimals,
        approx=approx,
        comparator=comparator,
    )


# "over" after a noun its determiner opens is what the noun is about ("its appeal over 140 homes", "a row
# over 40 job cuts", "the dispute over £3m in fees"), not a bound; not after a verb ("the team scored over"),
# unless the verb is one of holding someone to account, whose "over" gives the cause ("charged over a £2m
# fraud", "accused over £2.7m of contracts", "arrested over £30,000 of stolen tools", "sued over 40 faulty
# boilers"; "fined over £5,000" stays a bound)
_OVER_AS_ABOUT = re.compile(
    r"(?:\b(?i:a|an|the|its|their|his|her|our)\s+"
    r"(?!(?:[a-z]+ed|year|month|week|day|season|quarter|decade|period|time)s?\s)[a-z]+"
    r"|\b(?:accused|charged|arrested|jailed|sued|questioned|investigated|prosecuted|convicted|cleared|sacked"
    r"|suspended|disciplined|criticised|criticized))\s+over\s+\Z",
    re.IGNORECASE,
)


def _prefix(text: str, reading: _Reading) -> tuple[bool, str | None, str]:
    """Hedge, comparator and range opener ("between", "from", or a change word such as "by") written
    just before the reading.

    "over" before a duration or a year names a period ("cost $1.2 million over two years", "retreated
    410 metres over 2000-2022"), and after a noun its determiner opens what the noun is about ("an appeal
    over 140 homes"), not a bound.
    """
    window = text[max(0, reading.start - _PREFIX_WINDOW) : reading.start][::-1]
    approx, comparator, opener = False, None, ""
    pos = 0
    for _ in range(3):
        m = _PREFIX.match(window, pos)
        if not m:
            break
        phrase = _phrase((m.group("word") or m.group("symbol"))[::-1])
        role, cmp = _PREFIX_MEANING[phrase]
        if role == "hedge":
            approx = True
        elif role == "comparator" and comparator is None:
            # "over" before a duration is a period, and "up to" before a position a move ("moved up to
            # third"), but "below fourth" bounds a position
            over_a_period = is_time_span(reading) or reading.kind == "year"
            if (phrase != "over" or not (over_a_period or _OVER_AS_ABOUT.search(text, 0, reading.start))) and (
                phrase != "up to"
                or not (reading.kind == "ordinal" or _MOVED_UP.search(text, 0, reading.start - m.end()))
            ):
                comparator = cmp
        elif role in {"between", "from", "change"}:
            opener = role
            break
        pos = m.end()
    return approx, comparator, opener


# A verb of movement before "up to" makes it a move to a level, not a bound: "prices went up to £12",
# "fares will go up to £3.50", "shot up to 9%" (but "fined up to £5,000", "loans of up to £12,000" bound)
_MOVED_UP = re.compile(
    r"\b(?:go|goes|going|gone|went|come|comes|came|coming|mov(?:e|es|ed|ing)|shot|shoot(?:s|ing)?"
    r"|jump(?:s|ed|ing)?|climb(?:s|ed|ing)?|push(?:es|ed|ing)?|crept|creep(?:s|ing)?|edg(?:e|es|ed|ing)"
    r"|ramp(?:s|ed|ing)?|rose|ris(?:e|es|en|ing))\s+\Z",
    re.IGNORECASE,
)
_NOT_RANGE_ENDS = {"ordinal", "date", "time"}
_CHANGE_RANGE_SPREAD = (
    3  # after "by"/"up"/"down", a range's high end is at most this many times its low ("by 5 to 15%")
)
_PLAIN = {"count", "year"}  # kinds without a unit of their own, which borrow one from the other end


def _join_range(text: str, a: _Reading, opener: str, percent_from: int) -> None:
    """Extend `a` into a range when a second figure follows ("18-65 years", "between 3 and 5 million")."""
    if a.written == "other" or a.kind in _NOT_RANGE_ENDS or text[a.end : a.end + 1] in _NOTHING_MORE:
        return
    j = _range_join(text, a.end)
    if not j or (j.group("and") and opener != "between"):
        return
    # "from 10 to 20" is where a change started and where it ended, two figures; "from 2018 to 2022" is a
    # period, one span of years like "between 2018 and 2022" (checked once the second figure is read)
    from_to = bool(j.group("to")) and opener == "from"
    if from_to and a.kind != "year":
        return
    if a.written == "words":  # "two to three years"; a hyphen joins words into one number instead
        if not (j.group("to") or j.group("and")) or not _WORDS_AT.match(text, j.end()):
            return
        b = _read_at(text, j.end(), percent_from)
    else:
        m = _DIGIT_START.search(text, j.end(), j.end() + 5)
        if not m:
            return
        b = _read_digits(text, m.start(), percent_from)
    if isinstance(b, int) or b.start != j.end() or b.kind in _NOT_RANGE_ENDS or b.written != a.written:
        return
    if from_to and b.kind != "year":
        return
    if opener == "change" and (
        (a.kind not in _PLAIN and b.kind not in _PLAIN) or b.value > _CHANGE_RANGE_SPREAD * abs(a.value)
    ):
        # "rose by 2% to 14%": a change and the level it reached, each with its own unit; "rose by 1,500
        # to 21,000": a level far beyond the change ("by 5 to 10%" stays a range of changes)
        return
    dash = not (j.group("to") or j.group("and"))
    if a.kind == "year" and b.kind == "count" and dash and b.end - b.start == 2 and not b.decimals:
        b.value, b.kind = a.value - a.value % 100 + b.value, "year"  # "2019-20"
    if a.kind == "year" and b.kind != "year" and not dash:
        return  # "from 15 in 2019 to 45 in 2022": the year ends one phrase, "to 45" opens the next
    ends = _common_unit(a, b)
    if ends is not None:
        a.value, a.high, a.kind, a.unit = ends
        a.end, a.decimals = b.end, max(a.decimals, b.decimals)
        if b.kind == "year" and b.high is not None:
            a.high = b.high  # "1970s-1980s" runs to the end of the second decade


def _common_unit(a: _Reading, b: _Reading) -> tuple[float, float, str, str] | None:
    """Both ends of a range in one unit, or None when they cannot be one range.

    A unit or multiplier written once serves both ends ("18-65 years", "$3-5 million"); ends with
    different units are two figures, and so are ends that do not rise ("3-2" is a score, not a range).
    """
    low, high = a.value, b.value
    if a.multiplier == 1.0 and b.multiplier != 1.0:
        low *= b.multiplier
    elif b.multiplier == 1.0 and a.multiplier != 1.0:
        high *= a.multiplier
    kind_a, unit_a, kind_b, unit_b = a.kind, a.unit, b.kind, b.unit
    if kind_a in _PLAIN and kind_b not in _PLAIN:
        kind_a, unit_a = kind_b, unit_b
    elif kind_b in _PLAIN and kind_a not in _PLAIN:
        if kind_a == "percent":
            return None  # "rose 8% to 300 units": a change and a level; a percent range is "8-30%"
        kind_b, unit_b = kind_a, unit_a
    elif kind_a in _PLAIN and kind_b in _PLAIN and kind_a != kind_b:
        kind_a = kind_b = "count"
    if (kind_a, unit_a) != (kind_b, unit_b) or not low < high or not math.isfinite(high):
        return None
    return low, high, kind_a, unit_a


def extract_figures(text: str, lang: str | None = None, offset: int = 0) -> list[Figure]:
    """Every figure in `text` read in language `lang` (None: English, or CJK when the text says so), in
    order, with spans that never overlap, their offsets plus `offset` (where `text` starts in its
    document). Other spellings go through `figures_intl`, which rewrites them in place and reads the
    result here."""
    if lang != "en" and figures_intl.needs_reading(text, lang):
        return figures_intl.extract_localised(text, lang, _extract_english, offset)
    return _extract_english(text, offset)


def _extract_english(text: str, offset: int = 0) -> list[Figure]:
    """Every figure in `text`, in order, with spans that never overlap.

    Called on every sentence of every source, so candidates are found by one prefix-tree regex over the
    lower-cased text (a sentence without digits or number words costs that one search), and only
    candidates get the slower reading.
    """
    figures: list[Figure] = []
    lowered = text.lower()
    if _ANY_NUMBER_WORD.search(lowered) is None:
        haystack, finder = text, _DIGIT_START  # the common case: a plain digit scan is many times faster
    elif len(lowered) == len(text):
        haystack, finder = lowered, _FINDER
    else:  # a character grew when lower-cased, so offsets in `lowered` would drift
        haystack, finder = text, _FINDER_ANY_CASE
    m = finder.search(haystack)
    if m is None:
        return figures
    pc = _PERCENT_CONTEXT.search(text)
    percent_from = pc.start() if pc else -1
    last_end = 0  # where the previous figure ends in `text`
    while m is not None:
        start = m.start()
        reading = _read_at(text, start, percent_from)
        if isinstance(reading, int):
            pos = max(reading, start + 1)
        else:
            if figures and reading.start < last_end:
                reading.start = last_end
            approx, comparator, opener = _prefix(text, reading)
            _join_range(text, reading, opener, percent_from)
            if reading.unit == "yr" and (old := _OLD.match(text, reading.end)):
                reading.end, reading.kind, reading.unit = old.end(), "count", AGE  # "the 19-year-old"
            elif (
                reading.kind == "count"
                and not reading.unit
                and reading.value <= _OLDEST
                and (
                    _AGED.search(text[max(0, start - _AGED_REACH) : start])
                    or (
                        _IS_AGED.search(text[max(0, start - _AGED_REACH) : start])
                        and _NOTHING_AFTER.match(text, reading.end)
                    )
                )
            ):
                reading.unit = AGE  # "aged 19", "at the age of 19", "she was 78."
            figures.append(_finish(text, reading, approx, comparator, offset))
            pos = last_end = reading.end
        m = finder.search(haystack, pos)
    if len(figures) > 1:
        figures = _elided_units(text, _scaled_degrees(_join_durations(text, figures, offset)), offset)
    return figures


# A scaled amount written without its unit ("368 million") after a word that sets it against another
# amount, or before "to" and one: the unit said once serves both ("revenue of 412 million euros, up from 368
# million", "a fine of about 6.9 million dollars rather than 4.8 million", "from 4.1 million to $5.2 million").
_SCALED = re.compile(rf"[0-9]\s*(?:{_SCALE_WORD}|mln|bln|mn|bn|tn|m)(?![A-Za-z])", re.IGNORECASE)
_SETS_AGAINST = re.compile(r"(?:\bfrom|\bthan|\bagainst|\bversus|\bvs\.?|\bwith)\s+", re.IGNORECASE)
_THEN_TO = re.compile(r"\s+to\s+")
_SENTENCE_END = re.compile(r"[.!?;]\s")
_ELIDED_REACH = 100  # characters between an amount and the one that leaves its unit unsaid
_UNIT_LENDERS = frozenset({"currency", "measure"})  # kinds whose unit a bare amount can take


def _elided_units(text: str, figures: list[Figure], offset: int) -> list[Figure]:
    """Scaled counts that leave their unit to an amount they are set against take its kind and unit; a
    count of something named after it keeps its own ("up from 2.9 million customers")."""
    out = list(figures)
    for i, g in enumerate(figures):
        if g.kind != "count" or g.unit or g.high is not None or not _SCALED.search(g.text):
            continue
        start, end = g.start - offset, g.end - offset
        if _COUNTED_NOUN.match(text, end):
            continue
        partner = None
        before = _SETS_AGAINST.search(text, max(0, start - 12), start)
        if before is not None and before.end() == start:
            partner = next((f for f in reversed(figures[:i]) if f.kind in _UNIT_LENDERS), None)
        if partner is None and i + 1 < len(figures) and _THEN_TO.fullmatch(text, end, figures[i + 1].start - offset):
            partner = figures[i + 1]
        if partner is None or partner.kind not in _UNIT_LENDERS or not _SCALED.search(partner.text):
            continue
        lo, hi = sorted((start, partner.start - offset))
        if hi - lo > _ELIDED_REACH or _SENTENCE_END.search(text, lo, hi):
            continue
        out[i] = replace(g, kind=partner.kind, unit=partner.unit)
    return out


def _scaled_degrees(figures: list[Figure]) -> list[Figure]:
    """Bare degrees in a text whose temperatures are on one scale are on that scale: "a record of 35.1°C
    ... beaten by 1.7 degrees" is 1.7 °C."""
    scales = {f.unit for f in figures if f.unit in ("°C", "°F")}
    if len(scales) != 1 or not any(f.unit == "°" for f in figures):
        return figures
    (scale,) = scales
    return [replace(f, unit=scale) if f.unit == "°" and f.kind == "measure" else f for f in figures]


_DURATION_JOIN = re.compile(r"(?:,?\s+(?:and\s+)?)")


def _join_durations(text: str, figures: list[Figure], offset: int) -> list[Figure]:
    """Spans of time written in parts, largest first, as one span in the smaller unit: "1min 12sec" and "1
    minute and 12 seconds" are 72 s, "2 hours 15 minutes" 135 min; not a list of spans ("5 years, 18
    months"), whose smaller part is not less than one of the larger unit."""
    out: list[Figure] = []
    for f in figures:
        last = out[-1] if out else None
        if (
            last is not None
            and is_time_span(last)
            and is_time_span(f)
            and last.high is None
            and f.high is None
            and not f.approx
            and not last.comparator
            and _UNITS[last.unit][1] > f.value * _UNITS[f.unit][1]  # the smaller part less than one larger unit
            and _DURATION_JOIN.fullmatch(text, last.end - offset, f.start - offset)
        ):
            value = last.value * _UNITS[last.unit][1] / _UNITS[f.unit][1] + f.value
            out[-1] = Figure(
                last.start,
                f.end,
                text[last.start - offset : f.end - offset],
                round(value, f.decimals),
                "measure",
                f.unit,
                None,
                f.decimals,
                last.approx,
                f.comparator,
            )
            continue
        out.append(f)
    return out


def _read_at(text: str, start: int, percent_from: int) -> _Reading | int:
    """The figure found at `start`, or where to resume scanning when there is none."""
    if text[start] in "0123456789.":
        return _read_digits(text, start, percent_from)
    m = _WORDS_AT.match(text, start)
    if m is None:
        return start + 1
    if m.group("words"):
        return _read_words(text, m, percent_from)
    if m.group("fraction"):
        if m.group("a") and m.group("denominator").lower() == "half":
            whole = _A_UNIT_AND.search(text, max(0, start - 24), start)
            if whole is not None:  # "a year and a half", "an hour and a half": one and a half of the unit
                unit = _UNIT_WORDS[whole.group(1).lower()]
                return _Reading(whole.start(), m.end(), 1.5, decimals=1, kind="measure", unit=unit, written="words")
        if m.group("a") and not (
            _A_FRACTION_AFTER.match(text, m.end())
            or _BY_BEFORE.search(text, max(0, start - 24), start)
            or _HEDGED_BEFORE.search(text, max(0, start - 16), start)
        ):
            return m.start("denominator")  # "a third study": the ordinal is read on its own
        numerator = _NUMERATORS.get((m.group("numerator") or "one").lower(), 1)
        value = numerator / _DENOMINATORS[m.group("denominator").lower()]
        if point := _OF_A_POINT.match(text, m.end()):  # "a quarter of a percentage point" is 0.25 pp
            return _part_of_a_point(text, start, point.end(), value, percent_from)
        if unit := _OF_A_UNIT.match(text, m.end()):  # "a quarter of an hour" is 0.25 h, 15 minutes
            return _of_a_unit(start, unit, value, decimals=2)
        return _Reading(start, m.end(), value, kind="ratio", written="other")
    if m.group("halfpoint"):  # "half a percentage point"
        return _part_of_a_point(text, start, m.end(), 0.5, percent_from)
    if m.group("half"):
        if _HALF_BLOCKERS.search(text, max(0, start - 8), start):  # "the first half of 2023"
            return m.end()
        return _Reading(start, m.end(), 0.5, kind="ratio", written="other")
    if m.group("halfunit"):  # "half an hour", "half a mile"
        return _of_a_unit(start, _OF_A_UNIT.match(text, m.end()), 0.5, decimals=1)
    word = m.group().lower()
    if m.group("fold") or m.group("twice") or m.group("multiple"):
        factor = _FOLD_WORDS.get(word) or _FACTOR_WORDS.get(word) or _TWICE.get(word) or _MULTIPLE[word]
        return _Reading(start, m.end(), float(factor), kind="factor", written="other")
    if word in _DISCOURSE_ORDINALS and not (
        (_ORDINAL_DETERMINER.search(text, max(0, start - 6), start) and _NOUN_AFTER.match(text, m.end()))
        or _RANKED.search(text, max(0, start - 16), start)
        or (_BE_BEFORE.search(text, max(0, start - 24), start) and _PLACED_AFTER.match(text, m.end()))
        or (_NAMED_BEFORE.search(text, max(0, start - 40), start) and _LISTED_AFTER.match(text, m.end()))
    ):
        return m.end()
    r = _Reading(start, m.end(), float(_ORDINALS[word]), kind="ordinal", written="other")
    _read_century(text, r)
    return r


# ---------------------------------------------------------------------------------------------------------
# Comparing figures


def to_base(figure: Figure) -> tuple[float, str]:
    """The figure's value in its dimension's base unit, so "1.5 s" and "1500 ms" compare equal.

    Time goes to seconds, mass to grams, length to metres, data to bytes (and frequency, power, energy,
    volume, speed to theirs). Anything else, percent and currency included, comes back unchanged with its
    unit: months and years convert with 30.44 and 365.25 days, the only inexact factors here.
    """
    factor, unit = _base_factor(figure)
    return figure.value * factor, unit


_HYPHENED_UNIT = re.compile(r"[0-9a-z]-[^\W\d_]", re.IGNORECASE)


def attributive(figure: Figure) -> bool:
    """A figure joined to its unit by a hyphen, used as an adjective ("a 5,000-hectare goal", "12-hour
    waits", "a four-hour target"): it names a kind of thing as often as it measures one."""
    return figure.kind == "measure" and _HYPHENED_UNIT.search(figure.text) is not None


def period_seconds(word: str) -> float | None:
    """The length in seconds of the period a rate is given per ("year", "week"; a quarter is three months),
    by the factors time spans convert with; None for a period of no fixed length ("season", "night")."""
    if word == "quarter":
        return 3 * _UNITS["mo"][1]
    dimension, factor = _UNITS.get(_UNIT_WORDS.get(word, ""), ("", 0.0))
    return factor if dimension == "time" else None


def is_time_span(figure: Figure) -> bool:
    """Whether a figure is a span of time ("30 days", "2 hours", "45 ms")."""
    return figure.kind == "measure" and _UNITS.get(figure.unit, ("",))[0] == "time"


def _base_factor(figure: Figure) -> tuple[float, str]:
    dimension, factor = _UNITS.get(figure.unit, ("", 1.0)) if figure.kind == "measure" else ("", 1.0)
    if not dimension:
        return 1.0, figure.unit
    return factor, _BASE_OF_DIMENSION[dimension]


_FAMILIES = {"count": "number", "year": "number", "percent": "fraction", "ratio": "fraction"}
_RELATIVE_TOLERANCE = 0.05  # how far a hedged claim ("about 24%") may sit from the source figure
_WORD_FRACTION_TOLERANCE = 0.03  # how far a measured share may sit from a fraction in words that states it
_WORD_FRACTION_POINT = 0.01  # ... or one percentage point, for small shares ("one in ten" for 9%),
_WORD_FRACTION_POINT_SHARE = 0.1  # ... if that is within a tenth of the fraction ("one in twenty" is not 5.9%)


def _comparable(figure: Figure) -> tuple[str, float, float | None, float]:
    """(family, low, high, scale) with percent and ratio on one scale (85% is 0.85).

    Years and counts share a family because "2000 people" is read as a year by the extractor. Kept per
    kind, unit, value and high: a review compares the same figures tens of thousands of times.
    """
    signature = (figure.kind, figure.unit, figure.value, figure.high)
    found = _COMPARABLE.get(signature)
    if found is None:
        found = _compute_comparable(figure)
        if len(_COMPARABLE) < COMPARABLE_CACHE:
            _COMPARABLE[signature] = found
    return found


COMPARABLE_CACHE = 100_000
_COMPARABLE: dict[tuple[str, str, float, float | None], tuple[str, float, float | None, float]] = {}


def _compute_comparable(figure: Figure) -> tuple[str, float, float | None, float]:
    scale, unit = _base_factor(figure)
    if figure.kind == "percent":
        scale = 0.01
    family = f"{_FAMILIES.get(figure.kind, figure.kind)}:{unit if figure.kind != 'percent' and unit != AGE else ''}"
    high = figure.high * scale if figure.high is not None else None
    return family, figure.value * scale, high, scale


def _step(figure: Figure, scale: float) -> float:
    """The size of the claim's last written digit, in comparable units ("45.2 million" -> 100,000). A
    fraction in words ("two-thirds", "half") has no digit: it is read to a tenth, so a hedged one ("nearly
    two-thirds", "about half") meets a share within five points of it, not any share at all."""
    m = _MANTISSA.search(figure.text)
    if figure.kind == "ratio" and (m is None or _IN_EVERY.search(figure.text)):
        return 0.1 * abs(scale)  # "two-thirds", and "1 in 4", whose last digit is no step of the share
    if _TIME_IN_PARTS.search(figure.text):
        return 10.0**-figure.decimals * abs(scale)  # "2:10.61", "2分10秒61": the last digit is a hundredth
    groups = _MANTISSA.findall(figure.text)
    if len(groups) >= 2 and any(ch in figures_intl.MULTIPLIERS for ch in figure.text):
        # "2万1,000人": the last digit written is in the last group, with the scale after it ("2万1千": 千)
        after = figure.text[figure.text.rfind(groups[-1]) + len(groups[-1]) :][:1]
        return 10.0**-figure.decimals * figures_intl.MULTIPLIERS.get(after, 1.0) * abs(scale)
    mantissa = float(_UNGROUP.sub("", m.group())) if m else 0.0
    multiplier = abs(figure.value / mantissa) if mantissa else 1.0
    return 10.0**-figure.decimals * multiplier * abs(scale)


_TIME_IN_PARTS = re.compile(r"\d[:分時]\d")  # a time written in its parts, whose first number is no mantissa
_SHARE_POINTS = re.compile(r"percent|pp\b|%", re.IGNORECASE)  # points of a share: "30 percentage points"
_IN_EVERY = re.compile(r"\d\s+(?:in|out\s+of)\s", re.IGNORECASE)  # "1 in 4", "3 out of 10"


def _close(claim_value: float, source_value: float, tolerance: float) -> bool:
    return abs(claim_value - source_value) <= tolerance + 1e-9 * max(abs(claim_value), abs(source_value))


def _satisfies(comparator: str, source: float, bound: float) -> bool:
    if comparator in {">", ">="}:
        return source > bound or (comparator == ">=" and source == bound)
    return source < bound or (comparator == "<=" and source == bound)


def bound_dropped(f: Figure, theirs: Figure) -> bool:
    """Whether ``theirs`` is the amount ``f`` with a bound ``f`` leaves out ("up to 12%" for "12%", "at
    least 12 deaths" for "12 deaths"): the same number, which the certainty check holds to its bound. A
    year, date or ordinal is a position, not an amount, and has no such bound."""
    if f.kind in ("year", "date", "ordinal", "time") or not theirs.comparator or f.comparator:
        return False
    return (f.value, f.high, f.unit) == (theirs.value, theirs.high, theirs.unit)


def _degrees_of_a_scale(a: Figure, b: Figure) -> bool:
    """Whether one figure is in degrees of no named scale and the other in degrees Celsius or Fahrenheit:
    "two-thirds of a degree above" is in the source's scale, whichever it is ("0.67C above")."""
    return a.kind == b.kind == "measure" and {a.unit, b.unit} in ({"°", "°C"}, {"°", "°F"})


def same_value(claim: Figure, source: Figure) -> bool:
    """True when the source's figure says what the claim's figure says.

    Exact by default: "24%" is not "23.7%", because a claim that rounds silently asserts a precision the
    source does not give. A hedged claim ("about 24%") may differ by half its last digit or 5%, whichever
    is wider. A claim comparator ("more than 20%") holds for an exact source figure that satisfies it, for
    a range all of whose values do ("up to 75" for "60 to 75"), or for the same comparator and bound; a
    bare claim is never supported by a bounded source. Percent and
    percentage points never meet; a ratio 0.85 and 85% do. An exact fraction ("two-thirds", "one in
    five", "3/4") meets its correct rounding on either side ("67%"), since rounding an exact value loses
    nothing the other figure claims; in words it also meets a measured share within 3% of it or one point
    ("a third" for 33.8%, "two-thirds" for 66%, "one in five" for 19%), since that is how writers round
    one, but not "half" for 52%.
    """
    if claim.kind == source.kind == "date" and claim.high is None and source.high is None:
        return _date_within(int(claim.value), int(source.value))
    if (claim.kind, source.kind) in _TIME_AND_SPAN:
        # "1:52" for a span in two units: "extended his lead to 1:52" for "1 minute 52 seconds" (or "1 hour
        # 52 minutes"), read as minutes and seconds (or hours and minutes), never as a time of day
        span = source if source.kind == "measure" else claim
        return span.unit in _SPAN_UNITS and claim.high is None and source.high is None and claim.value == source.value
    family, low, high, scale = _comparable(claim)
    source_family, source_low, source_high, source_scale = _comparable(source)
    if family != source_family and not _degrees_of_a_scale(claim, source):
        return False
    if _decade(claim) and source.kind == "year" and source_high is None:
        return low <= source_low <= high  # "in the 1970s" for "in 1974"; a year holds no decade the other way
    if claim.comparator and high is None and source_high is not None and not source.comparator:
        # a bound every value of the source's range keeps: "up to 75" for "60 to 75 animals", "more than
        # 50" for "60-75"
        end = source_high if claim.comparator in ("<", "<=") else source_low
        return "year" not in (claim.kind, source.kind) and _satisfies(claim.comparator, end, low)
    if (high is None) != (source_high is None):
        return False
    tolerance = 0.0
    if claim.approx:
        tolerance = max(_step(claim, scale) / 2, _RELATIVE_TOLERANCE * abs(high if high is not None else low))
    claim_exact, source_exact = _exact_fraction(claim), _exact_fraction(source)
    if claim_exact and not source_exact:  # "two-thirds" against "67%": the source rounds an exact value
        tolerance = max(tolerance, _step(source, source_scale) / 2)
        if claim.kind == "ratio" and not any(c.isdigit() for c in claim.text):
            # a fraction in words is how a writer rounds a measured share: "a third" for 33.8%, "three in four"
            # for 74%, "two-thirds" for 66%, "one in five" for 19%; not "a third" for 30%, nor "half" for 52%
            # ("more than half")
            point = min(_WORD_FRACTION_POINT, _WORD_FRACTION_POINT_SHARE * abs(low))
            tolerance = max(tolerance, _WORD_FRACTION_TOLERANCE * abs(low), point)
    if source_exact and not claim_exact:
        tolerance = max(tolerance, _step(claim, scale) / 2)
    if claim.comparator and not source.comparator and source_high is None and high is None:
        if claim.unit == AGE != source.unit:
            # an age meets a bare number only as that number: "at least 25 years old" against "the age was
            # set at 25", not against any larger count nearby
            return _close(low, source_low, tolerance)
        return _satisfies(claim.comparator, source_low, low) or (claim.approx and _close(low, source_low, tolerance))
    if claim.comparator != source.comparator:
        return False
    if high is not None and source_high is not None and not _close(high, source_high, tolerance):
        return False
    if high is None and (months := _calendar_months(claim, source)) is not None:
        return months  # "three months" for "90 days"
    return _close(low, source_low, tolerance)


def _decade(figure: Figure) -> bool:
    """Whether a figure is a decade or a century, or a part of one ("the 1970s", "the mid-1990s", "the 19th
    century")."""
    return (
        figure.kind == "year"
        and figure.high is not None
        and (figure.text.rstrip().endswith("s") or figure.text.lower().endswith(("century", "centuries")))
    )


_SPAN_UNITS = frozenset({"s", "min"})  # the spans a written "1:52" may stand for
# a time of day against a measure, either way round (a pair, not a set: asked of every comparison)
_TIME_AND_SPAN = frozenset({("time", "measure"), ("measure", "time")})
_DAYS_IN = {"d": 1, "wk": 7}
_MONTH_DAYS = (28, 31)  # a month of the calendar is no fixed number of days


def _calendar_months(claim: Figure, source: Figure) -> bool | None:
    """Whether so many months and so many days or weeks are one span, a month being 28 to 31 days: "three
    months" for "90 days" or "13 weeks", not for "100 days". None unless one side is in months and the other
    in days or weeks."""
    if claim.unit != "mo" and source.unit != "mo":
        return None  # asked of every comparison: the common answer without building the set
    units = {claim.unit, source.unit}
    if "mo" not in units or len(units) != 2 or not units - {"mo"} <= set(_DAYS_IN):
        return None
    months, other = (claim, source) if claim.unit == "mo" else (source, claim)
    days = other.value * _DAYS_IN[other.unit]
    return _MONTH_DAYS[0] * months.value <= days <= _MONTH_DAYS[1] * months.value


def _date_within(claim: int, source: int) -> bool:
    """Whether a date the claim gives (YYYYMMDD, a part it leaves out as 0: "4月" is 00000400) is the
    source's date or holds it: "from April" for "from 1 April 2025", not "1 April" for "April"."""
    parts = ((claim // 10000, source // 10000), (claim // 100 % 100, source // 100 % 100), (claim % 100, source % 100))
    return all(mine == 0 or mine == theirs for mine, theirs in parts)


def _exact_fraction(figure: Figure) -> bool:
    """A ratio written as a fraction (words, "3/4", "1 in 5") rather than as a measured decimal; or a
    fraction of a unit in words ("two-thirds of a degree", "a quarter of an hour")."""
    if figure.approx:
        return False
    if figure.kind == "measure":
        return not figure.value.is_integer() and not any(c.isdigit() for c in figure.text)
    return figure.kind == "ratio" and "." not in figure.text


def factor_agrees(claim: Figure, computed: float, hedged: bool = False) -> bool:
    """Whether a factor the claim gives ("doubled") is the one computed from the source, to the
    tolerance of a factor in words, or of an estimate when either side hedges ("about a fifth")."""
    share = _RELATIVE_TOLERANCE if hedged or claim.approx else _WORD_ARITHMETIC_TOLERANCE
    return abs(computed - claim.value) <= share * abs(claim.value)


_FROM_THE_START = re.compile(r"(?:\b(?i:first|opening|initial)\s+|最初の|初めの|はじめの)\Z")


def counted_from_start(text: str, start: int) -> bool:
    """Whether the figure at ``start`` of ``text`` is a span counted from the start ("the first two hours",
    "最初の2時間"): bounded by what it says, as "up to two hours" (2時間まで) is."""
    return _FROM_THE_START.search(text, max(0, start - 12), start) is not None


def follows_by(text: str, start: int) -> bool:
    """Whether the figure at ``start`` of ``text`` follows "by", "up" or "down", with or without a hedge
    between ("by a third", "up almost a fifth"): the size of a change."""
    return _BY_BEFORE.search(text, max(0, start - 24), start) is not None


def follows_to(text: str, start: int) -> bool:
    """Whether the figure at ``start`` of ``text`` follows "to", with or without a hedge between ("rose to
    76", "cut waiting times to about 12 weeks"): the level a change reached."""
    return _TO_BEFORE.search(text, max(0, start - 24), start) is not None


def implied_factor(a: Figure, b: Figure) -> float | None:
    """How many times `b` is `a` (0.41 -> 0.82 gives 2.0), so a claim that something "doubled" can be
    checked against a source that gives the before and after figures. None when they do not compare."""
    family, low, high, _ = _comparable(a)
    other_family, other_low, other_high, _ = _comparable(b)
    if family != other_family or high is not None or other_high is not None or low == 0:
        return None
    if a.kind in {"factor", "ordinal", "date", "year", "time"}:
        return None
    return other_low / low


def rounds_to(claim: Figure, source: Figure) -> bool:
    """The claim's figure is the source's rounded to the digits the claim writes ("24%" for "23.7%"):
    not the same value (the claim asserts a precision the source does not give), but not another one."""
    family, low, high, scale = _comparable(claim)
    source_family, source_low, source_high, _ = _comparable(source)
    if family != source_family or high is not None or source_high is not None or claim.kind in _NOT_ARITHMETIC:
        return False
    if claim.comparator:
        return False  # a bound is no rounding: "more than 1 million" is not 900,000 rounded
    # a fraction in words has no last digit to round to: "a third" rounds 33.8%, not 25% (a quarter)
    tolerance = _RELATIVE_TOLERANCE * abs(low) if _exact_fraction(claim) else _step(claim, scale) / 2
    return _close(low, source_low, tolerance) and not _close(low, source_low, 0.0)


# Kinds that are positions or labels rather than amounts: no arithmetic is done on them.
_NOT_ARITHMETIC = {"date", "ordinal", "time"}
# A factor in words ("doubled", "tripled") is how a writer rounds a factor, as a fraction in words rounds a
# share: computed from two source figures it may differ by the same share (118,000 to 240,000 litres, x2.03,
# and 41 to 80, x1.95, "doubled"; 41 to 78, x1.90, did not; 10,000 to 5,100 "halved", to 5,400 did not).
_WORD_ARITHMETIC_TOLERANCE = _WORD_FRACTION_TOLERANCE
# A hedged fraction in words is a coarse estimate: "nearly a fifth" for a rise from £40 to £47 (17.5%),
# "about a third" for 30%, "almost half" for 45%; "nearly a half" for 17.5% is not one.
_HEDGED_WORD_FRACTION_TOLERANCE = 0.15


def kind_family(kind: str) -> str:
    """Kinds of figure that can stand for one quantity: a percent, a ratio and percentage points are all
    shares; every other kind is its own."""
    return "share" if kind in {"percent", "ratio", "points"} else kind


_BARE_DECIMAL = re.compile(r"\d*\.\d+")


def bare_decimal(figure: Figure) -> bool:
    """A decimal written with no unit, sign or word ("0.08"): read against two plain numbers, a difference."""
    return figure.kind == "ratio" and _BARE_DECIMAL.fullmatch(figure.text) is not None


def derivation(
    claim: Figure,
    before: Figure,
    after: Figure,
    bounded_gap: bool = False,
    change: bool = False,
    share_only: bool = False,
) -> str | None:
    """How the claim's figure follows from two source figures of one measure, as the arithmetic to show,
    or None when it does not.

    ``before`` is the earlier figure (the base of a change). A factor ("tripled", "twice as many") is
    their ratio; a fraction or percent is the relative change ("cut by a third", "rose 50%") or the share
    of one in the other ("a quarter of the 400 staff"); percentage points are the difference of two
    percents ("up 30 points" from 40% to 70%); an amount is their difference ("$3 million more"); a
    duration in years is the difference of two years. Exact claims must match to their last written
    digit; a factor in words to 1%, a fraction in words to 5% (as against a figure stated); hedged claims
    ("about") within 5%, or their own rounding step. A bound on an amount holds for a difference only where
    the claim words the amount as one (``bounded_gap``: "fell by more than 300,000"). A fraction or percent
    the claim words as a change (``change``: "fell 62.5%", "cut by a third") is never the share of one in
    the other: £8m to £5m is a fall of 37.5%, though £5m is 62.5% of £8m; and one in a clause with no word
    of change (``share_only``: "4,000 people, half of them in Germany") is never a change: 2,100 of 4,000 is
    not "half" by (4,000 - 2,100) / 4,000.
    """
    if claim.high is not None or before.high is not None or after.high is not None:
        return None
    if {claim.kind, before.kind, after.kind} & _NOT_ARITHMETIC or "factor" in {before.kind, after.kind}:
        return None
    family, x, _, _ = _comparable(before)
    other_family, y, _, _ = _comparable(after)
    if family != other_family or (before.kind == "year") != (after.kind == "year"):
        return None
    a, b = describe(before), describe(after)
    difference = f"{b} − {a}" if abs(y) >= abs(x) else f"{a} − {b}"
    if before.kind == "year":
        if claim.kind == "measure" and claim.unit == "yr" and _arithmetic_matches(claim, abs(y - x) * 31557600.0):
            return f"{after.value:.0f} − {before.value:.0f} = {abs(y - x):g} years"
        return None
    kind = claim.kind
    if kind == "factor" and x and _arithmetic_matches(claim, y / x):
        return f"{b} / {a} = {y / x:.3g} ({describe(claim)})"
    if kind in {"ratio", "percent"}:
        shown = "%" if kind == "percent" else ""
        if (
            bare_decimal(claim)
            and before.kind == after.kind == "count"
            and not before.unit
            and not after.unit
            and _arithmetic_matches(claim, abs(y - x))
        ):
            # a decimal written bare is the difference of two plain numbers: a fertility rate "slipped by
            # 0.08" from 1.39 to 1.31
            return f"{difference} = {describe(claim)}"
        if x and not share_only and _arithmetic_matches(claim, abs(y - x) / abs(x)):
            return f"({difference}) / {a} = {_fraction(abs(y - x) / abs(x), shown)} ({describe(claim)})"
        small, large = sorted((x, y), key=abs)
        if large and family != "fraction:" and not change and _arithmetic_matches(claim, small / large):
            low, high = (a, b) if small == x else (b, a)
            return f"{low} / {high} = {_fraction(small / large, shown)} ({describe(claim)})"
        return None
    if (
        kind == "points"
        and before.kind == after.kind == "count"
        and not before.unit
        and not after.unit
        and not _SHARE_POINTS.search(claim.text)
    ):
        # points of a score, not of a share: "six points clear" for 301.44 and 295.12
        counted = replace(claim, kind="count", unit="")
        return f"{difference} = {describe(counted)} points" if _arithmetic_matches(counted, abs(y - x)) else None
    if kind == "points" and family == "fraction:" and before.kind == after.kind == "percent":
        if _arithmetic_matches(claim, abs(y - x) * 100, bounded_gap):
            worked = f"{difference} = {abs(y - x) * 100:.{max(before.decimals, after.decimals)}f} percentage points"
            return f"{worked}, {describe(claim)}" if claim.comparator else worked
        return None
    if kind in {"count", "currency", "measure"} and _comparable(claim)[0] == family:
        if _arithmetic_matches(claim, abs(y - x), bounded_gap):
            if claim.comparator:  # the gap itself, then the bound it meets: "740,000 − 431,000 = 309,000"
                computed = replace(before, value=abs(y - x) / _base_factor(before)[0], approx=False, comparator=None)
                return f"{difference} = {describe(computed)}, {describe(claim)}"
            return f"{difference} = {describe(claim)}"
    return None


def share_of(claim: Figure, part: Figure, whole: Figure) -> str | None:
    """How a share the claim gives ("four in five", "about 80%") is a part over its whole, as the arithmetic
    to show, or None: only the share itself, never a change between the two counts ("half of applicants"
    is not (1,500 − 960) / 960)."""
    if claim.kind not in {"ratio", "percent"} or not whole.value or claim.high is not None:
        return None
    value = part.value / whole.value
    if _arithmetic_matches(claim, value):
        shown = "%" if claim.kind == "percent" else ""
        return f"{describe(part)} / {describe(whole)} = {_fraction(value, shown)} ({describe(claim)})"
    return None


def rate_of(claim: Figure, total: Figure, count: Figure) -> str | None:
    """How an amount the claim gives for each one of something ("about 19 applicants for every place", "£40
    per household") is a source's total shared over a source's count of them, as the arithmetic to show, or
    None. The total is of the claim's family (money for money); the count is a plain number of things."""
    if claim.high is not None or total.high is not None or count.high is not None or claim.kind == "factor":
        return None
    if count.kind != "count" or count.unit or count.value < 2 or count.value != int(count.value):
        return None
    family, value, _, _ = _comparable(total)
    if family != _comparable(claim)[0] or not _arithmetic_matches(claim, value / count.value):
        return None
    return (
        f"{describe(total)} / {describe(count)} = {describe(replace(total, value=total.value / count.value, text=''))}"
    )


def _fraction(value: float, percent: str) -> str:
    return f"{value * 100:.3g}%" if percent else f"{value:.3g}"


def _arithmetic_matches(claim: Figure, computed: float, bounded_gap: bool = False) -> bool:
    """Whether a value computed from source figures (on the claim's comparable scale) is the claim's: the
    same, or, for a factor or a share, on the side of it the claim's comparator says ("more than doubled"
    for 4.6 million from 2.1 million, a factor of 2.19). A bound on an amount ("at least four people")
    bounds a count the source states, not a difference of two, unless the claim words the amount as a
    difference (``bounded_gap``: "fell by more than 300,000" for 740,000 -> 431,000)."""
    if claim.comparator and claim.kind not in {"factor", "percent", "ratio"} and not bounded_gap:
        return False
    _, low, _, scale = _comparable(claim)
    if claim.kind == "factor":
        low = claim.value
    # a hedge widens what the figure allows, never narrows it: "about 5%" is met by 5.41% as "5%" is
    if claim.approx and claim.kind in {"ratio", "factor"} and not any(c.isdigit() for c in claim.text):
        # a hedged fraction or factor in words: "about a third", "almost doubled" (x1.7 to x2.3, not x1.52)
        tolerance = _HEDGED_WORD_FRACTION_TOLERANCE * abs(low)
    elif claim.approx:
        tolerance = max(_RELATIVE_TOLERANCE * abs(low), _step(claim, scale) / 2)
    elif _exact_fraction(claim):
        # "up a fifth" for 1,030 -> 1,240 (20.4%): a fraction in words allows here what it allows against a
        # figure the source states ("a third" for 33.8%)
        tolerance = _RELATIVE_TOLERANCE * abs(low)
    elif claim.kind == "factor":
        tolerance = _WORD_ARITHMETIC_TOLERANCE * abs(low)
    else:
        tolerance = _step(claim, scale) / 2
    if bounded_gap and claim.comparator and not low / _GAP_BOUND_REACH <= computed <= low * _GAP_BOUND_REACH:
        return False  # a bound on a gap is said near it: "more than two degrees" is not 16.4 degrees
    if claim.comparator in (">", ">="):
        return computed > low if claim.comparator == ">" else computed >= low - tolerance
    if claim.comparator in ("<", "<="):
        return computed < low if claim.comparator == "<" else computed <= low + tolerance
    return _close(low, computed, tolerance)


_GAP_BOUND_REACH = 1.5  # how far a gap may stand from the bound a claim puts on it ("more than 300,000" for 309,000)


# ---------------------------------------------------------------------------------------------------------
# Describing figures in messages

_COMPARATOR_WORDS = {">": "more than", ">=": "at least", "<": "less than", "<=": "at most"}
_FACTOR_NAMES = {2.0: "a doubling", 3.0: "a tripling", 4.0: "a quadrupling", 0.5: "a halving"}
_UNIT_NAMES = {"pp": "percentage points", "yr": "years", "mo": "months", "wk": "weeks", "d": "days"}
_BIG_NUMBERS = ((1e12, "trillion"), (1e9, "billion"), (1e6, "million"))


def _number(value: float, decimals: int, group: bool = True) -> str:
    """A value spelt with the decimals it was written with, large round values in words."""
    for size, word in _BIG_NUMBERS:
        if abs(value) >= size:
            short = value / size
            shown = f"{short:.3f}".rstrip("0").rstrip(".")
            if math.isclose(float(shown), short, rel_tol=1e-9):
                return f"{shown} {word}"
            break
    return f"{value:,.{decimals}f}" if group else f"{value:.{decimals}f}"


def _amount(figure: Figure, value: float) -> str:
    if figure.kind == "percent":
        return f"{_number(value, figure.decimals)}%"
    if figure.kind == "currency":
        sign, magnitude = ("-" if value < 0 else ""), abs(value)
        symbol = _CURRENCY_SIGNS.get(figure.unit)
        body = _number(magnitude, figure.decimals)
        return f"{sign}{symbol}{body}" if symbol else f"{sign}{figure.unit} {body}"
    if figure.kind in {"year", "date"}:
        return f"{value:.0f}"
    if figure.kind == "ratio":
        return f"{value:.{max(figure.decimals, 1)}f}"
    return _number(value, figure.decimals)


def joined(a: Figure, b: Figure) -> bool:
    """Whether two figures are written as one, a single mark between them: the sides of a score ("lost
    3-1", "drew 1-1") or of a range the reader kept apart."""
    return b.start - a.end == 1 or a.start - b.end == 1


# Between a part and its whole: "1,300 of its 2,100", "nine of the 12", "32 of the hospital's 40", "four of
# his last five".
_PART_OF = re.compile(
    r"\s+of\s+(?:(?:the|its|their|our|his|her|these|those|a\s+total\s+of)\s+)?(?:[\w'’-]+\s+)?", re.IGNORECASE
)


# A whole named first, its part after a comma: "Of the 14 schools inspected, five were rated good", "Out of
# 40 applicants, 12 were shortlisted", "police said that of the 30 arrested, 11 were charged".
_WHOLE_FIRST_BEFORE = re.compile(
    r"(?:^|[.!?;:,]\s*|\bthat\s+|\n\s*)(?:out\s+)?of\s+(?:(?:the|its|their|our|his|her|these|those)\s+)?(?:[\w-]+['’]s\s+)?\Z",
    re.IGNORECASE,
)
_WHOLE_FIRST_BETWEEN = re.compile(r"(?:\s+[\w'’-]+){0,4}\s*,\s*")


def part_of(text: str, part: Figure, whole: Figure, offset: int = 0) -> bool:
    """Whether ``text`` (starting at ``offset``) writes ``part`` as a part of ``whole``: "of" between them,
    or the whole first ("Of the 14 schools inspected, five ...")."""
    if part.end <= whole.start:
        return _PART_OF.fullmatch(text, part.end - offset, whole.start - offset) is not None
    return (
        whole.end <= part.start
        and _WHOLE_FIRST_BETWEEN.fullmatch(text, whole.end - offset, part.start - offset) is not None
        and _WHOLE_FIRST_BEFORE.search(text[max(0, whole.start - offset - 40) : whole.start - offset]) is not None
    )


def describe(figure: Figure) -> str:
    """A short spelling for messages: "20%", "3 percentage points", "$45.2 million", "18–65 years"."""
    if figure.kind == "factor" and figure.high is not None:
        text = f"a {figure.value:g}- to {figure.high:g}-fold change"
    elif figure.kind == "factor":
        text = _FACTOR_NAMES.get(figure.value, f"a {figure.value:g}-fold change")
    elif figure.kind == "ordinal":
        text = _ordinal(int(figure.value))
    elif figure.kind == "time":
        text = f"{int(figure.value) // 60:02d}:{int(figure.value) % 60:02d}"
    elif figure.kind == "date":
        day = int(figure.value)
        year, month, dd = day // 10000, day // 100 % 100, day % 100
        if not year and 1 <= month <= 12:
            # a date with no year ("4月", "12 May"): its month, and its day where it has one
            text = f"{dd} {MONTH_NAMES[month - 1]}" if dd else MONTH_NAMES[month - 1]
        else:
            text = f"{year:04d}-{month:02d}-{dd:02d}"
    elif figure.kind == "ratio" and "." not in figure.text:
        # "two-thirds" and "1 in 5" read better than 0.67 and 0.2, and "about three-quarters" than "about 0.8"
        text = _SPACES.sub(" ", figure.text)
    else:
        text = _amount(figure, figure.value)
        if figure.high is not None:
            high = _amount(figure, figure.high)
            if figure.kind == "percent":
                text = text.rstrip("%")
            text = f"{text}–{high}"
        if figure.unit == AGE:
            text = f"{text} {AGE}"
        if figure.kind in {"measure", "points"}:
            unit = _UNIT_NAMES.get(figure.unit, figure.unit)
            if figure.high is None and abs(figure.value) == 1 and unit in _UNIT_NAMES.values():
                unit = unit[:-1]  # "1 percentage point", "1 year"
            text = f"{text}{'' if unit.startswith('°') else ' '}{unit}"
    if figure.comparator:
        text = f"{_COMPARATOR_WORDS[figure.comparator]} {text}"
    if figure.approx:
        text = f"about {text}"
    return text


def _ordinal(n: int) -> str:
    """1 -> "1st", 12 -> "12th", 23 -> "23rd"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def number_word(value: float) -> str | None:
    """The English word for a whole number up to twenty or a round ten ("twelve", "forty"), else None.

    Lets a search for a figure find the passages that spell it out."""
    if not float(value).is_integer():
        return None
    for word, number in _CARDINALS.items():
        if number == value:
            return word
    return None
