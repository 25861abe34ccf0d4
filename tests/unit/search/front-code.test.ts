import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frontCode, frontDecode } from '../../../src/search/front-code'

describe('front coding', () => {
  it('keeps of each string only what differs from the one before', () => {
    expect(frontCode(['/compare/asana-vs-notion', '/compare/asana-vs-trello', '/tools/notion'])).toEqual({ shared: [0, 18, 1], rest: ['/compare/asana-vs-notion', 'trello', 'tools/notion'] })
  })

  it('decodes to the very strings, through JSON (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12, unit: 'grapheme' }), { maxLength: 30 }), (values) => {
        const { shared, rest } = JSON.parse(JSON.stringify(frontCode(values))) as ReturnType<typeof frontCode>
        expect(frontDecode(shared, rest, 'title')).toEqual(values)
      }),
    )
  })

  it('refuses, naming the field, a count it could not have written', () => {
    expect(() => frontDecode([0, 40, 0], ['Asana vs Notion', 'Trello', 'Notion'], 'title')).toThrow('Search index: title 1 shares 40 characters with a value of 15')
    expect(() => frontDecode([1], ['/x'], 'address')).toThrow('address 0 shares 1 characters with a value of 0')
  })
})
