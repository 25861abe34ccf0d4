import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import RoiCalculator from '../../../src/islands/RoiCalculator'
import SearchDialog from '../../../src/islands/SearchDialog'
import { Notice } from '../../../src/islands/parts/calculator/Notice'
import type { IslandModule } from '../../../src/islands/parts/island-module'
import { calculatorNames, embeddedIslands, island } from '../../../src/page/island'
import { WITHOUT_SCRIPT } from '../../../src/page/without-script'

/** Every file directly in src/islands/, as the loader and the page kit glob them. */
const files = import.meta.glob<IslandModule>('../../../src/islands/*.tsx', { eager: true })

describe('islands', () => {
  it('are the files directly in src/islands/, each exporting its component, when it wakes and what visitors call it', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(9)
    for (const [file, module] of Object.entries(files)) {
      expect(typeof module.default, file).toBe('function')
      expect(['load', 'visible', 'idle', 'intent'], file).toContain(module.wake)
      expect([undefined, 'calculator'], file).toContain(module.embed)
      // What a visitor reads if it fails starts with it: "The tool finder is not working."
      expect(module.label, file).toMatch(/^[A-Z][a-z-]*( [a-z-]+)*$/)
    }
  })

  it('are named by their files: the marker carries the name the loader finds the chunk by', () => {
    const Search = island(SearchDialog)
    const html = renderToString(<Search />)
    expect(html).toMatch(/^<div class="contents" data-island="SearchDialog" data-wake="intent" data-props="\{\}" data-id-prefix="i0-">/)
    expect(island(SearchDialog)).toBe(Search)
  })

  it('refuse a component that is not an island file, at once (a build error, not a page that fails to hydrate)', () => {
    expect(() => island(Notice)).toThrow('island(Notice): not an island; an island is the default export of a file directly in src/islands/')
  })

  it('that writers embed are the calculators, by file name, in the MDX map', () => {
    expect(calculatorNames()).toEqual(['ComplianceRoiCalculator', 'EmailTimeCalculator', 'RoiCalculator', 'SaasBreakevenCalculator', 'TeamProductivityCalculator', 'ToolCostCalculator'])
    expect(Object.keys(embeddedIslands()).sort()).toEqual(calculatorNames())
    expect(embeddedIslands().RoiCalculator).toBe(island(RoiCalculator))
  })

  it('say what they cannot do without JavaScript, to those visitors only, before their marker', () => {
    const names = Object.keys(files).map((file) => file.replace(/^.*\/|\.tsx$/g, ''))
    // Each text is an island's: a renamed island file would leave its text unsaid.
    for (const name of Object.keys(WITHOUT_SCRIPT)) expect(names).toContain(name)
    // Every island but the header's search button has one: its HTML alone cannot do what it offers.
    expect(names.filter((name) => !WITHOUT_SCRIPT[name])).toEqual(['SearchDialog'])
    for (const text of Object.values(WITHOUT_SCRIPT)) expect(text).toMatch(/needs? JavaScript, which is off or blocked here: .+\.$/)
    const Roi = island(RoiCalculator)
    expect(renderToString(<Roi />)).toMatch(
      /^<noscript><p class="[^"]+">This calculator works in your browser and needs JavaScript, which is off or blocked here: without it, Calculate shows no results\.<\/p><\/noscript><div class="contents" data-island="RoiCalculator"/,
    )
    expect(WITHOUT_SCRIPT.PlanCosts).toContain('for a team of 10.')
  })
})
