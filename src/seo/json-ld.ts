import type { Faq, Frontmatter } from '../content/schema'
import { headlineAmount, headlineInWords, planLabel, type Plan } from '../catalogue/plans'
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

/** A plan as an Offer: its price as the plans table shows it, with a UnitPriceSpecification for its unit and billing period where the vendor states them. */
function planOffer(plan: Plan): JsonLd | undefined {
  const { price } = plan
  if (price.kind === 'free') return { '@type': 'Offer', name: planLabel(plan), price: '0.00', priceCurrency: 'USD', description: headlineInWords(price) }
  if (price.kind !== 'priced') return undefined
  const amount = headlineAmount(price)
  const entry = price.base ?? amount
  const period = { '@type': 'QuantitativeValue', value: 1, unitCode: price.period === 'year' ? 'ANN' : 'MON' }
  const perUnit: JsonLd = {
    '@type': 'UnitPriceSpecification',
    price: amount.toFixed(2),
    priceCurrency: price.currency,
    unitText: price.per === 'flat' || price.per === 'account' ? price.period : price.unit,
    ...(price.per === 'usage' ? {} : { billingDuration: period }),
  }
  // A base fee plus a price per person is two prices: the fee each period, and the price per person.
  const specification = price.base === undefined ? perUnit : [{ '@type': 'UnitPriceSpecification', price: price.base.toFixed(2), priceCurrency: price.currency, unitText: price.period, billingDuration: period }, perUnit]
  return { '@type': 'Offer', name: planLabel(plan), price: entry.toFixed(2), priceCurrency: price.currency, description: headlineInWords(price), priceSpecification: specification }
}

/** What the one Offer's price is, in the page's words: a free plan's 0 is the free plan, not the paid plans' starting price. */
const offerDescription = (tool: Tool) => (!tool.pricing.free || /^free\b/i.test(tool.pricing.starting) ? tool.pricing.starting : 'Free plan')

/**
 * A tool as SoftwareApplication: its category, and its offers; never a
 * rating, since ours is an editor's, not users'. A profile, which shows
 * every plan, has one Offer per plan with a price; a comparison, which
 * shows the starting price, one Offer for it (0 where a free plan exists).
 */
export function softwareApplication(tool: Tool, { everyPlan = false }: { everyPlan?: boolean } = {}): JsonLd {
  const from = tool.pricing.from
  const offer = tool.pricing.free ? { price: 0, currency: from?.currency ?? 'USD' } : from ? { price: from.amount, currency: from.currency } : undefined
  const planOffers = tool.plans.map(planOffer).filter((found): found is JsonLd => found !== undefined)
  const offers = everyPlan
    ? planOffers.length ? { offers: planOffers } : {}
    : offer ? { offers: { '@type': 'Offer', price: offer.price.toFixed(2), priceCurrency: offer.currency, description: offerDescription(tool) } } : {}
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    url: tool.website,
    applicationCategory: tool.category,
    description: tool.description,
    ...(tool.platforms ? { operatingSystem: tool.platforms.join(', ') } : {}),
    ...offers,
  }
}
