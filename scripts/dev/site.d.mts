import type { ViteDevServer } from 'vite'

export interface DevSite {
  fileChanged(event: string, file: string): void
  current(): Promise<any>
}
export function createDevSite(vite: Pick<ViteDevServer, 'environments' | 'ssrLoadModule' | 'watcher'>, options?: { root?: string; includeDrafts?: boolean }): DevSite
