#!/usr/bin/env node
/**
 * npm run new -- <kind> ...: writes a new page, complete and valid, with
 * every field and section to fill marked TODO, plus a tools data stub for
 * each new vendor (src/content/scaffold.ts). Never overwrites a file.
 *   npm run new -- compare <toolA> <toolB>
 *   npm run new -- best <slug> <tool> [<tool> ...]
 *   npm run new -- guide <slug>
 *   npm run new -- calculator <slug>
 * --today YYYY-MM-DD dates the page another day (default: today).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { createServer } from 'vite'
import { messageOf } from './lib/errors.mjs'
import { localToday } from './lib/today.mjs'

const root = process.cwd()

/**
 * The tools in content/_tools/ with their names (a file that does not parse still counts as existing).
 * @returns {Map<string, { name: string }>}
 */
function knownTools() {
  const folder = path.join(root, 'content/_tools')
  /** @type {Map<string, { name: string }>} */
  const tools = new Map()
  for (const file of readdirSync(folder).filter((f) => /\.ya?ml$/.test(f))) {
    /** @type {unknown} */
    let name
    try {
      name = parse(readFileSync(path.join(folder, file), 'utf8'))?.name
    } catch {
      // The build names the broken file; here it is enough that it exists.
    }
    const id = file.replace(/\.ya?ml$/, '')
    tools.set(id, { name: typeof name === 'string' && name.trim() ? name.trim() : id })
  }
  return tools
}

/**
 * The features each field's tools are judged on, the shared ones first, by
 * field name ("CRM"), from content/_fields/ (a file that does not parse is
 * left out: its field's stub then lists the shared features only).
 * @returns {Map<string, { id: string, label: string }[]>}
 */
function featureLists() {
  const folder = path.join(root, 'content/_fields')
  /** @type {{ name: string, features: { id: string, label: string }[] }[]} */
  const fields = []
  for (const file of existsSync(folder) ? readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort() : []) {
    try {
      const data = parse(readFileSync(path.join(folder, file), 'utf8'))
      /** @type {{ id: string, label: string }[]} */
      const features = (data?.groups ?? []).flatMap((/** @type {{ features?: { id: string, label: string }[] }} */ group) => group.features ?? [])
      fields.push({ name: file.startsWith('shared.') ? '' : String(data?.name), features: features.map(({ id, label }) => ({ id, label })) })
    } catch {
      // The build reports the file; the scaffold does without it.
    }
  }
  const shared = fields.find((field) => field.name === '')?.features ?? []
  return new Map(fields.filter((field) => field.name !== '').map((field) => [field.name, [...shared, ...field.features]]))
}

const args = process.argv.slice(2)
let today = localToday()
const todayAt = args.indexOf('--today')
if (todayAt >= 0) {
  today = args[todayAt + 1] ?? ''
  args.splice(todayAt, 2)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    console.error(`--today: expected a date like 2025-09-05, got "${today}"`)
    process.exit(1)
  }
}

const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' })
let exitCode = 0
try {
  const { scaffold, ScaffoldError } = /** @type {typeof import('../src/content/scaffold.ts')} */ (await vite.ssrLoadModule('/src/content/scaffold.ts'))
  const { calculatorNames } = /** @type {typeof import('../src/page/island.tsx')} */ (await vite.ssrLoadModule('/src/page/island.tsx'))
  const [kind, ...rest] = args
  try {
    const result = scaffold(kind, rest, {
      today,
      tools: knownTools(),
      exists: (/** @type {string} */ file) => existsSync(path.join(root, file)) || existsSync(path.join(root, file.replace(/\.yaml$/, '.yml'))),
      calculators: calculatorNames(),
      featuresByGroup: featureLists(),
    })
    for (const file of result.files) {
      const target = path.join(root, file.path)
      mkdirSync(path.dirname(target), { recursive: true })
      // 'wx': fail rather than overwrite, even if the file appeared a moment ago.
      writeFileSync(target, file.content, { flag: 'wx' })
      console.log(`Wrote ${file.path}`)
    }
    console.log('')
    for (const note of result.notes) console.log(`- ${note}`)
    console.log(`- Replace every TODO. Until none is left the page previews with a draft banner, and the build refuses to publish it.`)
    console.log(`- Preview: npm run dev, then open http://127.0.0.1:5173${result.route}`)
    console.log(`- Check: npm run content:check lists the TODOs left, by file and line.`)
  } catch (error) {
    const { name, code } = /** @type {Partial<NodeJS.ErrnoException>} */ (error ?? {})
    if (!(error instanceof ScaffoldError) && name !== 'ScaffoldError' && code !== 'EEXIST') throw error
    console.error(`npm run new: ${messageOf(error)}`)
    exitCode = 1
  }
} finally {
  await vite.close()
}
process.exit(exitCode)
