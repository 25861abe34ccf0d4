/** Medians for the bench's repeated measurements (pure, so unit-tested). */

/**
 * The median of a list of numbers; of an even count, the mean of the middle two.
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new RangeError('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  // Both indexes are in range: there is at least one value, and two when the count is even.
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index])
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

/**
 * Each figure's median over the runs, how many runs there were, and the
 * slowest run's LCP and TBT, so that the table hides no outlier.
 * @template {{ lcp: number, tbt: number } & Record<string, number>} Run
 * @param {readonly Run[]} runs
 * @returns {Record<keyof Run, number> & { runs: number, slowest: { lcp: number, tbt: number } }}
 */
export function medianOfRuns(runs) {
  const [first] = runs
  if (!first) throw new RangeError('median of no runs')
  const figures = /** @type {Record<keyof Run, number>} */ ({})
  for (const key of Object.keys(first)) figures[/** @type {keyof Run} */ (key)] = median(runs.map((run) => run[key] ?? Number.NaN))
  const slowest = { lcp: Math.max(...runs.map((run) => run.lcp)), tbt: Math.max(...runs.map((run) => run.tbt)) }
  return { ...figures, runs: runs.length, slowest }
}
