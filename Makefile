# spendreport: the two commands a new user needs are `make run` and `make test`.
SWIFT ?= swift
OUT ?= out
SAMPLES := $(basename $(notdir $(wildcard sample-transactions/*.csv)))

.PHONY: deps test-deps build release-build release install install-build manual check-install \
  check-systemd run test test-spark fuzz-smoke fuzz clean bench bench-rules bench-spark widget-pictures \
  lint format

# Where `make install` puts the binary, its man page and its shell completions.
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

# Installs, under $(DESTDIR)$(PREFIX) (e.g. `make install PREFIX=$$HOME/.local`):
#   bin/spendreport                                  the stripped release binary
#   share/man/man1/spendreport.1                     the man page (`man spendreport`)
#   share/bash-completion/completions/spendreport    bash completion
#   share/zsh/site-functions/_spendreport            zsh completion
#   share/fish/vendor_completions.d/spendreport.fish fish completion
# BUILD=debug installs the debug build instead (quicker to make, unstripped; the install test
# uses it). `make release` is the same as `make install`.
BUILD ?= release
INSTALL_BIN = $(if $(filter debug,$(BUILD)),.build/debug/spendreport,.build/release/spendreport)
MAN_DIR := .build/manual

install: manual
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install $(if $(filter debug,$(BUILD)),,-s) -m 755 $(INSTALL_BIN) "$(DESTDIR)$(PREFIX)/bin/spendreport"
	install -m 644 $(MAN_DIR)/spendreport.1 "$(DESTDIR)$(PREFIX)/share/man/man1/spendreport.1"
	$(INSTALL_BIN) --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/spendreport"
	$(INSTALL_BIN) --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_spendreport"
	$(INSTALL_BIN) --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/spendreport.fish"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/spendreport, its man page and bash, zsh and fish completions"

release: install

install-build: deps
	@if [ "$(BUILD)" = debug ]; then $(SWIFT) build --quiet --product spendreport; \
	else $(MAKE) --no-print-directory release-build PRODUCT=spendreport; fi

# The man page, made by swift-argument-parser's generate-manual (the tool behind its
# generate-manual plugin, built once from a copy of the package's checkout: the plugin would
# first build every product of this package, the fuzz targets too) from the binary's description
# of its commands (the one `make install` installs: BUILD=debug or release).
GENERATE_MANUAL := .build/generate-manual/.build/debug/generate-manual
manual: install-build
	@if [ ! -x $(GENERATE_MANUAL) ]; then \
	  echo "building swift-argument-parser's generate-manual (once)"; \
	  rm -rf .build/generate-manual && mkdir -p .build/generate-manual && \
	  cp -R .build/checkouts/swift-argument-parser/. .build/generate-manual/ && rm -rf .build/generate-manual/.git && \
	  $(SWIFT) build --quiet --package-path .build/generate-manual --product generate-manual -Xswiftc -suppress-warnings; fi
	@mkdir -p $(MAN_DIR)
	@$(GENERATE_MANUAL) $(INSTALL_BIN) --output-directory $(MAN_DIR) \
	  --authors "the spendreport maintainers" --date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)"
	@# A paragraph break of the --help texts is an empty line, which mdoc wants as .Pp.
	@sed -i 's/^$$/.Pp/' $(MAN_DIR)/spendreport.1
	@echo "man page: $(MAN_DIR)/spendreport.1"

# The main job on the bundled samples: one report folder per sample under $(OUT)/. Builds only
# the spendreport binary (quietly: only errors and warnings), and ends by saying how to run it.
run: deps
	@echo "building spendreport (debug; the first build takes several minutes)"
	@$(SWIFT) build --quiet --product spendreport
	@for sample in $(SAMPLES); do \
	  .build/debug/spendreport report sample-transactions/$$sample.csv --out $(OUT)/$$sample || exit $$?; \
	done
	@echo "reports written to: $(addprefix $(OUT)/,$(SAMPLES))"
	@echo "run it as .build/debug/spendreport (e.g. .build/debug/spendreport --help), or \`make install\` to put spendreport on your PATH"

# Tools only the tests use: mandoc, zsh and fish for the install test (the man page rendered,
# the completions parsed), systemd for `systemd-analyze verify` of systemd/'s units, Debian's
# chromium for the preview page's screenshot test, and
# fonts-noto-cjk (with fonts-noto-core for Devanagari, Thai and Arabic) for the test that the
# ja-JP, zh-CN and ko-KR widgets draw every CJK text in the locale's font (each skipped, with a
# message, when it cannot be installed).
test-deps:
	@if ! command -v chromium >/dev/null 2>&1; then \
	  echo "installing chromium"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) \
	    || echo "chromium not installed: the preview screenshot test will be skipped"; \
	fi
	@for tool in mandoc:mandoc zsh:zsh fish:fish systemd-analyze:systemd; do \
	  if ! command -v $${tool%%:*} >/dev/null 2>&1; then \
	    echo "installing $${tool#*:}"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $${tool#*:}) \
	      || echo "$${tool#*:} not installed: its check in make test will be skipped"; \
	  fi; \
	done
	@if ! fc-list 2>/dev/null | grep -q "Noto Sans CJK" || ! fc-list 2>/dev/null | grep -q "Noto Sans Devanagari"; then \
	  echo "installing fonts-noto-cjk fonts-noto-core"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk fonts-noto-core) \
	    || echo "fonts-noto-cjk or fonts-noto-core not installed: the CJK widget render test will be skipped"; \
	fi

# Every test, one summary line per step (scripts/test-step.sh); the whole output goes to
# $(TEST_LOG). A step is one line: @$$(STEP) run "NAME" COMMAND...
TEST_LOG ?= .build/test.log
STEP = bash scripts/test-step.sh $(TEST_LOG)
test: deps test-deps
	@$(STEP) begin
	@$(STEP) run "format lint" $(MAKE) --no-print-directory lint
	@$(STEP) run "swift tests" $(SWIFT) test
	@$(STEP) run "doc commands" python3 scripts/check-doc-commands.py .build/debug
	@$(STEP) run "install" $(MAKE) --no-print-directory check-install
	@$(STEP) run "systemd units" $(MAKE) --no-print-directory check-systemd
	@$(STEP) run "spark job" $(MAKE) --no-print-directory test-spark
	@$(STEP) run "fuzz smoke" $(MAKE) --no-print-directory fuzz-smoke
	@$(STEP) end

# `make install` into a scratch DESTDIR with the debug build (BUILD=debug: the release build
# takes minutes), then the man page rendered and the completion scripts parsed
# (scripts/check-install.sh).
check-install: deps
	bash scripts/check-install.sh

# systemd/'s units checked by `systemd-analyze verify`, and the service's command and the
# crontab line in its comments run on a sample (scripts/check-systemd.sh).
check-systemd: deps
	$(SWIFT) build --quiet --product spendreport
	bash scripts/check-systemd.sh .build/debug/spendreport

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
# byte against single runs (per-partition files, folders, incremental nights, a CSV read in parts, a retried
# task). Installs Java 17
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

# The README's pictures: the HDFC sample's medium widget, light and dark, at @2x (with --png),
# at a fixed clock so the bytes are the same on every run; scripts/check-doc-commands.py checks
# that the committed files are what this makes now.
WIDGET_PICTURES ?= docs/images
widget-pictures: build
	@tmp=$$(mktemp -d) && bin=$$($(SWIFT) build --show-bin-path) && \
	  $$bin/spendreport report sample-transactions/hdfc-savings.csv --out $$tmp/out --png \
	    --now 2026-11-22T02:00:00+05:30 --timezone Asia/Kolkata && \
	  mkdir -p $(WIDGET_PICTURES) && \
	  cp $$tmp/out/widget-medium@2x.png $(WIDGET_PICTURES)/widget-medium-light.png && \
	  cp $$tmp/out/widget-medium-dark@2x.png $(WIDGET_PICTURES)/widget-medium-dark.png; \
	  status=$$?; rm -rf $$tmp; exit $$status

# Performance: spendreport beside C-on-libcsv (and DuckDB if installed); see BENCHMARKS.md.
bench: deps
	bash scripts/bench.sh

# Categorizer throughput (rows/s) with 10, 100 and 1,000 keyword rules, beside a naive keyword loop.
bench-rules: deps
	$(SWIFT) build $(RELEASE) --product rules-bench
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/rules-bench

# Batch at scale: one process (every chart, light, none); the Spark job against a Spark SQL peer
# and an --only-changed night against a full one, in alternating pairs (spark/bench.sh;
# OWNERS=100000 ROWS=10000000 PAIRS=3 by default, STEPS to run part of it; see docs/SCALING.md).
bench-spark: release-build
	BIN=$$($(SWIFT) build $(RELEASE) --show-bin-path)/spendreport bash spark/bench.sh
