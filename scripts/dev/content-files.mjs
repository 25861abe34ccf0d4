/** The preview's names for the files it watches under content/. */
import { statSync } from 'node:fs'
import path from 'node:path'
import { normalizePath } from 'vite'

/** When a file was last modified, or undefined when it is gone. */
export const modifiedAt = (/** @type {string} */ file) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return undefined
  }
}

/**
 * The registry key of a file under content/ ("/content/about.mdx"), or undefined for any other file.
 * @param {string} root
 * @param {string} file
 */
export function contentKey(root, file) {
  const relative = normalizePath(path.relative(root, file))
  return relative.startsWith('content/') ? `/${relative}` : undefined
}

/** Whether a content key is a tools file's ("/content/_tools/notion.yaml"). */
export const isToolsKey = (/** @type {string} */ key) => /^\/content\/_tools\/[^/]+\.yaml$/.test(key)
