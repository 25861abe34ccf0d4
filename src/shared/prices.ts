/**
 * Prices as numbers, for sorting and price bands: a tool's starting price
 * is `{ amount, currency, per }` in its data (the text beside it is what
 * pages show). Shared by the build and the /tools filters in the browser.
 */
export interface StartingPrice {
  amount: number
  currency: string
  /** What the amount is per: "user per month", "month", "year", "1,000 events". */
  per?: string
}

import { escapeRegExp } from './escape-regexp'
import { withThousands } from './thousands'

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' }

/** How a price is written in text: "$8", "$10.99", "$1,200". */
export function priceText({ amount, currency }: Pick<StartingPrice, 'amount' | 'currency'>): string {
  // In cents, rounded as Intl's en-US format rounds: from the shortest decimal that reads back as the amount ("51771.335"),
  // not its binary value (51771.33499…). By hand, as the search's count: the first Intl formatter a page makes costs it
  // some 115 ms at 4x CPU slowdown (shared/thousands.ts). Cents are shown in full or not at all: "$22.50", never "$22.5".
  const fixed = ((Math.round(Number(`${amount}e2`)) || Math.round(amount * 100)) / 100).toFixed(2)
  return `${SYMBOLS[currency] ?? `${currency} `}${withThousands(fixed.replace(/\.00$/, ''))}`
}

/** Every price a text states ("$49 per month plus $6 per person": 49 and 6), in the currency's symbol. */
export function pricesIn(text: string, currency: string): number[] {
  const symbol = escapeRegExp(SYMBOLS[currency] ?? currency)
  const pattern = new RegExp(`${symbol}\\s?(\\d[\\d,]*(?:\\.\\d+)?)`, 'g')
  return [...text.matchAll(pattern)].map((match) => Number(match[1]!.replace(/,/g, '')))
}

/** The amount a month: a price per year counts a twelfth of it. */
export function monthlyAmount({ amount, per = '' }: Pick<StartingPrice, 'amount' | 'per'>): number {
  return /\byear\b/.test(per) ? amount / 12 : amount
}

/** The price bands of the /tools filter, cheapest first, by the starting price a month. */
export const PRICE_BANDS = [
  { id: 'free', label: 'Free to start', test: (monthly: number) => monthly === 0 },
  { id: 'under-10', label: 'Under $10 a month', test: (monthly: number) => monthly > 0 && monthly < 10 },
  { id: '10-25', label: '$10 to $25 a month', test: (monthly: number) => monthly >= 10 && monthly <= 25 },
  { id: 'over-25', label: 'Over $25 a month', test: (monthly: number) => monthly > 25 },
  { id: 'quote', label: 'Custom quote', test: (monthly: number | undefined) => monthly === undefined },
] as const

export type PriceBand = (typeof PRICE_BANDS)[number]['id']

/** The band of a starting price a month (undefined: a custom quote). */
export function priceBand(monthly: number | undefined): PriceBand {
  if (monthly === undefined) return 'quote'
  return PRICE_BANDS.find((band) => band.id !== 'quote' && band.test(monthly))!.id
}
