"""The `evidencedesk` command.

Exit codes: 0 ran and found nothing at or above ``--fail-on``; 1 found something at or above it;
2 usage or input error, with a one-line reason on stderr (never a traceback); 141 when the reader of the
output went away (``| head``), quietly, as other command-line tools do; 74 when the output cannot be
written (a full disk), with one line on stderr. ``quote`` exits 0 when the quotation is verified, 1 when
it is not, 2 on an input error.
"""

from __future__ import annotations

import argparse
import atexit
import errno
import gc
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__
from .documents import DEFAULT_LIMITS, MB, SAMPLES, WEB_LIMITS, InputError, Limits, load_draft, read_sources
from .model import Label

EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, what a shell reports for a writer whose reader has gone
EXIT_OUTPUT_ERROR = 74  # EX_IOERR from sysexits.h
EXIT_CODES = """exit codes: 0 nothing at or above --fail-on, 1 something at or above it, 2 usage or input error,
74 the report could not be written, 141 the reader of the output went away"""

# A laptop's server: one editor's tabs, a page or two loading while a review runs. Reviews are CPU-bound
# Python, so more threads would only queue behind the interpreter lock.
SERVER_THREADS = 6

FAIL_ON = {"mismatch": {Label.MISMATCH}, "insufficient": {Label.MISMATCH, Label.INSUFFICIENT}, "never": set()}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="evidencedesk",
        description="Check a draft against its sources, claim by claim.",
    )
    parser.add_argument("--version", action="version", version=f"evidencedesk {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser(
        "check",
        help="review a draft against source files or folders",
        description="Review a draft against source files or folders. Drafts and sources may be plain text "
        "(any common encoding), Markdown, PDF, Word (.docx) or web pages (.html).",
        epilog=EXIT_CODES,
    )
    p.add_argument("draft", help="the draft (.txt, .md, .pdf, .docx, .html)")
    p.add_argument("sources", nargs="+", metavar="SOURCE", help="a source file or a folder of them")
    p.add_argument("--format", choices=["text", "json", "markdown", "html", "csv"], default="text")
    p.add_argument(
        "--fail-on",
        choices=list(FAIL_ON),
        default="mismatch",
        help="exit 1 when a claim gets this label or a worse one (default: mismatch)",
    )
    p.add_argument(
        "--no-cache",
        action="store_true",
        help="index the sources afresh and keep no index for the next run (default: kept in the user cache folder)",
    )
    p.add_argument(
        "--workers",
        type=int,
        default=None,
        help="processes checking the claims of a large draft (same report; default: every core this process may use)",
    )
    _limit_options(p)

    p = sub.add_parser(
        "quote",
        help="verify a quotation against source files",
        epilog="exit codes: 0 the quotation is verified, 1 it is not, 2 usage or input error",
    )
    p.add_argument("quote", help="the quoted text")
    p.add_argument("sources", nargs="+", metavar="SOURCE")
    p.add_argument("--format", choices=["text", "json"], default="text")

    p = sub.add_parser("demo", help="open a bundled sample (Meridian, or the Japanese kitei sample)")
    p.add_argument("--sample", choices=SAMPLES, default="meridian", help="which sample (default: meridian)")
    p.add_argument("--port", type=int, default=0, help="port to serve on (default: a free one)")
    p.add_argument("--no-browser", action="store_true", help="print the address instead of opening it")
    _server_options(p)

    p = sub.add_parser("serve", help="start the review app")
    p.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on; anything but loopback is public (default: %(default)s)",
    )
    p.add_argument("--port", type=int, default=5000, help="port to listen on (default: %(default)s)")
    p.add_argument("--data-dir", default=None, help="where reviews are kept (default: a per-user folder)")
    _server_options(p)

    p = sub.add_parser("explain", help="print what a check catches, why, and its examples")
    p.add_argument("check_id", nargs="?", metavar="CHECK_ID", help="a check id, such as figures.binding")
    p.add_argument("--list", action="store_true", help="list every check with its one-line summary")

    p = sub.add_parser("bench", help="measure accuracy and speed")
    p.add_argument("--quick", action="store_true", help="a small run that finishes in under a minute")
    p.add_argument("--out", default="bench-results", help="folder for the Markdown and JSON results")
    p.add_argument("--data", action="append", default=[], help="extra labelled JSONL (repeatable)")
    return parser


def _limit_options(p: argparse.ArgumentParser) -> None:
    d = DEFAULT_LIMITS
    p.add_argument(
        "--max-file-mb", type=int, default=d.max_file_bytes // MB, help="largest file read (default: %(default)s)"
    )
    p.add_argument("--max-files", type=int, default=d.max_files, help="most source files read (default: %(default)s)")
    p.add_argument(
        "--max-pdf-pages", type=int, default=d.max_pdf_pages, help="most pages of one PDF (default: %(default)s)"
    )
    p.add_argument(
        "--max-unzipped-mb",
        type=int,
        default=d.max_unzipped_bytes // MB,
        help="largest a Word file may unpack to (default: %(default)s)",
    )


def _server_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--threads", type=int, default=SERVER_THREADS, help="requests served at once (default: %(default)s)")
    p.add_argument(
        "--max-upload-mb",
        type=int,
        default=WEB_LIMITS.max_file_bytes // MB,
        help="largest submission, the draft and all files together (default: %(default)s)",
    )
    p.add_argument(
        "--max-chars",
        type=int,
        default=WEB_LIMITS.max_chars,
        help="longest draft or source, in characters (default: %(default)s)",
    )


def _limits(args: argparse.Namespace) -> Limits:
    return Limits(
        max_file_bytes=args.max_file_mb * MB,
        max_files=args.max_files,
        max_pdf_pages=args.max_pdf_pages,
        max_unzipped_bytes=args.max_unzipped_mb * MB,
    )


def progress(message: str) -> None:
    """A status line on stderr while a long review runs, only when someone watches it (a terminal);
    an empty message clears it before the report is printed."""
    if sys.stderr.isatty():
        print(f"\r\033[K{message}", end="" if message else "", file=sys.stderr, flush=True)


def cmd_check(args: argparse.Namespace) -> int:
    from . import report  # noqa: F401  (imported before the freeze, which then holds them)
    from .engine import collector_paused
    from .parallel import gc_frozen

    # the modules a check imports live until it ends: frozen, they are not walked again by each
    # collection that reading the kept index back or reviewing sets off (a tenth of a check with it)
    # the collector paused for the whole command: reading and indexing the sources, and the report too
    with gc_frozen(), collector_paused():
        code = _check(args)
    # what the check made is left to the process's exit, whose collections would walk all of it again
    # (about 55 ms after a 1,000-claim check against 2 MB, nearly all of the exit): frozen at exit instead
    atexit.unregister(gc.freeze)  # one registration however many checks a process runs
    atexit.register(gc.freeze)
    return code


def _check(args: argparse.Namespace) -> int:
    from .engine import Reviewer
    from .report import Annotations, review_to_dict, to_csv, to_html, to_markdown, to_text

    limits = _limits(args)
    workers = _workers(args)
    progress(f"reading {args.draft}…")
    draft = load_draft(args.draft, limits)
    progress(f"reading {len(args.sources)} source {'path' if len(args.sources) == 1 else 'paths'}…")
    read = read_sources(args.sources, limits)
    for note in read.notes:
        print(f"evidencedesk: {note}", file=sys.stderr)
    for skipped in read.skipped:
        print(f"evidencedesk: skipped {skipped.name}: {skipped.why}", file=sys.stderr)
    size = len(draft.text) + sum(len(d.text) for d in read.documents)
    progress(f"reviewing the draft against {len(read.documents)} sources ({size / MB:.1f} MB of text)…")
    reviewer = Reviewer(read.documents, reuse=not args.no_cache, cache_dir=_index_cache(args), workers=workers)
    # research, then revise: a suggestion is offered only when the engine labels the revised sentence
    # Supported, as in the page
    result, vetted = reviewer.review_vetted(draft, workers)
    notes = Annotations(suggestions=vetted)
    reviewer.keep()  # with the vetted suggestions' verdicts, for the next check of this draft
    progress("")
    if args.format == "json":
        _write_json(review_to_dict(result, notes))
    elif args.format == "markdown":
        print(to_markdown(result, notes))
    elif args.format in ("html", "csv"):
        sys.stdout.write((to_html if args.format == "html" else to_csv)(result, notes))
    else:
        print(to_text(result, [(s.name, s.why) for s in read.skipped], notes))
    failing = FAIL_ON[args.fail_on]
    return 1 if any(v.label in failing for v in result.verdicts) else 0


def _workers(args: argparse.Namespace) -> int:
    """Worker processes for the claims: as asked (by default every core), but no more than the cores this
    process may use. A draft too small to pay for them is checked in this process whatever is asked."""
    from .parallel import workers_available

    if args.workers is None:
        return workers_available()
    if args.workers < 1:
        raise InputError(f"--workers must be 1 or more, not {args.workers}")
    return min(args.workers, workers_available())


def _index_cache(args: argparse.Namespace) -> Path | None:
    """Where the CLI keeps source indexes between runs: the user's cache folder."""
    if args.no_cache:
        return None
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("evidencedesk")) / "index"


def _write_json(data: object) -> None:
    """The report as indented JSON on stdout. orjson writes a thousand-claim report in a fraction of the
    time the standard encoder needs once indenting makes it fall back to pure Python; the text is the
    same JSON (UTF-8, two-space indent, a newline at the end)."""
    import orjson

    print(orjson.dumps(data, option=orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS).decode("utf-8"))


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


def _one_blas_thread() -> None:
    """No OpenBLAS thread pool in this process, unless the user asks for one.

    NumPy starts OpenBLAS's threads when it is imported, one per core beyond the first, and they spin
    for a while waiting for work; evidencedesk never multiplies matrices (the index is sums, sorts and
    counts), so that spinning was pure cost: about a tenth of a second of CPU time in each check, taken
    from the core that reads the other half of the sources. The work is spread over cores by the
    command's own worker processes instead (``parallel``). Set before NumPy is first imported, which no
    command does before it runs; a value in the environment is left as it is."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def main(argv: Sequence[str] | None = None) -> int:
    _one_blas_thread()
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        code = COMMANDS[args.command](args)
        sys.stdout.flush()  # a write error must surface here, not at exit as an unraisable traceback
        return code
    except InputError as exc:
        print(f"evidencedesk: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    except OSError as exc:
        if exc.errno not in {errno.ENOSPC, errno.EIO, errno.EFBIG, errno.EDQUOT}:
            raise
        _silence_stdout()
        print(f"evidencedesk: cannot write the report ({exc.strerror})", file=sys.stderr)
        return EXIT_OUTPUT_ERROR


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's final flush of what is still buffered cannot fail
    a second time and print a traceback after the command has already said what went wrong."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
