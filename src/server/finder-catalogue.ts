import type { Registry } from '../content/entries'
import type { Tool } from '../content/tool-schema'
import type { MadeCatalogue } from '../catalogue/finder-files'
import { recordKey, type KeptTexts } from '../catalogue/finder-split-build'
import { catalogueRecord, type CatalogueFile, type CatalogueRecord } from '../catalogue/tool-catalogue'
import { finderFeatures } from '../catalogue/catalogue-features'
import { isPlainObject } from '../shared/plain-object'

/**
 * The finder's catalogue as the build makes it from the registry (the
 * finder's group, site-files.ts): every tool's record with its text and
 * key, each taken from the group's memo while its tool's checked state and
 * profile are as they were, and, in a build that stays running, from the
 * make before in memory; and its read-ahead while the watch waits.
 */

/** A kept record's value, or undefined when its text is not JSON of an object (a memo file spoiled by hand): it is then made again. */
function keptRecord(text: string): CatalogueRecord | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return isPlainObject(value) ? (value as unknown as CatalogueRecord) : undefined
  } catch {
    return undefined
  }
}

/** A record parsed from its kept text, kept in memory by a build that stays running. */
interface ParsedRecord {
  text: string
  record: CatalogueRecord
}

/** Where a finder's memo keeps the records it parsed, in memory. */
const PARSED_RECORDS = 'parsed records'

/**
 * Where a finder's memo keeps, in memory, what its make before took each tool's record from, by the tool's id: its
 * check and profile, and the record's text and key.
 */
const CATALOGUE_BEFORE = 'catalogue before'

/** A tool's record as a make left it for the next. */
type RecordBefore = [checked: string, profile: string, text: string, key: string]

/**
 * The /tools finder's catalogue: the features it offers, and every tool's
 * record, best rated first (split for the browser by finderSplitFiles),
 * with each record's JSON and key. A record comes from the memo while its
 * tool's checked state and its profile are the ones it was made from:
 * making it reads the tool's features, and at 100,000 tools making every
 * record read every tool's (150 MB kept beside the tools' buckets, and the
 * memory to hold them) when one rating changed. A kept record is read from
 * its JSON only when the catalogue is asked for (finderFilesOf: not when
 * every record is as it was). Each tool is read through the registry
 * either way, so the group depends on what it did.
 */
export function toolCatalogue(registry: Registry, memo?: KeptTexts): MadeToolCatalogue {
  const steps = toolCatalogueSteps(registry, memo)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** The finder's catalogue, and the read-ahead of its kept records. */
export interface MadeToolCatalogue {
  catalogue: MadeCatalogue
  readAhead: () => Generator<void, void, undefined>
}

/**
 * toolCatalogue, a step at a time: it yields after each `toolsAStep` tools taken or made, and returns the catalogue. The
 * watch's read-ahead (site-files.ts readAheadOfGroup) takes it so: at 100,000 tools, the tools taken in one step were
 * some 0.8 s that a save coming meanwhile waited for.
 */
export function* toolCatalogueSteps(registry: Registry, memo?: KeptTexts, toolsAStep = TOOLS_A_STEP): Generator<void, MadeToolCatalogue, undefined> {
  const features = finderFeatures(registry.fields.fields)
  const places = new Map(features.map((feature, place) => [feature.id, place]))
  // Each profile's tool and its checked state, in one loop, not flatMap and a map: at 100,000 tools, flatMap's array a
  // profile was some 0.1 s of each make. The registry's tools are asked for at each profile: once a render's registry has
  // noted every tool, it gives the map itself (render-dependencies.ts).
  const tools: { tool: Tool; profile: string }[] = []
  const checkedNow: (string | undefined)[] = []
  const toolStates = registry.toolStates
  for (const page of registry.lists.tool) {
    if (page.data.kind !== 'tool') continue
    const tool = registry.tools.get(page.data.tool)!
    tools.push({ tool, profile: page.route })
    checkedNow.push(toolStates?.get(tool.id))
  }
  const texts: string[] = []
  // Each record's key (its text's hash, finderSplitFiles), kept beside it: at 100,000 tools, hashing every record's text was 0.25 s of a tools file's edit.
  const keys: string[] = []
  /** Each record made now, by its place; a kept one is read from its text when the catalogue is asked for. */
  const made: (CatalogueRecord | undefined)[] = []
  // Each tool's state as the memo keeps its record by: its check and its profile; made when asked for.
  const states: (string | undefined)[] = []
  const stateAt = (at: number) => {
    if (states[at] === undefined && checkedNow[at] !== undefined) states[at] = `${checkedNow[at]} ${tools[at]!.profile}`
    return states[at]
  }
  // The records a build that stays running parsed in its make before, by tool id, with their texts (finder-live.ts).
  const parsed = (memo?.live?.get(PARSED_RECORDS) as Map<string, ParsedRecord> | undefined) ?? new Map<string, ParsedRecord>()
  memo?.live?.set(PARSED_RECORDS, parsed)
  /** Keeps a record's text and key; a record made again has its key made again too, whatever the memo holds for its state. */
  const keep = (at: number, id: string, text: string, taken: boolean) => {
    const state = stateAt(at)
    texts[at] = text
    let key = state === undefined || !taken ? undefined : memo?.get(`#${id}`, state)
    if (key === undefined) {
      key = recordKey(text)
      if (state !== undefined) memo?.set(`#${id}`, state, key)
    }
    keys[at] = key
  }
  /** A record made now, its text kept in the memo under its state. */
  const make = (at: number) => {
    const { tool, profile } = tools[at]!
    const record = catalogueRecord(tool, profile, places)
    const text = JSON.stringify(record)
    const state = stateAt(at)
    if (state !== undefined) memo?.set(tool.id, state, text)
    parsed.set(tool.id, { text, record })
    made[at] = record
    keep(at, tool.id, text, false)
    return record
  }
  // The make before in this process: a tool checked as it was then, with the same profile, has the text and key it had,
  // with no state made or looked up (at 100,000 tools, two lookups in a memo of 200,000 entries for each tool were some
  // 0.2 s of a rating's save). When every tool it had is still here, the memo keeps every entry not made again.
  const before = memo?.keepUnmade ? (memo.live?.get(CATALOGUE_BEFORE) as Map<string, RecordBefore> | undefined) : undefined
  // Kept only by a build that stays running: a build that does not would hold 100,000 of them for no next make.
  const records = memo?.live ? (before ?? new Map<string, RecordBefore>()) : undefined
  const sizeBefore = before?.size
  /** Of the tools the make before had, how many are here; and the places of those whose record is as it was. */
  let stillHere = 0
  const asBefore: number[] = []
  /** Takes the tool at `at`'s record as the make before left it, or as the memo keeps it, or makes it. */
  const take = (at: number) => {
    const { tool, profile } = tools[at]!
    const checked = checkedNow[at]
    const was = before?.get(tool.id)
    if (was !== undefined) stillHere += 1
    if (checked !== undefined && was !== undefined && was[0] === checked && was[1] === profile) {
      texts[at] = was[2]
      keys[at] = was[3]
      made[at] = undefined
      asBefore.push(at)
      return
    }
    const state = stateAt(at)
    const kept = state === undefined ? undefined : memo?.get(tool.id, state)
    if (kept === undefined) make(at)
    else {
      made[at] = undefined
      keep(at, tool.id, kept, true)
    }
    if (checked === undefined) records?.delete(tool.id)
    else records?.set(tool.id, [checked, profile, texts[at]!, keys[at]!])
  }
  for (let at = 0; at < tools.length; at += 1) {
    take(at)
    if (at % toolsAStep === toolsAStep - 1) yield
  }
  if (before !== undefined && stillHere === sizeBefore) memo?.keepUnmade?.()
  else if (before !== undefined) {
    // A tool gone since: its entries go, and the records kept as they were are taken one by one, as without the make before.
    for (const at of asBefore) {
      const { id } = tools[at]!.tool
      memo?.get(id, stateAt(at)!)
      memo?.get(`#${id}`, stateAt(at)!)
    }
    const ids = new Set(tools.map(({ tool }) => tool.id))
    for (const id of before.keys()) if (!ids.has(id)) before.delete(id)
  }
  if (records) memo?.live?.set(CATALOGUE_BEFORE, records)
  let file: CatalogueFile | undefined
  /** A kept record: the one parsed before from the same text, or parsed now (and made again, with its key, when its text is not JSON of a record: a memo file spoiled by hand). */
  const read = (at: number) => {
    const id = tools[at]!.tool.id
    const before = parsed.get(id)
    if (before !== undefined && before.text === texts[at]) return before.record
    const record = keptRecord(texts[at]!) ?? make(at)
    parsed.set(id, { text: texts[at]!, record })
    return record
  }
  const catalogue = () => {
    if (file) return file
    file = { features, tools: tools.map((_, at) => made[at] ?? read(at)) }
    // A tool gone from the catalogue leaves no record behind.
    if (parsed.size > tools.length) {
      const ids = new Set(tools.map(({ tool }) => tool.id))
      for (const id of parsed.keys()) if (!ids.has(id)) parsed.delete(id)
    }
    return file
  }
  /** Reads the kept records ahead into `parsed`, ten thousand between two steps: `file` then finds each read. */
  function* readAhead(): Generator<void, void, undefined> {
    for (let at = 0; at < tools.length; at += 1) {
      if (made[at] === undefined) read(at)
      if (at % READ_AHEAD_STEP === READ_AHEAD_STEP - 1) yield
    }
  }
  return { catalogue: { features, texts, keys, file: catalogue }, readAhead }
}

/** The records read ahead between two of the watch's looks for a save (some 0.1 s at 100,000 tools). */
const READ_AHEAD_STEP = 10_000

/** The tools toolCatalogueSteps takes between two steps (some 0.1 s at 100,000 tools, read ahead in a new process). */
const TOOLS_A_STEP = 10_000
