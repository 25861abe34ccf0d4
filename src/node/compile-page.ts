import { compile } from '@mdx-js/mdx'
import { recordedExports } from './esm-export.ts'
import { mdxOptions } from './mdx-options.ts'
import { mdxAdvice } from '../shared/mdx-advice.ts'

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
    // The place a message points at, or the start of the span it names (an unclosed tag's is its opening tag).
    const { line, column } = error as { line?: number; column?: number }
    const reason = (error as { reason?: string }).reason ?? (error as Error).message
    // Some messages carry their place only in their words: "Expected a closing tag for `<Aside>` (1:1-1:8)".
    const said = /\((\d+):(\d+)-\d+:\d+\)$/.exec(reason)
    const point = line ? { line, column } : (said ? { line: Number(said[1]), column: Number(said[2]) } : undefined)
    const place = point?.line ? `${point.line}:${point.column ?? 1}` : ''
    throw new Error(`${file}${place ? `:${place}` : ''}: ${reason}${mdxAdvice(reason)}`, { cause: error })
  }
}
