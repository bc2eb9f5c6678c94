# Every target creates .venv on first use, so a fresh machine needs only Python 3.11 and make.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: play test test-slow lint bench build smoke fonts clean

$(VENV)/.installed-base: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $@

$(VENV)/.installed-build: $(VENV)/.installed-base
	$(PY) -m pip install -q -e '.[build]'
	touch $@

$(VENV)/.installed-bench: $(VENV)/.installed-base
	$(PY) -m pip install -q -e '.[bench]'
	touch $@

play: $(VENV)/.installed-base
	$(PY) -m game

test: $(VENV)/.installed-base
	$(PY) -m ruff check game tests tools build
	$(HEADLESS) $(PY) -m pytest -q -n auto --durations=15

test-slow: $(VENV)/.installed-base
	$(HEADLESS) $(PY) -m pytest -q -m slow

bench: $(VENV)/.installed-bench
	$(HEADLESS) $(PY) -m game.bench all

build: $(VENV)/.installed-build
	$(PY) build/build_app.py

# Runs from / so a path that leans on the working directory fails here, not on a user's machine;
# The smoke run plays a whole computer-only hand, so the frozen AI and rules really play.
# Each game is fast forwarded (no think pauses); thirteen games take about three minutes:
# the limit catches a hang.
smoke: build
	cd / && $(HEADLESS) $$(command -v timeout >/dev/null && echo timeout 480) \
		"$(CURDIR)/dist/tablegames/tablegames" --smoke

fonts: $(VENV)/.installed-base
	$(PY) -m pip install -q -e '.[fonts]'
	$(PY) tools/make_font_subset.py

clean:
	rm -rf $(VENV) dist build/work
