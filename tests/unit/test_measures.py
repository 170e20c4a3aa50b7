"""What a figure measures, read from the sentence's structure ("X of Y", "Y of X", "Y was X", "X Y", a
label), with the measures lexicon only as a fallback; and whether two measures are the same quantity."""

from __future__ import annotations

import pytest

from evidencedesk.text.analysis import BoundFigure, analyse, same_measure


def bound(text: str, figure: str) -> BoundFigure:
    return next(b for b in analyse(text).figures if b.figure.text == figure)


MEASURED = [
    ("Last year 7% of graduates found work abroad.", "7%", "graduates"),  # X of Y
    ("About 40% of the county's voters stayed at home.", "40%", "county's voters"),
    ("The vacancy rate was 4.2% in the second quarter.", "4.2%", "vacancy rate"),  # Y was X
    ("Membership grew from 15 in 2019 to 45 in 2022.", "15", "membership"),  # Y rose from X
    ("Ticket income has risen to £3m this season.", "£3m", "ticket income"),
    ("The hospital treated 84 patients in March.", "84", "patients"),  # X Y
    ("United scored 3 goals in the second half.", "3", "goals"),
    # a compound with a word in -ing is one noun, named by its last words, the head last
    ("The council issued 4,000 new parking permits last year.", "4,000", "new parking permits"),
    ("Hillside has 92 of its 96 school crossing patrol posts filled.", "96", "crossing patrol posts"),
    ("There are 300 people living in the flats.", "300", "people"),  # a verb in -ing
    ("The coastal trail is 30 miles long.", "30 miles", "coastal trail"),  # a dimension word is not the measure
    ("Unemployment was 7% last year.", "7%", "unemployment"),  # nor is a time word
    ("The family were awarded £250,000 in damages.", "£250,000", "damages"),  # an amount in Y
    ("Council homes had a vacancy rate of 4.2% in June.", "4.2%", "vacancy rate"),  # Y of X
    ("The median wait for surgery was 14 weeks.", "14 weeks", "median wait surgery"),
    ("Support for the mayor rose from 40% to 70%.", "40%", "support mayor"),
    ("Turnout: 45% in the eastern wards.", "45%", "turnout"),  # Y: X
    ("The scheme reached 45% (turnout) in the east.", "45%", "turnout"),  # a bracketed label
    ("The firm reported a recall of more than 95% of faulty units.", "95%", "faulty units"),
    ("Meridian achieved a recall of 95% on the test set.", "95%", "recall"),
    ("The jobless rate hit 7% in March.", "7%", "unemployment"),  # lexicon: another name of a listed measure
    ("The new vaccine cut hospital admissions by 62% in the trial.", "62%", "hospital admissions"),  # V Y by X
    ("The county raised its parking charges to £4 an hour.", "£4", "parking charges"),  # V Y to X
    ("The insurer trimmed its payout forecast for the year to $2.1bn.", "$2.1bn", "payout forecast"),
    ("The regulator cut its growth forecast to 1.6% from 2.1%.", "2.1%", "growth"),  # the other end of the change
    ("The motion was carried by nine votes to four.", "four", "votes"),  # the other end of a tally
    ("Council tax will go up by 4.99% in April.", "4.99%", "council tax"),  # a verb with its particle
    ("Bus journeys have tripled since the spring.", "tripled", "bus journeys"),  # a factor that is the verb
    ("Cruise traffic at the port rose 12% last year.", "12%", "cruise traffic"),  # Y placed by a phrase rose X
    ("Parcel volumes at Northland grew 8% in the year.", "8%", "parcel volumes"),
    ("Unemployment in Spain fell to 11% in May.", "11%", "unemployment"),
    ("Beef exports to China fell 8% last year.", "8%", "beef exports"),  # a flow placed by "to" or "from"
    ("Visitors from Canada rose 12% last year.", "12%", "visitors"),
    ("Side effects were reported by 7% of the 2,000 patients.", "7%", "patients"),  # a share of a counted group
    ("The board received 220 appeals and upheld 40 of them.", "40", "appeals"),  # "of them": the count before
    # a change appended after a comma is of the figure before it, unless a verb ends that figure's statement
    ("The lambs at the autumn sales fetched an average of €118 each, up €9 on a year earlier.", "€9", "average"),
    ("The firm made a profit of £8m, up £2m.", "£2m", "profit"),
    ("Sales at the chain's 40 stores rose, up 3% on last year.", "3%", "revenue"),  # sales, not the stores
    ("The firm said battery life improved by a fifth.", "a fifth", "battery life"),  # not "said battery life"
    # a listed measure past a link to another event is that event's, not the figure's
    ("Its shares dropped 14% after a profit warning.", "14%", "shares"),
    ("Rents rose 6% because demand for flats climbed.", "6%", "rents"),
    # a participle after a noun measures that noun, not one a preposition stands before
    ("She took the title in a final lasting more than three hours.", "three hours", "final"),
    ("Rescuers reached the ship after a search lasting 40 minutes.", "40 minutes", "search"),
    # a figure joined to its unit describes the noun phrase after it, though a word in -ing opens it
    ("It missed its 5,000-hectare planting goal.", "5,000-hectare", "planting goal"),
    ("The two directors were fined £85,000 apiece.", "£85,000", "directors"),  # "apiece" says to each
]


def test_out_of_is_a_part_of_a_whole() -> None:
    assert bound("It scored 28 out of 42, one point short of gold.", "28").measure is None
    assert bound("It scored 28 out of 42, one point short of gold.", "42").measure is None


def test_a_speaker_measures_nothing() -> None:
    assert (
        bound("Subscribers passed 4 million, the company said, doubling from 2 million.", "doubling").measure
        != "company"
    )


def test_a_word_that_places_a_quantity_against_another_measures_nothing() -> None:
    assert bound("Kell keeps the jersey, 1 minute 12 seconds ahead of Damsma.", "1 minute 12 seconds").measure is None
    assert bound("The project came in £3m short of its target.", "£3m").measure == "project"  # not "short"


def test_an_ordinal_before_a_period_measures_nothing() -> None:
    assert bound("Morrow's third-quarter operating profit slipped 3%.", "third").measure is None
    assert bound("It was the firm's third profit warning.", "third").measure is not None


def test_a_span_of_time_placed_by_a_preposition_measures_nothing() -> None:
    assert bound("It issued a second profit warning in three months.", "three months").measure is None
    assert bound("Profit for the first six months rose.", "six months").measure is None


@pytest.mark.parametrize(("text", "figure", "measure"), MEASURED)
def test_the_measure_is_the_phrase_the_figure_attaches_to(text: str, figure: str, measure: str) -> None:
    assert bound(text, figure).measure == measure


def test_a_figure_with_nothing_to_attach_to_has_no_measure() -> None:
    assert bound("It was 45 in the end.", "45").measure is None


def test_what_the_people_a_share_counts_said_is_no_measure() -> None:
    assert bound("In a poll of 900 voters, 41% said they would vote for the mayor.", "41%").measure is None
    assert bound("Asked about the levy, 60% say it is too high.", "60%").measure is None


def test_a_word_after_a_comma_or_a_name_before_the_figure_is_no_measure() -> None:
    assert (
        bound("Greenfield Foods agreed to buy Crispin for £1.4 billion, subject to approval.", "£1.4 billion").measure
        is None
    )
    assert bound("Greenfield Foods has bought Crispin for £1.4 billion.", "£1.4 billion").measure is None


def test_both_ends_of_a_change_measure_one_quantity() -> None:
    an = analyse("The company cut its copper output forecast for the year to 410,000 tonnes from 450,000 tonnes.")
    assert {b.measure for b in an.figures} == {"copper output forecast"}


def test_each_figure_keeps_the_year_written_after_it() -> None:
    an = analyse("Membership grew from 15 in 2019 to 45 in 2022.")
    assert [(b.figure.text, b.year) for b in an.figures if b.figure.kind != "year"] == [("15", 2019), ("45", 2022)]


def test_a_day_of_the_month_keeps_the_year_of_its_own_date() -> None:
    for text in (
        "He led the team at the 2016 Games, having been appointed on 29 April 2014.",
        "He led the team at the 2016 Games, having been appointed on April 29, 2014.",
    ):
        an = analyse(text)
        assert [(b.figure.text, b.year) for b in an.figures if b.figure.kind == "ordinal"] == [("29", 2014)]


SAME = [
    ("The vacancy rate was 4.2%.", "4.2%", "The rate of vacancies was 4.2%.", "4.2%"),
    ("Unemployment was 7%.", "7%", "The jobless rate was 7%.", "7%"),
    ("The clinic saw 84 patients.", "84", "Patients numbered 84 at the clinic.", "84"),
    ("Emergency hospital admissions rose 6%.", "6%", "Emergency admissions rose 6%.", "6%"),
    ("Trading volume climbed 12%.", "12%", "Trading volumes rose 12%.", "12%"),
    ("Sales of new cars rose 4%.", "4%", "New car sales rose 4%.", "4%"),  # narrowed alike, before or after
    ("Sales rose 9%.", "9%", "Sales of whisky rose 9%.", "9%"),  # a measure left unnarrowed says less
    ("Sales of diesel cars fell 25%.", "25%", "Diesel vehicle sales fell 25%.", "25%"),  # one narrowing word shared
    # a compound whose last word is the other's names a kind of it
    ("The county has 14 breweries.", "14", "The county has 14 microbreweries.", "14"),
    ("The survey found 63 planets.", "63", "The survey found 63 exoplanets.", "63"),
    ("The school has 300 children.", "300", "The school has 300 schoolchildren.", "300"),
]
DIFFERENT = [
    ("The vacancy rate was 4.2%.", "4.2%", "The unemployment rate was 4.2%.", "4.2%"),
    ("Unemployment was 7% last year.", "7%", "Last year 7% of graduates found work abroad.", "7%"),
    ("The home side had 62% of possession.", "62%", "The home side had 62% of shots on target.", "62%"),
    ("The council approved 120 new homes.", "120", "The council approved 120 shops.", "120"),
    ("Rail freight volumes rose 4%.", "4%", "Road freight volumes rose 4%.", "4%"),
    ("Parcel volumes grew 8%.", "8%", "Letter volumes grew 8%.", "8%"),
    ("Domestic passenger numbers fell 9%.", "9%", "International passenger numbers fell 9%.", "9%"),
    # a listed measure ("sales", "exports") narrowed by other words in each sentence
    ("Sales of gin rose 9%.", "9%", "Sales of whisky rose 9%.", "9%"),
    ("Online sales rose 12%.", "12%", "Store sales rose 12%.", "12%"),
    ("Exports of wine rose 7%.", "7%", "Spirits exports rose 7%.", "7%"),
    ("Sales for the final rose 15%.", "15%", "Sales for the replay rose 15%.", "15%"),
    # but not one whose first part undoes or turns the last
    ("Employment stood at 4,000.", "4,000", "Unemployment stood at 4,000.", "4,000"),
    ("Offending fell 8%.", "8%", "Reoffending fell 8%.", "8%"),
]


def test_a_listed_measure_is_named_as_the_sentence_narrows_it() -> None:
    assert bound("Sales of gin rose 9% last year.", "9%").named == "sales of gin"
    assert bound("Whisky sales rose 9% last year.", "9%").named == "Whisky sales".lower()
    assert bound("Revenue rose 9% last year.", "9%").named == "revenue"


@pytest.mark.parametrize(("a", "fa", "b", "fb"), SAME)
def test_same_measure_sets_generic_heads_aside(a: str, fa: str, b: str, fb: str) -> None:
    assert same_measure(bound(a, fa), bound(b, fb))


@pytest.mark.parametrize(("a", "fa", "b", "fb"), DIFFERENT)
def test_different_measures(a: str, fa: str, b: str, fb: str) -> None:
    assert not same_measure(bound(a, fa), bound(b, fb))


def test_who_acts_is_no_measure():
    assert [(b.figure.text, b.measure) for b in analyse("Harbour Council voted 9 to 4 on Tuesday.").figures] == [
        ("9", None),
        ("4", None),
    ]
    assert [b.measure for b in analyse("Revenue rose to $4m in 2023.").figures] == ["revenue", None]


YEARS = [
    ("Membership grew from 15 in 2019 to 45 in 2022.", "15", 2019),  # the year right after
    ("In 2024 the wait was 14 weeks, down from 19 weeks in 2023.", "14 weeks", 2024),  # the last year before
    ("Posted 30 JUN 2021. The lighthouse reopened.", "30", 2021),  # a year one word on
    ("The firm sold 14,000 units in 2021 and 16,000 in 2023.", "14,000", 2021),  # after what it counts
    # no year before and none near after: the quarter is not the guidance's year
    ("The company reported a fourth-quarter decline in sales and guided for sales of $5bn in 2023.", "fourth", None),
]


@pytest.mark.parametrize(("text", "figure", "year"), YEARS)
def test_the_year_a_figure_is_for(text: str, figure: str, year: int | None) -> None:
    assert bound(text, figure).year == year


@pytest.mark.parametrize(
    ("text", "figure", "named"),
    [
        ("The firm tripled its profits last year.", "tripled", "profit"),  # a verb's object (a listed measure)
        ("Councillors backed doubling council tax on second homes.", "doubling", "council tax"),
        ("Rainfall was nearly double the long-term average.", "double", "rainfall"),  # the base follows
        ("Profits tripled last year.", "tripled", "profit"),  # no object: its subject
        ("Battery life has doubled, the maker said.", "doubled", "battery life"),  # nor past a comma
    ],
)
def test_a_factor_measures_what_it_multiplies(text: str, figure: str, named: str) -> None:
    assert bound(text, figure).named == named
