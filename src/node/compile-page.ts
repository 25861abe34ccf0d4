import { compile } from '@mdx-js/mdx'
import { recordedExports } from './esm-export.ts'
import { mdxOptions } from './mdx-options.ts'

/** A compiled page: its ES module, and what it exports at compile time (frontmatter, wordCount, todoLines, written), read without importing it. */
export interface CompiledPage {
  code: string
  exports: Record<string, unknown>
}

/**
 * Compiles one page for the build: MDX source to an ES module for Node
 * (react/jsx-runtime, production JSX). Built into the server bundle so the
 * build's worker threads can load it without TypeScript.
 * Errors name the file, line and column, as a writer needs them.
 */
export async function compilePage(source: string, file: string): Promise<CompiledPage> {
  try {
    const compiled = await compile({ value: source, path: file }, { ...mdxOptions, development: false })
    return { code: String(compiled), exports: recordedExports(compiled) }
  } catch (error) {
    const place = (error as { line?: number; column?: number }).line ? `${(error as { line: number }).line}:${(error as { column?: number }).column ?? 1}` : ''
    const reason = (error as { reason?: string }).reason ?? (error as Error).message
    throw new Error(`${file}${place ? `:${place}` : ''}: ${reason}`, { cause: error })
  }
}
