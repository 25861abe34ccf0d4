// Dates are written out by hand rather than with Intl.DateTimeFormat: the
// first Intl formatter a page creates loads the browser's locale data, which
// took 40 ms in a headless Chromium, inside the task that wakes an island.
// A unit test checks every form below against Intl's own en-US output.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

function utcDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: "${iso}" (expected YYYY-MM-DD)`)
  return date
}

/** A date's month and year in UTC, as "March 2027". */
export function monthAndYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** "2025-09-05" -> "September 5, 2025", in UTC so the day never shifts. */
export function formatDate(iso: string): string {
  const date = utcDate(iso)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** "2025-01-15" -> "January 2025". */
export function formatMonth(iso: string): string {
  return monthAndYear(utcDate(iso))
}

/** Minutes to read a text of this many words, at 230 words a minute, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230))
}

/** A page's reading time from its word count, when it has one. */
export const readingMinutesOf = (words: number | undefined) => (words ? readingMinutes(words) : undefined)
