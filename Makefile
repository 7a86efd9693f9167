# hexwar: `make play` opens the offline console on the demo; `make test` runs lint, types and tests.
# Dependencies come from the lock files (exact versions): requirements.lock for running hexwar,
# requirements-dev.lock for the tools on top; hexwar itself is then installed without dependencies.
# `make lock` regenerates both from pyproject.toml in throw-away virtual environments.
# `make compiled` builds the rules kernel and the CCA and AFdE engines with Cython (tools/compile_engine.py);
# profile-guided with gcc (HEXWAR_PGO=0: a plain build); a build is used only while it matches its source
# (engine/compiled.py). Tests and benches run on it.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev

LOCK := requirements.lock
DEVLOCK := requirements-dev.lock

.PHONY: play test lint types pytest install install-dev compiled bench clean lock

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(STAMP): pyproject.toml $(LOCK) | $(BIN)/python
	$(BIN)/python -m pip install -q -r $(LOCK)
	$(BIN)/python -m pip install -q --no-deps -e .
	touch $@

$(DEVSTAMP): pyproject.toml $(LOCK) $(DEVLOCK) | $(BIN)/python
	$(BIN)/python -m pip install -q -r $(DEVLOCK)
	$(BIN)/python -m pip install -q --no-deps -e .
	touch $(STAMP) $@

install: $(STAMP)
install-dev: $(DEVSTAMP)

compiled: $(DEVSTAMP)
	$(BIN)/python tools/compile_engine.py

play: $(STAMP)
	$(BIN)/hexwar console

lint: $(DEVSTAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

types: $(DEVSTAMP)
	$(BIN)/mypy

# one worker per core of the 2-core machines hexwar is tested on (pytest-xdist)
pytest: $(DEVSTAMP) compiled
	$(BIN)/pytest -n 2

test: lint types pytest

bench: $(DEVSTAMP) compiled
	for f in bench/*.py; do $(BIN)/python $$f || exit 1; done

# Resolve pyproject.toml's dependencies afresh (newest allowed versions) and pin them in the lock files.
lock:
	PYTHON=$(PYTHON) bash .ci/lock

clean:
	find engine -name '*.so' -delete
	rm -rf $(VENV) build dist *.egg-info engine/compiled.json
