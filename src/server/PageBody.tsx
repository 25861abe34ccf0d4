import type { ComponentType } from 'react'
import { MDXProvider } from '@mdx-js/react'
import type { PageEntry, PageModule } from '../content/entries'
import { DraftBanner } from '../layout/DraftBanner'
import { PageHeader } from '../layout/PageHeader'
import { SectionNav } from '../layout/SectionNav'
import { SuggestCorrection } from '../layout/SuggestCorrection'
import { ToolProfile } from '../layout/ToolProfile'
import { mdxComponents } from '../mdx/components'

/**
 * The layout for a content page, chosen by its kind. The home page's MDX
 * lays itself out; a tool's profile is drawn from its data, with any MDX
 * as its "Our take"; every other page gets the standard header and prose column.
 */
export function PageBody({ page, module }: { page: PageEntry; module: PageModule }) {
  // A compiled MDX page's default export is its body as a React component.
  const Content = module.default as ComponentType
  const body = (
    <MDXProvider components={mdxComponents}>
      <Content />
    </MDXProvider>
  )
  if (page.data.kind === 'home') return body
  const wide = page.data.kind === 'calculator' || page.data.kind === 'directory'
  return (
    <article>
      <DraftBanner page={page} />
      <PageHeader route={page.route} data={page.data} wordCount={module.wordCount} wide={wide} />
      {page.data.kind === 'best' && (module.headings?.length ?? 0) >= 3 && <SectionNav headings={module.headings!} />}
      <div className={`mx-auto px-4 py-10 sm:px-6 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
        {page.data.kind === 'tool' ? <ToolProfile body={body} /> : <div className="prose prose-slate max-w-none prose-a:text-indigo-700">{body}</div>}
        {page.data.kind !== 'directory' && <SuggestCorrection route={page.route} title={page.data.title} />}
      </div>
    </article>
  )
}
