#!/usr/bin/env bash
# Before a build: if any source changed since the last one, drop this package's own modules'
# objects of that configuration (release unless named) so they are all compiled afresh
# (dependencies' are kept).
#
# Why: release builds inline code across modules (cross-module optimisation), but SwiftPM
# rebuilds a module's dependents only when its interface changes. After a change inside the
# engine alone, a dependent kept an inlined copy of the old code and object layout: the
# DynamicAnimator grew, dynamics-bench still allocated the old size, and the heap overflowed
# (AddressSanitizer: heap-buffer-overflow in DynamicAnimator.init inlined into dynamics-bench).
# Debug builds are not spared: after two branches that each changed ContactWorld's stored
# properties were merged, an incremental `swift build --build-tests` made a test binary that
# crashed PlaygroundThreadsTests every run (a bad reference inside a copied ContactWorld), while
# a clean build passed it. So `make test` and `make build` run this with `debug` too.
# Usage: .ci/fresh-release.sh [SCRATCH] [CONFIG]   (SCRATCH: the --scratch-path, default .build;
# CONFIG: release or debug, default release)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${1:-.build}
config=${2:-release}
case "$config" in release | debug) ;; *) echo "fresh-release: CONFIG must be release or debug, not '$config'" >&2; exit 2 ;; esac
stamp=$scratch/$config-sources.stamp
if [ -f "$stamp" ] && [ -z "$(find Sources Package.swift -newer "$stamp" -print -quit)" ]; then
  exit 0
fi
# Every module built here except the dependencies' (whose sources are under checkouts/).
keep=" $(for d in "$scratch"/checkouts/*/Sources/*/ "$scratch"/checkouts/*/Plugins/*/; do
  if [ -d "$d" ]; then basename "$d" | tr '-' '_'; fi
done | tr '\n' ' ') "
for dir in "$scratch"/*/"$config"/*.build; do
  [ -d "$dir" ] || continue
  module=$(basename "$dir" .build)
  case "$keep" in *" ${module%-tool} "*) continue ;; esac
  # The objects only: without them the module is compiled again, and SwiftPM still finds the
  # files it keeps beside them (removing the folder breaks its next build).
  find "$dir" -name '*.o' -delete
done
mkdir -p "$scratch"
touch "$stamp"
