export function contentCss(root: string): Promise<string>
export function codeFingerprints(root: string): Promise<{ client: string; server: string }>
export function buildServerOnce(options: { fingerprint: string; outDir: string; build: () => Promise<unknown> }): Promise<boolean>
export function buildClientOnce(options: { fingerprint: string; dist: string; cacheDir: string; build: () => Promise<unknown> }): Promise<boolean>
