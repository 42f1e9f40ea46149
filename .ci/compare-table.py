#!/usr/bin/env python3
"""One table from a `make compare` log (.ci/compare.sh): per scene, the median over rounds of
ours and of Box2D v3, the ratio ours/Box2D (below 1: we are faster), and each side's
correctness. `pile` rows compare the median ms per step (lines `ours|avx2|sse2 r=R …`, as the
peers' compare.sh prints them); `pyramid` / `pyramids` rows the total seconds of the run
(lines `pyr-ours r=R {json}` and `pyr-avx2 r=R scene=… total_s=…`), since Box2D's benchmark
program reports only that. Lines `ours-sse2` / `pyr-ours-sse2` are our default (SSE2) build
when `ours` is the AVX2 one: then Box2D's SSE2 build is raced by ours, like for like. Lines
`ours-avx512` / `pyr-ours-avx512` are our build for AVX-512, which Box2D v3 does not have: a
further column against Box2D's AVX2 build.
Lines `par-ours threads=N r=R {json}` and `par-avx2 threads=N r=R scene=… total_s=…` (THREADS=N)
are both sides on N threads, on the wall clock: a second table. With two rounds or more, a
table of each side's best round (its fastest) and their ratio follows: on a machine whose
speed shifts from run to run, the median of a few rounds can mix a fast run of one side with
a slow one of the other, while the best rounds compare like with like.
Usage: compare-table.py LOG…"""
import collections
import json
import re
import statistics
import sys

# (scene, N for pile or None) -> engine -> list of runs (dicts)
runs = collections.defaultdict(lambda: collections.defaultdict(list))
header = ''
# (scene, N or None) -> 'ours' | 'avx2' -> runs on `threads` threads (THREADS=N)
parallel = collections.defaultdict(lambda: collections.defaultdict(list))
threads = None


def parse(line):
    global header, threads
    line = line.strip()
    if line.startswith('# make compare'):
        header = line[2:]
        return
    m = re.match(r'par-(ours|avx2)\s+threads=(\d+)\s+r=\d+\s+(.*)', line)
    if m:
        engine, count, rest = m.groups()
        threads = int(count)
        if engine == 'ours':
            d = json.loads(rest)
            parallel[('pile', d['n']) if d['scene'] == 'pile' else (d['scene'], None)]['ours'].append(d)
        else:
            d = dict(kv.split('=', 1) for kv in rest.split())
            parallel[(d['scene'], None)]['avx2'].append({'total_s': float(d['total_s'])})
        return
    m = re.match(
        r'(ours-sse2|ours-avx512|ours|avx2|sse2|pyr-ours-sse2|pyr-ours-avx512|pyr-ours|pyr-avx2)\s+r=\d+\s+(.*)', line)
    if not m:
        return
    engine, rest = m.groups()
    if engine.startswith('ours') or engine.startswith('pyr-ours'):
        d = json.loads(rest)
        key = ('pile', d['n']) if engine.startswith('ours') else (d['scene'], None)
        runs[key][engine[4:] if engine.startswith('pyr-') else engine].append(d)
    elif engine == 'pyr-avx2':
        d = dict(kv.split('=', 1) for kv in rest.split())
        runs[(d['scene'], None)]['avx2'].append({'total_s': float(d['total_s'])})
    else:
        d = dict(kv.split('=', 1) for kv in rest.split())
        runs[('pile', int(d['n']))][engine].append({
            'median_ms': float(d['median_ms']), 'escaped': int(d['escaped']),
            'nonfinite': int(d['nonfinite']), 'max_overlap': float(d['max_overlap_pt'])})


def median_range(values):
    med = statistics.median(values)
    if len(values) < 2:
        return med, '%.3g' % med
    return med, '%.3g (%.3g–%.3g)' % (med, min(values), max(values))


def seen(rs, key):
    return '/'.join(str(v) for v in sorted({r[key] for r in rs}))


def pile_correctness(rs):
    overlap = statistics.median(r['max_overlap'] for r in rs)
    return 'escaped %s, non-finite %s, overlap %.2f pt' % (seen(rs, 'escaped'), seen(rs, 'nonfinite'), overlap)


def pyramid_correctness(rs):
    standing = sum(1 for r in rs if r['stands'])
    return 'escaped %s, non-finite %s, stands in %d/%d rounds (%s/%s pyramids), top %.2f pt sideways, sank %.1f pt' % (
        seen(rs, 'escaped'), seen(rs, 'nonfinite'), standing, len(rs), seen(rs, 'standing'), rs[0]['pyramids'],
        max(r['top_sideways_pt'] for r in rs), max(r['top_sag_pt'] for r in rs))


def row(key, engines):
    scene, size = key
    ours = engines.get('ours', [])
    if scene == 'pile':
        name, figure, field = 'pile N = %d' % size, 'median ms/step', 'median_ms'
    else:
        name, figure, field = '%s (%s boxes)' % (scene, ours[0]['n'] if ours else '?'), 'total s', 'total_s'
    cells = [name, figure]
    ours_med = None
    if ours:
        ours_med, text = median_range([r[field] for r in ours])
        cells.append(text)
    else:
        cells.append('—')
    sse2_build = engines.get('ours-sse2', [])
    if sse2_build:
        sse2_med, sse2_text = median_range([r[field] for r in sse2_build])
    for peer in ('avx2', 'sse2'):
        mine = sse2_med if peer == 'sse2' and sse2_build else ours_med
        if peer == 'sse2' and any('ours-sse2' in e for e in runs.values()):
            cells.append(sse2_text if sse2_build else '—')
        rs = engines.get(peer, [])
        if not rs:
            cells += ['—', '—']
            continue
        peer_med, text = median_range([r[field] for r in rs])
        ratio = '**%.2f×**' % (mine / peer_med) if mine is not None and peer_med > 0 else '—'
        cells += [text, ratio]
    if has_avx512():
        cells[5:5] = avx512_cells(engines, field, statistics.median, lambda values: median_range(values)[1])
    if scene == 'pile':
        cells.append(pile_correctness(ours) if ours else '—')
        cells.append(pile_correctness(engines['avx2']) if engines.get('avx2') else '—')
    else:
        cells.append(pyramid_correctness(ours) if ours else '—')
        cells.append('not reported by its benchmark program')
    return cells


def has_avx512():
    return any('ours-avx512' in e for e in runs.values())


def avx512_cells(engines, field, pick, show, ratio='**%.2f×**'):
    """Our AVX-512 build's figure (`pick` of its rounds, written by `show`) and its ratio to
    Box2D's AVX2 build (`pick` of that side's rounds), written by `ratio`."""
    mine, peer = engines.get('ours-avx512', []), engines.get('avx2', [])
    if not mine:
        return ['—', '—']
    value = pick([r[field] for r in mine])
    text = show([r[field] for r in mine])
    if not peer:
        return [text, '—']
    return [text, ratio % (value / pick([r[field] for r in peer]))]


def parallel_table(order):
    """Both sides on `threads` threads beside ours on one (from the first table's runs)."""
    print('\n## on %d threads (wall clock), medians over the same rounds' % threads)
    titles = ['scene', 'figure', 'ours, 1 thread', 'ours, %d threads' % threads, 'speed-up',
              'Box2D AVX2, %d threads' % threads, 'ours/Box2D, %d threads each' % threads, 'correctness (ours)']
    print('| ' + ' | '.join(titles) + ' |')
    print('|' + '---|' * len(titles))
    for key in sorted(parallel, key=lambda k: (order.get(k[0], 9), k[1] or 0)):
        scene, size = key
        field = 'median_ms' if scene == 'pile' else 'total_s'
        name = 'pile N = %d' % size if scene == 'pile' else scene
        ours = parallel[key]['ours']
        one = runs.get(key, {}).get('ours', [])
        cells = [name, 'median ms/step' if scene == 'pile' else 'total s']
        many_med, many_text = median_range([r[field] for r in ours]) if ours else (None, '—')
        one_med, one_text = median_range([r[field] for r in one]) if one else (None, '—')
        cells += [one_text, many_text, '%.2f×' % (one_med / many_med) if one_med and many_med else '—']
        peer = parallel[key]['avx2']
        if peer and many_med:
            peer_med, peer_text = median_range([r[field] for r in peer])
            cells += [peer_text, '**%.2f×**' % (many_med / peer_med)]
        else:
            cells += ['— (its pile driver runs one worker)' if scene == 'pile' else '—', '—']
        cells.append((pile_correctness if scene == 'pile' else pyramid_correctness)(ours) if ours else '—')
        print('| ' + ' | '.join(cells) + ' |')
    if 'clock=--cpu-time' in header:
        print('\nNote: "ours, 1 thread" is on the thread CPU clock (CPU_TIME=1), the rest on the wall '
              'clock: the speed-up is only indicative; run THREADS=N without CPU_TIME=1 for a like-for-like one.')


def best_table(order):
    """Each side's fastest round and the ratio of those, for the rows timed over two rounds or more."""
    keys = [k for k in sorted(runs, key=lambda k: (order.get(k[0], 9), k[1] or 0))
            if len(runs[k].get('ours', [])) > 1]
    if not keys:
        return
    sse2 = any('ours-sse2' in e for e in runs.values())
    print('\n## best round of each side (its fastest), and their ratio: like against like when the '
          "machine's speed shifts between runs")
    titles = ['scene', 'figure', 'ours (AVX2 build)' if sse2 else 'ours', 'Box2D AVX2', 'ours/AVX2']
    titles += ['ours (AVX-512 build)', 'ours AVX-512/Box2D AVX2'] if has_avx512() else []
    titles += (['ours (SSE2 build)'] if sse2 else []) + ['Box2D SSE2', 'ours/SSE2']
    print('| ' + ' | '.join(titles) + ' |')
    print('|' + '---|' * len(titles))
    for key in keys:
        scene, size = key
        engines = runs[key]
        field = 'median_ms' if scene == 'pile' else 'total_s'
        name = 'pile N = %d' % size if scene == 'pile' else scene
        ours_best = min(r[field] for r in engines['ours'])
        sse2_build = engines.get('ours-sse2', [])
        sse2_best = min(r[field] for r in sse2_build) if sse2_build else None
        cells = [name, 'median ms/step' if scene == 'pile' else 'total s', '%.3g' % ours_best]
        for peer in ('avx2', 'sse2'):
            mine = sse2_best if peer == 'sse2' and sse2_build else ours_best
            if peer == 'sse2' and sse2:
                cells.append('%.3g' % sse2_best if sse2_build else '—')
            rs = engines.get(peer, [])
            if not rs:
                cells += ['—', '—']
                continue
            best = min(r[field] for r in rs)
            cells += ['%.3g' % best, '%.2f×' % (mine / best) if best > 0 else '—']
        if has_avx512():
            cells[5:5] = avx512_cells(engines, field, min, lambda values: '%.3g' % min(values), ratio='%.2f×')
        print('| ' + ' | '.join(cells) + ' |')


def main(paths):
    for path in paths:
        with open(path) as f:
            for line in f:
                parse(line)
    if not runs:
        print('compare-table: no runs in %s' % ', '.join(paths))
        return 1
    order = {'pile': 0, 'pyramid': 1, 'pyramids': 2}
    print('## ours / Box2D v3, medians over interleaved rounds (min–max); %s' % header)
    if any('ours-sse2' in e for e in runs.values()):
        titles = ['scene', 'figure', 'ours (AVX2 build)', 'Box2D AVX2', 'ours/AVX2', 'ours (SSE2 build)',
                  'Box2D SSE2', 'ours/SSE2', 'correctness (ours)', 'correctness (Box2D AVX2)']
    else:
        titles = ['scene', 'figure', 'ours', 'Box2D AVX2', 'ours/AVX2', 'Box2D SSE2', 'ours/SSE2',
                  'correctness (ours)', 'correctness (Box2D AVX2)']
    if has_avx512():
        titles[5:5] = ['ours (AVX-512 build)', 'ours AVX-512/Box2D AVX2']
    print('| ' + ' | '.join(titles) + ' |')
    print('|' + '---|' * len(titles))
    for key in sorted(runs, key=lambda k: (order.get(k[0], 9), k[1] or 0)):
        print('| ' + ' | '.join(row(key, runs[key])) + ' |')
    if 'clock=--cpu-time' in header and any(k[0] != 'pile' for k in runs):
        print('\nNote: the pyramid rows time ours on the thread CPU clock but Box2D on the wall clock '
              '(its benchmark program has no other): on a busy machine that flatters ours.')
    best_table(order)
    if parallel:
        parallel_table(order)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
