"""German word lists, in the shape of ``en.py``. Lower-case surface forms; the English light stemmer
does not fit German, so inflected forms that matter are listed."""

from .english_only import *  # noqa: F403  (lists only English has so far: empty here)
from .negation import BY_LANGUAGE as _NEGATIONS_BY_LANGUAGE

STOP_WORDS = frozenset(
    """
    der die das den dem des ein eine einer einem einen eines und oder aber doch sondern denn als wie wenn
    ob dass weil in im ins an am auf aus bei mit nach seit von vom zu zum zur für über unter vor hinter
    neben zwischen durch gegen um bis ist sind war waren sein wird werden wurde wurden hat haben hatte
    hatten es er sie wir ihr ich du man sich auch noch nur schon so sehr mehr dies diese dieser dieses
    """.split()
)
NEGATIONS = _NEGATIONS_BY_LANGUAGE["de"]
# Whether a negation stands before the word it denies ("did not *approve*") or after it (Japanese
# "承認し*ない*").
NEGATION_BEFORE_WORD = True
CAUSE_BEFORE_CUE = False  # "because of [a strike]": the cause follows the word that marks it
# Words with which a claim speaks of its source rather than of the world (see the English list).
FRAMING_WORDS = frozenset("artikel dokument podcast gespräch sprecher sprecherin".split())
NEGATION_PHRASES = ("nicht mehr", "keineswegs", "auf keinen fall")

CAUSAL_PHRASES = ("verursachte", "verursacht", "führte zu", "führt zu", "wegen", "aufgrund", "infolge", "bewirkte")
ASSOCIATION_PHRASES = ("zusammenhang mit", "verbunden mit", "korreliert mit", "einher mit", "fiel zusammen mit")
CAUSAL_DENIALS = ("nicht belegt", "nicht nachweisen", "kein kausaler", "nicht bewiesen")

BOOSTERS = frozenset("immer stets nie niemals beweist bewiesen sicher zweifellos garantiert".split())
UNIVERSALS = frozenset("alle jeder jede jedes sämtliche vollständig ganz".split())
HEDGES = frozenset("kann könnte möglicherweise vielleicht wahrscheinlich vermutlich deutet scheint".split())
LIMITING_QUANTIFIERS = frozenset("einige manche viele meist meistens oft häufig teilweise".split())
HEDGE_PHRASES = ("in einigen fällen", "in vielen fällen", "deutet darauf hin")

UP = frozenset(
    """stieg stiegen steigt steigen gestiegen anstieg erhöhte erhöhten erhöht wuchs wuchsen wächst gewachsen
    zunahm nahm zu zugenommen höher mehr verdoppelt""".split()
)
DOWN = frozenset(
    """fiel fielen fällt fallen gefallen sank sanken sinkt sinken gesunken rückgang ging zurück gingen
    zurück verringerte verringert abnahm abgenommen niedriger weniger halbiert""".split()
)
STEADY = frozenset("unverändert stabil gleich konstant".split())
BETTER = frozenset("verbesserte verbesserten verbessert besser".split())
WORSE = frozenset("verschlechterte verschlechterten verschlechtert schlechter".split())

# Where something stands against a mark or a rival: "übertraf die Prognose" / "verfehlte die Prognose",
# "lag oberhalb" / "unterhalb des Durchschnitts", "vor" / "hinter dem Rivalen" ("vor" also means "ago": left out).
STANDING = (
    frozenset("übertraf übertrafen übertrifft übertroffen oberhalb".split()),
    frozenset("verfehlte verfehlten verfehlt unterhalb hinter".split()),
)

OPPOSITES = (
    ("gewonnen", "verloren"),
    ("gewann", "verlor"),
    ("vor", "nach"),
    ("genehmigt", "abgelehnt"),
    ("erlaubt", "verboten"),
    ("gewinn", "verlust"),
    ("männer", "frauen"),
)

MEASURE_GROUPS = (
    ("umsatz", "erlöse", "einnahmen"),
    ("gewinn", "ergebnis"),
    ("kosten", "ausgaben"),
    ("preis", "preise"),
    ("arbeitslosigkeit", "arbeitslosenquote"),
    ("inflation", "teuerung"),
    ("mitarbeiter", "beschäftigte"),
)
MEASURE_OF = {term: group[0] for group in MEASURE_GROUPS for term in group}

PARAPHRASES = (
    ("stieg", "stiegen", "erhöhte", "wuchs", "zunahm"),
    ("fiel", "fielen", "sank", "sanken", "verringerte"),
)

LEANING_OPENERS = frozenset("es sie er dies diese dieser das".split())
GENERIC_REFERENTS = frozenset("unternehmen firma studie bericht regierung behörde".split())

# Words of time after a figure ("7 % im letzten Jahr"), the dimension a quantity gives ("30 km lang"), and
# the generic heads of a measure ("Quote", "Anteil").
TIME_WORDS = frozenset(
    """letzten letztes nächsten nächstes vorigen jahr jahre jahren monat monate monaten woche
wochen tag tage tagen quartal quartale jährlich monatlich wöchentlich täglich heute jetzt damals""".split()
)
DIMENSION_WORDS = frozenset("lang breit hoch tief dick alt entfernt schwer".split())
MEASURE_HEADS = frozenset("rate quote anteil anzahl zahl niveau stand summe durchschnitt wert gesamtzahl".split())

# Verbs that state an effect, modals of possibility and certainty, consensus verbs, determiners and
# pronouns, quantities where more is better or worse, and the hedges a figure may carry ("etwa", "bis zu").
# No antonym table: the pairs in OPPOSITES are German's opposites; no irregular forms listed.
EFFECT_VERBS = frozenset(
    "senkt senken senkte erhöht erhöhen erhöhte verbessert verbessern verringert verhindert".split()
)
NOT_BEFORE_EFFECT_VERB = frozenset("der die das ein eine ist sind war waren hat haben".split())
# Words that make an effect verb a contribution to the effect ("hilft senken"; in
# "hilft, die Kosten zu senken" the object stands between them and it is not read).
CONTRIBUTION_WORDS = frozenset("helfen hilft half geholfen".split())
DETERMINERS = frozenset("der die das ein eine dieser diese dieses einige viele alle".split())
POSSIBLE_MODALS = frozenset("könnte könnten kann können möglicherweise vielleicht".split())
CERTAIN_MODALS = frozenset("wird werden muss müssen".split())
CONSENSUS_VERBS = frozenset("einig einigen stimmen übereinstimmend".split())
PRONOUNS = frozenset("ich du er sie es wir ihr".split())
FIGURE_HEDGES = ("etwa", "rund", "ungefähr", "fast", "knapp", "bis zu", "mindestens", "mehr als", "weniger als")
MORE_IS_BETTER = frozenset("umsatz gewinn beschäftigung produktivität zufriedenheit wahlbeteiligung".split())
MORE_IS_WORSE = frozenset("verlust verluste defizit arbeitslosigkeit kosten fehler unfälle".split())
BETTER_NOUNS = frozenset("gewinn gewinne überschuss verbesserung sieg erfolg".split())
WORSE_NOUNS = frozenset("verlust verluste defizit verschlechterung niederlage".split())
ANTONYMS: dict[str, frozenset[str]] = {}
IRREGULAR_FORMS: dict[str, str] = {}
# Endings of comparatives and superlatives read off a word before antonyms are looked up (none here).
COMPARATIVE_ENDINGS: tuple[str, ...] = ()
NOT_MANNER_ADVERBS: frozenset[str] = frozenset()  # words in -ly are English
