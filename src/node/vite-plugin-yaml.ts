import { parse } from 'yaml'
import type { Plugin } from 'vite'

/** Imports .yaml data files as plain objects; a syntax error names the file and line. */
export default function yamlData(): Plugin {
  return {
    name: 'toolcompass:yaml',
    transform(code, id) {
      if (!/\.ya?ml$/.test(id)) return null
      try {
        return { code: `export default ${JSON.stringify(parse(code) ?? null)}`, map: null }
      } catch (error) {
        const file = id.replace(process.cwd() + '/', '')
        throw new Error(`${file}: not valid YAML: ${(error as Error).message}`)
      }
    },
  }
}
