import { z } from 'zod'
import { SHARED_FIELD, type Feature, type Field } from '../catalogue/features'
import { closest, didYouMean } from '../shared/closest'
import { categorySlug } from '../shared/slug'
import { isPlainObject } from '../shared/plain-object'
import { fields, oneOf, slug, text } from './fields'
import { formatIssues, fieldNames } from './errors'
import { TOOL_GROUPS } from './tool-schema'

/**
 * A field of software's feature list, content/_fields/<field>.yaml: the
 * features every tool filed under it (`group:` in its tools file) is judged
 * on, in a few named groups, each with one sentence saying what counts as
 * having it. content/_fields/shared.yaml lists the features every field
 * includes (single sign-on, audit log, API…).
 */

/** How many features of its own a field lists: enough to compare on, few enough to check at a glance. */
export const FIELD_SIZE = { min: 6, max: 15 } as const

export const featureSchema = fields({
  id: slug().describe('The id tools files use for it ("audit-log"): lower-case words joined by hyphens, unique across the field and the shared list.'),
  label: text().describe('Its name as tables show it ("Audit log").'),
  means: text().describe('One sentence saying what counts as having it, so that two writers judge a tool alike.'),
})

export const fieldSchema = fields({
  name: text().describe('The field\'s name, exactly as tools files write their `group:` ("HR & Payroll"); "Every field" in shared.yaml.'),
  groups: z
    .array(fields({ name: text().describe('The group\'s heading ("Security and admin").'), features: z.array(featureSchema).min(1, { error: 'list at least one feature' }) }))
    .min(1, { error: 'list at least one group of features' })
    .describe('The features, in a few named groups, in the order tables show them.'),
})

/** The id of a field's file: its name as a slug ("HR & Payroll" is hr-payroll). */
export const fieldId = (name: string) => categorySlug(name)

export interface FieldIndex {
  /** Every field by id, the shared list among them. */
  fields: Map<string, Field>
  /** The field of each tool group ("HR & Payroll"). */
  byGroup: Map<string, Field>
}

/**
 * Reads every field file (by file key, "/content/_fields/crm.yaml") into
 * fields, with a problem in the one report's form for each mistake: a file
 * the schema refuses, a name that is no tool group, a field of too few or
 * too many features, a feature id or label listed twice, and a tool group with no file.
 */
export function readFields(files: Record<string, unknown>): { index: FieldIndex; problems: string[] } {
  const problems: string[] = []
  const index: FieldIndex = { fields: new Map(), byGroup: new Map() }
  const parsed: { file: string; id: string; data: z.output<typeof fieldSchema> }[] = []
  for (const [key, value] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const file = key.replace(/^\//, '')
    const id = file.replace(/^.*\//, '').replace(/\.ya?ml$/, '')
    const result = fieldSchema.safeParse(value ?? {})
    if (!result.success) problems.push(...formatIssues(file, result.error.issues, fieldNames(fieldSchema)))
    else parsed.push({ file, id, data: result.data })
  }
  const shared = parsed.find((field) => field.id === SHARED_FIELD)
  // A feature id means one thing across the catalogue: listed once, in one field or in the shared list.
  const listedIn = new Map<string, string>()
  // And so does a label: the finder's cards, the builder's needs and a comparison's rows name a feature by it, without
  // its field ("Real-time co-editing" was design's multiplayer and docs' coediting, two features read as one).
  const labelled = new Map<string, { id: string; file: string }>()
  // The shared list's ids and labels are known before any field's is read: a field's file that repeats one is the one named
  // for it (the files are read in name order, and a field's before shared.yaml would blame the shared list, and drop from it
  // a feature every tool is judged on).
  const sharedIds = new Set(shared?.data.groups.flatMap((group) => group.features.map((feature) => feature.id)) ?? [])
  for (const feature of shared?.data.groups.flatMap((group) => group.features) ?? []) {
    const label = feature.label.trim().toLowerCase()
    if (!labelled.has(label)) labelled.set(label, { id: feature.id, file: shared!.file })
  }
  for (const { file, id, data } of parsed) {
    const isShared = id === SHARED_FIELD
    if (!isShared) {
      if (!(TOOL_GROUPS as readonly string[]).includes(data.name)) problems.push(`${file}: name: "${data.name}" is not a field tools are filed under${didYouMean(data.name, TOOL_GROUPS)}`)
      else if (fieldId(data.name) !== id) problems.push(`${file}: name: the file of "${data.name}" is content/_fields/${fieldId(data.name)}.yaml`)
    }
    // A table lists the shared groups and a field's under their headings: the same heading twice would read as one group.
    const sharedGroups = isShared ? [] : (shared?.data.groups.map((group) => group.name) ?? [])
    data.groups.forEach((group, g) => {
      if (sharedGroups.includes(group.name)) problems.push(`${file}: groups.${g}.name: "${group.name}" is a group of the shared list (shared.yaml); name this field's group otherwise`)
    })
    let count = 0
    const features: Field['groups'] = data.groups.map((group, g) => ({
      name: group.name,
      features: group.features.flatMap((feature, f): Feature[] => {
        const at = `groups.${g}.features.${f}.id`
        const first = listedIn.get(feature.id) ?? (!isShared && sharedIds.has(feature.id) ? shared!.file : undefined)
        if (first) {
          problems.push(`${file}: ${at}: "${feature.id}" is already listed ${first === file ? 'in this file' : `in ${first}`}; a feature id is listed once, in one field or in shared.yaml`)
          return []
        }
        listedIn.set(feature.id, file)
        const label = feature.label.trim().toLowerCase()
        const named = labelled.get(label)
        // The shared list's own features were noted above: each finds itself there.
        if (named && !(named.id === feature.id && named.file === file)) problems.push(`${file}: groups.${g}.features.${f}.label: "${feature.label}" is already the label of "${named.id}"${named.file === file ? '' : ` in ${named.file}`}; give each feature a label of its own`)
        else if (!named) labelled.set(label, { id: feature.id, file })
        count++
        return [{ ...feature, group: group.name, field: id }]
      }),
    }))
    if (!isShared && (count < FIELD_SIZE.min || count > FIELD_SIZE.max)) problems.push(`${file}: groups: a field lists ${FIELD_SIZE.min} to ${FIELD_SIZE.max} features of its own, so a reviewer can check it at a glance; this one lists ${count}`)
    const field: Field = { id, name: data.name, groups: features }
    index.fields.set(id, field)
    if (!isShared) index.byGroup.set(data.name, field)
  }
  if (!shared) problems.push(`content/_fields/${SHARED_FIELD}.yaml: (file): missing; it lists the features every field includes`)
  for (const group of TOOL_GROUPS) {
    if (!index.byGroup.has(group)) problems.push(`content/_fields/${fieldId(group)}.yaml: (file): missing; every field tools are filed under has a feature list, and "${group}" has none`)
  }
  return { index, problems }
}

/** The features a tool of this group is judged on: the shared list, then its field's. */
export function featuresOfGroup(index: FieldIndex, group: string): Feature[] {
  return [SHARED_FIELD, index.byGroup.get(group)?.id].flatMap((id) => (id ? (index.fields.get(id)?.groups.flatMap((g) => g.features) ?? []) : []))
}

/**
 * A tool's feature ids checked against the fields' lists, each unknown one
 * a problem with the one or two ids it most likely meant (its own field's
 * first). A tool may give a feature of another field (Notion, a docs tool,
 * has task dependencies): it shows when it is compared with that field's tools.
 */
export function featureIdProblems(file: string, group: string, values: Record<string, unknown>, index: FieldIndex): string[] {
  const own = featuresOfGroup(index, group).map((feature) => feature.id)
  const all = new Set([...index.fields.values()].flatMap((field) => field.groups.flatMap((g) => g.features.map((feature) => feature.id))))
  const field = index.byGroup.get(group)
  return Object.keys(values)
    .filter((id) => !all.has(id))
    .map((id) => {
      const near = didYouMean(id, own) || didYouMean(id, [...all])
      return `${file}: features.${id}: no feature "${id}" in content/_fields/${near || ` (the ${group} field's are in ${field?.id ?? fieldId(group)}.yaml, the shared ones in shared.yaml)`}`
    })
}

/**
 * What a tools file's features refer to, checked as written (so a file the
 * schema refuses for another reason still has these reported in the same
 * run): every feature id is in a field's list, and a one-word value that is
 * a letter or two from one of the tool's plan names is that plan, misspelt
 * (a misspelt plan must not pass as text).
 */
export function featureReferenceProblems(file: string, written: unknown, index: FieldIndex): string[] {
  if (!isPlainObject(written) || !isPlainObject(written.features)) return []
  const group = typeof written.group === 'string' ? written.group : ''
  const values = Object.fromEntries(Object.entries(written.features).filter(([id]) => id !== 'checked'))
  const names = Array.isArray(written.plans) ? written.plans.flatMap((plan: unknown) => (isPlainObject(plan) && typeof plan.name === 'string' ? [plan.name] : [])) : []
  const misspelt = Object.entries(values).flatMap(([id, value]) => {
    const text = typeof value === 'string' ? value : isPlainObject(value) && typeof value.value === 'string' ? value.value : undefined
    if (!text || /\s/.test(text) || names.some((name) => name.toLowerCase() === text.toLowerCase())) return []
    const near = closest(text, names)
    return near ? [`${file}: features.${id}: "${text}" is not one of this tool's plans (did you mean "${near}"?); a plan's name, written as in plans, says the feature starts on it`] : []
  })
  return [...featureIdProblems(file, group, values, index), ...misspelt]
}
