import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { writeWholeSync } from './files.mjs'

/** Reading what was thrown: in JavaScript that can be anything, not only an Error. */

/**
 * An error's message, or what was thrown as text when it has none.
 * @param {unknown} error
 * @returns {string}
 */
export function messageOf(error) {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined
  return typeof message === 'string' ? message : String(error)
}

/**
 * Writes the full list of a content error's problems where its report says
 * they are (src/content/errors.ts); anything else is left alone.
 * @param {unknown} error
 * @param {string} root the project folder
 */
export function keepProblemList(error, root) {
  const { list, listFile } = /** @type {{ list?: unknown, listFile?: unknown }} */ (typeof error === 'object' && error !== null ? error : {})
  if (typeof list !== 'string' || typeof listFile !== 'string') return
  mkdirSync(path.dirname(path.join(root, listFile)), { recursive: true })
  writeWholeSync(path.join(root, listFile), list)
}
