"""The `evidencedesk` command.

Exit codes: 0 ran and found nothing at or above ``--fail-on``; 1 found something at or above it;
2 usage or input error, with a one-line reason on stderr (never a traceback).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from . import __version__
from .documents import SAMPLES, InputError, load_draft, load_sources
from .model import Label

FAIL_ON = {"mismatch": {Label.MISMATCH}, "insufficient": {Label.MISMATCH, Label.INSUFFICIENT}, "never": set()}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="evidencedesk",
        description="Check a draft against its sources, claim by claim.",
    )
    parser.add_argument("--version", action="version", version=f"evidencedesk {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("check", help="review a draft against source files or folders")
    p.add_argument("draft", help="the draft (.txt, .md, ...)")
    p.add_argument("sources", nargs="+", metavar="SOURCE", help="a source file or a folder of them")
    p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
    p.add_argument(
        "--fail-on",
        choices=list(FAIL_ON),
        default="mismatch",
        help="exit 1 when a claim gets this label or a worse one (default: mismatch)",
    )

    p = sub.add_parser("quote", help="verify a quotation against source files")
    p.add_argument("quote", help="the quoted text")
    p.add_argument("sources", nargs="+", metavar="SOURCE")
    p.add_argument("--format", choices=["text", "json"], default="text")

    p = sub.add_parser("demo", help="open a bundled sample (Meridian, or the Japanese kitei sample)")
    p.add_argument("--sample", choices=SAMPLES, default="meridian", help="which sample (default: meridian)")
    p.add_argument("--port", type=int, default=0, help="port to serve on (default: a free one)")
    p.add_argument("--no-browser", action="store_true", help="print the address instead of opening it")

    p = sub.add_parser("serve", help="start the review app")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=5000)
    p.add_argument("--data-dir", default=None, help="where reviews are kept (default: a per-user folder)")

    p = sub.add_parser("explain", help="print what a check catches, why, and its examples")
    p.add_argument("check_id", nargs="?", metavar="CHECK_ID", help="a check id, such as figures.binding")
    p.add_argument("--list", action="store_true", help="list every check with its one-line summary")

    p = sub.add_parser("bench", help="measure accuracy and speed")
    p.add_argument("--quick", action="store_true", help="a small run that finishes in under a minute")
    p.add_argument("--out", default="bench-results", help="folder for the Markdown and JSON results")
    p.add_argument("--data", action="append", default=[], help="extra labelled JSONL (repeatable)")
    return parser


def cmd_check(args: argparse.Namespace) -> int:
    from .engine import review_documents
    from .report import to_markdown, to_text

    draft = load_draft(args.draft)
    sources = load_sources(args.sources)
    result = review_documents(draft, sources)
    if args.format == "json":
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
    elif args.format == "markdown":
        print(to_markdown(result))
    else:
        print(to_text(result))
    failing = FAIL_ON[args.fail_on]
    return 1 if any(v.label in failing for v in result.verdicts) else 0


def cmd_quote(args: argparse.Namespace) -> int:
    from .quotes import run_cli

    return run_cli(args)


def cmd_demo(args: argparse.Namespace) -> int:
    from .web.server import run_demo

    return run_demo(args)


def cmd_serve(args: argparse.Namespace) -> int:
    from .web.server import run_serve

    return run_serve(args)


def cmd_explain(args: argparse.Namespace) -> int:
    from .checks import BY_ID, explain, summary

    if args.list or not args.check_id:
        width = max(map(len, BY_ID))
        print("\n".join(f"{check_id:<{width}}  {summary(check)}" for check_id, check in BY_ID.items()))
        return 0
    check = BY_ID.get(args.check_id)
    if check is None:
        raise InputError(f"no check {args.check_id!r}; known: {', '.join(BY_ID)}")
    print(explain(check))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import run_cli

    return run_cli(args)


COMMANDS = {
    "check": cmd_check,
    "quote": cmd_quote,
    "demo": cmd_demo,
    "serve": cmd_serve,
    "explain": cmd_explain,
    "bench": cmd_bench,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except InputError as exc:
        print(f"evidencedesk: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
