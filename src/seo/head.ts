import type { Frontmatter } from '../content/schema'
import type { Tool } from '../content/tool-schema'
import { absoluteUrl } from '../shared/site'
import { article, breadcrumbList, faqPage, rankedItemList, softwareApplication, webSite, type JsonLd } from './json-ld'
import { CARD_HEIGHT, CARD_WIDTH, cardImagePath } from './social-card'

/** One element for <head>, as data so it can be tested without React. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string }

export interface HeadInput {
  route: string
  data: Frontmatter
  site: { name: string; origin: string; defaultImage: string; locale: string; logo: { path: string; width: number; height: number } }
  /** Tools the page ranks, resolved from data.tools. */
  tools?: readonly Tool[]
  wordCount?: number
  /** False for pages with no address of their own (the 404 page). Default: true. */
  canonical?: boolean
  /** What the page's card says when it is not the page's title (a field's card, shared by its catalogue-only tools). Default: the title. */
  imageAlt?: string
}

const OG_TYPE: Partial<Record<Frontmatter['kind'], string>> = { guide: 'article', best: 'article', compare: 'article' }

/**
 * The picture a link to the page shows: the frontmatter's `image` when a
 * writer chose one, else the page's own card (the build draws one for every
 * route), else, for pages without an address (404), the site's card.
 * Generated and default cards are always 1200x630, so their size is known.
 */
function socialImage(route: string, data: Pick<Frontmatter, 'image'>, site: { origin: string; defaultImage: string }, hasCanonical = true) {
  if (data.image) return { url: absoluteUrl(data.image, site.origin) }
  const path = hasCanonical ? cardImagePath(route) : site.defaultImage
  return { url: absoluteUrl(path, site.origin), width: CARD_WIDTH, height: CARD_HEIGHT }
}

/** The page's head tags: title, description, canonical, social tags and robots. */
export function headTags({ route, data, site, canonical: hasCanonical = true, imageAlt }: HeadInput): HeadTag[] {
  const canonical = absoluteUrl(route, site.origin)
  const image = socialImage(route, data, site, hasCanonical)
  const tags: HeadTag[] = [
    { tag: 'title', text: data.title },
    { tag: 'meta', name: 'description', content: data.description },
  ]
  if (data.keywords.length > 0) tags.push({ tag: 'meta', name: 'keywords', content: data.keywords.join(', ') })
  if (data.noindex) tags.push({ tag: 'meta', name: 'robots', content: 'noindex, nofollow' })
  if (hasCanonical) tags.push({ tag: 'link', rel: 'canonical', href: canonical })
  tags.push(
    { tag: 'meta', property: 'og:type', content: OG_TYPE[data.kind] ?? 'website' },
    { tag: 'meta', property: 'og:site_name', content: site.name },
    { tag: 'meta', property: 'og:locale', content: site.locale },
    { tag: 'meta', property: 'og:title', content: data.title },
    { tag: 'meta', property: 'og:description', content: data.description },
    ...(hasCanonical ? [{ tag: 'meta' as const, property: 'og:url', content: canonical }] : []),
    { tag: 'meta', property: 'og:image', content: image.url },
    ...(image.width
      ? [
          { tag: 'meta' as const, property: 'og:image:width', content: String(image.width) },
          { tag: 'meta' as const, property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { tag: 'meta', property: 'og:image:alt', content: (!data.image && imageAlt) || data.title },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: data.title },
    { tag: 'meta', name: 'twitter:description', content: data.description },
    { tag: 'meta', name: 'twitter:image', content: image.url },
    { tag: 'meta', name: 'twitter:image:alt', content: (!data.image && imageAlt) || data.title },
  )
  if (data.kind === 'guide' || data.kind === 'best' || data.kind === 'compare') {
    if (data.published) tags.push({ tag: 'meta', property: 'article:published_time', content: data.published })
    if (data.lastReviewed) tags.push({ tag: 'meta', property: 'article:modified_time', content: data.lastReviewed })
  }
  return tags
}

/** The structured data that describes the page. */
export function jsonLdFor({ route, data, site, tools = [], wordCount }: HeadInput): JsonLd[] {
  if (data.kind === 'home') return [...webSite(site), ...(data.faqs.length ? [faqPage(data.faqs)] : [])]
  const blocks: JsonLd[] = [breadcrumbList(route, data.title, site)]
  if (data.kind === 'guide' || data.kind === 'best' || data.kind === 'compare') {
    blocks.push(article(route, data, site, data.kind === 'guide' ? (data.wordCount ?? wordCount) : undefined))
  }
  if (data.kind === 'best' && tools.length > 0) blocks.push(rankedItemList(route, data.title, tools, site))
  if (data.kind === 'compare' || data.kind === 'tool') blocks.push(...tools.map((tool) => softwareApplication(tool, { everyPlan: data.kind === 'tool' })))
  if (data.faqs.length > 0) blocks.push(faqPage(data.faqs))
  return blocks
}
