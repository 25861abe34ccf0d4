import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RoutesByKey } from '../../../scripts/build/routes-by-key.mjs'

/** #32: a build that stays running asks each dependency key a save may have changed once, not each record after each of its keys. */
describe('RoutesByKey', () => {
  const records = (byRoute: Record<string, string[]>) => new Map(Object.entries(byRoute).map(([route, dependsOn]) => [route, { dependsOn }]))

  it('names the routes that read a key that does not hold, and no other', () => {
    const index = RoutesByKey.of(records({ '/a': ['tool:x', 'pages'], '/b': ['tool:y', 'pages'], '/c': ['list:guide'] }))
    expect([...index.affected((key) => key !== 'tool:x')]).toEqual(['/a'])
    expect([...index.affected((key) => key !== 'pages')].sort()).toEqual(['/a', '/b'])
    expect(index.affected(() => true).size).toBe(0)
  })

  it('asks each key once, however many routes read it', () => {
    const byRoute = Object.fromEntries(Array.from({ length: 100 }, (_, n) => [`/tools/t${n}`, [`tool:t${n}`, 'pages', 'derived:summary']]))
    const asked: string[] = []
    RoutesByKey.of(records(byRoute)).affected((key) => {
      asked.push(key)
      return true
    })
    expect(asked.length).toBe(102)
    expect(new Set(asked).size).toBe(102)
  })

  it('names a route once under a key it is added under again, as a list grows into a set', () => {
    const index = new RoutesByKey()
    for (let n = 0; n < 40; n += 1) {
      index.add(`/r${n}`, ['pages'])
      index.add(`/r${n}`, ['pages', 'pages'])
    }
    const asked = index.affected((key) => key !== 'pages')
    expect(asked.size).toBe(40)
    expect(index.byKey.get('pages')).toBeInstanceOf(Set)
  })

  it('keeps a route under the keys it no longer reads: more routes asked after, never fewer', () => {
    const index = RoutesByKey.of(records({ '/a': ['tool:x'] }))
    index.add('/a', ['tool:y'])
    expect([...index.affected((key) => key !== 'tool:x')]).toEqual(['/a'])
    expect([...index.affected((key) => key !== 'tool:y')]).toEqual(['/a'])
  })

  it('names exactly the routes a record-by-record check would find changed (property)', () => {
    const key = fc.constantFrom('pages', 'tools', 'tool:a', 'tool:b', 'tool:c', 'relations:a', 'list:guide', 'derived:summary')
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^\/[a-z]{1,4}$/), fc.array(key, { maxLength: 6 })), fc.subarray(['pages', 'tools', 'tool:a', 'tool:b', 'tool:c', 'relations:a', 'list:guide', 'derived:summary']), (byRoute, changed) => {
        const holds = (k: string) => !changed.includes(k)
        const byRecord = Object.entries(byRoute)
          .filter(([, keys]) => !keys.every(holds))
          .map(([route]) => route)
          .sort()
        expect([...RoutesByKey.of(records(byRoute)).affected(holds)].sort()).toEqual(byRecord)
      }),
    )
  })
})
