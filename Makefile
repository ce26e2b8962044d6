# layoutdbg: build, demo, test and benchmark. `make demo` and `make test` are all a user needs.

SHELL := /bin/bash
SWIFT ?= swift
# Where SwiftPM builds; override to keep several checkouts' builds apart.
SCRATCH_PATH ?= .build
RELEASE_BIN := $(SCRATCH_PATH)/release
# Tests build with other flags; their own folder keeps `make build` and `make test` from
# recompiling each other's output every time.
TEST_SCRATCH_PATH ?= $(SCRATCH_PATH)/tests
# Arguments for the benchmark, e.g. `make bench BENCH_ARGS="--runs 5"`.
BENCH_ARGS ?=
# Tests run optimized (see `test` below for the measurement behind this choice).
TEST_FLAGS ?= -c release -Xswiftc -enable-testing
# apt-get needs root; use sudo only when we are not root already.
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: deps graphviz-deps browser-deps build demo test bench clean scenarios-bundle valgrind-graphs

# GraphViz's C library (libgvc) renders the pictures; pkg-config tells SwiftPM where it is.
# Debian and Ubuntu get it from apt-get; macOS from Homebrew (`brew install graphviz pkg-config`).
# `deps` is everything `make test` needs: GraphViz, and for the browser tests of the HTML report
# a Chromium and zlib's headers (the tests decode screenshots with zlib). Building the tool alone
# (`build`, `demo`) needs only GraphViz, so those install only `graphviz-deps`.
UNAME := $(shell uname -s)
deps: graphviz-deps browser-deps

graphviz-deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libgvc; then \
		if [ "$(UNAME)" = "Darwin" ]; then \
			echo "Installing graphviz and pkg-config with Homebrew (GraphViz renders layoutdbg's pictures)"; \
			command -v brew >/dev/null 2>&1 || { echo "Homebrew is needed: https://brew.sh"; exit 1; }; \
			brew install graphviz pkg-config; \
		else \
			echo "Installing libgraphviz-dev and pkg-config with apt-get (GraphViz renders layoutdbg's pictures)"; \
			$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
			$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y libgraphviz-dev pkg-config; \
		fi; \
	fi

# The browser tests (Tests/CommandTests/Browser) look for LAYOUTDBG_CHROMIUM, then these commands,
# then on macOS the Chrome and Chromium apps; the same order here. On Debian the `chromium` package
# (about 155 MB to fetch, 480 MB installed) is installed when none is found; on macOS this only says
# how to get one. With LAYOUTDBG_SKIP_BROWSER_TESTS=1 no browser is installed (the browser tests
# then skip); zlib's headers still are, since the test target is built with them.
CHROMIUM_COMMANDS := chromium chromium-browser google-chrome google-chrome-stable
MACOS_BROWSER_APPS := "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" "/Applications/Chromium.app/Contents/MacOS/Chromium"
browser-deps:
	@found=; \
	if [ -n "$$LAYOUTDBG_CHROMIUM" ] || [ "$$LAYOUTDBG_SKIP_BROWSER_TESTS" = "1" ]; then found=yes; fi; \
	for name in $(CHROMIUM_COMMANDS); do command -v $$name >/dev/null 2>&1 && found=yes; done; \
	if [ "$(UNAME)" = "Darwin" ]; then \
		for app in $(MACOS_BROWSER_APPS); do [ -x "$$app" ] && found=yes; done; \
		if [ -z "$$found" ]; then \
			echo "The browser tests need Google Chrome or Chromium: install Chrome from https://www.google.com/chrome/"; \
			echo "or run \`brew install --cask chromium\`, or set LAYOUTDBG_CHROMIUM to a browser's executable"; \
			echo "(LAYOUTDBG_SKIP_BROWSER_TESTS=1 skips those tests)."; \
			exit 1; \
		fi; \
	else \
		missing=; \
		[ -n "$$found" ] || missing="chromium"; \
		pkg-config --exists zlib 2>/dev/null || missing="$$missing zlib1g-dev"; \
		if [ -n "$$missing" ]; then \
			echo "Installing $$missing with apt-get (the browser tests load the HTML report in headless Chromium)"; \
			$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
			$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
		fi; \
	fi

build: graphviz-deps
	$(SWIFT) build -c release --scratch-path $(SCRATCH_PATH)

# The bundled two-label lesson: frames, constraint states and expectations after every step.
# The product's main job: explain the two-label lesson step by step. Exit status 1 means
# explain found errors or warnings, which the lesson has on purpose; only a crash or bad input fails.
demo: build
	$(RELEASE_BIN)/layoutdbg explain Scenarios/two-labels.layout --all-steps; status=$$?; test $$status -le 1
	$(RELEASE_BIN)/layoutdbg check Scenarios/two-labels.layout

# Measured on 2 cores (docs/architecture.md, "Building and testing"): the randomized solver
# tests finish much sooner optimized, which outweighs the longer optimized compile.
# -enable-testing keeps `@testable import` working in a release build.
test: deps
	$(SWIFT) test $(TEST_FLAGS) --scratch-path $(TEST_SCRATCH_PATH)
	SWIFT=$(SWIFT) scripts/check-cassowary-dependency.sh $(abspath $(SCRATCH_PATH))/library-check

# Every lesson's graphs in every format through every engine, rendered in one process under
# valgrind: any invalid read, write or free inside GraphViz (or our calls into it) fails the run.
# Uninitialised-value reports are off: Swift's optimized code makes false ones.
VALGRIND_TEST_BINARY := $(TEST_SCRATCH_PATH)/release/layoutdbgPackageTests.xctest
valgrind-graphs: graphviz-deps
	@[ "$(UNAME)" != "Darwin" ] || { echo "valgrind-graphs needs Linux (valgrind does not run on current macOS)"; exit 1; }
	@command -v valgrind >/dev/null 2>&1 || { \
		echo "Installing valgrind with apt-get"; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y valgrind; }
	$(SWIFT) build --build-tests $(TEST_FLAGS) --scratch-path $(TEST_SCRATCH_PATH)
	LAYOUTDBG_RENDER_REPEATS=1 valgrind -q --undef-value-errors=no --error-exitcode=9 \
		$(VALGRIND_TEST_BINARY) CommandTests.GraphRenderMatrixTests

bench: build
	$(RELEASE_BIN)/layoutdbg-bench $(BENCH_ARGS)

# The lessons of `layoutdbg scenarios`/`teach` are compiled in from Scenarios/*.layout; run this after
# editing Scenarios/ (CommandTests' ScenariosBundleTests fails until the bundle matches).
scenarios-bundle:
	./scripts/bundle-scenarios.sh

clean:
	rm -rf $(SCRATCH_PATH)

# The pictures the docs show, regenerated from the scenarios (docs/tutorial.md, README.md).
# LAYOUTDBG may name another build of the tool, e.g. a debug one:
#   make -o build docs-images LAYOUTDBG=/path/to/debug/layoutdbg
LAYOUTDBG ?= $(RELEASE_BIN)/layoutdbg
DOCS_IMAGES := docs/images
.PHONY: docs-images
# The browser that takes the report's screenshot: LAYOUTDBG_CHROMIUM, else the first of CHROMIUM_COMMANDS found.
CHROMIUM ?= $(or $(LAYOUTDBG_CHROMIUM),$(firstword $(foreach name,$(CHROMIUM_COMMANDS),$(shell command -v $(name) 2>/dev/null))))
docs-images: build browser-deps
	mkdir -p $(DOCS_IMAGES)
	$(LAYOUTDBG) draw Scenarios/two-labels.layout --all-steps -o $(DOCS_IMAGES)/two-labels-steps.svg
	$(LAYOUTDBG) graph Scenarios/two-labels.layout --step 1 --kind constraints \
		--focus 'level.width <= 65 @250' -o $(DOCS_IMAGES)/two-labels-step1-focus.svg
	$(LAYOUTDBG) graph Scenarios/two-labels.layout --step 1 --kind constraints \
		--focus 'level.width <= 65 @250' -o $(DOCS_IMAGES)/two-labels-step1-focus.png
	$(LAYOUTDBG) sweep Scenarios/two-labels.layout --step 3 --vary root.width=80...400 \
		-o $(DOCS_IMAGES)/two-labels-step3-sweep.svg
	$(LAYOUTDBG) graph Scenarios/required-conflict.layout -o $(DOCS_IMAGES)/required-conflict-views.svg
	# The interactive report (docs/report.md): step 1 with its broken hugging (c18) selected, from a scratch page.
	scratch=$$(mktemp -d) && $(LAYOUTDBG) report Scenarios/two-labels.layout --all-steps -o $$scratch/two-labels.html && \
		$(CHROMIUM) --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
			--window-size=1280,1000 --screenshot=$(abspath $(DOCS_IMAGES))/two-labels-report.png \
			"file://$$scratch/two-labels.html#s1:c18"; status=$$?; rm -rf $$scratch; exit $$status
