import { describe, expect, it } from 'vitest'
import { isPlainObject } from '../../../src/shared/plain-object'

describe('isPlainObject', () => {
  it('takes an object with named fields, as JSON and YAML give it', () => {
    expect(isPlainObject({})).toBe(true)
    expect(isPlainObject(JSON.parse('{"name":"Starter"}'))).toBe(true)
  })

  it('refuses what typeof also calls an object, and every other value', () => {
    for (const value of [null, [], [1, 2], undefined, 0, '', 'text', true, () => ({})]) expect(isPlainObject(value)).toBe(false)
  })
})
