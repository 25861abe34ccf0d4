import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { generatePages, generateTools, splitMdx } from '../../../scripts/bench/generate-pages.mjs'
import { ContentError } from '../../../src/content/errors'
import { componentLine, fieldLine, formatProblemReport, linkLine, parseProblem, type Place } from '../../../src/content/problem-report'
import { registryOf, siteFrontmatters, siteToolNames, siteToolSources, siteTemplates, siteTools } from '../site-content'

/** The registry's error for the site with some files replaced by these sources, lines found in them. */
function problemsWith(sources: Record<string, string>, tools: Record<string, unknown> = siteTools): ContentError {
  const frontmatters = { ...siteFrontmatters }
  tools = { ...tools }
  for (const [file, source] of Object.entries(sources)) {
    if (file.endsWith('.yaml')) tools[`/${file}`] = parse(source) as unknown
    else frontmatters[`/${file}`] = parse(splitMdx(source).frontmatter) as unknown
  }
  const locate = (file: string, place: Place) => (sources[file] && 'field' in place ? fieldLine(sources[file], file, place.field) : undefined)
  try {
    registryOf(frontmatters, tools, locate)
  } catch (error) {
    if (error instanceof ContentError) return error
    throw error
  }
  throw new Error('expected a ContentError')
}

const notionVsAsana = readFileSync('content/compare/notion-vs-asana.mdx', 'utf8')

/** The site's tools and 5,000 generated ones, parsed: made once for the two tests that read them (some 10 s each). */
let toolsAt5000: Record<string, unknown> | undefined
function siteWith5000Tools() {
  if (toolsAt5000) return toolsAt5000
  const made = generateTools({ tools: siteToolSources, templates: siteTemplates, count: 5000 })
  toolsAt5000 = { ...siteTools, ...Object.fromEntries(made.files.filter((file) => file.path.startsWith('_tools/')).map((file) => [`/content/${file.path}`, parse(file.content) as unknown])) }
  return toolsAt5000
}

describe('the writer\u2019s report of content problems', () => {
  it('reports every kind of mistake in one file in one run, in line order, with "did you mean"', () => {
    const broken = notionVsAsana
      .replace('tools: [notion, asana]', 'tools: [notion, asanna]')
      .replace('popular: false', 'popular: nope')
      .replace('lastReviewed: 2025-01-15', 'lastReviewed: Sept 5\nsearch: {type: Artcle}')
    expect(problemsWith({ 'content/compare/notion-vs-asana.mdx': broken }).message).toMatchInlineSnapshot(`
      "4 content problems in 1 file:

        content/compare/notion-vs-asana.mdx:6: tools.1: no tool "asanna" in content/_tools/ (did you mean "asana"?)
        content/compare/notion-vs-asana.mdx:8: popular: expected true or false, got "nope"
        content/compare/notion-vs-asana.mdx:10: lastReviewed: expected a date like 2025-09-05, got "Sept 5"
        content/compare/notion-vs-asana.mdx:11: search.type: expected one of "Article", "Comparison", "Calculator", "Directory", "Tool", got "Artcle" (did you mean "Article"?)"
    `)
  })

  it("is the first example the writers' guide shows, word for word", () => {
    const broken = notionVsAsana
      .replace('tools: [notion, asana]', 'tools: [notion, asanna]')
      .replace('popular: false', 'popular: nope')
      .replace('lastReviewed: 2025-01-15', 'lastReviewed: Sept 5\nsearch: {type: Artcle}')
    const guide = readFileSync('content/README.md', 'utf8')
    expect(guide).toContain(`\`\`\`text\n${problemsWith({ 'content/compare/notion-vs-asana.mdx': broken }).message}\n\`\`\``)
  })

  it('says where tool ids live when no id is close', () => {
    const broken = notionVsAsana.replace('tools: [notion, asana]', 'tools: [notion, zzyzx]')
    expect(problemsWith({ 'content/compare/notion-vs-asana.mdx': broken }).problems).toMatchInlineSnapshot(`
      [
        "content/compare/notion-vs-asana.mdx: tools.1: no tool "zzyzx" in content/_tools/ (no id is close; a tool's id is its file name in content/_tools/)",
      ]
    `)
  })

  it('suggests a known field for an unknown one, and one of a long set of values without listing it', () => {
    const page = notionVsAsana.replace('popular: false', 'popluar: false')
    const asana = readFileSync('content/_tools/asana.yaml', 'utf8').replace('group: "Project Management"', 'group: "Project Mangement"')
    expect(problemsWith({ 'content/compare/notion-vs-asana.mdx': page, 'content/_tools/asana.yaml': asana }).message).toMatchInlineSnapshot(`
      "2 content problems in 2 files:

        content/_tools/asana.yaml:4: group: expected one of 12 values (content/README.md lists them), got "Project Mangement" (did you mean "Project Management"?)

        content/compare/notion-vs-asana.mdx:8: popluar: unknown field (did you mean "popular"?)"
    `)
  })

  it('with 5,000 tools, a typo gets a one-line suggestion, not the catalogue', () => {
    const tools = siteWith5000Tools()
    expect(Object.keys(tools).length).toBeGreaterThan(5000)
    const broken = notionVsAsana.replace('tools: [notion, asana]', 'tools: [notion, asanna]')
    const { message } = problemsWith({ 'content/compare/notion-vs-asana.mdx': broken }, tools)
    expect(message.split('\n')).toHaveLength(3)
    expect(message).toContain('content/compare/notion-vs-asana.mdx:6: tools.1: no tool "asanna" in content/_tools/ (did you mean "asana"')
    expect(message.length).toBeLessThan(300)
  }, 60_000)
})

describe('at 5,000 pages and 5,000 tools', () => {
  it('a run with 200 mistakes reads in a screen, and the full list has all 200', () => {
    const pages = generatePages({ templates: siteTemplates, tools: siteToolNames, count: 5000 })
    const frontmatters: Record<string, unknown> = { ...siteFrontmatters }
    pages.forEach((file, at) => {
      const data = parse(splitMdx(file.content).frontmatter) as Record<string, unknown>
      // Every 25th generated page has a date that is not a date.
      frontmatters[`/content/${file.path}`] = at % 25 === 0 ? { ...data, lastReviewed: 'Sept 5' } : data
    })
    const tools = siteWith5000Tools()
    let error: ContentError | undefined
    try {
      registryOf(frontmatters, tools)
    } catch (thrown) {
      error = thrown as ContentError
    }
    expect(error?.problems).toHaveLength(200)
    const lines = error!.message.split('\n')
    expect(lines[0]).toBe('200 content problems in 200 files:')
    expect(lines.length).toBeLessThanOrEqual(45)
    expect(lines.at(-1)).toBe('Every problem is listed in .build/content-problems.txt.')
    expect(error!.list.trimEnd().split('\n')).toHaveLength(200)
  }, 60_000)
})

describe('formatProblemReport', () => {
  const lines = [
    'content/b.mdx: title: required: text',
    'content/a.mdx: tools.0: no tool "x" in content/_tools/',
    'content/a.mdx: description: required: text',
    'content/a.mdx: (frontmatter): missing',
  ]
  const locate = (file: string, place: Place) => ('field' in place ? ({ 'content/a.mdx': { 'tools.0': 7, description: 3 } as Record<string, number> })[file]?.[place.field] : undefined)

  it('groups by file, in file then line order, lines unknown last', () => {
    expect(formatProblemReport(lines, { locate })).toMatchInlineSnapshot(`
      "4 content problems in 2 files:

        content/a.mdx:3: description: required: text
        content/a.mdx:7: tools.0: no tool "x" in content/_tools/
        content/a.mdx: (frontmatter): missing

        content/b.mdx: title: required: text"
    `)
  })

  it('prints a screenful per file at most and names the file that has them all', () => {
    const many = Array.from({ length: 200 }, (_, i) => `content/guides/g${String(i % 37).padStart(2, '0')}.mdx: title: required: text (${i})`)
    const report = formatProblemReport(many, { perFile: 3, fullList: '.build/content-problems.txt' })
    expect(report.split('\n')[0]).toBe('200 content problems in 37 files:')
    expect(report).toContain('  … and 3 more in content/guides/g00.mdx')
    expect(report.trimEnd().split('\n').at(-1)).toBe('Every problem is listed in .build/content-problems.txt.')
    expect(report.split('\n').length).toBeLessThan(37 * 5 + 4)
  })

  it('prints twenty files at most, and counts the rest', () => {
    const many = Array.from({ length: 200 }, (_, i) => `content/guides/g${String(i).padStart(3, '0')}.mdx: title: required: text`)
    const report = formatProblemReport(many, { fullList: '.build/content-problems.txt' })
    expect(report.split('\n')[0]).toBe('200 content problems in 200 files:')
    expect(report).toContain('  content/guides/g019.mdx: title: required: text')
    expect(report).not.toContain('g020')
    expect(report).toContain('  … and 180 more problems in 180 more files')
    expect(report.split('\n').length).toBeLessThanOrEqual(45)
  })

  it('reads the file and the field of a problem', () => {
    expect(parseProblem('content/x.mdx: search.type: expected …')).toEqual({ file: 'content/x.mdx', field: 'search.type', line: undefined, text: 'search.type: expected …' })
    expect(parseProblem('content/_tools/a.yaml: pricing.plans.0.price: required')).toMatchObject({ file: 'content/_tools/a.yaml', field: 'pricing.plans.0.price' })
    expect(parseProblem('<ToolCard>: tool: no tool "x"')).toEqual({ file: '', text: '<ToolCard>: tool: no tool "x"' })
    expect(parseProblem('content/guides/one.mdx:3:1: could not parse')).toEqual({ file: 'content/guides/one.mdx', line: 3, text: 'could not parse' })
  })
})

describe('fieldLine', () => {
  const page = '---\nkind: compare\ntools:\n  - notion\n  - asana\nsearch:\n  type: Artcle\n---\n\nBody\n'
  it('finds a field, a list item and a field in a group, counting the opening ---', () => {
    expect(fieldLine(page, 'content/x.mdx', 'kind')).toBe(2)
    expect(fieldLine(page, 'content/x.mdx', 'tools.1')).toBe(5)
    expect(fieldLine(page, 'content/x.mdx', 'search.type')).toBe(7)
    // A missing field inside a group: the group's line.
    expect(fieldLine(page, 'content/x.mdx', 'search.title')).toBe(6)
    expect(fieldLine(page, 'content/x.mdx', 'nothing')).toBeUndefined()
  })

  it('reads tools data as the whole file', () => {
    expect(fieldLine('name: A\npricing:\n  checked: 2025-01-01\n', 'content/_tools/a.yaml', 'pricing.checked')).toBe(3)
  })
})

describe('linkLine', () => {
  it('finds the line of a Markdown link or an href', () => {
    const page = '---\ntitle: T\nrelated:\n  - href: /guides/x\n---\n\nSee [a page](/compare/a-vs-b) and\n<Card href="/about#team" />\n'
    expect(linkLine(page, '/compare/a-vs-b')).toBe(7)
    expect(linkLine(page, '/about#team')).toBe(8)
    expect(linkLine(page, '/guides/x')).toBe(4)
    expect(linkLine(page, '/nowhere')).toBeUndefined()
  })

  it('finds a path written with a query, as the link check names such a link (#32)', () => {
    const page = '---\ntitle: T\nrelated:\n  - href: /tolls?sort=rating\n---\n\nSee [two tools](/compare?tools=a,b) and\n<Card href="/finder?team=5" />\n'
    expect(linkLine(page, '/tolls')).toBe(4)
    expect(linkLine(page, '/compare')).toBe(7)
    expect(linkLine(page, '/finder')).toBe(8)
    // A path that only starts another's is not that one.
    expect(linkLine(page, '/compar')).toBeUndefined()
    expect(linkLine(page, '/tolls?sort')).toBeUndefined()
  })
})

describe('componentLine', () => {
  const page = '---\ntitle: T\n---\n\nIntro.\n\n<ToolCard tool="notion" />\n\n<ToolCard\n  tool="notoin"\n/>\n\n<ToolCardList />\n'
  it('finds the line of a component, and of the prop that holds a quoted value', () => {
    expect(componentLine(page, 'ToolCard')).toBe(7)
    expect(componentLine(page, 'ToolCard', 'notoin')).toBe(10)
    expect(componentLine(page, 'ToolCard', 'notion')).toBe(7)
    expect(componentLine(page, 'ToolCardList')).toBe(13)
    expect(componentLine(page, 'ToolCrad')).toBeUndefined()
  })

  it('reads the component and the quoted value of a render problem', () => {
    const seen: Place[] = []
    parseProblem('content/x.mdx: could not render: <ToolCard>: tool: no tool "notoin" in content/_tools/ (did you mean "notion"?)', (_, place) => {
      seen.push(place)
      return 10
    })
    parseProblem('content/x.mdx: could not render: <ToolCrad>: no such component (did you mean "ToolCard"?)', (_, place) => {
      seen.push(place)
      return undefined
    })
    expect(seen).toEqual([{ component: 'ToolCard', value: 'notoin' }, { component: 'ToolCrad', value: undefined }])
  })
})
