import type { CompileOptions } from '@mdx-js/mdx'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { parse as parseYaml } from 'yaml'
import rehypeHeadings from './rehype-headings.ts'
import rehypeTableAlign from './rehype-table-align.ts'
import remarkTodoMarkers from './remark-todo-markers.ts'
import remarkWordCount from './remark-word-count.ts'

/** YAML 1.2 core schema: dates stay text, and a syntax error says how to fix the usual cause. */
function parseFrontmatterYaml(source: string): unknown {
  try {
    return parseYaml(source)
  } catch (error) {
    throw new Error(`frontmatter is not valid YAML (put values that contain ": " or start with a symbol in quotes): ${(error as Error).message}`)
  }
}

/**
 * How every page is compiled, in one place: the dev server's Vite plugin
 * (vite.config.ts) and the build's page compiler (compile-page.ts) both use
 * it, so the preview and the built site compile pages the same way.
 */
export const mdxOptions = {
  remarkPlugins: [
    remarkFrontmatter,
    [remarkMdxFrontmatter, { name: 'frontmatter', parsers: { yaml: parseFrontmatterYaml } }],
    remarkGfm,
    remarkWordCount,
    remarkTodoMarkers,
  ],
  rehypePlugins: [rehypeSlug, rehypeHeadings, rehypeTableAlign],
  providerImportSource: '@mdx-js/react',
} satisfies CompileOptions
