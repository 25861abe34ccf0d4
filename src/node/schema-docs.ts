import type { z } from 'zod'
import { globalRegistry } from 'zod'
import { commonFields, criterionSchema, faqSchema, paginateSchema, rankedToolObject, relatedSchema, schemaByKind, searchSchema, useCaseSchema } from '../content/schema'
import { toolSchema } from '../content/tool-schema'
import { planSchema, seatsSchema, statedPrice } from '../content/plan-schema'
import { featureSchema, fieldSchema } from '../content/field-schema'

/**
 * The frontmatter reference of the writers' guide, read from the schemas
 * themselves: each field's description and type label are its zod
 * metadata (`.describe(...)`, and `meta.type` from the field builders in
 * src/content/fields.ts), so the guide and the schema cannot drift.
 */

type Shape = Record<string, z.core.$ZodType>

interface Field {
  name: string
  doc: string
  type: string
  required: boolean
}

/** One table of the reference: a group of fields, leaving out those it shares with `except` (a kind's fields that every page has). */
interface GroupSource {
  title: string
  shape: Shape
  except?: Shape
  /** Every field may be left out, whatever the schema says (the build fills them in before it checks). */
  allOptional?: boolean
}

interface Meta {
  type?: string
  description?: string
}

/** The schema a wrapper (optional, default, a transform's input...) holds, or undefined for a plain one. */
function inner(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType }
  return def.innerType ?? (def.type === 'pipe' ? def.in : undefined)
}

/** A field's metadata, the outermost wrapper's first (a description is usually set last, around an optional or a default). */
function metaOf(schema: z.core.$ZodType): Meta {
  const own = (globalRegistry.get(schema) ?? {}) as Meta
  const wrapped = inner(schema)
  return wrapped ? { ...metaOf(wrapped), ...Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined)) } : own
}

/** The type a writer reads in the guide: the builder's label, or one made from the schema's shape. */
export function typeLabel(schema: z.core.$ZodType): string {
  const meta = metaOf(schema)
  if (meta.type) return meta.type
  const wrapped = inner(schema)
  if (wrapped) return typeLabel(wrapped)
  const def = schema._zod.def as { type: string; values?: unknown[]; element?: z.core.$ZodType; options?: z.core.$ZodType[] }
  switch (def.type) {
    case 'literal':
      return (def.values ?? []).map((value) => `\`${String(value)}\``).join(' or ')
    case 'array': {
      const element = typeLabel(def.element!)
      return element === 'group of fields (below)' ? 'list of groups (below)' : `list of ${element}`
    }
    case 'object':
      return 'group of fields (below)'
    case 'union':
      return (def.options ?? []).map(typeLabel).join(' or ')
    default:
      return def.type
  }
}

/** The rows of one group: every described field, in the schema's order. */
export function groupFields({ shape, except = {}, allOptional = false }: GroupSource): Field[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const doc = metaOf(schema).description
    if (!doc || except[name] === schema) return []
    return [{ name, doc, type: typeLabel(schema), required: !allOptional && !(schema as z.ZodType).safeParse(undefined).success }]
  })
}

const shapeOf = (schema: z.core.$ZodType): Shape => {
  const wrapped = inner(schema)
  return wrapped ? shapeOf(wrapped) : ((schema._zod.def as { shape?: Shape }).shape ?? {})
}

const kindFields = (kind: keyof typeof schemaByKind, title: string): GroupSource => ({ title, shape: schemaByKind[kind].shape, except: commonFields })

/** The groups of the reference, in the guide's order. */
export const REFERENCE: GroupSource[] = [
  { title: 'Every page', shape: commonFields },
  { title: 'Each entry of `faqs`', shape: faqSchema.shape },
  { title: 'The `search` group', shape: searchSchema.shape },
  { title: 'Each entry of `related`', shape: relatedSchema.shape },
  kindFields('best', 'Extra fields for `kind: best`'),
  { title: 'Each entry of `tools` on a best page (or just the id: `- vanta`)', shape: rankedToolObject.shape },
  { title: 'Each entry of `criteria`', shape: criterionSchema.shape },
  kindFields('compare', 'Extra fields for `kind: compare`'),
  { title: 'Each entry of `useCases` (comparisons)', shape: useCaseSchema.shape },
  kindFields('calculator', 'Extra fields for `kind: calculator`'),
  kindFields('guide', 'Extra fields for `kind: guide`'),
  kindFields('directory', 'Extra fields for `kind: directory`'),
  { ...kindFields('tool', 'Fields of `content/tools/<id>.mdx`, the "Our take" of a tool\'s profile'), allOptional: true },
  { title: 'The `paginate` group of a directory', shape: paginateSchema.shape },
  { title: 'Tool data (`content/_tools/<id>.yaml`)', shape: toolSchema.shape },
  { title: 'The `pricing` group of a tool', shape: shapeOf(toolSchema.shape.pricing) },
  { title: 'Each entry of a tool\'s `plans`', shape: planSchema.shape },
  { title: 'A plan\'s `price`, where it is an amount (else `free`, `custom quote` or `not checked`)', shape: shapeOf(statedPrice) },
  { title: 'A plan\'s `seats`', shape: shapeOf(seatsSchema) },
  { title: 'A field\'s feature list (`content/_fields/<field>.yaml`)', shape: fieldSchema.shape },
  { title: 'Each feature of a field (under `groups:` → `features:`)', shape: featureSchema.shape },
  { title: 'The `directory` group of a tool', shape: shapeOf(toolSchema.shape.directory) },
]

function renderSchemaDocs(groups: readonly GroupSource[] = REFERENCE): string {
  return groups
    .map((group) =>
      [
        `### ${group.title}`,
        '',
        '| field | type | required | what it is |',
        '| --- | --- | --- | --- |',
        ...groupFields(group).map((f) => `| \`${f.name}\` | ${f.type} | ${f.required ? 'yes' : 'no'} | ${f.doc.replace(/\|/g, '\\|')} |`),
      ].join('\n'),
    )
    .join('\n\n')
}

const BEGIN = '<!-- frontmatter reference: generated by `npm run docs` from src/content/schema.ts and tool-schema.ts -->'
const END = '<!-- end of frontmatter reference -->'

/** The writers' guide with its reference section replaced by one freshly generated. */
export function withReference(guide: string): string {
  const start = guide.indexOf(BEGIN)
  const end = guide.indexOf(END)
  if (start < 0 || end < 0) throw new Error(`content/README.md: the markers ${BEGIN} and ${END} are missing`)
  return `${guide.slice(0, start + BEGIN.length)}\n\n${renderSchemaDocs()}\n\n${guide.slice(end)}`
}
