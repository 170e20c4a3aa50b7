"""The Flask app factory: configuration, security headers and error pages."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

from flask import Flask, Response, render_template, request
from werkzeug.exceptions import HTTPException, SecurityError

import evidencedesk

from ..documents import WEB_LIMITS
from ..model import Label
from ..store import Store, default_data_dir
from ..text.lang import NAMES as LANGUAGE_NAMES
from .csrf import csrf_token, require_csrf
from .forms import refused_submission
from .hosts import HostCheck
from .runner import ReviewRunner

# No outside origin, no inline script or style: every script and stylesheet is a file under /static.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}

DEFAULTS: dict[str, Any] = {
    "MAX_CONTENT_LENGTH": WEB_LIMITS.max_file_bytes,  # a whole submission: the draft and every source
    "MAX_DOCUMENT_CHARS": WEB_LIMITS.max_chars,  # one draft or one source; larger gets an error next to its field
    "REVIEW_CACHE_SIZE": 16,  # reviews kept computed in memory, so moving between claims is instant
    "SESSION_COOKIE_SAMESITE": "Lax",
}


def package_resource_dir(name: str) -> Path:
    """``templates`` or ``static``: inside the package once installed, at the top of a checkout."""
    package = Path(evidencedesk.__file__).resolve().parent
    for candidate in (package / name, package.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the {name} folder is missing from this installation")


def _secret_key(data_dir: Path) -> str:
    """A key kept in the data folder, so a restarted server still accepts the forms it served."""
    path = data_dir / "secret_key"
    if path.is_file():
        return path.read_text(encoding="ascii").strip()
    key = secrets.token_hex(32)
    path.touch(mode=0o600)
    path.write_text(key, encoding="ascii")
    return key


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app. ``config`` may set DATA_DIR, SECRET_KEY, MAX_CONTENT_LENGTH, MAX_DOCUMENT_CHARS,
    REVIEW_CACHE_SIZE, TRUSTED_HOSTS or any Flask setting."""
    app = Flask(
        __name__,
        template_folder=str(package_resource_dir("templates")),
        static_folder=str(package_resource_dir("static")),
        static_url_path="/static",
    )
    app.config.update(DEFAULTS)
    app.config.update(config or {})
    # Pasted text arrives as form fields, not files: let them be as large as a whole submission.
    if "MAX_FORM_MEMORY_SIZE" not in (config or {}):
        app.config["MAX_FORM_MEMORY_SIZE"] = app.config["MAX_CONTENT_LENGTH"]

    data_dir = Path(app.config.get("DATA_DIR") or default_data_dir())
    store = Store(data_dir)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _secret_key(data_dir)
    app.extensions["evidencedesk.runner"] = ReviewRunner(store, app.config["REVIEW_CACHE_SIZE"])

    app.jinja_env.autoescape = True
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    app.jinja_env.globals.update(
        csrf_token=csrf_token, Label=Label, version=evidencedesk.__version__, language_names=LANGUAGE_NAMES
    )

    from .views import pages, render_start, reviews

    app.before_request(require_csrf)
    app.register_blueprint(pages)
    app.register_blueprint(reviews)

    @app.after_request
    def add_security_headers(response: Response) -> Response:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        if response.mimetype in {"text/html", "application/json"}:
            # Reviews are private and recomputed: never kept by a shared cache, always revalidated, yet
            # not no-store, so the browser's Back button still restores a form with what was typed.
            response.headers.setdefault("Cache-Control", "private, no-cache")
        response.vary.add("HX-Request")
        return response

    if app.config.get("TRUSTED_HOSTS"):
        app.wsgi_app = HostCheck(app.wsgi_app, app.config["TRUSTED_HOSTS"])  # type: ignore[method-assign]

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException) -> tuple[str, int]:
        if isinstance(error, SecurityError):  # an untrusted Host header: no URLs can be built for it
            return "This address is not served here.", 400
        if request.method == "POST" and request.endpoint == "reviews.create":
            form = refused_submission(request, error, app.config["MAX_DOCUMENT_CHARS"])
            if form is not None:  # the start page again, with everything that was typed
                return render_start(form, error.code or 400)
        return render_template("error.html", error=error, path=request.path), error.code or 500

    return app
