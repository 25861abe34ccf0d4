import { describe, expect, it } from 'vitest'
import { createSite, withPagesSaved, type CompiledPage } from '../../../src/server/site-core'
import { FIELD_FILES, pageData, toolData } from '../fixtures'

/**
 * The preview's save of prose alone (scripts/dev/site.mjs): the site it
 * had, with the saved pages' reading times and loaders replaced, not the
 * whole content checked again; anything else builds the site again (#32).
 */
describe('withPagesSaved', () => {
  const page = (frontmatter: unknown, words: number, body: string, todoLines: number[] = []): CompiledPage => ({
    frontmatter,
    wordCount: words,
    todoLines,
    load: () => Promise.resolve({ default: () => body }),
  })
  const guide = pageData({ kind: 'guide', title: 'A guide', category: 'Evaluation', author: 'Maya Lindqvist', excerpt: 'A guide to one thing.', published: '2026-10-01', lastReviewed: '2026-11-01' })
  const pages = { '/content/about.mdx': page(pageData(), 120, 'about'), '/content/guides/a.mdx': page(guide, 300, 'first') }
  const data = { tools: { '/content/_tools/vanta.yaml': toolData() }, toolTodoLines: {}, fields: FIELD_FILES }
  const site = () => createSite(pages, data, { includeDrafts: true, today: '2026-11-27' })

  it('takes a page saved with the same frontmatter: its new reading time and body, the rest of the registry as it was', async () => {
    const before = site()
    const saved = page(structuredClone(guide), 345, 'second')
    const after = withPagesSaved(before, { '/content/guides/a.mdx': { before: pages['/content/guides/a.mdx'], after: saved } })!
    expect(after).toBeDefined()
    const entry = after.registry.byRoute.get('/guides/a')!
    // 345 words at 230 a minute: 2 minutes (300 were 1).
    expect(entry.readingMinutes).toBe(2)
    expect(((await entry.load()).default as () => string)()).toBe('second')
    expect(after.registry.tools).toBe(before.registry.tools)
    expect(after.registry.pages.map((p) => [p.route, p.data])).toEqual(site().registry.pages.map((p) => [p.route, p.data]))
    // A new registry object, so what was worked out from the old one is worked out again.
    expect(after.registry).not.toBe(before.registry)
  })

  it("leaves the tools' relations to be worked out when first read, and once for both sites: no prose changes them", () => {
    const before = site()
    const saved = page(structuredClone(guide), 345, 'second')
    const after = withPagesSaved(before, { '/content/guides/a.mdx': { before: pages['/content/guides/a.mdx'], after: saved } })!
    expect(Object.getOwnPropertyDescriptor(after.registry, 'toolRelations')?.get).toBeTypeOf('function')
    expect(after.registry.toolRelations).toBe(before.registry.toolRelations)
    expect(after.registry.toolRelations.get('vanta')?.alternatives).toEqual([])
  })

  it('declines a page whose frontmatter or TODO lines changed, or that the site does not have', () => {
    const before = site()
    const was = pages['/content/guides/a.mdx']
    expect(withPagesSaved(before, { '/content/guides/a.mdx': { before: was, after: page({ ...guide, title: 'Another title' }, 300, 'x') } })).toBeUndefined()
    expect(withPagesSaved(before, { '/content/guides/a.mdx': { before: was, after: page(guide, 300, 'x', [4]) } })).toBeUndefined()
    expect(withPagesSaved(before, { '/content/guides/b.mdx': { before: was, after: page(guide, 300, 'x') } })).toBeUndefined()
  })
})
