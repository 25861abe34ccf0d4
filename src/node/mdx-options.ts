import type { CompileOptions } from '@mdx-js/mdx'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { frontmatterYaml } from './frontmatter-yaml.ts'
import rehypeHeadings from './rehype-headings.ts'
import rehypeTableAlign from './rehype-table-align.ts'
import remarkTodoMarkers from './remark-todo-markers.ts'
import remarkWordCount from './remark-word-count.ts'
import remarkWrittenBody from './remark-written-body.ts'

const yaml = frontmatterYaml()

/**
 * How every page is compiled, in one place: the dev server's Vite plugin
 * (vite.config.ts) and the build's page compiler (compile-page.ts) both use
 * it, so the preview and the built site compile pages the same way.
 */
export const mdxOptions = {
  remarkPlugins: [
    remarkFrontmatter,
    yaml.remarkRecordFrontmatter,
    [remarkMdxFrontmatter, { name: 'frontmatter', parsers: { yaml: yaml.parse } }],
    remarkGfm,
    remarkWordCount,
    remarkTodoMarkers,
    remarkWrittenBody,
  ],
  rehypePlugins: [rehypeSlug, rehypeHeadings, rehypeTableAlign],
  providerImportSource: '@mdx-js/react',
} satisfies CompileOptions
