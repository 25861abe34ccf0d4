/**
 * Site-wide settings. The origin is the one setting that differs between
 * deployments, so it comes from the environment (SITE_URL) at build time.
 */
const DEFAULT_ORIGIN = 'https://toolcompass.example'

function normaliseOrigin(raw: string | undefined): string {
  const value = (raw ?? '').trim() || DEFAULT_ORIGIN
  const url = new URL(value)
  return url.origin
}

export const site = {
  name: 'ToolCompass',
  tagline: 'Honest rankings, comparisons and calculators for business software.',
  origin: normaliseOrigin(typeof process !== 'undefined' ? process.env.SITE_URL : undefined),
  contactEmail: 'hello@toolcompass.example',
  defaultImage: '/og/default.png',
  /** The site's mark as a PNG (public/logo.png, drawn from public/favicon.svg): the publisher logo in structured data. */
  logo: { path: '/logo.png', width: 512, height: 512 },
  locale: 'en_US',
  copyrightYear: 2025,
} as const

export type Site = typeof site

/** Absolute URL on the site origin for a site path ("/compare/a-vs-b"). */
export function absoluteUrl(path: string, origin: string = site.origin): string {
  if (/^https?:\/\//.test(path)) return path
  return new URL(path, origin + '/').toString()
}
