/**
 * How every ranking on the site is scored: ease of use 25%, features 30%,
 * value 25%, support 20%. One place, so
 * the About page, the best-of pages and the methodology never disagree.
 */
export const REVIEW_WEIGHTS = [
  { criterion: 'Ease of use', weight: 25, detail: 'How quickly a new team gets value: setup, onboarding and day-to-day workflow.' },
  { criterion: 'Features', weight: 30, detail: 'Depth and quality of what the tool does for the job it is ranked on, including integrations.' },
  { criterion: 'Value for money', weight: 25, detail: 'What you get at each price point, how pricing scales, and whether a free plan or trial exists.' },
  { criterion: 'Support', weight: 20, detail: 'Documentation, response times and the help available on the plans most buyers choose.' },
] as const
