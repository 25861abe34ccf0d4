import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../../src/content/entries'
import { ContentError } from '../../../src/content/errors'
import { nameFromId, scaffold, ScaffoldError, type Scaffold, type ScaffoldContext } from '../../../src/content/scaffold'
import { todoLines } from '../../../src/content/todo'
import { toolFileSchema } from '../../../src/content/tool-schema'
import { mdxComponents } from '../../../src/mdx/components'
import { calculatorNames } from '../../../src/page/island'
import { rawContent, toolData } from '../fixtures'

const calculators = calculatorNames()
const context = (overrides: Partial<ScaffoldContext> = {}): ScaffoldContext => ({
  today: '2026-03-04',
  tools: new Map([
    ['vanta', { name: 'Vanta' }],
    ['drata', { name: 'Drata' }],
  ]),
  exists: () => false,
  calculators,
  ...overrides,
})

const frontmatterOf = (mdx: string) => parse(mdx.split('\n---\n')[0]!.replace(/^---\n/, '')) as Record<string, unknown>

/** The scaffold as the registry would see it: parsed frontmatter, tools data and TODO lines, plus the real tools it names. */
function registryOf(result: Scaffold, includeDrafts: boolean) {
  const [page, ...stubs] = result.files
  const key = (file: string) => `/${file}`
  const tools = { '/content/_tools/vanta.yaml': toolData(), '/content/_tools/drata.yaml': toolData({ name: 'Drata' }) }
  return createRegistry({
    ...rawContent({ [key(page!.path)]: frontmatterOf(page!.content) }, { ...tools, ...Object.fromEntries(stubs.map((s) => [key(s.path), parse(s.content)])) }),
    todoLines: Object.fromEntries(result.files.map((f) => [key(f.path), todoLines(f.content)])),
    includeDrafts,
  })
}

function buildProblems(result: Scaffold): string[] {
  try {
    registryOf(result, false)
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  return []
}

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof ScaffoldError) return error.message
    throw error
  }
  throw new Error('expected a ScaffoldError')
}

const everyKind: [string, string[]][] = [
  ['compare', ['vanta', 'acme-crm']],
  ['best', ['crm-for-startups', 'vanta', 'new-tool']],
  ['guide', ['choosing-a-crm']],
  ['calculator', ['crm-cost']],
]

describe('npm run new: every kind', () => {
  it.each(everyKind)('%s: a page valid against the schema, previewed as a draft with its TODO lines', (kind, args) => {
    const result = scaffold(kind, args, context())
    const registry = registryOf(result, true)
    const page = registry.byRoute.get(result.route)!
    expect(page.file).toBe(result.files[0]!.path)
    expect(page.data.draft).toBe(false)
    expect(page.data.lastReviewed).toBe('2026-03-04')
    expect(page.data.published).toBe('2026-03-04')
    expect(page.todos?.[0]).toEqual({ file: result.files[0]!.path, lines: todoLines(result.files[0]!.content) })
  })

  it.each(everyKind)('%s: refused by the build, naming each file, until the TODOs are gone', (kind, args) => {
    const result = scaffold(kind, args, context())
    expect(buildProblems(result)).toEqual(
      [...result.files].sort((a, b) => Number(b.path.includes('/_tools/')) - Number(a.path.includes('/_tools/'))).map((f) => expect.stringMatching(new RegExp(`^${f.path}: lines [\\d, ]+: still has TODO markers; finish them`))),
    )
  })

  it.each(everyKind)('%s: uses only components of the MDX map', (kind, args) => {
    const body = scaffold(kind, args, context()).files[0]!.content.split('\n---\n')[1]!
    const used = [...body.replace(/\{\/\*[^]*?\*\/\}/g, '').matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!)
    expect(used.length).toBeGreaterThan(0)
    for (const name of used) expect(Object.keys(mdxComponents)).toContain(name)
  })
})

describe('npm run new -- compare', () => {
  it('titles the page from the tools data, with the fixed sections in order', () => {
    const result = scaffold('compare', ['vanta', 'drata'], context())
    expect(result.files.map((f) => f.path)).toEqual(['content/compare/vanta-vs-drata.mdx'])
    expect(result.route).toBe('/compare/vanta-vs-drata')
    const page = result.files[0]!.content
    expect(frontmatterOf(page)).toMatchObject({ kind: 'compare', title: 'Vanta vs Drata: Complete Comparison Guide', tools: ['vanta', 'drata'] })
    const sections = [...page.matchAll(/^<(Overview|UseCases|FeatureTable|ProsCons|Screenshots|PricingTable|Faq|GetStarted)\b/gm)].map((m) => m[1])
    expect(sections).toEqual(['Overview', 'UseCases', 'FeatureTable', 'ProsCons', 'Screenshots', 'PricingTable', 'Faq', 'GetStarted'])
    expect(page).toContain('description: "TODO: one or two sentences for search results and link previews, 120 to 160 characters."')
  })

  it('stubs tools data for an unknown vendor, valid but marked TODO, and names it from the id', () => {
    const result = scaffold('compare', ['clean-mail', 'vanta'], context())
    expect(result.files.map((f) => f.path)).toEqual(['content/compare/clean-mail-vs-vanta.mdx', 'content/_tools/clean-mail.yaml'])
    expect(frontmatterOf(result.files[0]!.content).title).toBe('Clean Mail vs Vanta: Complete Comparison Guide')
    const stub = parse(result.files[1]!.content)
    expect(toolFileSchema.safeParse(stub).success).toBe(true)
    expect(stub).toMatchObject({ name: 'Clean Mail', pricing: { checked: '2026-03-04' } })
    expect(todoLines(result.files[1]!.content).length).toBeGreaterThanOrEqual(6)
    expect(result.notes.join('\n')).toContain('content/_tools/clean-mail.yaml')
  })

  it('refuses to overwrite, to compare a tool with itself, or to repeat a comparison the other way round', () => {
    const existing = (file: string) => (path: string) => path === file
    expect(refusal(() => scaffold('compare', ['vanta', 'drata'], context({ exists: existing('content/compare/vanta-vs-drata.mdx') })))).toBe(
      'content/compare/vanta-vs-drata.mdx already exists; npm run new never overwrites a file (edit it, or choose another name)',
    )
    expect(refusal(() => scaffold('compare', ['acme', 'drata'], context({ exists: existing('content/_tools/acme.yaml') })))).toContain('content/_tools/acme.yaml already exists')
    expect(refusal(() => scaffold('compare', ['drata', 'vanta'], context({ exists: existing('content/compare/vanta-vs-drata.mdx') })))).toBe(
      'content/compare/vanta-vs-drata.mdx already compares drata and vanta; edit it rather than writing a second comparison',
    )
    expect(refusal(() => scaffold('compare', ['vanta', 'vanta'], context()))).toBe('compare: the two tool ids are both "vanta"; a comparison needs two different tools')
  })

  it('validates tool ids and argument counts with a clear message', () => {
    expect(refusal(() => scaffold('compare', ['Clean Email', 'vanta'], context()))).toBe('first tool id "Clean Email": use lower-case letters, digits and hyphens (did you mean "clean-email"?)')
    expect(refusal(() => scaffold('compare', ['vanta'], context()))).toMatch(/^missing second tool id\nusage: npm run new/)
    expect(refusal(() => scaffold('compare', ['vanta', 'drata', 'sprinto'], context()))).toMatch(/^too many arguments: compare takes 2/)
    expect(refusal(() => scaffold('review', [], context()))).toMatch(/^unknown kind "review": expected one of compare, best, guide, calculator, tool\nusage:/)
    expect(refusal(() => scaffold(undefined, [], context()))).toMatch(/^missing kind/)
  })
})

describe('npm run new -- best, guide, calculator', () => {
  it('best: ranks the named tools in order, a card each, and needs at least one', () => {
    const result = scaffold('best', ['crm-for-startups', 'drata', 'vanta'], context())
    expect(result.files.map((f) => f.path)).toEqual(['content/best/crm-for-startups.mdx'])
    const page = result.files[0]!.content
    expect((frontmatterOf(page).tools as { id: string }[]).map((t) => t.id)).toEqual(['drata', 'vanta'])
    expect(page.indexOf('<ToolCard tool="drata" />')).toBeLessThan(page.indexOf('<ToolCard tool="vanta" />'))
    expect(refusal(() => scaffold('best', ['crm-for-startups'], context()))).toContain('best: name the tools to rank, best first')
    expect(refusal(() => scaffold('best', ['crm', 'vanta', 'vanta'], context()))).toBe('best: "vanta" is listed twice; rank each tool once')
  })

  it('guide: a slug, and nothing else', () => {
    expect(scaffold('guide', ['choosing-a-crm'], context()).files.map((f) => f.path)).toEqual(['content/guides/choosing-a-crm.mdx'])
    expect(refusal(() => scaffold('guide', ['choosing_a_crm'], context()))).toBe('page slug "choosing_a_crm": use lower-case letters, digits and hyphens (did you mean "choosing-a-crm"?)')
  })

  it('calculator: embeds an existing calculator, asks the writer to pick one, and says calculators are code', () => {
    const result = scaffold('calculator', ['crm-cost'], context())
    const page = result.files[0]!.content
    expect(page).toMatch(/^<RoiCalculator \/>$/m)
    for (const name of calculators) expect(page).toContain(`<${name} />`)
    expect(result.notes.join('\n')).toContain('Calculators are code')
  })
})

describe('helpers', () => {
  it('finds the calculators in the MDX map, not the request button or the directory', () => {
    expect(calculators).toEqual(['ComplianceRoiCalculator', 'EmailTimeCalculator', 'RoiCalculator', 'SaasBreakevenCalculator', 'TeamProductivityCalculator', 'ToolCostCalculator'])
  })

  it('names a tool from its id', () => {
    expect(nameFromId('clean-email')).toBe('Clean Email')
    expect(nameFromId('x')).toBe('X')
  })
})

describe('npm run new -- tool', () => {
  it('writes a new tool\'s data file (its profile is /tools/<id>), and with --take its "Our take" too', () => {
    const plain = scaffold('tool', ['acme-crm'], context())
    expect(plain.files.map((file) => file.path)).toEqual(['content/_tools/acme-crm.yaml'])
    expect(plain.route).toBe('/tools/acme-crm')
    const withTake = scaffold('tool', ['acme-crm', '--take'], context())
    expect(withTake.files.map((file) => file.path)).toEqual(['content/tools/acme-crm.mdx', 'content/_tools/acme-crm.yaml'])
    expect(withTake.files[0]!.content).toBe('---\nlastReviewed: 2026-03-04\n---\n\nTODO: our view of Acme Crm: who it suits, where it falls short, and what to check before buying; one sentence per line.\n')
  })

  it('says which field a stub without --field was filed under, and how to choose another; a near miss of a known id is said to be one', () => {
    expect(scaffold('tool', ['acme-crm'], context()).notes).toContainEqual(expect.stringMatching(/^No --field was given, so the stub is in the first field, Analytics, with its features: to start from another's, delete it and run npm run new -- tool acme-crm --field <field> \(analytics, .*\)\.$/))
    expect(scaffold('tool', ['acme-crm', '--field', 'crm'], context()).notes.join(' ')).not.toContain('No --field')
    expect(scaffold('compare', ['vanta', 'dratta'], context()).notes).toContainEqual(expect.stringMatching(/^"dratta" is a new tool \(did you mean "drata"\?\): fill in content\/_tools\/dratta\.yaml/))
  })

  it('adds only the take to a tool that exists, and says how when the take is not asked for', () => {
    expect(scaffold('tool', ['vanta', '--take'], context()).files.map((file) => file.path)).toEqual(['content/tools/vanta.mdx'])
    expect(() => scaffold('tool', ['vanta'], context())).toThrow('content/_tools/vanta.yaml already exists and its profile is /tools/vanta; to add "Our take" to it, run npm run new -- tool vanta --take')
  })
})
