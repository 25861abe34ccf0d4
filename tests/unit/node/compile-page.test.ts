import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { compilePage } from '../../../src/node/compile-page'
import { frontmatterWords } from '../../../src/node/remark-word-count'

/**
 * The build reads a page's frontmatter, word count, TODO lines and written
 * body from what the compiler's plugins recorded, not from importing the
 * module, so the two must agree.
 */
const PAGE = `---
title: "Notion vs Asana: a test"
kind: compare
published: 2026-01-05
tags: [a, b]
---

Some prose with five words.

{/* TODO: a table */}

\`TODO\` quoted is not a marker.
`

const dir = path.resolve(`.build/test-compile-page-${process.pid}`)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Imports compiled code from a file inside the project, so react/jsx-runtime resolves. */
async function importCode(code: string): Promise<Record<string, unknown>> {
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `page-${Math.random().toString(36).slice(2)}.mjs`)
  writeFileSync(file, code)
  return import(/* @vite-ignore */ pathToFileURL(file).href)
}

describe('compilePage', () => {
  it('hands over what the page exports at compile time, the same values an import gives', async () => {
    const { code, exports } = await compilePage(PAGE, 'content/compare/test.mdx')
    expect(exports).toEqual({
      frontmatter: { title: 'Notion vs Asana: a test', kind: 'compare', published: '2026-01-05', tags: ['a', 'b'] },
      wordCount: 10,
      todoLines: [10],
      written: { components: [], links: [] },
    })
    const module = await importCode(code)
    expect({ frontmatter: module.frontmatter, wordCount: module.wordCount, todoLines: module.todoLines, written: module.written }).toEqual(exports)
  })

  it("counts the prose the frontmatter holds and the page shows whole: its FAQ and its use cases, not its other fields", async () => {
    const page = `---
title: A page with questions
kind: compare
keywords: [many words that are never shown as prose]
faqs:
  - question: Is it good?
    answer: Yes, for small teams.
useCases:
  - title: Small teams
    description: It costs less.
---

Four words of prose.
`
    const { exports } = await compilePage(page, 'content/compare/faq.mdx')
    // 4 in the body, 3 + 4 in the FAQ, 2 + 3 in the use case.
    expect(exports.wordCount).toBe(16)
    expect(frontmatterWords({ faqs: [{ question: 'One two', answer: 3 }, 'stray'], useCases: 'none' })).toBe(2)
  })

  it('records no frontmatter for a page without any, as the module exports none', async () => {
    const { code, exports } = await compilePage('Just prose.\n', 'content/x.mdx')
    expect(exports.frontmatter).toBeUndefined()
    expect((await importCode(code)).frontmatter).toBeUndefined()
  })

  it('names the file and line of a YAML error', async () => {
    await expect(compilePage('---\ntitle: a: b\n---\n', 'content/bad.mdx')).rejects.toThrow(/^content\/bad\.mdx:.*frontmatter is not valid YAML/)
    // Its line in the file, not in the frontmatter: the frontmatter starts on the file's second line.
    await expect(compilePage('---\nkind: guide\ntitle: Fine\nexcerpt: Asana: work\n---\n', 'content/bad.mdx')).rejects.toThrow(
      'content/bad.mdx:4:10: frontmatter is not valid YAML (put values that contain ": " or start with a symbol in quotes): Nested mappings are not allowed in compact mappings',
    )
  })

  it('names the line where a quote that is never closed was opened, not the end of the frontmatter', async () => {
    const page = (description: string) => `---\nkind: guide\ntitle: Fine\ndescription: ${description}\nlastReviewed: 2025-01-01\nfaqs:\n  - question: Why?\n    answer: Because.\n---\n`
    await expect(compilePage(page('"Never closed'), 'content/bad.mdx')).rejects.toThrow(
      'content/bad.mdx:4:1: frontmatter is not valid YAML (put values that contain ": " or start with a symbol in quotes): Missing closing "quote (the " opened on this line is not closed)',
    )
    await expect(compilePage(page("'It''s never closed"), 'content/bad.mdx')).rejects.toThrow(/^content\/bad\.mdx:4:1: .*Missing closing 'quote \(the ' opened on this line is not closed\)$/)
  })

  it('says what to write when a < or { meant as a character starts a component or code', async () => {
    await expect(compilePage('Most teams (often <10 people) do.\n', 'content/x.mdx')).rejects.toThrow(
      'content/x.mdx:1:20: Unexpected character `1` (U+0031) before name, expected a character that can start a name, such as a letter, `$`, or `_` (MDX reads `<` as the start of a component: for the character, write `&lt;`)',
    )
    await expect(compilePage('A set {of braces.\n', 'content/x.mdx')).rejects.toThrow(/^content\/x\.mdx:\d+:\d+: .*\(MDX reads `\{` as the start of code: for the character, write `\\\{`\)$/)
    // Other mistakes keep the compiler's words alone.
    await expect(compilePage('<Aside>\nNever closed.\n', 'content/x.mdx')).rejects.toThrow(/^content\/x\.mdx:1:1: Expected a closing tag for `<Aside>` \([^)]*\)$/)
  })

  it("refuses a Markdown heading 1 in the body (the page's title is its only one), and leaves an <h1> written as such (the home page's)", async () => {
    await expect(compilePage('Intro.\n\n# Pricing\n', 'content/x.mdx')).rejects.toThrow(
      "content/x.mdx:3:1: a heading 1 (# …) in the body: the page's title, from its frontmatter, is its only heading 1; start the body's sections at ## (heading 2)",
    )
    await expect(compilePage('<h1>ToolCompass</h1>\n\n## Pricing\n', 'content/x.mdx')).resolves.toBeDefined()
  })

  it('refuses a component written in lower case, which would be written out as an unknown element and vanish', async () => {
    await expect(compilePage('Intro.\n\n<toolcard tool="hubspot" />\n', 'content/x.mdx')).rejects.toThrow(
      "content/x.mdx:3:1: <toolcard>: no such HTML element; a component's name starts with a capital letter, as in content/README.md's list (<ToolCard>, <Faq>)",
    )
    await expect(compilePage('<div className="x"><span>a</span> <kbd>Ctrl</kbd></div>\n', 'content/x.mdx')).resolves.toBeDefined()
  })

  it('refuses a <script> or <style> of the page\'s own, saying why rather than calling it no HTML element', async () => {
    await expect(compilePage('Intro.\n\n<script>alert("hi")</script>\n', 'content/x.mdx')).rejects.toThrow(
      /^content\/x\.mdx:3:1: <script>: a page runs no script of its own: the site's Content Security Policy refuses every inline script/,
    )
    await expect(compilePage('Intro.\n\n<style>{"p { color: red }"}</style>\n', 'content/x.mdx')).rejects.toThrow(/^content\/x\.mdx:3:1: <style>: a page carries no styles of its own/)
  })

  it('says a frontmatter block that is opened and never closed is not closed', async () => {
    await expect(compilePage('---\nkind: guide\ntitle: Fine\n\nSome prose.\n', 'content/x.mdx')).rejects.toThrow(
      "content/x.mdx:1:1: the frontmatter is not closed: end its block with a line of three hyphens (---) before the page's text",
    )
  })
})
