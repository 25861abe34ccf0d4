/**
 * The tools data, content/_tools/*.yaml, read by the build rather than
 * bundled into the server code: editing one tools file then changes one
 * tool's data, not the server bundle (which would render every page again).
 * Files are read in name order, as Vite's glob gives them to the preview.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eachLimited } from '../lib/limit.mjs'

/** @import { ToolFiles } from '../../src/server/build-entry.ts' */

/**
 * Every tools file, parsed; throws naming the file and line of invalid YAML.
 * @param {string} root
 * @param {(source: string, file: string) => { data: unknown, todoLines: number[] }} readDataFile the site's own reader (src/content/data-file.ts)
 * @returns {Promise<ToolFiles>}
 */
export async function readToolFiles(root, readDataFile) {
  const folder = path.join(root, 'content', '_tools')
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.yaml')).sort()
  /** @type {{ data: unknown, todoLines: number[] }[]} */
  const read = new Array(names.length)
  await eachLimited(names, 32, async (name, index) => {
    read[index] = readDataFile(await readFile(path.join(folder, name), 'utf8'), `content/_tools/${name}`)
  })
  const keys = names.map((name) => `/content/_tools/${name}`)
  return {
    tools: Object.fromEntries(keys.map((key, index) => [key, read[index]?.data])),
    toolTodoLines: Object.fromEntries(keys.map((key, index) => [key, read[index]?.todoLines ?? []])),
  }
}
