import * as lucide from 'lucide-react'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ConfigEnv, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { readSources } from '../architecture/layers'
import serverIcons, { SERVER_ICONS } from '../../../src/node/vite-plugin-server-icons'
import * as drawn from '../../../src/server/lucide-icons'

type Component = ComponentType<Record<string, unknown>>

/** Every icon src/ imports from lucide-react (by Lucide's name: `Calculator as CalculatorIcon` is Calculator). */
const imported = [
  ...new Set(
    readSources(process.cwd()).flatMap(({ source }) =>
      [...source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)].flatMap((match) => match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean)),
    ),
  ),
].sort()

const PROPS = [{ 'aria-hidden': 'true', className: 'size-4 shrink-0 text-slate-500' }, {}, { 'aria-label': 'Close', className: 'size-5 size-5' }, { role: 'img' }]

describe("the server build's Lucide icons", () => {
  it('has every icon src/ imports from lucide-react', () => {
    expect(imported.length).toBeGreaterThan(30)
    expect(imported.filter((name) => !(name in drawn))).toEqual([])
  })

  it("draws each exactly as Lucide's component does, so islands hydrate over it; hidden from assistive technology unless named", () => {
    for (const name of imported) {
      const Lucide = (lucide as unknown as Record<string, Component>)[name]!
      const Drawn = (drawn as unknown as Record<string, Component>)[name]!
      for (const props of PROPS) expect(renderToStaticMarkup(<Drawn {...props} />), `${name} ${JSON.stringify(props)}`).toBe(renderToStaticMarkup(<Lucide {...props} />))
    }
  })

  it('is lucide-react for the server build only: the browser bundles and the preview keep Lucide', () => {
    const plugin = serverIcons()
    const apply = plugin.apply as (config: UserConfig, env: ConfigEnv) => boolean
    expect(apply({ build: { ssr: true } }, { command: 'build', mode: 'production' })).toBe(true)
    expect(apply({ build: {} }, { command: 'build', mode: 'production' })).toBe(false)
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false)
    const resolveId = plugin.resolveId as (id: string) => string | null
    expect(resolveId('lucide-react')).toBe(SERVER_ICONS)
    expect(resolveId('lucide-react/icons/check')).toBeNull()
  })
})
