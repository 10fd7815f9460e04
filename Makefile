# The two commands of the README's quick start: `make run` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: install run test lint format openapi bench spy redis browser clean

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

install: $(BIN)/.installed

run: install  ## serve on $(HOST):$(PORT); sessions in Redis when REDIS_URL is set
	HOST=$(HOST) PORT=$(PORT) exec $(BIN)/gunicorn -c python:service.gunicorn_conf 'service.app:create_app()'

redis:  ## the tests start their own redis-server on a free loopback port; make sure one is installed
	@command -v redis-server >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq redis-server >/dev/null; \
	  else echo "redis-server is missing: sudo apt-get install redis-server" >&2; exit 1; fi; }

# tests/browser drives Debian's headless Chromium through its chromedriver (never a browser
# build of selenium's own). Not root: the browser tests skip, or fail with CI=true.
BROWSER_PACKAGES := chromium chromium-driver fonts-liberation
browser:  ## install Debian's chromium and chromium-driver for the browser tests when missing
	@test -x /usr/bin/chromium -a -x /usr/bin/chromedriver || { \
	  if [ "$$(id -u)" = 0 ]; then echo "installing $(BROWSER_PACKAGES) (apt-get)" >&2; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	      --no-install-recommends $(BROWSER_PACKAGES) >/dev/null; \
	  else echo "chromium or chromedriver is missing (sudo apt-get install" \
	    "$(BROWSER_PACKAGES)): the browser tests will be skipped" >&2; fi; }

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: install redis browser lint
	$(BIN)/python -m pytest -q

format: install
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

openapi: install  ## regenerate openapi.yaml from the schemas
	$(BIN)/python -m service.openapi > openapi.yaml

bench: install redis
	$(BIN)/python -m bench.run

spy: install redis  ## a worker's time under load, by layer: make spy SPY='--workload session-move'
	$(BIN)/pip install --quiet -e '.[bench]'
	$(BIN)/python -m bench.spy $(SPY)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
