import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { commonFields, criterionSchema, faqSchema, relatedSchema, schemaByKind, searchSchema, useCaseSchema, paginateSchema, rankedToolObject } from '../../../src/content/schema'
import { toolSchema } from '../../../src/content/tool-schema'
import { planSchema } from '../../../src/content/plan-schema'
import { featureSchema, fieldSchema } from '../../../src/content/field-schema'
import { bool, oneOf, text, textList } from '../../../src/content/fields'
import { groupFields, REFERENCE, typeLabel, withReference } from '../../../src/node/schema-docs'

describe("the writers' guide", () => {
  it('has a frontmatter reference generated from the current schema (run `npm run docs` to update)', () => {
    const guide = readFileSync('content/README.md', 'utf8')
    expect(withReference(guide)).toBe(guide)
  })

  it('documents every field of every schema, each with a description', () => {
    const documented = new Set(REFERENCE.flatMap((group) => groupFields(group).map((field) => field.name)))
    const shapes = [
      commonFields,
      ...Object.values(schemaByKind).map((schema) => schema.shape),
      faqSchema.shape,
      searchSchema.shape,
      relatedSchema.shape,
      criterionSchema.shape,
      useCaseSchema.shape,
      paginateSchema.shape,
      rankedToolObject.shape,
      toolSchema.shape,
      planSchema.shape,
      fieldSchema.shape,
      featureSchema.shape,
    ]
    // A profile's tool is set by the build from the file name: writers never write it.
    const setByTheBuild = ['tool']
    for (const field of shapes.flatMap((shape) => Object.keys(shape)).filter((name) => !setByTheBuild.includes(name))) expect(documented, field).toContain(field)
    for (const field of ['starting', 'enterprise', 'trial', 'checked', 'popular', 'price', 'annual', 'monthly', 'per', 'unit', 'base', 'min', 'max', 'bundles']) expect(documented, field).toContain(field)
  })

  it('labels each type from the schema: builders by their label, lists and groups by their shape', () => {
    expect(typeLabel(text().optional().describe('x'))).toBe('text')
    expect(typeLabel(textList().default([]))).toBe('list of text')
    expect(typeLabel(bool().default(false))).toBe('`true` or `false`')
    expect(typeLabel(oneOf(['a', 'b']))).toBe('one of `a`, `b`')
    expect(typeLabel(z.array(z.strictObject({ a: text() })))).toBe('list of groups (below)')
    expect(typeLabel(z.literal('page'))).toBe('`page`')
    const [row] = groupFields({ title: 't', shape: { when: text().optional().describe('When it happens.') } })
    expect(row).toEqual({ name: 'when', doc: 'When it happens.', type: 'text', required: false })
  })

  it('documents every component of the MDX map', async () => {
    const { mdxComponents } = await import('../../../src/mdx/components')
    const guide = readFileSync('content/README.md', 'utf8')
    const headings = guide.split('\n').filter((line) => line.startsWith('### '))
    for (const name of Object.keys(mdxComponents).filter((n) => /^[A-Z]/.test(n))) {
      expect(headings.some((line) => new RegExp(`\`<${name}[ >/\`]`).test(line)), `${name} has a ### heading in content/README.md`).toBe(true)
    }
    // Importing the component map compiles every component: seconds on a busy machine.
  }, 60_000)
})
