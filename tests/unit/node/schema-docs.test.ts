import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PAGE_SCHEMA_TITLES, readSchemaDocs, TOOL_SCHEMA_TITLES, withReference } from '../../../src/node/schema-docs'
import { criterionSchema, faqSchema, relatedSchema, schemaByKind, searchSchema } from '../../../src/content/schema'
import { toolSchema } from '../../../src/content/tool-schema'

const pageSource = readFileSync('src/content/schema.ts', 'utf8')
const toolSource = readFileSync('src/content/tool-schema.ts', 'utf8')

describe("the writers' guide", () => {
  it('has a frontmatter reference generated from the current schema (run `npm run docs` to update)', () => {
    const guide = readFileSync('content/README.md', 'utf8')
    expect(withReference(guide, pageSource, toolSource)).toBe(guide)
  })

  it('documents every field of every schema', () => {
    const documented = new Set(readSchemaDocs(pageSource, PAGE_SCHEMA_TITLES).flatMap((g) => g.fields.map((f) => f.name)))
    const fields = [...Object.values(schemaByKind).flatMap((s) => Object.keys(s.shape)), ...Object.keys(faqSchema.shape), ...Object.keys(searchSchema.shape), ...Object.keys(relatedSchema.shape), ...Object.keys(criterionSchema.shape), 'badge', 'bestFor', 'keyBenefits', 'specs']
    for (const field of fields) expect(documented, field).toContain(field)
    const toolDocumented = new Set(readSchemaDocs(toolSource, TOOL_SCHEMA_TITLES).flatMap((g) => g.fields.map((f) => f.name)))
    for (const field of [...Object.keys(toolSchema.shape), ...Object.keys(toolSchema.shape.pricing.shape), 'popular', 'price']) expect(toolDocumented, field).toContain(field)
  })

  it('documents every component of the MDX map', async () => {
    const { mdxComponents } = await import('../../../src/mdx/components')
    const guide = readFileSync('content/README.md', 'utf8')
    const headings = guide.split('\n').filter((line) => line.startsWith('### '))
    for (const name of Object.keys(mdxComponents).filter((n) => /^[A-Z]/.test(n))) {
      expect(headings.some((line) => new RegExp(`\`<${name}[ >/\`]`).test(line)), `${name} has a ### heading in content/README.md`).toBe(true)
    }
  })
})
