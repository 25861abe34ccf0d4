import { sha256Text } from './state-hash'

/**
 * One hash of a long list of lines (every tool's, every page's), made from
 * the hashes of its runs of RUN lines, so that a save that changes a few of
 * them hashes a few runs again, not the whole list: at 100,000 tools,
 * writing out and hashing every tool's line was some 0.1 s of each tools
 * file's save, for one key (`tools`) alone.
 */

/** Lines a run: small enough that a run is quick to hash again, large enough that the runs' hashes are few. */
export const RUN = 1024

/** What a list's hash was made from: its items in order, and each run's hash. */
export interface RunHashes<T> {
  items: readonly T[]
  runs: readonly string[]
}

/**
 * The hash of the items' lines in order, from the hashes of their runs, with those runs to keep. `before`: the runs of
 * the same list before a save, and which items the save may have changed: a run whose items are the same, in the same
 * places, and unchanged, keeps its hash without its lines being written out. `known`: a run's hash where something
 * else tells it (by its place among the runs), in a process that holds no runs before.
 */
export function runsHash<T>(
  items: readonly T[],
  line: (item: T) => string,
  before?: { runs: RunHashes<T>; changed: (item: T) => boolean },
  known?: (run: number) => string | undefined,
): { hash: string; runs: RunHashes<T> } {
  const runs: string[] = []
  for (let start = 0; start < items.length; start += RUN) {
    const end = Math.min(start + RUN, items.length)
    const kept = (before && end - start === RUN ? keptRun(items, start, end, before) : undefined) ?? known?.(start / RUN)
    if (kept !== undefined) {
      runs.push(kept)
      continue
    }
    const lines: string[] = []
    for (let at = start; at < end; at += 1) lines.push(line(items[at]!))
    runs.push(sha256Text(lines.join('\n')))
  }
  return { hash: sha256Text(`${items.length}\n${runs.join('\n')}`), runs: { items, runs } }
}

/** A run's hash before, when its items are the same ones in the same places, none changed. */
function keptRun<T>(items: readonly T[], start: number, end: number, { runs, changed }: { runs: RunHashes<T>; changed: (item: T) => boolean }): string | undefined {
  const hash = runs.runs[start / RUN]
  if (hash === undefined || runs.items.length < end) return undefined
  for (let at = start; at < end; at += 1) {
    const item = items[at]!
    if (item !== runs.items[at] || changed(item)) return undefined
  }
  return hash
}
