export interface CardJobLike {
  route: string
  file: string
  layers: unknown[]
  key: string
}
export interface CardStats {
  cards: number
  rendered: number
  /** Cards whose picture was already in the cache. */
  fromCache: number
  workers: number
  renderMs: number
  satoriMs: number
  resvgMs: number
}
export function rendererFingerprint(): Promise<string>
export function cacheName(fingerprint: string, key: string): string
export function writeCards(jobs: CardJobLike[], options: { dist: string; cacheDir: string; threads?: number }): Promise<CardStats>
export function describeCards(stats: CardStats): string
