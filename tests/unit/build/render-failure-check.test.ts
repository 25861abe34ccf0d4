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
afterAll(() => project.remove())

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
