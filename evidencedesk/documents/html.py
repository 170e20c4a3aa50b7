"""The main text of a web page with selectolax (lexbor): scripts, styles, navigation, headers and footers
dropped, headings and list items written as the Markdown structures the segmenter reads.

The page's ``<main>`` (or its single ``<article>``) is taken when it has one, so a saved news page gives
the story and not its menus. Elements nested absurdly deep are refused before parsing: the parser's
time grows with the square of the depth, and no real page nests thousands of elements.
"""

from __future__ import annotations

import regex
from selectolax.lexbor import LexborHTMLParser, LexborNode

from .base import InputError, Loaded
from .cleanup import expand_ligatures

MAX_DEPTH = 3000
DROPPED = "script, style, noscript, template, nav, footer, aside, form, svg, iframe, button, select, object"
BLOCKS = {
    "p", "div", "section", "article", "main", "blockquote", "pre", "ul", "ol", "dl", "dt", "dd", "table",
    "figure", "figcaption", "address", "hr", "caption", "details", "summary", "fieldset", "center",
}  # fmt: skip
HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
# Elements whose end tag may be left out or that never have one: they do not deepen the tree.
UNNESTED = {
    "p", "li", "td", "th", "tr", "dt", "dd", "option", "optgroup", "thead", "tbody", "tfoot", "colgroup",
    "rp", "rt", "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
    "track", "wbr", "html", "head", "body",
}  # fmt: skip
TAG_RE = regex.compile(r"<(/?)([A-Za-z][A-Za-z0-9:-]*)[^>]*?(/?)>")
SPACE_RE = regex.compile(r"[ \t\r\f\v\u00a0]+")
BLANK_LINES_RE = regex.compile(r"\n{3,}")


def too_deep(html: str, limit: int = MAX_DEPTH) -> bool:
    """Whether the elements nest deeper than ``limit``, read from the tags alone (an over-estimate for
    sloppy markup); the scan stops as soon as the answer is yes."""
    depth = 0
    for m in TAG_RE.finditer(html):
        if m.group(2).lower() in UNNESTED or m.group(3):
            continue
        if m.group(1):
            depth = max(0, depth - 1)
        else:
            depth += 1
            if depth > limit:
                return True
    return False


def _root(tree: LexborHTMLParser) -> LexborNode | None:
    main = tree.css_first("main")
    if main is not None:
        return main
    articles = tree.css("article")
    if len(articles) == 1:
        return articles[0]
    body = tree.body
    if body is not None:
        for node in body.css("header"):
            node.decompose()
    return body


def _text(root: LexborNode) -> str:
    parts: list[str] = []
    first_cell = True
    for node in root.traverse(include_text=True):
        tag = node.tag
        if tag == "-text":
            parts.append(SPACE_RE.sub(" ", (node.text_content or "").replace("\n", " ")))
        elif tag in HEADINGS:
            parts.append("\n\n" + "#" * HEADINGS[tag] + " ")
        elif tag == "li":
            parts.append("\n- ")
        elif tag == "tr":
            parts.append("\n| ")
            first_cell = True
        elif tag in {"td", "th"}:
            parts.append("" if first_cell else " | ")
            first_cell = False
        elif tag == "br":
            parts.append("\n")
        elif tag in BLOCKS:
            parts.append("\n\n")
    lines = [line.strip() for line in "".join(parts).split("\n")]
    kept = [line for line in lines if line not in {"#", "##", "###", "####", "#####", "######", "-", "|"}]
    return BLANK_LINES_RE.sub("\n\n", "\n".join(kept)).strip()


def load_html(text: str, name: str) -> Loaded:
    """The page's readable text, one block per paragraph, heading, list item or table row."""
    if too_deep(text):
        raise InputError(f"{name} nests its elements more than {MAX_DEPTH:,} deep, which no page needs")
    try:
        tree = LexborHTMLParser(text)
        for node in tree.css(DROPPED):
            node.decompose()
        root = _root(tree)
        body = _text(root) if root is not None else ""
    except Exception:  # the parser accepts any text; a failure here is a damaged file, not a bug to show
        raise InputError(f"{name} could not be read as a web page") from None
    return Loaded(expand_ligatures(body))
