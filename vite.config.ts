import mdx from '@mdx-js/rollup'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { parse as parseYaml } from 'yaml'
import { defineConfig } from 'vitest/config'
import rehypeHeadings from './src/node/rehype-headings.ts'
import rehypeTableAlign from './src/node/rehype-table-align.ts'
import remarkTodoMarkers from './src/node/remark-todo-markers.ts'
import remarkWordCount from './src/node/remark-word-count.ts'
import contentReload from './src/node/vite-plugin-content-reload.ts'
import sonnerWithoutInlineStyle from './src/node/vite-plugin-sonner-css.ts'
import yamlData from './src/node/vite-plugin-yaml.ts'

/** YAML 1.2 core schema: dates stay text, and a syntax error says how to fix the usual cause. */
function parseFrontmatterYaml(source: string): unknown {
  try {
    return parseYaml(source)
  } catch (error) {
    throw new Error(`frontmatter is not valid YAML (put values that contain ": " or start with a symbol in quotes): ${(error as Error).message}`)
  }
}

export default defineConfig({
  plugins: [
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter', parsers: { yaml: parseFrontmatterYaml } }], remarkGfm, remarkWordCount, remarkTodoMarkers],
        rehypePlugins: [rehypeSlug, rehypeHeadings, rehypeTableAlign],
        providerImportSource: '@mdx-js/react',
      }),
    },
    react({ include: /\.(tsx|ts|jsx|js)$/ }),
    tailwindcss(),
    yamlData(),
    contentReload(),
    sonnerWithoutInlineStyle(),
  ],
  build: {
    // The client bundle is only the island loader and the islands; pages are static HTML.
    manifest: true,
    rollupOptions: {
      input: { loader: 'src/client/loader.ts', styles: 'src/styles/global.css' },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
