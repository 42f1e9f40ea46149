# TermDynamics — every entry point is one command. Each target installs what it needs first.
#   make run      start the pigsplode playground (release build)
#   make test     run the whole test suite (unit + end-to-end in tmux)
#   make bench    run the engine benchmark (release build)
#   make build    debug build of everything

SWIFT      ?= swift
ARGS       ?=
APT_GET    := $(shell command -v apt-get 2>/dev/null)
SUDO       := $(shell [ "$$(id -u)" = 0 ] || command -v sudo 2>/dev/null)

.PHONY: all build run test bench deps test-deps toolchain clean help

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

clean:
	rm -rf .build
