import type { AnchorHTMLAttributes } from 'react'
import { isExternal } from '../shared/links'

/** Links written in Markdown: other sites open in a new tab and pass no credit or referrer. */
export function ProseLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!isExternal(href)) return <a href={href} {...rest}>{children}</a>
  return (
    <a href={href} target="_blank" rel="nofollow noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
