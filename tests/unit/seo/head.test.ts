import { describe, expect, it } from 'vitest'
import type { Frontmatter } from '../../../src/content/schema'
import { headTags, jsonLdFor } from '../../../src/seo/head'
import { serializeJsonLd } from '../../../src/seo/json-ld'
import { robotsTxt, sitemapXml } from '../../../src/seo/sitemap'
import { frontmatter } from '../fixtures'

const site = { name: 'ToolCompass', origin: 'https://example.test', defaultImage: '/og/default.png', locale: 'en_US', logo: { path: '/logo.png', width: 512, height: 512 } }
const guide: Frontmatter = frontmatter({
  kind: 'guide',
  title: 'Tool Stack Optimization',
  description: 'Cut SaaS costs.',
  keywords: ['saas', 'costs'],
  published: '2025-01-15',
  lastReviewed: '2025-02-01',
  noindex: false,
  faqs: [{ question: 'Why?', answer: 'Because.' }],
  category: 'Strategy',
  author: 'Dana Reyes',
  excerpt: 'e',
  featured: true,
  wordCount: 8500,
})

const find = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.filter((t) => (t.tag === 'meta' && ('name' in t ? t.name : t.property) === key) || (t.tag === 'link' && t.rel === key))

describe('headTags', () => {
  const tags = headTags({ route: '/guides/tool-stack-optimization', data: guide, site })

  it('has the title, description, keywords and an absolute canonical', () => {
    expect(tags[0]).toEqual({ tag: 'title', text: 'Tool Stack Optimization' })
    expect(find(tags, 'description')).toEqual([{ tag: 'meta', name: 'description', content: 'Cut SaaS costs.' }])
    expect(find(tags, 'keywords')).toEqual([{ tag: 'meta', name: 'keywords', content: 'saas, costs' }])
    expect(find(tags, 'canonical')).toEqual([{ tag: 'link', rel: 'canonical', href: 'https://example.test/guides/tool-stack-optimization' }])
  })

  it('has social tags whose url is the canonical', () => {
    expect(find(tags, 'og:url')[0]).toMatchObject({ content: 'https://example.test/guides/tool-stack-optimization' })
    expect(find(tags, 'og:type')[0]).toMatchObject({ content: 'article' })
    expect(find(tags, 'twitter:card')[0]).toMatchObject({ content: 'summary_large_image' })
    expect(find(tags, 'og:title')[0]).toMatchObject({ content: 'Tool Stack Optimization' })
  })

  it("points og:image and twitter:image at the page's own 1200x630 card, with the title as alt text", () => {
    const card = 'https://example.test/og/pages/guides/tool-stack-optimization.png'
    expect(find(tags, 'og:image')).toEqual([{ tag: 'meta', property: 'og:image', content: card }])
    expect(find(tags, 'twitter:image')).toEqual([{ tag: 'meta', name: 'twitter:image', content: card }])
    expect(find(tags, 'og:image:width')[0]).toMatchObject({ content: '1200' })
    expect(find(tags, 'og:image:height')[0]).toMatchObject({ content: '630' })
    expect(find(tags, 'og:image:alt')[0]).toMatchObject({ content: 'Tool Stack Optimization' })
    expect(find(tags, 'twitter:image:alt')[0]).toMatchObject({ content: 'Tool Stack Optimization' })
    const home = headTags({ route: '/', data: frontmatter({ kind: 'home', title: 'Home' }), site })
    expect(find(home, 'og:image')[0]).toMatchObject({ content: 'https://example.test/og/pages/index.png' })
  })

  it("uses the writer's own image when the frontmatter names one, without claiming a size", () => {
    const custom = headTags({ route: '/guides/x', data: { ...guide, image: '/og/custom.png' }, site })
    expect(find(custom, 'og:image')[0]).toMatchObject({ content: 'https://example.test/og/custom.png' })
    expect(find(custom, 'twitter:image')[0]).toMatchObject({ content: 'https://example.test/og/custom.png' })
    expect(find(custom, 'og:image:width')).toEqual([])
    expect(find(custom, 'og:image:alt')[0]).toMatchObject({ content: 'Tool Stack Optimization' })
  })

  it('adds robots only on pages that ask for noindex', () => {
    expect(find(tags, 'robots')).toEqual([])
    const hidden = headTags({ route: '/x', data: { ...guide, noindex: true }, site })
    expect(find(hidden, 'robots')).toEqual([{ tag: 'meta', name: 'robots', content: 'noindex, nofollow' }])
  })

  it('leaves out the canonical for pages with no address of their own', () => {
    const tags404 = headTags({ route: '/missing', data: { ...guide, noindex: true }, site, canonical: false })
    expect(find(tags404, 'canonical')).toEqual([])
    expect(find(tags404, 'og:url')).toEqual([])
    // No route, so no card of its own: the site's card.
    expect(find(tags404, 'og:image')[0]).toMatchObject({ content: 'https://example.test/og/default.png' })
    expect(find(tags404, 'og:image:width')[0]).toMatchObject({ content: '1200' })
  })
})

describe('jsonLdFor', () => {
  it('describes a guide as an Article with breadcrumbs and its FAQ', () => {
    const blocks = jsonLdFor({ route: '/guides/tool-stack-optimization', data: guide, site })
    expect(blocks.map((b) => b['@type'])).toEqual(['BreadcrumbList', 'Article', 'FAQPage'])
    expect(blocks[1]).toMatchObject({
      headline: 'Tool Stack Optimization',
      datePublished: '2025-01-15',
      dateModified: '2025-02-01',
      wordCount: 8500,
      author: { '@type': 'Person', name: 'Dana Reyes' },
      image: 'https://example.test/og/pages/guides/tool-stack-optimization.png',
      publisher: { '@type': 'Organization', name: 'ToolCompass', logo: { '@type': 'ImageObject', url: 'https://example.test/logo.png', width: 512, height: 512 } },
    })
    expect(blocks[2]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } }],
    })
    expect(blocks[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://example.test/' },
        { position: 2, name: 'Guides', item: 'https://example.test/guides' },
        { position: 3, name: 'Tool Stack Optimization', item: 'https://example.test/guides/tool-stack-optimization' },
      ],
    })
  })

  it('describes the home page as a WebSite and an Organization', () => {
    const home = frontmatter({ kind: 'home', title: 'Home' })
    expect(jsonLdFor({ route: '/', data: home, site }).map((b) => b['@type'])).toEqual(['WebSite', 'Organization'])
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element, whatever the data says', () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const text = serializeJsonLd({ headline: hostile })
    expect(text).not.toMatch(/<\/script/i)
    expect(text).not.toContain('<')
    expect(text).not.toContain('<!--')
    expect(JSON.parse(text)).toEqual({ headline: hostile })
  })

  it('escapes line separators and ampersands and still parses', () => {
    const text = serializeJsonLd({ a: 'x\u2028y\u2029z & <b>' })
    expect(text).not.toMatch(/[\u2028\u2029&<>]/)
    expect(JSON.parse(text)).toEqual({ a: 'x\u2028y\u2029z & <b>' })
  })
})

describe('sitemap and robots', () => {
  const base = {}
  it('lists indexable pages with their review dates', () => {
    const xml = sitemapXml(
      [
        { route: '/', data: frontmatter({ ...base, kind: 'home', title: 'H', noindex: false }) },
        { route: '/about', data: frontmatter({ ...base, kind: 'page', title: 'A', noindex: false, lastReviewed: '2025-01-01' }) },
        { route: '/secret', data: frontmatter({ ...base, kind: 'page', title: 'S', noindex: true }) },
      ],
      'https://example.test',
    )
    expect(xml).toContain('<loc>https://example.test/</loc>')
    expect(xml).toContain('<url><loc>https://example.test/about</loc><lastmod>2025-01-01</lastmod></url>')
    expect(xml).not.toContain('secret')
  })

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.test')).toContain('Sitemap: https://example.test/sitemap.xml')
  })
})
