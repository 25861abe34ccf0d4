import { parse } from 'yaml'
import type { Plugin } from 'vite'
import { todoLines } from '../content/todo.ts'

/**
 * Imports .yaml data files as plain objects; a syntax error names the file and line.
 * Also exports `todoLines`, the lines that still hold a TODO marker (comments
 * included), so unfinished tools data cannot be published.
 */
export default function yamlData(): Plugin {
  return {
    name: 'toolcompass:yaml',
    transform(code, id) {
      if (!/\.ya?ml$/.test(id)) return null
      try {
        return { code: `export default ${JSON.stringify(parse(code) ?? null)}\nexport const todoLines = ${JSON.stringify(todoLines(code))}`, map: null }
      } catch (error) {
        const file = id.replace(process.cwd() + '/', '')
        throw new Error(`${file}: not valid YAML: ${(error as Error).message}`)
      }
    },
  }
}
