"""What negates, in the languages the verifier knows, and the elision rule that needs it.

Leaving out a "not" reverses what a quotation says while every word that remains still matches the
source. So the first matcher refuses an elision that hides a negation, or that hides text in a script
whose negations these lists do not cover; the second matcher counts the same negations among the tokens
a near-verbatim quotation must keep exactly.
"""

from __future__ import annotations

import unicodedata

from .chars import LETTERS

# Words that negate, by language: English, French, German, Spanish, Italian, Portuguese, Dutch,
# Scandinavian, Polish, Czech, Romanian, Turkish, Russian/Ukrainian, Greek, Arabic, Hebrew, Hindi, Bengali.
NEGATION_WORDS = frozenset(
    """
not no never none nor neither nobody nothing nowhere without cannot
ne pas jamais aucun aucune rien sans non ni nullement guère
nicht kein keine keinen keinem keiner keines nie niemals nichts niemand ohne weder
nunca jamás ningún ninguno ninguna nada nadie sin tampoco
mai nessun nessuno nessuna niente nulla senza né
não nenhum nenhuma ninguém sem nem
niet geen nooit niets niemand zonder noch
inte ej aldrig ingen inget inga ikke ikkje aldri uten utan uden
nie nigdy żaden żadna żadne bez nic není nikdy žádný žádná nu niciun nicio fără
değil yok hiç hiçbir asla
не нет ни никогда никто ничего ничто без нельзя ні
δεν μη μην όχι ποτέ κανείς τίποτα χωρίς ούτε
لا لم لن ليس ليست غير بدون دون أبدا ولا
לא אין אינו אינה אינם בלי ללא מעולם ולא
नहीं न मत कभी बिना
না নয় নেই নি কখনো ছাড়া বিনা
""".split()
)
# Characters and endings that negate in scripts written without spaces (Chinese, Japanese, Thai) and in
# Korean, where the negation is often an ending written on to the verb.
NEGATION_MARKERS = (
    "不",
    "没",
    "沒",
    "无",
    "無",
    "非",
    "未",
    "别",
    "別",
    "莫",
    "勿",
    "否",
    "毋",
    "ない",
    "なかっ",
    "ず",
    "ぬ",
    "ません",
    "まい",
    "않",
    "없",
    "못",
    "아니",
    "안 ",
    "ไม่",
    "มิ",
    "ไร้",
    "ปราศจาก",
)
# Scripts whose negations the lists above cover; an elision over any other script is refused.
COVERED_SCRIPTS = frozenset(
    {
        "LATIN",
        "GREEK",
        "CYRILLIC",
        "ARABIC",
        "HEBREW",
        "DEVANAGARI",
        "BENGALI",
        "CJK",
        "HIRAGANA",
        "KATAKANA",
        "HANGUL",
        "THAI",
        "FULLWIDTH",
        "HALFWIDTH",
    }
)


def _script(ch: str) -> str:
    return unicodedata.name(ch, "UNKNOWN").split(" ", 1)[0].split("-", 1)[0]


def gap_problem(gap: str) -> str | None:
    """Why an elision may not leave out ``gap``: a negation, or a script whose negations are unknown."""
    for ch in "" if gap.isascii() else gap:
        if ch.isalpha() and _script(ch) not in COVERED_SCRIPTS:
            return (
                f"the elision leaves out {_script(ch).title()} text, where this tool cannot tell "
                "whether a negation was dropped"
            )
    lowered = gap.lower()
    for word in LETTERS.findall(lowered):
        if word in NEGATION_WORDS or word.endswith(("n't", "n\u2019t")) or word.startswith(("n'", "n\u2019")):
            return f"the elision leaves out the negation \u201c{word}\u201d"
    for marker in NEGATION_MARKERS:
        if marker in lowered:
            return f"the elision leaves out the negation \u201c{marker.strip()}\u201d"
    return None
