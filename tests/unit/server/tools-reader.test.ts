import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readToolFile } from '../../../src/server/tools-reader'

const file = 'content/_tools/adp.yaml'
const source = readFileSync(file, 'utf8')
const edited = (pattern: RegExp, line: string) => {
  expect(source).toMatch(pattern)
  return readToolFile(source.replace(pattern, line), file).check
}

describe("the build's reader of a tools file (#32)", () => {
  it("hashes the tool's data, and apart from it what its profile's frontmatter is made from", () => {
    const { check } = readToolFile(source, file)
    expect(check.problems).toEqual([])
    expect(check.state).toMatch(/^[\w-]{43}$/)
    expect(check.profileState).toMatch(/^[\w-]{43}$/)
    // A rating is not in the profile's frontmatter: the profile's page is as it was, though the tool's data changed.
    const rerated = edited(/^rating: .*$/m, 'rating: 3.1')
    expect(rerated.state).not.toBe(check.state)
    expect(rerated.profileState).toBe(check.profileState)
    // Its name and description are.
    for (const other of [edited(/^name: .*$/m, 'name: ADP Workforce'), edited(/^description: .*$/m, 'description: Payroll, edited.')]) {
      expect(other.problems).toEqual([])
      expect(other.profileState).not.toBe(check.profileState)
    }
  })

  it("says whether the frontmatter of the profile made from the tool's data passes the page schema, for the registry to make it without checking it again (#32)", () => {
    expect(readToolFile(source, file).check.profilePasses).toBe(true)
    // A file whose name is no tool id makes no profile the schema passes (the registry reports the name).
    expect(readToolFile(source, 'content/_tools/ADP Payroll.yaml').check.profilePasses).toBe(false)
    expect(readToolFile(source.replace(/^rating: .*$/m, 'rating: high'), file).check.profilePasses).toBeUndefined()
  })

  it('hashes nothing of a file its check refused', () => {
    const { check } = readToolFile(source.replace(/^rating: .*$/m, 'rating: high'), file)
    expect(check.problems.length).toBeGreaterThan(0)
    expect(check.state).toBeUndefined()
    expect(check.profileState).toBeUndefined()
  })
})
