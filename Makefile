# The entry points people type. `make run` and `make test` do all set-up on a fresh machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM := npm --no-audit --no-fund --loglevel=error
STAMP := node_modules/.install-stamp

.PHONY: help install build run dev test test-unit test-integration test-future test-e2e test-scale browser nginx lint typecheck openapi openapi-check bench soak clean

help:
	@echo "make run    - install, build the client, migrate, serve http://localhost:3000 in production mode (no services needed)"
	@echo "make test   - install (incl. Debian's chromium and nginx), then every suite: unit, integration, browser, scale-out, checks;"
	@echo "              then unit and integration again with the clock a year ahead (make test-future)"
	@echo "make dev    - the site on :3000 in development mode, rendered on the server from the sources, with reload"
	@echo "make bench  - against the server make run starts: API and page throughput vs baselines, render p99, pages under a flood, memory, home-page JS budget, Lighthouse mobile,"
	@echo "              and a 30-minute soak with every job firing (RSS, heap, 5xx, restarts, then the API ratios on the soaked server)"
	@echo "make soak   - the soak alone, 60 minutes (BENCH_SOAK_MINUTES sets it)"
	@echo "make openapi - regenerate openapi/openapi.json and the client types"

$(STAMP): package.json package-lock.json backend/package.json frontend/package.json
	$(NPM) ci
	@touch $@

install: $(STAMP)

build: install
	$(NPM) run build

run: build
	$(NPM) start

dev: install
	$(NPM) run build -w @coinatlas/domain
	VITE_DEV=true npm run dev -w @coinatlas/backend

# Debian's chromium drives the browser tests (never a downloaded browser build).
browser:
	@if ! command -v chromium >/dev/null 2>&1 && [ -z "$$CHROMIUM_PATH" ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null; \
	  elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null; \
	  else echo "Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH" >&2; exit 1; fi; \
	fi

# Debian's nginx fronts three app instances in tests/scale; libfaketime moves nginx's clock to age its cache,
# and (with the faketime command) the test processes' clock for make test-future.
nginx:
	@if ! { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } || ! ls /usr/lib/*/faketime/libfaketime.so.1 >/dev/null 2>&1 || ! command -v faketime >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libfaketime faketime >/dev/null; \
	  elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libfaketime faketime >/dev/null; \
	  else echo "Install Debian's nginx, libfaketime and faketime (apt-get install nginx libfaketime faketime)" >&2; exit 1; fi; \
	fi

openapi: install
	$(NPM) run openapi

openapi-check: install
	$(NPM) run openapi:check

typecheck: install
	$(NPM) run typecheck

lint: install
	$(NPM) run lint

test-unit: install
	npx vitest run --project unit

test-integration: install
	npx vitest run --project integration

# The unit and integration suites with the clock a year ahead (Debian's faketime, installed by make nginx): a test
# that passes only near today's date fails here. Monotonic clocks are left alone, so timers keep real time. The
# embedded database and cache are used because their clocks move with the tests' (a Postgres or Redis server
# elsewhere keeps the real date, and a year between the app's clock and the database's never happens for real).
test-future: install nginx
	env -u TEST_DATABASE_URL -u TEST_REDIS_URL -u REQUIRE_SERVICES \
	  faketime -m --exclude-monotonic -f +365d npx vitest run --project unit --project integration $(FUTURE_ARGS)

test-e2e: build browser
	npx vitest run --project e2e

test-scale: build nginx
	npx vitest run --project scale

# The static checks run side by side: tsc and eslint each keep one core busy (56 s and 61 s one after the other).
# Each one's output is printed whole once it ends, and the run stops if either failed.
test: install browser nginx build
	$(NPM) run openapi:check
	@mkdir -p test-results
	@$(NPM) run typecheck >test-results/typecheck.log 2>&1 & tc=$$!; \
	  $(NPM) run lint >test-results/lint.log 2>&1; lint=$$?; wait $$tc; typecheck=$$?; \
	  cat test-results/typecheck.log test-results/lint.log; \
	  echo "typecheck: exit $$typecheck, lint: exit $$lint"; exit $$(( typecheck || lint ))
	@rm -f test-results/vitest.json test-results/vitest-future.json
	npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json; status=$$?; \
	  $(MAKE) --no-print-directory test-future \
	    FUTURE_ARGS="--reporter=default --reporter=json --outputFile.json=test-results/vitest-future.json" || status=1; \
	  node tests/support/summary.mjs test-results/vitest.json test-results/vitest-future.json; exit $$status

bench: build browser
	$(NPM) run bench; s1=$$?; \
	npx tsx --conditions=source tests/bench/pages.ts; s2=$$?; \
	npx tsx --conditions=source tests/bench/memory.ts; s4=$$?; \
	npx tsx --conditions=source tests/perf/js-budget.ts /; s3=$$?; \
	npx tsx --conditions=source tests/perf/lighthouse.ts; \
	npx tsx --conditions=source tests/bench/soak.ts; s5=$$?; \
	$(NPM) run -s facts:coverage -- --check; s6=$$?; \
	exit $$(( s1 || s2 || s3 || s4 || s5 || s6 ))

soak: build browser
	BENCH_SOAK_MINUTES=$${BENCH_SOAK_MINUTES:-60} npx tsx --conditions=source tests/bench/soak.ts

clean:
	rm -rf node_modules backend/node_modules frontend/node_modules backend/dist frontend/dist test-results
