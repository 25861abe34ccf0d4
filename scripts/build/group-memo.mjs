/**
 * A group's memo (GroupMemo, src/server/site-files.ts) as the build keeps
 * it from one build to the next: texts by id, each with the state of what
 * it was made from. The finder's group keeps each tool's record so: when one
 * rating changes, the other 100,055 records are taken as they were, and
 * their tools' features are not read.
 *
 * The file is a line an entry: its id, its state and its text, between
 * tabs. An entry whose id or state holds a tab or a line break, or whose
 * text holds a line break, is not kept (JSON holds none). The file is
 * written whole (writeWhole), with the entries the last make used or made,
 * and only when one was made or one went.
 */
import { inChunks, readLines, writeWhole } from '../lib/files.mjs'

/** @import { GroupMemo } from '../../src/server/site-files.ts' */

/**
 * A memo as the build holds it while a group is made: keep() then writes it, if an entry was made or one went, and says how many
 * entries the make took as they were and how many it made.
 * @typedef {GroupMemo & { keep: () => Promise<{ taken: number, made: number }> }} KeptMemo
 */

const NOT_IN_A_NAME = /[\t\n\r]/
const NOT_IN_A_TEXT = /[\n\r]/

/**
 * Opens a group's memo file (none yet is an empty memo).
 * @param {string} file
 * @returns {Promise<KeptMemo>}
 */
export async function openGroupMemo(file) {
  /** @type {Map<string, { state: string, text: string }>} */
  const before = new Map()
  for await (const lines of readLines(file)) {
    for (const line of lines) {
      const first = line.indexOf('\t')
      const second = first < 0 ? -1 : line.indexOf('\t', first + 1)
      if (second > 0) before.set(line.slice(0, first), { state: line.slice(first + 1, second), text: line.slice(second + 1) })
    }
  }
  /** @type {Map<string, { state: string, text: string }>} the entries this make took or made */
  const now = new Map()
  let taken = 0
  let made = 0
  return {
    get(id, state) {
      const entry = before.get(id)
      if (entry?.state !== state) return undefined
      if (!now.has(id)) taken += 1
      now.set(id, entry)
      return entry.text
    },
    set(id, state, text) {
      if (NOT_IN_A_NAME.test(id) || NOT_IN_A_NAME.test(state) || NOT_IN_A_TEXT.test(text)) return
      now.set(id, { state, text })
      made += 1
    },
    async keep() {
      // Nothing made, and every entry taken: the file already says what it would say.
      if (made > 0 || now.size !== before.size) await writeWhole(file, inChunks(linesOf(now)))
      return { taken, made }
    },
  }
}

/**
 * A memo's entries as the lines of its file.
 * @param {Map<string, { state: string, text: string }>} entries
 * @returns {Generator<string>}
 */
function* linesOf(entries) {
  for (const [id, { state, text }] of entries) yield `${id}\t${state}\t${text}\n`
}
