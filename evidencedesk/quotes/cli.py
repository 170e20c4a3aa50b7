"""``evidencedesk quote``: one quotation checked from the command line, with the reason when it fails.

For checking a quotation by hand, or from a script through ``--format json`` and the exit status.
"""

from __future__ import annotations

import argparse
import json

from ..documents import InputError, load_sources
from .result import QuoteCheck
from .verify import verify_quote_in


def _format_text(check: QuoteCheck, names: dict[str, str]) -> str:
    def num(x: float | None) -> str:
        return "-" if x is None else f"{x:.4g}"

    yes_no = {True: "yes", False: "no", None: "not checked"}
    source = names.get(check.source or "", check.source or "-")
    lines = [
        f"quote:        {check.quote}",
        f"verified:     {yes_no[check.verified]}",
        f"source:       {source}",
        f"match:        {num(check.match)}",
        f"status:       {check.quote_status}",
        f"similarity:   {num(check.quote_sim)}   coverage: {num(check.quote_coverage)}   "
        f"edits: {'-' if check.quote_edits is None else check.quote_edits}   "
        f"critical tokens identical: {yes_no[check.quote_critical_ok]}",
    ]
    lines += [f"passage {i}:    {p}" for i, p in enumerate(check.passages, 1)]
    lines += [f"found at:     characters {s}-{e}" for s, e in check.spans]
    if check.window_span:
        start, end = check.window_span
        lines.append(f"closest:      \u201c{' '.join((check.window or '').split())}\u201d (characters {start}-{end})")
    if check.reason:
        lines.append(f"why:          {check.reason}")
    return "\n".join(lines)


def run_cli(args: argparse.Namespace) -> int:
    """``evidencedesk quote QUOTE SOURCE... [--format text|json]``: 0 verified, 1 not, InputError -> 2."""
    if not args.quote or not args.quote.strip():
        raise InputError("the quotation is empty")
    documents = load_sources(args.sources)
    check = verify_quote_in(args.quote, documents)
    names = {d.id: d.name for d in documents}
    if args.format == "json":
        data = check.to_dict()
        data["source_name"] = names.get(check.source or "")
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(_format_text(check, names))
    return 0 if check.verified else 1
