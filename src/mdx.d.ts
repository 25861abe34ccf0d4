declare module '*.mdx' {
  import type { ComponentType } from 'react'
  export const frontmatter: unknown
  export const wordCount: number
  export const headings: { id: string; text: string }[]
  const Content: ComponentType<{ components?: Record<string, unknown> }>
  export default Content
}
