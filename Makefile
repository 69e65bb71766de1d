# recruitd: make run serves on :8080 with a local Postgres; make test runs
# every check against a throwaway Postgres.
SHELL := /bin/bash
GO    ?= go
DATA  ?= .data
PGPORT ?= 54329
PKGS  := ./...

.PHONY: run test build deps check fuzz bench measure harden clean-data

build:
	$(GO) build -buildvcs=auto -o bin/recruitd ./cmd/recruitd

deps:
	@scripts/deps.sh

# run: DATABASE_URL, or a local cluster under $(DATA) started on first use,
# reachable only through a Unix socket in its data folder (closed to other
# users). The bootstrap token is generated on the first run, printed that
# once, and kept in $(DATA)/bootstrap-token (readable by its owner only).
# Webhooks may reach receivers on this machine (WEBHOOK_ALLOW=127.0.0.1/32).
run: deps build
	@mkdir -p $(DATA)
	@url="$${DATABASE_URL:-$$(scripts/pg.sh start $(DATA) $(PGPORT))}" || exit 1; \
	 echo "database: $$url"; \
	 if [[ -z "$$RECRUITD_BOOTSTRAP_TOKEN" && ! -s $(DATA)/bootstrap-token ]]; then \
	   (umask 077; echo "rcd_$$(head -c 32 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')" > $(DATA)/bootstrap-token); \
	   echo "token:    $$(cat $(DATA)/bootstrap-token)  (generated; shown this once, kept in $(DATA)/bootstrap-token)"; \
	 elif [[ -z "$$RECRUITD_BOOTSTRAP_TOKEN" ]]; then \
	   echo "token:    in $(DATA)/bootstrap-token"; \
	 fi; \
	 DATABASE_URL="$$url" RECRUITD_BOOTSTRAP_TOKEN="$${RECRUITD_BOOTSTRAP_TOKEN:-$$(cat $(DATA)/bootstrap-token)}" \
	 WEBHOOK_ALLOW="$${WEBHOOK_ALLOW-127.0.0.1/32}" exec bin/recruitd serve

# check: formatting, a tidy go.mod, vet and staticcheck.
check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	 if [[ -n "$$out" ]]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	@$(GO) mod tidy -diff || { echo "go.mod or go.sum is not tidy: run go mod tidy"; exit 1; }
	$(GO) vet $(PKGS)
	$(GO) tool staticcheck $(PKGS)

# test: every check and test, against a throwaway Postgres (or TEST_DATABASE_URL).
test: deps check
	@if [[ -n "$$TEST_DATABASE_URL" ]]; then $(GO) test -count=1 -timeout 15m $(PKGS); \
	 else scripts/pg.sh with $(GO) test -count=1 -timeout 15m $(PKGS); fi

# fuzz: each fuzz target for FUZZTIME (long; not part of make test).
FUZZTIME ?= 30s
fuzz:
	@for pkg in $$($(GO) list $(PKGS)); do \
	   for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	     echo "== $$pkg $$f"; \
	     scripts/pg.sh with $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	   done; \
	 done

# bench: the benchmarks (long; not part of make test).
bench:
	scripts/pg.sh with $(GO) test -run '^$$' -bench . -benchmem $(PKGS)

# measure: import, reindex, start-up and matching load on N synthetic
# candidates (long; not part of make test).
N ?= 100000
measure: deps build
	scripts/measure.sh $(N)

# harden: the long fault drills (Postgres stopped and started under load,
# kill -9 of serve while indexing, slow clients, the heaviest requests the
# limits allow) and a SOAK-long soak at concurrency 8 over N synthetic
# candidates, on a throwaway cluster (long; not part of make test).
SOAK ?= 10m
harden: deps build
	$(GO) run ./scripts/harden --candidates $(N) --soak $(SOAK)

clean-data:
	-scripts/pg.sh destroy $(DATA)
