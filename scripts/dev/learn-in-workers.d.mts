import type { MetaCache } from './meta-cache.mjs'
export const WORKERS_FROM: number
export function learnInWorkers(options: { root: string; keys: readonly string[]; metaCache: MetaCache; from?: number }): Promise<number>
