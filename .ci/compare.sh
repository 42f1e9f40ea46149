#!/usr/bin/env bash
# Ours against Box2D v3, side by side in one run (`make compare`): interleaved rounds of
# `dynamics-bench` and the peers in PEERS (default ../shared/peers, see its README) on `pile`
# (through the peers' own compare.sh) and on `pyramid` / `pyramids` (against Box2D's benchmark
# program, large_pyramid / many_pyramids on one thread); then one table of medians and ratios
# (.ci/compare-table.py, after the peers' summarize.py detail for `pile`). Without the peers it
# says so and exits 0: nothing in the project needs them.
#   ROUNDS (3), PILE_N ("1000 5000 20000"), SCENES ("pile pyramid pyramids"), CPU_TIME=1
#   (thread CPU clock for ours and the pile drivers), THREADS=N (also ours with N solver
#   threads on every scene and Box2D's benchmark program with N workers on the pyramids, on the
#   wall clock: a second table), OURS (a dynamics-bench binary; by default
#   it builds .build/release/dynamics-bench once it has found the peers, and on a CPU with AVX2
#   also an AVX2 build in .build-avx2, which then races Box2D's AVX2 build while the default
#   one races Box2D's SSE2 build; on a CPU with AVX-512 a third, in .build-avx512, races
#   Box2D's AVX2 build too, in a column of its own).
# Run from anywhere; the raw log is kept in .build/compare/.
set -euo pipefail
cd "$(dirname "$0")/.."
PEERS=${PEERS:-../shared/peers}
ROUNDS=${ROUNDS:-3}
PILE_N=${PILE_N:-"1000 5000 20000"}
SCENES=${SCENES:-"pile pyramid pyramids"}

for peer in compare.sh summarize.py bench_box2d_avx2 bench_box2d_sse2 box2d_benchmark_avx2; do
  if [ ! -e "$PEERS/$peer" ]; then
    echo "compare: no Box2D peers in $PEERS (missing $peer); nothing to compare. PEERS=DIR points elsewhere."
    exit 0
  fi
done
PEERS=$(cd "$PEERS" && pwd)
OURS_SSE2=""
OURS_AVX512=""
if [ -z "${OURS:-}" ]; then
  # Box2D's peers come as an AVX2 and an SSE2 build; ours likewise, when this CPU has AVX2:
  # the same source for the Haswell instruction set (256-bit lanes) beside the default
  # x86-64 build (SSE2). Both give the same results: no fused multiply-add is generated.
  echo "compare: building dynamics-bench (release)" >&2
  .ci/fresh-release.sh
  "${SWIFT:-swift}" build -c release --product dynamics-bench >&2
  OURS=.build/release/dynamics-bench
  if grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw fma /proc/cpuinfo; then
    echo "compare: building dynamics-bench (release, -target-cpu haswell) in .build-avx2" >&2
    .ci/fresh-release.sh .build-avx2
    "${SWIFT:-swift}" build -c release --product dynamics-bench --scratch-path .build-avx2 \
      -Xswiftc -target-cpu -Xswiftc haswell >&2
    OURS_SSE2=$OURS
    OURS=.build-avx2/release/dynamics-bench
  fi
  # A CPU with AVX-512 (F, VL, BW, DQ: Skylake-SP and later) also gets a build for it: the
  # same four-lane code, whose masks and blends then take the mask registers. Box2D v3 has
  # no such build, so it races Box2D's AVX2 build as a further column, beside the like-for-like one.
  if grep -qw avx512vl /proc/cpuinfo 2>/dev/null && grep -qw avx512bw /proc/cpuinfo && grep -qw avx512dq /proc/cpuinfo; then
    echo "compare: building dynamics-bench (release, -target-cpu skylake-avx512) in .build-avx512" >&2
    .ci/fresh-release.sh .build-avx512
    "${SWIFT:-swift}" build -c release --product dynamics-bench --scratch-path .build-avx512 \
      -Xswiftc -target-cpu -Xswiftc skylake-avx512 >&2
    OURS_AVX512=.build-avx512/release/dynamics-bench
  fi
fi
[ -x "$OURS" ] || { echo "compare: no $OURS; build it with: swift build -c release --product dynamics-bench" >&2; exit 1; }
[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || { echo "compare: ROUNDS must be a positive whole number, got '$ROUNDS'" >&2; exit 2; }
for scene in $SCENES; do
  case $scene in pile | pyramid | pyramids) ;; *)
    echo "compare: unknown scene '$scene' in SCENES (pile, pyramid, pyramids)" >&2; exit 2 ;;
  esac
done
CPU_FLAG=""; [ "${CPU_TIME:-0}" = 1 ] && CPU_FLAG="--cpu-time"
THREADS=${THREADS:-1}
[[ "$THREADS" =~ ^[1-9][0-9]*$ ]] && [ "$THREADS" -le 64 ] ||
  { echo "compare: THREADS must be 1-64, got '$THREADS'" >&2; exit 2; }

mkdir -p .build/compare
log=.build/compare/compare-$(date -u +%Y%m%d-%H%M%S).log
scratch=$(mktemp -d)  # Box2D's benchmark program writes a CSV into its working directory
trap 'rm -rf "$scratch"' EXIT

# One run of Box2D's own benchmark program on WORKERS threads (1 unless given): its
# "run 0 : MS (ms)" line as `pyr-avx2 r=R …` (`par-avx2 … threads=N` on more than one).
box2d_pyramid() {
  local round=$1 scene=$2 bench=$3 workers=${4:-1} out ms label=pyr-avx2
  out=$(cd "$scratch" && "$PEERS/box2d_benchmark_avx2" -b="$bench" -t="$workers" -r=1)
  ms=$(sed -n 's/^run 0 : *\([0-9.]*\) (ms).*/\1/p' <<<"$out")
  [ -n "$ms" ] || { echo "compare: no timing in box2d_benchmark_avx2 -b=$bench's output:" >&2; echo "$out" >&2; exit 1; }
  [ "$workers" = 1 ] || label="par-avx2 threads=$workers"
  echo "$label r=$round scene=$scene bench=$bench total_s=$(awk -v ms="$ms" 'BEGIN { printf "%.6f", ms / 1000 }')"
}

# Ours on THREADS solver threads, wall clock, as `par-ours threads=N r=R {json}`.
ours_threads() {
  local round=$1; shift
  echo "par-ours threads=$THREADS r=$round $("$OURS" "$@" --threads "$THREADS" --json)"
}

round() {
  local r=$1 scene n
  for scene in $SCENES; do
    case $scene in
      pile)
        for n in $PILE_N; do
          OURS=$OURS "$PEERS/compare.sh" "$n" 1 0 | sed "s/ r=1 / r=$r /"
          [ -z "$OURS_SSE2" ] ||
            echo "ours-sse2 r=$r $("$OURS_SSE2" --scene pile --n "$n" --steps 600 --jitter 0 --json $CPU_FLAG)"
          [ -z "$OURS_AVX512" ] ||
            echo "ours-avx512 r=$r $("$OURS_AVX512" --scene pile --n "$n" --steps 600 --jitter 0 --json $CPU_FLAG)"
          [ "$THREADS" = 1 ] || ours_threads "$r" --scene pile --n "$n" --steps 600 --jitter 0
        done ;;
      pyramid)
        echo "pyr-ours r=$r $("$OURS" --scene pyramid --json $CPU_FLAG)"
        [ -z "$OURS_SSE2" ] || echo "pyr-ours-sse2 r=$r $("$OURS_SSE2" --scene pyramid --json $CPU_FLAG)"
        [ -z "$OURS_AVX512" ] || echo "pyr-ours-avx512 r=$r $("$OURS_AVX512" --scene pyramid --json $CPU_FLAG)"
        box2d_pyramid "$r" pyramid large_pyramid
        [ "$THREADS" = 1 ] || { ours_threads "$r" --scene pyramid; box2d_pyramid "$r" pyramid large_pyramid "$THREADS"; } ;;
      pyramids)
        echo "pyr-ours r=$r $("$OURS" --scene pyramids --json $CPU_FLAG)"
        [ -z "$OURS_SSE2" ] || echo "pyr-ours-sse2 r=$r $("$OURS_SSE2" --scene pyramids --json $CPU_FLAG)"
        [ -z "$OURS_AVX512" ] || echo "pyr-ours-avx512 r=$r $("$OURS_AVX512" --scene pyramids --json $CPU_FLAG)"
        box2d_pyramid "$r" pyramids many_pyramids
        [ "$THREADS" = 1 ] || { ours_threads "$r" --scene pyramids; box2d_pyramid "$r" pyramids many_pyramids "$THREADS"; } ;;
    esac
  done
}

{
  echo "# make compare $(date -u '+%Y-%m-%d %H:%M UTC') rounds=$ROUNDS scenes='$SCENES' pile_n='$PILE_N'" \
    "clock=${CPU_FLAG:-wall} threads=$THREADS load: $(cut -d' ' -f1-3 /proc/loadavg) ours=$OURS${OURS_SSE2:+ ours-sse2=$OURS_SSE2}${OURS_AVX512:+ ours-avx512=$OURS_AVX512} peers=$PEERS"
  for r in $(seq 1 "$ROUNDS"); do
    echo "compare: round $r of $ROUNDS" >&2
    round "$r"
  done
} | tee "$log" >&2

echo "compare: raw log $log"
if ! command -v python3 >/dev/null 2>&1; then
  echo "compare: python3 not found; the raw log above is all there is"
  exit 0
fi
if grep -q '^ours ' "$log"; then
  echo "## pile, per round (the peers' summarize.py)"
  python3 "$PEERS/summarize.py" "$log"
  echo
fi
python3 .ci/compare-table.py "$log"
