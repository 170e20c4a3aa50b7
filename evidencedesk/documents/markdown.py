"""Markdown read with markdown-it-py into the text a reader sees, keeping its block structure.

Inline markup goes (``**45.2 million**`` becomes ``45.2 million``, a link its words, an image its alt
text, ``&amp;`` an ampersand), so a quotation copied from the rendered page matches the source word for
word. Headings, list items and table rows are written back in plain Markdown form, one block each, which
is what the segmenter reads to skip headings and keep list items apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from .base import Loaded
from .cleanup import expand_ligatures

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.rules_core import StateCore
    from markdown_it.token import Token

# The characters the commonmark inline rules act on (line break, escape, code, emphasis, link, image,
# autolink and HTML, entity); inline text without any of them is read as itself.
_INLINE_MARKUP = re.compile(r"[\n\\`*_\[\]!<&]")


def _inline_rule(state: StateCore) -> None:
    """markdown-it's inline step, except that text holding no inline markup (most paragraphs of prose)
    becomes its own text token without a pass of the inline parser, which would return just that."""
    from markdown_it.token import Token

    for token in state.tokens:
        if token.type != "inline":
            continue
        if token.children is None:
            token.children = []
        if token.content and _INLINE_MARKUP.search(token.content) is None:
            token.children.append(Token("text", "", 0, content=token.content))
        else:
            state.md.inline.parse(token.content, state.md, state.env, token.children)


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    """The parser, made (and markdown-it imported) the first time a source is more than plain prose: a
    review of prose alone does not pay for the import."""
    from markdown_it import MarkdownIt

    parser = MarkdownIt("commonmark").enable("table")
    parser.core.ruler.at("inline", _inline_rule)
    return parser


def _inline(children: Sequence[Token]) -> str:
    out = []
    for child in children:
        if child.type in {"text", "text_special", "code_inline"}:
            out.append(child.content)
        elif child.type == "image":
            out.append(_inline(child.children or []))
        elif child.type in {"softbreak", "hardbreak"}:
            out.append(" ")  # a line wrap inside a paragraph: kept on one line, as the page shows it
    return "".join(out).strip()


# What plain prose holds none of: inline markup, a table's cell bar, and what markdown-it rewrites before
# it parses (a carriage return, NUL)
_NOT_PROSE = re.compile(r"[\\`*_\[\]!<&|\r\0]")
# Every ASCII character but those: deleted from an ASCII source's bytes, they leave whatever it holds of
# them (one C pass, several times faster than the expression's search of prose that holds none).
_PROSE_ASCII = bytes(b for b in range(128) if not _NOT_PROSE.match(chr(b)))


def _may_hold_markup(source: str) -> bool:
    if source.isascii():
        return bool(source.encode("ascii").translate(None, _PROSE_ASCII))
    return _NOT_PROSE.search(source) is not None


def _plain_prose(source: str) -> str | None:
    """The rendering of a source written as plain paragraphs, or None when it may hold more.

    Most sources are prose: paragraphs whose every line opens with a letter (no line that opens with a
    letter can open a heading, list, quote, code block, rule or table) and with no inline markup. Such a
    source renders as its paragraphs, each on one line, a line's trailing spaces dropped where it wraps,
    which is what the parser gives, without its passes over every block and line."""
    if _may_hold_markup(source):
        return None
    paragraphs: list[str] = []
    lines: list[str] = []
    for line in [*source.split("\n"), ""]:
        if not line.strip(" \t"):  # a blank line (or the end) closes a paragraph
            if lines:
                paragraphs.append(" ".join(part.rstrip(" ") for part in "\n".join(lines).strip().split("\n")))
                lines = []
        elif line[0].isalpha():
            lines.append(line)
        else:
            return None
    return "\n\n".join(paragraphs)


def render_markdown(source: str) -> str:
    """The readable text of ``source``: blocks separated by blank lines, rows and items by line breaks."""
    plain = _plain_prose(source)
    return plain if plain is not None else _parsed(source)


def _parsed(source: str) -> str:
    """``render_markdown`` read through markdown-it's parse of every block."""
    blocks: list[tuple[str, str]] = []  # (kind, text); consecutive items and rows share a paragraph
    lists: list[list[int]] = []  # per open list: [next number] for ordered lists, [] for bullets
    opened = 0  # lists opened so far: items of two lists in a row are two paragraphs
    prefix, prefix_kind = "", "block"
    row: list[str] | None = None
    for token in _parser().parse(source):
        kind = token.type
        if kind == "heading_open":
            prefix, prefix_kind = "#" * int(token.tag[1]) + " ", "block"
        elif kind in {"bullet_list_open", "ordered_list_open"}:
            lists.append([int(token.attrGet("start") or 1)] if kind == "ordered_list_open" else [])
            opened += 1
        elif kind in {"bullet_list_close", "ordered_list_close"}:
            lists.pop()
        elif kind == "list_item_open" and lists:
            numbering = lists[-1]
            prefix = "  " * (len(lists) - 1) + (f"{numbering[0]}. " if numbering else "- ")
            prefix_kind = f"item {opened}"
            if numbering:
                numbering[0] += 1
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close" and row is not None:
            blocks.append(("row", "| " + " | ".join(row) + " |"))
            row = None
        elif kind == "inline":
            text = _inline(token.children or [])
            if row is not None:
                row.append(text)
            elif text:
                blocks.append((prefix_kind, prefix + text))
                prefix, prefix_kind = "", "block"
        elif kind in {"fence", "code_block"}:
            blocks.append(("block", "```\n" + token.content.rstrip("\n") + "\n```"))
        elif kind == "hr":
            blocks.append(("block", "---"))
    out: list[str] = []
    for i, (kind, text) in enumerate(blocks):
        if i:
            out.append("\n" if kind != "block" and blocks[i - 1][0] == kind else "\n\n")
        out.append(text)
    return "".join(out)


def load_markdown(text: str) -> Loaded:
    return Loaded(expand_ligatures(render_markdown(text)))
