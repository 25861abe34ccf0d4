import type { Plugin } from 'vite'

/** The event the writers' preview listens for (src/client/dev-refresh.ts). */
export const CONTENT_CHANGED = 'toolcompass:content-changed'

/**
 * Pages are rendered on the server. A saved page or tools file changes only
 * what the server renders: the preview swaps the page's content in place.
 * A change to code may change the scripts too, so the browser reloads.
 */
export default function contentReload(): Plugin {
  return {
    name: 'toolcompass:content-reload',
    apply: 'serve',
    hotUpdate({ file, server }) {
      if (this.environment.name !== 'ssr') return
      if (/\/content\//.test(file)) server.ws.send({ type: 'custom', event: CONTENT_CHANGED })
      else if (/\/src\//.test(file)) server.ws.send({ type: 'full-reload' })
    },
  }
}
