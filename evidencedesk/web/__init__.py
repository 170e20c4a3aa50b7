"""The review app: a Flask app factory, its blueprints and the local server.

Views call the engine (through :mod:`evidencedesk.web.runner`) and render what it returns; they never
decide a label themselves.
"""

from .app import create_app

__all__ = ["create_app"]
