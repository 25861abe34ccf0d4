import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildIn, contentCheckIn } from './build-run'
import { copyProject } from './project-copy'

/**
 * A page with a broken link or anchor fails `npm run build`, naming the page, the link and the reason, and writes nothing;
 * `npm run content:check` reports it in the same words.
 */
const project = copyProject('broken-link', { built: true })
afterAll(() => project.remove())

/** A guide with a link to no page and one to no section, on its line 11, and `more` after them. */
function writeBrokenLinksGuide(more = '') {
  writeFileSync(
    path.join(project.dir, 'content/guides/broken-links.mdx'),
    `---
kind: guide
title: A Guide With Broken Links
description: A fixture guide whose links lead nowhere, to prove the build refuses to publish it.
category: Strategy
author: Test Writer
excerpt: Links that lead nowhere.
lastReviewed: 2025-10-01
---

See [a missing page](/compare/nobody-vs-nothing) and [a missing section](/about#no-such-section).
${more}`,
  )
}

describe('the build', () => {
  it('fails on a broken internal link or anchor, and on pages that cannot be rendered, all in one report', () => {
    writeBrokenLinksGuide()
    const guide = (slug: string, body: string) =>
      writeFileSync(
        path.join(project.dir, `content/guides/${slug}.mdx`),
        `---\nkind: guide\ntitle: A Guide Named ${slug}\ndescription: A fixture guide that cannot be rendered, to prove the build reports it with the others.\ncategory: Strategy\nauthor: Test Writer\nexcerpt: It cannot be rendered.\nlastReviewed: 2025-10-01\n---\n\n${body}\n`,
      )
    // And a frontmatter mistake in a page others link to: reported in the same run, and no link to it counts as broken.
    const comparison = path.join(project.dir, 'content/compare/notion-vs-asana.mdx')
    writeFileSync(comparison, readFileSync(comparison, 'utf8').replace('popular: false', 'popular: nope'))
    guide('bad-component', '<ToolCrad tool="notion" />')
    guide('bad-prop', '<ToolCard tool="notoin" />')
    const result = buildIn(project.dir)
    expect(result.status).toBe(1)
    // Every page that cannot be rendered and every broken link, in one run.
    expect(result.stderr).toContain('5 content problems in 4 files:')
    expect(result.stderr).toContain('content/compare/notion-vs-asana.mdx:8: popular: expected true or false, got "nope"')
    // With the line of the component, and of the link, for the editor.
    expect(result.stderr).toContain('content/guides/bad-component.mdx:11: could not render: <ToolCrad>: no such component (did you mean "ToolCard"?)')
    expect(result.stderr).toContain('content/guides/bad-prop.mdx:11: could not render: <ToolCard>: tool: no tool "notoin" in content/_tools/ (did you mean "notion"?)')
    expect(result.stderr).toContain('content/guides/broken-links.mdx:11: link /compare/nobody-vs-nothing: no such page')
    expect(result.stderr).toContain('content/guides/broken-links.mdx:11: link /about#no-such-section: no such anchor #no-such-section on /about')
    expect(result.stderr).toMatch(/^dist\/ not written \(there was no earlier build\)\.$/m)
    expect(existsSync(path.join(project.dir, 'dist/guides/broken-links/index.html'))).toBe(false)
    // The writers' guide shows this very report.
    const report = result.stderr.slice(result.stderr.indexOf('5 content problems'), result.stderr.indexOf('\n\nEvery problem') > 0 ? result.stderr.indexOf('\n\nEvery problem') : result.stderr.indexOf('\ndist/'))
    expect(readFileSync('content/README.md', 'utf8')).toContain(`\`\`\`text\n${report.trimEnd()}\n\`\`\``)
  }, 120_000)

  it('is reported the same, word for word, by content:check, which passes the links to files the build serves', () => {
    // The page with broken links alone: the other mistakes of the test above mended, so the content is checked through.
    const comparison = path.join(project.dir, 'content/compare/notion-vs-asana.mdx')
    writeFileSync(comparison, readFileSync(comparison, 'utf8').replace('popular: nope', 'popular: false'))
    for (const slug of ['bad-component', 'bad-prop']) rmSync(path.join(project.dir, `content/guides/${slug}.mdx`), { force: true })
    // A file in public/, files the build writes besides pages (the feed, a tool's record) and a page's own section are found; a missing image is not.
    // A link with a query is named by its path, on the line it is written on.
    writeBrokenLinksGuide("\nThe [logo](/favicon.svg), the [feed](/feed.xml), [Notion's record](/tools/notion.json), [the FAQ](/calculator/roi#faq) and ![a screenshot](/images/missing.png).\n\nThe [tools by rating](/tolls?sort=rating).\n")
    const result = contentCheckIn(project.dir)
    expect(result.status, result.stdout + result.stderr).toBe(1)
    const errors = result.stdout.split('\n').filter((line) => line.startsWith('    content/'))
    expect(errors.map((line) => line.trim())).toEqual([
      'content/guides/broken-links.mdx:11: link /compare/nobody-vs-nothing: no such page',
      'content/guides/broken-links.mdx:11: link /about#no-such-section: no such anchor #no-such-section on /about',
      'content/guides/broken-links.mdx:13: link /images/missing.png: no such file (files such as images are served from public/: public/images/missing.png)',
      'content/guides/broken-links.mdx:15: link /tolls: no such page (did you mean "/tools"?)',
    ])
    expect(result.stdout).toContain('4 errors')
  }, 120_000)
})
