"""Routes. ``pages``: the start page and creating reviews; ``reviews``: a review, its claims, its JSON.

A request sent by htmx (``HX-Request``) gets only the fragment it swaps in; any other request gets the
whole page, so every URL also works without JavaScript. History restores ask for the whole page too.
"""

from __future__ import annotations

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
from ..model import Label
from ..store import StoredSource
from .forms import SubmissionForm, read_submission
from .runner import LoadedReview, ReviewRunner
from .view import claim_detail, draft_nodes, find_verdict, source_views, visible_verdicts

SAMPLE_ID = "meridian"

pages = Blueprint("pages", __name__)
reviews = Blueprint("reviews", __name__, url_prefix="/reviews")


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
            description="There is no review with this address. It may have been made by another "
            "server or in a demo that has since stopped.",
        )
    return loaded


def _show_filter() -> Label | None:
    try:
        return Label(request.args.get("show", ""))
    except ValueError:
        return None


def _render_review(loaded: LoadedReview, claim_id: int | None) -> str:
    review = loaded.review
    show = _show_filter()
    verdict = None
    if claim_id is not None:
        verdict = find_verdict(review, claim_id)
        if verdict is None:
            abort(404, description=f"This review has no claim {claim_id}.")
    focus = request.args.get("passage")
    context = {
        "stored": loaded.stored,
        "review": review,
        "show": show,
        "verdict": verdict,
        "detail": claim_detail(review, verdict, show) if verdict else None,
        "sources": source_views(review, verdict, focus),
        "attention": [v for v in review.verdicts if v.label is not Label.SUPPORTED],
    }
    if wants_fragment():
        return render_template("_claim_response.html", **context)
    return render_template(
        "review.html",
        draft=draft_nodes(review),
        visible={v.claim.id for v in visible_verdicts(review, show)},
        **context,
    )


@reviews.get("/<review_id>")
def show(review_id: str) -> str:
    return _render_review(_loaded(review_id), None)


@reviews.get("/<review_id>/claims/<int:claim_id>")
def claim(review_id: str, claim_id: int) -> str:
    return _render_review(_loaded(review_id), claim_id)


@reviews.get("/<review_id>/review.json")
def as_json(review_id: str) -> Response:
    response = jsonify(_loaded(review_id).review.to_dict())
    response.headers["Content-Disposition"] = f'attachment; filename="review-{review_id}.json"'
    return response
