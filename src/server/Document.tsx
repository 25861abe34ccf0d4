import type { ReactNode } from 'react'
import type { HeadTag } from '../seo/head'
import type { JsonLd } from '../seo/json-ld'
import { FAVICON_HREF } from '../seo/favicon'
import { BOOTSTRAP_SCRIPT } from './bootstrap'
import { HeadTags } from './HeadTags'

/** A built file a page refers to, with its Subresource Integrity hash where the build knows it. */
export interface Asset {
  href: string
  integrity?: string
}

/** The client files a page uses: its stylesheets, and the island loader the bootstrap starts. */
export interface Assets {
  styles: Asset[]
  loader: Asset
}

/** The whole HTML document, rendered by React from <html> down. */
export function Document({ head, jsonLd, assets, children }: { head: HeadTag[]; jsonLd: JsonLd[]; assets: Assets; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadTags tags={head} jsonLd={jsonLd} />
        <link rel="icon" href={FAVICON_HREF} type="image/png" sizes="32x32" />
        <link rel="sitemap" type="application/xml" href="/sitemap.xml" />
        <link rel="alternate" type="application/atom+xml" title="New and updated pages" href="/feed.xml" />
        {assets.styles.map((style) => (
          <link key={style.href} rel="stylesheet" href={style.href} integrity={style.integrity} />
        ))}
        {/* Starts the island loader after the first paint (see bootstrap.ts): the page's one inline script. In the head,
            so what it marks on <html> holds from the first paint, which may come before the body is all parsed. */}
        <script data-src={assets.loader.href} data-integrity={assets.loader.integrity} dangerouslySetInnerHTML={{ __html: BOOTSTRAP_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">{children}</body>
    </html>
  )
}
