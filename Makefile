# The commands of the README's quick start: `make run`, `make test` and `make test-fast`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: install run test test-fast lint format openapi bench bench-streams spy redis browser nginx node clean

# Serving needs the service's own dependencies only; the tests add the dev toolchain.
$(BIN)/.served: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e .
	touch $@

$(BIN)/.installed: $(BIN)/.served
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

install: $(BIN)/.installed

# Everything on one port, streams included, with or without REDIS_URL: the gevent worker
# holds a stream without holding the worker. The production tiers (deploy/) choose theirs:
# sync for the API, gevent for the streams. GUNICORN_WORKER_CLASS=sync make run overrides.
run: $(BIN)/.served  ## serve on $(HOST):$(PORT), streams included; sessions in Redis when REDIS_URL is set
	HOST=$(HOST) PORT=$(PORT) GUNICORN_WORKER_CLASS=$${GUNICORN_WORKER_CLASS:-gevent} \
	  exec $(BIN)/gunicorn -c python:service.gunicorn_conf 'service.app:create_app()'

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
# tests/deploy runs deploy/nginx.conf with Debian's nginx on loopback. Not root: those
# tests skip, or fail with CI=true.
nginx:  ## install Debian's nginx for the deploy tests when missing
	@command -v nginx >/dev/null || test -x /usr/sbin/nginx || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y -qq --no-install-recommends nginx >/dev/null; \
	  else echo "nginx is missing (sudo apt-get install nginx): the deploy tests will be" \
	    "skipped" >&2; fi; }
# Node tools of the test suite (Redocly's lint, openapi-typescript, tsc), as locked in
# package-lock.json; installed again when either file is newer than the install.
node_modules/.installed: package.json package-lock.json
	@command -v npm >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq nodejs npm >/dev/null; \
	  else echo "node and npm are missing: sudo apt-get install nodejs npm" >&2; exit 1; fi; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

node: node_modules/.installed

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: install redis browser nginx node lint  ## everything, as CI runs it (README: how long)
	$(BIN)/python -m pytest -q

# Everyday work: the engines, the app, the store and the streams on a real redis-server;
# no browser, nginx, gunicorn or slow tests (their markers: tests/conftest.py, MARKED).
test-fast: install redis  ## the suite without browser, deploy, gunicorn and slow tests
	$(BIN)/python -m pytest -q -m "not (browser or deploy or gunicorn or slow)"

format: install
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

openapi: install node  ## regenerate openapi.yaml from the schemas, and the clients from it
	$(BIN)/python -m service.openapi > openapi.yaml
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/openapi-python-client generate --path openapi.yaml \
	  --config clients/openapi-python-client.yaml --meta none \
	  --output-path clients/python/meow_referee_client --overwrite
	npx --no-install openapi-typescript openapi.yaml -o clients/typescript/openapi.d.ts

# The arena's figures in bench/RUNS.md are `python -m bench.arena --n 400` (its default):
# here 100 games a game, for a shorter run with wider intervals.
bench: install redis  ## bench.run, bench.streams, bench.arena (about 2½, 3 and 5 minutes)
	$(BIN)/python -m bench.run
	$(BIN)/python -m bench.streams
	$(BIN)/python -m bench.arena --n 100

bench-streams: install redis  ## 1,000 open streams on one host (bench/README.md, Streams)
	$(BIN)/python -m bench.streams $(STREAMS)

spy: install redis  ## a worker's time under load, by layer: make spy SPY='--workload session-move'
	$(BIN)/pip install --quiet -e '.[bench]'
	$(BIN)/python -m bench.spy $(SPY)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis node_modules
