import type { Plugin } from 'vite'

/**
 * Pages are rendered on the server, so an edit to content or to any
 * server-rendered module means a fresh document: tell the browser to reload.
 */
export default function contentReload(): Plugin {
  return {
    name: 'toolcompass:content-reload',
    apply: 'serve',
    hotUpdate({ file, server }) {
      if (this.environment.name !== 'ssr') return
      if (/\/(content|src)\//.test(file)) {
        server.ws.send({ type: 'full-reload' })
      }
    },
  }
}
