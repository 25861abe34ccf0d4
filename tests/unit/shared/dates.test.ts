import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate, formatMonth, monthAndYear, readingMinutes } from '../../../src/shared/dates'

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
/** Any day from 1970 to 2199, as the ISO date a page's frontmatter holds. */
const isoDay = fc.integer({ min: 0, max: 84_000 }).map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10))

describe('dates, written without Intl', () => {
  it('reads as Intl writes them in en-US', () => {
    expect(formatDate('2025-09-05')).toBe('September 5, 2025')
    expect(formatMonth('2025-01-15')).toBe('January 2025')
    fc.assert(
      fc.property(isoDay, (iso) => {
        const date = new Date(`${iso}T00:00:00Z`)
        expect(formatDate(iso)).toBe(longDate.format(date))
        expect(formatMonth(iso)).toBe(monthYear.format(date))
        expect(monthAndYear(date)).toBe(monthYear.format(date))
      }),
    )
  })

  it('refuse what is not a date, naming it', () => {
    expect(() => formatDate('2025-13-01')).toThrow('Not a date: "2025-13-01" (expected YYYY-MM-DD)')
    expect(() => formatMonth('soon')).toThrow('Not a date: "soon"')
  })
})

describe('readingMinutes', () => {
  it('is at least one minute, at 230 words a minute', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(2300)).toBe(10)
  })
})
