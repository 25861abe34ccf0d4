/**
 * How old a fact may get: the site promises a quarterly review, so a price
 * checked or a page reviewed more than REVIEW_DAYS ago is due again. The
 * content report warns reviewers; a tool's profile tells visitors.
 */
export const REVIEW_DAYS = 90

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** Whether a date (a price check, a review) is more than REVIEW_DAYS before `today`. */
export const isStale = (date: string, today: string) => daysBetween(date, today) > REVIEW_DAYS
