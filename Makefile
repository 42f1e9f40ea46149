# TermDynamics — every entry point is one command. Each target installs what it needs first.
#   make run      start the pigsplode playground (release build)
#   make test     run the whole test suite (unit + end-to-end in tmux)
#   make bench    run the engine benchmark (release build)
#   make build    debug build of everything
#   make soak     long-session soak: 1000 explosions, 10+ simulated minutes (release build)
#   make fuzz     fuzz the input decoder and the sprite parser (libFuzzer, FUZZ_SECONDS each)
#   make test-sanitizers  the whole suite under AddressSanitizer, then ThreadSanitizer

SWIFT      ?= swift
ARGS       ?=
FUZZ_SECONDS ?= 60
APT_GET    := $(shell command -v apt-get 2>/dev/null)
SUDO       := $(shell [ "$$(id -u)" = 0 ] || command -v sudo 2>/dev/null)

.PHONY: all build run test bench soak fuzz test-sanitizers deps test-deps toolchain clean help

all: build

help:
	@sed -n 's/^#   //p' Makefile

## Set-up ------------------------------------------------------------------------------------

toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "error: the Swift toolchain (6.1 or newer) is not on PATH; install it from swift.org" >&2; exit 1; }

# libncursesw and its pkg-config file, which the CNcursesw system library target needs.
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
	$(SWIFT) build

run: deps
	@echo "run: building pigsplode (release)"
	@$(SWIFT) build -c release --product pigsplode
	@./.build/release/pigsplode $(ARGS)

# Builds everything first so the end-to-end tests find the pigsplode binary next to them.
test: test-deps
	@echo "test: building (debug)"
	@$(SWIFT) build --build-tests
	@echo "test: running the suite"
	@$(SWIFT) test --skip-build

bench: deps
	@echo "bench: building dynamics-bench (release)"
	@$(SWIFT) build -c release --product dynamics-bench
	@./.build/release/dynamics-bench $(ARGS)

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
	rm -rf .build .build-soak .build-fuzz .build-asan .build-tsan
