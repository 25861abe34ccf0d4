declare module '*.mdx' {
  import type { ComponentType } from 'react'
  export const frontmatter: unknown
  export const wordCount: number
  export const headings: { id: string; text: string }[]
  /** Lines of the source that still hold a TODO marker (see src/content/todo.ts). */
  export const todoLines: number[]
  const Content: ComponentType<{ components?: Record<string, unknown> }>
  export default Content
}
