export interface CompiledPage {
  frontmatter: Record<string, unknown>
  wordCount: number
  todoLines: number[]
  hash: string
  load(): Promise<Record<string, unknown>>
}
export function pageKeys(root: string, folder?: string): Promise<string[]>
export function runPool(
  jobs: readonly { file: string; source: string; out: string }[],
  compilerUrl: string,
  onAnswer?: (index: number, exports: Omit<CompiledPage, 'hash' | 'load'>) => void,
): Promise<{ answers: (Omit<CompiledPage, 'hash' | 'load'> | undefined)[]; failures: string[] }>
export function compilePages(options: { root: string; compilerFile: string; cacheDir: string }): Promise<{ pages: Record<string, CompiledPage>; compiled: number; cached: number }>
