import { describe, expect, it, vi } from 'vitest'
import { schemaByKind } from '../../../src/content/schema'
import { checkContent } from '../../../src/content/entries'
import { readFields } from '../../../src/content/field-schema'
import { checkToolFile } from '../../../src/content/tool-file-check'
import { FIELD_FILES } from '../fixtures'
import { readToolFile } from '../../../src/server/tools-reader'
import { siteFrontmatters, siteToolSources, siteTools } from '../site-content'

/**
 * The build checks each tools file as it reads it and keeps the check, as
 * JSON, with the parsed file (scripts/build/tools-data.mjs): a kept check
 * must make the same registry and report as checking the files afresh (#32).
 */
describe('tools files checked once and kept', () => {
  const fields = readFields(FIELD_FILES).index
  const raw = (tools: Record<string, unknown>, toolChecks?: Parameters<typeof checkContent>[0]['toolChecks']) =>
    checkContent({
      frontmatters: siteFrontmatters,
      loaders: Object.fromEntries(Object.keys(siteFrontmatters).map((key) => [key, () => Promise.resolve({ default: null })])),
      tools,
      toolChecks,
      fields: FIELD_FILES,
      today: '2026-11-27',
    })
  const kept = (tools: Record<string, unknown>) => Object.fromEntries(Object.entries(tools).map(([key, value]) => [key, JSON.parse(JSON.stringify(checkToolFile(key, value, fields)))]))

  it('come back from JSON exactly as they were made, for every tools file of the site', () => {
    for (const [key, value] of Object.entries(siteTools)) {
      const check = checkToolFile(key, value, fields)
      expect(check.problems, key).toEqual([])
      expect(JSON.parse(JSON.stringify(check)), key).toStrictEqual(check)
    }
  })

  it('make the same registry as checking the files, without reading their data', () => {
    const fresh = raw(siteTools)
    const withoutData = Object.fromEntries(Object.keys(siteTools).map((key) => [key, undefined]))
    const fromKept = raw(withoutData, kept(siteTools))
    expect(fromKept.problems).toEqual(fresh.problems)
    expect([...fromKept.registry.tools]).toStrictEqual([...fresh.registry.tools])
    expect(fromKept.registry.pages.map((page) => [page.route, page.data])).toStrictEqual(fresh.registry.pages.map((page) => [page.route, page.data]))
  })

  it("make each profile from data as the schema makes it, field for field and in the schema's order, where the build's reader passed it (#32)", () => {
    // As the build keeps them: each file read and checked by the build's reader, its check through JSON.
    const checks = Object.fromEntries(siteToolSources.map(({ id, source }) => [`/content/_tools/${id}.yaml`, JSON.parse(JSON.stringify(readToolFile(source, `content/_tools/${id}.yaml`).check))]))
    expect(Object.values(checks).every((check) => check.profilePasses === true)).toBe(true)
    const fresh = raw(siteTools)
    // The schema checks a profile once at most (the first, which says what its defaults are), not each.
    const schemaChecks = vi.spyOn(schemaByKind.tool, 'safeParse')
    const fromKept = raw(Object.fromEntries(Object.keys(siteTools).map((key) => [key, undefined])), checks)
    expect(schemaChecks.mock.calls.length).toBeLessThanOrEqual(1)
    schemaChecks.mockRestore()
    expect(fromKept.problems).toEqual(fresh.problems)
    const profiles = (checked: typeof fresh) => checked.registry.pages.filter((page) => page.file.startsWith('content/_tools/'))
    expect(profiles(fromKept).length).toBeGreaterThan(20)
    expect(JSON.stringify(profiles(fromKept).map((page) => page.data))).toBe(JSON.stringify(profiles(fresh).map((page) => page.data)))
    expect(profiles(fromKept).map((page) => page.data)).toStrictEqual(profiles(fresh).map((page) => page.data))
    // A default list is each page's own, as the schema's are.
    const [first, second] = profiles(fromKept)
    ;(first!.data.aliases as string[]).push('/somewhere')
    expect(second!.data.aliases).toEqual([])
    // A check that does not say its profile passed is checked by the schema, and its problems reported as ever.
    const unsaid = Object.fromEntries(Object.entries(checks).map(([key, check]) => [key, { ...check, profilePasses: undefined }]))
    expect(raw(Object.fromEntries(Object.keys(siteTools).map((key) => [key, undefined])), unsaid).registry.pages.map((page) => page.data)).toStrictEqual(fresh.registry.pages.map((page) => page.data))
  })

  it("leave a field the build reads when asked (its pros, its plans) unread, taking a check's data that carries its id as the tool (#32)", () => {
    const checks = kept(siteTools)
    const key = '/content/_tools/notion.yaml'
    const data = checks[key].data
    let read = 0
    const pros = data.pros
    Object.defineProperty(data, 'pros', { enumerable: true, configurable: true, get: () => ((read += 1), pros) })
    // As the build's tools reader gives it: with its id, so the registry takes it as it is.
    data.id = 'notion'
    const fromKept = raw(Object.fromEntries(Object.keys(siteTools).map((name) => [name, undefined])), checks)
    expect(read).toBe(0)
    const notion = fromKept.registry.tools.get('notion')!
    expect(notion).toBe(data)
    expect(notion.pros).toEqual(pros)
    expect(read).toBe(1)
    // A check without its id (or with another) is copied with the id the file name gives.
    const fresh = raw(siteTools)
    expect([...fromKept.registry.tools]).toStrictEqual([...fresh.registry.tools])
  })

  it('report a refused file the same way, under its own name', () => {
    const broken = { ...siteTools, '/content/_tools/notion.yaml': { ...(siteTools['/content/_tools/notion.yaml'] as object), rating: 'five', feautres: {} } }
    const fresh = raw(broken)
    const fromKept = raw(broken, kept(broken))
    expect(fresh.problems.some((line) => line.startsWith('content/_tools/notion.yaml: rating'))).toBe(true)
    expect(fromKept.problems).toEqual(fresh.problems)
    expect(fromKept.registry.tools.has('notion')).toBe(false)
    expect(fromKept.registry.refusedTools).toEqual(fresh.registry.refusedTools)
  })
})
