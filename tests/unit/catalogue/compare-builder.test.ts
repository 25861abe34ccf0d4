import { describe, expect, it } from 'vitest'
import { allAgree, compareQuery, compareRows, comparedTools, requestedTools, toolRecord, writtenComparisons, type ToolRecord } from '../../../src/catalogue/compare-builder'
import { toolFileSchema } from '../../../src/content/tool-schema'
import { closest } from '../../../src/shared/closest'
import { toolData } from '../fixtures'

const record = (id: string, overrides: Record<string, unknown> = {}, comparisons: Record<string, string> = {}): ToolRecord =>
  toolRecord({ ...toolFileSchema.parse(toolData({ name: id[0]!.toUpperCase() + id.slice(1), ...overrides })), id }, `/tools/${id}`, comparisons)

describe('the compare builder', () => {
  it('reads the tools an address asks for, each once, naming repeats', () => {
    expect(requestedTools('?tools=notion, Coda,notion,,asana')).toEqual({ ids: ['notion', 'coda', 'asana'], problems: ['"notion" was listed twice; it is shown once.'] })
    expect(requestedTools('')).toEqual({ ids: [], problems: [] })
    // One sentence for each id repeated, whatever its case, with how often it was listed.
    expect(requestedTools('?tools=asana,coda,asana,ASANA,coda')).toEqual({
      ids: ['asana', 'coda'],
      problems: ['"asana" was listed 3 times; it is shown once.', '"coda" was listed twice; it is shown once.'],
    })
    // Each tools= of an address is asked for, as one list.
    expect(requestedTools('?tools=notion&tools=coda,asana')).toEqual({ ids: ['notion', 'coda', 'asana'], problems: [] })
    expect(compareQuery(['notion', 'coda'])).toBe('?tools=notion,coda')
  })

  it('names an unknown tool with the nearest real one, and keeps four, naming the ones left out', () => {
    const found = new Map<string, ToolRecord | null>([
      ['a', record('alpha')],
      ['asanna', null],
      ['b', record('beta')],
      ['c', record('gamma')],
      ['d', record('delta')],
      ['e', record('epsilon')],
    ])
    const { chosen, problems } = comparedTools(['a', 'asanna', 'b', 'c', 'd', 'e'], found, new Map([['asana', 'Asana'], ['a', 'Alpha']]), closest)
    expect(chosen.map((tool) => tool.name)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta'])
    expect(problems).toEqual(['There is no tool "asanna" (did you mean Asana?).', 'Only the first 4 tools are compared; Epsilon was left out.'])
  })

  it('lays out a row per fact, one per quick-spec label (in words where a tool has none, never "-"), folding a spec named like a row into it', () => {
    const a = record('alpha', { quickSpecs: [{ label: 'SSO', value: 'Yes' }, { label: 'Free plan', value: 'Up to 3 users' }], pricing: { starting: '$5', checked: '2025-09-05' }, plans: [{ price: 'free' }, { price: { amount: 5, per: 'flat' } }] })
    const b = record('beta', { platforms: ['Web'], quickSpecs: [{ label: 'API', value: 'REST' }] })
    const rows = compareRows([a, b])
    expect(rows.map((row) => row.label)).toEqual(['Our rating', 'Starting price', 'Top tier', 'Free plan', 'Prices checked', 'Platforms', 'SSO', 'API'])
    expect(rows.find((row) => row.label === 'Free plan')!.values).toEqual(['Yes (Up to 3 users)', 'No'])
    expect(rows.find((row) => row.label === 'Platforms')!.values).toEqual(['Not stated', 'Web'])
    expect(rows.find((row) => row.label === 'SSO')!.values).toEqual(['Yes', 'Not listed in our data'])
    expect(rows.flatMap((row) => row.values)).not.toContain('-')
    expect(rows.find((row) => row.label === 'Prices checked')!.values).toEqual(['September 5, 2025', 'September 5, 2025'])
    // The top tier from the plans where no text is written: alpha's top plan is $5 a month, beta's is not known.
    expect(rows.find((row) => row.label === 'Top tier')!.values).toEqual(['$5 per month', expect.any(String)])
    expect(rows.filter(allAgree).map((row) => row.label)).toEqual(['Our rating', 'Prices checked'])
  })

  it('finds the hand-written comparisons among the chosen tools, each once', () => {
    const a = record('alpha', {}, { beta: '/compare/alpha-vs-beta' })
    const b = record('beta', {}, { alpha: '/compare/alpha-vs-beta' })
    expect(writtenComparisons([a, b, record('gamma')])).toEqual([{ route: '/compare/alpha-vs-beta', names: ['Alpha', 'Beta'] }])
  })

  it('finds a comparison by a tool id among its own entries only, never one every object inherits', () => {
    const a = record('alpha', {}, { beta: '/compare/alpha-vs-beta' })
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(writtenComparisons([a, { ...record('beta'), id }]), id).toEqual([])
    }
  })

  it('names an inherited name in an address as an unknown tool, like any other', () => {
    const ids = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
    expect(requestedTools(`?tools=${ids.join(',')}`)).toEqual({ ids: ids.map((id) => id.toLowerCase()), problems: [] })
    const found = new Map(ids.map((id) => [id.toLowerCase(), null]))
    expect(comparedTools([...found.keys()], found, new Map([['notion', 'Notion']]), closest).problems).toEqual(ids.map((id) => `There is no tool "${id.toLowerCase()}".`))
  })
})
