import type { Plugin } from 'vite'
import { readDataFile } from '../content/data-file.ts'

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
      const { data, todoLines } = readDataFile(code, id.replace(process.cwd() + '/', ''))
      return { code: `export default ${JSON.stringify(data)}\nexport const todoLines = ${JSON.stringify(todoLines)}`, map: null }
    },
  }
}
