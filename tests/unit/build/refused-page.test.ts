import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildIn, contentCheckIn } from './build-run'
import { copyProject } from './project-copy'

/**
 * A page whose frontmatter is refused is never rendered, yet a writer sees
 * every problem in it at once: `npm run build` and `npm run content:check`
 * report its body's mistakes (from what it says as written) with the
 * frontmatter's, in the same words.
 */
const project = copyProject('refused-page', { built: true })
afterAll(() => project.remove())

const PAGE = 'content/compare/vanta-vs-drata.mdx'
const page = path.join(project.dir, PAGE)
writeFileSync(
  page,
  readFileSync(page, 'utf8')
    .replace('popular: true', 'popular: nope')
    .replace('## Related articles', '<ToolCrad tool="vanta" />\n\n<ToolCard tool="vanta" variant="wide" />\n\nRead [how we choose](/guides/no-such-guide) first.\n\n## Related articles'),
)

const REPORT = `4 content problems in 1 file:

  content/compare/vanta-vs-drata.mdx:21: popular: expected true or false, got "nope"
  content/compare/vanta-vs-drata.mdx:102: could not render: <ToolCrad>: no such component (did you mean "ToolCard"?)
  content/compare/vanta-vs-drata.mdx:104: could not render: <ToolCard>: variant: expected one of "full", "compact", got "wide"
  content/compare/vanta-vs-drata.mdx:106: link /guides/no-such-guide: no such page`

describe('a page whose frontmatter is refused', () => {
  it('has its unknown component, bad prop and broken link reported by the build with its frontmatter mistake, in one run', () => {
    const result = buildIn(project.dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`Build failed.\n${REPORT}\n`)
    // The writers' guide shows this very report.
    expect(readFileSync('content/README.md', 'utf8')).toContain(`\`\`\`text\n${REPORT}\n\`\`\``)
  }, 180_000)

  it('is reported the same, word for word, by content:check', () => {
    const result = contentCheckIn(project.dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toContain(`\n\n${REPORT}\n`)
  }, 120_000)
})
