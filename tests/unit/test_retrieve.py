"""Retrieval: candidates, evidence sets and the relevance score, through the engine's own index."""

from __future__ import annotations

import multiprocessing

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evidencedesk import review
from evidencedesk.documents import make_sources
from evidencedesk.model import Document
from evidencedesk.retrieve import POOL, Corpus, _best, assemble_evidence, claim_query, retrieve
from evidencedesk.text.figures import extract_figures, same_value

SOURCES = {
    "results.md": (
        "Recall on the held-out set was 84% after tuning.\n\n"
        "The team spent two months on data cleaning before the final run.\n\n"
        "In the final run, precision on the held-out set reached 60%.\n\n"
        "Latency stayed under 40 ms for most requests."
    ),
}


def test_figures_in_two_passages_both_join_the_evidence_set():
    corpus = Corpus(make_sources(SOURCES))
    v = review("Recall on the held-out set was 84% and precision reached 60%.", SOURCES).verdicts[0]
    texts = [p.text for p in v.evidence]
    assert any("84%" in t for t in texts) and any("60%" in t for t in texts)
    assert len(v.evidence) <= 5 and corpus.passages


def test_at_most_three_candidates_best_first_with_scores_between_zero_and_one():
    v = review("Precision on the held-out set reached 60% in the final run.", SOURCES).verdicts[0]
    assert 1 <= len(v.candidates) <= 3
    assert "precision" in v.candidates[0].passage.text
    assert all(0 <= c.score <= 1 for c in v.candidates)
    assert v.score == v.candidates[0].score


def test_relevance_is_the_share_of_informative_words_held():
    corpus = Corpus(make_sources({"a.md": "The pilot included 84 students from two schools."}))
    found = retrieve(corpus, "The pilot included 84 students.", [])
    assert found.score == 1.0
    found = retrieve(corpus, "The pilot excluded 84 teachers.", [])
    assert 0 < found.score < 1


def test_candidate_offsets_point_into_the_source():
    v = review("Latency stayed under 40 ms for most requests.", SOURCES).verdicts[0]
    text = SOURCES["results.md"]
    for c in v.candidates:
        assert text[c.passage.start : c.passage.end] == c.passage.text


def test_context_from_the_previous_sentence_finds_the_evidence():
    sources = {"s.md": "Meridian flags fraudulent insurance claims. Meridian was trained on 12,400 labelled claims."}
    v = review("Meridian is a fraud classifier. It was trained on 12,400 labelled claims.", sources).verdicts[1]
    assert v.claim.context == "Meridian is a fraud classifier."
    assert "trained" in v.candidates[0].passage.text


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300), st.text(min_size=1, max_size=600))
def test_the_engine_never_fails_on_any_text(draft, source):
    if not draft.strip() or not source.strip():
        return
    result = review(draft, {"s.md": source})
    for v in result.verdicts:
        assert draft[v.claim.start : v.claim.end] == v.claim.text
        assert len(v.candidates) <= 3 and len(v.evidence) <= 5
        for p in v.evidence:
            assert source[p.start : p.end] == p.text
        if v.label.value != "supported":
            assert v.reasons


def test_postings_counted_in_runs_of_passages_equal_one_pass_over_every_token(monkeypatch):
    # a large corpus is counted a run of passages at a time to bound memory; the index must not change
    sources = make_sources(
        {
            f"s{i}.md": f"Sales rose {i}% in {2000 + i}. Costs fell, and sales rose again by {i} points."
            for i in range(40)
        }
    )
    whole = Corpus(sources)
    monkeypatch.setattr("evidencedesk.retrieve.PAIR_CHUNK", 7)  # fewer tokens than most passages hold
    in_runs = Corpus(sources)
    for name in ("_post_doc", "_post_weight", "_post_start", "_doc_terms", "_doc_start", "df", "idf"):
        assert getattr(in_runs, name).tolist() == getattr(whole, name).tolist(), name
    assert in_runs.search({"sales": 1.0, "cost": 1.0}) == whole.search({"sales": 1.0, "cost": 1.0})


@pytest.mark.parametrize("size", [5, 30, 31, 4096, 5000, 50_000])
@pytest.mark.parametrize("levels", [1, 3, 1000])
def test_the_best_passages_are_the_best_scores_with_ties_by_position(size, levels):
    # few distinct scores make ties at the cut; the sampled bound must leave none of the best out
    rng = np.random.default_rng(size * levels)
    scores = rng.integers(0, levels + 1, size).astype(np.float64) / 7
    hit = np.sort(rng.choice(10 * size, size, replace=False))
    expected = [p for s, p in sorted(zip((-scores).tolist(), hit.tolist(), strict=True)) if s < 0]
    assert _best(hit, scores, POOL) == expected[:POOL]


@pytest.mark.parametrize("positive", [0, 1, 29, 30, 31, 400, 4000, 40_000])
def test_the_best_passages_of_a_large_corpus_most_of_which_scores_nothing(positive):
    # the sampled bound is read among the sample's positive scores: with fewer than POOL of them, or
    # exactly POOL, every passage that scores at all must still be ranked
    rng = np.random.default_rng(positive)
    scores = np.zeros(200_000)
    scores[rng.choice(len(scores), positive, replace=False)] = rng.integers(1, 6, positive) / 3
    expected = [p for s, p in sorted(zip((-scores).tolist(), range(len(scores)), strict=True)) if s < 0]
    assert _best(None, scores, POOL) == expected[:POOL]


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this system")
@pytest.mark.parametrize("workers", [2, 3])
def test_sources_read_on_several_processes_give_the_index_one_process_gives(monkeypatch, workers):
    # later runs bring words of their own and words the first run has, headings, other languages, and
    # paragraphs of several sentences, so their term ids, passages and paragraphs must be renumbered
    texts = {
        "a.md": "# Harbour report\n\nSales rose 12% in 2023. Costs fell.\n\nThe port reopened in May.",
        "b.md": "Der Umsatz stieg um 12 Prozent. Die Kosten sanken deutlich im Hafen.",
        "c.md": "Tuesday 4 March\n\nThe council voted 7-2 for the new pier. Sales rose again.",
        "d.md": "売上は12%増えた。港は五月に再開した。",
        "e.md": "Fishing boats returned. Exports of cod doubled; the pier cost 4.5 million.",
    }
    sources = make_sources(texts)
    one = Corpus(sources)
    monkeypatch.setattr("evidencedesk.retrieve.PARALLEL_TEXT", 0)
    several = Corpus(sources, workers)
    assert list(several.passages) == list(one.passages)
    assert list(several.vocab.items()) == list(one.vocab.items()) and several.terms == one.terms
    assert several.langs == one.langs and several.lang == one.lang and several.heading_keys == one.heading_keys
    assert several._paragraph_starts.tolist() == one._paragraph_starts.tolist()
    assert [several.paragraph_passages(i) for i in range(len(one.passages))] == [
        one.paragraph_passages(i) for i in range(len(one.passages))
    ]
    for name in ("_post_doc", "_post_weight", "_post_start", "_doc_terms", "_doc_start", "df", "idf"):
        assert getattr(several, name).tolist() == getattr(one, name).tolist(), name
    assert {p.source for p in one.passages} == {d.id for d in sources} and one.heading_keys


def _every_passage_read(corpus, query, claim_figures, pool):
    """The evidence set read the plain way: every pool passage's figures compared with every claim figure."""
    pool = list(pool)
    holders = []
    for f in claim_figures:
        keys = corpus.figure_keys(f)
        held = {
            i for i in pool if not keys.isdisjoint(corpus.keys(i)) and any(same_value(f, g) for g in corpus.figures(i))
        }
        if not held:
            for i, _ in corpus.passages_with_figure(f, limit=3):
                if corpus.coverage(query, i) > 0:
                    pool.append(i)
                    held.add(i)
        holders.append(held)
    chosen, held_keys, figures_held = [], set(), set()
    weights = {k: corpus.idf_of(k) * w for k, w in query.items()}
    min_gain = 0.5 * max((corpus.idf_of(k) for k in query), default=1.0)
    holds = {i: [k for k in weights if k in keys] for i in pool if (keys := corpus.keys(i))}
    while len(chosen) < 5:
        best, best_gain = None, 0.0
        for i in pool:
            if i in chosen:
                continue
            gain = sum(weights[k] for k in holds.get(i, ()) if k not in held_keys)
            gain += corpus.max_idf * sum(1 for n, h in enumerate(holders) if n not in figures_held and i in h)
            if gain > best_gain:
                best, best_gain = i, gain
        if best is None or (chosen and best_gain < min_gain):
            break
        chosen.append(best)
        held_keys.update(holds.get(best, ()))
        figures_held.update(n for n, h in enumerate(holders) if best in h)
    return tuple(corpus.passages[i] for i in chosen)


_FIGURE_SENTENCES = st.lists(
    st.tuples(
        st.sampled_from(["Sales", "Costs", "Staff numbers", "The survey", "Revenue in the north"]),
        st.sampled_from(["rose", "fell", "reached", "stayed at", "grew by"]),
        st.sampled_from(["12%", "12", "0.12", "45.2 million", "45,200,000", "3", "three", "18 to 65", "2023"]),
    ).map(" ".join),
    min_size=1,
    max_size=12,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_FIGURE_SENTENCES, _FIGURE_SENTENCES, st.integers(0, 40))
def test_evidence_read_lazily_is_the_set_reading_every_passage_gives(source_sentences, claim_parts, cut):
    # the figures of a pool passage are read only when they can change the choice; the set must not change
    corpus = Corpus(make_sources({"a.md": ". ".join(source_sentences) + ".", "b.md": "Sales rose 12% in 2023."}))
    claim = " and ".join(claim_parts[:3])
    figures = extract_figures(claim)
    query = claim_query(claim, None)
    pool = corpus.search(query)[: cut or None]
    assert assemble_evidence(corpus, query, figures, pool) == _every_passage_read(corpus, query, figures, pool)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_FIGURE_SENTENCES, _FIGURE_SENTENCES, st.sampled_from([None, "Staff numbers fell.", "The survey said so."]))
def test_a_claims_scores_are_the_coverage_the_index_gives_each_passage(source_sentences, claim_parts, context):
    # retrieval weighs the claim's words once for all its passages: the same sums as the index's coverage
    corpus = Corpus(make_sources({"a.md": ". ".join(source_sentences) + ".", "b.md": "Sales rose 12% in 2023."}))
    claim = " and ".join(claim_parts[:3])
    figures = extract_figures(claim)
    found = retrieve(corpus, claim, figures, context)
    query = claim_query(claim, context)
    own = {k: w for k, w in query.items() if w >= 1.0} or query
    assert [c.score for c in found.candidates] == [
        round(corpus.coverage(own, c.passage.index), 4) for c in found.candidates
    ]
    words = corpus.coverage_of_set(own, [p.index for p in found.evidence])
    stated = [
        f
        for f in figures
        if f.kind not in {"year", "date"}
        and any(same_value(f, g) for p in found.evidence for g in corpus.figures(p.index))
    ]
    total = sum(corpus.idf_of(k) * w for k, w in own.items())
    bonus = corpus.max_idf * len(stated)
    assert found.coverage == (words if not stated or total <= 0 else (words * total + bonus) / (total + bonus))


def test_the_passage_at_an_offset_is_the_sentence_that_holds_it():
    text = "Council Meeting Notes\n\nThe pool will open in May. It will cost GBP 2 million."
    corpus = Corpus([Document("s1", "notes.txt", text)])
    second = text.index("It will")
    index = corpus.passage_at("s1", second + 3)
    assert index is not None and corpus.passages[index].text == "It will cost GBP 2 million."
    assert corpus.passage_at("s1", 0) is None  # the heading is no passage
    assert corpus.passage_at("s2", 0) is None


_PIECE_WORDS = st.sampled_from(
    ["Sales", "rose", "rose,", "12%", "3rd", "U.S.", "U.S.-based", "it's", "(and)", "-", "&", "a-b-c", "x1y2"]
    + ["1,200", "Ünïcode", "café,", "“quoted”", "1\u00a0200", "売上は12%", "the", "of", ".", "...", "\x00"]
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.lists(_PIECE_WORDS | st.text(max_size=5), max_size=40).map(" ".join)
        | st.lists(_PIECE_WORDS, max_size=40).map(lambda ws: " ".join(ws) + "."),
        min_size=1,
        max_size=4,
    )
)
def test_sources_read_piece_by_piece_give_the_index_reading_token_by_token_gives(texts):
    # a document whose sentences hold no CJK and no digit-group space is read piece by piece, each piece
    # looked up once (one with several keyed tokens, "3rd" or "U.S.-based", spread back out): same index
    from unittest import mock

    from evidencedesk import retrieve as r

    sources = [Document(f"s{i}", f"s{i}.md", text) for i, text in enumerate(texts)]
    by_pieces = r._read(sources)
    with mock.patch.object(r, "sentence_pieces", lambda texts, cjk=None: None):
        by_tokens = r._read(sources)
    with mock.patch.object(r, "PIECES_KEPT", 1):  # the pieces looked up forgotten after every source
        assert r._read(sources).token_terms.tolist() == by_pieces.token_terms.tolist()
    for name in ("rows", "token_terms", "lengths"):
        assert getattr(by_pieces, name).tolist() == getattr(by_tokens, name).tolist(), name
    assert list(by_pieces.vocab.items()) == list(by_tokens.vocab.items())
    assert by_pieces.langs == by_tokens.langs and by_pieces.heading_keys == by_tokens.heading_keys
