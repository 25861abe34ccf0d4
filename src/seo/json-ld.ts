import type { Faq, Frontmatter } from '../content/schema'
import type { Tool } from '../content/tool-schema'
import { absoluteUrl } from '../shared/site'
import { cardImagePath } from './social-card'

/** A JSON-LD object. */
export type JsonLd = Record<string, unknown>

/**
 * JSON for a <script type="application/ld+json"> element. "<", ">" and "&"
 * are escaped so no string in the data can close the script element, and
 * the line separators U+2028/2029 so the text stays valid JavaScript too.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

interface SiteInfo {
  name: string
  origin: string
  defaultImage: string
  logo: { path: string; width: number; height: number }
}

const SECTIONS: Record<string, { name: string; path: string }> = {
  best: { name: 'Best Tools', path: '/best-tools' },
  compare: { name: 'Compare', path: '/comparisons' },
  calculator: { name: 'Calculators', path: '/calculators' },
  guides: { name: 'Guides', path: '/guides' },
  tools: { name: 'Tools', path: '/tools' },
}

/** The trail from Home to the page: Home › Section › Page. */
export function breadcrumbTrail(route: string, title: string): { name: string; path: string }[] {
  if (route === '/') return [{ name: 'Home', path: '/' }]
  const section = SECTIONS[route.split('/')[1] ?? '']
  const trail = [{ name: 'Home', path: '/' }]
  if (section && section.path !== route) trail.push(section)
  trail.push({ name: title, path: route })
  return trail
}

export function breadcrumbList(route: string, title: string, site: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(route, title).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, site.origin),
    })),
  }
}

export function faqPage(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

/** The site as an organisation, with its logo: the publisher of every article (search engines ask for the logo). */
function organization(site: SiteInfo): JsonLd {
  const logo = { '@type': 'ImageObject', url: absoluteUrl(site.logo.path, site.origin), width: site.logo.width, height: site.logo.height }
  return { '@type': 'Organization', name: site.name, url: absoluteUrl('/', site.origin), logo }
}

export function article(route: string, data: Frontmatter, site: SiteInfo, wordCount?: number): JsonLd {
  const author = 'author' in data ? { '@type': 'Person', name: data.author } : organization(site)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: data.title,
    description: data.description,
    url: absoluteUrl(route, site.origin),
    mainEntityOfPage: absoluteUrl(route, site.origin),
    // The same picture as og:image: an article is a page with an address, so it has its own card.
    image: absoluteUrl(data.image ?? cardImagePath(route), site.origin),
    ...(data.published ? { datePublished: data.published } : {}),
    ...(data.lastReviewed || data.published ? { dateModified: data.lastReviewed ?? data.published } : {}),
    author,
    publisher: organization(site),
    ...(wordCount ? { wordCount } : {}),
  }
}

/** The ranked tools of a best-of page, best first. */
export function rankedItemList(route: string, title: string, tools: readonly Tool[], site: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    url: absoluteUrl(route, site.origin),
    itemListElement: tools.map((tool, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'SoftwareApplication', name: tool.name, url: tool.website, applicationCategory: tool.category },
    })),
  }
}

export function webSite(site: SiteInfo): JsonLd[] {
  return [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: absoluteUrl('/', site.origin) },
    { '@context': 'https://schema.org', ...organization(site) },
  ]
}

/**
 * A tool as SoftwareApplication: its category, and an Offer from its
 * starting price as a number (0 where a free plan exists); never a rating,
 * since ours is an editor's, not users'.
 */
export function softwareApplication(tool: Tool): JsonLd {
  const from = tool.pricing.from
  const offer = tool.pricing.free ? { price: 0, currency: from?.currency ?? 'USD' } : from ? { price: from.amount, currency: from.currency } : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    url: tool.website,
    applicationCategory: tool.category,
    description: tool.description,
    ...(tool.platforms ? { operatingSystem: tool.platforms.join(', ') } : {}),
    ...(offer ? { offers: { '@type': 'Offer', price: offer.price.toFixed(2), priceCurrency: offer.currency, description: tool.pricing.starting } } : {}),
  }
}
