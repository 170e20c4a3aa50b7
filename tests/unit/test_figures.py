"""Figures: extraction as written, comparison by meaning, and the spellings used in messages.

Each table row is one reading the engine relies on; the "must not" rows are the mistakes the earlier
tool made ("5%" found inside "25%", "12%" taken for "-12%").
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from evidencedesk.model import Figure
from evidencedesk.text.figures import (
    derivation,
    describe,
    extract_figures,
    implied_factor,
    number_word,
    rounds_to,
    same_value,
    to_base,
)


def only(text: str) -> Figure:
    figures = extract_figures(text)
    assert len(figures) == 1, figures
    return figures[0]


def fields(f: Figure) -> tuple[str, float, str, str, float | None]:
    return f.text, f.value, f.kind, f.unit, f.high


# text, expected (span text, value, kind, unit, high) of the single figure
SINGLE = [
    # sign
    ("-12%", ("-12%", -12, "percent", "%", None)),
    ("\u221212%", ("\u221212%", -12, "percent", "%", None)),
    ("+3", ("+3", 3, "count", "", None)),
    ("fell (-4.5%) last year", ("-4.5%", -4.5, "percent", "%", None)),
    # decimals
    (".45", (".45", 0.45, "ratio", "", None)),
    ("0.41", ("0.41", 0.41, "ratio", "", None)),
    ("1.45", ("1.45", 1.45, "count", "", None)),
    ("25%", ("25%", 25, "percent", "%", None)),
    ("200", ("200", 200, "count", "", None)),
    # thousands separators
    ("1,204 students", ("1,204", 1204, "count", "", None)),
    ("1\u2009200", ("1\u2009200", 1200, "count", "", None)),
    ("1\u202f200", ("1\u202f200", 1200, "count", "", None)),
    ("1\u00a0200", ("1\u00a0200", 1200, "count", "", None)),
    ("45,200,000", ("45,200,000", 45_200_000, "count", "", None)),
    ("1,204.5", ("1,204.5", 1204.5, "count", "", None)),
    # percent and points
    ("20%", ("20%", 20, "percent", "%", None)),
    ("20 %", ("20 %", 20, "percent", "%", None)),
    ("20 percent", ("20 percent", 20, "percent", "%", None)),
    ("20 per cent", ("20 per cent", 20, "percent", "%", None)),
    ("3 percentage points", ("3 percentage points", 3, "points", "pp", None)),
    ("3 pp", ("3 pp", 3, "points", "pp", None)),
    ("25 basis points", ("25 basis points", 0.25, "points", "pp", None)),
    ("a 3-percentage-point gap", ("3-percentage-point", 3, "points", "pp", None)),
    ("a 5-percent rise", ("5-percent", 5, "percent", "%", None)),
    ("scored 3 points", ("3", 3, "count", "", None)),
    # currency
    ("$4.5 million", ("$4.5 million", 4_500_000, "currency", "USD", None)),
    ("€3bn", ("€3bn", 3e9, "currency", "EUR", None)),
    ("£12", ("£12", 12, "currency", "GBP", None)),
    ("USD 40", ("USD 40", 40, "currency", "USD", None)),
    ("40 USD", ("40 USD", 40, "currency", "USD", None)),
    ("40 dollars", ("40 dollars", 40, "currency", "USD", None)),
    ("3 euros", ("3 euros", 3, "currency", "EUR", None)),
    ("$45m", ("$45m", 45e6, "currency", "USD", None)),
    ("-$5", ("-$5", -5, "currency", "USD", None)),
    ("It cost 40 €.", ("40 €", 40, "currency", "EUR", None)),
    ("It cost 40 USD.", ("40 USD", 40, "currency", "USD", None)),
    ("US$ 2 billion", ("US$ 2 billion", 2e9, "currency", "USD", None)),
    # multipliers
    ("45.2 million", ("45.2 million", 45_200_000, "count", "", None)),
    ("3 thousand", ("3 thousand", 3000, "count", "", None)),
    ("5k users", ("5k", 5000, "count", "", None)),
    ("2.1bn", ("2.1bn", 2.1e9, "count", "", None)),
    ("4 tn", ("4 tn", 4e12, "count", "", None)),
    # units
    ("120 ms", ("120 ms", 120, "measure", "ms", None)),
    ("120ms", ("120ms", 120, "measure", "ms", None)),
    ("120 s", ("120 s", 120, "measure", "s", None)),
    ("5 seconds", ("5 seconds", 5, "measure", "s", None)),
    ("5 sec", ("5 sec", 5, "measure", "s", None)),
    ("10 minutes", ("10 minutes", 10, "measure", "min", None)),
    ("10 min", ("10 min", 10, "measure", "min", None)),
    ("3 hours", ("3 hours", 3, "measure", "h", None)),
    ("24h", ("24h", 24, "measure", "h", None)),
    ("3 days", ("3 days", 3, "measure", "d", None)),
    ("2 weeks", ("2 weeks", 2, "measure", "wk", None)),
    ("6 months", ("6 months", 6, "measure", "mo", None)),
    ("a 12-month study", ("12-month", 12, "measure", "mo", None)),
    ("5 years", ("5 years", 5, "measure", "yr", None)),
    ("5 kg", ("5 kg", 5, "measure", "kg", None)),
    ("5 g", ("5 g", 5, "measure", "g", None)),
    ("20 mg", ("20 mg", 20, "measure", "mg", None)),
    ("42 km", ("42 km", 42, "measure", "km", None)),
    ("45 m", ("45 m", 45, "measure", "m", None)),
    ("3 cm", ("3 cm", 3, "measure", "cm", None)),
    ("8 mm", ("8 mm", 8, "measure", "mm", None)),
    ("16 GB", ("16 GB", 16, "measure", "GB", None)),
    ("512 MB", ("512 MB", 512, "measure", "MB", None)),
    ("64 KB", ("64 KB", 64, "measure", "KB", None)),
    ("2 TB", ("2 TB", 2, "measure", "TB", None)),
    ("30°C", ("30°C", 30, "measure", "°C", None)),
    ("highs of 30C on Friday", ("30C", 30, "measure", "°C", None)),  # the press's temperature, letter on number
    ("a record by 0.4C.", ("0.4C", 0.4, "measure", "°C", None)),
    ("It was 75F in Boston", ("75F", 75, "measure", "°F", None)),
    ("86 °F", ("86 °F", 86, "measure", "°F", None)),
    ("50 Hz", ("50 Hz", 50, "measure", "Hz", None)),
    ("44.1 kHz", ("44.1 kHz", 44.1, "measure", "kHz", None)),
    ("2.4 GHz", ("2.4 GHz", 2.4, "measure", "GHz", None)),
    # ranges
    ("18 to 65", ("18 to 65", 18, "count", "", 65)),
    ("18-65", ("18-65", 18, "count", "", 65)),
    ("18–65", ("18–65", 18, "count", "", 65)),
    ("aged 18–65 years", ("18–65 years", 18, "measure", "yr", 65)),
    ("between 18 and 65", ("18 and 65", 18, "count", "", 65)),
    ("18%-25%", ("18%-25%", 18, "percent", "%", 25)),
    ("18-25%", ("18-25%", 18, "percent", "%", 25)),
    ("$3-5 million", ("$3-5 million", 3e6, "currency", "USD", 5e6)),
    ("10 to 20 ms", ("10 to 20 ms", 10, "measure", "ms", 20)),
    ("-5 to -3", ("-5 to -3", -5, "count", "", -3)),
    ("2019-2023", ("2019-2023", 2019, "year", "", 2023)),
    ("2019-20", ("2019-20", 2019, "year", "", 2020)),
    ("two to three years", ("two to three years", 2, "measure", "yr", 3)),
    ("one to three years", ("one to three years", 1, "measure", "yr", 3)),
    ("between two and three million", ("two and three million", 2e6, "count", "", 3e6)),
    ("five to ten percent", ("five to ten percent", 5, "percent", "%", 10)),
    # number words
    ("twelve", ("twelve", 12, "count", "", None)),
    ("Twelve", ("Twelve", 12, "count", "", None)),
    ("twenty-three", ("twenty-three", 23, "count", "", None)),
    ("twenty three", ("twenty three", 23, "count", "", None)),
    ("one hundred and five", ("one hundred and five", 105, "count", "", None)),
    ("two thousand four hundred", ("two thousand four hundred", 2400, "count", "", None)),
    ("a dozen", ("a dozen", 12, "count", "", None)),
    ("two dozen", ("two dozen", 24, "count", "", None)),
    ("a million", ("a million", 1e6, "count", "", None)),
    ("one million", ("one million", 1e6, "count", "", None)),
    ("one hour", ("one hour", 1, "measure", "h", None)),
    ("five percent", ("five percent", 5, "percent", "%", None)),
    ("third", ("third", 3, "ordinal", "", None)),
    ("twenty-first", ("twenty-first", 21, "ordinal", "", None)),
    ("3rd", ("3rd", 3, "ordinal", "", None)),
    ("21st", ("21st", 21, "ordinal", "", None)),
    # factors
    ("doubled", ("doubled", 2, "factor", "", None)),
    ("tripled", ("tripled", 3, "factor", "", None)),
    ("quadrupled", ("quadrupled", 4, "factor", "", None)),
    ("halved", ("halved", 0.5, "factor", "", None)),
    ("two-fold", ("two-fold", 2, "factor", "", None)),
    ("a planet 1.3 times Earth's width", ("1.3 times", 1.3, "factor", "", None)),
    ("a budget three times its size last year", ("three times", 3, "factor", "", None)),
    ("twofold", ("twofold", 2, "factor", "", None)),
    ("2-fold", ("2-fold", 2, "factor", "", None)),
    ("2.5-fold", ("2.5-fold", 2.5, "factor", "", None)),
    ("2x", ("2x", 2, "factor", "", None)),
    ("2×", ("2×", 2, "factor", "", None)),
    ("three times higher", ("three times", 3, "factor", "", None)),
    ("twice as many", ("twice", 2, "factor", "", None)),
    # years and dates
    ("2023", ("2023", 2023, "year", "", None)),
    ("in 2024,", ("2024", 2024, "year", "", None)),
    ("FY2023", ("FY2023", 2023, "year", "", None)),
    ("mid-2023", ("2023", 2023, "year", "", None)),
    ("the 1990s", ("1990s", 1990, "year", "", 1999)),
    ("in the early 1970s", ("1970s", 1970, "year", "", 1973)),
    ("from the mid-1990s", ("1990s", 1993, "year", "", 1997)),
    ("the late 1980s", ("1980s", 1987, "year", "", 1989)),
    ("1970s–1980s rock", ("1970s–1980s", 1970, "year", "", 1989)),
    # a century is its hundred years, as writers use it; a name that begins so is no century
    ("a 19th-century organ", ("19th-century", 1800, "year", "", 1899)),
    ("the early twentieth century", ("twentieth century", 1900, "year", "", 1939)),
    ("in the late 1800s", ("1800s", 1860, "year", "", 1899)),
    ("20th Century Fox", ("20th", 20, "ordinal", "", None)),
    ("his 19th birthday", ("19th", 19, "ordinal", "", None)),
    ("2024-03-12", ("2024-03-12", 20240312, "date", "", None)),
    ("1,900 people", ("1,900", 1900, "count", "", None)),
    # identifiers are skipped, names after a space are not
    ("ISO 9001", ("9001", 9001, "count", "", None)),
    ("COVID-19 cases rose 4%", ("4%", 4, "percent", "%", None)),
    ("GPT-4 scored 86%", ("86%", 86, "percent", "%", None)),
    # fractions and ratios
    ("3/4", ("3/4", 0.75, "ratio", "", None)),
    ("two-thirds of users", ("two-thirds", 2 / 3, "ratio", "", None)),
    ("one third", ("one third", 1 / 3, "ratio", "", None)),
    ("a third of respondents", ("a third", 1 / 3, "ratio", "", None)),
    ("error fell by a third.", ("a third", 1 / 3, "ratio", "", None)),
    ("cancellations fell by half.", ("half", 0.5, "ratio", "", None)),
    ("one and a half hours", ("one and a half hours", 1.5, "measure", "h", None)),
    ("shut for a year and a half.", ("a year and a half", 1.5, "measure", "yr", None)),
    ("Nearly a third said they had been fined", ("a third", 1 / 3, "ratio", "", None)),
    ("Okafor is now second in the world rankings", ("second", 2, "ordinal", "", None)),
    ("an hour and a half late", ("an hour and a half", 1.5, "measure", "h", None)),
    ("within a quarter of an hour of schedule", ("a quarter of an hour", 0.25, "measure", "h", None)),
    ("the ferry left half an hour late", ("half an hour", 0.5, "measure", "h", None)),
    ("walked half a mile to the station", ("half a mile", 0.5, "measure", "mi", None)),
    ("three quarters of a litre of water", ("three quarters of a litre", 0.75, "measure", "L", None)),
    ("three quarters", ("three quarters", 0.75, "ratio", "", None)),
    ("half of the students", ("half", 0.5, "ratio", "", None)),
    ("one in five adults", ("one in five", 0.2, "ratio", "", None)),
    ("1 in 5", ("1 in 5", 0.2, "ratio", "", None)),
    ("9 out of 10 dentists", ("9 out of 10", 0.9, "ratio", "", None)),
    ("one in every five pupils", ("one in every five", 0.2, "ratio", "", None)),
    ("about 16 in every 100 visits", ("16 in every 100", 0.16, "ratio", "", None)),
    # more units, currencies and spellings
    ("a 24-hour period", ("24-hour", 24, "measure", "h", None)),
    ("a five-year plan", ("five-year", 5, "measure", "yr", None)),
    ("6 ft", ("6 ft", 6, "measure", "ft", None)),
    ("-5 °C", ("-5 °C", -5, "measure", "°C", None)),
    ("£3.50", ("£3.50", 3.5, "currency", "GBP", None)),
    ("CHF 40", ("CHF 40", 40, "currency", "CHF", None)),
    ("10,000-20,000 users", ("10,000-20,000", 10_000, "count", "", 20_000)),
    ("$3 to $5", ("$3 to $5", 3, "currency", "USD", 5)),
    ("0.84–0.90", ("0.84–0.90", 0.84, "ratio", "", 0.9)),
    ("between 2010 and 2020", ("2010 and 2020", 2010, "year", "", 2020)),
    ("the 2020s", ("2020s", 2020, "year", "", 2029)),
    # a share of a percentage point; a rank written with "No"
    ("cut by a quarter of a percentage point", ("a quarter of a percentage point", 0.25, "points", "pp", None)),
    ("rose by half a percentage point", ("half a percentage point", 0.5, "points", "pp", None)),
    ("world No 34 Anya Servin", ("No 34", 34, "ordinal", "", None)),
    ("SWU ranked No. 9 in the list", ("No. 9", 9, "ordinal", "", None)),
    ("just half a point separated them", ("half a point", 0.5, "count", "", None)),
    # ages, times taken, spans written in parts
    ("the 19-year-old won", ("19-year-old", 19, "count", "years old", None)),
    ("Smith, 42 years old, built", ("42 years old", 42, "count", "years old", None)),
    ("young 10-24 year old Jordanians", ("10-24 year old", 10, "count", "years old", 24)),
    ("residents 65 or older", ("65", 65, "count", "years old", None)),  # an age, bounded below
    ("two second-half goals", ("two", 2, "count", "", None)),  # a unit word opening a compound is none
    ("two minute-long videos", ("two", 2, "count", "", None)),
    ("children 12 and younger", ("12", 12, "count", "years old", None)),
    ("she touched in 2:06.31.", ("2:06.31", 126.31, "measure", "s", None)),
    ("won the marathon in 2:04:35", ("2:04:35", 7475, "measure", "s", None)),
    ("the bus leaves at 10:30", ("10:30", 630, "time", "", None)),
    ("remains 1min 12sec behind", ("1min 12sec", 72, "measure", "s", None)),
    ("sentenced to 12 years and seven months", ("12 years and seven months", 151, "measure", "mo", None)),
    # a bare "m" is a million before a currency, a unit word, "people", or after a decimal a plural noun
    ("profit fell to 410m kroner", ("410m kroner", 410e6, "currency", "NOK", None)),
    ("a harvest of 1.2m tonnes", ("1.2m tonnes", 1.2e6, "measure", "t", None)),
    ("a harvest of 58.7m cubic metres", ("58.7m cubic metres", 58.7e6, "measure", "m³", None)),
    ("a tank of 500 cubic feet", ("500 cubic feet", 500, "measure", "ft³", None)),
    ("about 3m people", ("3m", 3e6, "count", "", None)),
    ("2.4m households", ("2.4m", 2.4e6, "count", "", None)),
    ("the 400m hurdles", ("400m", 400, "measure", "m", None)),
    ("she won the 100m sprint", ("100m", 100, "measure", "m", None)),
    ("it rose to 1.2m in May", ("1.2m", 1.2, "measure", "m", None)),
    # ... or before a unit's symbol of two or more characters, which no length has
    ("sea ice was 1.1m km² below the norm", ("1.1m km²", 1.1e6, "measure", "km²", None)),
    ("4m sq ft of offices", ("4m sq ft", 4e6, "measure", "ft²", None)),
    ("replanted 2,400 ha of moorland", ("2,400 ha", 2400, "measure", "ha", None)),
    ("she cleared 5m in the pole vault", ("5m", 5, "measure", "m", None)),
    ("3 million zlotys", ("3 million zlotys", 3e6, "currency", "PLN", None)),
    # pence are hundredths of a pound: "95p" is "£0.95"; "12pt" is no money
    ("fares will rise to 95p", ("95p", 0.95, "currency", "GBP", None)),
    ("a stamp costs 85 pence", ("85 pence", 0.85, "currency", "GBP", None)),
    ("lost around 4,000 reais", ("4,000 reais", 4000, "currency", "BRL", None)),
]


@pytest.mark.parametrize(("text", "expected"), SINGLE, ids=[t for t, _ in SINGLE])
def test_single_figure(text: str, expected: tuple[str, float, str, str, float | None]) -> None:
    got = fields(only(text))
    assert got[0] == expected[0]
    assert got[1] == pytest.approx(expected[1])
    assert got[2:4] == expected[2:4]
    assert got[4] == (pytest.approx(expected[4]) if expected[4] is not None else None)


# text -> the span texts extracted, in order
SEVERAL = [
    ("in 2019, 45 people", ["2019", "45"]),
    ("3, 4 and 5", ["3", "4", "5"]),
    ("3,4 and 5", ["3", "4", "5"]),
    ("from 0.41 to 0.58", ["0.41", "0.58"]),
    ("rose from 18 to 65", ["18", "65"]),
    ("12 March 2024", ["12", "2024"]),
    ("March 12, 2024", ["12", "2024"]),
    ("a 3-2 win", ["3", "2"]),
    ("up 5% and 3 points", ["5%", "3 points"]),
    ("5 and 6", ["5", "6"]),
    ("from $3 to $5", ["$3", "$5"]),
    ("from two to three", ["two", "three"]),
    ("three to two", ["three", "two"]),
    ("The vote was 52–48.", ["52", "48"]),
    ("rose 3 in 10 years", ["3", "10 years"]),
    ("3 in 2023", ["3", "2023"]),
    ("Latency fell from 120 ms to 95 ms, a 21% reduction.", ["120 ms", "95 ms", "21%"]),
    ("Revenue grew 12.5% to €3.4bn in FY2023.", ["12.5%", "€3.4bn", "FY2023"]),
    ("a third study", ["third"]),
    ("the club's second league title", ["second"]),  # a possessive is a determiner too
    ("wait a second", []),
    ("Rovers moved up to second in the table", ["second"]),  # a move in a table is a position
    ("Haddow was second in the men's race", ["second"]),  # after "be", before what places it
    ("with Miho Ando second and Lena Gruber third", ["second", "third"]),  # a list of placings after names
    ("Reform UK were second on 27%", ["second", "27%"]),
    ("Kate Reyes second, she said", ["second"]),
    ("Second, Ando said", []),  # a discourse word opening a sentence
    ("shares fell 40p to £3.10", ["40p", "£3.10"]),  # a change and the level it reached, not a range
    ("sales rose 2% to 14%", ["2%", "14%"]),
    ("sales rose 2-3% this year", ["2-3%"]),  # a range of changes stays one
    ("The bridge was first opened in 1890", ["1890"]),  # "first" of the verb: no position
    ("In 2023 $5 million was spent", ["2023", "$5 million"]),
    ("In 2023 USD 5 million", ["2023", "USD 5 million"]),
    ("error fell by a third in 2023", ["a third", "2023"]),
    ("the first half of 2023", ["first", "2023"]),  # an ordinal half, not a ratio of one half
    ("delayed by half an hour in 2023", ["half an hour", "2023"]),  # a span of time (30 minutes), no bare fraction
    ("18%-25% and 120 ms", ["18%-25%", "120 ms"]),
    ("Section 4.1 shows 5% [12], p < 0.05", ["5%", "0.05"]),
]


@pytest.mark.parametrize(("text", "spans"), SEVERAL, ids=[t for t, _ in SEVERAL])
def test_several_figures(text: str, spans: list[str]) -> None:
    assert [f.text for f in extract_figures(text)] == spans


NOTHING = [
    "one of the students",
    "One of them said no one came",
    "COVID-19",
    "GPT-4",
    "F1",
    "B2B",
    "v2.1",
    "a 3D model",
    "section 3.2.1",
    "open 24/7",
    "Psalm 23:4",
    "a 3:1 ratio",
    "on 12/03/2024",
    "first, we looked; second, we checked",
    "one-to-one",
    "x2 faster",
    "COVID19",
    "they met twice",
    "one to one",
    "see Table 2",
    "in Figure 3a",
    "Fig. 2",
    "pp. 12-15",
    "a phase 3 trial",
    "No. 5",
    "as shown in [12]",
    "[3, 4]",
    "no digits here at all",
    "",
]


@pytest.mark.parametrize("text", NOTHING)
def test_no_figure(text: str) -> None:
    assert extract_figures(text) == []


KINDS = [  # text, kind and unit of its last figure
    ("on 12 March", "ordinal", ""),
    ("on March 12", "ordinal", ""),
    ("the 12th", "ordinal", ""),
    ("up 5%, then 3 points", "points", "pp"),
    ("up 5%, a 3-point gain", "points", "pp"),
    ("a 10-point lead", "count", ""),
    ("scored 3 points", "count", ""),
    ("1900", "year", ""),
    ("1,900", "count", ""),
    ("1799", "count", ""),
    ("ISO 9001", "count", ""),
    ("2024-03-12", "date", ""),
    ("0.41", "ratio", ""),
    ("1.5", "count", ""),
    ("3 pp", "points", "pp"),
    ("at 10:30", "time", ""),
    ("open until 8pm", "time", ""),
    ("open 9am-5pm", "time", ""),
]


@pytest.mark.parametrize(("text", "kind", "unit"), KINDS)
def test_kind_of_last_figure(text: str, kind: str, unit: str) -> None:
    last = extract_figures(text)[-1]
    assert (last.kind, last.unit) == (kind, unit)


QUALIFIERS = [  # text, approx, comparator
    ("more than 20%", False, ">"),
    ("over 20", False, ">"),
    ("charged over a £2m fraud", False, None),  # "over" after holding someone to account gives the cause
    ("arrested over £30,000 of stolen tools", False, None),
    ("fined over £5,000", False, ">"),
    ("above 20", False, ">"),
    ("at least 5", False, ">="),
    ("no fewer than 5", False, ">="),
    ("under 10 ms", False, "<"),
    ("fewer than 10", False, "<"),
    ("p < 0.05", False, "<"),
    ("p<0.05", False, "<"),
    ("≤ 3", False, "<="),
    ("≥ 3", False, ">="),
    ("up to 40", False, "<="),
    ("fined up to £5,000", False, "<="),
    ("a little under 3%", False, "<"),
    ("a bit more than 40", False, ">"),
    ("prices went up to £12", False, None),  # a move to a level, not a bound
    ("fares will go up to £3.50", False, None),
    ("20 or more", False, ">="),
    ("20+", False, ">="),
    ("about 24%", True, None),
    ("around 24%", True, None),
    ("roughly 24%", True, None),
    ("approximately 24%", True, None),
    ("nearly 24%", True, None),
    ("almost 24%", True, None),
    ("some 40", True, None),
    ("~24%", True, None),
    ("≈ 24%", True, None),
    ("about 24 %", True, None),
    ("24%", False, None),
    ("nearly doubled", True, None),
    ("more than doubled", False, ">"),
    ("more than half of them", False, ">"),
    ("cost $1.2 million over two years", False, None),
    ("residents 65 or older", False, ">="),
    ("children 12 and younger", False, "<="),
    # after a noun its determiner opens, "over" says what the noun is about
    ("lost its appeal over 140 homes", False, None),
    ("called a strike over 40 job cuts", False, None),
    ("the team scored over 40 points", False, ">"),
    ("the firm paid over £5m", False, ">"),
]


@pytest.mark.parametrize(("text", "approx", "comparator"), QUALIFIERS, ids=[t for t, _, _ in QUALIFIERS])
def test_hedges_and_comparators_stay_outside_the_span(text: str, approx: bool, comparator: str | None) -> None:
    f = extract_figures(text)[-1]
    assert (f.approx, f.comparator) == (approx, comparator)
    assert not any(word in f.text for word in ("about", "than", "~", "<", "≤", "least", "some"))


def test_offsets_point_into_the_text() -> None:
    text = "Recall rose from 0.41 to 0.58, about 24% of $4.5 million over 18–65 years."
    for f in extract_figures(text):
        assert text[f.start : f.end] == f.text


def test_decimals_count_written_places() -> None:
    assert [f.decimals for f in extract_figures("0.41, 23.70% and 45.2 million and 12")] == [2, 2, 1, 0]


# claim, source: same_value must say True
SAME = [
    # a fraction in words meets a measured share within 3% of it: that is how writers round one
    ("a third of", "33.8%"),
    ("three in four", "74%"),
    ("two-thirds", "66%"),
    ("one in five", "19%"),  # or within a point, where that is within a tenth of the fraction
    ("45.2 million", "45,200,000"),
    ("3.69 billion litres", "36.9 million hectolitres"),
    ("two-thirds of a degree", "0.67C"),  # degrees of no named scale are the source's
    ("a lead of 1:52", "1 minute 52 seconds"),  # a span written as a time of day
    ("a lead of 1:52", "1 hour 52 minutes"),
    ("twelve", "12"),
    ("1\u2009200", "1200"),
    ("1\u202f200", "1,200"),
    ("about 24%", "23.7%"),
    ("roughly 24%", "24.4%"),
    ("a recall of 0.85", "85%"),
    ("85%", "0.85"),
    ("20 percent", "20%"),
    ("20 per cent", "20%"),
    ("3 percentage points", "3 pp"),
    ("1.5 s", "1500 ms"),
    ("2 minutes", "120 seconds"),
    ("1 kg", "1000 g"),
    ("1.2 km", "1200 m"),
    ("2 GB", "2000 MB"),
    ("12 months", "1 year"),
    ("$4.5 million", "4.5 million dollars"),
    ("€3bn", "3 billion euros"),
    ("£12", "12 pounds"),
    ("18-65 years", "between 18 and 65 years"),
    ("18 to 65", "18–65"),
    ("more than 20%", "23%"),
    ("more than 20%", "over 20%"),
    ("at least 5", "5"),
    ("p < 0.05", "0.03"),
    ("doubled", "twofold"),
    ("doubled", "2x"),
    ("doubled", "2×"),
    ("twice as many", "doubled"),
    ("tripled", "3-fold"),
    ("halved", "0.5x"),
    ("about 45 million", "45,200,000"),
    ("about 200", "190"),
    ("2000", "2,000"),
    ("+3", "3"),
    ("3rd", "third"),
    ("about 3%", "3.4%"),
    ("a dozen", "12"),
    ("two-thirds", "67%"),
    ("two-thirds", "66.7%"),
    ("67%", "two-thirds"),
    ("a third of", "33%"),
    ("one in five", "20%"),
    ("3/4", "75%"),
    ("half of", "50%"),
    ("more than half of", "52%"),
    ("nearly two-thirds of", "64%"),
    ("about half of", "46%"),
    ("a year and a half", "18 months"),
    ("a quarter of an hour", "15 minutes"),
    ("half an hour", "30 minutes"),
    ("more than a year and a half", "19 months"),
    ("8 pm", "8pm"),
    ("8 p.m.", "20:00"),
    ("in the 1970s", "1974"),
    ("the mid-1990s", "1995"),
    ("the late 1980s", "1989"),
    ("the 19th century", "1878"),
    ("the early 20th century", "1911"),
    ("7.30pm", "19:30"),
    ("12am", "00:00"),
    ("up to 75", "60 to 75"),  # a bound every value of the range keeps
    ("more than 50", "60-75"),
    ("at least £40m", "£40m-£55m"),
]


@pytest.mark.parametrize(("claim", "source"), SAME, ids=[f"{c} == {s}" for c, s in SAME])
def test_same_value(claim: str, source: str) -> None:
    assert same_value(only(claim), only(source))


DIFFERENT = [
    ("5%", "25%"),
    ("36.9 million litres", "36.9 million hectolitres"),
    ("2C", "2F"),
    ("a lead of 1:52", "1 minute 25 seconds"),
    ("20", "200"),
    (".45", "1.45"),
    ("12%", "-12%"),
    ("-12%", "12%"),
    ("120 ms", "120 s"),
    ("24%", "23.7%"),
    ("23.7%", "24%"),
    ("3 percentage points", "3%"),
    ("3%", "3 percentage points"),
    ("about 3%", "3.6%"),
    ("about 24%", "21%"),
    ("95%", "85%"),
    ("more than 20%", "20%"),
    ("more than 20%", "at least 25%"),
    ("20%", "more than 20%"),
    ("18-65 years", "18 years"),
    ("18-65", "18-64"),
    ("$4.5 million", "€4.5 million"),
    ("$4.5 million", "4.5 million"),
    ("doubled", "tripled"),
    ("doubled", "2"),
    ("3rd", "3"),
    ("2 GB", "2 GHz"),
    ("0.85", "0.085"),
    ("45.2 million", "45,000,000"),
    ("a third of", "30%"),
    ("half of", "52%"),  # "more than half"
    ("two-thirds", "62%"),
    ("one in twenty", "5.9%"),
    ("nearly two-thirds of", "27%"),
    ("about half of", "56%"),
    ("roughly a third of", "20%"),
    ("two-thirds", "one-third"),
    ("1 in 5", "1 in 3"),
    ("3/4", "2/3"),
    ("one in five", "a quarter of"),
    ("8pm", "9pm"),
    ("8 am", "8 pm"),
    ("8 pm", "8"),
    ("in the 1980s", "1974"),
    ("the early 1970s", "1974"),
    ("1974", "the 1970s"),  # a year is more than a decade says
    ("the 18th century", "1878"),
    ("the late 19th century", "1811"),
    ("up to 70", "60 to 75"),  # the range runs past the bound
    ("more than 65", "60-75"),
    ("more than 800", "the 20th century"),  # a count is kept by no span of years
]


@pytest.mark.parametrize(("claim", "source"), DIFFERENT, ids=[f"{c} != {s}" for c, s in DIFFERENT])
def test_not_same_value(claim: str, source: str) -> None:
    assert not same_value(only(claim), only(source))


IMPLIED = [("0.41", "0.82", 2.0), ("20%", "10%", 0.5), ("1 s", "3000 ms", 3.0)]


@pytest.mark.parametrize(("before", "after", "factor"), IMPLIED)
def test_implied_factor(before: str, after: str, factor: float) -> None:
    assert implied_factor(only(before), only(after)) == pytest.approx(factor)


@pytest.mark.parametrize(("before", "after"), [("20%", "3 pp"), ("0", "5"), ("18-65", "30"), ("5 kg", "5 s")])
def test_no_implied_factor(before: str, after: str) -> None:
    assert implied_factor(only(before), only(after)) is None


@pytest.mark.parametrize(
    ("text", "base"),
    [
        ("1.5 s", (1.5, "s")),
        ("1500 ms", (1.5, "s")),
        ("2 kg", (2000, "g")),
        ("3 km", (3000, "m")),
        ("2 GB", (2e9, "B")),
        ("20%", (20, "%")),
        ("$5", (5, "USD")),
        ("30°C", (30, "°C")),
        ("12", (12, "")),
    ],
)
def test_to_base(text: str, base: tuple[float, str]) -> None:
    value, unit = to_base(only(text))
    assert (pytest.approx(value), unit) == (base[0], base[1])


DESCRIBED = [
    ("20%", "20%"),
    ("3 percentage points", "3 percentage points"),
    ("1 pp", "1 percentage point"),
    ("$45.2 million", "$45.2 million"),
    ("120 ms", "120 ms"),
    ("18–65 years", "18–65 years"),
    ("18-25%", "18–25%"),
    ("doubled", "a doubling"),
    ("2.5-fold", "a 2.5-fold change"),
    ("more than 20%", "more than 20%"),
    ("about 24%", "about 24%"),
    ("1,204", "1,204"),
    ("0.41", "0.41"),
    ("2023", "2023"),
    ("third", "3rd"),
    ("2024-03-12", "2024-03-12"),
    ("USD 40", "$40"),
    ("CHF 40", "CHF 40"),
    ("two-thirds of them", "two-thirds"),
    ("1 in 5", "1 in 5"),
    ("1 year", "1 year"),
    ("2019-2023", "2019–2023"),
    ("-$5", "-$5"),
    ("≥ 3", "at least 3"),
    ("two to three times higher", "a 2- to 3-fold change"),
]


@pytest.mark.parametrize(("text", "spelling"), DESCRIBED)
def test_describe(text: str, spelling: str) -> None:
    assert describe(only(text)) == spelling


@pytest.mark.parametrize(("text", "spelling"), [("4月から", "April"), ("5月10日まで", "10 May")])
def test_a_date_without_a_year_is_described_by_its_month(text: str, spelling: str) -> None:
    (f,) = extract_figures(text, lang="ja")
    assert describe(f) == spelling


# ---------------------------------------------------------------------------------------------------------
# Properties over arbitrary text


@given(st.integers(min_value=0, max_value=10**13))
def test_any_grouping_of_an_integer_is_the_same_value(n: int) -> None:
    plain, commas, thin = f"{n}", f"{n:,}", f"{n:,}".replace(",", "\u2009")
    for text in (plain, commas, thin):
        assert only(text).value == n
    assert same_value(only(commas), only(plain)) and same_value(only(thin), only(commas))


@given(st.integers(min_value=0, max_value=99_999), st.integers(min_value=1, max_value=99_999))
def test_different_percentages_never_match_without_a_hedge(a: int, b: int) -> None:
    left, right = only(f"{a / 100:.2f}%"), only(f"{(a + b) / 100:.2f}%")
    assert same_value(left, left) and not same_value(left, right) and not same_value(right, left)


_FRACTIONS = st.tuples(st.integers(1, 98), st.integers(2, 99)).filter(lambda f: f[0] < f[1])


@given(_FRACTIONS, _FRACTIONS, st.sampled_from(["{}/{}", "{} in {}", "{} out of {}"]))
def test_unequal_exact_fractions_never_match(left: tuple[int, int], right: tuple[int, int], spelling: str) -> None:
    a, b = only(spelling.format(*left)), only(spelling.format(*right))
    assert same_value(a, b) == (left[0] * right[1] == right[0] * left[1])


_PIECES = st.sampled_from(
    [
        "12%",
        "-3",
        "−4",
        "1,204",
        "1\u2009200",
        ".45",
        "0.41",
        "$4.5 million",
        "€3bn",
        "about",
        "more than",
        "18–65",
        "18-65",
        "years",
        "ms",
        "to",
        "and",
        "between",
        "from",
        "twenty-three",
        "one",
        "a dozen",
        "doubled",
        "2x",
        "COVID-19",
        "3.2.1",
        "10:30",
        "3/4",
        "2024-03-12",
        "FY2023",
        "pp",
        "points",
        "%",
        "~",
        "<",
        "≤",
        " ",
        " ",
        ", ",
        ".",
        "-",
        "\u00a0",
        "x",
        "per cent",
        "March",
        "FY",
        "mid-",
        "²",
        "٣",
        "１",
        "İ",
        "K",
        "in",
        "out of",
        "half",
        "a third",
        "of",
        "$",
        "USD",
        "m",
        "bn",
        "°C",
        "s",
        "twice",
        "as",
        "/",
        ":",
    ]
)
_TEXTS = st.one_of(st.text(max_size=200), st.lists(_PIECES | st.text(max_size=3), max_size=30).map("".join))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_TEXTS)
@example("İ0")  # lower-casing lengthens "İ": offsets must come from the original text
@example("FY2²³⁴")  # superscripts are digits to str.isdigit but not to int()
@example("one to ")
@example("0°\u00a0C")  # a unit spelt with a no-break space inside
@example("9" * 400 + " in 5")  # overflows a float
def test_spans_are_valid_sorted_and_disjoint(text: str) -> None:
    figures = extract_figures(text)
    previous_end = 0
    for f in figures:
        assert 0 <= f.start < f.end <= len(text)
        assert text[f.start : f.end] == f.text
        assert f.start >= previous_end
        previous_end = f.end
        describe(f)
        assert same_value(f, f) or f.comparator is not None


@pytest.mark.parametrize(
    ("value", "word"), [(12, "twelve"), (40.0, "forty"), (0, "zero"), (12.5, None), (21, None), (float("inf"), None)]
)
def test_number_word(value: float, word: str | None) -> None:
    assert number_word(value) == word


def test_long_runs_of_number_words_are_read_once() -> None:
    # each word once, not the whole remaining run again from every word (which took minutes on this)
    figures = extract_figures("one two " * 5000)
    assert len(figures) == 5000
    assert {f.text for f in figures} == {"two"}
    assert extract_figures("one to " * 5000) == []  # no look-ahead chain from "one" to "one"


# -- a change and a level, and years that end a phrase ------------------------------------------------------

CHANGE_AND_LEVEL = [
    ("The rate rose by 2% to 14% over the year.", ["2%", "14%"]),
    ("Shares were up 3% to $40 on Monday.", ["3%", "$40"]),
    ("The deficit was down 5% to EUR 60 million.", ["5%", "EUR 60 million"]),
    ("Membership grew from 15 in 2019 to 45 in 2022.", ["15", "2019", "45", "2022"]),
    ("Attendance rose from 1,200 in 2018 to 2,500 in 2023.", ["1,200", "2018", "2,500", "2023"]),
    ("Fees rose by 5 to 10% this year.", ["5 to 10%"]),  # one unit for both ends: a range
    ("Attendance rose by 1,500 to 21,000.", ["1,500", "21,000"]),  # a level far beyond the change
    ("Sales rose 8% to 300 units in 2021.", ["8%", "300", "2021"]),  # a percent on the low end only
    ("Unemployment fell 0.3% to 41,000 claimants.", ["0.3%", "41,000"]),
    ("The scheme ran between 2019 and 2022.", ["2019 and 2022"]),
    ("The 2019-20 season was cut short.", ["2019-20"]),
    # "from" one year "to" another is a period, as "between ... and" is; from one level to another is not
    ("Average rents climbed 30% from 2019 to 2024.", ["30%", "2019 to 2024"]),
    ("The bridge was closed from 2011 to 2014 for repairs.", ["2011 to 2014"]),
    ("The rate fell from 12% to 9%.", ["12%", "9%"]),
    ("Prices rose from 1990 to 2,010.", ["1990", "2,010"]),
]


@pytest.mark.parametrize(
    ("text", "comparator"),
    [
        ("The glacier pulled back 410 metres over 2000-2022.", None),  # a period, as "over two years" is
        ("Sales rose 5% over 2019.", None),
        ("Over 2,000 people attended.", ">"),
    ],
)
def test_over_before_a_year_is_a_period_not_a_bound(text: str, comparator: str | None) -> None:
    assert extract_figures(text)[-1].comparator == comparator


@pytest.mark.parametrize(("text", "spans"), CHANGE_AND_LEVEL)
def test_a_change_and_a_level_are_two_figures_and_a_year_does_not_open_a_range(text: str, spans: list[str]) -> None:
    assert [f.text for f in extract_figures(text)] == spans


def test_a_year_followed_by_to_n_keeps_its_value() -> None:
    years = [f for f in extract_figures("Membership grew from 15 in 2019 to 45 in 2022.") if f.kind == "year"]
    assert [(f.value, f.high) for f in years] == [(2019.0, None), (2022.0, None)]


# -- arithmetic a claim may do on two source figures ------------------------------------------------------

DERIVED = [
    ("tripled", "15", "45", "45 / 15 = 3"),
    ("doubled", "41", "82", "82 / 41 = 2"),
    ("halved", "90", "45", "45 / 90 = 0.5"),
    ("twice as many", "150", "300", "300 / 150 = 2"),
    ("a third.", "90", "60", "(90 − 60) / 90 = 0.333"),
    ("a quarter of", "100", "400", "100 / 400 = 0.25"),
    ("50%", "40", "60", "(60 − 40) / 40 = 50%"),
    ("33%", "15", "20", "(20 − 15) / 15 = 33.3%"),
    ("30 percentage points", "40%", "70%", "70% − 40% = 30 percentage points"),
    ("$3 million", "$4 million", "$7 million", "$7 million − $4 million = $3 million"),
    ("three years", "2019", "2022", "2022 − 2019 = 3 years"),
    ("about 3 times more", "10", "31", "31 / 10 = 3.1"),
    # a factor in words rounds as a fraction in words does, within 3%
    ("tripled", "15", "44", "44 / 15 = 2.93"),
    ("doubled", "41", "80", "80 / 41 = 1.95"),
    ("doubled", "118,000 litres", "240,000 litres", "240,000 L / 118,000 L = 2.03"),
]


@pytest.mark.parametrize(("claim", "before", "after", "working"), DERIVED)
def test_derivation_shows_the_arithmetic(claim: str, before: str, after: str, working: str) -> None:
    shown = derivation(extract_figures(claim)[0], only(before), only(after))
    assert shown is not None and shown.startswith(working)


NOT_DERIVED = [
    ("tripled", "15", "42"),  # 2.8 is not a tripling
    ("doubled", "41", "78"),  # nor 1.90 a doubling
    ("halved", "10,000", "5,400"),
    ("a third.", "90", "45"),
    ("30%", "40%", "70%"),  # a difference of percents is in points, not percent
    ("30 percentage points", "40", "70"),  # points come from percents
    ("$3 million", "EUR 4 million", "EUR 7 million"),  # another currency
    ("three years", "2019", "45"),
    ("12 March", "10", "22"),  # a date is not an amount
    ("more than 30", "10", "40"),
]


@pytest.mark.parametrize(("claim", "before", "after"), NOT_DERIVED)
def test_no_derivation_when_the_arithmetic_does_not_give_the_claim(claim: str, before: str, after: str) -> None:
    assert derivation(extract_figures(claim)[0], only(before), only(after)) is None


@pytest.mark.parametrize(
    ("claim", "source", "rounds"),
    [
        ("24%", "23.7%", True),
        ("24%", "24.6%", False),
        ("4.2", "4.24", True),
        ("24%", "24%", False),
        ("3 km", "3.4 km", True),
        ("2万人", "2万3,000人", True),  # rounded to the ten thousands its last digit writes
        ("2万1,000人", "2万5,000人", False),  # written to the units: the last group's digit, not the first's
        ("2万1千人", "2万1,400人", True),
    ],
)
def test_rounds_to(claim: str, source: str, rounds: bool) -> None:
    assert rounds_to(only(claim), only(source)) is rounds


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("30 km", "30 miles"),
        ("EUR 40 million", "EUR 40 billion"),
        ("45 ms", "45 s"),
        ("2%", "2 percentage points"),
        ("$45k", "$45m"),
        ("3 kg", "3 lb"),
        ("18 months", "18 weeks"),
    ],
)
def test_another_unit_or_scale_on_the_same_number_is_another_value(claim: str, source: str) -> None:
    assert not same_value(only(claim), only(source))


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("1.5 km", "1,500 m"),
        ("18 months", "1.5 years"),
        ("2 kg", "2,000 g"),
        ("$45k", "$45,000"),
        ("€1.2bn", "EUR 1,200 million"),
    ],
)
def test_exact_conversions_are_the_same_value(claim: str, source: str) -> None:
    assert same_value(only(claim), only(source))


def test_figures_read_with_an_offset_point_into_the_document_the_text_starts_in():
    from dataclasses import replace

    from evidencedesk.text.figures import extract_figures

    for text, lang in (
        ("Sales rose from 3 to 5 million, about 40%, in 2019-20.", "en"),
        ("Der Umsatz stieg um 3,5 Prozent auf 12 Millionen Euro.", "de"),
        ("売上高は前年比12%増の3億円となった。", "ja"),
    ):
        plain = extract_figures(text, lang)
        assert plain
        assert extract_figures(text, lang, 1000) == [replace(f, start=f.start + 1000, end=f.end + 1000) for f in plain]


ELIDED = [
    # a scaled amount set against another leaves its unit to it
    ("Revenue was 412 million euros in the half, up from 368 million a year earlier.", "368 million", "EUR"),
    ("The fine would have been about 6.9 million dollars rather than 4.8 million.", "4.8 million", "USD"),
    ("Sales rose from 4.1 million to $5.2 million.", "4.1 million", "USD"),
    ("Output rose to 4.2 million tonnes from 3.9 million.", "3.9 million", "t"),
    # ... a count of something named after it keeps its own, as does one in another sentence
    ("The fund raised $3 million, up from 2.9 million customers.", "2.9 million", ""),
    ("The bid was $3 million. From 2 million, the rest came later.", "2 million", ""),
]


@pytest.mark.parametrize(("text", "written", "unit"), ELIDED, ids=[w for _, w, _ in ELIDED])
def test_an_amount_set_against_another_takes_its_unit(text: str, written: str, unit: str) -> None:
    (figure,) = [f for f in extract_figures(text) if f.text == written]
    assert figure.unit == unit


@pytest.mark.parametrize(
    ("text", "factor"),
    [
        ("almost double last year's harvest", 2.0),
        ("twice last year's total", 2.0),
        ("four times what it was", 4.0),
        ("visitor numbers were twice those of the gallery", 2.0),
        ("a double room", None),
        ("they met twice that week", None),
        ("Men were twice as likely to smoke", 2.0),
        ("Sales were three times as high as in 2020", 3.0),
        ("Conti scored twice as Vellano beat Sarno", None),
        ("it rained twice as the teams warmed up", None),
        ("he won three times as a player", None),
    ],
)
def test_a_factor_against_what_another_thing_has(text: str, factor: float | None) -> None:
    found = [f.value for f in extract_figures(text) if f.kind == "factor"]
    assert found == ([factor] if factor else [])


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("2分09秒87で優勝した", 129.87, "s"),
        ("1時間2分30秒で完走した", 3750.0, "s"),
        ("9秒58の世界記録", 9.58, "s"),
        ("2時間15分の会議", 8100.0, "s"),
        ("開始の30分前に締め切る", 30.0, "min"),
    ],
)
def test_a_time_taken_in_japanese_is_one_figure(text: str, value: float, unit: str) -> None:
    (f,) = extract_figures(text, lang="ja")
    assert (f.kind, f.value, f.unit) == ("measure", value, unit)


@pytest.mark.parametrize(("text", "kind"), [("4分の1が", "ratio"), ("17時30分に開始", "time")])
def test_minutes_in_a_fraction_or_a_time_of_day_stay_there(text: str, kind: str) -> None:
    (f,) = extract_figures(text, lang="ja")
    assert f.kind == kind


def test_a_time_in_parts_is_exact_to_its_last_digit() -> None:
    (claim,) = extract_figures("She finished in 2:10.61.")
    (source,) = extract_figures("She finished in 2:10.41.")
    assert not same_value(claim, replace(source, text=""))


@pytest.mark.parametrize(
    ("text", "comparator"),
    [("4割強増えた", ">"), ("2時間弱かかる", "<"), ("3割超", ">"), ("2倍強化する", None), ("3割弱い", None)],
)
def test_a_little_over_and_under_in_japanese(text: str, comparator: str | None) -> None:
    (f,) = extract_figures(text, lang="ja")
    assert f.comparator == comparator
