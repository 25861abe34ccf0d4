// Made once: an Intl formatter costs far more to create than to use, and the build formats thousands of dates.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "2025-09-05" -> "September 5, 2025", in UTC so the day never shifts. */
export function formatDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`))
}

/** "2025-01-15" -> "January 2025". */
export function formatMonth(iso: string): string {
  return monthYear.format(new Date(`${iso}T00:00:00Z`))
}

/** Minutes to read a text of this many words, at 230 words a minute, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230))
}
