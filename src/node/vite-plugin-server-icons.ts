import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The server bundle's lucide-react: Lucide's icons drawn to the same markup at a fraction of the cost (#32). */
export const SERVER_ICONS = fileURLToPath(new URL('../server/lucide-icons.tsx', import.meta.url))

/**
 * In the server build only, `lucide-react` is src/server/lucide-icons.tsx:
 * the pages get Lucide's markup without Lucide's per-render work. The
 * browser's bundles keep Lucide's own components (tree-shaken, one icon at
 * a time) and hydrate over the same markup; the preview keeps them too.
 * That module reads Lucide's drawings from lucide-react/icons/<name>, which
 * this leaves alone.
 */
export default function serverIcons(): Plugin {
  return {
    name: 'toolcompass:server-icons',
    enforce: 'pre',
    apply: (config, { command }) => command === 'build' && Boolean(config.build?.ssr),
    resolveId(id) {
      return id === 'lucide-react' ? SERVER_ICONS : null
    },
  }
}
