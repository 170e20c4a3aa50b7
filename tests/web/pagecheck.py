"""Small HTML readers for the web tests (standard library only)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

TOKEN = "test-token"  # the CSRF token the test client's session carries
CLAIM_MARK = re.compile(r'<mark class="claim[^"]*" data-claim-id="(\d+)" data-label="(\w+)"')


def claim_labels(html: str) -> dict[int, str]:
    """claim id -> data-label of every claim highlight in a page."""
    return {int(claim_id): label for claim_id, label in CLAIM_MARK.findall(html)}


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def tags(html: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = _Tags()
    parser.feed(html)
    return parser.tags


def csp_violations(html: str) -> list[str]:
    """Anything a strict Content-Security-Policy would block or that reaches outside the app."""
    problems = []
    for tag, attrs in tags(html):
        if tag == "script" and not attrs.get("src"):
            problems.append("inline <script>")
        if tag == "style":
            problems.append("inline <style>")
        for name, value in attrs.items():
            if name == "style" or name.startswith("on"):
                problems.append(f"<{tag} {name}=...>")
            outside = value and re.match(r"(?i)\s*(https?:)?//|\s*javascript:", value)
            if name in ("src", "href", "action") and outside:
                problems.append(f"<{tag} {name}={value!r}>")
    return problems
