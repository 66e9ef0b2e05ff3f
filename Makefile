# spendreport: the two commands a new user needs are `make run` and `make test`.
SWIFT ?= swift
OUT ?= out
SAMPLES := $(basename $(notdir $(wildcard sample-transactions/*.csv)))

.PHONY: deps test-deps build release-build release run test test-spark fuzz-smoke fuzz clean bench bench-rules bench-spark \
  lint format

# Where `make release` installs the binary.
PREFIX ?= /usr/local

# libcsv has no pkg-config file; install Debian's package when its header is missing. GRDB
# (--history) links the system SQLite: install its headers the same way. strace is for the tests
# that inject kills and I/O errors at each rename and fsync (they are skipped, with a message,
# when strace is missing or cannot trace). rsvg-convert (librsvg) and DejaVu Sans are for the tests
# that render every SVG and probe its pixels (skipped, with a message, when rsvg-convert is missing).
deps:
	@if [ ! -f /usr/include/csv.h ]; then \
	  echo "installing libcsv-dev"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcsv-dev; \
	fi
	@if [ ! -f /usr/include/sqlite3.h ]; then \
	  echo "installing libsqlite3-dev"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsqlite3-dev; \
	fi
	@if ! command -v strace >/dev/null 2>&1; then \
	  echo "installing strace"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq strace) \
	    || echo "strace not installed: the strace fault-injection test will be skipped"; \
	fi
	@if ! command -v rsvg-convert >/dev/null 2>&1; then \
	  echo "installing librsvg2-bin"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq librsvg2-bin fonts-dejavu-core) \
	    || echo "rsvg-convert not installed: the SVG render tests will be skipped"; \
	fi

build: deps
	$(SWIFT) build

# The Swift runtime and Foundation linked statically: about 5 MiB less resident memory per run
# (only the pages in use are loaded, and none of the shared libraries' relocations), and a faster
# start. The binary is larger: about 61 MB stripped (82 MB with its symbols). Linked as a
# position-dependent executable (-no-pie): its 86,000 relative relocations are resolved by the
# linker instead of at every start, which saves the 2 MB relocation table and the pages they
# would write (about 4 MiB less peak RSS per run, BENCHMARKS.md).
#
# Each function in its own section (-function-sections), laid out by scripts/text-order.txt: the
# functions a run executes, together (scripts/text-order.sh writes the list). With only the
# symbols the shared libraries need left dynamic (--no-export-dynamic, instead of all 9,000 of
# ours), a 1M-row run maps 4.5 MiB less of the binary (BENCHMARKS.md, "Code layout"). Both
# linker options are gold's, the toolchain's linker on Linux.
#
# libstdc++ (which ICU inside Foundation uses) comes from its archive too: the toolchain names
# -lstdc++ itself, so a linker script called libstdc++.so in $(STATIC_CXX_DIR), searched first,
# hands the linker the archive. Only the parts in use are mapped, and not the shared library's
# symbol tables: about 0.5 MiB less resident per run. Left out when cc knows no libstdc++.a.
TEXT_ORDER := $(wildcard $(CURDIR)/scripts/text-order.txt)
STATIC_CXX = $(filter /%,$(shell cc -print-file-name=libstdc++.a 2>/dev/null))
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
RELEASE = -c release --static-swift-stdlib -Xlinker -no-pie \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xlinker --no-export-dynamic \
  $(if $(TEXT_ORDER),-Xlinker --section-ordering-file=$(TEXT_ORDER)) \
  $(if $(STATIC_CXX),-Xlinker -L$(STATIC_CXX_DIR)) $(RELEASE_EXTRA)

# The optimised build, left unstripped in .build/release (for profilers and `make bench`).
release-build: deps
	@# The build does not see a change inside the order file: relink when it is newer.
	@if [ -n "$(TEXT_ORDER)" ] && [ "$(TEXT_ORDER)" -nt .build/release/spendreport ]; then \
	  rm -f .build/release/spendreport; fi
	@if [ -n "$(STATIC_CXX)" ]; then mkdir -p "$(STATIC_CXX_DIR)" && \
	  echo 'INPUT($(STATIC_CXX))' > "$(STATIC_CXX_DIR)/libstdc++.so"; fi
	$(SWIFT) build $(RELEASE) $(if $(PRODUCT),--product $(PRODUCT))

# Installs the stripped release binary as $(PREFIX)/bin/spendreport (set PREFIX or DESTDIR to
# install elsewhere, e.g. `make release PREFIX=$$HOME/.local`).
release: release-build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -s -m 755 .build/release/spendreport "$(DESTDIR)$(PREFIX)/bin/spendreport"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/spendreport"

# The main job on the bundled samples: one report folder per sample under $(OUT)/.
run: build
	@for sample in $(SAMPLES); do \
	  $$($(SWIFT) build --show-bin-path)/spendreport report sample-transactions/$$sample.csv --out $(OUT)/$$sample || exit $$?; \
	done
	@echo "reports written to: $(addprefix $(OUT)/,$(SAMPLES))"

# Tools only the tests use: Debian's chromium for the preview page's screenshot test, and
# fonts-noto-cjk (with fonts-noto-core for Devanagari, Thai and Arabic) for the test that the
# ja-JP, zh-CN and ko-KR widgets draw every CJK text in the locale's font (each skipped, with a
# message, when it cannot be installed).
test-deps:
	@if ! command -v chromium >/dev/null 2>&1; then \
	  echo "installing chromium"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) \
	    || echo "chromium not installed: the preview screenshot test will be skipped"; \
	fi
	@if ! fc-list 2>/dev/null | grep -q "Noto Sans CJK" || ! fc-list 2>/dev/null | grep -q "Noto Sans Devanagari"; then \
	  echo "installing fonts-noto-cjk fonts-noto-core"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk fonts-noto-core) \
	    || echo "fonts-noto-cjk or fonts-noto-core not installed: the CJK widget render test will be skipped"; \
	fi

test: deps test-deps
	$(MAKE) lint
	$(SWIFT) test
	$(MAKE) test-spark
	$(MAKE) fuzz-smoke

# libFuzzer with ASan over the ingest path, the rules loader, batch's owner splitter, encoding
# detection and a damaged history store (docs/FUZZING.md): a short run of
# each target in a debug build (quicker to build); `make fuzz` runs each for FUZZ_SECONDS in release.
FUZZ_SMOKE_SECONDS ?= 20
FUZZ_SECONDS ?= 600
fuzz-smoke: deps
	FUZZ_CONFIG=debug SWIFT=$(SWIFT) bash scripts/fuzz.sh $(FUZZ_SMOKE_SECONDS) all

fuzz: deps
	SWIFT=$(SWIFT) bash scripts/fuzz.sh $(FUZZ_SECONDS) all

# The Spark job (spark/) on local[2] and on a standalone master with two workers, checked byte for
# byte against single runs (per-partition files, folders, an incremental night, a retried task). Installs Java 17
# (apt) and pyspark (pip, about 450 MB, once) when missing; spark/test_spark_job.py prints
# "SKIPPED: reason" if pyspark still cannot be had.
test-spark: deps
	@if ! command -v java >/dev/null 2>&1; then \
	  echo "installing openjdk-17-jre-headless"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless) \
	    || echo "Java not installed: the Spark job test will be skipped"; \
	fi
	$(SWIFT) build --product spendreport
	python3 spark/test_spark_job.py $$($(SWIFT) build --show-bin-path)/spendreport

# The house style is .swift-format's: 4-space indents and 120 columns (the width two files side
# by side take on a laptop; the sources were written to it before the formatter came), with
# trailing commas, one declaration per line and ordered imports. One rule is off:
# OnlyOneTrailingClosureArgument, because the readers' scans take a small `mayStepOver:` closure
# and the row's body as the trailing one, which reads best. Generated files (first line
# `// Generated by`) are left as their generators write them. `make format` rewrites the sources
# in place; `make test` fails on anything `make lint` reports.
FORMATTED_SOURCES = $(shell find Package.swift Sources Tests -name '*.swift' | sort | \
  xargs awk 'FNR == 1 { if ($$0 !~ /^\/\/ Generated by/) print FILENAME; nextfile }')
lint:
	$(SWIFT) format lint --strict --parallel $(FORMATTED_SOURCES)

format:
	$(SWIFT) format format --in-place --parallel $(FORMATTED_SOURCES)

clean:
	rm -rf .build $(OUT)

# Performance: spendreport beside C-on-libcsv (and DuckDB if installed); see BENCHMARKS.md.
bench: deps
	bash scripts/bench.sh

# Categorizer throughput (rows/s) with 10, 100 and 1,000 keyword rules, beside a naive keyword loop.
bench-rules: deps
	$(SWIFT) build $(RELEASE) --product rules-bench
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/rules-bench

# Batch at scale: one process (every chart, light, none); the Spark job against a Spark SQL peer
# and an incremental night against a full one, in alternating pairs (spark/bench.sh;
# OWNERS=100000 ROWS=10000000 PAIRS=3 by default; see docs/SCALING.md).
bench-spark: release-build
	BIN=$$($(SWIFT) build $(RELEASE) --show-bin-path)/spendreport bash spark/bench.sh
