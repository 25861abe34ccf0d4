/**
 * What the preview's kept tools files depend on (scripts/dev/site.mjs keeps
 * each file parsed and checked in .build/cache/preview-tools by its
 * identity and this one): a file read and checked by other code or against
 * other fields is read and checked again.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { normalizePath } from 'vite'
import { sha256Hex } from '../lib/hash.mjs'

/**
 * What reads and checks a tools file (src/server/tools-reader.ts): the schemas and what they use, the
 * fields data they check features against, and the YAML parser. Files read and checked by others are read again.
 */
const READER_FOLDERS = ['src/content', 'src/catalogue', 'src/shared', 'content/_fields']
const READER_FILES = ['src/server/tools-reader.ts', 'src/server/state-hash.ts', 'node_modules/yaml/package.json']

/**
 * What identifies the code and data that read and check tools files, as they are now.
 * @param {string} root
 */
export function readerIdentity(root) {
  const files = [...READER_FOLDERS.flatMap((folder) => filesIn(root, folder)), ...READER_FILES]
  return sha256Hex(...files.flatMap((file) => {
    try {
      return [file, readFileSync(path.join(root, file))]
    } catch {
      return [`${file} missing`]
    }
  }))
}

/**
 * Every file under a folder of the project, sorted, relative to the project.
 * @param {string} root
 * @param {string} folder
 * @returns {string[]}
 */
function filesIn(root, folder) {
  try {
    return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => normalizePath(path.relative(root, path.join(entry.parentPath, entry.name))))
      .sort()
  } catch {
    return []
  }
}
