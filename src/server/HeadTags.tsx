import type { HeadTag } from '../seo/head'
import { serializeJsonLd, type JsonLd } from '../seo/json-ld'

/** Renders head tags computed by src/seo/head.ts, and the page's JSON-LD blocks. */
export function HeadTags({ tags, jsonLd }: { tags: readonly HeadTag[]; jsonLd: readonly JsonLd[] }) {
  return (
    <>
      {tags.map((tag, index) => {
        if (tag.tag === 'title') return <title key="title">{tag.text}</title>
        if (tag.tag === 'link') return <link key={index} rel={tag.rel} href={tag.href} />
        if ('property' in tag) return <meta key={index} property={tag.property} content={tag.content} />
        return <meta key={index} name={tag.name} content={tag.content} />
      })}
      {jsonLd.map((block, index) => (
        <script key={`ld-${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
    </>
  )
}
