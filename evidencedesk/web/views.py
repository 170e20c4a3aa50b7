"""Routes. ``pages``: the start page, creating reviews and the checks' documentation; ``reviews``: a
review, its claims, the editor's decisions, edits and revisions, and its exports.

A request sent by htmx (``HX-Request``) gets only the fragment it swaps in; any other request gets the
whole page, so every URL also works without JavaScript. History restores ask for the whole page too.
Every refusal (a note too long, a claim edited away, another tab's decision) answers with the reason and
puts back what the editor typed; nothing already saved is touched.
"""

from __future__ import annotations

import inspect
from typing import Any

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    jsonify,
    redirect,
    render_template,
    request,
    url_for,
)

from ..documents import SAMPLES, InputError, load_draft, load_sources, sample_dir
from ..model import Label, Verdict
from ..report import Annotations, review_to_dict, to_csv, to_html, to_markdown
from ..store import Decision, DecisionConflict, StoredSource, StoreError
from .decisions import fingerprint
from .forms import SubmissionForm, read_submission
from .runner import LoadedReview, ReviewRunner
from .view import ClaimFilter, claim_detail, draft_nodes, find_verdict, label_counts, source_views, visible_verdicts

SAMPLE_ID = "meridian"

pages = Blueprint("pages", __name__)
reviews = Blueprint("reviews", __name__, url_prefix="/reviews")

EXPORTS = {  # file extension -> (media type, exporter)
    "md": ("text/markdown; charset=utf-8", to_markdown),
    "html": ("text/html; charset=utf-8", to_html),
    "csv": ("text/csv; charset=utf-8", to_csv),
}


def runner() -> ReviewRunner:
    return current_app.extensions["evidencedesk.runner"]


def wants_fragment() -> bool:
    return "HX-Request" in request.headers and "HX-History-Restore-Request" not in request.headers


def render_start(form: SubmissionForm, status: int = 200) -> tuple[str, int]:
    recent = runner().store.recent()
    return render_template("start.html", form=form, recent=recent), status


@pages.get("/")
def start() -> tuple[str, int]:
    return render_start(SubmissionForm())


@pages.get("/checks/<check_id>")
def check_doc(check_id: str) -> str:
    """A check's own documentation (its module docstring), shown as written."""
    from ..checks import BY_ID

    check = BY_ID.get(check_id)
    if check is None:
        abort(404, description=f"There is no check called {check_id!r}.")
    return render_template("check.html", check_id=check.id, doc=inspect.cleandoc(check.__doc__ or ""))


@reviews.post("")
def create() -> Response | tuple[str, int]:
    form = read_submission(request.form, request.files, current_app.config["MAX_DOCUMENT_CHARS"])
    if not form.valid:
        return render_start(form, 400)
    try:
        loaded = runner().create(*form.inputs())
    except InputError as exc:
        form.add_error("form", str(exc))
        return render_start(form, 400)
    return redirect(url_for("reviews.show", review_id=loaded.stored.id), 303)


def load_sample(name: str = SAMPLE_ID) -> LoadedReview:
    """Review a bundled sample and keep it under its name."""
    folder = sample_dir(name)
    draft = load_draft(folder / "draft.md")
    sources = [StoredSource(doc.name, doc.text) for doc in load_sources([folder / "sources"])]
    return runner().create(draft.name, draft.text, sources, review_id=name)


@reviews.post("/sample")
def create_sample() -> Response:
    name = request.form.get("sample", SAMPLE_ID)
    if name not in SAMPLES:
        abort(400, description=f"There is no bundled sample named {name!r}.")
    loaded = runner().get(name) or load_sample(name)
    return redirect(url_for("reviews.show", review_id=loaded.stored.id), 303)


def _loaded(review_id: str) -> LoadedReview:
    loaded = runner().get(review_id)
    if loaded is None:
        abort(
            404,
            description="There is no review with this address. It may have been deleted, made by another "
            "server, or made in a demo that has since stopped.",
        )
    return loaded


def _decisions(loaded: LoadedReview) -> dict[int, Decision]:
    return runner().store.decisions(loaded.stored.id, loaded.stored.revision)


def _annotations(loaded: LoadedReview) -> Annotations:
    return Annotations(loaded.stored.title, _decisions(loaded), loaded.suggestions)


def _filter(decisions: dict[int, Decision]) -> ClaimFilter:
    try:
        label: Label | None = Label(request.args.get("show", ""))
    except ValueError:
        label = None
    return ClaimFilter(label, request.args.get("undecided") == "1", decisions)


def _render_review(
    loaded: LoadedReview,
    claim_id: int | None,
    status: int = 200,
    problem: str | None = None,
    typed: dict[str, str] | None = None,
) -> tuple[str, int]:
    """The review page (or, for htmx, the detail fragment with the draft and counts swapped alongside).

    ``problem`` is a refusal to show next to the decision buttons; ``typed`` what the editor had typed
    (note, claim text), put back into the form."""
    review = loaded.review
    decisions = _decisions(loaded)
    show = _filter(decisions)
    verdict = None
    if claim_id is not None:
        verdict = find_verdict(review, claim_id)
        if verdict is None:
            abort(404, description=f"This review has no claim {claim_id} (the draft may have been edited).")
    focus = request.args.get("passage")
    context: dict[str, Any] = {
        "stored": loaded.stored,
        "review": review,
        "show": show.label,
        "query": show.query,
        "undecided": show.undecided,
        "verdict": verdict,
        "decisions": decisions,
        "counts": label_counts(review, decisions),
        "detail": claim_detail(
            review, verdict, show, loaded.suggestions.get(verdict.claim.id), decisions.get(verdict.claim.id)
        )
        if verdict
        else None,
        "sources": source_views(review, verdict, focus),
        "attention": [v for v in review.verdicts if v.label is not Label.SUPPORTED],
        "problem": problem,
        "typed": typed or {},
    }
    template = "review.html"
    if wants_fragment():
        template = "_decision_response.html" if request.method == "POST" else "_claim_response.html"
    if template != "_claim_response.html":  # these also show the draft
        context["draft"] = draft_nodes(review)
        context["visible"] = {v.claim.id for v in visible_verdicts(review, show)}
    return render_template(template, **context), status


@reviews.get("/<review_id>")
def show(review_id: str) -> tuple[str, int]:
    return _render_review(_loaded(review_id), None)


@reviews.get("/<review_id>/claims/<int:claim_id>")
def claim(review_id: str, claim_id: int) -> tuple[str, int]:
    return _render_review(_loaded(review_id), claim_id)


def _form_revision() -> int | None:
    try:
        return int(request.form.get("revision", ""))
    except ValueError:
        return None


def _claim_of_form(loaded: LoadedReview, claim_id: int) -> Verdict | str:
    """The claim a form is about, or why it cannot be used (edited since, or gone)."""
    if _form_revision() != loaded.stored.revision:
        return (
            "The draft was edited since this page was shown, so this claim may read differently now. "
            "Nothing was saved: reload the page and try again."
        )
    verdict = find_verdict(loaded.review, claim_id)
    if verdict is None:
        return f"Claim {claim_id} is not in the draft any more, so nothing was saved."
    return verdict


def _refuse(loaded: LoadedReview, claim_id: int, status: int, problem: str) -> tuple[str, int]:
    typed = {"note": request.form.get("note", ""), "text": request.form.get("text", "")}
    shown = claim_id if find_verdict(loaded.review, claim_id) is not None else None
    return _render_review(loaded, shown, status, problem, typed)


def _back_to_claim(loaded: LoadedReview, claim_id: int) -> Response:
    query = {k: v for k, v in request.args.items() if k in ("show", "undecided")}
    return redirect(url_for("reviews.claim", review_id=loaded.stored.id, claim_id=claim_id, **query), 303)


@reviews.post("/<review_id>/claims/<int:claim_id>/decision")
def decide(review_id: str, claim_id: int) -> Response | tuple[str, int]:
    """Accept, dismiss (with a note), mark fixed, or take back ("open") the decision on one claim."""
    loaded = _loaded(review_id)
    verdict = _claim_of_form(loaded, claim_id)
    if isinstance(verdict, str):
        return _refuse(loaded, claim_id, 409, verdict)
    try:
        seen = int(request.form.get("seen", ""))
    except ValueError:
        seen = None
    try:
        runner().store.decide(
            review_id,
            loaded.stored.revision,
            claim_id,
            request.form.get("state", ""),
            request.form.get("note", ""),
            fingerprint(verdict),
            seen,
        )
    except DecisionConflict as exc:
        return _refuse(loaded, claim_id, 409, str(exc))
    except StoreError as exc:
        return _refuse(loaded, claim_id, 400, str(exc))
    if wants_fragment():
        return _render_review(loaded, claim_id)
    return _back_to_claim(loaded, claim_id)


def _revise(loaded: LoadedReview, claim_id: int, text: str, reason: str) -> Response | tuple[str, int]:
    """Put ``text`` in place of one claim and re-check; back to the revised claim."""
    verdict = _claim_of_form(loaded, claim_id)
    if isinstance(verdict, str):
        return _refuse(loaded, claim_id, 409, verdict)
    text = text.strip()
    if not text:
        return _refuse(loaded, claim_id, 400, "The claim cannot be empty; the draft was not changed.")
    draft = loaded.stored.draft_text
    revised_text = draft[: verdict.claim.start] + text + draft[verdict.claim.end :]
    try:
        revised = runner().revise(loaded.stored.id, revised_text, reason)
    except InputError as exc:
        return _refuse(loaded, claim_id, 400, f"{exc}; the draft was not changed.")
    if revised is None:
        abort(404, description="This review was deleted meanwhile; the edit was not saved.")
    start = verdict.claim.start
    same_place = next((v for v in revised.review.verdicts if v.claim.start == start), None)
    return _back_to_claim(revised, same_place.claim.id if same_place else claim_id)


@reviews.post("/<review_id>/claims/<int:claim_id>/text")
def edit_claim(review_id: str, claim_id: int) -> Response | tuple[str, int]:
    return _revise(_loaded(review_id), claim_id, request.form.get("text", ""), f"edited claim {claim_id}")


@reviews.post("/<review_id>/claims/<int:claim_id>/apply")
def apply_suggestion(review_id: str, claim_id: int) -> Response | tuple[str, int]:
    """Apply the suggested edit the editor was shown, and only if the engine still vouches for it."""
    loaded = _loaded(review_id)
    vetted = loaded.suggestions.get(claim_id)
    if vetted is None or not vetted.safe or vetted.suggestion.text != request.form.get("text"):
        return _refuse(loaded, claim_id, 409, "This suggestion is not on offer any more; the draft was not changed.")
    return _revise(loaded, claim_id, vetted.suggestion.text, f"applied the suggested edit to claim {claim_id}")


@reviews.get("/<review_id>/edit")
def edit_draft(review_id: str) -> str:
    loaded = _loaded(review_id)
    return render_template("edit.html", stored=loaded.stored, text=loaded.stored.draft_text, problem=None)


@reviews.post("/<review_id>/edit")
def save_draft(review_id: str) -> Response | tuple[str, int]:
    """The whole draft, edited in the page, re-run as the review's next revision."""
    loaded = _loaded(review_id)
    text = request.form.get("draft", "")
    problem = None
    if _form_revision() != loaded.stored.revision:
        problem = "The draft was edited elsewhere since this page was shown. Your text is below; nothing was saved."
    elif len(text) > current_app.config["MAX_DOCUMENT_CHARS"]:
        problem = f"The draft may be up to {current_app.config['MAX_DOCUMENT_CHARS']:,} characters; nothing was saved."
    if problem is None:
        try:
            revised = runner().revise(review_id, text, "edited the draft")
        except InputError as exc:
            problem = f"{str(exc).capitalize()}; nothing was saved."
        else:
            if revised is None:
                abort(404, description="This review was deleted meanwhile; the edit was not saved.")
            return redirect(url_for("reviews.show", review_id=review_id), 303)
    return render_template("edit.html", stored=loaded.stored, text=text, problem=problem), 400


@reviews.post("/<review_id>/rename")
def rename(review_id: str) -> Response:
    _loaded(review_id)
    try:
        runner().store.rename(review_id, request.form.get("title", ""))
    except StoreError as exc:
        abort(400, description=str(exc))
    back = (
        url_for("pages.start") if request.form.get("next") == "start" else url_for("reviews.show", review_id=review_id)
    )
    return redirect(back, 303)


@reviews.get("/<review_id>/delete")
def confirm_delete(review_id: str) -> str:
    return render_template("delete.html", stored=_loaded(review_id).stored)


@reviews.post("/<review_id>/delete")
def delete(review_id: str) -> Response:
    if not runner().store.delete(review_id):
        abort(404, description="This review was already deleted.")
    runner().forget(review_id)
    return redirect(url_for("pages.start"), 303)


# The HTML report carries its own stylesheet and no script; opened from here it may use just that.
REPORT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"


def _download(body: str, media_type: str, filename: str) -> Response:
    response = Response(body, content_type=media_type)
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    if filename.endswith(".html"):
        response.headers["Content-Security-Policy"] = REPORT_POLICY
    return response


@reviews.get("/<review_id>/review.json")
def as_json(review_id: str) -> Response:
    """The engine's JSON contract, with the review's title and revision and each claim's decision."""
    loaded = _loaded(review_id)
    data = review_to_dict(loaded.review, _annotations(loaded))
    data.update(title=loaded.stored.title, revision=loaded.stored.revision)
    response = jsonify(data)
    response.headers["Content-Disposition"] = f'attachment; filename="review-{review_id}.json"'
    return response


@reviews.get("/<review_id>/review.<ext>")
def export(review_id: str, ext: str) -> Response:
    if ext not in EXPORTS:
        abort(404, description=f"There is no {ext!r} export; try json, md, html or csv.")
    loaded = _loaded(review_id)
    media_type, exporter = EXPORTS[ext]
    body = exporter(loaded.review, _annotations(loaded))
    return _download(body, media_type, f"review-{review_id}.{ext}")
