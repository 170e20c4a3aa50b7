"""Spanish word lists, in the shape of ``en.py``. Lower-case surface forms, inflections listed."""

from .english_only import *  # noqa: F403  (lists only English has so far: empty here)
from .negation import BY_LANGUAGE as _NEGATIONS_BY_LANGUAGE

STOP_WORDS = frozenset(
    """
    el la los las lo un una unos unas y e o u pero sino que de del a al en por para con sin sobre entre
    hacia desde hasta es son era eran fue fueron ser sido está están estaba ha han había se su sus le les
    este esta estos estas ese esa eso muy más también como
    """.split()
)
NEGATIONS = _NEGATIONS_BY_LANGUAGE["es"]
# Whether a negation stands before the word it denies ("did not *approve*") or after it (Japanese
# "承認し*ない*").
NEGATION_BEFORE_WORD = True
CAUSE_BEFORE_CUE = False  # "because of [a strike]": the cause follows the word that marks it
# Words with which a claim speaks of its source rather than of the world (see the English list).
FRAMING_WORDS = frozenset("artículo documento podcast conversación".split())
NEGATION_PHRASES = ("ya no", "en absoluto")

CAUSAL_PHRASES = ("causó", "causado", "provocó", "provocado", "debido a", "a causa de", "gracias a", "llevó a")
ASSOCIATION_PHRASES = ("asociado con", "asociada con", "vinculado a", "relacionado con", "coincidió con")
CAUSAL_DENIALS = ("no demuestra", "no prueba", "no permite concluir")

BOOSTERS = frozenset("siempre nunca jamás demuestra demostrado prueba ciertamente seguramente garantiza".split())
UNIVERSALS = frozenset("todos todas todo cada totalmente completamente".split())
HEDGES = frozenset("puede podría posiblemente quizá quizás probablemente parece sugiere".split())
LIMITING_QUANTIFIERS = frozenset("algunos algunas muchos muchas varios suele generalmente parcialmente".split())
HEDGE_PHRASES = ("en algunos casos", "en muchos casos")

UP = frozenset("subió subieron sube suben aumentó aumentaron aumenta creció crecieron alza mayor más duplicó".split())
DOWN = frozenset("bajó bajaron baja bajan cayó cayeron cae disminuyó disminuyeron descenso menor menos redujo".split())
STEADY = frozenset("estable estables mantuvo mantiene igual".split())
BETTER = frozenset("mejoró mejoraron mejora mejor".split())
WORSE = frozenset("empeoró empeoraron empeora peor".split())

# Where something stands against a mark or a rival: "superó las previsiones", "por encima" / "por debajo
# de la media", "detrás de su rival".
STANDING = (
    frozenset("superó superaron supera superado encima".split()),
    frozenset("debajo detrás".split()),
)

OPPOSITES = (
    ("ganó", "perdió"),
    ("antes", "después"),
    ("aprobó", "rechazó"),
    ("permitido", "prohibido"),
    ("ganancia", "pérdida"),
    ("hombres", "mujeres"),
)

MEASURE_GROUPS = (
    ("ventas", "ingresos", "facturación"),
    ("beneficio", "ganancias"),
    ("costes", "costos", "gastos"),
    ("precio", "precios"),
    ("desempleo", "paro"),
    ("inflación",),
)
MEASURE_OF = {term: group[0] for group in MEASURE_GROUPS for term in group}

PARAPHRASES = (
    ("subió", "subieron", "aumentó", "aumentaron", "creció"),
    ("bajó", "bajaron", "cayó", "cayeron", "disminuyó"),
)

LEANING_OPENERS = frozenset("ella ello ellos ellas esto eso este esta estos estas".split())
GENERIC_REFERENTS = frozenset("empresa compañía estudio informe gobierno agencia".split())

# Words of time after a figure ("7 % el año pasado"), the dimension a quantity gives ("30 km de largo"), and
# the generic heads of a measure ("tasa", "cuota").
TIME_WORDS = frozenset(
    """pasado pasada próximo próxima año años mes meses semana semanas día días trimestre
anual mensual semanal diario hoy ahora""".split()
)
DIMENSION_WORDS = frozenset("largo ancho alto profundo grueso viejo lejos".split())
MEASURE_HEADS = frozenset("tasa cuota número nivel proporción total monto importe media promedio valor índice".split())

# Verbs that state an effect, modals of possibility and certainty, consensus verbs, determiners and
# pronouns, quantities where more is better or worse, and the hedges a figure may carry ("unos", "hasta").
# No antonym table: the pairs in OPPOSITES are Spanish's opposites; no irregular forms listed.
EFFECT_VERBS = frozenset("reduce reducen baja bajan aumenta aumentan mejora mejoran previene".split())
NOT_BEFORE_EFFECT_VERB = frozenset("el la los las un una es son era ha han".split())
# Words that make an effect verb a contribution to the effect ("ayuda a reducir").
CONTRIBUTION_WORDS = frozenset("ayuda ayudan ayudó ayudar".split())
DETERMINERS = frozenset("el la los las un una este esta estos estas algunos algunas muchos todos todas".split())
POSSIBLE_MODALS = frozenset("podría podrían puede pueden".split())
CERTAIN_MODALS = frozenset("va van debe deben".split())
CONSENSUS_VERBS = frozenset("coinciden acuerdan".split())
PRONOUNS = frozenset("yo tú él ella nosotros vosotros ellos ellas".split())
FIGURE_HEDGES = ("unos", "unas", "alrededor de", "casi", "cerca de", "hasta", "al menos", "más de", "menos de")
MORE_IS_BETTER = frozenset("ventas beneficio empleo productividad satisfacción participación".split())
MORE_IS_WORSE = frozenset("pérdida pérdidas déficit desempleo costes errores accidentes".split())
BETTER_NOUNS = frozenset("ganancia ganancias beneficio superávit mejora victoria éxito".split())
WORSE_NOUNS = frozenset("pérdida pérdidas déficit deterioro derrota fracaso".split())
ANTONYMS: dict[str, frozenset[str]] = {}
IRREGULAR_FORMS: dict[str, str] = {}
# Endings of comparatives and superlatives read off a word before antonyms are looked up (none here).
COMPARATIVE_ENDINGS: tuple[str, ...] = ()
NOT_MANNER_ADVERBS: frozenset[str] = frozenset()  # words in -ly are English
