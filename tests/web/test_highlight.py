"""Highlights are cut from offsets on the server; whatever the spans, the text survives intact."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from evidencedesk.web.highlight import Node, Span, build, shift


def flatten(nodes: list[Node]) -> str:
    return "".join(node.plain_text for node in nodes)


def test_nested_spans_nest() -> None:
    nodes = build("The error fell by 20%.", [Span(0, 22, "passage"), Span(18, 21, "words")])
    assert len(nodes) == 1 and nodes[0].span.kind == "passage"
    inner = [n for n in nodes[0].children if n.span]
    assert [(n.span.kind, n.plain_text) for n in inner] == [("words", "20%")]


def test_crossing_spans_are_clipped_to_their_parent() -> None:
    nodes = build("abcdefghij", [Span(0, 5, "a"), Span(3, 8, "b")])
    assert flatten(nodes) == "abcdefghij"
    assert nodes[0].children[-1].span.kind == "b" and nodes[0].children[-1].plain_text == "de"


def test_out_of_range_and_empty_spans_are_harmless() -> None:
    nodes = build("short", [Span(-4, 2, "x"), Span(3, 3, "empty"), Span(4, 99, "y")])
    assert flatten(nodes) == "short"
    assert [n.span.kind for n in nodes if n.span] == ["x", "y"]


def test_shift_moves_spans_into_an_excerpt() -> None:
    assert shift([Span(10, 14, "w")], 8) == [Span(2, 6, "w")]


offsets = st.integers(-5, 60)
spans = st.lists(st.tuples(offsets, offsets).map(lambda p: Span(*p, "k")), max_size=12)


@given(st.text(max_size=50), spans)
def test_text_is_kept_whole_for_any_spans(text: str, span_list: list[Span]) -> None:
    assert flatten(build(text, span_list)) == text


@given(st.text(min_size=1, max_size=50), spans)
def test_marked_runs_are_the_text_at_their_offsets(text: str, span_list: list[Span]) -> None:
    def walk(nodes: list[Node], pos: int) -> int:
        for node in nodes:
            if node.span is None:
                assert text[pos : pos + len(node.text)] == node.text
                pos += len(node.text)
            else:
                start = pos
                pos = walk(node.children, pos)
                assert node.span.start <= start < pos <= node.span.end
        return pos

    assert walk(build(text, span_list), 0) == len(text)
