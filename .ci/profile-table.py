#!/usr/bin/env python3
"""The table of `make profile` (.ci/profile.sh): for each scene, each stage's median ms per
step over the rounds, its share of the step, Box2D's where its profile has the stage, and the
ratio ours/Box2D. Reads the raw log (a file, or standard input): `ours r=R {json}` lines from
`dynamics-bench --profile --json` and `box2d r=R {json}` lines from .ci/peer-drivers/stages.c.
"""
import json
import statistics
import sys

STAGES = ["forces", "integrate", "broadPhase", "narrowPhase", "prepare", "warmStart", "recollide",
          "solve", "refresh", "relax", "finish", "writeBack", "other", "step"]


def read(lines):
    """{(scene, n): {engine: {stage: [ms per round]}}}, in the order scenes first appear."""
    runs = {}
    for line in lines:
        engine, _, rest = line.partition(" r=")
        if engine not in ("ours", "box2d") or "{" not in rest:
            continue
        record = json.loads(rest[rest.index("{"):])
        stages = runs.setdefault((record["scene"], record["n"]), {}).setdefault(engine, {})
        for stage in STAGES:
            value = record.get("stage_%s_ms" % stage)
            if value is not None:
                stages.setdefault(stage, []).append(value)
    return runs


def number(ms):
    return "%.3f" % ms


def table(scene, n, engines):
    ours, box2d = engines.get("ours", {}), engines.get("box2d", {})
    median = lambda side, stage: statistics.median(side[stage]) if side.get(stage) else None
    ours_step, box2d_step = median(ours, "step"), median(box2d, "step")
    out = ["### %s, N = %d (median ms per step; share of the step)" % (scene, n), ""]
    if box2d:
        out += ["| stage | ours | share | Box2D v3 | share | ours/Box2D |", "|---|---|---|---|---|---|"]
    else:
        out += ["| stage | ours | share |", "|---|---|---|"]
    for stage in STAGES:
        mine, theirs = median(ours, stage), median(box2d, stage)
        if mine is None and theirs is None:
            continue
        row = [stage if stage != "step" else "**step**"]
        row += [number(mine) if mine is not None else "—",
                "%.0f %%" % (100 * mine / ours_step) if mine is not None and ours_step and stage != "step" else ""]
        if box2d:
            row += [number(theirs) if theirs is not None else "— (none)",
                    "%.0f %%" % (100 * theirs / box2d_step) if theirs is not None and box2d_step and stage != "step" else ""]
            ratio = "%.2f×" % (mine / theirs) if mine is not None and theirs else ""
            row.append("**%s**" % ratio if stage == "step" and ratio else ratio)
        out.append("| " + " | ".join(row) + " |")
    return "\n".join(out)


def main():
    lines = open(sys.argv[1]).read().splitlines() if len(sys.argv) > 1 else sys.stdin.read().splitlines()
    runs = read(lines)
    if not runs:
        print("profile-table: no profiled runs in the log", file=sys.stderr)
        return 1
    print("\n\n".join(table(scene, n, engines) for (scene, n), engines in runs.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
