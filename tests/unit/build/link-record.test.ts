import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { keepPassed, knownPages } from '../../../scripts/build/link-record.mjs'

/** The link check's record of what it passed (scripts/build/link-record.mjs): pages known only while they and their targets are as they were (#32). */
describe('the link record', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolcompass-links-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const targets = {
    routes: ['/', '/about', '/guides/a', '/404'],
    aliases: '/old /about',
    files: new Set(['/feed.xml', '/favicon.svg']),
    identities: new Map([
      ['/', 'page k1 d1'],
      ['/about', 'page k2 d2'],
      ['/guides/a', 'page k3 d3'],
    ]),
  }

  it('knows nothing without a record', async () => {
    expect((await knownPages(path.join(dir, 'none.json'), targets)).unchanged.size).toBe(0)
  })

  it('knows the pages it passed, as they were, and keeps the files their links lead to', async () => {
    const file = path.join(dir, 'passed.json')
    await keepPassed(file, targets, new Set(['/feed.xml']))
    const known = await knownPages(file, targets)
    expect([...known.unchanged].sort()).toEqual(['/', '/about', '/guides/a'])
    expect([...known.filesLinked]).toEqual(['/feed.xml'])
    // A page rendered again (another identity) is not known.
    const edited = await knownPages(file, { ...targets, identities: new Map([...targets.identities, ['/guides/a', 'page k3 d4']]) })
    expect([...edited.unchanged].sort()).toEqual(['/', '/about'])
  })

  it('knows the same pages from its file, as a new process reads it, as from what this process passed', async () => {
    const file = path.join(dir, 'read-again.json')
    await keepPassed(file, targets, new Set(['/feed.xml']))
    const edited = { ...targets, identities: new Map([...targets.identities, ['/guides/a', 'page k3 d4']]) }
    const here = await knownPages(file, edited)
    vi.resetModules()
    const fresh = (await import('../../../scripts/build/link-record.mjs')) as typeof import('../../../scripts/build/link-record.mjs')
    const read = await fresh.knownPages(file, edited)
    expect([...read.unchanged].sort()).toEqual(['/', '/about'])
    expect([...read.unchanged].sort()).toEqual([...here.unchanged].sort())
    expect([...read.filesLinked]).toEqual([...here.filesLinked])
  })

  it('knows no page once a route came or went, an alias changed or a linked file is gone', async () => {
    const file = path.join(dir, 'targets.json')
    await keepPassed(file, targets, new Set(['/feed.xml']))
    expect((await knownPages(file, { ...targets, routes: targets.routes.filter((route) => route !== '/about') })).unchanged.size).toBe(0)
    expect((await knownPages(file, { ...targets, routes: [...targets.routes, '/guides/b'] })).unchanged.size).toBe(0)
    expect((await knownPages(file, { ...targets, aliases: '/old /guides/a' })).unchanged.size).toBe(0)
    expect((await knownPages(file, { ...targets, files: new Set(['/favicon.svg']) })).unchanged.size).toBe(0)
    // Another file gone, not one a link leads to: still known.
    expect((await knownPages(file, { ...targets, files: new Set(['/feed.xml']) })).unchanged.size).toBe(3)
  })
})
