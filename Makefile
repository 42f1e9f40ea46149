# TermDynamics — every entry point is one command. Each target installs what it needs first.
#   make run      start the pigsplode playground (release build)
#   make test     run the whole test suite (unit + end-to-end in tmux)
#   make bench    run the engine benchmark (release build)
#   make compare  ours against Box2D v3 in ../shared/peers, interleaved: one table of ratios (skips without them)
#   make profile  where the step time goes, stage by stage: ours, and Box2D v3's own profile beside it when the peers are there
#   make build    debug build of everything
#   make docs     DocC site of the Dynamics library in .build-docs/site (0 warnings or it fails)
#   make soak     long-session soak: 1000 explosions, 10+ simulated minutes (release build)
#   make fuzz     fuzz the input decoder and the sprite parser (libFuzzer, FUZZ_SECONDS each)
#   make test-sanitizers  the whole suite under AddressSanitizer, then ThreadSanitizer
#   make format   rewrite Sources, Tests and Package.swift in place with swift-format (.swift-format)
#   make lint     check them with swift-format --strict; fails on any finding
#   make completions  write bash, zsh and fish completion scripts to Assets/completions/
#   make man      write the man page Assets/pigsplode.1 (swift-argument-parser's generate-manual)

SWIFT      ?= swift
# Every build of the package's own code treats a compiler warning as an error, so it stays at 0.
BUILD_FLAGS ?= -Xswiftc -warnings-as-errors
ARGS       ?=
FUZZ_SECONDS ?= 60
APT_GET    := $(shell command -v apt-get 2>/dev/null)
SUDO       := $(shell [ "$$(id -u)" = 0 ] || command -v sudo 2>/dev/null)

.PHONY: all build run test bench compare profile soak fuzz test-sanitizers deps test-deps toolchain clean help docs
.PHONY: format lint completions man

all: build

help:
	@sed -n 's/^#   //p' Makefile

## Set-up ------------------------------------------------------------------------------------

toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "error: the Swift toolchain (6.1 or newer) is not on PATH; install it from swift.org" >&2; exit 1; }

# libncursesw's headers and library, which the CNcursesw system library target links (its module
# map names them; the package no longer asks pkg-config, but the check and the install use it).
deps: toolchain
	@if pkg-config --exists ncursesw 2>/dev/null; then \
	  echo "deps: ncursesw $$(pkg-config --modversion ncursesw) found"; \
	else \
	  echo "deps: ncursesw not found by pkg-config; installing libncurses-dev and pkg-config with apt-get"; \
	  [ -n "$(APT_GET)" ] || { echo "error: no apt-get; install the ncursesw development files (ncursesw.pc) by hand" >&2; exit 1; }; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev pkg-config ncurses-base; \
	fi

# The end-to-end tests drive the real binary inside tmux.
test-deps: deps
	@if command -v tmux >/dev/null 2>&1; then \
	  echo "deps: $$(tmux -V) found"; \
	else \
	  echo "deps: tmux not found; installing it with apt-get (the end-to-end tests run the app in tmux)"; \
	  [ -n "$(APT_GET)" ] || { echo "error: no apt-get; install tmux by hand" >&2; exit 1; }; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux; \
	fi

## Work --------------------------------------------------------------------------------------

build: deps
	@.ci/fresh-release.sh .build debug
	$(SWIFT) build $(BUILD_FLAGS)

run: deps
	@echo "run: building pigsplode (release)"
	@.ci/fresh-release.sh
	@$(SWIFT) build -c release --product pigsplode
	@./.build/release/pigsplode $(ARGS)

# Builds everything first so the end-to-end tests find the pigsplode binary next to them.
test: test-deps
	@echo "test: building (debug, warnings are errors)"
	@.ci/fresh-release.sh .build debug
	@$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@echo "test: running the suite"
	@$(SWIFT) test --skip-build

bench: deps
	@echo "bench: building dynamics-bench (release)"
	@.ci/fresh-release.sh
	@$(SWIFT) build -c release --product dynamics-bench
	@./.build/release/dynamics-bench $(ARGS)

# Ours against the Box2D v3 peers (PEERS, see its README) on pile, pyramid and pyramids, in
# interleaved rounds; prints the peers' own pile summary and one table of medians and ratios.
# Without the peers it says so and succeeds: nothing else needs them. ROUNDS, PILE_N, SCENES
# and CPU_TIME=1 narrow or steady a run, THREADS=N adds both sides on N threads (see
# .ci/compare.sh); it takes several minutes.
PEERS      ?= ../shared/peers
compare: deps
	@PEERS="$(PEERS)" SWIFT="$(SWIFT)" .ci/compare.sh

# Each stage's time per step (dynamics-bench --profile) on pile and pyramid, beside Box2D v3's
# b2World_GetProfile of the same scenes (.ci/peer-drivers/stages.c, built against PEERS) when
# the peers are there; ours alone otherwise. ROUNDS, SCENES (e.g. "pile:1000 pyramid:100") and
# STEPS narrow a run (see .ci/profile.sh).
profile: deps
	@PEERS="$(PEERS)" SWIFT="$(SWIFT)" .ci/profile.sh

# The DocC site for the Dynamics library: its symbols (with Geometry's, which it re-exports)
# and Dynamics.docc's articles.
# Only the toolchain is needed (swift symbolgraph-extract, docc); its own scratch folder, so it
# can run beside `make test`. Any DocC warning fails the target.
DOCC       ?= $(shell command -v docc 2>/dev/null || xcrun --find docc 2>/dev/null)
DOCS_DIR   := .build-docs
docs: toolchain
	@echo "docs: building Dynamics ($(DOCS_DIR))"
	@$(SWIFT) build --target Dynamics --scratch-path $(DOCS_DIR)
	@rm -rf $(DOCS_DIR)/symbol-graphs $(DOCS_DIR)/site && mkdir -p $(DOCS_DIR)/symbol-graphs
	@echo "docs: extracting the public symbol graph"
	@$(SWIFT) symbolgraph-extract -module-name Dynamics \
	  -target "$$($(SWIFT) -print-target-info | sed -n 's/^ *"triple": *"\(.*\)",*$$/\1/p' | head -n 1)" \
	  $$(command -v xcrun >/dev/null 2>&1 && echo -sdk "$$(xcrun --show-sdk-path)") \
	  -I "$$($(SWIFT) build --target Dynamics --scratch-path $(DOCS_DIR) --show-bin-path)/Modules" \
	  -minimum-access-level public -skip-synthesized-members \
	  -experimental-allowed-reexported-modules=Geometry \
	  -output-dir $(DOCS_DIR)/symbol-graphs
	@[ -n "$(DOCC)" ] || { echo "error: docc not found (it ships with the Swift toolchain)" >&2; exit 1; }
	@echo "docs: converting Sources/Dynamics/Dynamics.docc with docc"
	@"$(DOCC)" convert Sources/Dynamics/Dynamics.docc \
	  --additional-symbol-graph-dir $(DOCS_DIR)/symbol-graphs \
	  --output-path $(DOCS_DIR)/site \
	  --fallback-display-name Dynamics --fallback-bundle-identifier org.termdynamics.Dynamics \
	  --warnings-as-errors
	@echo "docs: done; serve it with: python3 -m http.server -d $(DOCS_DIR)/site 8000,"
	@echo "docs: then open http://localhost:8000/documentation/dynamics"

## Conventions and generated files ---------------------------------------------------------

# swift-format ships with the toolchain (`swift format`); its settings are in .swift-format.
FORMAT_PATHS := Sources Tests Package.swift
format: toolchain
	@echo "format: rewriting $(FORMAT_PATHS) in place (swift-format, .swift-format)"
	@$(SWIFT) format --in-place --parallel --recursive $(FORMAT_PATHS)

lint: toolchain
	@echo "lint: swift format lint --strict $(FORMAT_PATHS)"
	@$(SWIFT) format lint --strict --parallel --recursive $(FORMAT_PATHS) \
	  && echo "lint: no findings" \
	  || { echo "lint: findings above; make format fixes all but the naming rules" >&2; exit 1; }

# Commit-ready completion scripts, generated by the binary itself (swift-argument-parser).
# Install: see README ("Shell completions").
completions: deps
	@echo "completions: building pigsplode (debug)"
	@$(SWIFT) build --product pigsplode
	@mkdir -p Assets/completions
	@bin="$$($(SWIFT) build --show-bin-path)/pigsplode"; \
	  "$$bin" --generate-completion-script bash > Assets/completions/pigsplode.bash && \
	  "$$bin" --generate-completion-script zsh > Assets/completions/_pigsplode && \
	  "$$bin" --generate-completion-script fish > Assets/completions/pigsplode.fish && \
	  echo "completions: wrote Assets/completions/pigsplode.bash, _pigsplode (zsh), pigsplode.fish"

# The man page, from `pigsplode --experimental-dump-help` by swift-argument-parser's own
# generate-manual tool (built from the package checkout, no network). MAN_FIXUP then makes the
# page conventional: the help's own sections (KEYS, FILES, ENVIRONMENT …) become real sections
# after OPTIONS, and ArgumentParser's built-in help subcommand (the "subcommand" in the
# synopsis) and its generic EXIT STATUS go.
define MAN_FIXUP
/^\.Ar subcommand$$/ { next }
/^\.Sh DESCRIPTION$$/ { print; getline; if ($$0 != "DESCRIPTION") print; mode = "description"; next }
mode == "description" && /^\.Bl / { mode = "options"; print ".Sh OPTIONS" }
mode == "description" && /^[A-Z][A-Z]+( [A-Z(].*)?$$/ {
    mode = "sections"; held = held ".Sh \"" $$0 "\"\n"; next
}
mode == "sections" && /^\.Bl / { mode = "options"; print ".Sh OPTIONS" }
mode == "sections" {
    if ($$0 == "") { blank = 1; next }
    if ($$0 ~ /^[A-Z][A-Z]+( [A-Z(].*)?$$/) { held = held ".Sh \"" $$0 "\"\n"; blank = 0; next }
    if (blank) { held = held ".Pp\n"; blank = 0 }
    held = held $$0 "\n"; next
}
mode == "description" && $$0 == "" { print ".Pp"; next }
mode == "options" && /^\.It Em help$$/ { skip = 1; next }
skip && /^\.El$$/ { skip = 0; next }
skip { next }
mode == "options" && /^\.Sh "EXIT STATUS"$$/ { getline; printf "%s", held; mode = "end"; next }
{ print }
endef
export MAN_FIXUP

man: deps
	@echo "man: building pigsplode and generate-manual (debug)"
	@$(SWIFT) build --product pigsplode
	@$(SWIFT) build --product generate-manual
	@bin="$$($(SWIFT) build --show-bin-path)"; tmp="$$(mktemp -d)"; \
	  "$$bin/generate-manual" "$$bin/pigsplode" --output-directory "$$tmp" --section 1 \
	    --date "$$(date -u +%Y-%m-%d)" --authors "TermDynamics contributors" \
	  && awk "$$MAN_FIXUP" "$$tmp/pigsplode.1" > Assets/pigsplode.1 \
	  && rm -rf "$$tmp" \
	  && echo "man: wrote Assets/pigsplode.1 (view it with: man ./Assets/pigsplode.1)"

## Robustness (slow; not part of `make test`) -----------------------------------------------

# The soak test at full length (`make test` runs a 100-explosion version in debug). Its own
# scratch folder, so it can run while `make test` uses .build.
soak: deps
	@echo "soak: building the tests (release, .build-soak), then 1000 explosions, tilts, floor toggles,"
	@echo "soak: clears and resizes over 10+ simulated minutes"
	@# `swift test` (not `swift build --build-tests`) compiles release code testable.
	@TD_SOAK=full $(SWIFT) test -c release --scratch-path .build-soak --filter 'Soak'

# libFuzzer targets for InputDecoder and SpriteCatalog(parsing:); see .ci/fuzz.sh.
fuzz: deps
	@SWIFT=$(SWIFT) .ci/fuzz.sh $(FUZZ_SECONDS) input-decoder sprite-parser

# The whole suite under each sanitizer, each in its own scratch folder so the debug build stays.
# Swift's backtracer is off: it would race the sanitizers' own reports. The app under test
# inherits LSAN_OPTIONS (a known ncurses leak is suppressed; see the file).
test-sanitizers: test-deps
	@status=0; export LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions.txt:print_suppressions=0; \
	for pair in address:asan thread:tsan; do \
	  s=$${pair%%:*}; dir=.build-$${pair##*:}; \
	  echo "test-sanitizers: building and running the suite with --sanitize=$$s ($$dir)"; \
	  SWIFT_BACKTRACE=enable=no $(SWIFT) build --build-tests --sanitize=$$s --scratch-path $$dir \
	    && SWIFT_BACKTRACE=enable=no $(SWIFT) test --skip-build --sanitize=$$s --scratch-path $$dir \
	    || { echo "test-sanitizers: $$s sanitizer run FAILED"; status=1; }; \
	done; exit $$status

clean:
	rm -rf .build .build-soak .build-fuzz .build-asan .build-tsan .build-docs
