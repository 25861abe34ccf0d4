import { parse } from 'yaml'
import { todoLines } from './todo.ts'

/**
 * A content data file (content/_tools/*.yaml, content/_fields/*.yaml) read
 * as the site takes it: its value, and the lines that still hold a TODO
 * marker (comments included), so unfinished data cannot be published.
 * Invalid YAML throws, naming the file and the parser's line.
 */
export function readDataFile(source: string, file: string): { data: unknown; todoLines: number[] } {
  try {
    return { data: parse(source) ?? null, todoLines: todoLines(source) }
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`)
  }
}
