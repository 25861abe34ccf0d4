/**
 * A whole number's digits with a comma between each three, as en-US writes
 * them: "96675" → "96,675", "-1200" → "-1,200" (and a fraction of two places
 * after them left as it is: "1234.50" → "1,234.50"). Written out rather than
 * made with Intl.NumberFormat: the first Intl formatter a page makes loads
 * the browser's locale data, some 115 ms of main-thread work at 4x CPU
 * slowdown, which the search paid as its dialog opened (docs/performance.md,
 * fifty-third session; the calculators' numbers and the charts' are written
 * by hand too since the fifty-fourth, calculators/number-text.ts).
 */
export const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** A whole number of people or seats as en-US writes it: 25000 → "25,000". */
export const count = (whole: number) => withThousands(String(whole))

/** So many people, in words: "1 person", "25,000 people". */
export const people = (whole: number) => `${count(whole)} ${whole === 1 ? 'person' : 'people'}`

/** Any number as en-US writes it, its whole part with thousands and its fraction as it is: 2.5 → "2.5", 1234.25 → "1,234.25". */
export function numberText(value: number): string {
  const [whole, fraction] = String(value).split('.')
  return fraction === undefined ? withThousands(whole!) : `${withThousands(whole!)}.${fraction}`
}
