"""Read the start page's form into review inputs, or into errors that keep everything the user entered.

Uploads may be in any format the command line reads (plain text in any common encoding, Markdown, PDF,
Word, web pages). A browser cannot refill a file input, so files that were read successfully come back as pasted sources
(name and text) when the form has to be shown again; the page says so. Each error is keyed by the field
it belongs next to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath

from flask import Request
from werkzeug.datastructures import FileStorage, ImmutableMultiDict, MultiDict
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from ..documents import DEFAULT_LIMITS, InputError, Limits, read_bytes, shown_name
from ..documents.base import megabytes
from ..store import StoredSource

PASTED_DRAFT_NAME = "Pasted draft"
# A submission over the size limit is still read, up to this many times the limit, so that the page can
# give back what was typed; past it the server refuses the body unread.
RESCUE_MARGIN = 2
EXPIRED = (
    "This form had expired (or did not come from this page), so nothing was reviewed. Everything you "
    "entered is below: check it and submit again."
)


@dataclass
class PastedSource:
    name: str
    text: str
    uploaded: bool = False  # read from an uploaded file, shown as text because file inputs can't be refilled
    error: str = ""
    note: str = ""  # what reading the upload assumed, e.g. its encoding


@dataclass
class SubmissionForm:
    """What the start page shows: the values to put back in the fields and the errors beside them."""

    draft: str = ""
    draft_name: str = ""
    draft_uploaded: bool = False
    draft_note: str = ""
    sources: list[PastedSource] = field(default_factory=list)
    errors: dict[str, list[str]] = field(default_factory=dict)

    def add_error(self, field_name: str, message: str) -> None:
        self.errors.setdefault(field_name, []).append(message)

    @property
    def valid(self) -> bool:
        return not self.errors and not any(s.error for s in self.sources)

    @property
    def error_count(self) -> int:
        return sum(map(len, self.errors.values())) + sum(1 for s in self.sources if s.error)

    @property
    def uploaded_names(self) -> list[str]:
        return [s.name for s in self.sources if s.uploaded]

    def inputs(self) -> tuple[str, str, list[StoredSource]]:
        """Draft name, draft text and sources of a valid form."""
        sources = [StoredSource(s.name, s.text) for s in self.sources]
        return self.draft_name or PASTED_DRAFT_NAME, self.draft, sources


def _file_name(upload: FileStorage) -> str:
    """The upload's own name: any folder the browser sent is dropped, control characters escaped."""
    return shown_name(PurePosixPath((upload.filename or "").replace("\\", "/")).name) or "upload"


def _read_upload(upload: FileStorage, limits: Limits) -> tuple[str, str]:
    """Text and note of an uploaded file, in any format the command line reads."""
    loaded = read_bytes(upload.read(limits.max_file_bytes + 1), _file_name(upload), limits)
    return loaded.text, loaded.note


def _unique(name: str, taken: set[str]) -> str:
    candidate, n = name, 2
    while candidate in taken:
        candidate, n = f"{name} ({n})", n + 1
    taken.add(candidate)
    return candidate


def read_submission(
    form: ImmutableMultiDict[str, str] | MultiDict[str, str],
    files: ImmutableMultiDict[str, FileStorage] | MultiDict[str, FileStorage],
    max_chars: int,
    max_file_bytes: int = DEFAULT_LIMITS.max_file_bytes,
) -> SubmissionForm:
    """Parse a POST to /reviews. The result is ``valid`` or carries errors and every value entered."""
    limits = Limits(max_file_bytes=max_file_bytes, max_chars=max_chars)
    result = SubmissionForm(draft=form.get("draft", ""), draft_name=form.get("draft_name", "").strip())

    draft_file = files.get("draft_file")
    if draft_file is not None and draft_file.filename:
        try:
            result.draft, result.draft_note = _read_upload(draft_file, limits)
            result.draft_name = _file_name(draft_file)
            result.draft_uploaded = True
        except InputError as exc:
            result.add_error("draft_file", str(exc))
    if not result.draft.strip() and "draft_file" not in result.errors:
        result.add_error("draft", "Paste the draft here or upload it as a file.")
    elif len(result.draft) > max_chars:
        result.add_error("draft", f"The draft has {len(result.draft):,} characters; the limit is {max_chars:,}.")

    taken: set[str] = set()
    for upload in files.getlist("source_files"):
        if not upload.filename:
            continue
        try:
            text, note = _read_upload(upload, limits)
        except InputError as exc:
            result.add_error("source_files", str(exc))
            continue
        result.sources.append(PastedSource(_unique(_file_name(upload), taken), text, uploaded=True, note=note))

    names, texts = form.getlist("source_name"), form.getlist("source_text")
    uploaded_flags = form.getlist("source_uploaded")
    for i, text in enumerate(texts):
        name = names[i].strip() if i < len(names) else ""
        if not name and not text.strip():
            continue  # an empty block the page offered
        source = PastedSource(
            _unique(name or f"Pasted source {len(result.sources) + 1}", taken),
            text,
            uploaded=i < len(uploaded_flags) and uploaded_flags[i] == "1",
        )
        if not text.strip():
            source.error = f"“{name}” has a name but no text: paste its text or clear the name."
        elif len(text) > max_chars:
            source.error = f"This source has {len(text):,} characters; the limit is {max_chars:,}."
        result.sources.append(source)

    if not result.sources and "source_files" not in result.errors:
        result.add_error("sources", "Add at least one source: upload files, or paste text and name it.")
    return result


def refused_submission(request: Request, error: HTTPException, max_chars: int) -> SubmissionForm | None:
    """The form to show again when a POST was refused before it was read: an expired form token, or a
    submission over the size limit (its text is read again with a larger allowance and given back; its
    files are not). None when the request cannot be read at all, and the plain error page must do."""
    if isinstance(error, RequestEntityTooLarge):
        limit = request.max_content_length or 0
        sent = request.content_length or 0
        if not limit or sent > limit * RESCUE_MARGIN:
            return None
        request.max_content_length = limit * RESCUE_MARGIN
        request.max_form_memory_size = limit * RESCUE_MARGIN
        try:
            form = read_submission(request.form, MultiDict(), max_chars)
        except HTTPException:
            return None
        form.errors.pop("sources", None)
        form.add_error(
            "source_files",
            f"Everything sent at once came to {megabytes(sent)}; the limit is {megabytes(limit)}, "
            "so no file was read. Your text is kept: choose fewer or smaller files, or paste a part of one.",
        )
        return form
    if error.code == 400:
        form = read_submission(request.form, request.files, max_chars)
        form.errors.clear()
        for source in form.sources:
            source.error = ""
        form.add_error("form", EXPIRED)
        return form
    return None
