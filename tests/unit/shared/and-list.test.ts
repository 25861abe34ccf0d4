import { describe, expect, it } from 'vitest'
import { andList } from '../../../src/shared/and-list'

describe('andList', () => {
  it('says a list as a sentence does, with no serial comma', () => {
    expect([[], ['Vanta'], ['Vanta', 'Drata'], ['Vanta', 'Drata', 'Sprinto']].map(andList)).toEqual(['', 'Vanta', 'Vanta and Drata', 'Vanta, Drata and Sprinto'])
  })

  it('keeps each name whole, commas and "and" inside it included', () => {
    expect(andList(['Monday.com, Work OS', 'Smith and Co'])).toBe('Monday.com, Work OS and Smith and Co')
  })
})
