"""A small session-bound CSRF token: every form carries it, every POST must send it back.

The token lives in Flask's signed session cookie (SameSite=Lax). A POST whose ``csrf_token`` field does
not match is refused before any view runs, so a page on another site cannot create reviews here.
"""

from __future__ import annotations

import hmac
import secrets

from flask import abort, request, session

SESSION_KEY = "csrf_token"
FIELD = "csrf_token"
UNSAFE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}


def csrf_token() -> str:
    """The current session's token, created on first use."""
    token = session.get(SESSION_KEY)
    if not token:
        token = secrets.token_urlsafe(32)
        session[SESSION_KEY] = token
    return token


def require_csrf() -> None:
    """Refuse an unsafe request whose form token does not match the session's."""
    if request.method not in UNSAFE_METHODS:
        return
    expected = session.get(SESSION_KEY)
    sent = request.form.get(FIELD, "")
    if not expected or not hmac.compare_digest(expected, sent):
        abort(
            400,
            description=(
                "This form has expired or did not come from this app, so nothing was saved. "
                "Go back, reload the page and submit it again."
            ),
        )
