import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../../src/content/entries'
import { featureCoverage, formatCoverage } from '../../../src/content/coverage'
import { rawContent, toolData } from '../fixtures'

describe('feature coverage, for content:check', () => {
  const registry = createRegistry(
    rawContent({}, {
      '/content/_tools/a.yaml': toolData({ name: 'A', group: 'Design', features: { sso: 'yes', multiplayer: 'yes', offline: 'no' } }),
      '/content/_tools/b.yaml': toolData({ name: 'B', website: 'https://b.example.com', group: 'Design', features: { sso: 'no' } }),
    }),
  )

  it('counts, per field and per tool, the shared and field features with a value', () => {
    const design = featureCoverage(registry.tools, registry.fields).find((field) => field.field.id === 'design')!
    const total = 9 + 9 // the shared list and the Design field
    expect(design.tools).toEqual([
      { id: 'b', share: 1 / total, checked: 1, total },
      { id: 'a', share: 3 / total, checked: 3, total },
    ])
    expect(design.share).toBeCloseTo(4 / (2 * total))
  })

  it('prints one line a field, the least checked tools first', () => {
    const text = formatCoverage(featureCoverage(registry.tools, registry.fields))
    expect(text).toContain('  Design: 11 % of 2 tools; least checked: b 1/18, a 3/18')
    expect(text).toContain('  CRM: 0 % of 0 tools')
  })
})
