# spendreport: the two commands a new user needs are `make run` and `make test`.
SWIFT ?= swift
OUT ?= out

.PHONY: deps build release run test clean bench

# libcsv has no pkg-config file; install Debian's package when its header is missing.
deps:
	@if [ ! -f /usr/include/csv.h ]; then \
	  echo "installing libcsv-dev"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcsv-dev; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) test

clean:
	rm -rf .build $(OUT)

# Performance: spendreport beside C-on-libcsv (and DuckDB if installed); see BENCHMARKS.md.
bench: deps
	bash scripts/bench.sh
