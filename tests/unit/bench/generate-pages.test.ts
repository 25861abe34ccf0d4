import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { generatePages, generateTools, splitMdx } from '../../../scripts/bench/generate-pages.mjs'
import { registryOf, siteToolNames as toolNames, siteTemplates as templates, siteToolSources, siteTools as tools } from '../site-content'

describe('the bench page generator', () => {
  const pages = generatePages({ templates, tools: toolNames, count: 60 })

  it('writes the count asked for, each at its own address, the same every run', () => {
    expect(pages).toHaveLength(60)
    expect(new Set(pages.map((page) => page.path)).size).toBe(60)
    expect(generatePages({ templates, tools: toolNames, count: 60 })).toEqual(pages)
  })

  it('writes pages the real schemas and cross-checks accept, beside the site’s own', () => {
    const frontmatters = Object.fromEntries(pages.map((page) => [`/content/${page.path}`, parse(splitMdx(page.content).frontmatter) as unknown]))
    const registry = registryOf(frontmatters, tools)
    const generated = registry.pages.filter((page) => page.file.endsWith('.mdx'))
    expect(generated).toHaveLength(60)
    expect(new Set(generated.map((page) => page.data.kind))).toEqual(new Set(['best', 'compare', 'guide', 'calculator']))
  })
})

describe('the bench tool generator', () => {
  const { tools: made, files } = generateTools({ tools: siteToolSources, templates, count: 120 })

  it('writes the tools asked for, and a ranking for every fifty, the same every run', () => {
    expect(made).toHaveLength(120)
    expect(files.filter((file) => file.path.startsWith('_tools/'))).toHaveLength(120)
    expect(files.filter((file) => file.path.startsWith('best/'))).toHaveLength(2)
    expect(generateTools({ tools: siteToolSources, templates, count: 120 }).files).toEqual(files)
  })

  it("writes each tool as its real tool's file, line for line, with only its name and rating changed", () => {
    const written = files.filter((file) => file.path.startsWith('_tools/'))
    written.forEach((file, at) => {
      const template = siteToolSources[at % siteToolSources.length]!
      const data = parse(file.content) as Record<string, unknown>
      expect(data.name).toBe(made[at]!.name)
      expect(data).toEqual({ ...(parse(template.source) as Record<string, unknown>), name: data.name, rating: data.rating })
      expect(file.content.split('\n').length, file.path).toBe(template.source.split('\n').length)
    })
    // A name YAML would not read as plain text is quoted, keeping the file's other lines.
    const quoted = [{ id: 'quoted', source: 'name: "Deal: Flow"\nrating: 4.5\ngroup: CRM # the field\n' }]
    const [quotedFile] = generateTools({ tools: quoted, templates, count: 1 }).files
    expect(quotedFile!.content).toMatch(/^name: "Deal: Flow 1"\nrating: [\d.]+\ngroup: CRM # the field\n$/)
    // A file whose name is not one line of its own is written again from its data.
    const folded = [{ id: 'folded', source: 'name: >-\n  Folded: Name\nrating: 4.5\ngroup: CRM\n' }]
    const [foldedFile] = generateTools({ tools: folded, templates, count: 1 }).files
    expect(parse(foldedFile!.content)).toMatchObject({ name: 'Folded: Name 1', group: 'CRM' })
  })

  it('writes tools and rankings the real schemas accept: every tool gets a profile', () => {
    const generatedTools = Object.fromEntries(files.filter((file) => file.path.startsWith('_tools/')).map((file) => [`/content/${file.path}`, parse(file.content) as unknown]))
    const pages = files.filter((file) => file.path.endsWith('.mdx'))
    const frontmatters = Object.fromEntries(pages.map((file) => [`/content/${file.path}`, parse(splitMdx(file.content).frontmatter) as unknown]))
    const registry = registryOf(frontmatters, { ...tools, ...generatedTools })
    expect(registry.pages.filter((page) => page.data.kind === 'tool')).toHaveLength(toolNames.length + 120)
    const ranked = registry.pages.filter((page) => page.data.kind === 'best')
    expect(ranked).toHaveLength(2)
    for (const page of ranked) for (const id of page.data.kind === 'best' ? page.data.tools.map((tool) => tool.id) : []) expect(id).toMatch(/-t\d+$/)
  })
})
