import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { FOLDER_OF_KIND, generatePages, generateTools, splitMdx } from '../../../scripts/bench/generate-pages.mjs'
import { createRegistry } from '../../../src/content/entries'

/** The site's own pages, as the bench reads them: what generated pages are re-issued from. */
const templates = Object.entries(FOLDER_OF_KIND).flatMap(([kind, folder]) =>
  readdirSync(`content/${folder}`)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => {
      const { frontmatter, body } = splitMdx(readFileSync(path.join('content', folder, file), 'utf8'))
      return { kind: kind as keyof typeof FOLDER_OF_KIND, slug: file.replace(/\.mdx$/, ''), frontmatter: parse(frontmatter) as Record<string, unknown>, body }
    }),
)
const toolFiles = readdirSync('content/_tools').filter((file) => file.endsWith('.yaml'))
const tools = Object.fromEntries(toolFiles.map((file) => [`/content/_tools/${file}`, parse(readFileSync(`content/_tools/${file}`, 'utf8')) as unknown]))
const toolNames = toolFiles.map((file) => ({ id: file.replace(/\.yaml$/, ''), name: (tools[`/content/_tools/${file}`] as { name: string }).name }))

describe('the bench page generator', () => {
  const pages = generatePages({ templates, tools: toolNames, count: 60 })

  it('writes the count asked for, each at its own address, the same every run', () => {
    expect(pages).toHaveLength(60)
    expect(new Set(pages.map((page) => page.path)).size).toBe(60)
    expect(generatePages({ templates, tools: toolNames, count: 60 })).toEqual(pages)
  })

  it('writes pages the real schemas and cross-checks accept, beside the site’s own', () => {
    const frontmatters = Object.fromEntries(pages.map((page) => [`/content/${page.path}`, parse(splitMdx(page.content).frontmatter) as unknown]))
    const registry = createRegistry({
      frontmatters,
      loaders: Object.fromEntries(Object.keys(frontmatters).map((key) => [key, () => Promise.resolve({ default: null })])),
      tools,
    })
    const generated = registry.pages.filter((page) => page.file.endsWith('.mdx'))
    expect(generated).toHaveLength(60)
    expect(new Set(generated.map((page) => page.data.kind))).toEqual(new Set(['best', 'compare', 'guide', 'calculator']))
  })
})

describe('the bench tool generator', () => {
  const sources = toolFiles.map((file) => ({ id: file.replace(/\.yaml$/, ''), source: readFileSync(`content/_tools/${file}`, 'utf8') }))
  const { tools: made, files } = generateTools({ tools: sources, templates, count: 120 })

  it('writes the tools asked for, and a ranking for every fifty, the same every run', () => {
    expect(made).toHaveLength(120)
    expect(files.filter((file) => file.path.startsWith('_tools/'))).toHaveLength(120)
    expect(files.filter((file) => file.path.startsWith('best/'))).toHaveLength(2)
    expect(generateTools({ tools: sources, templates, count: 120 }).files).toEqual(files)
  })

  it('writes tools and rankings the real schemas accept: every tool gets a profile', () => {
    const generatedTools = Object.fromEntries(files.filter((file) => file.path.startsWith('_tools/')).map((file) => [`/content/${file.path}`, parse(file.content) as unknown]))
    const pages = files.filter((file) => file.path.endsWith('.mdx'))
    const frontmatters = Object.fromEntries(pages.map((file) => [`/content/${file.path}`, parse(splitMdx(file.content).frontmatter) as unknown]))
    const registry = createRegistry({
      frontmatters,
      loaders: Object.fromEntries(Object.keys(frontmatters).map((key) => [key, () => Promise.resolve({ default: null })])),
      tools: { ...tools, ...generatedTools },
    })
    expect(registry.pages.filter((page) => page.data.kind === 'tool')).toHaveLength(toolFiles.length + 120)
    const ranked = registry.pages.filter((page) => page.data.kind === 'best')
    expect(ranked).toHaveLength(2)
    for (const page of ranked) for (const id of page.data.kind === 'best' ? page.data.tools.map((tool) => tool.id) : []) expect(id).toMatch(/-t\d+$/)
  })
})
