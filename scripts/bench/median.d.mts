export function median(values: readonly number[]): number
export function medianOfRuns<Run extends { lcp: number; tbt: number }>(runs: readonly Run[]): { [K in keyof Run]: number } & { runs: number; slowest: { lcp: number; tbt: number } }
