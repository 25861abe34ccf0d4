import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ContentError } from '../../../src/content/errors'
import { compilePage } from '../../../src/node/compile-page'
import { createCheckedSite, createSite, type CompiledPage } from '../../../src/server/site-entry'
import { siteFrontmatters } from '../site-content'

/**
 * A page whose frontmatter is refused is never rendered; what rendering and
 * the link check would say of its body comes in the same report all the
 * same, from what the body says as written (server/written-checks.ts).
 */
const KEY = '/content/compare/vanta-vs-drata.mdx'
const original = readFileSync(KEY.slice(1), 'utf8')

/** The page with these body lines added before its closing "Related articles" (line 139 on), and its frontmatter as given. */
const withBody = (source: string, lines: string[]) => source.replace('## Related articles', `${lines.join('\n\n')}\n\n## Related articles`)

const MISTAKES = ['<ToolCrad tool="vanta" />', '<ToolCard tool="vanta" variant="wide" />', 'Read [how we choose](/guides/no-such-guide) first.']

/** Every page of the site as the compiler hands them over, this one compiled from `source`. */
async function pagesWith(source: string): Promise<Record<string, CompiledPage>> {
  const { exports } = await compilePage(source, KEY.slice(1))
  const load = () => Promise.resolve({ default: () => null })
  return {
    ...Object.fromEntries(Object.entries(siteFrontmatters).map(([key, frontmatter]) => [key, { frontmatter, load }])),
    [KEY]: { ...(exports as Omit<CompiledPage, 'load'>), load },
  }
}

function thrown(run: () => unknown): ContentError {
  try {
    run()
  } catch (error) {
    if (error instanceof ContentError) return error
    throw error
  }
  throw new Error('expected a ContentError')
}

describe('a page whose frontmatter is refused', () => {
  it('has its unknown component, bad prop and broken link reported with its frontmatter mistake, in one report (the preview and content:check)', async () => {
    const pages = await pagesWith(withBody(original.replace('popular: true', 'popular: nope'), MISTAKES))
    expect(thrown(() => createSite(pages, { includeDrafts: true })).message).toMatchInlineSnapshot(`
      "4 content problems in 1 file:

        content/compare/vanta-vs-drata.mdx:21: popular: expected true or false, got "nope"
        content/compare/vanta-vs-drata.mdx:102: could not render: <ToolCrad>: no such component (did you mean "ToolCard"?)
        content/compare/vanta-vs-drata.mdx:104: could not render: <ToolCard>: variant: expected one of "full", "compact", got "wide"
        content/compare/vanta-vs-drata.mdx:106: link /guides/no-such-guide: no such page"
    `)
  })

  it('is reported the same by the build', async () => {
    const pages = await pagesWith(withBody(original.replace('popular: true', 'popular: nope'), MISTAKES))
    const preview = thrown(() => createSite(pages, { includeDrafts: true })).problems
    expect(createCheckedSite(pages).contentProblems).toEqual(preview)
  })

  it("judges each literal prop by the component's own rule, leaves expressions to rendering, and looks tool ids up", async () => {
    const props = ['<ToolCard tool="notoin" />', '<ToolCard tool={chosen} varaint="full" rank={0} />', '<Card label="No title" />', '<Card {...shared} />', '<TryLink tool="vanta" free />']
    const pages = await pagesWith(withBody(original.replace('popular: true', 'popular: nope'), props))
    expect(createCheckedSite(pages).contentProblems.slice(1)).toMatchInlineSnapshot(`
      [
        "content/compare/vanta-vs-drata.mdx:102: could not render: <ToolCard>: tool: no tool "notoin" in content/_tools/ (did you mean "notion"?)",
        "content/compare/vanta-vs-drata.mdx:104: could not render: <ToolCard>: rank: expected a whole number from 1 up, got the number 0",
        "content/compare/vanta-vs-drata.mdx:104: could not render: <ToolCard>: varaint: unknown prop (did you mean "variant"?)",
        "content/compare/vanta-vs-drata.mdx:106: could not render: <Card>: title: required: text",
      ]
    `)
  })

  it('still has its TODO markers reported, outside the preview', async () => {
    const pages = await pagesWith(withBody(original.replace('popular: true', 'popular: nope'), ['TODO: a verdict']))
    expect(createCheckedSite(pages).contentProblems).toMatchInlineSnapshot(`
      [
        "content/compare/vanta-vs-drata.mdx: popular: expected true or false, got "nope"",
        "content/compare/vanta-vs-drata.mdx: line 102: still has a TODO marker; finish it or set draft: true",
      ]
    `)
  })

  it('names a link to another refused page as that page, not as broken, and leaves anchors and files to rendering', async () => {
    const links = ['[x](/compare/notion-vs-asana) [y](/about#nowhere) [z](/feed.xml) [w](#nowhere)']
    const pages = await pagesWith(withBody(original.replace('popular: true', 'popular: nope'), links))
    const asana = pages['/content/compare/notion-vs-asana.mdx']!
    pages['/content/compare/notion-vs-asana.mdx'] = { ...asana, frontmatter: { ...(asana.frontmatter as object), popular: 'nope' } }
    expect(createCheckedSite(pages).contentProblems.filter((problem) => problem.includes('vanta-vs-drata'))).toEqual([expect.stringContaining('popular: expected true or false')])
  })

  it('is not checked this way once its frontmatter is right: rendering reports its body', async () => {
    const pages = await pagesWith(withBody(original, MISTAKES))
    expect(createCheckedSite(pages).contentProblems).toEqual([])
    expect(() => createSite(pages, { includeDrafts: true })).not.toThrow()
  })
})

describe('a page that lists related links', () => {
  it('is refused, naming the field, when its body never shows them (no <RelatedLinks />)', async () => {
    const pages = await pagesWith(original.replace('<RelatedLinks />', ''))
    expect(thrown(() => createSite(pages, { includeDrafts: true })).problems).toEqual([
      'content/compare/vanta-vs-drata.mdx: related: listed, but the page never shows them: add <RelatedLinks /> where they belong (other pages end with it, under "## Related articles"), or remove related',
    ])
    expect(createCheckedSite(pages).contentProblems).toHaveLength(1)
    // As it is, it shows them: nothing to say.
    expect(createCheckedSite(await pagesWith(original)).contentProblems).toEqual([])
  })
})
