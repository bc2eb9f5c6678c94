"""The conformance suite runs headless like the UI tests: their fixtures (`home`, a
private data folder per test; `app`, the app on its title screen at 1280x720) apply
here too. What the tests share is in `tests/conformance/helpers.py`."""

from tests.ui.conftest import app, home  # noqa: F401  (fixtures, imported to register them)
