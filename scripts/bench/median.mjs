/** Medians for the bench's repeated measurements (pure, so unit-tested). */

/** The median of a list of numbers; of an even count, the mean of the middle two. */
export function median(values) {
  if (values.length === 0) throw new RangeError('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Each figure's median over the runs, how many runs there were, and the
 * slowest run's LCP and TBT, so that the table hides no outlier.
 */
export function medianOfRuns(runs) {
  const figures = {}
  for (const key of Object.keys(runs[0])) figures[key] = median(runs.map((run) => run[key]))
  const slowest = { lcp: Math.max(...runs.map((run) => run.lcp)), tbt: Math.max(...runs.map((run) => run.tbt)) }
  return { ...figures, runs: runs.length, slowest }
}
