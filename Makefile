# hexwar: `make play` opens the offline console on the demo; `make test` runs lint, types and tests.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev

.PHONY: play test lint types pytest install install-dev bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e .
	touch $@

$(DEVSTAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $(STAMP) $@

install: $(STAMP)
install-dev: $(DEVSTAMP)

play: $(STAMP)
	$(BIN)/hexwar console

lint: $(DEVSTAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

types: $(DEVSTAMP)
	$(BIN)/mypy

pytest: $(DEVSTAMP)
	$(BIN)/pytest

test: lint types pytest

bench: $(DEVSTAMP)
	for f in bench/*.py; do $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) build dist *.egg-info
