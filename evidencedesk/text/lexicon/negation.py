"""What negates, in every language the project reads: one list, shared by the checks and the quotation
verifier.

``WORDS`` are whole words (the checks compare tokens, the verifier refuses an elision that leaves one
out); ``NEAR_WORDS`` are the near-negations ("hardly", "kaum"), kept apart because they weaken a
statement almost to its negation without being one, so a check comparing polarity need not treat them
as "not", while an elision may no more leave them out than a "not"; ``MARKERS`` are characters and
endings that negate inside words, in scripts written without spaces (Chinese, Japanese, Thai) and in
Korean, where the negation is often an ending on the verb.
"""

from __future__ import annotations

# Words that negate, by language (ISO 639-1).
BY_LANGUAGE: dict[str, frozenset[str]] = {
    "en": frozenset(
        """not no never none nor neither nobody nothing nowhere without cannot n't isn't aren't wasn't weren't
        don't doesn't didn't won't wouldn't can't couldn't shouldn't hasn't haven't hadn't mustn't""".split()
    ),
    "fr": frozenset("ne pas jamais aucun aucune rien sans non ni nullement guère".split()),
    "de": frozenset("nicht kein keine keinen keinem keiner keines nie niemals nichts niemand ohne weder".split()),
    "es": frozenset("no nunca jamás ningún ninguno ninguna nada nadie sin tampoco ni".split()),
    "it": frozenset("non mai nessun nessuno nessuna niente nulla senza né".split()),
    "pt": frozenset("não nenhum nenhuma ninguém sem nem nunca".split()),
    "nl": frozenset("niet geen nooit niets niemand zonder noch".split()),
    "sv": frozenset("inte ej aldrig ingen inget inga utan".split()),
    "no": frozenset("ikke ikkje aldri ingen uten".split()),
    "da": frozenset("ikke aldrig ingen uden".split()),
    "pl": frozenset("nie nigdy żaden żadna żadne bez nic".split()),
    "cs": frozenset("není nikdy žádný žádná bez nic".split()),
    "ro": frozenset("nu niciun nicio fără niciodată".split()),
    "tr": frozenset("değil yok hiç hiçbir asla".split()),
    "ru": frozenset("не нет ни никогда никто ничего ничто без нельзя".split()),
    "uk": frozenset("не ні ніколи ніхто нічого без".split()),
    "el": frozenset("δεν μη μην όχι ποτέ κανείς τίποτα χωρίς ούτε".split()),
    "ar": frozenset("لا لم لن ليس ليست غير بدون دون أبدا ولا".split()),
    "he": frozenset("לא אין אינו אינה אינם בלי ללא מעולם ולא".split()),
    "hi": frozenset("नहीं न मत कभी बिना".split()),
    "bn": frozenset("না নয় নেই নি কখনো ছাড়া বিনা".split()),
    # Japanese and Chinese as their tokens are cut (text.tokens): verb endings and characters of their own,
    # and the kanji words that say "must not" or "need not" (禁止, 不要, 不可).
    "ja": frozenset(
        """ない なかった なく なくて なし ず ずに せず ぬ ません ませんでした ではない ではなく ではありません
        しない しなかった しません できない できません できず されない されません ありません いない
        ならない ならず なりません られない れない 無い 無し 禁止 不要 不可""".split()
    ),
    "zh": frozenset("不 没 沒 没有 沒有 未 无 無 非 别 莫 勿 毋 不得 不能 不会 不可 无需 无须 不必 不予".split()),
}
# Every language at once: what an elision may not leave out, whatever the quotation's language.
WORDS = frozenset().union(*BY_LANGUAGE.values())

# Near-negations, by language: "the drug hardly worked" is close to "the drug did not work".
NEAR_BY_LANGUAGE: dict[str, frozenset[str]] = {
    "en": frozenset("hardly scarcely barely".split()),
    "de": frozenset(["kaum"]),
    "nl": frozenset(["nauwelijks"]),
    "es": frozenset(["apenas"]),
    "sv": frozenset(["knappt"]),
    "ru": frozenset(["едва"]),
}
NEAR_WORDS = frozenset().union(*NEAR_BY_LANGUAGE.values())

# Characters and endings that negate in scripts written without spaces (Chinese, Japanese, Thai) and in
# Korean, where the negation is often an ending written on to the verb.
MARKERS = (
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
