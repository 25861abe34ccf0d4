export interface PageMeta {
  frontmatter: Record<string, unknown> & { [key: string]: unknown }
  wordCount: number
  todoLines: number[]
}
export interface MetaCache {
  readonly compiler: string
  codeChanged(): void
  read(key: string): Promise<{ source: Buffer; hash: string; meta: PageMeta | undefined }>
  write(hash: string, meta: PageMeta): Promise<void>
}
export function createMetaCache(root: string, cacheDir?: string): MetaCache
