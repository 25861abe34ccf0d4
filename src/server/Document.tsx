import type { ReactNode } from 'react'
import type { HeadTag } from '../seo/head'
import type { JsonLd } from '../seo/json-ld'
import { FAVICON_HREF } from '../seo/favicon'
import { HeadTags } from './HeadTags'

/** The built client files a page links: the island loader and the stylesheet. */
export interface Assets {
  scripts: string[]
  styles: string[]
}

/** The whole HTML document, rendered by React from <html> down. */
export function Document({ head, jsonLd, assets, children }: { head: HeadTag[]; jsonLd: JsonLd[]; assets: Assets; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadTags tags={head} jsonLd={jsonLd} />
        <link rel="icon" href={FAVICON_HREF} type="image/svg+xml" />
        <link rel="sitemap" type="application/xml" href="/sitemap.xml" />
        <link rel="alternate" type="application/atom+xml" title="New and updated pages" href="/feed.xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* Islands wake after the page is shown: at low priority the loader never competes with the
            stylesheet for first paint (a module script is fetched at high priority by default). */}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} fetchPriority="low" />
        ))}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">{children}</body>
    </html>
  )
}
