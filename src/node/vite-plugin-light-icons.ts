import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** What draws each icon (src/islands/parts/lucide-icon.tsx). */
export const ICON_DRAWER = fileURLToPath(new URL('../islands/parts/lucide-icon.tsx', import.meta.url))

/**
 * Every icon src/ imports from lucide-react, by its name there, and the
 * module of Lucide's that holds its drawing (lucide-react/icons/<module>).
 * An icon not here fails the build ("not exported"); the unit test names it.
 */
export const LUCIDE_ICONS: Readonly<Record<string, string>> = {
  ArrowRight: 'arrow-right',
  ArrowUp: 'arrow-up',
  Calculator: 'calculator',
  CalendarDays: 'calendar-days',
  Check: 'check',
  ChevronDown: 'chevron-down',
  ChevronLeft: 'chevron-left',
  ChevronRight: 'chevron-right',
  ChevronUp: 'chevron-up',
  CircleAlert: 'circle-exclamation-point',
  CircleCheck: 'circle-check',
  Clock: 'clock',
  Compass: 'compass',
  ExternalLink: 'external-link',
  FileText: 'file-text',
  Home: 'house',
  ImageOff: 'image-off',
  Info: 'info',
  ListChecks: 'list-checks',
  Mail: 'mail',
  Menu: 'menu',
  MessageSquareWarning: 'message-square-exclamation-point',
  Minus: 'minus',
  Plus: 'plus',
  Scale: 'scale',
  Search: 'search',
  SearchX: 'search-x',
  Share2: 'share-2',
  Star: 'star',
  Tags: 'tags',
  AlertTriangle: 'triangle-exclamation-point',
  Undo2: 'undo-2',
  User: 'user',
  X: 'x',
}

/** An icon's drawing as Lucide ships it (lucide-react/icons/<module>'s `__iconData`; the drawer's IconData). */
interface IconData {
  name: string
  aliases?: string[]
  node: [tag: string, attributes: Record<string, string>][]
}

/**
 * An icon's drawing as the bundle needs it: its name, aliases and shapes, without the React key Lucide gives each
 * shape (a random word per shape that no gzip can shrink; lucide-icon.tsx keys the shapes by their place).
 */
export function iconDrawing({ name, aliases, node }: IconData): IconData {
  return { name, ...(aliases?.length ? { aliases } : {}), node: node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]) }
}

const ICONS = '\0light-icons'
const ICON = '\0light-icon:'

/** An import of named icons from lucide-react, as src/ writes them. */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g

/**
 * A module's imports from lucide-react, one default import per icon: through one module re-exporting them all,
 * the bundler put every icon any island draws into one chunk that every island loaded.
 */
export function iconImports(code: string): string {
  return code.replace(LUCIDE_IMPORT, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [icon, local = icon] = name.split(/\s+as\s+/)
        return `import ${local} from '${ICON}${icon}'`
      })
      .join(';'),
  )
}

/**
 * In the builds (not the preview), `lucide-react` is Lucide's icons drawn
 * by src/islands/parts/lucide-icon.tsx: the same markup, so islands hydrate
 * over the pages' icons, without Lucide's per-render work in the server
 * (#32) or its 1.5 KB of drawing code in the browser (#31). Each icon is a
 * module of its own, so a bundle holds only the icons it draws; Lucide's
 * own component beside a drawing is dropped, its createLucideIcon call
 * being marked pure in vite.config.ts.
 */
export default function lightIcons(): Plugin {
  return {
    name: 'toolcompass:light-icons',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      if (id === 'lucide-react') return ICONS
      return id.startsWith(ICON) ? id : null
    },
    transform(code, id) {
      return code.includes("from 'lucide-react'") && !id.includes('node_modules') ? { code: iconImports(code), map: null } : null
    },
    async load(id) {
      if (id === ICONS) return Object.keys(LUCIDE_ICONS).map((name) => `export { default as ${name} } from '${ICON}${name}'`).join('\n')
      if (!id.startsWith(ICON)) return null
      const name = id.slice(ICON.length)
      const module = LUCIDE_ICONS[name]
      if (!module) this.error(`the icon ${name} is imported from lucide-react but not listed in LUCIDE_ICONS (src/node/vite-plugin-light-icons.ts): add it with its module's name`)
      const { __iconData } = (await import(`lucide-react/icons/${module}`)) as { __iconData: IconData }
      return [`import { lucideIcon } from ${JSON.stringify(ICON_DRAWER)}`, `export default /* @__PURE__ */ lucideIcon(${JSON.stringify(iconDrawing(__iconData))})`].join('\n')
    },
  }
}
