import * as lucide from 'lucide-react'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readSources } from '../architecture/layers'
import lightIcons, { iconDrawing, iconImports, ICON_DRAWER, LUCIDE_ICONS } from '../../../src/node/vite-plugin-light-icons'
import { lucideIcon, type IconData } from '../../../src/islands/parts/lucide-icon'

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

describe("the builds' Lucide icons", () => {
  it('know every icon src/ imports from lucide-react', () => {
    expect(imported.length).toBeGreaterThan(20)
    expect(imported.filter((name) => !(name in LUCIDE_ICONS))).toEqual([])
  })

  it("draw each exactly as Lucide's component does, so islands hydrate over the pages' icons; hidden from assistive technology unless named", async () => {
    for (const name of imported) {
      const Lucide = (lucide as unknown as Record<string, Component>)[name]!
      const { __iconData } = (await import(`lucide-react/icons/${LUCIDE_ICONS[name]}`)) as { __iconData: IconData }
      // As the builds draw it: from the drawing without Lucide's keys.
      const Drawn = lucideIcon(iconDrawing(__iconData)) as Component
      for (const props of PROPS) expect(renderToStaticMarkup(<Drawn {...props} />), `${name} ${JSON.stringify(props)}`).toBe(renderToStaticMarkup(<Lucide {...props} />))
    }
  })

  it('are lucide-react in the builds, not in the preview (which keeps Lucide)', () => {
    expect(lightIcons().apply).toBe('build')
  })

  it('are imported one module an icon, so a bundle holds only the icons it draws', async () => {
    expect(iconImports("import { Calculator as CalculatorIcon, Share2 } from 'lucide-react'\nimport { useState } from 'react'")).toBe(
      "import CalculatorIcon from '\0light-icon:Calculator';import Share2 from '\0light-icon:Share2'\nimport { useState } from 'react'",
    )
    const plugin = lightIcons()
    const resolveId = plugin.resolveId as (id: string) => string | null
    const load = plugin.load as (id: string) => Promise<string | null>
    expect(resolveId('\0light-icon:Check')).toBe('\0light-icon:Check')
    expect(resolveId('lucide-react/icons/check')).toBeNull()
    // Lucide's drawing, drawn by the site's drawer: Lucide's own component is not imported at all, nor its shapes' keys.
    expect(await load('\0light-icon:X')).toBe(
      [`import { lucideIcon } from ${JSON.stringify(ICON_DRAWER)}`, 'export default /* @__PURE__ */ lucideIcon({"name":"x","node":[["path",{"d":"M18 6 6 18"}],["path",{"d":"m6 6 12 12"}]]})'].join('\n'),
    )
    expect(iconDrawing({ name: 'house', aliases: ['home'], node: [['path', { d: 'M1 1', key: 'abc' }]] })).toEqual({ name: 'house', aliases: ['home'], node: [['path', { d: 'M1 1' }]] })
    // An icon not listed fails the build naming it and where to add it, not with a missing module.
    const context = { error: (message: string) => { throw new Error(message) } }
    await expect(load.call(context as never, '\0light-icon:Rocket')).rejects.toThrow('the icon Rocket is imported from lucide-react but not listed in LUCIDE_ICONS (src/node/vite-plugin-light-icons.ts)')
  })
})
