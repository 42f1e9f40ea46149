#!/usr/bin/env bash
# Where the step time goes, stage by stage (`make profile`): `dynamics-bench --profile` on
# `pile`, `pyramid` and `pyramids`, and — when the Box2D v3 peers are in PEERS (default
# ../shared/peers) and a C compiler is here — Box2D's own stage profile (b2World_GetProfile)
# of the same scenes through .ci/peer-drivers/stages.c, in interleaved rounds; then one table
# per scene of each stage's median ms per step, each side's share and the ratio
# (.ci/profile-table.py). Without the peers it profiles ours alone: nothing in the project
# needs them.
#   ROUNDS (3), SCENES ("pile:1000 pile:5000 pyramid:100": scene:size, size = N discs or the
#   pyramids' base; "pyramids:10" is Box2D's many_pyramids), STEPS (each scene's default),
#   OURS (a dynamics-bench binary; by default the AVX2 build in .build-avx2 on a CPU with
#   AVX2, which races Box2D's AVX2 library, else the default build against the SSE2 one).
# Stage times are wall clock on both sides. Run from anywhere; the raw log is kept in
# .build/compare/.
set -euo pipefail
cd "$(dirname "$0")/.."
PEERS=${PEERS:-../shared/peers}
ROUNDS=${ROUNDS:-3}
SCENES=${SCENES:-"pile:1000 pile:5000 pyramid:100"}
[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || { echo "profile: ROUNDS must be a positive whole number, got '$ROUNDS'" >&2; exit 2; }
[ -z "${STEPS:-}" ] || [[ "$STEPS" =~ ^[1-9][0-9]*$ ]] ||
  { echo "profile: STEPS must be a positive whole number, got '$STEPS'" >&2; exit 2; }
for item in $SCENES; do
  [[ "$item" =~ ^(pile|pyramid|pyramids):[1-9][0-9]*$ ]] ||
    { echo "profile: '$item' in SCENES is not pile:N, pyramid:BASE or pyramids:BASE" >&2; exit 2; }
done

avx2=0
grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw fma /proc/cpuinfo && avx2=1
if [ -z "${OURS:-}" ]; then
  .ci/fresh-release.sh
  if [ $avx2 = 1 ]; then
    echo "profile: building dynamics-bench (release, -target-cpu haswell) in .build-avx2" >&2
    .ci/fresh-release.sh .build-avx2
    "${SWIFT:-swift}" build -c release --product dynamics-bench --scratch-path .build-avx2 \
      -Xswiftc -target-cpu -Xswiftc haswell >&2
    OURS=.build-avx2/release/dynamics-bench
  else
    echo "profile: building dynamics-bench (release)" >&2
    "${SWIFT:-swift}" build -c release --product dynamics-bench >&2
    OURS=.build/release/dynamics-bench
  fi
fi
[ -x "$OURS" ] || { echo "profile: no $OURS" >&2; exit 1; }

mkdir -p .build/compare
peer=""
library=$PEERS/box2d-v3/lib/libbox2d_$([ $avx2 = 1 ] && echo avx2 || echo sse2).a
if [ -f "$library" ] && [ -d "$PEERS/box2d-v3/include" ] && command -v "${CC:-cc}" >/dev/null; then
  peer=.build/compare/box2d-stages
  "${CC:-cc}" -O2 -std=c17 -I"$PEERS/box2d-v3/include" .ci/peer-drivers/stages.c "$library" -lm -o "$peer"
else
  echo "profile: no Box2D v3 library and headers in $PEERS/box2d-v3 (or no C compiler): ours alone" >&2
fi

log=.build/compare/profile-$(date -u +%Y%m%d-%H%M%S).log
{
  echo "# make profile $(date -u '+%Y-%m-%d %H:%M UTC') rounds=$ROUNDS scenes='$SCENES' ours=$OURS" \
    "box2d=${peer:-none} load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  for round in $(seq 1 "$ROUNDS"); do
    for item in $SCENES; do
      scene=${item%%:*} size=${item#*:}
      echo "ours r=$round $("$OURS" --scene "$scene" --n "$size" ${STEPS:+--steps "$STEPS"} --profile --json)"
      [ -z "$peer" ] || echo "box2d r=$round $("$peer" "$scene" "$size" ${STEPS:-})"
    done
  done
} | tee "$log"
echo
python3 .ci/profile-table.py "$log"
echo "profile: raw log in $log"
