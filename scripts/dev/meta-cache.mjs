/**
 * What the preview needs of every page to build the site (its frontmatter,
 * word count, TODO lines and written body), kept on disk by a hash of the page's source
 * and of the code that compiles pages. On a restart, or after a change to
 * code, only pages whose source changed are compiled to learn it; the
 * others are compiled when they are first shown.
 *
 * The cache is .build/cache/preview/<hash>.json; delete .build/ to empty it.
 * Entries are written whole, and one that does not parse is compiled again.
 */
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { readJsonEntry } from '../build/cache-entries.mjs'
import { isPageMeta } from '../build/pages.mjs'
import { filesUnder, writeWhole } from '../lib/files.mjs'
import { cacheKey, hashFiles } from '../lib/hash.mjs'

/** @import { PageMeta } from '../build/compile-worker.mjs' */

/**
 * The preview's cache of what pages export (see createMetaCache).
 * @typedef {object} MetaCache
 * @property {Promise<string>} compiler the hash of the code that compiles pages, as it is now
 * @property {() => void} codeChanged after a change to code: pages compiled by other code are not taken from the cache
 * @property {(key: string) => Promise<{ source: Buffer, hash: string, meta: PageMeta | undefined }>} read the page's source and hash, and what the cache holds for it (undefined when it must be compiled)
 * @property {(hash: string, meta: PageMeta) => Promise<void>} write keeps what a compiled page exports
 */

/**
 * What decides how a page compiles: the MDX pipeline (src/node/), the Vite config, and the installed versions.
 * @param {string} root
 * @returns {Promise<string>}
 */
async function compilerHash(root) {
  const pipeline = (await filesUnder(path.join(root, 'src/node'))).map((file) => `src/node/${file}`)
  const hash = createHash('sha256').update('preview meta 2\n')
  return (await hashFiles(hash, root, [...pipeline, 'vite.config.ts', 'package-lock.json'])).digest('hex')
}

/**
 * The preview's page cache for the project at `root`.
 * @param {string} root
 * @param {string} [cacheDir]
 * @returns {MetaCache}
 */
export function createMetaCache(root, cacheDir = path.join(root, '.build', 'cache', 'preview')) {
  let compiler = compilerHash(root)
  mkdirSync(cacheDir, { recursive: true })
  const fileOf = (/** @type {string} */ hash) => path.join(cacheDir, `${hash}.json`)
  return {
    get compiler() {
      return compiler
    },
    codeChanged() {
      compiler = compilerHash(root)
    },
    async read(key) {
      const source = await readFile(path.join(root, key))
      const hash = cacheKey(await compiler, key, source)
      const meta = await readJsonEntry(fileOf(hash), isPageMeta)
      return { source, hash, meta }
    },
    /**
     * A failed write only costs a compile next time. Frontmatter that JSON
     * cannot hold as it is (YAML's .inf or .nan) is not kept, so the schema
     * always judges what the page says.
     */
    async write(hash, { frontmatter, wordCount, todoLines, written }) {
      const text = JSON.stringify({ frontmatter, wordCount, todoLines, written })
      if (!isDeepStrictEqual(JSON.parse(text).frontmatter, frontmatter)) return
      await writeWhole(fileOf(hash), text).catch(() => {})
    },
  }
}
