#!/usr/bin/env bash
# Builds the libFuzzer targets in release mode and runs each for a bounded time, then prints
# executions and crashes. Used by `make fuzz`; arguments: SECONDS TARGET… (e.g. input-decoder).
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=$1; shift
scratch=.build-fuzz
swift=${SWIFT:-swift}

# The system linker (gold) dies on libFuzzer's objects ("internal error in format_file_lineno");
# the toolchain's own lld links them. SwiftPM takes the linker from a toolset file.
lld="$(dirname "$(readlink -f "$(command -v "$swift")")")/ld.lld"
[ -x "$lld" ] || { echo "fuzz: no ld.lld next to $swift; libFuzzer needs the swift.org toolchain's lld" >&2; exit 1; }
mkdir -p "$scratch"
printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' "$lld" > "$scratch/toolset.json"

failed=0
for target in "$@"; do
  product="fuzz-$target"
  echo "fuzz: building $product (release, -sanitize=fuzzer,address)"
  "$swift" build -c release --scratch-path "$scratch" --product "$product" --toolset "$PWD/$scratch/toolset.json" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING >"$scratch/$target-build.log" 2>&1 \
    || { tail -20 "$scratch/$target-build.log"; exit 1; }
  corpus="$scratch/corpus/$target" artifacts="$scratch/artifacts/$target"
  mkdir -p "$corpus" "$artifacts"
  echo "fuzz: running $product for $seconds s (new inputs in $corpus, crashes in $artifacts)"
  before=$(ls "$artifacts" | wc -l)
  # The working corpus comes first (libFuzzer adds new inputs there); the seeds are read only.
  SWIFT_BACKTRACE=enable=no "$scratch/release/$product" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "Tests/FuzzCorpus/$target" \
    >"$scratch/$target.log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$scratch/$target.log" | tail -1)
  crashes=$(( $(ls "$artifacts" | wc -l) - before ))
  echo "fuzz: $target: ${runs:-?} executions in $seconds s, $crashes crashes, corpus $(ls "$corpus" | wc -l) inputs (log: $scratch/$target.log)"
  if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
    failed=1
    grep -m1 -E "ERROR|Fatal error|==ERROR" "$scratch/$target.log"
    echo "fuzz: reproduce with: swift build --product $product && .build/debug/$product $artifacts/<file>"
  fi
done
exit $failed
