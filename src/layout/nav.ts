/** The site's main sections, in header order. */
export const MAIN_NAV = [
  { label: 'Best Tools', href: '/best-tools', section: ['/best-tools', '/best/', '/tools'] },
  { label: 'Compare', href: '/comparisons', section: ['/comparisons', '/compare'] },
  { label: 'Calculators', href: '/calculators', section: ['/calculators', '/calculator/'] },
  { label: 'Guides', href: '/guides', section: ['/guides'] },
] as const

export const FOOTER_NAV = [
  { label: 'Best Tools', href: '/best-tools' },
  { label: 'Comparisons', href: '/comparisons' },
  { label: 'Calculators', href: '/calculators' },
  { label: 'Guides', href: '/guides' },
  { label: 'About', href: '/about' },
] as const

export const LEGAL_NAV = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Affiliate Disclosure', href: '/affiliate-disclosure' },
  { label: 'Atom feed', href: '/feed.xml' },
] as const

/** Whether a route lies in a nav item's section (/best/x is in Best Tools). */
export function inSection(route: string, section: readonly string[]): boolean {
  return section.some((prefix) => (prefix.endsWith('/') ? route.startsWith(prefix) : route === prefix || route.startsWith(prefix + '/')))
}
