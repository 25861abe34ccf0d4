import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildIn, contentCheckIn } from './build-run'
import { copyProject } from './project-copy'

/**
 * A tools file with a mistake is refused, and the report names that file
 * alone: the pages that show the tool (its comparison, the directory's
 * preview of it) are not told the tool is missing, nor fail in their own
 * words. A file that is not valid YAML is one problem of the report among
 * the others, with its line and what to write, not the end of the report.
 */
const project = copyProject('refused-tool', { built: true })
afterAll(() => project.remove())

const edit = (file: string, change: (text: string) => string) => {
  const at = path.join(project.dir, file)
  writeFileSync(at, change(readFileSync(at, 'utf8')))
}
edit('content/_tools/asana.yaml', (text) => text.replace('rating: 4.4', 'rating: 6'))
edit('content/_tools/notion.yaml', (text) => text.replace(/^description: .*$/m, 'description: Notion: docs, wikis and databases'))
edit('content/_tools/pipedrive.yaml', (text) => text.replace('rating: 4.4', 'rating: 4.4\n\tpopular: true'))

const REPORT = `3 content problems in 3 files:

  content/_tools/asana.yaml:6: rating: ratings run from 1 to 5, got 6

  content/_tools/notion.yaml:6: not valid YAML: Nested mappings are not allowed in compact mappings (put a value that contains ": " in quotes)

  content/_tools/pipedrive.yaml:7: not valid YAML: Tabs are not allowed as indentation (indent with spaces, not tabs)`

describe('a refused tools file', () => {
  it('is the one problem the build reports for it, with every other file still checked', () => {
    const result = buildIn(project.dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`Build failed.\n${REPORT}\n`)
  }, 180_000)

  it('is reported the same, word for word, by content:check', () => {
    const result = contentCheckIn(project.dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toContain(`\n\n${REPORT}\n`)
  }, 120_000)
})
