"""Figures written the way Japanese, Chinese, German, French and Spanish write them.

The English reader (``text.figures``) is reused rather than copied: most local spellings differ from
English ones in characters that can be swapped one for one, so the text is first rewritten *without
changing its length* (every offset stays valid) and then read by the English reader:

- full-width digits and signs become ASCII ("３,０００円" -> "3,000円", "５％" -> "5%");
- in German and Spanish a dot between digit groups groups thousands and a comma is the decimal mark
  ("3.400" -> "3,400", "12,5" -> "12.5"); in French the comma is decimal ("12,5 %") and thousands are
  spaced ("1 200", read as grouped with a narrow no-break space); spaced thousands read the same in all
  three. English text is never rewritten: "3.400" stays three point four;
- words that have an English counterpart of the same length or shorter, padded with spaces, take its
  place after a number ("Prozent" -> "percent", "Millionen" -> "million  ", "Tagen" -> "days ").

What cannot be rewritten in place gets a reader of its own here, returning the same ``Figure`` objects:

- CJK numbers with their multipliers and units, read whole: 10万円 is 100,000 yen, 1億2000万円 is
  120 million, 3.5亿元 is 350 million yuan; 円/元/ドル/ユーロ are currencies; ％, パーセント and 割
  (3割 is 30%) are percents; 4分の1 and 三分の二 are fractions (ratios, as "a quarter" is), 1.5倍 a
  factor, 35メートル and 120キログラム measures; 3日, 6か月, 2年間, 5時間 are durations; 2回, 5名, 3件 are
  counts with their counter as unit (5名 and 5人 are one counter), and so is a number before any other
  kanji (5種類, 3項目); 第3条 is an ordinal, and so are 3番目, 2位, 1着 (places);
  約 and 大约 hedge; 以上, 以下, 未満, 超, 以内 compare, and so do 強 and 弱 (4割強 is just over 40%), and so
  do 最大 and 最低 written straight before a figure (最大3割 is up to 30%); 3〜5日 is a range.
- dates: 2025年4月1日 is the date 2025-04-01, 令和7年 is the year 2025 (令和, 平成 and 昭和, with 元年
  for the first year); a day listed after a date is a day of its month ("11月16、17両日", "4月1日と2日");
  "12. März 2024", "12 mars 2024" and "12 de marzo de 2024" are dates too.

- numbers written in kanji before a unit or counter, or after 第: 三日 is 3 days, 三千円 3,000 yen,
  二十五名 25 people, 一億二千万円 120 million yen, 第三条 the third article, 二〇二五年 the year 2025.

Not read: a number in kanji with no unit after it (一般, 十分 and 同一 are words), 割 with 分 and 厘,
fiscal years, dates without a day.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import regex

from ..model import Figure

# -- rewrites that keep every offset -----------------------------------------------------------------------
_WIDTH = str.maketrans({chr(0xFF10 + d): str(d) for d in range(10)} | {"％": "%", "＋": "+", "－": "-", "．": "."})
_FULL_COMMA = regex.compile(r"(?<=\d)，(?=\d{3})")
_GROUPED = regex.compile(r"(?<![\d.,])\d+(?:[.,]\d+)+(?![\d])")
_DOTTED_THOUSANDS = regex.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?")
_DECIMAL_COMMA = regex.compile(r"\d+,\d+")
_SPACED_THOUSANDS = regex.compile(r"(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d])")
DECIMAL_COMMA_LANGUAGES = frozenset({"de", "fr", "es"})
DOTTED_THOUSANDS_LANGUAGES = frozenset({"de", "es"})

# word after a number -> English word of at most its length (padded with spaces to keep the length)
_NUMBER_WORDS = {
    "de": {
        "prozent": "percent",
        "millionen": "million",
        "million": "million",
        "mio.": "mn",
        "mio": "mn",
        "milliarden": "billion",
        "milliarde": "billion",
        "mrd.": "bn",
        "mrd": "bn",
        "jahre": "years",
        "jahren": "years",
        "monate": "months",
        "monaten": "months",
        "wochen": "weeks",
        "tage": "days",
        "tagen": "days",
        "stunden": "hours",
        "minuten": "minutes",
    },
    "fr": {
        "pour cent": "percent",
        "millions": "million",
        "million": "million",
        "milliards": "billion",
        "milliard": "billion",
        "années": "years",
        "ans": "yrs",
        "semaines": "weeks",
        "jours": "days",
        "heures": "hours",
    },
    "es": {
        "por ciento": "percent",
        "millones": "million",
        "millón": "million",
        "mil millones": "billion",
        "años": "yrs",
        "semanas": "weeks",
        "días": "days",
        "horas": "hours",
    },
}
_WORD_AFTER_NUMBER = {
    lang: regex.compile(
        r"(?<=\d[ \u00a0\u202f]?)(?:"
        + "|".join(regex.escape(w) for w in sorted(words, key=len, reverse=True))
        + r")(?!\w)",
        regex.IGNORECASE,
    )
    for lang, words in _NUMBER_WORDS.items()
}


def _localised_number(number: str, lang: str) -> str:
    """A number with dots and commas as English writes it: "3.400" is 3,400 in German and Spanish and
    "12,5" is 12.5 in all three; anything else is left as written."""
    if lang in DOTTED_THOUSANDS_LANGUAGES and _DOTTED_THOUSANDS.fullmatch(number):
        return number.translate(str.maketrans({".": ",", ",": "."}))
    if _DECIMAL_COMMA.fullmatch(number):
        return number.replace(",", ".")
    return number


def rewrite(text: str, lang: str | None) -> str:
    """``text`` with its number spellings made English, character for character (same length)."""
    out = text.translate(_WIDTH)
    out = _FULL_COMMA.sub(",", out)
    if lang in DECIMAL_COMMA_LANGUAGES:
        out = _SPACED_THOUSANDS.sub(lambda m: regex.sub(r"[ \u00a0]", "\u202f", m.group()), out)
        out = _GROUPED.sub(lambda m: _localised_number(m.group(), lang), out)
        words = _NUMBER_WORDS[lang]
        out = _WORD_AFTER_NUMBER[lang].sub(lambda m: words[m.group().lower()].ljust(len(m.group())), out)
    assert len(out) == len(text)
    return out


# -- CJK figures -------------------------------------------------------------------------------------------
# the scale each character writes after a number (also read by ``figures`` for a figure's last written digit)
MULTIPLIERS = {"万": 1e4, "萬": 1e4, "億": 1e8, "亿": 1e8, "兆": 1e12, "千": 1e3}
_CURRENCIES = {"円": "JPY", "元": "CNY", "人民币": "CNY", "ドル": "USD", "美元": "USD", "ユーロ": "EUR", "欧元": "EUR"}
_DURATIONS = {
    "年間": "yr",
    "か月": "mo",
    "ヶ月": "mo",
    "カ月": "mo",
    "ケ月": "mo",
    "箇月": "mo",
    "个月": "mo",
    "週間": "wk",
    "周": "wk",
    "日間": "d",
    "天": "d",
    "時間": "h",
    "小时": "h",
    "分間": "min",
    "分钟": "min",
    "分": "min",  # "30分"; "4分の1" is a fraction, read before it
    "秒": "s",
}
# units written in katakana -> the English reader's unit ("最大風速は35メートル", "60キログラム"); キロ alone
# is left out, being a kilogram of rice as often as a kilometre of road
_MEASURES = {
    "キロメートル": "km",
    "メートル": "m",
    "センチメートル": "cm",
    "センチ": "cm",
    "ミリメートル": "mm",
    "ミリ": "mm",
    "キログラム": "kg",
    # "2キロ" is a distance in a notice about a crater and a weight in one about rice: a unit of its own,
    # compared only with itself
    "キロ": "キロ",
    "グラム": "g",
    "トン": "t",
    "リットル": "L",
    "ヘクタール": "ha",
    "公里": "km",
    "公斤": "kg",
    "吨": "t",
}
# counters -> the unit they count in (people counted with 名 and 人 are one unit)
_COUNTERS = {"名": "人", "人": "人", "回": "回", "次": "回", "件": "件", "個": "個", "个": "個", "社": "社"}
_COUNTERS |= {"枚": "枚", "台": "台", "歳": "歳", "岁": "歳", "点": "点", "冊": "冊", "泊": "泊", "家": "家"}
# "8千羽余り" is a little over 8,000, as "8千羽超" is over it
_COMPARATORS = {
    "以上": ">=",
    "以下": "<=",
    "未満": "<",
    "超": ">",
    "余り": ">",
    "以内": "<=",
    "まで": "<=",
    "以下の": "<=",
}
_A_LITTLE = {"強": ">", "弱": "<"}
_NOT_A_LITTLE = ("強化", "強制", "強調", "強い", "強く", "強力", "弱い", "弱く", "弱体", "弱者", "弱点")
_COUNTER_AFTER = regex.compile(r"\p{Han}{1,2}")  # the kanji straight after a bare number: its counter
_CEILINGS = {"を上限", "を限度", "が上限", "が限度", "为上限"}
_BOUNDS_BEFORE = {"最大": "<=", "最高": "<=", "最長": "<=", "最多": "<=", "最低": ">=", "最少": ">=", "最短": ">="}
_CEILING_WORDS = ("上限", "限度")
_CEILING_REACH = 12  # characters before a figure in which "上限は" makes it the ceiling
_ERAS = {"令和": 2018, "平成": 1988, "昭和": 1925}
_HEDGES = ("約", "およそ", "概ね", "大约", "约", "左右")

_NUMBER = r"\d+(?:,\d{3})*(?:\.\d+)?"
# digits, and digits before a smaller multiplier after each multiplier ("1億2000万", "1兆1,175億"); after 万,
# 億 or 兆 the digits that end the amount are its last place ("2万5,000円" is 25,000 yen, not 20,000 and 5,000)
_AMOUNT = rf"{_NUMBER}(?:[万萬億亿兆千](?:{_NUMBER}(?=[万萬億亿千]))?)*(?:(?<=[万萬億亿兆]){_NUMBER})?"
# A number in kanji (三日, 三千円, 二十五名, 一億二千万円, 二〇二五年): read only before a unit or after 第,
# since the same characters make ordinary words (一般, 同一, 十分).
_KANJI_DIGITS = {ch: n for n, ch in enumerate("〇一二三四五六七八九")} | {"零": 0, "两": 2, "兩": 2}
_KANJI_SMALL = {"十": 10, "百": 100, "千": 1000}
_KANJI_LARGE = {"万": 1e4, "萬": 1e4, "億": 1e8, "亿": 1e8, "兆": 1e12}
_KANJI = "".join([*_KANJI_DIGITS, *_KANJI_SMALL, *_KANJI_LARGE])
_KANJI_AMOUNT = rf"(?<![{_KANJI}])[{_KANJI}]*[〇一二三四五六七八九十百千零两兩][{_KANJI}]*"
_UNIT_ALTERNATION = "|".join(
    regex.escape(u)
    for u in sorted(
        [*_CURRENCIES, *_DURATIONS, *_COUNTERS, *_MEASURES, "パーセント", "%", "个百分点", "ポイント", "割", "倍"]
        + ["年", "月", "日"],
        key=len,
        reverse=True,
    )
)
_CJK_FIGURE = regex.compile(
    rf"""
    (?P<ordinal>第)?
    (?:(?P<era>令和|平成|昭和)(?P<eranum>\d+|元)年
       | (?P<amount>{_AMOUNT}) (?:[〜～~\-－](?P<high>{_AMOUNT}))? [ ]?(?P<unit>{_UNIT_ALTERNATION})?
       | (?P<kanji>{_KANJI_AMOUNT}) (?:[〜～~\-－から](?P<khigh>{_KANJI_AMOUNT}))? (?P<kunit>{_UNIT_ALTERNATION})?)
    (?:(?P<month>\d{{1,2}})月(?:(?P<day>\d{{1,2}})日)?)?
    """,
    regex.VERBOSE,
)
_CJK_NEAR_DIGIT = regex.compile(
    r"\d\s?[\p{Han}\p{Hiragana}\p{Katakana}]|[\p{Han}\p{Hiragana}\p{Katakana}]\d|\d[%％][\p{Han}\p{Hiragana}\p{Katakana}]"
    rf"|\d[〜～]|[０-９％]|(?:令和|平成|昭和)元|[〇一二三四五六七八九十]分の|第?[〇一二三四五六七八九十百千][{_KANJI}]*(?:{_UNIT_ALTERNATION})|第[〇一二三四五六七八九十百千]"
)
_DATE_PARTS = regex.compile(r"(?P<month>\d{1,2})月(?:(?P<day>\d{1,2})日)?")
# a fraction: "4分の1" is a quarter, "三分の二" two-thirds (the denominator first)
_FRACTION = regex.compile(rf"(?P<den>\d+|{_KANJI_AMOUNT})分の(?P<num>\d+|{_KANJI_AMOUNT})")


def _amount_value(text: str) -> float:
    """ "1億2000万" -> 120,000,000; "10万" -> 100,000; "3.5亿" -> 350,000,000; "1億2千万" -> 120,000,000:
    千 counts within the group that the next 万, 億 or 兆 multiplies, as in kanji."""
    total, section, pending = 0.0, 0.0, None
    for m in regex.finditer(rf"({_NUMBER})|([万萬億亿兆千])", text):
        if m.group(1):
            pending = float(m.group(1).replace(",", ""))
        elif m.group(2) == "千":
            section += (pending if pending is not None else 1.0) * 1e3
            pending = None
        else:
            total += ((section + (pending or 0.0)) or 1.0) * MULTIPLIERS[m.group(2)]
            section, pending = 0.0, None
    return total + section + (pending or 0.0)


def kanji_value(text: str) -> float:
    """A number written in kanji: 三 is 3, 二十五 is 25, 三千 is 3,000, 三万五千 is 35,000, 一億二千万 is
    120,000,000, and digits alone read place by place (二〇二五 is 2025)."""
    if all(ch in _KANJI_DIGITS for ch in text):
        return float("".join(str(_KANJI_DIGITS[ch]) for ch in text))
    total = section = 0.0
    digit: float | None = None
    for ch in text:
        if ch in _KANJI_DIGITS:
            digit = float(_KANJI_DIGITS[ch])
        elif ch in _KANJI_SMALL:
            section += (1.0 if digit is None else digit) * _KANJI_SMALL[ch]
            digit = None
        else:
            total += ((section + (digit or 0.0)) or 1.0) * _KANJI_LARGE[ch]
            section, digit = 0.0, None
    return total + section + (digit or 0.0)


def _decimals(text: str) -> int:
    m = regex.search(r"\.(\d+)", text)
    return len(m.group(1)) if m else 0


def _cjk_figure(text: str, m: regex.Match) -> Figure | None:
    start, end = m.start(), m.end()
    if m.group("era"):
        n = 1 if m.group("eranum") == "元" else int(m.group("eranum"))
        year = _ERAS[m.group("era")] + n
        return _dated(text, m, start, year) or Figure(start, end, text[start:end], float(year), "year")
    if m.group("kanji"):
        amount, unit = m.group("kanji"), m.group("kunit") or ""
        if (not unit or unit == "分") and not m.group("ordinal"):
            return None  # kanji with no unit or 第 are a word as often as a number (一般, 十分: enough)
        value = kanji_value(amount)
        high = kanji_value(m.group("khigh")) if m.group("khigh") else None
        return _unit_figure(text, m, start, m.end("kunit") if unit else m.end("kanji"), amount, value, high, unit)
    amount, unit = m.group("amount"), m.group("unit") or ""
    value = _amount_value(amount)
    high = _amount_value(m.group("high")) if m.group("high") else None
    if m.group("ordinal"):
        return Figure(start, m.end("amount"), text[start : m.end("amount")], value, "ordinal")
    if unit == "年" and regex.fullmatch(r"\d{4}", amount) and 1800 <= value <= 2100:
        return _dated(text, m, start, int(value)) or Figure(
            start, m.end("unit"), text[start : m.end("unit")], value, "year"
        )
    if unit == "月" and value <= 12 and regex.match(r"\d{1,2}日", text[m.end("unit") :]):
        day = regex.match(r"\d{1,2}", text[m.end("unit") :]).group()
        stop = m.end("unit") + len(day) + 1
        return Figure(start, stop, text[start:stop], value * 100 + int(day), "date")
    if unit == "月" and value <= 12:
        return Figure(start, m.end("unit"), text[start : m.end("unit")], value * 100, "date")
    if not unit and not any(ch in amount for ch in MULTIPLIERS):
        counter = _COUNTER_AFTER.match(text, m.end("amount"))
        if counter is None or (start > 0 and text[start - 1].isascii() and text[start - 1].isalnum()):
            return None  # a bare number, which the English reader has, or part of a code ("A4用紙")
        if counter.group()[0] == "時" and not counter.group().startswith("時間") and value < 25:
            return _clock(text, start, m.end("amount"), value)
        # a counter the list lacks (5種類, 3項目, 2店舗): a count in that counter, which the English reader,
        # seeing a number run into letters, would skip as an identifier
        stop = counter.end()
        if counter.group() in _PLACE_COUNTERS:
            return Figure(start, stop, text[start:stop], value, "ordinal")  # a place: 3番目, 2位, 1着
        return Figure(start, stop, text[start:stop], value, "count", counter.group(), high, _decimals(amount))
    return _unit_figure(text, m, start, m.end("unit") if unit else m.end("amount"), amount, value, high, unit)


# Counters of a place in an order, not of things: 3番目 (the third), 2位 (second place), 1着 (first home).
_PLACE_COUNTERS = frozenset({"番目", "位", "着"})
_MINUTES_AFTER = regex.compile(r"(\d{1,2})分|半")


def _clock(text: str, start: int, end: int, hour: float) -> Figure:
    """A time of day written with 時 ("9時", "午後5時", "17時30分", "5時半"), as minutes after midnight, the
    English reader's value for "5pm": 午後5時 and 17時 are one time."""
    stop = end + 1  # past 時
    minutes = 0.0
    if (more := _MINUTES_AFTER.match(text, stop)) is not None:
        minutes = 30.0 if more.group() == "半" else float(more.group(1))
        stop = more.end()
    before = text[max(0, start - 2) : start]
    if before == "午後" and hour < 12:
        hour += 12
    elif before == "午前" and hour == 12:
        hour = 0
    return Figure(start, stop, text[start:stop], hour * 60 + minutes, "time")


def _unit_figure(
    text: str, m: regex.Match, start: int, stop: int, amount: str, value: float, high: float | None, unit: str
) -> Figure | None:
    """A figure of an amount with its unit (or counter), its value scaled by the unit (3割 is 30%)."""
    if m.group("ordinal"):
        return Figure(start, stop, text[start:stop], value, "ordinal")
    if unit == "月" and value <= 12:
        return Figure(start, stop, text[start:stop], value * 100, "date")
    if unit == "年" and 1800 <= value <= 2100:
        return Figure(start, stop, text[start:stop], value, "year")
    kind, unit_name, scale = _unit_reading(unit)
    if kind is None:
        return None
    value, high = value * scale, (high * scale if high is not None else None)
    return Figure(start, stop, text[start:stop], value, kind, unit_name, high, _decimals(amount))


def _unit_reading(unit: str) -> tuple[str | None, str, float]:
    """(kind, unit, factor) of a CJK unit."""
    if not unit:
        return "count", "", 1.0
    if unit in _CURRENCIES:
        return "currency", _CURRENCIES[unit], 1.0
    if unit in {"パーセント", "%"}:  # "%" also for "％", rewritten: "前期比8%増", "支持率は31%"
        return "percent", "%", 1.0
    if unit == "割":
        return "percent", "%", 10.0
    if unit in {"个百分点", "ポイント"}:
        return "points", "pp", 1.0
    if unit in _DURATIONS:
        return "measure", _DURATIONS[unit], 1.0
    if unit in _MEASURES:
        return "measure", _MEASURES[unit], 1.0
    if unit == "倍":  # "1.5倍の6本", "2倍に増えた": a factor, as "1.5 times" and "doubled" are
        return "factor", "", 1.0
    if unit == "年":
        return "measure", "yr", 1.0
    if unit == "日":
        return "measure", "d", 1.0
    if unit in _COUNTERS:
        return "count", _COUNTERS[unit], 1.0
    return None, "", 1.0


def _dated(text: str, m: regex.Match, start: int, year: int) -> Figure | None:
    """A full date when a month (and day) follows the year: 2025年4月1日."""
    if not m.group("month"):
        return None
    month, day = int(m.group("month")), int(m.group("day") or 0)
    if not 1 <= month <= 12 or day > 31:
        return None
    end = m.end()
    return Figure(start, end, text[start:end], float(year * 10000 + month * 100 + day), "date")


_HAN = regex.compile(r"\p{Han}")
# What may follow a counter the figure was read without: a little over, more, fewer ("8千羽余り多い", "3羽少ない")
_PAST_COUNTER = ("余り", "多い", "多く", "少な")


def after_counter(text: str, end: int) -> int:
    """Where what is said of a figure ending at ``end`` starts: past the one kanji of a counter the figure
    was read without ("8千羽余り多い": at 余り), when one of ``_PAST_COUNTER`` follows it."""
    return end + 1 if _HAN.match(text, end) and text.startswith(_PAST_COUNTER, end + 1) else end


def _qualify(text: str, f: Figure) -> Figure:
    """A hedge before the figure (約) and a comparator after it (以上, 以内) set approx and comparator."""
    before = text[max(0, f.start - 3) : f.start]
    approx = any(before.endswith(h) for h in _HEDGES) or text[f.end : f.end + 2] == "左右"
    at = after_counter(text, f.end)
    after = text[at : at + 3]
    comparator = next((c for w, c in _COMPARATORS.items() if after.startswith(w)), None)
    if f.kind in ("time", "date") and comparator is not None and after.startswith("まで"):
        comparator = None  # "17時まで", "3月31日まで": until a point, not at most an amount
    # a ceiling stated as such, after the figure or before it in its sentence: "12,000円を上限として",
    # "50,000円を限度とする", "月45時間を超えない", "上限は、原則として月45時間"
    lead = text[max(0, f.start - _CEILING_REACH) : f.start]
    if comparator is None and (
        after in _CEILINGS
        or text[f.end : f.end + 5] == "を超えない"
        or any(w in lead.rpartition("。")[2] for w in _CEILING_WORDS)
    ):
        comparator = "<="
    if comparator is None and after in ("を超え", "を上回"):  # "を超える", "を超えた", "1万人を上回った"
        comparator = ">"
    if comparator is None and after == "を下回":  # "1キロ600円を下回った": below the figure
        comparator = "<"
    # 強 and 弱 straight after a figure: a little over and a little under it ("4割強" just over 40%, "2時間弱"
    # just under two hours), not a word that starts with them ("2倍強化", "3割弱い")
    if comparator is None and after[:1] in _A_LITTLE and not after.startswith(_NOT_A_LITTLE):
        comparator = _A_LITTLE[after[:1]]
    # a bound written straight before the figure: "最大3割短縮", "最大5万円の罰金" (up to), "最低1万円" (at least)
    if comparator is None and before[-2:] in _BOUNDS_BEFORE:
        comparator = _BOUNDS_BEFORE[before[-2:]]
    if approx or comparator:
        return Figure(f.start, f.end, f.text, f.value, f.kind, f.unit, f.high, f.decimals, approx, comparator)
    return f


# A time taken, written in its parts: "2分09秒87" (2:09.87), "1時間2分30秒", "9秒58" (9.58 s), read as
# one time in seconds as the English reader reads "2:09.87".
_TIME_TAKEN = regex.compile(
    r"(?:(?P<h>\d+)時間)?(?P<m>\d+)分(?P<s>\d{1,2})秒(?P<frac>\d{1,3})?(?!\d)"
    r"|(?P<h2>\d+)時間(?P<m2>\d+)分(?!\d)|(?P<s2>\d+)秒(?P<frac2>\d{2})(?!\d)"
)


def _time_taken(text: str, m: regex.Match) -> Figure:
    hours = float(m.group("h") or m.group("h2") or 0)
    minutes = float(m.group("m") or m.group("m2") or 0)
    seconds, frac = m.group("s") or m.group("s2") or "0", m.group("frac") or m.group("frac2") or ""
    value = round(hours * 3600 + minutes * 60 + float(f"{seconds}.{frac or 0}"), len(frac))
    return Figure(m.start(), m.end(), m.group(), value, "measure", "s", None, len(frac))


def cjk_figures(text: str) -> list[Figure]:
    """Figures written with CJK multipliers, units, counters and dates, in order (``text`` rewritten)."""
    fractions = [f for m in _FRACTION.finditer(text) if (f := _fraction(text, m)) is not None]
    read_first = fractions + [
        _time_taken(text, m) for m in _TIME_TAKEN.finditer(text) if not (m.start() and text[m.start() - 1].isdigit())
    ]
    out: list[Figure] = []
    for m in _CJK_FIGURE.finditer(text):
        if m.start() > 0 and text[m.start() - 1].isdigit():
            continue
        if out and m.start() < out[-1].end:
            continue  # the day of a date already read to its end ("1月5日" is a date, not also "5日", 5 days)
        if any(f.start < m.end() and m.start() < f.end for f in read_first):
            continue  # "4分の1" is a quarter, not 4 minutes and 1; "2分09秒87" one time, not three figures
        f = _cjk_figure(text, m)
        if f is not None:
            out.append(_qualify(text, f))
    return sorted(_listed_days(text, out) + [_qualify(text, f) for f in read_first], key=lambda f: f.start)


# A day of the month listed after a date, which the list leaves its month to: "11月16、17両日", "11月16日と
# 17日", "3月5日・6日". The first day may come without its 日 ("16、17両日").
_FIRST_DAY = regex.compile(r"(\d{1,2})(?=[、，,・])")
_NEXT_DAY = regex.compile(r"日?(?:[、，,・と]|及び|および)(\d{1,2})(?:両日|日)")


def _listed_days(text: str, found: list[Figure]) -> list[Figure]:
    """The figures with each day a list gives after a date read as a date of that month, in place of the
    duration or count it would read as on its own ("17日" is 17 days, "17両日" a count of 17)."""
    out: list[Figure] = []
    skip_to = -1
    for f in found:
        if f.start < skip_to:
            continue  # a day read below as part of the list
        value = int(f.value)
        if f.kind != "date" or not 1 <= value // 100 % 100 <= 12:
            out.append(f)
            continue
        month = value - value % 100  # the date less its day: 1100 for 11月, 20250400 for 2025年4月1日
        if value % 100 == 0 and (first := _FIRST_DAY.match(text, f.end)) and 1 <= int(first.group(1)) <= 31:
            f = Figure(f.start, first.end(), text[f.start : first.end()], month + int(first.group(1)), "date")
        out.append(f)
        end = f.end
        while f.value % 100 and (nxt := _NEXT_DAY.match(text, end)) and 1 <= int(nxt.group(1)) <= 31:
            day_start = nxt.start(1)
            out.append(Figure(day_start, nxt.end(), text[day_start : nxt.end()], month + int(nxt.group(1)), "date"))
            end = skip_to = nxt.end()
    return out


def _fraction(text: str, m: regex.Match) -> Figure | None:
    """A fraction written with 分の, as a ratio (the English reader's "a quarter" is 0.25 too)."""
    den, num = (kanji_value(x) if x[0] in _KANJI else float(x) for x in m.group("den", "num"))
    if not 0 < num < den:
        return None
    return Figure(m.start(), m.end(), m.group(), num / den, "ratio")


# -- dates with a month name in German, French and Spanish -------------------------------------------------
_MONTH_NAMES = {
    "de": "januar februar märz april mai juni juli august september oktober november dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
}
MONTHS = {lang: {w: n for n, w in enumerate(names.split(), 1)} for lang, names in _MONTH_NAMES.items()}
_LOCAL_DATE = {
    lang: regex.compile(
        rf"(?<!\d)(?P<day>\d{{1,2}})\.?\s+(?:de\s+)?(?P<month>{'|'.join(months)})(?:\s+(?:de\s+)?(?P<year>\d{{4}}))?(?!\w)",
        regex.IGNORECASE,
    )
    for lang, months in MONTHS.items()
}


def local_dates(text: str, lang: str) -> list[Figure]:
    """ "12. März 2024" -> the date 2024-03-12; without a year the day and month alone (value 312)."""
    pattern = _LOCAL_DATE.get(lang)
    if pattern is None:
        return []
    out = []
    for m in pattern.finditer(text):
        day, month = int(m.group("day")), MONTHS[lang][m.group("month").lower()]
        if not 1 <= day <= 31:
            continue
        year = int(m.group("year")) if m.group("year") else 0
        out.append(
            Figure(m.start(), m.end(), text[m.start() : m.end()], float(year * 10000 + month * 100 + day), "date")
        )
    return out


# -- the entry point, called by text.figures.extract_figures ------------------------------------------------
def needs_reading(text: str, lang: str | None) -> bool:
    """Whether ``text`` holds a spelling the English reader would misread."""
    return lang in DECIMAL_COMMA_LANGUAGES or bool(_CJK_NEAR_DIGIT.search(text))


def extract_localised(
    text: str, lang: str | None, read_english: Callable[[str], list[Figure]], offset: int = 0
) -> list[Figure]:
    """Every figure of ``text`` read in ``lang``: the English reader on the rewritten text, with the
    figures only a local reader understands (CJK amounts and dates, month names) in place of the pieces
    the English reader made of them; offsets plus ``offset``."""
    rewritten = rewrite(text, lang)
    figures = read_english(rewritten)
    local = cjk_figures(rewritten) + local_dates(rewritten, lang or "")
    taken = [(f.start, f.end) for f in local]
    kept = [f for f in figures if not any(f.start < e and s < f.end for s, e in taken)]
    out = []
    for f in sorted(kept + local, key=lambda f: f.start):
        end = f.end  # a word rewritten shorter ("pour cent" -> "percent  ") ends where the original does
        while end < len(text) and rewritten[end] == " " and not text[end].isspace():
            end += 1
        # every figure's text is the original as written (offsets are the same in both texts)
        out.append(replace(f, start=f.start + offset, end=end + offset, text=text[f.start : end]))
    return out
