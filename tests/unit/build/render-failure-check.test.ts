import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentCheckIn } from './build-run'
import { copyProject } from './project-copy'

/**
 * A page whose frontmatter passes but whose body cannot be rendered (a
 * component misspelt): content:check names it with the component's line,
 * as the build does, and the pages that link to it are not told their
 * links are broken. Before, the check printed no line, and seven other
 * pages each got "link /guides/…: no such page", which a writer would
 * have gone to mend in files that were right.
 */
const project = copyProject('render-failure')
// Two pages that cannot compile: each is reported, as the build reports them, not the first alone.
const uncompiled = copyProject('compile-failures')
afterAll(() => {
  project.remove()
  uncompiled.remove()
})
appendFileSync(path.join(uncompiled.dir, 'content/guides/saas-evaluation-framework.mdx'), '\n<script>x()</script>\n')
appendFileSync(path.join(uncompiled.dir, 'content/compare/notion-vs-asana.mdx'), '\n# Summary\n')

const PAGE = 'content/guides/saas-evaluation-framework.mdx'
appendFileSync(path.join(project.dir, PAGE), '\n<ToolCrad tool="notion" />\n')

describe('content:check, a page that cannot be rendered', () => {
  it('is named with its line, and the links to it are not reported broken', () => {
    const result = contentCheckIn(project.dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/\n {4}content\/guides\/saas-evaluation-framework\.mdx:\d+: could not render: <ToolCrad>: no such component \(did you mean "ToolCard"\?\)\n/)
    expect(result.stdout).not.toContain('link /guides/saas-evaluation-framework: no such page')
    expect(result.stdout).toContain('\n1 error')
  }, 120_000)
})

describe('content:check, pages that cannot be compiled', () => {
  it('reports every one of them in one run, as the build does', () => {
    const result = contentCheckIn(uncompiled.dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('2 content problems in 2 files:')
    expect(result.stdout).toMatch(/content\/compare\/notion-vs-asana\.mdx:\d+: a heading 1 \(# …\) in the body/)
    expect(result.stdout).toMatch(/content\/guides\/saas-evaluation-framework\.mdx:\d+: <script>: a page runs no script of its own/)
  }, 120_000)
})
