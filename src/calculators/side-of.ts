/**
 * Which side of an edge a figure is on, float noise apart: within a billionth of the edge (0.07 * 100 is
 * 7.000000000000001) it is on it. The calculators' verdicts are judged with it ("Worth the Investment" above 0,
 * "Excellent ROI" above 100), and their figures beside a verdict written to the same side (format.ts).
 */
export function sideOf(value: number, edge: number): -1 | 0 | 1 {
  const gap = value - edge
  return Math.abs(gap) <= 1e-9 * Math.max(1, Math.abs(edge)) ? 0 : gap > 0 ? 1 : -1
}
