# The verbs a newcomer looks for. `make run` and `make test` are the two
# commands of the README; CI calls `make test` through .ci/run.
GO      ?= go
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)

.PHONY: run test build lint bench docs census ask-score

## run: the service on the embedded SQLite store (./tierline.db), directory seeded, on :8080
run:
	$(GO) run -ldflags "$(LDFLAGS)" ./cmd/tierline serve

## test: every test, on SQLite and on PostgreSQL (starts a throwaway server if none answers)
test:
	./scripts/test.sh

## build: bin/tierline
build:
	$(GO) build -ldflags "$(LDFLAGS)" -o bin/tierline ./cmd/tierline

## lint: gofmt check and go vet
lint:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

## bench: the benchmark suite (docs/benchmarks.md): Tierline over TCP against bare net/http+pgx baselines, 100k casinos vs the shipped directory, the pipeline; QUICK=1 for a short run
bench:
	./scripts/bench.sh

## docs: regenerate docs/actions.md from the action registry
docs:
	$(GO) run ./cmd/tierline actions docs > docs/actions.md

## census: rewrite the golden list of actions (review the diff before committing)
census:
	$(GO) test ./actions/all -run TestCensus -update

## ask-score: precision and recall of /ask's question understanding, on the tuning and held-out phrases
ask-score:
	$(GO) test ./internal/ask -run 'TestCorpusScore$$' -count=1 -v
