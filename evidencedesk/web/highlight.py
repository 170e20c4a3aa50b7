"""Build highlighted text from character offsets, on the server, as a tree the templates render.

The engine reports spans as offsets into the original text; this module cuts the text at those offsets
into plain runs and marked runs (nested where one span lies inside another). Templates render the tree
with autoescaping, so user text is never treated as markup. Spans that cross a boundary are clipped to
their enclosing span rather than dropped, and offsets outside the text are clamped.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Span:
    """What to mark: ``text[start:end]``, rendered according to ``kind``, with ``data`` for the template."""

    start: int
    end: int
    kind: str
    data: Any = None


@dataclass
class Node:
    """A plain run (``span`` is None, ``text`` set) or a marked run holding ``children``."""

    text: str = ""
    span: Span | None = None
    children: list[Node] = field(default_factory=list)

    @property
    def plain_text(self) -> str:
        return self.text + "".join(child.plain_text for child in self.children)


def build(text: str, spans: Iterable[Span]) -> list[Node]:
    """Cut ``text`` into nodes; ``"".join(n.plain_text for n in build(text, spans)) == text``."""
    size = len(text)
    ordered = sorted(
        (s for s in spans if min(s.end, size) > max(s.start, 0)),
        key=lambda s: (max(s.start, 0), -s.end),
    )
    root = Node()
    stack: list[tuple[Node, int]] = [(root, size)]
    pos = 0

    def emit(node: Node, until: int) -> None:
        nonlocal pos
        if until > pos:
            node.children.append(Node(text=text[pos:until]))
            pos = until

    for span in ordered:
        start = max(span.start, 0)
        while len(stack) > 1 and stack[-1][1] <= start:
            node, end = stack.pop()
            emit(node, end)
        start = max(start, pos)
        parent, parent_end = stack[-1]
        end = min(span.end, parent_end)
        if end <= start:
            continue
        emit(parent, start)
        node = Node(span=span)
        parent.children.append(node)
        stack.append((node, end))
    while stack:
        node, end = stack.pop()
        emit(node, end)
    return root.children


def shift(spans: Iterable[Span], offset: int) -> list[Span]:
    """The same spans relative to a text that starts ``offset`` characters later."""
    return [Span(s.start - offset, s.end - offset, s.kind, s.data) for s in spans]
