# Hotseat developer commands. Each target creates .venv and installs the project into it when
# .venv is missing or pyproject.toml changed, so every target is one command on a fresh machine.

PYTHON      ?= python3
VENV        := .venv
BIN         := $(VENV)/bin
PY          := $(BIN)/python
STAMP       := $(VENV)/.installed-test
STAMP_INST  := $(VENV)/.installed-installer
PYTEST_ARGS ?=
BASE        ?=
TS_DIR      := resources/i18n

.DEFAULT_GOAL := help
.PHONY: help run test lint bench wheel installer installer-deps translations clean distclean

help:  ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/'

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

$(STAMP_INST): $(STAMP)
	$(PY) -m pip install --quiet -e '.[installer]'
	touch $@

installer-deps: $(STAMP_INST)  ## install PyInstaller into .venv (the `installer` extra)

run: $(STAMP)  ## start the app
	$(PY) -m app

lint: $(STAMP)  ## ruff, formatting, mypy, import contracts
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

test: lint  ## lint, then the whole test suite headless (PYTEST_ARGS="-m 'slow or not slow'" adds slow tests)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest $(PYTEST_ARGS)

bench: $(STAMP)  ## print speed numbers (engine, bots; and any bench/bench_*.py); BASE=rev: side by side with that git revision
ifdef BASE
	$(PY) bench/compare.py --base $(BASE)
else
	$(PY) bench/bench.py
	@for extra in $(wildcard bench/bench_*.py); do echo; QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(PY) $$extra || exit 1; done
endif

wheel: $(STAMP)  ## build the wheel (data inside the package) into dist/
	$(PY) -m pip wheel --no-deps -w dist .
	@echo "install it with: pipx install dist/hotseat-*.whl (or pip install into any venv)"

installer: $(STAMP_INST)  ## build the one-folder app into dist/hotseat
	$(PY) -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller installer/hotseat.spec
	@echo "built dist/hotseat/hotseat; desktop entry: installer/hotseat.desktop"

# hotseat_ja.ts is updated from the code; qtgaps_ja.ts (Qt's own dialogs, contexts not in our
# code) is hand-maintained and only compiled: lupdate -no-obsolete would empty it.
translations: $(STAMP)  ## update hotseat_ja.ts from the code and compile every .ts to .qm
	$(BIN)/pyside6-lupdate -no-obsolete $$(find app -name '*.py' | sort) -ts $(TS_DIR)/hotseat_ja.ts
	for ts in $(TS_DIR)/*.ts; do $(BIN)/pyside6-lrelease $$ts -qm $${ts%.ts}.qm || exit 1; done

clean:  ## remove build outputs and caches (keeps .venv)
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache .hypothesis .import_linter_cache
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +

distclean: clean  ## also remove .venv
	rm -rf $(VENV) *.egg-info
