import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shortFits, shortOfCode } from '../../../src/search/split/short-fits'
import { tokensOf } from '../../../src/search/split/layout'
import { fit } from '../../../src/search/words'

/** What the split index made before shortFits: each token's 1- and 2-character strings, each with fit() over the text. */
function byEachFit(text: string): Map<string, number> {
  const shorts = new Set<string>()
  for (const token of new Set(tokensOf(text))) {
    for (let at = 0; at < token.length; at += 1) {
      shorts.add(token[at]!)
      if (at + 1 < token.length) shorts.add(token.slice(at, at + 2))
    }
  }
  return new Map([...shorts].map((short) => [short, fit(text, short)]))
}

const named = (fits: Map<number, number>) => new Map([...fits].map(([code, best]) => [shortOfCode(code), best]))

describe('shortFits', () => {
  it('finds the strings fit() finds, each with its fit, in the same order (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'é', '+', '.', ' ', '  ', '\t', '\u00a0', '1', '\u2003'), maxLength: 30 })
    fc.assert(
      fc.property(text, (drawn) => {
        expect([...named(shortFits(drawn))]).toEqual([...byEachFit(drawn)])
      }),
    )
  })

  it('fits a whole word, the start of one, the inside of one, and a string ending in punctuation as a whole word', () => {
    expect(named(shortFits('ab abc c++ x'))).toEqual(
      new Map([
        ['a', 2],
        ['ab', 3],
        ['b', 1],
        ['bc', 1],
        ['c', 3],
        ['c+', 3],
        ['+', 3],
        ['++', 3],
        ['x', 3],
      ]),
    )
  })
})
