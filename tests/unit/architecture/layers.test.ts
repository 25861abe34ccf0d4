import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { forbiddenImports, importsOf, readSources } from './layers'

describe('layers', () => {
  it('src/ imports only the way its layers allow', () => {
    expect(forbiddenImports(readSources(process.cwd()))).toEqual([])
  })

  it('names every import that points the wrong way, in a fixture that has three', () => {
    expect(forbiddenImports(readSources(path.join(import.meta.dirname, 'fixtures/wrong-way')))).toEqual([
      'src/calculators/roi.ts: imports ../layout/dates (calculators may not import layout)',
      'src/islands/Chart.tsx: imports node:fs (islands may not import node:)',
      'src/shared/format.ts: imports react (shared may not import react)',
    ])
  })

  it('names a file in no layer', () => {
    expect(forbiddenImports([{ file: 'src/helpers/x.ts', source: '' }, { file: 'src/x.ts', source: '' }])).toEqual([
      'src/helpers/x.ts: is in no layer (src/helpers/ is not one of shared, catalogue, content, calculators, search, seo, islands, client, page, mdx, layout, server, node)',
      'src/x.ts: is in no layer (a file directly in src/)',
    ])
  })

  it('reads static, dynamic, type-only and re-exported imports, and glob patterns', () => {
    const source = [
      "import a from './a'",
      "import type { B } from '../b/b'",
      "export { c } from '../c/c'",
      "const d = () => import('../d/d')",
      "const e = import.meta.glob<M>('../e/*.tsx', { eager: true })",
      "const f = import.meta.glob(['../f/*.ts', '/src/g/*.ts'])",
    ].join('\n')
    expect(importsOf(source).sort()).toEqual(['../b/b', '../c/c', '../d/d', '../e/*.tsx', '../f/*.ts', './a', '/src/g/*.ts'])
  })
})
